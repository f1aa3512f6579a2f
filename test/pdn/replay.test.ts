/**
 * Replaying PDN games with the rules (docs/sources.md, PDN 3.0):
 * which variant, which start, every move resolved or reported with its ply, line and column;
 * and the games of ../shared/data/pdn: each replays legally, or is named below with the move
 * and the rule it breaks, or (for a variant crownhead does not play yet) is reported as
 * `unsupported-variant`.
 *
 * Square map of English draughts (Black at the top, docs/sources.md, Boards and numbering):
 *
 *     .  1  .  2  .  3  .  4
 *     5  .  6  .  7  .  8  .
 *     .  9  . 10  . 11  . 12
 *    13  . 14  . 15  . 16  .
 *     . 17  . 18  . 19  . 20
 *    21  . 22  . 23  . 24  .
 *     . 25  . 26  . 27  . 28
 *    29  . 30  . 31  . 32  .
 */
import { describe, it, expect } from 'vitest';
import { english, formatFen, variants } from '../../src/index.js';
import { canonicalGame, detectGameType, parsePdn, replay, resultMeaning, formatPdn } from '../../src/pdn/index.js';
import type { PdnGame, Replay, ReplayOptions } from '../../src/pdn/index.js';
import { describeShared } from '../shared.js';
import { corpusBytes, corpusFiles } from './corpus.js';

function game(text: string): PdnGame {
  return parsePdn(text).games[0]!;
}

function run(text: string, options?: Partial<ReplayOptions>): Replay {
  return replay(game(text), { variants, ...options });
}

const codes = (r: Replay): string[] =>
  r.problems.map((p) => `${p.severity} ${p.code}${p.ply === undefined ? '' : ` ply ${p.ply}`}`);

