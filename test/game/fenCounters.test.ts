/**
 * lidraughts' FEN counters in games (issue 28): the halfmove clock `:H` starts the draw-rule
 * counts that far back and the move number `:F` numbers the moves; both are written only when
 * asked. lidraughts' meaning of the two (docs/sources.md, FEN counters): `H` is the plies the
 * draw count in force has run (since the last capture or man move, or since a lone-king ending
 * began), `F` the number of the move to play, one more after each move of the second player.
 */
import { describe, expect, it } from 'vitest';
import {
  CrownheadError,
  english,
  gameCounters,
  gameEquals,
  gameFromData,
  gameStatus,
  gameToData,
  international,
  newGame,
  parseFenRecord,
  playMoveText,
  startPosition,
  formatFenRecord,
  variants,
} from '../../src/index.js';
import type { Game, Variant } from '../../src/index.js';
import { canonicalGame, parsePdn, formatPdn, gameToPdn, formatGame, gameFromPdn } from '../../src/pdn/index.js';
import { walk } from './walk.js';

function fromFen(variant: Variant, fen: string): Game {
  const r = parseFenRecord(variant, fen);
  if (!r.ok) throw new Error(`test FEN ${fen}: ${r.error.message}`);
  const { position, ...counters } = r.value;
  return newGame(position, { counters });
}

const status = (game: Game): string => {
  const s = gameStatus(game);
  return s.status === 'draw' ? `draw:${s.rule}` : s.status;
};

describe('the halfmove clock feeds the draw-rule counts', () => {
  it('FMJD 6.2 (25 king moves each, 50 plies): a clock of 40 leaves 10 plies', () => {
    // Three kings each: no lone king, so only 6.2 counts (6.3 and 6.4 need a lone king).
    const game = fromFen(international, 'W:WK46,K47,K48:BK3,K4,K5:H40:F60');
    expect(status(walk(game, 9))).toBe('ongoing');
    expect(status(walk(game, 10))).toBe('draw:kings-only');
    // Without the clock the same walk is 10 plies into a 50-ply count.
    expect(status(walk(fromFen(international, 'W:WK46,K47,K48:BK3,K4,K5'), 10))).toBe('ongoing');
  });

  it('FMJD 6.4 (lone king against at most two pieces, 5 moves each, 10 plies): the clock counts from the ending', () => {
    // lidraughts' Standard.scala: in this ending H counts the plies since the ending began.
    const game = fromFen(international, 'W:WK47,K48:BK3:H6');
    expect(status(walk(game, 3))).toBe('ongoing');
    expect(status(walk(game, 4))).toBe('draw:five-move');
  });

  it('a clock at the limit is a draw at once; a man move or capture restarts the count', () => {
    expect(status(fromFen(international, 'W:WK46,K47,K48:BK3,K4,K5:H50'))).toBe('draw:kings-only');
    // With men on the board a man move starts the quiet run again (FMJD 6.2).
    const game = fromFen(international, 'W:W35,K46,K47:B16,K3,K4:H49');
    const next = playMoveText(game, '35-30');
    expect(next.ok && status(next.value)).toBe('ongoing');
    expect(next.ok && gameCounters(next.value).halfmoveClock).toBe(0);
  });
});

