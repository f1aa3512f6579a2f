/**
 * The rows `crownhead export` writes for one game: the rows of `gameRow` / `moveRows`
 * (crownhead/pdn), encoded as `jsonLine` / `csvLine` encode them, cell by cell, into text with
 * holes for the two numbers a worker of `--jobs` cannot know (the game's number in its file and
 * the error's line; `TextTemplate`). The main thread fills them in input order, so the bytes are
 * those of one thread, and the same as `jsonLine(columns, row)` (test/cli-export.test.ts).
 * @module
 */
import type { PdnRecord } from '../pdn/parser.js';
import type { TableCell } from '../pdn/table.js';
import { GAME_COLUMNS, MOVE_COLUMNS, csvField, gameRowOf, jsonValue, mainLine } from '../pdn/table.js';
import type { Variant } from '../core/variant.js';
import { formatFen, writeFenBytes } from '../notation/fen.js';
import type { Position } from '../core/position.js';
import { formatMove } from '../notation/moveText.js';
import { squareLabel } from '../board/algebraic.js';
import { perft } from '../rules/perft.js';
import { ByteText, isOneByte } from './byteText.js';
import { replayTree } from '../pdn/replay.js';
import type { ReplaySettings, VariantChoice } from '../pdn/replay.js';
import { variants } from '../variants/registry.js';
import type { TextTemplate } from './template.js';
import { TemplateBuilder } from './template.js';

/** What `export` writes: which rows, in which format, and the `file` column of every row. */
export interface TableSpec {
  readonly rows: 'games' | 'moves';
  readonly format: 'jsonl' | 'csv';
  /** The `file` column: the file's absolute path, whatever the working directory. */
  readonly file: string;
  /**
   * True when each record's `index` is already the game's number in its file (the file read in
   * one thread, from its start): the moves rows then hold it instead of a hole to fill, and a
   * game's rows are UTF-8 bytes that go to the output as they are (`bytes` of {@link tableRows}):
   * a hole a row was a tenth of `--rows moves`' CPU, and encoding the text on its way out a sixth.
   */
  readonly numbered?: boolean;
}

/** The columns of a table. */
export function tableColumns(rows: TableSpec['rows']): readonly string[] {
  return rows === 'games' ? GAME_COLUMNS : MOVE_COLUMNS;
}

/** What comes before each cell of a row (`{"file":`, `,"game":` …; `,` in CSV), and after the last. */
interface RowShape {
  readonly columns: readonly string[];
  readonly before: readonly string[];
  readonly end: string;
  readonly encode: (cell: TableCell | undefined) => string;
}

const shapes = new Map<string, RowShape>();

function shapeOf(spec: TableSpec): RowShape {
  const key = `${spec.rows} ${spec.format}`;
  let shape = shapes.get(key);
  if (shape === undefined) {
    const columns = tableColumns(spec.rows);
    const json = spec.format === 'jsonl';
    shape = {
      columns,
      before: columns.map((column, i) =>
        json ? `${i === 0 ? '{' : ','}${JSON.stringify(column)}:` : i === 0 ? '' : ',',
      ),
      end: json ? '}\n' : '\r\n',
      encode: json ? jsonValue : csvField,
    };
    shapes.set(key, shape);
  }
  return shape;
}

/** The cells of the row being written (one array for every row: a row is joined, never added up). */
const pieces: string[] = [];

/** One row appended to `t`, `game` and a non-null `error_line` as holes. */
function rowTo(t: TemplateBuilder, shape: RowShape, row: Readonly<Record<string, TableCell>>): void {
  const { columns, before, encode } = shape;
  pieces.length = 0;
  for (let i = 0; i < columns.length; i++) {
    const column = columns[i]!;
    const cell = row[column];
    pieces.push(before[i]!);
    if (column === 'game') {
      t.text(pieces.join(''));
      t.game(cell as number);
      pieces.length = 0;
    } else if (column === 'error_line' && typeof cell === 'number') {
      t.text(pieces.join(''));
      t.line(cell);
      pieces.length = 0;
    } else pieces.push(encode(cell));
  }
  pieces.push(shape.end);
  t.text(pieces.join(''));
}

/** The columns {@link moveRowsTo} writes, in its order: a change of `MOVE_COLUMNS` must change it too. */
const MOVE_ROW_ORDER =
  'file game ply side fen_before move path captured capture legal_moves variant result outcome winner decision';
