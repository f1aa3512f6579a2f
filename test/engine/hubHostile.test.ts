// Hub engines that misbehave (issue 29): every wait ends by its deadline whatever the engine
// writes, what is kept of its output is bounded, and no process is left behind. Each test runs
// a fake engine (./fakeEngine.ts) and asserts bounds that are generous against the limit under
// test (a 1 s limit must end within 1 s + the 1 s grace after `stop` + a margin of 10 s and
// more), where the bugs made the wait never end or the heap grow without bound: no assertion
// depends on the speed of the machine.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { distFile, ensureDist } from '../dist.js';
import { international, startPosition } from '../../src/index.js';
import { CrownheadError } from '../../src/index.js';
import { EngineError, startHubEngine } from '../../src/engine/index.js';
import type { HubEngine } from '../../src/engine/index.js';
import type { FakeBehaviour, FakeEngine } from './fakeEngine.js';
import { fakeEngine, fakePid, gone, removeFakes, settleWithin, viaBash } from './fakeEngine.js';

const running: HubEngine[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((e) => e.quit()));
});
afterAll(removeFakes);

/** Where a bug made the wait endless: far above every limit under test. */
const HANG = 60_000;
/** 1 MiB (the default maxQueuedChars) and one pipe read (64 KiB) with a line's margin. */
const QUEUE_BOUND = 1_048_576 + 2 * 65_536;

async function start(fake: FakeEngine, extra?: { startTimeout?: number; sent?: string[] }): Promise<HubEngine> {
  const engine = await startHubEngine({
    command: fake.command,
    args: fake.args,
    variant: international,
    startTimeout: extra?.startTimeout ?? 20_000,
    onLine: (line, from) => from === 'gui' && extra?.sent?.push(line),
  });
  running.push(engine);
  return engine;
}

function errorOf(r: Awaited<ReturnType<typeof settleWithin>>): unknown {
  expect(r).not.toHaveProperty('hung');
  expect(r).toHaveProperty('ok', false);
  return (r as { error: unknown }).error;
}

describe('a deadline is a deadline, whatever the engine writes', () => {
  const cases: [string, FakeBehaviour][] = [
    ['silence', 'silent'],
    ['a blank line every 300 ms (it re-armed the wait: never timed out)', 'blank-on-go'],
    ['a flood of blank lines (it starved the event loop: a 5 s timer fired after 130 s)', 'blank-flood'],
    ['a flood of valid info lines (it kept think 3.4-5.3 s past a 1 s limit)', 'info-flood'],
  ];
  for (const [what, behaviour] of cases) {
    it(`think with a 1 s limit ends in timeout: ${what}`, async () => {
      const fake = fakeEngine(behaviour);
      const engine = await start(fake);
      const pid = await fakePid(fake);
      // A timer of the program must still fire during the flood: it fires late only by what
      // one batch of reading costs.
      const set = Date.now();
      const probe = new Promise<number>((resolve) => setTimeout(() => resolve(Date.now() - set), 200));
      const r = await settleWithin(
        engine.think(startPosition(international), [], { moveTime: 20 }, { timeout: 1000 }),
        HANG,
      );
      const error = errorOf(r);
      expect(error).toBeInstanceOf(EngineError);
      expect((error as EngineError).code).toBe('timeout');
      // 1 s limit, 1 s for done after stop, 2 s for the kill: 4 s; the margin is for a busy machine.
      expect((r as { ms: number }).ms).toBeLessThan(15_000);
      expect(await probe).toBeLessThan(15_000);
      expect(engine.outputStats().peakQueuedChars).toBeLessThan(QUEUE_BOUND);
      expect(await gone(pid)).toBe(true);
    });
  }

  it('the handshake with a 1 s limit ends in timeout against a blank line every 300 ms', async () => {
    const fake = fakeEngine('blank-on-hub');
    const r = await settleWithin(start(fake, { startTimeout: 1000 }), HANG);
    expect((errorOf(r) as EngineError).code).toBe('timeout');
    expect((r as { ms: number }).ms).toBeLessThan(15_000);
    expect(await gone(await fakePid(fake))).toBe(true);
  });

  it('a slow start within the limit is no failure; beyond it, a timeout and the process gone', async () => {
    const engine = await start(fakeEngine('slow-start'), { startTimeout: 20_000 });
    await engine.ping(20_000);
    const fake = fakeEngine('slow-start');
    const r = await settleWithin(start(fake, { startTimeout: 1000 }), HANG);
    expect((errorOf(r) as EngineError).code).toBe('timeout');
    expect(await goneOrNeverStarted(fake)).toBe(true);
  });

  it('a crash is `closed`, at once', async () => {
    const engine = await start(fakeEngine('crash'));
    const r = await settleWithin(
      engine.think(startPosition(international), [], { moveTime: 20 }, { timeout: 30_000 }),
      HANG,
    );
    expect((errorOf(r) as EngineError).code).toBe('closed');
    expect((r as { ms: number }).ms).toBeLessThan(15_000);
  });
});

