/**
 * The error value of the Hub codecs.
 * @module
 */

/** Why Hub text (a position, a move, a line, an `info`) was rejected. */
export type HubErrorCode =
  /** The text is empty. */
  | 'empty'
  /** A position that does not start with `W` or `B`. */
  | 'bad-turn'
  /** A position whose length is not one character per square of the board, plus the side to move. */
  | 'bad-length'
  /** A square character that is not `w`, `b`, `W`, `B` or `e`. */
  | 'bad-square'
  /** A man on the row where it would already have been crowned (FMJD 3.5). */
  | 'man-on-crowning-row'
  /** Move text that is not `from-to` or `fromxto` followed by `x` and the captured squares. */
  | 'syntax'
  /** A square number that is not a playing square of the board. */
  | 'unknown-square'
  /** Well-formed move text that no legal move of the position matches. */
  | 'illegal'
  /** A line that is not `command name=value ...` (a missing name, an unclosed quote). */
  | 'bad-line'
  /** A value that is not what its field needs (a number that is not a number). */
  | 'bad-value'
  /** A line whose command is not the one expected (an `info` reader given a `done` line). */
  | 'wrong-command';

/** Hub text that could not be read: what is wrong and where. */
export interface HubError {
  /** Always `'hub'`. */
  readonly kind: 'hub';
  /** A stable code for programs. */
  readonly code: HubErrorCode;
  /** A sentence for people. */
  readonly message: string;
  /** The 0-based offset in the text where the fault starts. */
  readonly offset: number;
}

/** A failed result with a {@link HubError}. */
export function hubError(
  code: HubErrorCode,
  message: string,
  offset: number,
): { readonly ok: false; readonly error: HubError } {
  return { ok: false, error: { kind: 'hub', code, message, offset } };
}
