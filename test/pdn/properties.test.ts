/**
 * Properties of the PDN reader, writer and replay (fast-check): nothing throws, on arbitrary
 * text, arbitrary bytes or real files with random damage; every location points into the input;
 * and write → read gives back the tree, for generated game trees and for whatever the reader
 * made of damaged files.
 */
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { canonicalGame, parsePdn, replay, formatPdn } from '../../src/pdn/index.js';
import { variants } from '../../src/index.js';
import type { PdnGame, PdnLine, PdnMove, PdnReadOptions } from '../../src/pdn/index.js';
import { sharedAvailable } from '../shared.js';
import { allCorpusFiles, corpusText } from './corpus.js';
import { lineAndColumn } from './lines.js';
import { expectedTags } from './tags.js';
import { content } from './trees.js';

const MODES: readonly PdnReadOptions[] = [{}, { mode: 'strict' }, { parentheses: 'comment' }];

/** Write → read gives back the trees read from `text`, tags in the order of the writing profile (./tags.ts). */
function roundTrips(text: string): void {
  const read = parsePdn(text);
  const reread = parsePdn(formatPdn(read.games));
  expect(reread.games.map(content)).toEqual(read.games.map((g) => ({ ...content(g), tags: expectedTags(g.tags) })));
}

/**
 * The text a problem's offset counts in (src/pdn/types.ts: UTF-16 code units of the decoded text,
 * a byte-order mark not counted), decoded here as parsePdn documents it: bytes as UTF-8 up to the
 * first byte that is not valid UTF-8, and from that byte on as ISO-8859-1 (one character per
 * byte). Found independently: the longest prefix a strict UTF-8 decoder accepts.
 */
function decodedText(input: string | Uint8Array): string {
  if (typeof input === 'string') return input.startsWith('\uFEFF') ? input.slice(1) : input;
  const body = input[0] === 0xef && input[1] === 0xbb && input[2] === 0xbf ? input.subarray(3) : input;
  const strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  for (let end = body.length; ; end--) {
    try {
      return strict.decode(body.subarray(0, end)) + Buffer.from(body.subarray(end)).toString('latin1');
    } catch {
      // not valid UTF-8 up to `end`: try a shorter prefix
    }
  }
}

/** Reads `text` in every mode, replays and writes the games; returns nothing, throws on a bug. */
function exercise(input: string | Uint8Array): void {
  // For bytes the byte count is no bound: a multi-byte UTF-8 character is one or two code units.
  const text = decodedText(input);
  for (const options of MODES) {
    const { games, problems } = parsePdn(input, options);
    for (const p of problems) {
      expect(p.offset, p.code).toBeGreaterThanOrEqual(0);
      expect(p.offset, p.code).toBeLessThanOrEqual(text.length);
      // Line and column say where the offset is.
      expect({ line: p.line, column: p.column }, `${p.code} at ${p.offset}`).toEqual(lineAndColumn(text, p.offset));
    }
    for (const game of games) {
      replay(game, { variants });
      canonicalGame(game, { variants });
    }
    formatPdn(games);
  }
}

// Text that looks like PDN, to reach deep into the grammar.
const PDN_PIECES = [
  '[',
  ']',
  '"',
  '\\',
  '{',
  '}',
  '(',
  ')',
  '*',
  '/',
  '$',
  '%',
  ';',
  '.',
  '...',
  '-',
  'x',
  ':',
  '!',
  '?',
  ' ',
  '\n',
  '\r\n',
  '1',
  '1-0',
  '0-1',
  '1-1',
  '1/2-1/2',
  '2-0',
  '0-2',
  '0-0',
  '½-½',
  '32-28',
  '19-23',
  '28x19',
  '26x17x10',
  'c3-d4',
  'a3b4',
  '[Event "x"]',
  '[GameType "20"]',
  '[GameType "21"]',
  '[FEN "W:W31-50:B1-20"]',
  '[FEN "B:W21-32:B1-12"]',
  '/FEN "B:W21:B1"/',
  '1.',
  '12...',
  '(?)',
  '(!?)',
  '$7',
  '{c}',
  '06-11',
  'e',
  'Redo',
  '×',
  '–',
  '\u00a0',
  '\uFEFF',
];
const pdnLike = fc.array(fc.constantFrom(...PDN_PIECES), { maxLength: 120 }).map((parts) => parts.join(''));

