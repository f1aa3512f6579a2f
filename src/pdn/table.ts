/**
 * PDN games as table rows for data tools (DuckDB, pandas, spreadsheets, bot training sets): one
 * row per game ({@link gameRow}) or one row per half-move of the main line ({@link moveRows}),
 * written as CSV (RFC 4180, {@link csvLine}) or JSON lines ({@link jsonLine}). With the rules
 * (it replays every game); a module of its own, so a program that does not export pays nothing.
 * @module
 */
import type { Color, Move } from '../core/types.js';
import type { Position } from '../core/position.js';
import { toFen } from '../notation/fen.js';
import { formatMove } from '../notation/moveText.js';
import { squareLabel } from '../board/algebraic.js';
import { legalMoves } from '../rules/play.js';
import type { PdnGame, PdnMove, PdnProblem } from './types.js';
import type { PdnRecord } from './parser.js';
import type { Replay, ReplayOptions } from './replay.js';
import { replayWith } from './replayAny.js';
import type { PdnOutcome } from './result.js';

/** One cell: text, a number, a boolean, or `null` for "no value" (an empty CSV field). */
export type TableCell = string | number | boolean | null;

/**
 * The columns of a games table, in order. The seven roster tags (`event` … `result`, the first
 * tag of each name), `game_type` and `fen` are columns of their own; every other tag is in
 * `other_tags`, a JSON object (a name met again gets `Name#2`, `Name#3`, … so nothing is lost).
 * @example
 * ```ts
 * import { GAME_COLUMNS } from 'crownhead/pdn';
 * GAME_COLUMNS.slice(0, 4); // => ['file', 'game', 'event', 'site']
 * ```
 */
export const GAME_COLUMNS = [
  'file',
  'game',
  'event',
  'site',
  'date',
  'round',
  'white',
  'black',
  'result',
  'game_type',
  'fen',
  'other_tags',
  'variant',
  'outcome',
  'winner',
  'plies',
  'final_fen',
  'error_code',
  'error_ply',
  'error_line',
  'error_column',
  'error_message',
  'warnings',
] as const;

/**
 * The columns of a moves table, in order: one row per half-move of the main line that replayed.
 * @example
 * ```ts
 * import { MOVE_COLUMNS } from 'crownhead/pdn';
 * MOVE_COLUMNS.slice(2, 6); // => ['ply', 'side', 'fen_before', 'move']
 * ```
 */
export const MOVE_COLUMNS = [
  'file',
  'game',
  'ply',
  'side',
  'fen_before',
  'move',
  'path',
  'captured',
  'capture',
  'legal_moves',
  'variant',
  'result',
  'outcome',
  'winner',
] as const;

/** A row of the games table ({@link GAME_COLUMNS}). */
export interface GameRow {
  /** The file (or any name the caller gives the source). */
  readonly file: string;
  /** The game's number in its file, from 1. */
  readonly game: number;
  /** The first `Event` tag, or `null`. */
  readonly event: string | null;
  /** The first `Site` tag, or `null`. */
  readonly site: string | null;
  /** The first `Date` tag, or `null`. */
  readonly date: string | null;
  /** The first `Round` tag, or `null`. */
  readonly round: string | null;
  /** The first `White` tag, or `null`. */
  readonly white: string | null;
  /** The first `Black` tag, or `null`. */
  readonly black: string | null;
  /** The first `Result` tag, else the result token that ended the game, else `null`. */
  readonly result: string | null;
  /** The first `GameType` tag as written, or `null`. */
  readonly game_type: string | null;
  /** The first `FEN` tag as written, or `null`. */
  readonly fen: string | null;
  /** Every other tag, as a JSON object text (`{}` when there is none). */
  readonly other_tags: string;
  /** The variant's key (`english`), or `null` when crownhead does not play the game type. */
  readonly variant: string | null;
  /** What the result means: `win`, `draw`, `double-forfeit`, `unfinished` or `other` ({@link PdnOutcome}). */
  readonly outcome: PdnOutcome['kind'];
  /** The winner for a win, else `null`. */
  readonly winner: Color | null;
  /** The half-moves of the main line that replayed (all of them when there is no error on the main line). */
  readonly plies: number;
  /** The position after those half-moves as FEN, or `null` when there is no start position. */
  readonly final_fen: string | null;
  /** The code of the game's first error (reading or replay, in file order), or `null`. */
  readonly error_code: string | null;
  /** The ply of that error when it is about a move, else `null`. */
  readonly error_ply: number | null;
  /** The line of that error in the file, or `null`. */
  readonly error_line: number | null;
  /** The column of that error, or `null`. */
  readonly error_column: number | null;
  /** The message of that error, or `null`. */
  readonly error_message: string | null;
  /** How many warnings the game has (reading and replay). */
  readonly warnings: number;
}

