/**
 * Draughts FEN (PDN 3.0, docs/sources.md, PDN 3.0: FEN): `B:W21-32:B1-12` is the side to move,
 * then the white and the black pieces, `K` marking kings; and lidraughts' additions: the
 * counters `:H<halfmove clock>:F<move number>` and Frisian's king-move counters `:+<b>+<w>`.
 * @module
 */
import type { Color, Square } from '../core/types.js';
import type { KingMoves, Position } from '../core/position.js';
import type { Variant } from '../core/variant.js';
import type { FenError, FenErrorCode } from '../core/errors.js';
import type { Result } from '../core/result.js';
import { CrownheadError } from '../core/errors.js';
import { err, ok } from '../core/result.js';
import { SquareSet } from '../core/squareSet.js';
import { squareFromName, squareName } from '../board/algebraic.js';
import { expectText, expectOptions, refuse } from '../core/arguments.js';
import { expectVariant, expectPosition } from '../core/positionArguments.js';
import { isPlayingSquare, offBoardMessage } from '../board/playingSquare.js';
import type { PositionSetup } from '../rules/setup.js';
import { checkSetup, crowningSet } from '../rules/setup.js';

/** Options of {@link parseFen}. */
export interface ParseFenOptions {
  /**
   * The side to move when the FEN says `?` (side to move unknown, PDN 3.0). Without it, such a
   * FEN is an error with code `unknown-turn`: a position always has a side to move, and the
   * library does not guess one.
   */
  readonly unknownTurn?: Color;
  /**
   * Read a man on the row where it would have been crowned as a man (default `false`: an error
   * `man-on-crowning-row`). Such a man cannot arise in a game (WCDF 1.16, FMJD 3.5) and is
   * usually a typo for a king; test positions and problem books sometimes place one on purpose.
   * See `SetupOptions.allowMenOnCrowningRow` for how it moves.
   */
  readonly allowMenOnCrowningRow?: boolean;
  /**
   * Accept a piece list that names no colour and holds no piece, as in `W::.` or the null-move
   * setup `/FEN "B::"/` that PDN 3.0 proposes (default `false`: an error `bad-color`). The PDN 3.0
   * grammar needs `W` or `B` after each colon; such a list is read as an empty one. At most two
   * lists in all. Empty named lists (`W:W:B`, `W:W21-32`) are read without this option.
   */
  readonly allowUnnamedSections?: boolean;
}

/**
 * The two counters lidraughts adds to a FEN (`W:W31-50:B1-20:H0:F1`; docs/sources.md, FEN
 * counters). They belong to the game, not to the position (two games can reach the same
 * position with other counters), so `parseFen` checks and skips them, {@link parseFenRecord}
 * returns them, `newGame` starts a game from them and `formatFenRecord` writes them (`formatFen` never does).
 */
export interface FenCounters {
  /**
   * `:H`, the halfmove clock: the plies the draw count in force has run. lidraughts computes it
   * per variant (its `DraughtsHistory.halfMoveClock`): the plies since the last capture or man
   * move, or in an ending with a lone king, the plies since that ending began. A whole number,
   * 0 or more.
   */
  readonly halfmoveClock?: number;
  /**
   * `:F`, the move number: the number of the move about to be played, from 1, one more after
   * each move of the second player (lidraughts: "incremented after Black's move").
   */
  readonly fullmoveNumber?: number;
}

/** A FEN read whole: the position and the counters the text carries (each only when present). */
export interface FenRecord extends FenCounters {
  /** The position. */
  readonly position: Position;
}

/** Throws `bad-argument` unless `options` is `undefined` or FEN options whose `unknownTurn`, when given, is a colour. */
function expectFenOptions(options: ParseFenOptions | undefined, fn: string): void {
  expectOptions(options, fn);
  const turn = options?.unknownTurn;
  if (turn !== undefined && turn !== 'white' && turn !== 'black')
    refuse(fn, "'white' or 'black'", turn, 'options.unknownTurn');
}

function fail(code: FenErrorCode, message: string, offset: number): Result<never, FenError> {
  return err({ kind: 'fen', code, message, offset });
}

const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';
const isFileLetter = (c: string | undefined): boolean => c !== undefined && c >= 'a' && c <= 'p';

