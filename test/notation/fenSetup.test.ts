/**
 * FEN in two steps (issue 30, D4): `parseFenSetup` reads the text with no rule checked, and
 * `setupPosition` checks the rules; `parseFen` is both, with the codes and offsets it had.
 * Expected values come from the rulebooks (WCDF 1.16, FMJD 3.5: a man on the row where it is
 * crowned cannot stand there; Frisian article 17: the king-move counters count a king's moves)
 * and from the FEN texts, whose offsets are counted by hand in the comments.
 */
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  english,
  frisian,
  international,
  parseFen,
  parseFenRecord,
  parseFenSetup,
  positionEquals,
  setupPosition,
  formatFen,
} from '../../src/index.js';
import type { FenErrorCode, FenSetup, Variant } from '../../src/index.js';
import { arbitraryAnyPosition } from '../arbitraries.js';

/** The setup of a text that must be readable. */
function setupOf(variant: Variant, text: string): FenSetup {
  const r = parseFenSetup(variant, text);
  if (!r.ok) throw new Error(`${text}: ${r.error.code} at ${r.error.offset}: ${r.error.message}`);
  return r.value;
}

/** parseFen's code and offset, or 'ok'. */
function fenFault(variant: Variant, text: string): 'ok' | [FenErrorCode, number] {
  const r = parseFen(variant, text);
  return r.ok ? 'ok' : [r.error.code, r.error.offset];
}

