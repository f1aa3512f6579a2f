/**
 * A queue of received items (lines, messages) with bounded waits.
 * @module
 */
import { EngineError } from './errors.js';

/** Items pushed by a stream, taken one at a time with a time limit; closed for good on failure. */
export class Inbox<T> {
  private readonly items: T[] = [];
  private waiter: { resolve: (item: T) => void; reject: (error: EngineError) => void; timer: ReturnType<typeof setTimeout> } | undefined;
  private failure: EngineError | undefined;

  /** The items received and not yet taken. */
  get size(): number {
    return this.items.length;
  }

  push(item: T): void {
    if (this.failure !== undefined) return;
    if (!this.handToWaiter(item)) this.items.push(item);
  }

  /** Puts an item taken by `next` back at the front, for the next reader (a look ahead). */
  unshift(item: T): void {
    if (!this.handToWaiter(item)) this.items.unshift(item);
  }

  /** Gives `item` to a pending `next`, if one waits (its timer cleared); false when none does. */
  private handToWaiter(item: T): boolean {
    const w = this.waiter;
    if (w === undefined) return false;
    this.waiter = undefined;
    clearTimeout(w.timer);
    w.resolve(item);
    return true;
  }

  /** Ends the queue: every later `next` (and a pending one) rejects with `error`, once the items are taken. */
  fail(error: EngineError): void {
    if (this.failure !== undefined) return;
    this.failure = error;
    const w = this.waiter;
    if (w !== undefined && this.items.length === 0) {
      this.waiter = undefined;
      clearTimeout(w.timer);
      w.reject(error);
    }
  }

  /** The next item, or a rejection with `timeout` after `ms` milliseconds, or with the failure. */
  next(ms: number, what: string): Promise<T> {
    if (this.items.length > 0) return Promise.resolve(this.items.shift()!);
    if (this.failure !== undefined) return Promise.reject(this.failure);
    if (this.waiter !== undefined) return Promise.reject(new EngineError('not-running', 'another read is already waiting'));
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiter = undefined;
        reject(new EngineError('timeout', `no ${what} within ${ms} ms`));
      }, ms);
      this.waiter = { resolve, reject, timer };
    });
  }
}