describe('never throws', () => {
  it('on arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => exercise(text)),
      { numRuns: 300 },
    );
  });

  it('on PDN-like token soup, and write → read keeps whatever was read', () => {
    fc.assert(
      fc.property(pdnLike, (text) => {
        exercise(text);
        roundTrips(text);
      }),
      { numRuns: Number(process.env.PDN_RUNS ?? 500) },
    );
  });

  it('on arbitrary bytes (UTF-8 or not)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => exercise(bytes)),
      { numRuns: 300 },
    );
  });

  it('on PDN-like token soup as UTF-8 bytes, with or without a byte-order mark', () => {
    // Random bytes are seldom valid UTF-8 (they are read as Latin-1, one character per byte);
    // here ½, ×, – and the BOM take more bytes than characters, so the offset bound is tight.
    const encoder = new TextEncoder();
    fc.assert(
      fc.property(pdnLike, fc.boolean(), (text, bom) => exercise(encoder.encode(bom ? `\uFEFF${text}` : text))),
      { numRuns: 300 },
    );
  });

  // Real files when the shared folder is there, else a small built-in sample.
  const samples = sharedAvailable
    ? allCorpusFiles()
        .filter((file) => !file.includes('11_man'))
        .map((file) => corpusText(file).slice(0, 6000))
    : ['[Event "a"]\n[Result "1-0"]\n1. 32-28 19-23 (18-23 {c}) 2. 28x19 14x23 $1 1-0\n[Event "b"] 1. c3-d4 d6:b4 *'];

  const mutation = fc.oneof(
    fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 40 }) }),
    fc.record({
      kind: fc.constant('insert' as const),
      at: fc.nat(),
      text: fc.oneof(fc.constantFrom(...PDN_PIECES), fc.string({ maxLength: 5 })),
    }),
    fc.record({ kind: fc.constant('duplicate' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 200 }) }),
  );

  interface Mutation {
    readonly kind: 'delete' | 'insert' | 'duplicate';
    readonly at: number;
    readonly length?: number;
    readonly text?: string;
  }

  function mutate(text: string, mutations: readonly Mutation[]): string {
    let out = text;
    for (const m of mutations) {
      const at = out.length === 0 ? 0 : m.at % (out.length + 1);
      if (m.kind === 'delete') out = out.slice(0, at) + out.slice(at + m.length!);
      else if (m.kind === 'insert') out = out.slice(0, at) + m.text! + out.slice(at);
      else out = out.slice(0, at) + out.slice(at, at + m.length!) + out.slice(at);
    }
    return out;
  }

  it('on real files with random damage, and write → read keeps whatever was read', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...samples),
        fc.array(mutation, { minLength: 1, maxLength: 8 }),
        (sample, mutations) => {
          const text = mutate(sample, mutations);
          exercise(text);
          roundTrips(text);
        },
      ),
      { numRuns: Number(process.env.PDN_RUNS ?? 300) },
    );
  });
});

// --- Generated game trees --------------------------------------------------------------------

const numericSquare = fc.integer({ min: 1, max: 50 });
const algebraicSquare = fc
  .tuple(fc.constantFrom(...'abcdefgh'), fc.integer({ min: 1, max: 8 }))
  .map(([f, r]) => `${f}${r}`);
