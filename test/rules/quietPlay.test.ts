/**
 * The quiet-move check of the English generator (`playQuiet`, a specialised copy for `play`)
 * against the general one it replaces: generate every legal move and look for the step among the
 * children. Every pair of squares (legal steps, illegal steps, steps while a capture is due, men
 * stepping back) on random and played positions, under English rules and with men sparing
 * kings (Italian); and the public `play` of English and Italian against their `legalMoves`.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { english, italian, legalMoves, play } from '../../src/index.js';
import type { Move, Position } from '../../src/index.js';
import { childStack, configure, generate, playQuiet } from '../../src/rules/english/movegen.js';
import { ITALIAN_REF } from '../reference/plainEnglish.js';
import { ITALIAN_REF_START, arbitraryAnyRefPosition, arbitraryPlayedRefPosition, toPosition } from '../arbitraries.js';

/** The general way: every legal move generated, the step looked for among the children. */
function byGeneration(
  black: number,
  white: number,
  kings: number,
  blackToMove: boolean,
  from: number,
  to: number,
): readonly number[] | undefined {
  const n = generate(black, white, kings, blackToMove, 0, false, false);
  const own = blackToMove ? black : white;
  const slot = blackToMove ? 0 : 1;
  const f = 1 << (from - 1);
  const t = 1 << (to - 1);
  const children: number[][] = [];
  for (let i = 0; i < n; i++) children.push([childStack[3 * i]!, childStack[3 * i + 1]!, childStack[3 * i + 2]!]);
  // A capture takes a piece of the opponent: a child that keeps every one of them is a quiet move.
  const opp = blackToMove ? white : black;
  const found = children.find((c) => c[1 - slot] === opp && (own & ~c[slot]!) === f && (c[slot]! & ~own) === t);
  return found;
}

function agreeOnEverySquarePair(black: number, white: number, kings: number, blackToMove: boolean): void {
  for (let from = 1; from <= 32; from++) {
    for (let to = 1; to <= 32; to++) {
      const expected = byGeneration(black, white, kings, blackToMove, from, to);
      const ok = playQuiet(black, white, kings, blackToMove, from, to);
      const got = ok ? [childStack[0]!, childStack[1]!, childStack[2]!] : undefined;
      expect(got, `${from}-${to}`).toEqual(expected);
    }
  }
}

const bits = (p: Position): [number, number, number, boolean] => [
  p.black.lo,
  p.white.lo,
  p.kings.lo,
  p.turn === 'black',
];

describe('playQuiet equals generating every move and finding the step', () => {
  for (const [name, menCaptureKings] of [
    ['English', true],
    ['men sparing kings (Italian)', false],
  ] as const) {
    it(`${name}: every pair of squares on random and played positions`, () => {
      configure(menCaptureKings, undefined);
      fc.assert(
        fc.property(arbitraryAnyRefPosition, (ref) => {
          const [b, w, k, blackToMove] = bits(toPosition(ref));
          agreeOnEverySquarePair(b, w, k, blackToMove);
        }),
        { numRuns: 150 },
      );
      configure(true, undefined);
    });
  }
});

/** Every step between squares of the board as a quiet Move. */
function everyStep(): Move[] {
  const out: Move[] = [];
  for (let from = 1; from <= 32; from++)
    for (let to = 1; to <= 32; to++) if (from !== to) out.push({ from, to, path: [from, to], captured: [] });
  return out;
}
const STEPS = everyStep();

function playAgreesWithLegalMoves(position: Position): void {
  const legal = new Set(
    legalMoves(position)
      .filter((m) => m.captured.length === 0)
      .map((m) => `${m.from}-${m.to}`),
  );
  for (const step of STEPS) {
    const key = `${step.from}-${step.to}`;
    let after: Position | undefined;
    try {
      after = play(position, step);
    } catch {
      after = undefined;
    }
    expect(after !== undefined, key).toBe(legal.has(key));
    if (after !== undefined) {
      expect(after.turn).not.toBe(position.turn);
      expect(after.white.size() + after.black.size()).toBe(position.white.size() + position.black.size());
    }
  }
}

describe('play of a quiet move: legal exactly when legalMoves lists it', () => {
  it('English, random and played positions', () => {
    fc.assert(
      fc.property(arbitraryAnyRefPosition, (ref) => playAgreesWithLegalMoves(toPosition(ref, english))),
      { numRuns: 100 },
    );
  });
  it('Italian (mirrored board, men sparing kings), played positions', () => {
    fc.assert(
      fc.property(arbitraryPlayedRefPosition(100, ITALIAN_REF, ITALIAN_REF_START), (ref) =>
        playAgreesWithLegalMoves(toPosition(ref, italian)),
      ),
      { numRuns: 100 },
    );
  });
});
