// Tree-shaking of the variants (issue 5): a bundle that imports only `english` carries neither the
// flying-king generator (10x10 and the other flying variants) nor the registry, and a bundle that
// imports only `international` carries nothing English. Measured the way users consume crownhead
// (esbuild over the built package, minified ESM, gzip level 9), like test/bundle.test.ts.
//
// Markers are strings that survive minification: the variant keys and names (the registry lists
// every variant, so it would bring every key), the rule-setting values that only the flying engine
// reads ('continues-as-king', 'maximum-pieces'), the property names of its tables and settings
// ('neighbours', and the engine's name that its settings check quotes, "flyingEngine"), and the sizes of each generator's module-level buffers. Each
// marker is first shown to be present in the bundle that should have it, so that a rename in src/
// cannot make an absence check pass vacuously.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build as tsup } from 'tsup';
import type { Options } from 'tsup';
import type { Bundle } from './bundler.js';
import { bundle as bundleWith } from './bundler.js';
import { distFile, ensureDist, root } from './dist.js';
import { build } from 'esbuild';
import tsupConfig from '../tsup.config.js';
import { beforeAll, describe, expect, it } from 'vitest';

const library = distFile('index.js');

// `npm test` builds dist first; a bare `vitest run` (maybe while src is being changed) builds it
// here when it is missing or older than src (tsup.config.ts: ESM, Rollup tree-shaking, es2020).
beforeAll(ensureDist, 120_000);

const bundle = (code: string): Promise<Bundle> => bundleWith(code, { crownhead: library });

const ENGLISH_ONLY =
  "import { english, legalMoves, startPosition } from 'crownhead'; console.log(legalMoves(startPosition(english)));";
const INTERNATIONAL_ONLY =
  "import { international, legalMoves, startPosition } from 'crownhead'; console.log(legalMoves(startPosition(international)));";
const ITALIAN_ONLY =
  "import { italian, legalMoves, startPosition } from 'crownhead'; console.log(legalMoves(startPosition(italian)));";
const REGISTRY =
  "import { variantByKey, legalMoves, startPosition } from 'crownhead'; console.log(legalMoves(startPosition(variantByKey(process.argv[2]))));";

/** True when `text` holds `word` as a quoted string literal. */
const hasString = (text: string, word: string): boolean =>
  ['"', "'", '`'].some((q) => text.includes(`${q}${word}${q}`));

const FLYING_KEYS = [
  'international',
  'brazilian',
  'russian',
  'pool',
  'canadian',
  'spanish',
  'portuguese',
  'czech',
  'thai',
];
/** Strings and names that only the flying-king generator and engine carry. */
const FLYING_CODE = ['continues-as-king', 'maximum-pieces', 'neighbours', '"flyingEngine"'];
/**
 * Of those, what only the generic flying generator (any board) and the checked factory carry:
 * International's engine is the 10x10 generator's alone (internationalEngineUnchecked).
 */
const GENERIC_FLYING_CODE = ['neighbours', '"flyingEngine"'];
const CANADIAN_ONLY =
  "import { canadian, legalMoves, startPosition } from 'crownhead'; console.log(legalMoves(startPosition(canadian)));";
/** The module-level buffers of the flying generator (records, undo stack), as minified. */
const FLYING_BUFFERS = ['new Int32Array(65536)'];
/** The generic flying generator's make/unmake stack, which only its perft uses, as minified. */
const FLYING_PERFT_BUFFERS = ['new Int32Array(16384)'];
/** The module-level buffer of the English generator's child positions, as minified. */
const ENGLISH_BUFFERS = ['new Int32Array(32768)'];
/**
 * What only Italian brings to the short-king generator: the mirror of the board (0x11111111 as
 * minified) and the checks of the public factory, which the English variant does not go through.
 */
const ITALIAN_CODE = ['286331153', '"shortKingEngine"'];

const TURKISH_ONLY =
  "import { turkish, legalMoves, startPosition } from 'crownhead'; console.log(legalMoves(startPosition(turkish)));";
/** Strings only the Turkish generator and engine carry, and its module-level buffers, as minified. */
const TURKISH_CODE = ['"turkishEngine"', 'new Int32Array(24576)'];

