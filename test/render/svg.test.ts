/**
 * SVG diagrams (`crownhead/svg`), checked from outside the code: each diagram is read back by
 * real XML parsers (saxes, a strict XML 1.0 and namespaces parser, for well-formedness;
 * @xmldom/xmldom for a DOM to query; any error they report fails the test) and its parts are
 * compared with values computed here, not by the library:
 *
 * - where a square is: the PDN numbering of the boards played on the dark squares
 *   (docs/sources.md, Boards and numbering; PDN 3.0; FMJD 2.6 for 10x10): with h = size / 2, square n is on
 *   row floor((n - 1) / h) from Black's side and column 2 * ((n - 1) mod h) + (1 when that row is
 *   even, else 0), a1 the dark corner at White's bottom left (FMJD 2.1);
 * - which pieces stand where: the FEN text, read here by a regular expression, not by parseFen;
 * - the capture paths: those the rulebooks and peers publish (English `W:WK26:B14,15,22,23`,
 *   WCDF 1.19's king loop, 26x17x10x19x26 taking 14, 15, 22, 23; International
 *   `W:WK4:B13,20,32,37`, 4x27x38x15 taking 13, 32, 20, after py-draughts issue 29).
 *
 * The file snapshots (test/render/__snapshots__) only pin the bytes (same input, same text);
 * what the diagrams show is checked by the structural tests.
 */
import { DOMParser } from '@xmldom/xmldom';
import type { Document, Element } from '@xmldom/xmldom';
import fc from 'fast-check';
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import {
  CrownheadError,
  brazilian,
  canadian,
  english,
  international,
  legalMoves,
  parseFen,
  parseMove,
  pool,
  russian,
  startPosition,
  turkish,
  variants,
} from '../../src/index.js';
import type { BoardGeometry, Position, Variant } from '../../src/index.js';
import { boardToSvg, defaultSvgTheme } from '../../src/svg.js';
import type { BoardSvgOptions } from '../../src/svg.js';
import { arbitraryAnyPosition } from '../arbitraries.js';

const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * Parses `text` as XML; any error fails. saxes checks well-formedness and namespaces to the
 * letter of XML 1.0 (xmldom lets a bare `&` through); xmldom then gives a DOM to query.
 */
function parse(text: string): Document {
  const problems: string[] = [];
  const strict = new SaxesParser({ xmlns: true });
  strict.on('error', (e) => void problems.push(`saxes: ${e.message}`));
  strict.write(text).close();
  expect(problems).toEqual([]);
  const doc = new DOMParser({
    onError: (level, message) => void problems.push(`${level}: ${message}`),
  }).parseFromString(text, 'image/svg+xml');
  expect(problems).toEqual([]);
  expect(doc.documentElement?.namespaceURI).toBe(SVG_NS);
  expect(doc.documentElement?.localName).toBe('svg');
  return doc;
}

const all = (doc: Document, tag: string): Element[] => Array.from(doc.getElementsByTagNameNS(SVG_NS, tag));
const classes = (el: Element): string[] => (el.getAttribute('class') ?? '').split(' ');
const withClass = (doc: Document, tag: string, cls: string): Element[] =>
  all(doc, tag).filter((el) => classes(el).includes(cls));
const attr = (el: Element, name: string): number => Number(el.getAttribute(name));

function fen(variant: Variant, text: string): Position {
  const r = parseFen(variant, text);
  if (!r.ok) throw new Error(`bad test FEN ${text}: ${r.error.message}`);
  return r.value;
}

/** Row and column of square n of a size x size board played on the dark squares (see the top). */
function rowCol(size: number, n: number): { row: number; col: number } {
  const half = size / 2;
  const row = Math.floor((n - 1) / half);
  return { row, col: 2 * ((n - 1) % half) + (row % 2 === 0 ? 1 : 0) };
}

/**
 * Row and column of square n of the Italian board (PDN GameType 22,W,8,8,N2,1): the playing
 * squares have (row + col) even, square 1 is the top-left corner, numbers run along the rows.
 */
function italianRowCol(n: number): { row: number; col: number } {
  const row = Math.floor((n - 1) / 4);
  return { row, col: 2 * ((n - 1) % 4) + (row % 2 === 0 ? 0 : 1) };
}

/** The board's origin and square size as drawn: the `board` rectangle. */
function frameOf(doc: Document, size: number): { x: number; y: number; s: number } {
  const [rect] = withClass(doc, 'rect', 'board');
  expect(rect).toBeDefined();
  const s = attr(rect!, 'width') / size;
  expect(attr(rect!, 'height') / size).toBeCloseTo(s, 6);
  return { x: attr(rect!, 'x'), y: attr(rect!, 'y'), s };
}