/** A row of the moves table ({@link MOVE_COLUMNS}). */
export interface MoveRow {
  /** The file (or any name the caller gives the source). */
  readonly file: string;
  /** The game's number in its file, from 1 (with `file`, the game's id). */
  readonly game: number;
  /** The half-move's number in the main line, from 1. */
  readonly ply: number;
  /** The side that makes the move. */
  readonly side: Color;
  /** The position before the move, as FEN. */
  readonly fen_before: string;
  /** The move in canonical PDN (`11-15`, `15x22`; the full path only when needed). */
  readonly move: string;
  /** Every square the piece stands on, as PDN (`26x17x10`; `11-15` for a quiet move). */
  readonly path: string;
  /** The captured squares in capture order, separated by commas (`""` when none). */
  readonly captured: string;
  /** True for a capture. */
  readonly capture: boolean;
  /** The number of legal moves in the position before (distinct moves, as `legalMoves` lists them). */
  readonly legal_moves: number;
  /** The variant's key. */
  readonly variant: string;
  /** The game's result as in {@link GameRow.result}. */
  readonly result: string | null;
  /** What the game's result means. */
  readonly outcome: PdnOutcome['kind'];
  /** The game's winner for a win, else `null`. */
  readonly winner: Color | null;
}

/** Options of {@link gameRow} and {@link moveRows}: the file name for the rows, and how to replay. */
export interface TableOptions extends ReplayOptions {
  /** The `file` column (default `''`). */
  readonly file?: string;
}

const ROSTER: Readonly<Record<string, keyof GameRow>> = {
  Event: 'event',
  Site: 'site',
  Date: 'date',
  Round: 'round',
  White: 'white',
  Black: 'black',
  Result: 'result',
  GameType: 'game_type',
  FEN: 'fen',
};

/** The result of a game as written: its first Result tag, else the token that ended it. */
function resultText(game: PdnGame): string | null {
  return game.tags.find((t) => t.name === 'Result')?.value ?? game.terminator ?? null;
}

/**
 * The games-table row of one record (as `readPdn` gives them), replaying its game; `undefined`
 * for a record without a game (problems that belong to no game). The record is not changed.
 * @example
 * ```ts
 * import { gameRow, parsePdn } from 'crownhead/pdn';
 * const [game] = parsePdn('[Event "Club"]\n[Result "1-0"]\n[Round "2"]\n[Annotator "J. Doe"]\n[GameType "21"]\n1. 11-15 23-19 2. 8-11 1-0').games;
 * const row = gameRow({ index: 1, game, problems: [] }, { file: 'club.pdn' })!;
 * [row.event, row.result, row.outcome, row.winner, row.plies]; // => ['Club', '1-0', 'win', 'black', 3]
 * row.other_tags; // => '{"Annotator":"J. Doe"}'
 * row.final_fen; // => 'W:W19,21,22,24-32:B1-7,9-12,15'
 * [row.variant, row.error_code, row.warnings]; // => ['english', null, 0]
 * ```
 */
export function gameRow(record: PdnRecord, options?: TableOptions): GameRow | undefined {
  const game = record.game;
  if (game === undefined) return undefined;
  const replayed = replayWith(game, options, undefined);
  return gameRowOf(record, replayed, options?.file ?? '');
}

/** The games-table row of a record whose game `replayed` is the replay of. */
export function gameRowOf(record: PdnRecord, replayed: Replay, file: string): GameRow {
  const game = record.game!;
  const named: Record<string, string | null> = {
    event: null,
    site: null,
    date: null,
    round: null,
    white: null,
    black: null,
    result: null,
    game_type: null,
    fen: null,
  };
  const others: Record<string, string> = {};
  const seen = new Map<string, number>();
  for (const tag of game.tags) {
    const times = (seen.get(tag.name) ?? 0) + 1;
    seen.set(tag.name, times);
    const column = Object.hasOwn(ROSTER, tag.name) ? ROSTER[tag.name] : undefined;
    if (column !== undefined && times === 1) named[column] = tag.value;
    else others[times === 1 ? tag.name : `${tag.name}#${times}`] = tag.value;
  }
  named.result ??= game.terminator ?? null;
  let first: PdnProblem | undefined;
  let warnings = 0;
  for (const list of [record.problems, replayed.problems]) {
    for (const p of list) {
      if (p.severity === 'warning') warnings++;
      else if (first === undefined || p.offset < first.offset) first = p;
    }
  }
  const last = replayed.positions.at(-1);
  const outcome = replayed.result;
  return {
    file,
    game: record.index,
    event: named.event ?? null,
    site: named.site ?? null,
    date: named.date ?? null,
    round: named.round ?? null,
    white: named.white ?? null,
    black: named.black ?? null,
    result: named.result ?? null,
    game_type: named.game_type ?? null,
    fen: named.fen ?? null,
    other_tags: JSON.stringify(others),
    variant: replayed.variant?.key ?? null,
    outcome: outcome.kind,
    winner: outcome.kind === 'win' ? outcome.winner : null,
    plies: replayed.moves.length,
    final_fen: last === undefined ? null : toFen(last),
    error_code: first?.code ?? null,
    error_ply: first?.ply ?? null,
    error_line: first?.line ?? null,
    error_column: first?.column ?? null,
    error_message: first?.message ?? null,
    warnings,
  };
}

