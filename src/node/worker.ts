/**
 * The worker of `crownhead/node`: reads the byte ranges it is sent and answers with their
 * results, one range at a time.
 * @module
 */
import { parentPort } from 'node:worker_threads';
import type { PdnRange } from './range.js';
import { readRange } from './range.js';
import type { CliTask, CliTaskOptions } from './tasks.js';
import type { OutputSpec } from './gameOutput.js';

/** A request: the range, the task and its options. */
export interface WorkerRequest {
  readonly id: number;
  readonly range: PdnRange;
  readonly task: CliTask;
  readonly options: CliTaskOptions;
  /** The command's output made here instead of the results (the CLI's `--jobs`). */
  readonly output?: OutputSpec;
}

parentPort?.on('message', (request: WorkerRequest) => {
  readRange(request.range, request.task, request.options, request.output).then(
    // The results as one JSON text (RangeResult.json): one string crosses to the main thread
    // instead of a structured clone of every result and problem, which was the main thread's
    // largest cost (docs/performance.md, "Every core").
    (result) => parentPort!.postMessage({ id: request.id, result }),
    (error: unknown) => {
      const e = error as { message?: unknown; code?: unknown };
      parentPort!.postMessage({
        id: request.id,
        error: { message: String(e?.message ?? error), code: typeof e?.code === 'string' ? e.code : undefined },
      });
    },
  );
});
