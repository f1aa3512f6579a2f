/**
 * The public, immutable face of the Frisian generator: positions in, `Move` values out, and the
 * king-move counters of article 17 carried from position to position (`Position.state`).
 * @module
 */
import type { Color, Move } from '../../core/types.js';
import type { KingMoves, Position } from '../../core/position.js';
import type { BoardGeometry, RuleSettings, RulesEngine } from '../../core/variant.js';
import { SquareSet } from '../../core/squareSet.js';
import type { CountedKing } from '../countedKing.js';
import { countedKingStands, withKingMoves } from '../countedKing.js';
import { quietMoves, sortManyMoves } from '../moveValues.js';
import { CapturesAt, RecordField, findRecord, nextRecord, quietRecordMoves, recordMove } from '../records.js';
import type { FrisianTables } from './movegen.js';
import type { KitPerftOptions } from '../perftKit.js';
import type { PerftKit } from '../backEnd.js';
import { engineOf } from '../backEnd.js';
import {
  BLACK,
  KING,
  NO_KING,
  WHITE,
  bar,
  configure,
  counterAfter,
  generate,
  hasMen,
  put,
  records,
  tablesFor,
} from './movegen.js';
import type { SettingsPlayed } from '../ruleCheck.js';
import { checkEngineArguments } from '../ruleCheck.js';

/**
 * The rule settings the Frisian engine plays, each with the one value it plays: the rules of
 * 2011 (docs/sources.md, Frisian rules).
 */
export interface FrisianRules extends RuleSettings {
  /** Men capture backward too (article 7). */
  readonly menCaptureBackward: true;
  /** Kings fly (articles 5, 9). */
  readonly flyingKings: true;
  /** The value rule of article 11. */
  readonly capturePrecedence: 'frisian-value';
  /** Crowned only where the move ends (article 13). */
  readonly crowningDuringCapture: 'passes-as-man';
  /** Men take kings. */
  readonly menCaptureKings: true;
  /** Jumped pieces stay until the move ends (article 12). */
  readonly captureRemoval: 'end-of-move';
  /** A king lands on any empty square beyond (article 9). */
  readonly kingLanding: 'any-beyond';
  /** Captures along rows and columns too (articles 7-9). */
  readonly orthogonalCaptures: true;
  /** Article 17: at most 3 moves in a row of the same king (any positive limit is played). */
  readonly kingMoveLimit: number;
}

/** The value of each setting this engine plays, for the check against JavaScript callers. */
const PLAYS: SettingsPlayed = {
  menCaptureBackward: [true],
  flyingKings: [true],
  capturePrecedence: ['frisian-value'],
  crowningDuringCapture: ['passes-as-man'],
  menCaptureKings: [true],
  captureRemoval: ['end-of-move'],
  kingLanding: ['any-beyond'],
  orthogonalCaptures: [true],
  // The generator packs the count in the bits above 10 of a counter (`count << 10`).
  kingMoveLimit: {
    accepts: (limit) => Number.isInteger(limit) && (limit as number) > 0 && (limit as number) < 64,
    wants: 'a positive integer below 64',
  },
  // Turkish's moves along ranks and files instead of diagonals: not Frisian.
  orthogonal: [undefined, false],
};

function fill(tables: FrisianTables, set: SquareSet, color: number, kings: SquareSet): void {
  for (const sq of set.squares()) put(sq - 1, kings.has(sq) ? color | KING : color);
}

/** The packed counter of `color` for the generator (`count << 10 | kingCell + 2`). */
function packed(tables: FrisianTables, kingMoves: KingMoves | undefined, color: Color): number {
  const count = kingMoves?.[color] ?? 0;
  if (count === 0) return 0;
  const king = color === 'white' ? kingMoves!.whiteKing : kingMoves!.blackKing;
  return (count << 10) | ((king === undefined ? NO_KING : tables.cellOf[king - 1]!) + 2);
}

/** The counters of a side from the packed form. */
function unpacked(tables: FrisianTables, counter: number): CountedKing {
  const count = counter >> 10;
  const cell = (counter & 1023) - 2;
  return { count, king: count === 0 || cell < 0 ? undefined : tables.sqOf[cell]! + 1 };
}

/**
 * The rules engine of Frisian draughts on `board` (any board; Frisian and Frysk! play on the
 * 10x10 one): the generator of src/rules/frisian/movegen.ts with the king-move limit of the
 * rules (`kingMoveLimit`, the only setting with a choice: any positive whole number below 64).
 * Throws a `CrownheadError` (`'bad-argument'`) for a setting it cannot play.
 * @example
 * ```ts
 * import { frisian, startPosition } from 'crownhead';
 * // The frisian variant's engine is one of these (internal since issue 30), with a limit of 3:
 * frisian.engine.perft(startPosition(frisian), 3, { paths: true, bulk: true }); // => 658
 * ```
 */
