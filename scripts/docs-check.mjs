#!/usr/bin/env node
// `npm run docs:check`: the documentation build itself (`npm run docs`, typedoc.json), written to a
// scratch directory that is then removed. `typedoc --emit none` is not enough: it converts and
// validates but never renders, and some failures only happen while rendering (a code block in a
// language typedoc was not told to highlight failed `npm run docs` with exit code 5 while
// `--emit none` passed). So the check renders everything and exits with typedoc's own exit code:
// it fails exactly when `npm run docs` fails.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const out = mkdtempSync(join(tmpdir(), 'crownhead-docs-'));
try {
  // `npm run` puts node_modules/.bin on the PATH; extra arguments pass through to typedoc.
  const run = spawnSync('typedoc', ['--out', out, ...process.argv.slice(2)], { stdio: 'inherit' });
  if (run.error) throw run.error;
  process.exitCode = run.status ?? 1;
} finally {
  rmSync(out, { recursive: true, force: true });
}
