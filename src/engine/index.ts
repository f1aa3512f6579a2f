/**
 * Engine drivers, for Node only (they use `node:child_process` and `node:net`): a Hub engine
 * process, DXP over TCP, and games between players with every move checked by crownhead.
 * Codecs without I/O are in `crownhead/hub` and `crownhead/dxp`.
 *
 * ```ts
 * import { EngineError } from 'crownhead/engine';
 * new EngineError('closed', 'gone').code; // => 'closed'
 * ```
 * @module crownhead/engine
 */
export type { EngineErrorCode } from './errors.js';
export { EngineError } from './errors.js';
export type { HubParam, HubEngineOptions, HubSearchResult, HubSearchOptions } from './hub.js';
export { HubEngine, startHubEngine, hubVariant } from './hub.js';
export type { DxpSocketOptions, DxpTermination, DxpGameRecord, DxpGameEndSent, DxpGameOptions } from './dxp.js';
export { DxpConnection, DxpListener, connectDxp, listenDxp, playDxpGame, DXP_MAX_UNREAD, DXP_MAX_CHAT } from './dxp.js';
export type { BotOptions } from './bot.js';
export { botMove } from './bot.js';
export type { DxpPlayerOptions, MatchPlayer, MatchGameResult, MatchGameOptions } from './match.js';
export { PeerEndedGame, botPlayer, hubPlayer, dxpPlayer, playMatchGame } from './match.js';
export { printableText } from './printable.js';
export type { DxpListenPlayer, DxpListenPlayerOptions } from './dxpListen.js';
export { dxpListenPlayer } from './dxpListen.js';
