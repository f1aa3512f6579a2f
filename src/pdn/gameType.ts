/**
 * The PDN GameType tag (PDN 3.0 `doc/gametype.rst`, docs/sources.md, PDN 3.0: tags (GameType)): the
 * predefined game types and reading `N[,S,W,H,Tn[,I]]`. Notation data only; imports no rules.
 * @module
 */
import type { Color } from '../core/types.js';
import type { BoardGeometry } from '../core/variant.js';
import type { BoardAttributes } from '../board/gameTypeBoard.js';
import { gameTypeBoard } from '../board/gameTypeBoard.js';
import { expectText, expectObject } from '../core/arguments.js';

/**
 * The attributes of a GameType value `N,S,W,H,Tn[,I]`, read: the board's ({@link BoardAttributes}:
 * first player `S`, width `W`, height `H`, the digit `n` of `Tn` as `origin`, and `I` as
 * `invert`, 0 when the value leaves it out) and the notation letter `T`.
 */
export interface GameTypeAttributes extends BoardAttributes {
  /** `A` algebraic squares, `N` numbers, `S` short algebraic (the letter of `Tn`). */
  readonly notation: 'A' | 'N' | 'S';
}

/** A predefined PDN game type: its number, name and standard attributes. */
export interface GameTypeInfo {
  /** The GameType number, such as 20 or 21. */
  readonly number: number;
  /** The game's name. */
  readonly name: string;
  /** The full tag value, such as `21,B,8,8,N1,0`. */
  readonly fullForm: string;
  /** The side that moves first (the S attribute). */
  readonly firstPlayer: Color;
  /** Board width, columns. */
  readonly width: number;
  /** Board height, rows. */
  readonly height: number;
  /** `A` algebraic squares, `N` numbers, `S` short algebraic (the T attribute). */
  readonly notation: 'A' | 'N' | 'S';
  /** Where square 1 (or a1) is, seen from the first player (the digit of `Tn`). */
  readonly origin: 0 | 1 | 2 | 3;
  /** `I`: 0 when the first player's bottom-left corner is played on, 1 when it is not. */
  readonly invert: 0 | 1;
  /** Which result values the game uses ({@link gameTypeResultType}). */
  readonly resultType: 'default' | 'international';
}

/** The GameTypes that write International results (see {@link gameTypeResultType}). */
const INTERNATIONAL_RESULTS: readonly number[] = [20, 27, 96, 97, 98];

/**
 * The PDN result type of a GameType number: `'international'` (`2-0`, `0-2`, `1-1`) for 20
 * (International) and 27 (Canadian), as PDN 3.0's table gives them, and for lidraughts' 96
 * (Breakthrough), 97 (Frysk!) and 98 (Antidraughts), which PDN 3.0 does not list and lidraughts
 * alone writes: lidraughts writes their results `2-0`, `0-2`, `1-1` as it does for
 * International games (`Color.showResult`; docs/variants.md). `'default'` (`1-0`, `0-1`,
 * `1/2-1/2`) for every other number, among them 22, 24, 28, 29, 31 and 40 (Frisian: PDN 3.0's
 * table says Default).
 * @example
 * ```ts
 * import { gameTypeResultType } from 'crownhead/pdn';
 * [20, 21, 22, 27, 96, 98].map(gameTypeResultType); // => ['international', 'default', 'default', 'international', 'international', 'international']
 * ```
 */
export function gameTypeResultType(number: number): 'default' | 'international' {
  return INTERNATIONAL_RESULTS.includes(number) ? 'international' : 'default';
}

function info(number: number, name: string, fullForm: string): GameTypeInfo {
  const fields = readAttributes(fullForm.slice(fullForm.indexOf(',')))!;
  return { number, name, fullForm, ...fields, resultType: gameTypeResultType(number) };
}

