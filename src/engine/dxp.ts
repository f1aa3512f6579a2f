/**
 * DamExchange over TCP (docs/sources.md, DamExchange protocol): a connection that sends and
 * receives checked messages with time limits, a client, a one-connection server, and a game
 * played as the initiator with every move of the peer checked.
 * @module
 */
import { createConnection, createServer } from 'node:net';
import type { Server, Socket } from 'node:net';
import type { Color, Move } from '../core/types.js';
import type { Position } from '../core/position.js';
import type { Variant } from '../core/variant.js';
import { startPosition, positionEquals } from '../rules/position.js';
import type { Game } from '../game/game.js';
import { newGame, playMove } from '../game/game.js';
import { gameStatus } from '../game/status.js';
import { international } from '../variants/international.js';
import type { DxpGameEnd, DxpMessage } from '../dxp/messages.js';
import { formatDxpMessage, parseDxpMessage } from '../dxp/messages.js';
import { frameDxp, splitDxpFrames } from '../dxp/frames.js';
import { dxpMoveMessage, dxpMoveToMove, positionToDxpSetup } from '../dxp/game.js';
import { EngineError } from './errors.js';
import { Inbox } from './queue.js';

/**
 * A DXP connection: checked messages in, formatted messages out, bounded waits. Close it at the
 * end (`close`), or declare it with `await using`. One left open does not keep Node running:
 * the socket holds the event loop only while a message is awaited (or the connection closes).
 */
export class DxpConnection {
  private readonly socket: Socket;
  private readonly inbox = new Inbox<string>();
  private closed = false;

  /** @internal Use {@link connectDxp} or {@link DxpListener.accept}. */
  constructor(socket: Socket, onMessage?: (text: string, from: 'peer' | 'us') => void) {
    this.socket = socket;
    this.onMessage = onMessage;
    let rest = '';
    socket.setEncoding('latin1');
    socket.setNoDelay(true);
    // Idle, the socket does not hold the event loop: every wait has its timer (the inbox's time
    // limit), and `close` takes the socket back while it waits.
    socket.unref();
    socket.on('data', (chunk: string) => {
      const frames = splitDxpFrames(rest + chunk);
      if (!frames.ok) {
        this.inbox.fail(new EngineError('protocol', frames.error.message, { detail: frames.error }));
        socket.destroy();
        return;
      }
      rest = frames.value.rest;
      for (const m of frames.value.messages) {
        onMessage?.(m, 'peer');
        this.inbox.push(m);
      }
    });
    socket.on('error', (e) => this.inbox.fail(new EngineError('closed', `the connection failed: ${e.message}`)));
    socket.on('close', () => {
      this.closed = true;
      this.inbox.fail(new EngineError('closed', 'the peer closed the connection'));
    });
  }

  private readonly onMessage: ((text: string, from: 'peer' | 'us') => void) | undefined;

  /** Sends a message (a `CrownheadError` for a field DXP cannot carry). */
  send(message: DxpMessage): void {
    if (this.closed) throw new EngineError('not-running', 'the connection is closed');
    const text = formatDxpMessage(message);
    this.onMessage?.(text, 'us');
    this.socket.write(frameDxp(text), 'latin1');
  }

  /** The next message, checked; `protocol` for one that is not DXP (the connection is closed then). */
  async next(ms: number, what = 'DXP message'): Promise<DxpMessage> {
    const text = await this.inbox.next(ms, what);
    const message = parseDxpMessage(text);
    if (message.ok) return message.value;
    this.socket.destroy();
    throw new EngineError('protocol', `the peer sent a message that is not DXP: ${message.error.message}`, { detail: message.error, received: text });
  }

  /**
   * The chat lines the peer sends within `ms` milliseconds, up to its first other message,
   * which is left for the next `next`. Scan sends GAMEEND, then a chat line that says why (at
   * its move limit: "game ended (75 moves played, adjudication win, ...)"): read after a game's
   * end, this keeps that line with its game instead of the next one. Never rejects: a closed
   * connection or garbage ends the list (and `next` reports it).
   */
  async chatWithin(ms: number): Promise<string[]> {
    const lines: string[] = [];
    const until = Date.now() + ms;
    for (;;) {
      const left = until - Date.now();
      if (left <= 0) return lines;
      let text: string;
      try {
        text = await this.inbox.next(left, 'chat');
      } catch {
        return lines;
      }
      const message = parseDxpMessage(text);
      if (!message.ok || message.value.type !== 'chat') {
        this.inbox.unshift(text);
        return lines;
      }
      lines.push(message.value.text);
    }
  }

