/**
 * Exit codes of the `crownhead` command and the error that carries a usage fault.
 * @module
 */

/** Exit codes: 0 success, 1 some input (a FEN, a move) was rejected, 2 bad command line, 3 (`validate`) warnings but no error. */
export const EXIT_OK = 0;
/** Some input was rejected: a FEN that could not be read (the others were still answered), a move that could not be played. */
export const EXIT_BAD_INPUT = 1;
/** The command line itself is wrong (unknown command or option, bad value). */
export const EXIT_USAGE = 2;
/**
 * `validate` found warnings (deviations it accepted) but no error: distinct from 0 so that a
 * script can tell a clean file from one that was read leniently, and from 1 (a real error).
 */
export const EXIT_WARNINGS = 3;

/**
 * A fault in the command line. The runner prints `crownhead: <message>` as one line on stderr
 * and exits with {@link EXIT_USAGE}; no stack trace is ever shown for it.
 */
export class UsageError extends Error {
  /** Creates the error with a one-line reason (newlines are flattened to spaces). */
  constructor(message: string) {
    super(message.replace(/\s*[\r\n]+\s*/g, ' '));
    this.name = 'UsageError';
  }
}