describe('tree-shaking: Turkish (issue 15)', () => {
  it('turkish + legalMoves + startPosition bundles only the Turkish generator', async () => {
    const { text } = await bundle(TURKISH_ONLY);
    // Controls: the markers are in this bundle.
    expect(hasString(text, 'Turkish draughts')).toBe(true);
    for (const marker of TURKISH_CODE) expect(text, marker).toContain(marker);
    for (const key of FLYING_KEYS) expect(hasString(text, key), `variant key ${key}`).toBe(false);
    for (const marker of ['neighbours', '"flyingEngine"', ...FLYING_BUFFERS, ...ENGLISH_BUFFERS])
      expect(text, marker).not.toContain(marker);
  });

  it('english and international bundles carry no Turkish generator', async () => {
    for (const code of [ENGLISH_ONLY, INTERNATIONAL_ONLY]) {
      const { text } = await bundle(code);
      for (const marker of TURKISH_CODE) expect(text, marker).not.toContain(marker);
      expect(text).not.toContain('Turkish draughts');
    }
  });
});

describe('tree-shaking of the variants (issue 5)', () => {
  it('the markers are where they belong (controls for the absence checks)', async () => {
    const registry = await bundle(REGISTRY);
    for (const key of [...FLYING_KEYS, 'english']) expect(hasString(registry.text, key), key).toBe(true);
    const intl = await bundle(INTERNATIONAL_ONLY);
    expect(hasString(intl.text, 'International draughts')).toBe(true);
    for (const marker of [...FLYING_CODE, ...FLYING_BUFFERS].filter((m) => !GENERIC_FLYING_CODE.includes(m)))
      expect(intl.text, marker).toContain(marker);
    const canadian = await bundle(CANADIAN_ONLY);
    for (const marker of [...FLYING_CODE, ...FLYING_BUFFERS]) expect(canadian.text, marker).toContain(marker);
    const eng = await bundle(ENGLISH_ONLY);
    expect(hasString(eng.text, 'English draughts')).toBe(true);
    for (const marker of ENGLISH_BUFFERS) expect(eng.text, marker).toContain(marker);
    const ita = await bundle(ITALIAN_ONLY);
    expect(hasString(ita.text, 'Italian draughts')).toBe(true);
    for (const marker of ITALIAN_CODE) expect(ita.text, marker).toContain(marker);
  });

  it('italian + legalMoves + startPosition: the short-king generator only, no flying generator, no registry, nothing English', async () => {
    const { text } = await bundle(ITALIAN_ONLY);
    for (const marker of ENGLISH_BUFFERS) expect(text, marker).toContain(marker);
    for (const marker of [...FLYING_CODE, ...FLYING_BUFFERS]) expect(text, marker).not.toContain(marker);
    for (const key of [...FLYING_KEYS, 'english']) expect(hasString(text, key), `variant key ${key}`).toBe(false);
    expect(text).not.toContain('English draughts');
  });

  it('english only: under 5.5 KB gzipped (issue 14), without the Italian board map or the factory checks', async () => {
    const { text, gzip } = await bundle(ENGLISH_ONLY);
    // Under 5 KB until issue 28: measured 5,069 bytes without the argument checks and 5,439
    // with them (`legalMoves` and `startPosition` refuse what is not a position or a variant
    // with a CrownheadError `bad-argument`, which brings the class and its message in). Issue 30
    // added the variant's draw rules as data (+83 bytes, less 38 taken back from FEN's square
    // table and the PDN lexer), a constant options object for the engine (+34), and the checks of
    // every argument (D7: the refusal names the argument; `CrownheadError` and `SquareSet` refuse
    // a message or words that are no string or number, which made their constructors throw a TypeError):
    // 5,780 bytes. Back under 5.5 KB since the English engine's perft counters come in the public
    // perft's kit, as the flying engine's (the engine carried the whole perft and leaf-count code:
    // -1,019), with shorter shared checks: measured 4,751 bytes.
    expect(gzip).toBeLessThan(5.5 * 1024);
    expect(text).not.toContain('Italian draughts');
    for (const marker of ITALIAN_CODE) expect(text, marker).not.toContain(marker);
  });

  it('english + legalMoves + startPosition: no flying generator, no registry, at most 8 KB gzipped', async () => {
    const { text, gzip } = await bundle(ENGLISH_ONLY);
    expect(gzip).toBeLessThanOrEqual(8 * 1024);
    for (const key of FLYING_KEYS) expect(hasString(text, key), `variant key ${key}`).toBe(false);
    expect(text).not.toContain('International draughts');
    expect(text).not.toContain('Canadian draughts');
    for (const marker of FLYING_CODE) expect(text, marker).not.toContain(marker);
  });

  it('english only: none of the flying generator module state is allocated either', async () => {
    // The generator's functions are dropped, but top-level `new Int32Array(...)` is not known to
    // be pure, so an unannotated buffer stays in the bundle and is allocated on load.
    const { text } = await bundle(ENGLISH_ONLY);
    for (const marker of FLYING_BUFFERS) expect(text, marker).not.toContain(marker);
  });

  it('international + legalMoves + startPosition: nothing English, no registry, no perft, at most 10 KB gzipped', async () => {
    const { text, gzip } = await bundle(INTERNATIONAL_ONLY);
    // 7.5 KB before issue 14; 8.4 KB with the flying generator's new settings (capture values,
    // crowning rows from the geometry, pieces taken off at once, landing right behind, the
    // settings guard and its CrownheadError); 9.3 KB with issue 17's every-leaf perft (children
    // written as words) and play's quiet-move check, which the engine object always carries;
    // 10.3 KB with the public 10x10 move writer (moves10: quiet moves straight from the words,
    // 3,815 -> 2,750 instructions a position of the bench's list, issue 17); 11.4 KB (10,545 ->
    // 11,692 bytes) with perft's last ply in one pass on the words and kings' rays walked once:
    // every leaf from the start 7 % fewer instructions, Random178 9 % (docs/performance.md);
    // 12.5 KB with session 11's perft and legalMoves steps; 9.2 KB since the engines are handed
    // the perft counters by the public perft (PerftKit) instead of carrying them (3.4 KB of perft
    // code, 12,749 -> 9,386 bytes); 10.1 KB since issue 30 (10,030 -> 10,252 bytes): the
    // variant carries FMJD 6.1-6.4 as data (+170) and the engine takes options objects (+52);
    // 10,374 with the checks of every argument. Back under 10 KB since International's engine is
    // the 10x10 generator's alone (internationalEngineUnchecked): the generic flying generator,
    // its tables and the settings guard are no longer carried (-2,849): measured 7,494 bytes.
    expect(gzip).toBeLessThanOrEqual(10 * 1024);
    for (const marker of FLYING_PERFT_BUFFERS) expect(text, marker).not.toContain(marker);
    expect(text).not.toContain('English draughts');
    expect(hasString(text, 'english')).toBe(false);
    // ('ends-move' is no longer English-only: the flying engine plays it for Thai.)
    for (const key of FLYING_KEYS.filter((k) => k !== 'international'))
      expect(hasString(text, key), `variant key ${key}`).toBe(false);
  });

  it('international only: neither the generic flying generator nor the checks of the flying factory', async () => {
    // Its engine is the 10x10 generator's (internationalEngineUnchecked); the markers are shown
    // present in the Canadian bundle by the controls above.
    const { text } = await bundle(INTERNATIONAL_ONLY);
    for (const marker of GENERIC_FLYING_CODE) expect(text, marker).not.toContain(marker);
  });

  it('international + perft: the perft counters come with perft (the control of the test above)', async () => {
    const { text, gzip } = await bundle(
      "import { international, perft, startPosition } from 'crownhead'; console.log(perft(startPosition(international), 3));",
    );
    for (const marker of FLYING_PERFT_BUFFERS) expect(text, marker).toContain(marker);
    expect(gzip).toBeGreaterThan((await bundle(INTERNATIONAL_ONLY)).gzip + 2 * 1024);
  });

  it('international only: none of the English generator module state is allocated either', async () => {
    const { text } = await bundle(INTERNATIONAL_ONLY);
    for (const marker of ENGLISH_BUFFERS) expect(text, marker).not.toContain(marker);
  });
});

