// The draw rules and result types of the variants of issue 14 (each variant's module in
// src/variants/ has its list's sources and decisions). Antidraughts and Breakthrough are tested
// with their own values; the walks of Italian, Spanish, Portuguese, Czech and Thai use stand-ins
// that carry the variant's draw rules (and GameType) on a board whose moves the walks can use.
import { describe, expect, it } from 'vitest';
import {
  antidraughts,
  breakthrough,
  captureAtHand,
  frisian,
  frysk,
  parseFen,
  brazilian,
  claimDraw,
  drawClaims,
  drawRules,
  english,
  gameResult,
  gameStatus,
  newGame,
  playMoveText,
  resultText,
  resultType,
  russian,
  startPosition,
  undo,
} from '../../src/index.js';
import {
  canadian,
  czech as czechVariant,
  international,
  italian as italianVariant,
  pool,
  portuguese as portugueseVariant,
  spanish as spanishVariant,
  thai as thaiVariant,
  turkish,
} from '../../src/index.js';
import { gameTypeResultType } from '../../src/pdn/index.js';
import type { DrawRule, Game, Variant } from '../../src/index.js';
import { gameFromFen, statusAt, walk } from './walk.js';

function playTexts(game: Game, texts: readonly string[]): Game {
  return texts.reduce((g, t) => {
    const r = playMoveText(g, t);
    if (!r.ok) throw new Error(`${t}: ${r.error.message}`);
    return r.value;
  }, game);
}

/** The status at the last ply and at the ply before. */
const edge = (game: Game): [string, string] => [statusAt(undo(game)), statusAt(game)];

// Stand-ins: the key, GameType and draw rules of the variant, the moves of a board the walks can use.
const standIn = (variant: Variant, board: Variant): Variant => ({
  ...board,
  key: variant.key,
  gameType: variant.gameType,
  drawRules: variant.drawRules,
});
const italian = standIn(italianVariant, english);
const spanish = standIn(spanishVariant, brazilian);
const portuguese = standIn(portugueseVariant, brazilian);
const czech = standIn(czechVariant, russian);
const thai = standIn(thaiVariant, english);

// English board (stand-ins on `english`): Black's king shuttles 32-28, White's 1-5; the start
// position stands again at plies 4 and 8, the third time at ply 8.
const ENGLISH_CYCLE = ['32-28', '1-5', '28-32', '5-1', '32-28', '1-5', '28-32', '5-1'];
const ENGLISH_KINGS = 'B:WK1,21:BK32,12';
// 8x8 flying boards (Brazilian and Russian stand-ins, English labels): White's king 28-24,
// Black's 4-8, each behind its own men, nothing to capture.
const FLYING_CYCLE = ['28-24', '4-8', '24-28', '8-4', '28-24', '4-8', '24-28', '8-4'];
const FLYING_KINGS = 'W:WK28,29,30:BK4,1,2';
/** Kings of both sides with room to walk without capturing (8x8, English labels). */
const WALK_ENGLISH = 'B:WK1,K3,28:BK30,K32,5';
const WALK_FLYING = 'W:WK32,K31,21,22,23:BK1,K2,10,11,12';

/** A rule as [id, mode, source, count(, unit)]: what the rulebook articles state. */
function summary(rule: DrawRule): readonly (string | number)[] {
  if (rule.kind === 'repetition') return [rule.id, rule.mode, rule.source, rule.occurrences];
  if (rule.kind === 'kings-only') return [rule.id, rule.mode, rule.source, rule.plies];
  return [rule.id, rule.mode, rule.source, rule.limit, rule.unit];
}

