/**
 * Replaying a PDN game with the rules: which variant, which start, and every move resolved
 * against the legal moves of its position. The variants to consider are the caller's
 * (`options.variants`, required): this module does not import the registry, so an application
 * that replays English games only bundles no other variant.
 * @module
 */
import type { Color, Move, Square } from '../core/types.js';
import type { Position } from '../core/position.js';
import type { BoardGeometry, Variant } from '../core/variant.js';
import type { MoveText } from '../notation/moveText.js';
import type { FenCounters, FenRecord } from '../notation/fen.js';
import { parseFen, parseFenRecord } from '../notation/fen.js';
import {
  explainText,
  formatMove,
  moveWriter,
  resolveMoveText,
  moveEquals,
  writeSquares,
} from '../notation/moveText.js';
import { illegalReason, legalMovesClause } from '../rules/illegal.js';
import { squareLabel } from '../board/algebraic.js';
import { legalMoves, play } from '../rules/play.js';
import { quietKey, quietMoves } from '../rules/moveValues.js';
import { startPosition } from '../rules/position.js';
import { captureSteps, legStep, stepsAlong } from '../rules/captureLines.js';
import type { PdnGame, PdnLine, PdnLocation, PdnMove, PdnProblem, PdnProblemCode, PdnSeverity } from './types.js';
import type { DetectedGameType, GameTypeSource } from './detect.js';
import { detectFromSquares, detectGameTypeOf } from './detect.js';
import type { Reach } from './choose.js';
import { contradictedMessage, guessedMessage, named, variantsToWeigh } from './choose.js';
import { gameTypeInfo } from './gameType.js';
import { detectionView, isPackedMove, packedReadings } from './packedMove.js';
import type { PdnOutcome, ResultOrder } from './result.js';
import { resultMeaningOf } from './result.js';
import { expectPdnGame, expectReplayOptions } from './shape.js';
import { expectVariantChoice } from '../core/positionArguments.js';

/**
 * The variants a game may be read as: `variants`, among which the game's GameType (its tag, the
 * default game type, or its squares and moves) chooses, or `variant`, which forces one whatever
 * the tags say. One of them is required: there is no default of every variant, so that a bundle
 * holds only the variants its program passes (the exported `variants` array for every variant
 * crownhead plays, `[english]` for one).
 */
export type VariantChoice =
  | {
      /** The variants the game may be read as, its GameType choosing among them. */
      readonly variants: readonly Variant[];
      /** Replay with this variant whatever the tags say. */
      readonly variant?: Variant;
    }
  | {
      /** Replay with this variant whatever the tags say. */
      readonly variant: Variant;
      /** The variants the game may be read as (not read when `variant` forces one). */
      readonly variants?: readonly Variant[];
    };

/** How to replay a game, apart from the variants ({@link VariantChoice}). */
export interface ReplaySettings {
  /**
   * The GameType of a game without a GameType tag, when the squares its FEN and moves name fit
   * that game's board (section 7): for instance 29 for Czech files, whose games may also keep
   * Russian rules. Like a tag, it is overruled only by moves that contradict it
   * (`gametype-contradicted`); without it the moves choose (`variant-guessed`).
   */
  readonly defaultGameType?: number;
  /** Check the moves of variations too (default `true`). */
  readonly variations?: boolean;
  /** How to read the first number of a result (default `'first-player'`, section 6 row 2). */
  readonly resultOrder?: ResultOrder;
  /**
   * `'lenient'` (the default) loads two FEN deviations of real problem books with a warning: a
   * man on its crowning row is loaded as a king (`man-on-crowning-row`; WCDF 1.16, FMJD 3.5: a
   * man that reaches that row is crowned), and a piece list with no colour and no piece (`W::.`)
   * as an empty list (`unnamed-fen-list`). `'strict'` reports both as `bad-fen` errors.
   */
  readonly mode?: 'lenient' | 'strict';
}

/** Called by {@link replay} with each move node that replayed, the position before it and its move. */
export type ReplayMoveListener = (node: PdnMove, before: Position, move: Move) => void;

/** Options of {@link replay}: the variants (required), how to replay, and `onMove`. */
export type ReplayOptions = ReplaySettings &
  VariantChoice & {
    /**
     * Called with each move node that replayed (mainline and variations), the position before
     * it and its move; only for the variant chosen (the moves of a variant weighed and left are
     * not reported).
     */
    readonly onMove?: ReplayMoveListener;
  };

/** A game replayed: its variant, start, the positions and moves of the mainline, the problems. */
export interface Replay {
  /** True when there is no error: the variant is played and every move is legal. */
  readonly ok: boolean;
  /** The GameType the game was taken to be. */
  readonly gameType: number;
  /** What decided the GameType. */
  readonly gameTypeSource: GameTypeSource;
  /** The variant, or `undefined` when crownhead does not play that GameType. */
  readonly variant: Variant | undefined;
  /**
   * The position the FEN tag gives, or the variant's start position; `undefined` when there is
   * none (variant not supported, FEN unreadable). Setup commands before the first move apply
   * after it (`positions[0]`).
   */
  readonly start: Position | undefined;
  /**
   * lidraughts' counters of the FEN tag (`:H<halfmove clock>:F<move number>`), when it has
   * them: `gameFromPdn` starts the game with them (`GameOptions.counters`).
   */
  readonly counters?: FenCounters;
  /**
   * `positions[0]` is the start; `positions[i]` the position after the first `i` half-moves of
   * the mainline (and any setup command after the i-th). It stops before the first move that
   * could not be replayed.
   */
  readonly positions: readonly Position[];
  /** The mainline's moves that replayed legally, in order. */
  readonly moves: readonly Move[];
  /** True when every move of the mainline replayed. */
  readonly complete: boolean;
  /** What the `Result` tag says (or the result token that ended the game, without a tag). */
  readonly result: PdnOutcome;
  /** Errors and warnings, with `ply` for those about a move. */
  readonly problems: readonly PdnProblem[];
}

