/**
 * The native reference engines of the shared folder (Scan 3.1 and Moby Dam, GPL programs run
 * beside crownhead, never copied into it), built once into a scratch folder under the system's
 * temporary directory, keyed by a hash of their sources so that a rebuild happens only when the
 * sources change. Without the shared folder or a C/C++ compiler the tests skip with one line
 * saying why; on CI (`CI=true`) they fail instead.
 */
import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sharedPath } from '../shared.js';
import type { SkipContext } from '../shared.js';

/** Where the built engines are. */
export interface NativeEngines {
  /** A folder holding `scan` and its `data/` (run `./scan hub` there). */
  readonly scanDir: string;
  /** The Moby Dam program. */
  readonly mobydam: string;
}

function hashTree(dir: string, hash: ReturnType<typeof createHash>): void {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) hashTree(path, hash);
    else if (/\.(c|h|cpp|hpp|sh)$|Makefile$/.test(entry.name)) hash.update(entry.name).update(readFileSync(path));
  }
}

function hasCompiler(): string | undefined {
  for (const tool of ['g++', 'gcc', 'make']) {
    try {
      execFileSync(tool, ['--version'], { stdio: 'ignore' });
    } catch {
      return tool;
    }
  }
  return undefined;
}

function skipOrFail(ctx: SkipContext, message: string): never {
  if (process.env.CI === 'true') throw new Error(`${message}; required on CI`);
  return ctx.skip(message);
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Builds (or finds) Scan and Moby Dam. Parallel test files share one build under a lock (a
 * directory made atomically); a build that fails leaves no cache entry.
 */
export function nativeEngines(ctx: SkipContext): NativeEngines {
  const native = sharedPath('native');
  if (native === undefined) return skipOrFail(ctx, 'engine tests: the shared folder ../shared/native was not found');
  const missing = hasCompiler();
  if (missing !== undefined) return skipOrFail(ctx, `engine tests: no ${missing} to build Scan and Moby Dam`);
  const hash = createHash('sha256');
  hashTree(join(native, 'scan'), hash);
  hashTree(join(native, 'mobydam', 'main'), hash);
  hashTree(join(native, 'mobydam', 'core'), hash);
  const dir = join(tmpdir(), `crownhead-native-${hash.digest('hex').slice(0, 16)}`);
  const done = join(dir, 'built');
  const lock = `${dir}.lock`;
  const result = (): NativeEngines => ({
    scanDir: join(dir, 'scan'),
    mobydam: join(dir, 'mobydam', 'main', 'mobydam'),
  });
  if (existsSync(done)) return result();
  for (let waited = 0; ; waited += 200) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // Another worker builds; a lock older than ten minutes is stale.
      if (existsSync(done)) return result();
      try {
        if (Date.now() - statSync(lock).mtimeMs > 600_000) rmSync(lock, { recursive: true, force: true });
      } catch {
        // gone meanwhile
      }
      if (waited > 600_000) throw new Error('engine tests: timed out waiting for another build');
      sleep(200);
    }
  }
  try {
    if (!existsSync(done)) {
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
      execFileSync('bash', [join(native, 'scan', 'build.sh'), join(dir, 'scan')], {
        stdio: 'ignore',
        timeout: 600_000,
      });
      cpSync(join(native, 'mobydam', 'main'), join(dir, 'mobydam', 'main'), { recursive: true });
      cpSync(join(native, 'mobydam', 'core'), join(dir, 'mobydam', 'core'), { recursive: true });
      execFileSync('make', ['-C', join(dir, 'mobydam', 'main')], { stdio: 'ignore', timeout: 600_000 });
      writeFileSync(done, new Date().toISOString());
    }
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
  return result();
}

/** A free TCP port of 127.0.0.1 (asked of the system, then released). */
export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A scratch folder to run Scan in with its own `scan.ini`: a small hash (tt-size 16) and the
 * DXP server on `port` of 127.0.0.1 (Scan reads the port only from scan.ini). The program and
 * its `data/` are linked from the build.
 */
export function scanFolder(engines: NativeEngines, port: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'crownhead-scan-'));
  symlinkSync(join(engines.scanDir, 'scan'), join(dir, 'scan'));
  symlinkSync(join(engines.scanDir, 'data'), join(dir, 'data'));
  const ini = readFileSync(join(engines.scanDir, 'scan.ini'), 'utf8')
    .replace(/^tt-size\s*=.*$/m, 'tt-size = 16')
    .replace(/^dxp-host\s*=.*$/m, 'dxp-host = 127.0.0.1')
    .replace(/^dxp-port\s*=.*$/m, `dxp-port = ${port}`)
    .replace(/^dxp-initiator\s*=.*$/m, 'dxp-initiator = false');
  writeFileSync(join(dir, 'scan.ini'), ini);
  return dir;
}

/** A started native program, killed (and its scratch folder removed) by `stop`. */
export interface NativeProcess {
  readonly child: ChildProcess;
  /** What it wrote, for failure messages. */
  output(): string;
  /** Resolves when the program wrote `text` (rejects after `ms`). */
  waitFor(text: string, ms: number): Promise<void>;
  /** Kills it if still running and removes its folder; resolves when it has exited (bounded). */
  stop(): Promise<void>;
}

/** Starts `command args` in `cwd` (a scratch folder removed by `stop`). */
export function startNative(command: string, args: readonly string[], cwd: string): NativeProcess {
  const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  const listeners = new Set<() => void>();
  const add = (chunk: Buffer): void => {
    text += chunk.toString('latin1');
    for (const f of listeners) f();
  };
  child.stdout.on('data', add);
  child.stderr.on('data', add);
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null) resolve();
    child.once('exit', () => resolve());
    child.once('error', () => resolve());
  });
  return {
    child,
    output: () => text,
    waitFor: (wanted, ms) =>
      new Promise((resolve, reject) => {
        const check = (): void => {
          if (!text.includes(wanted)) return;
          listeners.delete(check);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(
            new Error(
              `${command} did not write ${JSON.stringify(wanted)} within ${ms} ms; it wrote: ${text.slice(-500)}`,
            ),
          );
        }, ms);
        listeners.add(check);
        check();
      }),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      rmSync(cwd, { recursive: true, force: true });
    },
  };
}
