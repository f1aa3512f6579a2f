// Tree-shaking of the plain-data revival (issue 11, point 1): `positionFromData` and
// `gameFromData` take the variants to consider, so a bundle that names only `english` carries no
// flying-king generator, while one that passes the registry's `variants` carries them all.
// Measured like test/bundle-variants.test.ts (esbuild over the built package, minified ESM), with
// its markers, each shown present in the bundle that should have it first.
import type { Bundle } from './bundler.js';
import { bundle as bundleWith } from './bundler.js';
import { distFile, ensureDist } from './dist.js';
import { beforeAll, describe, expect, it } from 'vitest';

beforeAll(ensureDist, 120_000);

const bundle = (code: string): Promise<Bundle> => bundleWith(code, { crownhead: distFile('index.js') });

const hasString = (text: string, word: string): boolean =>
  ['"', "'", '`'].some((q) => text.includes(`${q}${word}${q}`));

/** Strings and names that only the flying-king generator and engine carry. */
const FLYING_CODE = ['continues-as-king', 'maximum-pieces', 'neighbours', '"flyingEngine"'];
/**
 * The module-level buffer of the flying generator, as minified (its make/unmake stack,
 * `new Int32Array(16384)`, serves only its perft, which comes with the public `perft`).
 */
const FLYING_BUFFERS = ['new Int32Array(65536)'];
const FLYING_NAMES = ['International draughts', 'Brazilian draughts', 'Russian draughts', 'Canadian draughts'];

const POSITION_ENGLISH =
  "import { english, positionFromData, legalMoves } from 'crownhead'; const r = positionFromData(JSON.parse(process.argv[2]), { variants: [english] }); if (r.ok) console.log(legalMoves(r.value));";
const GAME_ENGLISH =
  "import { english, gameFromData, gameToData, legalMoves, playMove } from 'crownhead'; const r = gameFromData(JSON.parse(process.argv[2]), { variants: [english] }); if (r.ok) console.log(gameToData(playMove(r.value, legalMoves(r.value.position)[0])));";
const POSITION_ALL =
  "import { variants, positionFromData, legalMoves } from 'crownhead'; const r = positionFromData(JSON.parse(process.argv[2]), { variants }); if (r.ok) console.log(legalMoves(r.value));";

describe('tree-shaking of reviving plain data', () => {
  it('with the registry, every variant and the flying generator are in the bundle (control)', async () => {
    const { text } = await bundle(POSITION_ALL);
    for (const name of FLYING_NAMES) expect(text, name).toContain(name);
    for (const marker of [...FLYING_CODE, ...FLYING_BUFFERS]) expect(text, marker).toContain(marker);
  });

  it('positionFromData(data, { variants: [english] }): no other variant, no flying generator', async () => {
    const { text } = await bundle(POSITION_ENGLISH);
    expect(text).toContain('English draughts');
    for (const name of FLYING_NAMES) expect(text, name).not.toContain(name);
    for (const key of ['international', 'brazilian', 'russian', 'pool', 'canadian'])
      expect(hasString(text, key), key).toBe(false);
    for (const marker of [...FLYING_CODE, ...FLYING_BUFFERS]) expect(text, marker).not.toContain(marker);
  });

  it('gameFromData(data, { variants: [english] }): no flying generator (draw-rule presets name the other keys, not their generators)', async () => {
    const { text } = await bundle(GAME_ENGLISH);
    expect(text).toContain('English draughts');
    for (const name of FLYING_NAMES) expect(text, name).not.toContain(name);
    // Draw rules are data on each variant (issue 30): until then `drawRules` switched on every key.
    for (const key of ['international', 'brazilian', 'russian', 'pool', 'canadian', 'frisian'])
      expect(hasString(text, key), key).toBe(false);
    for (const source of ['FMJD 6.1', 'FMJD-64 7.2.3', 'Frisian rules 2011'])
      expect(text, source).not.toContain(source);
    for (const marker of [...FLYING_CODE, ...FLYING_BUFFERS]) expect(text, marker).not.toContain(marker);
  });
});
