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
import { DXP_MAX_FRAME, frameDxp } from '../dxp/frames.js';
import { CrownheadError } from '../core/errors.js';
import { dxpMoveMessage, dxpMoveToMove, positionToDxpSetup } from '../dxp/game.js';
import { EngineError } from './errors.js';
import { Inbox } from './queue.js';
import { MAX_TIMER_MS } from './timer.js';
import { expectObject, expectOptions, expectFunction, expectText, refuse } from '../core/arguments.js';

/**
 * The default of `maxUnread`: messages received and not yet read before the socket is paused.
 * @example
 * ```ts
 * import { DXP_MAX_UNREAD } from 'crownhead/engine';
 * DXP_MAX_UNREAD; // => 256
 * ```
 */
export const DXP_MAX_UNREAD = 256;

/**
 * The default of `maxChat`: the chat lines of the peer a game keeps (the others are counted in
 * `chatDropped`, not kept). Each line is at most 1024 characters (the reader's frame limit).
 * @example
 * ```ts
 * import { DXP_MAX_CHAT } from 'crownhead/engine';
 * DXP_MAX_CHAT; // => 100
 * ```
 */
export const DXP_MAX_CHAT = 100;

/**
 * @internal `ms` as a timer can take it: at most 2^31-1, at least 0; a `bad-argument` for NaN.
 * Node's timers take at most {@link MAX_TIMER_MS} (about 24.8 days) and fire at once for anything
 * longer: a DXP wait from a caller's option is clamped to that, so that a long limit means "very
 * long" and never "none" (docs/reliability.md, "Peers (DXP)").
 */
export function timerMs(ms: number, what: string): number {
  if (Number.isNaN(ms)) throw new CrownheadError('bad-argument', `${what} must be a number of milliseconds, found NaN`);
  return Math.min(MAX_TIMER_MS, Math.max(0, ms));
}

/** @internal `maxUnread` checked: a whole number of messages, at least 1 (Infinity for no limit); `bad-argument` otherwise. */
function unreadLimit(n: number | undefined): number {
  if (n === undefined) return DXP_MAX_UNREAD;
  if (n === Infinity || (Number.isInteger(n) && n >= 1)) return n;
  throw new CrownheadError('bad-argument', `maxUnread must be a whole number of messages, at least 1, found ${n}`);
}

/**
 * A DXP connection: checked messages in, formatted messages out, bounded waits and a bounded
 * queue. Close it at the end (`close`), or declare it with `await using`. One left open does not
 * keep Node running: the socket holds the event loop only while a message is awaited (or the
 * connection closes).
 *
 * Messages the peer sends while nobody reads (crownhead thinking, between games) wait in a queue
 * of at most `maxUnread` messages (default 256); when it is full the socket is paused, so TCP
 * holds the peer back until the reader takes some (a flood costs the peer, not crownhead's heap).
 */
export class DxpConnection {
  private readonly socket: Socket;
  private readonly inbox = new Inbox<string>();
  private readonly maxUnread: number;
  /** Text received and not yet split into messages: the part of one chunk after a full queue, and an unfinished message. */
  private received = '';
  private paused = false;
  private closed = false;

  /** @internal Use {@link connectDxp} or {@link DxpListener.accept}. */
  constructor(socket: Socket, onMessage?: (text: string, from: 'peer' | 'us') => void, maxUnread = DXP_MAX_UNREAD) {
    if (typeof socket?.on !== 'function' || typeof socket.setEncoding !== 'function')
      refuse('DxpConnection', 'a connected socket (connectDxp makes the connection)', socket, 'socket');
    if (onMessage !== undefined) expectFunction(onMessage, 'onMessage', 'DxpConnection');
    this.socket = socket;
    this.onMessage = onMessage;
    this.maxUnread = unreadLimit(maxUnread);
    socket.setEncoding('latin1');
    socket.setNoDelay(true);
    // Idle, the socket does not hold the event loop: every wait has its timer (the inbox's time
    // limit), and `close` takes the socket back while it waits.
    socket.unref();
    socket.on('data', (chunk: string) => {
      this.received += chunk;
      this.split();
    });
    socket.on('error', (e) => this.inbox.fail(new EngineError('closed', `the connection failed: ${e.message}`)));
    socket.on('close', () => {
      this.closed = true;
      this.inbox.fail(new EngineError('closed', 'the peer closed the connection'));
    });
  }

