import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { frisian, gameMoves, gameResult, international } from '../src/index.js';
import type { Variant } from '../src/index.js';
import { parsePdn, gameFromPdn } from '../src/pdn/index.js';
import { distFile, ensureDist } from './dist.js';
import { freePort, nativeEngines, scanFolder, startNative } from './engine/native.js';
import { listenDxp } from '../src/engine/index.js';

// These tests run the built command (see cli-game.test.ts).
const CLI = distFile('cli.js');
beforeAll(ensureDist, 120_000);

const scratch: string[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((f) => f()));
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'crownhead-match-'));
  scratch.push(dir);
  return dir;
}

/** Runs the command without blocking the test's event loop (a DXP peer may need it), bounded. */
function crownhead(
  args: readonly string[],
  ms = 60_000,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), ms);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** Every game of the PDN text replays legally in `variant`; returns their trees and games. */
function replayAll(text: string, variant: Variant = international) {
  const parsed = parsePdn(text);
  return parsed.games.map((tree) => {
    const r = gameFromPdn(tree, { variants: [variant] });
    if (!r.ok) throw new Error(r.error.message);
    const tag = (name: string) => tree.tags.find((t) => t.name === name)?.value;
    return { game: r.value.game, tag };
  });
}

/** A Hub engine that answers the handshake and then plays `move` whatever the position. */
function fakeEngine(dir: string, move: string): string {
  const file = join(dir, 'fake.cjs');
  writeFileSync(
    file,
    `const rl = require('node:readline').createInterface({ input: process.stdin });
const out = (l) => process.stdout.write(l + '\\n');
rl.on('line', (l) => {
  if (l === 'hub') { out('id name=Cheater version=1'); out('wait'); }
  else if (l === 'init') out('ready');
  else if (l.startsWith('go')) out('done move=${move}');
  else if (l === 'quit') process.exit(0);
});`,
  );
  return file;
}

