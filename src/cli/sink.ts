/**
 * Where a command's bulk output goes: stdout through `io`, or a file, each write resolving once
 * it is done so that a slow reader never makes memory grow, and a failed write rejecting with an
 * {@link OutputError} (never lost: the command stops and exits with its code).
 * @module
 */
import { createWriteStream } from 'node:fs';
import type { WriteStream } from 'node:fs';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type { Io } from './io.js';
import { writeTo } from './io.js';
import { OutputError } from './errors.js';

/** Text written in order; `write` resolves when more may be written. */
export interface Sink {
  write(text: string | Uint8Array): Promise<void>;
  /** Ends the output; rejects with an {@link OutputError} when what was written did not all reach it. */
  close(): Promise<void>;
}

/** Stdout through `io` (the text passed ends with a newline, which `io.out` adds back). */
export function stdoutSink(io: Io): Sink {
  const write = io.write?.bind(io);
  return {
    write:
      write ??
      ((data) => {
        const text =
          typeof data === 'string' ? data : Buffer.from(data.buffer, data.byteOffset, data.length).toString('utf8');
        return io.out(text.endsWith('\n') ? text.slice(0, -1) : text);
      }),
    close: async () => {},
  };
}

/**
 * A file, created or truncated; rejects with an {@link OutputError} when it cannot be opened,
 * and each write or the close rejects with one when the file cannot take the text (a full disk).
 */
export async function fileSink(path: string): Promise<Sink> {
  const stream: WriteStream = createWriteStream(path);
  // Kept for the stream's whole life: an error with no listener would end the process with a
  // stack trace, and one caught only by a finished race left the close waiting for a `finish`
  // that never comes (the process then ended with 0, having written nothing).
  let failure: OutputError | undefined;
  stream.on('error', (error) => {
    failure ??= OutputError.of(path, error);
  });
  try {
    await once(stream, 'open');
  } catch (error) {
    throw OutputError.of(path, error);
  }
  return {
    async write(text) {
      if (failure !== undefined) throw failure;
      await writeTo(stream, path, text);
    },
    async close() {
      if (failure !== undefined) throw failure;
      stream.end();
      try {
        await finished(stream);
      } catch (error) {
        throw failure ?? OutputError.of(path, error);
      }
      // The error listener may have set `failure` during the await; TypeScript's narrowing says `never`.
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- an OutputError at run time
      if (failure !== undefined) throw failure;
    },
  };
}
