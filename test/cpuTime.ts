/**
 * Timing for the tests that compare two inputs' times (linear growth: ten times the input must
 * take less than thirty times as long). They measure the CPU time of this process
 * (`process.cpuUsage`, user + system, microsecond resolution), never wall-clock time: on a shared
 * machine a process waits for a core for as long as the others hold it, so wall-clock time
 * measures the load (`npm test` failed at a load of 7 on 2 cores with "578 characters took 1 ms
 * once, 69.1 ms ten times over"), while CPU time counts only the work. Measured at a load of 14
 * on 2 cores: the same 10^7-step loop took 49 to 109 ms of wall-clock time and 20.5 to 20.9 ms of
 * CPU time.
 *
 * What still moves CPU time (a garbage collection, compilation, a core shared with another
 * process's hyperthread) is handled by repetition: the small input is repeated until it takes at
 * least a baseline well above the timer's resolution, the two inputs are sampled in turns (so
 * that a slow phase of the machine touches both), and each keeps its best sample.
 *
 * Call these only where nothing else of the same process runs meanwhile (vitest runs the tests
 * of a file one after another, each file in a process of its own).
 */

/** CPU time this process has used (user + system), in ms. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** How {@link growth} measures. */
export interface GrowthOptions {
  /** The CPU time the small input's repetitions must take at least, in ms (timer resolution: 0.001 ms). */
  readonly baselineMs?: number;
  /** Samples of each input, taken in turns; the best of each counts. */
  readonly samples?: number;
  /**
   * The ratio the caller will accept: a measurement at or over it is taken again, up to three
   * times in all, and the lowest ratio is returned (work that truly grows too fast fails each).
   */
  readonly below?: number;
}

/** What {@link growth} measured. */
export interface Growth {
  /** CPU time of the large input over that of the small one, the best sample of each. */
  readonly ratio: number;
  /** The best CPU time of `reps` runs of the small input, ms. */
  readonly smallMs: number;
  /** The best CPU time of `reps` runs of the large input, ms. */
  readonly largeMs: number;
  /** Runs of each input per sample. */
  readonly reps: number;
}

function timeReps(work: () => void, reps: number): number {
  const start = cpuMs();
  for (let i = 0; i < reps; i++) work();
  return cpuMs() - start;
}

/**
 * The CPU-time ratio of `large` over `small`. `small` runs once to warm up and to find how many
 * runs (`reps`, doubling) reach `baselineMs`; then `samples` rounds each run `small` and `large`
 * `reps` times.
 */
export function growth(small: () => void, large: () => void, options: GrowthOptions = {}): Growth {
  let best = growthOnce(small, large, options);
  for (let attempt = 1; attempt < 3 && best.ratio >= (options.below ?? Infinity); attempt++) {
    const again = growthOnce(small, large, options);
    if (again.ratio < best.ratio) best = again;
  }
  return best;
}

function growthOnce(small: () => void, large: () => void, options: GrowthOptions): Growth {
  const baselineMs = options.baselineMs ?? 5;
  const samples = options.samples ?? 3;
  let reps = 1;
  while (timeReps(small, reps) < baselineMs) reps *= 2;
  let smallMs = Infinity;
  let largeMs = Infinity;
  for (let i = 0; i < samples; i++) {
    smallMs = Math.min(smallMs, timeReps(small, reps));
    largeMs = Math.min(largeMs, timeReps(large, reps));
  }
  return { ratio: largeMs / smallMs, smallMs, largeMs, reps };
}

/**
 * {@link growth} for asynchronous work (a stream read with `for await`): one run per sample, no
 * calibration (give it a small input that takes well over a millisecond).
 */
export async function growthAsync(
  small: () => Promise<void>,
  large: () => Promise<void>,
  options: Omit<GrowthOptions, 'baselineMs'> = {},
): Promise<Growth> {
  let best = await growthAsyncOnce(small, large, options.samples ?? 3);
  for (let attempt = 1; attempt < 3 && best.ratio >= (options.below ?? Infinity); attempt++) {
    const again = await growthAsyncOnce(small, large, options.samples ?? 3);
    if (again.ratio < best.ratio) best = again;
  }
  return best;
}

async function growthAsyncOnce(
  small: () => Promise<void>,
  large: () => Promise<void>,
  samples: number,
): Promise<Growth> {
  await small(); // warm up
  let smallMs = Infinity;
  let largeMs = Infinity;
  for (let i = 0; i < samples; i++) {
    let start = cpuMs();
    await small();
    smallMs = Math.min(smallMs, cpuMs() - start);
    start = cpuMs();
    await large();
    largeMs = Math.min(largeMs, cpuMs() - start);
  }
  return { ratio: largeMs / smallMs, smallMs, largeMs, reps: 1 };
}
