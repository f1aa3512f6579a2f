/**
 * PDN games as table rows for data tools (DuckDB, pandas, spreadsheets, bot training sets): one
 * row per game ({@link gameRow}) or one row per half-move of the main line ({@link moveRows}),
 * written as CSV (RFC 4180, {@link csvLine}) or JSON lines ({@link jsonLine}). With the rules
 * (it replays every game); a module of its own, so a program that does not export pays nothing.
 * @module
 */
import type { Color, Move } from '../core/types.js';
import type { Position } from '../core/position.js';
import type { Variant } from '../core/variant.js';
import { formatFen } from '../notation/fen.js';
import { formatMove } from '../notation/moveText.js';
import { squareLabel, writeSquares } from '../board/algebraic.js';
import { legalMoves } from '../rules/play.js';
import type { PdnGame, PdnMove, PdnProblem } from './types.js';
import type { PdnRecord } from './parser.js';
import type { Replay, ReplaySettings, VariantChoice } from './replay.js';
import { replayTree } from './replay.js';
import { expectCells, expectRecord, expectReplayOptions, expectRow } from './shape.js';
import { expectVariantChoice } from '../core/positionArguments.js';
import type { PdnOutcome } from './result.js';

/**
 * One cell: text, a number, a boolean, `null` for "no value" (an empty CSV field), a list of
 * texts (`captured`) or a map of texts (`other_tags`). JSON lines write the last two as a JSON
 * array and object; CSV as text (see {@link csvLine}).
 */
export type TableCell = string | number | boolean | null | readonly string[] | Readonly<Record<string, string>>;

/**
 * Who the result says won, for a data tool: `white` or `black` (a win), `draw`, `none` (`0-0`:
 * both sides forfeited) or `unknown` (`*`, no result, or a value such as a match score that says
 * no side). Never `null`, so a draw is not mistaken for a missing value.
 */
export type TableDecision = 'white' | 'black' | 'draw' | 'none' | 'unknown';

/**
 * The type of a column's values, the same whatever the games hold, so that a reader given it
 * never guesses from the content: `text`, `integer`, `boolean`, `text-list` (a JSON array of
 * texts in JSON lines; in CSV the texts joined by commas) or `text-map` (a JSON object of texts
 * in JSON lines; in CSV its JSON text). `nullable`: the column may hold `null`.
 */
export interface TableColumnType {
  /** What every value of the column is (apart from `null` where `nullable`). */
  readonly type: 'text' | 'integer' | 'boolean' | 'text-list' | 'text-map';
  /** True when the column may hold `null` (no value). */
  readonly nullable: boolean;
}

/**
 * The columns of a games table, in order. The seven roster tags (`event` … `result`, the first
 * tag of each name), `game_type` and `fen` are columns of their own; every other tag is in
 * `other_tags`, a map of texts (a name met again gets `Name#2`, `Name#3`, …, skipping a key that
 * another tag of the game has as its name, so that every tag's value is there once).
 * Their types are {@link GAME_COLUMN_TYPES}.
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
  'decision',
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
 * Their types are {@link MOVE_COLUMN_TYPES}.
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
  'decision',
] as const;

const TEXT: TableColumnType = { type: 'text', nullable: false };
const TEXT_OR_NULL: TableColumnType = { type: 'text', nullable: true };
const INTEGER: TableColumnType = { type: 'integer', nullable: false };
const INTEGER_OR_NULL: TableColumnType = { type: 'integer', nullable: true };

/**
 * The type of each column of the games table ({@link GAME_COLUMNS}), for a reader that should
 * not guess (DuckDB's `columns`, a pandas `dtype`): `game`, `plies`, `warnings` and the error's
 * ply, line and column are integers, `other_tags` a map of texts, every other column text.
 * @example
 * ```ts
 * import { GAME_COLUMN_TYPES } from 'crownhead/pdn';
 * GAME_COLUMN_TYPES.plies; // => { type: 'integer', nullable: false }
 * GAME_COLUMN_TYPES.other_tags; // => { type: 'text-map', nullable: false }
 * GAME_COLUMN_TYPES.winner; // => { type: 'text', nullable: true }
 * ```
 */
