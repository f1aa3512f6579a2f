/**
 * The replay's direct ways against the general resolution they stand in for: every move of the
 * English games of ../shared/data/pdn is resolved again here with `resolveMoveText` against the
 * full list of legal moves (as the replay does for texts without a direct candidate), and must
 * give the move the replay played; a quiet move written with `x` (`10x14`, CheckerBoard) must
 * fit no capture and be read as the quiet move with a `separator` warning.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePdn, replay } from '../../src/pdn/index.js';
import { variants } from '../../src/index.js';
import type { PdnGame } from '../../src/pdn/index.js';
import type { Move, Position } from '../../src/index.js';
import { resolveMoveText } from '../../src/notation/moveText.js';
import { describeShared, requireShared } from '../shared.js';

const numeric = (text: string): { squares: number[]; capture: boolean } => ({
  squares: text.split(/[-x]/).map(Number),
  capture: text.includes('x'),
});
const same = (a: Move, b: Move): boolean =>
  a.from === b.from && a.to === b.to && a.path.join() === b.path.join() && a.captured.join() === b.captured.join();

/** Checks every replayed mainline move of `game` against the general resolution; returns the separator moves seen. */
function checkGame(game: PdnGame): number {
  const r = replay(game, { variants });
  if (r.variant?.key !== 'english') return 0;
  let separators = 0;
  const warned = new Set(r.problems.filter((p) => p.code === 'separator').map((p) => p.ply));
  r.moves.forEach((move, i) => {
    const before: Position = r.positions[i]!;
    const text = numeric(game.moves[i]!.move);
    let resolved = resolveMoveText(before, text, { dashCaptures: !text.capture }, false);
    if (!resolved.ok && text.capture && text.squares.length === 2) {
      expect(resolved.error.code).toBe('illegal');
      resolved = resolveMoveText(before, { squares: text.squares, capture: false }, undefined, false);
      expect(resolved.ok && resolved.value.captured.length === 0).toBe(true);
      expect(warned.has(i + 1)).toBe(true);
      separators++;
    }
    expect(resolved.ok, `game ${game.index} ply ${i + 1}`).toBe(true);
    if (resolved.ok) expect(same(resolved.value, move), `game ${game.index} ply ${i + 1}`).toBe(true);
  });
  return separators;
}

describe('direct ways of the replay', () => {
  it('a quiet 11x15 is read as 11-15 with a warning', () => {
    const [game] = parsePdn('[GameType "21"]\n1. 11x15 23-19 2. 8-11 22-17 *').games;
    const r = replay(game!, { variants });
    expect(r.problems.map((p) => [p.code, p.ply])).toEqual([['separator', 1]]);
    expect(r.moves[0]).toMatchObject({ from: 11, to: 15, captured: [] });
    expect(checkGame(game!)).toBe(1);
  });
});

describeShared('direct ways on the English games of ../shared/data/pdn', () => {
  it('tinsley.pdn: every move as the general resolution reads it', (ctx) => {
    const path = requireShared(ctx, join('data', 'pdn', 'checkerboard', 'tinsley.pdn'));
    let separators = 0;
    for (const game of parsePdn(readFileSync(path)).games) separators += checkGame(game);
    // CheckerBoard writes quiet moves with x: thousands of them in this file.
    expect(separators).toBeGreaterThan(1000);
  }, 120_000);
});
