/**
 * The table that weighs moves for the 8x8 and 10x10 boards (`diagonalFit`, used by
 * `detectGameType` for games without a GameType tag) against the step-by-step `onDiagonal` it
 * replaces, and both against diagonals read off the boards' diagrams.
 */
import { describe, expect, it } from 'vitest';
import { diagonalFit, onDiagonal } from '../../src/pdn/detect.js';

describe('diagonalFit', () => {
  it('equals onDiagonal on both boards for every pair of squares 1-50', () => {
    const fit = diagonalFit();
    for (let a = 1; a <= 50; a++) {
      for (let b = 1; b <= 50; b++) {
        expect([a, b, (fit[a * 51 + b]! & 1) === 1, (fit[a * 51 + b]! & 2) === 2]).toEqual([
          a,
          b,
          onDiagonal(a, b, 4),
          onDiagonal(a, b, 5),
        ]);
      }
    }
  });

  it('knows diagonals of the diagrams: 11-15, 9x18, 4-29 on 8x8; 32-28, 1-7, 5-46 on 10x10', () => {
    expect([onDiagonal(11, 15, 4), onDiagonal(9, 18, 4), onDiagonal(4, 29, 4), onDiagonal(11, 12, 4)]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect([onDiagonal(32, 28, 5), onDiagonal(1, 7, 5), onDiagonal(5, 46, 5), onDiagonal(11, 15, 5)]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});