export const GAME_COLUMN_TYPES: Readonly<Record<(typeof GAME_COLUMNS)[number], TableColumnType>> = {
  file: TEXT,
  game: INTEGER,
  event: TEXT_OR_NULL,
  site: TEXT_OR_NULL,
  date: TEXT_OR_NULL,
  round: TEXT_OR_NULL,
  white: TEXT_OR_NULL,
  black: TEXT_OR_NULL,
  result: TEXT_OR_NULL,
  game_type: TEXT_OR_NULL,
  fen: TEXT_OR_NULL,
  other_tags: { type: 'text-map', nullable: false },
  variant: TEXT_OR_NULL,
  outcome: TEXT,
  winner: TEXT_OR_NULL,
  decision: TEXT,
  plies: INTEGER,
  final_fen: TEXT_OR_NULL,
  error_code: TEXT_OR_NULL,
  error_ply: INTEGER_OR_NULL,
  error_line: INTEGER_OR_NULL,
  error_column: INTEGER_OR_NULL,
  error_message: TEXT_OR_NULL,
  warnings: INTEGER,
};

/**
 * The type of each column of the moves table ({@link MOVE_COLUMNS}): `game`, `ply` and
 * `legal_moves` are integers, `capture` a boolean, `captured` a list of texts (the squares as
 * the variant writes them), every other column text.
 * @example
 * ```ts
 * import { MOVE_COLUMN_TYPES } from 'crownhead/pdn';
 * MOVE_COLUMN_TYPES.captured; // => { type: 'text-list', nullable: false }
 * MOVE_COLUMN_TYPES.capture; // => { type: 'boolean', nullable: false }
 * ```
 */
export const MOVE_COLUMN_TYPES: Readonly<Record<(typeof MOVE_COLUMNS)[number], TableColumnType>> = {
  file: TEXT,
  game: INTEGER,
  ply: INTEGER,
  side: TEXT,
  fen_before: TEXT,
  move: TEXT,
  path: TEXT,
  captured: { type: 'text-list', nullable: false },
  capture: { type: 'boolean', nullable: false },
  legal_moves: INTEGER,
  variant: TEXT,
  result: TEXT_OR_NULL,
  outcome: TEXT,
  winner: TEXT_OR_NULL,
  decision: TEXT,
};

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
  /**
   * Every other tag, name to value (`{}` when there is none): a JSON object in JSON lines, its
   * JSON text in CSV. A name met again (a roster tag's too) is kept as `Name#2`, `Name#3`, …,
   * skipping a key that is the name of another tag of the game: every tag of the game is in the
   * row once, none overwritten.
   */
  readonly other_tags: Readonly<Record<string, string>>;
  /** The variant's key (`english`), or `null` when crownhead does not play the game type. */
  readonly variant: string | null;
  /** What the result means: `win`, `draw`, `double-forfeit`, `unfinished` or `other` ({@link PdnOutcome}). */
  readonly outcome: PdnOutcome['kind'];
  /** The winner for a win, else `null`. */
  readonly winner: Color | null;
  /** Who the result says won, never `null`: `white`, `black`, `draw`, `none` or `unknown` ({@link TableDecision}). */
  readonly decision: TableDecision;
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
  /** The captured squares in capture order, as the variant writes them (`[]` when none): a JSON array in JSON lines, separated by commas in CSV. */
  readonly captured: readonly string[];
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
  /** Who the game's result says won, as in {@link GameRow.decision}. */
  readonly decision: TableDecision;
}

/**
 * Options of {@link gameRow} and {@link moveRows}: the file name for the rows, and how to replay
 * (as `replay`: the variants are required).
 */
export type TableOptions = ReplaySettings &
  VariantChoice & {
    /** The `file` column (default `''`); `crownhead export` gives the file's absolute path. */
    readonly file?: string;
  };

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

/** The `decision` column of an outcome ({@link TableDecision}). */
function decisionOf(outcome: PdnOutcome): TableDecision {
  switch (outcome.kind) {
    case 'win':
      return outcome.winner;
    case 'draw':
      return 'draw';
    case 'double-forfeit':
      return 'none';
    default:
      return 'unknown';
  }
}

