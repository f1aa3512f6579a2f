/**
 * Hub lines (Scan's protocol.txt, version 2; docs/sources.md, Hub protocol): every line, to and
 * from the engine, is `command name=value name=value ...`; a value with a space, an `=` or
 * nothing in it is written in double quotes; a flag is a name with no `=value`.
 * @module
 */
import type { Result } from '../core/result.js';
import { ok } from '../core/result.js';
import { CrownheadError } from '../core/errors.js';
import type { HubError } from './errors.js';
import { hubError } from './errors.js';
import { expectText, refuse } from '../core/arguments.js';

/** One `name=value` pair of a Hub line, or a flag (`value` absent). */
export interface HubArg {
  /** The name. */
  readonly name: string;
  /** The value, without quotes; absent for a flag such as `think` in `go think`. */
  readonly value?: string;
}

/** A Hub line: its command and its arguments in order. */
export interface HubLine {
  /** The first word, such as `info` or `done`. */
  readonly command: string;
  /** The arguments, in order. */
  readonly args: readonly HubArg[];
}

/** A {@link HubArg} with where its value starts in the line (the quote excluded), for messages. */
export interface LocatedArg extends HubArg {
  readonly valueOffset: number;
}

// Hub: a name is any run of characters that are not control characters, blanks, `=` or `"`.
const isBlank = (c: string): boolean => c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\v' || c === '\f';
const isId = (c: string | undefined): boolean => {
  if (c === undefined) return false;
  const code = c.charCodeAt(0);
  return code >= 0x20 && code !== 0x7f && !isBlank(c) && c !== '=' && c !== '"';
};

/** {@link parseHubLine}, keeping where each value starts. */
export function parseLocatedLine(
  text: string,
): Result<{ readonly command: string; readonly args: readonly LocatedArg[] }, HubError> {
  let i = 0;
  const skip = (): void => {
    while (i < text.length && isBlank(text[i]!)) i++;
  };
  const name = (): string => {
    const start = i;
    while (isId(text[i])) i++;
    return text.slice(start, i);
  };
  skip();
  if (i === text.length) return hubError('empty', 'empty Hub line', i);
  const command = name();
  if (command.length === 0) return hubError('bad-line', `expected a command, found ${JSON.stringify(text[i])}`, i);
  const args: LocatedArg[] = [];
  for (;;) {
    skip();
    if (i === text.length) break;
    const nameStart = i;
    const n = name();
    if (n.length === 0) return hubError('bad-line', `expected a name, found ${JSON.stringify(text[i])}`, nameStart);
    skip();
    if (text[i] !== '=') {
      args.push({ name: n, valueOffset: i });
      continue;
    }
    i++;
    skip();
    if (text[i] === '"') {
      const open = i;
      const close = text.indexOf('"', i + 1);
      if (close < 0) return hubError('bad-line', `the value of ${n} has no closing quote`, open);
      // What is read must be writable (formatHubLine): a control character cannot travel in a
      // quoted value (a line break would end the line), so it is refused here, not carried.
      for (let j = open + 1; j < close; j++) {
        if (isControl(text.charCodeAt(j)))
          return hubError('bad-line', `the value of ${n} holds the control character ${JSON.stringify(text[j])}`, j);
      }
      args.push({ name: n, value: text.slice(open + 1, close), valueOffset: open + 1 });
      i = close + 1;
    } else {
      const valueStart = i;
      const value = name();
      if (value.length === 0) {
        return hubError(
          'bad-line',
          `expected the value of ${n}, found ${i < text.length ? JSON.stringify(text[i]) : 'the end'}`,
          i,
        );
      }
      args.push({ name: n, value, valueOffset: valueStart });
    }
  }
  return ok({ command, args });
}

