import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CrownheadError,
  english,
  international,
  russian,
  pool,
  gameEquals,
  gameMoves,
  gamePositions,
  gameStatus,
  legalMoves,
  newGame,
  parseFen,
  play,
  playMove,
  playMoveText,
  positionEquals,
  setTags,
  startPosition,
  formatFen,
  undo,
  drawRules,
} from '../../src/index.js';
import type { Game, Variant } from '../../src/index.js';
import { walk } from './walk.js';

function playTexts(game: Game, texts: readonly string[]): Game {
  return texts.reduce((g, t) => {
    const r = playMoveText(g, t);
    if (!r.ok) throw new Error(`${t}: ${r.error.message}`);
    return r.value;
  }, game);
}

describe('game record', () => {
  it('starts from a variant or a position, with the variant draw rules and no move', () => {
    const g = newGame(english);
    expect(g.ply).toBe(0);
    expect(positionEquals(g.position, startPosition(english))).toBe(true);
    expect(g.rules).toEqual(drawRules(english));
    expect(gameMoves(g)).toEqual([]);
    expect(gamePositions(g)).toHaveLength(1);
    const fen = parseFen(international, 'B:W31,32:BK5');
    if (!fen.ok) throw new Error('fen');
    expect(newGame(fen.value, { tags: { Event: 'x' } }).tags).toEqual({ Event: 'x' });
  });

  it('keeps the moves and the position after each; playing changes nothing in place', () => {
    const g0 = newGame(english);
    const g3 = playTexts(g0, ['11-15', '23-19', '8-11']);
    expect(g0.ply).toBe(0);
    expect(g3.ply).toBe(3);
    expect(gameMoves(g3).map((m) => m.path.join('-'))).toEqual(['11-15', '23-19', '8-11']);
    const positions = gamePositions(g3);
    expect(positions).toHaveLength(4);
    let p = startPosition(english);
    gameMoves(g3).forEach((m, i) => {
      p = play(p, m);
      expect(positionEquals(positions[i + 1]!, p)).toBe(true);
    });
    expect(formatFen(g3.position)).toBe(formatFen(p));
    expect(g3.start).toBe(g0.start);
  });

  it('undo gives back the game before the move; undo at the start throws', () => {
    const g1 = playTexts(newGame(english), ['9-14']);
    const g2 = playTexts(g1, ['22-18']);
    expect(gameEquals(undo(g2), g1)).toBe(true);
    expect(gameEquals(undo(undo(g2)), newGame(english))).toBe(true);
    expect(() => undo(newGame(english))).toThrow(CrownheadError);
  });

  it('branches: playing after an undo leaves the first line alone', () => {
    const line = playTexts(newGame(english), ['9-14', '22-18']);
    const branch = playTexts(undo(line), ['22-17']);
    expect(gameMoves(line).map((m) => m.to)).toEqual([14, 18]);
    expect(gameMoves(branch).map((m) => m.to)).toEqual([14, 17]);
    expect(gameEquals(line, branch)).toBe(false);
  });

  it('sets and removes tags without touching the moves', () => {
    const g = setTags(playTexts(newGame(english, { tags: { Event: 'A', Site: 'B' } }), ['9-14']), {
      Site: undefined,
      Round: '1',
    });
    expect(g.tags).toEqual({ Event: 'A', Round: '1' });
    expect(g.ply).toBe(1);
    expect(gameEquals(undo(g), setTags(newGame(english), { Event: 'A', Round: '1' }))).toBe(true);
  });

  it('reports bad move text with its ply and never throws', () => {
    const g = playTexts(newGame(english), ['11-15', '23-19']);
    const illegal = playMoveText(g, '9-5');
    expect(illegal.ok).toBe(false);
    if (!illegal.ok) {
      expect(illegal.error.code).toBe('illegal');
      expect(illegal.error.ply).toBe(3);
      expect(illegal.error.text).toBe('9-5');
    }
    const syntax = playMoveText(g, 'e3-e4');
    expect(!syntax.ok && syntax.error.code).toBe('syntax');
  });

  it('playMove throws illegal-move for a move that is not legal', () => {
    const g = newGame(english);
    expect(() => playMove(g, { from: 21, to: 17, path: [21, 17], captured: [] })).toThrow(/illegal/);
  });

  it('refuses moves after an automatic draw (game-over)', () => {
    // International: two kings against one king is drawn after 5 moves each (FMJD 6.4).
    const fen = parseFen(international, 'W:WK31,K35:BK3');
    if (!fen.ok) throw new Error('fen');
    const g = walk(newGame(fen.value), 10);
    expect(gameStatus(g)).toMatchObject({ status: 'draw', rule: 'five-move' });
    const m = legalMoves(g.position)[0]!;
    expect(() => playMove(g, m)).toThrow(expect.objectContaining({ code: 'game-over' }));
    const t = playMoveText(g, '5-10');
    expect(!t.ok && t.error.code).toBe('game-over');
  });

  for (const variant of [english, international, russian, pool] as Variant[]) {
    it(`${variant.key}: undo after play gives an equal game, at every ply of random games`, () => {
      fc.assert(
        fc.property(fc.array(fc.nat(), { maxLength: 60 }), (choices) => {
          let game = newGame(variant, { rules: [] });
          for (const choice of choices) {
            const moves = legalMoves(game.position);
            if (moves.length === 0) break;
            const next = playMove(game, moves[choice % moves.length]!);
            expect(gameEquals(undo(next), game)).toBe(true);
            expect(undo(next)).toEqual(game);
            game = next;
          }
          // And all the way back to the start.
          let back = game;
          while (back.ply > 0) back = undo(back);
          expect(gameEquals(back, newGame(variant, { rules: [] }))).toBe(true);
        }),
        { numRuns: 40 },
      );
    });
  }
});
