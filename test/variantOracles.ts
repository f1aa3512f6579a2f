/**
 * Every variant beside its reference generator, for the differential tests of the specialised
 * paths (test/rules/specialisedPaths.test.ts, test/rules/specialisedSquares.test.ts): the plain
 * generators of test/reference (plainEnglish for English and Italian, plainFlying for the flying
 * variants and Frisian, plainTurkish for Turkish), which share no code with src/, with the maps
 * between the variant's squares and the reference's, and the reference's perft.
 */
import { expect } from 'vitest';
import type { Move, Position, Variant } from '../src/index.js';
import { legalMoves, play } from '../src/index.js';
import {
  antidraughts,
  breakthrough,
  brazilian,
  canadian,
  czech,
  english,
  frisian,
  frysk,
  international,
  italian,
  pool,
  portuguese,
  russian,
  spanish,
  thai,
  turkish,
  SquareSet,
} from '../src/index.js';
import * as plainEnglish from './reference/plainEnglish.js';
import * as plainFlying from './reference/plainFlying.js';
import type { FlyingRefRules } from './reference/plainFlying.js';
import { referenceTurkishMoves, referenceTurkishPlay } from './reference/plainTurkish.js';

/** A position as plain lists of squares, in the numbering of its reference generator. */
export interface Ref {
  readonly turn: 'white' | 'black';
  readonly whiteMen: readonly number[];
  readonly whiteKings: readonly number[];
  readonly blackMen: readonly number[];
  readonly blackKings: readonly number[];
  readonly kingMoves?: {
    readonly white: number;
    readonly black: number;
    readonly whiteKing?: number;
    readonly blackKing?: number;
  };
}

/** A reference move in the reference's numbering, with the position after it. */
interface RefMove {
  readonly path: readonly number[];
  readonly captured: readonly number[];
  readonly after: Ref;
}

/** A variant's reference: its generator (sharing no code with src/) and the square maps to it. */
export interface Oracle {
  readonly variant: Variant;
  /** The reference's square of the variant's square, and back. */
  readonly toRef: (s: number) => number;
  readonly toVariant: (s: number) => number;
  /** Every move, one per restriction-9 path (none once a king stands on a first-king board). */
  readonly moves: (r: Ref) => RefMove[];
  /** The reference's board: row and column of a square (row 0 at the top, White moves up), and back. */
  readonly grid: Grid;
}

/** A reference board, and the directions in which its men capture (diagonals; Frisian also along rows and columns). */
interface Grid {
  readonly squares: number;
  readonly rowCol: (s: number) => readonly [number, number];
  readonly at: (row: number, col: number) => number | undefined;
  readonly jumps: readonly (readonly [number, number])[];
  /** The directions of a man's steps, back ones included (diagonals; Turkish along ranks and files). */
  readonly steps: readonly (readonly [number, number])[];
}

const DIAGONALS = [
  [-1, -1],
  [-1, 1],
  [1, -1],
  [1, 1],
] as const;
const ORTHOGONALS = [
  [-1, 0],
  [0, -1],
  [0, 1],
  [1, 0],
] as const;
/** Frisian (article 7): also over the next square of the same colour along a row or a column. */
const EIGHT = [...DIAGONALS, [0, -2], [-2, 0], [2, 0], [0, 2]] as const;

const identity = (s: number): number => s;

function englishOracle(variant: Variant, rules: plainEnglish.RefRules): Oracle {
  return {
    variant,
    toRef: identity,
    toVariant: identity,
    grid: {
      squares: 32,
      rowCol: (n) => plainEnglish.squareToRowCol(n, rules.numbering),
      at: (row, col) => plainEnglish.rowColToSquare(row, col, rules.numbering),
      jumps: DIAGONALS,
      steps: DIAGONALS,
    },
    moves: (r) =>
      plainEnglish
        .referenceMoves(r, rules)
        .map((m) => ({ path: m.path, captured: m.captured, after: plainEnglish.referencePlay(r, m, rules) })),
  };
}

