/**
 * fast-check arbitraries for the flying-king variants (International, Brazilian, Russian, Pool,
 * Canadian), on boards of 8, 10 or 12 squares a side.
 *
 * - `arbitraryFlyingRefPosition`: random disjoint sets of men and kings of both colours, men never
 *   on the row where they would already have been crowned (FMJD 3.5), random side to move; a
 *   random "profile" (density, share of kings, share of white) spreads them from nearly empty
 *   boards to crowded ones.
 * - `arbitrarySparseKingRefPosition`: few pieces and many kings, where flying kings have room.
 * - `arbitraryKingCaptureRefPosition`: the side to move has one to three kings (and maybe a man),
 *   the opponent's pieces stand on 8-45 % of the other squares: long king captures with several
 *   landing squares, turns, loops, and captures that reach the maximum in different ways.
 * - `arbitraryManCaptureRefPosition`: men one to three rows from their crowning row among many
 *   enemy pieces, so that captures reach or pass the far row in the middle.
 * - `arbitraryMenToMoveRefPosition`: the side to move has only men, anywhere, among enemy men
 *   and kings: men's captures in every direction.
 * - `arbitraryPlayedRefPosition`: positions reached from the start by random play, the moves made
 *   by the plain reference generator (not by crownhead).
 *
 * `toFlyingPosition` turns a `RefPosition` into a crownhead `Position` built directly from
 * `SquareSet`s (not through the FEN reader).
 */
import fc from 'fast-check';
import { SquareSet, brazilian, canadian, international, pool, russian } from '../src/index.js';
import type { Position, Variant } from '../src/index.js';
import type { FlyingRefRules, RefPosition } from './reference/plainFlying.js';
import { FLYING_REF_RULES, referenceMoves, referencePlay, squareCount } from './reference/plainFlying.js';

/** A flying-king variant with its reference rules and its start. */
export interface FlyingCase {
  readonly variant: Variant;
  readonly rules: FlyingRefRules;
  readonly start: RefPosition;
}

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let s = from; s <= to; s++) out.push(s);
  return out;
}

function startOf(size: number, turn: 'white' | 'black'): RefPosition {
  // Rules-and-notation 4.1: the men fill the rows nearest each player but the two middle rows.
  const perRow = size / 2;
  const rowsEach = (size - 2) / 2;
  const n = squareCount(size);
  return {
    turn,
    whiteMen: range(n - rowsEach * perRow + 1, n),
    whiteKings: [],
    blackMen: range(1, rowsEach * perRow),
    blackKings: [],
  };
}

/** Every flying-king variant of crownhead. Pool is the one where Black moves first (GameType 23,B). */
export const FLYING_CASES: readonly FlyingCase[] = [
  { variant: international, rules: FLYING_REF_RULES.international, start: startOf(10, 'white') },
  { variant: brazilian, rules: FLYING_REF_RULES.brazilian, start: startOf(8, 'white') },
  { variant: russian, rules: FLYING_REF_RULES.russian, start: startOf(8, 'white') },
  { variant: pool, rules: FLYING_REF_RULES.pool, start: startOf(8, 'black') },
  { variant: canadian, rules: FLYING_REF_RULES.canadian, start: startOf(12, 'white') },
];

/** A crownhead position of `variant` with the same pieces and side to move. */
export function toFlyingPosition(variant: Variant, ref: RefPosition): Position {
  return {
    variant,
    turn: ref.turn,
    white: SquareSet.fromSquares([...ref.whiteMen, ...ref.whiteKings]),
    black: SquareSet.fromSquares([...ref.blackMen, ...ref.blackKings]),
    kings: SquareSet.fromSquares([...ref.whiteKings, ...ref.blackKings]),
  };
}

/** The same position as plain lists. */
export function toFlyingRef(pos: Position): RefPosition {
  return {
    turn: pos.turn,
    whiteMen: pos.white.diff(pos.kings).squares(),
    whiteKings: pos.white.intersect(pos.kings).squares(),
    blackMen: pos.black.diff(pos.kings).squares(),
    blackKings: pos.black.intersect(pos.kings).squares(),
  };
}

const percent = fc.oneof(
  { weight: 1, arbitrary: fc.constant(0) },
  { weight: 1, arbitrary: fc.constant(100) },
  { weight: 10, arbitrary: fc.integer({ min: 0, max: 100 }) },
);

const density = fc.oneof(
  { weight: 2, arbitrary: fc.integer({ min: 3, max: 15 }) },
  { weight: 2, arbitrary: fc.integer({ min: 15, max: 45 }) },
  { weight: 1, arbitrary: fc.integer({ min: 45, max: 80 }) },
);