describe('parseFenSetup: the text, with no rule checked', () => {
  it('reads the side to move, the squares ascending, the kings and the counters as written', () => {
    // lidraughts' International start with Black to move after 20-24 (docs/sources.md, FEN counters).
    expect(setupOf(international, 'B:W31-50:B1-19,24:H0:F1')).toEqual({
      turn: 'black',
      white: [31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50],
      black: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 24],
      kings: [],
      halfmoveClock: 0,
      fullmoveNumber: 1,
    });
    // The lists in any order, kings marked K, one trailing dot (PDN 3.0 FEN).
    expect(setupOf(english, 'W:B12,K1,2:WK26,22.')).toEqual({
      turn: 'white',
      white: [22, 26],
      black: [1, 2, 12],
      kings: [1, 26],
    });
  });

  it('a man on his crowning row (WCDF 1.16) is read; setupPosition refuses it with the code parseFen gives; a tool repairs it', () => {
    // English: White moves up the board and is crowned on 1-4, so a white man on 1 cannot be.
    const text = 'W:W1,22:B12';
    expect(fenFault(english, text)).toEqual(['man-on-crowning-row', 3]); // the item "1" starts at offset 3
    const setup = setupOf(english, text);
    expect(setup).toEqual({ turn: 'white', white: [1, 22], black: [12], kings: [] });
    const refused = setupPosition(english, setup);
    expect(refused.ok ? 'ok' : [refused.error.code, refused.error.square]).toEqual(['man-on-crowning-row', 1]);
    // The repair a tool offers (the man was meant as a king), then the rules pass.
    const repaired = setupPosition(english, { ...setup, kings: [...setup.kings, 1] });
    expect(repaired.ok && formatFen(repaired.value)).toBe('W:W22,K1:B12');
    // Or the caller keeps it a man on purpose, as parseFen's option does.
    const kept = setupPosition(english, setup, { allowMenOnCrowningRow: true });
    const alsoKept = parseFen(english, text, { allowMenOnCrowningRow: true });
    expect(kept.ok && alsoKept.ok && positionEquals(kept.value, alsoKept.value)).toBe(true);
    // Black is crowned on 29-32 in English: a black man on 30, the same.
    const black = setupOf(english, 'B:W22:B30');
    const refusedBlack = setupPosition(english, black);
    expect(refusedBlack.ok ? 'ok' : [refusedBlack.error.code, refusedBlack.error.square]).toEqual([
      'man-on-crowning-row',
      30,
    ]);
  });

  it('Frisian king-move counters that name no king are read; setupPosition refuses them as parseFen does; a tool repairs them', () => {
    // `:+0+145`: Black 0, White 1 with the king on 45 (lidraughts' form); 45 holds a white man.
    // The counters start after the fourth colon: 'W:W45,K8:B5:' is 12 characters.
    const text = 'W:W45,K8:B5:+0+145';
    expect(fenFault(frisian, text)).toEqual(['bad-king-moves', 12]);
    const setup = setupOf(frisian, text);
    expect(setup.kingMoves).toEqual({ white: 1, black: 0, whiteKing: 45 });
    const refused = setupPosition(frisian, setup);
    expect(refused.ok ? 'ok' : [refused.error.code, refused.error.square]).toEqual(['bad-king-moves', 45]);
    // The king White moved is the one on 8: the same position as the FEN that says so.
    const repaired = setupPosition(frisian, { ...setup, kingMoves: { white: 1, black: 0, whiteKing: 8 } });
    const meant = parseFen(frisian, 'W:W45,K8:B5:+0+108');
    expect(repaired.ok && meant.ok && positionEquals(repaired.value, meant.value)).toBe(true);
    // A count above Frisian's limit of 3 (article 17: the fourth move in a row is not allowed).
    const above = setupOf(frisian, 'W:W45,K8:B5:+4+0');
    expect(fenFault(frisian, 'W:W45,K8:B5:+4+0')).toEqual(['bad-king-moves', 12]);
    const refusedAbove = setupPosition(frisian, above);
    expect(refusedAbove.ok ? 'ok' : refusedAbove.error.code).toBe('bad-king-moves');
    // Counters of 0 on both sides are no state at all, as parseFen reads `:+0+0`.
    const zero = setupPosition(frisian, setupOf(frisian, 'W:W45,K8:B5:+0+0'));
    expect(zero.ok && zero.value.state).toBeUndefined();
  });

  it('what the text itself gets wrong is refused with the code and offset parseFen gives', () => {
    const cases: ReadonlyArray<readonly [Variant, string, FenErrorCode, number]> = [
      [english, '', 'empty', 0],
      [english, '?:W5:B1', 'unknown-turn', 0], // no unknownTurn option
      [english, 'X:W5', 'bad-turn', 0],
      [english, 'W:W5,5', 'duplicate-square', 5], // the second "5" starts at 5
      [english, 'W:W5:B5', 'duplicate-square', 6],
      [english, 'W:W33:B1', 'unknown-square', 3], // English squares are 1 to 32
      [english, 'W:W5,x', 'bad-token', 5],
      [english, 'W:W9-5', 'bad-range', 3],
      [english, 'W:W5:W6', 'duplicate-color', 5], // the second W is at 5
      [english, 'W:W5;B1', 'trailing-text', 4],
      [international, 'W:W31-50:B1-20:H:F1', 'bad-counter', 15], // the H at 15 has no number
      [international, 'W:W45:B5:+0+0', 'bad-king-moves', 9], // the + at 9: International counts no king moves
      [frisian, 'W:W45,K8:B5:+0', 'bad-king-moves', 12], // malformed
    ];
    for (const [variant, text, code, offset] of cases) {
      const setup = parseFenSetup(variant, text);
      expect(setup.ok ? 'ok' : [setup.error.kind, setup.error.code, setup.error.offset], text).toEqual([
        'fen',
        code,
        offset,
      ]);
      expect(fenFault(variant, text), text).toEqual([code, offset]);
    }
  });

  it('parseFen names the first fault of the text, a man on his crowning row before a later fault of syntax', () => {
    // "1" (offset 3) is read before the "x" (offset 5) that is no square: parseFen, which reads
    // the text once, names the man; the text alone is faulty only at 5.
    expect(fenFault(english, 'W:W1,x')).toEqual(['man-on-crowning-row', 3]);
    const setup = parseFenSetup(english, 'W:W1,x');
    expect(setup.ok ? 'ok' : [setup.error.code, setup.error.offset]).toEqual(['bad-token', 5]);
    // Of two men on crowning rows, the first written: the black man on 30 at offset 3, though
    // setupPosition (which checks White first) names the white man on 2.
    expect(fenFault(english, 'W:B30:W2')).toEqual(['man-on-crowning-row', 3]);
    const both = setupPosition(english, setupOf(english, 'W:B30:W2'));
    expect(both.ok ? 'ok' : both.error.square).toBe(2);
  });

  it('parseFenSetup then setupPosition is parseFenRecord, counters included, on positions of every variant', () => {
    fc.assert(
      fc.property(
        arbitraryAnyPosition,
        fc.nat(200),
        fc.integer({ min: 1, max: 200 }),
        (position, halfmoveClock, fullmoveNumber) => {
          const text = `${formatFen(position)}`.replace(
            /(:\+[^:]*)?$/,
            (kingMoves) => `:H${halfmoveClock}:F${fullmoveNumber}${kingMoves}`,
          );
          const whole = parseFenRecord(position.variant, text);
          const setup = parseFenSetup(position.variant, text);
          expect(whole.ok && setup.ok, text).toBe(true);
          if (!whole.ok || !setup.ok) return;
          expect([setup.value.halfmoveClock, setup.value.fullmoveNumber]).toEqual([halfmoveClock, fullmoveNumber]);
          const stepped = setupPosition(position.variant, setup.value);
          expect(stepped.ok && positionEquals(stepped.value, whole.value.position), text).toBe(true);
          expect(stepped.ok && positionEquals(stepped.value, position), text).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('setupPosition refuses king-move counters for a variant without the rule, and counts that are not whole numbers', () => {
    const code = (variant: Variant, kingMoves: unknown): string => {
      const r = setupPosition(variant, {
        turn: 'white',
        white: [45, 8],
        black: [5],
        kings: [8],
        kingMoves: kingMoves as never,
      });
      return r.ok ? 'ok' : r.error.code;
    };
    expect(code(international, { white: 1, black: 0 })).toBe('bad-king-moves');
    expect(code(frisian, { white: 1.5, black: 0 })).toBe('bad-king-moves');
    expect(code(frisian, { white: -1, black: 0 })).toBe('bad-king-moves');
    expect(code(frisian, null)).toBe('bad-king-moves');
    expect(code(frisian, { white: 1, black: 0, whiteKing: 8 })).toBe('ok');
    // A positive count with no square: any king, as lidraughts reads `+3`.
    expect(code(frisian, { white: 3, black: 0 })).toBe('ok');
  });
});