function flyingOracle(variant: Variant, rules: FlyingRefRules, firstKingWins = false): Oracle {
  // The reference's 8x8 board has a light top-left corner; on a board whose top-left corner is
  // played (Spanish, Portuguese) the columns are mirrored, which keeps every diagonal.
  let toVariant = identity;
  let toRef = identity;
  if (rules.size === 8) {
    const mirrored = variant.board.squareAt(0, 0) !== undefined;
    const map = (s: number): number => {
      const [r, c] = plainFlying.squareToRowCol(8, s);
      return variant.board.squareAt(r, mirrored ? 7 - c : c)!;
    };
    const back = new Map<number, number>();
    for (let s = 1; s <= 32; s++) back.set(map(s), s);
    toVariant = map;
    toRef = (s) => back.get(s)!;
  }
  return {
    variant,
    toRef,
    toVariant,
    grid: {
      squares: plainFlying.squareCount(rules.size),
      rowCol: (n) => plainFlying.squareToRowCol(rules.size, n),
      at: (row, col) => plainFlying.rowColToSquare(rules.size, row, col),
      jumps: rules.orthogonal === true ? EIGHT : DIAGONALS,
      steps: DIAGONALS,
    },
    moves: (r) =>
      firstKingWins && r.whiteKings.length + r.blackKings.length > 0
        ? []
        : plainFlying
            .referenceMoves(rules, r)
            .map((m) => ({ path: m.path, captured: m.captured, after: plainFlying.referencePlay(rules, r, m) })),
  };
}

const turkishOracle: Oracle = {
  variant: turkish,
  toRef: identity,
  toVariant: identity,
  // a1 = 1 ... h8 = 64 from White's side (row 0 at the top is rank 8); men step and jump along
  // ranks and files.
  grid: {
    squares: 64,
    rowCol: (n) => [7 - Math.floor((n - 1) / 8), (n - 1) % 8],
    at: (row, col) => (row < 0 || row > 7 || col < 0 || col > 7 ? undefined : (7 - row) * 8 + col + 1),
    jumps: ORTHOGONALS,
    steps: ORTHOGONALS,
  },
  moves: (r) =>
    referenceTurkishMoves(r).map((m) => ({ path: m.path, captured: m.captured, after: referenceTurkishPlay(r, m) })),
};

const INTERNATIONAL_REF = plainFlying.FLYING_REF_RULES.international;
/** The Frisian rules as the reference generator reads them. */
const FRISIAN_REF = plainFlying.FLYING_REF_RULES.frisian;
const SPANISH_REF = plainFlying.FLYING_REF_RULES.spanish;

/** Every variant with its reference (the sixteen of `variants`; the test below checks that none is missing). */
export const ORACLES: readonly Oracle[] = [
  englishOracle(english, plainEnglish.ENGLISH_REF),
  englishOracle(italian, plainEnglish.ITALIAN_REF),
  flyingOracle(international, INTERNATIONAL_REF),
  flyingOracle(brazilian, plainFlying.FLYING_REF_RULES.brazilian),
  flyingOracle(russian, plainFlying.FLYING_REF_RULES.russian),
  flyingOracle(pool, plainFlying.FLYING_REF_RULES.pool),
  flyingOracle(canadian, plainFlying.FLYING_REF_RULES.canadian),
  flyingOracle(spanish, SPANISH_REF),
  flyingOracle(portuguese, SPANISH_REF),
  flyingOracle(czech, plainFlying.FLYING_REF_RULES.czech),
  flyingOracle(thai, plainFlying.FLYING_REF_RULES.thai),
  // Antidraughts and Breakthrough play International's moves (their endings differ; Breakthrough
  // ends at the first king, so a position with a king has no move).
  flyingOracle(antidraughts, INTERNATIONAL_REF),
  flyingOracle(breakthrough, INTERNATIONAL_REF, true),
  flyingOracle(frisian, FRISIAN_REF),
  flyingOracle(frysk, FRISIAN_REF),
  turkishOracle,
];