/** True when a man of this colour on square s would already be a king (its far row). */
function onCrowningRow(size: number, white: boolean, s: number): boolean {
  const perRow = size / 2;
  return white ? s <= perRow : s > squareCount(size) - perRow;
}

function profilePosition(
  size: number,
  densityArb: fc.Arbitrary<number>,
  kingShareArb: fc.Arbitrary<number>,
): fc.Arbitrary<RefPosition> {
  const n = squareCount(size);
  return fc
    .record({
      density: densityArb,
      whiteShare: percent,
      kingShare: kingShareArb,
      turn: fc.constantFrom<'white' | 'black'>('white', 'black'),
      rolls: fc.array(
        fc.tuple(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 })),
        {
          minLength: n,
          maxLength: n,
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
        // FMJD 3.5: a man on its far row would already be a king.
        const king = role < kingShare || onCrowningRow(size, white, s);
        if (white) (king ? whiteKings : whiteMen).push(s);
        else (king ? blackKings : blackMen).push(s);
      });
      return { turn, whiteMen, whiteKings, blackMen, blackKings };
    });
}

/** Random positions of every density. */
export function arbitraryFlyingRefPosition(size: number): fc.Arbitrary<RefPosition> {
  return profilePosition(size, density, percent);
}

/** Sparse positions (3-20 % of the squares), kings likely: room for flying kings. */
export function arbitrarySparseKingRefPosition(size: number): fc.Arbitrary<RefPosition> {
  return profilePosition(size, fc.integer({ min: 3, max: 20 }), fc.integer({ min: 30, max: 100 }));
}

/**
 * The side to move has one to three kings and perhaps a man; the opponent's men and kings stand
 * on 8-45 % of the other squares.
 */
export function arbitraryKingCaptureRefPosition(size: number): fc.Arbitrary<RefPosition> {
  const n = squareCount(size);
  return fc
    .record({
      turn: fc.constantFrom<'white' | 'black'>('white', 'black'),
      kings: fc.uniqueArray(fc.integer({ min: 1, max: n }), { minLength: 1, maxLength: 3 }),
      man: fc.option(fc.integer({ min: 1, max: n }), { nil: undefined }),
      density: fc.integer({ min: 8, max: 45 }),
      rolls: fc.array(fc.tuple(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 })), {
        minLength: n,
        maxLength: n,
      }),
    })
    .map(({ turn, kings, man, density: d, rolls }) => {
      const white = turn === 'white';
      const moverKings = [...kings].sort((a, b) => a - b);
      const moverMen = man !== undefined && !moverKings.includes(man) && !onCrowningRow(size, white, man) ? [man] : [];
      const oppMen: number[] = [];
      const oppKings: number[] = [];
      rolls.forEach(([occupied, role], i) => {
        const s = i + 1;
        if (moverKings.includes(s) || moverMen.includes(s) || occupied >= d) return;
        (role < 20 || onCrowningRow(size, !white, s) ? oppKings : oppMen).push(s);
      });
      return white
        ? { turn, whiteMen: moverMen, whiteKings: moverKings, blackMen: oppMen, blackKings: oppKings }
        : { turn, whiteMen: oppMen, whiteKings: oppKings, blackMen: moverMen, blackKings: moverKings };
    });
}

/**
 * Men about to be crowned: the side to move has one to three men on the three rows next to its
 * crowning row (and maybe a king), the opponent's pieces stand on 15-60 % of the other squares.
 * Captures that reach or pass the far row in the middle (FMJD 4.15, Russian crowning) are common.
 */
export function arbitraryManCaptureRefPosition(size: number): fc.Arbitrary<RefPosition> {
  const n = squareCount(size);
  const perRow = size / 2;
  return fc
    .record({
      turn: fc.constantFrom<'white' | 'black'>('white', 'black'),
      men: fc.uniqueArray(fc.integer({ min: 1, max: 3 * perRow }), { minLength: 1, maxLength: 3 }),
      king: fc.option(fc.integer({ min: 1, max: n }), { nil: undefined }),
      density: fc.integer({ min: 15, max: 60 }),
      rolls: fc.array(fc.tuple(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 })), {
        minLength: n,
        maxLength: n,
      }),
    })
    .map(({ turn, men, king, density: d, rolls }) => {
      const white = turn === 'white';
      // Rows 1-3 from the mover's crowning row: squares perRow+1 .. 4*perRow for White, mirrored for Black.
      const moverMen = men.map((k) => (white ? perRow + k : n - perRow + 1 - k)).sort((a, b) => a - b);
      const moverKings = king !== undefined && !moverMen.includes(king) ? [king] : [];
      const oppMen: number[] = [];
      const oppKings: number[] = [];
      rolls.forEach(([occupied, role], i) => {
        const s = i + 1;
        if (moverMen.includes(s) || moverKings.includes(s) || occupied >= d) return;
        (role < 15 || onCrowningRow(size, !white, s) ? oppKings : oppMen).push(s);
      });
      return white
        ? { turn, whiteMen: moverMen, whiteKings: moverKings, blackMen: oppMen, blackKings: oppKings }
        : { turn, whiteMen: oppMen, whiteKings: oppKings, blackMen: moverMen, blackKings: moverKings };
    });
}