/** Whether MOVE_COLUMNS still has the order moveRowsTo writes (checked once, not a game). */
const MOVE_ORDER_HOLDS = MOVE_COLUMNS.join(' ') === MOVE_ROW_ORDER;

/**
 * The rows of one record with a game (replayed in `mode`, a game without a GameType
 * tag as `defaultGameType` when given), as text with holes, or (moves rows,
 * `numbered`) as UTF-8 bytes in `bytes` with `rows` empty; `moves` the
 * half-moves of the main line that replayed, `variant` its key.
 */
export function tableRows(
  record: PdnRecord,
  spec: TableSpec,
  mode: 'lenient' | 'strict',
  defaultGameType?: number,
): { rows: TextTemplate; bytes?: Uint8Array; moves: number; variant: string | null } {
  const t = new TemplateBuilder();
  const shape = shapeOf(spec);
  if (spec.rows === 'games') {
    const replayed = replayTree(
      record.game!,
      defaultGameType === undefined ? { variants, mode } : { variants, mode, defaultGameType },
      undefined,
      'gameRow',
    );
    rowTo(t, shape, gameRowOf(record, replayed, spec.file) as unknown as Readonly<Record<string, TableCell>>);
    return { rows: t.take(), moves: replayed.moves.length, variant: replayed.variant?.key ?? null };
  }
  return moveRowsTo(
    t,
    shape,
    record,
    spec,
    defaultGameType === undefined ? { variants, mode } : { variants, mode, defaultGameType },
  );
}

/** The text of the moves rows being written (one buffer for every row). */
const bytes = new ByteText();

const QUOTE = 34;
const COMMA = 44;

/**
 * The moves rows of one record appended to `t`, written character by character ({@link ByteText}):
 * the bytes of `jsonLine` / `csvLine` over {@link moveRows}' rows (test/cli-export.test.ts checks
 * them on real files, test/exportRows.test.ts on games of every variant). A FEN, move text and
 * squares are made by crownhead from a fixed alphabet (letters, digits, `-`, `x`, `:`, `,`, `K`),
 * never a quote, a backslash or a line break: as a JSON string they need only their quotes, and
 * as a CSV field quotes only when they hold a comma. The game's cells (`file`, `result` …) are
 * encoded once a game, by {@link jsonValue} / {@link csvField}.
 */
