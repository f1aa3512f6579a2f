// Bundle tests: what an application pays for crownhead, measured the way users consume it
// (esbuild over the built package, minified ESM, gzip level 9).
import type { Bundle } from './bundler.js';
import { bundle as bundleWith } from './bundler.js';
import { distFile, ensureDist } from './dist.js';
import { beforeAll, describe, expect, it } from 'vitest';

const dist = distFile('index.js');

// `npm test` builds first; a bare `vitest run` builds here when dist/ is missing or older than src/.
beforeAll(ensureDist, 120_000);

const bundle = (code: string): Promise<Bundle> => bundleWith(code, { crownhead: dist });

// Strings the absence checks below look for, one from each module that must stay out of a
// rules-only bundle. Each is first shown to be in the bundle of the whole library, so that a
// renamed message cannot make an absence check pass by accident.
// esbuild writes non-ASCII characters as escapes, so the renderer's white man appears as \u26C0.
const WHITE_MAN = '\\u26C0';
const MARKERS = ['is listed twice', WHITE_MAN, 'could be', 'perft depth must be'];

describe('bundle size', () => {
  it('the markers are in the bundle of the whole library (controls for the absence checks)', async () => {
    const { text } = await bundle("export * from 'crownhead';");
    for (const marker of MARKERS) expect(text).toContain(marker);
  });

  it('an English-only move list bundles to at most 8 KB gzipped', async () => {
    const { text, gzip } = await bundle(
      "import { legalMoves, startPosition, english } from 'crownhead'; console.log(legalMoves(startPosition(english)));",
    );
    expect(gzip).toBeLessThanOrEqual(8 * 1024);
    // Notation and rendering are not pulled in by the rules alone.
    expect(text).not.toContain('is listed twice'); // a FEN error message
    expect(text).not.toContain(WHITE_MAN); // the board renderer's symbols
    expect(text).not.toContain('could be'); // the ambiguous-move message
  });

  it('the FEN codec alone carries neither the perft front end nor the move-text resolver', async () => {
    const { text } = await bundle(
      "import { parseFen, formatFen, english } from 'crownhead'; console.log(formatFen(parseFen(english, 'B:W21-32:B1-12').value));",
    );
    // The variant value references its engine, so the generator is present; but the perft code
    // and the move-text resolver are not.
    expect(text).not.toContain('could be');
    expect(text).not.toContain('perft depth must be');
  });
});
