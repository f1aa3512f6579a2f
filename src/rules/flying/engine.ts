/**
 * The public, immutable face of the flying-king generator: positions in, `Move` values out.
 * @module
 */
import type { Move } from '../../core/types.js';
import type { Position } from '../../core/position.js';
import type { BoardGeometry, RulesEngine } from '../../core/variant.js';
import type { KitPerftOptions } from '../perftKit.js';
import type { BackEnd, PerftKit } from '../backEnd.js';
import { engineOf } from '../backEnd.js';
import { SquareSet } from '../../core/squareSet.js';
import type { SettingsPlayed } from '../ruleCheck.js';
import { checkEngineArguments } from '../ruleCheck.js';
import { quietMoves, sortMoves } from '../moveValues.js';
import { CapturesAt, RecordField, findRecord, nextRecord, quietRecordMoves, recordMove } from '../records.js';
import type { FlyingSettings, FlyingTables } from './movegen.js';
import {
  BLACK,
  KING,
  WHITE,
  cells,
  configure,
  generate,
  kingsOccupied,
  occupied,
  records,
  tablesFor,
} from './movegen.js';
import { captures10, configure10, load10 as loadWords10, plays10, quietCount10, quietLegal10 } from './movegen10.js';
import { P_TO_SQ } from './layout10.js';
import { legalMoves10 } from './moves10.js';
// perftKit.ts takes the 10x10 perft from here, not from perft10.ts: so the bundler keeps perft10.ts
// in the chunk of this engine and its generator (where it was as part of movegen10.ts), whose
// search state it reads and writes. In a chunk of its own, that state would be exported across
// chunks, and V8 reads an exported module variable through a cell, in the generator's search too
// (test/chunks.test.ts). A bundle that never counts moves still drops it (nothing else uses it).
export { perft10, perftFirstKing10 } from './perft10.js';
// The same for the 8x8 copy of the 10x10 generator (scripts/gen-flying8.mjs), which counts for the
// generic engine on 8x8 (Brazilian, Russian, Pool, Czech): see `perftFlying8` and `eightCounts`.
import { configure8, load8 as loadWords8 } from './movegen8.gen.js';
import { perft8 } from './perft8.gen.js';

/** Puts the pieces of one word (squares `32 * w` on) of one colour into the mailbox. */
function fillWord(bits: number, kingBits: number, w: number, code: number): void {
  while (bits !== 0) {
    const low = bits & -bits;
    bits ^= low;
    cells[32 * w + 31 - Math.clz32(low)] = (kingBits & low) !== 0 ? code | KING : code;
  }
}

function fill(set: SquareSet, code: number, kings: SquareSet): void {
  const at = code === WHITE ? 0 : 3;
  occupied[at] = set.lo;
  occupied[at + 1] = set.hi;
  occupied[at + 2] = set.ext;
  fillWord(set.lo, kings.lo, 0, code);
  fillWord(set.hi, kings.hi, 1, code);
  fillWord(set.ext, kings.ext, 2, code);
}

/** Loads `position` into the mailbox and selects its board and rules. */
function load(position: Position, tables: FlyingTables, settings: FlyingSettings, distinct: boolean): number {
  configure(tables, settings, distinct);
  cells.fill(0, 0, tables.squares);
  kingsOccupied[0] = position.kings.lo;
  kingsOccupied[1] = position.kings.hi;
  kingsOccupied[2] = position.kings.ext;
  fill(position.white, WHITE, position.kings);
  fill(position.black, BLACK, position.kings);
  return position.turn === 'white' ? WHITE : BLACK;
}

/** Loads `position` into the 10x10 generator and selects the rules. */
function load10(position: Position, settings: FlyingSettings, distinct: boolean): number {
  configure10(settings, distinct);
  const { white, black, kings } = position;
  loadWords10(white.lo, white.hi, black.lo, black.hi, kings.lo, kings.hi);
  return position.turn === 'white' ? WHITE : BLACK;
}

