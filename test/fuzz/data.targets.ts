/**
 * Fuzz target of plain-data revival's cost (issue 29, "Data that costs too much";
 * docs/reliability.md, "Plain data"): generated game data that revives, made of parts that can
 * be repeated (a cycle of king moves that comes back to its start, a list of draw rules that
 * never fire, tags), revived twice over and twenty times over in each part in turn. Quadratic
 * work in any part (a repetition count walked back at every ply, once per rule) gives a ratio
 * near 100; linear work near 10.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { gameFromData, legalMoves, moveToData, parseFen, play, positionEquals, variants } from '../../src/index.js';
import type { DrawRule, Move, MoveData, Position, Variant } from '../../src/index.js';
import { growth } from '../cpuTime.js';
import type { FuzzTarget } from './targets.js';

/** Draw rules whose counts never reach their limit in a generated game, so that it goes on. */
const NEVER_FIRING: readonly DrawRule[] = [
  { id: 'repetition', kind: 'repetition', mode: 'automatic', source: 'fuzz', occurrences: 1e9 },
  { id: 'repetition', kind: 'repetition', mode: 'claim', source: 'fuzz', occurrences: 1e9 },
  { id: 'kings-only', kind: 'kings-only', mode: 'automatic', source: 'fuzz', plies: 1e9 },
  {
    id: 'lone-kings',
    kind: 'endgame',
    mode: 'automatic',
    source: 'fuzz',
    material: { kind: 'any' },
    limit: 1e9,
    unit: 'plies',
    restart: 'entry',
    unless: 'capture-at-hand',
  },
  {
    id: 'balance',
    kind: 'endgame',
    mode: 'automatic',
    source: 'fuzz',
    material: { kind: 'kings-both-sides', minPieces: 2, maxPieces: 40 },
    limit: 1e9,
    unit: 'strong-moves',
    restart: 'material',
  },
  {
    id: 'sixteen-move',
    kind: 'endgame',
    mode: 'automatic',
    source: 'fuzz',
    material: {
      kind: 'lone-king',
      minPieces: 1,
      maxPieces: Infinity,
      minKings: 1,
      kingsOnly: false,
      longDiagonal: false,
    },
    limit: 1e9,
    unit: 'strong-moves',
    restart: 'entry',
  },
];

const isQuietKingMove = (p: Position, m: Move): boolean => m.captured.length === 0 && p.kings.has(m.from);

/**
 * Four plies from `p` that bring it back: a king move of each side, then each moved back (`a`
 * and `b` pick the moves). `undefined` when a move cannot be taken back (a capture is at hand,
 * the way back is blocked, a Frisian king-move counter changed).
 */
function cycle(p: Position, a: number, b: number): Move[] | undefined {
  const first = legalMoves(p).filter((m) => isQuietKingMove(p, m));
  if (first.length === 0) return undefined;
  const m1 = first[a % first.length]!;
  const p1 = play(p, m1);
  const second = legalMoves(p1).filter((m) => isQuietKingMove(p1, m));
  if (second.length === 0) return undefined;
  const m2 = second[b % second.length]!;
  const p2 = play(p1, m2);
  const back1 = legalMoves(p2).find((m) => m.captured.length === 0 && m.from === m1.to && m.to === m1.from);
  if (back1 === undefined) return undefined;
  const p3 = play(p2, back1);
  const back2 = legalMoves(p3).find((m) => m.captured.length === 0 && m.from === m2.to && m.to === m2.from);
  if (back2 === undefined) return undefined;
  return positionEquals(play(p3, back2), p) ? [m1, m2, back1, back2] : undefined;
}

/** Generated game data whose parts repeat: `copies` of its move cycle, of its rules and of its tags. */
interface Repeatable {
  readonly variant: Variant;
  readonly start: string;
  readonly segment: readonly MoveData[];
  readonly rules: readonly DrawRule[];
  readonly tags: readonly (readonly [string, string])[];
}

