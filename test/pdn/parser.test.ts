/**
 * The PDN parser: game trees (PDN 3.0 grammar, docs/sources.md, PDN 3.0), game
 * boundaries, the lenient warnings for the real-file deviations of section 1.10 and the strict
 * errors for the same input. Expected trees are written out from the standard's examples.
 */
import { describe, it, expect } from 'vitest';
import { PdnParser, parsePdn } from '../../src/pdn/index.js';
import type { PdnGame, PdnProblem, PdnReadOptions, PdnRecord } from '../../src/pdn/index.js';
import { stripLocations } from './trees.js';
import { locationOf } from './lines.js';

function games(text: string, options?: PdnReadOptions): PdnGame[] {
  return parsePdn(text, options).games.map(stripLocations);
}

function problems(text: string, options?: PdnReadOptions): Array<[string, string, number, number]> {
  return parsePdn(text, options).problems.map((p: PdnProblem) => [p.severity, p.code, p.line, p.column]);
}

describe('game trees', () => {
  it('reads the grammar.rst example with nested variations as alternatives to the move before them', () => {
    const [game] = games('32-28 19-23 (18-23 38-32 (37-32? 23-29! { Black wins }) 12-18) 28x19 14x23');
    expect(game).toEqual({
      tags: [],
      moves: [
        { move: '32-28' },
        {
          move: '19-23',
          variations: [
            {
              moves: [
                { move: '18-23' },
                {
                  move: '38-32',
                  variations: [
                    {
                      moves: [
                        { move: '37-32', strength: '?' },
                        { move: '23-29', strength: '!', comments: [' Black wins '] },
                      ],
                    },
                  ],
                },
                { move: '12-18' },
              ],
            },
          ],
        },
        { move: '28x19' },
        { move: '14x23' },
      ],
    });
  });

  it('keeps tags in file order, unknown ones and duplicates included', () => {
    const [game] = games('[Black "B"]\n[DamboTopLine "x"]\n[Event "E"]\n[Event "again"]\n*');
    expect(game!.tags).toEqual([
      { name: 'Black', value: 'B' },
      { name: 'DamboTopLine', value: 'x' },
      { name: 'Event', value: 'E' },
      { name: 'Event', value: 'again' },
    ]);
    expect(game!.terminator).toBe('*');
  });

  it('puts comments, NAGs and setups before the first move on the line, later ones on the move before them', () => {
    const [game] = games('{intro} $5 /FEN "W:W31-50:B1-20"/ 1. 32-28 {a} $1 /FEN "B:W28:B19"/ {b} 19-23 *');
    expect(game).toEqual({
      tags: [],
      comments: ['intro'],
      nags: [5],
      setups: ['FEN "W:W31-50:B1-20"'],
      moves: [{ move: '32-28', comments: ['a', 'b'], nags: [1], setups: ['FEN "B:W28:B19"'] }, { move: '19-23' }],
      terminator: '*',
    });
  });

  it('puts comments and NAGs between plain moves on the move before them, whatever the white space', () => {
    const text =
      '1. 11-15 {a}{} $1$22\t23-18 {b\r\nc}\r\n2. {d} 8-11 $123456789 $1234567890 (2... 9-14 {e} $3) 27-23 *';
    // Where each move stands, counted here from the text itself.
    const at = (move: string) => locationOf(text, move);
    expect(parsePdn(text).games[0]!.moves).toEqual([
      { move: '11-15', comments: ['a', ''], nags: [1, 22], location: at('11-15') },
      { move: '23-18', comments: ['b\r\nc', 'd'], location: at('23-18') },
      {
        move: '8-11',
        nags: [123456789],
        // Ten digits are no NAG: kept as text, with a warning.
        comments: ['$1234567890'],
        variations: [{ moves: [{ move: '9-14', comments: ['e'], nags: [3], location: at('9-14') }] }],
        location: at('8-11'),
      },
      { move: '27-23', location: at('27-23') },
    ]);
    const nag10 = at('$1234567890');
    expect(problems(text)).toEqual([['warning', 'unknown-text', nag10.line, nag10.column]]);
  });

  it("reads a comment at the start of a variation as the variation's own comment", () => {
    const [game] = games('32-28 ({why not} 33-28 18-23) 18-23');
    expect(game!.moves[0]!.variations).toEqual([
      { comments: ['why not'], moves: [{ move: '33-28' }, { move: '18-23' }] },
    ]);
  });

  it('gives each move its location in the file', () => {
    const {
      games: [game],
    } = parsePdn('[Event "x"]\n1. 32-28\n19-23 *');
    expect(game!.moves.map((m) => m.location)).toEqual([
      { offset: 15, line: 2, column: 4 },
      { offset: 21, line: 3, column: 1 },
    ]);
    expect(game!.index).toBe(1);
    expect(game!.location).toEqual({ offset: 0, line: 1, column: 1 });
  });

  it('reads runs of plain movetext with exact locations across LF, CRLF and lone CR', () => {
    // Move numbers glued to moves, a result right after a move, 1-10 (a move) and 1-1 (a result).
    const {
      games: [a, b],
      problems: found,
    } = parsePdn('1.11-15 23-18\r\n2...8-11\r27-23  3. 1-10\n\t24x15x6 1-1 4. 9-13 1-0');
    expect(a!.moves).toEqual([
      { move: '11-15', location: { offset: 2, line: 1, column: 3 } },
      { move: '23-18', location: { offset: 8, line: 1, column: 9 } },
      { move: '8-11', location: { offset: 19, line: 2, column: 5 } },
      { move: '27-23', location: { offset: 24, line: 3, column: 1 } },
      { move: '1-10', location: { offset: 34, line: 3, column: 11 } },
      { move: '24x15x6', location: { offset: 40, line: 4, column: 2 } },
    ]);
    expect(a!.terminator).toBe('1-1');
    expect(b!.moves).toEqual([{ move: '9-13', location: { offset: 55, line: 4, column: 17 } }]);
    expect(b!.terminator).toBe('1-0');
    expect(found).toEqual([]);
  });

  it('reports in runs of plain movetext what the token path reports', () => {
    expect(problems('1. 2. 11-15 3.. 23-18 4.... 8-11 *')).toEqual([
      ['warning', 'move-number-without-move', 1, 1],
      ['warning', 'move-number', 1, 13],
      ['warning', 'move-number', 1, 23],
    ]);
    const read = parsePdn('1. 11-15 23-18 2. 8-11 27-23 3. 9-13 *', { maxMoves: 3 });
    expect(read.games[0]!.moves.map((m) => m.move)).toEqual(['11-15', '23-18', '8-11']);
    expect(read.problems.map((p) => [p.code, p.column])).toEqual([['budget', 24]]);
  });

  it('treats 1. ... 7-12 as 1... 7-12 (reading grammar ELLIPSES)', () => {
    expect(games('1. ... 7-12 *')[0]!.moves).toEqual([{ move: '7-12' }]);
    expect(games('1... 7-12 *')[0]!.moves).toEqual([{ move: '7-12' }]);
    expect(problems('77. ... {end} *', { mode: 'strict' })).toEqual([]);
  });
});

