/**
 * Values across threads (issue 11, point 1), for real: a `node:worker_threads` Worker running the
 * built package receives game data, revives it, plays a legal move and posts the data back; the
 * main thread revives the answer and checks it against its own game. A Game itself cannot be
 * posted (its variant holds functions: DataCloneError).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Worker } from 'node:worker_threads';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { distFile, ensureDist } from '../dist.js';
import {
  gameEquals,
  gameFromData,
  gameMoves,
  gameToData,
  international,
  moveFromData,
  newGame,
  playMove,
  playMoveText,
  positionEquals,
  positionFromData,
} from '../../src/index.js';
import type { Game } from '../../src/index.js';

beforeAll(ensureDist, 120_000);

let dir: string;
let script: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'crownhead-worker-'));
  script = join(dir, 'bot.mjs');
  // The bot: revive with every variant of the registry, play the last legal move, answer with data.
  writeFileSync(
    script,
    `import { parentPort } from 'node:worker_threads';
import { variants, gameFromData, gameToData, positionToData, legalMoves, moveToData, playMove } from ${JSON.stringify(pathToFileURL(distFile('index.js')).href)};
parentPort.on('message', (data) => {
  const revived = gameFromData(data, { variants });
  if (!revived.ok) {
    parentPort.postMessage({ error: revived.error });
    return;
  }
  const moves = legalMoves(revived.value.position);
  const move = moves[moves.length - 1];
  const after = playMove(revived.value, move);
  parentPort.postMessage({ move: moveToData(move), game: gameToData(after), position: positionToData(after.position) });
});
`,
  );
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Posts one message to a fresh worker and resolves with its answer. */
function ask(message: unknown): Promise<unknown> {
  const worker = new Worker(script);
  return new Promise<unknown>((resolve, reject) => {
    worker.once('message', (answer: unknown) => {
      void worker.terminate();
      resolve(answer);
    });
    worker.once('error', reject);
    worker.postMessage(message);
  });
}

function played(texts: readonly string[]): Game {
  let game = newGame(international, { tags: { Event: 'worker test', White: 'main thread' } });
  for (const text of texts) {
    const r = playMoveText(game, text);
    if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
    game = r.value;
  }
  return game;
}

describe('a game sent through a real worker_threads Worker', () => {
  it('a Game cannot be posted as it is: its variant holds functions', async () => {
    const worker = new Worker(script);
    try {
      expect(() => worker.postMessage(newGame(international))).toThrow(/could not be cloned/);
    } finally {
      await worker.terminate();
    }
  });

  it(
    'the worker revives the data, plays a legal move and sends data back that the main thread revives',
    { timeout: 30_000 },
    async () => {
      const game = played(['32-28', '19-23', '28x19', '14x23']);
      const answer = (await ask(gameToData(game))) as { move: unknown; game: unknown; position: unknown };
      expect(answer).not.toHaveProperty('error');
      const revived = gameFromData(answer.game, { variants: [international] });
      expect(revived.ok, revived.ok ? '' : revived.error.message).toBe(true);
      if (!revived.ok) return;
      // The worker's move is legal here, and it is the move that extends our game to theirs.
      const move = moveFromData(game.position, answer.move);
      expect(move.ok).toBe(true);
      if (!move.ok) return;
      const expected = playMove(game, move.value);
      expect(gameEquals(revived.value, expected)).toBe(true);
      expect(revived.value.ply).toBe(game.ply + 1);
      expect(gameMoves(revived.value).slice(0, game.ply)).toEqual(gameMoves(game));
      expect(revived.value.tags).toEqual({ Event: 'worker test', White: 'main thread' });
      const position = positionFromData(answer.position, { variants: [international] });
      expect(position.ok && positionEquals(position.value, expected.position)).toBe(true);
    },
  );

  it('bad data comes back as a typed error from the other thread', { timeout: 30_000 }, async () => {
    // White moves first (FMJD 3.3): a black move at ply 1 is illegal.
    const data = gameToData(played(['32-28']));
    const answer = (await ask({ ...data, moves: [{ path: [19, 23], captured: [] }] })) as { error: unknown };
    expect(answer.error).toMatchObject({ kind: 'data', code: 'illegal-move', at: 'moves[0]' });
  });
});
