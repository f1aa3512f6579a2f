/**
 * English draughts / American checkers (WCDF 2008 harmonised rules, adopted by the ACF).
 * @module
 */
import type { Variant } from '../core/variant.js';
import type { DrawRule } from '../core/drawRules.js';
import { SquareSet } from '../core/squareSet.js';
import { board8x8 } from '../board/geometry8.js';
import type { ShortKingRules } from '../rules/english/engine.js';
import { shortKingEngineUnchecked } from '../rules/english/engine.js';

/** WCDF 2008: men capture forward only and may take kings, free choice among captures (Italian's rules depart from these). */
export const englishRules: ShortKingRules & { readonly capturePrecedence: 'free' } = {
  menCaptureBackward: false,
  flyingKings: false,
  capturePrecedence: 'free',
  crowningDuringCapture: 'ends-move',
  menCaptureKings: true,
  captureRemoval: 'end-of-move',
  kingLanding: 'next-beyond',
};

/**
 * The draw rules of English draughts (WCDF 2008 harmonised rules, adopted by the ACF), both claims:
 * - 1.32.1: repetition, claimable on the third occurrence of a position.
 * - 1.32.2: claimable when, during each player's previous 40 moves, no man advanced and no piece
 *   was removed: 80 plies of king moves without capture.
 *
 * Section 6, row 16: we follow WCDF 2008 rather than older ACF, EDA or Irish practice; the
 * draws are claims, and `drawRules`' `adjudicate` makes them automatic.
 * @example
 * ```ts
 * import { drawRules, english } from 'crownhead';
 * drawRules(english).map((r) => [r.id, r.mode, r.source]); // => [['repetition', 'claim', 'WCDF 1.32.1'], ['kings-only', 'claim', 'WCDF 1.32.2']]
 * drawRules(english, { adjudicate: true }).map((r) => r.mode); // => ['automatic', 'automatic']
 * ```
 */
const englishDrawRules: readonly DrawRule[] = [
  { id: 'repetition', kind: 'repetition', mode: 'claim', source: 'WCDF 1.32.1', occurrences: 3 },
  { id: 'kings-only', kind: 'kings-only', mode: 'claim', source: 'WCDF 1.32.2', plies: 80 },
];

/**
 * English draughts / American checkers, PDN GameType 21: 8x8 board numbered 1-32, Black (Red)
 * on 1-12 moves first (WCDF 1.11, 1.13), White on 21-32. Men move and capture diagonally forward
 * only; kings move and capture one square in any diagonal direction; captures are compulsory with
 * free choice among them (1.20); a man reaching the far row is crowned and its move ends (1.16).
 * @example
 * ```ts
 * import { english, startPosition, formatFen } from 'crownhead';
 * english.gameType; // => 21
 * english.firstPlayer; // => 'black'
 * formatFen(startPosition(english)); // => 'B:W21-32:B1-12'
 * ```
 */
export const english: Variant = {
  // An object literal rather than `defineVariant`: an English-only bundle must not grow (define.ts).
  key: 'english',
  name: 'English draughts',
  gameType: 21,
  firstPlayer: 'black',
  board: board8x8,
  notation: 'numeric',
  start: {
    white: /* @__PURE__ */ new SquareSet(0xfff00000),
    black: /* @__PURE__ */ new SquareSet(0x00000fff),
  },
  rules: englishRules,
  // Constant settings, checked by their type: the checked factory would add a tenth to an English-only bundle.
  engine: /* @__PURE__ */ shortKingEngineUnchecked(englishRules),
  winCondition: 'no-move-loses',
  drawRules: englishDrawRules,
};
