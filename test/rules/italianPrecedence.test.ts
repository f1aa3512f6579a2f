/**
 * One rule probe per step of the Italian precedence (FID 6.6-6.10, positions of dctl's
 * test/src/core/model/italian.cpp, plus one built here for step 3), each shown to fail when its
 * step is broken: the shared value function (src/rules/precedence.ts) is wrapped so that a test
 * can make the Italian value forget one step, and the generator, which weighs every capture with
 * it, must then give another list. The probe of men sparing kings fails with an engine whose men
 * take kings; every precedence probe fails with an engine of free choice.
 *
 * Squares as in test/rules/italian.test.ts (square 1 top-left, White at the bottom moving up).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { italian, legalMoves, parseFen } from '../../src/index.js';
import type { Position, Variant } from '../../src/index.js';
import type { ShortKingRules } from '../../src/rules/english/engine.js';
import { shortKingEngine } from '../../src/rules/english/engine.js';

/** Which step the wrapped value function forgets. */
type Broken = 'none' | 'pieces' | 'byKing' | 'kings' | 'order' | 'firstKingOnly';
const broken = vi.hoisted(() => ({ step: 'none' as string }));

vi.mock('../../src/rules/precedence.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/rules/precedence.js')>();
  return {
    ...real,
    captureValue(code: number, pieces: number, kings: number, byKing: number, order: number): number {
      if (code === real.ITALIAN) {
        if (broken.step === 'pieces') pieces = 0;
        if (broken.step === 'byKing') byKing = 0;
        if (broken.step === 'kings') kings = 0;
        if (broken.step === 'order') order = 0;
        // Compare only where the first king was met, not the whole order.
        if (broken.step === 'firstKingOnly' && order !== 0) order = 1 << (31 - Math.clz32(order));
      }
      return real.captureValue(code, pieces, kings, byKing, order);
    },
  };
});

afterEach(() => {
  broken.step = 'none';
});

function withRules(rules: Partial<ShortKingRules>): Variant {
  const all = { ...(italian.rules as ShortKingRules), ...rules };
  return { ...italian, rules: all, engine: shortKingEngine(italian.board, all) };
}

const at = (variant: Variant, fen: string): Position => {
  const r = parseFen(variant, fen);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const moves = (fen: string, variant: Variant = italian): string[] =>
  legalMoves(at(variant, fen), { paths: true })
    .map((m) => m.path.join(m.captured.length > 0 ? 'x' : '-'))
    .sort();
const free = withRules({ capturePrecedence: 'free' });

/** [probe, position, the legal paths (worked out on the diagram), the step whose loss breaks it]. */
const PROBES: readonly (readonly [string, string, readonly string[], Broken])[] = [
  // The man on 31 takes 27, 18 and 10; the king on 21 only one piece.
  ['1. the most pieces (FID 6.6)', 'W:WK21,31:B10,18,27', ['31x22x13x6'], 'pieces'],
  // King 23 takes 27 and 26; man 31 takes 27 and 19: two pieces each, the king's capture wins.
  ['2. a king rather than a man (FID 6.7)', 'W:WK23,31:B19,26,27', ['23x30x21'], 'byKing'],
  // Both captures take three pieces with the king; 30x23x16x7 takes two kings (20, 12) after a
  // man, 30x21x14x5 one king (26) first: the number of kings comes before the order.
  ['3. the most kings', 'W:WK30:B10,K12,18,K20,K26,27', ['30x23x16x7'], 'kings'],
  // Three pieces and one king each: 30x21x14x5 meets its king (26) first, 30x23x16x7 second (20).
  ['4. the king met first (FID 6.9)', 'W:WK30:B10,12,18,K20,K26,27', ['30x21x14x5'], 'order'],
  // Two kings each, both met first (26 or 27); then 18 comes second, 12 third: the whole order.
  ['4. the whole order compared (Alioto Domenico)', 'W:WK30:B10,K12,K18,20,K26,K27', ['30x21x14x5'], 'firstKingOnly'],
];

describe('Italian precedence: a probe per step, each failing when its step is broken', () => {
  for (const [name, fen, legal, step] of PROBES) {
    it(`${name}: ${legal.join(', ')}`, () => {
      expect(moves(fen)).toEqual(legal);
      broken.step = step;
      expect(moves(fen), `with step '${step}' broken`).not.toEqual(legal);
      broken.step = 'none';
      expect(moves(fen, free), 'with free choice').not.toEqual(legal);
    });
  }

  it('then free choice among captures of equal value (FID 6.10): no step removes either', () => {
    const legal = ['31x22x13', '31x24x15'];
    for (const step of ['none', 'pieces', 'byKing', 'kings', 'order', 'firstKingOnly'] as const) {
      broken.step = step;
      expect(moves('W:WK31:B18,20,K27,K28'), step).toEqual(legal);
    }
  });

  it('men never capture kings (FID 5.3b): the probe fails with men that do', () => {
    expect(moves('W:W30:BK26')).toEqual(['30-27']);
    expect(moves('W:W30:BK26', withRules({ menCaptureKings: true }))).toEqual(['30x21']);
  });
});
