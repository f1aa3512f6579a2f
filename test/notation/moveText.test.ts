/**
 * Move text (PDN 3.0, docs/sources.md, PDN 3.0): reading
 * `9-14`, `14x23`, full and partial capture paths, `:`, errors; writing the short form unless
 * two legal moves share start and end (PDN 3.0 restrictions 8 and 9).
 *
 * Square map (Black at the top, docs/sources.md, boards and numbering):
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
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  english,
  formatMove,
  legalMoves,
  parseFen,
  parseMove,
  parseMoveText,
  resolveMove,
  moveEquals,
  startPosition,
  formatFen,
} from '../../src/index.js';
import type { Move, MoveErrorCode, Position, ResolveOptions } from '../../src/index.js';
import { arbitraryAnyPosition, arbitraryKingCapturePosition, arbitraryPlayedPosition } from '../arbitraries.js';

function fen(text: string): Position {
  const r = parseFen(english, text);
  if (!r.ok) throw new Error(`bad test FEN ${text}: ${r.error.message}`);
  return r.value;
}

function parsed(pos: Position, text: string, options?: ResolveOptions): Move {
  const r = parseMove(pos, text, options);
  if (!r.ok) throw new Error(`${text}: ${r.error.code}: ${r.error.message}`);
  return r.value;
}

function expectError(pos: Position, text: string, code: MoveErrorCode, offset?: number, options?: ResolveOptions) {
  const r = parseMove(pos, text, options);
  expect(r.ok, text).toBe(false);
  if (r.ok) throw new Error('unreachable');
  expect(r.error.kind).toBe('move');
  expect(r.error.code, text).toBe(code);
  if (offset !== undefined) expect(r.error.offset, text).toBe(offset);
  expect(r.error.message.length).toBeGreaterThan(0);
  return r.error;
}

const start = startPosition(english);

/** Black man 14 can jump the white man on 18 and land on 23. */
const oneJump = fen('B:W18:B14');
/** Black man 1: over 6 to 10, over 15 to 19, over 24 to 28 (a three-jump, the only move). */
const threeJump = fen('B:W6,15,24:B1');
/**
 * White man 27 reaches 11 two ways: over 23 to 18 then over 15 to 11, or over 24 to 20 then over
 * 16 to 11. Same start and end, different captured men: two different moves.
 */
const twoWays = fen('W:W27:B15,16,23,24');
/**
 * White king 18 with black men 6, 7, 14, 15 (a ring) and 22. Its paths (see
 * test/rules/english.test.ts): 18x9x2x11x18x25 and 18x11x2x9x18x25 (one move taking all five),
 * and 18x25 taking only 22. Two different moves from 18 to 25.
 */
const kingRing = fen('W:WK18:B6,7,14,15,22');

describe('parseMoveText: syntax', () => {
  it('reads squares and the kind of separator', () => {
    expect(parseMoveText(english, '9-14')).toEqual({ ok: true, value: { squares: [9, 14], capture: false } });
    expect(parseMoveText(english, '14x23')).toEqual({ ok: true, value: { squares: [14, 23], capture: true } });
    expect(parseMoveText(english, '14X23')).toEqual({ ok: true, value: { squares: [14, 23], capture: true } });
    expect(parseMoveText(english, '1:10:19')).toEqual({ ok: true, value: { squares: [1, 10, 19], capture: true } });
    expect(parseMoveText(english, '1x10x19')).toEqual({ ok: true, value: { squares: [1, 10, 19], capture: true } });
  });

  it('rejects mixed separators at the second separator', () => {
    const mixed = parseMoveText(english, '1x10-19');
    expect(mixed.ok).toBe(false);
    if (!mixed.ok) expect([mixed.error.code, mixed.error.offset]).toEqual(['syntax', 4]);
    const mixed2 = parseMoveText(english, '1-10x19');
    if (!mixed2.ok) expect([mixed2.error.code, mixed2.error.offset]).toEqual(['syntax', 4]);
    expect(mixed2.ok).toBe(false);
  });

  it('rejects garbage with the offset of the first bad character', () => {
    const cases: [string, number][] = [
      ['', 0], // no square at all
      ['abc', 0],
      [' 9-14', 0],
      ['9-14 ', 4],
      ['9', 1], // one square is not a move: the fault is at the end
      ['9-', 2],
      ['9--14', 2],
      ['9-14!', 4],
      ['x9', 0],
      ['9/14', 1],
    ];
    for (const [text, offset] of cases) {
      const r = parseMoveText(english, text);
      expect(r.ok, text).toBe(false);
      if (!r.ok) expect({ text, code: r.error.code, offset: r.error.offset }).toEqual({ text, code: 'syntax', offset });
    }
  });
});

