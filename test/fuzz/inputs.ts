/**
 * Hostile input for the fuzz targets (./targets.ts): grammar-aware generators of FEN, move text
 * and PDN (tags, move numbers, moves, captures, `{}` and `;` comments, `%` lines, NAGs,
 * variations, results, setups), damaged real files, and the byte-level damage real files carry
 * (invalid UTF-8, Latin-1, byte-order marks, CRLF, NUL).
 */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../dist.js';
import { sharedAvailable } from '../shared.js';
import { allCorpusFiles, corpusBytes } from '../pdn/corpus.js';

// --- Mutation ------------------------------------------------------------------------------

/** One edit of a text or byte array, at a position taken modulo its length. */
type Edit =
  | { readonly kind: 'delete'; readonly at: number; readonly length: number }
  | { readonly kind: 'insert'; readonly at: number; readonly text: string }
  | { readonly kind: 'duplicate'; readonly at: number; readonly length: number }
  | { readonly kind: 'byte'; readonly at: number; readonly byte: number };

/** Characters and tokens that matter to the PDN, FEN and move-text grammars. */
const PIECES: readonly string[] = [
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
  ',',
  '!',
  '?',
  ' ',
  '\n',
  '\r\n',
  '\r',
  '\t',
  'W',
  'B',
  'K',
  '1',
  '0',
  '9',
  '50',
  '99',
  '1-0',
  '0-1',
  '1-1',
  '1/2-1/2',
  '2-0',
  '0-2',
  '½-½',
  '32-28',
  '28x19',
  'c3-d4',
  'a3b4',
  '[Event "x"]',
  '[GameType "20"]',
  '[GameType "21"]',
  '[FEN "W:W31-50:B1-20"]',
  '/FEN "B:W21:B1"/',
  '1.',
  '12...',
  '(?)',
  '$7',
  '{c}',
  '×',
  '–',
  '\u00a0',
  '\uFEFF',
  '\u0000',
  '\uD800',
  '🂡',
  'é',
];

const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 40 }) }),
  fc.record({
    kind: fc.constant('insert' as const),
    at: fc.nat(),
    text: fc.oneof(fc.constantFrom(...PIECES), fc.string({ unit: 'binary', maxLength: 6 })),
  }),
  fc.record({ kind: fc.constant('duplicate' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 300 }) }),
  fc.record({ kind: fc.constant('byte' as const), at: fc.nat(), byte: fc.integer({ min: 0, max: 255 }) }),
);

/** Up to `max` edits. */
const edits = (max: number): fc.Arbitrary<Edit[]> => fc.array(edit, { minLength: 1, maxLength: max });

/** `text` with the edits applied (a `byte` edit puts the character of that code unit there). */
function editText(text: string, list: readonly Edit[]): string {
  let out = text;
  for (const e of list) {
    const at = out.length === 0 ? 0 : e.at % (out.length + 1);
    if (e.kind === 'delete') out = out.slice(0, at) + out.slice(at + e.length);
    else if (e.kind === 'insert') out = out.slice(0, at) + e.text + out.slice(at);
    else if (e.kind === 'duplicate') out = out.slice(0, at) + out.slice(at, at + e.length) + out.slice(at);
    else out = out.slice(0, at) + String.fromCharCode(e.byte) + out.slice(at + 1);
  }
  return out;
}

const encoder = new TextEncoder();

/** `bytes` with the edits applied byte-wise (inserted text as UTF-8), so UTF-8 sequences break. */
function editBytes(bytes: Uint8Array, list: readonly Edit[]): Uint8Array {
  let out = bytes;
  const join2 = (...parts: Uint8Array[]): Uint8Array => {
    const all = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    let i = 0;
    for (const p of parts) {
      all.set(p, i);
      i += p.length;
    }
    return all;
  };
  for (const e of list) {
    const at = out.length === 0 ? 0 : e.at % (out.length + 1);
    if (e.kind === 'delete') out = join2(out.subarray(0, at), out.subarray(at + e.length));
    else if (e.kind === 'insert') out = join2(out.subarray(0, at), encoder.encode(e.text), out.subarray(at));
    else if (e.kind === 'duplicate')
      out = join2(out.subarray(0, at), out.subarray(at, at + e.length), out.subarray(at));
    else {
      out = out.slice();
      if (at < out.length) out[at] = e.byte;
    }
  }
  return out;
}

// --- FEN -----------------------------------------------------------------------------------