/** Where the centre of square n is expected, White at the bottom (or Black with `flipped`). */
function expectedCentre(doc: Document, size: number, n: number, flipped = false): [number, number] {
  const { x, y, s } = frameOf(doc, size);
  let { row, col } = rowCol(size, n);
  if (flipped) [row, col] = [size - 1 - row, size - 1 - col];
  return [x + (col + 0.5) * s, y + (row + 0.5) * s];
}

/** Squares of a FEN piece list side (`W` or `B`), men and kings apart; ranges expanded. */
function fenSquares(text: string, side: 'W' | 'B'): { men: number[]; kings: number[] } {
  const part = text
    .split(':')
    .slice(1)
    .find((p) => p.startsWith(side))!
    .slice(1);
  const men: number[] = [];
  const kings: number[] = [];
  for (const item of part.split(',').filter(Boolean)) {
    const king = item.startsWith('K');
    const [a, b] = item.replace('K', '').split('-').map(Number);
    for (let n = a!; n <= (b ?? a!); n++) (king ? kings : men).push(n);
  }
  return { men, kings };
}

/** The pieces drawn: colour, role and the centre of their first circle. */
function piecesOf(doc: Document): Array<{ color: string; role: string; cx: number; cy: number; square: number }> {
  return withClass(doc, 'g', 'piece').map((g) => {
    const [, color, role] = classes(g);
    const circle = Array.from(g.getElementsByTagNameNS(SVG_NS, 'circle'))[0]!;
    return {
      color: color!,
      role: role!,
      cx: attr(circle, 'cx'),
      cy: attr(circle, 'cy'),
      square: attr(g, 'data-square'),
    };
  });
}

/** The point where the two strokes of a capture cross meet. */
function crossCentre(g: Element): [number, number] {
  const [l1, l2] = Array.from(g.getElementsByTagNameNS(SVG_NS, 'line'));
  return [(attr(l1!, 'x1') + attr(l1!, 'x2')) / 2, (attr(l2!, 'y1') + attr(l2!, 'y2')) / 2];
}

const near = (actual: readonly number[], expected: readonly number[]) => {
  expect(actual[0]).toBeCloseTo(expected[0]!, 2);
  expect(actual[1]).toBeCloseTo(expected[1]!, 2);
};

describe('boardToSvg: a valid, accessible SVG document', () => {
  it('control: the parser check fails on a malformed document and on an unescaped ampersand', () => {
    expect(() => parse(`<svg xmlns="${SVG_NS}"><g></svg>`)).toThrow();
    expect(() => parse(`<svg xmlns="${SVG_NS}"><title>a & b</title></svg>`)).toThrow();
  });

  it('parses as XML, with a title and a description that aria-labelledby names', () => {
    const doc = parse(boardToSvg(startPosition(english)));
    const root = doc.documentElement!;
    expect(root.getAttribute('role')).toBe('img');
    const ids = root.getAttribute('aria-labelledby')!.split(' ');
    expect(ids).toHaveLength(2);
    const [title] = all(doc, 'title');
    const [desc] = all(doc, 'desc');
    expect([title!.getAttribute('id'), desc!.getAttribute('id')]).toEqual(ids);
    // English draughts: Black moves first (WCDF 1.4).
    expect(title!.textContent).toBe('English draughts, Black to move');
    expect(desc!.textContent).toBe(
      'White: men on 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32. Black: men on 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12.',
    );
    // The title comes first, as the SVG accessibility mapping asks for the name.
    expect((root.firstChild?.nextSibling as Element | null)?.localName).toBe('title');
  });

  it('escapes a title and a description that hold XML characters; the text reads back the same', () => {
    const title = `Tom & Jerry's <problem> "1"`;
    const description = 'a > b & c < d';
    const doc = parse(boardToSvg(startPosition(english), { title, description, theme: { darkSquare: 'url("x")&' } }));
    expect(all(doc, 'title')[0]!.textContent).toBe(title);
    expect(all(doc, 'desc')[0]!.textContent).toBe(description);
    expect(withClass(doc, 'rect', 'square')[0]!.getAttribute('fill')).toBe('url("x")&');
  });

  it('names the side to move and the variant in the default title; squares as the variant writes them', () => {
    const doc = parse(boardToSvg(fen(russian, 'W:Wc3,Kd4:Bf6')));
    expect(all(doc, 'title')[0]!.textContent).toBe('Russian draughts, White to move');
    expect(all(doc, 'desc')[0]!.textContent).toBe('White: man on c3; king on d4. Black: man on f6.');
  });

  it('the same input gives the same bytes; different diagrams get different ids', () => {
    const pos = fen(english, 'W:WK26:B14,15,22,23');
    const a = boardToSvg(pos, { move: legalMoves(pos)[0]! });
    expect(boardToSvg(pos, { move: legalMoves(pos)[0]! })).toBe(a);
    const idOf = (svg: string) => /aria-labelledby="([^ ]+)-title /.exec(svg)![1];
    expect(idOf(a)).not.toBe(idOf(boardToSvg(pos)));
    expect(idOf(boardToSvg(pos, { idPrefix: 'fig3' }))).toBe('fig3');
    expect(a).not.toMatch(/NaN|Infinity|e[+-]\d/);
  });

  it('a snapshot of the bytes of three diagrams (regressions of the output; correctness is checked above and below)', async () => {
    const loop = fen(english, 'W:WK26:B14,15,22,23');
    const move = parseMove(loop, '26x17x10x19x26');
    if (!move.ok) throw new Error(move.error.message);
    await expect(boardToSvg(loop, { move: move.value })).toMatchFileSnapshot('__snapshots__/english-loop.svg');
    await expect(boardToSvg(startPosition(russian), { orientation: 'black' })).toMatchFileSnapshot(
      '__snapshots__/russian-start-flipped.svg',
    );
    await expect(boardToSvg(startPosition(international), { squareSize: 40, coordinates: 'none' })).toMatchFileSnapshot(
      '__snapshots__/international-start.svg',
    );
  });
});

