/**
 * No move lost silently (issue 28, section 1): numeric moves written without separator are read
 * (PDN 3.0, `doc/grammar.rst`, "Omit move separators in numeric moves: 3228 1823", among the
 * constructs "encountered in practice"), and text that holds a square number but is no move is
 * an error in both modes, so that a game whose moves may be incomplete never reads as whole.
 *
 * English square map (Black at the top, docs/sources.md, boards and numbering; WCDF 1.5):
 *
 *     .  1  .  2  .  3  .  4
 *     5  .  6  .  7  .  8  .
 *     .  9  . 10  . 11  . 12
 *    13  . 14  . 15  . 16  .
 *     . 17  . 18  . 19  . 20
 *    21  . 22  . 23  . 24  .
 *     . 25  . 26  . 27  . 28
 *    29  . 30  . 31  . 32  .
 */
import { describe, expect, it } from 'vitest';
import { PdnParser, canonicalGame, parsePdn, replay } from '../../src/pdn/index.js';
import { variants } from '../../src/index.js';
import type { PdnProblem, PdnRecord, Replay } from '../../src/pdn/index.js';
import { flattenRecords, wholeReading } from './corpus.js';

const codes = (problems: readonly PdnProblem[]): string[] => problems.map((p) => `${p.severity} ${p.code}`);
const paths = (r: Replay): string[] => r.moves.map((m) => m.path.join(m.captured.length > 0 ? 'x' : '-'));

function replayed(text: string): { parse: readonly PdnProblem[]; replay: Replay } {
  const { games, problems } = parsePdn(text);
  expect(games).toHaveLength(1);
  return { parse: problems, replay: replay(games[0]!, { variants }) };
}

describe('numeric moves without separator', () => {
  it('reads four digits as two two-digit squares, with a warning each (the PDN 3.0 example 3228 1823)', () => {
    // International (10x10, FMJD Annex 1 art. 2): White 31-50 moves first. 32-28 and 37-32 are
    // White steps forward, 18-23 and 19-24 Black ones; no capture is open after any of them
    // (after 18-23 White's 28 could take 23 only by landing on 19, which Black holds, and after
    // 37-32 Black's 23 could take 28 only by landing on 32).
    const { parse, replay: r } = replayed('1. 3228 1823 2. 3732 1924 *');
    expect(codes(parse)).toEqual(Array(4).fill('warning move-without-separator'));
    expect(parse.map((p) => p.column)).toEqual([4, 9, 17, 22]);
    // No GameType: square 37 is beyond the 32 squares of 8x8 boards, so the game is International.
    expect(r.variant?.key).toBe('international');
    expect(r.ok).toBe(true);
    expect(paths(r)).toEqual(['32-28', '18-23', '37-32', '19-24']);
  });

  it('reads three digits where one cut only gives two squares of the board, and zero-padded squares', () => {
    // English: 811 is 8-11 (81 is no square of 32); 0408 pads 4 as the reading grammar's 0[1-9]
    // square does. Black's 11-15, 8-11 and 4-8, White's 23-19 and 22-17 (WCDF 1.13, 1.15); no
    // capture is open (Black's 15 could take 19 only by landing on 24, which White holds).
    const { parse, replay: r } = replayed('[GameType "21"]\n1. 1115 2319 2. 811 2217 3. 0408 *');
    expect(codes(parse)).toEqual(Array(5).fill('warning move-without-separator'));
    expect(r.ok).toBe(true);
    expect(paths(r)).toEqual(['11-15', '23-19', '8-11', '22-17', '4-8']);
  });

  it('reads a capture written without separator as the capture, with no separator warning', () => {
    // Black's man on 14 jumps White's man on 18 and lands on 23 (WCDF 1.18).
    const { replay: r } = replayed('[GameType "21"]\n[FEN "B:W18:B14"]\n1. 1423 *');
    expect(r.ok).toBe(true);
    expect(r.problems).toEqual([]);
    expect(r.moves).toEqual([{ from: 14, to: 23, path: [14, 23], captured: [18] }]);
  });

  it('lets the position decide between the two cuts of three digits, and never picks between two legal ones', () => {
    // 106 is 1-06 (1-6) or 10-6. With a black man on 10 only 1-6 is legal (a man moves forward,
    // WCDF 1.15); with a black king on 10 both are (1.17): an ambiguous move naming both.
    const man = replayed('[GameType "21"]\n[FEN "B:W32:B1,10"]\n1. 106 *').replay;
    expect(man.ok).toBe(true);
    expect(paths(man)).toEqual(['1-6']);
    const king = replayed('[GameType "21"]\n[FEN "B:W32:B1,K10"]\n1. 106 *').replay;
    expect(king.ok).toBe(false);
    expect(codes(king.problems)).toEqual(['error ambiguous-move']);
    expect(king.problems[0]!.message).toContain('1-6 or 10-6');
    expect(king.moves).toEqual([]);
  });

  it('reports digits that cut into no two squares of the board, and an illegal reading, as illegal moves', () => {
    // 3328 on the English board: 33 is no square of 32. 338: neither 3-38 nor 33-8.
    for (const text of ['3328', '338']) {
      const r = replayed(`[GameType "21"]\n1. ${text} *`).replay;
      expect(codes(r.problems), text).toEqual(['error illegal-move']);
      expect(r.problems[0]!.message, text).toContain('no two squares of the English draughts board (1-32)');
    }
    // 0915 is 9-15, which is no step of the man on 9 (it goes to 13 or 14).
    const r = replayed('[GameType "21"]\n1. 0915 *').replay;
    expect(codes(r.problems)).toEqual(['error illegal-move']);
    expect(r.problems[0]!.message).toContain('read as 9-15');
    expect(r.problems[0]!.message).toContain('legal moves: 9-13, 9-14,');
  });

  it('rejects them in strict mode with a typed error at each move', () => {
    const { problems } = parsePdn('[GameType "21"]\n1. 1115 2319 *', { mode: 'strict' });
    expect(problems.map((p) => [p.severity, p.code, p.line, p.column])).toEqual([
      ['error', 'move-without-separator', 2, 4],
      ['error', 'move-without-separator', 2, 9],
    ]);
  });

  it('are written with their separator by canonicalGame', () => {
    const { games } = parsePdn('[GameType "21"]\n1. 1115 2319 2. 811 *');
    expect(canonicalGame(games[0]!, { variants }).game.moves.map((m) => m.move)).toEqual(['11-15', '23-19', '8-11']);
  });
});

