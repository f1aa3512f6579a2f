/**
 * Where an offset stands in a text, counted here from the text itself (not by the reader under
 * test): 1-based line and column as types.ts defines them, a CRLF, an LF or a lone CR ending a
 * line.
 */
import type { PdnLocation } from '../../src/pdn/index.js';

/** The line and column of `offset` in `text`. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let k = 0; k < offset; k++) {
    const c = text.charCodeAt(k);
    if (c === 10 || (c === 13 && text.charCodeAt(k + 1) !== 10)) {
      line++;
      lineStart = k + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

/** The location of the first `needle` in `text`. */
export function locationOf(text: string, needle: string): PdnLocation {
  const offset = text.indexOf(needle);
  if (offset < 0) throw new Error(`${needle} is not in the text`);
  return { offset, ...lineAndColumn(text, offset) };
}
