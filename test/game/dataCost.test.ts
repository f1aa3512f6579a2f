/**
 * Reviving data costs in proportion to the data (issue 29, "Data that costs too much";
 * docs/reliability.md, "Plain data"). `gameFromData` asked every ply whether an automatic draw
 * rule was reached, and a repetition rule answered by walking the quiet run back: a king shuffle
 * of 40,000 plies under a repetition rule that never fires (occurrences 10^9, which the data may
 * say) took minutes, and each further rule walked again. Ten times the plies must take less than
 * thirty times as long (linear gives about 10, quadratic about 100), in CPU time with repetition
 * (test/cpuTime.ts), never an absolute time. The limits answer with `budget` errors.
 */
import { describe, it, expect } from 'vitest';
import {
  english,
  frisian,
  gameFromData,
  gameMoves,
  gameToData,
  international,
  moveFromData,
  newGame,
  parseFen,
  playMoveText,
  repetitionCount,
  startPosition,
  variants,
} from '../../src/index.js';
import type { DrawRule, Game } from '../../src/index.js';
import { growth } from '../cpuTime.js';
import { parseGame } from '../../src/pdn/index.js';

/** Two lone kings in opposite corners: 1-5 32-27 5-1 27-32 brings the start back every four plies. */
const SHUFFLE = [
  [1, 5],
  [32, 27],
  [5, 1],
  [27, 32],
] as const;

/** Draw rules that never fire: the data may say so, and then the quiet run is as long as the game. */
const NEVER: Readonly<Record<string, DrawRule>> = {
  repetition: { id: 'repetition', kind: 'repetition', mode: 'automatic', source: 'house', occurrences: 1e9 },
  kingsOnly: { id: 'kings-only', kind: 'kings-only', mode: 'automatic', source: 'house', plies: 1e9 },
  loneKings: {
    id: 'lone-kings',
    kind: 'endgame',
    mode: 'automatic',
    source: 'house',
    material: { kind: 'any' },
    limit: 1e9,
    unit: 'plies',
    restart: 'entry',
    unless: 'capture-at-hand',
  },
};

function shuffleData(plies: number, rules: readonly DrawRule[]): unknown {
  const moves = Array.from({ length: plies }, (_, i) => ({ path: [...SHUFFLE[i % 4]!], captured: [] }));
  return JSON.parse(JSON.stringify({ variant: 'english', start: 'B:WK32:BK1', moves, rules }));
}

function revive(data: unknown): () => void {
  return () => {
    const r = gameFromData(data, { variants: [english] });
    if (!r.ok) throw new Error(r.error.message);
  };
}

describe('gameFromData: time in proportion to the data', () => {
  it('a king shuffle under a repetition rule that never fires: ten times the plies, less than thirty times the time', () => {
    const rules = [NEVER['repetition']!];
    const g = growth(revive(shuffleData(1_000, rules)), revive(shuffleData(10_000, rules)), {
      baselineMs: 20,
      below: 30,
    });
    expect(g.ratio, JSON.stringify(g)).toBeLessThan(30);
  });

  it('sixty rules of each kind: the same growth, and the repetition count is asked once a ply, not once a rule', () => {
    const rules = [
      ...Array.from({ length: 20 }, () => NEVER['repetition']!),
      ...Array.from({ length: 20 }, () => NEVER['kingsOnly']!),
      ...Array.from({ length: 20 }, () => NEVER['loneKings']!),
    ];
    const g = growth(revive(shuffleData(500, rules)), revive(shuffleData(5_000, rules)), { baselineMs: 20, below: 30 });
    expect(g.ratio, JSON.stringify(g)).toBeLessThan(30);
  });

  it('the same for a PDN game read with such rules (parseGame replays the same way)', () => {
    const text = (plies: number): string => {
      const moves = Array.from(
        { length: plies },
        (_, i) => `${i % 2 === 0 ? `${i / 2 + 1}. ` : ''}${SHUFFLE[i % 4]!.join('-')}`,
      ).join(' ');
      return `[GameType "21"]\n[FEN "B:WK32:BK1"]\n${moves} *\n`;
    };
    const read = (pdn: string) => () => {
      const r = parseGame(pdn, { variants, game: { rules: [NEVER['repetition']!] } });
      if (!r.ok) throw new Error(r.error.message);
    };
    const g = growth(read(text(1_000)), read(text(10_000)), { baselineMs: 20, below: 30 });
    expect(g.ratio, JSON.stringify(g)).toBeLessThan(30);
  });

  it('keeps the repetition counts of the rules: the shuffle is drawn at the third occurrence under an automatic rule of 3', () => {
    // Independent count: the start (Black to move) stands at plies 0, 4, 8; the third time at ply 8.
    const rules = [{ ...NEVER['repetition']!, occurrences: 3 }];
    const eight = gameFromData(shuffleData(8, rules), { variants: [english] });
    expect(eight.ok && repetitionCount(eight.value)).toBe(3);
    expect(gameFromData(shuffleData(9, rules), { variants: [english] })).toMatchObject({
      ok: false,
      error: { code: 'game-over', at: 'moves[8]' },
    });
    // A capture or a man move ends the quiet run: what stood before cannot come back (counts.ts).
    const fen = parseFen(english, 'B:WK32,21:BK1');
    let game: Game = newGame(fen.ok ? fen.value : english, { rules });
    for (const text of ['1-5', '32-27', '5-1', '27-32', '1-5', '21-17', '5-1', '17-14', '1-5']) {
      const next = playMoveText(game, text);
      if (next.ok) game = next.value;
    }
    const back = gameFromData(JSON.parse(JSON.stringify(gameToData(game))), { variants: [english] });
    expect(back.ok && repetitionCount(back.value)).toBe(repetitionCount(game));
    expect(back.ok && gameMoves(back.value).length).toBe(9);
  });
});