/** One to three kings of each side on any variant's board, and cycles of king moves from there. */
const repeatable: fc.Arbitrary<Repeatable> = fc
  .record({
    // The key, not the Variant: a counterexample is printed, and a Variant holds its functions.
    key: fc.constantFrom(...variants.map((v) => v.key)),
    white: fc.uniqueArray(fc.nat(), { minLength: 1, maxLength: 3 }),
    black: fc.uniqueArray(fc.nat(), { minLength: 1, maxLength: 3 }),
    turn: fc.constantFrom('W', 'B'),
    choices: fc.array(fc.tuple(fc.nat(), fc.nat()), { minLength: 1, maxLength: 4 }),
    rules: fc.array(fc.constantFrom(...NEVER_FIRING), { minLength: 1, maxLength: 3 }),
    tags: fc.array(fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 40 })), { maxLength: 3 }),
  })
  .map(({ key, white, black, turn, choices, rules, tags }): Repeatable | undefined => {
    const variant = variants.find((v) => v.key === key)!;
    const n = variant.board.squareCount;
    const whites = [...new Set(white.map((s) => 1 + (s % n)))];
    const blacks = [...new Set(black.map((s) => 1 + (s % n)))].filter((s) => !whites.includes(s));
    if (blacks.length === 0) return undefined;
    const start = `${turn}:W${whites.map((s) => `K${s}`).join(',')}:B${blacks.map((s) => `K${s}`).join(',')}`;
    const parsed = parseFen(variant, start);
    if (!parsed.ok) return undefined;
    const segment: MoveData[] = [];
    for (const [a, b] of choices) for (const move of cycle(parsed.value, a, b) ?? []) segment.push(moveToData(move));
    return segment.length === 0 ? undefined : { variant, start, segment, rules, tags };
  })
  // About one draw in three has a cycle (kings that can move and come back without a capture).
  .filter((r): r is Repeatable => r !== undefined);

/** The data with its move cycle `moves` times, its rules `rules` times and its tags `tags` times (names made distinct). */
function build(r: Repeatable, moves: number, rules: number, tags: number): unknown {
  const copies = <T>(list: readonly T[], n: number): T[] => Array.from({ length: n }, () => list).flat();
  const tagList = Array.from({ length: tags }, (_, copy) =>
    r.tags.map(([name, value]) => [`${name}#${copy}`, value] as const),
  ).flat();
  const data = {
    variant: r.variant.key,
    start: r.start,
    moves: copies(r.segment, moves),
    rules: copies(r.rules, rules),
    tags: Object.fromEntries(tagList),
  };
  // Through JSON, as stored data comes (Infinity is written null, as gameToData writes it).
  return JSON.parse(JSON.stringify(data));
}

const dataTimePerByte: FuzzTarget = {
  name: 'data-time-per-byte',
  checks:
    'data revival (time per byte): gameFromData of generated game data (a cycle of king moves on any variant, draw rules that never fire, tags) grows at most linearly in each part: the part (the moves some 150 plies) 20 times over takes less than 30 times as long as twice over (CPU time, test/cpuTime.ts)',
  // Each run measures three pairs, each at least 3 x 2 ms and 3 x 20 ms of CPU time, the moves
  // more (3,000 plies).
  cost: 40,
  property: () =>
    fc.property(repeatable, (r) => {
      const revive = (data: unknown) => () => {
        const game = gameFromData(data, { variants });
        if (!game.ok) throw new Error(`${game.error.code} at ${game.error.at}: ${game.error.message}`);
      };
      // The move cycle is repeated to some 300 plies twice over (3,000 twenty times over): a quiet
      // run walked back at every ply shows above the cost of the moves themselves only that long.
      const cycles = Math.ceil(150 / r.segment.length);
      for (const [part, scale] of [
        ['moves', (n: number) => build(r, n * cycles, 1, 1)],
        ['rules', (n: number) => build(r, 2, n, 1)],
        ['tags', (n: number) => build(r, 2, 1, n)],
      ] as const) {
        const g = growth(revive(scale(2)), revive(scale(20)), { baselineMs: 2, below: 30 });
        expect(
          g.ratio,
          `${part} of ${r.variant.key} from ${r.start}: ${g.reps} runs took ${g.smallMs.toFixed(2)} ms of CPU time twice over, ${g.largeMs.toFixed(2)} ms twenty times over`,
        ).toBeLessThan(30);
      }
    }),
};

/** The fuzz targets of plain-data revival's cost. */
export const dataTargets: readonly FuzzTarget[] = [dataTimePerByte];