// Diagrams (issue 12): `crownhead/svg` is an entry of its own that nothing else imports, so an
// application that does not import it carries none of it. Markers: the SVG namespace, the
// accessibility attribute, the root class and a theme colour, each first shown in a bundle that
// draws a board. The second check builds the library again without the svg entry (the same tsup
// options, ESM only) and bundles the English-only app against both builds, minified but with the
// names kept: a new entry changes how tsup splits shared chunks, which renames minified
// identifiers, and esbuild's numbered names for two modules' functions of one name (`configure`,
// `configure2`) follow the chunks too; with the numbers taken off, the code is the same.
const SVG_MARKERS = ['http://www.w3.org/2000/svg', 'aria-labelledby', 'crownhead-board', '#b58863'];
const WITH_SVG =
  "import { english, startPosition } from 'crownhead'; import { boardToSvg } from 'crownhead/svg'; console.log(boardToSvg(startPosition(english)));";

/** `code` bundled against `library`, minified except for identifiers (which follow chunk layout). */
async function namedBundle(code: string, library: string): Promise<string> {
  const result = await build({
    stdin: { contents: code, resolveDir: root, loader: 'js' },
    bundle: true,
    minifyWhitespace: true,
    minifySyntax: true,
    format: 'esm',
    write: false,
    alias: { crownhead: library },
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

describe('crownhead/svg stays out of bundles that do not import it (issue 12)', () => {
  it('the markers are in a bundle that draws a board, and not in the English-only bundle', async () => {
    const svg = await bundleWith(WITH_SVG, { 'crownhead/svg': distFile('svg.js'), crownhead: library });
    for (const marker of SVG_MARKERS) expect(svg.text, marker).toContain(marker);
    const { text } = await bundle(ENGLISH_ONLY);
    for (const marker of SVG_MARKERS) expect(text, marker).not.toContain(marker);
  });

  it('the English-only bundle is the same code as against a build without the svg entry', async () => {
    const [library0] = (Array.isArray(tsupConfig) ? tsupConfig : [tsupConfig]) as Options[];
    const entry = { ...(library0!.entry as Record<string, string>) };
    expect(entry.svg).toBe('src/svg.ts');
    delete entry.svg;
    const out = mkdtempSync(join(tmpdir(), 'crownhead-nosvg-'));
    try {
      await tsup({
        ...library0,
        entry,
        format: ['esm'],
        dts: false,
        outDir: out,
        silent: true,
        config: false,
        clean: false,
      } as Options);
      const unnumbered = (text: string): string => text.replace(/\b([A-Za-z_$][\w$]*?)\d+\b/g, '$1');
      const without = unnumbered(await namedBundle(ENGLISH_ONLY, join(out, 'index.js')));
      const withSvg = unnumbered(await namedBundle(ENGLISH_ONLY, library));
      expect(withSvg.length).toBeGreaterThan(10_000);
      expect(withSvg).toBe(without);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 120_000);
});

// Issue 14: each new flying variant bundles the flying generator and nothing else of the library's
// variants: no English generator, no registry, no other variant. Portuguese shares Spanish's board
// and rules (imported from spanish.ts), but not the Spanish variant value.
describe('tree-shaking of Spanish, Portuguese, Czech and Thai (issue 14)', () => {
  const NAMES: Record<string, string> = {
    spanish: 'Spanish draughts',
    portuguese: 'Portuguese draughts',
    czech: 'Czech draughts',
    thai: 'Thai draughts',
  };
  for (const key of ['spanish', 'portuguese', 'czech', 'thai']) {
    // 10 KB since issue 17: the flying engine imports the 10x10 generator, which grew (see above);
    // 11 KB with the public 10x10 move writer; 12 KB with its one-pass last ply (Portuguese
    // 10,861 -> 12,006 bytes; the International test above says what it gains); 12.5 KB with the
    // public 10x10 legalMoves in one pass from the position's words as well (about 450 bytes:
    // Portuguese 10,861 -> 11,310 by itself, 12,438 with the one-pass last ply; 2,218 -> 1,761 K
    // instructions a pass of the bench's 1,000 International positions, issue 17); 10.5 KB since
    // the perft counters come with the public perft, not with the engine (PerftKit); 10.6 KB since
    // issue 31 builds the variant values from data (src/variants/define.ts: the builder, and the
    // rules written as departures from FMJD's, about 100 bytes: Portuguese 10,717 -> 10,816,
    // Spanish 10,704 -> 10,805, Thai 10,694 -> 10,807, Czech 10,287 -> 10,379); 11 KB with issue
    // 31's one settings check (every setting of RuleSettings, the board and the rules object
    // checked), back-end interface and record codec (about 185 bytes more: Spanish 10,704 ->
    // 10,889 on their own).
    it(`${key} + legalMoves + startPosition: its own variant and the flying generator only, no perft, at most 11 KB gzipped`, async () => {
      const { text, gzip } = await bundle(
        `import { ${key}, legalMoves, startPosition } from 'crownhead'; console.log(legalMoves(startPosition(${key})));`,
      );
      expect(gzip).toBeLessThanOrEqual(11 * 1024);
      for (const marker of FLYING_PERFT_BUFFERS) expect(text, marker).not.toContain(marker);
      expect(hasString(text, NAMES[key]!), 'its own name').toBe(true);
      expect(hasString(text, key), 'its own key').toBe(true);
      for (const marker of [...FLYING_CODE, ...FLYING_BUFFERS]) expect(text, marker).toContain(marker);
      for (const other of [...FLYING_KEYS, 'english'].filter((k) => k !== key))
        expect(hasString(text, other), `variant key ${other}`).toBe(false);
      for (const marker of ENGLISH_BUFFERS) expect(text, marker).not.toContain(marker);
      expect(text).not.toContain('English draughts');
    });
  }
});

// Issue 15: Frisian and Frysk! bundle the Frisian generator only: no flying generator, no
// English generator, no registry, no other variant.
describe('tree-shaking of Frisian and Frysk! (issue 15)', () => {
  const FRISIAN_CODE = ['"frisianEngine"'];
  /** The Frisian generator's module-level buffers (records, undo stack), as minified. */
  const FRISIAN_BUFFERS = ['new Int32Array(49152)'];
  /** Its perft's buffers (the words perft's children), which only a bundle with `perft` carries. */
  const FRISIAN_PERFT_BUFFERS = ['new Int32Array(32e3)', 'new Int32Array(3584)'];
  const NAMES: Record<string, string> = { frisian: 'Frisian draughts', frysk: 'Frysk!' };
  for (const key of ['frisian', 'frysk']) {
    it(`${key} + legalMoves + startPosition: its own variant and the Frisian generator only`, async () => {
      const { text, gzip } = await bundle(
        `import { ${key}, legalMoves, startPosition } from 'crownhead'; console.log(legalMoves(startPosition(${key})));`,
      );
      // 12 KB since the perft on the occupancy words (issue 15): 10x10 perft without the mailbox,
      // about half the instructions a node (docs/performance.md, Frisian); the mailbox code stays
      // for the move lists and other boards. 12.5 KB since issue 29: the board's check that a square
      // is one (a CrownheadError rather than a TypeError) and the end of a king-move count whose king
      // is captured (Frisian 12,255 -> 12,432 bytes, Frysk! 12,251 -> 12,429); 12,834 with issue
      // 30's checks. 8 KB since the Frisian engine's perft counters come in the public perft's
      // kit, as the flying engine's (Frisian 12,821 -> 7,525 bytes, Frysk! 12,824 -> 7,527).
      expect(gzip).toBeLessThanOrEqual(8 * 1024);
      expect(hasString(text, NAMES[key]!), 'its own name').toBe(true);
      for (const marker of [...FRISIAN_CODE, ...FRISIAN_BUFFERS]) expect(text, marker).toContain(marker);
      for (const marker of FRISIAN_PERFT_BUFFERS) expect(text, marker).not.toContain(marker);
      for (const marker of [...FLYING_CODE, ...FLYING_BUFFERS, ...ENGLISH_BUFFERS])
        expect(text, marker).not.toContain(marker);
      for (const other of [...FLYING_KEYS, 'english', 'frisian', 'frysk'].filter((k) => k !== key))
        expect(hasString(text, other), `variant key ${other}`).toBe(false);
    });
  }
  it('frisian + perft: the perft buffers come with perft (the control of the test above)', async () => {
    const { text } = await bundle(
      "import { frisian, perft, startPosition } from 'crownhead'; console.log(perft(startPosition(frisian), 2));",
    );
    for (const marker of FRISIAN_PERFT_BUFFERS) expect(text, marker).toContain(marker);
  });
  it('international bundles no Frisian generator', async () => {
    const { text } = await bundle(INTERNATIONAL_ONLY);
    for (const marker of [...FRISIAN_CODE, ...FRISIAN_BUFFERS]) expect(text, marker).not.toContain(marker);
  });
});