export function frisianEngine(board: BoardGeometry, rules: FrisianRules): RulesEngine {
  checkEngineArguments('frisianEngine', board, rules, 'a FrisianRules object', PLAYS);
  const limit = rules.kingMoveLimit;
  let tables: FrisianTables | undefined;
  const tablesNow = (): FrisianTables => (tables ??= tablesFor(board));
  const quiet = quietMoves(board.squareCount);
  const quietKeys = new Int32Array(8 * board.squareCount);

  /** Loads `position` and bars the king of article 17; returns the colour code to move. */
  function load(position: Position, distinct: boolean): number {
    const t = tablesNow();
    configure(t, distinct, limit);
    fill(t, position.white, WHITE, position.kings);
    fill(t, position.black, BLACK, position.kings);
    const color = position.turn === 'white' ? WHITE : BLACK;
    const counter = packed(t, position.state?.kingMoves, position.turn);
    bar(color, counter >> 10, (counter & 1023) - 2);
    return color;
  }

  function legalMoves(position: Position, options: { readonly paths: boolean }): Move[] {
    const end = generate(load(position, !options.paths), 0);
    // The records hold mailbox cells: sqOf maps them to squares.
    const { sqOf } = tablesNow();
    if (end > 0 && records[CapturesAt.MASK96] === 0)
      return quietRecordMoves(records, end, CapturesAt.MASK96, sqOf, quiet, quietKeys);
    const moves: Move[] = [];
    for (let r = 0; r < end; r = nextRecord(records, r, CapturesAt.MASK96))
      moves.push(recordMove(records, r, CapturesAt.MASK96, sqOf));
    sortManyMoves(moves);
    return moves;
  }

  function play(position: Position, move: Move): Position | undefined {
    const color = load(position, false);
    const r = findRecord(records, generate(color, 0), CapturesAt.MASK96, tablesNow().sqOf, move);
    if (r < 0) return undefined;
    const mover = color === WHITE ? position.white : position.black;
    const other = color === WHITE ? position.black : position.white;
    const captured = SquareSet.fromSquares(move.captured);
    const wasKing = position.kings.has(move.from);
    const moverSet = mover.without(move.from).with(move.to);
    const otherSet = other.diff(captured);
    let kings = position.kings.without(move.from).diff(captured);
    if (wasKing || records[r + RecordField.PROMOTES] !== 0) kings = kings.with(move.to);
    const t = tablesNow();
    // Article 17 counters: play the record on the mailbox to read them as perft does.
    const before = packed(t, position.state?.kingMoves, position.turn);
    const otherTurn: Color = color === WHITE ? 'black' : 'white';
    configure(t, false, limit);
    fill(t, color === WHITE ? moverSet : otherSet, WHITE, kings);
    fill(t, color === WHITE ? otherSet : moverSet, BLACK, kings);
    const mine = counterAfter(r, before, color);
    const theirs = hasMen(color ^ (WHITE | BLACK)) ? packed(t, position.state?.kingMoves, otherTurn) : 0;
    const own = unpacked(t, mine);
    let opp = unpacked(t, theirs);
    // A capture that takes the king the other side's count names ends that count: the count
    // follows one king (article 17), and a FEN naming a square without it would not read back.
    if (opp.count > 0 && move.captured.length > 0 && !countedKingStands(otherSet, kings, opp.king))
      opp = { count: 0, king: undefined };
    const state = withKingMoves(position.state, color === WHITE ? own : opp, color === WHITE ? opp : own);
    const after: Position = {
      variant: position.variant,
      turn: otherTurn,
      white: color === WHITE ? moverSet : otherSet,
      black: color === WHITE ? otherSet : moverSet,
      kings,
    };
    return state === undefined ? after : { ...after, state };
  }

  /** Counted by the generator's own perft, with the king-move counters of both sides. */
  function perftWithKit(position: Position, depth: number, options: KitPerftOptions, kit: PerftKit): number {
    const color = load(position, !options.paths);
    const t = tablesNow();
    const other: Color = position.turn === 'white' ? 'black' : 'white';
    return kit.perftFrisian(
      color,
      depth,
      options.bulk,
      packed(t, position.state?.kingMoves, position.turn),
      packed(t, position.state?.kingMoves, other),
    );
  }

  return engineOf({ legalMoves, play, perftWithKit });
}
