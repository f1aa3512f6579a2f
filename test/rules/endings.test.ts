/**
 * The end of the game belongs to the variant (issue 14, point 4): Antidraughts (the side that
 * cannot move wins) and Breakthrough (the first crowning wins and ends the game), both on the
 * International rules.
 *
 * Perft: no published Antidraughts or Breakthrough counts exist; both play International's moves
 * (lidraughts `variant/Antidraughts.scala`, `variant/Breakthrough.scala`), so the expected values
 * are the published International start counts (dctl board_10x10.cpp, Aart Bik's BikDam; docs/
 * sources.md, perft counts) and, where a crowning ends a Breakthrough line, counts worked out by
 * hand on the board below.
 *
 *     .  1  .  2  .  3  .  4  .  5        row 0: White is crowned here
 *     6  .  7  .  8  .  9  . 10  .        row 1
 *     . 11  . 12  . 13  . 14  . 15        row 2
 *    16  . 17  . 18  . 19  . 20  .        row 3
 *     . 21  . 22  . 23  . 24  . 25        row 4
 *    26  . 27  . 28  . 29  . 30  .        row 5
 *     . 31  . 32  . 33  . 34  . 35        row 6
 *    36  . 37  . 38  . 39  . 40  .        row 7
 *     . 41  . 42  . 43  . 44  . 45        row 8
 *    46  . 47  . 48  . 49  . 50  .        row 9: Black is crowned here
 */
import { describe, expect, it } from 'vitest';
import type { Position, Variant } from '../../src/index.js';
import {
  antidraughts,
  breakthrough,
  gameResult,
  gameStatus,
  international,
  isGameOver,
  legalMoves,
  newGame,
  outcome,
  parseFen,
  perft,
  play,
  playMoveText,
  startPosition,
  variantByGameType,
  variantByKey,
} from '../../src/index.js';

