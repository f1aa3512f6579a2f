/**
 * Runs test/pdn/hostile.mjs (hostile PDN input made on the fly) in a child process of its own,
 * against the built package: its heap and its timings are then its own, not those of the test
 * worker. Shared by test/pdn/hostile.test.ts and test/deep/hostile.deep.test.ts.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('./hostile.mjs', import.meta.url));

/** What the heap mode says of one shape. */
export interface HeapReport {
  readonly shape: string;
  readonly bytes: number;
  readonly games: number;
  readonly problems: number;
  readonly codes: readonly string[];
  /** The highest heap use seen while reading, less the heap before it, in MiB. */
  readonly peakHeapMiB: number;
  readonly seconds: number;
}

/** What the time mode says of one shape. */
export interface TimeReport {
  readonly shape: string;
  readonly one: { readonly seconds: number; readonly games: number; readonly bytes: number };
  readonly ten: { readonly seconds: number; readonly games: number; readonly bytes: number };
  /** CPU time for ten times the input over CPU time for it once (best of three each, in turns). */
  readonly ratio: number;
}

function run(args: string[]): unknown {
  // A cap on the old space well above the promise: a reader that held its input would die
  // here (a fatal error, exit code not 0) instead of taking the machine's memory.
  const out = execFileSync(process.execPath, ['--expose-gc', '--max-old-space-size=512', script, ...args], {
    encoding: 'utf8',
    maxBuffer: 1 << 20,
  });
  return JSON.parse(out.trim().split('\n').pop()!);
}

/** The names of the shapes. */
export function hostileShapes(): string[] {
  return run(['shapes']) as string[];
}

/** readPdn over `mib` MiB of the shape, made as it is read: the peak heap growth. */
export function hostileHeap(shape: string, mib: number): HeapReport {
  return run(['heap', shape, String(mib)]) as HeapReport;
}

/**
 * The CPU time for ten times `mib` MiB of the shape over the CPU time for `mib` MiB (each the
 * best of three, taken in turns): the best of `tries` children, to resist the noise of a shared
 * machine.
 */
export function hostileTime(shape: string, mib: number, tries = 2): TimeReport {
  let best: TimeReport | undefined;
  for (let i = 0; i < tries; i++) {
    const report = run(['time', shape, String(mib)]) as TimeReport;
    if (best === undefined || report.ratio < best.ratio) best = report;
    if (best.ratio < 15) break; // clearly linear: no need to ask again
  }
  return best!;
}

/** One or two shapes of each kind the issue names (test/deep has them all). */
export const SHAPES = [
  'deep nesting',
  'deep nesting, closed',
  'huge word',
  'huge ( comment',
  'huge game of everything',
  'tiny games',
  'long capture paths',
  'binary junk',
  'invalid UTF-8',
];
