/**
 * Drives crownhead's two internal flying-king generators directly, below the public API: the
 * generic one (src/rules/flying/movegen.ts, any board) and the 10x10 one with ghost squares
 * (src/rules/flying/movegen10.ts). Each is configured with explicit `FlyingSettings`, so that
 * rule settings no shipped variant uses yet (men capturing forward only) can be checked too.
 *
 * Positions come as the reference's plain lists (`RefPosition`); the records the generators write
 * are read back as plain moves with 1-based squares, comparable with the reference's.
 */
import { board10x10 } from '../src/board/diagonal.js';
import type { FlyingSettings, FlyingTables } from '../src/rules/flying/movegen.js';
import * as generic from '../src/rules/flying/movegen.js';
import { BLACK, KING, WHITE } from '../src/rules/flying/movegen.js';
import { configure10, load10 as loadWords10 } from '../src/rules/flying/movegen10.js';
import { P_TO_SQ } from '../src/rules/flying/layout10.js';
import type { RefPosition } from './reference/plainFlying.js';
import { RecordField } from '../src/rules/records.js';

/** The pieces of a position as [0-based square, cell code]. */
const pieces = (p: RefPosition): [number, number][] => [
  ...p.whiteMen.map((s): [number, number] => [s - 1, WHITE]),
  ...p.whiteKings.map((s): [number, number] => [s - 1, WHITE | KING]),
  ...p.blackMen.map((s): [number, number] => [s - 1, BLACK]),
  ...p.blackKings.map((s): [number, number] => [s - 1, BLACK | KING]),
];

/** The precedence kinds the flying generators play. */
const FLYING_PRECEDENCES = ['maximum-pieces', 'free', 'most-pieces-then-kings', 'king-must-capture'] as const;
/** The crowning rules during a capture. */
const FLYING_CROWNINGS = ['passes-as-man', 'continues-as-king', 'ends-move'] as const;

/**
 * Every combination of the settings both flying generators play (jumped pieces taken off at the
 * end of the move, kings landing anywhere beyond): precedence, crowning during a capture, men
 * capturing backward or not.
 */
export const FLYING_SETTINGS: readonly FlyingSettings[] = FLYING_PRECEDENCES.flatMap((capturePrecedence) =>
  FLYING_CROWNINGS.flatMap((crowningDuringCapture) =>
    [true, false].map((menCaptureBackward): FlyingSettings => ({
      capturePrecedence,
      crowningDuringCapture,
      menCaptureBackward,
      captureRemoval: 'end-of-move',
      kingLanding: 'any-beyond',
    })),
  ),
);

/**
 * The settings only the generic generator plays, in every combination with the precedence kinds
 * and crowning rules: jumped pieces taken off at once, kings landing right behind (Thai).
 */
export const GENERIC_ONLY_SETTINGS: readonly FlyingSettings[] = FLYING_PRECEDENCES.flatMap((capturePrecedence) =>
  FLYING_CROWNINGS.flatMap((crowningDuringCapture) =>
    [true, false].flatMap((menCaptureBackward) =>
      (
        [
          ['immediate', 'any-beyond'],
          ['end-of-move', 'next-beyond'],
          ['immediate', 'next-beyond'],
        ] as const
      ).map(([captureRemoval, kingLanding]): FlyingSettings => ({
        capturePrecedence,
        crowningDuringCapture,
        menCaptureBackward,
        captureRemoval,
        kingLanding,
      })),
    ),
  ),
);

/** The reference rules (test/reference/plainFlying.ts) of the same settings on a board of `size`. */
export function refRulesOf(size: 8 | 10 | 12, s: FlyingSettings): import('./reference/plainFlying.js').FlyingRefRules {
  return {
    size,
    precedence: s.capturePrecedence,
    crowning: s.crowningDuringCapture,
    menCaptureBackward: s.menCaptureBackward,
    immediateRemoval: s.captureRemoval === 'immediate',
    nextBeyond: s.kingLanding === 'next-beyond',
  };
}

