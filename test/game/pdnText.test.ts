/**
 * PDN text in and out in one call (issue 11 point 3): `parseGame` (the variants a required
 * option, issue 30) and `formatGame`. Expected results come from the rules (a side with no piece left has lost:
 * WCDF 1.30, FMJD 7.2; the third occurrence of a position is a draw: FMJD 6.1), from the PDN
 * convention for the first number of a result (PDN 2.0 and CheckerBoard: the first number
 * belongs to the first player, docs/sources.md, PDN 3.0 (results); `2-0` style for GameType 20
 * and 27, PDN 3.0 result types), from the seven-tag roster's "unknown" values (section 1.3), and
 * from the real files of ../shared/data/pdn.
 */
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
  gameEquals,
  gameMoves,
  gameResult,
  gameStatus,
  legalMoves,
  newGame,
  parseFen,
  playMove,
  playMoveText,
  setTags,
  variants,
} from '../../src/index.js';
import type { Game, Variant } from '../../src/index.js';
import { gameFromPdn, gameTypeInfo, parsePdn, resultMeaning, parseGame, formatGame } from '../../src/pdn/index.js';
import { requireShared } from '../shared.js';

const VARIANTS = [english, international, russian, brazilian, pool, canadian];

/** The full GameType of a variant, as PDN 3.0 lists it (docs/sources.md, PDN 3.0: tags). */
const fullGameType = (variant: Variant): string => gameTypeInfo(variant.gameType)!.fullForm;

/** A random game under the variant's own draw rules, stopped when the game is over. */
function playout(variant: Variant, choices: readonly number[], tags: Record<string, string>): Game {
  let game = newGame(variant, { tags });
  for (const choice of choices) {
    if (gameStatus(game).status !== 'ongoing') break;
    const moves = legalMoves(game.position, { paths: true });
    game = playMove(game, moves[choice % moves.length]!);
  }
  return game;
}

/** A game from a FEN, with moves played by their text. */
function fromFen(variant: Variant, fen: string, ...moves: string[]): Game {
  const start = parseFen(variant, fen);
  if (!start.ok) throw new Error(`${fen}: ${start.error.message}`);
  let game = newGame(start.value);
  for (const move of moves) {
    const r = playMoveText(game, move);
    if (!r.ok) throw new Error(`${move}: ${r.error.message}`);
    game = r.value;
  }
  return game;
}