/**
 * The draughts game types of PDN 3.0 (section 1.4 table). GameType 23 is several pool games;
 * a bare `23` means American pool checkers (`23,B,8,8,N1,0`), as PDN 3.0 says. Then two numbers
 * PDN 3.0 does not list, which lidraughts writes (always as the bare number): 96 Breakthrough and
 * 98 Antidraughts, International draughts with another end, and 97 Frysk!, Frisian draughts
 * from five men each, whose full forms are International's attributes.
 * @example
 * ```ts
 * import { GAME_TYPES } from 'crownhead/pdn';
 * GAME_TYPES.find((t) => t.number === 21)?.fullForm; // => '21,B,8,8,N1,0'
 * ```
 */
export const GAME_TYPES: readonly GameTypeInfo[] = [
  /* @__PURE__ */ info(20, 'International draughts', '20,W,10,10,N2,0'),
  /* @__PURE__ */ info(21, 'English draughts', '21,B,8,8,N1,0'),
  /* @__PURE__ */ info(22, 'Italian draughts', '22,W,8,8,N2,1'),
  /* @__PURE__ */ info(23, 'American pool checkers', '23,B,8,8,N1,0'),
  /* @__PURE__ */ info(24, 'Spanish draughts', '24,W,8,8,N1,1'),
  /* @__PURE__ */ info(25, 'Russian draughts', '25,W,8,8,A0,0'),
  /* @__PURE__ */ info(26, 'Brazilian draughts', '26,W,8,8,A0,0'),
  /* @__PURE__ */ info(27, 'Canadian draughts', '27,W,12,12,N2,0'),
  /* @__PURE__ */ info(28, 'Portuguese draughts', '28,W,8,8,N1,1'),
  /* @__PURE__ */ info(29, 'Czech draughts', '29,W,8,8,A0,0'),
  /* @__PURE__ */ info(30, 'Turkish draughts', '30,W,8,8,A0,0'),
  /* @__PURE__ */ info(31, 'Thai draughts', '31,B,8,8,N2,0'),
  /* @__PURE__ */ info(40, 'Frisian draughts', '40,W,10,10,N2,0'),
  /* @__PURE__ */ info(41, 'Spantsiretti', '41,W,10,8,A0,0'),
  /* @__PURE__ */ info(96, 'Breakthrough', '96,W,10,10,N2,0'),
  /* @__PURE__ */ info(97, 'Frysk!', '97,W,10,10,N2,0'),
  /* @__PURE__ */ info(98, 'Antidraughts', '98,W,10,10,N2,0'),
];

/**
 * The predefined game type with this number, or `undefined`.
 * @example
 * ```ts
 * import { gameTypeInfo } from 'crownhead/pdn';
 * gameTypeInfo(20)?.fullForm; // => '20,W,10,10,N2,0'
 * gameTypeInfo(20)?.resultType; // => 'international'
 * gameTypeInfo(99); // => undefined
 * ```
 */
export function gameTypeInfo(number: number): GameTypeInfo | undefined {
  return GAME_TYPES.find((type) => type.number === number);
}

/** A GameType tag value, read. */
export interface GameTypeValue {
  /** The game type number. */
  readonly number: number;
  /** The value as written, number and attributes, when it has attributes (`20,W,10,10,N2,0`). */
  readonly attributes?: string;
  /** The attributes read, when the value has them: a board comes from them with `gameTypeBoard`. */
  readonly fields?: GameTypeAttributes;
}

/** Reads `,S,W,H,Tn[,I]` (already matched by the GameType pattern). */
function readAttributes(text: string): GameTypeAttributes | undefined {
  const m = /^,([WB]),([0-9]+),([0-9]+),([ANS])([0-3])(?:,([01]))?$/.exec(text);
  if (m === null) return undefined;
  return {
    firstPlayer: m[1] === 'B' ? 'black' : 'white',
    width: Number(m[2]),
    height: Number(m[3]),
    notation: m[4] as 'A' | 'N' | 'S',
    origin: Number(m[5]) as 0 | 1 | 2 | 3,
    invert: m[6] === '1' ? 1 : 0,
  };
}

