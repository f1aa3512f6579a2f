/**
 * Which variant a game is read as when its file does not say (no GameType tag), or says a number
 * its moves contradict: the variants whose board and numbering fit are weighed by the moves
 * (issue 28). Expected values come from the files of the shared corpus (their README says which
 * game each file holds: Campionato_Assoluto_2005.pdn Italian, mrcd*.pdn and mrdrcd*.pdn Czech)
 * and from the rules, never from a snapshot of our own output.
 */
import { describe, expect, it } from 'vitest';
import { brazilian, czech, english, international, italian, pool, russian, variants } from '../../src/index.js';
import type { Variant } from '../../src/index.js';
import { parsePdn, replay } from '../../src/pdn/index.js';
import type { PdnGame, Replay, ReplayOptions } from '../../src/pdn/index.js';
import { describeShared } from '../shared.js';
import { corpusBytes } from './corpus.js';

const ITALIAN = 'wiegerw-pdn/succeed/Campionato_Assoluto_2005.pdn';
const CZECH = [
  'wiegerw-pdn/succeed/mrcd2000kval.pdn',
  'wiegerw-pdn/succeed/mrcd2006.pdn',
  'wiegerw-pdn/succeed/mrcd2007.pdn',
  'wiegerw-pdn/fail/mrdrcd07.pdn',
  'wiegerw-pdn/fail/mrdrcd08.pdn',
];

function games(file: string): readonly PdnGame[] {
  return parsePdn(corpusBytes(file)).games;
}

function codes(r: Replay): string[] {
  return r.problems.map((p) => `${p.severity} ${p.code}`);
}

/** The game with a GameType tag added (the tag a producer might have written). */
function tagged(game: PdnGame, value: string): PdnGame {
  return { ...game, tags: [...game.tags, { name: 'GameType', value }] };
}

/** The game's moves replayed under one variant, whatever the tags say. */
function as(variant: Variant, game: PdnGame, options?: ReplayOptions): Replay {
  return replay(game, { ...options, variant });
}

/**
 * Games whose text breaks every variant's rules at a known ply: the file's own move, checked by
 * hand against the rulebook (the reason is written beside each).
 */
const KNOWN: Readonly<Record<string, Readonly<Record<number, readonly [code: string, ply: number]>>>> = {
  [ITALIAN]: {
    // 13. ... 3x26 takes three men either way (6, 13, 21 or 6, 14, 22), the same value under
    // every Italian precedence step, so the text must give the path (PDN 3.0 restriction 8).
    46: ['ambiguous-move', 26],
  },
  'wiegerw-pdn/succeed/mrcd2006.pdn': {
    // 24... a1xf6xh8 names f6, a square the king flies over: its landing squares are a1xe5xh8
    // (PDN 3.0 restriction 9).
    27: ['illegal-move', 48],
  },
  'wiegerw-pdn/fail/mrdrcd08.pdn': {
    // b8xe5xh2 and a1xe5xh8: a flying king's path written through squares it flies over (the
    // legal paths are b8xd6xh2 and a1xd4xh8; restriction 9), as in mrcd2006.pdn game 27.
    10: ['illegal-move', 33],
    11: ['illegal-move', 28],
  },
};