// Each variant's own list (Variant.drawRules), from its rule texts as docs/sources.md (rules) gives
// them: "moves" by each player are counted in plies (25 moves each = 50 plies).
const ARTICLES: readonly (readonly [Variant, readonly (readonly (string | number)[])[]])[] = [
  // WCDF 2008 1.32.1 (third occurrence) and 1.32.2 (40 moves each), both claims.
  [
    english,
    [
      ['repetition', 'claim', 'WCDF 1.32.1', 3],
      ['kings-only', 'claim', 'WCDF 1.32.2', 80],
    ],
  ],
  // FMJD Annex 1: 6.1 third occurrence, 6.2 25 moves each, 6.3 16 moves each, 6.4 5 moves each.
  [
    international,
    [
      ['repetition', 'automatic', 'FMJD 6.1', 3],
      ['kings-only', 'automatic', 'FMJD 6.2', 50],
      ['sixteen-move', 'automatic', 'FMJD 6.3', 32, 'plies'],
      ['five-move', 'automatic', 'FMJD 6.4', 10, 'plies'],
    ],
  ],
  // windames: repetition as FMJD 6.1; three kings against one, 16 moves each.
  [
    canadian,
    [
      ['repetition', 'automatic', 'Canadian (windames), as FMJD 6.1', 3],
      ['three-kings', 'automatic', 'Canadian (windames)', 32, 'plies'],
    ],
  ],
  // APCA (Wikipedia, torofun): three kings against one within thirteen moves; no repetition rule.
  [pool, [['three-kings', 'automatic', 'APCA (Wikipedia, torofun)', 13, 'strong-moves']]],
  // FID brief rules: repeated three times; pydraughts: 40 moves each of kings only.
  [
    italianVariant,
    [
      ['repetition', 'automatic', 'FID brief rules', 3],
      ['kings-only', 'automatic', 'pydraughts (no FID text found)', 80],
    ],
  ],
  // torofun: third occurrence; 40 successive king moves (20 each).
  [
    spanishVariant,
    [
      ['repetition', 'automatic', 'Spanish (torofun)', 3],
      ['kings-only', 'automatic', 'Spanish (torofun)', 40],
    ],
  ],
  [
    portugueseVariant,
    [
      ['repetition', 'automatic', 'as Spanish (no Portuguese source)', 3],
      ['kings-only', 'automatic', 'as Spanish (no Portuguese source)', 40],
    ],
  ],
  // FMJD brief rules of Czech draughts: repeated three times "and draw is claimed"; 15 moves each.
  [
    czechVariant,
    [
      ['repetition', 'claim', 'FMJD Czech brief rules', 3],
      ['kings-only', 'automatic', 'FMJD Czech brief rules', 30],
    ],
  ],
  [thaiVariant, [['repetition', 'automatic', 'none found (as FMJD 6.1)', 3]]],
  // pydraughts: one piece each draws after 2 moves each; third occurrence.
  [
    turkish,
    [
      ['repetition', 'automatic', 'pydraughts Turkish', 3],
      ['one-piece-each', 'automatic', 'pydraughts Turkish', 4, 'plies'],
    ],
  ],
  [antidraughts, [['repetition', 'automatic', 'lidraughts Antidraughts (as FMJD 6.1)', 3]]],
  // lidraughts Breakthrough.scala: "No drawing rules".
  [breakthrough, []],
  // Frisian rules 2011: article 18 (7 moves of the strong side), article 21 (at once).
  [
    frisian,
    [
      ['two-kings', 'automatic', 'Frisian rules 2011, art. 18', 7, 'strong-moves'],
      ['lone-kings', 'automatic', 'Frisian rules 2011, art. 21', 0, 'plies'],
    ],
  ],
  [
    frysk,
    [
      ['two-kings', 'automatic', 'Frisian rules 2011, art. 18', 7, 'strong-moves'],
      ['lone-kings', 'automatic', 'Frisian rules 2011, art. 21', 0, 'plies'],
    ],
  ],
];

describe('each variant holds its own draw rules (Variant.drawRules)', () => {
  it.each(ARTICLES.map(([variant, rules]) => [variant.key, variant, rules] as const))('%s', (_key, variant, rules) => {
    expect(drawRules(variant).map(summary)).toEqual(rules);
    expect(variant.drawRules).toBe(drawRules(variant));
    expect(newGame(startPosition(variant)).rules).toEqual(drawRules(variant));
  });

  it('a variant made by hand gets the rules it holds, not those of the variant whose key it borrows', () => {
    expect(drawRules({ ...english, drawRules: [] })).toEqual([]);
    expect(drawRules({ ...english, key: 'international', drawRules: thaiVariant.drawRules })).toEqual(
      thaiVariant.drawRules,
    );
  });

  it('a plain-JavaScript variant without the list is refused with bad-argument, not a TypeError', () => {
    const { drawRules: _none, ...bare } = english;
    expect(() => drawRules(bare as unknown as Variant)).toThrow(/drawRules: expected a Variant with a drawRules array/);
    expect(() => drawRules('english' as unknown as Variant)).toThrow(/drawRules: expected a Variant/);
  });

  it('adjudicate makes the Czech repetition claim automatic, and nothing else', () => {
    expect(drawRules(czech, { adjudicate: true }).map((r) => r.mode)).toEqual(['automatic', 'automatic']);
    expect(
      drawRules(czech).map((r) => r.mode),
      'the data is not changed',
    ).toEqual(['claim', 'automatic']);
    expect(drawRules(italian, { adjudicate: true })).toEqual(drawRules(italianVariant));
  });
});

