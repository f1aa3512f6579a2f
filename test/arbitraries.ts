/**
 * fast-check arbitraries for English draughts positions.
 *
 * - `arbitraryRefPosition`: random disjoint sets of white/black men and kings, men never on the
 *   row where they would already have been crowned (white men not on 1-4, black men not on 29-32,
 *   WCDF 1.16), random side to move. A random "profile" (density, share of kings, share of white)
 *   spreads the positions from nearly empty boards to crowded ones, all-king boards and boards
 *   where one side has no pieces at all.
 * - `arbitraryPlayedRefPosition`: positions reached from the start by random play, the choices
 *   drawn by fast-check and the moves made by the plain reference generator (not by crownhead), so
 *   every such position is a real game position whatever the library does.
 *
 * Both come as plain `RefPosition`s (lists of squares); `toPosition` turns one into a crownhead
 * `Position` built directly from `SquareSet`s (not through the FEN reader).
 */
import fc from 'fast-check';
import { english, SquareSet } from '../src/index.js';
import type { Position, Variant } from '../src/index.js';
import type { RefMove, RefPosition, RefRules } from './reference/plainEnglish.js';
import { ENGLISH_REF, referenceMoves, referencePlay } from './reference/plainEnglish.js';

/** The English start: Black on 1-12, White on 21-32, Black to move (WCDF 1.11, 1.13). */
const REF_START: RefPosition = {
  turn: 'black',
  whiteMen: range(21, 32),
  whiteKings: [],
  blackMen: range(1, 12),
  blackKings: [],
};

/** The Italian start: the same squares in Italian numbering, White to move (FID). */
export const ITALIAN_REF_START: RefPosition = { ...REF_START, turn: 'white' };

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let s = from; s <= to; s++) out.push(s);
  return out;
}

/** A crownhead position with the same pieces and side to move (English unless `variant` is given). */
export function toPosition(ref: RefPosition, variant: Variant = english): Position {
  return {
    variant,
    turn: ref.turn,
    white: SquareSet.fromSquares([...ref.whiteMen, ...ref.whiteKings]),
    black: SquareSet.fromSquares([...ref.blackMen, ...ref.blackKings]),
    kings: SquareSet.fromSquares([...ref.whiteKings, ...ref.blackKings]),
  };
}

/** The same position as plain lists. */
export function toRef(pos: Position): RefPosition {
  const sq = (s: SquareSet): number[] => s.squares();
  return {
    turn: pos.turn,
    whiteMen: sq(pos.white.diff(pos.kings)),
    whiteKings: sq(pos.white.intersect(pos.kings)),
    blackMen: sq(pos.black.diff(pos.kings)),
    blackKings: sq(pos.black.intersect(pos.kings)),
  };
}

/** A percentage, with the extremes 0 and 100 drawn now and then (empty sides, no kings, all kings). */
const percent = fc.oneof(
  { weight: 1, arbitrary: fc.constant(0) },
  { weight: 1, arbitrary: fc.constant(100) },
  { weight: 10, arbitrary: fc.integer({ min: 0, max: 100 }) },
);

/** Board occupancy in percent: sparse boards are as common as crowded ones. */
const density = fc.oneof(
  { weight: 1, arbitrary: fc.integer({ min: 3, max: 15 }) },
  { weight: 2, arbitrary: fc.integer({ min: 15, max: 45 }) },
  { weight: 2, arbitrary: fc.integer({ min: 45, max: 85 }) },
);

/**
 * A random legal-looking position: each of the 32 squares gets three rolls (occupied? white?
 * king?) compared with the profile. A man drawn on its own crowning row becomes a king.
 */
export const arbitraryRefPosition: fc.Arbitrary<RefPosition> = fc
  .record({
    density,
    whiteShare: percent,
    kingShare: percent,
    turn: fc.constantFrom<'white' | 'black'>('white', 'black'),
    rolls: fc.array(
      fc.tuple(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 })),
      {
        minLength: 32,
        maxLength: 32,
      },
    ),
  })
  .map(({ density: d, whiteShare, kingShare, turn, rolls }) => {
    const whiteMen: number[] = [];
    const whiteKings: number[] = [];
    const blackMen: number[] = [];
    const blackKings: number[] = [];
    rolls.forEach(([occupied, colour, role], i) => {
      const s = i + 1;
      if (occupied >= d) return;
      const white = colour < whiteShare;
      let king = role < kingShare;
      // WCDF 1.16: a man on its far row would already be a king.
      if (!king && white && s <= 4) king = true;
      if (!king && !white && s >= 29) king = true;
      if (white) (king ? whiteKings : whiteMen).push(s);
      else (king ? blackKings : blackMen).push(s);
    });
    return { turn, whiteMen, whiteKings, blackMen, blackKings };
  });

/**
 * Positions made for long king captures: the side to move has one to three kings, the opponent
 * men and kings stand on about half of the other squares. These produce the king loops (several
 * paths of one move), long multi-jumps and moves that share start and end but not captures.
 */
