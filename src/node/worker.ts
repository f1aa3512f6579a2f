/**
 * The worker of `crownhead/node`: reads the byte ranges it is sent and answers with their
 * results, one range at a time.
 * @module
 */
import { parentPort } from 'node:worker_threads';
import type { PdnRange } from './range.js';
import { readRange } from './range.js';
import type { PdnTask, PdnTaskOptions } from './tasks.js';

/** A request: the range, the task and its options. */
export interface WorkerRequest {
  readonly id: number;
  readonly range: PdnRange;
  readonly task: PdnTask;
  readonly options: PdnTaskOptions;
}

parentPort?.on('message', (request: WorkerRequest) => {
  readRange(request.range, request.task, request.options).then(
    (result) => parentPort!.postMessage({ id: request.id, result }),
    (error: unknown) => {
      const e = error as { message?: unknown; code?: unknown };
      parentPort!.postMessage({ id: request.id, error: { message: String(e?.message ?? error), code: typeof e?.code === 'string' ? e.code : undefined } });
    },
  );
});