describe('game boundaries', () => {
  it('ends games at *, at a result and at a new tag section; a header is all tags before the body', () => {
    const text = '[Event "a"] 32-28 1-0\n[Event "b"] 33-28 *\n[Event "c"]\n[Round "d"] 34-29\n[Event "e"] 35-30';
    const read = parsePdn(text);
    expect(
      read.games.map((g) => [g.tags.map((t) => t.value).join(' '), g.moves.map((m) => m.move).join(' '), g.terminator]),
    ).toEqual([
      ['a', '32-28', '1-0'],
      ['b', '33-28', '*'],
      ['c d', '34-29', undefined],
      ['e', '35-30', undefined],
    ]);
    // The third game runs into the tag section of the fourth: in lenient mode, one warning.
    expect(read.problems.map((p) => [p.code, p.game, p.line])).toEqual([['missing-separator', 3, 5]]);
    // A game of tags only is a game (PDN 3.0: Game = GameHeader GameBody?).
    expect(parsePdn('[Event "x"] * [Event "y"] *', { mode: 'strict' }).games.map((g) => g.moves.length)).toEqual([
      0, 0,
    ]);
  });

  it('reads 1-1 as a separator but 1-10 as a move', () => {
    const read = parsePdn('1. 32-28 1-10 1-1 2. 6-1 *');
    expect(read.games.map((g) => [g.moves.map((m) => m.move), g.terminator])).toEqual([
      [['32-28', '1-10'], '1-1'],
      [['6-1'], '*'],
    ]);
  });

  it('reads a game in a file without a final separator (PDN 3.0: the last separator is optional)', () => {
    expect(problems('1.32-28 19-23', { mode: 'strict' })).toEqual([]);
  });

  it('reads a body-only game, a game with a BOM and CRLF, and no game in an empty input', () => {
    expect(games('\uFEFF[Event "x"]\r\n\r\n1. 32-28 *\r\n')).toEqual([
      { tags: [{ name: 'Event', value: 'x' }], moves: [{ move: '32-28' }], terminator: '*' },
    ]);
    expect(parsePdn('')).toEqual({ games: [], problems: [] });
    expect(parsePdn('  \n% only a comment line\n')).toEqual({ games: [], problems: [] });
  });

  it('does not let a malformed game stop the games after it', () => {
    const read = parsePdn('[Event "a"] 1. 32-28 ) {x * \n[Event "b"] 2. 33-28 *', { mode: 'strict' });
    // The unclosed comment swallows the rest of the input; still one game, with the error.
    expect(read.games).toHaveLength(1);
    const read2 = parsePdn('[Event "a"] 1. 32-28 ) 19-23 *\n[Event "b"] 33-28 *', { mode: 'strict' });
    expect(read2.games.map((g) => g.moves.length)).toEqual([2, 1]);
    expect(read2.problems.map((p) => [p.code, p.game, p.column])).toEqual([['unexpected', 1, 22]]);
  });
});