describe('parseMove: reading against a position', () => {
  it('quiet moves from the start', () => {
    expect(parsed(start, '9-14')).toEqual({ from: 9, to: 14, path: [9, 14], captured: [] });
    expect(parsed(start, '12-16')).toEqual({ from: 12, to: 16, path: [12, 16], captured: [] });
  });

  it('a single capture with x, X and :', () => {
    const expected = { from: 14, to: 23, path: [14, 23], captured: [18] };
    expect(parsed(oneJump, '14x23')).toEqual(expected);
    expect(parsed(oneJump, '14X23')).toEqual(expected);
    expect(parsed(oneJump, '14:23')).toEqual(expected);
  });

  it('a full capture path, and partial paths of the same three-jump', () => {
    const expected = { from: 1, to: 28, path: [1, 10, 19, 28], captured: [6, 15, 24] };
    expect(parsed(threeJump, '1x10x19x28')).toEqual(expected);
    expect(parsed(threeJump, '1:10:19:28')).toEqual(expected);
    // Start and end only.
    expect(parsed(threeJump, '1x28')).toEqual(expected);
    // One middle landing square, either one.
    expect(parsed(threeJump, '1x10x28')).toEqual(expected);
    expect(parsed(threeJump, '1x19x28')).toEqual(expected);
  });

  it('a two-jump written in full: 1x10x19', () => {
    const pos = fen('B:W6,15:B1');
    expect(parsed(pos, '1x10x19')).toEqual({ from: 1, to: 19, path: [1, 10, 19], captured: [6, 15] });
  });

  it('illegal: no legal move fits', () => {
    expectError(start, '9-15', 'illegal');
    expectError(start, '21-17', 'illegal'); // White's man, Black to move
    expectError(start, '9x14', 'illegal'); // a capture separator on a quiet move
    expectError(start, '1-5', 'illegal'); // blocked
    expectError(threeJump, '1x19', 'illegal'); // stops halfway: the jump must go on (WCDF 1.19)
    expectError(threeJump, '1x14x28', 'illegal'); // 14 is not a landing square
    expectError(threeJump, '1x19x10x28', 'illegal'); // landing squares out of order
    expectError(threeJump, '1-5', 'illegal'); // a quiet move while a capture is compulsory
  });

  it('off-board: a number that is no square of the board (1 to 32), with its offset', () => {
    expectError(oneJump, '0-5', 'off-board', 0);
    expectError(oneJump, '14x33', 'off-board', 3);
  });

  it('a landing square written twice is no move: 14x23x23 is not the jump 14x23', () => {
    // Each leg of a capture jumps a piece and lands beyond it (WCDF 1.18, 1.19), so a path never
    // lands twice in a row on one square; and PDN 3.0 restriction 9 writes no square of a single
    // jump but its start and end. The text names a leg 23x23, which no legal move has.
    expect(parsed(oneJump, '14x23')).toEqual({ from: 14, to: 23, path: [14, 23], captured: [18] });
    expectError(oneJump, '14x23x23', 'illegal');
    expectError(oneJump, '14x14x23', 'illegal');
    // The same on a longer path: the three-jump 1x10x19x28 with a landing square repeated.
    expectError(threeJump, '1x10x10x28', 'illegal');
    expectError(threeJump, '1x10x19x28x28', 'illegal');
  });

  it('a dash for a capture is illegal by default and accepted with dashCaptures (PDN 2.0)', () => {
    expectError(oneJump, '14-23', 'illegal');
    expect(parsed(oneJump, '14-23', { dashCaptures: true })).toEqual({
      from: 14,
      to: 23,
      path: [14, 23],
      captured: [18],
    });
    expect(parsed(threeJump, '1-28', { dashCaptures: true }).captured).toEqual([6, 15, 24]);
    // The option does not make a quiet move out of a capture separator, nor an illegal move legal.
    expectError(start, '9x14', 'illegal', undefined, { dashCaptures: true });
    expectError(oneJump, '14-22', 'illegal', undefined, { dashCaptures: true });
  });

  it('ambiguous: two captures share start and end; the full path resolves it', () => {
    const error = expectError(twoWays, '27x11', 'ambiguous');
    const candidates = error.candidates ?? [];
    expect(candidates.map((m) => m.path.join('x')).sort()).toEqual(['27x18x11', '27x20x11']);
    expect(candidates.map((m) => [...m.captured].sort((a, b) => a - b))).toEqual(
      expect.arrayContaining([
        [15, 23],
        [16, 24],
      ]),
    );
    expect(parsed(twoWays, '27x18x11')).toEqual({ from: 27, to: 11, path: [27, 18, 11], captured: [23, 15] });
    expect(parsed(twoWays, '27x20x11')).toEqual({ from: 27, to: 11, path: [27, 20, 11], captured: [24, 16] });
  });

  it('king captures sharing 18 and 25: a landing square of the ring picks the long move', () => {
    // 9, 11 and 2 are landing squares of the ring paths only, so each names the five-man capture.
    for (const text of ['18x9x25', '18x11x25', '18x2x25', '18x9x2x11x18x25']) {
      const m = parsed(kingRing, text);
      expect(
        [...m.captured].sort((a, b) => a - b),
        text,
      ).toEqual([6, 7, 14, 15, 22]);
      expect(m.to).toBe(25);
    }
    expect(parsed(kingRing, '18x9x2x11x18x25').path).toEqual([18, 9, 2, 11, 18, 25]);
    expect(parsed(kingRing, '18x11x2x9x18x25').path).toEqual([18, 11, 2, 9, 18, 25]);
    expectError(kingRing, '18x10x25', 'illegal');
  });

  it('the two paths of one king loop are one move: 26x26 is not ambiguous', () => {
    // docs/sources.md, perft counts (rule probes): W:WK26:B14,15,22,23 has paths 26x19x10x17x26 and 26x17x10x19x26, one move.
    const pos = fen('W:WK26:B14,15,22,23');
    const m = parsed(pos, '26x26');
    expect([...m.captured].sort((a, b) => a - b)).toEqual([14, 15, 22, 23]);
    expect(m.to).toBe(26);
    // A partial path fits both paths (19 and 17 are landing squares of each): still one move.
    expect(moveEquals(parsed(pos, '26x19x26'), m)).toBe(true);
    // The full path picks the path.
    expect(parsed(pos, '26x19x10x17x26').path).toEqual([26, 19, 10, 17, 26]);
    expect(parsed(pos, '26x17x10x19x26').path).toEqual([26, 17, 10, 19, 26]);
  });

  it('resolveMove takes parsed text', () => {
    expect(resolveMove(start, { squares: [9, 14], capture: false })).toEqual({
      ok: true,
      value: { from: 9, to: 14, path: [9, 14], captured: [] },
    });
  });
});