const square = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 50 }).map(String) },
  fc.integer({ min: -1, max: 200 }).map(String),
  fc.tuple(fc.constantFrom(...'abcdefghijkl'), fc.integer({ min: 0, max: 13 })).map(([f, r]) => `${f}${r}`),
);
const fenPiece = fc.oneof(
  fc.tuple(fc.constantFrom('', '', 'K', 'k', 'KK'), square).map(([k, s]) => k + s),
  fc.tuple(fc.constantFrom('', 'K'), square, square).map(([k, a, b]) => `${k}${a}-${b}`),
);
const fenSide = fc
  .tuple(fc.constantFrom('W', 'B', 'w', 'b', '', 'X'), fc.array(fenPiece, { maxLength: 14 }))
  .map(([c, p]) => c + p.join(','));

/** FEN text: the grammar (`W:W21-32:B1-12`, kings, ranges, algebraic squares) with damage. */
export const fenText: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.constantFrom('W', 'B', 'w', '', '?'), fenSide, fenSide, fc.constantFrom('', '', '.', ':', ':H0:F1'))
      .map(([t, a, b, end]) => `${t}:${a}:${b}${end}`),
  },
  fc
    .tuple(
      fc.constantFrom(
        'B:W21-32:B1-12',
        'W:W31-50:B1-20',
        'W:WK26:B14,15,22,23',
        'W:Wa1,c1:Bh8',
        'W::.',
        '[FEN "W:W5:B1"]',
      ),
      edits(4),
    )
    .map(([t, e]) => editText(t, e)),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

// --- Move text -----------------------------------------------------------------------------

/** Move text: `11-15`, `26x17x10`, `c3:e5`, `a3b4`, strengths, move numbers, with damage. */
export const moveText: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .tuple(
        fc.array(square, { minLength: 1, maxLength: 6 }),
        fc.constantFrom('-', 'x', ':', '', 'X', '×', '–', ' - '),
        fc.constantFrom('', '', '!', '?!', '(?)', '*', ' '),
        fc.constantFrom('', '', '1.', '12...', ' '),
      )
      .map(([s, sep, tail, num]) => num + s.join(sep) + tail),
  },
  fc
    .tuple(fc.constantFrom('11-15', '26x17x10x19x26', 'c3-d4', 'a3b4', '9-13 22-18', '1. 11-15'), edits(3))
    .map(([t, e]) => editText(t, e)),
  fc.string({ unit: 'binary', maxLength: 24 }),
);

// --- PDN -----------------------------------------------------------------------------------

const tagName = fc.oneof(
  fc.constantFrom(
    'Event',
    'Site',
    'Date',
    'Round',
    'White',
    'Black',
    'Result',
    'GameType',
    'FEN',
    'SetUp',
    '__proto__',
    'constructor',
  ),
  fc.stringMatching(/^[A-Za-z0-9_]{0,8}$/),
);
const tagValue = fc.oneof(
  fc.constantFrom(
    '20',
    '21',
    '21,B,8,8,N1,0',
    '25',
    '29',
    '30',
    '40',
    '99',
    'B:W21-32:B1-12',
    'W:W31-50:B1-20',
    'W:WK10:B5',
    '1-0',
    '*',
    '1',
  ),
  fc.string({ maxLength: 12 }),
);
const tag = fc
  .tuple(tagName, tagValue, fc.constantFrom('"]', '"]', '"', ']', '" ]'))
  .map(([n, v, close]) => `[${n} "${v.replace(/["\\]/g, '\\$&')}${close}\n`);
const result = fc.constantFrom('1-0', '0-1', '1/2-1/2', '2-0', '0-2', '1-1', '0-0', '*', '½-½', '1/2', '2-1');
const comment = fc.oneof(
  fc.string({ maxLength: 20 }).map((s) => `{${s.replace(/\}/g, '')}}`),
  fc.string({ maxLength: 20 }).map((s) => `;${s.replace(/\n/g, '')}\n`),
  fc.string({ maxLength: 20 }).map((s) => `\n%${s.replace(/\n/g, '')}\n`),
  fc.constantFrom('{', '}', '{unterminated'),
);
const setup = fc.oneof(
  fc.constantFrom('/FEN "B:W21-32:B1-12"/', '/FEN "W:W31-50:B1-20"/', '/FEN "W:WK26:B14"/', '/x/', '/'),
  fenText.map((f) => `/FEN "${f.replace(/[/"]/g, '')}"/`),
);
const token: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: moveText.filter((m) => !/[{}[\]\n]/.test(m)) },
  {
    weight: 3,
    arbitrary: fc.integer({ min: 0, max: 200 }).chain((n) => fc.constantFrom(`${n}.`, `${n}...`, `${n}. `, `${n}..`)),
  },
  { weight: 2, arbitrary: comment },
  fc.integer({ min: 0, max: 300 }).map((n) => `$${n}`),
  fc.constantFrom('!', '?', '!?', '(!)', '(??)'),
  fc.constantFrom('(', ')', '(', ')', '( ', ' )'),
  result,
  setup,
  fc.constantFrom(' ', '\n', '\r\n', '\t', '  '),
);