describe('replay of English games', () => {
  it('replays a game from the start, keeping every position and move', () => {
    const r = run('[GameType "21"] 1. 11-15 23-19 2. 8-11 22-17 *');
    expect(r.ok).toBe(true);
    expect(r.variant).toBe(english);
    expect(r.gameType).toBe(21);
    expect(r.gameTypeSource).toBe('gametype');
    expect(r.moves.map((m) => m.path.join('-'))).toEqual(['11-15', '23-19', '8-11', '22-17']);
    expect(r.positions).toHaveLength(5);
    expect(formatFen(r.positions[0]!)).toBe('B:W21-32:B1-12');
    // Black 11-15 and 8-11, White 23-19 and 22-17; Black to move again.
    expect(formatFen(r.positions[4]!)).toBe('B:W17,19,21,24-32:B1-7,9-12,15');
    expect(r.complete).toBe(true);
  });

  it('reports the first illegal move with its ply, line and column, and keeps the positions up to it', () => {
    const r = run('[GameType "21"]\n1. 11-15 23-19 2. 9-14 28-24 3. 5-9 *');
    expect(r.ok).toBe(false);
    expect(r.complete).toBe(false);
    expect(r.problems).toHaveLength(1);
    expect(r.problems[0]).toMatchObject({
      severity: 'error',
      code: 'illegal-move',
      ply: 4,
      line: 2,
      column: 24,
      game: 1,
    });
    // 24 holds a white man: white cannot move onto it.
    expect(r.problems[0]!.message).toContain('24 is occupied');
    expect(r.moves).toHaveLength(3);
    expect(r.positions).toHaveLength(4);
  });

  it('a problem has the key `ply` only when it belongs to a move (PdnProblem: ply of a problem with a move)', () => {
    // The illegal move is the 4th half-move (Black 11-15, White 23-19, Black 9-14, White 28-24
    // onto a white man); the bad FEN (a list of squares without W or B) belongs to no move.
    const atMove = run('[GameType "21"]\n1. 11-15 23-19 2. 9-14 28-24 *').problems;
    expect(atMove.map((p) => Object.keys(p))).toEqual([
      ['kind', 'severity', 'code', 'message', 'game', 'offset', 'line', 'column', 'ply'],
    ]);
    const beforeMoves = run('[GameType "21"] [FEN "W:5:B1"] *').problems;
    expect(beforeMoves.map((p) => 'ply' in p)).toEqual([false]);
  });

  it('says which rule a move breaks: a compulsory capture, no piece, the wrong side', () => {
    // After 11-15 23-19 9-14 the black man on 15 may take 19? No: 24 is occupied. White to move;
    // 22-18 then 15x22 is compulsory for Black (WCDF 1.20).
    const capture = run('[GameType "21"] 1. 11-15 23-19 2. 9-14 22-18 3. 8-11 *');
    expect(capture.problems[0]!.message).toMatch(/captures are compulsory/);
    expect(run('[GameType "21"] 1. 13-17 *').problems[0]!.message).toContain('there is no piece on 13');
    expect(run('[GameType "21"] 1. 22-18 *').problems[0]!.message).toContain(
      "the piece on 22 is white's, but black is to move",
    );
  });

  it('reports a short capture that fits two different captures as ambiguous (PDN 3.0 restriction 8)', () => {
    // Black man on 10; 10x26 takes 14 and 22 (via 17) or 15 and 23 (via 19).
    const r = run('[GameType "21"] [FEN "B:W14,15,22,23:B10"] 1. 10x26 *');
    expect(codes(r)).toEqual(['error ambiguous-move ply 1']);
    expect(r.problems[0]!.message).toContain('10x17x26 or 10x19x26');
    expect(run('[GameType "21"] [FEN "B:W14,15,22,23:B10"] 1. 10x17x26 *').ok).toBe(true);
    expect(run('[GameType "21"] [FEN "B:W14,15,22,23:B10"] 1. 10x19x26 *').ok).toBe(true);
  });

  it('reads a capture written with - (PDN 2.0) and a quiet move written with x (CheckerBoard), each with a warning', () => {
    const dash = run('[GameType "21"] [FEN "B:W14:B10"] 1... 10-17 *');
    expect(dash.ok).toBe(true);
    expect(codes(dash)).toEqual(['warning separator ply 1']);
    expect(dash.moves[0]!.captured).toEqual([14]);
    const cross = run('[GameType "21"] 1. 11x15 *');
    expect(cross.ok).toBe(true);
    expect(codes(cross)).toEqual(['warning separator ply 1']);
  });

  it('starts from the FEN tag (trailing dot, ? side to move) and applies setup commands where they stand', () => {
    const fen = run('[FEN "W:W22,30:B15."] 1. 22-18 15x22 *');
    expect(fen.ok).toBe(true);
    expect(fen.moves.map((m) => m.path.join(m.captured.length > 0 ? 'x' : '-'))).toEqual(['22-18', '15x22']);
    const unknown = run('[GameType "21"] [FEN "?:W22:B15"] 1. 15-19 *');
    expect(codes(unknown)).toEqual(['warning unknown-turn']);
    expect(unknown.ok).toBe(true);
    const setup = run('[GameType "21"] 1. 11-15 /FEN "W:W21-32:B1-12"/ 1... 22-18 *');
    expect(setup.ok).toBe(true);
    expect(formatFen(setup.positions[1]!)).toBe('W:W21-32:B1-12');
  });

  it('reports a FEN that cannot be read for the variant', () => {
    const r = run('[GameType "21"] [FEN "W:W18,K15,33:BK30"] *');
    expect(codes(r)).toEqual(['error bad-fen']);
    expect(r.start).toBeUndefined();
  });

  it('lenient replay loads a man on its crowning row as a king, with a warning; strict refuses it (WCDF 1.16)', () => {
    // White is crowned on 1-4: a white man on 1 would already be a king, so the book means K1.
    const text = '[GameType "21"]\n[FEN "W:W18,K15,1:BK30"]\n1. 1-5 *';
    const r = run(text);
    expect(codes(r)).toEqual(['warning man-on-crowning-row']);
    expect(r.problems[0]).toMatchObject({ line: 2, column: 1 });
    expect(r.problems[0]!.message).toContain("a white man on 1 stands on White's crowning row; loaded as a king");
    expect(formatFen(r.start!)).toBe('W:W18,K1,K15:BK30');
    // As a king it may step backward, 1-5 (WCDF 1.17); a man could not.
    expect(r.ok).toBe(true);
    const strict = run(text, { mode: 'strict' });
    expect(codes(strict)).toEqual(['error bad-fen']);
    expect(strict.problems[0]!.message).toContain('would already have been crowned');
  });

  it('lenient replay reads W::. (no colour, no piece) as an empty board with a warning; strict refuses it', () => {
    const r = run('[GameType "21"] [FEN "W::."] 1/2-1/2');
    expect(codes(r)).toEqual(['warning unnamed-fen-list']);
    expect(formatFen(r.start!)).toBe('W:W:B');
    expect(codes(run('[GameType "21"] [FEN "W::."] 1/2-1/2', { mode: 'strict' }))).toEqual(['error bad-fen']);
    // Setup commands go the same way: the PDN 3.0 null-move proposal /FEN "B::"/.
    expect(codes(run('[GameType "21"] 1. 11-15 /FEN "B::"/ *'))).toEqual(['warning unnamed-fen-list ply 1']);
    // A list with pieces and no colour is refused in both modes: whose pieces are they?
    expect(codes(run('[GameType "21"] [FEN "W:5:B1"] *'))).toEqual(['error bad-fen']);
  });

  it('checks the moves of variations from the position before the move they replace', () => {
    const r = run('[GameType "21"] 1. 11-15 (1. 9-13 22-18) (1. 32-28) 23-19 *');
    expect(codes(r)).toEqual(['error illegal-move ply 1']);
    expect(r.problems[0]!.column).toBe(46);
    expect(r.complete).toBe(true);
    expect(r.moves).toHaveLength(2);
    expect(run('[GameType "21"] 1. 11-15 (1. 9-13 22-18) 23-19 *', { variations: false }).ok).toBe(true);
  });

  it('gives the result by the Result tag, the first number for the first player (section 1.3.1)', () => {
    expect(run('[GameType "21"] [Result "1-0"] *').result).toEqual({ kind: 'win', winner: 'black' });
    expect(run('[GameType "21"] [Result "1-0"] *', { resultOrder: 'white-first' }).result).toEqual({
      kind: 'win',
      winner: 'white',
    });
    expect(run('[GameType "21"] [Result "0-1"] *').result).toEqual({ kind: 'win', winner: 'white' });
    expect(run('[GameType "21"] 1. 11-15 1/2-1/2').result).toEqual({ kind: 'draw' });
    const mismatch = run('[GameType "21"] [Result "1-0"] 1. 11-15 0-1');
    expect(codes(mismatch)).toEqual(['warning result-mismatch']);
  });
});

