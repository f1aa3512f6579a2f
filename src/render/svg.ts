/**
 * A position as an SVG diagram: a string, built without a DOM, so that it runs in Node, a worker
 * or a browser alike and can be written to a file, inlined in HTML or turned into an image.
 *
 * The board comes from the variant's geometry (`variant.board`: its rows, columns and playing
 * squares), so every board crownhead knows is drawn by the same code: the playing squares are the
 * dark ones (docs/sources.md, boards and numbering; FMJD 2.1 for 10x10), and a board whose every square is
 * played is drawn as a plain chequered board. The output depends only on the input: no random
 * ids, no clock, numbers written with at most three decimals.
 * @module
 */
import type { Color, Move, Square } from '../core/types.js';
import type { Position } from '../core/position.js';
import type { Variant } from '../core/variant.js';
import { squareLabel, writeSquares } from '../board/algebraic.js';
import { checkSvgOptions, escapeXmlAttribute, escapeXmlText } from './svgOptions.js';
import type { CheckedSvgOptions } from './svgOptions.js';

/** The colours of a diagram. Any SVG paint value works (`'#f0d9b5'`, `'rgb(0 0 0)'`, `'teal'`). */
export interface SvgTheme {
  /** The squares nobody plays on. */
  readonly lightSquare: string;
  /** The playing squares. */
  readonly darkSquare: string;
  /** The frame around the board (where algebraic coordinates are written). */
  readonly frame: string;
  /** The file letters and rank numbers on the frame. */
  readonly coordinates: string;
  /** The square numbers written in a corner of each playing square. */
  readonly squareNumbers: string;
  /** The body of a white piece. */
  readonly whitePiece: string;
  /** The outline and inner ring of a white piece. */
  readonly whitePieceEdge: string;
  /** The body of a black piece. */
  readonly blackPiece: string;
  /** The outline and inner ring of a black piece. */
  readonly blackPieceEdge: string;
  /** The crown drawn on a king. */
  readonly crown: string;
  /** The line, arrowhead and landing rings of the `move` option. */
  readonly move: string;
  /** The cross over each piece the `move` captures. */
  readonly captured: string;
  /** The tint of the squares of the `highlight` option. */
  readonly highlight: string;
  /** The tint of the start and end squares of the `lastMove` option. */
  readonly lastMove: string;
}

/**
 * The default colours: a brown wooden board (the colours lichess and lidraughts boards use), white
 * and black pieces with a ring, a gold crown, a blue move line and red capture crosses.
 * @example
 * ```ts
 * import { defaultSvgTheme } from 'crownhead/svg';
 * defaultSvgTheme.darkSquare; // => '#b58863'
 * ```
 */
export const defaultSvgTheme: SvgTheme = {
  lightSquare: '#f0d9b5',
  darkSquare: '#b58863',
  frame: '#6b4a2f',
  coordinates: '#f0d9b5',
  squareNumbers: '#f3e5cc',
  whitePiece: '#faf7ee',
  whitePieceEdge: '#5c5346',
  blackPiece: '#2b2622',
  blackPieceEdge: '#0d0b0a',
  crown: '#d9a520',
  move: '#1f6fd1',
  captured: '#d32f2f',
  highlight: '#4caf50',
  lastMove: '#cddc39',
};

