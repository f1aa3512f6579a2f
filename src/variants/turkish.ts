/**
 * Turkish draughts (dama): all 64 squares, men and kings moving along ranks and files.
 * @module
 */
import type { Variant } from '../core/variant.js';
import type { DrawRule } from '../core/drawRules.js';
import { SquareSet } from '../core/squareSet.js';
import { board8x8Full } from '../board/fullBoard.js';
import type { TurkishRules } from '../rules/turkish/engine.js';
import { turkishEngine } from '../rules/turkish/engine.js';
import { defineVariant } from './define.js';

/**
 * The rules of Turkish draughts (docs/sources.md, Turkish rules): men and kings move along ranks
 * and files; men capture only forward and sideways (never backward); kings fly; the capture of
 * the most pieces is compulsory; each jumped piece comes off at once. Written out rather than as
 * a departure from the FMJD rules: `orthogonal`, which picks the Turkish engine, comes first.
 */
const turkishRules: TurkishRules = {
  orthogonal: true,
  menCaptureBackward: false,
  flyingKings: true,
  capturePrecedence: 'maximum-pieces',
  crowningDuringCapture: 'passes-as-man',
  menCaptureKings: true,
  captureRemoval: 'immediate',
  kingLanding: 'any-beyond',
};

/**
 * The draw rules of Turkish draughts. No federation text was found (docs/sources.md, Turkish
 * rules); the rule pages say a game with a single piece on each side is drawn, officially at once
 * unless a capture is forced. We follow pydraughts (`core/game.py`), which cannot see a forced
 * capture either: one piece each (man or king) draws once 4 plies (2 moves each) have passed since
 * it came about, automatically; and the third occurrence of a position with the same side to move
 * draws, automatically (pydraughts; the sources are silent).
 * @example
 * ```ts
 * import { drawRules, turkish } from 'crownhead';
 * drawRules(turkish).map((r) => [r.id, r.mode]); // => [['repetition', 'automatic'], ['one-piece-each', 'automatic']]
 * ```
 */
const turkishDrawRules: readonly DrawRule[] = [
  { id: 'repetition', kind: 'repetition', mode: 'automatic', source: 'pydraughts Turkish', occurrences: 3 },
  {
    id: 'one-piece-each',
    kind: 'endgame',
    mode: 'automatic',
    source: 'pydraughts Turkish',
    material: { kind: 'one-each' },
    limit: 4,
    unit: 'plies',
    restart: 'material',
  },
];

/**
 * Turkish draughts, PDN GameType 30 (`30,W,8,8,A0,0`), on all 64 squares numbered a1 = 1 ...
 * h8 = 64 from White's side and written algebraically (`d3-d4`, `d4xd6`). White (a2-h3,
 * squares 9-24) moves first; Black stands on a6-h7 (41-56). Men move one square forward or
 * sideways and capture forward or sideways by jumping an adjacent piece; kings move like a rook
 * and capture at a distance, landing on any empty square beyond. Each jumped piece comes off at
 * once, a capture never turns back 180 degrees, and the capture of the most pieces is
 * compulsory (a king counts as one). A man that reaches the far row during a capture goes on as
 * a man and is crowned when the move ends (docs/variants.md, Turkish; docs/sources.md, Turkish
 * rules).
 * @example
 * ```ts
 * import { formatMove, legalMoves, parseFen, perft, startPosition, turkish } from 'crownhead';
 * turkish.gameType; // => 30
 * const start = startPosition(turkish);
 * perft(start, 2); // => 64
 * formatMove(start, legalMoves(start)[0]!); // => 'a3-a4'
 * // A man on d4 takes d5 and d7 straight to d8, or d5 and c6 turning to b6 (both take two).
 * const p = parseFen(turkish, 'W:Wd4:Bd5,d7,c6');
 * p.ok && legalMoves(p.value).map((m) => formatMove(p.value, m)); // => ['d4xb6', 'd4xd8']
 * ```
 */
export const turkish: Variant = /* @__PURE__ */ defineVariant('turkish', 'Turkish draughts', 30, {
  board: board8x8Full,
  notation: 'algebraic',
  start: { white: /* @__PURE__ */ SquareSet.range(9, 24), black: /* @__PURE__ */ SquareSet.range(41, 56) },
  rules: turkishRules,
  engine: /* @__PURE__ */ turkishEngine(board8x8Full, turkishRules),
  drawRules: turkishDrawRules,
});