describe('replay of a variant written in algebraic squares (Russian, PDN restriction 6)', () => {
  // Russian start (docs/sources.md, Boards and numbering): White men on rows 1-3 (a1 ... h2, a3, c3, e3,
  // g3), Black men on rows 6-8; White moves first.
  it('names the squares in its explanations as the variant writes them', () => {
    const step = run('[GameType "25"] 1. c3-c5 *').problems[0]!.message;
    expect(step).toContain('the man on c3 can only play');
    expect(step).toContain('c3-b4');
    expect(step).toContain('c3-d4');
    expect(run('[GameType "25"] 1. d4-e5 *').problems[0]!.message).toContain('there is no piece on d4');
    expect(run('[GameType "25"] 1. b6-a5 *').problems[0]!.message).toContain(
      "the piece on b6 is black's, but white is to move",
    );
    expect(run('[GameType "25"] 1. c3xd4 *').problems[0]!.message).toContain('read as c3-d4');
  });
});

describe('result values', () => {
  it('maps each PDN result to its meaning', () => {
    expect(resultMeaning('2-0', 'white')).toEqual({ kind: 'win', winner: 'white' });
    expect(resultMeaning('0-2', 'white')).toEqual({ kind: 'win', winner: 'black' });
    expect(resultMeaning('1-1', 'white')).toEqual({ kind: 'draw' });
    expect(resultMeaning('½-½', 'black')).toEqual({ kind: 'draw' });
    expect(resultMeaning('0-0', 'black')).toEqual({ kind: 'double-forfeit' });
    expect(resultMeaning('*', 'black')).toEqual({ kind: 'unfinished' });
    expect(resultMeaning('4-6', 'white')).toEqual({ kind: 'other' });
  });
});

