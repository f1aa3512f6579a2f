/**
 * A tiny strict command-line parser: long options (`--name value`, `--name=value`, boolean
 * flags) and `-h`. Faults are thrown as {@link UsageError} with a one-line reason.
 * @module
 */
import { UsageError } from './errors.js';

/** How one option is read: a flag (`boolean`) or an option that takes a value (`string`). */
type OptionKind = 'boolean' | 'string';

/** The options a command accepts, by long name without the dashes. */
export type OptionSpec = Readonly<Record<string, OptionKind>>;

/** The parsed options: flags as `true`, values as strings; absent options are missing. */
export type ParsedOptions = Readonly<Record<string, string | true>>;

/** True when the arguments ask for help (`-h` or `--help`, before any `--`). */
export function wantsHelp(args: readonly string[]): boolean {
  for (const arg of args) {
    if (arg === '--') return false;
    if (arg === '-h' || arg === '--help') return true;
  }
  return false;
}

/**
 * Reads `args` against `spec`. Every argument must be a known option: positional arguments,
 * unknown options, a missing value, a value given to a flag and an option given twice are
 * rejected with a {@link UsageError} naming the command.
 */
export function parseOptions(command: string, args: readonly string[], spec: OptionSpec): ParsedOptions {
  return readArguments(command, args, spec, undefined);
}

/**
 * Reads `args` against `spec` like {@link parseOptions}, except that arguments that are not
 * options are operands (such as the moves of `status`), kept in order; after `--` every
 * argument is an operand.
 */
export function parseOptionsAndOperands(
  command: string,
  args: readonly string[],
  spec: OptionSpec,
): { readonly options: ParsedOptions; readonly operands: readonly string[] } {
  const operands: string[] = [];
  const options = readArguments(command, args, spec, operands);
  return { options, operands };
}

/** Reads options; other arguments go to `operands`, or are rejected when it is `undefined`. */
function readArguments(
  command: string,
  args: readonly string[],
  spec: OptionSpec,
  operands: string[] | undefined,
): ParsedOptions {
  const out: Record<string, string | true> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (operands !== undefined && arg === '--') {
      operands.push(...args.slice(i + 1));
      break;
    }
    if (operands !== undefined && !arg.startsWith('--')) {
      operands.push(arg);
      continue;
    }
    if (!arg.startsWith('--') || arg === '--') {
      throw new UsageError(`${command}: unexpected argument ${JSON.stringify(arg)}`);
    }
    const eq = arg.indexOf('=');
    const name = eq < 0 ? arg.slice(2) : arg.slice(2, eq);
    const kind = Object.hasOwn(spec, name) ? spec[name] : undefined;
    if (kind === undefined) throw new UsageError(`${command}: unknown option --${name}`);
    if (Object.hasOwn(out, name)) throw new UsageError(`${command}: option --${name} given twice`);
    if (kind === 'boolean') {
      if (eq >= 0) throw new UsageError(`${command}: option --${name} takes no value`);
      out[name] = true;
      continue;
    }
    let value: string | undefined;
    if (eq >= 0) value = arg.slice(eq + 1);
    else {
      const next = args[i + 1];
      if (next !== undefined && !next.startsWith('--')) {
        value = next;
        i++;
      }
    }
    if (value === undefined || value === '') throw new UsageError(`${command}: option --${name} needs a value`);
    out[name] = value;
  }
  return out;
}

/** The value of a string option, or `undefined` when it was not given. */
export function stringOption(options: ParsedOptions, name: string): string | undefined {
  const value = options[name];
  return typeof value === 'string' ? value : undefined;
}

/** True when a flag was given. */
export function flag(options: ParsedOptions, name: string): boolean {
  return options[name] === true;
}
