/**
 * Fuzz targets for output that others open (issue 29): SVG diagrams that a page inlines or a
 * browser opens. The options of `boardToSvg` come from callers who may pass anything (plain
 * JavaScript, data from a form or a game file): arbitrary strings with control characters, lone
 * surrogates, the noncharacters U+FFFE and U+FFFF and the markup characters `"<>&'`, squares
 * given as text, wrong types. Whatever the options, the answer is an SVG or a `CrownheadError`
 * `bad-argument`, never a `TypeError`; and the SVG is well-formed XML 1.0 (read by saxes, the
 * strict XML parser) made only of the elements and attributes the renderer writes, so nothing
 * in an option becomes markup.
 */
import fc from 'fast-check';
import { SaxesParser } from 'saxes';
import { expect } from 'vitest';
import { CrownheadError, legalMoves, startPosition, formatFen, variants } from '../../src/index.js';
import type { Move, Position } from '../../src/index.js';
import { boardToSvg, defaultSvgTheme } from '../../src/svg.js';
import { arbitraryAnyPosition } from '../arbitraries.js';
import type { FuzzTarget } from './targets.js';

/**
 * The elements and attributes of a diagram, as the renderer's documentation lists its parts
 * (src/render/svg.ts): anything else in the output came from an option, which is injection.
 */
const ELEMENTS = new Set(['svg', 'title', 'desc', 'g', 'rect', 'text', 'circle', 'polygon', 'polyline', 'line']);
const ATTRIBUTES = new Set([
  'xmlns',
  'viewBox',
  'width',
  'height',
  'role',
  'aria-labelledby',
  'class',
  'id',
  'data-square',
  'x',
  'y',
  'fill',
  'fill-opacity',
  'font-family',
  'font-size',
  'text-anchor',
  'cx',
  'cy',
  'r',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'points',
  'transform',
  'x1',
  'y1',
  'x2',
  'y2',
]);

/** Characters that break XML or markup, and text that looks like markup. */
const HOSTILE_PIECES: readonly string[] = [
  '"',
  "'",
  '<',
  '>',
  '&',
  '&amp;',
  ']]>',
  '<script>alert(1)</script>',
  '"/><script>alert(1)</script><x a="',
  '\u0000',
  '\u0001',
  '\u0008',
  '\u000b',
  '\u000c',
  '\u001b',
  '\u001f',
  '\t',
  '\n',
  '\r',
  '\r\n',
  '\u007f',
  '\u0085',
  '\uD800',
  '\uDFFF',
  '\uDBFF\uDFFF',
  '\uFFFE',
  '\uFFFF',
  '\uFEFF',
  ' ',
  '',
  'a b',
  'teal',
  '#b58863',
  'url(#x)',
  '12',
  '-1',
  '1e3',
];

/** Arbitrary text: generated code points (surrogate halves among them) mixed with hostile pieces. */
const hostileText: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      fc.constantFrom(...HOSTILE_PIECES),
      fc.string({ unit: 'binary', maxLength: 4 }),
      fc.string({ maxLength: 6 }),
    ),
    { maxLength: 6 },
  )
  .map((parts) => parts.join(''));

/** A value of any type, as a plain-JavaScript caller may pass by mistake. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    undefined,
    true,
    0,
    -1,
    1.5,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    1e300,
    10n,
    Symbol('s'),
    () => 1,
    new Date(0),
    [],
    {},
  ),
  hostileText,
  fc.array(fc.oneof(fc.integer(), hostileText), { maxLength: 3 }),
  fc.dictionary(hostileText, fc.oneof(hostileText, fc.integer()), { maxKeys: 3 }),
);

/** A square as a careless caller gives it: a number on or off the board, or text. */
const squareLike: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer({ min: -2, max: 70 }),
  fc.integer({ min: 1, max: 50 }).map(String),
  fc.constantFrom(1.5, Number.NaN, '9"/><script>alert(1)</script><x a="', '1" onload="alert(1)', 'c3', '', null),
  hostileText,
);