  /** Closes the connection (ends it, then destroys it after `ms`). Never rejects. */
  async close(ms = 1000): Promise<void> {
    if (this.closed) return;
    this.socket.ref();
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.socket.destroy();
        resolve();
      }, ms);
      timer.unref();
      this.socket.once('close', () => {
        clearTimeout(timer);
        resolve();
      });
      this.socket.end();
    });
  }

  /** `close`, for `await using peer = await connectDxp(...)`. Never rejects. */
  async [Symbol.asyncDispose](): Promise<void> {
    await this.close();
  }
}

/** Options of the DXP client and server. */
export interface DxpSocketOptions {
  /** Milliseconds to wait for the connection (default 10000). */
  readonly timeout?: number;
  /** Called with every message, for logs. */
  readonly onMessage?: (text: string, from: 'peer' | 'us') => void;
}

/**
 * Connects to a DXP server (such as `scan dxp`, which listens on 27531).
 * Rejects with `start-failed` when the connection is refused or not made in time.
 * @example
 * ```ts
 * import { connectDxp } from 'crownhead/engine';
 * typeof connectDxp; // => 'function'
 * // await using peer = await connectDxp('127.0.0.1', 27531); (closed at the end of the block)
 * ```
 */
export function connectDxp(host: string, port: number, options?: DxpSocketOptions): Promise<DxpConnection> {
  const ms = options?.timeout ?? 10_000;
  return new Promise((resolve, reject) => {
    const socket = createConnection({ host, port });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new EngineError('start-failed', `no DXP connection to ${host}:${port} within ${ms} ms`));
    }, ms);
    socket.once('error', (e) => {
      clearTimeout(timer);
      reject(new EngineError('start-failed', `cannot connect to ${host}:${port}: ${e.message}`));
    });
    socket.once('connect', () => {
      clearTimeout(timer);
      socket.removeAllListeners('error');
      resolve(new DxpConnection(socket, options?.onMessage));
    });
  });
}

/**
 * A listening DXP server that hands out connections one at a time. Close it at the end
 * (`close`), or declare it with `await using`. One left open does not keep Node running: it
 * holds the event loop only while `accept` waits.
 */
export class DxpListener {
  private readonly server: Server;
  private readonly waiting = new Inbox<Socket>();
  /** Connections made but not yet taken by `accept` (destroyed by `close`). */
  private readonly pending = new Set<Socket>();
  private readonly onMessage: ((text: string, from: 'peer' | 'us') => void) | undefined;
  /** The port listened on (useful when 0 was asked for). */
  readonly port: number;

  /** @internal Use {@link listenDxp}. */
  constructor(server: Server, port: number, onMessage: DxpSocketOptions['onMessage']) {
    this.server = server;
    this.port = port;
    this.onMessage = onMessage;
    // Idle, the server does not hold the event loop: `accept` waits with a timer.
    server.unref();
    server.on('connection', (socket) => {
      socket.unref();
      this.pending.add(socket);
      socket.once('close', () => this.pending.delete(socket));
      this.waiting.push(socket);
    });
  }

  /** The next peer that connects; `timeout` when none does within `ms`. */
  async accept(ms = 30_000): Promise<DxpConnection> {
    const socket = await this.waiting.next(ms, 'DXP connection');
    this.pending.delete(socket);
    return new DxpConnection(socket, this.onMessage);
  }

  /** Stops listening (connections handed out by `accept` stay open until closed). Never rejects. */
  close(): Promise<void> {
    if (!this.server.listening) return Promise.resolve();
    this.waiting.fail(new EngineError('not-running', 'the listener is closed'));
    for (const socket of this.pending) socket.destroy();
    this.pending.clear();
    // close() stops listening at once; its callback would also wait for the connections handed
    // out, which live on, so it is not awaited.
    this.server.close();
    return Promise.resolve();
  }

  /** `close`, for `await using listener = await listenDxp(...)`. Never rejects. */
  async [Symbol.asyncDispose](): Promise<void> {
    await this.close();
  }
}

/**
 * Listens for DXP peers (a program started with "connect to": Moby Dam's `-c 127.0.0.1`) on
 * `port` of `host` (default 127.0.0.1; port 0 picks a free one, see `listener.port`).
 * @example
 * ```ts
 * import { listenDxp } from 'crownhead/engine';
 * typeof listenDxp; // => 'function'
 * // await using listener = await listenDxp(27531);
 * // await using peer = await listener.accept(30_000); (both closed at the end of the block)
 * ```
 */
