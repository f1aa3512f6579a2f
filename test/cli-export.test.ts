/**
 * `crownhead export` and the table rows of crownhead/pdn (`gameRow`, `moveRows`, `csvLine`):
 * the CSV is read back with a real RFC 4180 reader (csv-parse) and with DuckDB, the JSON lines
 * with JSON.parse and DuckDB, and every row count and value is checked against the library's
 * own replay (`parsePdn` + `replay`, `toFen`, `legalMoves`) of real files of ../shared/data/pdn.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { parse } from 'csv-parse/sync';
import { legalMoves, toFen } from '../src/index.js';
import type { PdnGame, PdnProblem, TableCell } from '../src/pdn/index.js';
import { GAME_COLUMNS, MOVE_COLUMNS, csvLine, jsonLine, parsePdn, replay } from '../src/pdn/index.js';
import type { SkipContext } from './shared.js';
import { describeShared } from './shared.js';
import { corpusDir } from './pdn/corpus.js';
import { distFile, ensureDist } from './dist.js';

const CLI = distFile('cli.js');
beforeAll(ensureDist, 120_000);

function crownhead(args: readonly string[]): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'crownhead-export-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Reads CSV as RFC 4180 says, strictly: a header record, then records of as many fields. */
function readCsv(text: string): Record<string, string>[] {
  return parse(text, { columns: true, relax_quotes: false, relax_column_count: false, skip_empty_lines: false, record_delimiter: '\r\n' });
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
    return reader.getRowObjectsJS().map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'bigint' ? Number(v) : v])));
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

const sqlString = (text: string): string => `'${text.replace(/'/g, "''")}'`;

/** The DuckDB types of the columns, as a user would give them (nothing left to guessing). */
const GAME_TYPES: Record<string, string> = Object.fromEntries(
  GAME_COLUMNS.map((c) => [c, ['game', 'plies', 'error_ply', 'error_line', 'error_column', 'warnings'].includes(c) ? 'BIGINT' : 'VARCHAR']),
);
const MOVE_TYPES: Record<string, string> = Object.fromEntries(
  MOVE_COLUMNS.map((c) => [c, c === 'capture' ? 'BOOLEAN' : ['game', 'ply', 'legal_moves'].includes(c) ? 'BIGINT' : 'VARCHAR']),
);
const duckColumns = (types: Record<string, string>): string => `{${Object.entries(types).map(([k, v]) => `${sqlString(k)}: ${sqlString(v)}`).join(', ')}}`;

