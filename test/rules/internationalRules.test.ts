/**
 * International draughts: the rule positions of the FMJD rules (Annex 1) as two rulebook
 * texts illustrate them, the French federation's tutorial (FFJD) and the Italian federation's
 * translation of the FMJD rules (FID), re-typed from the move lists Rein Halbersma's dctl checks
 * (test/src/core/model/international.cpp; docs/sources.md, "Rules" and "Perft counts"). Each
 * position comes with its complete set of legal moves, written as dctl writes them: from, `-` or
 * `x`, to. The article each position illustrates is in the test name.
 *
 *     .  1  .  2  .  3  .  4  .  5        row 0  (White men are crowned here)
 *     6  .  7  .  8  .  9  . 10  .        row 1
 *     . 11  . 12  . 13  . 14  . 15        row 2
 *    16  . 17  . 18  . 19  . 20  .        row 3
 *     . 21  . 22  . 23  . 24  . 25        row 4
 *    26  . 27  . 28  . 29  . 30  .        row 5
 *     . 31  . 32  . 33  . 34  . 35        row 6
 *    36  . 37  . 38  . 39  . 40  .        row 7
 *     . 41  . 42  . 43  . 44  . 45        row 8
 *    46  . 47  . 48  . 49  . 50  .        row 9  (Black men are crowned here)
 */
import { describe, expect, it } from 'vitest';
import { international, legalMoves, parseFen } from '../../src/index.js';
import type { Move, Position, Variant } from '../../src/index.js';

function fen(variant: Variant, text: string): Position {
  const r = parseFen(variant, text);
  if (!r.ok) throw new Error(`bad test FEN ${text}: ${r.error.message}`);
  return r.value;
}

/** A move as dctl writes it: `28x19`, `28-22`. */
const fromTo = (m: Move): string => `${m.from}${m.captured.length > 0 ? 'x' : '-'}${m.to}`;

/**
 * The legal moves (distinct moves, the FMJD convention) as dctl lists them, sorted. No two of
 * the positions below have two distinct moves with the same from and to, so the list of
 * from-to strings is the whole move list; the length check keeps that true.
 */
function moves(text: string): string[] {
  const list = legalMoves(fen(international, text)).map(fromTo);
  expect(new Set(list).size).toBe(list.length);
  return list.sort();
}

const sorted = (list: readonly string[]): string[] => [...list].map((m) => m.replace(/(^|[-x])0(\d)/g, '$1$2')).sort();

/** [article, name, FEN, legal moves as dctl writes them (with its leading zeros)]. */
const FRENCH_TUTORIAL: readonly (readonly [string, string, string, readonly string[]])[] = [
  ['3.4', 'a white man moves one square diagonally forward', 'W:W28', ['28-22', '28-23']],
  ['3.4', 'a black man moves one square diagonally forward (down the board)', 'B:B13', ['13-18', '13-19']],
  ['3.5', 'a man next to the crowning row moves onto it', 'W:W8', ['08-02', '08-03']],
  [
    '3.9',
    'a white king moves any distance along its four diagonals',
    'W:WK28',
    [
      '28-22',
      '28-17',
      '28-11',
      '28-06',
      '28-23',
      '28-19',
      '28-14',
      '28-10',
      '28-05',
      '28-32',
      '28-37',
      '28-41',
      '28-46',
      '28-33',
      '28-39',
      '28-44',
      '28-50',
    ],
  ],
  [
    '3.9',
    'a black king in the corner moves along its two diagonals',
    'B:BK1',
    ['01-06', '01-07', '01-12', '01-18', '01-23', '01-29', '01-34', '01-40', '01-45'],
  ],
  ['4.2', 'a man must capture, and only the capture is legal', 'W:W28,32:B23', ['28x19']],
  [
    '4.3',
    'a king captures at a distance and lands on any empty square beyond',
    'W:WK46:B23',
    ['46x19', '46x14', '46x10', '46x05'],
  ],
  ['4.5', 'a man goes on capturing while it can', 'W:W15:B8,19,20', ['15x02']],
  [
    '4.6',
    'a king goes on capturing; the landing squares that allow a further capture are the only ones',
    'W:WK47:B9,12,33',
    ['47x17', '47x21', '47x26'],
  ],
  [
    '4.8',
    'a piece is not jumped twice (Turkish strike): pieces stay on the board until the move ends',
    'W:WK41,49:B9,10,12,19,38',
    ['41x43'],
  ],
  [
    '4.13',
    'the capture of the most pieces is compulsory, kings and men counting alike',
    'W:W48:B24,K31,34,K42,43',
    ['48x19'],
  ],
];

const FID_TRANSLATION: readonly (readonly [string, string, string, readonly string[]])[] = [
  [
    '3.9',
    'a king in the middle of the board moves any distance along four diagonals',
    'W:WK23',
    [
      '23-18',
      '23-12',
      '23-07',
      '23-01',
      '23-19',
      '23-14',
      '23-10',
      '23-05',
      '23-28',
      '23-32',
      '23-37',
      '23-41',
      '23-46',
      '23-29',
      '23-34',
      '23-40',
      '23-45',
    ],
  ],
  ['4.2', 'a man captures forward and backward, men and kings alike', 'W:W35:B30,K40', ['35x24', '35x44']],
  ['4.3', 'a king captures at a distance, landing anywhere beyond', 'W:WK41:B23', ['41x19', '41x14', '41x10', '41x05']],
  ['4.5', 'a man goes on capturing, backward too, to the end', 'W:W47:B13,14,22,24,31,34,K41,44', ['47x49']],
  [
    '4.6',
    'a king goes on capturing along the only route that takes the most',
    'W:WK1:B7,9,17,19,20,30,31,33,43,44',
    ['01x15'],
  ],
  ['4.8', 'a captured piece blocks the way until the move ends', 'B:W27,28,38,39,42:BK25', ['25x33']],
  ['4.13', 'the most pieces decide, not their kind', 'W:WK48:B7,8,31,34,K42,44', ['48x50']],
  [
    '4.14',
    'no precedence for kings taken: captures of equal number are a free choice',
    'W:W26:B12,K21,31,32',
    ['26x08', '26x28'],
  ],
  ['4.15', 'a man that passes the crowning row during a capture stays a man and goes on', 'W:W15:B9,10', ['15x13']],
];

describe('FMJD rule positions from the FFJD tutorial (dctl international.cpp)', () => {
  it.each(FRENCH_TUTORIAL)('art. %s: %s (%s)', (_, __, position, legal) => {
    expect(moves(position)).toEqual(sorted(legal));
  });
});

describe('FMJD rule positions from the FID translation (dctl international.cpp)', () => {
  it.each(FID_TRANSLATION)('art. %s: %s (%s)', (_, __, position, legal) => {
    expect(moves(position)).toEqual(sorted(legal));
  });
});

describe('the positions tell the rules apart', () => {
  it('4.15: the man that passes the crowning row is not crowned on the way (the move ends on 13 as a man)', () => {
    const [move] = legalMoves(fen(international, 'W:W15:B9,10'));
    expect(move?.path).toEqual([15, 4, 13]);
    expect(move?.captured.length).toBe(2);
  });
  it('4.13: three men are taken rather than two kings (48x37x26 would take the kings on 42 and 31)', () => {
    const [move] = legalMoves(fen(international, 'W:W48:B24,K31,34,K42,43'));
    expect(move?.path).toEqual([48, 39, 30, 19]);
    expect([...(move?.captured ?? [])].sort((a, b) => a - b)).toEqual([24, 34, 43]);
  });
});
