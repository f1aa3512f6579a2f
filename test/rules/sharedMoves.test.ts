// The contract of the moves legalMoves returns (src/core/types.ts, Move): quiet moves are values
// shared between calls, so each is deeply frozen, and a caller who tries to change one (a test
// module runs in strict mode, where writing to a frozen object throws) cannot change what a
// later call returns. Expected lists come from the rules (FMJD 3.4, WCDF 1.4), not from our output.
import { describe, expect, it } from 'vitest';
import type { Move } from '../../src/core/types.js';
import { isCapture } from '../../src/core/types.js';
import { english, international, legalMoves, moveToData, parseFen, startPosition, variants } from '../../src/index.js';

const deeplyFrozen = (m: Move): boolean => Object.isFrozen(m) && Object.isFrozen(m.path) && Object.isFrozen(m.captured);

describe('moves of legalMoves: shared quiet moves are deeply frozen', () => {
  for (const variant of variants) {
    it(`${variant.key}: every quiet move of the start position is deeply frozen`, () => {
      const moves = legalMoves(startPosition(variant));
      expect(moves.length).toBeGreaterThan(0);
      for (const m of moves) expect(isCapture(m) || deeplyFrozen(m), `${m.from}-${m.to}`).toBe(true);
    });
  }

  it('International: changing a returned quiet move throws and does not change a later list', () => {
    const start = startPosition(international);
    const first = legalMoves(start)[0]!;
    // White's men on 31-35 step to 26-30 (FMJD 3.4); 31-26 comes first.
    expect(moveToData(first)).toEqual({ from: 31, to: 26, path: [31, 26], captured: [] });
    const writable = first as unknown as { from: number; path: number[]; captured: number[] };
    expect(() => {
      writable.from = 1;
    }).toThrow(TypeError);
    expect(() => writable.path.push(21)).toThrow(TypeError);
    expect(() => writable.captured.push(27)).toThrow(TypeError);
    expect(moveToData(legalMoves(start)[0]!)).toEqual({ from: 31, to: 26, path: [31, 26], captured: [] });
  });

  it('English: the same for a quiet move of the 8x8 generator', () => {
    const start = startPosition(english);
    const first = legalMoves(start)[0]! as unknown as { to: number; path: number[] };
    expect(() => {
      first.to = 14;
    }).toThrow(TypeError);
    expect(() => first.path.pop()).toThrow(TypeError);
    expect(legalMoves(start)[0]).toMatchObject({ from: 9, to: 13, path: [9, 13] });
  });

  it('International captures are fresh values: changing one does not change a later list', () => {
    // White 28 takes 23 and lands on 19 (FMJD 4.2).
    const fen = parseFen(international, 'W:W28:B23');
    expect(fen.ok).toBe(true);
    if (!fen.ok) return;
    const moves = legalMoves(fen.value);
    expect(moves.map(moveToData)).toEqual([{ from: 28, to: 19, path: [28, 19], captured: [23] }]);
    (moves[0]!.path as number[]).push(10);
    expect(legalMoves(fen.value).map(moveToData)).toEqual([{ from: 28, to: 19, path: [28, 19], captured: [23] }]);
  });

  it('shared moves are plain data: JSON and structuredClone copy them as written', () => {
    const moves = legalMoves(startPosition(international));
    expect(JSON.parse(JSON.stringify(moves))).toEqual(moves.map(moveToData));
    const copy = structuredClone(moves);
    expect(copy).toEqual(moves.map(moveToData));
    expect(deeplyFrozen(copy[0]!)).toBe(false);
  });
});
