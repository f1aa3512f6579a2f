/**
 * Board editing keeps the variant state of a position (issue 29: `putPiece` and `removePiece`
 * dropped the Frisian king-move counters).
 *
 * The rule (Official Rules for Frisian Draughts of 2011, article 17; docs/sources.md, Frisian
 * rules): while a side has kings and men, the same king may make at most three non-capturing
 * moves in a row; a capture or a move of another piece lifts the ban. The counter therefore
 * counts the moves of one king. The expected values below follow from that:
 * - an edit elsewhere (another king, a man, an empty square) leaves each count as it was;
 * - removing the counted king, or putting another piece (a man, the other side's piece) on its
 *   square, ends its count: no king has made those moves any more;
 * - putting the same piece on its square (a king of that side) changes nothing;
 * - removing men keeps the count (it counts the king's past moves; the rule does not bar the
 *   king while its side has no men, and does again once a man is back);
 * - lidraughts' count without a square (`+3`: any king) stays while its side has a king.
 * FEN counters are lidraughts' form `:+<black count><black king>+<white count><white king>`.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  clearBoard,
  formatMove,
  frisian,
  frysk,
  legalMoves,
  parseFen,
  play,
  putPiece,
  removePiece,
  startPosition,
  formatFen,
  variants,
} from '../../src/index.js';
import type { Piece, Position, Variant } from '../../src/index.js';

function fen(variant: Variant, text: string): Position {
  const r = parseFen(variant, text);
  if (!r.ok) throw new Error(`bad test FEN ${text}: ${r.error.message}`);
  return r.value;
}

const put = (p: Position, square: number, piece: Piece): string => {
  const r = putPiece(p, square, piece);
  if (!r.ok) throw new Error(r.error.message);
  return formatFen(r.value);
};
const remove = (p: Position, square: number): string => {
  const r = removePiece(p, square);
  if (!r.ok) throw new Error(r.error.message);
  return formatFen(r.value);
};

/** The position of an edit that must succeed. */
function edited(r: ReturnType<typeof removePiece>): Position {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const whiteKing: Piece = { color: 'white', role: 'king' };
const whiteMan: Piece = { color: 'white', role: 'man' };
const blackKing: Piece = { color: 'black', role: 'king' };
const blackMan: Piece = { color: 'black', role: 'man' };

describe('Frisian king-move counters under putPiece and removePiece (article 17)', () => {
  // White's king on 33 and Black's king on 1 have each made two quiet moves in a row.
  const both = fen(frisian, 'W:W45,K33,K46:B5,K1:+201+233');

  it('an edit elsewhere keeps both counts', () => {
    expect(remove(both, 46)).toBe('W:W45,K33:B5,K1:+201+233');
    expect(remove(both, 20)).toBe('W:W45,K33,K46:B5,K1:+201+233');
    expect(put(both, 20, whiteKing)).toBe('W:W45,K20,K33,K46:B5,K1:+201+233');
    expect(put(both, 20, blackMan)).toBe('W:W45,K33,K46:B5,20,K1:+201+233');
    expect(put(both, 46, whiteMan)).toBe('W:W45,46,K33:B5,K1:+201+233');
  });

  it("removing men keeps the counts, even a side's last man", () => {
    expect(remove(both, 45)).toBe('W:WK33,K46:B5,K1:+201+233');
    expect(remove(both, 5)).toBe('W:W45,K33,K46:BK1:+201+233');
  });

  it("removing the counted king ends its count, the other side's stays", () => {
    expect(remove(both, 33)).toBe('W:W45,K46:B5,K1:+201+0');
    expect(remove(both, 1)).toBe('W:W45,K33,K46:B5:+0+233');
    // Both gone: nothing left to carry, the position has no state.
    expect(edited(removePiece(edited(removePiece(both, 1)), 33)).state).toBe(undefined);
  });

  it("another piece on the counted king's square ends its count; the same king keeps it", () => {
    expect(put(both, 33, whiteMan)).toBe('W:W33,45,K46:B5,K1:+201+0');
    expect(put(both, 33, blackKing)).toBe('W:W45,K46:B5,K1,K33:+201+0');
    expect(put(both, 1, blackMan)).toBe('W:W45,K33,K46:B1,5:+0+233');
    expect(put(both, 33, whiteKing)).toBe('W:W45,K33,K46:B5,K1:+201+233');
  });

  it("lidraughts' count without a square stays while its side has a king", () => {
    const any = fen(frisian, 'W:W45,K33,K46:B5,K1:+0+3');
    const one = edited(removePiece(any, 33));
    expect(formatFen(one)).toBe('W:W45,K46:B5,K1:+0+3');
    expect(remove(one, 46)).toBe('W:W45:B5,K1');
    expect(put(one, 46, whiteMan)).toBe('W:W45,46:B5,K1');
  });

  it("the kept count still bars the king: the legal moves are the rule's", () => {
    // White's king on 33 has made three quiet moves in a row: only the man may move (article 17).
    const barred = fen(frisian, 'W:W45,K33:B5,K1,9:+0+333');
    expect(legalMoves(barred).map((m) => formatMove(barred, m))).toEqual(['45-40']);
    const manGone = edited(removePiece(barred, 9));
    expect(legalMoves(manGone).map((m) => formatMove(manGone, m))).toEqual(['45-40']);
    // The counted king taken off and a king put on another square: that king has made no move.
    const other = edited(putPiece(edited(removePiece(barred, 33)), 34, whiteKing));
    expect(legalMoves(other).some((m) => m.from === 34)).toBe(true);
  });

  it('clearBoard leaves no king to count: no state', () => {
    expect(clearBoard(both).state).toBe(undefined);
    expect(formatFen(clearBoard(both))).toBe('W:W:B');
  });

  it('Frysk! (the same rules from five men each) keeps its counts alike', () => {
    const p = fen(frysk, 'W:W45,K33:B5,K1:+201+233');
    expect(remove(p, 45)).toBe('W:WK33:B5,K1:+201+233');
    expect(remove(p, 33)).toBe('W:W45:B5,K1:+201+0');
  });
});

describe("no variant's state is dropped by an edit that does not touch what it refers to", () => {
  /**
   * Positions of every variant after random plies from the start, and of Frisian and Frysk! from
   * kings and men, where random king moves gather counters.
   */
  const starts: Position[] = [
    ...variants.map((v) => startPosition(v)),
    ...[frisian, frysk].map((v) => fen(v, 'W:W45,46,K28,K33:B5,6,K1,K2')),
    ...[frisian, frysk].map((v) => fen(v, 'W:W45,K33,K46:B5,K1:+201+233')),
  ];
  const played = fc.tuple(fc.constantFrom(...starts), fc.array(fc.nat(), { maxLength: 60 })).map(([start, picks]) => {
    let p = start;
    for (const pick of picks) {
      const moves = legalMoves(p);
      if (moves.length === 0) break;
      p = play(p, moves[pick % moves.length]!);
    }
    return p;
  });

  it('putPiece and removePiece on a square no counter names keep position.state as it was', () => {
    fc.assert(
      fc.property(played, fc.nat(), fc.constantFrom(whiteMan, blackMan, whiteKing, blackKing), (p, n, piece) => {
        const square = 1 + (n % p.variant.board.squareCount);
        const km = p.state?.kingMoves;
        const named = km === undefined ? [] : [km.whiteKing, km.blackKing];
        fc.pre(!named.includes(square));
        const removed = removePiece(p, square);
        expect(removed.ok).toBe(true);
        if (removed.ok) expect(removed.value.state).toEqual(p.state);
        const putting = putPiece(p, square, piece, { allowMenOnCrowningRow: true });
        expect(putting.ok).toBe(true);
        if (putting.ok) expect(putting.value.state).toEqual(p.state);
      }),
      { numRuns: 300 },
    );
    // The property meets counters: a good part of the runs from the king positions carry one.
    const sample = fc.sample(played, { numRuns: 300, seed: 29 });
    expect(sample.filter((p) => p.state?.kingMoves !== undefined).length).toBeGreaterThan(15);
  });

  it('random Frisian play reaches counters, so the property above meets them', () => {
    // 'W:WK33,45:BK1,5' with alternate king moves: after two each, both sides count 2.
    let p = fen(frisian, 'W:W45,K33:B5,K1');
    for (const [from, to] of [
      [33, 28],
      [1, 7],
      [28, 33],
      [7, 1],
    ])
      p = play(
        p,
        legalMoves(p).find((m) => m.from === from && m.to === to)!,
      );
    expect(p.state?.kingMoves).toEqual({ white: 2, black: 2, whiteKing: 33, blackKing: 1 });
    expect(remove(p, 45)).toBe('W:WK33:B5,K1:+201+233');
  });

  it('an edit keeps state fields it does not own (the state is carried, not rebuilt)', () => {
    // A field no variant has today stands for any future one: only kingMoves is the edit's.
    const base = fen(frisian, 'W:W45,K33:B5,K1:+201+233');
    const withMore = { ...base, state: { ...base.state!, future: 1 } } as Position;
    const r = removePiece(withMore, 33);
    expect(r.ok && r.value.state).toEqual({ future: 1, kingMoves: { white: 0, black: 2, blackKing: 1 } });
    expect(clearBoard(withMore).state).toEqual({ future: 1 });
  });
});