describeShared('a game without a GameType tag is read as the variant its moves fit (issue 28)', () => {
  it('all 53 Italian games of Campionato_Assoluto_2005.pdn, which English stops at ply 1, replay as Italian', () => {
    const all = games(ITALIAN);
    expect(all.length).toBe(53);
    for (const game of all) {
      // As English (Black moves first, WCDF 1.4), White's opening move is the wrong side's.
      const asEnglish = as(english, game);
      expect(
        [asEnglish.moves.length, asEnglish.problems.find((p) => p.severity === 'error')?.ply],
        `game ${game.index}`,
      ).toEqual([0, 1]);
      const r = replay(game, { variants });
      expect(r.variant, `game ${game.index}`).toBe(italian);
      expect(r.gameType).toBe(22);
      const known = KNOWN[ITALIAN]![game.index!];
      const error = r.problems.find((p) => p.severity === 'error');
      if (known === undefined) {
        expect([r.ok, r.complete, r.moves.length], `game ${game.index}: ${error?.message}`).toEqual([
          true,
          true,
          game.moves.length,
        ]);
      } else expect([error?.code, error?.ply], `game ${game.index}`).toEqual(known);
      // The warning names the choice and the variants weighed, English among them.
      const guess = r.problems.filter((p) => p.code === 'variant-guessed');
      expect(guess.map((p) => p.severity)).toEqual(['warning']);
      expect(guess[0]!.message).toContain('Italian draughts (22)');
      expect(guess[0]!.message).toMatch(/english \(stops at ply 1\)/);
    }
  });

  it('replay(game, { variants: [italian] }) reads a game without GameType as Italian (was unsupported-variant)', () => {
    const game = games(ITALIAN)[0]!;
    const r = replay(game, { variants: [italian] });
    expect([r.ok, r.variant?.key, r.moves.length]).toEqual([true, 'italian', game.moves.length]);
    expect(codes(r)).toEqual(['warning variant-guessed']);
    // Only the variants given are weighed: with English alone the game stops at ply 1.
    const englishOnly = replay(game, { variants: [english] });
    expect([englishOnly.variant?.key, englishOnly.moves.length]).toEqual(['english', 0]);
  });

  it.each(CZECH)(
    '%s: every game replays as far as Czech rules take it, and as Czech whenever Russian and Brazilian rules stop it',
    (file) => {
      const known = KNOWN[file] ?? {};
      let czechGames = 0;
      for (const game of games(file)) {
        if (game.moves.length === 0) continue; // an empty game names no square to weigh
        const r = replay(game, { variants });
        const underCzech = as(czech, game);
        const where = `game ${game.index}`;
        // The guess never goes less far than Czech rules (the file's own game) do.
        expect(r.moves.length, where).toBe(underCzech.moves.length);
        const failure = known[game.index!];
        const error = r.problems.find((p) => p.severity === 'error');
        if (failure === undefined) expect([r.ok, r.complete], `${where}: ${error?.message}`).toEqual([true, true]);
        else expect([error?.code, error?.ply], where).toEqual(failure);
        // Russian (25) and Brazilian (26) come before Czech (29) in the order that breaks ties;
        // a game that breaks both of their rules and not Czech's is read as Czech.
        const russianStops = !as(russian, game).complete;
        const brazilianStops = !as(brazilian, game).complete;
        if (russianStops && brazilianStops && failure === undefined) expect(r.variant, where).toBe(czech);
        if (r.variant === czech) czechGames++;
        expect(['russian', 'brazilian', 'czech'], where).toContain(r.variant!.key);
      }
      expect(czechGames).toBeGreaterThan(0);
    },
  );

  it.each(CZECH)('%s with the default game type 29 (--variant czech): every game is Czech, no guess', (file) => {
    for (const game of games(file)) {
      const r = replay(game, { variants, defaultGameType: 29 });
      expect(r.variant, `game ${game.index}`).toBe(czech);
      expect(
        codes(r).filter((c) => c.includes('variant-guessed') || c.includes('gametype-contradicted')),
        `game ${game.index}`,
      ).toEqual([]);
    }
  });
});

describeShared('a GameType tag that the moves contradict is reported with the variant they fit (issue 28)', () => {
  it('Italian games tagged 21 (English) are read as Italian, with gametype-contradicted naming both', () => {
    for (const game of games(ITALIAN).slice(0, 10)) {
      const r = replay(tagged(game, '21'), { variants });
      expect([r.variant?.key, r.gameType, r.gameTypeSource], `game ${game.index}`).toEqual(['italian', 22, 'moves']);
      expect(codes(r), `game ${game.index}`).toEqual(['warning gametype-contradicted']);
      const message = r.problems[0]!.message;
      expect(message).toContain('English draughts (21)');
      expect(message).toContain('stop at ply 1');
      expect(message).toContain('Italian draughts (22)');
      // Strict mode: the same reading, as an error.
      const strict = replay(tagged(game, '21'), { variants, mode: 'strict' });
      expect([strict.ok, strict.variant?.key, codes(strict)]).toEqual([
        false,
        'italian',
        ['error gametype-contradicted'],
      ]);
    }
  });

  it('a number outside the PDN 3.0 table (32) is read as the variant the moves fit, and said so', () => {
    const game = games(ITALIAN)[1]!;
    const r = replay(tagged(game, '32'), { variants });
    expect([r.ok, r.variant?.key, codes(r)]).toEqual([true, 'italian', ['warning gametype-contradicted']]);
    expect(r.problems[0]!.message).toContain('32');
  });

  it('Czech games tagged 25 (Russian) that Russian rules stop are read as Czech', () => {
    let seen = 0;
    for (const game of games('wiegerw-pdn/succeed/mrcd2007.pdn')) {
      const russianReach = as(russian, game);
      if (russianReach.complete || game.moves.length - russianReach.moves.length < 10) continue;
      const r = replay(tagged(game, '25'), { variants });
      expect([r.variant?.key, codes(r)], `game ${game.index}`).toEqual(['czech', ['warning gametype-contradicted']]);
      seen++;
    }
    expect(seen).toBeGreaterThan(10);
  });

  it('a GameType the moves follow is obeyed without a word, and a tag whose game is not considered stays unsupported', () => {
    const game = games(ITALIAN)[0]!;
    expect(codes(replay(tagged(game, '22'), { variants }))).toEqual([]);
    expect(codes(replay(tagged(game, '22'), { variants: [english] }))).toEqual(['error unsupported-variant']);
  });
});

