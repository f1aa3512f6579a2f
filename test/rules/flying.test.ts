/**
 * The flying-king variants (issue 5): perft from the start positions and from the International
 * test positions against published counts, then rule probes with exact move sets.
 *
 * Perft sources: docs/sources.md, Perft counts. International start: rhalbersma/dctl
 * test/src/algo/traversal/initial/board_10x10.cpp (case International; "keep" = per path, "drop" =
 * distinct), whose distinct list equals Aart Bik's BikDam list (aartbik.blogspot.com, label perft).
 * Brazilian, Russian, Pool: dctl board_08x08.cpp (shashki.com "Standard validation generator
 * moves"); Canadian: dctl board_large.cpp (damforum "Perft on large boards", distinct).
 * Test positions: dctl test/src/algo/traversal/international/fmjd.cpp and shashki.cpp (FMJD
 * forum "Perft" thread), distinct moves except FrontRows (per path). Deeper depths are in
 * test/deep/flying.deep.test.ts.
 *
 * International board (FMJD 2.6; row r from the top holds 5r+1..5r+5, even rows play on the odd
 * columns). White moves up, toward 1-5, and is crowned there; Black toward 46-50.
 *
 *     .  1  .  2  .  3  .  4  .  5        row 0
 *     6  .  7  .  8  .  9  . 10  .        row 1
 *     . 11  . 12  . 13  . 14  . 15        row 2
 *    16  . 17  . 18  . 19  . 20  .        row 3
 *     . 21  . 22  . 23  . 24  . 25        row 4
 *    26  . 27  . 28  . 29  . 30  .        row 5
 *     . 31  . 32  . 33  . 34  . 35        row 6
 *    36  . 37  . 38  . 39  . 40  .        row 7
 *     . 41  . 42  . 43  . 44  . 45        row 8
 *    46  . 47  . 48  . 49  . 50  .        row 9
 *
 * 8x8 (Russian, Brazilian, Pool: the English labels, docs/sources.md, Boards and numbering):
 *
 *     .  1  .  2  .  3  .  4      8   b8 d8 f8 h8
 *     5  .  6  .  7  .  8  .      7   a7 c7 e7 g7
 *     .  9  . 10  . 11  . 12      6   b6 d6 f6 h6
 *    13  . 14  . 15  . 16  .      5   a5 c5 e5 g5
 *     . 17  . 18  . 19  . 20      4   b4 d4 f4 h4
 *    21  . 22  . 23  . 24  .      3   a3 c3 e3 g3
 *     . 25  . 26  . 27  . 28      2   b2 d2 f2 h2
 *    29  . 30  . 31  . 32  .      1   a1 c1 e1 g1
 *
 * Every expected move list of the probes was worked out by hand on these maps; the reasoning is in
 * the comments. A path is the PDN 3.0 restriction-9 path (docs/sources.md, PDN 3.0).
 */
import { describe, it, expect } from 'vitest';
import {
  brazilian,
  canadian,
  english,
  italian,
  international,
  legalMoves,
  outcome,
  parseFen,
  perft,
  pieceAt,
  play,
  pool,
  russian,
  startPosition,
  formatFen,
  variantByGameType,
  variantByKey,
  variants,
} from '../../src/index.js';
import type { Move, Position, Variant } from '../../src/index.js';

function fen(variant: Variant, text: string): Position {
  const r = parseFen(variant, text);
  if (!r.ok) throw new Error(`bad test FEN ${text}: ${r.error.message}`);
  return r.value;
}

/** A move as text: `9-14`, or the whole path `48x39x30x19`. */
const show = (m: Move): string => m.path.join(m.captured.length > 0 ? 'x' : '-');

/** Every path as text, sorted. */
const paths = (pos: Position): string[] => legalMoves(pos, { paths: true }).map(show).sort();
/** Distinct moves as text, sorted. */
const distinct = (pos: Position): string[] => legalMoves(pos).map(show).sort();

// ---------------------------------------------------------------------------------------------
// Perft from the start positions.

/** [depth, per path (keep), distinct (drop)]; `undefined` where nothing is published. */
type Row = readonly [number, number | undefined, number];

/** docs/sources.md, Perft counts, International (dctl board_10x10.cpp; distinct = BikDam). */
const INTERNATIONAL: readonly Row[] = [
  [1, 9, 9],
  [2, 81, 81],
  [3, 658, 658],
  [4, 4_265, 4_265],
  [5, 27_117, 27_117],
  [6, 167_140, 167_140],
  [7, 1_049_442, 1_049_442],
  [8, 6_483_971, 6_483_961], // the first depth where the conventions differ
];

