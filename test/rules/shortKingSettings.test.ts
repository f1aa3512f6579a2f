/**
 * The short-king engine reads every setting it takes (issue 14, point 1): flipping each one
 * changes what it generates, and what it cannot play is refused with a `bad-argument` error,
 * for callers that bypass the types.
 */
import { describe, expect, it } from 'vitest';
import {
  CrownheadError,
  board10x10,
  board8x8,
  english,
  gameTypeBoard,
  isLegal,
  italian,
  legalMoves,
  parseFen,
  perft,
  startPosition,
} from '../../src/index.js';
import type { BoardGeometry, Position, Variant } from '../../src/index.js';
import type { ShortKingRules } from '../../src/rules/english/engine.js';
import { shortKingEngine } from '../../src/rules/english/engine.js';

const englishRules = english.rules as ShortKingRules;

function variantWith(base: Variant, rules: Partial<ShortKingRules>, board: BoardGeometry = base.board): Variant {
  const all = { ...englishRules, ...(base.rules as ShortKingRules), ...rules };
  return { ...base, board, rules: all, engine: shortKingEngine(board, all) };
}

const at = (variant: Variant, fen: string): Position => {
  const r = parseFen(variant, fen);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const moves = (variant: Variant, fen: string): string[] =>
  legalMoves(at(variant, fen), { paths: true }).map((m) => m.path.join(m.captured.length > 0 ? 'x' : '-'));

function thrown(f: () => unknown): CrownheadError {
  try {
    f();
  } catch (e) {
    if (e instanceof CrownheadError) return e;
    throw e;
  }
  throw new Error('nothing thrown');
}

describe('shortKingEngine reads each setting', () => {
  it('english is this engine on the English board with English rules', () => {
    const same = variantWith(english, {});
    expect(perft(startPosition(same), 7)).toBe(perft(startPosition(english), 7));
    expect(englishRules).toEqual({
      menCaptureBackward: false,
      flyingKings: false,
      capturePrecedence: 'free',
      crowningDuringCapture: 'ends-move',
      menCaptureKings: true,
      captureRemoval: 'end-of-move',
      kingLanding: 'next-beyond',
    });
  });

  it('menCaptureKings: the black man on 10 takes the king on 14 only when men may take kings', () => {
    // English numbering: 10 is row 2, 14 row 3 down-left of it, 17 beyond.
    expect(moves(english, 'B:WK14:B10')).toEqual(['10x17']);
    expect(moves(variantWith(english, { menCaptureKings: false }), 'B:WK14:B10')).toEqual(['10-15']);
    // and kings still take kings
    expect(moves(variantWith(english, { menCaptureKings: false }), 'B:WK14:BK10')).toEqual(['10x17']);
  });

  it('capturePrecedence: free choice lists the short capture too, the Italian rule only the longest', () => {
    // White man 27 can take 23 and land on 18 (then 14, landing 9) or take 24 and stop on 20.
    const fen = 'W:W27:B14,23,24';
    expect(moves(english, fen).sort()).toEqual(['27x18x9', '27x20']);
    expect(moves(variantWith(english, { capturePrecedence: 'italian' }), fen)).toEqual(['27x18x9']);
  });

  it('the board: the same rules number the squares as the board does', () => {
    const onItalianBoard = variantWith(english, {}, italian.board);
    const white = (v: Variant) => legalMoves({ ...startPosition(v), turn: 'white' }).map((m) => `${m.from}-${m.to}`);
    expect(white(english)).toEqual(['21-17', '22-17', '22-18', '23-18', '23-19', '24-19', '24-20']);
    expect(white(onItalianBoard)).toEqual(['21-17', '21-18', '22-18', '22-19', '23-19', '23-20', '24-20']);
  });
});

describe('shortKingEngine refuses what it cannot play', () => {
  const cases: readonly (readonly [string, Record<string, unknown>])[] = [
    ['flyingKings', { flyingKings: true }],
    ['menCaptureBackward', { menCaptureBackward: true }],
    ['crowningDuringCapture', { crowningDuringCapture: 'passes-as-man' }],
    ['captureRemoval', { captureRemoval: 'immediate' }],
    ['kingLanding', { kingLanding: 'any-beyond' }],
    ['capturePrecedence', { capturePrecedence: 'most-pieces-then-kings' }],
    ['menCaptureKings', { menCaptureKings: 'yes' }],
  ];
  for (const [name, change] of cases) {
    it(`${name}: ${JSON.stringify(change)}`, () => {
      const e = thrown(() => shortKingEngine(board8x8, { ...englishRules, ...change } as unknown as ShortKingRules));
      expect(e.code).toBe('bad-argument');
      expect(e.message).toContain(name);
    });
  }

  it('boards other than the English 8x8 and its mirror', () => {
    expect(thrown(() => shortKingEngine(board10x10, englishRules)).code).toBe('bad-argument');
    // Spanish, 24,W,8,8,N1,1: the Italian board turned half a circle.
    const spanish = gameTypeBoard({ firstPlayer: 'white', width: 8, height: 8, origin: 1, invert: 1 });
    expect(thrown(() => shortKingEngine(spanish, englishRules)).message).toContain(spanish.key);
  });
});

describe('moves with squares that are not squares', () => {
  it('are refused on both boards (square 0 once stood for square 32 in English)', () => {
    for (const variant of [english, italian]) {
      const pos = at(variant, 'W:W32:B1');
      // White's man on 32 may step to 28 on both boards (English: up-right; Italian: up-left).
      expect(isLegal(pos, { from: 32, to: 28, path: [32, 28], captured: [] }), variant.key).toBe(true);
      for (const from of [0, 32.5, 33, -1])
        expect(isLegal(pos, { from, to: 28, path: [from, 28], captured: [] }), `${variant.key} from ${from}`).toBe(
          false,
        );
    }
  });
});
