// `--variant antidraughts` and `--variant breakthrough` in every command that takes --variant
// (issue 14): the counts are International's published start counts (docs/sources.md, perft
// counts) and positions worked out by hand (test/rules/endings.test.ts has the reasoning).
import { beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { distFile, ensureDist } from './dist.js';
import { variantNames } from '../src/cli/variants.js';

const CLI = distFile('cli.js');
beforeAll(ensureDist, 120_000);

function crownhead(args: readonly string[]): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The last line of an answer (perft prints one line per depth). */
const last = (text: string): string => text.trim().split('\n').at(-1)!;

const ALMOST = 'W:W6,7,8,9,10:B41,42,43,44,45';

describe('--variant antidraughts and breakthrough', () => {
  it('are accepted names, listed in the help', () => {
    expect(variantNames()).toEqual(expect.arrayContaining(['antidraughts', 'breakthrough']));
    expect(crownhead(['moves', '--help']).stdout).toContain('antidraughts');
  });

  it.each(['antidraughts', 'breakthrough'])("perft --variant %s: International's start counts", (key) => {
    const r = crownhead(['perft', '--variant', key, '--depth', '3', '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(last(r.stdout))).toMatchObject({ depth: 3, nodes: 658 });
  });

  it('perft --variant breakthrough stops at the crowning that ends the game', () => {
    const r = crownhead(['perft', '--variant', 'breakthrough', '--fen', ALMOST, '--depth', '2', '--json']);
    expect(
      r.stdout
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l).nodes),
    ).toEqual([9, 0]);
  });

  it('moves --variant breakthrough: none once a king is on the board', () => {
    const r = crownhead(['moves', '--variant', 'breakthrough', '--fen', 'B:WK1:B45', '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ moves: [] });
  });

  it('status --variant breakthrough: the crowning wins at once, 2-0', () => {
    const r = crownhead(['status', '--variant', 'breakthrough', '--fen', ALMOST, '7-2']);
    expect([r.code, r.stdout]).toEqual([0, 'win white crowned  ply 1  result 2-0\n']);
  });

  it('status --variant antidraughts: the blocked side wins', () => {
    // White's man on 46 is blocked by Black's men on 41 and 37.
    const r = crownhead(['status', '--variant', 'antidraughts', '--fen', 'W:W46:B37,41', '--json']);
    expect(JSON.parse(r.stdout)).toEqual({
      status: 'win',
      winner: 'white',
      reason: 'no-moves',
      claims: [],
      result: '2-0',
      ply: 0,
    });
  });

  it.each(['antidraughts', 'breakthrough'])('show and render --variant %s draw the 10x10 board', (key) => {
    const shown = crownhead(['show', '--variant', key, '--ascii']);
    expect(shown.code).toBe(0);
    expect(shown.stdout.split('\n').filter((l) => /[.ox]/i.test(l)).length).toBeGreaterThanOrEqual(10);
    const svg = crownhead(['render', '--variant', key]);
    expect(svg.code).toBe(0);
    expect(svg.stdout).toContain('<svg');
  });
});