/** docs/sources.md, Perft counts (dctl board_08x08.cpp). Keep and drop agree up to depth 7. */
const BRAZILIAN: readonly Row[] = [
  [1, 7, 7],
  [2, 49, 49],
  [3, 302, 302],
  [4, 1_469, 1_469],
  [5, 7_473, 7_473],
  [6, 37_628, 37_628],
  [7, 187_302, 187_302],
  [8, 907_836, 907_830],
];
const RUSSIAN: readonly Row[] = [
  [1, 7, 7],
  [2, 49, 49],
  [3, 302, 302],
  [4, 1_469, 1_469],
  [5, 7_482, 7_482],
  [6, 37_986, 37_986],
  [7, 190_146, 190_146],
  [8, 929_905, 929_899],
];
const POOL: readonly Row[] = [
  [1, 7, 7],
  [2, 49, 49],
  [3, 302, 302],
  [4, 1_469, 1_469],
  [5, 7_482, 7_482],
  [6, 37_986, 37_986],
  [7, 190_146, 190_146],
  [8, 929_902, 929_896],
];
/** docs/sources.md, Perft counts, Canadian 12x12 (dctl board_large.cpp, distinct only). */
const CANADIAN: readonly Row[] = [
  [1, undefined, 11],
  [2, undefined, 121],
  [3, undefined, 1_222],
  [4, undefined, 10_053],
  [5, undefined, 79_049],
  [6, undefined, 584_100],
  [7, undefined, 4_369_366],
];

const START_TABLES: readonly (readonly [Variant, readonly Row[]])[] = [
  [international, INTERNATIONAL],
  [brazilian, BRAZILIAN],
  [russian, RUSSIAN],
  [pool, POOL],
  [canadian, CANADIAN],
];

for (const [variant, rows] of START_TABLES) {
  describe(`perft from the ${variant.name} start (docs/sources.md, Perft counts)`, () => {
    const start = startPosition(variant);
    for (const [depth, perPath, drop] of rows) {
      it(`depth ${depth}: ${perPath === undefined ? '' : `${perPath} per path, `}${drop} distinct`, () => {
        expect(perft(start, depth)).toBe(drop);
        if (perPath !== undefined) expect(perft(start, depth, { paths: true })).toBe(perPath);
      });
    }
    it('without bulk counting, depths 1-5 give the same numbers', () => {
      for (const [depth, perPath, drop] of rows.filter(([d]) => d <= 5)) {
        expect(perft(start, depth, { bulk: false })).toBe(drop);
        if (perPath !== undefined) expect(perft(start, depth, { paths: true, bulk: false })).toBe(perPath);
      }
    });
  });
}

describe('International start divide at depth 4 (docs/sources.md, Perft counts)', () => {
  it('sums to 4,265 by first move', () => {
    const start = startPosition(international);
    const expected: Record<string, number> = {
      '31-26': 590,
      '31-27': 430,
      '32-27': 423,
      '32-28': 435,
      '33-28': 435,
      '33-29': 435,
      '34-29': 434,
      '34-30': 546,
      '35-30': 537,
    };
    const got: Record<string, number> = {};
    for (const m of legalMoves(start)) got[show(m)] = perft(play(start, m), 3);
    expect(got).toEqual(expected);
  });
});

// ---------------------------------------------------------------------------------------------
// International test positions (docs/sources.md, Perft counts).

const allKings = `W:W${Array.from({ length: 20 }, (_, i) => `K${31 + i}`).join(',')}:B${Array.from({ length: 20 }, (_, i) => `K${1 + i}`).join(',')}`;

/** [name, FEN, per path?, counts from depth 1, depths run here]. */
const TEST_POSITIONS: readonly (readonly [string, string, boolean, readonly number[], number])[] = [
  [
    'Woldouby',
    'W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,34,35,37,38',
    false,
    [6, 12, 30, 73, 215, 590, 1_944, 6_269, 22_369, 88_050, 377_436, 1_910_989],
    12,
  ],
  // Black to move, and the B list comes before the W list.
  [
    'Random178',
    'B:BK17,K24:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46',
    false,
    [14, 55, 1_168, 5_432, 87_195, 629_010, 9_041_010],
    7,
  ],
  ['AllKings', allKings, false, [17, 79, 352, 1_399, 7_062, 37_589, 217_575, 1_333_217], 8],
  ['AlmostPromotion', 'W:W6,7,8,9,10:B41,42,43,44,45', false, [9, 81, 795, 7_578, 86_351, 936_311, 11_448_262], 7],
  [
    'FrontRows',
    'W:B16,17,18,19,20:W31,32,33,34,35',
    true,
    [9, 81, 534, 2_538, 9_052, 29_999, 98_971, 310_315, 1_008_317, 3_174_159],
    10,
  ],
];