function read(text: string, options?: Partial<Parameters<typeof parseGame>[1]>): Game {
  const r = parseGame(text, { variants, ...options });
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}\n${text}`);
  return r.value.game;
}

/** True when the text's last token, after the moves, is `token` (the writer may wrap before it). */
const endsWith = (text: string, token: string): boolean =>
  text.endsWith(` ${token}\n`) || text.endsWith(`\n${token}\n`);

/** Printable ASCII, quotes and backslashes included (tag values are escaped, section 1.3). */
const tagValue = fc.stringMatching(/^[ -~]{0,16}$/);

describe('formatGame then parseGame gives the same game', () => {
  for (const variant of VARIANTS) {
    it(`${variant.key}: random playouts (the text adds the roster, Result and GameType tags)`, () => {
      fc.assert(
        fc.property(fc.array(fc.nat(), { maxLength: 80 }), tagValue, tagValue, (choices, white, black) => {
          const game = playout(variant, choices, { Event: 'Round trip', White: white, Black: black });
          const text = formatGame(game);
          const result = gameResult(game);
          // A decided game ends with its result after the moves; an undecided one with `*`.
          expect(endsWith(text, result)).toBe(true);
          const expected = setTags(game, {
            Site: '?',
            Date: '????.??.??',
            Round: '?',
            Result: result,
            GameType: fullGameType(variant),
          });
          expect(gameEquals(read(text), expected)).toBe(true);
        }),
        { numRuns: 20 },
      );
    });
  }
});

describe('decided games are written with their result after the moves', () => {
  // White takes Black's last piece: Black has no piece left and has lost (WCDF 1.30, FMJD 7.2).
  // The first number belongs to the first player: Black in English and pool (so a White win is
  // 0-1), White in the others; International and Canadian write 2-0 (PDN 3.0 result types).
  const CASES: ReadonlyArray<readonly [Variant, string, string, string]> = [
    [english, 'W:W27:B24', '27x20', '0-1'],
    [pool, 'W:W27:B24', '27x20', '0-1'],
    [international, 'W:W28:B23', '28x19', '2-0'],
    [canadian, 'W:W33:B27', '33x22', '2-0'],
    [russian, 'W:Wc3:Bd4', 'c3xe5', '1-0'],
    [brazilian, 'W:Wc3:Bd4', 'c3xe5', '1-0'],
  ];

  it.each(CASES.map(([variant, ...rest]) => [variant.key, variant, ...rest] as const))(
    '%s: a White win by capturing the last piece',
    (_key, variant, fen, move, token) => {
      const game = fromFen(variant, fen, move);
      expect(gameStatus(game)).toMatchObject({ status: 'win', winner: 'white', reason: 'no-pieces' });
      const text = formatGame(game);
      // White is the second player in English and pool, so its move is numbered `1...`.
      const number = variant.firstPlayer === 'white' ? '1.' : '1...';
      expect(text.endsWith(`\n${number} ${move} ${token}\n`)).toBe(true);
      expect(text).toContain(`[Result "${token}"]`);
      expect(resultMeaning(token, variant.firstPlayer)).toEqual({ kind: 'win', winner: 'white' });
      const back = parseGame(text, { variants });
      expect(back.ok && gameStatus(back.value.game)).toMatchObject({ status: 'win', winner: 'white' });
      // Unless asked otherwise: the result then stays in its tag only (PDN 3.0).
      const plain = formatGame(game, { resultToken: false });
      expect(plain.endsWith(`${move} *\n`)).toBe(true);
      expect(plain).toContain(`[Result "${token}"]`);
    },
  );

  it('International: the third occurrence of a position is a draw, written 1-1 (FMJD 6.1)', () => {
    const game = fromFen(
      international,
      'W:WK50,47,48:BK4,1,2',
      '50-45',
      '4-10',
      '45-50',
      '10-4',
      '50-45',
      '4-10',
      '45-50',
      '10-4',
    );
    expect(gameStatus(game)).toMatchObject({ status: 'draw', rule: 'repetition' });
    expect(formatGame(game).endsWith(' 10-4 1-1\n')).toBe(true);
  });

  it('a game still going on ends with *; a Result tag set by hand (a resignation) is written', () => {
    const game = fromFen(english, 'B:W21-32:B1-12', '11-15');
    expect(formatGame(game).endsWith('\n1. 11-15 *\n')).toBe(true);
    const resigned = setTags(game, { Result: '0-1' });
    expect(formatGame(resigned).endsWith('\n1. 11-15 0-1\n')).toBe(true);
  });

  it('a game read as unfinished (Result "*") and played to its end is written with its result', () => {
    const game = read('[GameType "21"]\n[Result "*"]\n[FEN "W:W27:B24"]\n*');
    const r = playMoveText(game, '27x20');
    expect(r.ok && formatGame(r.value)).toContain('[Result "0-1"]');
    expect(r.ok && formatGame(r.value).endsWith(' 27x20 0-1\n')).toBe(true);
  });
});

describe('parseGame: exactly one game, or an error that says why', () => {
  const TWO = '[GameType "21"]\n1. 11-15 23-19 *\n\n[GameType "21"]\n1. 9-13 22-18 *\n';

  it('a text with several games is an error that says how many, unless index picks one', () => {
    const r = parseGame(TWO, { variants });
    expect(!r.ok && r.error).toMatchObject({ kind: 'parse-game', code: 'several-games', games: 2 });
    expect(!r.ok && r.error.message).toContain('2 games');
    expect(gameMoves(read(TWO, { index: 2 })).map((m) => m.from)).toEqual([9, 22]);
    expect(gameMoves(read(TWO, { index: 1 })).map((m) => m.from)).toEqual([11, 23]);
    const none = parseGame(TWO, { variants, index: 3 });
    expect(!none.ok && none.error).toMatchObject({ code: 'no-such-game', games: 2 });
  });

  it('a text with no game is an error', () => {
    for (const text of ['', '   \n', '\n\n']) {
      const r = parseGame(text, { variants });
      expect(!r.ok && r.error.code, JSON.stringify(text)).toBe('no-game');
    }
  });

  it('reading errors are errors with line and column; deviations are warnings, or errors in strict mode', () => {
    const unclosed = parseGame('[GameType "21"]\n1. 11-15 {never closed *', { variants });
    expect(!unclosed.ok && unclosed.error).toMatchObject({ code: 'parse', line: 2, column: 10 });
    const semicolon = '[GameType "21"]\n1. 11-15 ; a note\n*';
    const lenient = parseGame(semicolon, { variants });
    expect(lenient.ok && lenient.value.problems.map((p) => [p.severity, p.code, p.line, p.column])).toEqual([
      ['warning', 'semicolon-comment', 2, 10],
    ]);
    const strict = parseGame(semicolon, { variants, mode: 'strict' });
    expect(!strict.ok && strict.error).toMatchObject({ code: 'parse', line: 2, column: 10 });
  });

  it('an illegal move is a replay error with its line, column and ply', () => {
    // 9-5: square 5 holds a black man at the start (docs/sources.md, boards and numbering).
    const r = parseGame('[GameType "21"]\n1. 11-15 23-19 2. 9-5 *', { variants });
    expect(!r.ok && r.error).toMatchObject({ code: 'replay', line: 2, column: 19, ply: 3 });
    expect(!r.ok && r.error.problems.map((p) => p.code)).toEqual(['illegal-move']);
  });

  it('a GameType none of the variants given plays is unsupported-variant', () => {
    const text = '[GameType "20"]\n1. 32-28 *';
    const r = parseGame(text, { variants: [english] });
    expect(!r.ok && r.error.code).toBe('replay');
    expect(!r.ok && r.error.problems.map((p) => p.code)).toEqual(['unsupported-variant']);
    expect(read(text).variant).toBe(international);
    const among = parseGame(text, { variants: [english, international] });
    expect(among.ok && among.value.game.variant).toBe(international);
  });

  // Issue 30, D7: a kind names one error type. A text's errors, those of reading and those that
  // come from the tree's conversion (replay, setup, game-over), are 'parse-game'; a tree's are
  // 'game-from-pdn'.
  it("every error of parseGame has kind 'parse-game', every error of gameFromPdn 'game-from-pdn'", () => {
    const texts: Record<string, string> = {
      parse: '[GameType "21"]\n1. 11-15 {never closed *',
      'no-game': '',
      'several-games': TWO,
      replay: '[GameType "21"]\n1. 11-15 23-19 2. 9-5 *',
      setup: '[GameType "21"]\n1. 11-15 /FEN "W:W21-32:B1-10,12,16"/ 23-19 *',
    };
    for (const [code, text] of Object.entries(texts)) {
      const r = parseGame(text, { variants });
      expect(!r.ok && [r.error.kind, r.error.code], code).toEqual(['parse-game', code]);
    }
    const tree = parsePdn(texts['replay']!).games[0]!;
    const fromTree = gameFromPdn(tree, { variants });
    expect(!fromTree.ok && [fromTree.error.kind, fromTree.error.code]).toEqual(['game-from-pdn', 'replay']);
  });

  it('does not change its input', () => {
    const bytes = new TextEncoder().encode(TWO);
    const copy = bytes.slice();
    parseGame(bytes, { variants, index: 1 });
    expect(bytes).toEqual(copy);
  });
});

describe('real files (../shared/data/pdn)', () => {
  it('tinsley.pdn: 724 games, so an error unless one is picked; game 541 has its illegal move at ply 123', (ctx) => {
    const text = readFileSync(requireShared(ctx, 'data/pdn/checkerboard/tinsley.pdn'));
    // 724 games: the file has 724 Event tags, one per game.
    expect(text.toString('latin1').match(/^\[Event /gm)).toHaveLength(724);
    const all = parseGame(text, { variants });
    expect(!all.ok && all.error).toMatchObject({ code: 'several-games', games: 724 });
    const bad = parseGame(text, { variants, index: 541 });
    expect(!bad.ok && bad.error).toMatchObject({ code: 'replay', line: 5588, column: 5, ply: 123 });
  });

  it('tinsley.pdn: each game, read from its own text, is written with its result and read back the same', (ctx) => {
    const bytes = readFileSync(requireShared(ctx, 'data/pdn/checkerboard/tinsley.pdn'));
    const text = new TextDecoder().decode(bytes);
    const games = parsePdn(text).games;
    let converted = 0;
    for (let i = 0; i < games.length; i++) {
      const start = games[i]!.location!.offset;
      const end = i + 1 < games.length ? games[i + 1]!.location!.offset : text.length;
      const r = parseGame(text.slice(start, end), { variants });
      if (!r.ok) {
        expect(games[i]!.index, r.error.message).toBe(541);
        continue;
      }
      const game = r.value.game;
      const result = game.tags.Result!;
      // The games end by resignation or agreement: the result is the file's Result tag.
      expect(gameStatus(game).status).toBe('ongoing');
      const written = formatGame(game);
      expect(endsWith(written, result), `game ${i + 1}`).toBe(true);
      const roster = { Event: '?', Site: '?', Date: '????.??.??', Round: '?', White: '?', Black: '?', ...game.tags };
      expect(
        gameEquals(read(written), setTags(game, { ...roster, GameType: fullGameType(english) })),
        `game ${i + 1}`,
      ).toBe(true);
      converted++;
    }
    expect(converted).toBe(723);
  });

  it('wiersma.pdn (International): each game converted, 2-0 / 0-2 / 1-1 after the moves', (ctx) => {
    const text = new TextDecoder().decode(readFileSync(requireShared(ctx, 'data/pdn/wiegerw-draughts/wiersma.pdn')));
    const games = parsePdn(text).games;
    expect(games).toHaveLength(34);
    for (const pdn of games) {
      const r = parseGame(text, { variants, index: pdn.index!, game: { rules: [] } });
      expect(r.ok, `game ${pdn.index}`).toBe(true);
      if (!r.ok) continue;
      const result = r.value.game.tags.Result!;
      expect(['2-0', '0-2', '1-1']).toContain(result);
      expect(endsWith(formatGame(r.value.game), result)).toBe(true);
    }
  });
});
