/**
 * A DXP peer that connects to crownhead, as a match player: crownhead listens until a peer
 * completes a game request, so that a connection that leaves at once, stays silent or speaks
 * something else does not take the place of the engine that connects next.
 * @module
 */
import type { Color } from '../core/types.js';
import type { Game } from '../game/game.js';
import { EngineError } from './errors.js';
import type { DxpConnection, DxpListener } from './dxp.js';
import { timerMs } from './dxp.js';
import type { DxpPlayerOptions, MatchPlayer } from './match.js';
import { dxpPlayer } from './match.js';
import { expectObject, refuse } from '../core/arguments.js';

/** Options of {@link dxpListenPlayer}: those of `dxpPlayer`, and how long to wait for a peer. */
export interface DxpListenPlayerOptions extends DxpPlayerOptions {
  /** Milliseconds to wait, from the first game's start, for a peer that completes the game request (default 60000). */
  readonly wait?: number;
}

/** A {@link dxpListenPlayer}: a match player, and a way to wait for its peer before the match. */
export interface DxpListenPlayer extends MatchPlayer, AsyncDisposable {
  /**
   * Waits for a peer that accepts the game request of `game` with it playing `color`; the next
   * `startGame` then starts that game without asking again. `timeout` when none does within
   * `wait`, with what went wrong with the last peer that tried.
   */
  waitForPeer(game: Game, color: Color): Promise<void>;
}

/**
 * A DXP peer connecting to `listener`, as a player. At the first game (or at `waitForPeer`) it
 * takes every connection that comes within `wait` milliseconds and sends each the game request
 * at once: the first that accepts it (GAMEACC 0) is the peer for the whole match, the listener
 * is closed and the other connections too. A connection that closes, stays silent, refuses or
 * is not DXP is closed and the next one is taken. When none accepts in time the player fails
 * with `timeout`, then and at every later game. `close` (or `await using`) closes the
 * connection and the listener.
 * @example
 * ```ts
 * import { dxpListenPlayer } from 'crownhead/engine';
 * typeof dxpListenPlayer; // => 'function'
 * // await using peer = dxpListenPlayer(await listenDxp(27531), { name: 'crownhead', thinkingTime: 2, moves: 75, wait: 60_000 });
 * ```
 */
export function dxpListenPlayer(listener: DxpListener, options: DxpListenPlayerOptions): DxpListenPlayer {
  if (typeof listener?.accept !== 'function')
    refuse('dxpListenPlayer', 'a DxpListener (listenDxp makes one)', listener, 'listener');
  expectObject(options, 'options', 'dxpListenPlayer', 'DxpListenPlayerOptions');
  let player: (MatchPlayer & AsyncDisposable) | undefined;
  let failure: EngineError | undefined;
  /** True when `waitForPeer` has started the game that the next `startGame` is asked for. */
  let started = false;

  const waitForPeer = async (game: Game, color: Color): Promise<void> => {
    if (failure !== undefined) throw failure;
    const wait = options.wait ?? 60_000;
    try {
      player = await firstAccepting(listener, wait, (connection) => {
        const candidate = dxpPlayer(connection, options);
        return candidate.startGame(game, color).then(() => candidate);
      });
      started = true;
    } catch (error) {
      failure = error instanceof EngineError ? error : new EngineError('timeout', String(error));
      throw failure;
    } finally {
      await listener.close();
    }
  };

  const self: DxpListenPlayer = {
    get name() {
      return player?.name ?? 'DXP peer';
    },
    waitForPeer,
    async startGame(game, color) {
      if (player === undefined) return waitForPeer(game, color).then(() => void (started = false));
      if (started) {
        started = false;
        return;
      }
      return player.startGame(game, color);
    },
    move: (game) =>
      player === undefined
        ? Promise.reject(failure ?? new EngineError('not-running', 'no DXP peer yet'))
        : player.move(game),
    opponentMoved: (move, game) => (player === undefined ? Promise.resolve() : player.opponentMoved(move, game)),
    endGame: (game, winner) => (player === undefined ? Promise.resolve() : player.endGame(game, winner)),
    async close() {
      await listener.close();
      await player?.close();
    },
    [Symbol.asyncDispose]: () => self.close(),
  };
  return self;
}

/**
 * The first connection of `listener`, within `ms`, for which `tryPeer` resolves (each tried as
 * it comes, side by side); every other one is closed. Rejects with `timeout` (with the last
 * failure) when none does in time.
 */
function firstAccepting<T>(
  listener: DxpListener,
  ms: number,
  tryPeer: (connection: DxpConnection) => Promise<T>,
): Promise<T> {
  const limit = timerMs(ms, 'the wait for a peer');
  const until = performance.now() + limit;
  const trying = new Set<DxpConnection>();
  let last: string | undefined;
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const finish = (winner: DxpConnection | undefined, value?: T): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      for (const c of trying) if (c !== winner) void c.close(0);
      if (winner !== undefined) resolve(value as T);
      else
        reject(
          new EngineError(
            'timeout',
            `no DXP peer completed a game request within ${limit} ms${last === undefined ? '' : ` (the last one: ${last})`}`,
          ),
        );
    };
    const timer = setTimeout(() => finish(undefined), limit);
    void (async () => {
      while (!settled) {
        let connection: DxpConnection;
        try {
          connection = await listener.accept(Math.max(1, Math.ceil(until - performance.now())));
        } catch {
          return; // the time is up (the timer says so) or the listener closed
        }
        if (settled) {
          void connection.close(0);
          return;
        }
        trying.add(connection);
        tryPeer(connection).then(
          (value) => finish(connection, value),
          (error: unknown) => {
            trying.delete(connection);
            void connection.close(0);
            last = error instanceof Error ? error.message : String(error);
          },
        );
      }
    })();
  });
}
