/**
 * English draughts rules (WCDF 2008 harmonised rules, docs/sources.md, Rules), one or more
 * hand-built positions per rule, plus the English rule probes of docs/sources.md, Perft counts.
 *
 * Square map (docs/sources.md, Boards and numbering, Black's side at the top; row r holds 4r+1..4r+4):
 *
 *     .  1  .  2  .  3  .  4        row 0  (White men are crowned here)
 *     5  .  6  .  7  .  8  .        row 1
 *     .  9  . 10  . 11  . 12        row 2
 *    13  . 14  . 15  . 16  .        row 3
 *     . 17  . 18  . 19  . 20        row 4
 *    21  . 22  . 23  . 24  .        row 5
 *     . 25  . 26  . 27  . 28        row 6
 *    29  . 30  . 31  . 32  .        row 7  (Black men are crowned here)
 *
 * Black moves down (toward 29-32), White up (toward 1-4). Every expected move list below was
 * worked out by hand from this map; the reasoning is in the comments.
 */
import { describe, it, expect } from 'vitest';
import {
  CrownheadError,
  english,
  isLegal,
  legalMoves,
  outcome,
  parseFen,
  perft,
  play,
  startPosition,
  formatFen,
  pieceAt,
} from '../../src/index.js';
import type { Move, Position } from '../../src/index.js';

function fen(text: string): Position {
  const r = parseFen(english, text);
  if (!r.ok) throw new Error(`bad test FEN ${text}: ${r.error.message}`);
  return r.value;
}

/** A move as text, `9-14` or `1x10x19` (the full path). */
const show = (m: Move): string => m.path.join(m.captured.length > 0 ? 'x' : '-');

/** Every path, as text, sorted. */
function paths(pos: Position): string[] {
  return legalMoves(pos, { paths: true }).map(show).sort();
}

/** Distinct moves, as text, sorted. */
function distinct(pos: Position): string[] {
  return legalMoves(pos).map(show).sort();
}

function expectIllegalMove(pos: Position, move: Move): void {
  expect(isLegal(pos, move)).toBe(false);
  let thrown: unknown;
  try {
    play(pos, move);
  } catch (e) {
    thrown = e;
  }
  expect(thrown).toBeInstanceOf(CrownheadError);
  expect((thrown as CrownheadError).code).toBe('illegal-move');
}

const quiet = (from: number, to: number): Move => ({ from, to, path: [from, to], captured: [] });
const capture = (path: number[], captured: number[]): Move => ({
  from: path[0]!,
  to: path[path.length - 1]!,
  path,
  captured,
});

describe('the start position (WCDF 1.11, 1.13)', () => {
  it('Black moves first, with 7 moves (WCDF 2008; docs/sources.md, Rules)', () => {
    const start = startPosition(english);
    expect(start.turn).toBe('black');
    expect(formatFen(start)).toBe('B:W21-32:B1-12');
    expect(paths(start)).toEqual(['10-14', '10-15', '11-15', '11-16', '12-16', '9-13', '9-14']);
    expect(outcome(start)).toBeUndefined();
  });
});

