/**
 * The generated kernels of the Frisian generator (scripts/gen-frisian-kernels.mjs): the regions of
 * src/rules/frisian/movegen.ts and perft.ts that say they are generated are what the script writes
 * from its table of the eight directions. The same kernel stands in two functions (one leaves its
 * results in module variables, one in local variables: docs/performance.md#frisian), so a change
 * by hand to one copy fails here, and a change to the table reaches both. What the kernels compute
 * is tested by test/rules/frisianTwins.test.ts.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FILES, KERNELS, regenerate } from '../../scripts/gen-frisian-kernels.mjs';

const read = (file: string): string => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');

describe('the generated kernels of the Frisian generator', () => {
  it('every generated region is as scripts/gen-frisian-kernels.mjs writes it (run it after changing its table)', () => {
    let regions = 0;
    for (const file of FILES) {
      const text = read(file);
      const fresh = regenerate(text);
      expect(fresh.text, `${file}: run node scripts/gen-frisian-kernels.mjs`).toBe(text);
      regions += fresh.regions;
    }
    // The jump sets twice (menSetwise10, countMen10), the single jumps and their count twice each
    // (countSingleJumps10, countMen10).
    expect(regions).toBe(6);
  });

  it('control: a one-character change inside a region is found', () => {
    const text = read('src/rules/frisian/perft.ts');
    const changed = text.replace('const lLo = (tLo << 1) & G.LEFT_LO;', 'const lLo = (tLo << 1) & G.RIGHT_LO;');
    expect(changed).not.toBe(text);
    expect(regenerate(changed).text).toBe(text);
  });

  it('every kernel is used', () => {
    const texts = FILES.map(read).join('\n');
    for (const name of Object.keys(KERNELS)) expect(texts, name).toContain(`(${name}): edit there.`);
  });
});
