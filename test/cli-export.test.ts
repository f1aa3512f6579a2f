/**
 * `crownhead export` and the table rows of crownhead/pdn (`gameRow`, `moveRows`, `csvLine`):
 * the CSV is read back with a real RFC 4180 reader (csv-parse) and with DuckDB, the JSON lines
 * with JSON.parse and DuckDB, and every row count and value is checked against the library's
 * own replay (`parsePdn` + `replay`, `formatFen`, `legalMoves`) of real files of ../shared/data/pdn.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import fc from 'fast-check';
import { parse } from 'csv-parse/sync';
import { legalMoves, formatFen, variants } from '../src/index.js';
import type { PdnGame, PdnProblem, TableCell, TableColumnType } from '../src/pdn/index.js';
import {
  GAME_COLUMNS,
  GAME_COLUMN_TYPES,
  MOVE_COLUMNS,
  MOVE_COLUMN_TYPES,
  csvLine,
  gameRow,
  jsonLine,
  moveRows,
  parsePdn,
  readPdn,
  replay,
  rowCells,
} from '../src/pdn/index.js';
import { formatMove } from '../src/index.js';
import type { SkipContext } from './shared.js';
import { describeShared } from './shared.js';
import { corpusDir } from './pdn/corpus.js';
import { distFile, ensureDist } from './dist.js';

const CLI = distFile('cli.js');
beforeAll(ensureDist, 120_000);

function crownhead(args: readonly string[], cwd?: string): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [CLI, ...args], {
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
    ...(cwd === undefined ? {} : { cwd }),
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'crownhead-export-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Reads CSV as RFC 4180 says, strictly: a header record, then records of as many fields. */
function readCsv(text: string): Record<string, string>[] {
  return parse(text, {
    columns: true,
    relax_quotes: false,
    relax_column_count: false,
    skip_empty_lines: false,
    record_delimiter: '\r\n',
  });
}

/** DuckDB, or a skip (a failure on CI) when it cannot be loaded here. */
async function duckdb(ctx: SkipContext): Promise<typeof import('@duckdb/node-api')> {
  try {
    return await import('@duckdb/node-api');
  } catch (error) {
    const message = `@duckdb/node-api cannot be loaded here (${error instanceof Error ? error.message : String(error)})`;
    if (process.env.CI === 'true') throw new Error(`${message}; required on CI`);
    return ctx.skip(message);
  }
}

/** One query's rows as plain objects (BIGINT as number). */
async function query(ctx: SkipContext, sql: string): Promise<Record<string, unknown>[]> {
  const { DuckDBInstance } = await duckdb(ctx);
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  try {
    const reader = await connection.runAndReadAll(sql);
    return reader
      .getRowObjectsJS()
      .map((row) =>
        Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'bigint' ? Number(v) : v])),
      );
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

const sqlString = (text: string): string => `'${text.replace(/'/g, "''")}'`;

/** The DuckDB type of a column as a user would give it (docs/cli.md): nothing left to guessing. */
function duckType(t: TableColumnType, format: 'csv' | 'jsonl'): string {
  if (t.type === 'integer') return 'BIGINT';
  if (t.type === 'boolean') return 'BOOLEAN';
  if (t.type === 'text-list') return format === 'jsonl' ? 'VARCHAR[]' : 'VARCHAR';
  if (t.type === 'text-map') return format === 'jsonl' ? 'MAP(VARCHAR, VARCHAR)' : 'VARCHAR';
  return 'VARCHAR';
}
const typesOf = (types: Readonly<Record<string, TableColumnType>>, format: 'csv' | 'jsonl'): Record<string, string> =>
  Object.fromEntries(Object.entries(types).map(([c, t]) => [c, duckType(t, format)]));
const GAME_TYPES = (format: 'csv' | 'jsonl'): Record<string, string> => typesOf(GAME_COLUMN_TYPES, format);
const MOVE_TYPES = (format: 'csv' | 'jsonl'): Record<string, string> => typesOf(MOVE_COLUMN_TYPES, format);

/** True when `value` (parsed from a JSON line) has the declared type of its column. */
function hasType(value: unknown, t: TableColumnType): boolean {
  if (value === null) return t.nullable;
  switch (t.type) {
    case 'integer':
      return Number.isInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'text':
      return typeof value === 'string';
    case 'text-list':
      return Array.isArray(value) && value.every((v) => typeof v === 'string');
    case 'text-map':
      return (
        typeof value === 'object' &&
        !Array.isArray(value) &&
        Object.values(value as object).every((v) => typeof v === 'string')
      );
  }
}

const duckColumns = (types: Record<string, string>): string =>
  `{${Object.entries(types)
    .map(([k, v]) => `${sqlString(k)}: ${sqlString(v)}`)
    .join(', ')}}`;

