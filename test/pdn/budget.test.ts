/**
 * Bounds: hostile or huge input costs neither the call stack nor memory beyond one game. Deep
 * nesting, a 10 MB comment, 100,000 games and over-long games are read without a stack overflow,
 * each limit reported as a `budget` error.
 */
import { describe, it, expect } from 'vitest';
import { parsePdn, readPdn, replay, writePdn } from '../../src/pdn/index.js';

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
    expect(parsePdn(writePdn(games)).games).toHaveLength(1);
    replay(games[0]!);
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
