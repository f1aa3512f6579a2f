/**
 * Games and matches between players (Hub engines, DXP peers, the built-in bot), every move
 * checked by crownhead's rules, every game a `Game` with PDN tags that say how it ended.
 * @module
 */
import type { Color, Move } from '../core/types.js';
import type { Variant } from '../core/variant.js';
import { isLegal } from '../rules/play.js';
import { positionEquals, startPosition } from '../rules/position.js';
import type { Game } from '../game/game.js';
import { gameMoves, newGame, playMove, setTags } from '../game/game.js';
import { gameStatus } from '../game/status.js';
import { resultText } from '../game/result.js';
import type { DxpGameEnd } from '../dxp/messages.js';
import { dxpMoveMessage, dxpMoveToMove, positionToDxpSetup } from '../dxp/game.js';
import { CrownheadError } from '../core/errors.js';
import { EngineError } from './errors.js';
import type { DxpConnection } from './dxp.js';
import { DXP_CHAT_WAIT } from './dxp.js';
import type { HubEngine } from './hub.js';
import { botMove } from './bot.js';
import { printableText } from './printable.js';
import { expectNumber, expectObject, expectOptions, expectArray, expectFunction, refuse } from '../core/arguments.js';

/**
 * A side of a match game. The runner calls `startGame` once per game, then `move` at the
 * player's turns and `opponentMoved` after the other side's moves, and `endGame` at the end.
 * Every method rejects with an {@link EngineError} on failure (the runner scores it as a loss).
 */
export interface MatchPlayer {
  /** The name for the PDN (an engine's `id`, a DXP peer's name once known). */
  readonly name: string;
  /** A new game in which this player has `color`; `game` may already hold opening moves. */
  startGame(game: Game, color: Color): Promise<void>;
  /** The player's move in `game` (its turn). */
  move(game: Game): Promise<Move>;
  /** The opponent played `move`; `game` includes it. */
  opponentMoved(move: Move, game: Game): Promise<void>;
  /** The game is over (`result` as PDN writes it, `winner` when a side won). Never rejects. */
  endGame(game: Game, winner: Color | undefined): Promise<void>;
  /** Releases the player (quits the engine, closes the connection). Never rejects. */
  close(): Promise<void>;
}

/** Throws `bad-argument` unless `player` has the methods of a {@link MatchPlayer}; `name` is the argument's. */
function expectPlayer(player: unknown, name: string): void {
  const p = player as Partial<MatchPlayer> | null | undefined;
  if (
    typeof p?.startGame !== 'function' ||
    typeof p.move !== 'function' ||
    typeof p.opponentMoved !== 'function' ||
    typeof p.endGame !== 'function'
  ) {
    refuse('playMatchGame', 'a MatchPlayer (botPlayer, hubPlayer or dxpPlayer makes one)', player, name);
  }
}

/**
 * The peer ended the game with GAMEEND instead of moving (`reason` from its side). A signal, not
 * a failure (hence no `Error` in its name): a DXP player's `move` rejects with it and
 * {@link playMatchGame} catches it and scores the game by the peer's declaration; it reaches a
 * caller only who calls a player's `move` directly. Its one code, `peer-ended-game`, lets a
 * program tell it from an {@link EngineError} by `code` alone (docs/errors.md).
 * @example
 * ```ts
 * import { PeerEndedGame } from 'crownhead/engine';
 * const end = new PeerEndedGame(2, ['draw by agreement']);
 * [end.code, end.reason, end.chat]; // => ['peer-ended-game', 2, ['draw by agreement']]
 * ```
 */
