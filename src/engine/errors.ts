/**
 * The error of the engine drivers.
 * @module
 */
import type { HubError } from '../hub/errors.js';
import type { DxpError } from '../dxp/messages.js';
import { expectOptions, refuse } from '../core/arguments.js';

/** Why talking to an engine failed. */
export type EngineErrorCode =
  /** The program could not be started, or the connection could not be made. */
  | 'start-failed'
  /** The process exited or the connection closed while an answer was awaited. */
  | 'closed'
  /** No answer within the time limit. */
  | 'timeout'
  /** A line or message that is not the protocol (`cause` has the codec's error). */
  | 'protocol'
  /** The engine sent a move (or a principal variation) that is not legal (`cause` says why). */
  | 'illegal-move'
  /** The engine reported an error (`error message=...` in Hub). */
  | 'engine-error'
  /** The peer refused the game (a DXP GAMEACC other than 0). */
  | 'refused'
  /** The driver was used after it had been closed. */
  | 'not-running';

/**
 * An engine failure: a rejected promise of the drivers always carries one, with a stable code.
 * The driver has already cleaned up (process killed, socket closed) when it rejects for a
 * failure of the engine.
 * @example
 * ```ts
 * import { EngineError } from 'crownhead/engine';
 * const e = new EngineError('timeout', 'no answer to ping within 1000 ms');
 * [e.code, e instanceof Error]; // => ['timeout', true]
 * ```
 */
export class EngineError extends Error {
  /** A stable code for programs. */
  readonly code: EngineErrorCode;
  /** The codec error behind a `protocol` or `illegal-move` failure. */
  readonly detail?: HubError | DxpError;
  /** The line or message at fault, as received. */
  readonly received?: string;

  /** Creates the error. */
  constructor(
    code: EngineErrorCode,
    message: string,
    options?: { readonly detail?: HubError | DxpError; readonly received?: string },
  ) {
    if (typeof code !== 'string' || typeof message !== 'string')
      refuse(
        'EngineError',
        'strings for code and message',
        typeof code !== 'string' ? code : message,
        typeof code !== 'string' ? 'code' : 'message',
      );
    expectOptions(options, 'EngineError');
    super(message);
    this.name = 'EngineError';
    this.code = code;
    if (options?.detail !== undefined) this.detail = options.detail;
    if (options?.received !== undefined) this.received = options.received;
  }
}
