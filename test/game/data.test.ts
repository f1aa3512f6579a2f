/**
 * Games as plain data (issue 11, point 1): `gameToData` / `gameFromData` round-trip games of
 * every variant (random playouts, claimed draws, automatic draws, draw rules with no maximum)
 * through JSON and structuredClone; reviving replays every move, so bad data is answered with
 * a typed error saying where, never an exception.
 */
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  claimDraw,
  drawClaims,
  english,
  drawRules,
  frisian,
  gameEquals,
  gameFromData,
  gameMoves,
  gameStatus,
  gameToData,
  legalMoves,
  newGame,
  parseFen,
  playMove,
  playMoveText,
  russian,
  variants,
} from '../../src/index.js';
import type { Game, GameData, Variant } from '../../src/index.js';
import { gameFromFen } from './walk.js';

/** A game of `variant` from `start` (FEN or the start position) played by the choices; may end with a claimed draw. */
function playout(variant: Variant, fen: string | undefined, choices: readonly number[]): Game {
  let game: Game;
  if (fen === undefined) game = newGame(variant, { tags: { Event: 'playout', White: 'A "quoted" name' } });
  else game = gameFromFen(variant, fen);
  for (const choice of choices) {
    if (gameStatus(game).status !== 'ongoing') break;
    const claims = drawClaims(game);
    if (claims.length > 0 && choice % 2 === 0) {
      const claim = claims[0]!;
      const r = claim.now ? claimDraw(game, claim.rule) : claimDraw(game, claim.rule, claim.moves[0]);
      if (!r.ok) throw new Error(r.error.message);
      return r.value;
    }
    const moves = legalMoves(game.position, { paths: true });
    game = playMove(game, moves[choice % moves.length]!);
  }
  return game;
}

const VARIANT_STARTS: ReadonlyArray<readonly [Variant, string | undefined]> = variants.map(
  (v) => [v, undefined] as const,
);
/** Positions where draws come quickly, half of the runs whatever the number of variants. */
const DRAW_STARTS: ReadonlyArray<readonly [Variant, string | undefined]> = [
  // Kings shuttling: repetitions and claims come quickly (WCDF 1.32.1).
  [english, 'B:WK1,21:BK32,12'],
  [english, 'W:WK1,K3:BK30,K32'],
  [english, 'B:WK1:BK32'],
  [english, 'B:WK1,K3:BK30,K32'],
  // Frisian kings beside men: the king-move counters of article 17 (Position.state) round-trip.
  [frisian, 'W:WK46,K50,40:BK5,1,11'],
  // Three kings against one: a count with no maximum of pieces (maxPieces: Infinity).
  [russian, 'W:WKa1,Kc1,Ke1:BKh8'],
];

const arbitraryGame: fc.Arbitrary<Game> = fc
  .tuple(
    fc.oneof(fc.constantFrom(...VARIANT_STARTS), fc.constantFrom(...DRAW_STARTS)),
    // Small choices keep to the first moves of each list: kings shuttle and positions repeat.
    fc.oneof(fc.array(fc.nat(), { maxLength: 120 }), fc.array(fc.nat({ max: 2 }), { minLength: 30, maxLength: 120 })),
  )
  .map(([[variant, fen], choices]) => playout(variant, fen, choices));