export class PeerEndedGame extends Error {
  /** Always `'peer-ended-game'`. */
  readonly code = 'peer-ended-game' as const;
  /** The peer's reason: 0 none, 1 it loses, 2 draw, 3 it wins. */
  readonly reason: DxpGameEnd['reason'];
  /** The chat lines the peer sent right after its GAMEEND, saying why (Scan does at its move limit). */
  readonly chat: readonly string[];
  /** Creates the signal. */
  constructor(reason: DxpGameEnd['reason'], chat: readonly string[] = []) {
    if (reason !== 0 && reason !== 1 && reason !== 2 && reason !== 3)
      refuse('PeerEndedGame', 'a GAMEEND reason 0 to 3', reason, 'reason');
    expectArray(chat, 'chat', 'PeerEndedGame', 'an array of strings');
    super(`the peer ended the game (GAMEEND reason ${reason})`);
    this.name = 'PeerEndedGame';
    this.reason = reason;
    this.chat = chat;
  }
}

/**
 * The built-in bot as a player ({@link botMove}).
 * @example
 * ```ts
 * import { botPlayer } from 'crownhead/engine';
 * botPlayer({ depth: 2 }).name; // => 'crownhead bot (depth 2)'
 * ```
 */
export function botPlayer(options?: { readonly depth?: number }): MatchPlayer & AsyncDisposable {
  expectOptions(options, 'botPlayer');
  const depth = options?.depth ?? 4;
  return disposable({
    name: `crownhead bot (depth ${depth})`,
    startGame: () => Promise.resolve(),
    move: (game) => {
      const move = botMove(game.position, { depth });
      return move === undefined
        ? Promise.reject(new EngineError('not-running', 'the bot was asked to move in a finished game'))
        : Promise.resolve(move);
    },
    opponentMoved: () => Promise.resolve(),
    endGame: () => Promise.resolve(),
    close: () => Promise.resolve(),
  });
}

/**
 * A Hub engine as a player: `go think` with `moveTime` seconds a move. `start` (re)starts the
 * engine: at the first game, and again after a failure killed it. `close` (or `await using`)
 * quits the engine; one never closed does not keep Node running (see {@link HubEngine}).
 * @example
 * ```ts
 * import { hubPlayer } from 'crownhead/engine';
 * typeof hubPlayer; // => 'function'
 * // await using scan = hubPlayer(() => startHubEngine({ command: './scan', args: ['hub'], variant: international }), 0.1);
 * // (it quits its engine at the end of the block, as `await scan.close()` does)
 * ```
 */
export function hubPlayer(start: () => Promise<HubEngine>, moveTime: number): MatchPlayer & AsyncDisposable {
  expectFunction(start, 'start', 'hubPlayer');
  expectNumber(moveTime, 'moveTime', 'hubPlayer');
  let engine: HubEngine | undefined;
  let name = 'Hub engine';
  const fail = async (error: unknown): Promise<never> => {
    const dead = engine;
    engine = undefined;
    await dead?.kill();
    throw error;
  };
  return disposable({
    get name() {
      return name;
    },
    async startGame() {
      if (engine === undefined) {
        engine = await start();
        name = engine.name;
      }
      engine.newGame();
    },
    async move(game) {
      if (engine === undefined) throw new EngineError('not-running', 'the engine is not running');
      try {
        return (await engine.think(game.start, gameMoves(game), { moveTime })).move;
      } catch (error) {
        // Misuse (a finished game, an illegal move in the record) is refused before anything
        // reaches the engine, which keeps running: only an engine failure ends it.
        if (error instanceof CrownheadError) throw error;
        return fail(error);
      }
    },
    opponentMoved: () => Promise.resolve(),
    endGame: () => Promise.resolve(),
    async close() {
      await engine?.quit();
      engine = undefined;
    },
  });
}

/** Options of {@link dxpPlayer}. */
export interface DxpPlayerOptions {
  /** Our name, sent in GAMEREQ. */
  readonly name: string;
  /** Minutes of thinking time (GAMEREQ). */
  readonly thinkingTime: number;
  /** Moves for that time (GAMEREQ). */
  readonly moves: number;
  /** Milliseconds to wait for each message a game needs of the peer (default 60000). */
  readonly timeout?: number;
  /** Milliseconds to wait for the peer's chat lines after its GAMEEND (default 250). */
  readonly chatWait?: number;
}

