/**
 * Plain JavaScript callers (issue 30, decision D7): every runtime export of every entry point,
 * called with hostile arguments, either answers (a value, or a `Result` with an error) or throws
 * a `CrownheadError` (an `EngineError` too in the engine entry, whose promises reject with one);
 * never a raw `TypeError`/`RangeError` from deep inside. The exports are enumerated from the
 * modules (`Object.entries`), so a function exported later is covered without touching this file.
 *
 * One exception passes through unchanged, by design: the one the caller's own value throws (a
 * getter, a Proxy trap), as the caller's own callback would; a library that swallowed it would
 * hide the caller's bug. The Proxy below throws a sentinel so that the test can tell it apart.
 *
 * No process, socket or worker may start for garbage: `node:child_process`, `node:net` and
 * `node:worker_threads` are replaced by stubs that record each attempt. No process or worker may
 * be started at all; a socket only with a host string and a port number (a valid prefix of the
 * arguments, such as `connectDxp('B:W21-32:B1-12', 3)`, is a call the driver must make).
 */
import { describe, expect, it, vi } from 'vitest';

const attempts: string[] = [];
vi.mock('node:child_process', async (original) => ({
  ...(await original<typeof import('node:child_process')>()),
  spawn: (...args: unknown[]) => {
    attempts.push(`spawn ${String(args[0])}`);
    throw new Error('test: a process was started');
  },
}));
vi.mock('node:net', async (original) => {
  const { EventEmitter } = await import('node:events');
  // A socket or server that fails at once, as a closed port would: the drivers reject with an
  // EngineError. Only reached by well-typed calls (a host string, a port number), checked below.
  const failing = (): InstanceType<typeof EventEmitter> & Record<string, unknown> => {
    const e = new EventEmitter() as InstanceType<typeof EventEmitter> & Record<string, unknown>;
    e.destroy = () => undefined;
    e.unref = () => e;
    e.close = () => undefined;
    process.nextTick(() => e.emit('error', new Error('test: no network')));
    return e;
  };
  return {
    ...(await original<typeof import('node:net')>()),
    createConnection: (options: { host?: unknown; port?: unknown }) => {
      attempts.push(`connect ${typeof options?.host} ${String(options?.port)}`);
      return failing();
    },
    createServer: () => {
      const server = failing();
      server.listen = (port: unknown, host: unknown) => {
        attempts.push(`listen ${typeof host} ${String(port)}`);
      };
      return server;
    },
  };
});
vi.mock('node:worker_threads', async (original) => ({
  ...(await original<typeof import('node:worker_threads')>()),
  Worker: class {
    constructor(...args: unknown[]) {
      attempts.push(`Worker ${String(args[0])}`);
      throw new Error('test: a worker was started');
    }
  },
}));

import * as main from '../src/index.js';
import * as pdn from '../src/pdn/index.js';
import * as svg from '../src/svg.js';
import * as hub from '../src/hub/index.js';
import * as dxp from '../src/dxp/index.js';
import * as engine from '../src/engine/index.js';
import * as node from '../src/node.js';

const entries: Readonly<Record<string, Record<string, unknown>>> = { main, pdn, svg, hub, dxp, engine, node };

/** What the caller's own value throws (the Proxy's traps): passes through, as said above. */
class CallerOwnError extends Error {}
const callerOwn = new CallerOwnError('thrown by the Proxy given as an argument');
const throwingProxy = new Proxy(
  {},
  {
    get: () => {
      throw callerOwn;
    },
    has: () => {
      throw callerOwn;
    },
    ownKeys: () => {
      throw callerOwn;
    },
    getPrototypeOf: () => {
      throw callerOwn;
    },
    getOwnPropertyDescriptor: () => {
      throw callerOwn;
    },
  },
);

/**
 * Values that are no valid argument of any public function. Not 0 (a valid port for listenDxp:
 * any free port) and no large whole number (a valid, endless perft depth).
 */
const hostile: readonly unknown[] = [
  undefined,
  null,
  -1,
  1.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  '',
  '\u0000zz',
  true,
  {},
  [],
  [null],
  [{}],
  Symbol('hostile'),
  10n,
  throwingProxy,
  { turn: 'white', variant: {} },
  { variant: main.english, turn: 'red' },
  { from: 'a', to: 'b', path: 'ab' },
  { position: 'x', moves: 7, ply: 'y', last: 1 },
  { games: 'none', tags: 1, moves: {} },
  { variants: 'english', variant: 'english', command: 42, host: 7, port: 'x' },
  { kind: 'nothing', type: 'nothing', code: 5 },
  { toString: 7, valueOf: 'x', [Symbol.iterator]: 5 },
];

/** One of each kind, for the third argument (where every pair of valid values comes before it). */
const fewHostile: readonly unknown[] = [
  undefined,
  null,
  -1,
  Number.NaN,
  '',
  {},
  [null],
  Symbol('hostile'),
  throwingProxy,
  { toString: 7, valueOf: 'x' },
];

/** Valid values, so that the hostile value reaches the second and third arguments. */
const start = main.startPosition(main.english);
const someMove = main.legalMoves(start)[0]!;
const valid: readonly unknown[] = [
  main.english,
  start,
  someMove,
  main.newGame(main.english),
  pdn.parsePdn('[Event "x"]\n1. 11-15 *\n').games[0],
  'B:W21-32:B1-12',
  3,
  [main.english],
];

