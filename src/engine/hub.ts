/**
 * A Hub engine process (Scan's protocol.txt, version 2; docs/sources.md, Hub protocol): start,
 * handshake, searches, and a clean end whatever happens.
 * @module
 */
import type { ChildProcess } from 'node:child_process';
import type { Move } from '../core/types.js';
import type { Position } from '../core/position.js';
import type { Variant } from '../core/variant.js';
import { outcome, play } from '../rules/play.js';
import { CrownheadError } from '../core/errors.js';
import type { HubArg, HubLine } from '../hub/line.js';
import { canQuote, formatHubLine, hubArg, parseHubLine } from '../hub/line.js';
import { parseHubMove } from '../hub/move.js';
import type { HubInfo } from '../hub/info.js';
import { parseHubInfo } from '../hub/info.js';
import type { HubLevel } from '../hub/search.js';
import { hubLevelLine, hubPosLine } from '../hub/search.js';
import { EngineError } from './errors.js';
import type { HubOutputLimits, HubOutputStats } from './hubOutput.js';
import { DEFAULT_OUTPUT_LIMITS, HubOutput } from './hubOutput.js';
import { checkedMs, sleepUnref } from './timer.js';
import { killTree, spawnGroup, track, untrack } from './processGroup.js';
import { expectText, expectObject, refuse } from '../core/arguments.js';
import { expectVariant } from '../core/positionArguments.js';

/** A parameter an engine declares (`param name=... value=... type=...`), as data. */
export interface HubParam {
  /** The name, such as `tt-size`. */
  readonly name: string;
  /** The engine's current value, as text. */
  readonly value: string;
  /** `bool`, `int`, `real`, `string` or `enum` (or what the engine says). */
  readonly type: string;
  /** For `int` and `real`: the bounds, as text. */
  readonly min?: string;
  /** See `min`. */
  readonly max?: string;
  /** For `enum`: the allowed values. */
  readonly values?: readonly string[];
}

/** Options of {@link startHubEngine}. */
export interface HubEngineOptions {
  /** The program to run. */
  readonly command: string;
  /** Its arguments (Scan: `['hub']`). */
  readonly args?: readonly string[];
  /** Its working directory (Scan reads `scan.ini` and `data/` from there). */
  readonly cwd?: string;
  /**
   * The variant to play. Sets the engine's `variant` parameter when it declares one:
   * `normal` (International), `bt` (Breakthrough), `frisian` (Frisian and Frysk!), `losing`
   * (Antidraughts). For Frisian and Frysk! it also sets `book` to `false` when the engine
   * declares a `book` parameter and `params` does not set it: Scan 3.1 ships no Frisian
   * opening book and exits at `init` when asked to load one.
   */
  readonly variant: Variant;
  /** Parameters to set before `init`, by name (`{ 'tt-size': '16' }`). */
  readonly params?: Readonly<Record<string, string>>;
  /**
   * Milliseconds allowed for the start, the handshake and `init`, all together (default 30000).
   * A finite number >= 0, however large (longer than Node's 2^31-1 ms timers is kept exactly).
   */
  readonly startTimeout?: number;
  /**
   * The longest line the engine may write, in characters (default 65,536); a longer one ends
   * the engine with `protocol`.
   */
  readonly maxLineLength?: number;
  /**
   * The characters of the engine's lines held unread during an exchange (default 1,048,576):
   * beyond it the engine's output is paused, and the engine waits on its pipe, until the reader
   * catches up. Between exchanges nothing is held: lines nobody waits for are dropped.
   */
  readonly maxQueuedChars?: number;
  /** Called with every line the engine writes, for logs. */
  readonly onLine?: (line: string, from: 'engine' | 'gui') => void;
}

/** What a search returned. */
export interface HubSearchResult {
  /** The engine's move, checked. */
  readonly move: Move;
  /** The answer it expects (`ponder=`), checked; absent when it sends none or an illegal one. */
  readonly ponder?: Move;
  /** The `info` lines of the search, read, in order: the last `maxInfos` of them. */
  readonly infos: readonly HubInfo[];
  /** How many `info` lines came before those of `infos` and are not kept (0 for most searches). */
  readonly droppedInfos: number;
}

