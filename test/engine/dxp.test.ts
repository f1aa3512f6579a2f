import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gameResult, international, isLegal, legalMoves, parseFen, play, startPosition } from '../../src/index.js';
import type { Position } from '../../src/index.js';
import {
  EngineError,
  botMove,
  botPlayer,
  connectDxp,
  dxpPlayer,
  listenDxp,
  playDxpGame,
  playMatchGame,
} from '../../src/engine/index.js';
import type { DxpConnection, DxpGameRecord, DxpListener } from '../../src/engine/index.js';
import type { DxpMessage } from '../../src/dxp/index.js';
import { freePort, nativeEngines, scanFolder, startNative } from './native.js';
import type { NativeProcess } from './native.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((f) => f()));
});

/** A listener and a client connected to it, both closed after the test. */
async function pair(): Promise<{ listener: DxpListener; us: DxpConnection; peer: DxpConnection }> {
  const listener = await listenDxp(0);
  const us = await connectDxp('127.0.0.1', listener.port, { timeout: 2000 });
  const peer = await listener.accept(2000);
  cleanups.push(
    () => us.close(),
    () => peer.close(),
    () => listener.close(),
  );
  return { listener, us, peer };
}

/** The promise, with its rejection marked as handled (the test awaits it later). */
function later<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