describe('crownhead match', () => {
  it('rejects a bad player and missing players with exit code 2', async () => {
    const r = await crownhead(['match', '--white', 'uci:stockfish', '--black', 'bot']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^crownhead: match: --white: "uci:stockfish" is not a player/);
    expect((await crownhead(['match', '--white', 'bot'])).code).toBe(2);
    expect((await crownhead(['match', '--white', 'bot', '--black', 'dxp:27531'])).stderr).toContain('needs HOST:PORT');
    // Hub has no English or Turkish; DXP positions have 50 squares.
    const hub = await crownhead(['match', '--variant', 'english', '--white', 'hub:./scan hub', '--black', 'bot']);
    expect([hub.code, hub.stderr]).toEqual([
      2,
      'crownhead: match: --white: Hub engines play international, breakthrough, frisian, frysk and antidraughts, not english\n',
    ]);
    const dxp = await crownhead(['match', '--variant', 'turkish', '--white', 'bot', '--black', 'dxp-listen:27531']);
    expect([dxp.code, dxp.stderr]).toEqual([
      2,
      'crownhead: match: --black: DXP carries games on 50 squares, not turkish\n',
    ]);
  });

  it('a Hub parameter that Hub cannot write is refused with exit code 2 before any engine starts', async () => {
    // Issue 29: the engine was started, then the parameter refused, and the process left running
    // kept `crownhead match` from ever exiting. The program here would write a file if started.
    const dir = folder();
    const marker = join(dir, 'started');
    const engine = join(dir, 'engine.cjs');
    writeFileSync(
      engine,
      `require('node:fs').writeFileSync(${JSON.stringify(marker)}, 'x'); setInterval(() => {}, 1000);`,
    );
    const r = await crownhead([
      'match',
      '--white',
      `hub:${process.execPath} ${engine}`,
      '--black',
      'bot',
      '--hub-params',
      'tt-size=1"6',
    ]);
    expect([r.code, r.stderr]).toEqual([
      2,
      'crownhead: match: --hub-params: "tt-size=1\\"6" holds a " or a control character, which Hub cannot carry\n',
    ]);
    expect(() => readFileSync(marker)).toThrow();
  });

  it('bot against bot from openings: each opening twice, once with each colour, its moves kept in the PDN', async () => {
    const dir = folder();
    const openings = join(dir, 'openings.pdn');
    writeFileSync(openings, '[GameType "20"]\n1. 32-28 19-23 2. 28x19 14x23 *\n\n[GameType "20"]\n1. 33-28 18-23 *\n');
    const r = await crownhead([
      'match',
      '--white',
      'bot:1',
      '--black',
      'bot:2',
      '--games',
      '3',
      '--openings',
      openings,
      '--max-plies',
      '12',
    ]);
    expect(r.code, r.stderr).toBe(0);
    const games = replayAll(r.stdout);
    expect(games.map((g) => [g.tag('White'), g.tag('Round'), g.game.ply])).toEqual([
      ['crownhead bot (depth 1)', '1', 16],
      ['crownhead bot (depth 2)', '2', 16],
      ['crownhead bot (depth 1)', '3', 14],
    ]);
    const first = (g: (typeof games)[number], n: number) =>
      gameMoves(g.game)
        .slice(0, n)
        .map((m) => m.path.join('-'));
    expect(first(games[0]!, 4)).toEqual(['32-28', '19-23', '28-19', '14-23']);
    expect(first(games[1]!, 4)).toEqual(['32-28', '19-23', '28-19', '14-23']);
    expect(first(games[2]!, 2)).toEqual(['33-28', '18-23']);
    expect(games.map((g) => g.tag('Termination'))).toEqual(Array(3).fill('unterminated: stopped after 12 plies'));
  });

  it('an engine that plays an illegal move loses, and the PDN says why', async () => {
    const dir = folder();
    const engine = fakeEngine(dir, '32-23');
    const out = join(dir, 'games.pdn');
    const r = await crownhead([
      'match',
      '--white',
      `hub:${process.execPath} ${engine}`,
      '--black',
      'bot:1',
      '--games',
      '2',
      '--pdn',
      out,
    ]);
    expect(r.code).toBe(0);
    const games = replayAll(readFileSync(out, 'latin1'));
    expect(games.map((g) => [g.tag('White'), g.tag('Black'), g.tag('Result')])).toEqual([
      ['Cheater 1', 'crownhead bot (depth 1)', '0-2'],
      ['crownhead bot (depth 1)', 'Cheater 1', '2-0'],
    ]);
    expect(games[0]!.tag('Termination')).toBe(
      'rules infraction: Cheater 1: the engine played 32-23: 32-23 is not a legal move for white',
    );
    // As Black it fails at its first move too: one ply (the bot's) was played.
    expect(games[1]!.game.ply).toBe(1);
    expect(r.stderr.split('\n').filter((l) => l.startsWith('game '))).toHaveLength(2);
    expect(r.stderr).toContain('match: Cheater 1 0 - 2 crownhead bot (depth 1)');
  });

  it('two players of one name are told apart (#1 is --white, #2 --black) in the tags, the lines and the score', async () => {
    const r = await crownhead(['match', '--white', 'bot:1', '--black', 'bot:1', '--games', '2', '--max-plies', '4']);
    expect(r.code, r.stderr).toBe(0);
    const games = replayAll(r.stdout);
    expect(games.map((g) => [g.tag('White'), g.tag('Black')])).toEqual([
      ['crownhead bot (depth 1) #1', 'crownhead bot (depth 1) #2'],
      ['crownhead bot (depth 1) #2', 'crownhead bot (depth 1) #1'],
    ]);
    expect(
      r.stderr
        .split('\n')
        .filter((l) => l.startsWith('game '))
        .map((l) => l.split('  ')[1]),
    ).toEqual([
      'crownhead bot (depth 1) #1 - crownhead bot (depth 1) #2',
      'crownhead bot (depth 1) #2 - crownhead bot (depth 1) #1',
    ]);
    expect(r.stderr).toContain('match: crownhead bot (depth 1) #1 0 - 0 crownhead bot (depth 1) #2\n');
  });

  it("a DXP peer's declared win and declared loss are both scored, with a Termination tag that keeps its chat", async () => {
    // A scripted peer in the role of Scan at its 75-move limit: GAMEEND with its result from its
    // side (DXP: 1 "I lose", 3 "I win"), then a chat line saying why (Scan's dxp.cpp).
    const listener = await listenDxp(0);
    cleanups.push(() => listener.close());
    const run = crownhead([
      'match',
      '--white',
      `dxp:127.0.0.1:${listener.port}`,
      '--black',
      'bot:1',
      '--games',
      '2',
      '--wait',
      '20',
    ]);
    const peer = await listener.accept(20_000);
    cleanups.push(() => peer.close());
    // Game 1: the peer has White and is to move; it declares its win.
    expect(await peer.next(20_000)).toMatchObject({ type: 'game-request', followerColor: 'white' });
    peer.send({ type: 'game-accept', followerName: 'Scripted', acceptance: 0 });
    peer.send({ type: 'game-end', reason: 3, stop: 0 });
    peer.send({ type: 'chat', text: 'game ended (75 moves played, adjudication win, last eval = +3.50)' });
    expect(await peer.next(20_000)).toEqual({ type: 'game-end', reason: 0, stop: 0 });
    // Game 2: the peer has Black; after White's first move it declares its loss.
    expect(await peer.next(20_000)).toMatchObject({ type: 'game-request', followerColor: 'black' });
    peer.send({ type: 'game-accept', followerName: 'Scripted', acceptance: 0 });
    expect(await peer.next(20_000)).toMatchObject({ type: 'move' });
    peer.send({ type: 'game-end', reason: 1, stop: 0 });
    peer.send({ type: 'chat', text: 'game ended (75 moves played, adjudication loss, last eval = -3.50)' });
    expect(await peer.next(20_000)).toEqual({ type: 'game-end', reason: 0, stop: 0 });
    const r = await run;
    expect(r.code, r.stderr).toBe(0);
    const games = replayAll(r.stdout);
    expect(
      games.map((g) => [g.tag('White'), g.tag('Black'), g.tag('Result'), g.tag('Termination'), g.game.ply]),
    ).toEqual([
      [
        'Scripted',
        'crownhead bot (depth 1)',
        '2-0',
        'adjudication: Scripted declared its win (GAMEEND reason 3): game ended (75 moves played, adjudication win, last eval = +3.50)',
        0,
      ],
      [
        'crownhead bot (depth 1)',
        'Scripted',
        '2-0',
        'adjudication: Scripted declared its loss (GAMEEND reason 1): game ended (75 moves played, adjudication loss, last eval = -3.50)',
        1,
      ],
    ]);
    expect(r.stderr).toContain('match: Scripted 1 - 1 crownhead bot (depth 1)\n');
  }, 60_000);

  it('two games against Scan (Hub), colours alternating, PDN that replays legally with the results the rules give', async (ctx) => {
    const { scanDir } = nativeEngines(ctx);
    const dir = folder();
    const out = join(dir, 'match.pdn');
    const started = Date.now();
    const r = await crownhead(
      [
        'match',
        '--variant',
        'international',
        '--white',
        `hub:${join(scanDir, 'scan')} hub`,
        '--black',
        'bot:2',
        '--games',
        '2',
        '--move-time',
        '0.02',
        '--hub-params',
        'tt-size=16',
        '--pdn',
        out,
        '--event',
        'Test match',
      ],
      120_000,
    );
    expect(r.code, r.stderr).toBe(0);
    const games = replayAll(readFileSync(out, 'latin1'));
    expect(games).toHaveLength(2);
    expect(games.map((g) => [g.tag('White'), g.tag('Black')])).toEqual([
      ['Scan 3.1', 'crownhead bot (depth 2)'],
      ['crownhead bot (depth 2)', 'Scan 3.1'],
    ]);
    for (const g of games) {
      expect(g.tag('Event')).toBe('Test match');
      expect(g.tag('Date')).toMatch(/^\d{4}\.\d\d\.\d\d$/);
      // A game the rules ended has their result; one stopped at the ply limit has none.
      if (g.tag('Termination') === 'normal') expect(g.tag('Result')).toBe(gameResult(g.game));
      else expect([g.tag('Termination'), g.tag('Result')]).toEqual(['unterminated: stopped after 300 plies', '*']);
    }
    const progress = r.stderr.split('\n').filter((l) => l.startsWith('game '));
    expect(progress).toHaveLength(2);
    expect(progress[0]).toMatch(/^game 1\/2 {2}Scan 3\.1 - crownhead bot \(depth 2\) {2}(2-0|0-2|1-1|\*) {2}/);
    expect(Date.now() - started).toBeLessThan(120_000);
  }, 150_000);

  it('Frisian: two games against Scan (Hub) and the bot, PDN of GameType 40 that replays legally', async (ctx) => {
    const { scanDir } = nativeEngines(ctx);
    const started = Date.now();
    const r = await crownhead(
      [
        'match',
        '--variant',
        'frisian',
        '--white',
        `hub:${join(scanDir, 'scan')} hub`,
        '--black',
        'bot:2',
        '--games',
        '2',
        '--move-time',
        '0.02',
        '--hub-params',
        'tt-size=16',
        '--max-plies',
        '80',
      ],
      120_000,
    );
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/\[GameType "40[,"]/);
    const games = replayAll(r.stdout, frisian);
    expect(games.map((g) => [g.tag('White'), g.tag('Black')])).toEqual([
      ['Scan 3.1', 'crownhead bot (depth 2)'],
      ['crownhead bot (depth 2)', 'Scan 3.1'],
    ]);
    for (const g of games) {
      if (g.tag('Termination') === 'normal') expect(g.tag('Result')).toBe(gameResult(g.game));
      else
        expect([g.tag('Termination'), g.tag('Result'), g.game.ply]).toEqual([
          'unterminated: stopped after 80 plies',
          '*',
          80,
        ]);
    }
    expect(Date.now() - started).toBeLessThan(120_000);
  }, 150_000);

  it('a game against scan dxp (crownhead connects), stopped after 10 plies', async (ctx) => {
    const engines = nativeEngines(ctx);
    const port = await freePort();
    const scan = startNative('./scan', ['dxp'], scanFolder(engines, port));
    cleanups.push(() => scan.stop());
    await scan.waitFor('waiting for a connection', 20_000);
    const r = await crownhead([
      'match',
      '--white',
      `dxp:127.0.0.1:${port}`,
      '--black',
      'bot:2',
      '--games',
      '1',
      '--max-plies',
      '10',
      '--wait',
      '10',
    ]);
    expect(r.code, r.stderr).toBe(0);
    const games = replayAll(r.stdout);
    expect(games.map((g) => [g.tag('White'), g.tag('Result'), g.tag('Termination'), g.game.ply])).toEqual([
      ['Scan 3.1', '*', 'unterminated: stopped after 10 plies', 10],
    ]);
  }, 60_000);
});

