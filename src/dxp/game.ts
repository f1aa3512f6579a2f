/**
 * DXP and crownhead values: positions of a game request, moves of a MOVE message.
 * @module
 */
import type { Move } from '../core/types.js';
import type { Position } from '../core/position.js';
import type { Variant } from '../core/variant.js';
import type { Result } from '../core/result.js';
import { err, ok } from '../core/result.js';
import { CrownheadError } from '../core/errors.js';
import { SquareSet } from '../core/squareSet.js';
import { legalMoves } from '../rules/play.js';
import type { DxpError, DxpMove, DxpSetup } from './messages.js';
import { expectNumber, expectObject, refuse } from '../core/arguments.js';
import { expectVariant, expectPosition, expectMove } from '../core/positionArguments.js';

/**
 * The position of a game request's setup, on a board of 50 squares (International draughts and
 * its 10x10 relatives: DXP has no field for the variant).
 * @example
 * ```ts
 * import { international, formatFen } from 'crownhead';
 * import { dxpSetupToPosition } from 'crownhead/dxp';
 * const pos = dxpSetupToPosition(international, { turn: 'black', board: 'Z' + 'e'.repeat(48) + 'w' });
 * if (pos.ok) formatFen(pos.value); // => 'B:W50:BK1'
 * ```
 */
export function dxpSetupToPosition(variant: Variant, setup: DxpSetup): Result<Position, DxpError> {
  expectVariant(variant, 'dxpSetupToPosition');
  expectObject(setup, 'setup', 'dxpSetupToPosition', 'a DxpSetup ({ turn, board })');
  const board = variant.board;
  if (board.squareCount !== 50 || setup.board.length !== 50) {
    return err({
      kind: 'dxp',
      code: 'bad-square',
      message: `a DXP position has 50 squares; the ${board.key} board has ${board.squareCount}`,
      offset: 0,
    });
  }
  const white: number[] = [];
  const black: number[] = [];
  const kings: number[] = [];
  for (let sq = 1; sq <= 50; sq++) {
    const c = setup.board[sq - 1]!;
    if (c === 'e') continue;
    if (!'wzWZ'.includes(c))
      return err({
        kind: 'dxp',
        code: 'bad-square',
        message: `square ${sq}: ${JSON.stringify(c)} is not e, w, z, W or Z`,
        offset: sq - 1,
      });
    const isWhite = c === 'w' || c === 'W';
    const isKing = c === 'W' || c === 'Z';
    if (!isKing && board.coords(sq).row === (isWhite ? 0 : board.rows - 1)) {
      return err({
        kind: 'dxp',
        code: 'bad-square',
        message: `a ${isWhite ? 'white' : 'black'} man on ${sq} would already have been crowned`,
        offset: sq - 1,
      });
    }
    (isWhite ? white : black).push(sq);
    if (isKing) kings.push(sq);
  }
  return ok({
    variant,
    turn: setup.turn,
    white: SquareSet.fromSquares(white),
    black: SquareSet.fromSquares(black),
    kings: SquareSet.fromSquares(kings),
  });
}

/**
 * The setup of a game request for `position` (a 50-square board).
 * @example
 * ```ts
 * import { international, parseFen } from 'crownhead';
 * import { positionToDxpSetup } from 'crownhead/dxp';
 * const fen = parseFen(international, 'B:W50:BK1');
 * if (fen.ok) positionToDxpSetup(fen.value).board.slice(0, 3); // => 'Zee'
 * ```
 */
export function positionToDxpSetup(position: Position): DxpSetup {
  expectPosition(position, 'positionToDxpSetup');
  if (position.variant.board.squareCount !== 50) {
    throw new CrownheadError(
      'bad-argument',
      `positionToDxpSetup: DXP positions have 50 squares; the ${position.variant.board.key} board has ${position.variant.board.squareCount}`,
    );
  }
  let board = '';
  for (let sq = 1; sq <= 50; sq++) {
    const king = position.kings.has(sq);
    board += position.white.has(sq) ? (king ? 'W' : 'w') : position.black.has(sq) ? (king ? 'Z' : 'z') : 'e';
  }
  return { turn: position.turn, board };
}

/**
 * The legal move of `position` that a MOVE message names: same start, end and set of captured
 * pieces. Of several paths taking the same pieces, the one `legalMoves(position)` lists.
 *
 * Errors: `illegal` (offset 0) when no legal move matches.
 * @example
 * ```ts
 * import { international, startPosition } from 'crownhead';
 * import { dxpMoveToMove } from 'crownhead/dxp';
 * dxpMoveToMove(startPosition(international), { type: 'move', time: 0, from: 32, to: 28, captured: [] }); // => { ok: true, value: { from: 32, to: 28, path: [32, 28], captured: [] } }
 * ```
 */
export function dxpMoveToMove(position: Position, message: DxpMove): Result<Move, DxpError> {
  expectPosition(position, 'dxpMoveToMove');
  if (!Array.isArray(message?.captured as unknown))
    refuse('dxpMoveToMove', 'a DxpMove message ({ from, to, captured })', message, 'message');
  const { from, to, captured } = message;
  const match = legalMoves(position).find(
    (m) =>
      m.from === from &&
      m.to === to &&
      m.captured.length === captured.length &&
      m.captured.every((sq) => captured.includes(sq)),
  );
  if (match !== undefined) return ok(match);
  const text = captured.length === 0 ? `${from}-${to}` : [from, to, ...captured].join('x');
  return err({ kind: 'dxp', code: 'illegal', message: `${text} is not a legal move for ${position.turn}`, offset: 0 });
}

/**
 * The MOVE message of a move, with the seconds spent on it (rounded, at most 9999).
 * @example
 * ```ts
 * import { dxpMoveMessage } from 'crownhead/dxp';
 * dxpMoveMessage({ from: 28, to: 19, path: [28, 19], captured: [23] }, 1.6); // => { type: 'move', time: 2, from: 28, to: 19, captured: [23] }
 * ```
 */
export function dxpMoveMessage(move: Move, seconds: number): DxpMove {
  expectMove(move, 'dxpMoveMessage');
  expectNumber(seconds, 'seconds', 'dxpMoveMessage');
  const time = Math.min(9999, Math.max(0, Math.round(Number.isFinite(seconds) ? seconds : 0)));
  return { type: 'move', time, from: move.from, to: move.to, captured: [...move.captured] };
}