/**
 * The side to move has only men, anywhere on the board (not on their crowning row), among enemy
 * men and kings; 15-70 % of the squares hold a piece. Men's captures in all four directions,
 * single jumps and longer, are common: what the men-capture-backward setting changes.
 */
export function arbitraryMenToMoveRefPosition(size: number): fc.Arbitrary<RefPosition> {
  const n = squareCount(size);
  return fc
    .record({
      turn: fc.constantFrom<'white' | 'black'>('white', 'black'),
      density: fc.integer({ min: 15, max: 70 }),
      rolls: fc.array(
        fc.tuple(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 })),
        {
          minLength: n,
          maxLength: n,
        },
      ),
    })
    .map(({ turn, density: d, rolls }) => {
      const white = turn === 'white';
      const moverMen: number[] = [];
      const oppMen: number[] = [];
      const oppKings: number[] = [];
      rolls.forEach(([occupied, colour, role], i) => {
        const s = i + 1;
        if (occupied >= d) return;
        if (colour < 50) {
          if (!onCrowningRow(size, white, s)) moverMen.push(s);
        } else (role < 15 || onCrowningRow(size, !white, s) ? oppKings : oppMen).push(s);
      });
      return white
        ? { turn, whiteMen: moverMen, whiteKings: [], blackMen: oppMen, blackKings: oppKings }
        : { turn, whiteMen: oppMen, whiteKings: oppKings, blackMen: moverMen, blackKings: [] };
    });
}

/** Plays the choices from the start with the reference generator (stops when the game ends). */
function flyingPlayout(c: FlyingCase, choices: readonly number[]): RefPosition {
  let pos = c.start;
  for (const choice of choices) {
    const moves = referenceMoves(c.rules, pos);
    if (moves.length === 0) break;
    pos = referencePlay(c.rules, pos, moves[choice % moves.length]!);
  }
  return pos;
}

/** Positions reached from the start by up to `maxPlies` random plies of the reference generator. */
export function arbitraryPlayedRefPosition(c: FlyingCase, maxPlies: number): fc.Arbitrary<RefPosition> {
  return fc.array(fc.nat(), { minLength: 0, maxLength: maxPlies }).map((choices) => flyingPlayout(c, choices));
}

/** A mix of every kind, for the properties that do not need one kind in particular. */
export function arbitraryAnyFlyingRefPosition(c: FlyingCase, maxPlies = 80): fc.Arbitrary<RefPosition> {
  const size = c.rules.size;
  return fc.oneof(
    { weight: 3, arbitrary: arbitraryFlyingRefPosition(size) },
    { weight: 2, arbitrary: arbitrarySparseKingRefPosition(size) },
    { weight: 2, arbitrary: arbitraryKingCaptureRefPosition(size) },
    { weight: 1, arbitrary: arbitraryManCaptureRefPosition(size) },
    { weight: 2, arbitrary: arbitraryPlayedRefPosition(c, maxPlies) },
  );
}

/**
 * Mirror = rotate the board 180 degrees and swap the colours: square s <-> N + 1 - s (N playing
 * squares), white <-> black, side to move swapped. Row r becomes size-1-r and column c becomes
 * size-1-c; with n = r*(size/2) + floor(c/2) + 1 that maps n to N + 1 - n.
 */
export function mirrorFlyingRef(size: number, pos: RefPosition): RefPosition {
  const n = squareCount(size);
  const m = (xs: readonly number[]): number[] => xs.map((s) => n + 1 - s).sort((a, b) => a - b);
  return {
    turn: pos.turn === 'white' ? 'black' : 'white',
    whiteMen: m(pos.blackMen),
    whiteKings: m(pos.blackKings),
    blackMen: m(pos.whiteMen),
    blackKings: m(pos.whiteKings),
  };
}