/** The reference position of `p` (with Frisian's king-move counts). */
export function refOf(o: Oracle, p: Position): Ref {
  const sq = (s: SquareSet): number[] =>
    s
      .squares()
      .map(o.toRef)
      .sort((a, b) => a - b);
  const km = p.state?.kingMoves;
  const ref: Ref = {
    turn: p.turn,
    whiteMen: sq(p.white.diff(p.kings)),
    whiteKings: sq(p.white.intersect(p.kings)),
    blackMen: sq(p.black.diff(p.kings)),
    blackKings: sq(p.black.intersect(p.kings)),
  };
  return km === undefined ? ref : { ...ref, kingMoves: km };
}

/** A canonical text of a reference position: pieces, side to move, the king-move counts that count. */
export function refKey(r: Ref): string {
  const sorted = (xs: readonly number[]): string => [...xs].sort((a, b) => a - b).join(',');
  const km = r.kingMoves;
  const counts =
    km === undefined || (km.white === 0 && km.black === 0)
      ? ''
      : ` K${km.white}${km.white > 0 && km.whiteKing !== undefined ? `@${km.whiteKing}` : ''}/${km.black}${km.black > 0 && km.blackKing !== undefined ? `@${km.blackKing}` : ''}`;
  return `${r.turn} W${sorted(r.whiteMen)} WK${sorted(r.whiteKings)} B${sorted(r.blackMen)} BK${sorted(r.blackKings)}${counts}`;
}

export const pathKey = (m: { readonly path: readonly number[]; readonly captured: readonly number[] }): string =>
  plainFlying.pathKey(m);
const distinctKey = (m: { readonly path: readonly number[]; readonly captured: readonly number[] }): string =>
  plainFlying.distinctKey(m);

/** The reference's perft: every path, or distinct moves (same from, to and captured set) once. */
export function refPerft(o: Oracle, r: Ref, depth: number, distinct: boolean): number {
  if (depth === 0) return 1;
  const moves = o.moves(r);
  if (depth === 1 && !distinct) return moves.length;
  const seen = new Set<string>();
  let total = 0;
  for (const m of moves) {
    if (distinct) {
      const key = distinctKey(m);
      if (seen.has(key)) continue;
      seen.add(key);
    }
    total += refPerft(o, m.after, depth - 1, distinct);
  }
  return total;
}

/** The variant's move as the reference numbers it. */
export const inRef = (o: Oracle, m: Move): { path: number[]; captured: number[] } => ({
  path: m.path.map(o.toRef),
  captured: m.captured.map(o.toRef),
});

/** The variant position of a reference position (no king-move counts). */
export function positionOf(o: Oracle, r: Ref): Position {
  const sq = (xs: readonly number[]): SquareSet => SquareSet.fromSquares(xs.map(o.toVariant));
  return {
    variant: o.variant,
    turn: r.turn,
    white: sq([...r.whiteMen, ...r.whiteKings]),
    black: sq([...r.blackMen, ...r.blackKings]),
    kings: sq([...r.whiteKings, ...r.blackKings]),
  };
}

/**
 * The public lists (every path, distinct moves, from and to at the ends of each path) and the
 * position after each path by the public `play`, against the reference's.
 */
export function listsAgree(o: Oracle, p: Position, ref: Ref): void {
  const at = `${o.variant.key} ${refKey(ref)}`;
  const reference = o.moves(ref);
  const paths = legalMoves(p, { paths: true });
  for (const m of [...paths, ...legalMoves(p)]) {
    expect([m.from, m.to], `from and to of ${pathKey(m)}, ${at}`).toEqual([m.path[0], m.path[m.path.length - 1]]);
  }
  expect(paths.map((m) => pathKey(inRef(o, m))).sort(), `paths, ${at}`).toEqual(reference.map(pathKey).sort());
  expect(
    legalMoves(p)
      .map((m) => distinctKey(inRef(o, m)))
      .sort(),
    `distinct, ${at}`,
  ).toEqual([...new Set(reference.map(distinctKey))].sort());
  const byKey = new Map(reference.map((m) => [pathKey(m), m]));
  for (const m of paths) {
    expect(refKey(refOf(o, play(p, m))), `play ${pathKey(m)}, ${at}`).toBe(
      refKey(byKey.get(pathKey(inRef(o, m)))!.after),
    );
  }
}
