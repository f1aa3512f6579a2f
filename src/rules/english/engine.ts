/**
 * The public, immutable face of the short-king bitboard generator (English and Italian
 * draughts): turns positions into bitboards and the generator's triplets into `Move` values.
 *
 * The generator works in one frame, the English numbering of the 8x8 board (movegen.ts). The
 * Italian board is mapped onto it by a wrapper (mirror.ts), so that the English engine carries no
 * square map.
 * @module
 */
import type { Move, Square } from '../../core/types.js';
import type { Position } from '../../core/position.js';
import type { BoardGeometry, RuleSettings, RulesEngine } from '../../core/variant.js';
import { CrownheadError } from '../../core/errors.js';
import { SquareSet } from '../../core/squareSet.js';
import { board8x8 } from '../../board/geometry8.js';
import { ITALIAN } from '../precedence.js';
import { childStack, configure, generate, playQuiet, quietKeys, recorded, recordedAt } from './movegen.js';
import type { Weigher } from './weigh.js';
import type { KitPerftOptions } from '../perftKit.js';
import type { PerftKit } from '../backEnd.js';
import { engineOf } from '../backEnd.js';
import { weigherFor } from './weigh.js';
import { quietMoves, sortMoves } from '../moveValues.js';
import { mirroredEngine } from './mirror.js';
import type { SettingsPlayed } from '../ruleCheck.js';
import { checkEngineArguments } from '../ruleCheck.js';

/**
 * The rule settings the short-king generator implements. What it cannot vary has a literal type:
 * kings move and capture one square (`flyingKings: false`), men capture forward only, a man
 * crowned during a capture ends its move there, jumped pieces come off when the move ends, a
 * king lands right behind the piece it takes. What it can vary: whether men may capture kings
 * (Italian men may not, FID) and the capture precedence, free choice (English, WCDF 1.20) or the
 * four Italian steps.
 */
export interface ShortKingRules extends RuleSettings {
  /** Kings move and capture one square only. */
  readonly flyingKings: false;
  /** Men capture forward only (WCDF 1.18, FID). */
  readonly menCaptureBackward: false;
  /** A man that reaches the far row during a capture is crowned and the move ends (WCDF 1.16, FID). */
  readonly crowningDuringCapture: 'ends-move';
  /** Jumped pieces come off when the move ends (WCDF 1.19). */
  readonly captureRemoval: 'end-of-move';
  /** A king lands on the square right behind the piece it takes. */
  readonly kingLanding: 'next-beyond';
  /** Men may capture kings (English); Italian men may not. */
  readonly menCaptureKings: boolean;
  /** Free choice among captures (English) or the Italian precedence (src/rules/precedence.ts). */
  readonly capturePrecedence: 'free' | 'italian';
}

/**
 * What the generator plays, for the one settings check of the engines (rules/ruleCheck.ts):
 * callers that bypass the types (plain JavaScript) get a `bad-argument` naming the setting.
 */
const PLAYS: SettingsPlayed = {
  menCaptureBackward: [false],
  flyingKings: [false],
  capturePrecedence: ['free', 'italian'],
  crowningDuringCapture: ['ends-move'],
  menCaptureKings: [true, false],
  captureRemoval: ['end-of-move'],
  kingLanding: ['next-beyond'],
  orthogonalCaptures: [undefined, false],
  kingMoveLimit: [undefined],
  orthogonal: [undefined, false],
};

/**
 * Whether `board` is the English 8x8 board (false) or its left-right mirror (true); anything else
 * is refused. Read from the geometry, square by square, not from the key: square `i + 1` of a
 * mirrored board stands where English square `(i ^ 3) + 1` stands, seen in a mirror.
 */
function isMirrored(board: BoardGeometry): boolean {
  const matches = (mirror: boolean): boolean => {
    if (board.rows !== 8 || board.cols !== 8 || board.squareCount !== 32) return false;
    for (let i = 0; i < 32; i++) {
      const a = board.coords(i + 1);
      const b = board8x8.coords((mirror ? i ^ 3 : i) + 1);
      if (a.row !== b.row || a.col !== (mirror ? 7 - b.col : b.col)) return false;
    }
    return true;
  };
  if (matches(false)) return false;
  if (matches(true)) return true;
  throw new CrownheadError(
    'bad-argument',
    `shortKingEngine plays the 8x8 board numbered as English or Italian draughts, not '${board.key}'`,
  );
}

/**
 * The rules engine of short-king draughts on `board` (English numbering, or Italian: see the
 * module comment) with `rules` (see {@link ShortKingRules}). Throws a `CrownheadError`
 * (`bad-argument`) for a board or a setting it cannot play.
 * Internal since issue 30: the variants' engines are public as `Variant.engine` only.
 * @example
 * ```ts
 * import { english, startPosition } from 'crownhead';
 * // The english variant's engine is one of these, with the WCDF rules (OEIS A133046):
 * english.engine.perft(startPosition(english), 6, { paths: true, bulk: true }); // => 36768
 * ```
 */
export function shortKingEngine(board: BoardGeometry, rules: ShortKingRules): RulesEngine {
  checkEngineArguments('shortKingEngine', board, rules, 'a ShortKingRules object', PLAYS);
  const engine = engineWith(
    rules.menCaptureKings,
    rules.capturePrecedence === 'italian' ? weigherFor(ITALIAN) : undefined,
  );
  return isMirrored(board) ? mirroredEngine(engine) : engine;
}

/**
 * {@link shortKingEngine} on the English board with free choice, without the checks: for the
 * English variant, whose settings are constants of the checked type (the checks, the square map
 * and the weighing of captures would cost the English-only bundle a tenth of its size).
 * @internal
 */