  private readonly onMessage: ((text: string, from: 'peer' | 'us') => void) | undefined;

  /**
   * Moves the complete messages of the received text into the queue while it has room; pauses
   * the socket when it has none (the rest of the chunk waits here, at most one chunk of Node's
   * stream), resumes it when it has. A message over DXP_MAX_FRAME characters, or an unfinished
   * one that long, ends the connection with `protocol`.
   */
  private split(): void {
    const text = this.received;
    let start = 0;
    while (this.inbox.size < this.maxUnread) {
      const nul = text.indexOf('\u0000', start);
      if (nul < 0) break;
      const message = text.slice(start, nul);
      start = nul + 1;
      if (message.length > DXP_MAX_FRAME)
        return this.refuseFrame(`a message of ${message.length} characters (at most ${DXP_MAX_FRAME})`);
      if (message.length === 0) continue;
      this.onMessage?.(message, 'peer');
      this.inbox.push(message);
    }
    this.received = start === 0 ? text : text.slice(start);
    if (this.received.length > DXP_MAX_FRAME && !this.received.slice(0, DXP_MAX_FRAME + 1).includes('\u0000')) {
      return this.refuseFrame(`no NUL after ${this.received.length} characters (at most ${DXP_MAX_FRAME})`);
    }
    const full = this.inbox.size >= this.maxUnread;
    if (full && !this.paused) this.socket.pause();
    else if (!full && this.paused) this.socket.resume();
    this.paused = full;
  }

  private refuseFrame(message: string): void {
    this.received = '';
    this.inbox.fail(
      new EngineError('protocol', message, { detail: { kind: 'dxp', code: 'frame-too-long', message, offset: 0 } }),
    );
    this.socket.destroy();
  }

  /** Sends a message (a `CrownheadError` for a field DXP cannot carry). */
  send(message: DxpMessage): void {
    if (this.closed) throw new EngineError('not-running', 'the connection is closed');
    const text = formatDxpMessage(message);
    this.onMessage?.(text, 'us');
    this.socket.write(frameDxp(text), 'latin1');
  }

  /** The next message, checked; `protocol` for one that is not DXP (the connection is closed then). */
  async next(ms: number, what = 'DXP message'): Promise<DxpMessage> {
    return this.take(await this.inbox.next(timerMs(ms, 'the time limit'), what));
  }

  /** Checks a message taken from the queue, and makes room for the ones held back. */
  private take(text: string): DxpMessage {
    if (this.paused) this.split();
    const message = parseDxpMessage(text);
    if (message.ok) return message.value;
    this.socket.destroy();
    throw new EngineError('protocol', `the peer sent a message that is not DXP: ${message.error.message}`, {
      detail: message.error,
      received: text,
    });
  }

  /**
   * The next message that `wanted` accepts, within `ms` milliseconds of the call whatever the
   * peer sends meanwhile: the others (chat lines, a stray GAMEEND) go to `skipped` and do not
   * extend the wait. `timeout` when none comes in time, as `next`'s other failures.
   * @example
   * ```ts
   * import { DxpConnection } from 'crownhead/engine';
   * typeof DxpConnection.prototype.nextWanted; // => 'function'
   * // const move = await peer.nextWanted(60_000, 'MOVE', (m) => m.type !== 'chat', (m) => log.push(m));
   * ```
   */
  async nextWanted(
    ms: number,
    what: string,
    wanted: (message: DxpMessage) => boolean,
    skipped?: (message: DxpMessage) => void,
  ): Promise<DxpMessage> {
    const limit = timerMs(ms, 'the time limit');
    // One deadline for the whole wait (the inbox's strict one): what is skipped does not move it.
    const deadline = Date.now() + limit;
    for (;;) {
      const message = this.take(await this.inbox.nextBy(deadline, what, limit));
      if (wanted(message)) return message;
      skipped?.(message);
    }
  }

