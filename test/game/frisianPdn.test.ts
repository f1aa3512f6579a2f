/**
 * Frisian (GameType 40, PDN 3.0) and Frysk! (97, lidraughts) games through PDN text and back:
 * written with their GameType, read back by the registry to the same game (moves, positions, the
 * king-move counters of article 17 in a set-up FEN, status). Random playouts from the start and
 * from positions with kings among men, where orthogonal captures and the counters come up.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  frisian,
  frysk,
  gameEquals,
  gameMoves,
  setTags,
  gameStatus,
  legalMoves,
  playMove,
  newGame,
  parseFen,
  formatFen,
  variants,
} from '../../src/index.js';
import type { Game, Variant } from '../../src/index.js';
import { gameFromFen } from './walk.js';
import { parseGame, formatGame } from '../../src/pdn/index.js';

function playout(variant: Variant, fen: string | undefined, choices: readonly number[]): Game {
  let game = fen === undefined ? newGame(variant) : gameFromFen(variant, fen);
  for (const choice of choices) {
    if (gameStatus(game).status !== 'ongoing') break;
    const moves = legalMoves(game.position, { paths: true });
    game = playMove(game, moves[choice % moves.length]!);
  }
  return game;
}

const STARTS: ReadonlyArray<readonly [Variant, string | undefined]> = [
  [frisian, undefined],
  [frysk, undefined],
  // Kings among men: king moves counted (article 17), captures along rows and columns.
  [frisian, 'W:WK46,K50,31,32,33:BK5,16,17,18'],
  // White's king on 45 has moved twice in a row (lidraughts' counters, docs/variants.md).
  [frisian, 'W:W30,K45:B5,K1,12:+0+245'],
  [frysk, 'B:WK46,47,48:BK3,4,5:+103+0'],
];

describe('Frisian and Frysk! games through PDN text', () => {
  it('round-trip with their GameType, counters and status', () => {
    fc.assert(
      fc.property(fc.constantFrom(...STARTS), fc.array(fc.nat(), { maxLength: 60 }), ([variant, fen], choices) => {
        const game = playout(variant, fen, choices);
        const text = formatGame(game);
        expect(text).toContain(`[GameType "${variant.gameType},W,10,10,N2,0"]`);
        const back = parseGame(text, { variants });
        expect(back.ok, back.ok ? '' : JSON.stringify(back.error)).toBe(true);
        if (!back.ok) return;
        expect(back.value.game.variant).toBe(variant);
        // The writer adds the seven-tag roster and the GameType (and FEN for a set-up start).
        expect(back.value.game.tags['GameType']).toBe(`${variant.gameType},W,10,10,N2,0`);
        expect(gameEquals(back.value.game, setTags(game, back.value.game.tags))).toBe(true);
        expect(gameMoves(back.value.game)).toEqual(gameMoves(game));
        expect(back.value.game.position).toEqual(game.position);
        expect(formatFen(back.value.game.position)).toBe(formatFen(game.position));
        expect(gameStatus(back.value.game)).toEqual(gameStatus(game));
      }),
      { numRuns: 150 },
    );
  });

  it('the counters of a set-up start are written in the FEN tag and read back', () => {
    const start = parseFen(frisian, 'W:W30,K45:B5,K1,12:+0+245');
    expect(start.ok).toBe(true);
    if (!start.ok) return;
    const text = formatGame(newGame(start.value));
    expect(text).toContain('[FEN "W:W30,K45:B5,12,K1:+0+245"]');
    const back = parseGame(text, { variants });
    expect(back.ok && back.value.game.position.state).toEqual(start.value.state);
  });
});