describe('lenient warnings and strict errors for the deviations of section 1.10', () => {
  // Each case: input, the code, and where (line, column).
  const cases: Array<[string, string, string, number, number]> = [
    ['; comment (PDN 1.0, PGN)', '1. 32-28 ; a comment\n19-23 *', 'semicolon-comment', 1, 10],
    [
      'match score as the last move (fail/delfts.pdn)',
      '[Result "4-6"]\n1. 32-28 4-6\n[Event "x"] *',
      'nonstandard-result',
      2,
      10,
    ],
    ['½-½ (lidraughts)', '1. 32-28 ½-½', 'nonstandard-result', 1, 10],
    ['no separator before the next tag section', '1. 32-28\n[Event "x"] *', 'missing-separator', 2, 1],
    ['move number without a move (fail/mrdrcd07.pdn)', '[Result "0-2"]\n1. 0-2', 'move-number-without-move', 2, 1],
    ['unknown moves written "-" (fail/abatsiev.pdn)', '1. - - *', 'unknown-move', 1, 4],
    ['text that is not PDN (checkerboard/tinsley.pdn)', '1. 8-11Redovers. 0-1', 'unknown-text', 1, 8],
    ['a stray } (fail/nested_comment.pdn)', '1. 32-28 {a {b} } *', 'unknown-text', 1, 17],
    ['result token and * (PDN 2.0 and 3.0 at once)', '1. 32-28 1-0 *', 'empty-game', 1, 14],
    ['X and × as capture separators', '1. 32X23 *', 'move-syntax', 1, 4],
    ['a path of - separators (PDN 2.0)', '1. 26-17-10 *', 'move-syntax', 1, 4],
    ['two dots after a move number', '1.. 32-28 *', 'move-number', 1, 1],
    ['a tag name in lower case', '[event "x"] *', 'tag-syntax', 1, 2],
    ['a tag value in typographic quotes (CheckerBoard)', '[Event \u201cx\u201d] *', 'tag-syntax', 1, 8],
    ['a strength apart from its move', '1. 32-28 {c} ! *', 'misplaced-strength', 1, 14],
    ['an empty variation', '1. 32-28 () 19-23 *', 'empty-variation', 1, 11],
  ];

  it.each(cases)('%s: a warning in lenient mode, with its location', (_name, text, code, line, column) => {
    const found = parsePdn(text).problems;
    expect(found.map((p) => [p.severity, p.code, p.line, p.column])).toContainEqual(['warning', code, line, column]);
    expect(found.filter((p) => p.severity === 'error')).toEqual([]);
  });

  it.each(cases)('%s: an error in strict mode, with its location', (_name, text, code, line, column) => {
    expect(problems(text, { mode: 'strict' })).toContainEqual(['error', code, line, column]);
  });

  it('* glued to a move (PDN 2.0 "forced"): a warning and the strength * in lenient mode, a separator in strict mode', () => {
    // Not in the table above: in strict mode this is no error. PDN 3.0 reads `32-28*` as the
    // move and a game separator, and 19-23 as a second game, which is valid PDN.
    const text = '1. 32-28* 19-23 *';
    expect(problems(text)).toEqual([['warning', 'star-strength', 1, 4]]);
    expect(games(text)).toEqual([
      { tags: [], moves: [{ move: '32-28', strength: '*' }, { move: '19-23' }], terminator: '*' },
    ]);
    expect(problems(text, { mode: 'strict' })).toEqual([]);
    expect(games(text, { mode: 'strict' })).toEqual([
      { tags: [], moves: [{ move: '32-28' }], terminator: '*' },
      { tags: [], moves: [{ move: '19-23' }], terminator: '*' },
    ]);
  });

  it('keeps what it does not understand: stray text becomes a comment on the move before it', () => {
    const [game] = games('1. 8-11Redoversteppedthetimecontrol. 0-1');
    expect(game!.moves).toEqual([{ move: '8-11', comments: ['Redoversteppedthetimecontrol.'] }]);
    expect(game!.terminator).toBe('0-1');
  });

  it('reads the match score that equals the Result tag as the result, not as a move', () => {
    const [game] = games('[Result "4-6"]\n1. 32-28 4-6\n');
    expect(game!.moves).toEqual([{ move: '32-28' }]);
    expect(game!.terminator).toBe('4-6');
  });

  it('reads parentheses as comments on request (CheckerBoard, section 6 row 8)', () => {
    const [game] = games('1. 32-28 (a remark (nested)) 19-23 *', { parentheses: 'comment' });
    expect(game!.moves).toEqual([{ move: '32-28', comments: ['a remark (nested)'] }, { move: '19-23' }]);
  });
});

