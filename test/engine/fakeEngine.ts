/**
 * A fake-engine harness (issue 29): small Node scripts started as Hub engines, each with one way
 * of misbehaving, for tests that assert bounded time and bounded memory. Each fake writes its
 * process id to a file at start, so that a test can see it gone.
 *
 * Behaviours (the first argument of the script):
 * - `good`: answers the handshake, `ping`, `go` (done move=32-28, White's first move in
 *   International), `stop` (ignored) and exits on `quit` or the end of its input;
 * - `silent`: answers the handshake, then nothing to `go`;
 * - `blank-on-go` / `blank-on-hub`: answers `go` (or `hub`) with a blank line every 300 ms, forever;
 * - `blank-flood`: answers `go` with blank lines as fast as the pipe takes them, forever;
 * - `info-flood`: answers `go` with valid `info` lines as fast as the pipe takes them, forever;
 * - `info-burst`: answers `go` with 5,000 valid `info` lines, of depth 1 to 5000, then `done`;
 * - `idle-writer`: after `ready`, writes valid `info` lines as fast as the pipe takes them, idle;
 * - `slow-done`: answers `go` with `done move=32-28` after 300 ms, and `stop` at once with
 *   `done move=33-29` (so a search stopped early shows);
 * - `crash`: exits with code 3 on `go`;
 * - `garbage-on-hub`: answers `hub` with a line that is not Hub (an unclosed quote), and ignores
 *   the end of its input;
 * - `slow-start`: waits 1.5 s before it reads anything;
 * - `deaf`: like `silent`, and ignores the end of its input (an engine that only a kill ends).
 * Any of them can be started through `bash -c '...; true'`, which forks it instead of running
 * it in bash's place ({@link viaBash}).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type FakeBehaviour =
  | 'good'
  | 'silent'
  | 'blank-on-go'
  | 'blank-on-hub'
  | 'blank-flood'
  | 'info-flood'
  | 'info-burst'
  | 'idle-writer'
  | 'slow-done'
  | 'crash'
  | 'garbage-on-hub'
  | 'slow-start'
  | 'deaf';

const SCRIPT = String.raw`
const [behaviour, pidFile] = process.argv.slice(2);
require('node:fs').writeFileSync(pidFile, String(process.pid));
const out = (l) => process.stdout.write(l + '\n');
// Floods write blocks of lines as fast as the pipe takes them (the next block once the last is
// taken: 'drain'), and yield between blocks, so that the fake still reads its input.
const flood = (block) => {
  const pump = () => (process.stdout.write(block) ? setImmediate(pump) : process.stdout.once('drain', pump));
  pump();
};
const info = 'info depth=3 score=0.12 nodes=1000 pv="32-28 19-23"\n'.repeat(100);
const every300 = () => setInterval(() => out(''), 300);
function start() {
  const rl = require('node:readline').createInterface({ input: process.stdin });
  if (behaviour !== 'deaf' && behaviour !== 'garbage-on-hub') rl.on('close', () => process.exit(0));
  rl.on('line', (l) => {
    if (l === 'hub') {
      if (behaviour === 'blank-on-hub') return every300();
      if (behaviour === 'garbage-on-hub') return out('id name="Fake');
      out('id name=Fake version=0');
      out('param name=variant value=normal type=enum values="normal bt losing"');
      out('wait');
    } else if (l === 'init') {
      out('ready');
      if (behaviour === 'idle-writer') flood(info);
    } else if (l === 'ping') out('pong');
    else if (l === 'quit') process.exit(0);
    else if (l === 'stop') { if (behaviour === 'slow-done') out('done move=33-29'); }
    else if (l.startsWith('go')) {
      switch (behaviour) {
        case 'good': return out('done move=32-28');
        case 'blank-on-go': return every300();
        case 'blank-flood': return flood('\n'.repeat(65536));
        case 'info-flood': return flood(info);
        case 'info-burst':
          out(Array.from({ length: 5000 }, (_, i) => 'info depth=' + (i + 1) + ' pv="32-28"').join('\n'));
          return out('done move=32-28');
        case 'slow-done': return setTimeout(() => out('done move=32-28'), 300);
        case 'crash': return process.exit(3);
        default: return; // silent, deaf, slow-start after its start: nothing
      }
    }
  });
}
if (behaviour === 'deaf' || behaviour === 'garbage-on-hub') setInterval(() => {}, 1000);
if (behaviour === 'slow-start') setTimeout(start, 1500); else start();
`;

const dir = mkdtempSync(join(tmpdir(), 'crownhead-fake-engine-'));
const scriptFile = join(dir, 'fake-engine.cjs');
writeFileSync(scriptFile, SCRIPT);
let count = 0;

/** Removes the scratch folder (call it in `afterAll`). */
export function removeFakes(): void {
  rmSync(dir, { recursive: true, force: true });
}

/** A fake engine to start: the command, its arguments, and the file where it writes its process id. */
export interface FakeEngine {
  readonly command: string;
  readonly args: string[];
  readonly pidFile: string;
}

/** The fake engine with `behaviour`, run by this Node. */
export function fakeEngine(behaviour: FakeBehaviour): FakeEngine {
  const pidFile = join(dir, `engine-${process.pid}-${++count}.pid`);
  return { command: process.execPath, args: [scriptFile, behaviour, pidFile], pidFile };
}

/**
 * The fake engine started through `bash -c 'node fake ...; true'`: the `; true` makes bash fork
 * the engine and wait for it, instead of replacing itself with it, as wrappers often do.
 */
export function viaBash(behaviour: FakeBehaviour): FakeEngine {
  const fake = fakeEngine(behaviour);
  const quoted = [fake.command, ...fake.args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  return { command: 'bash', args: ['-c', `${quoted}; true`], pidFile: fake.pidFile };
}

/** The process id the fake wrote, once it has (polled, at most 30 s). */
export async function fakePid(fake: FakeEngine): Promise<number> {
  for (let i = 0; i < 600; i++) {
    try {
      const text = readFileSync(fake.pidFile, 'utf8');
      if (text.length > 0) return Number(text);
    } catch {
      // not yet written
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`the fake engine never wrote ${fake.pidFile}`);
}

/** True while process `pid` exists. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** True once process `pid` is gone (polled for at most 10 s). */
export async function gone(pid: number): Promise<boolean> {
  for (let i = 0; i < 200; i++) {
    if (!isRunning(pid)) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

/**
 * `promise`'s outcome, with the milliseconds it took, or `hung` when it has not settled after
 * `ms` (a bound far above the limit under test, so that a busy machine cannot reach it, where
 * the bug made the promise never settle).
 */
export async function settleWithin<T>(
  promise: Promise<T>,
  ms: number,
): Promise<{ ok: true; value: T; ms: number } | { ok: false; error: unknown; ms: number } | { hung: true }> {
  const began = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hang = new Promise<{ hung: true }>((resolve) => (timer = setTimeout(() => resolve({ hung: true }), ms)));
  const settled = promise.then(
    (value) => ({ ok: true as const, value, ms: Date.now() - began }),
    (error: unknown) => ({ ok: false as const, error, ms: Date.now() - began }),
  );
  try {
    return await Promise.race([settled, hang]);
  } finally {
    clearTimeout(timer);
  }
}