describe('gameCounters and the move number', () => {
  it('numbers from the start counters: one more after each move of the second player', () => {
    const game = fromFen(international, 'B:W31-50:B1-19,24:H0:F1');
    // Black (the second player in International) is to move: its move ends move 1.
    expect(gameCounters(game)).toEqual({ halfmoveClock: 0, fullmoveNumber: 1 });
    const after = playMoveText(game, '19-23');
    expect(after.ok && gameCounters(after.value)).toEqual({ halfmoveClock: 0, fullmoveNumber: 2 });
    const fromMid = fromFen(international, 'W:WK46,K47,K48:BK3,K4,K5:H4:F23');
    expect(gameCounters(walk(fromMid, 3))).toEqual({ halfmoveClock: 7, fullmoveNumber: 24 });
    // English: Black moves first (WCDF 1.4), so White's moves end each move number.
    const english1 = newGame(english);
    const two = ['11-15', '23-19'].reduce((g, t) => {
      const r = playMoveText(g, t);
      if (!r.ok) throw new Error(t);
      return r.value;
    }, english1);
    expect(gameCounters(two).fullmoveNumber).toBe(2);
  });

  it('round-trips through formatFenRecord and newGame', () => {
    const game = fromFen(international, 'W:WK46,K47:BK5:H6:F31');
    expect(formatFenRecord({ position: game.position, ...gameCounters(game) })).toBe('W:WK46,K47:BK5:H6:F31');
    expect(gameEquals(game, fromFen(international, 'W:WK46,K47:BK5:H6:F31'))).toBe(true);
    expect(gameEquals(game, fromFen(international, 'W:WK46,K47:BK5:H6:F30'))).toBe(false);
  });

  it('refuses counters no FEN can hold', () => {
    expect(() => newGame(startPosition(international), { counters: { fullmoveNumber: 0 } })).toThrow(CrownheadError);
    expect(() => newGame(startPosition(international), { counters: { halfmoveClock: 1.5 } })).toThrow(/halfmoveClock/);
  });
});

describe('lidraughts PDN with a FEN tag carrying :H and :F', () => {
  // The form lidraughts exports: its FEN tag always has both counters.
  const text = '[GameType "20"]\n[FEN "W:WK46,K47,K48:BK3,K4,K5:H40:F60"]\n\n60. 47-42 3-8 61. 42-47 *\n';

  it('replays (it was bad-color) and starts the game with the counters', () => {
    const r = gameFromPdn(parsePdn(text).games[0]!, { variants: [international] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.game.counters).toEqual({ halfmoveClock: 40, fullmoveNumber: 60 });
    expect(gameCounters(r.value.game)).toEqual({ halfmoveClock: 43, fullmoveNumber: 61 });
  });

  it('writes them back, with the move numbers starting at F', () => {
    const r = gameFromPdn(parsePdn(text).games[0]!, { variants: [international] });
    if (!r.ok) throw new Error(r.error.message);
    const pdn = gameToPdn(r.value.game);
    expect(pdn.tags.find((t) => t.name === 'FEN')?.value).toBe('W:WK46-48:BK3-5:H40:F60');
    expect(formatGame(r.value.game)).toContain('60. 47-42 3-8 61. 42-47');
    // A game without counters is written as before: no counter, numbers from 1.
    expect(formatGame(fromFen(international, 'W:WK46,K47,K48:BK3,K4,K5'))).not.toContain(':H');
  });

  it('canonicalGame keeps them; a start with :H0:F1 needs no FEN tag', () => {
    const canonical = canonicalGame(parsePdn(text).games[0]!, { variants }).game;
    expect(canonical.tags.find((t) => t.name === 'FEN')?.value).toBe('W:WK46-48:BK3-5:H40:F60');
    expect(formatPdn([canonical])).toContain('60. 47-42 3-8 61. 42-47');
    const initial = '[GameType "20"]\n[FEN "W:W31-50:B1-20:H0:F1"]\n\n1. 32-28 *\n';
    expect(canonicalGame(parsePdn(initial).games[0]!, { variants }).game.tags.some((t) => t.name === 'FEN')).toBe(
      false,
    );
    const r = gameFromPdn(parsePdn(initial).games[0]!, { variants: [international] });
    expect(r.ok && gameToPdn(r.value.game).tags.some((t) => t.name === 'FEN')).toBe(false);
    const later = '[GameType "20"]\n[FEN "W:W31-50:B1-20:H0:F7"]\n\n7. 32-28 *\n';
    expect(canonicalGame(parsePdn(later).games[0]!, { variants }).game.tags.find((t) => t.name === 'FEN')?.value).toBe(
      'W:W31-50:B1-20:H0:F7',
    );
  });

  it('keeps them through plain data', () => {
    const game = fromFen(international, 'W:WK46,K47,K48:BK3,K4,K5:H40:F60');
    const data = JSON.parse(JSON.stringify(gameToData(game)));
    expect(data.start).toBe('W:WK46-48:BK3-5:H40:F60');
    const back = gameFromData(data, { variants });
    expect(back.ok && gameEquals(back.value, game)).toBe(true);
  });
});