function fen(variant: Variant, text: string): Position {
  const r = parseFen(variant, text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Published International start counts, distinct moves, depths 1-6 (perft counts in docs/sources.md). */
const INTERNATIONAL_START = [9, 81, 658, 4_265, 27_117, 167_140];

describe('the two variants are International draughts with another end', () => {
  it('have their own keys and lidraughts GameTypes, and International stays GameType 20', () => {
    expect([antidraughts.key, antidraughts.gameType, breakthrough.key, breakthrough.gameType]).toEqual([
      'antidraughts',
      98,
      'breakthrough',
      96,
    ]);
    expect(variantByGameType(20)).toBe(international);
    expect(variantByGameType(98)).toBe(antidraughts);
    expect(variantByGameType(96)).toBe(breakthrough);
    expect(variantByKey('antidraughts')).toBe(antidraughts);
    expect([antidraughts.winCondition, breakthrough.winCondition, international.winCondition]).toEqual([
      'no-move-wins',
      'first-king-wins',
      'no-move-loses',
    ]);
    for (const v of [antidraughts, breakthrough]) {
      expect([v.board, v.start, v.rules, v.firstPlayer]).toEqual([
        international.board,
        international.start,
        international.rules,
        'white',
      ]);
    }
  });
});

describe('Antidraughts', () => {
  it("perft from the start is International's published count, depths 1-6, both conventions", () => {
    const start = startPosition(antidraughts);
    INTERNATIONAL_START.forEach((count, i) => {
      expect(perft(start, i + 1), `depth ${i + 1}`).toBe(count);
      if (i < 4) expect(perft(start, i + 1, { paths: true, bulk: false }), `depth ${i + 1} per path`).toBe(count);
    });
  });

  it('the side to move with no piece left has won', () => {
    // White to move has no piece: under International rules Black wins, here White.
    expect(outcome(fen(antidraughts, 'W:W:B23'))).toEqual({ winner: 'white', reason: 'no-pieces' });
    expect(outcome(fen(international, 'W:W:B23'))).toEqual({ winner: 'black', reason: 'no-pieces' });
    expect(outcome(fen(antidraughts, 'B:W28:B'))).toEqual({ winner: 'black', reason: 'no-pieces' });
  });

  it('the side to move whose pieces are all blocked has won', () => {
    // White's man on 46 can only go to 41, which Black holds; the jump 46x37 over 41 lands on 37,
    // which Black holds too. White cannot move.
    const blocked = fen(antidraughts, 'W:W46:B37,41');
    expect(legalMoves(blocked)).toEqual([]);
    expect(outcome(blocked)).toEqual({ winner: 'white', reason: 'no-moves' });
    expect(outcome(fen(international, 'W:W46:B37,41'))).toEqual({ winner: 'black', reason: 'no-moves' });
  });

  it('a side that can move has neither won nor lost', () => {
    expect(outcome(startPosition(antidraughts))).toBeUndefined();
    // Black to move in the position above: its man on 41 can go to 47, so the game goes on.
    expect(outcome(fen(antidraughts, 'B:W46:B37,41'))).toBeUndefined();
  });

  it('game status and result: the player without a move wins, written 2-0 / 0-2', () => {
    const white = newGame(fen(antidraughts, 'W:W46:B37,41'));
    expect(gameStatus(white)).toEqual({ status: 'win', winner: 'white', reason: 'no-moves' });
    expect(isGameOver(white)).toBe(true);
    expect(gameResult(white)).toBe('2-0');
    // White's man on 28 must take Black's last man on 23 (captures are compulsory): Black, to
    // move with nothing left, has won.
    let game = newGame(fen(antidraughts, 'W:W28:B23'));
    const r = playMoveText(game, '28x19');
    expect(r.ok).toBe(true);
    if (r.ok) game = r.value;
    expect(gameStatus(game)).toEqual({ status: 'win', winner: 'black', reason: 'no-pieces' });
    expect(gameResult(game)).toBe('0-2');
  });
});

describe('Breakthrough', () => {
  it("perft from the start is International's published count, depths 1-6: no crowning is possible so soon", () => {
    // White's front men stand on row 6 and Black's on row 3: six rows from their crowning rows.
    // A man gains one row per quiet move and two per man it jumps forward, and within three moves
    // of its side no man can jump three men in a row, so nobody can crown in the first 5 plies;
    // a crowning at ply 6 would be a leaf, counted as International counts it.
    const start = startPosition(breakthrough);
    INTERNATIONAL_START.forEach((count, i) => expect(perft(start, i + 1), `depth ${i + 1}`).toBe(count));
    expect(perft(start, 3, { paths: true, bulk: false })).toBe(658);
  });

  it('AlmostPromotion W:W6,7,8,9,10:B41,42,43,44,45: every White move crowns, so the game ends at ply 1', () => {
    // 6-1; 7-1, 7-2; 8-2, 8-3; 9-3, 9-4; 10-4, 10-5: nine moves, all to row 0 (International
    // counts 9, 81, 795 here, docs/sources.md, Perft counts); in Breakthrough each one wins, and no line goes on.
    const p = fen(breakthrough, 'W:W6,7,8,9,10:B41,42,43,44,45');
    expect([perft(p, 1), perft(p, 2), perft(p, 3)]).toEqual([9, 0, 0]);
    expect([perft(p, 2, { bulk: false }), perft(p, 2, { paths: true })]).toEqual([0, 0]);
    expect(perft(fen(international, 'W:W6,7,8,9,10:B41,42,43,44,45'), 2)).toBe(81);
    const moves = legalMoves(p);
    expect(moves.map((m) => `${m.from}-${m.to}`)).toEqual([
      '6-1',
      '7-1',
      '7-2',
      '8-2',
      '8-3',
      '9-3',
      '9-4',
      '10-4',
      '10-5',
    ]);
    for (const move of moves) {
      const after = play(p, move);
      expect(outcome(after)).toEqual({ winner: 'white', reason: 'crowned' });
      expect(legalMoves(after)).toEqual([]);
    }
  });

  it('W:W31:B41: equal to International until Black crowns at ply 2', () => {
    // Ply 1: 31-26 or 31-27. Ply 2: 41-46 or 41-47, both crowning: 4 lines, each ending the game.
    // International goes on: 26-21 (26 sits on the edge), or 27-21 and 27-22: 1+1+2+2 = 6 at ply 3
    // (the black king on 46 or 47 is far from the white man, nothing to capture).
    const bt = fen(breakthrough, 'W:W31:B41');
    const intl = fen(international, 'W:W31:B41');
    expect([1, 2, 3].map((d) => perft(bt, d))).toEqual([2, 4, 0]);
    expect([1, 2, 3].map((d) => perft(intl, d))).toEqual([2, 4, 6]);
  });

  it('a king on the board ends the game: its side has won, whoever is to move', () => {
    expect(outcome(fen(breakthrough, 'B:WK1:B45'))).toEqual({ winner: 'white', reason: 'crowned' });
    expect(outcome(fen(breakthrough, 'W:WK1:B45'))).toEqual({ winner: 'white', reason: 'crowned' });
    expect(outcome(fen(breakthrough, 'W:W31:BK46'))).toEqual({ winner: 'black', reason: 'crowned' });
    // Kings of both sides cannot arise in a game; as lidraughts does, White is given the win.
    expect(outcome(fen(breakthrough, 'B:WK1:BK46'))).toEqual({ winner: 'white', reason: 'crowned' });
    for (const text of ['B:WK1:B45', 'W:WK1:B45', 'W:W31:BK46', 'B:WK1:BK46']) {
      const p = fen(breakthrough, text);
      expect(legalMoves(p), text).toEqual([]);
      expect(perft(p, 1), text).toBe(0);
      expect(perft(p, 0), text).toBe(1);
    }
  });

  it('a position with a king refuses every move, saying the game is over', () => {
    const p = fen(breakthrough, 'B:WK1:B45');
    expect(() => play(p, { from: 45, to: 50, path: [45, 50], captured: [] })).toThrow(
      /the game is over: white has crowned a man/,
    );
  });

  it('without kings, a side with no piece or no move has lost, as in International draughts', () => {
    expect(outcome(fen(breakthrough, 'W:W46:B37,41'))).toEqual({ winner: 'black', reason: 'no-moves' });
    expect(outcome(fen(breakthrough, 'B:W28:B'))).toEqual({ winner: 'white', reason: 'no-pieces' });
    expect(outcome(startPosition(breakthrough))).toBeUndefined();
  });

  it('a game ends with the crowning move: status, result 2-0, and no move after it', () => {
    let game = newGame(fen(breakthrough, 'W:W6,7,8,9,10:B41,42,43,44,45'));
    const r = playMoveText(game, '7-2');
    expect(r.ok).toBe(true);
    if (r.ok) game = r.value;
    expect(gameStatus(game)).toEqual({ status: 'win', winner: 'white', reason: 'crowned' });
    expect(isGameOver(game)).toBe(true);
    expect(gameResult(game)).toBe('2-0');
    // Black's 41-46 would crown too, but the game is already over.
    const after = playMoveText(game, '41-46');
    expect(after.ok).toBe(false);
    if (!after.ok) expect(after.error.message).toContain('the game is over: white has crowned a man');
  });
});
