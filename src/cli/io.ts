/**
 * The command's view of the outside world: write lines to stdout and stderr, read lines from
 * stdin. Commands take an {@link Io} so they can be driven without a process.
 * @module
 */
import { createInterface } from 'node:readline';
import type { Writable } from 'node:stream';
import { OutputError, STDOUT } from './errors.js';

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
      return createInterface({ input: process.stdin, crlfDelay: Infinity, terminal: false });
    },
  };
}
