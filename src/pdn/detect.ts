/**
 * Which game a PDN game is (docs/sources.md, PDN 3.0: tags (GameType)): the GameType tag; without one, the
 * board and notation that the FEN and the moves show; then the caller's default. Reads only the
 * tree's text; imports no rules.
 * @module
 */
import type { PdnGame, PdnTag } from './types.js';
import type { GameTypeAttributes } from './gameType.js';
import { gameTypeInfo, readGameType } from './gameType.js';
import { expectNumber, expectObject } from '../core/arguments.js';
import { expectPdnGame } from './shape.js';

/** What decided the game type. */
export type GameTypeSource =
  /** The GameType tag. */
  | 'gametype'
  /** The FEN tag or first setup command (its squares show the board). */
  | 'fen'
  /** The moves (algebraic squares, or square numbers above 32 or 50). */
  | 'moves'
  /** The caller's default (or English, 21, when there was no evidence and no default). */
  | 'default';

/** The game type of a game and how it was found. */
export interface DetectedGameType {
  /** The GameType number. */
  readonly gameType: number;
  /** What decided it. */
  readonly source: GameTypeSource;
  /** The GameType tag, when the game has one. */
  readonly tag?: PdnTag;
  /** The GameType tag's attributes, read, when it has them (`gameTypeBoard` draws their board). */
  readonly fields?: GameTypeAttributes;
  /** A note when the tag could not be read or its attributes differ from the standard form. */
  readonly note?: string;
  /**
   * Without a readable GameType tag: the family of boards and numberings the squares of the FEN
   * and the moves fit (`numeric`: numbers up to 32, 8x8 or 10x10; `algebraic8`; `board10`:
   * numbers above 32; `board12`: above 50); absent when the game names no square at all.
   * {@link gameTypeCandidates} lists its game types.
   */
  readonly family?: GameTypeFamily;
}

/** A family of boards and numberings that the squares of a game can show. */
export type GameTypeFamily = 'numeric' | 'algebraic8' | 'board10' | 'board12';

/**
 * How `fields` differ from `standard` (the attributes of the game type's full form), in words
 * (`square 1 at the bottom right, not the top left`), or `undefined` when both give the same
 * first player, board, numbering and notation (`20,W,10,10,N2` is `20,W,10,10,N2,0`). Another
 * origin digit always puts square 1 elsewhere and another invert flag plays on the other squares,
 * so the fields are compared without drawing the boards.
 */
function attributesDiffer(fields: GameTypeAttributes, standard: GameTypeAttributes): string | undefined {
  const differences: string[] = [];
  const where = (f: GameTypeAttributes): string => ['bottom left', 'bottom right', 'top left', 'top right'][f.origin]!;
  if (fields.firstPlayer !== standard.firstPlayer)
    differences.push(`${fields.firstPlayer} moves first, not ${standard.firstPlayer}`);
  if (fields.width !== standard.width || fields.height !== standard.height) {
    differences.push(`a ${fields.width}x${fields.height} board, not ${standard.width}x${standard.height}`);
  }
  if (fields.origin !== standard.origin)
    differences.push(`square 1 at the ${where(fields)}, not the ${where(standard)}`);
  if (fields.invert !== standard.invert)
    differences.push(`the bottom-left corner ${fields.invert === 0 ? '' : 'not '}played on`);
  if (fields.notation !== standard.notation) differences.push(`notation ${fields.notation}, not ${standard.notation}`);
  return differences.length === 0 ? undefined : differences.join('; ');
}

/** Board and notation families, and the game types in each, the conventional one first. */
const FAMILIES = {
  /** Square numbers up to 32: 8x8 or 10x10 (a problem position may use only low squares). */
  numeric: [21, 22, 24, 28, 31, 23, 20, 40, 96, 97, 98],
  /**
   * 8x8, algebraic squares. (Unified pool writes algebraic squares under GameType 23 too, but 23
   * without attributes is American pool, a numeric game; PDN 3.0 section 1.4.)
   */
  algebraic8: [25, 26, 29, 30],
  /** Square numbers above 32: 10x10 (96 to 98: lidraughts' Breakthrough, Frysk!, Antidraughts). */
  board10: [20, 40, 96, 97, 98],
  /** Square numbers above 50: 12x12. */
  board12: [27],
} as const;

