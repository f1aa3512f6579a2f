/**
 * The checks of `boardToSvg`'s options, and the escaping of what goes into the SVG text. A
 * diagram is opened by others (inlined in a page, shown by a browser, read by an XML tool), and
 * its options may come from plain JavaScript or from data (a form, a game file): every option is
 * checked against its documented type, so that a wrong one is a `CrownheadError` `bad-argument`
 * that names it (never a `TypeError` from deep inside, never a silent default), and every text
 * that reaches the SVG is escaped, so that it stays text.
 *
 * XML 1.0 has no way to write some characters at all (its production `Char`: the C0 controls
 * other than tab, line feed and carriage return, the surrogate halves, U+FFFE and U+FFFF; not even
 * as a character reference): a title or a colour holding one is refused, naming the option and
 * the character, rather than dropped or replaced silently.
 * @module
 */
import type { Color, Move, Square } from '../core/types.js';
import type { Position } from '../core/position.js';
import type { BoardGeometry } from '../core/variant.js';
import { CrownheadError } from '../core/errors.js';

/** The largest `squareSize`: every coordinate of a 16x16 board then stays a plain decimal. */
const MAX_SQUARE_SIZE = 1_000_000;

/** The colour names of a theme, as `SvgTheme` declares them (kept here so that a typo is refused). */
const THEME_KEYS = [
  'lightSquare',
  'darkSquare',
  'frame',
  'coordinates',
  'squareNumbers',
  'whitePiece',
  'whitePieceEdge',
  'blackPiece',
  'blackPieceEdge',
  'crown',
  'move',
  'captured',
  'highlight',
  'lastMove',
] as const;

/** The option names of `boardToSvg`. */
const OPTION_KEYS = new Set([
  'orientation',
  'coordinates',
  'move',
  'lastMove',
  'highlight',
  'squareSize',
  'title',
  'description',
  'theme',
  'idPrefix',
]);

/** The options once checked: each one of its documented type, or absent. */
export interface CheckedSvgOptions {
  readonly orientation: Color;
  readonly coordinates: 'numbers' | 'algebraic' | 'none' | undefined;
  readonly move: Move | undefined;
  readonly lastMove: Move | undefined;
  readonly highlight: readonly Square[];
  readonly squareSize: number;
  readonly title: string | undefined;
  readonly description: string | undefined;
  readonly theme: Readonly<Record<string, string>>;
  readonly idPrefix: string | undefined;
  /**
   * The options as plain data in the caller's key order (moves reduced to their four fields), for
   * the digest of the default ids: the same text as `JSON.stringify` of plain options gave before
   * the checks, built from checked values so that it cannot throw.
   */
  readonly asJson: string;
}

/** Throws `bad-argument` for option `name`, with `why`. */
function refuse(name: string, why: string): never {
  throw new CrownheadError('bad-argument', `boardToSvg: ${name} ${why}`);
}

/** A value named briefly for a message: text quoted (shortened), else its type. */
function shown(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'number') return String(value);
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value;
}

/**
 * Where `text` holds a character that XML 1.0 cannot carry (production `Char`), with its code,
 * or undefined. Lone surrogates count; a pair is one character above U+FFFF and is allowed.
 */
function forbiddenXmlCharacter(text: string): { index: number; code: string } | undefined {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x20 && c < 0xd800) continue;
    if (c === 0x09 || c === 0x0a || c === 0x0d || (c >= 0xe000 && c <= 0xfffd)) continue;
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        i++;
        continue;
      }
    }
    return { index: i, code: `U+${c.toString(16).toUpperCase().padStart(4, '0')}` };
  }
  return undefined;
}

/** Throws `bad-argument` unless `value` is a string that XML can carry. */
function checkText(name: string, value: unknown): string {
  if (typeof value !== 'string') refuse(name, `must be a string, not ${shown(value)}`);
  const bad = forbiddenXmlCharacter(value);
  if (bad !== undefined)
    refuse(
      name,
      `holds ${bad.code} at index ${bad.index}, a character XML 1.0 cannot carry (a control character, a lone surrogate, U+FFFE or U+FFFF)`,
    );
  return value;
}

