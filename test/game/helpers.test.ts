/**
 * The helpers of a game screen: `moveHistory` (chess.js `history()`), `isGameOver`, `claimDraw`
 * with the claim object that `gameStatus` and `drawClaims` hand out, and the errors of an
 * illegal move in a game (`playMoveText`) and of `play`.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CrownheadError,
  claimDraw,
  drawClaims,
  english,
  gameEquals,
  gameStatus,
  international,
  isGameOver,
  legalMoves,
  moveHistory,
  newGame,
  play,
  playMove,
  playMoveText,
  russian,
  startPosition,
} from '../../src/index.js';
import type { DrawClaim, Game, Move, Variant } from '../../src/index.js';
import { gameFromFen } from './walk.js';

function playTexts(game: Game, texts: readonly string[]): Game {
  let g = game;
  for (const text of texts) {
    const r = playMoveText(g, text);
    if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
    g = r.value;
  }
  return g;
}

/** A game of random legal paths (every path, so king loops are played either way round). */
function randomGame(variant: Variant, choices: readonly number[], fen?: string): Game {
  let game = fen === undefined ? newGame(variant, { rules: [] }) : gameFromFen(variant, fen, []);
  for (const choice of choices) {
    const moves = legalMoves(game.position, { paths: true });
    if (moves.length === 0) break;
    game = playMove(game, moves[choice % moves.length]!);
  }
  return game;
}

describe('moveHistory', () => {
  it('the move texts of a game, oldest first', () => {
    // AA Long vs MF Tinsley (shared data checkerboard/tinsley.pdn), the first eight moves as
    // the record writes them.
    const opening = '9-14 23-18 14x23 27x18 5-9 26-23 12-16 30-26 16-20 32-27 11-15 18x11 8x15 22-18 15x22 25x18'.split(
      ' ',
    );
    expect(moveHistory(playTexts(newGame(english), opening))).toEqual(opening);
    expect(moveHistory(newGame(english))).toEqual([]);
    // Russian writes squares by name (PDN 3.0 restriction 6), captures with x when crownhead writes.
    expect(moveHistory(playTexts(newGame(russian), ['c3-d4', 'f6-e5', 'd4:f6']))).toEqual(['c3-d4', 'f6-e5', 'd4xf6']);
  });

  it('keeps the way round a king loop, and writes every path in full on request', () => {
    // docs/sources.md, perft counts (rule probes): W:WK26:B14,15,22,23, two paths of one move.
    const seen = [0, 1].map((choice) => {
      const game = randomGame(english, [choice], 'W:WK26:B14,15,22,23');
      expect(moveHistory(game)).toEqual(moveHistory(game, { fullPath: true }));
      return moveHistory(game)[0];
    });
    expect(seen.sort()).toEqual(['26x17x10x19x26', '26x19x10x17x26']);
    const capture = playTexts(gameFromFen(english, 'B:W6,15,24:B1'), ['1x28']);
    expect(moveHistory(capture)).toEqual(['1x28']);
    expect(moveHistory(capture, { fullPath: true })).toEqual(['1x10x19x28']);
  });

  for (const variant of [english, international, russian]) {
    it(`${variant.key}: the texts replay to the same game, path for path (random games)`, () => {
      fc.assert(
        fc.property(fc.array(fc.nat(), { maxLength: 80 }), (choices) => {
          const game = randomGame(variant, choices);
          const again = playTexts(newGame(game.start, { rules: [] }), moveHistory(game));
          expect(gameEquals(again, game)).toBe(true);
        }),
        { numRuns: 20 },
      );
    });
  }
});

describe('isGameOver', () => {
  it('false while the game goes on, also with a draw that may only be claimed', () => {
    expect(isGameOver(newGame(english))).toBe(false);
    // WCDF 1.32.1: the start position on the board for the third time may be claimed, not forced.
    const cycle = ['32-28', '1-5', '28-32', '5-1', '32-28', '1-5', '28-32', '5-1'];
    const repeated = playTexts(gameFromFen(english, 'B:WK1,21:BK32,12'), cycle);
    expect(drawClaims(repeated).map((c) => c.rule)).toEqual(['repetition']);
    expect(isGameOver(repeated)).toBe(false);
    const claimed = claimDraw(repeated, 'repetition');
    expect(claimed.ok && isGameOver(claimed.value)).toBe(true);
  });

  it('true when the side to move has no piece or no move (WCDF 1.30), or an automatic draw is reached (FMJD 6.1)', () => {
    expect(isGameOver(gameFromFen(english, 'W:W5:B1'))).toBe(true); // White's man blocked
    expect(isGameOver(gameFromFen(english, 'W:W:B1'))).toBe(true); // White has no piece
    const shuffle = ['50-45', '4-10', '45-50', '10-4', '50-45', '4-10', '45-50', '10-4'];
    const drawn = playTexts(gameFromFen(international, 'W:WK50,47,48:BK4,1,2'), shuffle);
    expect(gameStatus(drawn)).toMatchObject({ status: 'draw', rule: 'repetition', claimed: false });
    expect(isGameOver(drawn)).toBe(true);
  });

  it('agrees with gameStatus on random games', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 120 }), (choices) => {
        let game = newGame(english);
        for (const choice of choices) {
          if (isGameOver(game)) break;
          const moves = legalMoves(game.position);
          game = playMove(game, moves[choice % moves.length]!);
        }
        expect(isGameOver(game)).toBe(gameStatus(game).status !== 'ongoing');
      }),
      { numRuns: 50 },
    );
  });
});