/**
 * Reads a FEN string into a position of `variant`: {@link parseFenSetup} (the text) then
 * `setupPosition` (the rules), one step after the other. When the text has several faults, the
 * first in the text is named, as a reading from left to right finds it.
 *
 * lidraughts' counters `:H<halfmove clock>` and `:F<move number>` after the piece lists
 * (`W:W31-50:B1-20:H0:F1`) are read and checked (`bad-counter`) but not returned: they are the
 * game's, not the position's; {@link parseFenRecord} returns them.
 *
 * Variants with the Frisian king-move rule (`rules.kingMoveLimit`: Frisian, Frysk!) read a last
 * section of king-move counters in lidraughts' form, `:+<black>+<white>`, each a count and, when
 * positive, the square of the king counted (`W:W30,K45:B5,K1:+0+245`: White moved the king now
 * on 45 twice in a row); an error `bad-king-moves` when malformed or for another variant.
 *
 * Accepted: side `W`, `B` or `?` (with the `unknownTurn` option); the `W` and `B` lists in
 * either order; square numbers, and for a variant written algebraically also square names
 * (`c3`, `Kd8`; no ranges of names); or one of them missing or empty (that side has no pieces); `K` before a square
 * or a range (`K1-3` makes three kings); ranges `1-12`; one trailing `.`. Rejected, each with a
 * code and the offset of the fault: anything else, squares off the board, a square listed twice,
 * and a man standing on the row where it would have been crowned (it cannot get there in a game:
 * a man that arrives is crowned at once, WCDF 1.16, FMJD 3.5; such a FEN is a typo for a king).
 * The options `allowMenOnCrowningRow` (keep such a man a man) and `allowUnnamedSections` (read
 * `W::.`, lists with no colour and no piece, as an empty board) accept the last two forms of
 * real problem books on purpose; every position read with them passes `checkPosition` with the
 * same `allowMenOnCrowningRow`.
 *
 * @example
 * ```ts
 * import { english, parseFen } from 'crownhead';
 * const fen = parseFen(english, 'W:WK26:B14,15,22,23');
 * if (fen.ok) fen.value.kings.squares(); // => [26]
 * parseFen(english, 'W:W5:B1').ok; // => true
 * // A white man on square 1 would have been crowned (WCDF 1.16):
 * const bad = parseFen(english, 'W:W1:B5');
 * if (!bad.ok) bad.error.code; // => 'man-on-crowning-row'
 * ```
 */
export function parseFen(variant: Variant, fen: string, options?: ParseFenOptions): Result<Position, FenError> {
  expectVariant(variant, 'parseFen');
  expectText(fen, 'fen', 'parseFen');
  expectFenOptions(options, 'parseFen');
  const record = readFen(variant, fen, options);
  return record.ok ? ok(record.value.position) : record;
}

/**
 * Reads a FEN string whole: the position, as {@link parseFen} reads it, and lidraughts' counters
 * when the text carries them, `:H<halfmove clock>` and `:F<move number>`
 * (`W:W31-50:B1-20:H0:F1`; see {@link FenCounters}). The counters follow the piece lists, each
 * at most once, in either order, before the Frisian king-move counters when there are both, as
 * lidraughts writes them. Errors as for `parseFen`, and `bad-counter` (with the offset of the
 * counter's letter) for a counter without a number, a move number of 0, a number beyond
 * `Number.MAX_SAFE_INTEGER`, or a counter given twice. Give the counters to `newGame` to start
 * a game where the FEN says it stands.
 *
 * @example
 * ```ts
 * import { international, parseFenRecord } from 'crownhead';
 * const r = parseFenRecord(international, 'B:W31-50:B1-19,24:H0:F1');
 * if (r.ok) [r.value.position.turn, r.value.halfmoveClock, r.value.fullmoveNumber]; // => ['black', 0, 1]
 * const bad = parseFenRecord(international, 'W:W31-50:B1-20:H:F1');
 * if (!bad.ok) [bad.error.code, bad.error.offset]; // => ['bad-counter', 15]
 * ```
 */
export function parseFenRecord(variant: Variant, fen: string, options?: ParseFenOptions): Result<FenRecord, FenError> {
  expectVariant(variant, 'parseFenRecord');
  expectText(fen, 'fen', 'parseFenRecord');
  expectFenOptions(options, 'parseFenRecord');
  return readFen(variant, fen, options);
}

/** Options of {@link parseFenSetup}: how to read the text (the rules' option, `allowMenOnCrowningRow`, is `setupPosition`'s). */
export type ParseFenSetupOptions = Pick<ParseFenOptions, 'unknownTurn' | 'allowUnnamedSections'>;

