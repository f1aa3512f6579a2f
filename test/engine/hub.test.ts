import { afterEach, describe, expect, it } from 'vitest';
import {
  antidraughts,
  breakthrough,
  frisian,
  frysk,
  international,
  legalMoves,
  newGame,
  outcome,
  parseFen,
  play,
  moveEquals,
  startPosition,
} from '../../src/index.js';
import type { Move, Position, Variant } from '../../src/index.js';
import { CrownheadError } from '../../src/index.js';
import { EngineError, hubPlayer, startHubEngine } from '../../src/engine/index.js';
import type { HubEngine } from '../../src/engine/index.js';
import { nativeEngines } from './native.js';

const running: HubEngine[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((e) => e.quit()));
});

async function scan(ctx: Parameters<typeof nativeEngines>[0], variant: Variant): Promise<HubEngine> {
  const { scanDir } = nativeEngines(ctx);
  const engine = await startHubEngine({
    command: './scan',
    args: ['hub'],
    cwd: scanDir,
    variant,
    params: { 'tt-size': '16' },
  });
  running.push(engine);
  return engine;
}

/** Plays Scan (one colour) against a simple chooser, every move checked, for at most `plies`. */
async function playAgainstScan(
  engine: HubEngine,
  start: Position,
  plies: number,
): Promise<{ moves: Move[]; end: Position }> {
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
    expect(engine.params.find((p) => p.name === 'variant')).toMatchObject({
      type: 'enum',
      values: ['normal', 'killer', 'bt', 'frisian', 'losing'],
    });
    expect(engine.params.find((p) => p.name === 'tt-size')).toMatchObject({ type: 'int', min: '16', max: '30' });
    await engine.ping(5000);
  });

  it('analyze gives info lines with checked principal variations; stop ends an infinite search', async (ctx) => {
    const engine = await scan(ctx, international);
    const infos: number[] = [];
    const search = engine.analyze(
      startPosition(international),
      [],
      { infinite: true },
      { timeout: 20_000, onInfo: (i) => infos.push(i.depth ?? -1) },
    );
    await new Promise((r) => setTimeout(r, 300));
    engine.stop();
    const result = await search;
    expect(result.infos.length).toBeGreaterThan(0);
    expect(result.infos.at(-1)!.pv.length).toBeGreaterThan(0);
    expect(result.infos.at(-1)!.pv[0]).toEqual(result.move);
  });

  it('a finished game is refused before Scan hears of it (Scan would answer done without a move)', async (ctx) => {
    const engine = await scan(ctx, international);
    const over = parseFen(international, 'B:W28:B');
    if (!over.ok) throw new Error(over.error.message);
    await expect(engine.think(over.value, [], { moveTime: 0.02 }, { timeout: 10_000 })).rejects.toMatchObject({
      code: 'game-over',
    });
    await engine.ping(5000);
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

  it('Frisian: the handshake sets variant=frisian and book=false (Scan 3.1 has no Frisian book)', async (ctx) => {
    const lines: string[] = [];
    const { scanDir } = nativeEngines(ctx);
    const engine = await startHubEngine({
      command: './scan',
      args: ['hub'],
      cwd: scanDir,
      variant: frisian,
      params: { 'tt-size': '16' },
      onLine: (l, from) => from === 'gui' && lines.push(l),
    });
    running.push(engine);
    expect(lines).toEqual(
      expect.arrayContaining(['set-param name=variant value=frisian', 'set-param name=book value=false']),
    );
    await engine.ping(5000);
  });

  it('Frisian: orthogonal captures (from x to x captured) resolve to crownhead moves, PVs checked', async (ctx) => {
    const engine = await scan(ctx, frisian);
    // A man takes straight ahead (33 over 23 to 13) and sideways (28 over 27 to 26).
    for (const [text, from, to, taken] of [
      ['W:W33:B23,5', 33, 13, 23],
      ['W:W28:B27,5', 28, 26, 27],
    ] as const) {
      const fen = parseFen(frisian, text);
      if (!fen.ok) throw new Error(fen.error.message);
      const result = await engine.analyze(fen.value, [], { moveTime: 0.05 }, { timeout: 10_000 });
      expect(result.move).toMatchObject({ from, to, captured: [taken] });
      expect(legalMoves(fen.value).some((m) => moveEquals(m, result.move))).toBe(true);
      for (const info of result.infos) expect(info.pv.length === 0 || moveEquals(info.pv[0]!, result.move)).toBe(true);
    }
  });

  it('Frisian: Scan recounts the king-move counters from the moves sent (article 17)', async (ctx) => {
    const engine = await scan(ctx, frisian);
    // White's king moves 50-44-50-44, Black answers with king moves and, last, a man's move:
    // White's king on 44 has moved three times in a row and may not move; 36-31 (losing the man
    // to 27x36) is White's only move. Sent from after Black's man move, Scan would not know.
    const fen = parseFen(frisian, 'W:WK50,36:BK1,K5,15,27');
    if (!fen.ok) throw new Error(fen.error.message);
    const moves: Move[] = [];
    let pos = fen.value;
    for (const [from, to] of [
      [50, 44],
      [1, 7],
      [44, 50],
      [5, 10],
      [50, 44],
      [15, 20],
    ]) {
      const move = legalMoves(pos).find((m) => m.from === from && m.to === to)!;
      moves.push(move);
      pos = play(pos, move);
    }
    expect(legalMoves(pos).map((m) => [m.from, m.to])).toEqual([[36, 31]]);
    const { move } = await engine.analyze(fen.value, moves, { moveTime: 0.05 }, { timeout: 10_000 });
    expect([move.from, move.to]).toEqual([36, 31]);
  });

  it('Frisian: a game of 40 plies, every move and PV checked', async (ctx) => {
    const engine = await scan(ctx, frisian);
    const { moves } = await playAgainstScan(engine, startPosition(frisian), 40);
    expect(moves.length).toBe(40);
  });

  it('Frysk!: Scan plays Frisian from the Frysk! start (sent with pos)', async (ctx) => {
    const engine = await scan(ctx, frysk);
    const { moves, end } = await playAgainstScan(engine, startPosition(frysk), 60);
    // Every move was checked; the game ends by the rules or at the ply limit.
    expect(moves.length === 60 || outcome(end) !== undefined).toBe(true);
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
      else if (l === 'ping') out('pong');
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
    ['an illegal principal variation', 'out(\'info depth=1 pv="32-28 33-29"\');', 'illegal-move'],
    ['an error report', 'out(\'error message="no position"\');', 'engine-error'],
  ];
  for (const [what, behaviour, code] of cases) {
    it(what, async () => {
      const { command, args } = fake(behaviour);
      const engine = await startHubEngine({ command, args, variant: international, startTimeout: 10_000 });
      running.push(engine);
      const started = Date.now();
      // moveTime 20 s: without the 500 ms timeout asked for, think would wait its default (the
      // move time and 5 s, 25 s), so an answer within 15 s shows the timeout was used, with a
      // margin that a busy machine's delays (seconds, not tens of seconds) cannot cross.
      const error = await engine
        .think(startPosition(international), [], { moveTime: 20 }, { timeout: 500 })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(EngineError);
      expect((error as EngineError).code).toBe(code);
      expect(Date.now() - started).toBeLessThan(15_000);
      await expect(engine.ping(100)).rejects.toBeInstanceOf(EngineError);
    });
  }

  it('a program that does not exist', async () => {
    const error = await startHubEngine({
      command: '/nonexistent/engine',
      variant: international,
      startTimeout: 2000,
    }).catch((e: unknown) => e);
    expect((error as EngineError).code).toBe('start-failed');
  });

  it('a program that never answers the handshake', async () => {
    const error = await startHubEngine({
      command: process.execPath,
      args: ['-e', 'setInterval(() => {}, 1000)'],
      variant: international,
      startTimeout: 300,
    }).catch((e: unknown) => e);
    expect((error as EngineError).code).toBe('timeout');
  });
});

describe('Hub misuse is refused before anything is sent, and the engine lives on', () => {
  it('think and analyze in a finished game reject with game-over; nothing goes to the engine', async () => {
    // The fake plays a (wrong) move if asked: had anything been sent, the answer would differ.
    const { command, args } = fake("out('done move=32-28');");
    const sent: string[] = [];
    const engine = await startHubEngine({
      command,
      args,
      variant: international,
      startTimeout: 10_000,
      onLine: (l, from) => from === 'gui' && sent.push(l),
    });
    running.push(engine);
    const afterHandshake = sent.length;
    // Black has no piece left (FMJD 7.2: the side to move without a piece has lost): given as a
    // position, and reached by White's capture 28x19 of the last black man from W:W28:B23.
    const bare = parseFen(international, 'B:W28:B');
    const before = parseFen(international, 'W:W28:B23');
    if (!bare.ok || !before.ok) throw new Error('fen');
    const capture = legalMoves(before.value)[0]!;
    for (const search of [
      () => engine.think(bare.value, [], { moveTime: 0.01 }, { timeout: 5000 }),
      () => engine.analyze(bare.value, [], { moveTime: 0.01 }, { timeout: 5000 }),
      () => engine.think(before.value, [capture], { moveTime: 0.01 }, { timeout: 5000 }),
    ]) {
      const error = await search().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CrownheadError);
      expect(error).toMatchObject({
        code: 'game-over',
        message: 'the game is over (white won: no-pieces): there is no move to search',
      });
    }
    expect(sent.slice(afterHandshake)).toEqual([]);
    await engine.ping(5000);
    // And it still plays where there is a move.
    expect(
      (await engine.think(startPosition(international), [], { moveTime: 0.01 }, { timeout: 5000 })).move,
    ).toMatchObject({ from: 32, to: 28 });
  });

  it('Breakthrough: a position with a king is over (the first king wins), refused the same way', async () => {
    const { command, args } = fake("out('done move=32-28');");
    const engine = await startHubEngine({ command, args, variant: breakthrough, startTimeout: 10_000 });
    running.push(engine);
    const crowned = parseFen(breakthrough, 'B:WK3:B45');
    if (!crowned.ok) throw new Error(crowned.error.message);
    await expect(engine.think(crowned.value, [], { moveTime: 0.01 })).rejects.toMatchObject({
      code: 'game-over',
      message: 'the game is over (white won: crowned): there is no move to search',
    });
    await engine.ping(5000);
  });
});

describe('a hubPlayer asked to move in a finished game', () => {
  it('rejects with game-over and keeps its engine: the next game needs no restart', async () => {
    const { command, args } = fake("out('done move=32-28');");
    let starts = 0;
    const player = hubPlayer(async () => {
      starts++;
      const engine = await startHubEngine({ command, args, variant: international, startTimeout: 10_000 });
      running.push(engine);
      return engine;
    }, 0.01);
    const over = parseFen(international, 'B:W28:B');
    if (!over.ok) throw new Error(over.error.message);
    await player.startGame(newGame(over.value), 'black');
    await expect(player.move(newGame(over.value))).rejects.toMatchObject({ name: 'CrownheadError', code: 'game-over' });
    await player.startGame(newGame(international), 'white');
    expect(await player.move(newGame(international))).toMatchObject({ from: 32, to: 28 });
    expect(starts).toBe(1);
    await player.close();
  });
});
