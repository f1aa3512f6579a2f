/**
 * The one settings check of the engine factories (flying, Frisian, Turkish, short-king) (src/rules/ruleCheck.ts):
 * a JavaScript caller (or a cast) that passes a board that is not one, rules that are not an
 * object, or a setting the generator does not play gets a `CrownheadError` (`bad-argument`) that
 * names the engine and the setting, never a TypeError and never rules played other than asked.
 * The settings of each generator are those of the rules it implements (FMJD for the flying
 * generator, the Frisian rules of 2011, the Turkish rules; docs/sources.md); a setting of another
 * generator (Frisian's orthogonal captures and king-move limit, Turkish's orthogonal moves) would
 * be silently ignored by the others, so each refuses it.
 */
import { describe, expect, it } from 'vitest';
import { CrownheadError } from '../../src/index.js';
import { board8x8, board10x10 } from '../../src/board/diagonal.js';
import { board8x8Full } from '../../src/board/fullBoard.js';
import { flyingEngine } from '../../src/rules/flying/engine.js';
import { frisianEngine } from '../../src/rules/frisian/engine.js';
import { turkishEngine } from '../../src/rules/turkish/engine.js';
import { shortKingEngine } from '../../src/rules/english/engine.js';
import { english } from '../../src/variants/english.js';
import { italian } from '../../src/variants/italian.js';
import { fmjdRules } from '../../src/variants/settings.js';
import { frisian } from '../../src/variants/frisian.js';
import { turkish } from '../../src/variants/turkish.js';

/** The message of the `bad-argument` error `make` throws; fails when it throws nothing or something else. */
function refusal(make: () => unknown): string {
  try {
    make();
  } catch (error) {
    expect(error).toBeInstanceOf(CrownheadError);
    expect((error as CrownheadError).code).toBe('bad-argument');
    return (error as Error).message;
  }
  throw new Error('accepted');
}

type Factory = (board: never, rules: never) => unknown;
const ENGINES: readonly (readonly [string, Factory, unknown, Record<string, unknown>])[] = [
  ['flyingEngine', flyingEngine as Factory, board8x8, fmjdRules as unknown as Record<string, unknown>],
  ['frisianEngine', frisianEngine as Factory, board10x10, frisian.rules as unknown as Record<string, unknown>],
  ['turkishEngine', turkishEngine as Factory, board8x8Full, turkish.rules as unknown as Record<string, unknown>],
];

describe('one settings check for the flying, Frisian and Turkish engines', () => {
  it.each(ENGINES)('%s accepts its own rules', (_, make, board, rules) => {
    expect(() => make(board as never, rules as never)).not.toThrow();
  });

  it.each(ENGINES)('%s refuses a board or rules that are not one, naming itself', (name, make, board, rules) => {
    expect(refusal(() => make(undefined as never, rules as never))).toMatch(new RegExp(`^${name}.*board`));
    expect(refusal(() => make(board as never, null as never))).toMatch(new RegExp(`^${name}.*rules`));
  });

  it.each(ENGINES)('%s refuses short kings and says what it plays', (name, make, board, rules) => {
    expect(refusal(() => make(board as never, { ...rules, flyingKings: false } as never))).toBe(
      `${name} cannot play flyingKings: false (it plays true)`,
    );
  });

  it('the flying and Turkish engines refuse the Frisian settings they would ignore', () => {
    for (const [name, make, board, rules] of [ENGINES[0]!, ENGINES[2]!]) {
      expect(refusal(() => make(board as never, { ...rules, orthogonalCaptures: true } as never))).toMatch(
        new RegExp(`^${name} cannot play orthogonalCaptures: true`),
      );
      expect(refusal(() => make(board as never, { ...rules, kingMoveLimit: 3 } as never))).toMatch(
        new RegExp(`^${name} cannot play kingMoveLimit: 3`),
      );
    }
  });

  it('the flying and Frisian engines refuse Turkish orthogonal moves', () => {
    for (const [name, make, board, rules] of [ENGINES[0]!, ENGINES[1]!]) {
      expect(refusal(() => make(board as never, { ...rules, orthogonal: true } as never))).toMatch(
        new RegExp(`^${name} cannot play orthogonal: true`),
      );
    }
  });

  it('the Frisian engine plays any king-move limit the counter holds, and no other', () => {
    // Article 17's limit is 3; the generator packs a count below 64 (src/rules/frisian/engine.ts).
    for (const limit of [1, 3, 63])
      expect(() => frisianEngine(board10x10, { ...frisian.rules, kingMoveLimit: limit } as never)).not.toThrow();
    for (const limit of [0, 64, 2.5, -1, '3', undefined]) {
      expect(refusal(() => frisianEngine(board10x10, { ...frisian.rules, kingMoveLimit: limit } as never))).toBe(
        `frisianEngine cannot play kingMoveLimit: ${limit === undefined ? 'undefined' : JSON.stringify(limit)} (it plays a positive integer below 64)`,
      );
    }
  });
});

describe('the same check for the short-king engine (English, Italian)', () => {
  // WCDF and FID rules: kings move one square, men capture forward only, a man crowned during a
  // capture ends the move, jumped pieces come off at the end; men capture kings or not (Italian
  // men may not) and precedence is free or Italian's (docs/sources.md).
  it('accepts the English and Italian rules', () => {
    expect(() => shortKingEngine(board8x8, english.rules as never)).not.toThrow();
    expect(() => shortKingEngine(italian.board, italian.rules as never)).not.toThrow();
  });

  it('refuses flying kings and the settings of other generators, naming the setting', () => {
    expect(refusal(() => shortKingEngine(board8x8, { ...english.rules, flyingKings: true } as never))).toBe(
      'shortKingEngine cannot play flyingKings: true (it plays false)',
    );
    expect(refusal(() => shortKingEngine(board8x8, { ...english.rules, orthogonalCaptures: true } as never))).toMatch(
      /^shortKingEngine cannot play orthogonalCaptures: true/,
    );
    expect(
      refusal(() => shortKingEngine(board8x8, { ...english.rules, capturePrecedence: 'maximum-pieces' } as never)),
    ).toBe('shortKingEngine cannot play capturePrecedence: "maximum-pieces" (it plays "free", "italian")');
    expect(refusal(() => shortKingEngine(undefined as never, english.rules as never))).toMatch(
      /^shortKingEngine.*board/,
    );
  });
});