/** One PDN game: tags, then move text of grammar tokens, then a result. */
const pdnGame = fc
  .tuple(fc.array(tag, { maxLength: 8 }), fc.array(token, { maxLength: 60 }), fc.option(result))
  .map(([tags, tokens, end]) => `${tags.join('')}\n${tokens.join(' ')}${end === null ? '' : ` ${end}`}\n`);

/** PDN text: several generated games, sometimes with damage. */
export const pdnText: fc.Arbitrary<string> = fc
  .tuple(fc.array(pdnGame, { minLength: 1, maxLength: 4 }), fc.option(edits(4), { freq: 3 }))
  .map(([games, damage]) => (damage === null ? games.join('\n') : editText(games.join('\n'), damage)));

// --- Real files ----------------------------------------------------------------------------

/** Real PDN files (the shared corpus when present, and examples/tinsley-long.pdn), cut to a few KB. */
function realSamples(maxBytes = 6000): Uint8Array[] {
  const samples = [readFileSync(join(root, 'examples', 'tinsley-long.pdn'))];
  if (sharedAvailable) for (const file of allCorpusFiles()) samples.push(Buffer.from(corpusBytes(file)));
  // Several windows of each file, so that damage lands in the middle of big files too.
  return samples.flatMap((bytes) => {
    const out: Uint8Array[] = [];
    for (
      let start = 0;
      start < bytes.length && out.length < 4;
      start += Math.max(maxBytes, Math.floor(bytes.length / 4))
    ) {
      out.push(new Uint8Array(bytes.subarray(start, start + maxBytes)));
    }
    return out;
  });
}

let samplesCache: Uint8Array[] | undefined;
const samples = (): Uint8Array[] => (samplesCache ??= realSamples());

/** Byte-level dressing: a byte-order mark, CRLF line ends, a Latin-1 byte, a truncated UTF-8 sequence. */
function dress(bytes: Uint8Array, how: { bom: boolean; crlf: boolean; tail: number }): Uint8Array {
  let out = bytes;
  if (how.crlf) out = Buffer.from(Buffer.from(out).toString('latin1').replace(/\r?\n/g, '\r\n'), 'latin1');
  if (how.bom) out = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), out]);
  if (how.tail === 1) out = Buffer.concat([out, Buffer.from([0xe9])]); // Latin-1 é
  if (how.tail === 2) out = Buffer.concat([out, Buffer.from([0xe2, 0x82])]); // a cut UTF-8 sequence
  if (how.tail === 3) out = Buffer.concat([Buffer.from([0xff, 0xfe]), out]); // a UTF-16 byte-order mark
  return new Uint8Array(out);
}

const dressing = fc.record({ bom: fc.boolean(), crlf: fc.boolean(), tail: fc.integer({ min: 0, max: 6 }) });

/** PDN input as bytes: generated text, or a real file with damage, dressed at byte level. */
const pdnBytes: fc.Arbitrary<Uint8Array> = fc.oneof(
  fc.tuple(pdnText, dressing).map(([text, how]) => dress(encoder.encode(text), how)),
  fc.tuple(fc.nat(), edits(8), dressing).map(([i, e, how]) => {
    const all = samples();
    return dress(editBytes(all[i % all.length]!, e), how);
  }),
  fc.uint8Array({ maxLength: 200 }),
);

/** PDN input as text or bytes. */
export const pdnInput: fc.Arbitrary<string | Uint8Array> = fc.oneof(
  pdnText,
  pdnText.map((t) => `\uFEFF${t}`),
  pdnText.map((t) => t.replace(/\n/g, '\r\n')),
  pdnBytes,
  fc.tuple(fc.nat(), edits(8)).map(([i, e]) => {
    const all = samples();
    return editText(Buffer.from(all[i % all.length]!).toString('utf8'), e);
  }),
);