/** A move-shaped value with fields of any kind. */
const moveLike: fc.Arbitrary<unknown> = fc.oneof(
  fc.record({
    from: squareLike,
    to: squareLike,
    path: fc.array(squareLike, { maxLength: 4 }),
    captured: fc.array(squareLike, { maxLength: 3 }),
  }),
  fc.record(
    {
      from: squareLike,
      to: squareLike,
      path: fc.oneof(wrongValue, fc.array(squareLike, { maxLength: 4 })),
      captured: wrongValue,
    },
    { requiredKeys: [] },
  ),
  wrongValue,
);

/** `text` without the characters XML 1.0 cannot carry (C0 controls but tab, LF, CR; lone surrogates; U+FFFE, U+FFFF). */
const xmlSafe = (text: string): string =>
  text.replace(
    /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    '',
  );

/**
 * A position and options in three kinds: options of the documented types whose text holds
 * everything XML can carry (markup characters, line breaks, astral characters: these must give an
 * SVG, and the checks of the output bite); options whose values are hostile or of the wrong type
 * one by one; and an options argument that is not an object at all.
 */
const scene = fc
  .tuple(
    fc.oneof(
      fc.constantFrom(...variants).map((v) => startPosition(v)),
      arbitraryAnyPosition,
    ),
    fc.nat(),
    fc.nat(),
  )
  .chain(([position, i, j]) => {
    const moves = legalMoves(position);
    const aMove = (k: number): Move | undefined => (moves.length === 0 ? undefined : moves[k % moves.length]);
    const count = position.variant.board.squareCount;
    const square = fc.integer({ min: 1, max: count });
    // A drawn move need not be legal: any path of squares on the board, its ends as from and to.
    const drawnMove = fc
      .tuple(fc.array(square, { minLength: 2, maxLength: 5 }), fc.array(square, { maxLength: 3 }))
      .map(([path, captured]): Move => ({ from: path[0]!, to: path[path.length - 1]!, path, captured }));
    const goodMove = fc.oneof(fc.constant(aMove(i)), fc.constant(aMove(j)), drawnMove);
    // A drawn move with one field spoiled: a square given as text, off the board, or the like.
    const spoiledMove = fc
      .tuple(drawnMove, fc.constantFrom('from', 'to', 'path', 'captured'), squareLike, fc.nat())
      .map(([move, field, bad, k]) => {
        if (field === 'from' || field === 'to') return { ...move, [field]: bad };
        const list = [...move[field]];
        list[k % (list.length + 1)] = bad as number;
        return { ...move, [field]: list };
      });
    const safeText = fc.oneof(hostileText, fc.string({ unit: 'binary' })).map(xmlSafe);
    const themeKeys = Object.keys(defaultSvgTheme);
    const good = fc.record(
      {
        orientation: fc.constantFrom('white', 'black'),
        coordinates: fc.constantFrom('numbers', 'algebraic', 'none'),
        move: goodMove,
        lastMove: goodMove,
        highlight: fc.array(square, { maxLength: 4 }),
        squareSize: fc.oneof(fc.integer({ min: 1, max: 200 }), fc.double({ min: 0.001, max: 1e6, noNaN: true })),
        title: safeText,
        description: safeText,
        theme: fc.dictionary(fc.constantFrom(...themeKeys), safeText, { maxKeys: 4 }),
        idPrefix: safeText.filter((t) => t !== '' && !/[\t\n\f\r ]/.test(t)),
      },
      { requiredKeys: [] },
    );
    const option = <T>(ok: fc.Arbitrary<T>): fc.Arbitrary<unknown> =>
      fc.oneof({ weight: 6, arbitrary: ok }, { weight: 1, arbitrary: wrongValue });
    const text = fc.oneof(hostileText, fc.string());
    const hostile = fc.record(
      {
        orientation: option(fc.constantFrom('white', 'black')),
        coordinates: option(fc.constantFrom('numbers', 'algebraic', 'none')),
        move: fc.oneof(
          { weight: 2, arbitrary: goodMove },
          { weight: 3, arbitrary: spoiledMove },
          { weight: 1, arbitrary: moveLike },
        ),
        lastMove: fc.oneof(
          { weight: 2, arbitrary: goodMove },
          { weight: 3, arbitrary: spoiledMove },
          { weight: 1, arbitrary: moveLike },
        ),
        highlight: option(
          fc.array(fc.oneof({ weight: 4, arbitrary: square }, { weight: 1, arbitrary: squareLike }), { maxLength: 4 }),
        ),
        squareSize: option(fc.oneof(fc.integer({ min: 1, max: 200 }), fc.double({ noNaN: false }))),
        title: option(text),
        description: option(text),
        theme: option(
          fc.dictionary(
            fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...themeKeys) }, { weight: 1, arbitrary: hostileText }),
            fc.oneof(text, wrongValue),
            { maxKeys: 4 },
          ),
        ),
        idPrefix: option(text),
      },
      { requiredKeys: [] },
    );
    // The position prints as its variant and FEN in a counterexample, not as its whole object.
    const shown = { position, [fc.toStringMethod]: () => `${position.variant.key} ${formatFen(position)}` };
    return fc.tuple(
      fc.constant(shown),
      fc.oneof({ weight: 5, arbitrary: good }, { weight: 4, arbitrary: hostile }, { weight: 1, arbitrary: wrongValue }),
    );
  });