describe('which game (section 7)', () => {
  const detect = (text: string, fallback?: number): [number, string] => {
    const d = detectGameType(game(text), fallback);
    return [d.gameType, d.source];
  };

  it('trusts the GameType number, noting attributes that differ from the standard form', () => {
    expect(detect('[GameType "20"] *')).toEqual([20, 'gametype']);
    const kurnik = detectGameType(game('[GameType "20,W,10,10,N1,0"] *'));
    expect([kurnik.gameType, kurnik.note]).toEqual([20, expect.stringContaining('20,W,10,10,N2,0')]);
    expect(codes(run('[GameType "20,W,10,10,N1,0"] *'))).toContain('warning gametype');
  });

  it('guesses from the FEN and the moves, then the default within that family', () => {
    expect(detect('[FEN "W:W31-50:B1-20"] *')).toEqual([20, 'fen']);
    expect(detect('1. 32-28 19-23 2. 37-32 *')).toEqual([20, 'moves']);
    expect(detect('1. c3-d4 f6-g5 *')).toEqual([25, 'moves']);
    expect(detect('1. c3-d4 f6-g5 *', 29)).toEqual([29, 'default']);
    expect(detect('1. 11-15 23-19 *')).toEqual([21, 'moves']);
    expect(detect('1. 21-17 12-15 *', 22)).toEqual([22, 'default']);
    // A default outside the family is not used: 12x12 squares.
    expect(detect('1. 60-55 *', 21)).toEqual([27, 'moves']);
    expect(detect('[Event "no moves"] *')).toEqual([21, 'default']);
    expect(detect('[Event "no moves"] *', 20)).toEqual([20, 'default']);
  });

  it('tells 10x10 from 8x8 by the diagonals the moves lie on, for squares up to 32 (fail/Cat.D1.pdn)', () => {
    // 27-21 is one diagonal step on a 10x10 board, not on an 8x8 board.
    expect(detect('[FEN "W:W19,26,27,32:B6,7,9,17."] 1. 32-28 7-12 2. 27-21 6-11 *')).toEqual([20, 'moves']);
  });

  it('reports a game type crownhead does not play, naming it', () => {
    // 42 is reserved for a draughts game in PDN 3.0's table, and no program writes it.
    const r = run('[GameType "42"] 1. 46-41 *');
    expect(codes(r)).toEqual(['error unsupported-variant']);
    expect(r.problems[0]!.message).toContain('GameType 42');
    const spantsiretti = run('[GameType "41"] 1. c3-d4 *');
    expect(spantsiretti.problems[0]!.message).toContain('Spantsiretti (GameType 41)');
    expect(spantsiretti.variant).toBeUndefined();
  });

  it('replays Turkish draughts (GameType 30): algebraic and numeric squares, orthogonal captures', () => {
    // After d6-d5 the man on d4 must take it and d7 behind it, straight up the file to d8.
    const r = run('[GameType "30,W,8,8,A0,0"] 1. d3-d4 d6-d5 2. d4xd6xd8 *');
    expect(codes(r)).toEqual([]);
    expect(r.variant?.key).toBe('turkish');
    expect(r.moves.map((m) => m.captured)).toEqual([[], [], [36, 52]]);
    expect(r.positions.at(-1)!.kings.has(60)).toBe(true);
    // The same game with square numbers (a1 = 1 ... h8 = 64), the capture written short.
    const numeric = run('[GameType "30"] 1. 20-28 44-36 2. 28x60 *');
    expect(codes(numeric)).toEqual([]);
    expect(numeric.positions.at(-1)).toEqual(r.positions.at(-1));
  });

  it("reads GameType 40 as Frisian and lidraughts' 97 as Frysk!", () => {
    const fr = run('[GameType "40"] 1. 32-28 19-23 2. 28x19 14x23 *');
    expect([fr.ok, fr.variant?.key, fr.moves.length]).toEqual([true, 'frisian', 4]);
    const fk = run('[GameType "97"] 1. 46-41 5-10 *');
    expect([fk.ok, fk.variant?.key, fk.moves.length]).toEqual([true, 'frysk', 2]);
  });

  it('replays a Frisian capture along a row and one along a column with the pieces they take (the direct path asks the rules)', () => {
    // White's man on 21 takes 22 along the row to 23 (article 7); Black's man on 13 takes it down
    // the column, over 23 to 33.
    const r = run('[GameType "40"] [FEN "W:W21,45:B22,13,3"] 1. 21x23 13x33 *');
    expect(codes(r)).toEqual([]);
    expect(r.moves.map((m) => [m.path, m.captured])).toEqual([
      [[21, 23], [22]],
      [[13, 33], [23]],
    ]);
    // A king's capture with an orthogonal leg and a diagonal one, every landing written.
    const k = run('[GameType "40"] [FEN "W:WK21,45:B23,19,5"] 1. 21x24x13 *');
    expect(codes(k)).toEqual([]);
    expect(k.moves.map((m) => m.captured)).toEqual([[23, 19]]);
  });

  it("reads lidraughts' GameTypes 96 and 98 as Breakthrough and Antidraughts", () => {
    const bt = run('[GameType "96"] 1. 32-28 19-23 2. 28x19 14x23 *');
    expect([bt.ok, bt.variant?.key, bt.moves.length]).toEqual([true, 'breakthrough', 4]);
    const anti = run('[GameType "98"] 1. 32-28 *');
    expect([anti.ok, anti.variant?.key]).toEqual([true, 'antidraughts']);
    // Without a GameType, a default of 98 is taken for 10x10 moves.
    expect(run('1. 32-28 19-23 *', { defaultGameType: 98 }).variant?.key).toBe('antidraughts');
  });
});