describe('csvLine (RFC 4180) read back by csv-parse', () => {
  it('quotes exactly the fields that need it and ends each record with CRLF', () => {
    expect(csvLine(['a', 'b c', 'x,y', 'say "hi"', 'two\nlines', 'cr\r', null, '', 0, -1.5, false])).toBe(
      'a,b c,"x,y","say ""hi""","two\nlines","cr\r",,"",0,-1.5,false\r\n',
    );
  });

  it('any cells survive a round trip through a real CSV reader', () => {
    const cell = fc.oneof(
      fc.string({ unit: fc.constantFrom('a', ',', '"', '\r', '\n', ' ', 'é', '😀', '{', '}', 'x') }),
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
        expect(read).toEqual(table.map((r) => r.map((c) => (c === null ? '' : String(c)))));
      }),
      { numRuns: 300 },
    );
  });

  it('jsonLine keeps the column order and nothing else', () => {
    expect(jsonLine(['b', 'a'], { a: 1, b: null, c: 'x' })).toBe('{"b":null,"a":1}\n');
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
  readonly moves: readonly { fen: string; path: readonly number[]; captured: readonly number[]; legal: number; side: string }[];
}

function expectedOf(text: string): Expected[] {
  const { games, problems } = parsePdn(text);
  return games.map((game: PdnGame, i) => {
    const index = game.index ?? i + 1;
    const r = replay(game);
    const all: PdnProblem[] = [...problems.filter((p) => p.game === index), ...r.problems];
    const errors = all.filter((p) => p.severity === 'error').sort((a, b) => a.offset - b.offset);
    const main = replay(game, { variations: false });
    return {
      game: index,
      event: game.tags.find((t) => t.name === 'Event')?.value ?? null,
      variant: r.variant?.key ?? null,
      plies: r.moves.length,
      finalFen: r.positions.length === 0 ? null : toFen(r.positions.at(-1)!),
      errorCode: errors[0]?.code ?? null,
      errorPly: errors[0]?.ply ?? null,
      warnings: all.length - errors.length,
      moves: main.moves.map((move, k) => ({
        fen: toFen(main.positions[k]!),
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
    expect(rows.map((row) => [row.game, row.event, row.white, row.result, row.variant, row.outcome, row.winner, row.plies, row.error_code, row.error_ply])).toEqual([
      ['1', 'Club, "night"', 'Ann', '1-0', 'english', 'win', 'black', '3', '', '', ],
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
      const json = crownhead(['export', '--rows', rows, path]).stdout.trimEnd().split('\n').map((l) => JSON.parse(l) as Record<string, TableCell>);
      expect(json.map((o) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, v === null ? '' : String(v)])))).toEqual(csv);
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
    expect(r.stdout.trimEnd().split('\n').map((l) => JSON.parse(l).file)).toContain(good);
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
      expect([row.file, row.game, row.event, row.variant, row.plies, row.final_fen, row.error_code, row.error_ply, row.warnings]).toEqual([
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
      expect([row.game, row.ply, row.side, row.fen_before, row.path, row.captured, row.capture, row.legal_moves]).toEqual([
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
      `read_csv(${sqlString(csv)}, header = true, delim = ',', quote = '"', escape = '"', allow_quoted_nulls = false, columns = ${duckColumns(GAME_TYPES)})`,
      `read_json(${sqlString(jsonl)}, format = 'newline_delimited', columns = ${duckColumns(GAME_TYPES)})`,
    ]) {
      const [totals] = await query(ctx, `SELECT count(*) AS n, sum(plies) AS plies, count(error_code) AS errors, sum(warnings) AS warnings FROM ${from}`);
      expect(totals).toEqual({
        n: want.length,
        plies: want.reduce((s, g) => s + g.plies, 0),
        errors: want.filter((g) => g.errorCode !== null).length,
        warnings: want.reduce((s, g) => s + g.warnings, 0),
      });
      const rows = await query(ctx, `SELECT file, game, variant, plies, final_fen, error_code FROM ${from} ORDER BY file, game`);
      const sorted = [...want].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.game - b.game));
      expect(rows).toEqual(sorted.map((g) => ({ file: g.file, game: g.game, variant: g.variant, plies: g.plies, final_fen: g.finalFen, error_code: g.errorCode })));
    }
  });

  it('DuckDB reads the moves CSV and JSON lines: counts, captures and legal-move sums agree with replay', async (ctx) => {
    const file = paths()[0]!;
    const csv = join(dir, 'moves.csv');
    const jsonl = join(dir, 'moves.jsonl');
    expect(crownhead(['export', '--format', 'csv', '--rows', 'moves', '--out', csv, file]).code).toBe(0);
    expect(crownhead(['export', '--rows', 'moves', '--out', jsonl, file]).code).toBe(0);
    const want = games.get(file)!.flatMap((g) => g.moves);
    for (const from of [
      `read_csv(${sqlString(csv)}, header = true, delim = ',', quote = '"', escape = '"', allow_quoted_nulls = false, columns = ${duckColumns(MOVE_TYPES)})`,
      `read_json(${sqlString(jsonl)}, format = 'newline_delimited', columns = ${duckColumns(MOVE_TYPES)})`,
    ]) {
      const [totals] = await query(
        ctx,
        `SELECT count(*) AS n, count(*) FILTER (WHERE capture) AS captures, sum(legal_moves) AS legal, count(*) FILTER (WHERE captured = '') AS quiet, count(DISTINCT game) AS games FROM ${from}`,
      );
      expect(totals).toEqual({
        n: want.length,
        captures: want.filter((m) => m.captured.length > 0).length,
        legal: want.reduce((s, m) => s + m.legal, 0),
        quiet: want.filter((m) => m.captured.length === 0).length,
        games: games.get(file)!.filter((g) => g.moves.length > 0).length,
      });
    }
  });
});
