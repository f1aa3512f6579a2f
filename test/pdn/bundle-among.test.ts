// Issue 11 point 6, issue 30 (one function per operation): an application that reads English PDN
// carries no other variant's rules: `replay`, `gameFromPdn` and `parseGame` take the
// variants as a required option and import no registry, so `{ variants: [english] }` (or
// `{ variant: english }`) bundles English alone, and only `{ variants }` (every variant) carries
// them all.
// Measured as test/bundle-variants.test.ts does (esbuild over the built package, minified ESM);
// the markers are the same and are first shown present where they belong.
import type { Bundle } from '../bundler.js';
import { bundle as bundleWith } from '../bundler.js';
import { distFile, ensureDist } from '../dist.js';
import { beforeAll, describe, expect, it } from 'vitest';

beforeAll(ensureDist, 120_000);

const bundle = (code: string): Promise<Bundle> =>
  bundleWith(code, { 'crownhead/pdn': distFile('pdn.js'), crownhead: distFile('index.js') });

/** True when `text` holds `word` as a quoted string literal. */
const hasString = (text: string, word: string): boolean =>
  ['"', "'", '`'].some((q) => text.includes(`${q}${word}${q}`));

/**
 * Variant keys that only the variant objects (and so the registry) and the game layer's draw-rule
 * presets hold. `'international'` is left out: it is also the PDN result type of GameType 20 and
 * 27 in the GameType table that every replay reads (`resultType`).
 */
const OTHER_KEYS = ['brazilian', 'russian', 'pool', 'canadian'];
/** Rule-setting values held by the flying variants' objects (so by the registry), and names only the flying engine uses. */
const FLYING_CODE = ['continues-as-king', 'maximum-pieces', 'neighbours', '"flyingEngine"'];
/**
 * The module-level buffer of the flying generator, as minified (its make/unmake stack,
 * `new Int32Array(16384)`, serves only its perft, which comes with the public `perft`).
 */
const FLYING_BUFFERS = ['new Int32Array(65536)'];
/** The module-level buffer of the English generator, as minified. */
const ENGLISH_BUFFERS = ['new Int32Array(32768)'];
/** A message of replay: the rules are in the bundle. */
const REPLAY = 'not a legal move for';

const REPLAY_AMONG =
  "import { english } from 'crownhead'; import { parsePdn, replay } from 'crownhead/pdn'; console.log(replay(parsePdn(process.argv[2]).games[0], { variants: [english] }));";
const REPLAY_FORCED =
  "import { english } from 'crownhead'; import { parsePdn, replay } from 'crownhead/pdn'; console.log(replay(parsePdn(process.argv[2]).games[0], { variant: english }));";
// moveRows is left out: it counts each position's moves with the public `perft`, which carries a
// buffer of the flying generator's whatever the variants (as it did before issue 30).
const ROWS_AMONG =
  "import { english } from 'crownhead'; import { canonicalGame, gameRow, parsePdn, formatPdn } from 'crownhead/pdn'; const [game] = parsePdn(process.argv[2]).games; console.log(formatPdn([canonicalGame(game, { variants: [english] }).game]), gameRow({ index: 1, game, problems: [] }, { variants: [english] }));";
const REPLAY_ALL =
  "import { variants } from 'crownhead'; import { parsePdn, replay } from 'crownhead/pdn'; console.log(replay(parsePdn(process.argv[2]).games[0], { variants }));";
const TEXT_AMONG =
  "import { english } from 'crownhead'; import { parseGame, formatGame } from 'crownhead/pdn'; const r = parseGame(process.argv[2], { variants: [english] }); console.log(r.ok && formatGame(r.value.game));";
const TREE_AMONG =
  "import { english } from 'crownhead'; import { gameFromPdn, parsePdn } from 'crownhead/pdn'; console.log(gameFromPdn(parsePdn(process.argv[2]).games[0], { variants: [english] }));";
const TEXT_ALL =
  "import { variants } from 'crownhead'; import { parseGame, formatGame } from 'crownhead/pdn'; const r = parseGame(process.argv[2], { variants }); console.log(r.ok && formatGame(r.value.game));";
const GAME_ONLY = "import { english, newGame } from 'crownhead'; console.log(newGame(english));";

const keysIn = (text: string): string[] => OTHER_KEYS.filter((key) => hasString(text, key));

describe('replay and games from PDN among the variants given, in a bundle (issue 11 point 6, issue 30)', () => {
  it('controls: replay, parseGame with { variants } (every variant) carry the flying generator and every key', async () => {
    for (const code of [REPLAY_ALL, TEXT_ALL]) {
      const { text } = await bundle(code);
      expect(text).toContain(REPLAY);
      for (const marker of [...FLYING_CODE, ...FLYING_BUFFERS, ...ENGLISH_BUFFERS])
        expect(text, marker).toContain(marker);
      expect(keysIn(text)).toEqual(OTHER_KEYS);
    }
  });

  it.each([
    ['replay(game, { variants: [english] })', REPLAY_AMONG],
    ['replay(game, { variant: english })', REPLAY_FORCED],
    ['canonicalGame and gameRow with { variants: [english] }', ROWS_AMONG],
  ])('%s: the English rules and replay, no flying generator, no registry, no other variant key', async (_, code) => {
    const { text } = await bundle(code);
    expect(text).toContain(REPLAY);
    expect(hasString(text, 'english')).toBe(true);
    for (const marker of ENGLISH_BUFFERS) expect(text, marker).toContain(marker);
    for (const marker of [...FLYING_CODE, ...FLYING_BUFFERS]) expect(text, marker).not.toContain(marker);
    expect(keysIn(text)).toEqual([]);
  });

  for (const [name, code] of [
    ['parseGame(text, { variants: [english] }) and formatGame', TEXT_AMONG],
    ['gameFromPdn(tree, { variants: [english] })', TREE_AMONG],
  ] as const) {
    it(`${name}: the English rules and replay, no flying generator, no registry`, async () => {
      const { text } = await bundle(code);
      expect(text).toContain(REPLAY);
      for (const marker of ENGLISH_BUFFERS) expect(text, marker).toContain(marker);
      for (const marker of [...FLYING_CODE, ...FLYING_BUFFERS]) expect(text, marker).not.toContain(marker);
      // The other keys that remain are those of the draw-rule presets (`drawRules` picks one by
      // the variant's key), which any game carries: reading PDN adds none.
      expect(keysIn(text)).toEqual(keysIn((await bundle(GAME_ONLY)).text));
    });
  }

  it('an English-only app reading PDN text into a game is at least 15 KB smaller than one with every variant', async () => {
    const among = await bundle(TEXT_AMONG);
    const all = await bundle(TEXT_ALL);
    // Measured: about 70.4 KB against 87.8 KB minified; the difference is the flying generator
    // and the five other variants, whatever the shared code around them weighs.
    expect(all.text.length - among.text.length).toBeGreaterThan(15 * 1024);
  });
});
