/**
 * The public, immutable face of the Turkish generator: positions in, `Move` values out.
 * @module
 */
import type { Move } from '../../core/types.js';
import type { Position } from '../../core/position.js';
import type { BoardGeometry, RulesEngine } from '../../core/variant.js';
import { SquareSet } from '../../core/squareSet.js';
import { CrownheadError } from '../../core/errors.js';
import { quietMoves, sortMoves } from '../moveValues.js';
import { CapturesAt, RecordField, findRecord, nextRecord, quietRecordMoves, recordMove } from '../records.js';
import { BLACK, KING, WHITE, cells, configure, generate, kingsOccupied, occupied, records } from './movegen.js';
import type { KitPerftOptions } from '../perftKit.js';
import type { PerftKit } from '../backEnd.js';
import { engineOf } from '../backEnd.js';
import type { SettingsPlayed } from '../ruleCheck.js';
import { checkEngineArguments } from '../ruleCheck.js';

/**
 * The rule settings the Turkish engine plays: exactly the settings of {@link RuleSettings} it
 * implements. Every one but `crowningDuringCapture` has the one value of Turkish draughts; that
 * one chooses between the two readings of a man reaching the far row during a capture.
 */
export interface TurkishRules {
  /** Pieces move and capture along ranks and files. */
  readonly orthogonal: true;
  /** Men capture forward and sideways, never backward. */
  readonly menCaptureBackward: false;
  /** Kings move and capture like a rook, at any distance. */
  readonly flyingKings: true;
  /** The capture of the most pieces is compulsory, a king counting as one. */
  readonly capturePrecedence: 'maximum-pieces';
  /**
   * `'passes-as-man'`: a man that reaches the far row during a capture goes on capturing as a
   * man and is crowned when the move ends; `'continues-as-king'`: it is crowned at once and
   * goes on capturing as a king.
   */
  readonly crowningDuringCapture: 'passes-as-man' | 'continues-as-king';
  /** Men take kings. */
  readonly menCaptureKings: true;
  /** Each jumped piece comes off at once. */
  readonly captureRemoval: 'immediate';
  /** A king lands on any empty square beyond the piece it takes. */
  readonly kingLanding: 'any-beyond';
}

/**
 * The value of each setting this engine plays, for the check against JavaScript callers; Frisian's
 * orthogonal captures and king-move limit must be absent.
 */
const PLAYS: SettingsPlayed = {
  orthogonal: [true],
  menCaptureBackward: [false],
  flyingKings: [true],
  capturePrecedence: ['maximum-pieces'],
  crowningDuringCapture: ['passes-as-man', 'continues-as-king'],
  menCaptureKings: [true],
  captureRemoval: ['immediate'],
  kingLanding: ['any-beyond'],
  orthogonalCaptures: [undefined, false],
  kingMoveLimit: [undefined],
};

function fillWord(bits: number, kingBits: number, w: number, code: number): void {
  while (bits !== 0) {
    const low = bits & -bits;
    bits ^= low;
    cells[32 * w + 31 - Math.clz32(low)] = (kingBits & low) !== 0 ? code | KING : code;
  }
}

/** Loads `position` into the mailbox; returns the colour code of the side to move. */
function load(position: Position): number {
  const { white, black, kings } = position;
  cells.fill(0);
  occupied[0] = white.lo;
  occupied[1] = white.hi;
  occupied[2] = black.lo;
  occupied[3] = black.hi;
  kingsOccupied[0] = kings.lo;
  kingsOccupied[1] = kings.hi;
  fillWord(white.lo, kings.lo, 0, WHITE);
  fillWord(white.hi, kings.hi, 1, WHITE);
  fillWord(black.lo, kings.lo, 0, BLACK);
  fillWord(black.hi, kings.hi, 1, BLACK);
  return position.turn === 'white' ? WHITE : BLACK;
}

/**
 * The rules engine of Turkish draughts on `board` (the 64-square board, `board8x8Full`) with
 * `rules` (every setting of {@link TurkishRules} is read; only `crowningDuringCapture` has a
 * choice). Throws a `CrownheadError` (`'bad-argument'`) for another board or a setting it
 * cannot play, such as diagonal moves.
 * @example
 * ```ts
 * import { startPosition, turkish } from 'crownhead';
 * // The turkish variant's engine is one of these (internal since issue 30):
 * turkish.engine.perft(startPosition(turkish), 2, { paths: true, bulk: true }); // => 64
 * ```
 */
export function turkishEngine(board: BoardGeometry, rules: TurkishRules): RulesEngine {
  checkEngineArguments('turkishEngine', board, rules, 'a TurkishRules object', PLAYS);
  if (board.key !== '8x8:all') {
    throw new CrownheadError(
      'bad-argument',
      `turkishEngine plays on the 64-square 8x8 board (8x8:all), not ${board.key}`,
    );
  }
  const continuesAsKing = rules.crowningDuringCapture === 'continues-as-king';
  const quiet = quietMoves(64);
  const quietKeys = new Int32Array(4 * 64);

  function legalMoves(position: Position, options: { readonly paths: boolean }): Move[] {
    configure(continuesAsKing, !options.paths);
    const end = generate(load(position), 0);
    // 0-based squares as they are, two mask words (64 squares).
    if (end > 0 && records[CapturesAt.MASK64] === 0)
      return quietRecordMoves(records, end, CapturesAt.MASK64, undefined, quiet, quietKeys);
    const moves: Move[] = [];
    for (let r = 0; r < end; r = nextRecord(records, r, CapturesAt.MASK64))
      moves.push(recordMove(records, r, CapturesAt.MASK64, undefined));
    sortMoves(moves);
    return moves;
  }

  function play(position: Position, move: Move): Position | undefined {
    configure(continuesAsKing, false);
    const color = load(position);
    const r = findRecord(records, generate(color, 0), CapturesAt.MASK64, undefined, move);
    if (r < 0) return undefined;
    const mover = color === WHITE ? position.white : position.black;
    const other = color === WHITE ? position.black : position.white;
    const capturedSet = SquareSet.fromSquares(move.captured);
    const crowned = position.kings.has(move.from) || records[r + RecordField.PROMOTES] !== 0;
    const moverSet = mover.without(move.from).with(move.to);
    const otherSet = move.captured.length === 0 ? other : other.diff(capturedSet);
    let kings = position.kings.without(move.from).diff(capturedSet);
    if (crowned) kings = kings.with(move.to);
    return {
      variant: position.variant,
      turn: color === WHITE ? 'black' : 'white',
      white: color === WHITE ? moverSet : otherSet,
      black: color === WHITE ? otherSet : moverSet,
      kings,
    };
  }

  /** Counted by the generator's own perft. */
  function perftWithKit(position: Position, depth: number, options: KitPerftOptions, kit: PerftKit): number {
    configure(continuesAsKing, !options.paths);
    return kit.perftTurkish(load(position), depth, options.bulk);
  }

  return engineOf({ legalMoves, play, perftWithKit });
}
