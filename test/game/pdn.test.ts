import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import {
  english,
  international,
  russian,
  brazilian,
  pool,
  canadian,
  gameMoves,
  gameStatus,
  legalMoves,
  newGame,
  parseFen,
  playMove,
  positionEquals,
  formatFen,
  variants,
} from '../../src/index.js';
import type { Game, Variant } from '../../src/index.js';
import { parsePdn, replay, formatPdn, gameFromPdn, gameToPdn } from '../../src/pdn/index.js';
import { requireShared } from '../shared.js';

function randomGame(variant: Variant, choices: readonly number[], fen?: string): Game {
  let game: Game;
  if (fen === undefined) game = newGame(variant, { rules: [] });
  else {
    const p = parseFen(variant, fen);
    if (!p.ok) throw new Error(fen);
    game = newGame(p.value, { rules: [] });
  }
  for (const choice of choices) {
    const moves = legalMoves(game.position, { paths: true });
    if (moves.length === 0) break;
    game = playMove(game, moves[choice % moves.length]!);
  }
  return game;
}

/** Same start and the very same moves (paths and captures). */
function sameRecord(a: Game, b: Game): boolean {
  const path = (g: Game): string[] => gameMoves(g).map((m) => `${m.path.join('-')}/${m.captured.join(',')}`);
  return a.variant === b.variant && positionEquals(a.start, b.start) && path(a).join(' ') === path(b).join(' ');
}

function throughText(game: Game): Game {
  const text = formatPdn([gameToPdn(game)]);
  const parsed = parsePdn(text);
  expect(parsed.games).toHaveLength(1);
  const back = gameFromPdn(parsed.games[0]!, { variants, game: { rules: [] } });
  if (!back.ok) throw new Error(`${back.error.message}\n${text}`);
  return back.value.game;
}

describe('game <-> PDN game tree', () => {
  for (const variant of [english, international, russian, brazilian, pool, canadian]) {
    it(`${variant.key}: a game written as PDN and read back is the same record (random games)`, () => {
      fc.assert(
        fc.property(fc.array(fc.nat(), { maxLength: 60 }), (choices) => {
          const game = randomGame(variant, choices);
          expect(sameRecord(throughText(game), game)).toBe(true);
        }),
        { numRuns: 25 },
      );
    });
  }

  it('keeps the exact path of a king going round a loop one way or the other', () => {
    // English: White's king on 26 takes four men round the loop; two paths of one move.
    const paths = legalMoves(randomGame(english, [], 'W:WK26:B14,15,22,23').position, { paths: true });
    expect(paths).toHaveLength(2);
    for (let i = 0; i < 2; i++) {
      const game = randomGame(english, [i], 'W:WK26:B14,15,22,23');
      expect(sameRecord(throughText(game), game)).toBe(true);
    }
  });

  it('writes GameType, FEN (for a set-up start) and Result; keeps the other tags', () => {
    const game = randomGame(international, [], 'W:WK31,K35:BK3');
    const pdn = gameToPdn({ ...game, tags: { Event: 'Test', White: 'A' } });
    const tags = Object.fromEntries(pdn.tags.map((t) => [t.name, t.value]));
    expect(tags).toEqual({ Event: 'Test', White: 'A', Result: '*', GameType: '20', FEN: formatFen(game.start) });
    expect(gameToPdn(newGame(english)).tags.map((t) => t.name)).toEqual(['Result', 'GameType']);
  });

  it('reads tags, FEN and moves; the status of the replayed game', () => {
    const text =
      '[Event "Demo"]\n[GameType "20"]\n[FEN "W:WK50,47,48:BK4,1,2"]\n[Result "1-1"]\n1. 50-45 4-10 2. 45-50 10-4 3. 50-45 4-10 4. 45-50 10-4 *\n';
    const parsed = parsePdn(text);
    const r = gameFromPdn(parsed.games[0]!, { variants });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.game.tags).toMatchObject({ Event: 'Demo', Result: '1-1' });
    const fen = parseFen(international, 'W:WK50,47,48:BK4,1,2');
    expect(fen.ok && positionEquals(r.value.game.start, fen.value)).toBe(true);
    expect(r.value.game.ply).toBe(8);
    expect(gameStatus(r.value.game)).toMatchObject({ status: 'draw', rule: 'repetition' });
  });

  it('reports a move after an automatic draw (game-over), unless the rules are turned off', () => {
    const text =
      '[GameType "20"]\n[FEN "W:WK50,47,48:BK4,1,2"]\n1. 50-45 4-10 2. 45-50 10-4 3. 50-45 4-10 4. 45-50 10-4 5. 50-45 *\n';
    const game = parsePdn(text).games[0]!;
    const r = gameFromPdn(game, { variants });
    expect(!r.ok && r.error).toMatchObject({ code: 'game-over', ply: 9 });
    const all = gameFromPdn(game, { variants, game: { rules: [] } });
    expect(all.ok && all.value.game.ply).toBe(9);
  });

  it('reports an illegal move (replay) and a setup command in the middle of a game (setup)', () => {
    const illegal = gameFromPdn(parsePdn('[GameType "21"]\n1. 11-15 23-19 2. 9-5 *\n').games[0]!, { variants });
    expect(!illegal.ok && illegal.error.code).toBe('replay');
    expect(!illegal.ok && illegal.error.problems.some((p) => p.code === 'illegal-move')).toBe(true);
    const setup = gameFromPdn(parsePdn('[GameType "21"]\n1. 11-15 /FEN "W:W21-32:B1-10,12,16"/ 23-19 *\n').games[0]!, {
      variants,
    });
    expect(!setup.ok && setup.error).toMatchObject({ code: 'setup', ply: 1 });
  });

  it('every replayable corpus game becomes a game value and writes back to the same record', (ctx) => {
    const files = ['data/pdn/checkerboard/tinsley.pdn', 'data/pdn/wiegerw-draughts/wiersma.pdn'];
    let games = 0;
    for (const file of files) {
      const parsed = parsePdn(readFileSync(requireShared(ctx, file)));
      for (const pdn of parsed.games) {
        const r = replay(pdn, { variants });
        if (!r.ok || !r.complete) continue;
        const g = gameFromPdn(pdn, { variants, game: { rules: [] } });
        expect(g.ok, `${file} game ${pdn.index}`).toBe(true);
        if (!g.ok) continue;
        expect(g.value.game.ply).toBe(r.moves.length);
        expect(sameRecord(throughText(g.value.game), g.value.game)).toBe(true);
        games++;
      }
    }
    expect(games).toBeGreaterThan(100);
  });
});