const NOWHERE: PdnLocation = { offset: 0, line: 1, column: 1 };

type Parsed = { readonly text: MoveText } | { readonly error: string };

/**
 * The squares of a tree move text (normalised by the reader: `32-28`, `26x17x10`, `c3-d4`,
 * `a3b4`) on the variant's board.
 */
function parseTreeMove(board: BoardGeometry, move: string): Parsed {
  if (move === '-') return { error: 'the move is unknown ("-")' };
  const squares: Square[] = [];
  let capture = false;
  let i = 0;
  const n = move.length;
  while (i < n) {
    const start = i;
    const c = move.charCodeAt(i);
    let square: Square | undefined;
    if (c >= 48 && c <= 57) {
      let v = 0;
      while (i < n && move.charCodeAt(i) >= 48 && move.charCodeAt(i) <= 57) v = v * 10 + move.charCodeAt(i++) - 48;
      square = v >= 1 && v <= board.squareCount ? v : undefined;
    } else if (c >= 97 && c <= 108) {
      i++;
      let rank = 0;
      while (i < n && move.charCodeAt(i) >= 48 && move.charCodeAt(i) <= 57)
        rank = rank * 10 + move.charCodeAt(i++) - 48;
      // Algebraic (GameType notation A0): file a = column 0 from the left, rank 1 = the bottom row.
      square = rank > 0 ? board.squareAt(board.rows - rank, c - 97) : undefined;
    } else return { error: `${move} is not move text` };
    if (square === undefined)
      return { error: `${move.slice(start, i)} is not a playing square of the ${board.key} board` };
    squares.push(square);
    if (i >= n) break;
    const sep = move.charCodeAt(i);
    if (sep === 120) capture = true;
    else if (sep !== 45) continue; // `a3b4`: the next square follows at once
    i++;
    if (i >= n) return { error: `${move} is incomplete` };
  }
  if (squares.length < 2) return { error: `${move} is not move text` };
  return { text: { squares, capture } };
}

interface Context {
  readonly variant: Variant;
  /** Lenient replay: FEN deviations load with a warning (`ReplayOptions.mode`). */
  readonly lenient: boolean;
  readonly problems: PdnProblem[];
  readonly index: number;
  readonly fallback: PdnLocation;
  readonly onMove: ((node: PdnMove, before: Position, move: Move) => void) | undefined;
}

function problem(
  ctx: { readonly problems: PdnProblem[]; readonly index: number },
  severity: PdnSeverity,
  code: PdnProblemCode,
  message: string,
  location: PdnLocation,
  ply?: number,
): void {
  // One object either way (a warning per move in some files: no copy to add the ply); `ply`
  // is added after the others, where the object literal had it, and only when there is one.
  const found: { -readonly [K in keyof PdnProblem]: PdnProblem[K] } = {
    kind: 'pdn',
    severity,
    code,
    message,
    game: ctx.index,
    offset: location.offset,
    line: location.line,
    column: location.column,
  };
  if (ply !== undefined) found.ply = ply;
  ctx.problems.push(found);
}

/** Applies setup commands `FEN "…"`; undefined (with an error) when one cannot be read. */
function applySetups(
  ctx: Context,
  position: Position,
  setups: readonly string[] | undefined,
  at: PdnLocation,
  ply?: number,
): Position | undefined {
  if (setups === undefined) return position;
  for (const setup of setups) {
    const m = /^\s*FEN\s+"([^"]*)"\s*$/.exec(setup);
    if (m === null) {
      problem(ctx, 'warning', 'unknown-setup', `setup command /${setup}/ is not FEN "…"; ignored`, at, ply);
      continue;
    }
    const next = readFen(ctx, m[1]!, at, ply);
    if (next === undefined) return undefined;
    position = next.position;
  }
  return position;
}

/** A FEN of the game (tag or setup command) with lidraughts' counters when it has them. */
function readFen(ctx: Context, fen: string, at: PdnLocation, ply?: number): FenRecord | undefined {
  const text = fen.trim();
  if (text.startsWith('?')) {
    problem(
      ctx,
      'warning',
      'unknown-turn',
      `the FEN does not say who is to move (?); ${ctx.variant.firstPlayer}, the first player, is assumed`,
      at,
      ply,
    );
  }
  const unknownTurn = ctx.variant.firstPlayer;
  const parsed = parseFenRecord(ctx.variant, text, { unknownTurn });
  if (parsed.ok) return parsed.value;
  const code = parsed.error.code;
  if (ctx.lenient && (code === 'man-on-crowning-row' || code === 'bad-color')) {
    const loose = parseFenRecord(ctx.variant, text, {
      unknownTurn,
      allowMenOnCrowningRow: true,
      allowUnnamedSections: true,
    });
    if (loose.ok) return { ...loose.value, position: lenientFen(ctx, text, loose.value.position, at, ply) };
  }
  problem(
    ctx,
    'error',
    'bad-fen',
    `FEN "${text}": ${parsed.error.message} (at character ${parsed.error.offset + 1})`,
    at,
    ply,
  );
  return undefined;
}

/**
 * A FEN read leniently (`ReplayOptions.mode`): each man on its crowning row becomes a king, and
 * each deviation gets a warning that says what was loaded.
 */
function lenientFen(ctx: Context, text: string, position: Position, at: PdnLocation, ply?: number): Position {
  const named = parseFen(ctx.variant, text, { unknownTurn: ctx.variant.firstPlayer, allowMenOnCrowningRow: true });
  if (!named.ok) {
    problem(
      ctx,
      'warning',
      'unnamed-fen-list',
      `FEN "${text}": a piece list names no colour (PDN 3.0 needs W or B after each colon) and holds no piece; read as an empty list`,
      at,
      ply,
    );
  }
  const board = ctx.variant.board;
  let kings = position.kings;
  for (const color of ['white', 'black'] as const) {
    const row = color === 'white' ? 0 : board.rows - 1;
    for (const square of (color === 'white' ? position.white : position.black).diff(position.kings)) {
      if (board.coords(square).row !== row) continue;
      const name = squareLabel(ctx.variant, square);
      const side = color === 'white' ? 'White' : 'Black';
      problem(
        ctx,
        'warning',
        'man-on-crowning-row',
        `FEN "${text}": a ${color} man on ${name} stands on ${side}'s crowning row; loaded as a king (WCDF 1.16, FMJD 3.5: a man that reaches it is crowned)`,
        at,
        ply,
      );
      kings = kings.with(square);
    }
  }
  return kings === position.kings ? position : { ...position, kings };
}