/** Options of a search. */
export interface HubSearchOptions {
  /**
   * Milliseconds before the search is stopped (`stop`); an engine that has not answered with
   * `done` a second after `stop` is killed. A finite number >= 0, however large.
   */
  readonly timeout?: number;
  /** Called with each `info` line, read (every one, kept in `infos` or not). */
  readonly onInfo?: (info: HubInfo) => void;
  /** How many `info` lines the result keeps, the last ones (default 1000). */
  readonly maxInfos?: number;
}

/** How long an engine gets to answer `stop` with `done` before it is killed. */
const STOP_GRACE_MS = 1000;

/** The `info` lines a search result keeps by default (the last ones). */
const DEFAULT_MAX_INFOS = 1000;

const VARIANT_PARAM: Readonly<Record<string, string>> = {
  international: 'normal',
  breakthrough: 'bt',
  antidraughts: 'losing',
  frisian: 'frisian',
  // Frysk! is Frisian from another start position: the engine gets it through `pos`.
  frysk: 'frisian',
};

/**
 * Parameters set for a Hub variant unless the caller sets them, and only when the engine
 * declares them. Scan 3.1 has no `data/book_frisian`: with `book=true` it exits at `init`.
 */
const VARIANT_DEFAULTS: Readonly<Record<string, Readonly<Record<string, string>>>> = { frisian: { book: 'false' } };

/**
 * The Hub value of the `variant` parameter for a crownhead variant, or `undefined` when Hub has
 * none: International `normal`, Breakthrough `bt`, Frisian and Frysk! `frisian` (Frysk! is
 * Frisian from its own start, sent with `pos`), Antidraughts `losing`. (Scan also plays Killer
 * draughts, which crownhead does not play.)
 * @example
 * ```ts
 * import { antidraughts, english, frisian, frysk } from 'crownhead';
 * import { hubVariant } from 'crownhead/engine';
 * [hubVariant(antidraughts), hubVariant(frisian), hubVariant(frysk), hubVariant(english)]; // => ['losing', 'frisian', 'frisian', undefined]
 * ```
 */
export function hubVariant(variant: Variant): string | undefined {
  expectVariant(variant, 'hubVariant');
  return Object.hasOwn(VARIANT_PARAM, variant.key) ? VARIANT_PARAM[variant.key] : undefined;
}

/**
 * A running Hub engine. Made by {@link startHubEngine}; every method returns a promise that
 * rejects with an {@link EngineError} on failure, after killing the process and every process
 * it started (its process group). Every wait has a deadline that nothing the engine writes
 * moves, and what is kept of its output is bounded (docs/reliability.md, "Engines (Hub)").
 * Call `quit` at the end (it kills the process if it does not exit in time), or declare it
 * with `await using`, which quits it at the end of the block (`Symbol.asyncDispose`). An engine
 * that is never quit
 * does not keep Node running: the process and its pipes hold the event loop only while an
 * answer is awaited, and a program that ends leaves no engine behind (its standard input
 * closes, on which Hub engines exit, and it is killed when Node exits).
 */
export class HubEngine {
  /** The engine's `id` line, by name (`name`, `version`, `author`, `country`). */
  readonly id: Readonly<Record<string, string>>;
  /** The parameters the engine declared, with their values before any `set-param`. */
  readonly params: readonly HubParam[];
  /** The variant the engine plays. */
  readonly variant: Variant;
  private readonly child: ChildProcess;
  private readonly output: HubOutput;
  private readonly onLine: ((line: string, from: 'engine' | 'gui') => void) | undefined;
  private exited = false;
  private readonly exit: Promise<void>;

  /** @internal Use {@link startHubEngine}. */
  constructor(
    child: ChildProcess,
    output: HubOutput,
    exit: Promise<void>,
    variant: Variant,
    onLine: HubEngineOptions['onLine'],
  ) {
    if (typeof child?.kill !== 'function' || typeof exit?.then !== 'function')
      refuse('HubEngine', 'a started engine (startHubEngine starts one)', child, 'child');
    expectVariant(variant, 'HubEngine');
    this.child = child;
    this.output = output;
    this.exit = exit.then(() => {
      this.exited = true;
    });
    this.variant = variant;
    this.onLine = onLine;
    this.id = {};
    this.params = [];
  }

  /** The engine's name and version from `id` (`Scan 3.1`), or the command when it sends none. */
  get name(): string {
    const name = this.id.name ?? this.child.spawnfile;
    return this.id.version === undefined ? name : `${name} ${this.id.version}`;
  }

