#!/usr/bin/env node
/**
 * The `crownhead` command (package bin, built to `dist/cli.js`).
 * @module
 */
import { processIo } from './io.js';
import { run } from './run.js';

import { EXIT_BROKEN_PIPE, EXIT_IO_ERROR, OutputError, STDOUT } from './errors.js';
import { outputFailure } from './run.js';

// A failed write reaches the writer's callback (Io rejects with an OutputError, run() answers
// with its exit code); the `error` event is only kept from ending the process with a stack trace.
let stdoutFailure: OutputError | undefined;
process.stdout.on('error', (error) => {
  stdoutFailure ??= OutputError.of(STDOUT, error);
});
// Nothing more can be said when standard error itself cannot be written.
process.stderr.on('error', () => {});

run(processIo(), process.argv.slice(2)).then(
  (code) => {
    // A failure seen by no awaited write (text still on its way when the command returned) is
    // still a failure: never a success over output that was lost.
    const reported = code === EXIT_IO_ERROR || code === EXIT_BROKEN_PIPE;
    process.exitCode = stdoutFailure !== undefined && !reported ? outputFailure(processIo(), stdoutFailure) : code;
  },
  (error: unknown) => {
    // Not a user fault: a bug. One line by default; the stack with CROWNHEAD_DEBUG=1.
    const detail =
      error instanceof Error ? (process.env.CROWNHEAD_DEBUG === '1' ? error.stack : error.message) : String(error);
    process.stderr.write(`crownhead: internal error: ${detail}\n`);
    process.exitCode = 70;
  },
);