describe('rule probes (docs/sources.md, Perft counts) (English)', () => {
  it('W:WK26:B14,15,22,23: a king loop gives 2 paths but 1 distinct move', () => {
    // 26x19x10x17x26 takes 23, 15, 14, 22; 26x17x10x19x26 takes 22, 14, 15, 23 (same set).
    // The king may end on its own start square: that square is empty during the move.
    const pos = fen('W:WK26:B14,15,22,23');
    const all = legalMoves(pos, { paths: true });
    expect(all.map(show).sort()).toEqual(['26x17x10x19x26', '26x19x10x17x26']);
    const byPath = Object.fromEntries(all.map((m) => [show(m), m]));
    expect(byPath['26x19x10x17x26']!.captured).toEqual([23, 15, 14, 22]);
    expect(byPath['26x17x10x19x26']!.captured).toEqual([22, 14, 15, 23]);
    for (const m of all) {
      expect(m.from).toBe(26);
      expect(m.to).toBe(26);
    }
    expect(legalMoves(pos)).toHaveLength(1);
    expect(perft(pos, 1, { paths: true })).toBe(2);
    expect(perft(pos, 1)).toBe(1);
    expect(perft(pos, 1, { paths: true, bulk: false })).toBe(2);
    expect(perft(pos, 1, { bulk: false })).toBe(1);
    // After either path all four men are gone and the king is back on 26.
    const after = play(pos, all[0]!);
    expect(formatFen(after)).toBe('B:WK26:B');
    expect(outcome(after)).toEqual({ winner: 'white', reason: 'no-pieces' });
  });

  it('B:W14,15,22,23:BK17: the king takes all four men and lands on its start square 17', () => {
    // 17 -> over 14 -> 10 -> over 15 -> 19 -> over 23 -> 26 -> over 22 -> 17, and the reverse.
    const pos = fen('B:W14,15,22,23:BK17');
    const all = legalMoves(pos, { paths: true });
    expect(all.map(show).sort()).toEqual(['17x10x19x26x17', '17x26x19x10x17']);
    for (const m of all) {
      expect(m.to).toBe(17);
      expect(m.captured).toHaveLength(4);
      expect([...m.captured].sort((a, b) => a - b)).toEqual([14, 15, 22, 23]);
    }
    expect(legalMoves(pos)).toHaveLength(1);
    expect(formatFen(play(pos, all[1]!))).toBe('W:W:BK17');
  });

  it('W:W11:B6,7: only 11x2, crowning ends the move (WCDF 1.16, 1.19)', () => {
    // 11 jumps 7 and lands on 2, the far row: it is crowned and the move ends, although a king
    // on 2 could jump 6 (to 9). The other forward neighbour of 11, square 8, is empty.
    const pos = fen('W:W11:B6,7');
    expect(legalMoves(pos, { paths: true })).toEqual([{ from: 11, to: 2, path: [11, 2], captured: [7] }]);
    const after = play(pos, legalMoves(pos)[0]!);
    expect(pieceAt(after, 2)).toEqual({ color: 'white', role: 'king' });
    expect(pieceAt(after, 6)).toEqual({ color: 'black', role: 'man' });
    expect(after.turn).toBe('black');
    expectIllegalMove(pos, capture([11, 2, 9], [7, 6]));
  });
});

describe('a man that takes a king: the king is gone from the board (WCDF 1.18, 1.19)', () => {
  it('perft(W:W13,18:B5,12,19,26,K14, 4) is 7: the square of the king taken stays a plain square', () => {
    // Worked out by hand from the square map above (no count of our own):
    // ply 1, White: 18 jumps the black king on 14 and lands on 9 (empty). 13's only forward
    //   square 9 is empty, so 13 has no jump, and the capture is compulsory (1.20): 18x9 is
    //   the one move; from 9 no jump goes on (5 has no square beyond it, 6 is empty).   1 line
    // ply 2, Black: 5 jumps the man on 9 and lands on 14, which the king left (1.18: men take
    //   men); 12, 19, 26 have no white piece in front of them: 5x14 is the one move; from 14
    //   no jump goes on (17, 18 are empty).                                               1 line
    // ply 3, White: the man on 13 is White's last piece; 9 is empty, no jump: 13-9.       1 line
    // ply 4, Black, men only, no black man has a white piece below it: 12-16; 14-17, 14-18;
    //   19-23, 19-24; 26-30, 26-31.                                                       7 lines
    // 1 x 1 x 1 x 7 = 7. Had the king's crown stayed on 14 after ply 1, the man landing there at
    // ply 2 would be a king, which at ply 4 must jump 9 (14x5): not 7.
    // Ply 1 is a man's capture without a king of the mover on the board, which the generator
    // writes from its landing sets (generateWhiteManCaptures, pushWhiteJump), not by the
    // square-by-square search that legalMoves uses; ply 2 the same for Black. Dropping the
    // `& ~over` of pushWhiteJump makes this test fail (tried), and the published counts do not.
    const pos = fen('W:W13,18:B5,12,19,26,K14');
    for (const bulk of [true, false]) {
      for (const paths of [true, false]) expect(perft(pos, 4, { bulk, paths }), `bulk ${bulk}, paths ${paths}`).toBe(7);
    }
    // The same lines through the public moves, each step checked by hand above.
    const [take] = legalMoves(pos, { paths: true });
    expect(legalMoves(pos, { paths: true })).toEqual([{ from: 18, to: 9, path: [18, 9], captured: [14] }]);
    const afterTake = play(pos, take!);
    expect(formatFen(afterTake)).toBe('B:W9,13:B5,12,19,26');
    expect(legalMoves(afterTake).map(show)).toEqual(['5x14']);
    const afterReply = play(afterTake, legalMoves(afterTake)[0]!);
    expect(pieceAt(afterReply, 14)).toEqual({ color: 'black', role: 'man' });
    expect(legalMoves(afterReply).map(show)).toEqual(['13-9']);
    const last = play(afterReply, legalMoves(afterReply)[0]!);
    expect(legalMoves(last).map(show)).toEqual(['12-16', '14-17', '14-18', '19-23', '19-24', '26-30', '26-31']);
  });
});