describe('weighing the variants (no shared data)', () => {
  // 11-15 23-19 8-11 22-17: no capture arises, so English (21) and American pool (23), which
  // share board, numbering and first player, both replay it; ties go to English, first in the
  // documented order.
  const tie = '1. 11-15 23-19 2. 8-11 22-17 *';

  it('a tie goes to the earlier variant of the documented order, and the warning lists the rest as not replayed', () => {
    const r = replay(parsePdn(tie).games[0]!, { variants });
    expect([r.variant?.key, r.ok, r.gameTypeSource]).toEqual(['english', true, 'moves']);
    expect(as(pool, parsePdn(tie).games[0]!).complete).toBe(true);
    expect(r.problems[0]!.message).toMatch(/not replayed, since a tie goes to the earlier: .*pool/);
  });

  it('onMove hears the moves of the chosen variant only', () => {
    // The opening of Campionato_Assoluto_2005.pdn game 19, White to move: English replays its
    // first two plies (23-19 and 12-16 lie on English diagonals too), then 28-23 is no English
    // move; Italian replays every ply. The two English plies must not be heard.
    const text = '[FEN "W:W21-32:B1-12"] 1. 23-19 12-16 2. 28-23 8-12 3. 21-18 10-14 4. 19x10 5x21 5. 25x18 6-10 *';
    const game = parsePdn(text).games[0]!;
    expect(as(english, game).moves.length).toBe(2);
    const heard: string[] = [];
    const r = replay(game, { variants, onMove: (node) => heard.push(node.move) });
    expect(r.variant?.key).toBe('italian');
    expect(heard).toEqual(['23-19', '12-16', '28-23', '8-12', '21-18', '10-14', '19x10', '5x21', '25x18', '6-10']);
  });

  it('a short text does not overrule a GameType tag (one move proves little)', () => {
    // 22-18 is White's move: English's wrong side (WCDF 1.4), Italian's legal opening.
    const r = replay(parsePdn('[GameType "21"] 1. 22-18 *').games[0]!, { variants });
    expect([r.variant?.key, codes(r)]).toEqual(['english', ['error illegal-move']]);
  });

  it('a 10x10 game names squares above 32: only 10x10 variants are weighed', () => {
    const r = replay(parsePdn('1. 32-28 19-23 2. 37-32 *').games[0]!, { variants });
    expect(r.variant).toBe(international);
    expect(r.problems[0]!.message).toMatch(/candidates in order: international/);
    expect(r.problems[0]!.message).not.toContain('english');
  });
});

describe('a short text is not weighed against other variants when its first move plays', () => {
  it('1. 11-15 22-18 2. 15-19 stays English with its error (a legal Thai text of three half-moves)', () => {
    // After 22-18 Black must take 15x22 (WCDF 1.20), so 15-19 is illegal in English.
    const r = replay(parsePdn('1. 11-15 22-18 2. 15-19 *').games[0]!, { variants });
    expect([r.variant?.key, r.moves.length]).toEqual(['english', 2]);
    expect(codes(r)).toEqual(['warning variant-guessed', 'error illegal-move']);
    expect(r.problems[0]!.message).toContain('fewer than ten half-moves');
    expect(r.problems[0]!.message).toContain('pool (stops at ply 3)');
  });

  it('a short text whose first move is no English move is still weighed: Italian', () => {
    const r = replay(parsePdn('1. 21-17 10-14 2. 24-20 *').games[0]!, { variants });
    expect([r.variant?.key, r.ok]).toEqual(['italian', true]);
  });
});