describe('International test positions (docs/sources.md, Perft counts)', () => {
  for (const [name, text, perPath, counts, depths] of TEST_POSITIONS) {
    it(`${name}: depths 1-${depths} ${perPath ? 'per path' : 'distinct'}`, () => {
      const pos = fen(international, text);
      const got = counts.slice(0, depths).map((_, i) => perft(pos, i + 1, { paths: perPath }));
      expect(got).toEqual(counts.slice(0, depths));
    });
  }

  it('Random178 reads with B before W: Black to move with kings on 17 and 24', () => {
    const pos = fen(international, 'B:BK17,K24:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46');
    expect(pos.turn).toBe('black');
    expect(pieceAt(pos, 17)).toEqual({ color: 'black', role: 'king' });
    expect(pieceAt(pos, 31)).toEqual({ color: 'white', role: 'king' });
    expect(formatFen(pos)).toBe('B:W6,9-11,20-23,30,33,37,41-44,46,K31:BK17,K24');
  });
});

// ---------------------------------------------------------------------------------------------
// Rule probes (docs/sources.md, Perft counts, issue 5).

describe('rule probes (docs/sources.md, Perft counts)', () => {
  it('International W:W48:B24,K31,34,K42,43: quantity precedence, only 48x19 (FMJD 4.13)', () => {
    // 48 over 43 to 39, over 34 to 30, over 24 to 19: three men. The other way, over the king on
    // 42 to 37 and the king on 31 to 26, takes two (kings count as one piece each). From 19 the
    // man has no neighbour to take. A man's path lists every landing.
    const pos = fen(international, 'W:W48:B24,K31,34,K42,43');
    expect(legalMoves(pos, { paths: true })).toEqual([
      { from: 48, to: 19, path: [48, 39, 30, 19], captured: [43, 34, 24] },
    ]);
    expect(legalMoves(pos)).toHaveLength(1);
    expect(formatFen(play(pos, legalMoves(pos)[0]!))).toBe('B:W19:BK31,K42');
  });

  it('International W:WK41,49:B9,10,12,19,38: a piece is not jumped twice, only 41x43 (FMJD 4.8)', () => {
    // K41 flies up the diagonal 37-32-28-23 to 19; behind it only 14 is free (10 is black).
    // From 14: over 10 to 5 ends there (5's only diagonal leads back over 10); over 9 to 3 goes on.
    // From 3 down-left over 12: landings 17, 21, 26; only from 21 can it go on (over 38, down-right
    // via 27 and 32). Behind 38: 43 (49 is white). From 43 nothing: going back over 38 is not allowed.
    // Turns at 14, 3 and 21: the path is 41x14x3x21x43, four pieces.
    const pos = fen(international, 'W:WK41,49:B9,10,12,19,38');
    expect(legalMoves(pos, { paths: true })).toEqual([
      { from: 41, to: 43, path: [41, 14, 3, 21, 43], captured: [19, 9, 12, 38] },
    ]);
    expect(formatFen(play(pos, legalMoves(pos)[0]!))).toBe('B:W49,K43:B10');
  });

  it('International W:W14:B8,9: a man passing the crowning row stays a man (FMJD 4.15)', () => {
    // 14 over 9 to 3 (row 0), then over 8 to 12: the capture must go on and ends on 12 as a man.
    const pos = fen(international, 'W:W14:B8,9');
    expect(legalMoves(pos, { paths: true })).toEqual([{ from: 14, to: 12, path: [14, 3, 12], captured: [9, 8] }]);
    const after = play(pos, legalMoves(pos)[0]!);
    expect(pieceAt(after, 12)).toEqual({ color: 'white', role: 'man' });
    expect(formatFen(after)).toBe('B:W12:B');
  });

  it('Russian W:Wf6:Be7,c7: crowned on d8 during the capture, goes on as a flying king', () => {
    // f6 (11) over e7 (7) to d8 (2): crowned at once; as a king over c7 (6), landing on b6 (9) or
    // a5 (13). Both end as a king.
    const pos = fen(russian, 'W:Wf6:Be7,c7');
    expect(legalMoves(pos, { paths: true })).toEqual([
      { from: 11, to: 9, path: [11, 2, 9], captured: [7, 6] },
      { from: 11, to: 13, path: [11, 2, 13], captured: [7, 6] },
    ]);
    const [toB6, toA5] = legalMoves(pos);
    expect(pieceAt(play(pos, toB6!), 9)).toEqual({ color: 'white', role: 'king' });
    expect(pieceAt(play(pos, toA5!), 13)).toEqual({ color: 'white', role: 'king' });
    expect(formatFen(play(pos, toB6!))).toBe('B:WKb6:B');
    expect(formatFen(play(pos, toA5!))).toBe('B:WKa5:B');
  });

  it('Brazilian W:Wf6:Be7,c7: passes d8 as a man, only f6:d8:b6, ends a man', () => {
    const pos = fen(brazilian, 'W:Wf6:Be7,c7');
    expect(legalMoves(pos, { paths: true })).toEqual([{ from: 11, to: 9, path: [11, 2, 9], captured: [7, 6] }]);
    expect(formatFen(play(pos, legalMoves(pos)[0]!))).toBe('B:Wb6:B');
  });

  it('Russian W:Wc3:Bb4,d4,d6,f6: 3 moves taking 1 or 2 pieces (no majority rule)', () => {
    // c3 (22) over b4 (17) to a5 (13), which ends there; or over d4 (18) to e5 (15), then over d6
    // (10) to c7 (6) or over f6 (11) to g7 (8).
    const pos = fen(russian, 'W:Wc3:Bb4,d4,d6,f6');
    expect(paths(pos)).toEqual(['22x13', '22x15x6', '22x15x8']);
    // Brazilian (maximum rule) keeps only the two 2-piece captures.
    expect(paths(fen(brazilian, 'W:Wc3:Bb4,d4,d6,f6'))).toEqual(['22x15x6', '22x15x8']);
  });

  it('International W:WK46:B1: a king moves any distance, 9 moves (a draughts.js bug, docs/sources.md)', () => {
    // The long diagonal from 46: 41, 37, 32, 28, 23, 19, 14, 10, 5. 46 is a corner: no other line.
    const pos = fen(international, 'W:WK46:B1');
    expect(distinct(pos)).toEqual(['46-10', '46-14', '46-19', '46-23', '46-28', '46-32', '46-37', '46-41', '46-5']);
    expect(perft(pos, 1)).toBe(9);
  });

  it('International W:W27:B22,23,32,33: a capture that ends on its own start square keeps its piece', () => {
    // 27 over 22 to 18, over 23 to 29, over 33 to 38, over 32 back to 27 (empty during the move),
    // or the same loop the other way round: 2 paths, 1 distinct move, 4 pieces each.
    const pos = fen(international, 'W:W27:B22,23,32,33');
    expect(paths(pos)).toEqual(['27x18x29x38x27', '27x38x29x18x27']);
    expect(legalMoves(pos)).toHaveLength(1);
    expect(perft(pos, 1, { paths: true })).toBe(2);
    expect(perft(pos, 1)).toBe(1);
    for (const m of legalMoves(pos, { paths: true })) {
      const after = play(pos, m);
      expect(pieceAt(after, 27)).toEqual({ color: 'white', role: 'man' });
      expect(formatFen(after)).toBe('B:W27:B');
      expect(outcome(after)).toEqual({ winner: 'white', reason: 'no-pieces' });
    }
  });
});

