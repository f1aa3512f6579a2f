/**
 * Rule settings shared by several variants (docs/sources.md, rules).
 * @module
 */
import type { FlyingRules } from '../rules/flying/engine.js';

/**
 * The FMJD rules of International draughts (Annex 1: men capture backward 4.1, flying kings 3.9
 * and 4.3, the capture of the most pieces 4.13, crowned only where the move ends 4.15), which
 * Brazilian (8x8) and Canadian (12x12) draughts play on other boards.
 */
export const fmjdRules: FlyingRules = {
  menCaptureBackward: true,
  flyingKings: true,
  capturePrecedence: 'maximum-pieces',
  crowningDuringCapture: 'passes-as-man',
  menCaptureKings: true,
  captureRemoval: 'end-of-move',
  kingLanding: 'any-beyond',
};