describe('what is kept of the output is bounded, what is not read is drained', () => {
  it('a search keeps the last 1000 info lines and says how many it dropped; onInfo sees all', async () => {
    const engine = await start(fakeEngine('info-burst'));
    let seen = 0;
    const result = await engine.think(
      startPosition(international),
      [],
      { moveTime: 20 },
      { timeout: 30_000, onInfo: () => seen++ },
    );
    // The fake writes 5,000 info lines, then done.
    expect(seen).toBe(5000);
    expect(result.infos.length).toBe(1000);
    expect(result.droppedInfos).toBe(4000);
    // The last ones are kept, in order.
    expect([result.infos[0]!.depth, result.infos.at(-1)!.depth]).toEqual([4001, 5000]);
    const few = await engine.think(
      startPosition(international),
      [],
      { moveTime: 20 },
      { timeout: 30_000, maxInfos: 10 },
    );
    expect([few.infos.length, few.droppedInfos, few.infos[0]!.depth]).toEqual([10, 4990, 4991]);
    const none = await engine.think(
      startPosition(international),
      [],
      { moveTime: 20 },
      { timeout: 30_000, maxInfos: 0 },
    );
    expect([none.infos.length, none.droppedInfos]).toEqual([0, 5000]);
    await expect(
      engine.think(startPosition(international), [], { moveTime: 20 }, { maxInfos: -1 }),
    ).rejects.toMatchObject({ code: 'bad-argument' });
    expect(engine.outputStats().peakQueuedChars).toBeLessThan(QUEUE_BOUND);
  });

  it('an engine writing while idle is not queued: its lines are dropped, and it still answers', async () => {
    const engine = await start(fakeEngine('idle-writer'));
    const heapBefore = process.memoryUsage().heapUsed;
    // Before the fix the queue held 52 MB after 3 s of this.
    await new Promise((r) => setTimeout(r, 3000));
    const stats = engine.outputStats();
    expect(stats.queuedLines).toBe(0);
    expect(stats.droppedLines).toBeGreaterThan(1000);
    expect(stats.peakQueuedChars).toBeLessThan(QUEUE_BOUND);
    // A generous bound on the heap: the bug grew it by tens of MB a second.
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(100 * 1024 * 1024);
    // During an exchange its flood is read (and skipped) until the answer, in bounded memory.
    const r = await settleWithin(engine.ping(30_000), HANG);
    expect(r).toMatchObject({ ok: true });
    expect(engine.outputStats().peakQueuedChars).toBeLessThan(QUEUE_BOUND);
  });
});