// ---------------------------------------------------------------------------------------------
// FMJD articles, positions written by hand.

describe('FMJD 3.4 / 3.9 / 4.1: quiet moves and the direction of captures', () => {
  it('a man steps one square forward; a black man moves down', () => {
    expect(paths(fen(international, 'W:W33:B'))).toEqual(['33-28', '33-29']);
    expect(paths(fen(international, 'B:W:B18'))).toEqual(['18-22', '18-23']);
  });

  it('men capture backward too (4.1): W:W28:B33 gives 28x39', () => {
    // 33 is down-right of 28 (row 5 col 4 -> row 6 col 5); 39 behind it is empty.
    expect(paths(fen(international, 'W:W28:B33'))).toEqual(['28x39']);
    // Pool men capture backward as well (docs/sources.md, Rules): 8x8 W:W18:B23 gives 18x27.
    expect(paths(fen(pool, 'W:W18:B23'))).toEqual(['18x27']);
  });

  it('a quiet move onto the far row crowns the man', () => {
    const after = play(fen(international, 'W:W7:B'), { from: 7, to: 1, path: [7, 1], captured: [] });
    expect(formatFen(after)).toBe('B:WK1:B');
  });
});

describe('FMJD 4.3: a king captures at a distance and chooses its landing square', () => {
  it('W:WK46:B23: K46 takes 23 from afar and may stop on 19, 14, 10 or 5', () => {
    // 23 is on the long diagonal 46-5; 41, 37, 32, 28 before it and 19, 14, 10, 5 behind it are
    // empty. From none of the landing squares is there a second piece to take.
    const pos = fen(international, 'W:WK46:B23');
    expect(paths(pos)).toEqual(['46x10', '46x14', '46x19', '46x5']);
    for (const m of legalMoves(pos)) expect(m.captured).toEqual([23]);
  });
});

