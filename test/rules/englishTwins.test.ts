/**
 * The specialised copies of the English generator (src/rules/english/movegen.ts) against the
 * general code they stand for and against the plain reference generator
 * (test/reference/plainEnglish.ts, which shares no code with src/), for each of the settings the
 * generator varies (men take kings or spare them; free choice or the Italian precedence).
 *
 * The generator exists once per colour (Black's half moves down, White's up; both are generated
 * from one template by scripts/generate-kernels.mjs, and a wrong colour word in the template
 * would still show in one colour only, so the halves are still compared), writes the
 * captures of men from their landing sets (`generateBlackManCaptures`, `pushBlackJump` and
 * White's twins) unless a caller wants paths, counts the last ply without making it (`countBlack`,
 * the count-only searches) and counts depth 2 from registers (`perft2Black` and its helpers). A
 * one-line bug in White's capture writer (the crown of a king taken by a man left on the board)
 * once passed every test but one published count, because every differential test compared
 * counts, and a stale crown on an empty square changes no count until a piece steps there and
 * moves again, two plies later. So:
 * - every child position each writer makes, words and all, is compared with the reference's,
 *   for both colours (each position and its colour mirror);
 * - the counters are compared with the number of children written (depth 1) and with counting
 *   those children (depth 2);
 * - perft to depth 4 of each position equals that of its colour mirror (the Black half against
 *   the White half at every node), bulk and every leaf, and to depth 3-4 the reference's where
 *   men take kings.
 * Each was shown to fail with a one-line bug put back in the code (see the commit messages).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { childStack, configure, generate, perftBits } from '../../src/rules/english/movegen.js';
import { weigherFor } from '../../src/rules/english/weigh.js';
import { ITALIAN } from '../../src/rules/precedence.js';
import { referenceMoves, referencePerft, referencePerftDistinct, referencePlay } from '../reference/plainEnglish.js';
import type { RefPosition, RefRules } from '../reference/plainEnglish.js';
import {
  arbitraryKingCaptureRefPosition,
  arbitraryPlayedRefPosition,
  arbitraryRefPosition,
  mirrorRef,
  toPosition,
} from '../arbitraries.js';

/** A setting of the generator, with the reference rules that say the same (on the English board). */
interface Setting {
  readonly name: string;
  readonly menCaptureKings: boolean;
  readonly precedence: 'free' | 'italian';
}

const SETTINGS: readonly Setting[] = [
  { name: 'English (men take kings, free choice)', menCaptureKings: true, precedence: 'free' },
  { name: 'Italian rules (men spare kings, precedence)', menCaptureKings: false, precedence: 'italian' },
  { name: 'men spare kings, free choice', menCaptureKings: false, precedence: 'free' },
  { name: 'men take kings, precedence', menCaptureKings: true, precedence: 'italian' },
];

const refRules = (s: Setting): RefRules => ({
  numbering: 'english',
  menCaptureKings: s.menCaptureKings,
  precedence: s.precedence,
});

function use(s: Setting): void {
  configure(s.menCaptureKings, s.precedence === 'italian' ? weigherFor(ITALIAN) : undefined);
}

/** The generator's words of a reference position: black, white, kings, Black to move. */
function words(ref: RefPosition): [number, number, number, boolean] {
  const p = toPosition(ref);
  return [p.black.lo, p.white.lo, p.kings.lo, p.turn === 'black'];
}

const key = (black: number, white: number, kings: number): string => `${black >>> 0}/${white >>> 0}/${kings >>> 0}`;

/** The children the generator writes for `ref` (as sorted keys). */
function generated(ref: RefPosition, distinct: boolean, recordPaths: boolean): string[] {
  const [b, w, k, blackToMove] = words(ref);
  const n = generate(b, w, k, blackToMove, 0, distinct, recordPaths);
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(key(childStack[3 * i]!, childStack[3 * i + 1]!, childStack[3 * i + 2]!));
  return out.sort();
}

/** The children the reference makes for `ref`, one per path (as sorted keys). */
function referenceChildren(ref: RefPosition, rules: RefRules): string[] {
  return referenceMoves(ref, rules)
    .map((m) => {
      const [b, w, k] = words(referencePlay(ref, m, rules));
      return key(b, w, k);
    })
    .sort();
}