describe('formatMove', () => {
  it('quiet moves as from-to', () => {
    expect(
      legalMoves(start)
        .map((m) => formatMove(start, m))
        .sort(),
    ).toEqual(['10-14', '10-15', '11-15', '11-16', '12-16', '9-13', '9-14']);
  });

  it('captures in the short form when from and to say which move it is', () => {
    expect(formatMove(oneJump, legalMoves(oneJump)[0]!)).toBe('14x23');
    expect(formatMove(threeJump, legalMoves(threeJump)[0]!)).toBe('1x28');
  });

  it('the two ways round a king loop: each path in full; one text with distinct: true', () => {
    // docs/sources.md, perft counts (rule probes): W:WK26:B14,15,22,23 has paths 26x17x10x19x26 and 26x19x10x17x26,
    // one distinct move. Each path gets a text that reads back as that very path.
    const loop = fen('W:WK26:B14,15,22,23');
    const paths = legalMoves(loop, { paths: true });
    expect(paths.map((m) => formatMove(loop, m))).toEqual(['26x17x10x19x26', '26x19x10x17x26']);
    for (const m of paths) expect(parsed(loop, formatMove(loop, m)).path).toEqual(m.path);
    // As one move (PDN 3.0 restriction 8: the same pieces taken), the short form.
    for (const m of paths) expect(formatMove(loop, m, { distinct: true })).toBe('26x26');
  });

  it('the full path exactly when another legal move shares from and to but captures other pieces', () => {
    expect(
      legalMoves(twoWays)
        .map((m) => formatMove(twoWays, m))
        .sort(),
    ).toEqual(['27x18x11', '27x20x11']);
    // Two different captures from different squares are not ambiguous.
    const pos = fen('W:W27,31:B14,23,26');
    expect(
      legalMoves(pos)
        .map((m) => formatMove(pos, m))
        .sort(),
    ).toEqual(['27x9', '31x22']);
  });

  it('the king-ring moves round-trip: each text reads back as its own move', () => {
    // 18x25 over 22 alone and 18x...x25 round the ring share from and to. PDN 3.0 restriction 9:
    // the full path of the short capture is 18x25 (no landing square between), and it names that
    // capture; the long one must be written with its landing squares.
    for (const m of legalMoves(kingRing, { paths: true })) {
      const text = formatMove(kingRing, m);
      const back = parseMove(kingRing, text);
      expect(back.ok ? moveEquals(back.value, m) : back.error, `${m.path.join('x')} written as ${text}`).toBe(true);
    }
  });
});

