/**
 * Rule settings shared by several variants (docs/sources.md, rules).
 * @module
 */
import type { DrawRule } from '../core/drawRules.js';
import { THREE_KINGS_AGAINST_LONE_KING } from '../core/drawRules.js';
import type { FlyingRules } from '../rules/flying/engine.js';

/**
 * The FMJD rules of International draughts (Annex 1: men capture backward 4.1, flying kings 3.9
 * and 4.3, the capture of the most pieces 4.13, crowned only where the move ends 4.15), which
 * Brazilian (8x8) and Canadian (12x12) draughts play on other boards. The other variants' files
 * state their rules as departures from these (`departingFrom`); the literal values stay in the
 * type, so that a departure still meets the settings type of its engine.
 */
export const fmjdRules = {
  menCaptureBackward: true,
  flyingKings: true,
  capturePrecedence: 'maximum-pieces',
  crowningDuringCapture: 'passes-as-man',
  menCaptureKings: true,
  captureRemoval: 'end-of-move',
  kingLanding: 'any-beyond',
} as const satisfies FlyingRules;

/**
 * The draw rules of Russian and Brazilian draughts under the FMJD-64 rules (articles 7.2.3 to
 * 7.2.8, as quoted in lidraughts `variant/Russian.scala` from https://fmjd64.org/rules-of-the-game/;
 * lidraughts applies the same to Brazilian), all automatic:
 * - 7.2.3: the same position for the third time, same player to move.
 * - 7.2.4: three or more kings against a lone king: drawn if the strong side's 15th move (from
 *   when the balance arose) does not take the king. Restarted by any change of material.
 * - 7.2.5: 15 moves (each, 30 plies) in which only kings moved and nothing was captured.
 * - 7.2.6: both sides have kings and the balance has not changed (no capture, no crowning) for
 *   30 moves in 4- and 5-piece endings, 60 moves in 6- and 7-piece endings. We read "moves" as
 *   moves by each player (60 and 120 plies), as in 7.2.4 and 7.2.5 and in FMJD's own rules;
 *   lidraughts counts 30 and 60 plies, a reading its own forum questions (link under
 *   `DrawRulesOptions.russianFederation`); pass your own rule for the other reading.
 * - 7.2.7: three pieces with at least one king (three kings, two kings and a man, a king and two
 *   men) against a lone king on the long diagonal (a1-h8): drawn after the strong side's 5th
 *   move. The count runs while the lone king stays on the diagonal and starts again when it
 *   returns (lidraughts instead totals its moves on the diagonal).
 * - 7.2.8: at most two pieces with a king (two kings, king and man, king) against a lone king:
 *   drawn after the strong side's 5th move; a crowning inside the ending does not restart it.
 *
 * Each rule is checked on its own: when several apply, the first reached draws. Section 6, row 18:
 * FMJD-64 by default; Russian also carries the Russian federation's practice
 * (`drawRules(russian, { russianFederation: true })`).
 * @example
 * ```ts
 * import { brazilian, drawRules, russian } from 'crownhead';
 * drawRules(russian).map((r) => r.id); // => ['repetition', 'three-kings', 'kings-only', 'balance', 'balance', 'long-diagonal', 'five-move']
 * drawRules(brazilian) === drawRules(russian); // => true
 * ```
 */
export const fmjd64DrawRules: readonly DrawRule[] = [
  { id: 'repetition', kind: 'repetition', mode: 'automatic', source: 'FMJD-64 7.2.3', occurrences: 3 },
  {
    id: 'three-kings',
    kind: 'endgame',
    mode: 'automatic',
    source: 'FMJD-64 7.2.4',
    material: THREE_KINGS_AGAINST_LONE_KING,
    limit: 15,
    unit: 'strong-moves',
    restart: 'material',
  },
  { id: 'kings-only', kind: 'kings-only', mode: 'automatic', source: 'FMJD-64 7.2.5', plies: 30 },
  {
    id: 'balance',
    kind: 'endgame',
    mode: 'automatic',
    source: 'FMJD-64 7.2.6',
    material: { kind: 'kings-both-sides', minPieces: 4, maxPieces: 5 },
    limit: 60,
    unit: 'plies',
    restart: 'material',
  },
  {
    id: 'balance',
    kind: 'endgame',
    mode: 'automatic',
    source: 'FMJD-64 7.2.6',
    material: { kind: 'kings-both-sides', minPieces: 6, maxPieces: 7 },
    limit: 120,
    unit: 'plies',
    restart: 'material',
  },
  {
    id: 'long-diagonal',
    kind: 'endgame',
    mode: 'automatic',
    source: 'FMJD-64 7.2.7',
    material: { kind: 'lone-king', minPieces: 3, maxPieces: 3, minKings: 1, kingsOnly: false, longDiagonal: true },
    limit: 5,
    unit: 'strong-moves',
    restart: 'entry',
  },
  {
    id: 'five-move',
    kind: 'endgame',
    mode: 'automatic',
    source: 'FMJD-64 7.2.8',
    material: { kind: 'lone-king', minPieces: 1, maxPieces: 2, minKings: 1, kingsOnly: false, longDiagonal: false },
    limit: 5,
    unit: 'strong-moves',
    restart: 'entry',
  },
];
