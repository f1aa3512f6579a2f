/**
 * The counters the draw rules read, kept per ply and updated by each move: the run of quiet
 * king moves, and for each endgame rule the ply where its count started.
 * @module
 */
import type { Color, Move } from '../core/types.js';
import { opposite } from '../core/types.js';
import type { Position } from '../core/position.js';
import type { BoardGeometry } from '../core/variant.js';
import { SquareSet } from '../core/squareSet.js';
import type { DrawRule, EndgameRule, MaterialCondition } from '../core/drawRules.js';

/** Where a running endgame count started. */
export interface EndgameCount {
  /** The ply whose position first fitted the rule's material (0 = the start of the record). */
  readonly since: number;
  /** The side against the lone king, when there is one (`undefined` for king against king). */
  readonly strong: Color | undefined;
  /** The material when the count started, as a number (men and kings of each side). */
  readonly material: number;
}

/** The draw-rule counters after a ply. */
export interface RuleCounts {
  /**
   * Plies since the last capture or man move, or since the start of the record: the current run
   * of king moves without capture. Positions before this run can never come back (men only
   * advance, captured pieces never return), so repetition looks no further back.
   */
  readonly quiet: number;
  /** For each rule of the game, by index: its running endgame count, or `undefined`. */
  readonly endgames: readonly (EndgameCount | undefined)[];
}

/** Men and kings of each side. */
interface Material {
  readonly whiteMen: number;
  readonly whiteKings: number;
  readonly blackMen: number;
  readonly blackKings: number;
}

function materialOf(p: Position): Material {
  const whiteKings = p.white.intersect(p.kings).size();
  const blackKings = p.black.intersect(p.kings).size();
  return {
    whiteMen: p.white.size() - whiteKings,
    whiteKings,
    blackMen: p.black.size() - blackKings,
    blackKings,
  };
}

/** The material as one number (each count is below 128 on every board up to 12x12). */
function materialKey(m: Material): number {
  return ((m.whiteMen * 128 + m.whiteKings) * 128 + m.blackMen) * 128 + m.blackKings;
}

const diagonals = /* @__PURE__ */ new WeakMap<BoardGeometry, SquareSet>();

/** The long diagonal: the playing squares from the bottom-left corner up and to the right (a1-h8). */
function longDiagonal(board: BoardGeometry): SquareSet {
  let set = diagonals.get(board);
  if (set === undefined) {
    const squares: number[] = [];
    for (let i = 0; i < Math.min(board.rows, board.cols); i++) {
      const square = board.squareAt(board.rows - 1 - i, i);
      if (square !== undefined) squares.push(square);
    }
    set = SquareSet.fromSquares(squares);
    diagonals.set(board, set);
  }
  return set;
}

/**
 * Whether a position's material fits a condition, and if so which side is the strong one:
 * `{ strong }` (`strong` undefined for king against king), or `undefined` when it does not fit.
 * `m` is the position's material (`materialOf(p)`), counted once by the caller for all rules.
 */
function fitMaterial(
  condition: MaterialCondition,
  p: Position,
  m: Material,
): { readonly strong: Color | undefined } | undefined {
  if (condition.kind === 'any') return { strong: undefined };
  if (condition.kind === 'one-each') {
    return m.whiteMen + m.whiteKings === 1 && m.blackMen + m.blackKings === 1 ? { strong: undefined } : undefined;
  }
  if (condition.kind === 'kings-both-sides') {
    const total = m.whiteMen + m.whiteKings + m.blackMen + m.blackKings;
    if (m.whiteKings < 1 || m.blackKings < 1) return undefined;
    return total >= condition.minPieces && total <= condition.maxPieces ? { strong: undefined } : undefined;
  }
  const fits = (weak: Color): boolean => {
    const [weakMen, weakKings, men, kings] =
      weak === 'white'
        ? [m.whiteMen, m.whiteKings, m.blackMen, m.blackKings]
        : [m.blackMen, m.blackKings, m.whiteMen, m.whiteKings];
    if (weakMen !== 0 || weakKings !== 1) return false;
    const pieces = men + kings;
    if (pieces < condition.minPieces || pieces > condition.maxPieces) return false;
    if (kings < condition.minKings || (condition.kingsOnly && men > 0)) return false;
    if (condition.longDiagonal) {
      const own = weak === 'white' ? p.white : p.black;
      if (own.intersect(longDiagonal(p.variant.board)).isEmpty()) return false;
    }
    return true;
  };
  const whiteWeak = fits('white');
  const blackWeak = fits('black');
  if (whiteWeak && blackWeak) return { strong: undefined };
  if (whiteWeak) return { strong: 'black' };
  if (blackWeak) return { strong: 'white' };
  return undefined;
}