// --- The corpus --------------------------------------------------------------------------------

/** A game of the corpus that does not replay, and why. */
interface KnownFailure {
  readonly game: number;
  readonly code: string;
  readonly ply?: number;
  readonly line: number;
  /** The move and the rule it breaks. */
  readonly why: string;
}

const ENGLISH_FAILURES: Readonly<Record<string, readonly KnownFailure[]>> = {
  'checkerboard/tinsley.pdn': [
    {
      game: 541,
      code: 'illegal-move',
      ply: 123,
      line: 5588,
      why: 'Petal 1981, game 18, 62. 32-28: Black played 32-28 already at move 60 and has no piece on 32; a transcription error',
    },
  ],
  'wiegerw-pdn/succeed/Tricks_traps_and_shots.pdn': [
    {
      game: 57,
      code: 'ambiguous-move',
      ply: 37,
      line: 660,
      why: '19. 10x26 could take 14 and 22 or 15 and 23: PDN 3.0 restriction 8 asks for the full path',
    },
    {
      game: 90,
      code: 'ambiguous-move',
      ply: 22,
      line: 1023,
      why: '11... 32x7 could go 32x23x14x7 or 32x23x16x7 (restriction 8)',
    },
  ],
};

/**
 * FENs of real problem books outside the rules or the grammar: lenient replay (the default)
 * loads them with a warning per deviation, each man on its crowning row as a king (WCDF 1.16: a
 * man that reaches that row is crowned, so the book means a king); strict replay refuses them.
 */
interface FenDeviation {
  readonly game: number;
  readonly line: number;
  /** The warnings of lenient replay, in order, and what each loaded. */
  readonly warnings: readonly string[];
  readonly why: string;
}

const ENGLISH_FEN_DEVIATIONS: Readonly<Record<string, readonly FenDeviation[]>> = {
  'wiegerw-pdn/succeed/beginner.pdn': [
    {
      game: 10,
      line: 78,
      warnings: ['man-on-crowning-row 1'],
      why: 'FEN W:W18,K15,1: a white man on 1, the row where White is crowned (WCDF 1.16); K1 was meant',
    },
  ],
  'wiegerw-pdn/succeed/bridges.pdn': [
    {
      game: 14,
      line: 124,
      warnings: ['unnamed-fen-list'],
      why: 'FEN "W::." lists no pieces at all; the PDN 3.0 FEN grammar needs W or B after each colon',
    },
  ],
  'wiegerw-pdn/succeed/goulds.pdn': [
    {
      game: 93,
      line: 837,
      warnings: ['man-on-crowning-row 3'],
      why: 'FEN B:WK23,12,3: a white man on 3, on the crowning row (WCDF 1.16)',
    },
  ],
  'wiegerw-pdn/succeed/lpc.pdn': [
    // Black is crowned on 29-32 (the bottom row, WCDF 1.16).
    {
      game: 36,
      line: 286,
      warnings: ['man-on-crowning-row 30', 'man-on-crowning-row 32'],
      why: 'B:WK31,27,23,K20:B32,30,K22,K7: black men on 30 and 32',
    },
    { game: 63, line: 502, warnings: ['man-on-crowning-row 32'], why: 'a black man on 32' },
    { game: 65, line: 518, warnings: ['man-on-crowning-row 31'], why: 'a black man on 31' },
    {
      game: 73,
      line: 582,
      warnings: ['man-on-crowning-row 4'],
      why: 'a white man on 4, the row where White is crowned',
    },
  ],
};

/** A FEN warning as `code square`, the square read from the message ("a white man on 3"). */
const fenWarning = (p: { code: string; message: string }): string => {
  const square = / man on (\d+) /.exec(p.message)?.[1];
  return square === undefined ? p.code : `${p.code} ${square}`;
};