// `1-1` is left out: PDN cannot write that move, which reads as the result 1-1 (section 1.2).
const moveText: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(numericSquare, numericSquare)
    .map(([a, b]) => `${a}-${b}`)
    .filter((m) => m !== '1-1'),
  fc.array(numericSquare, { minLength: 2, maxLength: 5 }).map((s) => s.join('x')),
  fc.tuple(algebraicSquare, algebraicSquare).map(([a, b]) => `${a}-${b}`),
  fc.array(algebraicSquare, { minLength: 2, maxLength: 4 }).map((s) => s.join('x')),
  fc.tuple(algebraicSquare, algebraicSquare).map(([a, b]) => `${a}${b}`),
);
const strength = fc.oneof(
  fc.stringMatching(/^[!?]{1,3}$/),
  fc.stringMatching(/^[!?]{1,3}$/).map((s) => `(${s})`),
);
// Comment text: anything but `}` (no escape exists in PDN comments).
const comment = fc.string({ unit: 'grapheme', maxLength: 30 }).map((s) => s.replace(/\}/g, ''));
const setup = fc.oneof(
  fc.constantFrom('W:W31-50:B1-20', 'B:W21-32:B1-12', 'W:WK10:B5').map((fen) => `FEN "${fen}"`),
  fc.string({ maxLength: 12 }).map((s) => s.replace(/\//g, '')),
);
const annotations = fc.record(
  {
    comments: fc.array(comment, { minLength: 1, maxLength: 2 }),
    nags: fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength: 2 }),
    setups: fc.array(setup, { minLength: 1, maxLength: 1 }),
  },
  { requiredKeys: [] },
);

const { line: lineArb } = fc.letrec<{ line: PdnLine; move: PdnMove }>((tie) => ({
  line: fc
    .tuple(
      fc.record({ comments: fc.array(comment, { minLength: 1, maxLength: 2 }) }, { requiredKeys: [] }),
      fc.array(tie('move'), { minLength: 1, maxLength: 6 }),
    )
    .map(([before, moves]) => ({ ...before, moves })),
  move: fc
    .tuple(
      moveText,
      fc.option(strength, { nil: undefined }),
      annotations,
      fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        fc.constant(undefined),
        fc.array(tie('line'), { minLength: 1, maxLength: 2 }),
      ),
    )
    .map(([move, s, extra, variations]) => {
      const node: { -readonly [K in keyof PdnMove]: PdnMove[K] } = { move, ...extra };
      if (s !== undefined) node.strength = s;
      if (variations !== undefined) node.variations = variations as PdnLine[];
      return node;
    }),
}));

const tagValue = fc.string({ unit: 'grapheme', maxLength: 20 });
const tagName = fc
  .stringMatching(/^[A-Z][A-Za-z0-9_]{0,10}$/)
  .filter((n) => !['Event', 'Site', 'Date', 'Round', 'White', 'Black', 'Result', 'GameType', 'FEN'].includes(n));
const gameArb: fc.Arbitrary<PdnGame> = fc
  .tuple(
    fc.array(tagValue, { minLength: 7, maxLength: 7 }),
    fc.array(fc.tuple(tagName, tagValue), { maxLength: 4 }),
    fc.record({ comments: fc.array(comment, { minLength: 1, maxLength: 2 }) }, { requiredKeys: [] }),
    lineArb,
  )
  .map(([roster, extra, before, line]) => ({
    tags: [
      ...['Event', 'Site', 'Date', 'Round', 'White', 'Black', 'Result'].map((name, i) => ({ name, value: roster[i]! })),
      ...extra.map(([name, value]) => ({ name, value })),
    ],
    ...before,
    moves: line.moves,
  }));

describe('write → read of generated game trees', () => {
  it('gives back the same trees, in lenient and in strict mode', () => {
    fc.assert(
      fc.property(fc.array(gameArb, { minLength: 1, maxLength: 3 }), (games) => {
        const text = formatPdn(games);
        for (const mode of ['lenient', 'strict'] as const) {
          const read = parsePdn(text, { mode });
          expect(read.problems).toEqual([]);
          expect(read.games.map(content)).toEqual(games);
        }
        expect(text.split('\n').every((line) => line.length <= 80 || line.startsWith('[') || line.includes('{'))).toBe(
          true,
        );
      }),
      { numRuns: 300 },
    );
  });
});
