/**
 * A fake DXP peer for the tests: a raw TCP socket in this process that follows a script of
 * misbehaviour (silence, floods, chat only, an early disconnect, a reader that never reads, a
 * name with terminal escapes). It speaks through the raw socket, not through DxpConnection, so
 * that it can do what a well-behaved connection would not: write without end, never read, leave
 * at once.
 */
import { createConnection, createServer } from 'node:net';
import type { Server, Socket } from 'node:net';
import { formatDxpMessage, frameDxp, parseDxpMessage } from '../../src/dxp/index.js';
import type { DxpMessage } from '../../src/dxp/index.js';

/** What the fake peer does once connected. */
export type PeerBehaviour =
  /** Reads and never answers. */
  | { readonly kind: 'silent' }
  /** Accepts the game request, then writes chat lines as fast as TCP lets it, never stopping. */
  | { readonly kind: 'flood'; readonly name?: string }
  /** Accepts the game request, then writes a chat line every `every` ms, and nothing else. */
  | { readonly kind: 'chat-only'; readonly every: number; readonly name?: string }
  /** Accepts the game request, writes `lines` chat lines, then ends the game (GAMEEND 0). */
  | { readonly kind: 'chat-then-end'; readonly lines: number }
  /** Never reads a byte (its socket paused), never writes. */
  | { readonly kind: 'slow-reader' }
  /** Closes the connection as soon as it is made. */
  | { readonly kind: 'early-disconnect' }
  /** Accepts the game request under `name`, answers our GAMEEND, ends the game when asked to move. */
  | { readonly kind: 'named'; readonly name: string };

/** What the fake peer saw and did, for the assertions. */
export interface PeerLog {
  /** The messages it received, parsed. */
  readonly received: DxpMessage[];
  /** The bytes the kernel took from it (flood): written and drained. */
  flushed: number;
  /** True once a flood's write has waited for 'drain' longer than the stall time. */
  stalled: boolean;
  /** True once a flood has written FLOOD_CAP bytes (the reader never held it back). */
  capped: boolean;
  /** The socket closed. */
  closed: boolean;
}

const CHAT = frameDxp(`C${'flood '.repeat(20)}`);

/** A flood stops after this many bytes: enough to tell a bounded reader from one that keeps all. */
export const FLOOD_CAP = 64 * 1024 * 1024;

/** Runs `behaviour` on `socket`; returns its log. */
function runPeer(socket: Socket, behaviour: PeerBehaviour, stallMs = 300): PeerLog {
  const log: PeerLog = { received: [], flushed: 0, stalled: false, capped: false, closed: false };
  socket.setEncoding('latin1');
  socket.on('error', () => undefined);
  socket.on('close', () => (log.closed = true));
  const send = (m: DxpMessage): void => {
    if (!socket.destroyed) socket.write(frameDxp(formatDxpMessage(m)), 'latin1');
  };
  const accept = (name = 'Fake'): void => send({ type: 'game-accept', followerName: name, acceptance: 0 });
  if (behaviour.kind === 'early-disconnect') {
    socket.destroy();
    return log;
  }
  if (behaviour.kind === 'slow-reader') {
    socket.pause();
    return log;
  }
  let timer: ReturnType<typeof setInterval> | undefined;
  socket.on('close', () => clearInterval(timer));
  /** Writes chat lines while the kernel takes them; records a stall when it stops taking them. */
  const flood = (): void => {
    const block = CHAT.repeat(512);
    const pump = (): void => {
      while (!socket.destroyed) {
        if (log.flushed >= FLOOD_CAP) {
          log.capped = true;
          return;
        }
        const more = socket.write(block, 'latin1');
        log.flushed += block.length;
        if (!more) {
          const stall = setTimeout(() => (log.stalled = true), stallMs);
          socket.once('drain', () => {
            clearTimeout(stall);
            log.stalled = false;
            pump();
          });
          return;
        }
      }
    };
    pump();
  };
  let rest = '';
  socket.on('data', (chunk: string) => {
    const parts = (rest + chunk).split('\u0000');
    rest = parts.pop()!;
    for (const part of parts) {
      const m = parseDxpMessage(part);
      if (!m.ok) continue;
      log.received.push(m.value);
      if (behaviour.kind === 'silent') continue;
      if (m.value.type === 'game-request') {
        if (behaviour.kind === 'flood') {
          accept(behaviour.name);
          flood();
        } else if (behaviour.kind === 'chat-only') {
          accept(behaviour.name);
          timer = setInterval(() => send({ type: 'chat', text: 'still thinking' }), behaviour.every);
        } else if (behaviour.kind === 'chat-then-end') {
          accept();
          for (let i = 0; i < behaviour.lines; i++) send({ type: 'chat', text: `line ${i + 1}` });
          send({ type: 'game-end', reason: 0, stop: 0 });
        } else {
          accept(behaviour.name);
          // Ends at once when it has the move, else at its first turn.
          if (m.value.followerColor === 'white') send({ type: 'game-end', reason: 2, stop: 0 });
        }
      } else if (m.value.type === 'move' && behaviour.kind === 'named') {
        send({ type: 'game-end', reason: 2, stop: 0 });
      } else if (m.value.type === 'game-end' && m.value.reason !== 0) {
        send({ type: 'game-end', reason: 0, stop: 0 });
      }
    }
  });
  return log;
}

/** A fake peer that listens (crownhead connects to it): every connection gets `behaviour`. */
export async function fakePeerServer(
  behaviour: PeerBehaviour,
): Promise<{ port: number; logs: PeerLog[]; close(): Promise<void> }> {
  const logs: PeerLog[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    logs.push(runPeer(socket, behaviour));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    port,
    logs,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A fake peer that connects to crownhead listening on `port`. */
export function fakePeerClient(port: number, behaviour: PeerBehaviour): Promise<{ log: PeerLog; socket: Socket }> {
  return new Promise((resolve, reject) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('error', reject);
    socket.once('connect', () => {
      socket.removeListener('error', reject);
      resolve({ log: runPeer(socket, behaviour), socket });
    });
  });
}
