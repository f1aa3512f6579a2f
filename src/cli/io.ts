/**
 * The command's view of the outside world: write lines to stdout and stderr, read lines from
 * stdin. Commands take an {@link Io} so they can be driven without a process.
 * @module
 */
import type { Writable } from 'node:stream';
import { InputBudgetError, OutputError, STDOUT } from './errors.js';

/** Where a command writes and reads. */
export interface Io {
  /** Writes one line (a newline is added) to standard output; resolves when it may write again. */
  out(line: string): Promise<void>;
  /**
   * Writes text (or UTF-8 bytes) as it is, line breaks included, to standard output; resolves when it may
   * write again. Optional: without it, the text's lines go through {@link out}. For large
   * outputs (`export`), where cutting the text's last line break and adding it back copied it.
   */
  write?(text: string | Uint8Array): Promise<void>;
  /** Writes one line (a newline is added) to standard error. */
  err(line: string): void;
  /** The lines of standard input, without their line endings, as they arrive. */
  lines(): AsyncIterable<string>;
}

/**
 * Writes `data` to `stream` and resolves once it is written, so that a long stream of answers
 * never piles up in memory behind a slow reader; rejects with an {@link OutputError} naming
 * `target` when the write fails (a full disk, a closed pipe), also for every later write.
 * Waiting for each write's callback rather than for `drain`: a write error reaches only the
 * callback and the `error` event, and a command that awaited `drain` went on (or ended with 0)
 * as if the text had been written.
 */
export function writeTo(stream: Writable, target: string, data: string | Uint8Array): Promise<void> {
  return new Promise((resolve, reject) => {
    stream.write(data, (error) => (error ? reject(OutputError.of(target, error)) : resolve()));
  });
}

/**
 * The process's stdin, stdout and stderr. Each output resolves once it is written; a failed
 * write rejects with an {@link OutputError} (the runner turns it into the exit code).
 */
export function processIo(): Io {
  return {
    out(line) {
      return writeTo(process.stdout, STDOUT, `${line}\n`);
    },
    write(text) {
      return writeTo(process.stdout, STDOUT, text);
    },
    err(line) {
      process.stderr.write(`${line}\n`);
    },
    lines() {
      return inputLines(process.stdin as AsyncIterable<Uint8Array>);
    },
  };
}

/**
 * The most characters of one line of standard input (`moves` reads a FEN a line): 1 MiB, far
 * above any FEN (a 10x10 position with every square named is under 300 characters). A longer
 * line (`crownhead moves < /dev/zero`, which has none) ends the reading with an
 * {@link InputBudgetError} instead of growing the process without bound.
 */
const MAX_LINE_LENGTH = 1024 * 1024;

/**
 * The lines of UTF-8 `chunks`, without their endings, as `readline` splits them (`\r\n`, `\n`
 * and a lone `\r` each end a line), but in bounded memory: a line longer than `maxLength`
 * characters throws an {@link InputBudgetError} naming its number.
 * @internal Exported for the tests alone (knip --production checks that nothing else imports it).
 */
export async function* inputLines(
  chunks: AsyncIterable<Uint8Array>,
  maxLength: number = MAX_LINE_LENGTH,
): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let pending = '';
  let number = 0;
  function* split(final: boolean): Generator<string> {
    let start = 0;
    for (let i = 0; i < pending.length; i++) {
      const c = pending.charCodeAt(i);
      if (c !== 10 && c !== 13) continue;
      // A CR at the end of a chunk may be the first half of a CRLF: wait for the next chunk.
      if (c === 13 && i + 1 === pending.length && !final) break;
      number++;
      yield pending.slice(start, i);
      if (c === 13 && pending.charCodeAt(i + 1) === 10) i++;
      start = i + 1;
    }
    pending = pending.slice(start);
    if (pending.length > maxLength)
      throw new InputBudgetError(`standard input: line ${number + 1} is longer than ${maxLength} characters`);
  }
  for await (const chunk of chunks) {
    pending += decoder.decode(chunk, { stream: true });
    yield* split(false);
  }
  pending += decoder.decode();
  yield* split(true);
  if (pending !== '') yield pending;
}