describe('csvLine (RFC 4180) read back by csv-parse', () => {
  it('quotes exactly the fields that need it and ends each record with CRLF', () => {
    expect(csvLine(['a', 'b c', 'x,y', 'say "hi"', 'two\nlines', 'cr\r', null, '', 0, -1.5, false])).toBe(
      'a,b c,"x,y","say ""hi""","two\nlines","cr\r",,"",0,-1.5,false\r\n',
    );
  });

  it('any cells survive a round trip through a real CSV reader (undoing the formula rule as docs/cli.md says)', () => {
    const cell = fc.oneof(
      fc.string({
        unit: fc.constantFrom(
          'a',
          ',',
          '"',
          '\r',
          '\n',
          ' ',
          'é',
          '😀',
          '{',
          '}',
          'x',
          '=',
          '+',
          '-',
          '@',
          '\t',
          '\0',
          "'",
          ';',
        ),
      }),
      fc.string({ unit: 'grapheme' }),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
    );
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 5 }), (rows) => {
        const width = rows[0]!.length;
        const table: TableCell[][] = rows.map((r) => Array.from({ length: width }, (_, i) => r[i % r.length]!));
        const text = table.map((r) => csvLine(r)).join('');
        const read: string[][] = parse(text, { relax_quotes: false, record_delimiter: '\r\n' });
        // The documented undoing of the OWASP rule: a text field that starts with quotes and then
        // = + - @ tab CR or NUL had one quote added. (Numbers and booleans are never changed.)
        const undo = (field: string) => (/^'+[=+\-@\t\r\0]/.test(field) ? field.slice(1) : field);
        expect(read.map((r) => r.map(undo))).toEqual(table.map((r) => r.map((c) => (c === null ? '' : String(c)))));
      }),
      { numRuns: 300 },
    );
  });

  it('jsonLine keeps the column order and nothing else', () => {
    expect(jsonLine(['b', 'a'], { a: 1, b: null, c: 'x' })).toBe('{"b":null,"a":1}\n');
  });

  it('jsonLine writes a column the row lacks as null, never leaves it out (issue 28, section 5)', () => {
    // JSON lines are read by column name: a key left out is a column a reader may never see.
    expect(jsonLine(['a', 'b', 'c'], { a: 1 })).toBe('{"a":1,"b":null,"c":null}\n');
    expect(jsonLine(['toString', 'a'], { a: 'x' })).toBe('{"toString":null,"a":"x"}\n');
    expect(rowCells(['a', 'b'], { a: 1 })).toEqual([1, null]);
  });

  it('lists and maps: JSON values in JSON lines, text in CSV', () => {
    expect(jsonLine(['captured', 'other_tags'], { captured: ['18', '22'], other_tags: { Annotator: 'A "B"' } })).toBe(
      '{"captured":["18","22"],"other_tags":{"Annotator":"A \\"B\\""}}\n',
    );
    expect(csvLine([['18', '22'], [], ['9'], { Annotator: 'A "B"' }])).toBe(
      '"18,22","",9,"{""Annotator"":""A \\""B\\""""}"\r\n',
    );
  });
});

/** What the library's replay says of one game, the values the rows must carry. */
interface Expected {
  readonly game: number;
  readonly event: string | null;
  readonly variant: string | null;
  readonly plies: number;
  readonly finalFen: string | null;
  readonly errorCode: string | null;
  readonly errorPly: number | null;
  readonly warnings: number;
  readonly moves: readonly {
    fen: string;
    path: readonly number[];
    captured: readonly number[];
    legal: number;
    side: string;
  }[];
}

function expectedOf(text: string): Expected[] {
  const { games, problems } = parsePdn(text);
  return games.map((game: PdnGame, i) => {
    const index = game.index ?? i + 1;
    const r = replay(game, { variants });
    const all: PdnProblem[] = [...problems.filter((p) => p.game === index), ...r.problems];
    const errors = all.filter((p) => p.severity === 'error').sort((a, b) => a.offset - b.offset);
    const main = replay(game, { variants, variations: false });
    return {
      game: index,
      event: game.tags.find((t) => t.name === 'Event')?.value ?? null,
      variant: r.variant?.key ?? null,
      plies: r.moves.length,
      finalFen: r.positions.length === 0 ? null : formatFen(r.positions.at(-1)!),
      errorCode: errors[0]?.code ?? null,
      errorPly: errors[0]?.ply ?? null,
      warnings: all.length - errors.length,
      moves: main.moves.map((move, k) => ({
        fen: formatFen(main.positions[k]!),
        path: move.path,
        captured: move.captured,
        legal: legalMoves(main.positions[k]!).length,
        side: main.positions[k]!.turn,
      })),
    };
  });
}

