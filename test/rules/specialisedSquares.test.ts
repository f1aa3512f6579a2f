/**
 * The specialised paths of the generators on every square, both colours, against the plain
 * reference generators (test/variantOracles.ts; the inventory of paths is the header of
 * specialisedPaths.test.ts). A one-line bug in a set-wise copy lives on a few squares (the carry
 * between two words, a row's end) that random games seldom load, and a crown left on a taken
 * king's square shows only two plies later; so each variant's generator gets positions built for
 * them: a man with prey in each direction and someone to step onto the prey's square (perft 4
 * on boards of up to 64 squares, 3 on the bigger ones), and every capture that goes on after the
 * first jump, one way or two (the single-jump shortcuts of legalMoves and of the leaf counts),
 * through legalMoves, play and perft.
 */
import { describe, expect, it } from 'vitest';
import { perft } from '../../src/index.js';
import type { Oracle, Ref } from '../variantOracles.js';
import { ORACLES, listsAgree, positionOf, refKey, refPerft } from '../variantOracles.js';

/**
 * The variants swept: each engine with each of its settings once (Antidraughts and Breakthrough
 * play International's moves on its engine, Portuguese Spanish's, Frysk! Frisian's).
 */
const SWEPT = ORACLES.filter((o) => !['antidraughts', 'breakthrough', 'portuguese', 'frysk'].includes(o.variant.key));

/**
 * Every square, both colours: a man of the side to move with prey in each direction it captures
 * in (a man or a king) and an empty landing square, and maybe an enemy man beside the prey that
 * may step onto its square once it is taken. A one-line bug in a set-wise copy lives on a few
 * squares (a carry between two words, a row's end) that random games seldom load; a crown left
 * on the taken king's square shows when that man steps there and moves again (ply 4), and a man
 * crowned by its jump (with a bystander that moves in between) when it moves as a king (ply 3).
 */
function* sweep(o: Oracle): Generator<{ ref: Ref; depth: number }> {
  const g = o.grid;
  const small = g.squares <= 64;
  const last = Math.round(Math.sqrt(2 * g.squares)) - 1;
  const crowning = (white: boolean, s: number): boolean => g.rowCol(s)[0] === (white ? 0 : last);
  for (const white of [true, false]) {
    for (let s = 1; s <= g.squares; s++) {
      if (crowning(white, s)) continue;
      const [row, col] = g.rowCol(s);
      for (const [dr, dc] of g.jumps) {
        const over = g.at(row + dr, col + dc);
        const land = g.at(row + 2 * dr, col + 2 * dc);
        if (over === undefined || land === undefined) continue;
        const [or, oc] = g.rowCol(over);
        const beside = [undefined, ...g.steps.map(([r, c]) => g.at(or + r, oc + c))].filter(
          (m) => m !== s && m !== land && (m === undefined || !crowning(!white, m)),
        );
        for (const kingPrey of [false, true]) {
          // A man that lands on its crowning row moves as a king two plies later: a bystander then.
          const crowns = crowning(white, land);
          for (const m of kingPrey || crowns ? beside : [undefined]) {
            const enemyMen = m === undefined ? [] : [m];
            const enemyMenAll = kingPrey ? enemyMen : [...enemyMen, over].sort((a, b) => a - b);
            const enemyKings = kingPrey ? [over] : [];
            const ref: Ref = white
              ? { turn: 'white', whiteMen: [s], whiteKings: [], blackMen: enemyMenAll, blackKings: enemyKings }
              : { turn: 'black', whiteMen: enemyMenAll, whiteKings: enemyKings, blackMen: [s], blackKings: [] };
            yield { ref, depth: kingPrey ? (small ? 4 : 3) : crowns ? 3 : 2 };
          }
        }
      }
    }
  }
}

/**
 * Every jump that goes on: a man of the side to move on every square, a man to take in each
 * direction and a second one from the landing square in each other direction (the single-jump
 * shortcuts must see that the capture goes on, across a word's end too).
 */
function* twoJumps(o: Oracle): Generator<Ref> {
  const g = o.grid;
  const last = Math.round(Math.sqrt(2 * g.squares)) - 1;
  const crowning = (white: boolean, s: number): boolean => g.rowCol(s)[0] === (white ? 0 : last);
  for (const white of [true, false]) {
    for (let s = 1; s <= g.squares; s++) {
      if (crowning(white, s)) continue;
      const [row, col] = g.rowCol(s);
      for (const [dr, dc] of g.jumps) {
        const over = g.at(row + dr, col + dc);
        const land = g.at(row + 2 * dr, col + 2 * dc);
        if (over === undefined || land === undefined) continue;
        const [lr, lc] = g.rowCol(land);
        for (const [er, ec] of g.jumps) {
          const over2 = g.at(lr + er, lc + ec);
          const land2 = g.at(lr + 2 * er, lc + 2 * ec);
          if (over2 === undefined || land2 === undefined || over2 === over || land2 === over || over2 === s) continue;
          if (crowning(!white, over2) || crowning(!white, over)) continue;
          // One piece to take from the landing square, or two (the capture branches there).
          for (const third of [undefined, ...g.jumps.filter(([r, c]) => r * 3 + c > er * 3 + ec)]) {
            const over3 = third === undefined ? undefined : g.at(lr + third[0], lc + third[1]);
            const land3 = third === undefined ? undefined : g.at(lr + 2 * third[0], lc + 2 * third[1]);
            if (third !== undefined) {
              if (over3 === undefined || land3 === undefined || crowning(!white, over3)) continue;
              if ([s, over, over2, land2].includes(over3) || [over, over2].includes(land3)) continue;
            }
            const prey = (over3 === undefined ? [over, over2] : [over, over2, over3]).sort((a, b) => a - b);
            yield white
              ? { turn: 'white', whiteMen: [s], whiteKings: [], blackMen: prey, blackKings: [] }
              : { turn: 'black', whiteMen: prey, whiteKings: [], blackMen: [s], blackKings: [] };
          }
        }
      }
    }
  }
}

describe('every square, both colours: a capture by a man, and the prey square stepped on after it', () => {
  for (const o of SWEPT) {
    it(o.variant.key, () => {
      let checked = 0;
      for (const { ref, depth } of sweep(o)) {
        const p = positionOf(o, ref);
        const at = `${o.variant.key} ${refKey(ref)}`;
        listsAgree(o, p, ref);
        expect(perft(p, depth, { paths: true }), `perft ${depth} per path, ${at}`).toBe(refPerft(o, ref, depth, false));
        expect(perft(p, depth, { bulk: false }), `perft ${depth} distinct, every leaf, ${at}`).toBe(
          refPerft(o, ref, depth, true),
        );
        checked++;
      }
      expect(checked).toBeGreaterThan(100);
    });
  }
});

describe('every square, both colours: every jump that goes on (lists, play, perft 1 and 2)', () => {
  for (const o of SWEPT) {
    it(o.variant.key, () => {
      let checked = 0;
      for (const ref of twoJumps(o)) {
        const p = positionOf(o, ref);
        listsAgree(o, p, ref);
        const at = `${o.variant.key} ${refKey(ref)}`;
        expect(perft(p, 1, { paths: true }), `perft 1 per path, ${at}`).toBe(refPerft(o, ref, 1, false));
        expect(perft(p, 1), `perft 1 distinct, ${at}`).toBe(refPerft(o, ref, 1, true));
        expect(perft(p, 2), `perft 2 distinct, ${at}`).toBe(refPerft(o, ref, 2, true));
        checked++;
      }
      expect(checked).toBeGreaterThan(100);
    });
  }
});