describe('claimDraw takes the claim gameStatus hands out', () => {
  // WCDF 1.32.1: Black's king shuttles 32-28, White's 1-5; the start position comes back.
  const cycle = ['32-28', '1-5', '28-32', '5-1', '32-28', '1-5', '28-32', '5-1'];
  const start = (): Game => gameFromFen(english, 'B:WK1,21:BK32,12');

  it('as the position stands: the claim object from gameStatus', () => {
    const g8 = playTexts(start(), cycle);
    const status = gameStatus(g8);
    expect(status.status).toBe('ongoing');
    const claim = status.status === 'ongoing' ? status.claims[0]! : undefined;
    const claimed = claimDraw(g8, claim!);
    expect(claimed.ok && gameStatus(claimed.value)).toEqual({
      status: 'draw',
      rule: 'repetition',
      source: 'WCDF 1.32.1',
      claimed: true,
    });
  });

  it('with the repeating move: the claim object from drawClaims and one of its moves', () => {
    const g7 = playTexts(start(), cycle.slice(0, 7));
    const claim: DrawClaim = drawClaims(g7)[0]!;
    expect(claimDraw(g7, claim).ok).toBe(false); // not yet as the position stands
    const claimed = claimDraw(g7, claim, claim.moves[0]!);
    expect(claimed.ok && claimed.value.ply).toBe(8);
    expect(claimed.ok && gameStatus(claimed.value)).toMatchObject({
      status: 'draw',
      rule: 'repetition',
      claimed: true,
    });
  });

  it('refusals name the claims that are open', () => {
    const g8 = playTexts(start(), cycle);
    const refused = claimDraw(g8, 'kings-only');
    expect(refused.ok ? undefined : refused.error).toEqual({
      kind: 'claim',
      code: 'not-claimable',
      message: 'no kings-only draw may be claimed now; open claims: repetition (WCDF 1.32.1)',
    });
    const none = claimDraw(newGame(english), 'repetition');
    expect(none.ok ? undefined : none.error.message).toBe(
      'no repetition draw may be claimed now; no draw may be claimed now',
    );
  });

  it('an argument that is neither a rule id nor a claim throws bad-argument with a clear message', () => {
    const g8 = playTexts(start(), cycle);
    for (const bad of [undefined, 42, {}, { rule: 7 }]) {
      let thrown: unknown;
      try {
        claimDraw(g8, bad as unknown as DrawClaim);
      } catch (e) {
        thrown = e;
      }
      expect(thrown).toBeInstanceOf(CrownheadError);
      expect((thrown as CrownheadError).code).toBe('bad-argument');
      expect((thrown as CrownheadError).message).toMatch(
        /^claimDraw takes a draw rule id such as 'repetition', or a claim from drawClaims\(game\) or gameStatus\(game\)\.claims; got /,
      );
    }
  });
});

describe('illegal moves in a game and in play', () => {
  it('playMoveText: the cause says why and lists the legal moves', () => {
    const r = playMoveText(newGame(english), '9-18');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toMatchObject({ kind: 'game-move', code: 'illegal', ply: 1, text: '9-18' });
    expect(r.error.message).toBe(
      '9-18 is not a legal move for black: the man on 9 can only play 9-13 or 9-14; legal moves: 9-13, 9-14, 10-14, 10-15, 11-15, 11-16, 12-16',
    );
    expect(r.error.cause?.legal).toHaveLength(7);
  });

  it('play: the thrown illegal-move error says why and lists the legal paths', () => {
    const start = startPosition(english);
    const thrown = (position: typeof start, move: Move): CrownheadError => {
      try {
        play(position, move);
      } catch (e) {
        if (e instanceof CrownheadError) return e;
        throw e;
      }
      throw new Error('play accepted an illegal move');
    };
    const e = thrown(start, { from: 9, to: 18, path: [9, 18], captured: [] });
    expect(e.code).toBe('illegal-move');
    expect(e.message).toBe(
      'illegal move 9-18 for black: the man on 9 can only play 9-13 or 9-14; legal moves: 9-13, 9-14, 10-14, 10-15, 11-15, 11-16, 12-16',
    );
    // A legal path with the wrong captured squares.
    const jump = gameFromFen(english, 'B:W18:B14').position;
    expect(thrown(jump, { from: 14, to: 23, path: [14, 23], captured: [19] }).message).toBe(
      'illegal move 14x23 for black: 14x23 captures 18, not 19',
    );
  });
});