// A game with every character CSV must quote in its tags, a duplicated tag, an illegal move, and
// a game of a variant crownhead does not play.
const EDGE = [
  '[Event "Club, \\"night\\""]\n[Site "line\\\\one"]\n[White "Ann"]\n[White "Bob"]\n[Annotator "J. Doe, ed."]\n[Result "1-0"]\n1. 11-15 23-19 2. 8-11 1-0\n',
  '[GameType "21"]\n[Event ""]\n1. 11-15 22-18 2. 15-19 *\n',
  '[GameType "99"]\n1. 11-15 *\n',
].join('');

describe('crownhead export on hand-made games', () => {
  it('writes the documented columns; roster tags first of each name, other tags as JSON', () => {
    const path = join(dir, 'edge.pdn');
    writeFileSync(path, EDGE);
    const r = crownhead(['export', '--format', 'csv', path]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const rows = readCsv(r.stdout);
    expect(Object.keys(rows[0]!)).toEqual([...GAME_COLUMNS]);
    expect(
      rows.map((row) => [
        row.game,
        row.event,
        row.white,
        row.result,
        row.variant,
        row.outcome,
        row.winner,
        row.plies,
        row.error_code,
        row.error_ply,
      ]),
    ).toEqual([
      ['1', 'Club, "night"', 'Ann', '1-0', 'english', 'win', 'black', '3', '', ''],
      ['2', '', '', '*', 'english', 'unfinished', '', '2', 'illegal-move', '3'],
      ['3', '', '', '*', '', 'unfinished', '', '0', 'unsupported-variant', ''],
    ]);
    expect(JSON.parse(rows[0]!.other_tags!)).toEqual({ 'White#2': 'Bob', Annotator: 'J. Doe, ed.' });
    expect(rows[0]!.site).toBe('line\\one');
    // The raw text: null is an empty field, the empty string a quoted one (game 2's Event).
    const second = r.stdout.split('\r\n')[2]!;
    expect(second.startsWith(`${path},2,"",,`)).toBe(true);
  });

  it('jsonl and csv carry the same rows; --rows moves lists the main line up to its first error', () => {
    const path = join(dir, 'edge2.pdn');
    writeFileSync(path, EDGE);
    for (const rows of ['games', 'moves'] as const) {
      const csv = readCsv(crownhead(['export', '--format', 'csv', '--rows', rows, path]).stdout);
      const json = crownhead(['export', '--rows', rows, path])
        .stdout.trimEnd()
        .split('\n')
        .map((l) => JSON.parse(l) as Record<string, TableCell>);
      // CSV holds text: a list joined by commas, a map as its JSON text.
      const text = (v: unknown): string =>
        v === null ? '' : Array.isArray(v) ? v.join(',') : typeof v === 'object' ? JSON.stringify(v) : String(v);
      expect(json.map((o) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, text(v)])))).toEqual(csv);
    }
    const moves = readCsv(crownhead(['export', '--format', 'csv', '--rows', 'moves', path]).stdout);
    expect(moves.map((m) => [m.game, m.ply, m.side, m.move])).toEqual([
      ['1', '1', 'black', '11-15'],
      ['1', '2', 'white', '23-19'],
      ['1', '3', 'black', '8-11'],
      ['2', '1', 'black', '11-15'],
      ['2', '2', 'white', '22-18'],
    ]);
  });

  it('reports a file that cannot be read or holds no PDN on stderr, and goes on with the others', () => {
    const good = join(dir, 'good.pdn');
    writeFileSync(good, '[GameType "21"]\n1. 11-15 *\n');
    const binary = join(dir, 'binary.pdn');
    writeFileSync(binary, Buffer.from([0, 1, 2, 0xff, 0xfe, 0, 0]));
    const r = crownhead(['export', join(dir, 'missing.pdn'), binary, good]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/missing\.pdn: no such file/);
    expect(
      r.stdout
        .trimEnd()
        .split('\n')
        .map((l) => JSON.parse(l).file),
    ).toContain(good);
  });

  it('rejects a bad --format or --rows (exit 2)', () => {
    expect(crownhead(['export', '--format', 'xml', 'a.pdn']).code).toBe(2);
    expect(crownhead(['export', '--rows', 'plies', 'a.pdn']).code).toBe(2);
  });
});