/**
 * A DXP peer as a player, crownhead the initiator: GAMEREQ at each game start (the position as
 * a setup when it is not the initial one), MOVE both ways (the peer's checked), GAMEEND at the
 * end. `thinkingTime` (whole minutes) and `moves` go into GAMEREQ (Scan adjudicates a game
 * that reaches `moves` moves). A GAMEEND of the peer instead of a move becomes a
 * {@link PeerEndedGame} with the chat lines it sends within `chatWait` ms (default 250) after it.
 * @example
 * ```ts
 * import { dxpPlayer } from 'crownhead/engine';
 * typeof dxpPlayer; // => 'function'
 * // await using peer = dxpPlayer(await connectDxp('127.0.0.1', 27531), { name: 'crownhead', thinkingTime: 1, moves: 50 });
 * // (it closes the connection at the end of the block, as `await peer.close()` does)
 * ```
 */
export function dxpPlayer(connection: DxpConnection, options: DxpPlayerOptions): MatchPlayer & AsyncDisposable {
  if (typeof connection?.nextWanted !== 'function' || typeof connection.send !== 'function')
    refuse('dxpPlayer', 'a DxpConnection (connectDxp makes one)', connection, 'connection');
  expectObject(options, 'options', 'dxpPlayer', 'DxpPlayerOptions');
  const ms = options.timeout ?? 60_000;
  let name = 'DXP peer';
  let started = Date.now();
  let ended = false;
  let peerColor: Color = 'white';
  // Chat lines are read and dropped (they could flood), and never extend a wait: `ms` bounds
  // the wait for each message the game needs, whatever else the peer sends.
  const next = (what: string) => connection.nextWanted(ms, what, (m) => m.type !== 'chat');
  return disposable({
    get name() {
      return name;
    },
    async startGame(game, color) {
      ended = false;
      peerColor = color;
      const initial = positionEquals(game.position, startPosition(game.variant));
      connection.send({
        type: 'game-request',
        version: 1,
        initiatorName: options.name,
        followerColor: color,
        thinkingTime: options.thinkingTime,
        moves: options.moves,
        ...(initial ? {} : { setup: positionToDxpSetup(game.position) }),
      });
      // A late acknowledgement of the last game's end is not an answer to this request.
      const accept = await connection.nextWanted(ms, 'GAMEACC', (m) => m.type !== 'chat' && m.type !== 'game-end');
      if (accept.type !== 'game-accept')
        throw new EngineError('protocol', `expected GAMEACC, the peer sent ${accept.type}`);
      if (accept.acceptance !== 0)
        throw new EngineError('refused', `the peer refused the game (acceptance code ${accept.acceptance})`);
      name = accept.followerName;
      started = Date.now();
    },
    async move(game) {
      const m = await next('MOVE');
      if (m.type === 'game-end') {
        ended = true;
        connection.send({ type: 'game-end', reason: 0, stop: 0 });
        // Its closing chat says why (Scan at its move limit): it belongs to this game's record.
        throw new PeerEndedGame(m.reason, await connection.chatWithin(options.chatWait ?? DXP_CHAT_WAIT));
      }
      if (m.type !== 'move') throw new EngineError('protocol', `expected MOVE or GAMEEND, the peer sent ${m.type}`);
      const move = dxpMoveToMove(game.position, m);
      if (!move.ok)
        throw new EngineError('illegal-move', `the peer played an illegal move: ${move.error.message}`, {
          detail: move.error,
        });
      started = Date.now();
      return move.value;
    },
    opponentMoved(move) {
      connection.send(dxpMoveMessage(move, (Date.now() - started) / 1000));
      return Promise.resolve();
    },
    async endGame(game, winner) {
      if (ended) return;
      ended = true;
      try {
        const status = gameStatus(game);
        if (status.status !== 'ongoing' && game.position.turn === peerColor) {
          // The rules ended the game at the peer's turn: it says so itself (Scan and Moby Dam
          // do); acknowledge. A peer silent for five seconds gets our GAMEEND instead.
          try {
            const m = await connection.nextWanted(Math.min(ms, 5000), 'GAMEEND', (x) => x.type !== 'chat');
            if (m.type === 'game-end') {
              connection.send({ type: 'game-end', reason: 0, stop: 0 });
              return;
            }
          } catch (error) {
            if (!(error instanceof EngineError) || error.code !== 'timeout') throw error;
          }
        }
        // Crownhead speaks for the peer's opponent: 1 it lost, 2 draw, 3 it won, 0 unknown.
        const us = peerColor === 'white' ? 'black' : 'white';
        const reason: DxpGameEnd['reason'] =
          status.status === 'draw' ? 2 : winner === undefined ? 0 : winner === us ? 3 : 1;
        connection.send({ type: 'game-end', reason, stop: 0 });
        await connection.nextWanted(Math.min(ms, 10_000), 'GAMEEND acknowledgement', (m) => m.type === 'game-end');
      } catch {
        // A peer that does not acknowledge is not the game's business any more.
      }
    },
    close: () => connection.close(),
  });
}

