/**
 * Hub protocol codecs (Scan's text protocol, version 2): positions, moves, lines and `info`,
 * pure functions safe in a browser. The process driver is in `crownhead/engine` (Node only).
 *
 * ```ts
 * import { international, startPosition } from 'crownhead';
 * import { parseHubMove, formatHubPosition } from 'crownhead/hub';
 * const start = startPosition(international);
 * formatHubPosition(start).length; // => 51
 * const move = parseHubMove(start, '32-28');
 * move.ok; // => true
 * ```
 * @module crownhead/hub
 */
export type { HubError, HubErrorCode } from './errors.js';
export { parseHubPosition, formatHubPosition } from './position.js';
export type { HubMoveText } from './move.js';
export { parseHubMoveText, parseHubMove, formatHubMove } from './move.js';
export type { HubLine, HubArg } from './line.js';
export { parseHubLine, formatHubLine, hubArg } from './line.js';
export type { HubInfo } from './info.js';
export { parseHubInfo } from './info.js';
export type { HubLevel } from './search.js';
export { hubPosLine, hubLevelLine } from './search.js';