function moveRowsTo(
  t: TemplateBuilder,
  shape: RowShape,
  record: PdnRecord,
  spec: TableSpec,
  replayOptions: ReplaySettings & VariantChoice,
): { rows: TextTemplate; bytes?: Uint8Array; moves: number; variant: string | null } {
  const line = mainLine(record, replayOptions, 'moveRows');
  if (line === undefined || line.moves.length === 0) return { rows: t.take(), moves: 0, variant: null };
  if (!MOVE_ORDER_HOLDS) throw new Error('internal: MOVE_COLUMNS changed; update moveRowsTo');
  const { variant, before: positions, moves } = line;
  const { before, encode, end } = shape;
  const json = end === '}\n';
  const numbered = spec.numbered === true;
  const head = `${before[0]}${encode(spec.file)}${before[1]}`;
  const tail = `${before[10]}${encode(variant.key)}${before[11]}${encode(line.result)}${before[12]}${encode(line.outcome.kind)}${before[13]}${encode(line.winner)}${before[14]}${encode(line.decision)}${end}`;
  // The text between two rows' game numbers: this row's tail, the next one's head. Written as
  // bytes when it has no character beyond Latin-1 (a file name or a result may have one).
  // Numbered (one thread), the rows stay bytes to the output: UTF-8, whatever the characters.
  const asBytes = numbered || (isOneByte(head) && isOneByte(tail));
  const encoding = numbered ? 'utf8' : 'latin1';
  const between = tail + head;
  const headBytes = asBytes ? Buffer.from(head, encoding) : undefined;
  const tailBytes = asBytes ? Buffer.from(tail, encoding) : undefined;
  const betweenBytes = asBytes ? Buffer.from(between, encoding) : undefined;
  const numeric = variant.notation !== 'algebraic';
  const game = record.index;
  const b = bytes;
  if (asBytes) b.bytes(headBytes!);
  else t.text(head);
  for (let i = 0; i < moves.length; i++) {
    const position = positions[i]!;
    const move = moves[i]!;
    const captured = move.captured;
    const capture = captured.length > 0;
    // With its number known (one thread), a game's rows are one text; else each row's game number is a hole.
    if (numbered) b.int(game);
    else {
      if (asBytes) t.text(b.take());
      t.game(game);
    }
    b.text(before[2]!);
    b.int(i + 1);
    b.text(before[3]!);
    if (json) b.char(QUOTE);
    b.text(position.turn);
    if (json) b.char(QUOTE);
    b.text(before[4]!);
    fenTo(b, position, json);
    b.text(before[5]!);
    if (json) b.char(QUOTE);
    const legal = perft(position, 1);
    // A capture is written from-to unless another legal move shares both squares (formatMove,
    // distinct): never so when it is the one legal move, as captures often are (forced).
    if (capture && legal > 1) b.text(formatMove(position, move, { distinct: true }));
    else squaresTo(b, variant, capture ? [move.from, move.to] : move.path, capture ? 120 : 45, numeric);
    if (json) b.char(QUOTE);
    b.text(before[6]!);
    if (json) b.char(QUOTE);
    squaresTo(b, variant, move.path, capture ? 120 : 45, numeric);
    if (json) b.char(QUOTE);
    b.text(before[7]!);
    if (json) {
      b.char(91);
      for (let k = 0; k < captured.length; k++) {
        if (k > 0) b.char(COMMA);
        b.char(QUOTE);
        squareTo(b, variant, captured[k]!, numeric);
        b.char(QUOTE);
      }
      b.char(93);
    } else if (captured.length === 1) squareTo(b, variant, captured[0]!, numeric);
    else {
      // Empty: the quoted empty field; two or more: joined by commas, so quoted.
      b.char(QUOTE);
      for (let k = 0; k < captured.length; k++) {
        if (k > 0) b.char(COMMA);
        squareTo(b, variant, captured[k]!, numeric);
      }
      b.char(QUOTE);
    }
    b.text(before[8]!);
    b.text(capture ? 'true' : 'false');
    b.text(before[9]!);
    b.int(legal);
    const last = i === moves.length - 1;
    if (asBytes) b.bytes(last ? tailBytes! : betweenBytes!);
    else t.text(b.take() + (last ? tail : between));
  }
  if (numbered) return { rows: t.take(), bytes: b.takeBytes(), moves: moves.length, variant: variant.key };
  if (asBytes) t.text(b.take());
  return { rows: t.take(), moves: moves.length, variant: variant.key };
}

/**
 * The FEN of `position` as a cell: between quotes in JSON lines, and in CSV when it holds a
 * comma. Written as bytes where {@link writeFenBytes} can, else from {@link formatFen}.
 */
function fenTo(b: ByteText, position: Position, json: boolean): void {
  const buffer = b.reserve(FEN_ROOM);
  const start = b.end;
  // One byte left for the opening quote, which CSV needs only when a comma follows.
  const end = writeFenBytes(position, buffer, start + 1);
  if (end < 0) {
    const fen = formatFen(position);
    const quote = json || fen.includes(',');
    if (quote) b.char(QUOTE);
    b.text(fen);
    if (quote) b.char(QUOTE);
    return;
  }
  if (json || hasComma(buffer, start + 1, end)) {
    buffer[start] = QUOTE;
    buffer[end] = QUOTE;
    b.end = end + 1;
  } else {
    buffer.copyWithin(start, start + 1, end);
    b.end = end - 1;
  }
}

function hasComma(buffer: Uint8Array, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (buffer[i] === COMMA) return true;
  return false;
}

/** Room for a FEN and its quotes: 96 squares of at most four characters (`K96,`) a side, and the rest. */
const FEN_ROOM = 1024;

/** `squares` as the variant writes them, separated by `separator` (`-` or `x`), as `writeSquares` writes them. */
function squaresTo(
  b: ByteText,
  variant: Variant,
  squares: readonly number[],
  separator: number,
  numeric: boolean,
): void {
  for (let k = 0; k < squares.length; k++) {
    if (k > 0) b.char(separator);
    squareTo(b, variant, squares[k]!, numeric);
  }
}

/** One square as `squareLabel` writes it: its number, or its name on an algebraic board. */
function squareTo(b: ByteText, variant: Variant, square: number, numeric: boolean): void {
  if (numeric) b.int(square);
  else b.text(squareLabel(variant, square));
}
