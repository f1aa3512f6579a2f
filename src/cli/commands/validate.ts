/**
 * `crownhead validate`: reads and replays every game of PDN files and lists every problem.
 * @module
 */
import type { PdnProblem } from '../../pdn/index.js';
import { replay } from '../../pdn/index.js';
import type { Io } from '../io.js';
import type { ParsedOptions } from '../args.js';
import { flag } from '../args.js';
import { EXIT_BAD_INPUT, EXIT_OK, UsageError } from '../errors.js';
import type { PdnTotals } from '../format.js';
import { pdnSummaryLine, problemLine, validateJson } from '../format.js';
import { fileRecords, readFailure } from '../pdnFiles.js';

/** The options `validate` accepts; the files are operands. */
export const validateOptions = { strict: 'boolean', json: 'boolean' } as const;

/** Orders problems by where they are (parse and replay problems of a game interleave). */
export function byLocation(a: PdnProblem, b: PdnProblem): number {
  return a.offset - b.offset;
}

/**
 * Runs `validate`: for each file, each game is read (lenient, or `--strict`) and replayed;
 * every problem is printed (`problemLine`), or with `--json` one object per game
 * (`validateJson`); then a summary line (on stderr with `--json`). Returns 1 when there was an
 * error (or a file could not be read), else 0.
 */
export async function runValidate(io: Io, options: ParsedOptions, files: readonly string[] = []): Promise<number> {
  if (files.length === 0) throw new UsageError('validate: missing FILE (try crownhead validate --help)');
  const json = flag(options, 'json');
  const mode = flag(options, 'strict') ? 'strict' : 'lenient';
  const totals: PdnTotals = { files: 0, games: 0, moves: 0, warnings: 0, errors: 0 };
  for (const file of files) {
    try {
      for await (const record of fileRecords(io, 'validate', file, { mode })) {
        const problems = [...record.problems];
        let moves = 0;
        let variant: string | null = null;
        if (record.game !== undefined) {
          totals.games++;
          const replayed = replay(record.game, { mode });
          problems.push(...replayed.problems);
          problems.sort(byLocation);
          moves = replayed.moves.length;
          variant = replayed.variant?.key ?? null;
        }
        totals.moves += moves;
        const errors = problems.filter((p) => p.severity === 'error').length;
        totals.errors += errors;
        totals.warnings += problems.length - errors;
        if (json) await io.out(validateJson(file, record.index, errors === 0, variant, moves, problems));
        else for (const p of problems) await io.out(problemLine(file, p));
      }
      totals.files++;
    } catch (error) {
      totals.errors++;
      io.err(`crownhead: ${file}: ${readFailure(error)}`);
    }
  }
  const summary = `summary: ${pdnSummaryLine(totals)}`;
  if (json) io.err(summary);
  else await io.out(summary);
  return totals.errors > 0 ? EXIT_BAD_INPUT : EXIT_OK;
}