/**
 * A FEN as its text says it, before any rule is checked (see {@link parseFenSetup}): a
 * `PositionSetup` (the side to move, the squares of each side ascending, the kings among them,
 * Frisian king-move counters when the text has them) and lidraughts' counters when the text
 * has them. `setupPosition(variant, setup)` checks it against the rules and makes the position.
 */
export interface FenSetup extends PositionSetup, FenCounters {
  /** Every white piece, men and kings, ascending. */
  readonly white: readonly Square[];
  /** Every black piece, men and kings, ascending. */
  readonly black: readonly Square[];
  /** The squares of `white` and `black` written with `K`, ascending. */
  readonly kings: readonly Square[];
}

/**
 * Reads a FEN string of `variant` as its text says it, with no rule checked: the first of the
 * two steps of {@link parseFen}, for tools that show or repair what the rules refuse. Refused
 * here, with the codes and offsets of `parseFen`, is only what the text itself gets wrong: its
 * syntax, a square that is not on the board (`unknown-square`), a square listed twice
 * (`duplicate-square`: a setup holds one piece a square), the side to move `?` without the
 * `unknownTurn` option, malformed counters (`bad-counter`, `bad-king-moves`, and king-move
 * counters for a variant without them). A man on the row where it would have been crowned
 * (WCDF 1.16, FMJD 3.5) and king-move counters that do not fit the kings are the rules':
 * `setupPosition(variant, setup)` refuses them (`man-on-crowning-row`, `bad-king-moves`).
 *
 * @example
 * ```ts
 * import { english, parseFen, parseFenSetup, setupPosition, formatFen } from 'crownhead';
 * // A white man on square 1 would already have been crowned (WCDF 1.16): the rules refuse it.
 * const fen = 'W:W1,22:B12';
 * parseFen(english, fen).ok; // => false
 * const setup = parseFenSetup(english, fen);
 * if (setup.ok) {
 *   setup.value; // => { turn: 'white', white: [1, 22], black: [12], kings: [] }
 *   const refused = setupPosition(english, setup.value);
 *   refused.ok ? undefined : [refused.error.code, refused.error.square]; // => ['man-on-crowning-row', 1]
 *   // A tool repairs it: the man was meant as a king.
 *   const repaired = setupPosition(english, { ...setup.value, kings: [1] });
 *   repaired.ok && formatFen(repaired.value); // => 'W:W22,K1:B12'
 * }
 * ```
 */
export function parseFenSetup(
  variant: Variant,
  fen: string,
  options?: ParseFenSetupOptions,
): Result<FenSetup, FenError> {
  expectVariant(variant, 'parseFenSetup');
  expectText(fen, 'fen', 'parseFenSetup');
  expectFenOptions(options, 'parseFenSetup');
  const read = readFenText(variant, fen, options);
  if (read.error !== undefined) return err(read.error);
  return ok({
    turn: read.turn!,
    white: read.white.squares(),
    black: read.black.squares(),
    kings: read.kings.squares(),
    ...(read.kingMoves === undefined ? {} : { kingMoves: read.kingMoves }),
    ...(read.halfmoveClock === undefined ? {} : { halfmoveClock: read.halfmoveClock }),
    ...(read.fullmoveNumber === undefined ? {} : { fullmoveNumber: read.fullmoveNumber }),
  });
}

/**
 * {@link parseFenRecord} without the argument check (its callers made it): the text read
 * ({@link readFenText}), then the rules ({@link checkSetup}, `setupPosition`'s), each fault
 * named with its offset in the text.
 */
function readFen(variant: Variant, fen: string, options: ParseFenOptions | undefined): Result<FenRecord, FenError> {
  const read = readFenText(variant, fen, options);
  // The rules run on what was read, up to the text's first fault if it has one: a man on his
  // crowning row read before that fault is named first, as a reading that checks each square
  // in turn names the first fault of the text.
  if (read.turn === undefined) return err(read.error!);
  const rules = checkSetup(
    variant,
    read.turn,
    read.white,
    read.black,
    read.kings,
    read.error === undefined ? read.kingMoves : undefined,
    options,
  );
  if (!rules.ok && rules.error.code === 'man-on-crowning-row') return crowningRowError(variant, read);
  if (read.error !== undefined) return err(read.error);
  if (!rules.ok) {
    // The text gave one piece a square and kings only on pieces: the counters are what is left.
    if (rules.error.code !== 'bad-king-moves')
      throw new CrownheadError(
        'bad-argument',
        `parseFen: the rules refused what the text allows (${rules.error.message})`,
      );
    return fail('bad-king-moves', rules.error.message, read.kingMovesAt);
  }
  return ok({
    position: rules.value,
    ...(read.halfmoveClock === undefined ? {} : { halfmoveClock: read.halfmoveClock }),
    ...(read.fullmoveNumber === undefined ? {} : { fullmoveNumber: read.fullmoveNumber }),
  });
}