/**
 * The side to move's pieces made men (kings only where a man cannot stand, its crowning row), so
 * that its captures go through the landing-set writers; the other side's pieces all kings
 * (`allKings`), or as drawn (men and kings mixed, where a precedence rule weighs them and men
 * that spare kings meet both).
 */
function menToMove(allKings: boolean): fc.Arbitrary<RefPosition> {
  return arbitraryRefPosition.map((ref) => {
    const crowningRow = (s: number): boolean => (ref.turn === 'white' ? s <= 4 : s >= 29);
    const sort = (xs: readonly number[]): number[] => [...xs].sort((a, b) => a - b);
    const own = ref.turn === 'white' ? [...ref.whiteMen, ...ref.whiteKings] : [...ref.blackMen, ...ref.blackKings];
    const ownMen = sort(own.filter((s) => !crowningRow(s)));
    const ownKings = sort(own.filter(crowningRow));
    const [oppMen, oppKings] = ref.turn === 'white' ? [ref.blackMen, ref.blackKings] : [ref.whiteMen, ref.whiteKings];
    const men = allKings ? [] : sort(oppMen);
    const kings = allKings ? sort([...oppMen, ...oppKings]) : sort(oppKings);
    return ref.turn === 'white'
      ? { turn: ref.turn, whiteMen: ownMen, whiteKings: ownKings, blackMen: men, blackKings: kings }
      : { turn: ref.turn, whiteMen: men, whiteKings: kings, blackMen: ownMen, blackKings: ownKings };
  });
}

/** Men to move against kings: the prey they take wears a crown. */
const menAgainstKings = menToMove(true);

const positions = fc.oneof(
  { weight: 3, arbitrary: arbitraryRefPosition },
  { weight: 2, arbitrary: menAgainstKings },
  { weight: 2, arbitrary: menToMove(false) },
  { weight: 2, arbitrary: arbitraryPlayedRefPosition(80) },
  { weight: 1, arbitrary: arbitraryKingCaptureRefPosition },
);

describe("every child position the generator writes is the reference's, for both colours", () => {
  for (const setting of SETTINGS) {
    it(setting.name, () => {
      const rules = refRules(setting);
      fc.assert(
        fc.property(positions, (start) => {
          use(setting);
          for (const ref of [start, mirrorRef(start)]) {
            const want = referenceChildren(ref, rules);
            // The writers perft uses (landing sets for men's captures), then the path search
            // (recordPaths), which legalMoves uses: per path, and one per distinct move.
            expect(generated(ref, false, false), `writers, ${JSON.stringify(ref)}`).toEqual(want);
            expect(generated(ref, false, true), `path search, ${JSON.stringify(ref)}`).toEqual(want);
            const distinct = [...new Set(want)];
            expect(generated(ref, true, false), `writers, distinct, ${JSON.stringify(ref)}`).toEqual(distinct);
            expect(generated(ref, true, true), `path search, distinct, ${JSON.stringify(ref)}`).toEqual(distinct);
          }
        }),
        { numRuns: 400 },
      );
    });
  }
});

describe('the counters equal the children written, for both colours', () => {
  for (const setting of SETTINGS) {
    it(setting.name, () => {
      fc.assert(
        fc.property(positions, fc.boolean(), (start, distinct) => {
          use(setting);
          for (const ref of [start, mirrorRef(start)]) {
            const [b, w, k, blackToMove] = words(ref);
            // Depth 1: the bulk count (countBlack/countWhite and the count-only searches) against
            // the children written.
            const n = generate(b, w, k, blackToMove, 0, distinct, false);
            const children: [number, number, number][] = [];
            for (let i = 0; i < n; i++)
              children.push([childStack[3 * i]!, childStack[3 * i + 1]!, childStack[3 * i + 2]!]);
            expect(perftBits(b, w, k, blackToMove, 1, distinct, true), JSON.stringify(ref)).toBe(n);
            // Depth 2: the register counts (perft2Black/perft2White) against counting each child.
            let leaves = 0;
            for (const [cb, cw, ck] of children) leaves += perftBits(cb, cw, ck, !blackToMove, 1, distinct, false);
            expect(perftBits(b, w, k, blackToMove, 2, distinct, true), JSON.stringify(ref)).toBe(leaves);
          }
        }),
        { numRuns: 400 },
      );
    });
  }
});

