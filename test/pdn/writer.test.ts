/**
 * The PDN writer (writing profile of docs/sources.md, PDN 3.0; PDN 3.0 grammar and
 * restrictions) and the write→read round trip over every game of ../shared/data/pdn.
 */
import { describe, it, expect } from 'vitest';
import { canonicalTags, parsePdn, formatPdn } from '../../src/pdn/index.js';
import type { PdnGame } from '../../src/pdn/index.js';
import { describeShared } from '../shared.js';
import { allCorpusFiles, corpusBytes } from './corpus.js';
import { ROSTER, expectedTags } from './tags.js';
import { content } from './trees.js';

const ROSTER_NAMES = ROSTER.map(([name]) => name);

/**
 * True when every line is at most `width` columns, or is longer only because of the text of one
 * comment or tag value that is itself longer (the writer never changes such text).
 */
function linesFit(text: string, width = 80): boolean {
  let inComment = false;
  for (const line of text.split('\n')) {
    let outside = 0;
    let longestInside = 0;
    let run = 0;
    for (const c of line) {
      if (inComment) {
        if (c === '}') {
          inComment = false;
          longestInside = Math.max(longestInside, run);
        } else run++;
      } else if (c === '{') {
        inComment = true;
        run = 0;
      } else outside++;
    }
    if (inComment) longestInside = Math.max(longestInside, run);
    if (line.length <= width) continue;
    if (line.startsWith('[')) continue; // a tag line: its value is as long as it is
    if (longestInside + 2 > width - 2 && outside <= 4) continue;
    return false;
  }
  return true;
}

describe('tags', () => {
  it('writes the seven-tag roster first, missing ones as unknown, then GameType in full, FEN, the rest', () => {
    const tags = canonicalTags([
      { name: 'FEN', value: 'W:W31-50:B1-20' },
      { name: 'Opening', value: 'x' },
      { name: 'Black', value: 'B' },
      { name: 'GameType', value: '20' },
      { name: 'Event', value: 'E' },
    ]);
    expect(tags).toEqual([
      { name: 'Event', value: 'E' },
      { name: 'Site', value: '?' },
      { name: 'Date', value: '????.??.??' },
      { name: 'Round', value: '?' },
      { name: 'White', value: '?' },
      { name: 'Black', value: 'B' },
      { name: 'Result', value: '*' },
      { name: 'GameType', value: '20,W,10,10,N2,0' },
      { name: 'FEN', value: 'W:W31-50:B1-20' },
      { name: 'Opening', value: 'x' },
    ]);
  });

  it('escapes backslashes and quotes (PDN 3.0 STRING, section 6 row 5)', () => {
    const text = formatPdn([{ tags: [{ name: 'Event', value: 'say "hi" \\ bye' }], moves: [] }]);
    expect(text.split('\n')[0]).toBe('[Event "say \\"hi\\" \\\\ bye"]');
    expect(parsePdn(text).games[0]!.tags[0]!.value).toBe('say "hi" \\ bye');
  });

  it('expands a bare GameType number with spaces around it, and keeps one of five digits as it is', () => {
    // 21 is English draughts, 21,B,8,8,N1,0 (docs/sources.md, PDN 3.0); the spaces and the
    // four-digit limit are the reader's own rules (gameType.ts), pinned here.
    const gameType = (value: string): string =>
      canonicalTags([{ name: 'GameType', value }]).find((t) => t.name === 'GameType')!.value;
    expect(gameType(' 21 ')).toBe('21,B,8,8,N1,0');
    expect(gameType('00021')).toBe('00021');
  });

  it('keeps a full GameType with other attributes as it is (kurnik writes N1)', () => {
    expect(
      canonicalTags([{ name: 'GameType', value: '20,W,10,10,N1,0' }]).find((t) => t.name === 'GameType')!.value,
    ).toBe('20,W,10,10,N1,0');
  });
});

