/**
 * Test helpers for the draw rules: games from FENs, and walks of quiet plies found by
 * depth-first search (so a rule's count can be driven to its threshold without repeating a
 * position or capturing by accident).
 */
import { gameStatus, legalMoves, newGame, parseFen, playMove, repetitionCount } from '../../src/index.js';
import type { Game, Move, Variant, DrawRule } from '../../src/index.js';

/** A game from a FEN (throws on a bad FEN: test data). */
export function gameFromFen(variant: Variant, fen: string, rules?: readonly DrawRule[]): Game {
  const parsed = parseFen(variant, fen);
  if (!parsed.ok) throw new Error(`bad test FEN ${fen}: ${parsed.error.message}`);
  return rules === undefined ? newGame(parsed.value) : newGame(parsed.value, { rules });
}

/** True when the move is a king move without capture. */
export function isQuietKingMove(game: Game, move: Move): boolean {
  return move.captured.length === 0 && game.position.kings.has(move.from);
}

export interface WalkOptions {
  /** Which moves may be played at step `i` (0-based); default: king moves without capture. */
  readonly accept?: (move: Move, game: Game, i: number) => boolean;
  /** A condition the final game must meet. */
  readonly end?: (game: Game) => boolean;
  /** The most positions to try before giving up (default 20000), so a bad setup fails fast. */
  readonly budget?: number;
}

/**
 * `n` plies from `game` chosen by depth-first search: each move accepted by `accept`, no
 * position repeated (every position new), the game still ongoing before each move. Throws when
 * no such walk exists or the search budget runs out.
 */
export function walk(game: Game, n: number, options: WalkOptions = {}): Game {
  const accept = options.accept ?? ((move, g) => isQuietKingMove(g, move));
  let budget = options.budget ?? 20_000;
  const search = (g: Game, i: number): Game | undefined => {
    if (--budget < 0) throw new Error(`no walk of ${n} plies found within the search budget`);
    if (i === n) return options.end === undefined || options.end(g) ? g : undefined;
    if (gameStatus(g).status !== 'ongoing') return undefined;
    for (const move of legalMoves(g.position)) {
      if (!accept(move, g, i)) continue;
      const next = playMove(g, move);
      if (repetitionCount(next) > 1) continue;
      const found = search(next, i + 1);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  const found = search(game, 0);
  if (found === undefined) throw new Error(`no walk of ${n} plies found`);
  return found;
}

/** The statuses' kinds at each ply from `from` to the end of `game` (for messages). */
export function statusAt(game: Game): string {
  const s = gameStatus(game);
  return s.status === 'draw' ? `draw:${s.rule}` : s.status === 'win' ? `win:${s.winner}` : 'ongoing';
}