describe('text that holds a square number but is no move', () => {
  // Each holds a digit where a move could stand: a lone square, a separator the grammar does not
  // have, a square 0, a path whose first part lost its separator, an algebraic square alone,
  // five digits that no two squares make, a move with a dot, a letter or a $ in place of a
  // digit, and `1-6` without its 1 (which is also FMJD 9.1's sign for a man lost, but may be a
  // move: it counts).
  const cases = ['32', '32=28', '0-5', '2617x10', 'c3', '32281', '.2-28', '3a-28', '$-14', '-6'];

  it.each(cases)('%s is an error in lenient and in strict mode, and is kept as a comment', (text) => {
    for (const mode of ['lenient', 'strict'] as const) {
      // After a move number: after a move, a leading - would join it (`11-15 -6` is the path 11-15-6).
      const { games, problems } = parsePdn(`[GameType "21"]\n1. ${text} 11-15 2. 8-11 *`, { mode });
      const lost = problems.filter((p) => p.code === 'unreadable-move');
      expect(
        lost.map((p) => [p.severity, p.line, p.column]),
        `${mode} ${text}`,
      ).toEqual([['error', 2, 4]]);
      expect(games[0]!.comments, `${mode} ${text}`).toEqual([text]);
    }
  });

  it('is told apart from text without digits, which stays a warning (CheckerBoard glues words to moves)', () => {
    // checkerboard/tinsley.pdn, line 6434: "8-11Redoversteppedthetimecontrolonthismove."
    const { problems } = parsePdn('1. 9-14 8-11Redoversteppedthetimecontrolonthismove. 0-1');
    expect(codes(problems)).toEqual(['warning unknown-text']);
    // FMJD 9.1's signs for men won or lost and a NAG out of range are no squares either.
    expect(codes(parsePdn('1. 32-28 +1 19-23 $1234567890 *').problems)).toEqual([
      'warning unknown-text',
      'warning unknown-text',
    ]);
  });

  it('makes the example of the issue an error-free game of four moves, where it was 0 moves and ok', () => {
    // `1. 3328 1722 2. 3430 2228 *`: read as 33-28 17-22 34-30 22-28. After 33-28 17-22, White's
    // man on 28 must take 22 (FMJD 4.1, captures are compulsory), so 34-30 is illegal: replay
    // stops there with an error instead of reading no move at all. The text has no GameType tag:
    // squares above 32 on diagonals of the 10x10 board make it International, guessed and said.
    const { parse, replay: r } = replayed('1. 3328 1722 2. 3430 2228 *');
    expect(codes(parse)).toEqual(Array(4).fill('warning move-without-separator'));
    expect(r.variant?.key).toBe('international');
    expect(paths(r)).toEqual(['33-28', '17-22']);
    expect(codes(r.problems)).toEqual(['warning variant-guessed', 'error illegal-move']);
    expect(r.problems[1]!.ply).toBe(3);
  });
});

describe('read in pieces', () => {
  it('gives what the whole text gives, cut at every place, in both modes', () => {
    // A move without separator, or text with a digit, that ends a chunk may go on in the next.
    const text = '[GameType "21"]\n1. 1115 2319 2. 811 22=17 3. 0408! 32 914 2617x10 c3 $-14 -6 +1 *';
    for (const options of [{}, { mode: 'strict' as const }]) {
      const want = wholeReading(text, options);
      for (let cut = 1; cut < text.length; cut++) {
        const parser = new PdnParser(options);
        const records: PdnRecord[] = [
          ...parser.push(text.slice(0, cut)),
          ...parser.push(text.slice(cut)),
          ...parser.finish(),
        ];
        expect(flattenRecords(records), `cut at ${cut}`).toEqual(want);
      }
    }
  });
});

describe('a landing square written twice (issue 28, section 5)', () => {
  it('14x23x23 is not the jump 14x23 in a PDN game', () => {
    // Each leg of a capture lands beyond the piece it jumps (WCDF 1.18, 1.19): no leg 23x23.
    const r = replayed('[GameType "21"]\n[FEN "B:W18:B14"]\n1. 14x23x23 *').replay;
    expect(codes(r.problems)).toEqual(['error illegal-move']);
    expect(r.moves).toEqual([]);
    expect(replayed('[GameType "21"]\n[FEN "B:W18:B14"]\n1. 14x23 *').replay.moves).toHaveLength(1);
  });
});
