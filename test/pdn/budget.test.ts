/**
 * Bounds: hostile or huge input costs neither the call stack nor memory beyond one game. Deep
 * nesting, a 10 MB comment, 100,000 games and over-long games are read without a stack overflow,
 * each limit reported as a `budget` error. Every budget of a game (docs/reliability.md,
 * "Budgets"): where it is reported, what the game keeps, that the next game is read, that
 * streaming gives the same, that the defaults are those documented, and that real files are
 * read as with no budget at all. test/pdn/hostile.test.ts measures time and memory.
 */
import { describe, it, expect } from 'vitest';
import { parsePdn, readPdn, replay, formatPdn } from '../../src/pdn/index.js';
import { variants } from '../../src/index.js';
import type { PdnGame, PdnLine, PdnProblem, PdnReadOptions } from '../../src/pdn/index.js';
import { describeShared } from '../shared.js';
import { allCorpusFiles, corpusBytes } from './corpus.js';

describe('budgets', () => {
  it('reads 100,000 nested variations without a stack overflow, keeping maxDepth levels', () => {
    const depth = 100_000;
    const text = `1. 32-28 ${'(33-28 '.repeat(depth)}${')'.repeat(depth)} 19-23 *`;
    const { games, problems } = parsePdn(text);
    expect(games).toHaveLength(1);
    expect(games[0]!.moves.map((m) => m.move)).toEqual(['32-28', '19-23']);
    expect(problems.map((p) => [p.severity, p.code])).toEqual([['error', 'budget']]);
    // What was kept can be written, read and replayed.
    let level = 0;
    let line = games[0]!.moves[0]!.variations?.[0];
    while (line !== undefined) {
      level++;
      line = line.moves[0]!.variations?.[0];
    }
    expect(level).toBe(100);
    expect(parsePdn(formatPdn(games)).games).toHaveLength(1);
    replay(games[0]!, { variants });
  });

  it('honours a smaller maxDepth', () => {
    const { games, problems } = parsePdn('32-28 (33-28 (34-29 (35-30))) *', { maxDepth: 2 });
    expect(games[0]!.moves[0]!.variations![0]!.moves[0]!.variations![0]!.moves[0]!.variations).toBeUndefined();
    expect(problems.map((p) => [p.code, p.column])).toEqual([['budget', 21]]);
  });

  it('reads a 10 MB comment in one piece and streamed in 64 KB chunks, with its budgets raised', async () => {
    const big = 'x'.repeat(10 * 1024 * 1024);
    const text = `1. 32-28 {${big}} 19-23 *`;
    const options = { maxCommentLength: 16 << 20, maxGameLength: 16 << 20 };
    const whole = parsePdn(text, options);
    expect(whole.problems).toEqual([]);
    expect(whole.games[0]!.moves[0]!.comments![0]!.length).toBe(big.length);
    async function* chunks(): AsyncGenerator<string> {
      for (let i = 0; i < text.length; i += 65536) yield text.slice(i, i + 65536);
    }
    const streamed = [];
    for await (const record of readPdn(chunks(), options)) streamed.push(record);
    expect(streamed).toHaveLength(1);
    expect(streamed[0]!.game!.moves[0]!.comments![0]!.length).toBe(big.length);
    expect(streamed[0]!.game!.moves[1]!.location).toEqual(whole.games[0]!.moves[1]!.location);
  });

  it('cuts a comment longer than maxCommentLength, with a budget error', async () => {
    const text = `1. 32-28 {${'y'.repeat(5000)}} 19-23 *`;
    const { games, problems } = parsePdn(text, { maxCommentLength: 1000 });
    expect(games[0]!.moves[0]!.comments![0]).toBe('y'.repeat(1000));
    expect(games[0]!.moves[1]!.move).toBe('19-23');
    expect(problems.map((p) => [p.code, p.column])).toEqual([['budget', 10]]);
    async function* chunks(): AsyncGenerator<string> {
      for (let i = 0; i < text.length; i += 100) yield text.slice(i, i + 100);
    }
    const streamed = [];
    for await (const record of readPdn(chunks(), { maxCommentLength: 1000 })) streamed.push(record);
    expect(streamed[0]!.game!.moves[0]!.comments![0]).toBe('y'.repeat(1000));
    expect(streamed[0]!.problems.map((p) => [p.code, p.column])).toEqual([['budget', 10]]);
  });

  it('reads 100,000 games', () => {
    const text = '[Event "e"]\n1. 11-15 23-19 *\n'.repeat(100_000);
    const { games, problems } = parsePdn(text);
    expect(games).toHaveLength(100_000);
    expect(problems).toEqual([]);
    expect(games[99_999]!.index).toBe(100_000);
    expect(games[99_999]!.moves[1]!.location!.line).toBe(200_000);
  });

  it('stops keeping moves after maxMoves in a game, and problems after maxProblems', () => {
    const { games, problems } = parsePdn(`${'32-28 '.repeat(50)}* 1. 32-28`, { maxMoves: 10 });
    expect(games[0]!.moves).toHaveLength(10);
    expect(games[1]!.moves).toHaveLength(1);
    expect(problems.map((p) => [p.code, p.game])).toEqual([['budget', 1]]);
    const noisy = parsePdn('. '.repeat(100), { maxProblems: 5 });
    expect(noisy.problems).toHaveLength(6);
    expect(noisy.problems[5]!.code).toBe('budget');
  });
});

