// `--variant frisian` and `--variant frysk` in every command that takes --variant, and Frisian
// and Frysk! PDN files (GameType 40, PDN 3.0; 97, lidraughts) in validate, pdn and render (issue
// 15). Expected values: the published Frisian start counts (docs/sources.md, perft counts), the
// rules of 2011 (articles 7, 17, 21; docs/sources.md, Frisian rules) applied by hand.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { distFile, ensureDist } from './dist.js';
import { variantNames } from '../src/cli/variants.js';

const CLI = distFile('cli.js');
beforeAll(ensureDist, 120_000);

function crownhead(args: readonly string[]): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const lines = (text: string): unknown[] =>
  text
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));

const dir = mkdtempSync(join(tmpdir(), 'crownhead-frisian-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A Frisian game with a capture along a row (21 over 22 to 23, article 7) and one down a column (13 over 23 to 33). */
const FRISIAN_PDN = '[GameType "40"]\n[FEN "W:W21,45:B22,13,3"]\n\n1. 21x23 13x33 *\n';
const FRYSK_PDN = '[GameType "97"]\n\n1. 46-41 5-10 2. 47-42 *\n';

describe('--variant frisian and frysk', () => {
  it('are accepted names, listed in the help', () => {
    expect(variantNames()).toEqual(expect.arrayContaining(['frisian', 'frysk']));
    expect(crownhead(['perft', '--help']).stdout).toContain('frysk');
  });

  it('perft --variant frisian: the published start counts, per path and distinct (they part at depth 4)', () => {
    const keep = crownhead(['perft', '--variant', 'frisian', '--depth', '4', '--paths', '--json']);
    expect(keep.code).toBe(0);
    expect(lines(keep.stdout).map((l) => (l as { nodes: number }).nodes)).toEqual([9, 81, 658, 3880]);
    const drop = crownhead(['perft', '--variant', 'frisian', '--depth', '4', '--json']);
    expect((lines(drop.stdout).at(-1) as { nodes: number }).nodes).toBe(3874);
  });

  it('perft --variant frysk: five men each, each man two steps at most (9 first moves: 46 has one)', () => {
    const r = crownhead(['perft', '--variant', 'frysk', '--depth', '1', '--json']);
    expect(lines(r.stdout)).toEqual([expect.objectContaining({ depth: 1, nodes: 9 })]);
  });

  it('moves --variant frisian: a capture along a row is compulsory', () => {
    const r = crownhead(['moves', '--variant', 'frisian', '--fen', 'W:W21,45:B22,13,3', '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({
      moves: [expect.objectContaining({ from: 21, to: 23, captured: [22] })],
    });
    expect((JSON.parse(r.stdout) as { moves: unknown[] }).moves).toHaveLength(1);
  });

  it('moves --variant frisian reads the king-move counters: the king on 45 that moved three times in a row may not move again (article 17)', () => {
    const free = JSON.parse(
      crownhead(['moves', '--variant', 'frisian', '--fen', 'W:W30,K45:B5,K1', '--json']).stdout,
    ) as { moves: { from: number }[] };
    expect(free.moves.some((m) => m.from === 45)).toBe(true);
    const barred = JSON.parse(
      crownhead(['moves', '--variant', 'frisian', '--fen', 'W:W30,K45:B5,K1:+0+345', '--json']).stdout,
    ) as { moves: { from: number }[] };
    expect(barred.moves.map((m) => m.from)).toEqual([30, 30]);
  });

  it('status --variant frisian: a single king each is a draw at once unless a capture is at hand (article 21)', () => {
    const draw = crownhead(['status', '--variant', 'frisian', '--fen', 'W:WK28:BK3', '--json']);
    expect(JSON.parse(draw.stdout)).toMatchObject({ status: 'draw', reason: 'lone-kings' });
    const capture = crownhead(['status', '--variant', 'frisian', '--fen', 'W:WK28:BK23', '--json']);
    expect(JSON.parse(capture.stdout)).toMatchObject({ status: 'ongoing' });
  });

  it.each(['frisian', 'frysk'])('show and render --variant %s draw the 10x10 board', (key) => {
    const shown = crownhead(['show', '--variant', key, '--ascii']);
    expect(shown.code).toBe(0);
    expect(shown.stdout.split('\n').filter((l) => /[.ox]/i.test(l)).length).toBeGreaterThanOrEqual(10);
    const svg = crownhead(['render', '--variant', key]);
    expect(svg.code).toBe(0);
    expect(svg.stdout).toContain('<svg');
  });

  it('render --variant frisian --move draws an orthogonal capture', () => {
    const r = crownhead(['render', '--variant', 'frisian', '--fen', 'W:W21,45:B22,13,3', '--move', '21x23']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('<svg');
  });
});

describe('Frisian and Frysk! PDN files', () => {
  const frisianFile = join(dir, 'frisian.pdn');
  const fryskFile = join(dir, 'frysk.pdn');
  beforeAll(() => {
    writeFileSync(frisianFile, FRISIAN_PDN);
    writeFileSync(fryskFile, FRYSK_PDN);
  });

  it('validate replays them under their variants', () => {
    const r = crownhead(['validate', frisianFile, fryskFile, '--json']);
    expect(r.code).toBe(0);
    expect(lines(r.stdout)).toEqual([
      expect.objectContaining({ game: 1, ok: true, variant: 'frisian', moves: 2, problems: [] }),
      expect.objectContaining({ game: 1, ok: true, variant: 'frysk', moves: 3, problems: [] }),
    ]);
  });

  it('pdn rewrites them with the GameType in full, and the rewrite validates again', () => {
    const out = join(dir, 'out.pdn');
    const r = crownhead(['pdn', frisianFile, fryskFile, '--out', out]);
    expect(r.code).toBe(0);
    const again = crownhead(['validate', out, '--json']);
    expect(again.code).toBe(0);
    expect(lines(again.stdout).map((g) => (g as { variant: string }).variant)).toEqual(['frisian', 'frysk']);
    const text = crownhead(['pdn', out]).stdout;
    expect(text).toContain('[GameType "40,W,10,10,N2,0"]');
    expect(text).toContain('[GameType "97,W,10,10,N2,0"]');
    expect(text).toContain('1. 21x23 13x33');
  });

  it('render --pdn draws the position of a ply of a Frisian game', () => {
    const r = crownhead(['render', '--pdn', frisianFile, '--ply', '1']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('<svg');
  });
});
