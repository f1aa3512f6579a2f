/**
 * The generated kernels (scripts/generate-kernels.mjs) are checked in: this test runs the
 * generator in memory on each file's current text and fails when the code between the markers is
 * not what the template writes, so an edit by hand to generated code, or a template changed
 * without `npm run generate`, cannot pass.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

interface Region {
  readonly file: string;
  readonly label: string;
}

const root = join(import.meta.dirname, '..');
const { REGIONS, regenerate } = (await import(join(root, 'scripts/generate-kernels.mjs'))) as {
  REGIONS: readonly Region[];
  regenerate: (region: Region, text: string) => Promise<string>;
};

describe('generated kernels', () => {
  it('there are regions to check', () => {
    expect(REGIONS.map((r) => r.label)).toContain('english halves');
  });

  it.each(REGIONS.map((r) => [r.file, r] as const))('%s is what its template writes', async (file, region) => {
    const text = readFileSync(join(root, file), 'utf8');
    // Compared as lines, so that a difference shows where it is.
    expect(text.split('\n'), `run npm run generate and commit the result`).toEqual(
      (await regenerate(region, text)).split('\n'),
    );
  });

  it('control: a one-character edit of the generated code is caught', async () => {
    const region = REGIONS.find((r) => r.label === 'english halves')!;
    const text = readFileSync(join(root, region.file), 'utf8');
    const edited = text.replace('(kings & ~over) | (to & WHITE_CROWN)', '(kings & ~over) | (to & BLACK_CROWN)');
    expect(edited).not.toBe(text);
    expect(await regenerate(region, edited)).not.toBe(edited);
  });

  it('control: a file without its markers is refused', async () => {
    const region = REGIONS.find((r) => r.label === 'english halves')!;
    await expect(regenerate(region, 'function f(): void {}\n')).rejects.toThrow(/region/);
  });
});