/** Reads `text` whole and one character at a time; both must agree (the chunking property). */
async function both(
  text: string | Uint8Array,
  options: PdnReadOptions,
): Promise<{ games: PdnGame[]; problems: PdnProblem[] }> {
  const whole = parsePdn(text, options);
  const records = [];
  const chunks = typeof text === 'string' ? text.split('') : [...text].map((b) => new Uint8Array([b]));
  for await (const record of readPdn(chunks, options)) records.push(record);
  expect({
    games: records.flatMap((r) => (r.game ? [r.game] : [])),
    problems: records.flatMap((r) => r.problems),
  }).toEqual({
    games: whole.games,
    problems: whole.problems,
  });
  return { games: [...whole.games], problems: [...whole.problems] };
}

const where = (p: PdnProblem): [string, string, number, number, number] => [
  p.severity,
  p.code,
  p.game,
  p.line,
  p.column,
];
const movesOf = (line: PdnLine): string[] => line.moves.map((m) => m.move);

describe('every budget of a game: one budget error where it goes over, the rest of the game skipped, the next game read', () => {
  // The second game shows that reading goes on as usual.
  const NEXT = '\n[E "n"]\n1. 33-29 *';

  // [budget, options, the first game's text, the column of the token that goes over, what the game keeps]
  const CASES: [string, PdnReadOptions, string, number, (game: PdnGame) => unknown, unknown][] = [
    [
      'maxMoves',
      { maxMoves: 3 },
      '1. 32-28 19-23 2. 28-24 15-19 3. 24-20 *',
      25,
      (g) => movesOf(g),
      ['32-28', '19-23', '28-24'],
    ],
    [
      'maxVariations',
      { maxVariations: 1 },
      '1. 32-28 (33-28) (34-30) 19-23 *',
      18,
      (g) => [movesOf(g), g.moves[0]!.variations!.length],
      [['32-28'], 1],
    ],
    [
      'maxComments',
      { maxComments: 2 },
      '1. 32-28 {a} {b} {c} 19-23 *',
      18,
      (g) => [movesOf(g), g.moves[0]!.comments],
      [['32-28'], ['a', 'b']],
    ],
    [
      'maxComments (unknown text)',
      { maxComments: 1 },
      '1. 32-28 {a} foo 19-23 *',
      14,
      (g) => g.moves[0]!.comments,
      ['a'],
    ],
    ['maxNags', { maxNags: 1 }, '1. 32-28 $1 $2 19-23 *', 13, (g) => [movesOf(g), g.moves[0]!.nags], [['32-28'], [1]]],
    [
      'maxNags (strength marks)',
      { maxNags: 1 },
      '1. 32-28 $1 ! 19-23 *',
      13,
      (g) => [g.moves[0]!.nags, g.moves[0]!.strength],
      [[1], undefined],
    ],
    [
      'maxSetups',
      { maxSetups: 1 },
      '/FEN "W:W31:B1"/ 1. 31-27 /x/ 1-6 *',
      27,
      (g) => [g.setups, movesOf(g)],
      [['FEN "W:W31:B1"'], ['31-27']],
    ],
    [
      'maxTags',
      { maxTags: 2 },
      '[A "1"]\n[B "2"]\n[C "3"]\n1. 32-28 *',
      1,
      (g) => [g.tags.map((t) => t.name), movesOf(g)],
      [['A', 'B'], []],
    ],
    [
      'maxTokenLength',
      { maxTokenLength: 10 },
      '1. 32-28 abcdefghijklmnop 19-23 *',
      10,
      (g) => [movesOf(g), g.moves[0]!.comments],
      [['32-28'], undefined],
    ],
    [
      'maxTokenLength (a capture path)',
      { maxTokenLength: 10 },
      '1. 32-28 19x28x37x46 *',
      10,
      (g) => movesOf(g),
      ['32-28'],
    ],
    [
      'maxGameLength',
      { maxGameLength: 20 },
      '1. 32-28 19-23 2. 28-24 15-19 *',
      19,
      (g) => movesOf(g),
      ['32-28', '19-23'],
    ],
    [
      'maxGameLength (a long comment)',
      { maxGameLength: 20 },
      '1. 32-28 {a comment that runs on} 19-23 *',
      10,
      (g) => [movesOf(g), g.moves[0]!.comments],
      [['32-28'], undefined],
    ],
  ];

  it.each(CASES)('%s', async (_name, options, first, column, kept, expected) => {
    for (const mode of ['lenient', 'strict'] as const) {
      const { games, problems } = await both(first + NEXT, { ...options, mode });
      expect(games).toHaveLength(2);
      // The token that goes over was read: its own problems come first (unknown text here).
      const over = problems.filter((p) => p.code === 'budget');
      expect(over.map(where)).toEqual([['error', 'budget', 1, first.startsWith('[') ? 3 : 1, column]]);
      expect(problems.slice(-1)).toEqual(over);
      expect(over[0]!.message).toMatch(/the rest of the game is skipped$/);
      expect(kept(games[0]!)).toEqual(expected);
      // The game's terminator is read; the next game is whole.
      expect(games[0]!.terminator).toBe('*');
      expect(games[1]!.tags[0]!.value).toBe('n');
      expect(movesOf(games[1]!)).toEqual(['33-29']);
    }
  });

  it('what is skipped reports no problem (the game is not read there), except how the bytes are decoded', async () => {
    const text = '1. 32-28 19-23 2. 28-24 foo }} 1..... ) {x $1234567890 *';
    const { problems } = await both(text, { maxMoves: 2 });
    expect(problems.map(where)).toEqual([['error', 'budget', 1, 1, 19]]);
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('1. 32-28 19-23 2. 28-24 {Jos'),
      0xe9,
      ...new TextEncoder().encode('} *'),
    ]);
    expect((await both(bytes, { maxMoves: 2 })).problems.map((p) => [p.code, p.column])).toEqual([
      ['budget', 19],
      ['latin-1', 29],
    ]);
  });

  it('a tag too long to read after a game begins the next game, as a tag does', async () => {
    const text = `1. 32-28 [Event "${'v'.repeat(50)}"]\n1. 11-15 *${NEXT}`;
    const { games, problems } = await both(text, { maxTokenLength: 40 });
    expect(games.map((g) => [g.index, movesOf(g), g.terminator])).toEqual([
      [1, ['32-28'], undefined],
      [2, [], '*'],
      [3, ['33-29'], '*'],
    ]);
    expect(games[1]!.tags).toEqual([]);
    expect(problems.map(where)).toEqual([
      ['warning', 'missing-separator', 1, 1, 10],
      ['error', 'budget', 2, 1, 10],
    ]);
  });

  it('an unclosed ( read as a comment is held only up to maxCommentLength', async () => {
    const text = `1. 32-28 (${'x'.repeat(5000)}`;
    const { games, problems } = await both(text, { parentheses: 'comment', maxCommentLength: 100 });
    expect(games[0]!.moves[0]!.comments).toEqual(['x'.repeat(100)]);
    expect(problems.map((p) => [p.code, p.column])).toEqual([
      ['unterminated', 10],
      ['budget', 10],
    ]);
  });

  it('a ; comment is cut to maxCommentLength like the others', async () => {
    const { games, problems } = await both('1. 32-28 ; a long line\n19-23 *', { maxCommentLength: 4 });
    expect(games[0]!.moves[0]!.comments).toEqual([' a l']);
    expect(movesOf(games[0]!)).toEqual(['32-28', '19-23']);
    expect(problems.map((p) => p.code)).toEqual(['semicolon-comment', 'budget']);
  });

  it('problems outside any game have the budget of a game: `* * * …` after a game and before any', async () => {
    const after = await both(`1. 32-28 *${' *'.repeat(20)}`, { maxProblems: 5 });
    expect(after.problems.map((p) => [p.code, p.game])).toEqual([...Array(5).fill(['empty-game', 1]), ['budget', 1]]);
    const records = [];
    for await (const record of readPdn('* '.repeat(20), { maxProblems: 5 })) records.push(record);
    expect(records.map((r) => [r.index, r.problems.length, r.problems[5]?.code])).toEqual([[0, 6, 'budget']]);
  });

  it('the defaults are those documented, each with room for a game at the limit and a budget error one past it', async () => {
    const at = (n: number, unit: string, head = '1. 32-28 '): string => `${head}${unit.repeat(n)}*`;
    const budgetOf = (text: string, options?: PdnReadOptions): string[] =>
      parsePdn(text, options)
        .problems.filter((p) => p.code === 'budget')
        .map((p) => p.message);
    // [default, the text of a game at the limit, of a game one past it]
    const limits: [number, (n: number) => string][] = [
      [100_000, (n) => at(n, '32-28 ', '')], // maxMoves
      [10_000, (n) => at(n, '(33-28) ')], // maxVariations
      [100_000, (n) => at(n, '{} ')], // maxComments
      [100_000, (n) => at(n, '$1 ')], // maxNags
      [10_000, (n) => at(n, '/x/ ')], // maxSetups
      [10_000, (n) => at(n, '[A "b"]\n', '')], // maxTags
      [65_536, (n) => `1. 32-28 ${'w'.repeat(n - 1)} *`], // maxTokenLength: the word and the blank after it
      [8_388_608, (n) => `${'1. 32-28 '}{${'c'.repeat(n - 11)}}*`], // maxGameLength (comments of 1 MiB at most)
      [100, (n) => `1. 32-28 ${'(33-28 '.repeat(n)}${')'.repeat(n)} *`], // maxDepth
    ];
    for (const [limit, make] of limits) {
      expect(budgetOf(make(limit), { maxCommentLength: Infinity }), `${limit}`).toEqual([]);
      expect(budgetOf(make(limit + 1), { maxCommentLength: Infinity }), `${limit} + 1`).toHaveLength(1);
    }
    expect(budgetOf(`1. 32-28 {${'c'.repeat(1_048_576)}} *`)).toEqual([]);
    expect(budgetOf(`1. 32-28 {${'c'.repeat(1_048_577)}} *`)).toHaveLength(1);
    expect(budgetOf('. '.repeat(1000))).toEqual([]);
    expect(budgetOf('. '.repeat(1001))).toHaveLength(1);
  });
});

