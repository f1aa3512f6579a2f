/**
 * `crownhead/node`: PDN files on every core, for Node programs. Browser bundles never import
 * this entry, so they never see `worker_threads` or `fs`.
 *
 * ```ts
 * import { processPdnFiles } from 'crownhead/node';
 * let games = 0;
 * for await (const event of processPdnFiles(['games.pdn'], 'validate')) if (event.kind === 'game') games++;
 * ```
 * @module crownhead/node
 */
export type { PdnFilesOptions, PdnFileEvent } from './node/parallel.js';
export { processPdnFiles } from './node/parallel.js';
export type { PdnTask, PdnTaskOptions, PdnGameResult } from './node/tasks.js';