function fen(text: string): Position {
  const r = parseFen(international, text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Every move of the record replays legally from its start. */
function replaysLegally(record: DxpGameRecord): boolean {
  let pos = record.start;
  for (const move of record.moves) {
    if (!isLegal(pos, move)) return false;
    pos = play(pos, move);
  }
  return true;
}

describe('DXP over TCP, against scripted peers', () => {
  it('a game as the initiator: request, accept, moves both ways, and the loser ends it', async () => {
    const { us, peer } = await pair();
    // White's only man must take 28x19 (10 stops it there), and Black's 14 takes it back: White has no piece left.
    const start = fen('W:W28:B23,14,10');
    const game = later(
      playDxpGame(us, {
        name: 'crownhead',
        peerColor: 'white',
        thinkingTime: 1,
        moves: 0,
        start,
        choose: (p) => botMove(p)!,
        timeout: 2000,
      }),
    );
    const request = await peer.next(2000);
    expect(request).toMatchObject({
      type: 'game-request',
      initiatorName: 'crownhead',
      followerColor: 'white',
      setup: { turn: 'white' },
    });
    peer.send({ type: 'game-accept', followerName: 'Scripted', acceptance: 0 });
    peer.send({ type: 'move', time: 1, from: 28, to: 19, captured: [23] });
    expect(await peer.next(2000)).toEqual({ type: 'move', time: 0, from: 14, to: 23, captured: [19] });
    // White has no piece left and is to move: it says so (1 = I lose), crownhead acknowledges.
    peer.send({ type: 'game-end', reason: 1, stop: 0 });
    expect(await peer.next(2000)).toEqual({ type: 'game-end', reason: 0, stop: 0 });
    const record = await game;
    expect(record).toMatchObject({ peerName: 'Scripted', termination: 'rules', winner: 'black', peerReason: 1 });
    expect(gameResult(record.game)).toBe('0-2');
    expect(replaysLegally(record)).toBe(true);
  });

  it('an illegal move of the peer: a chat line and GAMEEND go out, and the promise rejects with illegal-move', async () => {
    const { us, peer } = await pair();
    const game = later(
      playDxpGame(us, {
        name: 'crownhead',
        peerColor: 'white',
        thinkingTime: 1,
        moves: 0,
        choose: (p) => legalMoves(p)[0]!,
        timeout: 2000,
      }),
    );
    await peer.next(2000);
    peer.send({ type: 'game-accept', followerName: 'Cheat', acceptance: 0 });
    peer.send({ type: 'move', time: 0, from: 32, to: 23, captured: [] });
    await expect(game).rejects.toMatchObject({ code: 'illegal-move' });
    const told: DxpMessage[] = [await peer.next(2000), await peer.next(2000)];
    expect(told[0]).toMatchObject({ type: 'chat', text: expect.stringContaining('illegal move: 32-23') });
    expect(told[1]).toEqual({ type: 'game-end', reason: 0, stop: 0 });
  });

  it('a refusal, a silent peer, garbage and a closed connection are typed failures, each within its limit', async () => {
    {
      const { us, peer } = await pair();
      const game = later(
        playDxpGame(us, {
          name: 'x',
          peerColor: 'black',
          thinkingTime: 1,
          moves: 0,
          choose: (p) => legalMoves(p)[0]!,
          timeout: 2000,
        }),
      );
      await peer.next(2000);
      peer.send({ type: 'game-accept', followerName: 'No', acceptance: 2 });
      await expect(game).rejects.toMatchObject({ code: 'refused' });
    }
    {
      const { us } = await pair();
      const started = Date.now();
      const game = later(
        playDxpGame(us, {
          name: 'x',
          peerColor: 'black',
          thinkingTime: 1,
          moves: 0,
          choose: (p) => legalMoves(p)[0]!,
          timeout: 200,
        }),
      );
      await expect(game).rejects.toMatchObject({ code: 'timeout' });
      // The default timeout is 60 s: well under it shows the 200 ms was used, with room for a busy machine.
      expect(Date.now() - started).toBeLessThan(20_000);
    }
    {
      const { listener } = await pair();
      const raw = await connectDxp('127.0.0.1', listener.port, { timeout: 2000 });
      cleanups.push(() => raw.close());
      const peer = await listener.accept(2000);
      cleanups.push(() => peer.close());
      // A message type DXP does not have: the reader says so and closes the connection.
      (raw as unknown as { socket: { write(s: string): void } }).socket.write('Xnonsense\0');
      await expect(peer.next(2000)).rejects.toMatchObject({ code: 'protocol' });
    }
    {
      const { us, peer } = await pair();
      const game = later(
        playDxpGame(us, {
          name: 'x',
          peerColor: 'black',
          thinkingTime: 1,
          moves: 0,
          choose: (p) => legalMoves(p)[0]!,
          timeout: 5000,
        }),
      );
      await peer.next(2000);
      await peer.close();
      await expect(game).rejects.toMatchObject({ code: 'closed' });
    }
  });

  it('connecting where nobody listens, and accepting when nobody connects, fail in time', async () => {
    const port = await freePort();
    await expect(connectDxp('127.0.0.1', port, { timeout: 2000 })).rejects.toMatchObject({ code: 'start-failed' });
    const listener = await listenDxp(0);
    cleanups.push(() => listener.close());
    await expect(listener.accept(100)).rejects.toBeInstanceOf(EngineError);
  });

  it('a match game with a DXP player: its moves checked, ours sent, a declared loss scored as a loss', async () => {
    const { us, peer } = await pair();
    const game = later(
      playMatchGame(
        botPlayer({ depth: 1 }),
        dxpPlayer(us, { name: 'crownhead', thinkingTime: 1, moves: 75, timeout: 2000 }),
        { variant: international },
      ),
    );
    expect(await peer.next(2000)).toMatchObject({
      type: 'game-request',
      followerColor: 'black',
      thinkingTime: 1,
      moves: 75,
    });
    peer.send({ type: 'game-accept', followerName: 'Scripted', acceptance: 0 });
    const first = await peer.next(2000);
    expect(first).toMatchObject({ type: 'move' });
    peer.send({ type: 'move', time: 0, from: 19, to: 23, captured: [] });
    await peer.next(2000);
    peer.send({ type: 'game-end', reason: 1, stop: 0 });
    expect(await peer.next(2000)).toEqual({ type: 'game-end', reason: 0, stop: 0 });
    const r = await game;
    expect([r.result, r.termination, r.game.ply, r.game.tags.Black]).toEqual([
      '2-0',
      'adjudication: Scripted declared its loss (GAMEEND reason 1)',
      3,
      'Scripted',
    ]);
  });

  // DXP's GAMEEND reasons are the sender's view: 0 unknown, 1 "I lose", 2 draw, 3 "I win"
  // (mesander.nl/damexchange; Scan's dxp.cpp sends '2' + its result: +1 win, 0 draw, -1 loss,
  // -2 unknown). The peer plays Black here, so 1 is a White win (2-0), 3 a Black win (0-2).
  // Scan adjudicates at the move limit of GAMEREQ with GAMEEND, then a chat line saying why.
  const declared: [number, string, string][] = [
    [
      1,
      '2-0',
      'adjudication: Scripted declared its loss (GAMEEND reason 1): game ended (75 moves played, adjudication loss, last eval = -3.50)',
    ],
    [
      3,
      '0-2',
      'adjudication: Scripted declared its win (GAMEEND reason 3): game ended (75 moves played, adjudication win, last eval = +3.50)',
    ],
    [2, '1-1', 'adjudication: Scripted declared a draw (GAMEEND reason 2): game ended (75 moves played, endgame draw)'],
    [
      0,
      '*',
      'unterminated: Scripted ended the game without a result (GAMEEND reason 0): game ended (75 moves played, unknown result, last eval = +0.10)',
    ],
  ];
  for (const [reason, result, termination] of declared) {
    it(`a result the peer declares is taken the same whichever side it favours: GAMEEND reason ${reason} is ${result}`, async () => {
      const { us, peer } = await pair();
      const chat = termination.slice(termination.indexOf('game ended'));
      const game = later(
        playMatchGame(
          botPlayer({ depth: 1 }),
          dxpPlayer(us, { name: 'crownhead', thinkingTime: 1, moves: 75, timeout: 2000 }),
          { variant: international },
        ),
      );
      await peer.next(2000);
      peer.send({ type: 'game-accept', followerName: 'Scripted', acceptance: 0 });
      await peer.next(2000);
      peer.send({ type: 'game-end', reason: reason as 0 | 1 | 2 | 3, stop: 0 });
      peer.send({ type: 'chat', text: chat });
      expect(await peer.next(2000)).toEqual({ type: 'game-end', reason: 0, stop: 0 });
      const r = await game;
      expect([r.result, r.termination, r.game.tags.Result, r.game.tags.Termination, r.winner]).toEqual([
        result,
        termination,
        result,
        termination,
        result === '2-0' ? 'white' : result === '0-2' ? 'black' : undefined,
      ]);
    });
  }

  it("the peer's chat after GAMEEND stays with its game, not the next one on the connection", async () => {
    const { us, peer } = await pair();
    const options = {
      name: 'crownhead',
      peerColor: 'white',
      thinkingTime: 1,
      moves: 75,
      choose: (p: Position) => legalMoves(p)[0]!,
      timeout: 2000,
    } as const;
    const first = later(playDxpGame(us, options));
    await peer.next(2000);
    peer.send({ type: 'chat', text: 'hello' });
    peer.send({ type: 'game-accept', followerName: 'Scripted', acceptance: 0 });
    // White (the peer) is to move and ends the game at once, then says why, as Scan does.
    peer.send({ type: 'game-end', reason: 3, stop: 0 });
    peer.send({ type: 'chat', text: 'game ended (adjudication win)' });
    expect(await peer.next(2000)).toEqual({ type: 'game-end', reason: 0, stop: 0 });
    const one = await first;
    expect([one.termination, one.peerReason, one.chat]).toEqual([
      'peer-ended',
      3,
      ['hello', 'game ended (adjudication win)'],
    ]);
    const second = later(playDxpGame(us, options));
    expect(await peer.next(2000)).toMatchObject({ type: 'game-request' });
    peer.send({ type: 'game-accept', followerName: 'Scripted', acceptance: 0 });
    peer.send({ type: 'game-end', reason: 0, stop: 0 });
    expect(await peer.next(2000)).toEqual({ type: 'game-end', reason: 0, stop: 0 });
    const two = await second;
    expect([two.termination, two.peerReason, two.chat]).toEqual(['peer-ended', 0, []]);
  });

  it('closing the listener returns at once, and the connection it handed out lives on', async () => {
    const { listener, us, peer } = await pair();
    const started = Date.now();
    await listener.close();
    await listener.close();
    // Waiting for the open connection to end would never return (it is used below): any bound far
    // from the test's timeout tells the two apart, so one a busy machine cannot reach.
    expect(Date.now() - started).toBeLessThan(10_000);
    us.send({ type: 'chat', text: 'still here' });
    expect(await peer.next(2000)).toEqual({ type: 'chat', text: 'still here' });
  });
});

/**
 * Black (crownhead's bot) wins by force within six plies whatever White does, but not within
 * four (checked below by a full search, not taken on trust): the game must end by the rules
 * with White out of moves, so the peer must send GAMEEND itself.
 */
const FORCED = 'W:W22:BK30,14,38';

function forcedWin(pos: Position, me: 'white' | 'black', plies: number): boolean {
  const moves = legalMoves(pos);
  if (moves.length === 0) return pos.turn !== me;
  if (plies === 0) return false;
  return pos.turn === me
    ? moves.some((m) => forcedWin(play(pos, m), me, plies - 1))
    : moves.every((m) => forcedWin(play(pos, m), me, plies - 1));
}

describe('DXP against the real engines', () => {
  it('the endgame of the engine tests is a forced win in six plies, not four', () => {
    expect(forcedWin(fen(FORCED), 'black', 6)).toBe(true);
    expect(forcedWin(fen(FORCED), 'black', 4)).toBe(false);
  });

  it('crownhead as client against scan dxp: a game from a set-up position, ended by the rules with GAMEEND', async (ctx) => {
    const engines = nativeEngines(ctx);
    const port = await freePort();
    const scan: NativeProcess = startNative('./scan', ['dxp'], scanFolder(engines, port));
    cleanups.push(() => scan.stop());
    await scan.waitFor('waiting for a connection', 20_000);
    const connection = await connectDxp('127.0.0.1', port, { timeout: 5000 });
    cleanups.push(() => connection.close());
    const record = await playDxpGame(connection, {
      name: 'crownhead',
      peerColor: 'white',
      thinkingTime: 1,
      moves: 75,
      start: fen(FORCED),
      choose: (p) => botMove(p, { depth: 6 })!,
      timeout: 20_000,
    });
    expect(record.peerName).toBe('Scan 3.1');
    expect(replaysLegally(record)).toBe(true);
    expect(record).toMatchObject({ termination: 'rules', winner: 'black' });
    // Scan, to move without a move, ends the game saying it lost; crownhead acknowledges with 0.
    expect(record.gameEnds).toEqual([
      { from: 'peer', message: { type: 'game-end', reason: 1, stop: 0 } },
      { from: 'us', message: { type: 'game-end', reason: 0, stop: 0 } },
    ]);
    expect(gameResult(record.game)).toBe('0-2');
  }, 60_000);

  it('crownhead as client against scan dxp: from the start position, ended by crownhead after 16 plies', async (ctx) => {
    const engines = nativeEngines(ctx);
    const port = await freePort();
    const scan = startNative('./scan', ['dxp'], scanFolder(engines, port));
    cleanups.push(() => scan.stop());
    await scan.waitFor('waiting for a connection', 20_000);
    const connection = await connectDxp('127.0.0.1', port, { timeout: 5000 });
    cleanups.push(() => connection.close());
    const record = await playDxpGame(connection, {
      name: 'crownhead',
      peerColor: 'black',
      thinkingTime: 1,
      moves: 75,
      choose: (p) => botMove(p, { depth: 2 })!,
      maxPlies: 16,
      timeout: 20_000,
    });
    expect(record.start).toEqual(startPosition(international));
    expect(record.moves).toHaveLength(16);
    expect(replaysLegally(record)).toBe(true);
    expect(record.termination).toBe('ply-limit');
    expect(record.gameEnds.map((g) => [g.from, g.message.reason])).toEqual([
      ['us', 0],
      ['peer', 0],
    ]);
  }, 60_000);

  it('crownhead as server, Moby Dam connecting with -c 127.0.0.1: a game ended by the rules with GAMEEND', async (ctx) => {
    const engines = nativeEngines(ctx);
    const listener = await listenDxp(0);
    cleanups.push(() => listener.close());
    const dir = mkdtempSync(join(tmpdir(), 'crownhead-mobydam-'));
    // -t 20: the smallest hash (2^20 entries); logs go to the scratch folder.
    const moby = startNative(engines.mobydam, ['-c', '127.0.0.1', '-p', String(listener.port), '-t', '20'], dir);
    cleanups.push(() => moby.stop());
    const connection = await listener.accept(20_000);
    cleanups.push(() => connection.close());
    const record = await playDxpGame(connection, {
      name: 'crownhead',
      peerColor: 'white',
      thinkingTime: 1,
      moves: 0,
      start: fen(FORCED),
      choose: (p) => botMove(p, { depth: 6 })!,
      timeout: 20_000,
    });
    expect(record.peerName).toMatch(/^Moby ?Dam/i);
    expect(replaysLegally(record)).toBe(true);
    expect(record).toMatchObject({ termination: 'rules', winner: 'black' });
    expect(gameResult(record.game)).toBe('0-2');
    // Moby Dam, to move without a piece, says it lost; crownhead acknowledges.
    expect(record.gameEnds).toEqual([
      { from: 'peer', message: { type: 'game-end', reason: 1, stop: 0 } },
      { from: 'us', message: { type: 'game-end', reason: 0, stop: 0 } },
    ]);
  }, 60_000);
});
