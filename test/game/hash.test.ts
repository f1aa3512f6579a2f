import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
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
  formatFen,
  updateHash,
} from '../../src/index.js';
import type { Game, Position, PositionHash, Variant } from '../../src/index.js';
import { distFile, ensureDist } from '../dist.js';

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

/** True when `h` is two unsigned 32-bit integers (the `PositionHash` contract). */
const unsigned32 = (h: PositionHash): boolean =>
  [h.hi, h.lo].every((half) => Number.isInteger(half) && half >= 0 && half < 2 ** 32);

/** Positions of every board size (8x8, 10x10, 12x12), both sides to move, men and kings. */
const PROCESS_PROBES: readonly (readonly [Variant, string])[] = [
  [english, 'B:W21-32:B1-12'],
  [english, 'W:WK10,29:BK20,3'],
  [international, 'W:W31-50:B1-20'],
  [international, 'B:WK5,31,33:BK46,12'],
  [russian, 'W:Wc3,e3:Bd6,f6'],
  [canadian, 'B:WK72,60:B1,13'],
];

describe('position hash', () => {
  it('is two unsigned 32-bit halves, from scratch and incrementally, on every position of random games', () => {
    // Random games in each board size reach keys of all three words (squares 1-96) and both
    // turns; a half that lost its `>>> 0` would be negative for about half of them.
    for (const variant of [english, international, canadian]) {
      fc.assert(
        fc.property(fc.array(fc.nat(), { maxLength: 40 }), (choices) => {
          let game = newGame(variant, { rules: [] });
          expect(unsigned32(positionHash(game.position)), formatFen(game.position)).toBe(true);
          for (const choice of choices) {
            const moves = legalMoves(game.position);
            if (moves.length === 0) break;
            game = playMove(game, moves[choice % moves.length]!);
            expect(unsigned32(game.last.hash), formatFen(game.position)).toBe(true);
            expect(unsigned32(positionHash(game.position)), formatFen(game.position)).toBe(true);
          }
        }),
        { numRuns: 20 },
      );
    }
  });

  describe('in another process', () => {
    // Only this test needs the built package.
    beforeAll(ensureDist, 120_000);

    it('is the same in another process (the key table comes from a fixed seed)', () => {
      // Calling positionHash twice here would only read the cached key table again, and a fixed
      // expected value would be a snapshot of our own output. What the seed promises is that a
      // hash computed elsewhere (saved, another worker, another run) means the same position: two
      // fresh Node processes, each building its own key table from the built package, must give
      // the hashes this process gives.
      const script = `
        import { parseFen, positionHash, variantByKey } from ${JSON.stringify(pathToFileURL(distFile('index.js')).href)};
        const probes = JSON.parse(process.argv[1]);
        console.log(JSON.stringify(probes.map(([key, fen]) => positionHash(parseFen(variantByKey(key), fen).value))));
      `;
      const probes = JSON.stringify(PROCESS_PROBES.map(([variant, fen]) => [variant.key, fen]));
      const inOtherProcess = (): PositionHash[] =>
        JSON.parse(
          execFileSync(process.execPath, ['--input-type=module', '-e', script, probes], { encoding: 'utf8' }),
        ) as PositionHash[];
      const here = PROCESS_PROBES.map(([variant, fen]) => {
        const p = parseFen(variant, fen);
        if (!p.ok) throw new Error(fen);
        return positionHash(p.value);
      });
      expect(new Set(here.map((h) => `${h.hi}:${h.lo}`)).size, 'the probes are different positions').toBe(here.length);
      const first = inOtherProcess();
      const second = inOtherProcess();
      expect(first).toEqual(here);
      expect(second).toEqual(here);
    });
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
          const key = `${variant.key} ${formatFen(game.position)}`;
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
