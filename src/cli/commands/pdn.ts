/**
 * `crownhead pdn`: rewrites PDN files as canonical PDN 3.0.
 * @module
 */
import { resolve } from 'node:path';
import { processPdnFiles } from '../../node/parallel.js';
import type { Io } from '../io.js';
import type { ParsedOptions } from '../args.js';
import { flag, stringOption } from '../args.js';
import { EXIT_BAD_INPUT, EXIT_OK, UsageError } from '../errors.js';
import type { PdnTotals } from '../format.js';
import { pdnSummaryLine, problemLine } from '../format.js';
import { failureLine, jobsOption, progressReporter, readFailure } from '../pdnFiles.js';
import type { Sink } from '../sink.js';
import { fileSink, stdoutSink } from '../sink.js';

/** The options `pdn` accepts; the files are operands. */
export const pdnOptions = { out: 'string', 'result-token': 'boolean', jobs: 'string' } as const;

/**
 * Runs `pdn`: every game of the files, read leniently, replayed and rewritten by
 * `canonicalGame`, written by `writeGame` (with `--result-token`, the result after the moves)
 * to stdout or to `--out FILE`, games separated by a blank line. Errors go to stderr as
 * `problemLine`s, and a summary when there were problems; the games are written all the same.
 * Returns 1 when there was an error, else 0.
 */
export async function runPdn(io: Io, options: ParsedOptions, files: readonly string[] = []): Promise<number> {
  if (files.length === 0) throw new UsageError('pdn: missing FILE (try crownhead pdn --help)');
  const out = stringOption(options, 'out');
  if (out !== undefined && files.some((file) => resolve(file) === resolve(out))) {
    throw new UsageError(`pdn: --out ${out} is also an input file`);
  }
  let sink: Sink;
  try {
    sink = out === undefined ? stdoutSink(io) : await fileSink(out);
  } catch (error) {
    throw new UsageError(`pdn: cannot write ${out}: ${readFailure(error)}`);
  }
  const resultToken = flag(options, 'result-token');
  const jobs = jobsOption('pdn', options);
  const totals: PdnTotals = { files: 0, games: 0, moves: 0, warnings: 0, errors: 0 };
  const progress = progressReporter(io, 'pdn');
  for await (const event of processPdnFiles(files, 'pdn', { jobs, resultToken })) {
    if (event.kind === 'progress') progress(event);
    else if (event.kind === 'file') totals.files++;
    else if (event.kind === 'failure') {
      totals.errors++;
      io.err(failureLine(event));
    } else {
      const { file, result } = event;
      if (result.text !== undefined) {
        totals.moves += result.moves;
        if (totals.games > 0) await sink.write('\n');
        totals.games++;
        await sink.write(result.text);
      }
      for (const p of result.problems) {
        if (p.severity === 'error') {
          totals.errors++;
          io.err(problemLine(file, p));
        } else totals.warnings++;
      }
    }
  }
  await sink.close();
  if (totals.errors + totals.warnings > 0) io.err(`crownhead: pdn: ${pdnSummaryLine(totals)} (crownhead validate lists them all)`);
  return totals.errors > 0 ? EXIT_BAD_INPUT : EXIT_OK;
}