/**
 * The games-table row of one record (as `readPdn` gives them), replaying its game; `undefined`
 * for a record without a game (problems that belong to no game). The record is not changed.
 * Throws a `CrownheadError` `bad-argument` naming the field at fault (`record.game.moves[3].comments`)
 * when the record does not have the shape its type says (a tree built in code; docs/reliability.md,
 * "Trees and rows built in code").
 * @example
 * ```ts
 * import { variants } from 'crownhead';
 * import { gameRow, parsePdn } from 'crownhead/pdn';
 * const [game] = parsePdn('[Event "Club"]\n[Result "1-0"]\n[Round "2"]\n[Annotator "J. Doe"]\n[GameType "21"]\n1. 11-15 23-19 2. 8-11 1-0').games;
 * const row = gameRow({ index: 1, game, problems: [] }, { variants, file: 'club.pdn' })!;
 * [row.event, row.result, row.outcome, row.winner, row.decision, row.plies]; // => ['Club', '1-0', 'win', 'black', 'black', 3]
 * row.other_tags; // => { Annotator: 'J. Doe' }
 * row.final_fen; // => 'W:W19,21,22,24-32:B1-7,9-12,15'
 * [row.variant, row.error_code, row.warnings]; // => ['english', null, 0]
 * // A draw has no winner, and says so in `decision`:
 * const [draw] = parsePdn('[Result "1/2-1/2"]\n1. 11-15 1/2-1/2').games;
 * const drawn = gameRow({ index: 1, game: draw, problems: [] }, { variants })!;
 * [drawn.outcome, drawn.winner, drawn.decision]; // => ['draw', null, 'draw']
 * ```
 */
