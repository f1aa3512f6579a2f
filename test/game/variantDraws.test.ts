// The draw rules and result types of the variants of issue 14 (src/game/drawRules.ts has each
// preset's source and decision). Antidraughts and Breakthrough are tested with their own values;
// Italian, Spanish, Portuguese, Czech and Thai with stand-ins that carry the key (and GameType)
// on a board whose moves the walks below can use, since `drawRules` picks the rules by key and
// `resultType` by GameType, and those variants' own values land from other branches.
import { describe, expect, it } from 'vitest';
import {
  antidraughts,
  antidraughtsDrawRules,
  breakthrough,
  captureAtHand,
  frisian,
  frisianDrawRules,
  frysk,
  parseFen,
  brazilian,
  claimDraw,
  czechDrawRules,
  drawClaims,
  drawRules,
  english,
  gameResult,
  gameStatus,
  italianDrawRules,
  newGame,
  playMoveText,
  portugueseDrawRules,
  resultText,
  resultType,
  russian,
  spanishDrawRules,
  startPosition,
  thaiDrawRules,
  undo,
} from '../../src/index.js';
import { gameTypeResultType } from '../../src/pdn/index.js';
import type { Game, Variant } from '../../src/index.js';
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

// Stand-ins: the key (and GameType) of the variant, the moves of a board the walks can use.
const italian: Variant = { ...english, key: 'italian', gameType: 22 };
const spanish: Variant = { ...brazilian, key: 'spanish', gameType: 24 };
const portuguese: Variant = { ...brazilian, key: 'portuguese', gameType: 28 };
const czech: Variant = { ...russian, key: 'czech', gameType: 29 };
const thai: Variant = { ...english, key: 'thai', gameType: 31 };

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

describe('drawRules picks the preset by key', () => {
  it.each([
    ['italian', italian, italianDrawRules()],
    ['spanish', spanish, spanishDrawRules()],
    ['portuguese', portuguese, portugueseDrawRules()],
    ['czech', czech, czechDrawRules()],
    ['thai', thai, thaiDrawRules()],
    ['antidraughts', antidraughts, antidraughtsDrawRules()],
    ['breakthrough', breakthrough, []],
  ] as const)('%s', (_key, variant, rules) => {
    expect(drawRules(variant)).toEqual(rules);
    expect(newGame(startPosition(variant)).rules).toEqual(rules);
  });

  it('adjudicate makes the Czech repetition claim automatic, and nothing else', () => {
    expect(drawRules(czech, { adjudicate: true }).map((r) => r.mode)).toEqual(['automatic', 'automatic']);
    expect(drawRules(italian, { adjudicate: true })).toEqual(italianDrawRules());
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
    expect(claimed.ok && gameStatus(claimed.value)).toMatchObject({ status: 'draw', rule: 'repetition', claimed: true });
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
    const g = playTexts(gameFromFen(antidraughts, 'W:WK50,47,48:BK4,1,2'), ['50-45', '4-10', '45-50', '10-4', '50-45', '4-10', '45-50', '10-4']);
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
    expect([22, 24, 28, 29, 31].map(gameTypeResultType)).toEqual(['default', 'default', 'default', 'default', 'default']);
    expect([20, 27, 96, 98].map(gameTypeResultType)).toEqual(['international', 'international', 'international', 'international']);
    expect([italian, spanish, portuguese, czech, thai].map(resultType)).toEqual(['default', 'default', 'default', 'default', 'default']);
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
    expect(drawRules(frysk)).toEqual(frisianDrawRules());
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