describe('WCDF 1.15: a man moves one square diagonally forward', () => {
  it('a black man moves down only', () => {
    // 18 is on row 4; down-left 22, down-right 23; 14 and 15 are behind it.
    const pos = fen('B:W:B18');
    expect(paths(pos)).toEqual(['18-22', '18-23']);
    expectIllegalMove(pos, quiet(18, 14));
    expectIllegalMove(pos, quiet(18, 15));
  });

  it('a white man moves up only', () => {
    const pos = fen('W:W18:B');
    expect(paths(pos)).toEqual(['18-14', '18-15']);
    expectIllegalMove(pos, quiet(18, 22));
    expectIllegalMove(pos, quiet(18, 23));
  });

  it('an edge man has one forward square; occupied squares block', () => {
    // 13 is in column 0: its only forward (down) square is 17. 22's down squares are 25 and 26;
    // 18's down-left square 22 is taken by its own man, leaving 23.
    expect(paths(fen('B:W:B13'))).toEqual(['13-17']);
    expect(paths(fen('B:W:B18,22'))).toEqual(['18-23', '22-25', '22-26']);
    // A white man on 25 blocks the black man on 22's down-left step, and 22 cannot jump it: the
    // square beyond 25 on that diagonal is 29, which holds another white man.
    expect(paths(fen('B:W25,29:B22'))).toEqual(['22-26']);
  });

  it('a man cannot move two squares or sideways', () => {
    const pos = fen('B:W:B18');
    expectIllegalMove(pos, quiet(18, 26));
    expectIllegalMove(pos, quiet(18, 19));
    expectIllegalMove(pos, quiet(18, 25));
  });
});

describe('WCDF 1.16: a man reaching the far row is crowned', () => {
  it('a quiet move onto the far row crowns the man', () => {
    const pos = fen('W:W6:B');
    expect(paths(pos)).toEqual(['6-1', '6-2']);
    const after = play(pos, quiet(6, 1));
    expect(pieceAt(after, 1)).toEqual({ color: 'white', role: 'king' });
    expect(formatFen(after)).toBe('B:WK1:B');
    const black = play(fen('B:W:B27'), quiet(27, 32));
    expect(pieceAt(black, 32)).toEqual({ color: 'black', role: 'king' });
  });

  it('a black man crowned by a capture stops, though the new king could jump on', () => {
    // 22 jumps 26 and lands on 31 (row 7): crowned, the move ends. A king on 31 could jump 27 to 24.
    const pos = fen('B:W26,27:B22');
    expect(paths(pos)).toEqual(['22x31']);
    const after = play(pos, capture([22, 31], [26]));
    expect(pieceAt(after, 31)).toEqual({ color: 'black', role: 'king' });
    expect(pieceAt(after, 27)).toEqual({ color: 'white', role: 'man' });
  });

  it('a piece that already was a king goes on jumping across the far row (contrast with W:W11:B6,7)', () => {
    // King on 11: over 7 to 2, then over 6 to 9. From 9 nothing more (5 and 13 hold nothing, 14 is empty).
    expect(paths(fen('W:WK11:B6,7'))).toEqual(['11x2x9']);
  });
});