describe('Italian (FID brief rules; pydraughts for the move count)', () => {
  it('the third occurrence draws automatically, the ply before does not', () => {
    const g = playTexts(gameFromFen(italian, ENGLISH_KINGS), ENGLISH_CYCLE);
    expect(edge(g)).toEqual(['ongoing', 'draw:repetition']);
    expect(gameStatus(g)).toEqual({ status: 'draw', rule: 'repetition', source: 'FID brief rules', claimed: false });
    expect(gameResult(g)).toBe('1/2-1/2');
  });

  it('80 plies of king moves without capture draw automatically, 79 do not', () => {
    expect(edge(walk(gameFromFen(italian, WALK_ENGLISH), 80))).toEqual(['ongoing', 'draw:kings-only']);
  });
});

describe('Spanish and Portuguese (torofun; Portuguese as Spanish)', () => {
  it.each([
    ['spanish', spanish],
    ['portuguese', portuguese],
  ] as const)('%s: the third occurrence draws automatically', (_key, variant) => {
    const g = playTexts(gameFromFen(variant, FLYING_KINGS), FLYING_CYCLE);
    expect(edge(g)).toEqual(['ongoing', 'draw:repetition']);
  });

  it.each([
    ['spanish', spanish],
    ['portuguese', portuguese],
  ] as const)('%s: 40 plies of king moves without capture draw, 39 do not', (_key, variant) => {
    expect(edge(walk(gameFromFen(variant, WALK_FLYING), 40))).toEqual(['ongoing', 'draw:kings-only']);
  });
});

describe('Czech (FMJD brief rules of Czech draughts)', () => {
  it('repetition is a claim: the game goes on after the third occurrence until it is claimed', () => {
    const g = playTexts(gameFromFen(czech, FLYING_KINGS), FLYING_CYCLE);
    expect(gameStatus(g).status).toBe('ongoing');
    expect(drawClaims(g)).toMatchObject([{ rule: 'repetition', now: true, source: 'FMJD Czech brief rules' }]);
    const claimed = claimDraw(g, 'repetition');
    expect(claimed.ok && gameStatus(claimed.value)).toMatchObject({
      status: 'draw',
      rule: 'repetition',
      claimed: true,
    });
  });

  it('15 moves each (30 plies) without a capture or a man move draw automatically, 29 do not', () => {
    expect(edge(walk(gameFromFen(czech, WALK_FLYING), 30))).toEqual(['ongoing', 'draw:kings-only']);
  });
});

describe('Thai (no source: repetition only)', () => {
  it('the third occurrence draws automatically', () => {
    const g = playTexts(gameFromFen(thai, ENGLISH_KINGS), ENGLISH_CYCLE);
    expect(edge(g)).toEqual(['ongoing', 'draw:repetition']);
  });

  it('no move count: 100 plies of king moves leave the game going on', () => {
    expect(statusAt(walk(gameFromFen(thai, WALK_ENGLISH), 100))).toBe('ongoing');
  });
});

describe('Antidraughts (lidraughts, pydraughts: repetition only)', () => {
  it('the third occurrence draws automatically, written 1-1', () => {
    const g = playTexts(gameFromFen(antidraughts, 'W:WK50,47,48:BK4,1,2'), [
      '50-45',
      '4-10',
      '45-50',
      '10-4',
      '50-45',
      '4-10',
      '45-50',
      '10-4',
    ]);
    expect(edge(g)).toEqual(['ongoing', 'draw:repetition']);
    expect(gameStatus(g)).toMatchObject({ source: 'lidraughts Antidraughts (as FMJD 6.1)' });
    expect(gameResult(g)).toBe('1-1');
  });

  it('no 25-move rule (FMJD 6.2) and no lone-king counts (6.3, 6.4)', () => {
    // 60 plies of king moves: International would have drawn at 50.
    expect(statusAt(walk(gameFromFen(antidraughts, 'W:WK48,K49,K27,36:BK3,K2,K24,15'), 60))).toBe('ongoing');
    // Three kings against a lone king for 40 plies: International would have drawn at 32.
    expect(statusAt(walk(gameFromFen(antidraughts, 'W:WK31,K35,K45:BK3'), 40))).toBe('ongoing');
  });
});

