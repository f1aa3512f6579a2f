/**
 * Every rule setting of the flying-king engine is read (issue 14, point 1): `flyingEngine` takes
 * exactly the settings it plays (`FlyingRules`), and for each one a probe position on the 8x8
 * board (English numbering: 1-4 on the top row, White at the bottom moving up) has a different
 * list of legal moves when only that setting is flipped. The expected lists are worked out by
 * hand from the rules on the diagram in each comment, not taken from the code. The bulk and
 * leaf perft(1) counts are checked with each list, so the counting shortcuts read the setting
 * too. A JavaScript caller passing a setting the engine cannot play gets a `CrownheadError`.
 *
 * Rows of the 8x8 board (row 0 at the top): squares 4r+1 .. 4r+4; even rows on the odd columns,
 * odd rows on the even columns. The long diagonal runs 29-25-22-18-15-11-8-4.
 */
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { CrownheadError, SquareSet, brazilian } from '../../src/index.js';
import type { Move, Position } from '../../src/index.js';
import { board8x8 } from '../../src/board/diagonal.js';
import type { BoardGeometry } from '../../src/core/variant.js';
import { tablesFor } from '../../src/rules/flying/movegen.js';
import { FLYING_CASES, arbitraryAnyFlyingRefPosition, toFlyingPosition } from '../flyingArbitraries.js';
import type { FlyingRules } from '../../src/rules/flying/engine.js';
import { flyingEngine } from '../../src/rules/flying/engine.js';
import { fmjdRules } from '../../src/variants/settings.js';
import { perftKit } from '../../src/rules/perftKit.js';
import type { KitPerftOptions } from '../../src/rules/perftKit.js';

/** A position from lists of squares; `K` marks kings. */
function position(
  turn: 'white' | 'black',
  white: readonly (number | string)[],
  black: readonly (number | string)[],
): Position {
  const squares = (xs: readonly (number | string)[]): number[] =>
    xs.map((x) => (typeof x === 'number' ? x : Number(x.slice(1))));
  const kings = [...white, ...black].filter((x) => typeof x === 'string').map((x) => Number((x as string).slice(1)));
  return {
    variant: brazilian,
    turn,
    white: SquareSet.fromSquares(squares(white)),
    black: SquareSet.fromSquares(squares(black)),
    kings: SquareSet.fromSquares(kings),
  };
}

/** `22x15x8` for a capture (its restriction-9 path), `18-14` for a quiet move. */
const key = (m: Move): string => m.path.join(m.captured.length > 0 ? 'x' : '-');

/** The moves (per path) of `p` under `rules`, sorted, after checking perft(1) bulk and leaf. */
function moves(rules: FlyingRules, p: Position): string[] {
  const engine = flyingEngine(board8x8, rules);
  const list = engine.legalMoves(p, { paths: true }).map(key).sort();
  expect(engine.perft(p, 1, { paths: true, bulk: true }), 'bulk perft(1)').toBe(list.length);
  expect(engine.perft(p, 1, { paths: true, bulk: false }), 'leaf perft(1)').toBe(list.length);
  return list;
}

/** Whether the moving piece is a king after `path` under `rules`. */
function crownedAfter(rules: FlyingRules, p: Position, path: string): boolean {
  const engine = flyingEngine(board8x8, rules);
  const move = engine.legalMoves(p, { paths: true }).find((m) => key(m) === path)!;
  return engine.play(p, move)!.kings.has(move.to);
}

const FMJD: FlyingRules = fmjdRules;

