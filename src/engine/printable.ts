/**
 * Text that came from an engine or a peer, made safe to print on a terminal and to store.
 * @module
 */
import { expectText } from '../core/arguments.js';

/**
 * What a terminal or an editor would act on rather than show: the C0 controls (ESC starts the
 * sequences that retitle or clear a terminal), DEL, the C1 controls (U+009B is a CSI on some
 * terminals), the line and paragraph separators, the bidirectional controls that reorder what
 * is shown, and lone surrogates (no character; UTF-8 cannot write them). The backslash is the
 * escape character itself.
 */
const UNPRINTABLE =
  /[\\\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function escapeOne(c: string): string {
  if (c === '\\') return '\\\\';
  const code = c.charCodeAt(0);
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
}

/**
 * `text` (a name, a chat line, a message of an engine or a DXP peer) with every character a
 * terminal or an editor would act on shown instead: control characters as `\xHH` (ESC is
 * `\x1b`), bidirectional controls, separators and lone surrogates as `\uHHHH`, and a backslash
 * doubled, so that the escaped text still says exactly what was received. `crownhead match`
 * prints players' names and messages through it, and writes them so into PDN tags.
 * @example
 * ```ts
 * import { printableText } from 'crownhead/engine';
 * printableText('Scan 3.1'); // => 'Scan 3.1'
 * printableText('\u001b]0;PWNED\u0007\u001b[2J'); // => '\\x1b]0;PWNED\\x07\\x1b[2J'
 * printableText('a\\b\u202e'); // => 'a\\\\b\\u202e'
 * ```
 */
export function printableText(text: string): string {
  expectText(text, 'text', 'printableText');
  UNPRINTABLE.lastIndex = 0;
  return UNPRINTABLE.test(text) ? text.replace(UNPRINTABLE, escapeOne) : text;
}