type Family = keyof typeof FAMILIES;

interface Evidence {
  algebraic: boolean;
  max: number;
}

/** Collects the squares named in a FEN or move text: algebraic or the highest number. */
function scan(text: string, into: Evidence): void {
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c >= 97 && c <= 108 && i + 1 < n && text.charCodeAt(i + 1) >= 49 && text.charCodeAt(i + 1) <= 57) {
      into.algebraic = true;
      i += 2;
    } else if (c >= 48 && c <= 57) {
      let v = 0;
      while (i < n && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) v = v * 10 + text.charCodeAt(i++) - 48;
      if (v > into.max) into.max = v;
    } else i++;
  }
}

function family(e: Evidence): Family | undefined {
  if (e.algebraic) return 'algebraic8';
  if (e.max > 50) return 'board12';
  if (e.max > 32) return 'board10';
  if (e.max > 0) return 'numeric';
  return undefined;
}

/**
 * True when squares `a` and `b` lie on one diagonal of a board `half` squares wide per row,
 * numbered as in English and International draughts (docs/sources.md, boards and numbering).
 * @internal
 */
export function onDiagonal(a: number, b: number, half: number): boolean {
  const ra = Math.floor((a - 1) / half);
  const rb = Math.floor((b - 1) / half);
  const ca = 2 * ((a - 1) % half) + (ra % 2 === 0 ? 1 : 0);
  const cb = 2 * ((b - 1) % half) + (rb % 2 === 0 ? 1 : 0);
  const dr = Math.abs(ra - rb);
  return dr > 0 && dr === Math.abs(ca - cb);
}

let fitTable: Uint8Array | undefined;

/**
 * {@link onDiagonal} for squares 1-50 on both boards, as a table: bit 0 for the 8x8 board, bit 1
 * for the 10x10 one. Every game without a GameType tag is weighed so (a tenth of the replay of
 * CheckerBoard's files, which have none, when computed step by step;
 * docs/performance.md#where-the-time-goes); test/pdn/detect.test.ts checks it against `onDiagonal`.
 * @internal
 */
export function diagonalFit(): Uint8Array {
  if (fitTable === undefined) {
    fitTable = new Uint8Array(51 * 51);
    for (let a = 1; a <= 50; a++) {
      for (let b = 1; b <= 50; b++)
        fitTable[a * 51 + b] = (onDiagonal(a, b, 4) ? 1 : 0) | (onDiagonal(a, b, 5) ? 2 : 0);
    }
  }
  return fitTable;
}

/**
 * For square numbers up to 32: do the moves fit a 10x10 board better than an 8x8 one? Each
 * step of the first 40 moves (`27-21`, each hop of `9x18x27`) counts for the boards on whose
 * diagonals it lies. A tie is not evidence.
 */
function movesFitTenByTen(game: PdnGame): boolean {
  const fit = diagonalFit();
  let eight = 0;
  let ten = 0;
  const count = Math.min(game.moves.length, 40);
  for (let m = 0; m < count; m++) {
    const text = game.moves[m]!.move;
    let previous = 0;
    let v = 0;
    for (let i = 0; i <= text.length; i++) {
      const c = i < text.length ? text.charCodeAt(i) : 45;
      if (c >= 48 && c <= 57) v = v * 10 + c - 48;
      else {
        if (previous > 0 && v > 0) {
          if (previous <= 50 && v <= 50) {
            const f = fit[previous * 51 + v]!;
            eight += f & 1;
            ten += f >> 1;
          } else {
            if (onDiagonal(previous, v, 4)) eight++;
            if (onDiagonal(previous, v, 5)) ten++;
          }
        }
        previous = v;
        v = 0;
      }
    }
  }
  return ten > eight;
}

