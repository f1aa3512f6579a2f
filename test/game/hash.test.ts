import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  english,
  international,
  russian,
  canadian,
  hashEquals,
  legalMoves,
  newGame,
  parseFen,
  parseMove,
  play,
  playMove,
  playMoveText,
  positionEquals,
  positionHash,
  startPosition,
  toFen,
  updateHash,
} from '../../src/index.js';
import type { Game, Position, Variant } from '../../src/index.js';

/** Plays choices (indices into the legal moves) from the start; stops when there is no move. */
function playout(variant: Variant, choices: readonly number[]): Game {
  let game = newGame(variant, { rules: [] });
  for (const choice of choices) {
    const moves = legalMoves(game.position);
    if (moves.length === 0) break;
    game = playMove(game, moves[choice % moves.length]!);
  }
  return game;
}

function playText(position: Position, texts: readonly string[]): Position {
  let p = position;
  for (const text of texts) {
    const m = parseMove(p, text);
    if (!m.ok) throw new Error(`${text}: ${m.error.message}`);
    p = play(p, m.value);
  }
  return p;
}

function playGameText(game: Game, text: string): Game {
  const r = playMoveText(game, text);
  if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
  return r.value;
}

describe('position hash', () => {
  it('is two unsigned 32-bit halves, the same in every run', () => {
    const h = positionHash(startPosition(english));
    expect(Number.isInteger(h.hi) && h.hi >= 0 && h.hi < 2 ** 32).toBe(true);
    expect(Number.isInteger(h.lo) && h.lo >= 0 && h.lo < 2 ** 32).toBe(true);
    expect(positionHash(startPosition(english))).toEqual(h);
  });

  it('tells the side to move apart', () => {
    const white = parseFen(english, 'W:WK10:BK20');
    const black = parseFen(english, 'B:WK10:BK20');
    if (!white.ok || !black.ok) throw new Error('fen');
    expect(hashEquals(positionHash(white.value), positionHash(black.value))).toBe(false);
  });

  it('tells a man from a king and a white piece from a black one', () => {
    const fens = ['W:W10:B20', 'W:WK10:B20', 'W:W20:B10', 'W:W10:BK20', 'W:W11:B20'];
    const hashes = fens.map((fen) => {
      const p = parseFen(english, fen);
      if (!p.ok) throw new Error(fen);
      return positionHash(p.value);
    });
    expect(new Set(hashes.map((h) => `${h.hi}:${h.lo}`)).size).toBe(fens.length);
  });

  it('is equal for a transposition: the same position by another move order', () => {
    const orderA = ['9-13', '24-20', '10-14', '23-19'];
    const orderB = ['10-14', '23-19', '9-13', '24-20'];
    const a = playText(startPosition(english), orderA);
    const b = playText(startPosition(english), orderB);
    expect(positionEquals(a, b)).toBe(true);
    expect(positionHash(a)).toEqual(positionHash(b));
    const gameA = orderA.reduce((g, t) => playGameText(g, t), newGame(english));
    const gameB = orderB.reduce((g, t) => playGameText(g, t), newGame(english));
    expect(gameA.last.hash).toEqual(gameB.last.hash);
    expect(gameA.last.hash).toEqual(positionHash(a));
  });

  for (const variant of [english, international, russian, canadian]) {
    it(`${variant.key}: the incremental hash equals the hash from scratch after random games`, () => {
      fc.assert(
        fc.property(fc.array(fc.nat(), { maxLength: 80 }), (choices) => {
          let game = newGame(variant, { rules: [] });
          for (const choice of choices) {
            const moves = legalMoves(game.position);
            if (moves.length === 0) break;
            game = playMove(game, moves[choice % moves.length]!);
            expect(game.last.hash).toEqual(positionHash(game.position));
          }
        }),
        { numRuns: 60 },
      );
    });
  }

  it('updateHash follows any pair of positions, not only moves', () => {
    const a = parseFen(international, 'W:W31-50:B1-20');
    const b = parseFen(international, 'B:WK5,31,33:BK46,12');
    if (!a.ok || !b.ok) throw new Error('fen');
    expect(updateHash(positionHash(a.value), a.value, b.value)).toEqual(positionHash(b.value));
  });

  it('games reaching the same position by different orders have equal hashes; different positions differ', () => {
    // Short random games from the start transpose often; every equal position must hash equal,
    // and in this sample no two different positions may share a hash.
    const seen = new Map<string, string>();
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 2, maxLength: 6 }), (choices) => {
        for (const variant of [english, russian]) {
          const game = playout(variant, choices);
          const key = `${variant.key} ${toFen(game.position)}`;
          const hash = `${game.last.hash.hi}:${game.last.hash.lo}`;
          const known = seen.get(key);
          if (known !== undefined) expect(hash).toBe(known);
          seen.set(key, hash);
        }
      }),
      { numRuns: 400 },
    );
    const byHash = new Map<string, string>();
    for (const [key, hash] of seen) {
      const other = byHash.get(hash);
      if (other !== undefined) expect(other).toBe(key);
      byHash.set(hash, key);
    }
    expect(seen.size).toBeGreaterThan(100);
  });
});