describe("perft of a position equals perft of its colour mirror (Black's half against White's)", () => {
  for (const setting of SETTINGS) {
    it(`${setting.name}: depth 4, bulk and every leaf, per path and distinct`, () => {
      // Sparse positions keep depth 4 small; men against kings reach the crown of a taken king.
      const sparse = fc
        .oneof(menAgainstKings, menToMove(false), arbitraryRefPosition, arbitraryKingCaptureRefPosition)
        .filter((r) => {
          const pieces = r.whiteMen.length + r.whiteKings.length + r.blackMen.length + r.blackKings.length;
          return pieces <= 12;
        });
      fc.assert(
        fc.property(sparse, (ref) => {
          use(setting);
          const [b, w, k, blackToMove] = words(ref);
          const [mb, mw, mk, mirroredBlack] = words(mirrorRef(ref));
          for (const distinct of [false, true]) {
            for (const bulk of [true, false]) {
              const here = perftBits(b, w, k, blackToMove, 4, distinct, bulk);
              expect(
                perftBits(mb, mw, mk, mirroredBlack, 4, distinct, bulk),
                `${JSON.stringify(ref)} distinct ${distinct} bulk ${bulk}`,
              ).toBe(here);
            }
          }
        }),
        { numRuns: 150 },
      );
    });
  }
});

describe("perft where men are to move against kings (and men) equals the reference's (a stale crown shows two plies later)", () => {
  for (const setting of SETTINGS) {
    it(`${setting.name}: depth 4 per path and distinct`, () => {
      const rules = refRules(setting);
      const sparse = fc
        .oneof(menAgainstKings, menToMove(false))
        .filter((r) => r.whiteMen.length + r.whiteKings.length + r.blackMen.length + r.blackKings.length <= 9);
      fc.assert(
        fc.property(sparse, (ref) => {
          use(setting);
          const [b, w, k, blackToMove] = words(ref);
          expect(perftBits(b, w, k, blackToMove, 4, false, true), JSON.stringify(ref)).toBe(
            referencePerft(ref, 4, rules),
          );
          expect(perftBits(b, w, k, blackToMove, 4, true, true), JSON.stringify(ref)).toBe(
            referencePerftDistinct(ref, 4, rules),
          );
        }),
        { numRuns: 60 },
      );
    });
  }
});

