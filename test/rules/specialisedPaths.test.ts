/**
 * Differential tests of every specialised path of the move generators (issue 31): each path is
 * reached through entry points that do not move when the generators' code does (the variants'
 * engines, the public `legalMoves`, `play` and `perft`, which hands the engines the counters of
 * rules/perftKit.ts) and compared with the plain reference generators of test/reference, which
 * share no code with src/ (test/variantOracles.ts: plainEnglish for English and Italian,
 * plainFlying for the flying variants and for Frisian and Frysk! with their king-move counts,
 * plainTurkish for Turkish), or with the engine's general path (its perft without the kit,
 * which lists and plays the moves). Here: seeded random games of all sixteen variants. Beside it,
 * specialisedSquares.test.ts puts a man on every square, for both colours, with prey in every
 * direction, where a one-line bug in a set-wise copy lives (a word's carry, a row's end).
 *
 * Inventory: path -> what reaches it -> test ("games" = this file, on played positions and on the
 * same with every other piece of the side not to move crowned: the moves, every path and
 * distinct, the position after each path, perft 1-2 (3 on 8x8) in all four settings; "steps" =
 * this file, play of every from-to step; "kit 3" = this file, perft 3 with the kit against the
 * engine without it on 10x10, also with every other piece of both sides crowned; "squares" =
 * specialisedSquares.test.ts; a file name = an existing test in test/rules):
 *
 * src/rules/english/movegen.ts (English; Italian through mirror.ts)
 * - quietKeys (legalMoves' quiet-only listing, shared quiet values) -> legalMoves -> games
 * - generate with paths (searchManCaptures, searchKingCaptures, emitCapture, record, the Italian
 *   weigher) -> legalMoves, capture play -> games, squares
 * - playQuiet (play's quiet-step check) -> play of a step -> steps; quietPlay.test.ts
 * - the colour halves generateBlack/generateWhite and their writers (pushBlackQuiet, pushBlackJump,
 *   generateBlackManCaptures, continueManCaptures and White's twins) -> perft's inner nodes and
 *   every-leaf perft -> squares (perft 4: a crown left on a taken king's square shows at ply 4),
 *   games; englishTwins.test.ts (child words)
 * - countBlack/countWhite (count-only leaves: countCapturesWithKings, blackManPaths,
 *   whiteManPaths, count*Continuations) -> bulk perft's last ply -> games, squares; englishTwins
 * - perft2Black/perft2White with count*QuietChildren, perft2*Captures (depth-2 register
 *   counts) -> bulk perft at depth >= 2 -> games, squares; englishTwins
 * - perftFullBlack/perftFullWhite -> perft with bulk: false -> games, squares
 *
 * src/rules/flying/moves10.ts and movegen10.ts (International, Antidraughts, Breakthrough)
 * - legalMoves10: quiet moves from the words (quietTable, kingFlights, kingQuietOrCapture),
 *   singleJumpMoves (the single-jump shortcut), captureMoves10 over capturesOfWords10 -> legalMoves
 *   -> games, squares (every jump that goes on)
 * - quietLegal10 (play's quiet-step check) -> play of a step -> steps; flying10.test.ts
 * - captures10 + the records (searchFrom, continueMan, continueKing, emitCapture) -> capture play
 *   -> games, squares
 * - countMoves: quietCountOrCapture, countSingleJumps, countSearch (count-only leaves) -> bulk
 *   perft -> games, squares (a capture that branches after the first jump)
 * - perft10 (perftNode, lastTwoPlies, countLast, makeLast, leafMenWhite/Black, leafKing, menNode,
 *   doubleJumps, menCaptures, makeChildren, captureChildren, leafJumps) -> perft -> games, kit 3;
 *   flying10.test.ts, enginePerftWithoutKit.test.ts
 * - perft10's -1 when its stack of children is outgrown (the engine then counts by playing) ->
 *   flying10.test.ts only (limitStack10: no game position outgrows the stack)
 * - countDoubleJumps10, makeLeaves10, makeMenLeaves10, childrenByMake10 (exported for tests and
 *   the bench) -> flying10.test.ts
 *
 * src/rules/flying/movegen8.gen.ts and perft8.gen.ts (the 8x8 copy of movegen10.ts and
 * perft10.ts, scripts/gen-flying8.mjs; Brazilian, Russian, Pool, Czech)
 * - perft8 (every path of perft10 above, on layout8.ts) and countMoves -> the public perft on 8x8
 *   -> games (perft 1-3), flying8.test.ts (random positions with kings, against the reference);
 *   its -1 when the stack is outgrown (the engine counts with perftCells) -> flying8.test.ts
 *   (limitStack8); the copies are the script's output -> flying8Generated.test.ts
 *
 * src/rules/flying/movegen.ts (8x8 and 12x12: Brazilian, Russian, Pool, Spanish, Portuguese,
 * Czech, Thai, Canadian; perft on 8x8 only for Spanish, Portuguese and Thai)
 * - generateQuiet, generateCaptures (continueMan, continueKing, emitCapture with the precedence
 *   values, immediate removal, next-beyond landing) and the engine's play over the records ->
 *   legalMoves, play -> games, steps, squares
 * - quietCountOrCapture set-wise (up to 64 squares) and square by square (Canadian), countMoves,
 *   perftCells/perftNode/make/unmake -> perft -> games, squares; flyingVariants.test.ts
 *
 * src/rules/frisian/movegen.ts (Frisian, Frysk!)
 * - generate: menSetwise10 (ghost set-wise men), countSingleJumps10, generateCaptures with the
 *   value rule, generateQuiet/menQuiet10, the king-move counters (bar, counterAfter, article 17)
 *   -> legalMoves, play (the counts compared too) -> games, steps, squares; the counters with a
 *   king near its limit -> frisian.test.ts (a one-line bug in counterAfter fails there, not here:
 *   random games seldom move one king three times while its side has men)
 * - perftCells on the words (perftWords10: nodeWords, leavesWords, leavesMen, leafMen, leafSteps,
 *   leafJumps, countMen10 (the men counter), countWords, childrenWords, menChildren, kingChildren,
 *   jumpChildren, capturesWords, searchWords, countManPaths) -> perft -> games (perft 1-2 against
 *   the reference), kit 3, squares; frisianTwins.test.ts
 * - the mailbox perft (perftNode, words: false) and the general set-wise men (menSetwise,
 *   ghost10: false; setwise: false) -> never reached by the public perft on 10x10 (it counts on
 *   the words) -> frisianTwins.test.ts only
 *
 * src/rules/turkish/movegen.ts (Turkish)
 * - quietCountOrCapture (set-wise quiet count and capture test), generateQuiet, generateCaptures
 *   (continueMan, continueKing), countMoves (count only), perftCells/perftNode/make/unmake ->
 *   legalMoves, play, perft -> games, steps, squares (perft 4: a taken king's crown left in
 *   kingsOccupied by make shows at ply 4, and nothing else caught it); turkish.test.ts
 *
 * Around them: rules/perftByPlay.ts (every engine's perft without the kit) ->
 * enginePerftWithoutKit.test.ts; rules/firstKing.ts (Breakthrough) -> games.
 *
 * Not reached through the public entry points, so tested only from the internals (above): the
 * Frisian mailbox perft and the general set-wise men, perft10's -1, the exports for the bench.
 * Equivalent (no count, list or position can show them): the crown of a leaf written by
 * makeChildren at the last ply; the generic make's stale bits in kingsOccupied (a man there goes
 * through the square-by-square pass); jumpChildren's crown in its low-word loop (no jump from the
 * low word lands on Black's far row).
 *
 * For paths of every generator a one-line bug was put in and watched failing here, then taken
 * out (the commit messages list them).
 */