describe('flyingEngine reads every setting it takes', () => {
  it('menCaptureBackward: W:W18:B22, a man behind-left of the White man', () => {
    // 18 is (4,3), 22 is (5,2), 25 (6,1) is empty: FMJD 4.1 lets the man take backward.
    const p = position('white', [18], [22]);
    expect(moves(FMJD, p)).toEqual(['18x25']);
    // Men forward only (Spanish, Czech, Thai): no capture, so the two steps forward.
    expect(moves({ ...FMJD, menCaptureBackward: false }, p)).toEqual(['18-14', '18-15']);
  });

  it('capturePrecedence maximum-pieces vs free: W:W22:B17,18,11', () => {
    // 22 takes 17 to 13 (one piece), or 18 to 15 and then 11 to 8 (two pieces).
    const p = position('white', [22], [17, 18, 11]);
    expect(moves(FMJD, p)).toEqual(['22x15x8']);
    expect(moves({ ...FMJD, capturePrecedence: 'free' }, p)).toEqual(['22x13', '22x15x8']);
  });

  it('capturePrecedence most-pieces-then-kings vs maximum-pieces: W:W22:BK17,18', () => {
    // Two captures of one piece each: the king on 17 (to 13) or the man on 18 (to 15).
    const p = position('white', [22], ['K17', 18]);
    expect(moves(FMJD, p)).toEqual(['22x13', '22x15']);
    expect(moves({ ...FMJD, capturePrecedence: 'most-pieces-then-kings' }, p)).toEqual(['22x13']);
  });

  it('most-pieces-then-kings still puts the pieces first: W:W22:BK17,18,11', () => {
    // Taking the king (one piece) loses to taking two men.
    const p = position('white', [22], ['K17', 18, 11]);
    expect(moves({ ...FMJD, capturePrecedence: 'most-pieces-then-kings' }, p)).toEqual(['22x15x8']);
  });

  it('capturePrecedence king-must-capture vs free: W:W22,K32:B17,14', () => {
    // The man on 22 takes 17 (to 13); the king on 32 flies 27-23-18 and takes 14, landing on 9 or 5.
    const p = position('white', [22, 'K32'], [17, 14]);
    expect(moves({ ...FMJD, capturePrecedence: 'free' }, p)).toEqual(['22x13', '32x5', '32x9']);
    expect(moves({ ...FMJD, capturePrecedence: 'king-must-capture' }, p)).toEqual(['32x5', '32x9']);
    // With no king able to capture (the king on 32 is shut in by its own man on 27), the men
    // capture freely.
    const menOnly = position('white', [22, 27, 'K32'], [17, 18, 11]);
    expect(moves({ ...FMJD, capturePrecedence: 'king-must-capture' }, menOnly)).toEqual(['22x13', '22x15x8']);
  });

  it('crowningDuringCapture: W:W11:B7,6, a man that reaches the far row on 2 with a piece to take from there', () => {
    // 11 (2,5) takes 7 (1,4) to 2 (0,3); from 2, 6 (1,2) could be taken backward to 9 (2,1).
    const p = position('white', [11], [7, 6]);
    // FMJD 4.15: it goes on as a man and stays a man.
    expect(moves(FMJD, p)).toEqual(['11x2x9']);
    expect(crownedAfter(FMJD, p, '11x2x9')).toBe(false);
    // Russian: crowned at once, it goes on as a flying king, landing on 9 or 13.
    const russian: FlyingRules = { ...FMJD, crowningDuringCapture: 'continues-as-king' };
    expect(moves(russian, p)).toEqual(['11x2x13', '11x2x9']);
    expect(crownedAfter(russian, p, '11x2x13')).toBe(true);
    // Crowned, and the move ends on 2.
    const ends: FlyingRules = { ...FMJD, crowningDuringCapture: 'ends-move' };
    expect(moves(ends, p)).toEqual(['11x2']);
    expect(crownedAfter(ends, p, '11x2')).toBe(true);
  });

  it('captureRemoval: W:WK15,K4,29:B18,11, a king that could fly back over the square of a piece it took', () => {
    // The king on 15 takes 18 (landing on 22 or 25; 29 is White's) or 11 (landing on 8; 4 is
    // White's). Jumped pieces staying until the end (FMJD 4.11) block the way back: one piece.
    const p = position('white', ['K15', 'K4', 29], [18, 11]);
    expect(moves(FMJD, p)).toEqual(['15x22', '15x25', '15x8']);
    // Taken off at once (Thai): back over the emptied square and its own start to take the other.
    expect(moves({ ...FMJD, captureRemoval: 'immediate' }, p)).toEqual(['15x22x8', '15x25x8', '15x8x22', '15x8x25']);
  });

  it('kingLanding: W:WK29:B22, a king that may stop anywhere beyond, or only right behind', () => {
    const p = position('white', ['K29'], [22]);
    expect(moves(FMJD, p)).toEqual(['29x11', '29x15', '29x18', '29x4', '29x8']);
    expect(moves({ ...FMJD, kingLanding: 'next-beyond' }, p)).toEqual(['29x18']);
  });
});