/** Options of {@link boardToSvg}. */
export interface BoardSvgOptions {
  /**
   * The side at the bottom of the board (as chessground's `orientation`): `'white'` (the
   * default, the way the numbering diagrams of every federation show the board) or `'black'`,
   * the board turned half a turn.
   */
  readonly orientation?: Color;
  /**
   * Which labels to write: `'numbers'` (the PDN square number in a corner of each playing
   * square), `'algebraic'` (file letters and rank numbers on the frame, `a1` at White's bottom
   * left) or `'none'`. By default as the variant writes squares: algebraic for Russian and
   * Brazilian, numbers for the others.
   */
  readonly coordinates?: 'numbers' | 'algebraic' | 'none';
  /**
   * A move to draw, usually a legal move of the position: a line from its start through every
   * landing square of `path` (a ring on each, an arrowhead into the last) and a cross over each
   * captured piece. It is drawn, not checked for legality, so a diagram may show any path.
   */
  readonly move?: Move;
  /** The move that led to the position: its start and end squares are tinted. */
  readonly lastMove?: Move;
  /** Squares to tint (a piece's moves, a puzzle's key squares). */
  readonly highlight?: readonly Square[];
  /** The side of a square in SVG user units, and pixels for `width` and `height` (default 50; above 0, at most 1,000,000). */
  readonly squareSize?: number;
  /**
   * The diagram's title for screen readers, its `<title>` (default `'English draughts, White to
   * move'`). Any text XML can carry (escaped here); a control character other than tab and line
   * breaks, a lone surrogate, U+FFFE or U+FFFF is refused, as in `description` and the theme.
   */
  readonly title?: string;
  /**
   * The diagram's longer description, its `<desc>` (default: the pieces of each side by square,
   * then the move, last move and highlighted squares, squares written as the variant writes them).
   */
  readonly description?: string;
  /** Colours to change; the others come from {@link defaultSvgTheme}. */
  readonly theme?: Partial<SvgTheme>;
  /**
   * The prefix of the two ids of the diagram (its `<title>` and `<desc>`, which `aria-labelledby`
   * names). By default `crownhead-` and a hash of the position and the options, so that different
   * diagrams inlined in one page do not share ids, and a diagram drawn twice is the same text.
   * Not empty, no white space (`aria-labelledby` is a list separated by spaces).
   */
  readonly idPrefix?: string;
}

/** A number as SVG text: at most three decimals, no exponent, no `-0`; the same on every engine. */
function num(value: number): string {
  const rounded = Math.round(value * 1000) / 1000;
  return rounded === 0 ? '0' : String(rounded);
}