describeShared('crownhead export on ../shared/data/pdn, read back by csv-parse and DuckDB', () => {
  const FILES = ['checkerboard/tinsley.pdn', 'checkerboard/11_man_english.pdn', 'wiegerw-draughts/wiersma.pdn'];
  const paths = (): string[] => FILES.map((f) => join(corpusDir()!, f));
  const expected = (): Map<string, Expected[]> => new Map(paths().map((p) => [p, expectedOf(readFileSync(p, 'utf8'))]));
  let games: Map<string, Expected[]>;
  beforeAll(() => {
    games = expected();
  });

  it('games as CSV: one row per game, values as replay gives them (csv-parse)', () => {
    const r = crownhead(['export', '--format', 'csv', ...paths()]);
    expect(r.code).toBe(0);
    const rows = readCsv(r.stdout);
    const want = paths().flatMap((p) => games.get(p)!.map((g) => ({ file: p, ...g })));
    expect(rows).toHaveLength(want.length);
    expect(want.length).toBeGreaterThan(1000);
    rows.forEach((row, i) => {
      const g = want[i]!;
      expect([
        row.file,
        row.game,
        row.event,
        row.variant,
        row.plies,
        row.final_fen,
        row.error_code,
        row.error_ply,
        row.warnings,
      ]).toEqual([
        g.file,
        String(g.game),
        g.event ?? '',
        g.variant ?? '',
        String(g.plies),
        g.finalFen ?? '',
        g.errorCode ?? '',
        g.errorPly === null ? '' : String(g.errorPly),
        String(g.warnings),
      ]);
    });
  });

  it('moves as CSV: one row per replayed half-move, FEN, path, captures and legal moves as replay gives them', () => {
    const file = paths()[0]!;
    const rows = readCsv(crownhead(['export', '--format', 'csv', '--rows', 'moves', file]).stdout);
    const want = games.get(file)!.flatMap((g) => g.moves.map((m, k) => ({ game: g.game, ply: k + 1, ...m })));
    expect(rows).toHaveLength(want.length);
    rows.forEach((row, i) => {
      const m = want[i]!;
      const capture = m.captured.length > 0;
      expect([
        row.game,
        row.ply,
        row.side,
        row.fen_before,
        row.path,
        row.captured,
        row.capture,
        row.legal_moves,
      ]).toEqual([
        String(m.game),
        String(m.ply),
        m.side,
        m.fen,
        m.path.join(capture ? 'x' : '-'),
        m.captured.join(','),
        String(capture),
        String(m.legal),
      ]);
    });
  });

  it('DuckDB reads the games CSV and JSON lines: counts, sums and values agree with replay', async (ctx) => {
    const csv = join(dir, 'games.csv');
    const jsonl = join(dir, 'games.jsonl');
    expect(crownhead(['export', '--format', 'csv', '--out', csv, ...paths()]).code).toBe(0);
    expect(crownhead(['export', '--out', jsonl, ...paths()]).code).toBe(0);
    const want = paths().flatMap((p) => games.get(p)!.map((g) => ({ file: p, ...g })));
    for (const from of [
      `read_csv(${sqlString(csv)}, header = true, delim = ',', quote = '"', escape = '"', allow_quoted_nulls = false, columns = ${duckColumns(GAME_TYPES('csv'))})`,
      `read_json(${sqlString(jsonl)}, format = 'newline_delimited', columns = ${duckColumns(GAME_TYPES('jsonl'))})`,
    ]) {
      const [totals] = await query(
        ctx,
        `SELECT count(*) AS n, sum(plies) AS plies, count(error_code) AS errors, sum(warnings) AS warnings FROM ${from}`,
      );
      expect(totals).toEqual({
        n: want.length,
        plies: want.reduce((s, g) => s + g.plies, 0),
        errors: want.filter((g) => g.errorCode !== null).length,
        warnings: want.reduce((s, g) => s + g.warnings, 0),
      });
      const rows = await query(
        ctx,
        `SELECT file, game, variant, plies, final_fen, error_code FROM ${from} ORDER BY file, game`,
      );
      const sorted = [...want].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.game - b.game));
      expect(rows).toEqual(
        sorted.map((g) => ({
          file: g.file,
          game: g.game,
          variant: g.variant,
          plies: g.plies,
          final_fen: g.finalFen,
          error_code: g.errorCode,
        })),
      );
    }
  });

  it('DuckDB reads the moves CSV and JSON lines: counts, captures and legal-move sums agree with replay', async (ctx) => {
    const file = paths()[0]!;
    const csv = join(dir, 'moves.csv');
    const jsonl = join(dir, 'moves.jsonl');
    expect(crownhead(['export', '--format', 'csv', '--rows', 'moves', '--out', csv, file]).code).toBe(0);
    expect(crownhead(['export', '--rows', 'moves', '--out', jsonl, file]).code).toBe(0);
    const want = games.get(file)!.flatMap((g) => g.moves);
    for (const [format, from] of [
      [
        'csv',
        `read_csv(${sqlString(csv)}, header = true, delim = ',', quote = '"', escape = '"', allow_quoted_nulls = false, columns = ${duckColumns(MOVE_TYPES('csv'))})`,
      ],
      [
        'jsonl',
        `read_json(${sqlString(jsonl)}, format = 'newline_delimited', columns = ${duckColumns(MOVE_TYPES('jsonl'))})`,
      ],
    ] as const) {
      // captured: text in CSV, a list of texts (VARCHAR[]) in JSON lines.
      const taken =
        format === 'csv' ? `CASE WHEN captured = '' THEN 0 ELSE len(string_split(captured, ',')) END` : 'len(captured)';
      const [totals] = await query(
        ctx,
        `SELECT count(*) AS n, count(*) FILTER (WHERE capture) AS captures, sum(legal_moves) AS legal, count(*) FILTER (WHERE ${taken} = 0) AS quiet, ` +
          `sum(${taken}) AS taken, count(DISTINCT game) AS games, count(*) FILTER (WHERE decision IS NULL) AS undecided FROM ${from}`,
      );
      expect(totals).toEqual({
        n: want.length,
        captures: want.filter((m) => m.captured.length > 0).length,
        legal: want.reduce((s, m) => s + m.legal, 0),
        quiet: want.filter((m) => m.captured.length === 0).length,
        taken: want.reduce((s, m) => s + m.captured.length, 0),
        games: games.get(file)!.filter((g) => g.moves.length > 0).length,
        undecided: 0,
      });
      if (format === 'jsonl') {
        // The captured squares themselves, in capture order, as a list of texts.
        const first = want.find((m) => m.captured.length > 1)!;
        const rows = await query(
          ctx,
          `SELECT captured FROM ${from} WHERE fen_before = ${sqlString(first.fen)} AND path = ${sqlString(first.path.join('x'))} LIMIT 1`,
        );
        expect(rows).toEqual([{ captured: first.captured.map(String) }]);
      }
    }
  });

  it('DuckDB reads decision and other_tags with the declared types: a map in JSON lines, its JSON text in CSV', async (ctx) => {
    const csv = join(dir, 'games2.csv');
    const jsonl = join(dir, 'games2.jsonl');
    expect(crownhead(['export', '--format', 'csv', '--out', csv, ...paths()]).code).toBe(0);
    expect(crownhead(['export', '--out', jsonl, ...paths()]).code).toBe(0);
    const all = paths().flatMap((p) => parsePdn(readFileSync(p)).games);
    // The draws and wins as the library's replay reads the results (PDN 3.0 results).
    const results = all.map((g) => replay(g, { variants }).result);
    const draws = results.filter((r) => r.kind === 'draw').length;
    const unknown = results.filter((r) => r.kind === 'unfinished' || r.kind === 'other').length;
    expect(draws).toBeGreaterThan(100);
    // wiersma.pdn's clock tags are in other_tags; a reader reaches them by name.
    const tagged = all.filter((g) => g.tags.some((t) => t.name === 'WhiteClock')).length;
    expect(tagged).toBeGreaterThan(10);
    for (const [format, from] of [
      [
        'csv',
        `read_csv(${sqlString(csv)}, header = true, delim = ',', quote = '"', escape = '"', allow_quoted_nulls = false, columns = ${duckColumns(GAME_TYPES('csv'))})`,
      ],
      [
        'jsonl',
        `read_json(${sqlString(jsonl)}, format = 'newline_delimited', columns = ${duckColumns(GAME_TYPES('jsonl'))})`,
      ],
    ] as const) {
      const opening = format === 'csv' ? `json_extract_string(other_tags, '$.WhiteClock')` : `other_tags['WhiteClock']`;
      const [totals] = await query(
        ctx,
        `SELECT count(*) FILTER (WHERE decision = 'draw') AS draws, count(*) FILTER (WHERE decision = 'unknown') AS unknown, count(*) FILTER (WHERE decision IS NULL) AS missing, ` +
          `count(*) FILTER (WHERE winner IS NULL AND decision IN ('white', 'black')) AS contradictions, count(${opening}) AS tagged FROM ${from}`,
      );
      expect(totals).toEqual({ draws, unknown, missing: 0, contradictions: 0, tagged });
    }
  });
});