describe('gameFromData: limits answer with budget errors', () => {
  it('more moves than maxMoves (default 100,000): budget at "moves", before any move is read', () => {
    const data = { variant: 'english', start: 'B:W21-32:B1-12', moves: new Array(100_001).fill(null) };
    expect(gameFromData(data, { variants: [english] })).toMatchObject({
      ok: false,
      error: { kind: 'data', code: 'budget', at: 'moves' },
    });
    expect(gameFromData({ ...data, moves: [null, null] }, { variants: [english], maxMoves: 1 })).toMatchObject({
      ok: false,
      error: { code: 'budget', at: 'moves' },
    });
    // At the limit the moves are read (the first one is not a move).
    expect(gameFromData({ ...data, moves: [null] }, { variants: [english], maxMoves: 1 })).toMatchObject({
      ok: false,
      error: { code: 'bad-shape', at: 'moves[0]' },
    });
  });

  it('more draw rules than maxRules (default 64): budget at "rules" (6,000 rules took 125 s and 1.85 GB)', () => {
    const rules = (n: number) => Array.from({ length: n }, () => NEVER['repetition']!);
    expect(gameFromData(shuffleData(4, rules(6_000)), { variants: [english] })).toMatchObject({
      ok: false,
      error: { code: 'budget', at: 'rules' },
    });
    expect(gameFromData(shuffleData(4, rules(65)), { variants: [english] })).toMatchObject({
      ok: false,
      error: { code: 'budget', at: 'rules' },
    });
    expect(gameFromData(shuffleData(4, rules(64)), { variants: [english] }).ok).toBe(true);
    expect(gameFromData(shuffleData(4, rules(3)), { variants: [english], maxRules: 2 })).toMatchObject({
      ok: false,
      error: { code: 'budget', at: 'rules' },
    });
  });

  it('more tags than maxTags (default 10,000): budget at "tags"', () => {
    const tags = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`T${i}`, 'x']));
    const data = { variant: 'english', start: 'B:W21-32:B1-12', moves: [] };
    expect(gameFromData({ ...data, tags: tags(10_001) }, { variants: [english] })).toMatchObject({
      ok: false,
      error: { code: 'budget', at: 'tags' },
    });
    expect(gameFromData({ ...data, tags: tags(10_000) }, { variants: [english] }).ok).toBe(true);
    expect(gameFromData({ ...data, tags: tags(3) }, { variants: [english], maxTags: 2 })).toMatchObject({
      ok: false,
      error: { code: 'budget', at: 'tags' },
    });
  });

  it('the message names the part, its size, the limit and the option', () => {
    const r = gameFromData(
      { variant: 'english', start: 'B:W21-32:B1-12', moves: [null, null, null] },
      { variants: [english], maxMoves: 2 },
    );
    expect(r.ok ? '' : r.error.message).toBe('moves holds 3 moves, more than the limit of 2 (maxMoves)');
  });

  it('a move longer than any legal move is refused before its squares are read, with a short message', () => {
    // No legal move on a board of n squares has more than n + 1 squares in its path: each step of
    // a capture takes one of at most n pieces (a quiet move has two squares).
    const path = Array.from({ length: 1_000_000 }, (_, i) => (i % 2 === 0 ? 11 : 15));
    for (const [variant, most] of [
      [english, 33],
      [international, 51],
      [frisian, 51],
    ] as const) {
      const r = moveFromData(startPosition(variant), { path: path.slice(0, most + 1), captured: [] });
      expect(r).toMatchObject({ ok: false, error: { code: 'illegal-move' } });
      expect(r.ok ? 0 : r.error.message.length).toBeLessThan(200);
    }
    const long = gameFromData(
      { variant: 'english', start: 'B:W21-32:B1-12', moves: [{ path, captured: [] }] },
      { variants: [english] },
    );
    expect(long).toMatchObject({ ok: false, error: { code: 'illegal-move', at: 'moves[0]' } });
    expect(long.ok ? 0 : long.error.message.length).toBeLessThan(200);
    const captured = moveFromData(startPosition(english), { path: [11, 15], captured: path });
    expect(captured).toMatchObject({ ok: false, error: { code: 'illegal-move' } });
  });
});