describe('Breakthrough: no draw rules', () => {
  it('a game has none, and a crowning ends it first', () => {
    const game = newGame(startPosition(breakthrough));
    expect(game.rules).toEqual([]);
  });
});

describe('result types (PDN 3.0 GameType table; lidraughts for 96 and 98)', () => {
  it('International results for 20, 27, 96, 98; default ones for the PDN 3.0 numbers of issue 14', () => {
    expect([22, 24, 28, 29, 31].map(gameTypeResultType)).toEqual([
      'default',
      'default',
      'default',
      'default',
      'default',
    ]);
    expect([20, 27, 96, 98].map(gameTypeResultType)).toEqual([
      'international',
      'international',
      'international',
      'international',
    ]);
    expect([italian, spanish, portuguese, czech, thai].map(resultType)).toEqual([
      'default',
      'default',
      'default',
      'default',
      'default',
    ]);
    expect([antidraughts, breakthrough].map(resultType)).toEqual(['international', 'international']);
  });

  it('the first number belongs to the first player: White in all of them', () => {
    const blackWins = { status: 'win', winner: 'black', reason: 'no-moves' } as const;
    expect(resultText(czech, blackWins)).toBe('0-1');
    expect(resultText(antidraughts, blackWins)).toBe('0-2');
    expect(resultText(breakthrough, { status: 'win', winner: 'white', reason: 'crowned' })).toBe('2-0');
  });
});

describe('Frisian and Frysk! (rules of 2011, articles 18 and 21; no repetition rule)', () => {
  it('both have the two Frisian rules and no repetition rule', () => {
    expect(drawRules(frisian).map((r) => r.id)).toEqual(['two-kings', 'lone-kings']);
    expect(drawRules(frysk)).toEqual(drawRules(frisian));
  });
  it('article 18: two kings against one must win within 7 moves: drawn after the 7th move of the strong side, not before', () => {
    const game = gameFromFen(frisian, 'W:WK36,K45:BK3');
    const six = walk(game, 12);
    expect(statusAt(six)).toBe('ongoing');
    const seven = walk(game, 13);
    expect(statusAt(seven)).toBe('draw:two-kings');
  });
  it('article 21: a single king each is drawn at once, unless a capture is at hand', () => {
    expect(statusAt(gameFromFen(frisian, 'W:WK28:BK3'))).toBe('draw:lone-kings');
    expect(statusAt(gameFromFen(frisian, 'B:WK28:BK3'))).toBe('draw:lone-kings');
    // The side to move can capture: not a draw (and the capture wins).
    expect(statusAt(gameFromFen(frisian, 'W:WK28:BK23'))).toBe('ongoing');
    expect(captureAtHand(parseFenOk('W:WK28:BK23'))).toBe(true);
    expect(captureAtHand(parseFenOk('W:WK28:BK3'))).toBe(false);
  });
  it('article 21: a king that must give itself away (every move lets the other capture): not a draw', () => {
    // Both kings in the corners of the long diagonal 5-46: a king in a corner moves only along
    // it, onto the other king's line with an empty square behind (the corner it left).
    expect(captureAtHand(parseFenOk('W:WK46:BK5'))).toBe(true);
    expect(statusAt(gameFromFen(frisian, 'W:WK46:BK5'))).toBe('ongoing');
    expect(statusAt(gameFromFen(frisian, 'B:WK46:BK5'))).toBe('ongoing');
  });
  it('repetition does not draw', () => {
    const game = gameFromFen(frisian, 'W:WK46,K50,40:BK5,1');
    expect(game.rules.some((r) => r.kind === 'repetition')).toBe(false);
  });
});

function parseFenOk(text: string) {
  const r = parseFen(frisian, text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