/**
 * The capture whose path is `path` (every landing square written), read off the board without
 * generating moves: the captured piece of each leg is the one piece on the line between its
 * landing squares (the moving piece has left its start square). The lines are those the
 * variant's rules capture along (`captureSteps`: diagonals; ranks and files for Turkish; both,
 * rows and columns in steps of two squares, for Frisian); a piece taken earlier in the move is not
 * counted again (it has come off where removal is immediate, and cannot be taken twice where it
 * is not). `undefined` when the board does not give one piece per leg; the candidate is only a
 * guess that `engine.play` then checks.
 */
function captureCandidate(position: Position, path: readonly Square[]): Move | undefined {
  const board = position.variant.board;
  const steps = captureSteps(position.variant.rules);
  const from = path[0]!;
  const captured: Square[] = [];
  let a = board.coords(from);
  for (let i = 1; i < path.length; i++) {
    const b = board.coords(path[i]!);
    const dr = b.row - a.row;
    const dc = b.col - a.col;
    const step = legStep(steps, dr, dc);
    if (step === undefined) return undefined;
    const n = stepsAlong(step, dr, dc);
    const sr = step.row;
    const sc = step.col;
    let piece: Square | undefined;
    for (let k = 1; k < n; k++) {
      const sq = board.squareAt(a.row + k * sr, a.col + k * sc);
      if (sq === undefined) return undefined;
      if (sq !== from && (position.white.has(sq) || position.black.has(sq)) && !captured.includes(sq)) {
        if (piece !== undefined) return undefined;
        piece = sq;
      }
    }
    if (piece === undefined) return undefined;
    captured.push(piece);
    a = b;
  }
  return { from, to: path[path.length - 1]!, path, captured };
}

/*
 * The direct way (`directMove`, `quickMove`): a text that is a quiet move `from-to` or a capture
 * with every landing square written names one candidate move. It is not checked here:
 * `engine.play` accepts it only when it is one of the legal paths. Any legal move that lists
 * every landing square of the text is this one (a path names its captures), and a quiet move is
 * given by its squares, so when `engine.play` accepts the candidate it is also the answer of the
 * full resolution in `playOne` (a text naming a path in full names that path).
 */

/** The direct candidate of parsed move text, or `undefined` for a text of another kind. */
function directMove(position: Position, text: MoveText): Move | undefined {
  const squares = text.squares;
  if (!text.capture) {
    return squares.length === 2
      ? quietMoves(position.variant.board.squareCount).get(quietKey(squares[0]!, squares[1]!))
      : undefined;
  }
  return captureCandidate(position, squares);
}

/** Scratch squares of `quickMove`. */
const quickSquares = /* @__PURE__ */ new Int32Array(32);
/**
 * Set by `quickMove` when it returns `null` for a two-square capture text (`10x14`): the quiet
 * move between those squares, if the board has one; else `undefined`.
 */
let quickQuiet: Move | undefined;

/**
 * `directMove` for a numeric tree move text (`32-28`, `26x17x10`, the common case), read from
 * the string without building the parsed text: the candidate, `null` for a numeric text with no
 * direct candidate, or `undefined` for any other text (algebraic, malformed, a square off the
 * board), which is then parsed in full.
 */
function quickMove(position: Position, move: string): Move | null | undefined {
  const count = position.variant.board.squareCount;
  const n = move.length;
  let i = 0;
  let squares = 0;
  let capture = false;
  for (;;) {
    let c = i < n ? move.charCodeAt(i) : -1;
    if (c < 48 || c > 57) return undefined;
    let v = 0;
    while (c >= 48 && c <= 57) {
      v = v * 10 + c - 48;
      i++;
      c = i < n ? move.charCodeAt(i) : -1;
    }
    if (v < 1 || v > count || squares === quickSquares.length) return undefined;
    quickSquares[squares++] = v;
    if (i >= n) break;
    if (c === 120) capture = true;
    else if (c !== 45) return undefined;
    i++;
  }
  if (squares < 2) return undefined;
  quickQuiet = undefined;
  if (!capture) return squares === 2 ? quietMoves(count).get(quietKey(quickSquares[0]!, quickSquares[1]!)) : null;
  const path: Square[] = new Array<Square>(squares);
  for (let k = 0; k < squares; k++) path[k] = quickSquares[k]!;
  const candidate = captureCandidate(position, path);
  if (candidate !== undefined) return candidate;
  if (squares === 2) quickQuiet = quietMoves(count).get(quietKey(quickSquares[0]!, quickSquares[1]!));
  return null;
}

/** The move `playOne` played last (a variable rather than a pair object per move). */
let playedMove: Move | undefined;

