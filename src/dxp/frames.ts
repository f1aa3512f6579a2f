/**
 * DXP message framing on a stream (docs/sources.md, DamExchange protocol, layer 1): over TCP
 * every message is followed by a NUL byte.
 * @module
 */
import type { Result } from '../core/result.js';
import { err, ok } from '../core/result.js';
import type { DxpError } from './messages.js';
import { expectText, expectWholeNumber } from '../core/arguments.js';

/** What {@link splitDxpFrames} found in the text received so far. */
export interface DxpFrames {
  /** The complete messages, without their NUL, in order. */
  readonly messages: readonly string[];
  /** The start of a message whose NUL has not arrived yet: keep it and prepend the next chunk. */
  readonly rest: string;
}

/** The longest message the stream reader takes, NUL excluded (DXP's own are at most 127 characters). */
export const DXP_MAX_FRAME = 1024;

/**
 * Splits received text into the complete messages it holds and the incomplete rest. DXP messages
 * are 1 to 127 characters; a rest longer than `maxLength` (default 1024, room for the messages
 * of lax programs) is an error `frame-too-long`, so that a peer that never sends a NUL cannot
 * make the reader grow without bound. Empty frames (two NULs in a row) are skipped.
 * @example
 * ```ts
 * import { splitDxpFrames } from 'crownhead/dxp';
 * splitDxpFrames('E00\u0000Chello\u0000M00'); // => { ok: true, value: { messages: ['E00', 'Chello'], rest: 'M00' } }
 * ```
 */
export function splitDxpFrames(text: string, maxLength = DXP_MAX_FRAME): Result<DxpFrames, DxpError> {
  expectText(text, 'text', 'splitDxpFrames');
  expectWholeNumber(maxLength, 'maxLength', 'splitDxpFrames', 1);
  const parts = text.split('\u0000');
  const rest = parts.pop()!;
  if (rest.length > maxLength) {
    return err({
      kind: 'dxp',
      code: 'frame-too-long',
      message: `no NUL after ${rest.length} characters (at most ${maxLength})`,
      offset: text.length - rest.length,
    });
  }
  for (const part of parts) {
    if (part.length > maxLength) {
      return err({
        kind: 'dxp',
        code: 'frame-too-long',
        message: `a message of ${part.length} characters (at most ${maxLength})`,
        offset: text.indexOf(part),
      });
    }
  }
  return ok({ messages: parts.filter((p) => p.length > 0), rest });
}

/**
 * A message as it goes on the wire: the text and its NUL.
 * @example
 * ```ts
 * import { frameDxp } from 'crownhead/dxp';
 * frameDxp('E00'); // => 'E00\u0000'
 * ```
 */
export function frameDxp(message: string): string {
  expectText(message, 'message', 'frameDxp');
  return `${message}\u0000`;
}