describe('errors in both modes', () => {
  it.each([
    ['an unclosed comment', '1. 32-28 {never closed', 'unterminated', 1, 10],
    ['an unclosed tag value', '[Event "x] 1. 32-28', 'unterminated', 1, 8],
    ['a tag without ]', '[Event "x"\n1. 32-28 *', 'bad-tag', 2, 1],
    ['a ) with no variation open', '1. 32-28 ) *', 'unexpected', 1, 10],
    ['a variation open at the end of the game', '1. 32-28 (33-28 *', 'unclosed-variation', 1, 17],
    ['a move that stops after its separator', '1. 32- *', 'incomplete-move', 1, 4],
    ['a setup command never closed', '1. 32-28 /FEN "x" *', 'unterminated', 1, 10],
  ])('%s', (_name, text, code, line, column) => {
    for (const mode of ['lenient', 'strict'] as const) {
      const found = parsePdn(text, { mode }).problems;
      expect(found.map((p) => [p.severity, p.code, p.line, p.column])).toContainEqual(['error', code, line, column]);
    }
  });

  it('reports a Latin-1 input (bytes that are not UTF-8) and reads it as ISO-8859-1', () => {
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('[White "Jos'),
      0xe9,
      ...new TextEncoder().encode('"] *'),
    ]);
    const read = parsePdn(bytes);
    expect(read.games[0]!.tags).toEqual([
      { name: 'White', value: 'José', location: { offset: 0, line: 1, column: 1 } },
    ]);
    expect(read.problems.map((p) => [p.severity, p.code])).toEqual([['warning', 'latin-1']]);
  });

  it('reads UTF-8 bytes with a BOM', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('[White "Ñ"] *')]);
    expect(parsePdn(bytes)).toEqual({
      games: [
        {
          tags: [{ name: 'White', value: 'Ñ', location: { offset: 0, line: 1, column: 1 } }],
          moves: [],
          terminator: '*',
          index: 1,
          location: { offset: 0, line: 1, column: 1 },
        },
      ],
      problems: [],
    });
  });
});