/** Any function or class of an entry: called with hostile arguments, so its own signature does not matter here. */
type AnyCallable = (...args: never[]) => unknown;

function isClass(f: AnyCallable): boolean {
  return /^class\b/.test(Function.prototype.toString.call(f));
}

/** The outcome is allowed: a value, a `CrownheadError`, an `EngineError` from the engine entry, or the caller's own error. */
function allowed(entry: string, error: unknown): boolean {
  if (error === callerOwn) return true;
  if (error instanceof main.CrownheadError) return true;
  return entry === 'engine' && error instanceof engine.EngineError;
}

/** Calls `f` with `args` and returns a sentence when the outcome is not allowed. */
async function misbehaviour(
  entry: string,
  name: string,
  f: AnyCallable,
  args: readonly unknown[],
): Promise<string | undefined> {
  try {
    let value: unknown = isClass(f) ? Reflect.construct(f, args) : Reflect.apply(f, undefined, args);
    if (value instanceof Promise) value = await value;
    else if (
      value !== null &&
      typeof value === 'object' &&
      typeof (value as AsyncGenerator).next === 'function' &&
      Symbol.asyncIterator in value
    ) {
      const generator = value as AsyncGenerator;
      try {
        await generator.next();
      } finally {
        await generator.return(undefined);
      }
    }
    return undefined;
  } catch (error) {
    // A refusal names the function, so that a caller several calls deep knows whose argument it was.
    if (error instanceof main.CrownheadError && error.code === 'bad-argument' && !error.message.includes(name)) {
      return `${entry}: ${name}: the bad-argument message does not name the function: ${error.message}`;
    }
    if (allowed(entry, error)) return undefined;
    const shown = args
      .map((a) =>
        typeof a === 'symbol' || typeof a === 'bigint' ? String(a) : a === throwingProxy ? 'Proxy' : safeJson(a),
      )
      .join(', ');
    return `${entry}: ${name}(${shown}) threw ${(error as Error)?.constructor?.name}: ${(error as Error)?.message}`;
  }
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value)?.slice(0, 60) ?? String(value);
  } catch {
    return typeof value;
  }
}

/** The argument lists tried: none, one hostile value, then a hostile value after valid ones. */
function* argumentLists(arity: number): Generator<readonly unknown[]> {
  yield [];
  for (const h of hostile) yield [h];
  if (arity < 2) return;
  for (const a of [...valid, ...hostile]) for (const h of hostile) yield [a, h];
  if (arity < 3) return;
  for (const a of valid) for (const b of valid) for (const h of fewHostile) yield [a, b, h];
}

describe('every runtime export refuses hostile arguments with a CrownheadError (D7)', () => {
  for (const [entry, module] of Object.entries(entries)) {
    it(`crownhead${entry === 'main' ? '' : `/${entry}`}`, async () => {
      const failures: string[] = [];
      let functions = 0;
      for (const [name, f] of Object.entries(module)) {
        if (typeof f !== 'function') continue;
        functions++;
        const failedAt = new Set<number>(); // one failure per function and argument count is enough to read
        for (const args of argumentLists(Math.max(f.length, 1) + 1)) {
          if (failedAt.has(args.length)) continue;
          const bad = await misbehaviour(entry, name, f as AnyCallable, args);
          if (bad !== undefined) {
            failures.push(bad);
            failedAt.add(args.length);
          }
        }
      }
      expect(functions).toBeGreaterThan(0);
      expect(failures).toEqual([]);
      expect(attempts.filter((a) => !/^(connect string|listen string) \d+$/.test(a))).toEqual([]);
    }, 60_000);
  }
});

describe('what a refusal says', () => {
  /** The error `f` throws. */
  function thrown(f: () => unknown): unknown {
    try {
      f();
    } catch (error) {
      return error;
    }
    throw new Error('nothing was thrown');
  }

  it('names the function, the argument and what it takes, without converting the value', () => {
    expect(thrown(() => main.parseFen(main.english, undefined as never))).toMatchObject({
      code: 'bad-argument',
      message: 'parseFen: expected a string for fen, got undefined',
    });
    expect(thrown(() => main.newGame(main.english, { rules: 'none' } as never))).toMatchObject({
      message: 'newGame: expected an array of DrawRule values for options.rules, got "none"',
    });
    expect(
      thrown(() => pdn.replay(pdn.parsePdn('1. 11-15 *').games[0]!, { variant: 'english' } as never)),
    ).toMatchObject({
      message: expect.stringMatching(/^replay: expected a Variant .* for options\.variant, got "english"$/),
    });
    // A Symbol and an object whose toString is no function are named by their type.
    expect(thrown(() => hub.parseHubLine(Symbol('x') as never))).toMatchObject({
      message: 'parseHubLine: expected a string for text, got symbol',
    });
    expect(thrown(() => main.perft(start, Symbol('x') as never))).toMatchObject({
      code: 'bad-argument',
      message: expect.stringContaining('a symbol'),
    });
  });

  it('a move that passes the one-field check but is no legal move is illegal-move, as play documents', () => {
    const odd = { from: 11, to: 15, path: ['11', '15'], captured: [] } as never;
    expect(thrown(() => main.play(start, odd))).toMatchObject({ code: 'illegal-move' });
    expect(main.isLegal(start, odd)).toBe(false);
  });

  it('the caller-own exception of a throwing Proxy passes through unchanged', () => {
    expect(thrown(() => main.legalMoves(throwingProxy as never))).toBe(callerOwn);
  });
});