export function listenDxp(port: number, options?: DxpSocketOptions & { readonly host?: string }): Promise<DxpListener> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (e) => reject(new EngineError('start-failed', `cannot listen on ${port}: ${e.message}`)));
    server.listen(port, options?.host ?? '127.0.0.1', () => {
      const address = server.address();
      const actual = typeof address === 'object' && address !== null ? address.port : port;
      resolve(new DxpListener(server, actual, options?.onMessage));
    });
  });
}

/** How a DXP game ended. */
export type DxpTermination =
  /** The rules ended it: a win (no piece, no move, a crowning in Breakthrough) or an automatic draw. */
  | 'rules'
  /** The peer sent GAMEEND (`peerReason` says what it claimed). */
  | 'peer-ended'
  /** The ply limit of the options was reached and crownhead sent GAMEEND. */
  | 'ply-limit';

/** A GAMEEND message of a game, and who sent it. */
export interface DxpGameEndSent {
  /** `'us'` (crownhead) or `'peer'`. */
  readonly from: 'us' | 'peer';
  /** The message. */
  readonly message: DxpGameEnd;
}

/** A DXP game, as played. */
export interface DxpGameRecord {
  /** The peer's name from GAMEACC. */
  readonly peerName: string;
  /** The start position. */
  readonly start: Position;
  /** Every move, checked, in order. */
  readonly moves: readonly Move[];
  /** How it ended. */
  readonly termination: DxpTermination;
  /** The winner by the rules, `undefined` when the rules did not end it or drew it. */
  readonly winner?: Color;
  /** True when the rules drew the game (repetition, the endgame counts of the variant). */
  readonly drawn?: boolean;
  /** The game as played, with the variant's draw rules (for `gameToPdn`). */
  readonly game: Game;
  /** The reason of the peer's first GAMEEND (0 none, 1 it loses, 2 draw, 3 it wins), when it sent one first. */
  readonly peerReason?: DxpGameEnd['reason'];
  /** The GAMEEND messages in the order they went, ours and the peer's. */
  readonly gameEnds: readonly DxpGameEndSent[];
  /** The peer's chat lines, from the game request to the end, its closing ones included (see `chatWait`). */
  readonly chat: readonly string[];
}

/** Options of {@link playDxpGame}. */
export interface DxpGameOptions {
  /** The variant (default International; DXP has no variant field, both sides must agree). */
  readonly variant?: Variant;
  /** The start position (default the variant's start). */
  readonly start?: Position;
  /** Our name, sent in GAMEREQ (at most 32 ASCII characters). */
  readonly name: string;
  /** The colour the peer plays. */
  readonly peerColor: Color;
  /** Minutes of thinking time for each side (GAMEREQ). */
  readonly thinkingTime: number;
  /** Moves for that time, 0 for none (GAMEREQ). */
  readonly moves: number;
  /** Our move in a position (the moves so far given too). */
  readonly choose: (position: Position, moves: readonly Move[]) => Move | Promise<Move>;
  /** After this many plies crownhead ends the game at its turn with GAMEEND reason 0. */
  readonly maxPlies?: number;
  /** Milliseconds to wait for each message of the peer (default 60000). */
  readonly timeout?: number;
  /** Called after each move. */
  readonly onMove?: (move: Move, by: 'us' | 'peer', position: Position) => void;
  /**
   * Milliseconds to wait, once the game has ended, for the chat lines the peer sends after its
   * GAMEEND (default 250): they belong to this game's `chat`, not to the next game's. Scan sends
   * one that says why it ended a game at its move limit.
   */
  readonly chatWait?: number;
}

/** The default of `chatWait`: Scan writes its closing chat line right after GAMEEND. */
const DXP_CHAT_WAIT = 250;

/**
 * Plays one game over `connection` as the DXP initiator: GAMEREQ, GAMEACC, then MOVE messages
 * in turn, every move of the peer checked by crownhead's rules, until the rules end the game
 * (the side to move sends GAMEEND, the other acknowledges), the peer sends GAMEEND, or
 * `maxPlies`. Rejects with an {@link EngineError}: `refused` (GAMEACC not 0), `illegal-move`
 * (after telling the peer with a chat line and GAMEEND), `protocol`, `timeout`, `closed`.
 */