describe('crownhead export: what a data tool needs (issue 28)', () => {
  it('decision says who the result says won, never null: white, black, draw, none (0-0) or unknown', () => {
    // PDN 3.0, results: the first number belongs to the first player, who is Black in English
    // draughts (WCDF 1.3) and White in International (FMJD 3.1); 1/2-1/2 a draw, 0-0 a double
    // forfeit, * unknown; a match score such as 4-6 names no side.
    const games: [string, string, string, string | null][] = [
      ['21', '1-0', 'black', 'black'],
      ['21', '0-1', 'white', 'white'],
      ['20', '2-0', 'white', 'white'],
      ['20', '0-2', 'black', 'black'],
      ['21', '1/2-1/2', 'draw', null],
      ['21', '0-0', 'none', null],
      ['21', '*', 'unknown', null],
      ['21', '4-6', 'unknown', null],
    ];
    const path = join(dir, 'decisions.pdn');
    writeFileSync(
      path,
      games.map(([type, result]) => `[GameType "${type}"]\n[Result "${result}"]\n${result}\n`).join('\n'),
    );
    const rows = crownhead(['export', path])
      .stdout.trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(rows.map((r) => [r.result, r.decision, r.winner])).toEqual(
      games.map(([, result, decision, winner]) => [result, decision, winner]),
    );
  });

  it('file holds the absolute path, whatever the working directory and however the file was named', () => {
    const path = join(dir, 'where.pdn');
    writeFileSync(path, '[GameType "21"]\n1. 11-15 *\n');
    const files = [
      crownhead(['export', 'where.pdn'], dir),
      crownhead(['export', join('..', basename(dir), 'where.pdn')], dir),
      crownhead(['export', path], tmpdir()),
    ].map((r) => (JSON.parse(r.stdout) as { file: string }).file);
    expect(files).toEqual([path, path, path]);
  });

  it('a tag named __proto__ is a key of other_tags like any other (nothing lost)', () => {
    const [game] = parsePdn('[__proto__ "x"]\n[Annotator "y"]\n1. 11-15 *').games;
    const row = gameRow({ index: 1, game: game!, problems: [] }, { variants })!;
    expect(Object.keys(row.other_tags)).toEqual(['__proto__', 'Annotator']);
    expect(jsonLine(['other_tags'], row as unknown as Record<string, TableCell>)).toBe(
      '{"other_tags":{"__proto__":"x","Annotator":"y"}}\n',
    );
  });
});

