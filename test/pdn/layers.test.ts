/**
 * Layering (docs design: "the lexer and parser import no rules"): the reading and writing
 * modules of src/pdn import nothing from the rules, the variants or the notation layers, so a
 * program that only reads tags pays for no move generator. Only replay and canonical do.
 */
import { describe, it, expect } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('../../src/pdn/', import.meta.url));

function imports(file: string): string[] {
  const text = readFileSync(`${dir}${file}`, 'utf8');
  return [...text.matchAll(/^import[^'"]*['"]([^'"]+)['"]/gm)].map((m) => m[1]!);
}

describe('src/pdn layering', () => {
  const rulesFree = readdirSync(dir).filter((f) => f.endsWith('.ts') && !['replay.ts', 'canonical.ts', 'index.ts'].includes(f));

  it('knows its modules', () => {
    expect(rulesFree.sort()).toEqual(['decode.ts', 'detect.ts', 'gameType.ts', 'lexer.ts', 'parser.ts', 'read.ts', 'result.ts', 'types.ts', 'writer.ts']);
  });

  it.each(rulesFree)('%s imports only pdn modules and the core vocabulary', (file) => {
    for (const path of imports(file)) {
      expect(path, `${file} imports ${path}`).toMatch(/^(\.\/[a-zA-Z]+\.js|\.\.\/core\/(types|result)\.js)$/);
    }
  });
});