describe('WCDF 1.17: a king moves one square forward or backward', () => {
  it('a king in the middle has four steps, never two squares', () => {
    expect(paths(fen('B:W:BK18'))).toEqual(['18-14', '18-15', '18-22', '18-23']);
    expect(paths(fen('W:WK18:B'))).toEqual(['18-14', '18-15', '18-22', '18-23']);
    const pos = fen('W:WK18:B');
    expectIllegalMove(pos, quiet(18, 11));
    expectIllegalMove(pos, quiet(18, 25));
    expectIllegalMove(pos, quiet(18, 9));
  });

  it('a king in a corner has one step', () => {
    // 29 is row 7 column 0: only 25. 4 is row 0 column 7: only 8.
    expect(paths(fen('W:WK29:B'))).toEqual(['29-25']);
    expect(paths(fen('B:W:BK4'))).toEqual(['4-8']);
  });

  it('a king keeps its crown when it moves', () => {
    const after = play(fen('W:WK18:B'), quiet(18, 22));
    expect(pieceAt(after, 22)).toEqual({ color: 'white', role: 'king' });
    expect(pieceAt(after, 18)).toBeUndefined();
  });
});

describe('WCDF 1.18 / 1.21: men capture forward only, kings both ways', () => {
  it('a white man jumps forward, not backward', () => {
    // White man 18: black 14 is up-left (forward) with 9 empty beyond; black 22 is down-left
    // (backward) with 25 empty beyond. Only 18x9.
    const pos = fen('W:W18:B14,22');
    expect(legalMoves(pos, { paths: true })).toEqual([{ from: 18, to: 9, path: [18, 9], captured: [14] }]);
    expectIllegalMove(pos, capture([18, 25], [22]));
  });

  it('a black man jumps forward (down), not backward', () => {
    const pos = fen('B:W14,22:B18');
    expect(legalMoves(pos, { paths: true })).toEqual([{ from: 18, to: 25, path: [18, 25], captured: [22] }]);
    expectIllegalMove(pos, capture([18, 9], [14]));
  });

  it('a king jumps both ways', () => {
    // The same pieces with a king on 18: 18x9 over 14 and 18x25 over 22; neither continues.
    expect(paths(fen('W:WK18:B14,22'))).toEqual(['18x25', '18x9']);
    expect(paths(fen('B:W14,22:BK18'))).toEqual(['18x25', '18x9']);
  });

  it('a piece cannot jump its own piece, nor land on an occupied square', () => {
    // White 18 with a white man on 14 (own) and a black man on 15 whose landing square 11 is
    // occupied by a black man: no capture, so quiet moves only. 18's quiet moves: 14 is own, 15 is
    // taken, so none for 18; 14 steps to 9 or 10.
    expect(paths(fen('W:W14,18:B11,15'))).toEqual(['14-10', '14-9']);
  });

  it('a jump needs the square beyond on the board', () => {
    // White man 21 (row 5 column 0): up-right is black 17 (row 4 column 1), beyond it 14 (row 3
    // column 2) is empty: 21x14.
    expect(paths(fen('W:W21:B17'))).toEqual(['21x14']);
    // White man 9 (row 2 column 1) has black 5 (row 1 column 0) up-left; beyond would be row 0
    // column -1, off the board: no capture, so the quiet move 9-6 is legal.
    expect(paths(fen('W:W9:B5'))).toEqual(['9-6']);
  });
});