/**
 * Perft of `position` (8x8) with the 8x8 copy of the 10x10 generator (movegen8.gen.ts,
 * perft8.gen.ts) under `settings` (for which plays10 holds), distinct moves unless
 * `options.paths`, bulk when `options.bulk`: loads it (its 32 squares are the word
 * `lo`), then counts; -1 when the copy's stack of children is outgrown. Handed to the engine in
 * the perft kit (rules/perftKit.ts), not called by it, so that a bundle without `perft` carries
 * none of the copy (test/bundle-variants.test.ts).
 */
export function perftFlying8(
  position: Position,
  settings: FlyingSettings,
  depth: number,
  options: { readonly paths: boolean; readonly bulk: boolean },
): number {
  // The options whole, not their fields: the engine's call is a few bytes shorter in every 8x8
  // bundle without perft (test/bundle-variants.test.ts holds Portuguese to 10.5 KB).
  configure8(settings, !options.paths);
  const { white, black, kings } = position;
  loadWords8(white.lo, white.hi, black.lo, black.hi, kings.lo, kings.hi);
  return perft8(position.turn === 'white' ? WHITE : BLACK, depth, options.bulk);
}

/** The words of `set` with the 0-based square `sq` set (`on`) or cleared. */
function withBit(words: number[], sq: number, on: boolean): void {
  const w = sq >>> 5;
  const bit = 1 << (sq & 31);
  words[w] = on ? words[w]! | bit : words[w]! & ~bit;
}

function setOf(words: readonly number[], before: SquareSet): SquareSet {
  return words[0] === before.lo && words[1] === before.hi && words[2] === before.ext
    ? before
    : new SquareSet(words[0]!, words[1]!, words[2]!);
}

/**
 * The rule settings a flying-king engine plays: exactly the settings of {@link RuleSettings} the
 * flying generators implement. Kings fly (`flyingKings: true`) and men take kings
 * (`menCaptureKings: true`), the only values they play; every other setting is read and changes
 * what they generate. Italian precedence belongs to the short-king generator.
 */
export interface FlyingRules extends FlyingSettings {
  /** Kings fly: the only value this engine plays. */
  readonly flyingKings: true;
  /** Men may take kings: the only value this engine plays. */
  readonly menCaptureKings: true;
}

/**
 * The value of each setting this engine plays, for the check against JavaScript callers. The
 * settings of other generators must be absent: orthogonal moves (Turkish) or captures (Frisian)
 * and a king-move limit (Frisian) would be silently ignored.
 */
const PLAYS: SettingsPlayed = {
  flyingKings: [true],
  menCaptureKings: [true],
  menCaptureBackward: [true, false],
  capturePrecedence: ['free', 'maximum-pieces', 'most-pieces-then-kings', 'king-must-capture'],
  crowningDuringCapture: ['ends-move', 'continues-as-king', 'passes-as-man'],
  captureRemoval: ['end-of-move', 'immediate'],
  kingLanding: ['any-beyond', 'next-beyond'],
  orthogonalCaptures: [undefined, false],
  kingMoveLimit: [undefined],
  orthogonal: [undefined, false],
};

/**
 * The rules engine of a flying-king variant on `board` with the variant's settings (every one of
 * {@link FlyingRules} is read): men capturing backward or not, the capture precedence, crowning
 * during a capture, when jumped pieces come off and where a king lands. Throws a
 * `CrownheadError` (`'bad-argument'`) for a setting it cannot play, such as short kings.
 */
export function flyingEngine(board: BoardGeometry, rules: FlyingRules): RulesEngine {
  checkEngineArguments('flyingEngine', board, rules, 'a FlyingRules object', PLAYS);
  const settings = settingsOf(rules);
  // The back-end is chosen here, once: the 10x10 board numbered as in FMJD 2.6 has its own
  // generator (ghost squares, see movegen10.ts) for the settings it plays; the same records.
  return engineOf(board.key === '10x10' && plays10(settings) ? tenBackEnd(settings) : genericBackEnd(board, settings));
}