export const arbitraryKingCaptureRefPosition: fc.Arbitrary<RefPosition> = fc
  .record({
    turn: fc.constantFrom<'white' | 'black'>('white', 'black'),
    kings: fc.uniqueArray(fc.integer({ min: 1, max: 32 }), { minLength: 1, maxLength: 3 }),
    density: fc.integer({ min: 25, max: 65 }),
    rolls: fc.array(fc.tuple(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 })), {
      minLength: 32,
      maxLength: 32,
    }),
  })
  .map(({ turn, kings, density: d, rolls }) => {
    const moverKings = [...kings].sort((a, b) => a - b);
    const oppMen: number[] = [];
    const oppKings: number[] = [];
    rolls.forEach(([occupied, role], i) => {
      const s = i + 1;
      if (moverKings.includes(s) || occupied >= d) return;
      // The opponent's men may not stand on the opponent's own crowning row (WCDF 1.16).
      const oppCrowned = turn === 'white' ? s >= 29 : s <= 4;
      (role < 15 || oppCrowned ? oppKings : oppMen).push(s);
    });
    return turn === 'white'
      ? { turn, whiteMen: [], whiteKings: moverKings, blackMen: oppMen, blackKings: oppKings }
      : { turn, whiteMen: oppMen, whiteKings: oppKings, blackMen: [], blackKings: moverKings };
  });

/** Plays `choices.length` plies from the start with the reference generator (stops at game end). */
function playout(
  choices: readonly number[],
  rules: RefRules = ENGLISH_REF,
  start: RefPosition = REF_START,
): RefPosition {
  let pos = start;
  for (const choice of choices) {
    const moves: RefMove[] = referenceMoves(pos, rules);
    if (moves.length === 0) break;
    pos = referencePlay(pos, moves[choice % moves.length]!, rules);
  }
  return pos;
}

/** A small seeded generator (mulberry32), so that one integer seed drives a whole playout. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/** The position after `plies` plies from the start, each move picked by the seeded generator. */
function seededPlayout(
  seed: number,
  plies: number,
  rules: RefRules = ENGLISH_REF,
  start: RefPosition = REF_START,
): RefPosition {
  const next = mulberry32(seed);
  return playout(
    Array.from({ length: plies }, () => next()),
    rules,
    start,
  );
}

/**
 * Positions reached from the start by up to `maxPlies` random plies: either a list of choices
 * drawn by fast-check (shrinks well) or an integer seed and a number of plies.
 */
export function arbitraryPlayedRefPosition(
  maxPlies = 80,
  rules: RefRules = ENGLISH_REF,
  start: RefPosition = REF_START,
): fc.Arbitrary<RefPosition> {
  return fc.oneof(
    fc.array(fc.nat(), { minLength: 0, maxLength: maxPlies }).map((choices) => playout(choices, rules, start)),
    fc
      .tuple(fc.integer({ min: 0, max: 0x7fffffff }), fc.integer({ min: 0, max: maxPlies }))
      .map(([seed, plies]) => seededPlayout(seed, plies, rules, start)),
  );
}

/** A mix of both kinds. */
export const arbitraryAnyRefPosition: fc.Arbitrary<RefPosition> = fc.oneof(
  { weight: 3, arbitrary: arbitraryRefPosition },
  { weight: 3, arbitrary: arbitraryPlayedRefPosition() },
  { weight: 1, arbitrary: arbitraryKingCaptureRefPosition },
);

/** The same arbitraries as crownhead positions. */
export const arbitraryPosition: fc.Arbitrary<Position> = arbitraryRefPosition.map(toPosition);
export const arbitraryPlayedPosition = (maxPlies = 80): fc.Arbitrary<Position> =>
  arbitraryPlayedRefPosition(maxPlies).map(toPosition);
export const arbitraryAnyPosition: fc.Arbitrary<Position> = arbitraryAnyRefPosition.map(toPosition);
export const arbitraryKingCapturePosition: fc.Arbitrary<Position> = arbitraryKingCaptureRefPosition.map(toPosition);

/**
 * Mirror = rotate the board 180 degrees and swap the colours: square s <-> 33 - s, white <-> black,
 * side to move swapped. Row r becomes 7 - r and column c becomes 7 - c, and with the numbering
 * n = 4r + floor(c/2) + 1 that maps n to 33 - n. A black man moving down becomes a white man moving
 * up, so the rules map onto themselves.
 */
export function mirrorRef(pos: RefPosition): RefPosition {
  const m = (xs: readonly number[]): number[] => xs.map((s) => 33 - s).sort((a, b) => a - b);
  return {
    turn: pos.turn === 'white' ? 'black' : 'white',
    whiteMen: m(pos.blackMen),
    whiteKings: m(pos.blackKings),
    blackMen: m(pos.whiteMen),
    blackKings: m(pos.whiteKings),
  };
}
