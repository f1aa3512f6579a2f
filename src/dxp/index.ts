/**
 * DamExchange (DXP) codecs: the messages engines and tournament programs exchange over TCP,
 * their NUL framing, and the positions and moves they carry. Pure functions, safe in a browser;
 * the TCP client and server are in `crownhead/engine` (Node only).
 *
 * ```ts
 * import { formatDxpMessage, parseDxpMessage } from 'crownhead/dxp';
 * const text = formatDxpMessage({ type: 'game-end', reason: 1, stop: 0 });
 * text; // => 'E10'
 * parseDxpMessage(text).ok; // => true
 * ```
 * @module crownhead/dxp
 */
export type {
  DxpError,
  DxpErrorCode,
  DxpMessage,
  DxpGameRequest,
  DxpGameAccept,
  DxpMove,
  DxpGameEnd,
  DxpChat,
  DxpBackRequest,
  DxpBackAccept,
  DxpSetup,
} from './messages.js';
export { parseDxpMessage, formatDxpMessage } from './messages.js';
export type { DxpFrames } from './frames.js';
export { splitDxpFrames, frameDxp } from './frames.js';
export { dxpSetupToPosition, positionToDxpSetup, dxpMoveToMove, dxpMoveMessage } from './game.js';