/**
 * The moves-table rows of one record: one per half-move of the main line, up to its first move
 * that does not replay (none for a record without a game or a variant crownhead does not play).
 * Variations are not replayed. The record is not changed.
 * @example
 * ```ts
 * import { moveRows, parsePdn } from 'crownhead/pdn';
 * const [game] = parsePdn('[Result "0-1"]\n1. 11-15 22-18 2. 15x22 0-1').games;
 * const rows = moveRows({ index: 1, game, problems: [] }, { file: 'a.pdn' });
 * rows.map((r) => [r.ply, r.side, r.move, r.captured, r.legal_moves]); // => [[1, 'black', '11-15', '', 7], [2, 'white', '22-18', '', 7], [3, 'black', '15x22', '18', 1]]
 * [rows[2]!.fen_before, rows[2]!.winner]; // => ['B:W18,21,23-32:B1-10,12,15', 'white']
 * ```
 */
export function moveRows(record: PdnRecord, options?: TableOptions): readonly MoveRow[] {
  const game = record.game;
  if (game === undefined) return [];
  const file = options?.file ?? '';
  const rows: MoveRow[] = [];
  const main = game.moves;
  let ply = 0;
  const pending: { before: Position; move: Move }[] = [];
  const onMove = (node: PdnMove, before: Position, move: Move): void => {
    // The main line replays first and in order; only its nodes make rows.
    if (main[ply] === node) {
      ply++;
      pending.push({ before, move });
    }
  };
  const replayed = replayWith(game, { ...options, variations: false }, onMove);
  const variant = replayed.variant;
  if (variant === undefined) return rows;
  const result = resultText(game);
  const outcome = replayed.result;
  const winner = outcome.kind === 'win' ? outcome.winner : null;
  for (let i = 0; i < pending.length; i++) {
    const { before, move } = pending[i]!;
    const capture = move.captured.length > 0;
    rows.push({
      file,
      game: record.index,
      ply: i + 1,
      side: before.turn,
      fen_before: toFen(before),
      move: formatMove(before, move, { distinct: true }),
      path: move.path.map((sq) => squareLabel(variant, sq)).join(capture ? 'x' : '-'),
      captured: move.captured.map((sq) => squareLabel(variant, sq)).join(','),
      capture,
      legal_moves: legalMoves(before).length,
      variant: variant.key,
      result,
      outcome: outcome.kind,
      winner,
    });
  }
  return rows;
}

/** Characters that make a CSV field need quotes (RFC 4180 section 2, rules 5 and 6). */
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One CSV record (RFC 4180, docs/sources.md, CSV): the cells separated by commas and ended by
 * CRLF. A field with a comma, a double quote, CR or LF is quoted, its quotes doubled; `null`
 * is an empty field and the empty string a quoted empty field (`""`), so a reader such as
 * DuckDB tells them apart; booleans are `true` / `false`.
 * @example
 * ```ts
 * import { csvLine } from 'crownhead/pdn';
 * csvLine(['a', 'b,c', 'say "hi"', null, '', 3, true]); // => 'a,"b,c","say ""hi""",,"",3,true\r\n'
 * ```
 */
export function csvLine(cells: readonly TableCell[]): string {
  let out = '';
  for (let i = 0; i < cells.length; i++) {
    if (i > 0) out += ',';
    const cell = cells[i];
    if (cell === null || cell === undefined) continue;
    if (typeof cell !== 'string') out += String(cell);
    else if (cell === '') out += '""';
    else out += NEEDS_QUOTES.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
  }
  return `${out}\r\n`;
}

/**
 * One JSON line: the row's `columns` as a JSON object, keys in that order, ended by `\n`.
 * @example
 * ```ts
 * import { jsonLine } from 'crownhead/pdn';
 * jsonLine(['ply', 'move'], { ply: 1, move: '11-15', other: 0 }); // => '{"ply":1,"move":"11-15"}\n'
 * ```
 */
export function jsonLine(columns: readonly string[], row: Readonly<Record<string, TableCell>>): string {
  const object: Record<string, TableCell> = {};
  for (const column of columns) object[column] = row[column] ?? null;
  return `${JSON.stringify(object)}\n`;
}

/**
 * The cells of a row in the order of `columns`, for {@link csvLine}.
 * @example
 * ```ts
 * import { rowCells } from 'crownhead/pdn';
 * rowCells(['ply', 'move'], { move: '11-15', ply: 1 }); // => [1, '11-15']
 * ```
 */
export function rowCells(columns: readonly string[], row: Readonly<Record<string, TableCell>>): TableCell[] {
  return columns.map((column) => row[column] ?? null);
}