function fenText(game: PdnGame): string | undefined {
  const tag = game.tags.find((t) => t.name === 'FEN');
  if (tag !== undefined) return tag.value;
  const setup = game.setups?.[0];
  const m = setup === undefined ? null : /^\s*FEN\s+"([^"]*)"/.exec(setup);
  return m === null ? undefined : m[1];
}

/**
 * The game type of `game`:
 *
 * 1. the GameType tag's number, when it can be read (a short `20` or a full `20,W,10,10,N2,0`),
 *    with its attributes read (`fields`); attributes that give another first player, board,
 *    numbering or notation than the number's standard form are noted and the number is trusted
 *    (PDN 3.0 guidance: trust N over the attributes for a known N; PlayOK writes
 *    `20,W,10,10,N1,0` for International games), so the game is read on the variant's own board;
 * 2. otherwise the family of boards the FEN and the moves show: algebraic squares mean an 8x8
 *    algebraic game (Russian, Brazilian, Czech, …), squares above 50 a 12x12 game, above 32 a
 *    10x10 game, other numbers an 8x8 or 10x10 numeric game;
 * 3. within that family, `defaultGameType` when it belongs to it, else the family's usual game
 *    (Russian 25, International 20, Canadian 27); for numbers up to 32, International (20)
 *    when the moves lie on the diagonals of a 10x10 board more often than on those of an 8x8
 *    board, or (without FEN) the first move starts on 31-35, else English (21);
 * 4. with no evidence at all, `defaultGameType`, else English (21), as 8x8 tools do.
 *
 * Without a readable tag, `family` names that family; {@link gameTypeCandidates} lists its game
 * types, which `replay` weighs by the moves.
 * @example
 * ```ts
 * import { detectGameType, parsePdn } from 'crownhead/pdn';
 * // No GameType tag, but the first move starts on 32, a square of the 10x10 board's front row:
 * const { games } = parsePdn('1. 32-28 19-23 2. 28x19 14x23 *');
 * const found = detectGameType(games[0]!);
 * [found.gameType, found.source, found.family]; // => [20, 'moves', 'numeric']
 * ```
 */
export function detectGameType(game: PdnGame, defaultGameType?: number): DetectedGameType {
  expectPdnGame(game, 'game', 'detectGameType');
  if (defaultGameType !== undefined) expectNumber(defaultGameType, 'defaultGameType', 'detectGameType');
  return detectGameTypeOf(game, defaultGameType);
}

/** @internal {@link detectGameType} without the checks of its arguments, for replay and the writer (whose trees are checked once, at their entry). */
export function detectGameTypeOf(game: PdnGame, defaultGameType?: number): DetectedGameType {
  let note: string | undefined;
  const tag = game.tags.find((t) => t.name === 'GameType');
  if (tag !== undefined) {
    const parsed = readGameType(tag.value);
    if (parsed !== undefined) {
      const known = gameTypeInfo(parsed.number);
      const fields = parsed.fields;
      const differs = known !== undefined && fields !== undefined ? attributesDiffer(fields, known) : undefined;
      if (differs !== undefined) {
        // PDN 3.0 (where sources disagree, GameType attributes): trust the number over the
        // attributes for a known number; PlayOK writes 20,W,10,10,N1,0 for International games.
        note = `GameType "${tag.value}" differs from the standard ${known!.fullForm} (${differs}); the number ${parsed.number} is trusted, and the game read on the standard board`;
      }
      const found: DetectedGameType =
        fields === undefined
          ? { gameType: parsed.number, source: 'gametype', tag }
          : { gameType: parsed.number, source: 'gametype', tag, fields };
      return note === undefined ? found : { ...found, note };
    }
    note = `GameType "${tag.value}" cannot be read (N or N,S,W,H,Tn,I); the game type is guessed`;
  }
  return detectFromSquares(game, defaultGameType, note);
}

