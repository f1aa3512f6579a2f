/**
 * `crownhead pdn`: rewrites PDN files as canonical PDN 3.0.
 * @module
 */
import { resolve } from 'node:path';
import { canonicalGame, writeGame } from '../../pdn/index.js';
import type { Io } from '../io.js';
import type { ParsedOptions } from '../args.js';
import { flag, stringOption } from '../args.js';
import { EXIT_BAD_INPUT, EXIT_OK, UsageError } from '../errors.js';
import type { PdnTotals } from '../format.js';
import { pdnSummaryLine, problemLine } from '../format.js';
import { fileRecords, readFailure } from '../pdnFiles.js';
import { byLocation } from './validate.js';
import type { Sink } from '../sink.js';
import { fileSink, stdoutSink } from '../sink.js';

/** The options `pdn` accepts; the files are operands. */
export const pdnOptions = { out: 'string', 'result-token': 'boolean' } as const;

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
  const totals: PdnTotals = { files: 0, games: 0, moves: 0, warnings: 0, errors: 0 };
  for (const file of files) {
    try {
      for await (const record of fileRecords(io, 'pdn', file, {})) {
        const problems = [...record.problems];
        if (record.game !== undefined) {
          const canonical = canonicalGame(record.game);
          problems.push(...canonical.replay.problems);
          problems.sort(byLocation);
          totals.moves += canonical.replay.moves.length;
          if (totals.games > 0) await sink.write('\n');
          totals.games++;
          await sink.write(writeGame(canonical.game, { resultToken }));
        }
        for (const p of problems) {
          if (p.severity === 'error') {
            totals.errors++;
            io.err(problemLine(file, p));
          } else totals.warnings++;
        }
      }
      totals.files++;
    } catch (error) {
      totals.errors++;
      io.err(`crownhead: ${file}: ${readFailure(error)}`);
    }
  }
  await sink.close();
  if (totals.errors + totals.warnings > 0) io.err(`crownhead: pdn: ${pdnSummaryLine(totals)} (crownhead validate lists them all)`);
  return totals.errors > 0 ? EXIT_BAD_INPUT : EXIT_OK;
}
