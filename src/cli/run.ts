/**
 * Dispatch: reads the command line, runs the command, and turns every user fault into a
 * one-line message and an exit code.
 * @module
 */
import type { Io } from './io.js';
import type { OptionSpec, ParsedOptions } from './args.js';
import { parseOptions, parseOptionsAndOperands, wantsHelp } from './args.js';
import {
  EXIT_BAD_INPUT,
  EXIT_BROKEN_PIPE,
  EXIT_IO_ERROR,
  EXIT_OK,
  EXIT_USAGE,
  InputBudgetError,
  OutputError,
  STDOUT,
  UsageError,
} from './errors.js';
import { commandHelp, topHelp } from './help.js';
import { oneLine } from '../node/problemText.js';
import { packageVersion } from './version.js';
import { movesOptions, runMoves } from './commands/moves.js';
import { perftOptions, runPerft } from './commands/perft.js';
import { runShow, showOptions } from './commands/show.js';
import { runStatus, statusOptions } from './commands/status.js';
import { ballotsOptions, runBallots } from './commands/ballots.js';
import { runValidate, validateOptions } from './commands/validate.js';
import { pdnOptions, runPdn } from './commands/pdn.js';
import { renderOptions, runRender } from './commands/render.js';
import { matchOptions, runMatch } from './commands/match.js';
import { exportOptions, runExport } from './commands/export.js';

interface Command {
  readonly options: OptionSpec;
  /** True when the command takes operands (arguments that are not options), such as moves. */
  readonly operands?: boolean;
  readonly run: (io: Io, options: ParsedOptions, operands: readonly string[]) => Promise<number>;
}

/** The commands, by name. */
const COMMANDS: Readonly<Record<string, Command>> = {
  moves: { options: movesOptions, run: runMoves },
  perft: { options: perftOptions, run: runPerft },
  show: { options: showOptions, run: runShow },
  status: { options: statusOptions, operands: true, run: runStatus },
  ballots: { options: ballotsOptions, run: runBallots },
  validate: { options: validateOptions, operands: true, run: runValidate },
  pdn: { options: pdnOptions, operands: true, run: runPdn },
  export: { options: exportOptions, operands: true, run: runExport },
  render: { options: renderOptions, run: runRender },
  match: { options: matchOptions, run: runMatch },
};

/**
 * Runs the command line `args` (without `node` and the script) against `io` and returns the
 * exit code. A {@link UsageError} becomes `crownhead: <reason>` on stderr and exit code 2; an
 * {@link OutputError} (a write that failed) `crownhead: cannot write …` and 74, or no message and
 * 141 when standard output is a pipe whose reader left; no user fault ever shows a stack trace.
 */
export async function run(io: Io, args: readonly string[]): Promise<number> {
  // Every stderr message is one line, also when it quotes input with line breaks.
  const write = io.write?.bind(io);
  const lines: Io = {
    out: (line) => io.out(line),
    ...(write === undefined ? {} : { write }),
    err: (line) => io.err(oneLine(line)),
    lines: () => io.lines(),
  };
  try {
    return await dispatch(lines, args);
  } catch (error) {
    if (error instanceof UsageError) {
      lines.err(`crownhead: ${error.message}`);
      return EXIT_USAGE;
    }
    if (error instanceof OutputError) return outputFailure(lines, error);
    if (error instanceof InputBudgetError) {
      lines.err(`crownhead: ${error.message}`);
      return EXIT_BAD_INPUT;
    }
    throw error;
  }
}

async function dispatch(io: Io, args: readonly string[]): Promise<number> {
  const [first, ...rest] = args;
  if (first === undefined) throw new UsageError('missing command (try crownhead --help)');
  if (first === '-h' || first === '--help') {
    await io.out(topHelp());
    return EXIT_OK;
  }
  if (first === '--version') {
    await io.out(packageVersion());
    return EXIT_OK;
  }
  if (first.startsWith('-')) throw new UsageError(`unknown option ${first} (try crownhead --help)`);
  const command = Object.hasOwn(COMMANDS, first) ? COMMANDS[first] : undefined;
  if (command === undefined) throw new UsageError(`unknown command ${JSON.stringify(first)} (try crownhead --help)`);
  if (wantsHelp(rest)) {
    await io.out(commandHelp(first) ?? topHelp());
    return EXIT_OK;
  }
  if (command.operands === true) {
    const { options, operands } = parseOptionsAndOperands(first, rest, command.options);
    return command.run(io, options, operands);
  }
  return command.run(io, parseOptions(first, rest, command.options), []);
}

/**
 * The exit code of a failed write, after its one line on stderr: 141 for a standard output pipe
 * whose reader left (what a shell shows for a program a broken pipe stopped), 74 for any other.
 * The closed pipe is said too: the output was cut, and a line says so where a bare exit code is
 * easy to miss (docs/cli.md, "Output that cannot be written").
 */
export function outputFailure(io: Pick<Io, 'err'>, error: OutputError): number {
  io.err(`crownhead: ${error.message}`);
  return error.target === STDOUT && error.code === 'EPIPE' ? EXIT_BROKEN_PIPE : EXIT_IO_ERROR;
}