const reordered = /* @__PURE__ */ new Map<string, readonly number[]>();

/**
 * The game types whose board and numbering fit the squares a game names (its `family`), in the
 * order that breaks ties when `replay` weighs them by the moves: the detected game type first,
 * then the family's own order (for numbers up to 32: English, Italian, Spanish, Portuguese,
 * Thai, American pool, International, Frisian, Breakthrough, Frysk!, Antidraughts; algebraic:
 * Russian, Brazilian, Czech, Turkish). `undefined` for a game that names no square. One array
 * per family and first member (`replay` keeps what it derives from it per array).
 * @example
 * ```ts
 * import { detectGameType, gameTypeCandidates, parsePdn } from 'crownhead/pdn';
 * const found = detectGameType(parsePdn('1. c3-d4 f6-g5 *').games[0]!);
 * gameTypeCandidates(found); // => [25, 26, 29, 30]
 * gameTypeCandidates(detectGameType(parsePdn('1. 32-28 19-23 2. 28x19 14x23 *').games[0]!)); // => [20, 21, 22, 24, 28, 31, 23, 40, 96, 97, 98]
 * ```
 */
export function gameTypeCandidates(detected: DetectedGameType): readonly number[] | undefined {
  expectObject(detected, 'detected', 'gameTypeCandidates', 'a DetectedGameType (detectGameType answers one)');
  const family = detected.family;
  if (family === undefined) return undefined;
  const members: readonly number[] = FAMILIES[family];
  const first = detected.gameType;
  if (members[0] === first || !members.includes(first)) return members;
  const key = `${family}:${first}`;
  let order = reordered.get(key);
  if (order === undefined) {
    order = [first, ...members.filter((m) => m !== first)];
    reordered.set(key, order);
  }
  return order;
}

/**
 * {@link detectGameType} without the GameType tag: the game type the FEN's and the moves'
 * squares show (steps 2 to 4 there), with `family`, the family of boards
 * they fit, `gameType` first. `replay` also calls it for a game whose GameType tag the moves do
 * not follow, to find the variants to weigh.
 * @internal
 */
export function detectFromSquares(game: PdnGame, defaultGameType?: number, note?: string): DetectedGameType {
  const fen = fenText(game);
  const fenEvidence: Evidence = { algebraic: false, max: 0 };
  if (fen !== undefined) scan(fen, fenEvidence);
  const moveEvidence: Evidence = { algebraic: false, max: 0 };
  for (const move of game.moves) scan(move.move, moveEvidence);
  const both: Evidence = {
    algebraic: fenEvidence.algebraic || moveEvidence.algebraic,
    max: Math.max(fenEvidence.max, moveEvidence.max),
  };
  const found = family(both);
  const withNote = (d: DetectedGameType): DetectedGameType => (note === undefined ? d : { ...d, note });
  if (found === undefined) return withNote({ gameType: defaultGameType ?? 21, source: 'default' });
  const members: readonly number[] = FAMILIES[found];
  if (defaultGameType !== undefined && members.includes(defaultGameType)) {
    return withNote({ gameType: defaultGameType, source: 'default', family: found });
  }
  if (found === 'numeric') {
    // 8x8 unless the moves say 10x10: by their geometry, or (without FEN) by a first move from
    // 31-35, where White's men stand at the start of an International game (pydraughts).
    const first = /^([0-9]+)/.exec(game.moves[0]?.move ?? '');
    const from = first === null ? 0 : Number(first[1]);
    if (movesFitTenByTen(game) || (fen === undefined && from >= 31 && from <= 35))
      return withNote({ gameType: 20, source: 'moves', family: found });
    return withNote({ gameType: 21, source: game.moves.length > 0 ? 'moves' : 'fen', family: found });
  }
  const source = family(fenEvidence) === found ? 'fen' : 'moves';
  return withNote({ gameType: members[0]!, source, family: found });
}