describe('WCDF 1.19: a multi-jump goes on while the piece can jump', () => {
  it('a man must continue: 27x18x9, never just 27x18', () => {
    // 27 over 23 to 18; from 18 over 14 to 9. From 9 (row 2) nothing more.
    const pos = fen('W:W27:B14,23');
    expect(legalMoves(pos, { paths: true })).toEqual([{ from: 27, to: 9, path: [27, 18, 9], captured: [23, 14] }]);
    expectIllegalMove(pos, capture([27, 18], [23]));
  });

  it('a man with a fork may take either branch', () => {
    // From 18 the man can go over 14 to 9 or over 15 to 11.
    expect(paths(fen('W:W27:B14,15,23'))).toEqual(['27x18x11', '27x18x9']);
  });

  it('a three-jump by a black man', () => {
    // Black man 1: over 6 to 10, over 15 to 19, over 24 to 28.
    const pos = fen('B:W6,15,24:B1');
    expect(legalMoves(pos, { paths: true })).toEqual([
      { from: 1, to: 28, path: [1, 10, 19, 28], captured: [6, 15, 24] },
    ]);
  });

  it('two men that jump onto the same square and jump on are two moves, in every counter', () => {
    // Black men 1 and 3 both jump to 10 (over 6 and over 7); from 10 each goes on over 14 to 17.
    // After either move White has one reply (7-2 or 6-2), so perft(2) = 2 as well. The mirror
    // (s <-> 33 - s, colours swapped) is the same for White. Bulk counting, making every leaf and
    // the move list are separate code paths, so each is checked.
    for (const [text, expected] of [
      ['B:W6,7,14:B1,3', ['1x10x17', '3x10x17']],
      ['W:W30,32:B19,26,27', ['30x23x16', '32x23x16']],
    ] as const) {
      const pos = fen(text);
      expect(paths(pos)).toEqual(expected);
      for (const bulk of [true, false]) {
        expect(perft(pos, 1, { bulk })).toBe(2);
        expect(perft(pos, 2, { bulk })).toBe(2);
        expect(perft(pos, 2, { bulk, paths: true })).toBe(2);
      }
    }
  });

  it('jumped pieces come off only at the end of the move', () => {
    const pos = fen('W:W30:B10,18,26');
    // White man 30: over 26 to 23, over 18 to 14, over 10 to 7.
    const [m] = legalMoves(pos);
    expect(m).toEqual({ from: 30, to: 7, path: [30, 23, 14, 7], captured: [26, 18, 10] });
    expect(formatFen(play(pos, m!))).toBe('B:W7:B');
  });
});

describe('WCDF 1.20: captures are compulsory, with free choice', () => {
  it('when a capture exists no quiet move is legal', () => {
    // Black man 18 can jump 22 (to 25); the black man on 9 has quiet moves, which are now illegal.
    const pos = fen('B:W22:B9,18');
    expect(paths(pos)).toEqual(['18x25']);
    expectIllegalMove(pos, quiet(9, 13));
    expectIllegalMove(pos, quiet(18, 23));
  });

  it('the player may choose a capture that takes fewer pieces (no majority rule)', () => {
    // 27x18x9 takes two (23, 14); 31x22 takes one (26): both legal.
    const pos = fen('W:W27,31:B14,23,26');
    expect(paths(pos)).toEqual(['27x18x9', '31x22']);
    const short = capture([31, 22], [26]);
    expect(isLegal(pos, short)).toBe(true);
    expect(formatFen(play(pos, short))).toBe('B:W22,27:B14,23');
  });

  it('one piece may choose a branch that ends sooner', () => {
    // 27 over 23 to 18 (then 14 and 15 are empty: stop), or over 24 to 20 then over 16 to 11.
    expect(paths(fen('W:W27:B16,23,24'))).toEqual(['27x18', '27x20x11']);
  });

  it('a piece is jumped only once: a king cannot jump back over the man it took', () => {
    // King 18 over 22 to 25. From 25 the only enemy neighbour is 22, already jumped; jumping it
    // again would land on 18 (empty, the king's own start square). So the move is 18x25 only.
    expect(legalMoves(fen('W:WK18:B22'), { paths: true })).toEqual([
      { from: 18, to: 25, path: [18, 25], captured: [22] },
    ]);
    expectIllegalMove(fen('W:WK18:B22'), capture([18, 25, 18], [22, 22]));
  });

  it('a jumped piece still stands until the end: it can be neither jumped again nor passed', () => {
    // King 18 with black men 6, 7, 14, 15 (a ring around 10 and 2) and 22.
    // Jump graph (square -over- square): 18-14-9, 9-6-2, 2-7-11, 11-15-18, 18-22-25.
    // Paths: around the ring either way then over 22 to 25, or straight over 22 to 25 (25 then
    // has no enemy neighbour left but 22, already jumped). The ring paths pass through the
    // king's empty start square 18 and go on.
    const pos = fen('W:WK18:B6,7,14,15,22');
    expect(paths(pos)).toEqual(['18x11x2x9x18x25', '18x25', '18x9x2x11x18x25']);
    const long = legalMoves(pos, { paths: true }).find((m) => m.path.length === 6)!;
    expect([...long.captured].sort((a, b) => a - b)).toEqual([6, 7, 14, 15, 22]);
    expect(distinct(pos)).toHaveLength(2);
    // Stopping on 18 after the ring is not allowed: 22 can still be jumped (1.19).
    expectIllegalMove(pos, capture([18, 9, 2, 11, 18], [14, 6, 7, 15]));
  });
});