describe('tag sections', () => {
  it('gives each tag pair its location, in common form or not, over LF, CRLF, spaces and tabs', () => {
    // Common-form pairs go through the lexer's fast path, the others (escape, line end inside,
    // typographic quotes) through the token path; locations are counted from the text itself.
    const text =
      '[A "1"]\r\n[B "2"] [C "x\\"y"]\n  [D "3"]\t[E "p\nq"]\n[F "4"]\n[G \u201cz\u201d] [H "5"]\n1. 11-15 *';
    const [game] = parsePdn(text).games;
    expect(game!.tags.map((t) => [t.name, t.value, t.location])).toEqual([
      ['A', '1', locationOf(text, '[A')],
      ['B', '2', locationOf(text, '[B')],
      ['C', 'x"y', locationOf(text, '[C')],
      ['D', '3', locationOf(text, '[D')],
      ['E', 'p\nq', locationOf(text, '[E')],
      ['F', '4', locationOf(text, '[F')],
      ['G', 'z', locationOf(text, '[G')],
      ['H', '5', locationOf(text, '[H')],
    ]);
    // Spot checks of the helper: D after two spaces on line 3, H after G on line 6.
    expect(locationOf(text, '[D')).toEqual({ offset: 30, line: 3, column: 3 });
    expect(locationOf(text, '[H')).toMatchObject({ line: 6, column: 9 });
    // The one deviation is reported where the typographic quote stands.
    const quote = locationOf(text, '\u201cz');
    expect(parsePdn(text).problems.map((p) => [p.code, p.line, p.column])).toEqual([
      ['tag-syntax', quote.line, quote.column],
    ]);
  });
});