/** A short label of settings for failure messages. */
export function settingsLabel(s: FlyingSettings): string {
  return `${s.capturePrecedence}, ${s.crowningDuringCapture}, men capture ${s.menCaptureBackward ? 'backward too' : 'forward only'}, ${s.captureRemoval}, ${s.kingLanding}`;
}

/** Loads `p` into the generic generator on the board of `tables` (10x10 unless given); returns the colour to move. */
export function loadGeneric(
  p: RefPosition,
  settings: FlyingSettings,
  distinct: boolean,
  tables: FlyingTables = generic.tablesFor(board10x10),
): number {
  generic.configure(tables, settings, distinct);
  generic.cells.fill(0);
  generic.occupied.fill(0);
  generic.kingsOccupied.fill(0);
  for (const [sq, code] of pieces(p)) {
    generic.cells[sq] = code;
    generic.occupied[(code & WHITE ? 0 : 3) + (sq >>> 5)]! |= 1 << (sq & 31);
    if (code & KING) generic.kingsOccupied[sq >>> 5]! |= 1 << (sq & 31);
  }
  return p.turn === 'white' ? WHITE : BLACK;
}

/** Loads `p` (a 10x10 position) into the 10x10 generator; returns the colour to move. */
export function load10(p: RefPosition, settings: FlyingSettings, distinct: boolean): number {
  configure10(settings, distinct);
  const words = [0, 0, 0, 0, 0, 0];
  for (const [sq, code] of pieces(p)) {
    const bit = 1 << (sq & 31);
    words[(code & WHITE ? 0 : 2) + (sq >>> 5)]! |= bit;
    if (code & KING) words[4 + (sq >>> 5)]! |= bit;
  }
  loadWords10(words[0]!, words[1]!, words[2]!, words[3]!, words[4]!, words[5]!);
  return p.turn === 'white' ? WHITE : BLACK;
}

/**
 * The records from 0 to `end`, one array per record (`[from, to, promotes, captures,
 * captured..., landing...]`), squares mapped through `sqOf`; the captured-squares mask words are
 * left out (the 10x10 generator keeps them in its own layout).
 */
export function recordList(end: number, sqOf: (i: number) => number = (i) => i): number[][] {
  const out: number[][] = [];
  const rec = generic.records;
  for (let r = 0; r < end; r = generic.next(r)) {
    const captures = rec[r + generic.R_CAPTURES]!;
    const landingsAt = r + generic.R_CAPTURES + 1 + captures;
    out.push([
      sqOf(rec[r]!),
      sqOf(rec[r + generic.R_TO]!),
      rec[r + RecordField.PROMOTES]!,
      captures,
      ...Array.from(rec.subarray(r + generic.R_CAPTURES + 1, landingsAt), sqOf),
      // The landings run to the next record: max(captures, 1) of them.
      ...Array.from(rec.subarray(landingsAt, generic.next(r)), sqOf),
    ]);
  }
  return out;
}

/** The 0-based square of an index of the 10x10 generator's ghost-square layout. */
export const fromP = (p: number): number => P_TO_SQ[p]!;

/** A generator's move with 1-based squares, shaped like the reference's `RefMove`. */
export interface GeneratedMove {
  /** The start, then the record's restriction-9 landings. */
  readonly path: readonly number[];
  readonly captured: readonly number[];
  readonly crowned: boolean;
  /** The record's own destination field (should be the end of `path`). */
  readonly to: number;
}

/** The records from 0 to `end` as moves with 1-based squares (`sqOf` maps an index to the 0-based square). */
export function recordMoves(end: number, sqOf: (i: number) => number = (i) => i): GeneratedMove[] {
  return recordList(end, sqOf).map((r) => {
    const captures = r[3]!;
    const captured = r.slice(4, 4 + captures).map((s) => s + 1);
    const landings = r.slice(4 + captures).map((s) => s + 1);
    return { path: [r[0]! + 1, ...landings], captured, crowned: r[2] === 1, to: r[1]! + 1 };
  });
}
