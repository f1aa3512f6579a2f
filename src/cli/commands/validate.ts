/**
 * `crownhead validate`: reads and replays every game of PDN files; prints the errors as they are
 * found and sums up the warnings by code (or lists every problem with `--warnings`).
 * @module
 */
import { processPdnPieces } from '../../node/parallel.js';
import type { Io } from '../io.js';
import type { ParsedOptions } from '../args.js';
import { flag, stringOption } from '../args.js';
import { defaultGameTypeOption } from '../variants.js';
import { EXIT_BAD_INPUT, EXIT_OK, EXIT_WARNINGS, UsageError } from '../errors.js';
import type { PdnTotals } from '../format.js';
import { addToTotals, pdnSummaryLine, warningSummaryText } from '../format.js';
import { renderTemplate } from '../../node/template.js';
import { jobsOption, pdnFileOptions, progressReporter, tallyFileEvent } from '../pdnFiles.js';

/** The options `validate` accepts; the files are operands. */
export const validateOptions = { strict: 'boolean', json: 'boolean', warnings: 'boolean', ...pdnFileOptions } as const;

/**
 * Runs `validate`: for each file, each game is read (lenient, or `--strict`) and replayed.
 * Text: each error as a line (`problemLine`) as soon as its game is read; then one line per
 * warning code with its count and first occurrence (`warningSummaryLine`), most frequent
 * first; then the summary line. With `--warnings`, every problem, errors and warnings, in the
 * order of the files, and no per-code lines. With `--json`, one object per game
 * (`validateJson`, every problem) and the summary on stderr. The files are read on `--jobs`
 * worker threads (default: `defaultJobs`, one below 32 MB of input, else one per idle core), with the same output as one thread. Returns 1 when there was an error
 * (or a file could not be read), else 3 when there was a warning, else 0.
 */
export async function runValidate(io: Io, options: ParsedOptions, files: readonly string[] = []): Promise<number> {
  if (files.length === 0) throw new UsageError('validate: missing FILE (try crownhead validate --help)');
  const json = flag(options, 'json');
  const everyWarning = flag(options, 'warnings');
  const mode = flag(options, 'strict') ? 'strict' : 'lenient';
  const jobs = await jobsOption('validate', options, files);
  const defaultGameType = defaultGameTypeOption(stringOption(options, 'variant'));
  const totals: PdnTotals = { files: 0, games: 0, moves: 0, warnings: 0, errors: 0 };
  // Per warning code: its count over the run and its first warning (the text after `first `).
  const byCode = new Map<string, { count: number; first: string }>();
  const progress = progressReporter(io, 'validate');
  const style = json ? 'json' : everyWarning ? 'warnings' : 'text';
  // The output of each piece is made where its games were read (a worker with --jobs): here
  // its line and game numbers are filled and it is written, in input order.
  for await (const event of processPdnPieces(
    files,
    'validate',
    defaultGameType === undefined ? { jobs, mode } : { jobs, mode, defaultGameType },
    (file) => ({ command: 'validate', style, file }),
  )) {
    if (tallyFileEvent(event, totals, io, progress)) continue;
    const { output, lines, games } = event;
    addToTotals(totals, output);
    const text = renderTemplate(output.out, lines, games);
    if (text.length > 0) await io.out(text.slice(0, -1));
    for (const [code, count, first] of output.codes) {
      const seen = byCode.get(code);
      if (seen === undefined) byCode.set(code, { count, first: renderTemplate(first, lines, games) });
      else seen.count += count;
    }
  }
  const counted = [...byCode].sort(([a, x], [b, y]) => y.count - x.count || (a < b ? -1 : 1));
  for (const [code, { count, first }] of counted) await io.out(warningSummaryText(code, count, first));
  const summary = `summary: ${pdnSummaryLine(totals)}`;
  if (json) io.err(summary);
  else await io.out(summary);
  return totals.errors > 0 ? EXIT_BAD_INPUT : totals.warnings > 0 ? EXIT_WARNINGS : EXIT_OK;
}