/** The `man-on-crowning-row` error of the first such man in the text (the rules named one, perhaps another). */
function crowningRowError(variant: Variant, read: FenReading): Result<never, FenError> {
  for (const [sq, offset] of read.offsets) {
    if (read.kings.has(sq)) continue;
    const color: Color = read.white.has(sq) ? 'white' : 'black';
    if (!crowningSet(variant, color).has(sq)) continue;
    return fail(
      'man-on-crowning-row',
      `a ${color} man on ${sq} would already have been crowned; write K${sq} for a king (or pass allowMenOnCrowningRow to keep it a man)`,
      offset,
    );
  }
  // Unreachable: the rules found such a man among the squares read.
  throw new CrownheadError(
    'bad-argument',
    'parseFen: the rules named a man on the crowning row that the text does not hold',
  );
}

/**
 * What {@link readFenText} read of a FEN: the pieces (up to its first fault, `error`, if it has
 * one), the item offset of each square in the order of the text, the counters.
 */
interface FenReading {
  /** The first fault of the text, if any; then the pieces are those read before it. */
  readonly error: FenError | undefined;
  /** The side to move; undefined when the fault is in it. */
  readonly turn: Color | undefined;
  readonly white: SquareSet;
  readonly black: SquareSet;
  readonly kings: SquareSet;
  /** Each square read, in the order of the text, with the offset of its item (`K5`, `1-12`). */
  readonly offsets: ReadonlyMap<number, number>;
  readonly kingMoves: KingMoves | undefined;
  /** The offset of the king-move counters (after their `:`). */
  readonly kingMovesAt: number;
  readonly halfmoveClock: number | undefined;
  readonly fullmoveNumber: number | undefined;
}

