/**
 * `crownhead export`: PDN files as a table for data tools, one row per game or per half-move of
 * the main line, as JSON lines or CSV (RFC 4180). The rows are those of `gameRow` and `moveRows`
 * of crownhead/pdn.
 * @module
 */
import { resolve } from 'node:path';
import type { TableCell } from '../../pdn/index.js';
import { GAME_COLUMNS, MOVE_COLUMNS, csvLine, gameRow, jsonLine, moveRows, rowCells } from '../../pdn/index.js';
import type { Io } from '../io.js';
import type { ParsedOptions } from '../args.js';
import { flag, stringOption } from '../args.js';
import { EXIT_BAD_INPUT, EXIT_OK, UsageError } from '../errors.js';
import { problemLine } from '../format.js';
import { fileRecords, readFailure } from '../pdnFiles.js';
import { defaultGameTypeOption } from '../variants.js';
import type { Sink } from '../sink.js';
import { fileSink, stdoutSink } from '../sink.js';

/** The options `export` accepts; the files are operands. */
export const exportOptions = { format: 'string', rows: 'string', strict: 'boolean', out: 'string', variant: 'string' } as const;

/**
 * Runs `export`: for each file, each game read (lenient, or `--strict`) and replayed, written as
 * rows (`--rows games`, the default, or `moves`) in `--format jsonl` (the default) or `csv`
 * (one header record first), to stdout or `--out FILE`. A game with errors is a row like any
 * other (its first error in the `error_*` columns); problems that belong to no game (a file that
 * holds no PDN) go to stderr as by `validate`, and a file that cannot be read is reported on
 * stderr and the other files go on. Returns 1 when a file could not be read or held an error
 * outside any game, else 0.
 */
export async function runExport(io: Io, options: ParsedOptions, files: readonly string[] = []): Promise<number> {
  if (files.length === 0) throw new UsageError('export: missing FILE (try crownhead export --help)');
  const format = stringOption(options, 'format') ?? 'jsonl';
  if (format !== 'jsonl' && format !== 'csv') throw new UsageError(`export: --format must be jsonl or csv, not ${JSON.stringify(format)}`);
  const rows = stringOption(options, 'rows') ?? 'games';
  if (rows !== 'games' && rows !== 'moves') throw new UsageError(`export: --rows must be games or moves, not ${JSON.stringify(rows)}`);
  const out = stringOption(options, 'out');
  if (out !== undefined && files.some((file) => resolve(file) === resolve(out))) {
    throw new UsageError(`export: --out ${out} is also an input file`);
  }
  let sink: Sink;
  try {
    sink = out === undefined ? stdoutSink(io) : await fileSink(out);
  } catch (error) {
    throw new UsageError(`export: cannot write ${out}: ${readFailure(error)}`);
  }
  const mode = flag(options, 'strict') ? 'strict' : 'lenient';
  const defaultGameType = defaultGameTypeOption(stringOption(options, 'variant'));
  const columns: readonly string[] = rows === 'games' ? GAME_COLUMNS : MOVE_COLUMNS;
  const line = (row: Readonly<Record<string, TableCell>>): string => (format === 'csv' ? csvLine(rowCells(columns, row)) : jsonLine(columns, row));
  if (format === 'csv') await sink.write(csvLine(columns));
  let failed = false;
  for (const file of files) {
    try {
      for await (const record of fileRecords(io, 'export', file, { mode })) {
        if (record.game === undefined) {
          for (const p of record.problems) {
            if (p.severity === 'error') failed = true;
            io.err(problemLine(file, p));
          }
          continue;
        }
        if (rows === 'games') {
          const row = gameRow(record, defaultGameType === undefined ? { file, mode } : { file, mode, defaultGameType });
          if (row !== undefined) await sink.write(line(row as unknown as Readonly<Record<string, TableCell>>));
        } else {
          for (const row of moveRows(record, defaultGameType === undefined ? { file, mode } : { file, mode, defaultGameType })) await sink.write(line(row as unknown as Readonly<Record<string, TableCell>>));
        }
      }
    } catch (error) {
      failed = true;
      io.err(`crownhead: ${file}: ${readFailure(error)}`);
    }
  }
  await sink.close();
  return failed ? EXIT_BAD_INPUT : EXIT_OK;
}