/**
 * The counters at the start of a record. Without history (`halfmoveClock` 0) nothing is quiet
 * yet and each endgame count that fits the start begins at ply 0.
 *
 * A halfmove clock (lidraughts' FEN `:H`) says how many plies the draw count in force had run
 * before the record: lidraughts counts the plies since the last capture or man move, or, in an
 * ending with a lone king, since the ending began (`DraughtsHistory.halfMoveClock` and each
 * variant's `updatePositionHashes`). So when an endgame rule fits the start, its count began
 * `halfmoveClock` plies before it, and the quiet run, which that ending's first ply also began
 * (a capture or a crowning) and which is then not known, is taken as 0: a count is never made
 * longer than the clock shows. When no endgame rule fits, the clock is the quiet run.
 */
export function initialCounts(rules: readonly DrawRule[], start: Position, halfmoveClock = 0): RuleCounts {
  const endgames = rules.map((rule) => (rule.kind === 'endgame' ? startCount(rule, start, -halfmoveClock) : undefined));
  return { quiet: endgames.some((count) => count !== undefined) ? 0 : halfmoveClock, endgames };
}

/**
 * The halfmove clock that {@link initialCounts} reads, at a ply whose counters are `counts`:
 * while an endgame count runs, the plies since the earliest running one began; otherwise the
 * quiet run. `initialCounts(rules, p, h)` gives back `h` at ply 0.
 */
export function halfmoveClockOf(counts: RuleCounts, ply: number): number {
  let since: number | undefined;
  for (const count of counts.endgames) {
    if (count !== undefined && (since === undefined || count.since < since)) since = count.since;
  }
  return since === undefined ? counts.quiet : ply - since;
}

function startCount(rule: EndgameRule, p: Position, ply: number): EndgameCount | undefined {
  const m = materialOf(p);
  const fit = fitMaterial(rule.material, p, m);
  return fit === undefined ? undefined : { since: ply, strong: fit.strong, material: materialKey(m) };
}

/**
 * The counters after `move` took `before` to `after`, the `ply`-th ply of the record. A move is
 * quiet when a king moved and nothing was captured.
 */
export function nextCounts(
  rules: readonly DrawRule[],
  counts: RuleCounts,
  before: Position,
  move: Move,
  after: Position,
  ply: number,
): RuleCounts {
  const quiet = move.captured.length === 0 && before.kings.has(move.from) ? counts.quiet + 1 : 0;
  // The material after the move, counted once for all the endgame rules.
  let m: Material | undefined;
  const endgames = rules.map((rule, i) => {
    if (rule.kind !== 'endgame') return undefined;
    const running = counts.endgames[i];
    m ??= materialOf(after);
    const fit = fitMaterial(rule.material, after, m);
    if (fit === undefined) return undefined;
    const material = materialKey(m);
    if (running === undefined || (rule.restart === 'material' && running.material !== material)) {
      return { since: ply, strong: fit.strong, material };
    }
    return running;
  });
  // Most plies change no count: the ply keeps the list of the ply before, so that a long game
  // holds one list per change of material rather than one per ply and rule.
  const same = endgames.every((count, i) => count === counts.endgames[i]);
  return { quiet, endgames: same ? counts.endgames : endgames };
}

/**
 * How far an endgame count has run at `ply`, where `turn` is to move: plies since it started,
 * or for `'strong-moves'` the moves the strong side has made since (each side's moves when
 * there is no strong side).
 */
export function endgameProgress(rule: EndgameRule, count: EndgameCount, ply: number, turn: Color): number {
  const plies = ply - count.since;
  if (rule.unit === 'plies') return plies;
  if (count.strong === undefined) return Math.floor(plies / 2);
  // The side to move alternates, so the side that moved first after the start is known.
  const firstMover = plies % 2 === 0 ? turn : opposite(turn);
  return count.strong === firstMover ? Math.ceil(plies / 2) : Math.floor(plies / 2);
}
