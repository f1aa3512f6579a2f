/**
 * Italian draughts (FID): published perft and the rule positions of the FID rulebook, as
 * rhalbersma/dctl re-types them (test/src/core/model/italian.cpp, docs/sources.md, perft counts);
 * dctl numbers the board as PDN GameType 22 does, the same as crownhead's `italian`.
 *
 * Square map (White at the bottom, moving up; square 1 is the top-left corner):
 *
 *      1  .  2  .  3  .  4  .        row 0  (White men are crowned here)
 *      .  5  .  6  .  7  .  8        row 1
 *      9  . 10  . 11  . 12  .        row 2
 *      . 13  . 14  . 15  . 16        row 3
 *     17  . 18  . 19  . 20  .        row 4
 *      . 21  . 22  . 23  . 24        row 5
 *     25  . 26  . 27  . 28  .        row 6
 *      . 29  . 30  . 31  . 32        row 7  (Black men are crowned here)
 */
import { describe, expect, it } from 'vitest';
import {
  board8x8,
  english,
  formatMove,
  italian,
  legalMoves,
  parseFen,
  perft,
  startPosition,
  formatFen,
} from '../../src/index.js';
import type { Move, Position } from '../../src/index.js';
import { GILBERT, ITALIAN_START } from './italianData.js';

function fen(text: string): Position {
  const r = parseFen(italian, text);
  if (!r.ok) throw new Error(`bad test FEN ${text}: ${r.error.message}`);
  return r.value;
}

/** A move as dctl writes it: `30x23` (from and to), `30-27`. */
const fromTo = (m: Move): string => `${m.from}${m.captured.length > 0 ? 'x' : '-'}${m.to}`;
const show = (m: Move): string => m.path.join(m.captured.length > 0 ? 'x' : '-');

/** The legal moves (every path) as dctl lists them, sorted. */
const moves = (text: string): string[] => legalMoves(fen(text), { paths: true }).map(fromTo).sort();

describe('the Italian variant value', () => {
  it('is GameType 22 with White on 21-32 moving first, square 1 in the top-left corner', () => {
    expect(italian.gameType).toBe(22);
    expect(italian.firstPlayer).toBe('white');
    expect(formatFen(startPosition(italian))).toBe('W:W21-32:B1-12');
    expect(italian.board.coords(1)).toEqual({ row: 0, col: 0 });
    expect(italian.board.coords(32)).toEqual({ row: 7, col: 7 });
    // The English board mirrored left-right: Italian square i + 1 stands where English square
    // (i ^ 3) + 1 stands in a mirror.
    for (let i = 0; i < 32; i++) {
      const english8 = board8x8.coords((i ^ 3) + 1);
      expect(italian.board.coords(i + 1)).toEqual({ row: english8.row, col: 7 - english8.col });
    }
  });

  it('writes its moves in its own numbering: White opens from 21-24 toward 17-20', () => {
    const start = startPosition(italian);
    expect(legalMoves(start).map((m) => formatMove(start, m))).toEqual([
      '21-17',
      '21-18',
      '22-18',
      '22-19',
      '23-19',
      '23-20',
      '24-20',
    ]);
  });
});

describe('perft from the Italian start (published, dctl; the two conventions agree to depth 11)', () => {
  const start = startPosition(italian);
  for (const [depth, perPath, distinct] of ITALIAN_START.filter(([d]) => d <= 8)) {
    it(`depth ${depth}: ${perPath}`, () => {
      expect(perft(start, depth, { paths: true })).toBe(perPath);
      expect(perft(start, depth)).toBe(distinct);
      if (depth <= 6) {
        expect(perft(start, depth, { paths: true, bulk: false })).toBe(perPath);
        expect(perft(start, depth, { bulk: false })).toBe(distinct);
      }
    });
  }
  it('differs from English from depth 6 (men sparing kings, precedence), with the same first five', () => {
    const englishStart = startPosition(english);
    for (let depth = 1; depth <= 5; depth++) expect(perft(start, depth)).toBe(perft(englishStart, depth));
    expect(perft(englishStart, 6)).toBe(36_768);
  });
});

describe("Ed Gilbert's Italian positions (per path)", () => {
  /** Depths that take well under a second each (a few million nodes). */
  const depthIn = { 'Gilbert 1': 12, 'Gilbert 2': 8, 'Gilbert 3': 7 } as Record<string, number>;
  for (const { name, fen: text, counts } of GILBERT) {
    it(`${name}: depths 1-${depthIn[name]}`, () => {
      const pos = fen(text);
      for (let depth = 1; depth <= depthIn[name]!; depth++)
        expect(perft(pos, depth, { paths: true }), `depth ${depth}`).toBe(counts[depth - 1]);
      for (let depth = 1; depth <= Math.min(4, depthIn[name]!); depth++) {
        expect(perft(pos, depth, { paths: true, bulk: false }), `depth ${depth} without bulk`).toBe(counts[depth - 1]);
      }
    });
  }
});

describe('FID rule positions (dctl test/src/core/model/italian.cpp)', () => {
  it('men jump forward only (5.6, 5.3b)', () => {
    expect(moves('W:W30:B27')).toEqual(['30x23']);
    expect(moves('W:W24:B20,28')).toEqual(['24x15']);
  });
  it('a man goes on jumping while it can (5.7)', () => {
    expect(moves('W:W31:B12,20,28')).toEqual(['31x8']);
    expect(legalMoves(fen('W:W31:B12,20,28')).map(show)).toEqual(['31x24x15x8']);
  });
  it('kings jump in every direction (5.8, 5.3c)', () => {
    expect(moves('W:WK22:B18,19,27')).toEqual(['22x13', '22x15', '22x31']);
    expect(moves('W:WK24:B20,28')).toEqual(['24x15', '24x31']);
  });
  it('a king goes on jumping while it can (5.9)', () => {
    expect(moves('W:WK27:B5,6,13,15,21,23')).toEqual(['27x25']);
  });
  it('men may not capture kings; kings capture men and kings (5.3b, 5.3d)', () => {
    expect(moves('W:W30:BK26')).toEqual(['30-27']);
    expect(moves('W:W30:B27')).toEqual(['30x23']);
    expect(moves('W:WK30:BK26')).toEqual(['30x21']);
    expect(moves('W:WK30:B27')).toEqual(['30x23']);
  });
  it('1. quantity: the most pieces (6.6)', () => {
    expect(moves('W:WK21,31:B10,18,27')).toEqual(['31x6']);
  });
  it('2. modality: a king captures rather than a man (6.7)', () => {
    expect(moves('W:WK23,31:B19,26,27')).toEqual(['23x21']);
  });
  it('3. contents: the most kings (6.8)', () => {
    expect(moves('W:WK23:B19,K28')).toEqual(['23x32']);
  });
  it('4. ordering: the king met first (6.9), the whole order compared (Alioto Domenico, via Ed Gilbert)', () => {
    expect(moves('W:WK30:B10,12,18,K20,K26,27')).toEqual(['30x5']);
    expect(moves('W:WK30:B10,K12,K18,20,K26,K27')).toEqual(['30x5']);
  });
  it('then free choice among equivalent captures (6.10)', () => {
    expect(moves('W:WK31:B18,20,K27,K28')).toEqual(['31x13', '31x15']);
  });
});
