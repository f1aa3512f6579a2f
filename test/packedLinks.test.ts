/**
 * The README and the guides are read from the published package too (npm and jsDelivr show
 * them; an editor opens them from node_modules): every relative link in a packed markdown file
 * must point to a file that is packed. The packed list comes from `npm pack --dry-run --json`,
 * which applies package.json `files` as a publish would.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './dist.js';

const packed: string[] = (
  JSON.parse(
    execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }),
  ) as {
    files: { path: string }[];
  }[]
)[0]!.files.map((f) => f.path);

/** The relative link targets of a markdown text, without their `#fragment`. */
function relativeLinks(text: string): string[] {
  const outside = text.replace(/```[\s\S]*?```/g, ''); // links never stand in code blocks
  return [...outside.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1]!)
    .filter((target) => !/^([a-z]+:|#)/i.test(target))
    .map((target) => target.split('#')[0]!);
}

describe('links in the packed markdown files', () => {
  const markdown = packed.filter((p) => p.endsWith('.md'));

  it('the README, the docs and the guides are packed', () => {
    expect(markdown).toContain('README.md');
    expect(markdown).toContain('docs/cli.md');
    expect(markdown).toContain('docs/guides/getting-started.md');
  });

  it('docs/api (the generated site) is not packed', () => {
    expect(packed.filter((p) => p.startsWith('docs/api/'))).toEqual([]);
  });

  it.each(markdown)('%s: every relative link resolves to a packed file', (file) => {
    const links = relativeLinks(readFileSync(join(root, file), 'utf8'));
    if (file === 'README.md') expect(links.length).toBeGreaterThan(0);
    for (const link of links)
      expect(packed, `${file} links to ${link}`).toContain(normalize(join(dirname(file), link)));
  });
});
