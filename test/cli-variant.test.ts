/**
 * `--variant NAME` of the commands that read PDN files (`validate`, `pdn`, `export`, `render
 * --pdn`): the variant of the games without a GameType tag; a game with a GameType tag keeps it
 * (docs/cli.md, "Which variant a game is"). The Italian file of the shared corpus
 * (Campionato_Assoluto_2005.pdn, 53 games, no GameType tag; its README says Italian) is read in
 * place; its one game that no variant replays to the end is game 46, whose 3x26 fits two Italian
 * captures of equal value (PDN 3.0 restriction 8).
 */
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CliRun } from './dist.js';
import { ensureDist, root, runCli } from './dist.js';
import { describeShared, sharedPath } from './shared.js';

const TAGGED = join(root, 'examples', 'tinsley-long.pdn'); // [GameType "21"], 91 plies
beforeAll(ensureDist, 120_000);

const ITALIAN = 'data/pdn/wiegerw-pdn/succeed/Campionato_Assoluto_2005.pdn';
const summary = (r: CliRun): string | undefined => r.stdout.split('\n').find((l) => l.startsWith('summary: '));

describeShared('--variant for a file without GameType tags', () => {
  const file = (): string => sharedPath(ITALIAN)!;

  it('validate: without it, 53 variant-guessed warnings (the games are weighed); with --variant italian none, on one job or two', () => {
    const guessed = runCli(['validate', '--jobs', '1', file()]);
    expect(summary(guessed)).toMatch(/games 53, moves \d+, warnings 53, errors 1$/);
    expect(guessed.stdout).toMatch(/^warnings variant-guessed: 53, first .*Italian draughts \(22\)/m);
    for (const jobs of ['1', '2']) {
      const said = runCli(['validate', '--jobs', jobs, '--variant', 'italian', file()]);
      expect(said.code).toBe(1);
      expect(said.stdout).toMatch(/game 46, ply 26: error ambiguous-move/);
      expect(summary(said), `--jobs ${jobs}`).toMatch(/games 53, moves \d+, warnings 0, errors 1$/);
    }
    const json = runCli(['validate', '--jobs', '1', '--json', '--variant', 'italian', file()]);
    const variants = json.stdout
      .trim()
      .split('\n')
      .map((l) => (JSON.parse(l) as { variant: string }).variant);
    expect(variants.length).toBe(53);
    expect(new Set(variants)).toEqual(new Set(['italian']));
  });

  it('pdn --variant italian writes every game with the Italian GameType', () => {
    const r = runCli(['pdn', '--jobs', '1', '--variant', 'italian', file()]);
    expect(r.stdout.match(/^\[GameType "22,W,8,8,N2,1"\]$/gm)?.length).toBe(53);
    // Told, not guessed: no variant-guessed warning is counted.
    expect(r.stderr).toMatch(/games 53, moves \d+, warnings 0, errors 1 /);
  });

  it('export --variant italian: the variant column of every row is italian', () => {
    const r = runCli(['export', '--variant', 'italian', file()]);
    const rows = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { variant: string; warnings: number });
    expect(rows.length).toBe(53);
    expect(rows.every((row) => row.variant === 'italian')).toBe(true);
    expect(rows.map((row) => row.warnings).filter((n) => n > 0)).toEqual([]);
  });

  it('export --rows moves --variant czech: every move row of a Czech file is Czech, on one job or two (without it, the games whose moves keep Russian rules too are read as Russian)', () => {
    // mrcd2007.pdn: Czech championship games without a GameType tag (the corpus README says Czech).
    const czech = sharedPath('data/pdn/wiegerw-pdn/succeed/mrcd2007.pdn')!;
    const variantsOf = (r: CliRun): Set<string> =>
      new Set(
        r.stdout
          .trim()
          .split('\n')
          .map((l) => (JSON.parse(l) as { variant: string }).variant),
      );
    expect(variantsOf(runCli(['export', '--rows', 'moves', '--jobs', '1', czech]))).toEqual(
      new Set(['czech', 'russian']),
    );
    for (const jobs of ['1', '2']) {
      expect(
        variantsOf(runCli(['export', '--rows', 'moves', '--jobs', jobs, '--variant', 'czech', czech])),
        `--jobs ${jobs}`,
      ).toEqual(new Set(['czech']));
    }
  });

  it('render --pdn --variant italian draws a game of the file', () => {
    const r = runCli(['render', '--pdn', file(), '--game', '1', '--variant', 'italian']);
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(r.stdout).toMatch(/^<svg/);
  });
});

describe('--variant never changes a game with a GameType tag', () => {
  it('validate, pdn, export and render read tinsley-long.pdn ([GameType "21"]) as English under --variant italian', () => {
    const v = runCli(['validate', '--jobs', '1', '--variant', 'italian', TAGGED]);
    expect([v.code, summary(v)]).toEqual([0, 'summary: files 1, games 1, moves 91, warnings 0, errors 0']);
    const p = runCli(['pdn', '--variant', 'italian', TAGGED]);
    expect(p.stdout).toContain('[GameType "21,B,8,8,N1,0"]');
    const e = runCli(['export', '--variant', 'italian', TAGGED]);
    expect((JSON.parse(e.stdout.trim()) as { variant: string; plies: number }).variant).toBe('english');
    const r = runCli(['render', '--pdn', TAGGED, '--variant', 'italian']);
    expect([r.code, r.stderr]).toEqual([0, '']);
  });

  it.each(['validate', 'pdn', 'export'])(
    '%s --variant chess is a command-line fault (exit 2) naming the known keys',
    (command) => {
      const r = runCli([command, '--variant', 'chess', TAGGED]);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/unknown variant "chess" \(known: english, international, italian/);
    },
  );
});