/** Throws `bad-argument` unless `value` is a playing square of `board`. */
function checkSquare(board: BoardGeometry, value: unknown, name: string): Square {
  if (!(typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= board.squareCount)) {
    refuse(
      name,
      `${shown(value)} is not a square of the ${board.key} board (an integer from 1 to ${board.squareCount})`,
    );
  }
  return value;
}

/** Throws `bad-argument` unless `value` is an array; returns it. */
function checkArray(value: unknown, name: string): readonly unknown[] {
  if (!Array.isArray(value)) refuse(name, `must be an array of squares, not ${shown(value)}`);
  return value;
}

/**
 * Throws `bad-argument` unless `value` has the shape of a `Move` on `board`: `path` a start and at
 * least one landing square, `captured` squares, `from` and `to` the ends of `path` (as every move
 * crownhead makes has them; the diagram draws `path` and tints `from` and `to`, so they must agree).
 */
function checkMove(board: BoardGeometry, value: unknown, name: string): Move {
  if (value === null || typeof value !== 'object')
    refuse(name, `must be a Move ({ from, to, path, captured }), not ${shown(value)}`);
  const move = value as Record<string, unknown>;
  const path = checkArray(move.path, `${name}.path`).map((sq, i) => checkSquare(board, sq, `${name}.path[${i}]`));
  if (path.length < 2) refuse(`${name}.path`, 'needs a start and at least one landing square');
  const captured = checkArray(move.captured, `${name}.captured`).map((sq, i) =>
    checkSquare(board, sq, `${name}.captured[${i}]`),
  );
  const from = checkSquare(board, move.from, `${name}.from`);
  const to = checkSquare(board, move.to, `${name}.to`);
  if (from !== path[0] || to !== path[path.length - 1])
    refuse(name, `goes from ${from} to ${to} but its path runs from ${path[0]} to ${path[path.length - 1]}`);
  return { from, to, path, captured };
}

/** Throws `bad-argument` unless `value` is one of `allowed` (or undefined). */
function checkChoice<T extends string>(value: unknown, name: string, allowed: readonly T[]): T | undefined {
  if (value === undefined) return undefined;
  if (!allowed.includes(value as T))
    refuse(
      name,
      `must be ${allowed
        .map((a) => `'${a}'`)
        .join(', ')
        .replace(/, ([^,]*)$/, ' or $1')}, not ${shown(value)}`,
    );
  return value as T;
}

/** True for a plain object (not null, not an array). */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Throws `bad-argument` unless `value` has what the renderer reads of a `Position`: a side to
 * move, a variant with a board, and three square sets. (Not `expectPosition` of
 * core/positionArguments.ts: importing it here would move that module into a chunk shared with
 * `crownhead/svg`, apart from the rules that call it on every move; test/chunks.test.ts.)
 */
function checkPosition(value: unknown): asserts value is Position {
  const p = value as Position | null | undefined;
  const board = p?.variant?.board;
  const isSet = (set: unknown) =>
    typeof (set as { squares?: unknown } | undefined)?.squares === 'function' &&
    typeof (set as { has?: unknown }).has === 'function';
  if (!(
    (p?.turn === 'white' || p?.turn === 'black') &&
    typeof board?.squareCount === 'number' &&
    typeof board.coords === 'function' &&
    isSet(p.white) &&
    isSet(p.black) &&
    isSet(p.kings)
  )) {
    refuse('expected', `a Position (parseFen reads one), got ${shown(value)}`);
  }
}

/**
 * Checks the position and options of `boardToSvg`; returns the options with each value of its
 * documented type. Throws a `CrownheadError` `bad-argument` naming the first option that is not
 * (an unknown option name among them, so that a typo is not ignored).
 */