describe('limits above 2^31-1 ms are kept, not fired at once; bad limits are refused', () => {
  it('think with a move time of 3,000,000 s waits for the engine (it was stopped after 14 ms)', async () => {
    const sent: string[] = [];
    const engine = await start(fakeEngine('slow-done'), { sent });
    // 3e6 s: the default limit is 3e9 + 5000 ms, past Node's 2^31-1 ms timers. The fake answers
    // after 300 ms; an early `stop` would get its other move, 33-29, at once.
    const { move } = await engine.think(startPosition(international), [], { moveTime: 3_000_000 });
    expect([move.from, move.to]).toEqual([32, 28]);
    expect(sent).not.toContain('stop');
    const long = await engine.think(startPosition(international), [], { moveTime: 1 }, { timeout: 2 ** 31 + 1000 });
    expect([long.move.from, long.move.to]).toEqual([32, 28]);
    expect(sent).not.toContain('stop');
  });

  it('a timeout that is not a finite number >= 0 is refused with bad-argument; the engine lives on', async () => {
    const sent: string[] = [];
    const engine = await start(fakeEngine('good'), { sent });
    const before = sent.length;
    for (const timeout of [Number.NaN, -1, Infinity]) {
      await expect(engine.think(startPosition(international), [], { moveTime: 1 }, { timeout })).rejects.toMatchObject({
        name: 'CrownheadError',
        code: 'bad-argument',
      });
      await expect(engine.ping(timeout)).rejects.toMatchObject({ name: 'CrownheadError', code: 'bad-argument' });
    }
    expect(sent.length).toBe(before);
    await engine.ping(20_000);
    const fake = fakeEngine('good');
    await expect(start(fake, { startTimeout: Number.NaN })).rejects.toMatchObject({ code: 'bad-argument' });
    expect(() => readPidNow(fake)).toThrow();
  });
});

/**
 * True when the fake is gone, or was killed before it could write its pid (a busy machine can
 * take longer than a short start limit to start Node): a fake left running writes it.
 */
async function goneOrNeverStarted(fake: FakeEngine): Promise<boolean> {
  await new Promise((r) => setTimeout(r, 2000));
  try {
    return await gone(readPidNow(fake));
  } catch {
    return true;
  }
}

function readPidNow(fake: FakeEngine): number {
  return Number(readFileSync(fake.pidFile, 'utf8'));
}