/** Reads the text of a FEN with no rule checked (see {@link parseFenSetup}), up to its first fault. */
function readFenText(variant: Variant, fen: string, options: ParseFenSetupOptions | undefined): FenReading {
  const board = variant.board;
  const lists: Record<Color, number[]> = { white: [], black: [] };
  const kingSquares: number[] = [];
  const seenColor: Record<Color, boolean> = { white: false, black: false };
  const owner = new Map<number, number>();
  const sectionEnds = (at: number): boolean =>
    at >= fen.length || fen[at] === ':' || (fen[at] === '.' && at === fen.length - 1);
  let turn: Color | undefined;
  let sections = 0;
  let counters: string | undefined;
  let countersAt = 0;
  let halfmoveClock: number | undefined;
  let fullmoveNumber: number | undefined;
  return read();

  function stop(code: FenErrorCode, message: string, offset: number): FenReading {
    return reading({ kind: 'fen', code, message, offset }, undefined);
  }

  function reading(error: FenError | undefined, kingMoves: KingMoves | undefined): FenReading {
    // One shape for every reading, its absent fields undefined: made for every FEN read.
    return {
      error,
      turn,
      white: SquareSet.fromSquares(lists.white),
      black: SquareSet.fromSquares(lists.black),
      kings: SquareSet.fromSquares(kingSquares),
      offsets: owner,
      kingMoves,
      kingMovesAt: countersAt,
      halfmoveClock,
      fullmoveNumber,
    };
  }

  function finish(): FenReading {
    if (counters === undefined) return reading(undefined, undefined);
    const kingMoves = readKingMoves(variant, counters, countersAt);
    return kingMoves.ok ? reading(undefined, kingMoves.value) : reading(kingMoves.error, undefined);
  }

  function read(): FenReading {
    if (fen.length === 0) return stop('empty', 'empty FEN', 0);
    const t = fen[0];
    if (t === 'W') turn = 'white';
    else if (t === 'B') turn = 'black';
    else if (t === '?') {
      if (options?.unknownTurn === undefined) {
        return stop('unknown-turn', 'the side to move is unknown (?) and no unknownTurn option was given', 0);
      }
      turn = options.unknownTurn;
    } else return stop('bad-turn', `side to move must be W, B or ?, found ${JSON.stringify(t)}`, 0);

    let i = 1;
    while (i < fen.length) {
      if (fen[i] === '.' && i === fen.length - 1) return finish();
      if (fen[i] !== ':') return stop('trailing-text', `expected ":" or the end, found ${JSON.stringify(fen[i])}`, i);
      i++;
      sections++;
      const c = fen[i];
      if (c === '+') {
        // Frisian king-move counters, lidraughts' last section `:+<black>+<white>`.
        countersAt = i;
        counters = fen.slice(i);
        break;
      }
      if (c === 'H' || c === 'F') {
        // lidraughts' counters `:H<n>` and `:F<n>`: not piece lists, so not counted as sections.
        sections--;
        const letterAt = i;
        const name = c === 'H' ? 'halfmove clock (H)' : 'move number (F)';
        if ((c === 'H' ? halfmoveClock : fullmoveNumber) !== undefined)
          return stop('bad-counter', `the ${name} is given twice`, letterAt);
        i++;
        const digitsAt = i;
        while (isDigit(fen[i])) i++;
        if (i === digitsAt || !sectionEnds(i)) {
          const found = i < fen.length ? JSON.stringify(fen[i]) : 'the end';
          return stop(
            'bad-counter',
            `the ${name} must be a whole number written in digits, found ${i === digitsAt ? found : `${JSON.stringify(fen.slice(digitsAt, i))} then ${found}`}`,
            letterAt,
          );
        }
        const value = Number(fen.slice(digitsAt, i));
        if (!Number.isSafeInteger(value))
          return stop('bad-counter', `the ${name} ${fen.slice(digitsAt, i)} is too large`, letterAt);
        if (c === 'F' && value < 1) return stop('bad-counter', 'the move number (F) starts at 1', letterAt);
        if (c === 'H') halfmoveClock = value;
        else fullmoveNumber = value;
        continue;
      }
      if (options?.allowUnnamedSections === true) {
        if (sections > 2) return stop('duplicate-color', 'a FEN has at most two piece lists', i - 1);
        // `W::.`: a list with no colour and no piece.
        if (sectionEnds(i)) continue;
      }
      if (c !== 'W' && c !== 'B') {
        return stop(
          'bad-color',
          `a piece list must start with W or B, found ${c === undefined ? 'the end' : JSON.stringify(c)}`,
          i,
        );
      }
      const color: Color = c === 'W' ? 'white' : 'black';
      if (seenColor[color]) return stop('duplicate-color', `the ${color} pieces are listed twice`, i);
      seenColor[color] = true;
      i++;
      // An empty list: the next character ends the section.
      if (sectionEnds(i)) continue;
      for (;;) {
        const itemStart = i;
        let king = false;
        if (fen[i] === 'K') {
          king = true;
          i++;
        }
        const firstStart = i;
        let first: number;
        if (isFileLetter(fen[i]) && variant.notation === 'algebraic') {
          // An algebraic square such as c3 (PDN 3.0: algebraic lists have no ranges).
          i++;
          while (isDigit(fen[i])) i++;
          const named = squareFromName(board, fen.slice(firstStart, i));
          if (named === undefined) {
            return stop(
              'unknown-square',
              `${fen.slice(firstStart, i)} is not a playing square of the ${board.key} board`,
              firstStart,
            );
          }
          first = named;
          if (fen[i] === '-') return stop('bad-token', 'algebraic squares cannot form a range', i);
        } else {
          if (!isDigit(fen[i])) {
            return stop(
              'bad-token',
              `expected a square, found ${fen[i] === undefined ? 'the end' : JSON.stringify(fen[i])}`,
              i,
            );
          }
          while (isDigit(fen[i])) i++;
          first = Number(fen.slice(firstStart, i));
          if (!isPlayingSquare(board.squareCount, first)) {
            return stop('unknown-square', offBoardMessage(board, first), firstStart);
          }
        }
        let last = first;
        if (fen[i] === '-') {
          i++;
          if (!isDigit(fen[i])) {
            return stop(
              'bad-token',
              `expected the end of a range, found ${fen[i] === undefined ? 'the end' : JSON.stringify(fen[i])}`,
              i,
            );
          }
          const lastStart = i;
          while (isDigit(fen[i])) i++;
          last = Number(fen.slice(lastStart, i));
          if (!isPlayingSquare(board.squareCount, last)) {
            return stop('unknown-square', offBoardMessage(board, last), lastStart);
          }
          if (last < first) return stop('bad-range', `range ${first}-${last} runs backwards`, firstStart);
        }
        for (let sq = first; sq <= last; sq++) {
          if (owner.has(sq)) return stop('duplicate-square', `square ${sq} is listed twice`, itemStart);
          owner.set(sq, itemStart);
          lists[color].push(sq);
          if (king) kingSquares.push(sq);
        }
        if (fen[i] !== ',') break;
        i++;
      }
    }
    return finish();
  }
}