export function checkSvgOptions(position: unknown, options: unknown): CheckedSvgOptions {
  checkPosition(position);
  const board = position.variant.board;
  if (options !== undefined && !isRecord(options)) refuse('options', `must be an object, not ${shown(options)}`);
  const given: Record<string, unknown> = options ?? {};
  for (const key of Object.keys(given))
    if (!OPTION_KEYS.has(key))
      refuse('options', `has no option ${JSON.stringify(key)} (the options are ${[...OPTION_KEYS].join(', ')})`);
  const size = given.squareSize ?? 50;
  if (!(typeof size === 'number' && Number.isFinite(size) && size > 0 && size <= MAX_SQUARE_SIZE)) {
    refuse('squareSize', `must be a positive number up to ${MAX_SQUARE_SIZE}, not ${shown(size)}`);
  }
  const move = given.move === undefined ? undefined : checkMove(board, given.move, 'move');
  const lastMove = given.lastMove === undefined ? undefined : checkMove(board, given.lastMove, 'lastMove');
  const highlight =
    given.highlight === undefined
      ? []
      : checkArray(given.highlight, 'highlight').map((sq, i) => checkSquare(board, sq, `highlight[${i}]`));
  const title = given.title === undefined ? undefined : checkText('title', given.title);
  const description = given.description === undefined ? undefined : checkText('description', given.description);
  const idPrefix = given.idPrefix === undefined ? undefined : checkText('idPrefix', given.idPrefix);
  // An id is one token of aria-labelledby, a list separated by white space.
  if (idPrefix !== undefined && (idPrefix === '' || /[\t\n\f\r ]/.test(idPrefix)))
    refuse('idPrefix', `must be a non-empty text without white space, not ${shown(idPrefix)}`);
  const theme: Record<string, string> = {};
  if (given.theme !== undefined) {
    if (!isRecord(given.theme)) refuse('theme', `must be an object of colours, not ${shown(given.theme)}`);
    for (const key of Object.keys(given.theme)) {
      if (!(THEME_KEYS as readonly string[]).includes(key))
        refuse('theme', `has no colour ${JSON.stringify(key)} (the colours are ${THEME_KEYS.join(', ')})`);
      const value = given.theme[key];
      if (value !== undefined) theme[key] = checkText(`theme.${key}`, value);
    }
  }
  const checked = {
    orientation: checkChoice(given.orientation, 'orientation', ['white', 'black'] as const) ?? 'white',
    coordinates: checkChoice(given.coordinates, 'coordinates', ['numbers', 'algebraic', 'none'] as const),
    move,
    lastMove,
    highlight,
    squareSize: size,
    title,
    description,
    theme,
    idPrefix,
  };
  // The checked values in the caller's key order: plain options give the text JSON.stringify
  // gave them before these checks, so the default ids of earlier diagrams do not change.
  const plain: Record<string, unknown> = {};
  for (const key of Object.keys(given))
    plain[key] =
      key === 'move'
        ? move
        : key === 'lastMove'
          ? lastMove
          : key === 'theme' && given.theme !== undefined
            ? theme
            : given[key];
  return { ...checked, asJson: JSON.stringify(plain) };
}

/**
 * Escapes text for XML character data: the markup characters `&`, `<`, `>` and both quotes; and,
 * as character references, the line ends a reader would rewrite (a carriage return becomes a line
 * feed in XML 1.0; U+0085 and U+2028 too in XML 1.1 and in readers that follow it, such as
 * xmldom), so that the text reads back as given.
 */
export function escapeXmlText(text: string): string {
  return text.replace(/[&<>"'\r\u0085\u2028]/g, (c) => ESCAPES[c]!);
}

/** Escapes text for an XML attribute value: as {@link escapeXmlText}, and tab and line feed (which a reader turns into spaces). */
export function escapeXmlAttribute(text: string): string {
  return text.replace(/[&<>"'\t\n\r\u0085\u2028]/g, (c) => ESCAPES[c]!);
}

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  '\t': '&#9;',
  '\n': '&#10;',
  '\r': '&#13;',
  '\u0085': '&#133;',
  '\u2028': '&#8232;',
};