export async function playDxpGame(connection: DxpConnection, options: DxpGameOptions): Promise<DxpGameRecord> {
  const variant = options.variant ?? international;
  const start = options.start ?? startPosition(variant);
  const ms = options.timeout ?? 60_000;
  const chat: string[] = [];
  const gameEnds: { from: 'us' | 'peer'; message: DxpGameEnd }[] = [];
  const isInitial = positionEquals(start, startPosition(international)) || positionEquals(start, startPosition(variant));
  connection.send({
    type: 'game-request',
    version: 1,
    initiatorName: options.name,
    followerColor: options.peerColor,
    thinkingTime: options.thinkingTime,
    moves: options.moves,
    ...(isInitial ? {} : { setup: positionToDxpSetup(start) }),
  });
  /** The next message that is not chat. */
  const next = async (what: string): Promise<DxpMessage> => {
    for (;;) {
      const m = await connection.next(ms, what);
      if (m.type === 'chat') chat.push(m.text);
      else return m;
    }
  };
  const accept = await next('GAMEACC');
  if (accept.type !== 'game-accept') throw new EngineError('protocol', `expected GAMEACC, the peer sent ${accept.type}`);
  if (accept.acceptance !== 0) throw new EngineError('refused', `the peer refused the game (acceptance code ${accept.acceptance})`);
  const peerName = accept.followerName;
  const moves: Move[] = [];
  let game = newGame(start);
  /** Keeps the peer's closing chat lines with this game (see `chatWait`). */
  const closingChat = async (): Promise<void> => {
    chat.push(...(await connection.chatWithin(options.chatWait ?? DXP_CHAT_WAIT)));
  };
  const record = (termination: DxpTermination, extra: { winner?: Color; drawn?: boolean; peerReason?: DxpGameEnd['reason'] }): DxpGameRecord => ({
    peerName,
    start,
    moves,
    termination,
    ...extra,
    gameEnds,
    chat,
    game,
  });
  /** The rules' verdict on the game as it stands. */
  const verdict = (): { winner?: Color; drawn?: boolean } | undefined => {
    const status = gameStatus(game);
    if (status.status === 'win') return { winner: status.winner };
    if (status.status === 'draw') return { drawn: true };
    return undefined;
  };
  /** Sends our GAMEEND and waits for the acknowledgement (a GAMEEND; moves meanwhile are ignored). */
  const endGame = async (reason: DxpGameEnd['reason']): Promise<void> => {
    const message: DxpGameEnd = { type: 'game-end', reason, stop: 0 };
    connection.send(message);
    gameEnds.push({ from: 'us', message });
    for (;;) {
      const m = await next('GAMEEND acknowledgement');
      if (m.type === 'game-end') {
        gameEnds.push({ from: 'peer', message: m });
        return;
      }
    }
  };
  for (;;) {
    const end = verdict();
    const position = game.position;
    const ours = position.turn !== options.peerColor;
    if (ours) {
      if (end !== undefined) {
        // The side to move sends GAMEEND, from its side: 1 "I lose", 2 draw, 3 "I win" (Antidraughts).
        await endGame(end.drawn === true ? 2 : end.winner === position.turn ? 3 : 1);
        await closingChat();
        return record('rules', end);
      }
      if (options.maxPlies !== undefined && moves.length >= options.maxPlies) {
        await endGame(0);
        await closingChat();
        return record('ply-limit', {});
      }
      const started = Date.now();
      const move = await options.choose(position, moves);
      connection.send(dxpMoveMessage(move, (Date.now() - started) / 1000));
      moves.push(move);
      game = playMove(game, move);
      options.onMove?.(move, 'us', game.position);
      continue;
    }
    const m = await next(end === undefined ? 'MOVE' : 'GAMEEND');
    if (m.type === 'game-end') {
      gameEnds.push({ from: 'peer', message: m });
      const ack: DxpGameEnd = { type: 'game-end', reason: 0, stop: 0 };
      connection.send(ack);
      gameEnds.push({ from: 'us', message: ack });
      await closingChat();
      return end !== undefined ? record('rules', { ...end, peerReason: m.reason }) : record('peer-ended', { peerReason: m.reason });
    }
    if (m.type !== 'move') throw new EngineError('protocol', `expected MOVE or GAMEEND, the peer sent ${m.type}`);
    const move = dxpMoveToMove(position, m);
    if (!move.ok) {
      // Tell the peer why the game stops, then report.
      try {
        connection.send({ type: 'chat', text: `illegal move: ${move.error.message}` });
        connection.send({ type: 'game-end', reason: 0, stop: 0 });
      } catch {
        // closed
      }
      throw new EngineError('illegal-move', `the peer played an illegal move: ${move.error.message}`, { detail: move.error });
    }
    moves.push(move.value);
    game = playMove(game, move.value);
    options.onMove?.(move.value, 'peer', game.position);
  }
}