/**
 * The king-move counters of lidraughts' FEN as written (`+<black>+<white>`, each a count and,
 * when positive, the square of the king counted, two digits: `+205+0`), for a variant that has
 * them; whether the counts fit its limit and the squares hold kings is the rules' (`checkSetup`).
 */
function readKingMoves(variant: Variant, text: string, at: number): Result<KingMoves, FenError> {
  const bad = (message: string): Result<KingMoves, FenError> =>
    err({ kind: 'fen', code: 'bad-king-moves', message, offset: at });
  if (variant.rules.kingMoveLimit === undefined)
    return bad(`${variant.name} has no king-move counters (a Frisian rule)`);
  const m = /^\+(\d)(\d{1,2})?\+(\d)(\d{1,2})?\.?$/.exec(text);
  if (m === null)
    return bad(
      `king-move counters must read +<count><square>+<count><square> (black, then white), found ${JSON.stringify(text)}`,
    );
  const black = Number(m[1]);
  const white = Number(m[3]);
  // A count of 0 counts no king: its square, if written, says nothing.
  return ok({
    white,
    black,
    ...(m[4] === undefined || white === 0 ? {} : { whiteKing: Number(m[4]) }),
    ...(m[2] === undefined || black === 0 ? {} : { blackKing: Number(m[2]) }),
  });
}

/** lidraughts' counters section, `+<black count><black king>+<white count><white king>`. */
function writeKingMoves(k: KingMoves): string {
  const king = (sq: number | undefined): string => (sq === undefined ? '' : String(sq).padStart(2, '0'));
  return `+${k.black}${k.black > 0 ? king(k.blackKing) : ''}+${k.white}${k.white > 0 ? king(k.whiteKing) : ''}`;
}

/**
 * The decimal text of each square number (1 to 96), made once rather than on every FEN. Marked
 * pure: a bundler cannot tell that `Array.from` has no side effect, and would keep the table in
 * a program that writes no FEN whenever the chunk layout puts this module next to one it needs
 * (test/bundle-variants.test.ts, the build without the svg entry).
 */
const SQUARE_TEXT: readonly string[] = /* @__PURE__ */ Array.from({ length: 97 }, (_, sq) => String(sq));

/**
 * Writes the squares of the words `lo`, `hi`, `ext` (a `SquareSet`'s), ascending, each after
 * `prefix`, runs of three or more as ranges: `1-10,12,15`, `K29-32`; `''` for none. Read from
 * the bits directly: a FEN is written for every ply of `crownhead export --rows moves`, and the
 * list of squares this replaced was most of its cost.
 */
function writeRuns(lo: number, hi: number, ext: number, prefix: string): string {
  let out = '';
  let first = 0;
  let last = -1;
  for (let w = 0; w < 3; w++) {
    let bits = w === 0 ? lo : w === 1 ? hi : ext;
    while (bits !== 0) {
      const low = bits & -bits;
      bits ^= low;
      const sq = w * 32 + 32 - Math.clz32(low);
      if (sq === last + 1) {
        last = sq;
        continue;
      }
      if (last >= 0) out += runText(first, last, prefix, out === '');
      first = last = sq;
    }
  }
  return last >= 0 ? out + runText(first, last, prefix, out === '') : out;
}

/** The squares `first` to `last`, each after `prefix`: a range from three on (`1-10`), else one or two squares. */
function runText(first: number, last: number, prefix: string, start: boolean): string {
  const comma = start ? '' : ',';
  if (last - first >= 2) return `${comma}${prefix}${SQUARE_TEXT[first]}-${SQUARE_TEXT[last]}`;
  if (last === first) return `${comma}${prefix}${SQUARE_TEXT[first]}`;
  return `${comma}${prefix}${SQUARE_TEXT[first]},${prefix}${SQUARE_TEXT[last]}`;
}

