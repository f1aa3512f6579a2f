/**
 * `crownhead export`: PDN files as a table for data tools, one row per game or per half-move of
 * the main line, as JSON lines or CSV (RFC 4180). The rows are those of `gameRow` and `moveRows`
 * of crownhead/pdn.
 * @module
 */
import { resolve } from 'node:path';
import { processPdnPieces } from '../../node/parallel.js';
import type { Io } from '../io.js';
import type { ParsedOptions } from '../args.js';
import { flag, stringOption } from '../args.js';
import { EXIT_BAD_INPUT, EXIT_OK, UsageError } from '../errors.js';
import { csvLine } from '../../pdn/index.js';
import { renderTemplate } from '../../node/template.js';
import { errLines, failureLine, jobsOption, pdnFileOptions, progressReporter } from '../pdnFiles.js';
import { tableColumns } from '../../node/exportRows.js';
import { defaultGameTypeOption } from '../variants.js';
import type { Sink } from '../sink.js';
import { fileSink, stdoutSink } from '../sink.js';

/** The options `export` accepts; the files are operands. */
export const exportOptions = {
  format: 'string',
  rows: 'string',
  strict: 'boolean',
  out: 'string',
  ...pdnFileOptions,
} as const;

/**
 * Runs `export`: for each file, each game read (lenient, or `--strict`) and replayed, written as
 * rows (`--rows games`, the default, or `moves`) in `--format jsonl` (the default) or `csv`
 * (one header record first), to stdout or `--out FILE`. A game with errors is a row like any
 * other (its first error in the `error_*` columns); problems that belong to no game (a file that
 * holds no PDN) go to stderr as by `validate`, and a file that cannot be read is reported on
 * stderr and the other files go on. The `file` column holds each file's absolute path. The
 * files are read on `--jobs` worker threads as by `validate`, with the same bytes as one thread.
 * Returns 1 when a file could not be read or held an error outside any game, else 0.
 */
export async function runExport(io: Io, options: ParsedOptions, files: readonly string[] = []): Promise<number> {
  if (files.length === 0) throw new UsageError('export: missing FILE (try crownhead export --help)');
  const format = stringOption(options, 'format') ?? 'jsonl';
  if (format !== 'jsonl' && format !== 'csv')
    throw new UsageError(`export: --format must be jsonl or csv, not ${JSON.stringify(format)}`);
  const rows = stringOption(options, 'rows') ?? 'games';
  if (rows !== 'games' && rows !== 'moves')
    throw new UsageError(`export: --rows must be games or moves, not ${JSON.stringify(rows)}`);
  const jobs = await jobsOption('export', options, files, `export ${rows}`);
  const out = stringOption(options, 'out');
  if (out !== undefined && files.some((file) => resolve(file) === resolve(out))) {
    throw new UsageError(`export: --out ${out} is also an input file`);
  }
  // A file that cannot be created is an OutputError (exit 74), as a write that fails.
  const sink: Sink = out === undefined ? stdoutSink(io) : await fileSink(out);
  const mode = flag(options, 'strict') ? 'strict' : 'lenient';
  const defaultGameType = defaultGameTypeOption(stringOption(options, 'variant'));
  if (format === 'csv') await sink.write(csvLine(tableColumns(rows)));
  let failed = false;
  const progress = progressReporter(io, 'export');
  // The rows of each piece are made where its games were read (a worker with --jobs); here the
  // game and line numbers are filled and the text written, in input order, a piece at a time.
  // A worker holds a piece's rows until its end: pieces of 32 KiB for moves (2 MB of rows, not
  // 60 for 1 MiB), so that fewer outlive the worker's young generation (on 3 MB, --jobs 2: CPU
  // 3.6 s with pieces of 128 KiB, 3.1 s with 32 KiB; memory 400 against 250 MB).
  const pieceBytes = rows === 'moves' ? 32 * 1024 : undefined;
  const pieces = processPdnPieces(
    files,
    'export',
    {
      jobs,
      mode,
      ...(pieceBytes === undefined ? {} : { pieceBytes }),
      ...(defaultGameType === undefined ? {} : { defaultGameType }),
    },
    (file) => ({ command: 'export', file }),
    (file) => ({ rows, format, file: resolve(file) }),
  );
  for await (const event of pieces) {
    if (event.kind === 'progress') progress(event);
    else if (event.kind === 'failure') {
      failed = true;
      io.err(failureLine(event));
    } else if (event.kind === 'piece') {
      const { output, lines, games } = event;
      const text = renderTemplate(output.out, lines, games);
      if (text.length > 0) await sink.write(text);
      if (output.outBytes !== undefined) await sink.write(output.outBytes);
      if (output.errors > 0) failed = true;
      errLines(io, renderTemplate(output.err, lines, games));
    }
  }
  await sink.close();
  return failed ? EXIT_BAD_INPUT : EXIT_OK;
}
