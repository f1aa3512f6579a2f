/**
 * The lines along which a variant's pieces capture, read from its rule settings: what code
 * outside the generators (the PDN replay's direct path) asks instead of assuming diagonals.
 * @module
 */
import type { RuleSettings } from '../core/variant.js';

/**
 * One step along a capture line, in board rows and columns (`BoardGeometry.coords`): a capture
 * leg goes a whole number of these steps, at least two (over the captured piece, then beyond).
 */
export interface CaptureStep {
  readonly row: number;
  readonly col: number;
}

const DIAGONAL: readonly CaptureStep[] = [
  { row: -1, col: -1 },
  { row: -1, col: 1 },
  { row: 1, col: -1 },
  { row: 1, col: 1 },
];

/** Turkish: ranks and files of a board whose every square is played (docs/variants.md, Turkish). */
const ORTHOGONAL: readonly CaptureStep[] = [
  { row: -1, col: 0 },
  { row: 1, col: 0 },
  { row: 0, col: -1 },
  { row: 0, col: 1 },
];

/**
 * Frisian (rules of 2011, articles 7-8): the diagonals, and rows and columns of the dark squares,
 * where the next playing square of the same row is two columns away and of the same column two
 * rows away.
 */
const FRISIAN: readonly CaptureStep[] = [
  // The diagonals written out, not spread from DIAGONAL: a spread is not a plain literal to a
  // bundler, which would then keep both arrays in every bundle (the English-only one included).
  { row: -1, col: -1 },
  { row: -1, col: 1 },
  { row: 1, col: -1 },
  { row: 1, col: 1 },
  { row: -2, col: 0 },
  { row: 2, col: 0 },
  { row: 0, col: -2 },
  { row: 0, col: 2 },
];

/**
 * The steps of the lines a variant captures along: the four diagonals; ranks and files for
 * `rules.orthogonal` (Turkish); both, in steps of two squares along rows and columns, for
 * `rules.orthogonalCaptures` (Frisian).
 */
export function captureSteps(rules: RuleSettings): readonly CaptureStep[] {
  if (rules.orthogonal === true) return ORTHOGONAL;
  if (rules.orthogonalCaptures === true) return FRISIAN;
  return DIAGONAL;
}

/** How many `step`s make the leg `(dr, dc)`: not a whole number, or negative, when it is not along it. */
export function stepsAlong(step: CaptureStep, dr: number, dc: number): number {
  return step.row !== 0 ? dr / step.row : dc / step.col;
}

/**
 * The step a capture leg from `(0, 0)` to `(dr, dc)` goes along (a whole number of them, at least
 * two: over the captured piece and beyond), or `undefined` when the leg is on no capture line.
 * Allocates nothing (the PDN replay calls it for each capture leg it reads).
 */
export function legStep(steps: readonly CaptureStep[], dr: number, dc: number): CaptureStep | undefined {
  for (const step of steps) {
    const n = stepsAlong(step, dr, dc);
    if (Number.isInteger(n) && n >= 2 && n * step.row === dr && n * step.col === dc) return step;
  }
  return undefined;
}