function writeSide(position: Position, pieces: SquareSet): string {
  if (position.variant.notation === 'algebraic') {
    const men = pieces.diff(position.kings).squares();
    const kings = pieces.intersect(position.kings).squares();
    const board = position.variant.board;
    return [...men.map((sq) => squareName(board, sq)), ...kings.map((sq) => `K${squareName(board, sq)}`)].join(',');
  }
  const kings = position.kings;
  const m0 = pieces.lo & ~kings.lo;
  const m1 = pieces.hi & ~kings.hi;
  const m2 = pieces.ext & ~kings.ext;
  const k0 = pieces.lo & kings.lo;
  const k1 = pieces.hi & kings.hi;
  const k2 = pieces.ext & kings.ext;
  // The side that did not move is written again on the next ply (every ply, in a game's
  // record): the last two lists are kept with their words.
  for (let slot = 0; slot < 2; slot++) {
    const w = slot * 6;
    if (
      recentWords[w] === m0 &&
      recentWords[w + 1] === m1 &&
      recentWords[w + 2] === m2 &&
      recentWords[w + 3] === k0 &&
      recentWords[w + 4] === k1 &&
      recentWords[w + 5] === k2
    ) {
      return recentLists[slot]!;
    }
  }
  const men = writeRuns(m0, m1, m2, '');
  const crowned = writeRuns(k0, k1, k2, 'K');
  const list = men === '' ? crowned : crowned === '' ? men : `${men},${crowned}`;
  const w = recentSlot * 6;
  recentWords[w] = m0;
  recentWords[w + 1] = m1;
  recentWords[w + 2] = m2;
  recentWords[w + 3] = k0;
  recentWords[w + 4] = k1;
  recentWords[w + 5] = k2;
  recentLists[recentSlot] = list;
  recentSlot ^= 1;
  return list;
}

/** The last two numeric lists written: their men's and kings' words, six a list (the empty list at first). */
const recentWords = /* @__PURE__ */ new Int32Array(12);
const recentLists: string[] = ['', ''];
let recentSlot = 0;

/** `:H<n>:F<n>`, each when given, checked as `parseFenRecord` reads them. */
function writeCounters(counters: FenCounters): string {
  const { halfmoveClock, fullmoveNumber } = counters;
  if (halfmoveClock !== undefined && !(Number.isSafeInteger(halfmoveClock) && halfmoveClock >= 0)) {
    refuse('formatFenRecord', 'a whole number, 0 or more', halfmoveClock, 'record.halfmoveClock');
  }
  if (fullmoveNumber !== undefined && !(Number.isSafeInteger(fullmoveNumber) && fullmoveNumber >= 1)) {
    refuse('formatFenRecord', 'a whole number, 1 or more', fullmoveNumber, 'record.fullmoveNumber');
  }
  return `${halfmoveClock === undefined ? '' : `:H${halfmoveClock}`}${fullmoveNumber === undefined ? '' : `:F${fullmoveNumber}`}`;
}

/**
 * The FEN to write for the start of a record: `undefined` when it is the variant's start with no
 * counters to say (none, or `:H0:F1`), so no FEN tag is needed; else `formatFenRecord`. Shared by
 * the PDN writers (`gameToPdn`, `canonicalGame`), which must not drop lidraughts' counters.
 */
export function startFen(record: FenRecord, isVariantStart: boolean): string | undefined {
  const { halfmoveClock = 0, fullmoveNumber = 1 } = record;
  if (isVariantStart && halfmoveClock === 0 && fullmoveNumber === 1) return undefined;
  return formatFenRecord(record);
}

/** The side to move and the piece lists, canonical. */
function writePieces(position: Position): string {
  return `${position.turn === 'white' ? 'W' : 'B'}:W${writeSide(position, position.white)}:B${writeSide(position, position.black)}`;
}

/** The Frisian king-move counters section (with its colon), or nothing. */
function kingMovesSection(position: Position): string {
  const kingMoves = position.state?.kingMoves;
  return kingMoves === undefined ? '' : `:${writeKingMoves(kingMoves)}`;
}

/**
 * The canonical FEN of a position: side to move, then `W` and `B` lists, men before kings,
 * ascending, runs of three or more squares as ranges, no trailing dot (`B:W21-32:B1-12`). A
 * variant written algebraically gets square names and no ranges (`W:Wa1,c1,…:B…`).
 * `parseFen(position.variant, formatFen(position))` gives back an equal position. Frisian king-move
 * counters (`position.state`) follow as lidraughts writes them, `:+<black>+<white>`, when any
 * count is positive (lidraughts also drops `:+0+0`). lidraughts' counters `:H` and `:F` are
 * never written here (PDN 3.0's FEN has none): {@link formatFenRecord} writes them.
 * @example
 * ```ts
 * import { english, parseFen, formatFen } from 'crownhead';
 * const fen = parseFen(english, 'W:B12,1,2,3:W.');
 * if (fen.ok) formatFen(fen.value); // => 'W:W:B1-3,12'
 * ```
 */
