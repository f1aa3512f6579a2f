#!/usr/bin/env node
/**
 * The `crownhead` command (package bin, built to `dist/cli.js`).
 * @module
 */
import { processIo } from './io.js';
import { run } from './run.js';

// A reader that closes the pipe early (`crownhead moves | head`) is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

run(processIo(), process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // Not a user fault: a bug. One line by default; the stack with CROWNHEAD_DEBUG=1.
    const detail = error instanceof Error ? (process.env.CROWNHEAD_DEBUG === '1' ? error.stack : error.message) : String(error);
    process.stderr.write(`crownhead: internal error: ${detail}\n`);
    process.exitCode = 70;
  },
);