describe('flyingEngine refuses settings it cannot play', () => {
  const refused = (rules: Record<string, unknown>): string => {
    try {
      flyingEngine(board8x8, rules as unknown as FlyingRules);
    } catch (error) {
      expect(error).toBeInstanceOf(CrownheadError);
      expect((error as CrownheadError).code).toBe('bad-argument');
      return (error as Error).message;
    }
    throw new Error('accepted');
  };

  it('short kings, men that cannot take kings, Italian precedence, unknown values', () => {
    expect(refused({ ...FMJD, flyingKings: false })).toMatch(/flyingKings: false/);
    expect(refused({ ...FMJD, menCaptureKings: false })).toMatch(/menCaptureKings: false/);
    expect(refused({ ...FMJD, capturePrecedence: 'italian' })).toMatch(/capturePrecedence: "italian"/);
    expect(refused({ ...FMJD, captureRemoval: 'sometimes' })).toMatch(/captureRemoval/);
    expect(refused({ ...FMJD, kingLanding: undefined })).toMatch(/kingLanding/);
  });

  it('the types say so too', () => {
    // @ts-expect-error flyingKings must be true
    expect(() => flyingEngine(board8x8, { ...FMJD, flyingKings: false })).toThrow(CrownheadError);
    // @ts-expect-error Italian precedence is the short-king generator's
    expect(() => flyingEngine(board8x8, { ...FMJD, capturePrecedence: 'italian' })).toThrow(CrownheadError);
  });
});

describe('the generic generator reads the board from its geometry only', () => {
  // A board numbered in a scrambled order (not along its rows, no two rows alike): the crowning
  // rows and the diagonal steps must come from the rows and columns, not from square numbers.
  // The moves, mapped back, are those of the same position on the usual numbering.
  const perm = [0, ...Array.from({ length: 32 }, (_, i) => ((i * 13 + 7) % 32) + 1)];
  const inv: number[] = [];
  perm.forEach((n, s) => (inv[n] = s));
  const scrambled: BoardGeometry = {
    key: '8x8:scrambled-for-a-test',
    rows: 8,
    cols: 8,
    squareCount: 32,
    coords: (n) => board8x8.coords(inv[n]!),
    squareAt: (r, c) => {
      const s = board8x8.squareAt(r, c);
      return s === undefined ? undefined : perm[s];
    },
  };

  it('is not mistaken for a board numbered along its rows (no set-wise steps)', () => {
    expect(tablesFor(scrambled).setwise).toBe(false);
    expect(tablesFor(board8x8).setwise).toBe(true);
  });

  it('plays the same moves, crowning included, as the usual numbering', () => {
    const brazilianCase = FLYING_CASES.find((c) => c.variant === brazilian)!;
    for (const rules of [
      FMJD,
      { ...FMJD, crowningDuringCapture: 'continues-as-king' } as FlyingRules,
      { ...FMJD, captureRemoval: 'immediate', kingLanding: 'next-beyond', menCaptureBackward: false } as FlyingRules,
    ]) {
      const usual = flyingEngine(board8x8, rules);
      const other = flyingEngine(scrambled, rules);
      fc.assert(
        fc.property(arbitraryAnyFlyingRefPosition(brazilianCase, 60), (ref) => {
          const p = toFlyingPosition(brazilian, ref);
          const map = (set: SquareSet): SquareSet => SquareSet.fromSquares(set.squares().map((s) => perm[s]!));
          const q: Position = { ...p, white: map(p.white), black: map(p.black), kings: map(p.kings) };
          const back = (m: Move): string =>
            `${key({ ...m, path: m.path.map((s) => inv[s]!) })} ${m.captured.map((s) => inv[s]!).join(',')}`;
          const want = usual
            .legalMoves(p, { paths: true })
            .map((m) => `${key(m)} ${m.captured.join(',')}`)
            .sort();
          const got = other.legalMoves(q, { paths: true }).map(back).sort();
          expect(got).toEqual(want);
          for (const m of other.legalMoves(q, { paths: true })) {
            const after = other.play(q, m)!;
            const original = usual
              .legalMoves(p, { paths: true })
              .find((x) => key(x) === key({ ...m, path: m.path.map((s) => inv[s]!) }))!;
            expect(after.kings.has(m.to), key(original)).toBe(usual.play(p, original)!.kings.has(original.to));
          }
          expect(other.perft(q, 2, { paths: true, bulk: true, kit: perftKit } as KitPerftOptions)).toBe(
            usual.perft(p, 2, { paths: true, bulk: true, kit: perftKit } as KitPerftOptions),
          );
        }),
        { numRuns: 150 },
      );
    }
  });
});
