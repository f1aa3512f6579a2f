/**
 * The command's view of the outside world: write lines to stdout and stderr, read lines from
 * stdin. Commands take an {@link Io} so they can be driven without a process.
 * @module
 */
import { createInterface } from 'node:readline';
import { once } from 'node:events';

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
 * The process's stdin, stdout and stderr. Output waits for `drain` when the pipe is full, so a
 * long stream of answers does not pile up in memory.
 */
export function processIo(): Io {
  return {
    async out(line) {
      if (!process.stdout.write(`${line}\n`)) await once(process.stdout, 'drain');
    },
    async write(text) {
      if (!process.stdout.write(text)) await once(process.stdout, 'drain');
    },
    err(line) {
      process.stderr.write(`${line}\n`);
    },
    lines() {
      return createInterface({ input: process.stdin, crlfDelay: Infinity, terminal: false });
    },
  };
}
