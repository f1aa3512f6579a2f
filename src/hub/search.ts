/**
 * The lines a GUI sends to set up a Hub search: `pos` (with the moves since the last
 * irreversible one, for repetition) and `level` (Scan's protocol.txt, version 2).
 * @module
 */
import type { Move } from '../core/types.js';
import type { Position } from '../core/position.js';
import { CrownheadError } from '../core/errors.js';
import { isLegal, play } from '../rules/play.js';
import { formatHubLine } from './line.js';
import type { HubArg } from './line.js';
import { formatHubMove } from './move.js';
import { formatHubPosition } from './position.js';
import { expectObject, expectArray, shownValue } from '../core/arguments.js';
import { expectPosition, expectMove } from '../core/positionArguments.js';

/**
 * The `pos` line for the position reached by `moves` from `start`: the position after the last
 * irreversible move (a man's move or a capture: after it no earlier position can come back) and
 * the king moves since, so that the engine can see repetitions, as protocol.txt asks. Throws a
 * `CrownheadError` (`illegal-move`) when a move is not legal where it is played.
 *
 * Frisian and Frysk! (`rules.kingMoveLimit`, article 17): a Hub position has no room for the
 * king-move counters, so the line starts further back, at the last position up to that point
 * whose counters are both 0 (`position.state` without `kingMoves`), and lists every move since,
 * man moves and captures included: the engine counts the king moves again as it plays them
 * (Scan 3.1 does; a side's counter only clears on its own man move or capture, so this can go
 * back many moves). Nothing is lost for a game from a position without counters; when `start`
 * has counters and no position since is without them, they cannot be sent and the call throws a
 * `CrownheadError` (`bad-argument`).
 * @example
 * ```ts
 * import { international, startPosition, parseFen, legalMoves, play } from 'crownhead';
 * import { hubPosLine } from 'crownhead/hub';
 * const fen = parseFen(international, 'W:WK46:BK1');
 * if (fen.ok) {
 *   const m1 = legalMoves(fen.value).find((m) => m.to === 41)!;
 *   const m2 = legalMoves(play(fen.value, m1)).find((m) => m.to === 7)!;
 *   hubPosLine(fen.value, [m1, m2]); // => 'pos pos=WBeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeWeeee moves="46-41 1-7"'
 * }
 * hubPosLine(startPosition(international), []); // => 'pos pos=Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww'
 * ```
 * @example
 * ```ts
 * import { frisian, parseFen, legalMoves, play } from 'crownhead';
 * import { hubPosLine } from 'crownhead/hub';
 * // White's king on 46 moves, then Black's man; White's count (1) outlives Black's man move.
 * const fen = parseFen(frisian, 'W:WK46,35:B5');
 * if (fen.ok) {
 *   const m1 = legalMoves(fen.value).find((m) => m.from === 46 && m.to === 41)!;
 *   const p1 = play(fen.value, m1);
 *   const m2 = legalMoves(p1).find((m) => m.from === 5)!;
 *   play(p1, m2).state; // => { kingMoves: { white: 1, black: 0, whiteKing: 41 } }
 *   hubPosLine(fen.value, [m1, m2]).endsWith(`moves="46-41 5-${m2.to}"`); // => true
 * }
 * ```
 */
export function hubPosLine(start: Position, moves: readonly Move[]): string {
  expectPosition(start, 'hubPosLine', 'start');
  expectArray(moves, 'moves', 'hubPosLine', 'an array of Move values');
  moves.forEach((move, i) => expectMove(move, 'hubPosLine', `moves[${i}]`));
  const counted = start.variant.rules.kingMoveLimit !== undefined;
  const texts: string[] = [];
  let current = start;
  // Indices into `texts`: where the line starts, and the last counter-free position so far.
  let clean = counted && start.state?.kingMoves !== undefined ? -1 : 0;
  let base = clean;
  for (const move of moves) {
    if (!isLegal(current, move))
      throw new CrownheadError('illegal-move', `${formatHubMove(move)} is not legal for ${current.turn}`);
    const irreversible = move.captured.length > 0 || !current.kings.has(move.from);
    current = play(current, move);
    texts.push(formatHubMove(move));
    if (!counted || current.state?.kingMoves === undefined) clean = texts.length;
    if (irreversible) base = counted ? clean : texts.length;
  }
  if (base < 0) {
    throw new CrownheadError(
      'bad-argument',
      'a Hub position cannot carry the king-move counters of the start position, and no position since is without them',
    );
  }
  let position = start;
  for (let i = 0; i < base; i++) position = play(position, moves[i]!);
  const args: HubArg[] = [{ name: 'pos', value: formatHubPosition(position) }];
  if (texts.length > base) args.push({ name: 'moves', value: texts.slice(base).join(' ') });
  return formatHubLine({ command: 'pos', args });
}

/**
 * A Hub search limit (`level`): one of a move time, a depth, a node count, a game clock
 * (`time` with `moves` or `inc`), or `infinite` (until `stop`). Times are in seconds.
 */
export interface HubLevel {
  /** Seconds for this move. */
  readonly moveTime?: number;
  /** The maximum depth in plies. */
  readonly depth?: number;
  /** The maximum number of nodes. */
  readonly nodes?: number;
  /** The time left on the engine's clock, in seconds. */
  readonly time?: number;
  /** The moves to play in `time` (x/y time control). */
  readonly moves?: number;
  /** The increment per move, in seconds (Fischer). */
  readonly inc?: number;
  /** Search until told to stop. */
  readonly infinite?: boolean;
}

/**
 * The `level` line of a search limit.
 * @example
 * ```ts
 * import { hubLevelLine } from 'crownhead/hub';
 * hubLevelLine({ moveTime: 0.5 }); // => 'level move-time=0.5'
 * hubLevelLine({ time: 60, inc: 1 }); // => 'level time=60 inc=1'
 * hubLevelLine({ infinite: true }); // => 'level infinite'
 * ```
 */
export function hubLevelLine(level: HubLevel): string {
  expectObject(level, 'level', 'hubLevelLine', 'a HubLevel object');
  const args: HubArg[] = [];
  const num = (name: string, value: number | undefined): void => {
    if (value === undefined) return;
    if (!Number.isFinite(value) || value < 0)
      throw new CrownheadError(
        'bad-argument',
        `hubLevelLine: level ${name} must be a number >= 0, found ${shownValue(value)}`,
      );
    args.push({ name, value: String(value) });
  };
  num('depth', level.depth);
  num('nodes', level.nodes);
  num('move-time', level.moveTime);
  num('moves', level.moves);
  num('time', level.time);
  num('inc', level.inc);
  if (level.infinite === true) args.push({ name: 'infinite' });
  return formatHubLine({ command: 'level', args });
}
