/**
 * docs/cli.md and the `--help` texts describe the same command: each command's section names
 * the options its help lists and no others, and the general section names every variant key
 * `--variant` accepts. The `validate` section is left out while that command is rewritten
 * (its section and help change together on another branch).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commandHelp, topHelp } from '../src/cli/help.js';
import { variantNames } from '../src/cli/variants.js';
import { root } from './dist.js';

const doc = readFileSync(join(root, 'docs', 'cli.md'), 'utf8');

/** The sections of docs/cli.md by command: `## \`crownhead NAME …\`` up to the next heading. */
function sections(): Map<string, string> {
  const found = new Map<string, string>();
  const parts = doc.split(/^## /m).slice(1);
  for (const part of parts) {
    const name = /^`crownhead (\w+)/.exec(part)?.[1];
    if (name !== undefined) found.set(name, part);
  }
  return found;
}

const options = (text: string) => new Set([...text.matchAll(/(?<![\w-])--[a-z][a-z-]*/g)].map((m) => m[0]));
const SKIPPED = new Set<string>([]);

describe('docs/cli.md agrees with --help', () => {
  const bySection = sections();
  const commands = [...topHelp().matchAll(/^ {2}(\w+) {2,}/gm)].map((m) => m[1]!);

  it('documents every command of the top-level help', () => {
    expect(commands.length).toBeGreaterThanOrEqual(7);
    expect([...bySection.keys()].sort()).toEqual([...commands].sort());
  });

  it.each(commands.filter((c) => !SKIPPED.has(c)))('%s: the same options in the section and the help', (command) => {
    const help = commandHelp(command)!;
    const helpOptions = options(help.split('\nOptions:\n')[1]!.split('\n\n')[0]!);
    helpOptions.delete('--help');
    const docOptions = options(bySection.get(command)!);
    docOptions.delete('--help');
    expect([...docOptions].sort()).toEqual([...helpOptions].sort());
  });

  it('names every --variant key in the general section', () => {
    const general = doc.split(/^## /m)[0]!;
    for (const name of variantNames()) expect(general, name).toContain(`\`${name}\``);
  });
});