/** What a strict XML reader sees: every element, attribute and the text of `<title>` and `<desc>`. */
interface XmlReading {
  readonly errors: string[];
  readonly elements: string[];
  readonly attributes: Array<[string, string, string]>;
  readonly text: Record<string, string>;
}

function readXml(svg: string): XmlReading {
  const reading: XmlReading = { errors: [], elements: [], attributes: [], text: {} };
  const parser = new SaxesParser({ xmlns: true });
  let open: string | undefined;
  parser.on('error', (e) => void reading.errors.push(e.message));
  parser.on('opentag', (tag) => {
    reading.elements.push(tag.name);
    for (const a of Object.values(tag.attributes)) reading.attributes.push([tag.name, a.name, a.value]);
    open = tag.name;
  });
  parser.on('text', (t) => {
    if (open === 'title' || open === 'desc') reading.text[open] = (reading.text[open] ?? '') + t;
  });
  parser.on('closetag', () => void (open = undefined));
  parser.write(svg).close();
  return reading;
}

const svgOptions: FuzzTarget = {
  name: 'svg-options',
  checks:
    'boardToSvg on every variant with arbitrary options (strings with controls, surrogates and "<>&\', squares as text, wrong types) returns an SVG or throws a CrownheadError bad-argument; the SVG is well-formed XML (saxes), holds only the elements and attributes the renderer writes, and gives back title and description as given',
  cost: 2,
  property: () =>
    fc.property(scene, ([{ position }, options]: [{ position: Position }, unknown]) => {
      let svg: string;
      try {
        svg = boardToSvg(position, options as never);
      } catch (error) {
        if (!(error instanceof CrownheadError))
          throw new Error(`boardToSvg threw ${String(error)} for ${fc.stringify(options)}`, { cause: error });
        expect(error.code).toBe('bad-argument');
        expect(error.message).toMatch(/^boardToSvg: /);
        return;
      }
      const xml = readXml(svg);
      expect(xml.errors).toEqual([]);
      expect(xml.elements[0]).toBe('svg');
      for (const name of xml.elements) expect(ELEMENTS.has(name), `element <${name}>`).toBe(true);
      for (const [element, name, value] of xml.attributes) {
        expect(ATTRIBUTES.has(name), `attribute ${name} on <${element}>`).toBe(true);
        if (name === 'data-square') expect(value).toMatch(/^[1-9][0-9]*$/);
      }
      const given = options as { title?: unknown; description?: unknown } | undefined;
      if (typeof given?.title === 'string') expect(xml.text.title ?? '').toBe(given.title);
      if (typeof given?.description === 'string') expect(xml.text.desc ?? '').toBe(given.description);
    }),
};

/** The targets of this file, run after those of ./targets.ts. */
export const outputTargets: readonly FuzzTarget[] = [svgOptions];