/** The back-end of the generic generator (movegen.ts): any board, every flying setting. */
function genericBackEnd(board: BoardGeometry, settings: FlyingSettings): BackEnd {
  let tables: FlyingTables | undefined;
  const tablesNow = (): FlyingTables => (tables ??= tablesFor(board));

  const quiet = quietMoves(board.squareCount);
  const quietKeys = new Int32Array(4 * board.squareCount);
  // On 8x8, perft counts with the 8x8 copy of the 10x10 generator (perft8.gen.ts) for the settings
  // it plays, as the 10x10 engine does with its own; the moves are still listed and played by
  // the generic generator (the 8x8 copy has no public layer of its own yet).
  // plays10 is the copy's plays8 (the same source); the engine imports nothing of the copy.
  const eightCounts = board.key === '8x8' && plays10(settings);

  function legalMoves(position: Position, options: { readonly paths: boolean }): Move[] {
    const end = generate(load(position, tablesNow(), settings, !options.paths), 0);
    // 0-based squares as they are.
    if (end > 0 && records[CapturesAt.MASK96] === 0)
      return quietRecordMoves(records, end, CapturesAt.MASK96, undefined, quiet, quietKeys);
    const moves: Move[] = [];
    for (let r = 0; r < end; r = nextRecord(records, r, CapturesAt.MASK96))
      moves.push(recordMove(records, r, CapturesAt.MASK96, undefined));
    sortMoves(moves);
    return moves;
  }

  function play(position: Position, move: Move): Position | undefined {
    const color = position.turn === 'white' ? WHITE : BLACK;
    const end = generate(load(position, tablesNow(), settings, false), 0);
    const r = findRecord(records, end, CapturesAt.MASK96, undefined, move);
    if (r < 0) return undefined;
    const fromSq = move.from - 1;
    const toSq = move.to - 1;
    const mover = color === WHITE ? position.white : position.black;
    const other = color === WHITE ? position.black : position.white;
    const moverWords = [mover.lo, mover.hi, mover.ext];
    const otherWords = [other.lo, other.hi, other.ext];
    const kingWords = [position.kings.lo, position.kings.hi, position.kings.ext];
    const wasKing = position.kings.has(move.from);
    withBit(moverWords, fromSq, false);
    withBit(kingWords, fromSq, false);
    for (const sq of move.captured) {
      withBit(otherWords, sq - 1, false);
      withBit(kingWords, sq - 1, false);
    }
    withBit(moverWords, toSq, true);
    if (wasKing || records[r + RecordField.PROMOTES] !== 0) withBit(kingWords, toSq, true);
    const moverSet = setOf(moverWords, mover);
    const otherSet = setOf(otherWords, other);
    return {
      variant: position.variant,
      turn: color === WHITE ? 'black' : 'white',
      white: color === WHITE ? moverSet : otherSet,
      black: color === WHITE ? otherSet : moverSet,
      kings: setOf(kingWords, position.kings),
    };
  }

  /**
   * Counted by the generic generator's own perft (it counts any position), or on 8x8 by the copy
   * of the 10x10 generator where its settings allow.
   */
  function perftWithKit(position: Position, depth: number, options: KitPerftOptions, kit: PerftKit): number {
    if (eightCounts) {
      // -1: the 8x8 counter's fixed stack of children was outgrown (as perft10's, never in a
      // perft that ends in hours); the generic counter has no such limit.
      const n = kit.perftFlying8(position, settings, depth, options);
      if (n >= 0) return n;
    }
    return kit.perftCells(load(position, tablesNow(), settings, !options.paths), depth, options.bulk);
  }

  return { legalMoves, play, perftWithKit };
}

/** The settings the generators read, copied out of `rules` (one shape for every engine). */
function settingsOf(rules: FlyingSettings): FlyingSettings {
  return {
    capturePrecedence: rules.capturePrecedence,
    crowningDuringCapture: rules.crowningDuringCapture,
    menCaptureBackward: rules.menCaptureBackward,
    captureRemoval: rules.captureRemoval,
    kingLanding: rules.kingLanding,
  };
}

/**
 * {@link flyingEngine} on the 10x10 board for International's settings, without the checks and
 * without the generic generator: International's settings are constants of the checked type that
 * the 10x10 generator plays, and the generic generator would cost the International-only bundle
 * about a quarter of its size.
 * @internal
 */