describeShared('crownhead export on ../shared/data/pdn: types, encoders and --jobs', () => {
  const all = (): string[] => {
    const out: string[] = [];
    const walk = (d: string): void => {
      for (const e of readdirSync(d, { withFileTypes: true })) {
        if (e.isDirectory()) walk(join(d, e.name));
        else if (e.name.endsWith('.pdn')) out.push(join(d, e.name));
      }
    };
    walk(corpusDir()!);
    return out.sort();
  };

  it('every JSON line of every file has every column, each of its declared type, whatever the content', () => {
    for (const [rows, types] of [
      ['games', GAME_COLUMN_TYPES],
      ['moves', MOVE_COLUMN_TYPES],
    ] as const) {
      const r = crownhead(['export', '--jobs', '1', '--rows', rows, ...all()]);
      expect(r.code).toBe(0);
      const lines = r.stdout.trimEnd().split('\n');
      expect(lines.length).toBeGreaterThan(rows === 'games' ? 5000 : 50000);
      const bad: string[] = [];
      for (const line of lines) {
        const o = JSON.parse(line) as Record<string, unknown>;
        expect(Object.keys(o)).toEqual(Object.keys(types));
        for (const [column, t] of Object.entries(types))
          if (!hasType(o[column], t)) bad.push(`${column}: ${JSON.stringify(o[column])}`);
      }
      expect(bad.slice(0, 5)).toEqual([]);
    }
  }, 240_000);

  it('the rows export writes are the bytes of jsonLine and csvLine on gameRow and moveRows, move text as formatMove writes it', async () => {
    const files = [
      'checkerboard/tinsley.pdn',
      'wiegerw-pdn/succeed/mrcd2007.pdn',
      'wiegerw-pdn/succeed/schildpad.pdn',
    ].map((f) => join(corpusDir()!, f));
    for (const format of ['jsonl', 'csv'] as const) {
      for (const rows of ['games', 'moves'] as const) {
        const columns = rows === 'games' ? GAME_COLUMNS : MOVE_COLUMNS;
        let want = format === 'csv' ? csvLine(columns) : '';
        for (const file of files) {
          for await (const record of readPdn(readFileSync(file))) {
            const made =
              rows === 'games'
                ? [gameRow(record, { variants, file })].filter((r) => r !== undefined)
                : moveRows(record, { variants, file });
            for (const row of made) {
              const cells = row as unknown as Record<string, TableCell>;
              want += format === 'csv' ? csvLine(rowCells(columns, cells)) : jsonLine(columns, cells);
            }
          }
        }
        const got = crownhead(['export', '--jobs', '1', '--format', format, '--rows', rows, ...files]);
        expect(got.stdout === want, `${rows} ${format}`).toBe(true);
      }
    }
    // The move column against formatMove on an independent replay.
    const [game] = parsePdn(readFileSync(files[1]!)).games;
    const r = replay(game!, { variants, variations: false });
    const made = moveRows({ index: 1, game: game!, problems: [] }, { variants });
    expect(made.map((m) => m.move)).toEqual(r.moves.map((m, k) => formatMove(r.positions[k]!, m, { distinct: true })));
  }, 240_000);

  it('--jobs 2 writes the same bytes as --jobs 1 on a file cut into pieces (2.4 MB)', () => {
    const path = join(dir, 'big.pdn');
    const tinsley = readFileSync(join(corpusDir()!, 'checkerboard', 'tinsley.pdn'));
    writeFileSync(path, Buffer.concat(Array.from({ length: 7 }, () => Buffer.concat([tinsley, Buffer.from('\n')]))));
    for (const args of [
      ['--rows', 'games'],
      ['--rows', 'moves', '--format', 'csv'],
    ]) {
      const one = crownhead(['export', '--jobs', '1', ...args, path]);
      const two = crownhead(['export', '--jobs', '2', ...args, path]);
      expect(one.code).toBe(0);
      expect(two.stdout === one.stdout, args.join(' ')).toBe(true);
      expect(two.stdout.length).toBeGreaterThan(1e6);
    }
  }, 240_000);
});