  /** Sends one line. */
  send(line: string): void {
    if (this.exited || this.child.stdin === null || this.child.stdin.destroyed)
      throw new EngineError('not-running', 'the engine is not running');
    this.onLine?.(line, 'gui');
    this.child.stdin.write(`${line}\n`);
  }

  /** @internal What the engine's output holds and has dropped, for tests. */
  outputStats(): HubOutputStats {
    return this.output.stats();
  }

  /**
   * Runs `work` as an exchange: the engine's lines are kept for it while it runs, and those it
   * left unread are dropped when it ends (see {@link HubOutput}).
   */
  private async exchange<R>(work: () => Promise<R>): Promise<R> {
    this.output.begin();
    try {
      return await work();
    } finally {
      this.output.end();
    }
  }

  /**
   * The next line before `deadline` (a `Date.now()` time that nothing the engine writes moves;
   * `limit` is the time limit it stands for, for the message); garbage is an error that ends
   * the engine.
   */
  private async line(deadline: number, limit: number, what: string, soft = false): Promise<HubLine | undefined> {
    let text: string;
    try {
      text = await this.output.inbox.nextBy(deadline, what, limit);
    } catch (e) {
      // A soft wait gives up quietly: the caller sends `stop` and waits again.
      if (soft && e instanceof EngineError && e.code === 'timeout') return undefined;
      return this.failWith(e);
    }
    const line = parseHubLine(text);
    if (!line.ok) {
      return this.failWith(
        new EngineError('protocol', `the engine sent a line that is not Hub: ${line.error.message}`, {
          detail: line.error,
          received: text,
        }),
      );
    }
    if (line.value.command === 'error') {
      return this.failWith(
        new EngineError('engine-error', `the engine reported an error: ${hubArg(line.value, 'message') ?? text}`, {
          received: text,
        }),
      );
    }
    return line.value;
  }

  /** Kills the process and rethrows `error` as an EngineError. */
  private async failWith(error: unknown): Promise<never> {
    await this.kill();
    throw error instanceof EngineError ? error : new EngineError('closed', String(error));
  }

  /** @internal The handshake: `hub` ... `wait`, `set-param`, `init` ... `ready`. */
  handshake(params: Readonly<Record<string, string>>, ms: number): Promise<void> {
    return this.exchange(() => this.runHandshake(params, ms));
  }

  private async runHandshake(params: Readonly<Record<string, string>>, ms: number): Promise<void> {
    const deadline = Date.now() + ms;
    this.send('hub');
    const id: Record<string, string> = {};
    const declared: HubParam[] = [];
    for (;;) {
      const line = (await this.line(deadline, ms, 'answer to hub (id, param, wait)'))!;
      if (line.command === 'wait') break;
      if (line.command === 'id') for (const a of line.args) id[a.name] = a.value ?? '';
      if (line.command === 'param') declared.push(toParam(line.args));
    }
    (this as { id: Readonly<Record<string, string>> }).id = id;
    (this as { params: readonly HubParam[] }).params = declared;
    const wanted: Record<string, string> = {};
    const v = hubVariant(this.variant);
    if (declared.some((p) => p.name === 'variant')) {
      if (v === undefined)
        return this.failWith(new EngineError('start-failed', `Hub has no variant for ${this.variant.name}`));
      wanted.variant = v;
      for (const [name, value] of Object.entries(VARIANT_DEFAULTS[v] ?? {})) {
        if (declared.some((p) => p.name === name)) wanted[name] = value;
      }
    }
    Object.assign(wanted, params);
    for (const [name, value] of Object.entries(wanted)) {
      if (declared.find((p) => p.name === name)?.value === value) continue;
      this.send(
        formatHubLine({
          command: 'set-param',
          args: [
            { name: 'name', value: name },
            { name: 'value', value },
          ],
        }),
      );
    }
    this.send('init');
    for (;;) {
      const line = (await this.line(deadline, ms, 'ready after init'))!;
      if (line.command === 'ready') return;
    }
  }

  /** Tells the engine that the next search belongs to a new game (`new-game`: clear its tables). */
  newGame(): void {
    this.send('new-game');
  }