/** The player with `Symbol.asyncDispose` (its `close`), so that `await using` releases it. */
function disposable(player: MatchPlayer): MatchPlayer & AsyncDisposable {
  return Object.assign(player, { [Symbol.asyncDispose]: () => player.close() });
}

/** How a match game ended, for people and for the PDN `Termination` tag. */
export interface MatchGameResult {
  /** The game, with its tags (Event, Round, White, Black, Result, Termination; the players' names and the termination through {@link printableText}). */
  readonly game: Game;
  /** The PDN result (`2-0`, `1-1`, `0-2`, or `*` when nobody can tell). */
  readonly result: string;
  /** The winner, `undefined` for a draw or an unfinished game. */
  readonly winner?: Color;
  /**
   * Why it ended: `normal` (the rules), `adjudication: ...` (a result the peer declared),
   * `rules infraction: ...`, `time forfeit: ...`, `abandoned: ...`, `unterminated: ...`; what
   * players sent in it (names, chat, error messages) is escaped by {@link printableText}.
   */
  readonly termination: string;
}

/** Options of {@link playMatchGame}. */
export interface MatchGameOptions {
  /** The game to continue: its start and opening moves (default: the variant's start). */
  readonly opening?: Game;
  /** The variant, when no opening is given. */
  readonly variant?: Variant;
  /** After this many plies the game stops unfinished (default 300). */
  readonly maxPlies?: number;
  /** Tags to add (Event, Round, Date ...). */
  readonly tags?: Readonly<Record<string, string>>;
}

function other(color: Color): Color {
  return color === 'white' ? 'black' : 'white';
}

/**
 * Plays one game between `white` and `black`. Every move is checked (again) by the rules; a
 * player that fails (an illegal move, a crash, a timeout, a protocol fault) loses the game and
 * the `Termination` tag says why. A DXP peer that ends the game itself declares the result,
 * which stands whichever side it favours (Scan adjudicates so at its move limit): reason 1 (it
 * loses), 2 (a draw) and 3 (it wins) are scored with `Termination` `adjudication: ...` (with the
 * peer's closing chat line, when it sends one); reason 0 (no result) leaves the game open
 * (`*`, `unterminated: ...`).
 * @example
 * ```ts
 * import { international, parseFen, newGame } from 'crownhead';
 * import { botPlayer, playMatchGame } from 'crownhead/engine';
 * const fen = parseFen(international, 'W:W28,40:B23');
 * const r = await playMatchGame(botPlayer(), botPlayer(), { opening: newGame(fen.ok ? fen.value : international) });
 * [r.result, r.termination]; // => ['2-0', 'normal']
 * ```
 */