describe('FMJD 4.5 / 4.6: a capture goes on while it can', () => {
  it('W:WK46:B9,23: the king must land on 14, the one square from which it can go on', () => {
    // Over 23 the king may stop on 19, 14, 10 or 5; only from 14 can it take again (9, up-left,
    // with 3 free behind). So the one move is 46x14x3 (turning at 14).
    expect(paths(fen(international, 'W:WK46:B9,23'))).toEqual(['46x14x3']);
  });

  it('Russian and Pool (no maximum rule) must go on too: W:WKa1:Bc3,d6', () => {
    // Ka1 (29) over c3 (22) may stop on d4, e5, f6, g7 or h8 (18, 15, 11, 8, 4); only from e5 (15)
    // can it take again: d6 (10) up-left, landing c7 (6) or b8 (1). Stopping elsewhere is illegal
    // although the free-choice variants would allow a shorter capture from the start.
    for (const variant of [russian, pool]) {
      expect(paths(fen(variant, 'W:WK29:B10,22')), variant.key).toEqual(['29x15x1', '29x15x6']);
    }
    expect(paths(fen(russian, 'W:WKa1:Bc3,d6'))).toEqual(['29x15x1', '29x15x6']);
  });

  it('4.7: empty squares may be crossed twice: W:WK46:B13,17,23,38', () => {
    // 46 up the long diagonal (41, 37, 32, 28) over 23; only from 19 can it go on: over 13 (up-left)
    // to 8 (2 would end the move), over 17 (down-left via 12) to 21 (26 ends), then down-right over
    // 27 and 32 - crossed on the first stretch already - over 38 to 43 or 49. Turns at 19, 8, 21.
    const pos = fen(international, 'W:WK46:B13,17,23,38');
    expect(legalMoves(pos, { paths: true })).toEqual([
      { from: 46, to: 43, path: [46, 19, 8, 21, 43], captured: [23, 13, 17, 38] },
      { from: 46, to: 49, path: [46, 19, 8, 21, 49], captured: [23, 13, 17, 38] },
    ]);
  });

  it('a straight stretch lists the square right behind each piece (restriction 9)', () => {
    // K46 over 37 and then, on the same line, over 23: it may pause on 32 or 28 between them, but
    // the path lists 32 (right behind 37) once. Behind 23: 19, 14, 10, 5.
    const pos = fen(international, 'W:WK46:B23,37');
    expect(paths(pos)).toEqual(['46x32x10', '46x32x14', '46x32x19', '46x32x5']);
  });
});

describe('FMJD 4.13 / 4.14: the maximum capture, kings count as one, free choice among equals', () => {
  it('W:W31,50:BK18,K27,24,34,44: three men beat two kings', () => {
    // 31 over the king on 27 to 22 and over the king on 18 to 13: two pieces. 50 over 44 to 39,
    // over 34 to 30, over 24 to 19: three pieces. A king counts as one piece, so only 50x19.
    const pos = fen(international, 'W:W31,50:BK18,K27,24,34,44');
    expect(paths(pos)).toEqual(['50x39x30x19']);
  });

  it('W:W33,K45:B17,28,29: a man or the king, any of the 2-piece captures (4.14)', () => {
    // Man 33: over 28 to 22, over 17 to 11 (2 pieces); or over 29 to 24 (1 piece, not allowed).
    // K45 flies up-left via 40, 34 over 29; it may stop on 23, 18, 12, 7 or 1, and must stop
    // where it can go on: from 23 over 28 (down-left) to 32, 37, 41 or 46; from 12 over 17
    // (down-left) to 21 or 26. Every one of these takes 2 pieces.
    const pos = fen(international, 'W:W33,K45:B17,28,29');
    expect(paths(pos)).toEqual(['33x22x11', '45x12x21', '45x12x26', '45x23x32', '45x23x37', '45x23x41', '45x23x46']);
    expect(distinct(pos)).toHaveLength(7);
  });
});

