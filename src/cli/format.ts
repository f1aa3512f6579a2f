/**
 * Output formatting: every line the commands print is built here, so the output contract lives
 * in one file.
 * @module
 */
import type { FenError, Move, Position, Variant } from '../index.js';
import { formatMove, squareName } from '../index.js';

/**
 * A move as text: PDN notation from `formatMove` (`9-14`, `14x23`, a full path only when the
 * short form would be ambiguous), or with `fullPath` a capture's whole path (`26x17x10x19x26`),
 * which tells apart two paths of the same move.
 */
export function moveText(position: Position, move: Move, fullPath: boolean): string {
  return formatMove(position, move, { fullPath: fullPath && move.captured.length > 0 });
}

/** The text answer of `moves`: the moves separated by single spaces (empty when there are none). */
export function movesLine(position: Position, moves: readonly Move[], fullPath: boolean): string {
  return moves.map((move) => moveText(position, move, fullPath)).join(' ');
}

/** A move as a JSON-ready object with the keys in a fixed order: from, to, path, captured. */
interface MoveObject {
  from: number;
  to: number;
  path: number[];
  captured: number[];
  pathAlg?: string[];
  capturedAlg?: string[];
}

/**
 * A move as a JSON-ready object: from, to, path, captured; for a variant written algebraically
 * (Russian, Brazilian) also `pathAlg` and `capturedAlg`, the same squares as names (`"c3"`).
 */
function moveObject(variant: Variant, move: Move): MoveObject {
  const object: MoveObject = { from: move.from, to: move.to, path: [...move.path], captured: [...move.captured] };
  if (variant.notation === 'algebraic') {
    object.pathAlg = move.path.map((sq) => squareName(variant.board, sq));
    object.capturedAlg = move.captured.map((sq) => squareName(variant.board, sq));
  }
  return object;
}

/**
 * The JSON answer of `moves`: `{"fen":…,"moves":[{"from":…,"to":…,"path":[…],"captured":[…]},…]}`,
 * with `pathAlg` and `capturedAlg` in each move for a variant written algebraically.
 */
export function movesJson(fen: string, variant: Variant, moves: readonly Move[]): string {
  return JSON.stringify({ fen, moves: moves.map((move) => moveObject(variant, move)) });
}

/** The JSON answer for a FEN that could not be read: `{"fen":…,"error":{"code":…,"message":…}}`. */
export function fenErrorJson(fen: string, error: FenError): string {
  return JSON.stringify({ fen, error: { code: error.code, message: error.message } });
}

/** Milliseconds rounded to 3 decimals (microseconds). */
export function roundMs(ms: number): number {
  return Math.round(ms * 1000) / 1000;
}

/**
 * Nodes per second, an integer. The time is taken as at least 0.001 ms (the printed
 * resolution), so a run too fast to measure never divides by zero.
 */
export function nodesPerSecond(nodes: number, ms: number): number {
  return Math.round((nodes * 1000) / Math.max(roundMs(ms), 0.001));
}

/**
 * A perft result line. Text: `depth  5  nodes         7361  time      3.125 ms  nps      2355520`
 * (depth right-aligned in 2, nodes in 12, time with 3 decimals in 10, nps in 12 columns).
 * JSON: `{"depth":5,"nodes":7361,"ms":3.125}`.
 */
export function perftLine(depth: number, nodes: number, ms: number, json: boolean): string {
  if (json) return JSON.stringify({ depth, nodes, ms: roundMs(ms) });
  return [
    `depth ${String(depth).padStart(2)}`,
    `nodes ${String(nodes).padStart(12)}`,
    `time ${roundMs(ms).toFixed(3).padStart(10)} ms`,
    `nps ${String(nodesPerSecond(nodes, ms)).padStart(12)}`,
  ].join('  ');
}

/**
 * A `perft --divide` line for one root move. Text: `move 9-13    nodes 1234` with the move
 * padded to `width` columns; JSON: `{"move":"9-13","nodes":1234}`.
 */
export function divideLine(move: string, nodes: number, width: number, json: boolean): string {
  if (json) return JSON.stringify({ move, nodes });
  return `move ${move.padEnd(width)}  nodes ${nodes}`;
}

/** The FEN line printed by `show`: `FEN: B:W21-32:B1-12`. */
export function fenLine(fen: string): string {
  return `FEN: ${fen}`;
}