  /**
   * Asks for a move (`go think`) in the position reached by `moves` from `start`: sends `pos`
   * (with the moves since the last irreversible one), `level`, `go think`, then reads `info`
   * lines (each checked) until `done`, whose move is checked. After `timeout` ms (default: the
   * move time plus 5 s, or 60 s) it sends `stop`; an engine still silent a second later is
   * killed and the promise rejects with `timeout`. Misuse is not the engine's fault: a move of
   * `moves` that is not legal, Frisian king-move counters in `start` that `pos` cannot carry
   * (see `hubPosLine`), or a finished game (`outcome` of the position reached is defined: no
   * piece or no move, or Breakthrough's first king) rejects with a `CrownheadError`
   * (`illegal-move`, `bad-argument`, `game-over`) before anything is sent, and the engine keeps
   * running.
   */
  think(
    start: Position,
    moves: readonly Move[],
    level: HubLevel,
    options?: HubSearchOptions,
  ): Promise<HubSearchResult> {
    return this.search('think', start, moves, level, options);
  }

  /** As {@link HubEngine.think}, with `go analyze`: the engine may leave its book and search a forced move. */
  analyze(
    start: Position,
    moves: readonly Move[],
    level: HubLevel,
    options?: HubSearchOptions,
  ): Promise<HubSearchResult> {
    return this.search('analyze', start, moves, level, options);
  }

  /** Sends `stop` to the running search: it ends soon with its `done`. */
  stop(): void {
    this.send('stop');
  }

  private async search(
    mode: string,
    start: Position,
    moves: readonly Move[],
    level: HubLevel,
    options?: HubSearchOptions,
  ): Promise<HubSearchResult> {
    const limit = options?.timeout === undefined ? undefined : checkedMs(options.timeout, 'the timeout of a search');
    const maxInfos = options?.maxInfos ?? DEFAULT_MAX_INFOS;
    if (!Number.isInteger(maxInfos) || maxInfos < 0)
      throw new CrownheadError('bad-argument', `maxInfos must be a whole number >= 0, found ${maxInfos}`);
    let position = start;
    for (const m of moves) position = play(position, m);
    // An engine has no move to give in a finished game and answers in its own way (Scan sends
    // `done` without a move), which would read as a broken engine and kill it: refuse instead.
    const over = outcome(position);
    if (over !== undefined)
      throw new CrownheadError(
        'game-over',
        `the game is over (${over.winner} won: ${over.reason}): there is no move to search`,
      );
    const posLine = hubPosLine(start, moves);
    const levelLine = hubLevelLine(level);
    const ms = limit ?? (level.moveTime !== undefined ? level.moveTime * 1000 + 5000 : 60_000);
    return this.exchange(() => this.runSearch(mode, position, [posLine, levelLine], ms, maxInfos, options?.onInfo));
  }

  private async runSearch(
    mode: string,
    position: Position,
    setup: readonly string[],
    limit: number,
    maxInfos: number,
    onInfo: HubSearchOptions['onInfo'],
  ): Promise<HubSearchResult> {
    for (const line of setup) this.send(line);
    this.send(`go ${mode}`);
    // Two deadlines, each fixed when it starts, whatever the engine writes meanwhile: the search's
    // limit, then a second for `done` after `stop`.
    let deadline = Date.now() + limit;
    let stopped = false;
    const infos: HubInfo[] = [];
    let droppedInfos = 0;
    const keepLastInfos = (): void => {
      droppedInfos += infos.length - maxInfos;
      infos.splice(0, infos.length - maxInfos);
    };
    for (;;) {
      const text = stopped
        ? await this.line(deadline, STOP_GRACE_MS, 'done after stop')
        : await this.line(deadline, limit, 'done', true);
      if (text === undefined) {
        // Past the limit: ask for the move now, and give the engine one more second.
        stopped = true;
        this.send('stop');
        deadline = Date.now() + STOP_GRACE_MS;
        continue;
      }
      if (text.command === 'info') {
        const info = parseHubInfo(position, formatHubLine(text));
        if (!info.ok) {
          const code = info.error.code === 'illegal' ? 'illegal-move' : 'protocol';
          return this.failWith(
            new EngineError(code, `bad info line: ${info.error.message}`, {
              detail: info.error,
              received: formatHubLine(text),
            }),
          );
        }
        // Only the last maxInfos are kept: an engine that floods `info` lines cannot fill the
        // heap. The oldest are cut off in batches (at twice the bound), not one shift a line.
        infos.push(info.value);
        if (infos.length > 2 * maxInfos) keepLastInfos();
        onInfo?.(info.value);
      } else if (text.command === 'done') {
        const moveText = hubArg(text, 'move');
        if (moveText === undefined)
          return this.failWith(new EngineError('protocol', 'done without a move', { received: formatHubLine(text) }));
        const move = parseHubMove(position, moveText);
        if (!move.ok) {
          const code = move.error.code === 'illegal' ? 'illegal-move' : 'protocol';
          return this.failWith(
            new EngineError(code, `the engine played ${moveText}: ${move.error.message}`, {
              detail: move.error,
              received: formatHubLine(text),
            }),
          );
        }
        const ponderText = hubArg(text, 'ponder');
        const ponder = ponderText === undefined ? undefined : parseHubMove(play(position, move.value), ponderText);
        if (infos.length > maxInfos) keepLastInfos();
        return ponder !== undefined && ponder.ok
          ? { move: move.value, ponder: ponder.value, infos, droppedInfos }
          : { move: move.value, infos, droppedInfos };
      }
      // Other lines (pong, unknown commands) are ignored, as Hub asks.
    }
  }