describeShared('the budgets leave real files alone', () => {
  const UNLIMITED: PdnReadOptions = Object.fromEntries(
    [
      'maxDepth',
      'maxCommentLength',
      'maxProblems',
      'maxGameLength',
      'maxTokenLength',
      'maxMoves',
      'maxVariations',
      'maxComments',
      'maxNags',
      'maxSetups',
      'maxTags',
    ].map((k) => [k, Infinity]),
  );
  // A tenth of every default: real files stay far below each budget, not just below.
  const TENTH: PdnReadOptions = {
    maxDepth: 10,
    maxCommentLength: 104_857,
    maxProblems: 100,
    maxGameLength: 838_860,
    maxTokenLength: 6553,
    maxMoves: 10_000,
    maxVariations: 1000,
    maxComments: 10_000,
    maxNags: 10_000,
    maxSetups: 1000,
    maxTags: 1000,
  };
  it.each(allCorpusFiles())('%s reads with the default budgets, and with a tenth of each, as with none', (file) => {
    const bytes = corpusBytes(file);
    for (const parentheses of ['variation', 'comment'] as const) {
      const want = parsePdn(bytes, { ...UNLIMITED, parentheses });
      expect(parsePdn(bytes, { parentheses })).toEqual(want);
      expect(parsePdn(bytes, { ...TENTH, parentheses })).toEqual(want);
    }
  });
});