describe('crowning at the end of a capture', () => {
  it('Pool W:W11:B6,7: crowned only if the move ends on the far row, so it ends a man on 9', () => {
    // 11 over 7 to 2 (row 0), then over 6 to 9 as a man (docs/sources.md, Rules, pool).
    const pos = fen(pool, 'W:W11:B6,7');
    expect(paths(pos)).toEqual(['11x2x9']);
    expect(formatFen(play(pos, legalMoves(pos)[0]!))).toBe('B:W9:B');
  });

  it('Pool W:W11:B7 and International W:W14:B9: a capture that ends on the far row crowns', () => {
    const poolPos = fen(pool, 'W:W11:B7');
    expect(formatFen(play(poolPos, legalMoves(poolPos)[0]!))).toBe('B:WK2:B');
    const intl = fen(international, 'W:W14:B9');
    expect(paths(intl)).toEqual(['14x3']);
    expect(formatFen(play(intl, legalMoves(intl)[0]!))).toBe('B:WK3:B');
  });

  it('a black man crowned by a capture in Russian goes on as a king (mirror of the f6 probe)', () => {
    // Rotate W:Wf6:Be7,c7 by 180 degrees and swap colours (s -> 33 - s: 11 -> 22, 7 -> 26,
    // 6 -> 27): black man on 22 (c3), white men on 26 (d2) and 27 (f2). 22 over 26 to 31 (e1, its
    // far row): crowned; then as a king over 27 to 24 (g3) or 20 (h4).
    const pos = fen(russian, 'B:W26,27:B22');
    expect(paths(pos)).toEqual(['22x31x20', '22x31x24']);
    for (const m of legalMoves(pos)) expect(pieceAt(play(pos, m), m.to)).toEqual({ color: 'black', role: 'king' });
  });
});

describe('start positions, outcome and the registry', () => {
  it('Canadian: White moves first with 11 moves from 43-48', () => {
    const start = startPosition(canadian);
    expect(start.turn).toBe('white');
    expect(formatFen(start)).toBe('W:W43-72:B1-30');
    expect(legalMoves(start).map(show)).toEqual([
      '43-37',
      '44-37',
      '44-38',
      '45-38',
      '45-39',
      '46-39',
      '46-40',
      '47-40',
      '47-41',
      '48-41',
      '48-42',
    ]);
  });

  it('International, Brazilian, Russian start with White; Pool with Black', () => {
    expect(formatFen(startPosition(international))).toBe('W:W31-50:B1-20');
    expect(startPosition(brazilian).turn).toBe('white');
    expect(startPosition(russian).turn).toBe('white');
    expect(startPosition(pool).turn).toBe('black');
    expect(distinct(startPosition(pool))).toEqual(['10-14', '10-15', '11-15', '11-16', '12-16', '9-13', '9-14']);
    expect(distinct(startPosition(russian))).toEqual(['21-17', '22-17', '22-18', '23-18', '23-19', '24-19', '24-20']);
  });

  it('outcome: a blocked side loses (FMJD 7.2): B:W50:B45', () => {
    // The black man on 45 (right edge) can only step to 50, which is taken, and cannot jump it.
    const pos = fen(international, 'B:W50:B45');
    expect(legalMoves(pos)).toEqual([]);
    expect(outcome(pos)).toEqual({ winner: 'white', reason: 'no-moves' });
    expect(outcome(startPosition(international))).toBeUndefined();
  });

  it('the registry finds each variant by key and by PDN GameType (docs/sources.md, PDN 3.0)', () => {
    const table: readonly (readonly [Variant, string, number])[] = [
      [international, 'international', 20],
      [english, 'english', 21],
      [italian, 'italian', 22],
      [pool, 'pool', 23],
      [russian, 'russian', 25],
      [brazilian, 'brazilian', 26],
      [canadian, 'canadian', 27],
    ];
    for (const [variant, key, gameType] of table) {
      expect(variantByKey(key)).toBe(variant);
      expect(variantByGameType(gameType)).toBe(variant);
      expect(variants).toContain(variant);
    }
    expect(variantByKey('armenian')).toBeUndefined();
    expect(variantByGameType(1)).toBeUndefined();
  });
});