describe('movetext', () => {
  const game = (moves: string, tags = ''): PdnGame => parsePdn(`${tags} ${moves}`).games[0]!;

  it('writes a whole game as PDN 3.0: tags, blank line, numbered moves, * separator', () => {
    expect(formatPdn([game('1. 32-28 19-23 2. 28x19 14x23', '[Event "E"][GameType "20"]')])).toBe(
      [
        '[Event "E"]',
        '[Site "?"]',
        '[Date "????.??.??"]',
        '[Round "?"]',
        '[White "?"]',
        '[Black "?"]',
        '[Result "*"]',
        '[GameType "20,W,10,10,N2,0"]',
        '',
        '1. 32-28 19-23 2. 28x19 14x23 *',
        '',
      ].join('\n'),
    );
  });

  it('writes the grammar.rst variation example with strength glued and N... after a variation', () => {
    const text = formatPdn([
      game('32-28 19-23 (18-23 38-32 (37-32? 23-29! { Black wins }) 12-18) 28x19 14x23', '[GameType "20"]'),
    ]);
    expect(text.split('\n\n')[1]).toBe(
      '1. 32-28 19-23 (1... 18-23 2. 38-32 (2. 37-32? 23-29! { Black wins })\n2... 12-18) 2. 28x19 14x23 *\n',
    );
  });

  it('numbers a game that starts with the second player 1... (English FEN with White to move)', () => {
    const text = formatPdn([game('1. ... 22-18 15x22 *', '[GameType "21"] [FEN "W:W22,25:B15"]')]);
    expect(text.split('\n\n')[1]).toBe('1... 22-18 2. 15x22 *\n');
    // International: Black to move is the second player.
    const intl = formatPdn([game('1... 19-23 2. 32-28 *', '[GameType "20"] [FEN "B:W32:B19"]')]);
    expect(intl.split('\n\n')[1]).toBe('1... 19-23 2. 32-28 *\n');
  });

  it('writes N... after a comment and puts NAGs, comments, variations and setups after their move', () => {
    const text = formatPdn([game('1. 32-28 $1 {good} /FEN "B:W28:B19"/ 19-23 *', '[GameType "20"]')]);
    expect(text.split('\n\n')[1]).toBe('1. 32-28 $1 {good} /FEN "B:W28:B19"/ 1... 19-23 *\n');
  });

  it('appends the result token on request (PDN 2.0 style), * when the result is unknown', () => {
    const won = game('1. 32-28 *', '[Result "2-0"]');
    expect(formatPdn([won], { resultToken: true }).trimEnd().endsWith('1. 32-28 2-0')).toBe(true);
    expect(formatPdn([won]).trimEnd().endsWith('1. 32-28 *')).toBe(true);
    expect(
      formatPdn([game('1. 32-28 *', '[Result "4-6"]')], { resultToken: true })
        .trimEnd()
        .endsWith('1. 32-28 *'),
    ).toBe(true);
  });

  it('wraps lines at 80 columns', () => {
    const moves = Array.from({ length: 60 }, (_, i) => `${i + 1}. 32-28 19-23`).join(' ');
    const text = formatPdn([game(moves)]);
    expect(text.split('\n').every((line) => line.length <= 80)).toBe(true);
    expect(linesFit(text)).toBe(true);
  });

  it('writes a comment holding } as a ; comment, and leaves out what PDN cannot write at all', () => {
    // PDN has no escape in comments: `{a}b}` would end at the first }.
    const tree: PdnGame = {
      tags: [],
      moves: [{ move: '32-28', comments: ['a}b', 'c}\nd'], setups: ['FEN "B:W1/2"'] }, { move: '19-23' }],
    };
    expect(formatPdn([tree]).split('\n\n')[1]).toBe('1. 32-28 ;a}b\n{c\nd} /FEN "B:W12"/ 1... 19-23 *\n');
    expect(content(parsePdn(formatPdn([tree])).games[0]!).moves[0]!.comments).toEqual(['a}b', 'c\nd']);
  });

  it('separates games by a blank line', () => {
    const text = formatPdn(parsePdn('1. 32-28 * 2. 33-28 *').games);
    expect(parsePdn(text, { mode: 'strict' }).games).toHaveLength(2);
    expect(text).toContain('*\n\n[Event');
  });

  it('one function for one game and many: each game as alone, in order, a blank line between, from any iterable', () => {
    // formatPdn replaced writeGame(game) by formatPdn([game]) (issue 30): a list of games must be
    // the games written one by one and joined with the blank line of PDN 3.0 section 1.1.
    const [a, b] = parsePdn('[Event "A"] 1. 32-28 * [Event "B"] 1. 11-15 {c} *').games as [PdnGame, PdnGame];
    const one = (g: PdnGame): string => formatPdn([g]);
    expect(one(a).startsWith('[Event "A"]')).toBe(true);
    expect(one(a).endsWith('1. 32-28 *\n')).toBe(true);
    expect(formatPdn([a, b])).toBe(`${one(a)}\n${one(b)}`);
    expect(
      formatPdn(
        (function* () {
          yield a;
          yield b;
        })(),
      ),
    ).toBe(`${one(a)}\n${one(b)}`);
    expect(formatPdn([])).toBe('');
  });
});

describeShared('write → read round trip over ../shared/data/pdn', () => {
  it.each(allCorpusFiles())('%s: reading what was written gives the same trees', (file) => {
    const read = parsePdn(corpusBytes(file));
    const written = formatPdn(read.games);
    const reread = parsePdn(written);
    expect(reread.games).toHaveLength(read.games.length);
    for (let i = 0; i < read.games.length; i++) {
      const original = read.games[i]!;
      const expected = { ...content(original), tags: expectedTags(original.tags) };
      expect(content(reread.games[i]!), `game ${i + 1}`).toEqual(expected);
    }
    // The canonical writer's output is itself a fixpoint.
    expect(formatPdn(reread.games)).toBe(written);
    expect(linesFit(written)).toBe(true);
    // What the writer adds is PDN 3.0: each game's text starts with the roster, one tag a line.
    for (const [i, game] of read.games.entries()) {
      const firstLines = formatPdn([game]).split('\n').slice(0, 7);
      expect(
        firstLines.map((line) => /^\[([A-Za-z]+) "/.exec(line)?.[1]),
        `game ${i + 1}`,
      ).toEqual([...ROSTER_NAMES]);
    }
  });

  it.each(allCorpusFiles().filter((f) => f.includes('/succeed/')))(
    '%s: what is written reads in strict mode without error',
    (file) => {
      const written = formatPdn(parsePdn(corpusBytes(file), { mode: 'strict' }).games);
      expect(parsePdn(written, { mode: 'strict' }).problems.filter((p) => p.severity === 'error')).toEqual([]);
    },
  );
});
