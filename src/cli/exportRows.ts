/**
 * The rows `crownhead export` writes for one game: the rows of `gameRow` / `moveRows`
 * (crownhead/pdn), encoded as `jsonLine` / `csvLine` encode them, cell by cell, into text with
 * holes for the two numbers a worker of `--jobs` cannot know (the game's number in its file and
 * the error's line; `TextTemplate`). The main thread fills them in input order, so the bytes are
 * those of one thread, and the same as `jsonLine(columns, row)` (test/cli-export.test.ts).
 * @module
 */
import type { PdnRecord } from '../pdn/parser.js';
import type { MoveRow, TableCell } from '../pdn/table.js';
import { GAME_COLUMNS, MOVE_COLUMNS, csvField, gameRowOf, jsonValue, moveRows } from '../pdn/table.js';
import { replayWith } from '../pdn/replayAny.js';
import type { TextTemplate } from './template.js';
import { TemplateBuilder } from './template.js';

/** What `export` writes: which rows, in which format, and the `file` column of every row. */
export interface TableSpec {
  readonly rows: 'games' | 'moves';
  readonly format: 'jsonl' | 'csv';
  /** The `file` column: the file's absolute path, whatever the working directory. */
  readonly file: string;
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
      before: columns.map((column, i) => (json ? `${i === 0 ? '{' : ','}${JSON.stringify(column)}:` : i === 0 ? '' : ',')),
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

/**
 * A text made by crownhead from a fixed alphabet (a FEN, move text, a square): letters, digits,
 * `-`, `x`, `:`, `,`, `+`, `.`, never a quote, a backslash or a line break. As a JSON string it
 * needs only its quotes, and as a CSV field quotes only when it holds a comma; the check each
 * cell of {@link jsonValue} and {@link csvField} makes was a third of the cost of a moves row.
 */
const plainJson = (text: string): string => `"${text}"`;
const plainCsv = (text: string): string => (text.includes(',') ? `"${text}"` : text);

/**
 * One row of the moves table appended to `t`: {@link rowTo} written out for its columns, a
 * fifth of its cost (test/cli-export.test.ts checks the bytes against `jsonLine` and `csvLine`
 * on real files). `tail` holds the encoded cells after `legal_moves`, the game's.
 */
function moveRowTo(t: TemplateBuilder, shape: RowShape, row: MoveRow, head: string, tail: string): void {
  const { before } = shape;
  const json = shape.end === '}\n';
  const plain = json ? plainJson : plainCsv;
  const captured = row.captured;
  const list = captured.length === 0 ? (json ? '[]' : '""') : json ? `["${captured.join('","')}"]` : plainCsv(captured.join(','));
  t.text(head);
  t.game(row.game);
  t.text(
    `${before[2]}${row.ply}${before[3]}${plain(row.side)}${before[4]}${plain(row.fen_before)}${before[5]}${plain(row.move)}` +
      `${before[6]}${plain(row.path)}${before[7]}${list}${before[8]}${row.capture ? 'true' : 'false'}${before[9]}${row.legal_moves}${tail}`,
  );
}

/** The columns {@link moveRowTo} writes, in its order: a change of `MOVE_COLUMNS` must change it too. */
const MOVE_ROW_ORDER = 'file game ply side fen_before move path captured capture legal_moves variant result outcome winner decision';

/**
 * The rows of one record with a game (replayed in `mode`, a game without a GameType tag as
 * `defaultGameType` when given), as text with holes; `moves` the
 * half-moves of the main line that replayed, `variant` its key.
 */
export function tableRows(record: PdnRecord, spec: TableSpec, mode: 'lenient' | 'strict', defaultGameType?: number): { rows: TextTemplate; moves: number; variant: string | null } {
  const t = new TemplateBuilder();
  const shape = shapeOf(spec);
  if (spec.rows === 'games') {
    const replayed = replayWith(record.game!, defaultGameType === undefined ? { mode } : { mode, defaultGameType }, undefined);
    rowTo(t, shape, gameRowOf(record, replayed, spec.file) as unknown as Readonly<Record<string, TableCell>>);
    return { rows: t.take(), moves: replayed.moves.length, variant: replayed.variant?.key ?? null };
  }
  const rows = moveRows(record, defaultGameType === undefined ? { file: spec.file, mode } : { file: spec.file, mode, defaultGameType });
  const first = rows[0];
  if (first === undefined) return { rows: t.take(), moves: 0, variant: null };
  if (MOVE_COLUMNS.join(' ') !== MOVE_ROW_ORDER) throw new Error('internal: MOVE_COLUMNS changed; update moveRowTo');
  const { before, encode, end } = shape;
  const head = `${before[0]}${encode(first.file)}${before[1]}`;
  const tail = `${before[10]}${encode(first.variant)}${before[11]}${encode(first.result)}${before[12]}${encode(first.outcome)}${before[13]}${encode(first.winner)}${before[14]}${encode(first.decision)}${end}`;
  for (const row of rows) moveRowTo(t, shape, row, head, tail);
  return { rows: t.take(), moves: rows.length, variant: first.variant };
}