  /**
   * The chat lines the peer sends within `ms` milliseconds, up to its first other message,
   * which is left for the next `next`, and at most `max` of them (default 16; the others are
   * left for the next `next` too). Scan sends GAMEEND, then a chat line that says why (at its
   * move limit: "game ended (75 moves played, adjudication win, ...)"): read after a game's
   * end, this keeps that line with its game instead of the next one. Never rejects: a closed
   * connection or garbage ends the list (and `next` reports it).
   */
  async chatWithin(ms: number, max = 16): Promise<string[]> {
    const lines: string[] = [];
    const limit = Number.isNaN(ms) ? 0 : timerMs(ms, 'the time limit');
    const deadline = Date.now() + limit;
    while (lines.length < max) {
      let text: string;
      try {
        text = await this.inbox.nextBy(deadline, 'chat', limit);
      } catch {
        return lines;
      }
      const message = parseDxpMessage(text);
      if (!message.ok || message.value.type !== 'chat') {
        this.inbox.unshift(text);
        return lines;
      }
      if (this.paused) this.split();
      lines.push(message.value.text);
    }
    return lines;
  }

  /** Closes the connection (ends it, then destroys it after `ms`). Never rejects. */
  async close(ms = 1000): Promise<void> {
    if (this.closed) return;
    this.socket.ref();
    // A paused socket would not see the peer's end: nothing more is read.
    this.received = '';
    this.socket.resume();
    this.socket.removeAllListeners('data');
    await new Promise<void>((resolve) => {
      const timer = setTimeout(
        () => {
          this.socket.destroy();
          resolve();
        },
        Number.isNaN(ms) ? 0 : Math.min(MAX_TIMER_MS, Math.max(0, ms)),
      );
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
  /** Milliseconds to wait for the connection (default 10000; at most 2^31-1, as every wait here). */
  readonly timeout?: number;
  /**
   * Messages received and not yet read that a connection holds (default {@link DXP_MAX_UNREAD});
   * with that many waiting, it stops reading the socket until some are taken. A whole number,
   * at least 1 (`Infinity` for no limit); anything else is a `bad-argument` error.
   */
  readonly maxUnread?: number;
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
    // Misuse rejects before a socket is opened (a throw here rejects the promise).
    expectText(host, 'host', 'connectDxp');
    if (!Number.isInteger(port) || port < 1 || port > 65535)
      refuse('connectDxp', 'a port number from 1 to 65535', port, 'port');
    expectOptions(options, 'connectDxp');
    const limit = timerMs(ms, 'the connection timeout');
    const maxUnread = unreadLimit(options?.maxUnread);
    const socket = createConnection({ host, port });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new EngineError('start-failed', `no DXP connection to ${host}:${port} within ${ms} ms`));
    }, limit);
    socket.once('error', (e) => {
      clearTimeout(timer);
      reject(new EngineError('start-failed', `cannot connect to ${host}:${port}: ${e.message}`));
    });
    socket.once('connect', () => {
      clearTimeout(timer);
      socket.removeAllListeners('error');
      resolve(new DxpConnection(socket, options?.onMessage, maxUnread));
    });
  });
}