describe('WCDF 1.30: the player who cannot move loses', () => {
  it('no legal move (all pieces blocked) is a loss', () => {
    // White man 29 (row 7 column 0): its only forward square 25 holds a black man, and the square
    // beyond (22) is occupied too, so it can neither step nor jump.
    const pos = fen('W:W29:B22,25');
    expect(legalMoves(pos)).toEqual([]);
    expect(outcome(pos)).toEqual({ winner: 'black', reason: 'no-moves' });
  });

  it('a black man on the last-but-one row blocked by white men', () => {
    // Black man 25: down squares 29 and 30 hold white men; beyond them is off the board.
    const pos = fen('B:W29,30:B25');
    expect(legalMoves(pos)).toEqual([]);
    expect(outcome(pos)).toEqual({ winner: 'white', reason: 'no-moves' });
  });

  it('no pieces left is a loss', () => {
    expect(outcome(fen('W:W:B1'))).toEqual({ winner: 'black', reason: 'no-pieces' });
    expect(outcome(fen('B:W5:B'))).toEqual({ winner: 'white', reason: 'no-pieces' });
    expect(legalMoves(fen('B:W5:B'))).toEqual([]);
  });

  it('a side with a move has no outcome yet, even when far behind', () => {
    expect(outcome(fen('B:W21-32:BK1'))).toBeUndefined();
  });
});

describe('play', () => {
  it('throws CrownheadError illegal-move for a move that is not legal', () => {
    const start = startPosition(english);
    expectIllegalMove(start, quiet(1, 5)); // blocked by its own man
    expectIllegalMove(start, quiet(21, 17)); // White's man, Black to move
    expectIllegalMove(start, quiet(9, 15)); // not adjacent
    expectIllegalMove(start, { from: 9, to: 13, path: [9, 14], captured: [] }); // path disagrees with to
    expectIllegalMove(start, { from: 9, to: 13, path: [9, 13], captured: [10] }); // captures nothing real
    // A capture with the wrong captured list.
    const pos = fen('B:W22:B18');
    expectIllegalMove(pos, capture([18, 25], [23]));
    expect(isLegal(pos, capture([18, 25], [22]))).toBe(true);
  });

  it('never changes its input', () => {
    const pos = fen('W:WK18:B6,7,14,15,22');
    const words = (p: Position): number[] => [p.white, p.black, p.kings].flatMap((s) => [s.lo, s.hi, s.ext]);
    const before = { fen: formatFen(pos), words: words(pos), turn: pos.turn };
    for (const m of legalMoves(pos, { paths: true })) {
      const next = play(pos, m);
      expect(next).not.toBe(pos);
      expect(formatFen(next)).not.toBe(before.fen);
    }
    try {
      play(pos, quiet(18, 23));
    } catch {
      // expected: the capture is compulsory
    }
    expect({ fen: formatFen(pos), words: words(pos), turn: pos.turn }).toEqual(before);
  });
});