/** FNV-1a, 32 bits, as 8 hex digits: a short stable digest for default ids. */
function digest(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

const colorName = (color: Color): string => (color === 'white' ? 'White' : 'Black');

/** Squares as the variant writes them, joined with commas. */
function squareList(variant: Variant, squares: readonly Square[]): string {
  return squares.map((sq) => squareLabel(variant, sq)).join(', ');
}

/** The default `<desc>`: where the pieces stand, then what is drawn on the board. */
function defaultDescription(position: Position, options: CheckedSvgOptions): string {
  const { variant } = position;
  const parts: string[] = [];
  for (const color of ['white', 'black'] as const) {
    const all = position[color].squares();
    const men = all.filter((sq) => !position.kings.has(sq));
    const kings = all.filter((sq) => position.kings.has(sq));
    const side: string[] = [];
    if (men.length > 0) side.push(`${men.length === 1 ? 'man' : 'men'} on ${squareList(variant, men)}`);
    if (kings.length > 0) side.push(`${kings.length === 1 ? 'king' : 'kings'} on ${squareList(variant, kings)}`);
    parts.push(`${colorName(color)}: ${side.length === 0 ? 'no pieces' : side.join('; ')}.`);
  }
  const move = options.move;
  if (move !== undefined) {
    const text = writeSquares(variant, move.path, move.captured.length > 0);
    parts.push(
      move.captured.length > 0
        ? `Move shown: ${text}, capturing on ${squareList(variant, move.captured)}.`
        : `Move shown: ${text}.`,
    );
  }
  const last = options.lastMove;
  if (last !== undefined) parts.push(`Last move: ${writeSquares(variant, last.path, last.captured.length > 0)}.`);
  const highlight = options.highlight;
  if (highlight.length > 0) parts.push(`Highlighted: ${squareList(variant, highlight)}.`);
  return parts.join(' ');
}

/** The points of a crown in a unit circle (y down), traced once for every king. */
const CROWN: ReadonlyArray<readonly [number, number]> = [
  [-0.52, 0.32],
  [-0.6, -0.3],
  [-0.28, 0.02],
  [0, -0.46],
  [0.28, 0.02],
  [0.6, -0.3],
  [0.52, 0.32],
];

/**
 * The position as an SVG document (a string; no DOM needed): the board as the variant has it,
 * each man and king of both sides, optionally a move along its whole capture path, the last move,
 * highlighted squares, square numbers or algebraic coordinates, the board turned for either side.
 * The root element has `role="img"` and `aria-labelledby` naming its `<title>` and `<desc>`, so a
 * screen reader reads the title (`English draughts, White to move`) and the pieces.
 *
 * Each part has a class for styling and tests: `square` (with `data-square`), `piece white man`,
 * `piece black king` (a `<g>` with `data-square`, its circles centred on the square),
 * `highlight`, `last-move`, `move-path`, `move-arrow`, `landing` and `captured` (with
 * `data-square`), `square-number` and `coordinate`. Same input, same text.
 *
 * Every option is checked against its documented type, for plain JavaScript callers and options
 * built from data: a `CrownheadError` `bad-argument` names the option that is wrong (an unknown
 * option or theme colour, a value of another type, a square that is not an integer on the board in
 * `move`, `lastMove` or `highlight`, a move whose `from` and `to` are not the ends of its path or
 * whose path has no landing square, a `squareSize` that is not a positive number up to 1,000,000,
 * an `idPrefix` that is empty or holds white space, a text holding a character XML 1.0 cannot
 * carry: a control character other than tab and line breaks, a lone surrogate, U+FFFE or U+FFFF).
 * Every text is escaped, so the title, description, colours and id prefix stay text: the output is
 * well-formed XML made only of the renderer's elements and attributes, and a reader gets each
 * text back as given (docs/reliability.md, "Output others open").
 * @example
 * ```ts
 * import { english, parseFen, legalMoves } from 'crownhead';
 * import { boardToSvg } from 'crownhead/svg';
 *
 * const fen = parseFen(english, 'W:WK26:B14,15,22,23'); // the king takes all four men
 * if (!fen.ok) throw new Error(fen.error.message);
 * const svg = boardToSvg(fen.value, { move: legalMoves(fen.value)[0]! });
 * svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'); // => true
 * svg.match(/<title id="[^"]+">([^<]*)</)?.[1]; // => 'English draughts, White to move'
 * svg.match(/class="piece black man"/g)?.length; // => 4
 * svg.match(/class="captured"/g)?.length; // => 4
 * svg.match(/class="landing"/g)?.length; // => 4
 * boardToSvg(fen.value) === boardToSvg(fen.value); // => true
 *
 * // Text is escaped; a value of the wrong kind is refused, naming the option.
 * boardToSvg(fen.value, { title: '<b>Loop</b> & "more"' }).includes('<title id="crownhead-'); // => true
 * boardToSvg(fen.value, { title: '<b>Loop</b>' }).includes('&lt;b&gt;Loop&lt;/b&gt;'); // => true
 * let message = '';
 * try {
 *   boardToSvg(fen.value, { lastMove: { from: '<script>', to: 17, path: [26, 17], captured: [] } as never });
 * } catch (error) {
 *   message = (error as Error).message;
 * }
 * message; // => 'boardToSvg: lastMove.from "<script>" is not a square of the 8x8 board (an integer from 1 to 32)'
 * ```
 */
export function boardToSvg(position: Position, options?: BoardSvgOptions): string {
  const checked = checkSvgOptions(position, options);
  const { variant } = position;
  const board = variant.board;
  const size = checked.squareSize;
  const theme: SvgTheme = { ...defaultSvgTheme, ...checked.theme };
  const paint = (key: keyof SvgTheme): string => escapeXmlAttribute(theme[key]);
  const coordinates = checked.coordinates ?? (variant.notation === 'algebraic' ? 'algebraic' : 'numbers');
  const flipped = checked.orientation === 'black';
  // The frame: wide enough for a letter beside each file and rank, or a thin rim.
  const pad = coordinates === 'algebraic' ? size * 0.5 : size * 0.16;
  const width = board.cols * size + 2 * pad;
  const height = board.rows * size + 2 * pad;
  // Where each column and row of the board is drawn (turned for Black), as numbers and as text,
  // computed once: writing numbers is most of the work of a diagram.
  const left: number[] = [];
  const top: number[] = [];
  for (let col = 0; col < board.cols; col++) left.push(pad + (flipped ? board.cols - 1 - col : col) * size);
  for (let row = 0; row < board.rows; row++) top.push(pad + (flipped ? board.rows - 1 - row : row) * size);
  const leftText = left.map(num);
  const topText = top.map(num);
  const centreXText = left.map((x) => num(x + size / 2));
  const centreYText = top.map((y) => num(y + size / 2));
  const sizeText = num(size);
  const centre = (square: Square): readonly [number, number] => {
    const { row, col } = board.coords(square);
    return [left[col]! + size / 2, top[row]! + size / 2];
  };
  const squareRect = (square: Square, cls: string, fill: string, extra = ''): string => {
    const { row, col } = board.coords(square);
    return `<rect class="${cls}" data-square="${square}" x="${leftText[col]}" y="${topText[row]}" width="${sizeText}" height="${sizeText}" fill="${fill}"${extra}/>`;
  };

  const out: string[] = [];
  out.push(`<rect class="frame" x="0" y="0" width="${num(width)}" height="${num(height)}" fill="${paint('frame')}"/>`);
  out.push(
    `<rect class="board" x="${num(pad)}" y="${num(pad)}" width="${num(board.cols * size)}" height="${num(board.rows * size)}" fill="${paint('lightSquare')}"/>`,
  );

  // Squares: the playing squares dark; when every square is played, a plain chequer instead.
  const everySquarePlayed = board.squareCount === board.rows * board.cols;
  const dark = paint('darkSquare');
  const light = paint('lightSquare');
  out.push('<g class="squares">');
  for (let square = 1; square <= board.squareCount; square++) {
    const { row, col } = board.coords(square);
    out.push(squareRect(square, 'square', !everySquarePlayed || (row + col) % 2 === 1 ? dark : light));
  }
  out.push('</g>');

  // Tints: the last move's start and end, then the highlighted squares.
  const tints: string[] = [];
  const last = checked.lastMove;
  if (last !== undefined) {
    for (const square of new Set([last.from, last.path[last.path.length - 1]!]))
      tints.push(squareRect(square, 'last-move', paint('lastMove'), ' fill-opacity="0.55"'));
  }
  for (const square of new Set(checked.highlight))
    tints.push(squareRect(square, 'highlight', paint('highlight'), ' fill-opacity="0.5"'));
  if (tints.length > 0) out.push('<g class="tints">', ...tints, '</g>');

  // Labels: square numbers in the top-left corner of each playing square, or files and ranks.
  if (coordinates === 'numbers') {
    const font = size * 0.22;
    const xs = left.map((x) => num(x + size * 0.06));
    const ys = top.map((y) => num(y + size * 0.06 + font * 0.8));
    out.push(
      `<g class="square-numbers" font-family="Helvetica, Arial, sans-serif" font-size="${num(font)}" fill="${paint('squareNumbers')}">`,
    );
    for (let square = 1; square <= board.squareCount; square++) {
      const { row, col } = board.coords(square);
      out.push(`<text class="square-number" x="${xs[col]}" y="${ys[row]}">${square}</text>`);
    }
    out.push('</g>');
  } else if (coordinates === 'algebraic') {
    const font = size * 0.26;
    out.push(
      `<g class="coordinates" font-family="Helvetica, Arial, sans-serif" font-size="${num(font)}" fill="${paint('coordinates')}" text-anchor="middle">`,
    );
    const fileY = num(height - pad / 2 + font * 0.35);
    for (let col = 0; col < board.cols; col++)
      out.push(`<text class="coordinate" x="${centreXText[col]}" y="${fileY}">${'abcdefghijklmnop'[col]!}</text>`);
    const rankX = num(pad / 2);
    for (let row = 0; row < board.rows; row++)
      out.push(
        `<text class="coordinate" x="${rankX}" y="${num(top[row]! + size / 2 + font * 0.35)}">${board.rows - row}</text>`,
      );
    out.push('</g>');
  }

  // Pieces: a disc with an inner ring; a king also wears a crown, drawn once and moved onto it.
  const radius = size * 0.4;
  const disc = `r="${num(radius)}" stroke-width="${num(size * 0.03)}"`;
  const ring = `r="${num(radius * 0.72)}" fill="none" stroke-width="${num(size * 0.02)}" stroke-opacity="0.6"`;
  const crownPoints = CROWN.map(([px, py]) => `${num(px * radius * 0.85)},${num(py * radius * 0.85)}`).join(' ');
  const crown = `points="${crownPoints}" fill="${paint('crown')}" stroke-width="${num(size * 0.02)}" stroke-linejoin="round"`;
  out.push('<g class="pieces">');
  for (const color of ['white', 'black'] as const) {
    const body = paint(color === 'white' ? 'whitePiece' : 'blackPiece');
    const edge = paint(color === 'white' ? 'whitePieceEdge' : 'blackPieceEdge');
    for (const square of position[color].squares()) {
      const role = position.kings.has(square) ? 'king' : 'man';
      const { row, col } = board.coords(square);
      const cx = centreXText[col]!;
      const cy = centreYText[row]!;
      out.push(`<g class="piece ${color} ${role}" data-square="${square}">`);
      out.push(`<circle cx="${cx}" cy="${cy}" ${disc} fill="${body}" stroke="${edge}"/>`);
      out.push(`<circle cx="${cx}" cy="${cy}" ${ring} stroke="${edge}"/>`);
      if (role === 'king')
        out.push(`<polygon class="crown" transform="translate(${cx} ${cy})" ${crown} stroke="${edge}"/>`);
      out.push('</g>');
    }
  }
  out.push('</g>');

  // The move: a cross on each captured piece, a line through every landing square, a ring on
  // each landing square and an arrowhead into the last one.
  const move = checked.move;
  if (move !== undefined) {
    const colour = paint('move');
    out.push('<g class="move">');
    const arm = size * 0.2;
    for (const square of move.captured) {
      const [cx, cy] = centre(square);
      out.push(
        `<g class="captured" data-square="${square}" stroke="${paint('captured')}" stroke-width="${num(size * 0.08)}" stroke-linecap="round">` +
          `<line x1="${num(cx - arm)}" y1="${num(cy - arm)}" x2="${num(cx + arm)}" y2="${num(cy + arm)}"/>` +
          `<line x1="${num(cx - arm)}" y1="${num(cy + arm)}" x2="${num(cx + arm)}" y2="${num(cy - arm)}"/></g>`,
      );
    }
    const points = move.path.map(centre);
    // The line stops where the arrowhead begins, so that its round cap does not blunt the tip.
    const head = size * 0.36;
    const [tx, ty] = points[points.length - 1]!;
    const [sx, sy] = points[points.length - 2]!;
    const length = Math.hypot(tx - sx, ty - sy);
    // A path that lands twice in a row on one square (never legal) points its arrow down.
    const [ux, uy] = length === 0 ? [0, 1] : [(tx - sx) / length, (ty - sy) / length];
    const line = [...points.slice(0, -1), [tx - ux * head * 0.9, ty - uy * head * 0.9] as const];
    out.push(
      `<polyline class="move-path" points="${line.map(([x, y]) => `${num(x)},${num(y)}`).join(' ')}" fill="none" stroke="${colour}" stroke-width="${num(size * 0.1)}" stroke-linecap="round" stroke-linejoin="round" stroke-opacity="0.85"/>`,
    );
    const [bx, by] = [tx - ux * head, ty - uy * head];
    const half = head * 0.55;
    const arrow = [
      [tx, ty],
      [bx - uy * half, by + ux * half],
      [bx + uy * half, by - ux * half],
    ];
    out.push(
      `<polygon class="move-arrow" points="${arrow.map(([x, y]) => `${num(x!)},${num(y!)}`).join(' ')}" fill="${colour}" fill-opacity="0.85"/>`,
    );
    for (const square of move.path.slice(1)) {
      const [cx, cy] = centre(square);
      out.push(
        `<circle class="landing" data-square="${square}" cx="${num(cx)}" cy="${num(cy)}" r="${num(size * 0.3)}" fill="none" stroke="${colour}" stroke-width="${num(size * 0.05)}" stroke-opacity="0.85"/>`,
      );
    }
    out.push('</g>');
  }

  const title = checked.title ?? `${variant.name}, ${colorName(position.turn)} to move`;
  const description = checked.description ?? defaultDescription(position, checked);
  const body = out.join('\n');
  // The default ids digest what the diagram is drawn from (not the drawing, which is 40 times
  // longer): the variant, the position and the options, plain data all of them.
  const drawnFrom = `${variant.key}|${position.turn}|${position.white.squares().join()}|${position.black.squares().join()}|${position.kings.squares().join()}|${checked.asJson}`;
  const prefix = checked.idPrefix ?? `crownhead-${digest(drawnFrom)}`;
  const id = escapeXmlAttribute(prefix);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${num(width)} ${num(height)}" width="${num(width)}" height="${num(height)}" role="img" aria-labelledby="${id}-title ${id}-desc" class="crownhead-board">`,
    `<title id="${id}-title">${escapeXmlText(title)}</title>`,
    `<desc id="${id}-desc">${escapeXmlText(description)}</desc>`,
    body,
    '</svg>',
  ].join('\n');
}
