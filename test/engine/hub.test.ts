import { afterEach, describe, expect, it } from 'vitest';
import { antidraughts, breakthrough, international, legalMoves, outcome, parseFen, play, startPosition } from '../../src/index.js';
import type { Move, Position, Variant } from '../../src/index.js';
import { EngineError, startHubEngine } from '../../src/engine/index.js';
import type { HubEngine } from '../../src/engine/index.js';
import { nativeEngines } from './native.js';

const running: HubEngine[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((e) => e.quit()));
});

async function scan(ctx: Parameters<typeof nativeEngines>[0], variant: Variant): Promise<HubEngine> {
  const { scanDir } = nativeEngines(ctx);
  const engine = await startHubEngine({ command: './scan', args: ['hub'], cwd: scanDir, variant, params: { 'tt-size': '16' } });
  running.push(engine);
  return engine;
}

/** Plays Scan (one colour) against a simple chooser, every move checked, for at most `plies`. */
async function playAgainstScan(engine: HubEngine, start: Position, plies: number): Promise<{ moves: Move[]; end: Position }> {
  const moves: Move[] = [];
  let pos = start;
  for (let ply = 0; ply < plies && outcome(pos) === undefined; ply++) {
    let move: Move;
    if (pos.turn === 'white') {
      ({ move } = await engine.think(start, moves, { moveTime: 0.02 }, { timeout: 10_000 }));
    } else {
      const legal = legalMoves(pos);
      move = legal[(ply * 7) % legal.length]!;
    }
    expect(legalMoves(pos).some((m) => m.from === move.from && m.to === move.to)).toBe(true);
    moves.push(move);
    pos = play(pos, move);
  }
  return { moves, end: pos };
}

describe('Hub against Scan 3.1', () => {
  it('the handshake gives the id and the parameters as data', async (ctx) => {
    const engine = await scan(ctx, international);
    expect(engine.id.name).toBe('Scan');
    expect(engine.name).toBe('Scan 3.1');
    expect(engine.params.find((p) => p.name === 'variant')).toMatchObject({ type: 'enum', values: ['normal', 'killer', 'bt', 'frisian', 'losing'] });
    expect(engine.params.find((p) => p.name === 'tt-size')).toMatchObject({ type: 'int', min: '16', max: '30' });
    await engine.ping(5000);
  });

  it('analyze gives info lines with checked principal variations; stop ends an infinite search', async (ctx) => {
    const engine = await scan(ctx, international);
    const infos: number[] = [];
    const search = engine.analyze(startPosition(international), [], { infinite: true }, { timeout: 20_000, onInfo: (i) => infos.push(i.depth ?? -1) });
    await new Promise((r) => setTimeout(r, 300));
    engine.stop();
    const result = await search;
    expect(result.infos.length).toBeGreaterThan(0);
    expect(result.infos.at(-1)!.pv.length).toBeGreaterThan(0);
    expect(result.infos.at(-1)!.pv[0]).toEqual(result.move);
  });

  it('International: a game of 40 plies, every move checked', async (ctx) => {
    const engine = await scan(ctx, international);
    const { moves } = await playAgainstScan(engine, startPosition(international), 40);
    expect(moves.length).toBeGreaterThan(10);
  });

  it('International: a capture of the last piece ends the game', async (ctx) => {
    const engine = await scan(ctx, international);
    // White's man on 28 must take Black's last man on 23 (FMJD 4.2): Black has no piece left.
    const fen = parseFen(international, 'W:W28:B23');
    if (!fen.ok) throw new Error(fen.error.message);
    const { end } = await playAgainstScan(engine, fen.value, 4);
    expect(outcome(end)).toEqual({ winner: 'white', reason: 'no-pieces' });
  });

  it('Breakthrough (bt): the first king wins', async (ctx) => {
    const engine = await scan(ctx, breakthrough);
    const fen = parseFen(breakthrough, 'W:W12,40:B45,30');
    if (!fen.ok) throw new Error(fen.error.message);
    const { end } = await playAgainstScan(engine, fen.value, 6);
    expect(outcome(end)?.winner).toBe('white');
    const game = await playAgainstScan(engine, startPosition(breakthrough), 20);
    expect(game.moves.length).toBe(20);
  });

  it('Antidraughts (losing): Scan gives its last man away and wins', async (ctx) => {
    const engine = await scan(ctx, antidraughts);
    // White's man on 33 must be taken if it steps to 28 or 29 next to Black's 23.
    const fen = parseFen(antidraughts, 'W:W33:B23,4');
    if (!fen.ok) throw new Error(fen.error.message);
    const { end } = await playAgainstScan(engine, fen.value, 6);
    expect(outcome(end)?.winner).toBe('white');
    const game = await playAgainstScan(engine, startPosition(antidraughts), 20);
    expect(game.moves.length).toBe(20);
  });
});

/** A fake engine: a Node script that answers the handshake, then does `behaviour` on `go`. */
function fake(behaviour: string): { command: string; args: string[] } {
  const script = `
    const rl = require('node:readline').createInterface({ input: process.stdin });
    const out = (l) => process.stdout.write(l + '\\n');
    rl.on('line', (l) => {
      if (l === 'hub') { out('id name=Fake version=0'); out('param name=variant value=normal type=enum values="normal bt losing"'); out('wait'); }
      else if (l === 'init') out('ready');
      else if (l.startsWith('go')) { ${behaviour} }
    });`;
  return { command: process.execPath, args: ['-e', script] };
}

describe('Hub failures are typed errors within the time limit, and the process is gone', () => {
  const cases: [string, string, string][] = [
    ['a crash', 'process.exit(3);', 'closed'],
    ['silence', '/* nothing */', 'timeout'],
    ['a garbage line', "out('info pv=\"32-28');", 'protocol'],
    ['an illegal move', "out('done move=32-26');", 'illegal-move'],
    ['an illegal principal variation', "out('info depth=1 pv=\"32-28 33-29\"');", 'illegal-move'],
    ['an error report', "out('error message=\"no position\"');", 'engine-error'],
  ];
  for (const [what, behaviour, code] of cases) {
    it(what, async () => {
      const { command, args } = fake(behaviour);
      const engine = await startHubEngine({ command, args, variant: international, startTimeout: 10_000 });
      running.push(engine);
      const started = Date.now();
      const error = await engine.think(startPosition(international), [], { moveTime: 0.01 }, { timeout: 500 }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(EngineError);
      expect((error as EngineError).code).toBe(code);
      expect(Date.now() - started).toBeLessThan(5000);
      await expect(engine.ping(100)).rejects.toBeInstanceOf(EngineError);
    });
  }

  it('a program that does not exist', async () => {
    const error = await startHubEngine({ command: '/nonexistent/engine', variant: international, startTimeout: 2000 }).catch((e: unknown) => e);
    expect((error as EngineError).code).toBe('start-failed');
  });

  it('a program that never answers the handshake', async () => {
    const error = await startHubEngine({ command: process.execPath, args: ['-e', 'setInterval(() => {}, 1000)'], variant: international, startTimeout: 300 }).catch((e: unknown) => e);
    expect((error as EngineError).code).toBe('timeout');
  });
});
