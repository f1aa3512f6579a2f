// A driver that its caller forgot to close must not keep Node running (issue 28, section 3: a
// script with a hubPlayer never closed hung for 15 minutes), and `await using` must release it.
// Each script below runs in a child Node process against the built package, uses a driver,
// never closes it, and must exit on its own with code 0. The bound is generous (the parent
// kills a child that is still running after 60 s and the test fails): no timing is asserted.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { international, startPosition } from '../../src/index.js';
import { botPlayer, connectDxp, hubPlayer, listenDxp, playMatchGame, startHubEngine } from '../../src/engine/index.js';
import { distFile, ensureDist } from '../dist.js';

beforeAll(ensureDist, 120_000);

const dir = mkdtempSync(join(tmpdir(), 'crownhead-lifetime-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * A Hub engine that answers the handshake, `ping` and `go` (always with 32-28: it only ever
 * plays White's first move here), and
 * writes its process id to `pid` so that the test can see it gone. Like Scan (hub.cpp: "EOF"
 * exits), it exits when its standard input ends.
 */
const FAKE_ENGINE = `
const rl = require('node:readline').createInterface({ input: process.stdin });
const out = (l) => process.stdout.write(l + '\\n');
require('node:fs').writeFileSync(process.argv[2], String(process.pid));
rl.on('line', (l) => {
  if (l === 'hub') { out('id name=Fake version=0'); out('wait'); }
  else if (l === 'init') out('ready');
  else if (l === 'ping') out('pong');
  else if (l.startsWith('go')) out('done move=32-28');
  else if (l === 'quit') process.exit(0);
});
rl.on('close', () => process.exit(0));
`;

const engineFile = join(dir, 'fake-engine.cjs');
writeFileSync(engineFile, FAKE_ENGINE);
const url = (name: string): string => pathToFileURL(distFile(name)).href;

/** Runs an ES module script in a child Node; resolves with its exit code (null when killed) and output. */
function runScript(name: string, body: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const file = join(dir, `${name}.mjs`);
  writeFileSync(
    file,
    `import * as crownhead from ${JSON.stringify(url('index.js'))};\nimport * as engine from ${JSON.stringify(url('engine.js'))};\n` +
      `const fake = { command: process.execPath, args: [${JSON.stringify(engineFile)}, ${JSON.stringify(join(dir, `${name}.pid`))}] };\n${body}\n`,
  );
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [file], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** True once the process `pid` is gone (polled; bounded by the test's time limit). */
async function gone(pid: number): Promise<boolean> {
  for (let i = 0; i < 200; i++) {
    try {
      process.kill(pid, 0);
    } catch {
      return true;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

describe('a driver never closed does not keep Node running, and leaves no engine behind', () => {
  it('a Hub engine that searched and was never quit', async () => {
    const r = await runScript(
      'engine',
      `const scan = await engine.startHubEngine({ ...fake, variant: crownhead.international });
const { move } = await scan.think(crownhead.startPosition(crownhead.international), [], { moveTime: 0.01 });
await scan.ping();
console.log(move.from + '-' + move.to);`,
    );
    expect([r.code, r.stdout, r.stderr]).toEqual([0, '32-28\n', '']);
    expect(await gone(Number(readFileSync(join(dir, 'engine.pid'), 'utf8')))).toBe(true);
  }, 90_000);

  it('a hubPlayer in a match game, never closed', async () => {
    const r = await runScript(
      'player',
      `const player = engine.hubPlayer(() => engine.startHubEngine({ ...fake, variant: crownhead.international }), 0.01);
const game = await engine.playMatchGame(player, engine.botPlayer({ depth: 1 }), { variant: crownhead.international, maxPlies: 2 });
console.log(game.termination, game.game.ply);`,
    );
    expect([r.code, r.stdout, r.stderr]).toEqual([0, 'unterminated: stopped after 2 plies 2\n', '']);
    expect(await gone(Number(readFileSync(join(dir, 'player.pid'), 'utf8')))).toBe(true);
  }, 90_000);

  it('a DXP listener, the connection it accepted and the client, none closed', async () => {
    const r = await runScript(
      'dxp',
      `const listener = await engine.listenDxp(0);
const client = await engine.connectDxp('127.0.0.1', listener.port, { timeout: 5000 });
const server = await listener.accept(5000);
client.send({ type: 'chat', text: 'hello' });
console.log((await server.next(5000)).text);`,
    );
    expect([r.code, r.stdout, r.stderr]).toEqual([0, 'hello\n', '']);
  }, 90_000);
});

describe('await using releases the drivers at the end of the block', () => {
  it('a Hub engine is quit, a hubPlayer closed, DXP connections and the listener closed', async () => {
    const sent: string[] = [];
    const start = () =>
      startHubEngine({
        command: process.execPath,
        args: [engineFile, join(dir, 'using.pid')],
        variant: international,
        onLine: (l, from) => from === 'gui' && sent.push(l),
      });
    {
      await using scan = await start();
      expect((await scan.think(startPosition(international), [], { moveTime: 0.01 })).move).toMatchObject({
        from: 32,
        to: 28,
      });
    }
    expect(sent.at(-1)).toBe('quit');
    expect(await gone(Number(readFileSync(join(dir, 'using.pid'), 'utf8')))).toBe(true);
    sent.length = 0;
    {
      await using player = hubPlayer(start, 0.01);
      await playMatchGame(player, botPlayer({ depth: 1 }), { variant: international, maxPlies: 1 });
    }
    expect(sent.at(-1)).toBe('quit');
    let port = 0;
    {
      await using listener = await listenDxp(0);
      port = listener.port;
      await using client = await connectDxp('127.0.0.1', port, { timeout: 5000 });
      await using server = await listener.accept(5000);
      client.send({ type: 'chat', text: 'bye' });
      expect(await server.next(5000)).toEqual({ type: 'chat', text: 'bye' });
    }
    // The listener is closed: nobody answers on its port any more.
    await expect(connectDxp('127.0.0.1', port, { timeout: 5000 })).rejects.toMatchObject({ code: 'start-failed' });
  }, 60_000);
});