describe('crownhead match, listening for Moby Dam', () => {
  it('a game against Moby Dam connecting to crownhead (dxp-listen), stopped after 6 plies', async (ctx) => {
    const engines = nativeEngines(ctx);
    const port = await freePort();
    const child = spawn(
      process.execPath,
      [
        CLI,
        'match',
        '--white',
        'bot:2',
        '--black',
        `dxp-listen:${port}`,
        '--games',
        '1',
        '--max-plies',
        '6',
        '--wait',
        '20',
      ],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    const listening = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`crownhead did not listen: ${stderr}`)), 20_000);
      child.stderr.on('data', (d: Buffer) => {
        stderr += d.toString();
        if (stderr.includes('waiting for a DXP engine')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    cleanups.push(async () => {
      child.kill('SIGKILL');
      await exited;
    });
    await listening;
    expect(stderr).toContain(`match: waiting for a DXP engine on 127.0.0.1:${port}`);
    const moby = startNative(engines.mobydam, ['-c', '127.0.0.1', '-p', String(port), '-t', '20'], folder());
    cleanups.push(() => moby.stop());
    const code = await Promise.race([exited, new Promise<string>((r) => setTimeout(() => r('late'), 50_000))]);
    expect(code, stderr).toBe(0);
    const games = replayAll(stdout);
    expect(games.map((g) => [g.tag('Black'), g.tag('Result'), g.tag('Termination'), g.game.ply])).toEqual([
      [expect.stringMatching(/^Moby Dam/), '*', 'unterminated: stopped after 6 plies', 6],
    ]);
  }, 60_000);
});

describe('crownhead match --help', () => {
  it('prints the usage', () => {
    const r = spawnSync(process.execPath, [CLI, 'match', '--help'], { encoding: 'utf8', timeout: 10_000 });
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^Usage: crownhead match --white SPEC --black SPEC/);
  });
});