const ENGLISH_FILES = [
  'checkerboard/tinsley.pdn',
  'checkerboard/11_man_english.pdn',
  'wiegerw-pdn/succeed/OCA_2.0.pdn',
  'wiegerw-pdn/succeed/Principles_of_Strategy.pdn',
  'wiegerw-pdn/succeed/Tricks_traps_and_shots.pdn',
  'wiegerw-pdn/succeed/beginner.pdn',
  'wiegerw-pdn/succeed/borderclassics.pdn',
  'wiegerw-pdn/succeed/bridges.pdn',
  'wiegerw-pdn/succeed/gem.pdn',
  'wiegerw-pdn/succeed/goulds.pdn',
  'wiegerw-pdn/succeed/inferno.pdn',
  'wiegerw-pdn/succeed/lpc.pdn',
];

/** The first error of each game that has one. */
function firstErrors(file: string, options?: Partial<ReplayOptions>): Array<{ game: number; r: Replay }> {
  return parsePdn(corpusBytes(file)).games.map((g) => ({ game: g.index!, r: replay(g, { variants, ...options }) }));
}

describeShared('every English game of the corpus replays, or is named with the rule it breaks', () => {
  it.each(ENGLISH_FILES)('%s', (file) => {
    const known = ENGLISH_FAILURES[file] ?? [];
    const results = firstErrors(file);
    expect(results.length).toBeGreaterThan(0);
    const deviations = ENGLISH_FEN_DEVIATIONS[file] ?? [];
    for (const { game, r } of results) {
      expect(r.variant, `game ${game}`).toBe(english);
      const deviation = deviations.find((d) => d.game === game);
      const fenWarnings = r.problems.filter((p) => p.code === 'man-on-crowning-row' || p.code === 'unnamed-fen-list');
      if (deviation !== undefined) {
        expect(fenWarnings.map(fenWarning), deviation.why).toEqual(deviation.warnings);
        for (const p of fenWarnings) expect([p.severity, p.line], deviation.why).toEqual(['warning', deviation.line]);
      } else expect(fenWarnings, `game ${game}`).toEqual([]);
      const failure = known.find((k) => k.game === game);
      const error = r.problems.find((p) => p.severity === 'error');
      if (failure === undefined) {
        expect(error, `game ${game} should replay`).toBeUndefined();
        continue;
      }
      expect(error, failure.why).toBeDefined();
      expect([error!.code, error!.ply, error!.line], failure.why).toEqual([failure.code, failure.ply, failure.line]);
    }
  });
});

describeShared('strict replay refuses the FEN deviations that lenient replay loads', () => {
  it.each(Object.keys(ENGLISH_FEN_DEVIATIONS))('%s', (file) => {
    const deviations = ENGLISH_FEN_DEVIATIONS[file]!;
    // The files are English (they have no GameType tag): said so, as `--variant english` does.
    // Without it, a strict replay weighs the variants whose board fits, and a problem position
    // with no moves is read as Spanish, whose board has no crowning row on square 3.
    for (const { game, r } of firstErrors(file, { mode: 'strict', defaultGameType: 21 })) {
      const deviation = deviations.find((d) => d.game === game);
      const errors = r.problems.filter((p) => p.severity === 'error').map((p) => [p.code, p.line]);
      expect(errors, `game ${game}`).toEqual(deviation === undefined ? [] : [['bad-fen', deviation.line]]);
    }
  });
});

/** Files of other variants, the GameType each should be recognised as, and the default that needs. */
const OTHER_FILES: ReadonlyArray<readonly [string, number, number | undefined]> = [
  ...corpusFiles('wiegerw-pdn/succeed')
    .filter((f) =>
      /090417|Cat\.|DUTCH|PROF2|PWCP|candidate95|kurnik|nk2003|nk_ronde|rk_ronde|schildpad|windragon|wk2003/.test(f),
    )
    .map((f) => [f, 20, undefined] as const),
  ['wiegerw-draughts/wiersma.pdn', 20, 20],
  ['wiegerw-pdn/succeed/ussr1947.pdn', 25, undefined],
  ['wiegerw-pdn/succeed/mrcd2000kval.pdn', 29, 29],
  ['wiegerw-pdn/succeed/mrcd2006.pdn', 29, 29],
  ['wiegerw-pdn/succeed/mrcd2007.pdn', 29, 29],
  ['wiegerw-pdn/succeed/Campionato_Assoluto_2005.pdn', 22, 22],
  ['checkerboard/11_man_italian.pdn', 22, 22],
];

