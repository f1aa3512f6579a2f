/**
 * `crownhead pdn`: rewrites PDN files as canonical PDN 3.0.
 * @module
 */
import { resolve } from 'node:path';
import { processPdnPieces } from '../../node/parallel.js';
import type { Io } from '../io.js';
import type { ParsedOptions } from '../args.js';
import { flag, stringOption } from '../args.js';
import { EXIT_BAD_INPUT, EXIT_OK, UsageError } from '../errors.js';
import type { PdnTotals } from '../format.js';
import { addToTotals, pdnSummaryLine } from '../format.js';
import { renderTemplate } from '../../node/template.js';
import { defaultGameTypeOption } from '../variants.js';
import { errLines, jobsOption, pdnFileOptions, progressReporter, tallyFileEvent } from '../pdnFiles.js';
import type { Sink } from '../sink.js';
import { fileSink, stdoutSink } from '../sink.js';

/** The options `pdn` accepts; the files are operands. */
export const pdnOptions = { out: 'string', 'result-token': 'boolean', ...pdnFileOptions } as const;

/**
 * Runs `pdn`: every game of the files, read leniently, replayed and rewritten by
 * `canonicalGame`, written by `formatPdn` (with `--result-token`, the result after the moves)
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
  // A file that cannot be created is an OutputError (exit 74), as a write that fails.
  const sink: Sink = out === undefined ? stdoutSink(io) : await fileSink(out);
  const resultToken = flag(options, 'result-token');
  const jobs = await jobsOption('pdn', options, files);
  const defaultGameType = defaultGameTypeOption(stringOption(options, 'variant'));
  const totals: PdnTotals = { files: 0, games: 0, moves: 0, warnings: 0, errors: 0 };
  const progress = progressReporter(io, 'pdn');
  // The canonical text and the error lines of each piece are made where its games were read
  // (a worker with --jobs): here the line and game numbers are filled, in input order.
  for await (const event of processPdnPieces(
    files,
    'pdn',
    defaultGameType === undefined ? { jobs, resultToken } : { jobs, resultToken, defaultGameType },
    (file) => ({ command: 'pdn', file }),
  )) {
    if (tallyFileEvent(event, totals, io, progress)) continue;
    const { output, lines, games } = event;
    const text = renderTemplate(output.out, lines, games);
    if (output.games > 0) {
      if (totals.games > 0) await sink.write('\n');
      await sink.write(text);
    }
    addToTotals(totals, output);
    errLines(io, renderTemplate(output.err, lines, games));
  }
  await sink.close();
  if (totals.errors + totals.warnings > 0)
    io.err(`crownhead: pdn: ${pdnSummaryLine(totals)} (crownhead validate lists them all)`);
  return totals.errors > 0 ? EXIT_BAD_INPUT : EXIT_OK;
}