describe('games as data', () => {
  it('a Game itself cannot be cloned (its variant holds functions); its data can', () => {
    const game = newGame(english);
    expect(() => structuredClone(game)).toThrow();
    expect(structuredClone(gameToData(game))).toMatchObject({ variant: 'english', start: 'B:W21-32:B1-12', moves: [] });
  });

  it('round-trips games of every variant, claimed draws included, through JSON and structuredClone', () => {
    let claimed = 0;
    fc.assert(
      fc.property(arbitraryGame, fc.boolean(), (game, json) => {
        if (game.claimed !== undefined) claimed++;
        const data = gameToData(game);
        const sent: unknown = json ? JSON.parse(JSON.stringify(data)) : structuredClone(data);
        const r = gameFromData(sent, { variants });
        expect(r.ok, r.ok ? '' : r.error.message).toBe(true);
        if (!r.ok) return;
        expect(gameEquals(r.value, game)).toBe(true);
        expect(r.value.rules).toEqual(game.rules);
        expect(gameStatus(r.value)).toEqual(gameStatus(game));
        expect(r.value.position).toEqual(game.position);
      }),
      { numRuns: 300 },
    );
    // The property covers claimed draws.
    expect(claimed).toBeGreaterThan(5);
  });

  it('keeps a draw rule with no maximum of pieces through JSON (Infinity is written null)', () => {
    const game = newGame(russian);
    const threeKings = game.rules.find((r) => r.id === 'three-kings');
    expect(
      threeKings?.kind === 'endgame' && threeKings.material.kind === 'lone-king' && threeKings.material.maxPieces,
    ).toBe(Infinity);
    const text = JSON.stringify(gameToData(game));
    expect(text).toContain('"maxPieces":null');
    const r = gameFromData(JSON.parse(text), { variants: [russian] });
    expect(r.ok && r.value.rules).toEqual(game.rules);
  });

  it('revives a draw claimed with the repeating move (WCDF 1.32.1), and refuses a claim the rules do not allow', () => {
    let game = gameFromFen(english, 'B:WK1,21:BK32,12');
    for (const text of ['32-28', '1-5', '28-32', '5-1', '32-28', '1-5', '28-32']) {
      const r = playMoveText(game, text);
      if (!r.ok) throw new Error(text);
      game = r.value;
    }
    const claim = claimDraw(game, 'repetition', drawClaims(game)[0]!.moves[0]);
    expect(claim.ok).toBe(true);
    if (!claim.ok) return;
    const data = gameToData(claim.value);
    expect(data.claimed).toEqual({ rule: 'repetition', source: 'WCDF 1.32.1' });
    const back = gameFromData(JSON.parse(JSON.stringify(data)), { variants: [english] });
    expect(back.ok && gameEquals(back.value, claim.value)).toBe(true);
    // One ply earlier the position has stood twice only: no claim (1.32.1 needs the third time).
    const early = { ...data, moves: data.moves.slice(0, 6) };
    expect(gameFromData(early, { variants: [english] })).toMatchObject({
      ok: false,
      error: { code: 'bad-claim', at: 'claimed' },
    });
    expect(
      gameFromData({ ...data, claimed: { rule: 'repetition', source: 'FMJD 6.1' } }, { variants: [english] }),
    ).toMatchObject({
      ok: false,
      error: { code: 'bad-claim', at: 'claimed.source' },
    });
  });

  it('refuses a move after an automatic draw (adjudicated repetition)', () => {
    const parsed = parseFen(english, 'B:WK1,21:BK32,12');
    if (!parsed.ok) throw new Error('test FEN');
    const game = newGame(parsed.value, { rules: drawRules(english, { adjudicate: true }) });
    const cycle = [
      [32, 28],
      [1, 5],
      [28, 32],
      [5, 1],
    ];
    const moves = [...cycle, ...cycle, [32, 28]].map((path) => ({ path, captured: [] }));
    const data: GameData = {
      ...gameToData(game),
      moves: moves.map((m) => ({ from: m.path[0]!, to: m.path[1]!, ...m })),
    };
    expect(gameFromData(data, { variants: [english] })).toMatchObject({
      ok: false,
      error: { code: 'game-over', at: 'moves[8]' },
    });
    const drawn = gameFromData({ ...data, moves: data.moves.slice(0, 8) }, { variants: [english] });
    expect(drawn.ok && gameStatus(drawn.value)).toMatchObject({ status: 'draw', rule: 'repetition', claimed: false });
  });

  it('answers bad data with a typed error saying where', () => {
    const good = gameToData(playout(english, undefined, [0, 1, 2, 3]));
    const at = (data: unknown): unknown => {
      const r = gameFromData(data, { variants: [english] });
      return r.ok ? 'ok' : [r.error.code, r.error.at];
    };
    expect(at(good)).toBe('ok');
    expect(at({ variant: 'english', start: good.start, moves: good.moves })).toBe('ok');
    expect(at(undefined)).toEqual(['bad-shape', undefined]);
    expect(at({ ...good, variant: 'russian' })).toEqual(['unknown-variant', 'variant']);
    expect(at({ ...good, start: 'B:W21-32:B1-12:W5' })).toEqual(['bad-fen', 'start']);
    expect(at({ ...good, moves: 'none' })).toEqual(['bad-shape', 'moves']);
    expect(at({ ...good, moves: [good.moves[0], good.moves[0]] })).toEqual(['illegal-move', 'moves[1]']);
    expect(at({ ...good, moves: [good.moves[0], { path: [1] }] })).toEqual(['bad-shape', 'moves[1].path']);
    expect(at({ ...good, tags: { Event: 5 } })).toEqual(['bad-shape', 'tags["Event"]']);
    expect(at({ ...good, rules: [{ ...good.rules![0], occurrences: 0 }] })).toEqual([
      'bad-shape',
      'rules[0].occurrences',
    ]);
    expect(at({ ...good, rules: [{ ...good.rules![1], mode: 'sometimes' }] })).toEqual(['bad-shape', 'rules[0].mode']);
    expect(at({ ...good, claimed: 'yes' })).toEqual(['bad-shape', 'claimed']);
    expect(() => gameFromData(good, { variants: english as unknown as Variant[] })).toThrow(/variants/);
  });

  it('keeps a tag named __proto__ as a tag', () => {
    const data = JSON.parse(
      '{"variant":"english","start":"B:W21-32:B1-12","moves":[],"tags":{"__proto__":"x","Event":"y"}}',
    );
    const r = gameFromData(data, { variants: [english] });
    expect(r.ok && Object.entries(r.value.tags)).toEqual([
      ['__proto__', 'x'],
      ['Event', 'y'],
    ]);
    expect(r.ok && gameToData(r.value).tags).toEqual(data.tags);
  });

  it('never throws on any value, nor on valid data with one field replaced by any JSON value', () => {
    const good = gameToData(playout(english, undefined, [3, 1, 4, 1, 5, 9, 2, 6]));
    const fields = ['variant', 'start', 'moves', 'tags', 'rules', 'claimed'] as const;
    fc.assert(
      fc.property(
        fc.oneof(
          fc.jsonValue(),
          fc.anything(),
          fc.tuple(fc.constantFrom(...fields), fc.jsonValue()).map(([f, v]) => ({ ...good, [f]: v })),
        ),
        (value) => {
          const r = gameFromData(value, { variants });
          if (!r.ok) expect(r.error.kind).toBe('data');
          else expect(gameMoves(r.value).length).toBeLessThanOrEqual(good.moves.length);
        },
      ),
      { numRuns: 1000 },
    );
    // A long array of moves is answered at its first bad entry (within the limit of 100,000 moves).
    const long = { ...good, moves: [...good.moves, ...Array.from({ length: 90_000 }, () => null)] };
    expect(gameFromData(long, { variants: [english] })).toMatchObject({
      ok: false,
      error: { code: 'bad-shape', at: `moves[${good.moves.length}]` },
    });
  });
});