import { describe, expect, it } from 'vitest';
import type { Position, Variant } from '../../src/index.js';
import { legalMoves, perft, play, startPosition, variants, SquareSet } from '../../src/index.js';
import type { Oracle } from '../variantOracles.js';
import { ORACLES, inRef, listsAgree, pathKey, refKey, refOf, refPerft } from '../variantOracles.js';
import { mulberry32 } from '../arbitraries.js';

/** The start and the positions of seeded random games, every `every` plies. */
function gamePositions(variant: Variant, seed: number, plies: number, every: number): Position[] {
  const next = mulberry32(seed);
  const out = [startPosition(variant)];
  let p = startPosition(variant);
  for (let ply = 1; ply <= plies; ply++) {
    const moves = legalMoves(p);
    if (moves.length === 0) break;
    p = play(p, moves[next() % moves.length]!);
    if (ply % every === 0) out.push(p);
  }
  return out;
}

/**
 * The same pieces with every other piece of the side not to move crowned (its first, third,
 * fifth... square), and of the side to move too when `mover`: men to move then take kings
 * beside men (the case of the English White half's historical bug) and the prey's men may step
 * onto the square a taken king left; no king-move counts.
 */
function preyCrowned(p: Position, mover = false): Position {
  const everyOther = (set: SquareSet): number[] => set.squares().filter((_, i) => i % 2 === 0);
  const crowned = SquareSet.fromSquares([
    ...everyOther(p.turn === 'white' ? p.black : p.white),
    ...(mover ? everyOther(p.turn === 'white' ? p.white : p.black) : []),
  ]);
  return { variant: p.variant, turn: p.turn, white: p.white, black: p.black, kings: p.kings.union(crowned) };
}

const SETTINGS = [
  { paths: true, bulk: true },
  { paths: true, bulk: false },
  { paths: false, bulk: true },
  { paths: false, bulk: false },
] as const;

