/**
 * The built package for the tests that run or bundle it (bundle sizes, tree-shaking, the examples,
 * the command line, hashes in another process). `npm test` builds before vitest; a bare
 * `vitest run` relies on {@link ensureDist}, which builds when dist/ is missing or older than
 * src/ or tsup.config.ts, so that these tests never check yesterday's code.
 *
 * Test files run in parallel workers: the check and the build happen under a lock (a directory,
 * created atomically), so that one worker builds and the others wait for it instead of reading
 * half-written files or building at the same time.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, with a trailing slash. */
export const root = fileURLToPath(new URL('..', import.meta.url));

/** The path of a file of the built package: `distFile('index.js')`. */
export const distFile = (name: string): string => join(root, 'dist', name);

/** The outputs the tests use; tsup writes each of them on every build (tsup.config.ts). */
const OUTPUTS = [
  'index.js',
  'index.cjs',
  'pdn.js',
  'pdn.cjs',
  'svg.js',
  'svg.cjs',
  'hub.js',
  'hub.cjs',
  'dxp.js',
  'dxp.cjs',
  'engine.js',
  'engine.cjs',
  'cli.js',
];

/** The newest modification time of the files under `dir` (ms). */
function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

/** True when every output exists and none is older than the newest file under src/ or the build config. */
function distIsFresh(): boolean {
  const source = Math.max(newest(join(root, 'src')), statSync(join(root, 'tsup.config.ts')).mtimeMs);
  return OUTPUTS.every((name) => {
    try {
      return statSync(distFile(name)).mtimeMs >= source;
    } catch {
      return false; // missing
    }
  });
}

const LOCK = join(tmpdir(), `crownhead-dist-${createHash('sha1').update(root).digest('hex').slice(0, 12)}.lock`);
/** A lock older than this is left over from a killed run (a build takes well under a minute). */
const STALE_LOCK_MS = 5 * 60_000;

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function lock(): void {
  for (;;) {
    try {
      mkdirSync(LOCK);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    try {
      if (Date.now() - statSync(LOCK).mtimeMs > STALE_LOCK_MS) rmSync(LOCK, { recursive: true, force: true });
    } catch {
      // Released between the two calls: try again.
    }
    sleep(100);
  }
}

/**
 * Removes the files of dist/ that the build that started at `started` did not write: the chunks
 * of an earlier build, whose names hash their content. tsup keeps them (`clean: false`, so that
 * the two builds of tsup.config.ts do not remove each other's files), and `npm pack` would then
 * publish them: the package size test failed at 3.0 MB after one rebuild here. dist/ itself stays,
 * so a test that already runs the built package keeps its files.
 */
function removeStale(started: number): void {
  const dist = join(root, 'dist');
  for (const name of readdirSync(dist)) {
    // mtime has a coarser clock than Date.now on some file systems: a second of slack.
    if (statSync(join(dist, name)).mtimeMs < started - 1000) rmSync(join(dist, name), { force: true });
  }
}

/**
 * Builds the package (`npx tsup`, the configuration of tsup.config.ts) when dist/ is missing or
 * older than src/; returns at once when it is up to date. Call it in a `beforeAll` with a long
 * timeout (a build takes up to a minute on a shared 2-core machine).
 */
export function ensureDist(): void {
  lock();
  try {
    if (!distIsFresh()) {
      const started = Date.now();
      execFileSync('npx', ['tsup'], { cwd: root, stdio: 'pipe' });
      removeStale(started);
    }
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

/** What a run of the built command gave: its exit code and its two outputs. */
export interface CliRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the built `crownhead` (dist/cli.js) with `args` as a process and waits for it. */
export function runCli(args: readonly string[]): CliRun {
  const r = spawnSync(process.execPath, [distFile('cli.js'), ...args], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}
