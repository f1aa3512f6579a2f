/**
 * A queue of received items (lines, messages) with bounded waits.
 * @module
 */
import { EngineError } from './errors.js';
import { timerAt, yieldToLoop } from './timer.js';

/**
 * How many items are handed out from the queue in a row, without a pause, before the reader
 * yields to the event loop: a queue that never runs dry would otherwise resolve every read in
 * one chain of microtasks, and no timer of the program (time limits included) would fire until
 * the flood stopped.
 */
const TAKES_BEFORE_YIELD = 64;

/** Items pushed by a stream, taken one at a time with a time limit; closed for good on failure. */
export class Inbox<T> {
  // A queue as an array and the index of its first item: shift() would move every item, and
  // the queue may hold tens of thousands of lines.
  private items: T[] = [];
  private head = 0;
  private waiter: { resolve: (item: T) => void; reject: (error: EngineError) => void; cancel: () => void } | undefined;
  private failure: EngineError | undefined;
  private takes = 0;
  private queuedWeight = 0;
  private readonly weigh: ((item: T) => number) | undefined;
  /** Called after a reader has taken items from the queue (a driver resumes a paused stream). */
  onTake: (() => void) | undefined;

  /** `weigh` gives an item's size (a line's length), summed in `weight` over the items queued. */
  constructor(weigh?: (item: T) => number) {
    this.weigh = weigh;
  }

  /** The items waiting to be read. */
  get size(): number {
    return this.items.length - this.head;
  }

  /** The sum of `weigh` over the items waiting to be read (0 without `weigh`). */
  get weight(): number {
    return this.queuedWeight;
  }

  push(item: T): void {
    if (this.failure !== undefined) return;
    if (!this.handToWaiter(item)) this.enqueue(item, false);
  }

  /** Puts an item taken by `next` back at the front, for the next reader (a look ahead). */
  unshift(item: T): void {
    if (!this.handToWaiter(item)) this.enqueue(item, true);
  }

  private enqueue(item: T, front: boolean): void {
    if (!front) this.items.push(item);
    else if (this.head > 0) this.items[--this.head] = item;
    else this.items.unshift(item);
    if (this.weigh !== undefined) this.queuedWeight += this.weigh(item);
  }

  /** Drops the items not read yet; returns how many there were. */
  clear(): number {
    const n = this.size;
    this.items = [];
    this.head = 0;
    this.queuedWeight = 0;
    if (n > 0) this.onTake?.();
    return n;
  }

  /** Gives `item` to a pending `next`, if one waits (its timer cleared); false when none does. */
  private handToWaiter(item: T): boolean {
    const w = this.waiter;
    if (w === undefined) return false;
    this.waiter = undefined;
    w.cancel();
    w.resolve(item);
    return true;
  }

  /** Ends the queue: every later `next` (and a pending one) rejects with `error`, once the items are taken. */
  fail(error: EngineError): void {
    if (this.failure !== undefined) return;
    this.failure = error;
    const w = this.waiter;
    if (w !== undefined && this.size === 0) {
      this.waiter = undefined;
      w.cancel();
      w.reject(error);
    }
  }

  /**
   * The next item, or a rejection with `timeout` after `ms` milliseconds (however many: see
   * `timerAt`), or with the failure. Items already queued are handed out first.
   */
  next(ms: number, what: string): Promise<T> {
    return this.take(Date.now() + ms, what, ms, false);
  }

  /**
   * The next item before `deadline` (a `Date.now()` time), or a rejection with `timeout` once
   * it has passed, even while items keep arriving: a deadline is not moved by what the other
   * side writes. `limit` is the time limit in ms that the deadline stands for, for the message.
   */
  nextBy(deadline: number, what: string, limit: number): Promise<T> {
    return this.take(deadline, what, limit, true);
  }

  private async take(deadline: number, what: string, limit: number, strict: boolean): Promise<T> {
    if (++this.takes % TAKES_BEFORE_YIELD === 0) await yieldToLoop();
    const timeout = (): EngineError => new EngineError('timeout', `no ${what} within ${limit} ms`);
    if (strict && !(Date.now() < deadline)) throw timeout();
    if (this.size > 0) {
      const item = this.items[this.head]!;
      this.items[this.head++] = undefined as T;
      if (this.head === this.items.length) {
        this.items = [];
        this.head = 0;
      } else if (this.head >= 1024 && this.head * 2 >= this.items.length) {
        this.items = this.items.slice(this.head);
        this.head = 0;
      }
      if (this.weigh !== undefined) this.queuedWeight -= this.weigh(item);
      this.onTake?.();
      return item;
    }
    if (this.failure !== undefined) throw this.failure;
    if (this.waiter !== undefined) throw new EngineError('not-running', 'another read is already waiting');
    return new Promise<T>((resolve, reject) => {
      const cancel = timerAt(deadline, () => {
        this.waiter = undefined;
        reject(timeout());
      });
      this.waiter = { resolve, reject, cancel };
    });
  }
}