describe('PdnParser, pull style', () => {
  const THREE = '[Event "1"] 1. 11-15 *\n[Event "2"] 1. 9-14 1-0\n[Event "3"] 1. 10-15';
  const event = (r: PdnRecord | undefined) => r?.game?.tags[0]?.value;

  it('hands out one game per read, as soon as the next one begins; the last after end()', () => {
    const parser = new PdnParser();
    parser.write(THREE);
    expect(event(parser.read())).toBe('1');
    // A note stands where the next text will begin (as readPdn notes where the bytes stop being
    // UTF-8), whatever has been read: here at the end of game 3, not where reading stopped.
    parser.note('warning', 'latin-1', 'a note');
    const second = parser.read();
    expect(event(second)).toBe('2');
    expect(second!.problems).toEqual([]);
    // Game 3 could go on: it waits for more text or the end.
    expect(parser.read()).toBeUndefined();
    parser.write(' 22-18');
    expect(parser.read()).toBeUndefined();
    parser.end();
    const last = parser.read();
    expect(event(last)).toBe('3');
    expect(last!.problems.map((p) => [p.code, p.game, p.offset])).toEqual([['latin-1', 3, THREE.length]]);
    expect(last!.game!.moves.map((m) => m.move)).toEqual(['10-15', '22-18']);
    expect(parser.read()).toBeUndefined();
    // Nothing is read after the end.
    parser.write('[Event "4"] *');
    expect(parser.read()).toBeUndefined();
    expect(parser.push('[Event "5"] *')).toEqual([]);
    expect(parser.finish()).toEqual([]);
  });

  it('gives what push and finish give, for text cut at every position', () => {
    const text = `${THREE} {c} (1... 22-18) *\n[Event "4"]\r\n1. 32-28 $2 ; x\n* 1-0 [Bad`;
    const pushed = new PdnParser();
    const want = [...pushed.push(text), ...pushed.finish()];
    expect(want.map(event)).toEqual(['1', '2', '3', '4', undefined]);
    for (let cut = 0; cut <= text.length; cut++) {
      const parser = new PdnParser();
      const got: PdnRecord[] = [];
      for (const part of [text.slice(0, cut), text.slice(cut)]) {
        parser.write(part);
        for (let r = parser.read(); r !== undefined; r = parser.read()) got.push(r);
      }
      parser.end();
      for (let r = parser.read(); r !== undefined; r = parser.read()) got.push(r);
      expect(got, `cut at ${cut}`).toEqual(want);
    }
  });
});

describe('moves with spaces around a separator', () => {
  it('reads a separator after spaces as going on with the move, also after a whole move', () => {
    // The reading grammar skips white space between the parts of a move (section 1.2;
    // succeed/schildpad.pdn writes `1- 7`), so `32-28 -23` is one path, written with dashes
    // (PDN 2.0; a move-syntax deviation), and `19x28 x37` one capture.
    const text = '1. 32-28 -23 2. 19x28 x37 3. 1-2\t- 3 *';
    expect(parsePdn(text).games[0]!.moves.map((m) => m.move)).toEqual(['32-28-23', '19x28x37', '1-2-3']);
    expect(problems(text)).toEqual([
      ['warning', 'move-syntax', 1, locationOf(text, '32-28').column],
      ['warning', 'move-syntax', 1, locationOf(text, '1-2').column],
    ]);
  });
});

describe('non-ASCII text around plain movetext', () => {
  it('reads typographic separators after a space, no-break spaces and non-ASCII tags as the token path does', () => {
    // The fast paths read the text as bytes where every non-ASCII character is one marker;
    // what they cannot decide from it must go to the token path, which reads `–` and `×`
    // after a space as separators (section 6 row 14), `\u00a0` as white space.
    const text =
      '[Event "Jos\u00e9 \u2013 \u201cx\u201d"]\n[Site "\u{1F600}"]\n1. 32-28 \u2013 23 2. 19x28 \u00d7 37\u00a0 3. 28x19 {caf\u00e9} 14x23 *';
    const [game] = parsePdn(text).games;
    expect(game!.tags.map((t) => [t.value, t.location!.line])).toEqual([
      ['Jos\u00e9 \u2013 \u201cx\u201d', 1],
      ['\u{1F600}', 2],
    ]);
    expect(game!.moves.map((m) => [m.move, m.location, m.comments])).toEqual([
      ['32-28-23', locationOf(text, '32-28'), undefined],
      ['19x28x37', locationOf(text, '19x28'), undefined],
      ['28x19', locationOf(text, '28x19'), ['caf\u00e9']],
      ['14x23', locationOf(text, '14x23'), undefined],
    ]);
    expect(problems(text).map((p) => p[1])).toEqual(['move-syntax', 'move-syntax']);
  });
});