export function shortKingEngineUnchecked(rules: ShortKingRules & { readonly capturePrecedence: 'free' }): RulesEngine {
  return engineWith(rules.menCaptureKings, undefined);
}

/** The engine on the English board; `weigher` weighs captures under a precedence rule. */
function engineWith(menCaptureKings: boolean, weigher: Weigher | undefined): RulesEngine {
  /** Writes the legal moves of `position` to the child stack; returns their number. */
  function generateFor(position: Position, distinct: boolean): number {
    configure(menCaptureKings, weigher);
    return generate(
      position.black.lo,
      position.white.lo,
      position.kings.lo,
      position.turn === 'black',
      0,
      distinct,
      true,
    );
  }

  /** True when the generated children are captures (the opponent lost a piece). */
  function childrenCapture(position: Position, n: number): boolean {
    return (
      n > 0 &&
      childStack[position.turn === 'black' ? 1 : 0] !==
        (position.turn === 'black' ? position.white.lo : position.black.lo)
    );
  }

  /** The i-th generated capture as a Move (from its recorded path). */
  function captureMove(i: number): Move {
    const at = recordedAt[i]!;
    const from = 1 + recorded[at]!;
    const jumps = recorded[at + 1]!;
    const path: Square[] = new Array<Square>(jumps + 1);
    const captured: Square[] = new Array<Square>(jumps);
    path[0] = from;
    for (let k = 1; k <= jumps; k++) {
      path[k] = 1 + recorded[at + 1 + k]!;
      captured[k - 1] = 1 + recorded[at + 1 + jumps + k]!;
    }
    return { from, to: path[jumps]!, path, captured };
  }

  /** Scratch keys of quiet moves (at most four steps from each of 32 squares). */
  const keys = new Int32Array(4 * 32);
  const quiet = quietMoves(32);

  function legalMoves(position: Position, options: { readonly paths: boolean }): Move[] {
    configure(menCaptureKings, weigher);
    const n = quietKeys(position.black.lo, position.white.lo, position.kings.lo, position.turn === 'black', keys);
    if (n >= 0) {
      // Quiet moves come in descending order: read backwards, they are already sorted, and each
      // is a shared value.
      const moves: Move[] = new Array<Move>(n);
      for (let i = 0; i < n; i++) moves[i] = quiet.get(keys[n - 1 - i]!);
      return moves;
    }
    const count = generateFor(position, !options.paths);
    const moves: Move[] = new Array<Move>(count);
    for (let i = 0; i < count; i++) moves[i] = captureMove(i);
    sortMoves(moves);
    return moves;
  }

  /** Squares 1-32 only (`1 << (s - 1)` would take 0 for 32, 32.5 for 32). */
  const onBoard = (s: number): boolean => ((s - 1) & 31) === s - 1;

  /**
   * The position after `move`, or undefined when it is not legal. One function with the capture
   * search written in, not three: V8 inlines no callee of over 460 bytes of bytecode, so the
   * public `play` calls this one, compiled on its own with `playQuiet` and the `SquareSet`
   * constructions inlined, instead of inlining it with no budget left for them, which cost the
   * public `play` a fifth of its speed (docs/performance.md#what-v8-rewards; test/inlining.test.ts).
   */
  function playEnglishBoard(position: Position, move: Move): Position | undefined {
    // A step is looked up among the quiet moves (movegen.ts, playQuiet), not among all moves.
    const step =
      move.captured.length === 0 &&
      move.path.length === 2 &&
      move.path[0] === move.from &&
      move.path[1] === move.to &&
      onBoard(move.from) &&
      onBoard(move.to);
    configure(menCaptureKings, weigher);
    let i = -1;
    if (step) {
      const { black, white, kings } = position;
      if (playQuiet(black.lo, white.lo, kings.lo, position.turn === 'black', move.from, move.to)) i = 0;
    } else {
      // Any other move is legal only as one of the generated captures, with the same path and
      // captured squares (a quiet move that is no step is not legal).
      const n = generateFor(position, false);
      if (childrenCapture(position, n)) {
        for (let k = 0; k < n && i < 0; k++) {
          const at = recordedAt[k]!;
          const jumps = recorded[at + 1]!;
          let same =
            move.path.length === jumps + 1 &&
            move.captured.length === jumps &&
            move.path[0] === 1 + recorded[at]! &&
            move.from === move.path[0] &&
            move.to === move.path[jumps];
          for (let j = 1; same && j <= jumps; j++) {
            same =
              move.path[j] === 1 + recorded[at + 1 + j]! && move.captured[j - 1] === 1 + recorded[at + 1 + jumps + j]!;
          }
          if (same) i = k;
        }
      }
    }
    if (i < 0) return undefined;
    const black = childStack[3 * i]!;
    const white = childStack[3 * i + 1]!;
    const kings = childStack[3 * i + 2]!;
    return {
      variant: position.variant,
      turn: position.turn === 'black' ? 'white' : 'black',
      white: white === position.white.lo ? position.white : new SquareSet(white),
      black: black === position.black.lo ? position.black : new SquareSet(black),
      kings: kings === position.kings.lo ? position.kings : new SquareSet(kings),
    };
  }

  /** Counted by the generator's own perft (engineOf counts by play when no kit is handed over). */
  function perftWithKit(position: Position, depth: number, options: KitPerftOptions, kit: PerftKit): number {
    configure(menCaptureKings, weigher);
    return kit.perft8(
      position.black.lo,
      position.white.lo,
      position.kings.lo,
      position.turn === 'black',
      depth,
      !options.paths,
      options.bulk,
    );
  }

  return engineOf({ legalMoves, play: playEnglishBoard, perftWithKit });
}