/**
 * Reads a GameType value: `N` or `N,S,W,H,Tn` or `N,S,W,H,Tn,I` (regex of PDN 3.0:
 * `[0-9]+(,[WB],[0-9]+,[0-9]+,[ANS][0123](,[01])?)?`). Surrounding spaces are allowed. The
 * attributes come back as written (`attributes`) and read (`fields`: first player, width,
 * height, notation letter, origin digit, invert, 0 when left out), which `gameTypeBoard` turns
 * into a board. Returns `undefined` for anything else.
 * @example
 * ```ts
 * import { gameTypeBoard } from 'crownhead';
 * import { parseGameType } from 'crownhead/pdn';
 * parseGameType('21')?.number; // => 21
 * parseGameType(' 20,W,10,10,N2,0 ')?.number; // => 20
 * parseGameType('22,W,8,8,N2,1')?.fields; // => { firstPlayer: 'white', width: 8, height: 8, notation: 'N', origin: 2, invert: 1 }
 * const italian = parseGameType('22,W,8,8,N2,1')?.fields;
 * if (italian) gameTypeBoard(italian).key; // => '8x8:1-top-left:corner-played'
 * parseGameType('checkers'); // => undefined
 * ```
 */
export function parseGameType(value: string): GameTypeValue | undefined {
  expectText(value, 'value', 'parseGameType');
  return readGameType(value);
}

/** @internal {@link parseGameType} without the check of its argument, for the reader's own strings. */
export function readGameType(value: string): GameTypeValue | undefined {
  const m = /^\s*([0-9]{1,4})(,[WB],[0-9]+,[0-9]+,[ANS][0-3](?:,[01])?)?\s*$/.exec(value);
  if (m === null) return undefined;
  if (m[2] === undefined) return { number: Number(m[1]) };
  return { number: Number(m[1]), attributes: `${m[1]}${m[2]}`, fields: readAttributes(m[2])! };
}

/**
 * The board of GameType attributes, or `undefined` when `gameTypeBoard` cannot draw it: an odd
 * width, a side under 2 or over 26 squares, or Turkish draughts (30), played on every square.
 * @example
 * ```ts
 * import { attributesBoard, parseGameType } from 'crownhead/pdn';
 * const kurnik = parseGameType('20,W,10,10,N1,0')!;
 * attributesBoard(kurnik.number, kurnik.fields!)?.coords(1); // => { row: 9, col: 8 }
 * ```
 */
export function attributesBoard(number: number, fields: GameTypeAttributes): BoardGeometry | undefined {
  expectObject(fields, 'fields', 'attributesBoard', 'GameType attributes (parseGameType reads them)');
  const { width, height } = fields;
  if (number === 30 || width % 2 !== 0 || width < 2 || height < 2 || width > 26 || height > 26) return undefined;
  return gameTypeBoard(fields);
}

/**
 * The full form of a GameType value for writing (section 1.7): `20` becomes `20,W,10,10,N2,0`.
 * A value with attributes, an unknown number or a value that cannot be read is returned as is.
 * @example
 * ```ts
 * import { fullGameType } from 'crownhead/pdn';
 * fullGameType('20'); // => '20,W,10,10,N2,0'
 * fullGameType('21,B,8,8,N1,0'); // => '21,B,8,8,N1,0'
 * ```
 */
export function fullGameType(value: string): string {
  expectText(value, 'value', 'fullGameType');
  return fullForm(value);
}

/** @internal {@link fullGameType} without the check of its argument, for the writer's own tag values. */
export function fullForm(value: string): string {
  const parsed = readGameType(value);
  if (parsed === undefined || parsed.attributes !== undefined) return value;
  return gameTypeInfo(parsed.number)?.fullForm ?? value;
}
