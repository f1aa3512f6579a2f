/**
 * The 8x8 copies of the 10x10 flying generator (scripts/gen-flying8.mjs) are checked in: this
 * test writes them again in memory from movegen10.ts and perft10.ts and fails when a checked-in
 * copy differs, so an edit by hand to a copy, or a change of the 10x10 source without
 * `npm run generate`, cannot pass. Whether the copies play the rules is tested elsewhere
 * (flying8.test.ts, specialisedPaths.test.ts and the published Brazilian, Russian and Pool counts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

interface Copy {
  readonly source: string;
  readonly target: string;
}

const root = join(import.meta.dirname, '..');
const { COPIES, generateCopy } = (await import(join(root, 'scripts/gen-flying8.mjs'))) as {
  COPIES: readonly Copy[];
  generateCopy: (source: string, text: string) => Promise<string>;
};

const read = (file: string): string => readFileSync(join(root, file), 'utf8');

describe('the 8x8 copies of the 10x10 generator', () => {
  it('both files are copied', () => {
    expect(COPIES.map((c) => c.target)).toEqual(['src/rules/flying/movegen8.gen.ts', 'src/rules/flying/perft8.gen.ts']);
  });

  it.each(COPIES.map((c) => [c.target, c] as const))('%s is what the script writes', async (_target, copy) => {
    // Compared as lines, so that a difference shows where it is.
    expect(read(copy.target).split('\n'), 'run npm run generate and commit the result').toEqual(
      (await generateCopy(copy.source, read(copy.source))).split('\n'),
    );
  });

  it.each(COPIES.map((c) => [c.target, c] as const))(
    '%s imports the 8x8 layout and no 10x10 module, and exports no name of the 10x10 board',
    (_target, copy) => {
      const text = read(copy.target);
      expect(text).toContain("from './layout8.js'");
      expect(text).not.toMatch(/from '\.\/(layout10|movegen10|perft10|moves10)\.js'/);
      // A new export of the source ending in 10 must be renamed (NAMES in the script): two
      // modules with one name would be two states under one name in a bundle's chunk.
      expect(text).not.toMatch(/export (function|const|let) \w*10\b/);
    },
  );

  it('control: a change of the 10x10 source changes the copy', async () => {
    const copy = COPIES[0]!;
    const source = read(copy.source);
    const edited = source.replace('p < Rows.WHITE_CROWN_END', 'p <= Rows.WHITE_CROWN_END');
    expect(edited).not.toBe(source);
    expect(await generateCopy(copy.source, edited)).not.toBe(read(copy.target));
  });
});