/** Replays one move: the position after it (the move in `playedMove`), or undefined (with an error). */
function playOne(ctx: Context, position: Position, node: PdnMove, ply: number): Position | undefined {
  // The commonest case: a quiet move or a full capture path, checked by playing it (one
  // generation of moves instead of listing them all and then playing).
  const quick = quickMove(position, node.move);
  if (quick) {
    const after = position.variant.engine.play(position, quick);
    if (after !== undefined) {
      ctx.onMove?.(node, position, quick);
      playedMove = quick;
      return after;
    }
  }
  const at = node.location ?? ctx.fallback;
  if (quick === null && quickQuiet !== undefined) {
    // `10x14` for a quiet move (CheckerBoard files write quiet moves so), a third of the moves
    // of some English files: when the quiet move is legal, no capture is (every variant makes
    // captures compulsory), so the resolution below would find no capture 10x14 and read the
    // quiet move, with this warning. The same answer without listing the moves twice.
    const quiet = quickQuiet;
    const after = position.variant.engine.play(position, quiet);
    if (after !== undefined) {
      problem(
        ctx,
        'warning',
        'separator',
        `ply ${ply} (${node.move}): written with x but captures nothing; read as ${writeSquares(ctx.variant, [quiet.from, quiet.to], false)}`,
        at,
        ply,
      );
      ctx.onMove?.(node, position, quiet);
      playedMove = quiet;
      return after;
    }
  }
  if (isPackedMove(node.move)) return playPacked(ctx, position, node, ply, at);
  const parsed = parseTreeMove(ctx.variant.board, node.move);
  if ('error' in parsed) {
    problem(ctx, 'error', 'illegal-move', `ply ${ply} (${node.move}): ${parsed.error}`, at, ply);
    return undefined;
  }
  const text = parsed.text;
  if (quick === undefined) {
    const direct = directMove(position, text);
    if (direct !== undefined) {
      const after = position.variant.engine.play(position, direct);
      if (after !== undefined) {
        ctx.onMove?.(node, position, direct);
        playedMove = direct;
        return after;
      }
    }
  }
  // A text that does not say "capture" may still name one (PDN 2.0 wrote `26-17` for a jump).
  let resolved = resolveMoveText(position, text, { dashCaptures: !text.capture }, false);
  let separator = false;
  if (!resolved.ok && resolved.error.code === 'illegal' && parsed.text.capture && parsed.text.squares.length === 2) {
    // `10x14` for a quiet move (CheckerBoard files): read by its squares, as CheckerBoard does.
    const quiet = resolveMoveText(position, { squares: parsed.text.squares, capture: false }, undefined, false);
    if (quiet.ok) {
      resolved = quiet;
      separator = true;
    }
  }
  if (!resolved.ok) {
    const error = resolved.error;
    if (error.code === 'ambiguous') {
      problem(
        ctx,
        'error',
        'ambiguous-move',
        `ply ${ply} (${node.move}): ${error.message}; write the full capture path`,
        at,
        ply,
      );
    } else {
      problem(
        ctx,
        'error',
        'illegal-move',
        `ply ${ply} (${node.move}): not a legal move for ${position.turn}: ${explainText(position, parsed.text, legalMoves(position))}`,
        at,
        ply,
      );
    }
    return undefined;
  }
  const move = resolved.value;
  if (separator) {
    problem(
      ctx,
      'warning',
      'separator',
      `ply ${ply} (${node.move}): written with x but captures nothing; read as ${writeSquares(ctx.variant, [move.from, move.to], false)}`,
      at,
      ply,
    );
  } else if (!text.capture && move.captured.length > 0 && node.move.includes('-')) {
    problem(
      ctx,
      'warning',
      'separator',
      `ply ${ply} (${node.move}): a capture written with "-" (PDN 2.0); PDN 3.0 writes ${writeSquares(ctx.variant, [move.from, move.to], true)}`,
      at,
      ply,
    );
  }
  ctx.onMove?.(node, position, move);
  playedMove = move;
  return play(position, move);
}

/**
 * Replays a numeric move written without separator (`3328`, `128`; see `packedMove.ts`): each
 * reading of its digits on the board is resolved as a move or a capture from its start to its
 * end. One legal move among them is played; two different ones are `ambiguous-move`, listing
 * them; none is `illegal-move`, naming the readings. Never a first pick.
 */
function playPacked(
  ctx: Context,
  position: Position,
  node: PdnMove,
  ply: number,
  at: PdnLocation,
): Position | undefined {
  const variant = ctx.variant;
  const readings = packedReadings(node.move, variant.board.squareCount);
  const written = (squares: readonly Square[]): string => writeSquares(variant, squares, false);
  const found: Move[] = [];
  for (const [from, to] of readings) {
    // Without a separator the text does not say whether it captures: both kinds fit.
    const resolved = resolveMoveText(position, { squares: [from, to], capture: false }, { dashCaptures: true }, false);
    if (resolved.ok) {
      if (!found.some((move) => moveEquals(move, resolved.value))) found.push(resolved.value);
    } else if (resolved.error.code === 'ambiguous') {
      problem(
        ctx,
        'error',
        'ambiguous-move',
        `ply ${ply} (${node.move}, read as ${written([from, to])}): ${resolved.error.message}; write the full capture path`,
        at,
        ply,
      );
      return undefined;
    }
  }
  if (found.length === 1) {
    const move = found[0]!;
    ctx.onMove?.(node, position, move);
    playedMove = move;
    return play(position, move);
  }
  if (found.length > 1) {
    const moves = found.map((move) => formatMove(position, move)).join(' or ');
    problem(
      ctx,
      'error',
      'ambiguous-move',
      `ply ${ply} (${node.move}): a move without separator that could be ${moves}; write it with its separator`,
      at,
      ply,
    );
    return undefined;
  }
  const board = variant.board.squareCount;
  if (readings.length === 0) {
    problem(
      ctx,
      'error',
      'illegal-move',
      `ply ${ply} (${node.move}): its digits cut into no two squares of the ${variant.name} board (1-${board})`,
      at,
      ply,
    );
    return undefined;
  }
  // Each reading with the reason it is not legal, then the legal moves once.
  const legal = legalMoves(position);
  const capture = legal.some((move) => move.captured.length > 0);
  const why = readings.map(([from, to]) => {
    const reason = illegalReason(position, [from, to], capture, legal);
    return reason === undefined ? written([from, to]) : `${written([from, to])} (${reason})`;
  });
  const list = legalMovesClause(legal.map(moveWriter(position, { distinct: true })));
  problem(
    ctx,
    'error',
    'illegal-move',
    `ply ${ply} (${node.move}): not a legal move for ${position.turn}, read as ${why.join(' or as ')}; ${list}`,
    at,
    ply,
  );
  return undefined;
}