describe("every square, both colours: a man's captures of one and two pieces, men and kings, written and counted as the reference has them", () => {
  // The square map of test/rules/english.test.ts: row r holds 4r+1..4r+4; Black's men go down
  // (toward 29-32), White's up. A man on each square it may stand on, its prey (a man or a king)
  // in one forward direction with the landing empty, and beyond that landing nothing, a man or a
  // king in each forward direction; or prey on both forward sides: every single jump, every
  // choice between two, every second jump, over men and kings. Random positions seldom hold a capture whose branches differ in
  // value (precedence) or a second jump next to a king (men that spare kings).
  const rowCol = (s: number): [number, number] => {
    const row = Math.floor((s - 1) / 4);
    return [row, 2 * ((s - 1) % 4) + (row % 2 === 0 ? 1 : 0)];
  };
  const squareAt = (row: number, col: number): number | undefined =>
    row < 0 || row > 7 || col < 0 || col > 7 || (row + col) % 2 === 0 ? undefined : 4 * row + (col >> 1) + 1;
  const forward = (color: 'white' | 'black', s: number | undefined, side: number): number | undefined => {
    if (s === undefined) return undefined;
    const [row, col] = rowCol(s);
    return squareAt(row + (color === 'white' ? -1 : 1), col + (side === 0 ? -1 : 1));
  };
  const crowning = (color: 'white' | 'black', s: number): boolean => (color === 'white' ? s <= 4 : s >= 29);

  /** The positions: `color` to move, one man on `s`, its prey and the pieces beyond. */
  function* capturesFrom(color: 'white' | 'black'): Generator<RefPosition> {
    for (let s = 1; s <= 32; s++) {
      if (crowning(color, s)) continue;
      for (let side = 0; side < 2; side++) {
        const over = forward(color, s, side);
        const land = forward(color, over, side);
        if (over === undefined || land === undefined) continue;
        for (const firstKing of [false, true]) {
          // Beyond the landing: none, a man or a king on each forward side (a man on its own
          // crowning row would be a king: WCDF 1.16).
          for (let beyond = 0; beyond < 9; beyond++) {
            const kinds = [beyond % 3, Math.floor(beyond / 3)];
            const men: number[] = [];
            const kings: number[] = [];
            (firstKing ? kings : men).push(over);
            let fits = true;
            for (let side2 = 0; side2 < 2; side2++) {
              if (kinds[side2] === 0) continue;
              const at = forward(color, land, side2);
              if (at === undefined || crowning(color, land)) {
                fits = false;
                break;
              }
              const enemyManCrowned = color === 'white' ? at >= 29 : at <= 4;
              (kinds[side2] === 2 || enemyManCrowned ? kings : men).push(at);
            }
            if (!fits) continue;
            yield color === 'white'
              ? {
                  turn: 'white',
                  whiteMen: [s],
                  whiteKings: [],
                  blackMen: men.sort((a, b) => a - b),
                  blackKings: kings.sort((a, b) => a - b),
                }
              : {
                  turn: 'black',
                  whiteMen: men.sort((a, b) => a - b),
                  whiteKings: kings.sort((a, b) => a - b),
                  blackMen: [s],
                  blackKings: [],
                };
          }
        }
      }
    }
  }

  /**
   * The positions: `color` to move, one man on `s` with prey on both forward sides (a choice of
   * two jumps), and maybe a man beyond one landing, on either side of it (one jump that goes on
   * beside one that does not).
   */
  function* choicesFrom(color: 'white' | 'black'): Generator<RefPosition> {
    for (let s = 1; s <= 32; s++) {
      if (crowning(color, s)) continue;
      const overs = [forward(color, s, 0), forward(color, s, 1)];
      const lands = [forward(color, overs[0], 0), forward(color, overs[1], 1)];
      if (lands.includes(undefined)) continue;
      for (let kinds = 0; kinds < 4; kinds++) {
        for (let extra = -1; extra < 4; extra++) {
          const men: number[] = [];
          const kings: number[] = [];
          overs.forEach((o, i) => ((kinds >> i) & 1 ? kings : men).push(o!));
          if (extra >= 0) {
            const land = lands[extra >> 1]!;
            const at = crowning(color, land) ? undefined : forward(color, land, extra & 1);
            if (
              at === undefined ||
              forward(color, at, extra & 1) === undefined ||
              men.includes(at) ||
              kings.includes(at)
            )
              continue;
            // A man of the other side on its own crowning row would be a king (WCDF 1.16).
            if (color === 'white' ? at >= 29 : at <= 4) kings.push(at);
            else men.push(at);
          }
          yield color === 'white'
            ? {
                turn: 'white',
                whiteMen: [s],
                whiteKings: [],
                blackMen: men.sort((a, b) => a - b),
                blackKings: kings.sort((a, b) => a - b),
              }
            : {
                turn: 'black',
                whiteMen: men.sort((a, b) => a - b),
                whiteKings: kings.sort((a, b) => a - b),
                blackMen: [s],
                blackKings: [],
              };
        }
      }
    }
  }

  for (const setting of SETTINGS) {
    it(setting.name, () => {
      const rules = refRules(setting);
      let checked = 0;
      for (const color of ['white', 'black'] as const) {
        for (const ref of [...capturesFrom(color), ...choicesFrom(color)]) {
          use(setting);
          const at = JSON.stringify(ref);
          const want = referenceChildren(ref, rules);
          expect(generated(ref, false, false), `writers, ${at}`).toEqual(want);
          expect(generated(ref, true, false), `writers, distinct, ${at}`).toEqual([...new Set(want)]);
          const [b, w, k, blackToMove] = words(ref);
          expect(perftBits(b, w, k, blackToMove, 1, false, true), `count, ${at}`).toBe(want.length);
          expect(perftBits(b, w, k, blackToMove, 2, false, true), `depth 2, ${at}`).toBe(referencePerft(ref, 2, rules));
          expect(perftBits(b, w, k, blackToMove, 2, true, true), `depth 2, distinct, ${at}`).toBe(
            referencePerftDistinct(ref, 2, rules),
          );
          checked++;
        }
      }
      // A guard against a loop that tries nothing (over a thousand positions).
      expect(checked).toBeGreaterThan(1000);
    });
  }
});
