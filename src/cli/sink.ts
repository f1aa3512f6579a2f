/**
 * Where a command's bulk output goes: stdout through `io`, or a file, each waiting for `drain`
 * so that a slow reader never makes memory grow.
 * @module
 */
import { createWriteStream } from 'node:fs';
import type { WriteStream } from 'node:fs';
import { once } from 'node:events';
import type { Io } from './io.js';

/** Text written in order; `write` resolves when more may be written. */
export interface Sink {
  write(text: string | Uint8Array): Promise<void>;
  close(): Promise<void>;
}

/** Stdout through `io` (the text passed ends with a newline, which `io.out` adds back). */
export function stdoutSink(io: Io): Sink {
  const write = io.write?.bind(io);
  return {
    write:
      write ??
      ((data) => {
        const text = typeof data === 'string' ? data : Buffer.from(data.buffer, data.byteOffset, data.length).toString('utf8');
        return io.out(text.endsWith('\n') ? text.slice(0, -1) : text);
      }),
    close: async () => {},
  };
}

/** A file, created or truncated; rejects when it cannot be opened. */
export async function fileSink(path: string): Promise<Sink> {
  const stream: WriteStream = createWriteStream(path);
  await Promise.race([once(stream, 'open'), once(stream, 'error').then(([error]) => Promise.reject(error))]);
  return {
    async write(text) {
      if (!stream.write(text)) await once(stream, 'drain');
    },
    async close() {
      stream.end();
      await once(stream, 'finish');
    },
  };
}
