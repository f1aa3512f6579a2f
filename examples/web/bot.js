// A small draughts bot for the example page: iterative-deepening alpha-beta (negamax) over the
// public `legalMoves` and `play`, with a material and advancement evaluation and a time limit.
// It lives in examples/ rather than in the package: a search is a policy (weights, depth, time),
// not a rule, and the library stays a rules-and-notation library with no opinions on play.
// Works for every variant; runs in a Web Worker (worker.js) or in Node (bench/bot.mjs).
import { legalMoves, play } from 'crownhead';

const MAN = 100;
const KING = 300;
const ADVANCE = 4; // per row a man has advanced: men near crowning are worth more
const WIN = 1_000_000; // a side with no legal move has lost (WCDF 1.30, FMJD 7.2)
const QUIESCENCE_PLIES = 12; // captures are compulsory: resolve capture chains past the horizon

/** Per variant: the advancement bonus of a man on each square, for white and for black. */
const advanceTables = new Map();

function advanceTable(variant) {
  let table = advanceTables.get(variant.key);
  if (table === undefined) {
    const board = variant.board;
    const white = new Int32Array(board.squareCount + 1);
    const black = new Int32Array(board.squareCount + 1);
    for (let sq = 1; sq <= board.squareCount; sq++) {
      const { row } = board.coords(sq); // row 0 is Black's back row; White moves up
      white[sq] = (board.rows - 1 - row) * ADVANCE;
      black[sq] = row * ADVANCE;
    }
    table = { white, black };
    advanceTables.set(variant.key, table);
  }
  return table;
}

/** The static score of `position` for the side to move: material plus the men's advancement. */
export function evaluate(position) {
  const table = advanceTable(position.variant);
  const kings = position.kings;
  let white = 0;
  let black = 0;
  for (const sq of position.white) white += kings.has(sq) ? KING : MAN + table.white[sq];
  for (const sq of position.black) black += kings.has(sq) ? KING : MAN + table.black[sq];
  return position.turn === 'white' ? white - black : black - white;
}

class Timeout {}
const TIMEOUT = new Timeout();

/**
 * The best move found for the side to move of `position` within `timeMs` milliseconds:
 * `{ move, score, depth, nodes, ms }`, or `move: undefined` when the side to move has none.
 * Each completed depth is searched with the previous depth's best move first; a depth cut off
 * by the clock is dropped, except for its best move when that was fully searched first.
 * Options: `timeMs` (default 1000), `maxDepth` (default 64), `now` (a clock in ms).
 */
export function searchBestMove(position, options = {}) {
  const timeMs = options.timeMs ?? 1000;
  const maxDepth = options.maxDepth ?? 64;
  const now = options.now ?? (() => performance.now());
  const started = now();
  const deadline = started + timeMs;
  let nodes = 0;

  function search(pos, depth, alpha, beta, ply) {
    nodes++;
    if ((nodes & 1023) === 0 && now() > deadline) throw TIMEOUT;
    const moves = legalMoves(pos);
    const n = moves.length;
    if (n === 0) return -WIN + ply; // the side to move has lost: prefer the quickest win
    if (depth <= 0) {
      // Past the horizon, go on only while a capture is pending (it is compulsory anyway).
      if (moves[0].captured.length === 0 || depth <= -QUIESCENCE_PLIES) return evaluate(pos);
    }
    let best = -Infinity;
    for (let i = 0; i < n; i++) {
      const score = -search(play(pos, moves[i]), depth - 1, -beta, -alpha, ply + 1);
      if (score > best) {
        best = score;
        if (score > alpha) {
          alpha = score;
          if (alpha >= beta) break;
        }
      }
    }
    return best;
  }

  let rootMoves = legalMoves(position);
  if (rootMoves.length === 0) return { move: undefined, score: -WIN, depth: 0, nodes: 0, ms: 0 };
  let bestMove = rootMoves[0];
  let bestScore = 0;
  let depthDone = 0;
  if (rootMoves.length > 1) {
    for (let depth = 1; depth <= maxDepth; depth++) {
      let alpha = -Infinity;
      let iterationBest;
      try {
        for (const move of rootMoves) {
          const score = -search(play(position, move), depth - 1, -Infinity, -alpha, 1);
          if (score > alpha) {
            alpha = score;
            iterationBest = move;
          }
        }
      } catch (e) {
        if (e !== TIMEOUT) throw e;
        // The first root move is the previous best: if this depth already proved a better one, keep it.
        if (iterationBest !== undefined && iterationBest !== rootMoves[0]) bestMove = iterationBest;
        break;
      }
      bestMove = iterationBest;
      bestScore = alpha;
      depthDone = depth;
      rootMoves = [bestMove, ...rootMoves.filter((m) => m !== bestMove)];
      if (Math.abs(bestScore) > WIN - 1000) break; // a forced win or loss is found: deeper adds nothing
    }
  }
  return { move: bestMove, score: bestScore, depth: depthDone, nodes, ms: now() - started };
}