const OTHER_FAILURES: Readonly<Record<string, readonly KnownFailure[]>> = {
  'wiegerw-pdn/succeed/mrcd2006.pdn': [
    {
      game: 27,
      code: 'illegal-move',
      ply: 48,
      line: 498,
      why: '24... a1xf6xh8 names f6, a square the king only flies over: its restriction-9 path is a1xe5xh8 (PDN 3.0 restriction 9; the other 143 Czech games of the two files replay)',
    },
  ],
  'wiegerw-pdn/succeed/Campionato_Assoluto_2005.pdn': [
    // Black's man on 3 takes three men either way, 6, 13, 21 or 6, 14, 22: the same value under
    // every Italian step, so both are legal and the text must give the path (restriction 8).
    {
      game: 46,
      code: 'ambiguous-move',
      ply: 26,
      line: 753,
      why: '13. ... 3x26 could go 3x10x17x26 or 3x10x19x26 (PDN 3.0 restriction 8)',
    },
  ],
  'wiegerw-pdn/succeed/schildpad.pdn': [
    {
      game: 3,
      code: 'ambiguous-move',
      ply: 69,
      line: 52,
      why: '35. 36x16 could go 36x13x2x16 or 36x18x7x16 (PDN 3.0 restriction 8)',
    },
    {
      game: 7,
      code: 'ambiguous-move',
      ply: 111,
      line: 140,
      why: '56. 4x24 could go 4x22x33x24 or 4x31x42x24 (restriction 8)',
    },
  ],
};

describeShared(
  'International, Russian, Czech and Italian files: recognised, and replayed once crownhead plays them',
  () => {
    it.each(OTHER_FILES)(
      '%s is GameType %i and replays legally or is reported as unsupported',
      (file, gameType, fallback) => {
        const known = OTHER_FAILURES[file] ?? [];
        const options = fallback === undefined ? {} : { defaultGameType: fallback };
        const results = firstErrors(file, options);
        expect(results.length).toBeGreaterThan(0);
        for (const { game, r } of results) {
          expect(r.gameType, `game ${game}`).toBe(gameType);
          const error = r.problems.find((p) => p.severity === 'error');
          if (r.variant === undefined) {
            // Not played yet: one clear problem, naming the game type, and nothing checked.
            expect(error!.code).toBe('unsupported-variant');
            expect(error!.message).toContain(`GameType ${gameType}`);
            continue;
          }
          expect(r.variant.gameType).toBe(gameType);
          const failure = known.find((k) => k.game === game);
          if (failure === undefined) {
            expect(error, `${file} game ${game} should replay: ${error?.message}`).toBeUndefined();
            continue;
          }
          expect([error!.code, error!.ply, error!.line], failure.why).toEqual([
            failure.code,
            failure.ply,
            failure.line,
          ]);
        }
      },
    );
  },
);

describeShared('canonical games (section 1.7) replay to the same moves', () => {
  const files = [...ENGLISH_FILES, ...OTHER_FILES.map(([file]) => file)];

  it.each(files)('%s: canonicalGame → formatPdn → parsePdn (strict) → replay gives the same moves', (file) => {
    for (const original of parsePdn(corpusBytes(file)).games) {
      const { game, replay: before } = canonicalGame(original, { variants });
      if (!before.ok) continue;
      const text = formatPdn([game]);
      const reread = parsePdn(text, { mode: 'strict' });
      expect(
        reread.problems.filter((p) => p.severity === 'error'),
        `game ${original.index}`,
      ).toEqual([]);
      const after = replay(reread.games[0]!, { variants });
      expect(after.ok, `game ${original.index}: ${after.problems[0]?.message}`).toBe(true);
      expect(after.gameType).toBe(before.gameType);
      expect(after.moves).toEqual(before.moves);
      expect(after.positions.at(-1)).toEqual(before.positions.at(-1));
      // The canonical tags: GameType in full, no SetUp.
      expect(game.tags.find((t) => t.name === 'GameType')?.value).toMatch(/^\d+,[WB],\d+,\d+,[ANS][0-3],[01]$/);
      expect(game.tags.some((t) => t.name === 'SetUp' || t.name === 'Setup')).toBe(false);
    }
  });
});