interface Pending {
  readonly line: PdnLine;
  readonly position: Position;
  readonly ply: number;
}

/** Replays a line from `position`, queueing its variations; returns positions and moves played. */
function replayLine(
  ctx: Context,
  pending: Pending,
  queue: Pending[] | undefined,
  positions?: Position[],
  moves?: Move[],
): boolean {
  const { line } = pending;
  let position: Position | undefined = applySetups(
    ctx,
    pending.position,
    line.setups,
    line.moves[0]?.location ?? ctx.fallback,
    pending.ply,
  );
  if (position === undefined) return false;
  positions?.push(position);
  let ply = pending.ply;
  for (const node of line.moves) {
    const before: Position = position;
    const variations = node.variations;
    if (queue !== undefined && variations !== undefined)
      for (const variation of variations) queue.push({ line: variation, position: before, ply });
    const after = playOne(ctx, before, node, ply);
    if (after === undefined) return false;
    moves?.push(playedMove!);
    position =
      node.setups === undefined ? after : applySetups(ctx, after, node.setups, node.location ?? ctx.fallback, ply);
    if (position === undefined) return false;
    positions?.push(position);
    ply++;
  }
  return true;
}

/** The settings the replay's internals read: those of the caller, `variant` forcing one. */
type Settings = ReplaySettings & { readonly variant?: Variant };

/**
 * Replays a game's moves with the rules, considering only `options.variants` (required: the
 * exported `variants` array for every variant crownhead plays, `[english]` for one).
 *
 * The variant is the one of `options.variants` whose PDN GameType is the game's
 * (`options.variant`, given instead or as well, forces one):
 *
 * - a GameType tag (or, without one, `defaultGameType`) is obeyed unless the moves contradict
 *   it: when they do not replay to their end under it but all replay under another of
 *   `variants` whose board fits, over ten half-moves or more that it does not replay, the game
 *   is read as that one, with `gametype-contradicted` naming both (a warning; an error in strict
 *   mode). A short text proves little (`1. 22-18` is English's wrong side and Italian's opening
 *   move), hence the ten. A number outside PDN 3.0's table (and lidraughts' 96-98) is weighed
 *   the same way, and is `unsupported-variant` when no variant replays the moves;
 * - without either, the variants whose board and numbering fit the squares the FEN and the moves
 *   name (`gameTypeCandidates`, {@link detectGameType}) are weighed: the game is read
 *   as the one under which its moves replay furthest, ties going to the earlier of that order
 *   (for 8x8 numbers English, Italian, Spanish, Portuguese, Thai, American pool, then the 10x10
 *   games; for algebraic squares Russian, Brazilian, Czech, Turkish; docs/cli.md), with a
 *   `variant-guessed` warning naming the choice and the candidates. A text of fewer than ten
 *   half-moves whose first move plays under the first candidate is weighed only against the
 *   variants on its board (same `board.key`), where the squares mean the same. The first
 *   variant under which every move replays ends the weighing, so a game that replays under the first
 *   candidate is replayed once; `onMove` hears only the variant chosen.
 *
 * A GameType tag none of `variants` plays is `unsupported-variant`.
 * This function and its module do not import the registry of every variant: an application
 * that passes `[english]` bundles no other variant's rules.
 *
 * The start is the FEN tag (a trailing `.` and a `?` side to move are accepted; SetUp tags are
 * ignored), else the variant's start position; setup commands `/FEN "…"/` change the position
 * where they stand. Every move is resolved against the legal moves of its position: full and
 * partial capture paths, `-` for a capture when no quiet move fits (PDN 2.0), algebraic squares
 * for algebraic game types, numeric moves without separator split on the board (`3328` is 33-28;
 * of the two cuts of `128`, 1-28 and 12-8, the one that is legal, and `ambiguous-move` when both
 * are: docs/guides/pdn.md, "Moves without separator").
 *
 * The mainline stops at its first illegal or ambiguous move, reported with its ply, line and
 * column; `positions` and `moves` hold everything up to it. Each variation is checked from the
 * position before the move it replaces, and stops at its own first bad move. `options.onMove`,
 * when given, is called with each move node that replayed, the position before it and its move.
 *
 * Errors (in `problems`, never thrown): `unsupported-variant` (a GameType none of `variants`
 * plays), `bad-fen`, `illegal-move`, `ambiguous-move`; warnings: `gametype`, `variant-guessed`,
 * `gametype-contradicted` (an error in strict mode), `unknown-turn`,
 * `unknown-setup`, `separator`, `result-mismatch`, and in lenient mode (the default)
 * `man-on-crowning-row` (such a man is loaded as a king) and `unnamed-fen-list` (`W::.` is an
 * empty board), which `{ mode: 'strict' }` reports as `bad-fen`.
 *
 * Throws a `CrownheadError` `bad-argument` naming the argument at fault: `options.variants` when
 * neither it nor `options.variant` is given (a plain JavaScript caller), or the field of `game`
 * (`game.moves[3].comments`) when `game` does not have the shape its type says (a tree built in
 * code; docs/reliability.md, "Trees and rows built in code").
 * @example
 * ```ts
 * import { english, formatFen, variants } from 'crownhead';
 * import { parsePdn, replay } from 'crownhead/pdn';
 *
 * const [game] = parsePdn('[GameType "21"]\n1. 11-15 23-19 2. 8-11 22-17 *').games;
 * const r = replay(game, { variants: [english] });
 * [r.ok, r.variant?.key, r.moves.length]; // => [true, 'english', 4]
 * formatFen(r.positions.at(-1)!); // => 'B:W17,19,21,24-32:B1-7,9-12,15'
 * replay(parsePdn('[GameType "20"]\n1. 32-28 *').games[0], { variants: [english] }).problems[0].code; // => 'unsupported-variant'
 * replay(parsePdn('[GameType "20"]\n1. 32-28 *').games[0], { variants }).variant?.key; // => 'international'
 * // After 22-18, 15x22 is compulsory (WCDF 1.20), so 15-19 is illegal:
 * const bad = replay(parsePdn('[GameType "21"]\n1. 11-15 22-18 2. 15-19 *').games[0]!, { variants });
 * bad.problems.map((p) => [p.code, p.ply]); // => [['illegal-move', 3]]
 * // A numeric move without separator: 1115 is 11-15 on every board.
 * replay(parsePdn('[GameType "21"]\n1. 1115 2319 *').games[0], { variants: [english] }).moves.length; // => 2
 * // Without a GameType tag, the variants given are weighed by the moves:
 * const untagged = replay(parsePdn('1. 11-15 23-19 *').games[0], { variants: [english] });
 * [untagged.variant?.key, untagged.problems.map((p) => p.code)]; // => ['english', ['variant-guessed']]
 * // onMove hears each move that replayed:
 * const captures: string[] = [];
 * replay(parsePdn('1. 11-15 22-18 2. 15x22 *').games[0], {
 *   variants: [english],
 *   onMove: (node, before, move) => {
 *     if (move.captured.length > 0) captures.push(`${node.move} takes ${move.captured.join(',')}`);
 *   },
 * });
 * captures; // => ['15x22 takes 18']
 * ```
 */