/**
 * The moves (every path and distinct), the position after each path (public play and the
 * engine's), and perft 1..`depth` in all four settings (public perft with the kit) against the
 * reference.
 */
function agree(o: Oracle, p: Position, depth: number): void {
  const r = refOf(o, p);
  const at = `${o.variant.key} ${refKey(r)}`;
  listsAgree(o, p, r);
  const byKey = new Map(o.moves(r).map((m) => [pathKey(m), m]));
  for (const m of legalMoves(p, { paths: true })) {
    const want = refKey(byKey.get(pathKey(inRef(o, m)))!.after);
    expect(refKey(refOf(o, o.variant.engine.play(p, m)!)), `engine play ${pathKey(m)}, ${at}`).toBe(want);
  }
  for (let d = 1; d <= depth; d++) {
    const perPath = refPerft(o, r, d, false);
    const distinct = refPerft(o, r, d, true);
    for (const s of SETTINGS) {
      expect(perft(p, d, s), `perft ${d} ${JSON.stringify(s)}, ${at}`).toBe(s.paths ? perPath : distinct);
    }
  }
}

/**
 * Perft with the kit (the public `perft`) in all four settings against the engine's perft
 * without it, which lists and plays the moves.
 */
function kitAgrees(p: Position, depth: number): void {
  const engine = p.variant.engine;
  const byPlay = [true, false].map((paths) => engine.perft(p, depth, { paths, bulk: true }));
  for (const s of SETTINGS) {
    expect(
      perft(p, depth, s),
      `perft ${depth} ${JSON.stringify(s)}, ${p.variant.key} ${refKey(
        refOf(
          ORACLES.find((o) => o.variant === p.variant)!,
          p,
        ),
      )}`,
    ).toBe(byPlay[s.paths ? 0 : 1]);
  }
}

describe('every variant has a reference here', () => {
  it('sixteen variants, each once', () => {
    expect(ORACLES.map((o) => o.variant.key).sort()).toEqual(variants.map((v) => v.key).sort());
  });
});

describe('seeded random games: moves, play and perft against the reference', () => {
  for (const o of ORACLES) {
    it(o.variant.key, () => {
      const big = o.variant.board.squareCount > 32;
      let checked = 0;
      for (const seed of [1, 2]) {
        const positions = gamePositions(o.variant, seed * 7919 + o.variant.key.length, 120, 6);
        positions.forEach((p, i) => {
          agree(o, p, big || i % 3 !== 0 ? 2 : 3);
          if (o.variant.key !== 'breakthrough') agree(o, preyCrowned(p), 2);
          // Depth 3 on the big boards against the engine's general path (listing and playing the
          // moves, checked against the reference at depth 1 above): the counters' last two plies.
          // With kings of both sides too (every other piece crowned): their moves at inner nodes.
          if (o.variant.board.squareCount === 50 && i % 3 === 1) {
            kitAgrees(p, 3);
            if (o.variant.key !== 'breakthrough') kitAgrees(preyCrowned(p, true), 3);
          }
          checked++;
        });
      }
      expect(checked).toBeGreaterThan(10);
    });
  }
});

/**
 * `play`'s check of a quiet move (English `playQuiet`, 10x10 `quietLegal10`, the other engines'
 * search among the generated moves): every step from each of the mover's squares to every
 * square is played exactly when the reference lists it, to the reference's position.
 */
function stepsAgree(o: Oracle, p: Position): void {
  const r = refOf(o, p);
  const quiet = new Map(
    o
      .moves(r)
      .filter((m) => m.captured.length === 0)
      .map((m) => [`${m.path[0]}-${m.path[1]}`, m.after]),
  );
  const mover = p.turn === 'white' ? p.white : p.black;
  for (const from of mover.squares()) {
    for (let to = 1; to <= o.variant.board.squareCount; to++) {
      const after = o.variant.engine.play(p, { from, to, path: [from, to], captured: [] });
      const want = quiet.get(`${o.toRef(from)}-${o.toRef(to)}`);
      const at = `${o.variant.key} ${from}-${to} in ${refKey(r)}`;
      if (want === undefined) expect(after, at).toBeUndefined();
      else expect(refKey(refOf(o, after!)), at).toBe(refKey(want));
    }
  }
}

describe("seeded random games: play's check of a quiet move, every pair of squares", () => {
  for (const o of ORACLES) {
    it(o.variant.key, () => {
      let checked = 0;
      for (const seed of [5, 6]) {
        for (const p of gamePositions(o.variant, seed * 7919 + o.variant.key.length, 120, 10)) {
          stepsAgree(o, p);
          if (o.variant.key !== 'breakthrough') stepsAgree(o, preyCrowned(p));
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(4);
    });
  }
});