describe('every process is cleaned up, the ones a wrapper forked included', () => {
  it('an engine started through bash -c that times out: bash and the engine are gone', async () => {
    const fake = viaBash('silent');
    const engine = await start(fake);
    const pid = await fakePid(fake);
    const r = await settleWithin(
      engine.think(startPosition(international), [], { moveTime: 20 }, { timeout: 500 }),
      HANG,
    );
    expect((errorOf(r) as EngineError).code).toBe('timeout');
    expect(await gone(pid)).toBe(true);
  });

  it('through bash -c, kill and quit leave no engine behind, even one deaf to the end of its input', async () => {
    const killed = viaBash('deaf');
    const a = await start(killed);
    await a.kill();
    expect(await gone(await fakePid(killed))).toBe(true);
    const quitted = viaBash('deaf');
    const b = await start(quitted);
    await b.quit(500);
    expect(await gone(await fakePid(quitted))).toBe(true);
  });

  it('a parameter Hub cannot write is refused before the engine starts (it was left running)', async () => {
    for (const params of [{ 'tt-size': 'a"b' }, { 'tt-size': '1\n2' }, { 'a\u0001': '1' }]) {
      const fake = fakeEngine('deaf');
      const error = await startHubEngine({
        command: fake.command,
        args: fake.args,
        variant: international,
        params,
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CrownheadError);
      expect((error as CrownheadError).code).toBe('bad-argument');
      // Nothing was started: the fake writes its pid first thing, and there is none.
      await new Promise((r) => setTimeout(r, 300));
      expect(() => readPidNow(fake)).toThrow();
    }
  });

  it('an engine that fails its handshake through bash -c is gone with its wrapper', async () => {
    // The fake answers `hub` with garbage (after writing its pid) and ignores the end of its
    // input: only the kill of its process group ends it.
    const fake = viaBash('garbage-on-hub');
    const r = await settleWithin(start(fake), HANG);
    expect((errorOf(r) as EngineError).code).toBe('protocol');
    expect(await gone(await fakePid(fake))).toBe(true);
  });
});

describe('an engine left running when Node ends is killed with what it started', () => {
  beforeAll(ensureDist, 120_000);

  /**
   * Runs `body` in a child Node against the built package, with `fake` (an engine behind bash -c
   * that ignores the end of its input, so that only a kill ends it) started and never quit.
   */
  function runScript(
    fake: FakeEngine,
    body: string,
    before = '',
  ): { exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>; child: ChildProcess } {
    const script = `import * as crownhead from ${JSON.stringify(pathToFileURL(distFile('index.js')).href)};
import * as engine from ${JSON.stringify(pathToFileURL(distFile('engine.js')).href)};
${before}
const scan = await engine.startHubEngine({ command: ${JSON.stringify(fake.command)}, args: ${JSON.stringify(fake.args)}, variant: crownhead.international });
await scan.ping(20000);
${body}`;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>((resolve) => {
      const timer = setTimeout(() => child.kill('SIGKILL'), HANG);
      child.on('exit', (code, signal) => {
        clearTimeout(timer);
        resolve({ code, signal, stderr });
      });
    });
    return { exited, child };
  }

  it('at the end of the program (exit)', async () => {
    const fake = viaBash('deaf');
    const { exited } = runScript(fake, "console.log('done');");
    const r = await exited;
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(await gone(await fakePid(fake))).toBe(true);
  }, 90_000);

  it('on SIGTERM, which the program does not handle: the engine is killed, then Node ends by the signal', async () => {
    const fake = viaBash('deaf');
    const { exited, child } = runScript(fake, "console.log('ready'); setInterval(() => {}, 1000);");
    await new Promise<void>((resolve) =>
      child.stdout!.on('data', (d: Buffer) => d.toString().includes('ready') && resolve()),
    );
    child.kill('SIGTERM');
    const r = await exited;
    expect([r.signal, r.stderr]).toEqual(['SIGTERM', '']);
    expect(await gone(await fakePid(fake))).toBe(true);
  }, 90_000);

  it("a program's own process.once listener, set before the engine started, finishes its shutdown", async () => {
    // Node removes a once listener before calling it: a library listener that ran after it and
    // counted listeners then saw none, killed and raised the signal again, cutting the shutdown.
    const fake = viaBash('deaf');
    const before =
      "process.once('SIGTERM', () => { console.log('shutdown starting'); setTimeout(() => { console.log('shutdown done'); process.exit(0); }, 300); });";
    const { exited, child } = runScript(fake, "console.log('ready'); setInterval(() => {}, 1000);", before);
    let out = '';
    await new Promise<void>((resolve) =>
      child.stdout!.on('data', (d: Buffer) => ((out += d.toString()), out.includes('ready') && resolve())),
    );
    child.kill('SIGTERM');
    const r = await exited;
    expect([r.code, r.signal, r.stderr]).toEqual([0, null, '']);
    expect(out).toContain('shutdown done');
    // The program's exit killed the engine.
    expect(await gone(await fakePid(fake))).toBe(true);
  }, 90_000);

  it('two copies of the package in one program (the ESM and the CJS build): a signal still ends it and kills both engines', async () => {
    // Each copy took the other's listener for the program's, and neither raised the signal again.
    const first = viaBash('deaf');
    const second = viaBash('deaf');
    const body = `import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const cjs = require(${JSON.stringify(distFile('engine.cjs'))});
const { international } = require(${JSON.stringify(distFile('index.cjs'))});
const other = await cjs.startHubEngine({ command: ${JSON.stringify(second.command)}, args: ${JSON.stringify(second.args)}, variant: international });
await other.ping(20000);
console.log('ready'); setInterval(() => {}, 1000);`;
    const { exited, child } = runScript(first, body);
    await new Promise<void>((resolve) =>
      child.stdout!.on('data', (d: Buffer) => d.toString().includes('ready') && resolve()),
    );
    child.kill('SIGTERM');
    const r = await exited;
    expect([r.signal, r.stderr]).toEqual(['SIGTERM', '']);
    expect(await gone(await fakePid(first))).toBe(true);
    expect(await gone(await fakePid(second))).toBe(true);
  }, 90_000);
});