export function replay(game: PdnGame, options: ReplayOptions): Replay {
  expectPdnGame(game, 'game', 'replay');
  return replayTree(game, options, options?.onMove, 'replay');
}

/**
 * {@link replay} without the shape check of the tree, calling `onMove` (in place of the
 * caller's): for trees the reader built, or checked already by the caller (`canonicalGame`,
 * `gameFromPdn`, the export's rows). Checks the variants (`fn` names the public function).
 */
export function replayTree(
  game: PdnGame,
  options: ReplaySettings & VariantChoice,
  onMove: OnMove | undefined,
  fn: string,
): Replay {
  const variants = expectVariantChoice(options, fn);
  expectReplayOptions(options, fn);
  return replayChoosing(variants, game, options, onMove);
}

/** A game replayed under one variant: what {@link replayChoosing} weighs and returns. */
interface Attempt extends Reach {
  readonly start: Position | undefined;
  readonly positions: readonly Position[];
  readonly moves: readonly Move[];
  /** The problems of the FEN, the setups and the moves (not those of the tags). */
  readonly problems: readonly PdnProblem[];
  /** lidraughts' counters of the FEN tag, when it has them. */
  readonly counters: FenCounters | undefined;
}

type OnMove = (node: PdnMove, before: Position, move: Move) => void;

/** Replays `game` under `variant`: its start, then the mainline, then (with `variations`) the variations. */
function attempt(
  variant: Variant,
  game: PdnGame,
  options: Settings | undefined,
  onMove: OnMove | undefined,
  variations: boolean,
): Attempt {
  const problems: PdnProblem[] = [];
  const fallback = game.location ?? NOWHERE;
  const ctx: Context = {
    variant,
    lenient: options?.mode !== 'strict',
    problems,
    index: game.index ?? 0,
    fallback,
    onMove,
  };
  const positions: Position[] = [];
  const moves: Move[] = [];
  const fenTag = game.tags.find((t) => t.name === 'FEN');
  const record: FenRecord | undefined =
    fenTag === undefined
      ? { position: startPosition(variant) }
      : readFen(ctx, fenTag.value, fenTag.location ?? fallback);
  if (record === undefined)
    return { variant, plies: -1, complete: false, start: undefined, positions, moves, problems, counters: undefined };
  const start = record.position;
  const queue: Pending[] | undefined = variations ? [] : undefined;
  const complete = replayLine(ctx, { line: game, position: start, ply: 1 }, queue, positions, moves);
  // Variations, each from the position before the move it replaces; a queue, not recursion.
  if (queue !== undefined) {
    while (queue.length > 0) replayLine(ctx, queue.pop()!, queue);
  }
  const { halfmoveClock, fullmoveNumber } = record;
  const counters: FenCounters | undefined =
    halfmoveClock === undefined && fullmoveNumber === undefined
      ? undefined
      : {
          ...(halfmoveClock === undefined ? {} : { halfmoveClock }),
          ...(fullmoveNumber === undefined ? {} : { fullmoveNumber }),
        };
  return { variant, plies: moves.length, complete, start, positions, moves, problems, counters };
}

/** Which variant the game was read as, and what is to be said about the choice. */
interface Choice {
  readonly attempt: Attempt | undefined;
  /** The GameType the game is taken to be and what decided it. */
  readonly gameType: number;
  readonly source: GameTypeSource;
  /** Problems about the choice (`variant-guessed`, `gametype-contradicted`, `unsupported-variant`). */
  readonly problems: readonly PdnProblem[];
}

/**
 * The first of `others` under which the mainline replays to its end (tried in order, mainline
 * only, then replayed in full), or `undefined` when none does. `tried` receives how far each went.
 */
function completeAmong(
  game: PdnGame,
  options: Settings | undefined,
  onMove: OnMove | undefined,
  others: readonly Variant[],
  tried: Reach[],
): Attempt | undefined {
  // A game without variations (or replayed without them) is replayed once per variant tried:
  // the probe that replays every move is the answer, its calls to onMove passed on.
  const once = options?.variations === false || !game.moves.some((node) => node.variations !== undefined);
  for (const variant of others) {
    const held = once ? heldCalls(onMove) : undefined;
    const probe = attempt(variant, game, options, held?.record, false);
    tried.push(probe);
    if (!probe.complete) continue;
    if (held === undefined) return attempt(variant, game, options, onMove, true);
    held.flush();
    return probe;
  }
  return undefined;
}