/** Connections a listener holds at once, accepted or not (more are refused by Node). */
const DXP_MAX_PENDING = 64;

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
  private readonly maxUnread: number;
  /** The port listened on (useful when 0 was asked for). */
  readonly port: number;

  /** @internal Use {@link listenDxp}. */
  constructor(server: Server, port: number, options: DxpSocketOptions | undefined) {
    if (typeof server?.on !== 'function' || typeof server.unref !== 'function')
      refuse('DxpListener', 'a listening server (listenDxp makes the listener)', server, 'server');
    expectOptions(options, 'DxpListener');
    this.server = server;
    this.port = port;
    this.onMessage = options?.onMessage;
    this.maxUnread = unreadLimit(options?.maxUnread);
    // Idle, the server does not hold the event loop: `accept` waits with a timer.
    server.unref();
    // Connections not yet accepted are not read (their bytes wait in the kernel); past this
    // many, Node refuses new ones, so that a crowd of connections cannot grow the queue.
    server.maxConnections = DXP_MAX_PENDING;
    server.on('connection', (socket) => {
      socket.unref();
      this.pending.add(socket);
      socket.once('close', () => this.pending.delete(socket));
      this.waiting.push(socket);
    });
  }

  /** The next peer that connects; `timeout` when none does within `ms`. */
  async accept(ms = 30_000): Promise<DxpConnection> {
    const socket = await this.waiting.next(timerMs(ms, 'the time limit'), 'DXP connection');
    this.pending.delete(socket);
    return new DxpConnection(socket, this.onMessage, this.maxUnread);
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
    // Misuse rejects before the server is opened; 0 asks for any free port.
    if (!Number.isInteger(port) || port < 0 || port > 65535)
      refuse('listenDxp', 'a port number from 0 to 65535', port, 'port');
    expectOptions(options, 'listenDxp');
    if (options?.host !== undefined) expectText(options.host, 'options.host', 'listenDxp');
    unreadLimit(options?.maxUnread);
    const server = createServer();
    server.once('error', (e) => reject(new EngineError('start-failed', `cannot listen on ${port}: ${e.message}`)));
    server.listen(port, options?.host ?? '127.0.0.1', () => {
      const address = server.address();
      const actual = typeof address === 'object' && address !== null ? address.port : port;
      resolve(new DxpListener(server, actual, options));
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
  /**
   * The peer's chat lines, from the game request to the end, its closing ones included (see
   * `chatWait`): the first `maxChat` of them (default {@link DXP_MAX_CHAT}).
   */
  readonly chat: readonly string[];
  /** The chat lines past `maxChat`, counted and not kept (0 when every line was kept). */
  readonly chatDropped: number;
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
  /**
   * Milliseconds to wait for each message the game needs of the peer (GAMEACC, each MOVE, the
   * GAMEEND acknowledgement; default 60000): chat lines and other messages meanwhile do not
   * extend the wait.
   */
  readonly timeout?: number;
  /** The chat lines of the peer the record keeps (default {@link DXP_MAX_CHAT}); the others are counted. */
  readonly maxChat?: number;
  /** Called after each move. */
  readonly onMove?: (move: Move, by: 'us' | 'peer', position: Position) => void;
  /**
   * Milliseconds to wait, once the game has ended, for the chat lines the peer sends after its
   * GAMEEND (default 250): they belong to this game's `chat`, not to the next game's. Scan sends
   * one that says why it ended a game at its move limit.
   */
  readonly chatWait?: number;
}

/** @internal The default of `chatWait` (here and in `dxpPlayer`): Scan writes its closing chat line right after GAMEEND. */
export const DXP_CHAT_WAIT = 250;

/**
 * Plays one game over `connection` as the DXP initiator: GAMEREQ, GAMEACC, then MOVE messages
 * in turn, every move of the peer checked by crownhead's rules, until the rules end the game
 * (the side to move sends GAMEEND, the other acknowledges), the peer sends GAMEEND, or
 * `maxPlies`. Rejects with an {@link EngineError}: `refused` (GAMEACC not 0), `illegal-move`
 * (after telling the peer with a chat line and GAMEEND), `protocol`, `timeout`, `closed`.
 */
export async function playDxpGame(connection: DxpConnection, options: DxpGameOptions): Promise<DxpGameRecord> {
  if (typeof connection?.nextWanted !== 'function' || typeof connection.send !== 'function')
    refuse('playDxpGame', 'a DxpConnection (connectDxp makes one)', connection, 'connection');
  expectObject(options, 'options', 'playDxpGame', 'DxpGameOptions');
  const variant = options.variant ?? international;
  const start = options.start ?? startPosition(variant);
  const ms = options.timeout ?? 60_000;
  const chat: string[] = [];
  let chatDropped = 0;
  const maxChat = options.maxChat ?? DXP_MAX_CHAT;
  const keepChat = (text: string): void => {
    if (chat.length < maxChat) chat.push(text);
    else chatDropped++;
  };
  const gameEnds: { from: 'us' | 'peer'; message: DxpGameEnd }[] = [];
  const isInitial =
    positionEquals(start, startPosition(international)) || positionEquals(start, startPosition(variant));
  connection.send({
    type: 'game-request',
    version: 1,
    initiatorName: options.name,
    followerColor: options.peerColor,
    thinkingTime: options.thinkingTime,
    moves: options.moves,
    ...(isInitial ? {} : { setup: positionToDxpSetup(start) }),
  });
  const isChat = (m: DxpMessage): boolean => m.type === 'chat';
  const keepIfChat = (m: DxpMessage): void => {
    if (m.type === 'chat') keepChat(m.text);
  };
  /** The next message that is not chat, within `ms` whatever the chat meanwhile. */
  const next = (what: string): Promise<DxpMessage> => connection.nextWanted(ms, what, (m) => !isChat(m), keepIfChat);
  const accept = await next('GAMEACC');
  if (accept.type !== 'game-accept')
    throw new EngineError('protocol', `expected GAMEACC, the peer sent ${accept.type}`);
  if (accept.acceptance !== 0)
    throw new EngineError('refused', `the peer refused the game (acceptance code ${accept.acceptance})`);
  const peerName = accept.followerName;
  const moves: Move[] = [];
  let game = newGame(start);
  /** Keeps the peer's closing chat lines with this game (see `chatWait`). */
  const closingChat = async (): Promise<void> => {
    for (const line of await connection.chatWithin(options.chatWait ?? DXP_CHAT_WAIT)) keepChat(line);
  };
  const record = (
    termination: DxpTermination,
    extra: { winner?: Color; drawn?: boolean; peerReason?: DxpGameEnd['reason'] },
  ): DxpGameRecord => ({
    peerName,
    start,
    moves,
    termination,
    ...extra,
    gameEnds,
    chat,
    chatDropped,
    game,
  });
  /** The rules' verdict on the game as it stands. */
  const verdict = (): { winner?: Color; drawn?: boolean } | undefined => {
    const status = gameStatus(game);
    if (status.status === 'win') return { winner: status.winner };
    if (status.status === 'draw') return { drawn: true };
    return undefined;
  };
  /** Sends our GAMEEND and waits for the acknowledgement (a GAMEEND; moves meanwhile are ignored, and do not extend the wait). */
  const endGame = async (reason: DxpGameEnd['reason']): Promise<void> => {
    const message: DxpGameEnd = { type: 'game-end', reason, stop: 0 };
    connection.send(message);
    gameEnds.push({ from: 'us', message });
    const m = await connection.nextWanted(ms, 'GAMEEND acknowledgement', (x) => x.type === 'game-end', keepIfChat);
    if (m.type === 'game-end') gameEnds.push({ from: 'peer', message: m });
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
      return end !== undefined
        ? record('rules', { ...end, peerReason: m.reason })
        : record('peer-ended', { peerReason: m.reason });
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
      throw new EngineError('illegal-move', `the peer played an illegal move: ${move.error.message}`, {
        detail: move.error,
      });
    }
    moves.push(move.value);
    game = playMove(game, move.value);
    options.onMove?.(move.value, 'peer', game.position);
  }
}