export function formatFen(position: Position): string {
  expectPosition(position, 'formatFen');
  return writePieces(position) + kingMovesSection(position);
}

/**
 * A FEN with lidraughts' counters: {@link formatFen} of `record.position`, then `:H<halfmoveClock>`
 * and `:F<fullmoveNumber>`, each when the record has it, before any Frisian king-move counters,
 * as lidraughts writes them (`W:W31-50:B1-20:H0:F1`). `parseFenRecord` reads it back equal.
 * The counters of a game now are `gameCounters(game)`.
 *
 * Throws a `CrownheadError` `bad-argument` for a counter that is not a whole number (a halfmove
 * clock below 0, a move number below 1), which no FEN can hold.
 * @example
 * ```ts
 * import { international, startPosition, formatFenRecord } from 'crownhead';
 * formatFenRecord({ position: startPosition(international), halfmoveClock: 0, fullmoveNumber: 1 }); // => 'W:W31-50:B1-20:H0:F1'
 * formatFenRecord({ position: startPosition(international), fullmoveNumber: 12 }); // => 'W:W31-50:B1-20:F12'
 * ```
 */
export function formatFenRecord(record: FenRecord): string {
  expectPosition(record?.position, 'formatFenRecord');
  return writePieces(record.position) + writeCounters(record) + kingMovesSection(record.position);
}

/**
 * Internal (the CLI's `export --rows moves`): {@link formatFen} written as bytes into `out` from
 * `at`, for a numeric variant without king-move counters; the new end, or -1 (nothing written)
 * for a position {@link formatFen} writes otherwise. `out` must have room for 1024 bytes from `at`.
 * The same text as {@link formatFen} (a differential test compares them on games of every variant):
 * made without strings, it costs no allocation, where each FEN as a string was a tree of pieces.
 */
export function writeFenBytes(position: Position, out: Uint8Array, at: number): number {
  if (position.variant.notation === 'algebraic' || position.state?.kingMoves !== undefined) return -1;
  out[at++] = position.turn === 'white' ? 87 : 66;
  out[at++] = 58;
  out[at++] = 87;
  at = sideBytes(position, position.white, out, at);
  out[at++] = 58;
  out[at++] = 66;
  return sideBytes(position, position.black, out, at);
}

/**
 * One side's list as bytes ({@link writeSide}'s numeric case): men, then kings, `,` between.
 * Without {@link writeSide}'s copy of the side that did not move: writing it again costs less
 * than finding and copying it (docs/performance.md#crownhead-export).
 */
function sideBytes(position: Position, pieces: SquareSet, out: Uint8Array, at: number): number {
  const kings = position.kings;
  const start = at;
  at = runBytes(pieces.lo & ~kings.lo, pieces.hi & ~kings.hi, pieces.ext & ~kings.ext, false, out, at, at);
  return runBytes(pieces.lo & kings.lo, pieces.hi & kings.hi, pieces.ext & kings.ext, true, out, at, start);
}

/** {@link writeRuns} as bytes: the squares of the words from `at`, a comma first unless `at` is `start`. */
function runBytes(
  lo: number,
  hi: number,
  ext: number,
  king: boolean,
  out: Uint8Array,
  at: number,
  start: number,
): number {
  let first = 0;
  let last = -1;
  for (let w = 0; w < 3; w++) {
    let bits = w === 0 ? lo : w === 1 ? hi : ext;
    while (bits !== 0) {
      const low = bits & -bits;
      bits ^= low;
      const sq = w * 32 + 32 - Math.clz32(low);
      if (sq === last + 1) {
        last = sq;
        continue;
      }
      if (last >= 0) at = runOfBytes(first, last, king, out, at, start);
      first = last = sq;
    }
  }
  return last >= 0 ? runOfBytes(first, last, king, out, at, start) : at;
}

/** {@link runText} as bytes. */
function runOfBytes(first: number, last: number, king: boolean, out: Uint8Array, at: number, start: number): number {
  if (at !== start) out[at++] = 44;
  if (king) out[at++] = 75;
  at = squareBytes(first, out, at);
  if (last === first) return at;
  out[at++] = last - first >= 2 ? 45 : 44;
  if (king && last - first < 2) out[at++] = 75;
  return squareBytes(last, out, at);
}

/** A square number (1 to 96) in decimal. */
function squareBytes(sq: number, out: Uint8Array, at: number): number {
  if (sq >= 10) {
    const tens = (sq / 10) | 0;
    out[at++] = 48 + tens;
    sq -= 10 * tens;
  }
  out[at++] = 48 + sq;
  return at;
}