/**
 * How many half-moves the moves must replay under another variant beyond the point where the
 * stated one (a GameType tag, the caller's default) stops, for the moves to overrule it. A short
 * text proves little: `1. 22-18` breaks English's rules (Black moves first) and is Italian's
 * opening move, and a one-move problem that English calls ambiguous may be one capture under a
 * variant whose men take backwards. A file whose GameType is wrong shows it in every game, over
 * tens of half-moves (the Italian games of test/pdn/variantGuess.test.ts stop at ply 1 as
 * English and replay 17 to 125 half-moves as Italian).
 */
const OVERRULE_PLIES = 10;

/**
 * Calls to `onMove` held back until the variant is chosen (a variant weighed and then left must
 * not have reported its moves): `record` keeps them, `flush` passes them on.
 */
function heldCalls(onMove: OnMove | undefined): { readonly record: OnMove | undefined; readonly flush: () => void } {
  if (onMove === undefined) return { record: undefined, flush: () => {} };
  const calls: Array<PdnMove | Position | Move> = [];
  return {
    record: (node, before, move) => {
      calls.push(node, before, move);
    },
    flush: () => {
      for (let i = 0; i < calls.length; i += 3)
        onMove(calls[i] as PdnMove, calls[i + 1] as Position, calls[i + 2] as Move);
    },
  };
}

/** A problem about the whole game, at its start (or at `where`). */
function gameProblem(
  game: PdnGame,
  severity: PdnSeverity,
  code: PdnProblemCode,
  message: string,
  where?: PdnLocation,
): PdnProblem {
  const out: PdnProblem[] = [];
  problem({ problems: out, index: game.index ?? 0 }, severity, code, message, where ?? game.location ?? NOWHERE);
  return out[0]!;
}

/**
 * The game read under the GameType it states (its tag, or the caller's default), or, when its
 * moves do not replay to the end under it and they do under another variant whose board fits, as
 * that one, with `gametype-contradicted` (a warning, an error in strict mode).
 */
function chooseStated(
  game: PdnGame,
  options: Settings | undefined,
  onMove: OnMove | undefined,
  variants: readonly Variant[],
  detected: DetectedGameType,
  variant: Variant,
): Choice {
  const held = heldCalls(onMove);
  const first = attempt(variant, game, options, held.record, options?.variations !== false);
  const keep: Choice = { attempt: first, gameType: detected.gameType, source: detected.source, problems: [] };
  if (first.complete) {
    held.flush();
    return keep;
  }
  const squares = detected.source === 'gametype' ? detectFromSquares(detectionView(game)) : detected;
  if (squares.family === undefined) {
    held.flush();
    return keep;
  }
  const others = variantsToWeigh(variants, squares).filter((v) => v !== variant);
  const total = game.moves.length;
  // Another variant overrules the stated one when the moves replay to their end under it over at
  // least OVERRULE_PLIES half-moves that the stated one does not replay.
  const other =
    total - Math.max(0, first.plies) < OVERRULE_PLIES ? undefined : completeAmong(game, options, onMove, others, []);
  if (other === undefined) {
    held.flush();
    return keep;
  }
  const said =
    detected.source === 'gametype'
      ? `the GameType tag says ${gameTypeInfo(variant.gameType)?.name ?? variant.name} (${detected.tag!.value})`
      : `the default game type is ${named(variant)}`;
  return contradicted(game, options, said, first, other, detected.tag?.location);
}

/**
 * The choice of `other`, under which the moves replay to their end, over what was `said` (the
 * GameType tag or the default game type, which replayed as far as `stated`), with its
 * `gametype-contradicted` problem: a warning, an error in strict mode.
 */
function contradicted(
  game: PdnGame,
  options: Settings | undefined,
  said: string,
  stated: Reach | undefined,
  other: Attempt,
  where: PdnLocation | undefined,
): Choice {
  const severity: PdnSeverity = options?.mode === 'strict' ? 'error' : 'warning';
  const message = contradictedMessage(said, stated, other, game.moves.length);
  return {
    attempt: other,
    gameType: other.variant.gameType,
    source: 'moves',
    problems: [gameProblem(game, severity, 'gametype-contradicted', message, where)],
  };
}

/**
 * The variant of a game that states none: of the variants whose board fits the squares it names,
 * in the order that breaks ties, the first under which every move replays, else the one under
 * which the moves replay furthest (the earlier on a tie); with `variant-guessed`.
 */
function chooseByMoves(
  game: PdnGame,
  options: Settings | undefined,
  onMove: OnMove | undefined,
  order: readonly Variant[],
  detected: DetectedGameType,
): Choice {
  const held = heldCalls(onMove);
  const first = attempt(order[0]!, game, options, held.record, options?.variations !== false);
  const tried: Reach[] = [first];
  let chosen: Attempt = first;
  // A short text whose first move plays under the first candidate is weighed only against the
  // variants on the same board, whose squares mean what they mean for it (Russian, Brazilian
  // and Czech; English and American pool): on a board numbered otherwise two or three
  // half-moves keep the rules by chance (`1. 11-15 22-18 2. 15-19`, an English error, is a
  // legal Thai text), where a game of ten half-moves or more does not.
  const short = first.plies > 0 && game.moves.length < OVERRULE_PLIES;
  const others = first.complete
    ? []
    : short
      ? order.slice(1).filter((v) => v.board.key === first.variant.board.key)
      : order.slice(1);
  if (others.length === 0) held.flush();
  else {
    let best: Reach = first;
    const other = completeAmong(game, options, onMove, others, tried);
    for (const reach of tried) if (reach.plies > best.plies) best = reach;
    if (other !== undefined) chosen = other;
    else if (best === first) held.flush();
    else chosen = attempt(best.variant, game, options, onMove, options?.variations !== false);
  }
  const gameType = chosen.variant.gameType;
  const source: GameTypeSource = gameType === detected.gameType ? detected.source : 'moves';
  const message = guessedMessage(
    chosen,
    order,
    tried,
    game.moves.length,
    detected.family !== undefined,
    short && !first.complete,
  );
  return {
    attempt: chosen,
    gameType,
    source,
    problems: [gameProblem(game, 'warning', 'variant-guessed', message, detected.tag?.location)],
  };
}

