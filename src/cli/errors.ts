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

/**
 * Output could not be written: a full disk (`ENOSPC`), an input/output error, a `--out` file
 * that cannot be created, a `--out` pipe whose reader left. `EX_IOERR` of sysexits.h, the code
 * BSD and GNU tools use for a failed write; one line `crownhead: cannot write TARGET: REASON`
 * on stderr, never a stack trace, never 0 (docs/cli.md, "Exit codes").
 */
export const EXIT_IO_ERROR = 74;
/**
 * Standard output was a pipe whose reader left (`crownhead moves | head -1`): no message, exit
 * code 141, what a shell reports for a program that a broken pipe stopped (128 + SIGPIPE, 13),
 * as `yes | head -1` gives; a script with `set -o pipefail` sees the output was cut.
 */
export const EXIT_BROKEN_PIPE = 141;

/** The name of standard output in messages. */
export const STDOUT = 'standard output';

/**
 * A write that failed: `target` is a file name or {@link STDOUT}, `code` the system's error code
 * (`ENOSPC`, `EPIPE`, …). Thrown by the CLI's writers; the runner turns it into one line and
 * {@link EXIT_IO_ERROR}, or {@link EXIT_BROKEN_PIPE} for a closed standard output.
 */
export class OutputError extends Error {
  /** Wraps the error `cause` of writing to `target`. */
  constructor(
    readonly target: string,
    readonly code: string | undefined,
    reason: string,
  ) {
    super(`cannot write ${target}: ${reason.replace(/\s*[\r\n]+\s*/g, ' ')}`);
    this.name = 'OutputError';
  }

  /** The error of writing to `target`, from what Node threw or passed (`{ code, message }`). */
  static of(target: string, error: unknown): OutputError {
    if (error instanceof OutputError) return error;
    const e = error as { code?: unknown; message?: unknown } | undefined;
    const code = typeof e?.code === 'string' ? e.code : undefined;
    return new OutputError(target, code, writeFailure(code, e?.message ?? error));
  }
}

/** The one-line reason a write failed: `no space left on device`, `the reader closed the pipe`, …. */
function writeFailure(code: string | undefined, message: unknown): string {
  if (code === 'ENOSPC') return 'no space left on device';
  if (code === 'EPIPE') return 'the reader closed the pipe';
  if (code === 'EDQUOT') return 'disk quota exceeded';
  if (code === 'EIO') return 'input/output error';
  if (code === 'EBADF') return 'not open for writing';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'ENOENT') return 'no such file or directory';
  if (code === 'EISDIR') return 'is a directory';
  return String(message);
}

/**
 * Input over a documented budget of the command line (a line of standard input, a file that a
 * command holds whole): the runner prints `crownhead: <message>` and exits with
 * {@link EXIT_BAD_INPUT}; `code` is `'budget'` as for the reader's budget problems.
 */
export class InputBudgetError extends Error {
  /** Always `'budget'`. */
  readonly code = 'budget';
  /** The error with a one-line reason (it should name the input and the limit). */
  constructor(message: string) {
    super(`budget: ${message}`);
    this.name = 'InputBudgetError';
  }
}