export async function playMatchGame(
  white: MatchPlayer,
  black: MatchPlayer,
  options?: MatchGameOptions,
): Promise<MatchGameResult> {
  expectPlayer(white, 'white');
  expectPlayer(black, 'black');
  expectOptions(options, 'playMatchGame');
  let game = options?.opening ?? newGame(options?.variant ?? startPositionVariant(options));
  const players = { white, black };
  const maxPlies = options?.maxPlies ?? 300;
  const finish = async (winner: Color | undefined, termination: string, drawn = false): Promise<MatchGameResult> => {
    await Promise.all([white.endGame(game, winner), black.endGame(game, winner)]);
    const result =
      winner !== undefined
        ? resultText(game.variant, { status: 'win', winner, reason: 'no-moves' })
        : drawn
          ? resultText(game.variant, { status: 'draw', rule: 'repetition', source: '', claimed: false })
          : '*';
    // Names and reasons carry what engines and peers sent (a DXP name may hold any ASCII 1-127,
    // terminal escapes included): escaped, so that the PDN and whoever prints it get text only.
    const shown = printableText(termination);
    game = setTags(game, {
      ...options?.tags,
      White: printableText(white.name),
      Black: printableText(black.name),
      Result: result,
      Termination: shown,
    });
    return { game, result, termination: shown, ...(winner !== undefined ? { winner } : {}) };
  };
  for (const color of ['white', 'black'] as const) {
    try {
      await players[color].startGame(game, color);
    } catch (error) {
      return finish(other(color), `abandoned: ${players[color].name} could not start the game: ${errorText(error)}`);
    }
  }
  for (;;) {
    const status = gameStatus(game);
    if (status.status === 'win') return finish(status.winner, 'normal');
    if (status.status === 'draw') return finish(undefined, 'normal', true);
    if (game.ply - (options?.opening?.ply ?? 0) >= maxPlies)
      return finish(undefined, `unterminated: stopped after ${maxPlies} plies`);
    const color = game.position.turn;
    const player = players[color];
    let move: Move;
    try {
      move = await player.move(game);
    } catch (error) {
      if (error instanceof PeerEndedGame) {
        const end = declaredResult(player.name, color, error);
        return finish(end.winner, end.termination, end.drawn);
      }
      return finish(other(color), failureText(player.name, error));
    }
    if (!isLegal(game.position, move)) {
      return finish(other(color), `rules infraction: ${player.name} played an illegal move (${move.path.join('-')})`);
    }
    game = playMove(game, move);
    const opponent = players[other(color)];
    try {
      await opponent.opponentMoved(move, game);
    } catch (error) {
      return finish(color, failureText(opponent.name, error));
    }
  }
}

/**
 * The result a peer declared with GAMEEND (DXP: 1 "I lose", 2 draw, 3 "I win", 0 unknown), taken
 * the same way whichever side it favours: a loss and a win declared at a move limit are the
 * same act of adjudication. Its closing chat lines, when it sent any, say why.
 */
function declaredResult(
  name: string,
  color: Color,
  end: PeerEndedGame,
): { winner: Color | undefined; drawn: boolean; termination: string } {
  const why = end.chat.length > 0 ? `: ${end.chat.join(' / ')}` : '';
  const tag = `(GAMEEND reason ${end.reason})${why}`;
  if (end.reason === 1)
    return { winner: other(color), drawn: false, termination: `adjudication: ${name} declared its loss ${tag}` };
  if (end.reason === 3)
    return { winner: color, drawn: false, termination: `adjudication: ${name} declared its win ${tag}` };
  if (end.reason === 2)
    return { winner: undefined, drawn: true, termination: `adjudication: ${name} declared a draw ${tag}` };
  return {
    winner: undefined,
    drawn: false,
    termination: `unterminated: ${name} ended the game without a result ${tag}`,
  };
}

function startPositionVariant(options: MatchGameOptions | undefined): Variant {
  if (options?.variant === undefined)
    throw new EngineError('not-running', 'playMatchGame needs an opening or a variant');
  return options.variant;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The Termination of a player's failure. */
function failureText(name: string, error: unknown): string {
  if (error instanceof EngineError && error.code === 'illegal-move')
    return `rules infraction: ${name}: ${error.message}`;
  if (error instanceof EngineError && error.code === 'timeout') return `time forfeit: ${name}: ${error.message}`;
  return `abandoned: ${name}: ${errorText(error)}`;
}