export function gameRow(record: PdnRecord, options: TableOptions): GameRow | undefined {
  expectRecord(record, 'gameRow');
  // The options are checked even for a record without a game: a caller's mistake shows at once.
  expectVariantChoice(options, 'gameRow');
  expectReplayOptions(options, 'gameRow');
  const game = record.game;
  if (game === undefined) return undefined;
  const replayed = replayTree(game, options, undefined, 'gameRow');
  return gameRowOf(record, replayed, options.file ?? '');
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
  // A name met again is kept as `Name#2`, `Name#3`, …, skipping a key that is the name of a tag
  // of the game (a lenient reading keeps a name such as `A#2`, with a warning) or already used:
  // no value overwrites another.
  const names = new Set<string>();
  for (const tag of game.tags) names.add(tag.name);
  const nextSuffix = new Map<string, number>();
  for (const tag of game.tags) {
    const name = tag.name;
    let suffix = nextSuffix.get(name);
    let key = name;
    if (suffix === undefined) {
      nextSuffix.set(name, 2);
      const column = Object.hasOwn(ROSTER, name) ? ROSTER[name] : undefined;
      if (column !== undefined) {
        named[column] = tag.value;
        continue;
      }
    } else {
      key = `${name}#${suffix}`;
      while (names.has(key) || Object.hasOwn(others, key)) key = `${name}#${++suffix}`;
      nextSuffix.set(name, suffix + 1);
    }
    // Defined, not assigned: a tag named `__proto__` is then a key like any other, not lost.
    Object.defineProperty(others, key, { value: tag.value, enumerable: true, writable: true, configurable: true });
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
    other_tags: others,
    variant: replayed.variant?.key ?? null,
    outcome: outcome.kind,
    winner: outcome.kind === 'win' ? outcome.winner : null,
    decision: decisionOf(outcome),
    plies: replayed.moves.length,
    final_fen: last === undefined ? null : formatFen(last),
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
 * Throws a `CrownheadError` `bad-argument` naming the field at fault (`record.game.moves[3].comments`)
 * when the record does not have the shape its type says (a tree built in code; docs/reliability.md,
 * "Trees and rows built in code").
 * @example
 * ```ts
 * import { english } from 'crownhead';
 * import { moveRows, parsePdn } from 'crownhead/pdn';
 * const [game] = parsePdn('[Result "0-1"]\n1. 11-15 22-18 2. 15x22 0-1').games;
 * const rows = moveRows({ index: 1, game, problems: [] }, { variants: [english], file: 'a.pdn' });
 * rows.map((r) => [r.ply, r.side, r.move, r.captured, r.legal_moves]); // => [[1, 'black', '11-15', [], 7], [2, 'white', '22-18', [], 7], [3, 'black', '15x22', ['18'], 1]]
 * [rows[2]!.fen_before, rows[2]!.winner, rows[2]!.decision]; // => ['B:W18,21,23-32:B1-10,12,15', 'white', 'white']
 * ```
 */
export function moveRows(record: PdnRecord, options: TableOptions): readonly MoveRow[] {
  expectRecord(record, 'moveRows');
  expectVariantChoice(options, 'moveRows');
  expectReplayOptions(options, 'moveRows');
  const line = mainLine(record, options, 'moveRows');
  if (line === undefined) return [];
  const { variant, before, moves, result, outcome, winner, decision } = line;
  const file = options.file ?? '';
  const rows: MoveRow[] = [];
  for (let i = 0; i < moves.length; i++) {
    const position = before[i]!;
    const move = moves[i]!;
    const capture = move.captured.length > 0;
    const path = writeSquares(variant, move.path, capture);
    rows.push({
      file,
      game: record.index,
      ply: i + 1,
      side: position.turn,
      // The FEN after a move is the next row's: each position is written once.
      fen_before: formatFen(position),
      // A quiet move is written as its path (from-to); a capture may need its landing squares.
      move: capture ? formatMove(position, move, { distinct: true }) : path,
      path,
      captured: move.captured.map((sq) => squareLabel(variant, sq)),
      capture,
      // Listed, not counted with `perft`: perft imports every generator's counter, which would
      // move the generators into a file the pdn entry shares, apart from their engines
      // (docs/performance.md#the-public-layer, "Chunks"). Within the noise for the tables.
      legal_moves: legalMoves(position).length,
      variant: variant.key,
      result,
      outcome: outcome.kind,
      winner,
      decision,
    });
  }
  return rows;
}

/**
 * The main line of a record's game as the moves table sees it: the position before each
 * half-move that replayed and the move, with the game's cells. `undefined` for a record without a
 * game or a variant crownhead does not play. Shared by {@link moveRows} and the CLI's writer of
 * the same rows as bytes (src/node/exportRows.ts), so that both replay the same way.
 */
export function mainLine(
  record: PdnRecord,
  options: ReplaySettings & VariantChoice,
  fn: string,
):
  | {
      variant: Variant;
      before: readonly Position[];
      moves: readonly Move[];
      result: string | null;
      outcome: PdnOutcome;
      winner: Color | null;
      decision: TableDecision;
    }
  | undefined {
  const game = record.game;
  if (game === undefined) return undefined;
  const main = game.moves;
  let ply = 0;
  const before: Position[] = [];
  const moves: Move[] = [];
  const onMove = (node: PdnMove, position: Position, move: Move): void => {
    // The main line replays first and in order; only its nodes make rows.
    if (main[ply] === node) {
      ply++;
      before.push(position);
      moves.push(move);
    }
  };
  const replayed = replayTree(game, { ...options, variations: false }, onMove, fn);
  const variant = replayed.variant;
  if (variant === undefined) return undefined;
  const outcome = replayed.result;
  return {
    variant,
    before,
    moves,
    result: resultText(game),
    outcome,
    winner: outcome.kind === 'win' ? outcome.winner : null,
    decision: decisionOf(outcome),
  };
}

/**
 * Characters that make a CSV field need quotes: RFC 4180 section 2, rules 5 and 6 (`"`, `,`, CR,
 * LF), and `;`, the separator a spreadsheet uses in many locales, so that a cell cannot be split
 * there into one that starts with a formula (OWASP, CSV Injection: "take care of the field
 * separator").
 */
const NEEDS_QUOTES = /[",;\r\n]/;

/**
 * Text a spreadsheet would run as a formula (OWASP, CSV Injection; ASVS 5.0, V1.2.10): a text
 * cell that starts with `=`, `+`, `-`, `@`, a tab, a carriage return or NUL, or with single
 * quotes and then one of those (so that the quote added can always be told from one in the data).
 */
const FORMULA_START = /^'*[=+\-@\t\r\0]/;

/**
 * One cell as a CSV field ({@link csvLine}): `null` (or a missing cell) empty, the empty string
 * `""`, a number or boolean as it is, text quoted when it needs it, a list of texts joined by
 * commas, a map as its JSON text. Text that a spreadsheet would run as a formula gets a single
 * quote in front and is quoted (the OWASP rule); numbers stay numbers.
 */
export function csvField(cell: TableCell | undefined): string {
  if (cell === null || cell === undefined) return '';
  let text: string;
  if (typeof cell === 'string') {
    if (cell === '') return '""';
    text = cell;
  } else if (typeof cell !== 'object') return String(cell);
  else text = Array.isArray(cell) ? cell.join(',') : JSON.stringify(cell);
  // An empty list is an empty text, not a missing value.
  if (text === '') return '""';
  if (FORMULA_START.test(text)) return `"'${text.replace(/"/g, '""')}"`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Text JSON writes as it is between quotes: printable ASCII without `"` and `\\` (RFC 8259 section 7). */
const PLAIN_JSON = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;

/** One cell as a JSON value ({@link jsonLine}): `null` for a missing cell, never nothing. */
export function jsonValue(cell: TableCell | undefined): string {
  if (cell === null || cell === undefined) return 'null';
  if (typeof cell === 'string') return PLAIN_JSON.test(cell) ? `"${cell}"` : JSON.stringify(cell);
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : 'null';
  if (typeof cell === 'boolean') return cell ? 'true' : 'false';
  return JSON.stringify(cell);
}

/**
 * One CSV record (RFC 4180, docs/sources.md, CSV): the cells separated by commas and ended by
 * CRLF. A field with a comma, a double quote, CR or LF (or `;`, a spreadsheet's separator in many
 * locales) is quoted, its quotes doubled; `null` is an empty field and the empty string a quoted
 * empty field (`""`), so a reader such as DuckDB tells them apart; numbers and booleans
 * (`true` / `false`) are written as they are. CSV holds text: a list of texts is written joined
 * by commas (as one field), a map of texts as its JSON text.
 *
 * Text that a spreadsheet would run as a formula is neutralised by the OWASP rule (CSV
 * Injection): a text cell that starts with `=`, `+`, `-`, `@`, a tab, a carriage return or NUL
 * (ASVS 5.0 V1.2.10 adds NUL) gets a single quote in front and is quoted. So do the rare texts
 * that start with single quotes and then one of those, so that the rule can be undone exactly: a
 * text field matching `^'+[=+\-@\t\r\0]` lost its first `'`. Numbers are never changed (a
 * number cell is a number, not text); JSON lines ({@link jsonLine}) keep every text as it is.
 * Throws a `CrownheadError` `bad-argument` naming the value at fault (`cells[2]`, `row["white"]`)
 * when it is not a `TableCell` (a row built in code; docs/reliability.md, "Trees and rows built in code").
 * @example
 * ```ts
 * import { csvLine } from 'crownhead/pdn';
 * csvLine(['a', 'b,c', 'say "hi"', null, '', 3, true]); // => 'a,"b,c","say ""hi""",,"",3,true\r\n'
 * csvLine([['18', '22'], [], { Annotator: 'J. Doe' }]); // => '"18,22","","{""Annotator"":""J. Doe""}"\r\n'
 * // A text that would run as a formula is text again; a number stays a number:
 * csvLine(['=HYPERLINK("http://x","y")', '-1', -1, "'s-Gravenhage"]); // => '"\'=HYPERLINK(""http://x"",""y"")","\'-1",-1,\'s-Gravenhage\r\n'
 * ```
 */
export function csvLine(cells: readonly TableCell[]): string {
  expectCells(cells, 'csvLine');
  let out = '';
  for (let i = 0; i < cells.length; i++) {
    if (i > 0) out += ',';
    out += csvField(cells[i]);
  }
  return `${out}\r\n`;
}

/**
 * One JSON line: the row's `columns` as a JSON object, keys in that order, ended by `\n`. A
 * column the row lacks is written `null`, so every line has every key; lists and maps are JSON
 * arrays and objects.
 * Throws a `CrownheadError` `bad-argument` naming the value at fault (`cells[2]`, `row["white"]`)
 * when it is not a `TableCell` (a row built in code; docs/reliability.md, "Trees and rows built in code").
 * @example
 * ```ts
 * import { jsonLine } from 'crownhead/pdn';
 * jsonLine(['ply', 'move'], { ply: 1, move: '11-15', other: 0 }); // => '{"ply":1,"move":"11-15"}\n'
 * jsonLine(['ply', 'captured', 'winner'], { ply: 3, captured: ['18'] }); // => '{"ply":3,"captured":["18"],"winner":null}\n'
 * ```
 */
export function jsonLine(columns: readonly string[], row: Readonly<Record<string, TableCell>>): string {
  expectRow(columns, row, 'jsonLine');
  let out = '{';
  for (let i = 0; i < columns.length; i++) {
    const column = columns[i]!;
    out += `${i > 0 ? ',' : ''}${JSON.stringify(column)}:${jsonValue(Object.hasOwn(row, column) ? row[column] : null)}`;
  }
  return `${out}}\n`;
}

/**
 * The cells of a row in the order of `columns`, for {@link csvLine} (`null` for a column the row lacks).
 * Throws a `CrownheadError` `bad-argument` naming the value at fault (`cells[2]`, `row["white"]`)
 * when it is not a `TableCell` (a row built in code; docs/reliability.md, "Trees and rows built in code").
 * @example
 * ```ts
 * import { rowCells } from 'crownhead/pdn';
 * rowCells(['ply', 'move'], { move: '11-15', ply: 1 }); // => [1, '11-15']
 * ```
 */
export function rowCells(columns: readonly string[], row: Readonly<Record<string, TableCell>>): TableCell[] {
  expectRow(columns, row, 'rowCells');
  return columns.map((column) => (Object.hasOwn(row, column) ? row[column]! : null));
}