export function internationalEngineUnchecked(rules: FlyingRules): RulesEngine {
  return engineOf(tenBackEnd(settingsOf(rules)));
}

/**
 * The 0-based square of each index P of the 10x10 generator's records (layout10.ts's P_TO_SQ),
 * as the codec's kind of array.
 */
const SQ_OF_P = /* @__PURE__ */ Int16Array.from(P_TO_SQ);

/** The back-end of the 10x10 board numbered as in FMJD 2.6, for settings that its generator plays (plays10). */
function tenBackEnd(settings: FlyingSettings): BackEnd {
  const quiet = quietMoves(50);

  function legalMoves(position: Position, options: { readonly paths: boolean }): Move[] {
    // Straight from the words and the capture records, in order (moves10.ts).
    return legalMoves10(position, settings, !options.paths, quiet);
  }

  /**
   * `play` on 10x10: a quiet move is checked without listing the moves (quietLegal10), a capture
   * against the captures alone, and the new position is built from words, without arrays.
   */
  function play(position: Position, move: Move): Position | undefined {
    const color = load10(position, settings, false);
    const from = move.from;
    const to = move.to;
    const captured = move.captured;
    let crowns: boolean;
    if (captured.length === 0) {
      const path = move.path;
      if (path.length !== 2 || path[0] !== from || path[1] !== to) return undefined;
      if (!(from >= 1 && from <= 50 && to >= 1 && to <= 50) || from % 1 !== 0 || to % 1 !== 0) return undefined;
      const q = quietLegal10(color, from - 1, to - 1);
      if (q < 0) return undefined;
      crowns = q === 1;
    } else {
      if (quietCount10(color) >= 0) return undefined;
      const r = findRecord(records, captures10(color, 0), CapturesAt.MASK96, SQ_OF_P, move);
      if (r < 0) return undefined;
      crowns = records[r + RecordField.PROMOTES] !== 0;
    }
    // 50 squares: the words lo (squares 1-32) and hi (33-50); ext is 0.
    const { white, black, kings } = position;
    const f = from - 1;
    const t = to - 1;
    const fLo = f < 32 ? 1 << f : 0;
    const fHi = f < 32 ? 0 : 1 << (f - 32);
    const tLo = t < 32 ? 1 << t : 0;
    const tHi = t < 32 ? 0 : 1 << (t - 32);
    let cLo = 0;
    let cHi = 0;
    for (let i = 0; i < captured.length; i++) {
      const c = captured[i]! - 1;
      if (c < 32) cLo |= 1 << c;
      else cHi |= 1 << (c - 32);
    }
    const wasKing = ((f < 32 ? kings.lo >>> f : kings.hi >>> (f - 32)) & 1) !== 0;
    const mover = color === WHITE ? white : black;
    const other = color === WHITE ? black : white;
    const moverSet = new SquareSet((mover.lo & ~fLo) | tLo, (mover.hi & ~fHi) | tHi, 0);
    const otherSet = cLo === 0 && cHi === 0 ? other : new SquareSet(other.lo & ~cLo, other.hi & ~cHi, 0);
    let kLo = kings.lo & ~cLo;
    let kHi = kings.hi & ~cHi;
    if (wasKing) {
      kLo &= ~fLo;
      kHi &= ~fHi;
    }
    if (wasKing || crowns) {
      kLo |= tLo;
      kHi |= tHi;
    }
    return {
      variant: position.variant,
      turn: color === WHITE ? 'black' : 'white',
      white: color === WHITE ? moverSet : otherSet,
      black: color === WHITE ? otherSet : moverSet,
      kings: kLo === kings.lo && kHi === kings.hi ? kings : new SquareSet(kLo, kHi, 0),
    };
  }

  /**
   * Counted by the 10x10 generator's own perft; -1 (counted by playing the moves) when its fixed
   * stack of children is outgrown: thousands of children on one path, never in a perft that
   * ends in hours.
   */
  function perftWithKit(position: Position, depth: number, options: KitPerftOptions, kit: PerftKit): number {
    return kit.perft10(load10(position, settings, !options.paths), depth, options.bulk);
  }

  return { legalMoves, play, perftWithKit };
}