  /** Sends `ping` and waits for `pong` (other lines meanwhile are skipped) at most `timeout` ms. */
  async ping(timeout = 5000): Promise<void> {
    const ms = checkedMs(timeout, 'the timeout of ping');
    await this.exchange(async () => {
      this.send('ping');
      const deadline = Date.now() + ms;
      for (;;) {
        const line = (await this.line(deadline, ms, 'pong'))!;
        if (line.command === 'pong') return;
      }
    });
  }

  /** Sends `quit` and waits for the process to exit; kills it after `timeout` ms. Never rejects. */
  async quit(timeout = 2000): Promise<void> {
    if (this.exited) return;
    // A bad timeout is no reason to leave the engine running: it gets the default.
    const ms = typeof timeout === 'number' && timeout >= 0 ? timeout : 2000;
    // Idle, the process does not hold the event loop (see startHubEngine); waiting for its exit must.
    this.child.ref();
    try {
      this.send('quit');
      this.child.stdin?.end();
    } catch {
      // already gone
    }
    const timer = sleepUnref(ms).then(() => 'late' as const);
    if ((await Promise.race([this.exit.then(() => 'done' as const), timer])) === 'late') await this.kill();
  }

  /**
   * Kills the process and every process it started (its process group: an engine started
   * through a wrapper such as `bash -c '...'` leaves no child behind), with SIGKILL, and waits
   * for it to be gone (at most 2 s). Never rejects.
   */
  async kill(): Promise<void> {
    if (this.exited) return;
    this.child.ref();
    killTree(this.child);
    await Promise.race([this.exit, sleepUnref(2000)]);
  }

  /** `quit`, for `await using engine = await startHubEngine(...)`. Never rejects. */
  async [Symbol.asyncDispose](): Promise<void> {
    await this.quit();
  }
}

/**
 * Lets Node exit while the engine idles: the process and its pipes stop holding the event
 * loop. Every wait for the engine has a timer (the inbox's time limit), and `quit` and `kill`
 * take the process back (`ref`) while they wait for its exit, so nothing awaited is cut short.
 */
function unrefAll(child: ChildProcess): void {
  child.unref();
  for (const stream of [child.stdin, child.stdout]) (stream as { unref?: () => void } | null)?.unref?.();
}

function toParam(args: readonly HubArg[]): HubParam {
  const get = (name: string): string | undefined => args.find((a) => a.name === name)?.value;
  const param: { -readonly [K in keyof HubParam]: HubParam[K] } = {
    name: get('name') ?? '',
    value: get('value') ?? '',
    type: get('type') ?? 'string',
  };
  const min = get('min');
  const max = get('max');
  const values = get('values');
  if (min !== undefined) param.min = min;
  if (max !== undefined) param.max = max;
  if (values !== undefined) param.values = values.split(/\s+/).filter((v) => v.length > 0);
  return param;
}

/**
 * Starts a Hub engine: spawns the program, runs the handshake (`hub` -> `id`, `param`, `wait`),
 * sets the variant and `params` (`set-param`, only those that differ from the engine's values),
 * and `init` -> `ready`. Rejects with an {@link EngineError} (`start-failed`, `closed`,
 * `timeout`, `protocol`, `engine-error`) after killing the process. The program runs in a
 * process group of its own, killed whole when the engine fails or is killed. Misuse starts
 * nothing: a parameter a `set-param` line cannot carry (a `"` or a control character), a
 * `startTimeout` that is not a finite number >= 0, or limits that are not whole numbers >= 1
 * reject with a `CrownheadError` `bad-argument`.
 * @example
 * ```ts
 * import { startHubEngine } from 'crownhead/engine';
 * typeof startHubEngine; // => 'function'
 * // await using scan = await startHubEngine({ command: './scan', args: ['hub'], variant: international, params: { 'tt-size': '16' } });
 * // const { move } = await scan.think(startPosition(international), [], { moveTime: 0.1 });
 * // (the engine quits at the end of the block; without `await using`: await scan.quit())
 * ```
 */