describe('formatMove and parseMove round trip', () => {
  const roundTrip = (pos: Position): void => {
    for (const m of legalMoves(pos, { paths: true })) {
      const text = formatMove(pos, m);
      const back = parseMove(pos, text);
      expect(
        back.ok ? moveEquals(back.value, m) : back.error,
        `${formatFen(pos)}: ${m.path.join('x')} written as ${text}`,
      ).toBe(true);
    }
  };

  it('for every legal move of random and played positions', () => {
    fc.assert(fc.property(fc.oneof(arbitraryAnyPosition, arbitraryPlayedPosition(100)), roundTrip), { numRuns: 500 });
  });

  it('for every legal move of positions with long king captures', () => {
    fc.assert(fc.property(arbitraryKingCapturePosition, roundTrip), { numRuns: 300 });
  });

  it('gives back the very path played, not only the same move', () => {
    const exact = (pos: Position): void => {
      for (const m of legalMoves(pos, { paths: true })) {
        const text = formatMove(pos, m);
        const back = parseMove(pos, text);
        expect(
          back.ok ? back.value.path : back.error,
          `${formatFen(pos)}: ${m.path.join('x')} written as ${text}`,
        ).toEqual(m.path);
      }
    };
    fc.assert(fc.property(fc.oneof(arbitraryKingCapturePosition, arbitraryAnyPosition), exact), { numRuns: 300 });
  });

  it('with distinct: true, reads back as the same move', () => {
    const same = (pos: Position): void => {
      for (const m of legalMoves(pos, { paths: true })) {
        const back = parseMove(pos, formatMove(pos, m, { distinct: true }));
        expect(back.ok && moveEquals(back.value, m)).toBe(true);
      }
    };
    fc.assert(fc.property(arbitraryKingCapturePosition, same), { numRuns: 200 });
  });
});

describe('illegal move text: why, and the legal moves', () => {
  const message = (pos: Position, text: string): string => expectError(pos, text, 'illegal').message;

  it('names the rule when it can, then lists the legal moves', () => {
    // English start, Black to move (WCDF 1.5): the seven moves of perft(1) = 7.
    const opening = 'legal moves: 9-13, 9-14, 10-14, 10-15, 11-15, 11-16, 12-16';
    expect(message(start, '13-17')).toBe(`13-17 is not a legal move for black: there is no piece on 13; ${opening}`);
    expect(message(start, '22-18')).toBe(
      `22-18 is not a legal move for black: the piece on 22 is white's, but black is to move; ${opening}`,
    );
    expect(message(start, '9-18')).toBe(
      `9-18 is not a legal move for black: the man on 9 can only play 9-13 or 9-14; ${opening}`,
    );
    expect(message(start, '1-5')).toBe(`1-5 is not a legal move for black: 5 is occupied; ${opening}`);
    expect(message(start, '9-5')).toBe(
      `9-5 is not a legal move for black: 5 is occupied; the man on 9 can only play 9-13 or 9-14; ${opening}`,
    );
    expect(message(start, '9x14')).toBe(`9x14 is not a legal move for black: black has no capture here; ${opening}`);
    // WCDF 1.20: the capture is compulsory.
    expect(message(fen('B:W18:B1,14'), '1-6')).toBe(
      '1-6 is not a legal move for black: captures are compulsory; legal moves: 14x23',
    );
  });

  it('gives the legal moves as a field, the distinct moves as legalMoves lists them', () => {
    const loop = fen('W:WK26:B14,15,22,23');
    const error = expectError(loop, '26x10', 'illegal');
    expect(error.legal).toEqual(legalMoves(loop));
    // The list writes distinct moves: the loop is one move.
    expect(error.message).toMatch(/; legal moves: 26x26$/);
    expect(expectError(start, '9-15', 'illegal').legal).toHaveLength(7);
  });

  it('beyond a screenful (20), the count and the first 20', () => {
    // Twelve White kings, counted from the board (square map above): 1-4 step to 5, 6 / 6, 7 /
    // 7, 8 / 8 (7 moves); 13-16 to 9, 17 / 9, 10, 17, 18 / 10, 11, 18, 19 / 11, 12, 19, 20 (14);
    // 29-32 to 25 / 25, 26 / 26, 27 / 27, 28 (7): 28 moves.
    const kings = fen('W:WK1,K2,K3,K4,K13,K14,K15,K16,K29,K30,K31,K32:B');
    const text = message(kings, '1-10');
    expect(text).toContain('28 legal moves, the first 20: 1-5, 1-6, 2-6, ');
    expect(text.split('the first 20: ')[1]!.split(', ')).toHaveLength(20);
  });

  it('a game over: no legal move at all', () => {
    // English: White's only man on 5 is blocked by the black man on 1 (WCDF 1.30: White has lost).
    expect(message(fen('W:W5:B1'), '5-1')).toBe(
      '5-1 is not a legal move for white: white has no legal move: the game is over',
    );
  });
});