describe('boardToSvg: the pieces on the squares of the FEN', () => {
  const CASES: Array<[Variant, string]> = [
    [english, 'W:W18,21,K26,30:B1,K9,14,15'],
    [pool, 'B:W32,K5:BK28,2,3'],
    [international, 'W:W31-35,K46:B1,K2,16-20'],
    [canadian, 'W:W61-72,K50:B1-12,K60'],
  ];

  it.each(CASES.map(([v, t]) => [v.key, t, v] as const))(
    '%s %s: one piece per square of the FEN, of its colour and role, centred on its square',
    (_, text, variant) => {
      const size = variant.board.rows;
      const doc = parse(boardToSvg(fen(variant, text)));
      const drawn = piecesOf(doc);
      const expected = (['W', 'B'] as const).flatMap((side) => {
        const { men, kings } = fenSquares(text, side);
        const color = side === 'W' ? 'white' : 'black';
        return [...men.map((n) => ({ color, role: 'man', n })), ...kings.map((n) => ({ color, role: 'king', n }))];
      });
      expect(drawn).toHaveLength(expected.length);
      for (const { color, role, n } of expected) {
        const piece = drawn.find((p) => p.square === n)!;
        expect(piece, `square ${n}`).toBeDefined();
        expect([piece.color, piece.role]).toEqual([color, role]);
        near([piece.cx, piece.cy], expectedCentre(doc, size, n));
      }
      // Kings wear a crown, men none.
      expect(all(doc, 'polygon').filter((p) => classes(p).includes('crown'))).toHaveLength(
        expected.filter((e) => e.role === 'king').length,
      );
    },
  );

  it('property: every position draws each of its pieces once, centred on its square', () => {
    fc.assert(
      fc.property(arbitraryAnyPosition, (pos) => {
        const doc = parse(boardToSvg(pos));
        const drawn = piecesOf(doc);
        expect(drawn).toHaveLength(pos.white.size() + pos.black.size());
        for (const p of drawn) {
          expect(p.color === 'white' ? pos.white.has(p.square) : pos.black.has(p.square)).toBe(true);
          expect(p.role === 'king').toBe(pos.kings.has(p.square));
          near([p.cx, p.cy], expectedCentre(doc, 8, p.square));
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('boardToSvg: the board as each variant has it', () => {
  // Turkish, played on all 64 squares, has its own test below.
  it.each(variants.filter((v) => v.rules.orthogonal !== true).map((v) => [v.key, v] as const))(
    "%s: the start position renders, playing squares dark, each where its board has it (the light corner at each player's left in Italian, Spanish and Portuguese)",
    (_, variant) => {
      const size = variant.board.rows;
      const doc = parse(boardToSvg(startPosition(variant)));
      const squares = withClass(doc, 'rect', 'square');
      expect(squares).toHaveLength((size * size) / 2);
      for (const rect of squares) expect(rect.getAttribute('fill')).toBe(defaultSvgTheme.darkSquare);
      expect(withClass(doc, 'rect', 'board')[0]!.getAttribute('fill')).toBe(defaultSvgTheme.lightSquare);
      const { x, y, s } = frameOf(doc, size);
      // Every dark square at its (row, col): on the usual boards (the formula of rowCol) the
      // bottom-left corner (a1) is one of them; Spanish and Portuguese play with the light corner
      // at each player's left (docs/sources.md, boards and numbering), square 1 at the bottom right;
      // so does Italian (FID: the dark corner on each player's right), square 1 at the top left.
      const at = new Set(
        squares.map((r) => `${Math.round((attr(r, 'y') - y) / s)},${Math.round((attr(r, 'x') - x) / s)}`),
      );
      const lightCornerLeft = variant.key === 'spanish' || variant.key === 'portuguese' || variant.key === 'italian';
      for (let n = 1; n <= (size * size) / 2; n++) {
        const { row, col } = variant.board.coords(n);
        expect(at.has(`${row},${col}`), `square ${n}`).toBe(true);
        if (!lightCornerLeft && variant.key !== 'thai') expect({ row, col }, `square ${n}`).toEqual(rowCol(size, n));
        if (variant.key === 'italian') expect({ row, col }, `square ${n}`).toEqual(italianRowCol(n));
      }
      expect(at.has(`${size - 1},0`)).toBe(!lightCornerLeft);
      expect(at.has(`${size - 1},${size - 1}`)).toBe(lightCornerLeft);
      if (lightCornerLeft)
        expect(variant.board.coords(1)).toEqual(variant.key === 'italian' ? { row: 0, col: 0 } : { row: 7, col: 7 });
      // Thai: the usual board turned round, square 1 at White's bottom right.
      if (variant.key === 'thai') expect(variant.board.coords(1)).toEqual({ row: 7, col: 6 });
      // The start position: 12, 20 or 30 men a side (English WCDF 1.4, FMJD 2.7, Canadian); 8 in Thai, 5 in Frysk!.
      const men = variant.key === 'thai' ? 8 : variant.key === 'frysk' ? 5 : { 8: 12, 10: 20, 12: 30 }[size]!;
      const drawn = piecesOf(doc);
      expect(drawn.filter((p) => p.color === 'white' && p.role === 'man')).toHaveLength(men);
      expect(drawn.filter((p) => p.color === 'black' && p.role === 'man')).toHaveLength(men);
      // Labels as the variant writes squares.
      if (variant.notation === 'algebraic') {
        const labels = withClass(doc, 'text', 'coordinate').map((t) => t.textContent);
        expect(labels).toEqual([...'abcdefgh', '8', '7', '6', '5', '4', '3', '2', '1']);
        expect(withClass(doc, 'text', 'square-number')).toHaveLength(0);
      } else {
        const numbers = withClass(doc, 'text', 'square-number').map((t) => Number(t.textContent));
        expect(numbers).toEqual(Array.from({ length: (size * size) / 2 }, (_, i) => i + 1));
        expect(withClass(doc, 'text', 'coordinate')).toHaveLength(0);
      }
    },
  );

  it('square numbers sit in their own square; algebraic letters under their file and beside their rank', () => {
    const doc = parse(boardToSvg(startPosition(international)));
    const { s } = frameOf(doc, 10);
    for (const t of withClass(doc, 'text', 'square-number')) {
      const [cx, cy] = expectedCentre(doc, 10, Number(t.textContent));
      expect(Math.abs(attr(t, 'x') - cx)).toBeLessThan(s / 2);
      expect(Math.abs(attr(t, 'y') - cy)).toBeLessThan(s / 2);
    }
    const alg = parse(boardToSvg(startPosition(brazilian)));
    const frame = frameOf(alg, 8);
    const labels = withClass(alg, 'text', 'coordinate');
    const a = labels.find((t) => t.textContent === 'a')!;
    const one = labels.find((t) => t.textContent === '1')!;
    expect(attr(a, 'x')).toBeCloseTo(frame.x + frame.s / 2, 2); // file a: the left column
    expect(attr(a, 'y')).toBeGreaterThan(frame.y + 8 * frame.s); // below the board
    expect(Math.abs(attr(one, 'y') - (frame.y + 7.5 * frame.s))).toBeLessThan(frame.s / 2); // rank 1: the bottom row
    expect(attr(one, 'x')).toBeLessThan(frame.x); // left of the board
  });

  it('a board whose every square is played (the 64-square Turkish board) is drawn as a plain chequer', () => {
    const full: BoardGeometry = {
      key: '8x8-full',
      rows: 8,
      cols: 8,
      squareCount: 64,
      coords: (n) => ({ row: Math.floor((n - 1) / 8), col: (n - 1) % 8 }),
      squareAt: (row, col) => (row >= 0 && row < 8 && col >= 0 && col < 8 ? row * 8 + col + 1 : undefined),
    };
    const variant: Variant = {
      ...english,
      key: 'turkish-test',
      name: 'Turkish test',
      board: full,
      notation: 'algebraic',
    };
    const pos = { ...startPosition(english), variant };
    const doc = parse(boardToSvg(pos, { highlight: [64] }));
    const squares = withClass(doc, 'rect', 'square');
    expect(squares).toHaveLength(64);
    const dark = squares.filter((r) => r.getAttribute('fill') === defaultSvgTheme.darkSquare);
    expect(dark).toHaveLength(32);
    expect(squares.filter((r) => r.getAttribute('fill') === defaultSvgTheme.lightSquare)).toHaveLength(32);
    expect(withClass(doc, 'text', 'coordinate')).toHaveLength(16);
  });

  it('turkish: the start renders on 64 squares, 16 men a side, each piece on its square (a1 bottom left)', () => {
    const doc = parse(boardToSvg(startPosition(turkish)));
    expect(withClass(doc, 'rect', 'square')).toHaveLength(64);
    const drawn = piecesOf(doc);
    expect(drawn.filter((p) => p.color === 'white' && p.role === 'man')).toHaveLength(16);
    expect(drawn.filter((p) => p.color === 'black' && p.role === 'man')).toHaveLength(16);
    expect(turkish.board.coords(1)).toEqual({ row: 7, col: 0 });
  });
});

describe('boardToSvg: the board turned for Black', () => {
  it.each([
    ['english', english, 'W:W18,21,K26,30:B1,K9,14,15'],
    ['international', international, 'W:W31-35,K46:B1,K2,16-20'],
  ] as const)('%s: every piece and square is mirrored through the centre of the diagram', (_, variant, text) => {
    const pos = fen(variant, text);
    const size = variant.board.rows;
    const plain = parse(boardToSvg(pos));
    const turned = parse(boardToSvg(pos, { orientation: 'black' }));
    const root = turned.documentElement!;
    const [, , width, height] = root.getAttribute('viewBox')!.split(' ').map(Number);
    const before = piecesOf(plain);
    const after = piecesOf(turned);
    expect(after).toHaveLength(before.length);
    for (const p of before) {
      const q = after.find((a) => a.square === p.square)!;
      near([q.cx, q.cy], [width! - p.cx, height! - p.cy]);
      near([q.cx, q.cy], expectedCentre(turned, size, p.square, true));
    }
    // Square 1 (Black's back row, top left for White) is at the bottom right for Black.
    const p1 = after.find((a) => a.square === 1)!;
    const { x, y, s } = frameOf(turned, size);
    expect(Math.floor((p1.cx - x) / s)).toBe(size - 1 - 1);
    expect(Math.floor((p1.cy - y) / s)).toBe(size - 1);
  });

  it('algebraic labels read h..a and 1..8 for Black', () => {
    const doc = parse(boardToSvg(startPosition(russian), { orientation: 'black' }));
    const labels = withClass(doc, 'text', 'coordinate');
    const sorted = (axis: 'x' | 'y', set: string) =>
      labels
        .filter((t) => set.includes(t.textContent!))
        .sort((p, q) => attr(p, axis) - attr(q, axis))
        .map((t) => t.textContent)
        .join('');
    expect(sorted('x', 'abcdefgh')).toBe('hgfedcba');
    expect(sorted('y', '12345678')).toBe('12345678');
  });
});

describe('boardToSvg: a move along its whole capture path', () => {
  function moveParts(doc: Document) {
    return {
      landings: withClass(doc, 'circle', 'landing').map((c) => ({
        square: attr(c, 'data-square'),
        at: [attr(c, 'cx'), attr(c, 'cy')],
      })),
      captured: withClass(doc, 'g', 'captured').map((g) => ({ square: attr(g, 'data-square'), at: crossCentre(g) })),
      line: withClass(doc, 'polyline', 'move-path')[0]!
        .getAttribute('points')!
        .split(' ')
        .map((p) => p.split(',').map(Number)),
      arrow: withClass(doc, 'polygon', 'move-arrow'),
    };
  }

  const CASES = [
    // WCDF 1.19: the king goes round and lands back on 26 after taking all four men.
    {
      variant: english,
      text: 'W:WK26:B14,15,22,23',
      move: '26x17x10x19x26',
      landings: [17, 10, 19, 26],
      captured: [14, 15, 22, 23],
    },
    // py-draughts issue 29: a flying king, two captures with the same ends; this one by 27 and 38.
    {
      variant: international,
      text: 'W:WK4:B13,20,32,37',
      move: '4x27x38x15',
      landings: [27, 38, 15],
      captured: [13, 20, 32],
    },
  ];

  it.each(CASES)(
    '$variant.key $text, $move: a ring on every landing square, a cross on every captured piece, the line through each',
    ({ variant, text, move, landings, captured }) => {
      const pos = fen(variant, text);
      const parsed = parseMove(pos, move);
      if (!parsed.ok) throw new Error(parsed.error.message);
      const size = variant.board.rows;
      const doc = parse(boardToSvg(pos, { move: parsed.value }));
      const parts = moveParts(doc);
      expect(parts.landings.map((l) => l.square)).toEqual(landings);
      for (const l of parts.landings) near(l.at, expectedCentre(doc, size, l.square));
      expect(parts.captured.map((c) => c.square).sort((a, b) => a - b)).toEqual(captured);
      for (const c of parts.captured) near(c.at, expectedCentre(doc, size, c.square));
      // The line starts on the moving piece and bends on every landing square but the last, where
      // the arrowhead's tip is.
      const from = Number(move.split('x')[0]);
      const route = [from, ...landings];
      expect(parts.line).toHaveLength(route.length);
      route.slice(0, -1).forEach((sq, i) => near(parts.line[i]!, expectedCentre(doc, size, sq)));
      expect(parts.arrow).toHaveLength(1);
      const tip = parts.arrow[0]!.getAttribute('points')!.split(' ')[0]!.split(',').map(Number);
      near(tip, expectedCentre(doc, size, landings.at(-1)!));
      expect(all(doc, 'desc')[0]!.textContent).toContain(`Move shown: ${move}, capturing on`);
    },
  );

  it('a quiet move: one landing, no cross; the last move and highlighted squares are tinted', () => {
    const pos = startPosition(english);
    const doc = parse(
      boardToSvg(pos, {
        move: { from: 11, to: 15, path: [11, 15], captured: [] },
        lastMove: { from: 22, to: 18, path: [22, 18], captured: [] },
        highlight: [9, 10],
      }),
    );
    const parts = moveParts(doc);
    expect(parts.landings.map((l) => l.square)).toEqual([15]);
    expect(parts.captured).toEqual([]);
    const tinted = (cls: string) => withClass(doc, 'rect', cls).map((r) => attr(r, 'data-square'));
    expect(tinted('last-move')).toEqual([22, 18]);
    expect(tinted('highlight')).toEqual([9, 10]);
    for (const r of [...withClass(doc, 'rect', 'last-move'), ...withClass(doc, 'rect', 'highlight')]) {
      const [cx, cy] = expectedCentre(doc, 8, attr(r, 'data-square'));
      near([attr(r, 'x') + attr(r, 'width') / 2, attr(r, 'y') + attr(r, 'height') / 2], [cx, cy]);
    }
  });
});

describe('boardToSvg: misuse throws bad-argument', () => {
  const pos = startPosition(english);
  it.each<[string, BoardSvgOptions]>([
    ['a highlighted square off the board', { highlight: [33] }],
    ['a move square off the board', { move: { from: 11, to: 0, path: [11, 0], captured: [] } }],
    ['a path without a landing', { move: { from: 11, to: 11, path: [11], captured: [] } }],
    ['a square size of 0', { squareSize: 0 }],
    ['a square size that is not a number', { squareSize: Number.NaN }],
  ])('%s', (_, options) => {
    expect(() => boardToSvg(pos, options)).toThrow(CrownheadError);
    try {
      boardToSvg(pos, options);
    } catch (error) {
      expect((error as CrownheadError).code).toBe('bad-argument');
    }
  });
});

/**
 * Options from outside (issue 29): a page that inlines a diagram, or a browser that opens it,
 * must get well-formed XML whose markup is the renderer's own. What XML 1.0 can carry is its
 * production `Char` (https://www.w3.org/TR/xml/#charsets): tab, line feed, carriage return,
 * U+0020-U+D7FF, U+E000-U+FFFD and U+10000-U+10FFFF; every other code unit (the other C0
 * controls, a surrogate half alone, U+FFFE, U+FFFF) has no spelling at all, not even `&#1;`.
 */
describe('boardToSvg: options from outside are checked or escaped', () => {
  const pos = startPosition(english);
  const quiet = { from: 22, to: 18, path: [22, 18], captured: [] };

  /** Runs `boardToSvg` and returns the CrownheadError it throws (fails if it returns or throws anything else). */
  function refusal(options: unknown, position: unknown = pos): CrownheadError {
    try {
      boardToSvg(position as Position, options as BoardSvgOptions);
    } catch (error) {
      expect(error).toBeInstanceOf(CrownheadError);
      expect((error as CrownheadError).code).toBe('bad-argument');
      return error as CrownheadError;
    }
    throw new Error(`boardToSvg accepted ${JSON.stringify(options)}`);
  }

  // Squares given as text: before issue 29, lastMove.from went raw into a data-square attribute.
  const MARKUP = '9"/><script>alert(1)</script><rect x="';
  it.each<[string, unknown, RegExp]>([
    ['lastMove.from as markup', { lastMove: { ...quiet, from: MARKUP } }, /lastMove\.from/],
    ['lastMove.to as markup', { lastMove: { ...quiet, to: MARKUP } }, /lastMove\.to/],
    [
      'lastMove.from as a number in text',
      { lastMove: { ...quiet, from: '22' } },
      /lastMove\.from "22" is not a square/,
    ],
    ['lastMove.path with markup', { lastMove: { ...quiet, path: [22, MARKUP] } }, /lastMove\.path\[1\]/],
    ['lastMove.captured with markup', { lastMove: { ...quiet, captured: [MARKUP] } }, /lastMove\.captured\[0\]/],
    ['lastMove.from an attribute', { lastMove: { ...quiet, from: '22" onload="alert(1)' } }, /lastMove\.from/],
    [
      'lastMove.from not the start of its path',
      { lastMove: { ...quiet, from: 21 } },
      /lastMove goes from 21 to 18 but its path runs from 22 to 18/,
    ],
    ['move.from as markup', { move: { ...quiet, from: MARKUP } }, /move\.from/],
    ['move.to as markup', { move: { ...quiet, to: MARKUP } }, /move\.to/],
    ['highlight with markup', { highlight: [9, MARKUP] }, /highlight\[1\]/],
    ['highlight as a name', { highlight: ['c3'] }, /highlight\[0\] "c3" is not a square of the 8x8 board/],
  ])('%s: bad-argument naming it', (_, options, message) => {
    expect(refusal(options).message).toMatch(message);
  });

  const FORBIDDEN: string[] = [];
  for (let c = 0; c < 0x20; c++) if (c !== 0x09 && c !== 0x0a && c !== 0x0d) FORBIDDEN.push(String.fromCharCode(c));
  FORBIDDEN.push('\ud800', '\udbff', '\udc00', '\udfff', '\udc00\ud800', '\ufffe', '\uffff');

  it(`refuses each of the ${FORBIDDEN.length} code units XML cannot carry, in title, description, idPrefix and a colour, naming the option`, () => {
    for (const bad of FORBIDDEN) {
      const text = `a${bad}b`;
      const code = `U+${bad.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
      expect(refusal({ title: text }).message).toBe(
        `boardToSvg: title holds ${code} at index 1, a character XML 1.0 cannot carry (a control character, a lone surrogate, U+FFFE or U+FFFF)`,
      );
      expect(refusal({ description: text }).message).toMatch(/^boardToSvg: description holds U\+/);
      expect(refusal({ idPrefix: text }).message).toMatch(/^boardToSvg: idPrefix holds U\+/);
      expect(refusal({ theme: { frame: text } }).message).toMatch(/^boardToSvg: theme\.frame holds U\+/);
    }
  });

  // (U+FFFD is allowed too, but xmldom warns on it; the svg-options fuzz target covers it.)
  it('keeps every character XML can carry: markup characters, tab, line breaks (CR too), U+0085, U+2028 and a pair above U+FFFF read back as given', () => {
    const text = `<a href="x">&amp;</a> ]]> 'q'\tb\nc\r\nd\re \u0085 \u2028 \u007f \ud83c\udca1 é`;
    const doc = parse(
      boardToSvg(pos, { title: text, description: text, theme: { frame: `x\t\n\r"<` }, idPrefix: 'a"<&>\'b' }),
    );
    expect(all(doc, 'title')[0]!.textContent).toBe(text);
    expect(all(doc, 'desc')[0]!.textContent).toBe(text);
    expect(withClass(doc, 'rect', 'frame')[0]!.getAttribute('fill')).toBe(`x\t\n\r"<`);
    expect(all(doc, 'title')[0]!.getAttribute('id')).toBe('a"<&>\'b-title');
  });

  // Shapes that threw a TypeError (or were drawn wrong) before issue 29: each is a bad-argument
  // that names the option, as src/core/arguments.ts does for the core's entry points.
  it.each<[string, unknown, RegExp]>([
    ['options null', null, /^boardToSvg: options must be an object, not null$/],
    ['options a string', 'white', /^boardToSvg: options must be an object/],
    ['options an array', [], /^boardToSvg: options must be an object, not an array$/],
    ['an unknown option (a typo)', { hightlight: [9] }, /^boardToSvg: options has no option "hightlight"/],
    ['title a number', { title: 5 }, /^boardToSvg: title must be a string, not 5$/],
    ['title an array', { title: [] }, /^boardToSvg: title must be a string/],
    ['description null', { description: null }, /^boardToSvg: description must be a string, not null$/],
    ['idPrefix a number', { idPrefix: 3 }, /^boardToSvg: idPrefix must be a string/],
    [
      'idPrefix with a space (two ids in aria-labelledby)',
      { idPrefix: 'a b' },
      /^boardToSvg: idPrefix must be a non-empty text without white space/,
    ],
    ['idPrefix empty', { idPrefix: '' }, /^boardToSvg: idPrefix must be a non-empty text/],
    ['theme a string', { theme: 'dark' }, /^boardToSvg: theme must be an object of colours/],
    ['theme null', { theme: null }, /^boardToSvg: theme must be an object of colours, not null$/],
    ['a theme colour a number', { theme: { frame: 5 } }, /^boardToSvg: theme\.frame must be a string, not 5$/],
    [
      'an unknown theme colour (a typo)',
      { theme: { darksquare: '#000' } },
      /^boardToSvg: theme has no colour "darksquare"/,
    ],
    ['highlight a number', { highlight: 5 }, /^boardToSvg: highlight must be an array of squares, not 5$/],
    ['highlight a string', { highlight: '9' }, /^boardToSvg: highlight must be an array of squares/],
    ['move an empty object', { move: {} }, /^boardToSvg: move\.path must be an array of squares, not undefined$/],
    ['move a string', { move: '11-15' }, /^boardToSvg: move must be a Move/],
    ['move null', { move: null }, /^boardToSvg: move must be a Move \(\{ from, to, path, captured \}\), not null$/],
    [
      'move without captured',
      { move: { from: 11, to: 15, path: [11, 15] } },
      /^boardToSvg: move\.captured must be an array/,
    ],
    [
      'lastMove without from',
      { lastMove: { to: 18, path: [22, 18], captured: [] } },
      /^boardToSvg: lastMove\.from undefined is not a square/,
    ],
    ['lastMove a number', { lastMove: 22 }, /^boardToSvg: lastMove must be a Move/],
    [
      'orientation misspelt',
      { orientation: 'Black' },
      /^boardToSvg: orientation must be 'white' or 'black', not "Black"$/,
    ],
    [
      'coordinates unknown',
      { coordinates: 'both' },
      /^boardToSvg: coordinates must be 'numbers', 'algebraic' or 'none', not "both"$/,
    ],
    ['squareSize text', { squareSize: '40' }, /^boardToSvg: squareSize must be a positive number/],
    [
      'squareSize too large to write as a plain decimal',
      { squareSize: 1e300 },
      /^boardToSvg: squareSize must be a positive number up to 1000000, not 1e\+300$/,
    ],
    ['squareSize infinite', { squareSize: Infinity }, /^boardToSvg: squareSize/],
  ])('%s', (_, options, message) => {
    expect(refusal(options).message).toMatch(message);
  });

  it('a position that is not one: bad-argument', () => {
    expect(refusal({}, english).message).toMatch(/^boardToSvg: expected a Position/);
    expect(refusal({}, null).message).toMatch(/^boardToSvg: expected a Position/);
  });

  it('options with undefined values are as if absent; a frozen options object is read, not changed', () => {
    const options = Object.freeze({
      title: undefined,
      move: undefined,
      theme: Object.freeze({ frame: undefined }),
      highlight: Object.freeze([9]),
    });
    const withoutIds = (svg: string) => svg.replace(/crownhead-[0-9a-f]{8}/g, 'ID');
    expect(withoutIds(boardToSvg(pos, options as unknown as BoardSvgOptions))).toBe(
      withoutIds(boardToSvg(pos, { highlight: [9] })),
    );
  });

  it('the theme colours it checks are those of SvgTheme', () => {
    for (const key of Object.keys(defaultSvgTheme)) parse(boardToSvg(pos, { theme: { [key]: 'red' } }));
    expect(Object.keys(defaultSvgTheme)).toHaveLength(14);
  });
});
