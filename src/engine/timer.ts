/**
 * Timers for the engine drivers that keep their word however long the wait. Node's `setTimeout`
 * takes at most 2^31-1 ms (about 24.8 days) and fires at once (after 1 ms) for anything longer,
 * so a long time limit given by a user would end a wait at once; `timerAt` arms the longest
 * delay Node keeps and arms again until the deadline is reached.
 * @module
 */
import { CrownheadError } from '../core/errors.js';

/** The longest delay `setTimeout` keeps: 2^31-1 ms. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/** A time limit given by a caller, checked: a finite number of milliseconds >= 0, else `bad-argument`. */
export function checkedMs(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new CrownheadError(
      'bad-argument',
      `${what} must be a finite number of milliseconds >= 0, found ${typeof value === 'number' ? value : typeof value}`,
    );
  }
  return value;
}

/**
 * Calls `fire` at `deadline` (a `Date.now()` time), however far away, in steps of at most
 * {@link MAX_TIMER_MS}. The timer does not hold the event loop when `unref` is true. Returns
 * the function that cancels it.
 */
export function timerAt(deadline: number, fire: () => void, unref = false): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = (): void => {
    const left = deadline - Date.now();
    // `!(left > 0)` also catches NaN, which would otherwise re-arm every millisecond forever.
    if (!(left > 0)) {
      timer = undefined;
      fire();
      return;
    }
    timer = setTimeout(arm, Math.min(left, MAX_TIMER_MS));
    if (unref) timer.unref?.();
  };
  // Never fire synchronously: the caller finishes its setup first.
  const first = deadline - Date.now();
  timer = setTimeout(arm, first > 0 ? Math.min(first, MAX_TIMER_MS) : 0);
  if (unref) timer.unref?.();
  return () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
}

/** A promise that resolves after `ms` milliseconds (however many), without holding the event loop. */
export function sleepUnref(ms: number): Promise<void> {
  return new Promise((resolve) => timerAt(Date.now() + ms, resolve, true));
}

/** Lets timers and I/O run: resolves in the event loop's next check phase. */
export function yieldToLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
