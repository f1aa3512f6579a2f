/**
 * Hub `info` lines (Scan's protocol.txt, version 2; docs/sources.md, Hub protocol): what an
 * engine says while it searches, with its principal variation read as checked moves.
 * @module
 */
import type { Move } from '../core/types.js';
import type { Position } from '../core/position.js';
import type { Result } from '../core/result.js';
import { ok } from '../core/result.js';
import { play } from '../rules/play.js';
import type { HubError } from './errors.js';
import { hubError } from './errors.js';
import type { HubArg } from './line.js';
import { parseLocatedLine } from './line.js';
import { parseHubMove } from './move.js';
import { expectText } from '../core/arguments.js';
import { expectPosition } from '../core/positionArguments.js';

/** A Hub `info` line, read. Every field is optional: an engine sends any subset. */
export interface HubInfo {
  /** The nominal search depth in plies. */
  readonly depth?: number;
  /** The mean depth of the leaves (Scan's `mean-depth`). */
  readonly meanDepth?: number;
  /** The score for the side to move, in men (Scan: `+1.00` is a man up). */
  readonly score?: number;
  /** The nodes searched so far. */
  readonly nodes?: number;
  /** The time spent so far, in seconds. */
  readonly time?: number;
  /** The speed, as the engine gives it (Scan: millions of nodes per second). */
  readonly nps?: number;
  /** The principal variation, each move checked against the rules: empty when the engine sends none. */
  readonly pv: readonly Move[];
  /** Every argument as sent, including those not read above. */
  readonly args: readonly HubArg[];
}

const INTEGER = /^[+-]?\d+$/;
const REAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/**
 * Reads a Hub `info` line for a search from `position`: `depth`, `mean-depth`, `score`, `nodes`,
 * `time`, `nps` as numbers and `pv` as moves, each checked in turn from `position` (Hub moves,
 * resolved as {@link parseHubMove} does). Unknown arguments are kept in `args` and ignored, as
 * Hub asks.
 *
 * Errors: those of `parseHubLine`; `wrong-command` when the line is not `info`; `bad-value` for a
 * field that is not a number; `syntax`, `unknown-square` or `illegal` for a move of the
 * principal variation, with the offset of that move in the line. Never throws.
 * @example
 * ```ts
 * import { international, startPosition } from 'crownhead';
 * import { parseHubInfo } from 'crownhead/hub';
 * const info = parseHubInfo(startPosition(international), 'info depth=3 score=0.02 nodes=1200 pv="32-28 19-23 28x19x23"');
 * if (info.ok) [info.value.depth, info.value.score, info.value.pv.map((m) => m.path)]; // => [3, 0.02, [[32, 28], [19, 23], [28, 19]]]
 * const bad = parseHubInfo(startPosition(international), 'info pv="32-27"');
 * if (!bad.ok) [bad.error.code, bad.error.offset]; // => ['illegal', 9]
 * ```
 */
export function parseHubInfo(position: Position, text: string): Result<HubInfo, HubError> {
  expectPosition(position, 'parseHubInfo');
  expectText(text, 'text', 'parseHubInfo');
  const line = parseLocatedLine(text);
  if (!line.ok) return line;
  if (line.value.command !== 'info')
    return hubError('wrong-command', `expected an info line, found ${line.value.command}`, 0);
  const info: { -readonly [K in keyof HubInfo]: HubInfo[K] } = { pv: [], args: [] };
  const numbers: Record<string, 'depth' | 'meanDepth' | 'score' | 'nodes' | 'time' | 'nps'> = {
    depth: 'depth',
    'mean-depth': 'meanDepth',
    score: 'score',
    nodes: 'nodes',
    time: 'time',
    nps: 'nps',
  };
  for (const arg of line.value.args) {
    const field = Object.hasOwn(numbers, arg.name) ? numbers[arg.name] : undefined;
    if (field !== undefined) {
      const integer = field === 'depth' || field === 'nodes';
      const value = arg.value ?? '';
      if (!(integer ? INTEGER : REAL).test(value)) {
        return hubError(
          'bad-value',
          `${arg.name} must be ${integer ? 'an integer' : 'a number'}, found ${JSON.stringify(value)}`,
          arg.valueOffset,
        );
      }
      info[field] = Number(value);
    } else if (arg.name === 'pv') {
      const pv = readPv(position, arg.value ?? '', arg.valueOffset);
      if (!pv.ok) return pv;
      info.pv = pv.value;
    }
  }
  info.args = line.value.args.map((a) => (a.value === undefined ? { name: a.name } : { name: a.name, value: a.value }));
  return ok(info);
}

/** The moves of a principal variation, each checked from the position the moves before reach. */
function readPv(position: Position, text: string, offset: number): Result<Move[], HubError> {
  const moves: Move[] = [];
  let current = position;
  const re = /\S+/g;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const move = parseHubMove(current, m[0]);
    if (!move.ok) {
      return hubError(
        move.error.code,
        `move ${moves.length + 1} of the principal variation: ${move.error.message}`,
        offset + m.index + move.error.offset,
      );
    }
    moves.push(move.value);
    current = play(current, move.value);
  }
  return ok(moves);
}