/** `unsupported-variant`: no variant considered plays the game's GameType. */
function unsupported(game: PdnGame, variants: readonly Variant[], detected: DetectedGameType): Choice {
  const info = gameTypeInfo(detected.gameType);
  const name = info === undefined ? `GameType ${detected.gameType}` : `${info.name} (GameType ${detected.gameType})`;
  const how =
    detected.source === 'gametype'
      ? ''
      : detected.source === 'default'
        ? ' (the default game type)'
        : ` (guessed from the ${detected.source}; give a GameType tag)`;
  const known =
    info === undefined
      ? 'is not a PDN game type crownhead knows, and the moves do not show another (no variant whose board fits replays ten half-moves or more of them to their end)'
      : `is not one of the variants replayed (${variants.map((v) => v.key).join(', ') || 'none'})`;
  const message = `${name}${how} ${known}; the moves were not checked`;
  return {
    attempt: undefined,
    gameType: detected.gameType,
    source: detected.source,
    problems: [gameProblem(game, 'error', 'unsupported-variant', message, detected.tag?.location)],
  };
}

/**
 * The variant a game is read as ({@link replay}): `options.variant`; else the GameType tag's
 * (or, without a tag, the default game type's), unless the moves contradict it; else the one the
 * moves choose among those whose board fits. A GameType number outside the table of PDN 3.0 (and
 * lidraughts' 96-98) is weighed as a game without a tag.
 */
function choose(
  game: PdnGame,
  options: Settings | undefined,
  onMove: OnMove | undefined,
  variants: readonly Variant[],
  detected: DetectedGameType,
): Choice {
  const forced = options?.variant;
  if (forced !== undefined) {
    return {
      attempt: attempt(forced, game, options, onMove, options?.variations !== false),
      gameType: detected.gameType,
      source: detected.source,
      problems: [],
    };
  }
  const stated =
    detected.source === 'gametype' || (detected.source === 'default' && options?.defaultGameType !== undefined);
  if (stated) {
    const variant = variants.find((v) => v.gameType === detected.gameType);
    if (variant !== undefined) return chooseStated(game, options, onMove, variants, detected, variant);
    if (detected.source !== 'gametype' || gameTypeInfo(detected.gameType) !== undefined)
      return unsupported(game, variants, detected);
    // A number no table gives (producers write such numbers): weighed as a game without a tag,
    // and taken only when a variant replays every move.
    const squares = detectFromSquares(detectionView(game));
    const order = squares.family === undefined ? [] : variantsToWeigh(variants, squares);
    const tried: Reach[] = [];
    const found = game.moves.length < OVERRULE_PLIES ? undefined : completeAmong(game, options, onMove, order, tried);
    if (found === undefined) return unsupported(game, variants, detected);
    const said = `the GameType tag says ${detected.tag!.value}, a number outside PDN 3.0's table and lidraughts' 96-98`;
    return contradicted(game, options, said, undefined, found, detected.tag?.location);
  }
  const order = variantsToWeigh(variants, detected);
  if (order.length === 0) return unsupported(game, variants, detected);
  return chooseByMoves(game, options, onMove, order, detected);
}

/** {@link replay} among `variants`, calling `onMove` with each move node that replayed, its position and its move. */
function replayChoosing(
  variants: readonly Variant[],
  game: PdnGame,
  options: Settings | undefined,
  onMove: OnMove | undefined,
): Replay {
  const index = game.index ?? 0;
  const fallback = game.location ?? NOWHERE;
  const detected = detectGameTypeOf(detectionView(game), options?.defaultGameType);
  const chosen = choose(game, options, onMove, variants, detected);
  const problems: PdnProblem[] = [...chosen.problems];
  const base = { problems, index };
  if (detected.note !== undefined)
    problem(base, 'warning', 'gametype', detected.note, detected.tag?.location ?? fallback);
  const variant = chosen.attempt?.variant;
  const info = gameTypeInfo(chosen.gameType);
  const firstPlayer: Color = variant?.firstPlayer ?? info?.firstPlayer ?? 'white';
  const resultTag = game.tags.find((t) => t.name === 'Result');
  const result = resultMeaningOf(
    resultTag?.value ?? game.terminator ?? '*',
    firstPlayer,
    options?.resultOrder ?? 'first-player',
  );
  if (resultTag !== undefined && game.terminator !== undefined && game.terminator !== '*') {
    const said = resultMeaningOf(game.terminator, firstPlayer, options?.resultOrder ?? 'first-player');
    const winner = (o: PdnOutcome): string | undefined => (o.kind === 'win' ? o.winner : undefined);
    if (said.kind !== result.kind || winner(said) !== winner(result)) {
      problem(
        base,
        'warning',
        'result-mismatch',
        `the game ends with ${game.terminator} but its Result tag says ${resultTag.value}`,
        resultTag.location ?? fallback,
      );
    }
  }
  const gameType = chosen.gameType;
  const gameTypeSource = chosen.source;
  const played = chosen.attempt;
  if (played === undefined)
    return {
      gameType,
      gameTypeSource,
      result,
      problems,
      ok: false,
      variant: undefined,
      start: undefined,
      positions: [],
      moves: [],
      complete: false,
    };
  for (const p of played.problems) problems.push(p);
  problems.sort((a, b) => a.offset - b.offset);
  const ok = !problems.some((p) => p.severity === 'error');
  const replayed: Replay = {
    gameType,
    gameTypeSource,
    result,
    problems,
    ok,
    variant: played.variant,
    start: played.start,
    positions: played.positions,
    moves: played.moves,
    complete: played.complete,
  };
  // lidraughts' counters of the FEN tag, for the game value (`gameFromPdn`).
  return played.counters === undefined ? replayed : { ...replayed, counters: played.counters };
}
