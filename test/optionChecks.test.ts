/**
 * The option fields that plain JavaScript callers can get wrong are refused by name (issue 30,
 * D7), found by reading the merged code: a `replay` option `onMove` that is no function ended in a
 * raw TypeError deep in the replay, `unknownTurn: 'x'` gave a position with turn 'x' (parseFenSetup)
 * or an internal message, `gameRow` and `moveRows` skipped the check of their options for a
 * record without a game, and `parseGame` named `gameFromPdn` in its refusals.
 */
import { describe, expect, it } from 'vitest';
import {
  CrownheadError,
  english,
  formatFenRecord,
  parseFen,
  parseFenRecord,
  parseFenSetup,
  startPosition,
  variants,
} from '../src/index.js';
import { canonicalGame, gameFromPdn, gameRow, moveRows, parseGame, parsePdn, replay } from '../src/pdn/index.js';

function refusal(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(CrownheadError);
    expect((e as CrownheadError).code).toBe('bad-argument');
    return (e as CrownheadError).message;
  }
  throw new Error('not refused');
}

const [game] = parsePdn('[GameType "21"]\n1. 11-15 23-19 *').games;
const wrong = <T>(value: unknown): T => value as T;

describe('option fields refused by name', () => {
  it('replay and the functions that replay: onMove must be a function, defaultGameType a number', () => {
    expect(refusal(() => replay(game!, { variants, onMove: wrong(42) }))).toMatch(
      /^replay: .* for options\.onMove, got number$/,
    );
    expect(refusal(() => replay(game!, { variants, defaultGameType: wrong('21') }))).toMatch(
      /^replay: .* for options\.defaultGameType/,
    );
    expect(refusal(() => canonicalGame(game!, { variants, defaultGameType: wrong({}) }))).toMatch(
      /^canonicalGame: .* for options\.defaultGameType/,
    );
    expect(refusal(() => gameFromPdn(game!, { variants, resultOrder: wrong('x') }))).toMatch(
      /^gameFromPdn: .* for options\.resultOrder/,
    );
    // replay with a good onMove still calls it once per move of the mainline.
    let calls = 0;
    expect(replay(game!, { variants, onMove: () => void calls++ }).ok).toBe(true);
    expect(calls).toBe(2);
  });

  it('parseGame names itself, also when the text holds no single game', () => {
    expect(refusal(() => parseGame('1. 11-15 *', { variants, resultOrder: wrong('x') }))).toMatch(
      /^parseGame: .* for options\.resultOrder/,
    );
    expect(refusal(() => parseGame('1. 11-15 *\n\n1. 9-13 *', { variants, resultOrder: wrong(1) }))).toMatch(
      /^parseGame: .* for options\.resultOrder/,
    );
    expect(refusal(() => parseGame('1. 11-15 *', { variant: wrong('english') }))).toMatch(
      /^parseGame: expected a Variant .* for options\.variant, got "english"$/,
    );
  });

  it('gameRow and moveRows check their options even for a record without a game', () => {
    const record = { index: 1, game: undefined, problems: [] };
    expect(refusal(() => gameRow(record, wrong(undefined)))).toMatch(/^gameRow: .* for options\.variants/);
    expect(refusal(() => moveRows(record, wrong({})))).toMatch(/^moveRows: .* for options\.variants/);
    expect(gameRow(record, { variants })).toBeUndefined();
    expect(moveRows(record, { variants })).toEqual([]);
  });

  it('the FEN readers: unknownTurn must be a colour', () => {
    expect(refusal(() => parseFenSetup(english, '?:W22:B12', { unknownTurn: wrong('x') }))).toMatch(
      /^parseFenSetup: expected 'white' or 'black' for options\.unknownTurn, got "x"$/,
    );
    expect(refusal(() => parseFen(english, '?:W22:B12', { unknownTurn: wrong('x') }))).toMatch(
      /^parseFen: .* for options\.unknownTurn/,
    );
    expect(refusal(() => parseFenRecord(english, '?:W22:B12', { unknownTurn: wrong(1) }))).toMatch(
      /^parseFenRecord: .* for options\.unknownTurn/,
    );
    const read = parseFenSetup(english, '?:W22:B12', { unknownTurn: 'black' });
    expect(read.ok && read.value.turn).toBe('black');
  });

  it('formatFenRecord names the counter at fault', () => {
    const position = startPosition(english);
    expect(refusal(() => formatFenRecord({ position, halfmoveClock: -1 }))).toBe(
      'formatFenRecord: expected a whole number, 0 or more for record.halfmoveClock, got number',
    );
    expect(refusal(() => formatFenRecord({ position, fullmoveNumber: 0 }))).toBe(
      'formatFenRecord: expected a whole number, 1 or more for record.fullmoveNumber, got number',
    );
  });
});