/**
 * Reads a Hub line into its command and arguments. Blanks around words and around `=` are
 * skipped; a quoted value runs to the next `"` (Hub has no escape inside quotes).
 *
 * Errors: `empty` (a blank line) and `bad-line` (a missing name or value, an unclosed quote, a
 * quoted value holding a control character other than the tab), with the offset of the fault.
 * Never throws. Every line it reads, {@link formatHubLine} writes, and the written line reads
 * back equal.
 * @example
 * ```ts
 * import { parseHubLine } from 'crownhead/hub';
 * parseHubLine('id name=Scan version=3.1 author="Fabien Letouzey"'); // => { ok: true, value: { command: 'id', args: [{ name: 'name', value: 'Scan' }, { name: 'version', value: '3.1' }, { name: 'author', value: 'Fabien Letouzey' }] } }
 * parseHubLine('go think'); // => { ok: true, value: { command: 'go', args: [{ name: 'think' }] } }
 * ```
 */
export function parseHubLine(text: string): Result<HubLine, HubError> {
  expectText(text, 'text', 'parseHubLine');
  const located = parseLocatedLine(text);
  if (!located.ok) return located;
  return ok({
    command: located.value.command,
    args: located.value.args.map((a) => (a.value === undefined ? { name: a.name } : { name: a.name, value: a.value })),
  });
}

/** True when `text` can be written without quotes: a non-empty run of name characters. */
function isName(text: string): boolean {
  if (text.length === 0) return false;
  for (const c of text) if (!isId(c)) return false;
  return true;
}

/**
 * Writes a Hub line: values that are not plain names are quoted. Throws a `CrownheadError`
 * (`bad-argument`) for what Hub cannot carry: a command or name that is not a plain name, or a
 * value holding a `"` or a control character (a line break would end the line).
 * @example
 * ```ts
 * import { formatHubLine } from 'crownhead/hub';
 * formatHubLine({ command: 'set-param', args: [{ name: 'name', value: 'tt-size' }, { name: 'value', value: '16' }] }); // => 'set-param name=tt-size value=16'
 * formatHubLine({ command: 'pos', args: [{ name: 'moves', value: '32-28 19-23' }] }); // => 'pos moves="32-28 19-23"'
 * ```
 */
export function formatHubLine(line: HubLine): string {
  if (typeof line?.command !== 'string' || !Array.isArray(line.args as unknown))
    refuse('formatHubLine', 'a HubLine ({ command, args })', line, 'line');
  if (!isName(line.command))
    throw new CrownheadError('bad-argument', `${JSON.stringify(line.command)} is not a Hub command`);
  let out = line.command;
  for (const arg of line.args) {
    if (!isName(arg.name)) throw new CrownheadError('bad-argument', `${JSON.stringify(arg.name)} is not a Hub name`);
    out += ` ${arg.name}`;
    if (arg.value === undefined) continue;
    if (isName(arg.value)) out += `=${arg.value}`;
    else if (canQuote(arg.value)) out += `="${arg.value}"`;
    else
      throw new CrownheadError(
        'bad-argument',
        `the value of ${arg.name} cannot be written in Hub: ${JSON.stringify(arg.value)}`,
      );
  }
  return out;
}

/** A control character that a quoted value cannot hold: C0 but the tab, and DEL. */
function isControl(code: number): boolean {
  return (code < 0x20 && code !== 0x09) || code === 0x7f;
}

/** True when Hub can carry `value` in quotes: no `"` and no control character (the tab aside). */
export function canQuote(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code === 0x22 || isControl(code)) return false;
  }
  return true;
}

/**
 * The value of the first argument called `name`: `undefined` when absent, `''` for a flag.
 * @example
 * ```ts
 * import { hubArg, parseHubLine } from 'crownhead/hub';
 * const line = parseHubLine('done move=32-28 ponder=19-23');
 * if (line.ok) hubArg(line.value, 'move'); // => '32-28'
 * ```
 */
export function hubArg(line: HubLine, name: string): string | undefined {
  if (!Array.isArray(line?.args as unknown)) refuse('hubArg', 'a HubLine ({ command, args })', line, 'line');
  expectText(name, 'name', 'hubArg');
  const arg = line.args.find((a) => a.name === name);
  return arg === undefined ? undefined : (arg.value ?? '');
}
