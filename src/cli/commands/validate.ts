/**
 * `crownhead validate`: reads and replays every game of PDN files; prints the errors as they are
 * found and sums up the warnings by code (or lists every problem with `--warnings`).
 * @module
 */
import type { PdnProblem } from '../../pdn/index.js';
import { processPdnFiles } from '../../node/parallel.js';
import type { Io } from '../io.js';
import type { ParsedOptions } from '../args.js';
import { flag } from '../args.js';
import { EXIT_BAD_INPUT, EXIT_OK, EXIT_WARNINGS, UsageError } from '../errors.js';
import type { PdnTotals } from '../format.js';
import { pdnSummaryLine, problemLine, validateJson, warningSummaryLine } from '../format.js';
import { failureLine, jobsOption, progressReporter } from '../pdnFiles.js';

/** The options `validate` accepts; the files are operands. */
export const validateOptions = { strict: 'boolean', json: 'boolean', warnings: 'boolean', jobs: 'string' } as const;

/** Orders problems by where they are (parse and replay problems of a game interleave). */
export function byLocation(a: PdnProblem, b: PdnProblem): number {
  return a.offset - b.offset;
}

/** The warnings of one code over the run: how many, and the first with its file. */
interface WarningCount {
  count: number;
  readonly file: string;
  readonly first: PdnProblem;
}

/**
 * Runs `validate`: for each file, each game is read (lenient, or `--strict`) and replayed.
 * Text: each error as a line (`problemLine`) as soon as its game is read; then one line per
 * warning code with its count and first occurrence (`warningSummaryLine`), most frequent
 * first; then the summary line. With `--warnings`, every problem, errors and warnings, in the
 * order of the files, and no per-code lines. With `--json`, one object per game
 * (`validateJson`, every problem) and the summary on stderr. The files are read on `--jobs`
 * worker threads (default: every core), with the same output as one thread. Returns 1 when there was an error
 * (or a file could not be read), else 3 when there was a warning, else 0.
 */
export async function runValidate(io: Io, options: ParsedOptions, files: readonly string[] = []): Promise<number> {
  if (files.length === 0) throw new UsageError('validate: missing FILE (try crownhead validate --help)');
  const json = flag(options, 'json');
  const everyWarning = flag(options, 'warnings');
  const mode = flag(options, 'strict') ? 'strict' : 'lenient';
  const jobs = jobsOption('validate', options);
  const totals: PdnTotals = { files: 0, games: 0, moves: 0, warnings: 0, errors: 0 };
  const byCode = new Map<string, WarningCount>();
  const progress = progressReporter(io, 'validate');
  for await (const event of processPdnFiles(files, 'validate', { jobs, mode })) {
    if (event.kind === 'progress') progress(event);
    else if (event.kind === 'file') totals.files++;
    else if (event.kind === 'failure') {
      totals.errors++;
      io.err(failureLine(event));
    } else {
      const { file, result } = event;
      const problems = result.problems;
      if (result.hasGame) totals.games++;
      totals.moves += result.moves;
      const errors = problems.filter((p) => p.severity === 'error').length;
      totals.errors += errors;
      totals.warnings += problems.length - errors;
      if (json) await io.out(validateJson(file, result.index, errors === 0, result.variant, result.moves, problems));
      else {
        for (const p of problems) {
          if (p.severity === 'error' || everyWarning) await io.out(problemLine(file, p));
          else {
            const seen = byCode.get(p.code);
            if (seen === undefined) byCode.set(p.code, { count: 1, file, first: p });
            else seen.count++;
          }
        }
      }
    }
  }
  const counted = [...byCode].sort(([a, x], [b, y]) => y.count - x.count || (a < b ? -1 : 1));
  for (const [code, { count, file, first }] of counted) await io.out(warningSummaryLine(code, count, file, first));
  const summary = `summary: ${pdnSummaryLine(totals)}`;
  if (json) io.err(summary);
  else await io.out(summary);
  return totals.errors > 0 ? EXIT_BAD_INPUT : totals.warnings > 0 ? EXIT_WARNINGS : EXIT_OK;
}