export async function startHubEngine(options: HubEngineOptions): Promise<HubEngine> {
  expectObject(options, 'options', 'startHubEngine', 'HubEngineOptions ({ command, variant })');
  expectText(options.command, 'options.command', 'startHubEngine');
  expectVariant(options.variant, 'startHubEngine', 'options.variant');
  if (options.args !== undefined && !(Array.isArray(options.args) && options.args.every((a) => typeof a === 'string')))
    refuse('startHubEngine', 'an array of strings', options.args, 'options.args');
  if (options.cwd !== undefined) expectText(options.cwd, 'options.cwd', 'startHubEngine');
  if (options.params !== undefined) expectObject(options.params, 'options.params', 'startHubEngine');
  // Misuse is refused before the program starts: nothing is left running for it.
  const startMs = checkedMs(options.startTimeout ?? 30_000, 'startTimeout');
  const limits: HubOutputLimits = {
    maxLineLength: positiveInteger(options.maxLineLength ?? DEFAULT_OUTPUT_LIMITS.maxLineLength, 'maxLineLength'),
    maxQueuedChars: positiveInteger(options.maxQueuedChars ?? DEFAULT_OUTPUT_LIMITS.maxQueuedChars, 'maxQueuedChars'),
  };
  const params = options.params ?? {};
  checkParams(params);
  let child: ChildProcess;
  try {
    child = spawnGroup(options.command, options.args ?? [], options.cwd);
  } catch (e) {
    throw new EngineError('start-failed', `cannot start ${options.command}: ${String(e)}`);
  }
  const onLine = options.onLine;
  const output = new HubOutput(
    child.stdout!,
    limits,
    onLine === undefined ? undefined : (line) => onLine(line, 'engine'),
  );
  const inbox = output.inbox;
  // Writing to a dead engine must not crash the program (EPIPE): the read side reports it.
  child.stdin?.on('error', () => undefined);
  const exit = new Promise<void>((resolve) => {
    child.on('error', (e) => {
      // A program that could not be started has no exit to wait for.
      if (child.pid === undefined) untrack(child);
      inbox.fail(new EngineError('start-failed', `cannot start ${options.command}: ${e.message}`));
      resolve();
    });
    child.on('exit', (code, signal) => {
      // What the engine started and left behind goes with it.
      killTree(child);
      untrack(child);
      inbox.fail(new EngineError('closed', `the engine exited (${signal ?? `code ${code}`})`));
      resolve();
    });
  });
  track(child);
  unrefAll(child);
  const engine = new HubEngine(child, output, exit, options.variant, options.onLine);
  try {
    await engine.handshake(params, startMs);
  } catch (e) {
    // Every way out of a failed start leaves no process behind.
    await engine.kill();
    throw e instanceof EngineError || e instanceof CrownheadError ? e : new EngineError('start-failed', String(e));
  }
  return engine;
}

function positiveInteger(value: number, what: string): number {
  if (!Number.isInteger(value) || value < 1)
    throw new CrownheadError('bad-argument', `${what} must be a whole number >= 1, found ${value}`);
  return value;
}

/** Refuses, with `bad-argument`, a parameter that a `set-param` line cannot carry (a `"` or a control character). */
function checkParams(params: Readonly<Record<string, string>>): void {
  for (const [name, value] of Object.entries(params)) {
    if (typeof value !== 'string')
      throw new CrownheadError('bad-argument', `the value of the Hub parameter ${JSON.stringify(name)} is not text`);
    for (const [what, text] of [
      ['name', name],
      ['value', value],
    ] as const) {
      if (!canQuote(text))
        throw new CrownheadError(
          'bad-argument',
          `the ${what} of the Hub parameter ${JSON.stringify(name)} cannot be written in Hub (a " or a control character): ${JSON.stringify(text)}`,
        );
    }
  }
}