/**
 * CSV that a spreadsheet opens (issue 29). The rule is OWASP's (CSV Injection, docs/sources.md):
 * a cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return is run as a formula by
 * a spreadsheet, so such a cell gets a single quote in front and is quoted (its quotes doubled);
 * ASVS 5.0 V1.2.10 adds NUL. Numbers are not text and stay as they are. The expected fields below
 * are written by hand from that rule, not taken from the code.
 */
describe('CSV a spreadsheet opens: formulas neutralised by the OWASP rule (issue 29)', () => {
  it.each<[string, TableCell, string]>([
    [
      'a formula',
      '=HYPERLINK("http://evil.example/?x","click")',
      `"'=HYPERLINK(""http://evil.example/?x"",""click"")"`,
    ],
    ['plus', '+1', `"'+1"`],
    ['minus (text, even when it looks like a number)', '-1', `"'-1"`],
    ['a lone minus (a Round "-" of real files)', '-', `"'-"`],
    ['at', '@SUM(A1:A9)', `"'@SUM(A1:A9)"`],
    ['a tab first', '\t=1+1', `"'\t=1+1"`],
    ['a carriage return first', '\r=1+1', `"'\r=1+1"`],
    ['NUL first (ASVS)', '\0=1', `"'\0=1"`],
    ['a quote then a formula: one more quote, so the rule can be undone', "'=1+1", `"''=1+1"`],
    ['a quote then text: as it is', "'s-Gravenhage", "'s-Gravenhage"],
    ['a formula after a separator a spreadsheet may use: quoted whole', 'Ann;=1+1', '"Ann;=1+1"'],
    ['a formula after a comma: quoted whole (RFC 4180)', 'Ann,=1+1', '"Ann,=1+1"'],
    ['a result such as 0-2 or 1/2-1/2 starts with a digit', '0-2', '0-2'],
    ['a list whose first text is a formula', ['-1', '2'], `"'-1,2"`],
    ['a map: its JSON text starts with {', { A: '=1' }, '"{""A"":""=1""}"'],
    ['a negative number stays a number', -1, '-1'],
    ['zero', 0, '0'],
  ])('%s', (_, cell, field) => {
    expect(csvLine([cell, 'x'])).toBe(`${field},x\r\n`);
  });

  /** A file as the databases write them (roster, clock tags, numbered moves), with hostile and repeated tags. */
  const HOSTILE = [
    '[Index "967858"]\n[Event "=HYPERLINK(\\"http://evil.example\\",\\"Click\\")"]\n[Site "@SUM(1+1)*cmd|\' /C calc\'!A0"]\n[Date "2005.01.15"]\n[Round "-"]\n',
    '[White "+Wiersma, Harm"]\n[Black "-Vissers"]\n[Result "1-1"]\n[WhiteClock "=1+1"]\n[BlackClock "1.59"]\n[Annotator "\t=2+5"]\n',
    '[WhiteClock "2.10"]\n[White "Bob"]\n[A "1"]\n[A "2"]\n[A#2 "3"]\n[__proto__ "p"]\n[GameType "20"]\n',
    '  1.33-28 18-22  2.38-33 12-18  *\n\n',
    '[Event "Club"]\n[Result "-"]\n[GameType "21"]\n1. 11-15 23-19 *\n',
  ].join('');
  const TAGS_OF_GAME_1: Array<[string, string]> = [
    ['Index', '967858'],
    ['Event', '=HYPERLINK("http://evil.example","Click")'],
    ['Site', "@SUM(1+1)*cmd|' /C calc'!A0"],
    ['Date', '2005.01.15'],
    ['Round', '-'],
    ['White', '+Wiersma, Harm'],
    ['Black', '-Vissers'],
    ['Result', '1-1'],
    ['WhiteClock', '=1+1'],
    ['BlackClock', '1.59'],
    ['Annotator', '\t=2+5'],
    ['WhiteClock', '2.10'],
    ['White', 'Bob'],
    ['A', '1'],
    ['A', '2'],
    ['A#2', '3'],
    ['__proto__', 'p'],
    ['GameType', '20'],
  ];

  it('the hostile file is read as written: every tag of game 1 in the game tree, in order (PDN 3.0 escapes a quote as \\")', () => {
    const [game] = parsePdn(HOSTILE).games;
    expect(game!.tags.map((t) => [t.name, t.value])).toEqual(TAGS_OF_GAME_1);
  });

  it('crownhead export --format csv: no field of any row starts a formula; each one reads back to the JSON lines value by the documented rule', () => {
    const path = join(dir, 'hostile.pdn');
    writeFileSync(path, HOSTILE);
    for (const rows of ['games', 'moves'] as const) {
      const csv = crownhead(['export', '--format', 'csv', '--rows', rows, path]);
      const jsonl = crownhead(['export', '--rows', rows, path]);
      expect(csv.code).toBe(0);
      expect(jsonl.code).toBe(0);
      const read = readCsv(csv.stdout);
      const json = jsonl.stdout
        .trimEnd()
        .split('\n')
        .map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(read).toHaveLength(json.length);
      expect(read.length).toBeGreaterThan(1);
      const types: Readonly<Record<string, TableColumnType>> = rows === 'games' ? GAME_COLUMN_TYPES : MOVE_COLUMN_TYPES;
      read.forEach((row, i) => {
        for (const [column, field] of Object.entries(row)) {
          // A spreadsheet runs a field that starts with = + - @ tab CR (NUL): none does, but numbers.
          if (types[column]!.type !== 'integer')
            expect(field, `${rows} row ${i + 1} ${column}`).not.toMatch(/^[=+\-@\t\r\0]/);
          const undone = /^'+[=+\-@\t\r\0]/.test(field) ? field.slice(1) : field;
          const value = json[i]![column];
          const text =
            value === null
              ? ''
              : Array.isArray(value)
                ? value.join(',')
                : typeof value === 'object'
                  ? JSON.stringify(value)
                  : String(value);
          expect(undone, `${rows} row ${i + 1} ${column}`).toBe(text);
        }
      });
    }
  });

  it('the fields as the rule writes them, and the exact values in JSON lines', () => {
    const path = join(dir, 'hostile2.pdn');
    writeFileSync(path, HOSTILE);
    const csv = crownhead(['export', '--format', 'csv', path]).stdout;
    const json = crownhead(['export', path])
      .stdout.trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    // The raw fields of game 1: site, round, white and black by the rule, written out by hand.
    const record = csv.split('\r\n')[1]!;
    expect(record).toContain(`,"'@SUM(1+1)*cmd|' /C calc'!A0",2005.01.15,"'-","'+Wiersma, Harm","'-Vissers",1-1,20,`);
    const read = readCsv(csv);
    expect(read.map((r) => [r.round, r.result])).toEqual([
      ["'-", '1-1'],
      ['', "'-"],
    ]);
    // JSON lines keep every value exactly.
    expect([json[0]!.site, json[0]!.round, json[0]!.white, json[0]!.black, json[1]!.result]).toEqual([
      "@SUM(1+1)*cmd|' /C calc'!A0",
      '-',
      '+Wiersma, Harm',
      '-Vissers',
      '-',
    ]);
    // The moves rows carry the game's result: neutralised in CSV, exact in JSON lines.
    const moves = readCsv(crownhead(['export', '--format', 'csv', '--rows', 'moves', path]).stdout);
    expect(moves.filter((m) => m.game === '2').map((m) => m.result)).toEqual(["'-", "'-"]);
  });

  it('every tag survives export, CSV and JSON lines: a repeated name as Name#2, Name#3 … skipping names the game has, __proto__ too', () => {
    const path = join(dir, 'tags.pdn');
    writeFileSync(path, HOSTILE);
    const json = JSON.parse(crownhead(['export', path]).stdout.split('\n')[0]!) as Record<string, unknown>;
    const csv = readCsv(crownhead(['export', '--format', 'csv', path]).stdout)[0]!;
    // The roster columns hold the first tag of each name; other_tags every other tag, the second
    // White as White#2, the second A as A#3 (A#2 is a tag of the game, kept under its own name).
    const want = {
      Index: '967858',
      WhiteClock: '=1+1',
      BlackClock: '1.59',
      Annotator: '\t=2+5',
      'WhiteClock#2': '2.10',
      'White#2': 'Bob',
      A: '1',
      'A#3': '2',
      'A#2': '3',
      ['__proto__']: 'p',
    };
    const wantMap: Record<string, string> = {};
    for (const [k, v] of Object.entries(want)) Object.defineProperty(wantMap, k, { value: v, enumerable: true });
    // JSON.parse makes __proto__ an own key, as JSON has it.
    expect(Object.entries(json.other_tags as object)).toEqual(Object.entries(wantMap));
    expect(Object.entries(JSON.parse(csv.other_tags!) as object)).toEqual(Object.entries(wantMap));
    // Every tag of the game is in the row once: in a roster column or in other_tags.
    const roster = ['event', 'site', 'date', 'round', 'white', 'black', 'result', 'game_type'].map((c) => json[c]);
    const values = [...roster, ...Object.values(json.other_tags as object)].sort();
    const [game] = parsePdn(HOSTILE).games;
    expect(values).toEqual(game!.tags.map((t) => t.value).sort());
  });
});
