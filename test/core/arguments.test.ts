/**
 * Plain JavaScript misuse (issue 28, section 4): an entry point that takes a variant, a
 * position or a square and is given something else throws a `CrownheadError` `bad-argument`
 * that names the function and what it expected, never a raw `TypeError` from deep inside and
 * never a silent empty answer.
 */
import { describe, expect, it } from 'vitest';
import {
  CrownheadError,
  checkPosition,
  clearBoard,
  destinations,
  english,
  formatMove,
  isLegal,
  legalMoves,
  movesFrom,
  newGame,
  nextLandings,
  outcome,
  parseFen,
  parseFenRecord,
  parseFenSetup,
  parseMove,
  parseMoveText,
  perft,
  pieceAt,
  play,
  putPiece,
  removePiece,
  russian,
  setupPosition,
  startPosition,
  formatFen,
  formatFenRecord,
} from '../../src/index.js';

/** The `CrownheadError` that `f` throws (fails the test when it throws anything else, or nothing). */
function thrown(f: () => unknown): CrownheadError {
  try {
    f();
  } catch (error) {
    expect(error).toBeInstanceOf(CrownheadError);
    return error as CrownheadError;
  }
  throw new Error('expected a CrownheadError, nothing was thrown');
}

const start = startPosition(english);
const anyArg = (value: unknown): never => value as never;
const quiet = { from: 11, to: 15, path: [11, 15], captured: [] };

describe('bad-argument for values that are not what the entry point takes', () => {
  it("newGame('english'): a key is not a variant (it was \"Cannot use 'in' operator\")", () => {
    const e = thrown(() => newGame(anyArg('english')));
    expect(e.code).toBe('bad-argument');
    expect(e.message).toContain('newGame');
    expect(e.message).toContain('variantByKey');
    // A variant and a position are both still fine.
    expect(newGame(english).ply).toBe(0);
    expect(newGame(start).position).toBe(start);
  });

  it("movesFrom(position, 'c3'): a square name is not a square number (it returned [])", () => {
    const e = thrown(() => movesFrom(start, anyArg('c3')));
    expect(e.code).toBe('bad-argument');
    expect(e.message).toContain('squareFromName');
    // Squares off the 32-square board are no squares either (PDN 3.0 numbers them 1-32).
    expect(thrown(() => movesFrom(start, 0)).code).toBe('bad-argument');
    expect(thrown(() => movesFrom(start, 33)).code).toBe('bad-argument');
    expect(thrown(() => movesFrom(start, 9.5)).code).toBe('bad-argument');
    // A playing square without a movable piece still answers [] (documented).
    expect(movesFrom(start, 5)).toEqual([]);
    expect(movesFrom(start, 9).map((m) => m.to)).toEqual([13, 14]);
  });

  it('every entry point that takes a position refuses a FEN string, a variant, a game, null', () => {
    const game = newGame(english);
    const calls: ReadonlyArray<readonly [string, (p: never) => unknown]> = [
      ['legalMoves', (p) => legalMoves(p)],
      ['isLegal', (p) => isLegal(p, quiet)],
      ['play', (p) => play(p, quiet)],
      ['outcome', (p) => outcome(p)],
      ['perft', (p) => perft(p, 1)],
      ['movesFrom', (p) => movesFrom(p, 9)],
      ['destinations', (p) => destinations(p)],
      ['nextLandings', (p) => nextLandings(p, [9])],
      ['parseMove', (p) => parseMove(p, '11-15')],
      ['formatMove', (p) => formatMove(p, quiet)],
      ['formatFen', (p) => formatFen(p)],
      ['formatFenRecord', (p) => formatFenRecord({ position: p })],
      ['pieceAt', (p) => pieceAt(p, 9)],
      ['putPiece', (p) => putPiece(p, 9, { color: 'white', role: 'man' })],
      ['removePiece', (p) => removePiece(p, 9)],
      ['clearBoard', (p) => clearBoard(p)],
    ];
    for (const [name, call] of calls) {
      for (const value of ['B:W21-32:B1-12', english, game, null, undefined, 42, {}]) {
        const e = thrown(() => call(anyArg(value)));
        expect(e.code, `${name}(${String(value)})`).toBe('bad-argument');
        expect(e.message, name).toContain(name);
      }
    }
    expect(thrown(() => legalMoves(anyArg(game))).message).toContain('game.position');
    expect(thrown(() => legalMoves(anyArg('B:W21-32:B1-12'))).message).toContain('parseFen');
  });

  it('every entry point that takes a variant refuses a key, a position, null', () => {
    for (const value of ['english', start, null, {}]) {
      expect(thrown(() => startPosition(anyArg(value))).code).toBe('bad-argument');
      expect(thrown(() => parseFen(anyArg(value), 'B:W21-32:B1-12')).code).toBe('bad-argument');
      expect(thrown(() => parseFenRecord(anyArg(value), 'B:W21-32:B1-12')).code).toBe('bad-argument');
      expect(thrown(() => setupPosition(anyArg(value), { turn: 'white', white: [22], black: [1] })).code).toBe(
        'bad-argument',
      );
      expect(thrown(() => newGame(anyArg(value === start ? 'russian' : value))).code).toBe('bad-argument');
      expect(thrown(() => parseMoveText(anyArg(value), '11-15')).code).toBe('bad-argument');
      expect(thrown(() => parseFenSetup(anyArg(value), 'B:W21-32:B1-12')).code).toBe('bad-argument');
    }
    // The order of 0.x, parseMoveText(text, variant), is refused by name, not read as a key.
    expect(thrown(() => parseMoveText(anyArg('11-15'), anyArg(english))).message).toContain('parseMoveText');
    expect(thrown(() => checkPosition(anyArg(null))).code).toBe('bad-argument');
    expect(thrown(() => checkPosition(anyArg({ ...start, variant: 'english' }))).code).toBe('bad-argument');
    // Fields of a position built by hand are what checkPosition checks: a SetupError, as before.
    expect(checkPosition(anyArg({ ...start, white: [21] }))).toMatchObject({
      ok: false,
      error: { code: 'bad-squares' },
    });
  });

  it('squares: nextLandings takes square numbers; pieceAt answers any number, refuses a name', () => {
    expect(thrown(() => nextLandings(start, anyArg('9'))).code).toBe('bad-argument');
    expect(thrown(() => nextLandings(start, anyArg(['c3']))).code).toBe('bad-argument');
    expect(thrown(() => pieceAt(startPosition(russian), anyArg('c3'))).code).toBe('bad-argument');
    expect(pieceAt(start, 99)).toBeUndefined();
    expect(pieceAt(start, 1)).toEqual({ color: 'black', role: 'man' });
  });
});
