/**
 * `crownhead validate` and `crownhead pdn` (docs/cli.md): output forms, exit codes, and the
 * corpus of ../shared/data/pdn. These tests run the built command (built when missing or stale).
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parsePdn } from '../src/pdn/index.js';
import { describeShared } from './shared.js';
import { corpusDir } from './pdn/corpus.js';
import { ensureDist, runCli } from './dist.js';

beforeAll(ensureDist, 120_000);

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const lines = (text: string): string[] => (text === '' ? [] : text.replace(/\n$/, '').split('\n'));

let dir: string;
function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'crownhead-cli-pdn-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const GOOD = '[Event "a"]\n[GameType "21"]\n[Result "1-0"]\n1. 11-15 23-19 2. 8-11 22-17 1-0\n';
// Game 2, ply 4 (line 3, column 24): 28-24 onto a white man.
const BAD = '[GameType "21"] 1. 11-15 *\n[GameType "21"]\n1. 11-15 23-19 2. 9-14 28-24 *\n';

describe('crownhead validate', () => {
  it('prints one line per problem and a summary, exit 1 on an error', () => {
    const path = file('bad.pdn', BAD);
    const r = runCli(['validate', path]);
    expect(r.code).toBe(1);
    const out = lines(r.stdout);
    expect(out).toHaveLength(2);
    expect(out[0]).toMatch(
      new RegExp(
        `^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:3:24: game 2, ply 4: error illegal-move: .*24 is occupied`,
      ),
    );
    expect(out[1]).toBe('summary: files 1, games 2, moves 4, warnings 0, errors 1');
    expect(r.stderr).toBe('');
  });

  it('exits 0 with only the summary for a clean file; several files add up', () => {
    const good = file('good.pdn', GOOD);
    const r = runCli(['validate', good, good]);
    expect(r.code).toBe(0);
    expect(lines(r.stdout)).toEqual(['summary: files 2, games 2, moves 8, warnings 0, errors 0']);
  });

  it('writes one JSON object per game with the documented keys, and the summary on stderr', () => {
    const path = file('mixed.pdn', `${BAD}[GameType "41"] 1. c3-d4 *\n1. 11-15 ; note\n*`);
    const r = runCli(['validate', '--json', path]);
    expect(r.code).toBe(1);
    const objects = lines(r.stdout).map((line) => JSON.parse(line));
    expect(objects).toHaveLength(4);
    for (const o of objects) expect(Object.keys(o)).toEqual(['file', 'game', 'ok', 'variant', 'moves', 'problems']);
    expect(objects.map((o) => [o.game, o.ok, o.variant, o.moves])).toEqual([
      [1, true, 'english', 1],
      [2, false, 'english', 3],
      [3, false, null, 0],
      [4, true, 'english', 1],
    ]);
    expect(objects[1].problems).toEqual([
      { severity: 'error', code: 'illegal-move', message: expect.any(String), line: 3, column: 24, ply: 4 },
    ]);
    expect(objects[2].problems.map((p: { code: string }) => p.code)).toEqual(['unsupported-variant']);
    expect(Object.keys(objects[2].problems[0])).toEqual(['severity', 'code', 'message', 'line', 'column']);
    // Game 4 has no GameType tag: the variants whose board fits are weighed (variant-guessed).
    expect(objects[3].problems.map((p: { severity: string; code: string }) => [p.severity, p.code])).toEqual([
      ['warning', 'variant-guessed'],
      ['warning', 'semicolon-comment'],
    ]);
    expect(r.stderr).toBe('summary: files 1, games 4, moves 5, warnings 2, errors 2\n');
  });

  it('reports deviations as errors with --strict', () => {
    const path = file('semi.pdn', '[GameType "21"] 1. 11-15 ; note\n*');
    expect(runCli(['validate', path]).code).toBe(3);
    const strict = runCli(['validate', '--strict', path]);
    expect(strict.code).toBe(1);
    expect(lines(strict.stdout)[0]).toMatch(/:1:26: game 1: error semicolon-comment: /);
  });

  // Game 1: a `;` comment and a capture written with `-` (warnings); game 2: an illegal move;
  // game 3: two more `;` comments.
  const MIXED =
    '[GameType "21"] [FEN "B:W18:B14"] 1. 14-23 ; a note\n*\n' +
    BAD +
    '[GameType "21"] 1. 11-15 ; one\n23-19 ; two\n*\n';

  it('prints the errors first, then the warnings by code, most frequent first (exit 1)', () => {
    const path = file('mixed-warnings.pdn', MIXED);
    const r = runCli(['validate', path]);
    expect(r.code).toBe(1);
    const out = lines(r.stdout);
    expect(out).toHaveLength(4);
    expect(out[0]).toMatch(new RegExp(`^${escape(path)}:5:24: game 3, ply 4: error illegal-move: .*24 is occupied`));
    expect(out[1]).toMatch(new RegExp(`^warnings semicolon-comment: 3, first ${escape(path)}:1:44: game 1: `));
    expect(out[2]).toMatch(new RegExp(`^warnings separator: 1, first ${escape(path)}:1:38: game 1, ply 1: `));
    expect(out[3]).toBe('summary: files 1, games 4, moves 7, warnings 4, errors 1');
  });

  it('--warnings prints every problem in file order, with no per-code lines', () => {
    const path = file('mixed-warnings2.pdn', MIXED);
    const r = runCli(['validate', '--warnings', path]);
    expect(r.code).toBe(1);
    const out = lines(r.stdout);
    expect(
      out.slice(0, -1).map((line) => /^(.*?: (?:warning|error) [a-z-]+): /.exec(line.slice(path.length))![1]),
    ).toEqual([
      ':1:38: game 1, ply 1: warning separator',
      ':1:44: game 1: warning semicolon-comment',
      ':5:24: game 3, ply 4: error illegal-move',
      ':6:26: game 4: warning semicolon-comment',
      ':7:7: game 4: warning semicolon-comment',
    ]);
    expect(out.at(-1)).toBe('summary: files 1, games 4, moves 7, warnings 4, errors 1');
  });

  it('exits 3 when there are warnings but no error, 0 when there is nothing', () => {
    const path = file('warnings-only.pdn', '[GameType "21"] 1. 11-15 ; note\n*');
    const r = runCli(['validate', path]);
    expect(r.code).toBe(3);
    expect(lines(r.stdout)).toEqual([
      expect.stringMatching(/^warnings semicolon-comment: 1, first .*:1:26: game 1: /),
      'summary: files 1, games 1, moves 1, warnings 1, errors 0',
    ]);
    expect(runCli(['validate', '--json', path]).code).toBe(3);
    expect(runCli(['validate', file('clean.pdn', GOOD)]).code).toBe(0);
  });

  it('replays strictly with --strict: a problem-book man on its crowning row is a warning, then an error (WCDF 1.16)', () => {
    const path = file('book.pdn', '[GameType "21"]\n[FEN "B:WK23,12,3:BK15,K11."]\n1/2-1/2\n');
    const lenient = runCli(['validate', path]);
    expect(lenient.code).toBe(3);
    expect(lines(lenient.stdout)[0]).toMatch(
      /^warnings man-on-crowning-row: 1, first .*:2:1: game 1: .*a white man on 3 .*loaded as a king/,
    );
    const strict = runCli(['validate', '--strict', path]);
    expect(strict.code).toBe(1);
    expect(lines(strict.stdout)[0]).toMatch(/:2:1: game 1: error bad-fen: /);
  });

  it('reports a file it cannot read on stderr and goes on', () => {
    const good = file('good2.pdn', GOOD);
    const r = runCli(['validate', join(dir, 'missing.pdn'), good]);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(`crownhead: ${join(dir, 'missing.pdn')}: no such file\n`);
    expect(lines(r.stdout)).toEqual(['summary: files 1, games 1, moves 4, warnings 0, errors 1']);
  });

  it('prints progress lines on stderr for a large file', () => {
    const game = '[Event "e"]\n[GameType "21"]\n1. 11-15 23-19 2. 8-11 22-17 *\n';
    const path = file('large.pdn', game.repeat(Math.ceil((2 * 1024 * 1024) / game.length)));
    // A line after the first game (docs/cli.md), however fast the file is read: in one thread
    // (the default below 32 MB) as with workers.
    for (const args of [
      ['validate', path],
      ['validate', '--jobs', '1', path],
      ['validate', '--jobs', '2', path],
    ]) {
      const r = runCli(args);
      expect(r.code).toBe(0);
      const progress = lines(r.stderr);
      expect(progress.length, args.join(' ')).toBeGreaterThanOrEqual(1);
      for (const line of progress)
        expect(line).toMatch(/^crownhead: validate: .*large\.pdn: \d+% \(\d+\.\d of 2\.\d MB\), \d+ games$/);
    }
  });

  it('needs a file', () => {
    const r = runCli(['validate']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^crownhead: validate: missing FILE/);
  });
});

describe('crownhead pdn', () => {
  const INPUT =
    '[Black "B"] [Event "E"] [GameType "21"] [Result "1-0"] [FEN "B:W21-32:B1-12"] 1. 11-15 {good} 23-19 (23-18) 2. 8-11 *';

  it('writes canonical PDN 3.0 to stdout', () => {
    const r = runCli(['pdn', file('in.pdn', INPUT)]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(
      [
        '[Event "E"]',
        '[Site "?"]',
        '[Date "????.??.??"]',
        '[Round "?"]',
        '[White "?"]',
        '[Black "B"]',
        '[Result "1-0"]',
        '[GameType "21,B,8,8,N1,0"]',
        '',
        '1. 11-15 {good} 1... 23-19 (1... 23-18) 2. 8-11 *',
        '',
      ].join('\n'),
    );
    // The output is PDN 3.0: strict reading finds nothing.
    expect(parsePdn(r.stdout, { mode: 'strict' }).problems).toEqual([]);
  });

  it('writes to --out, with the result token on request', () => {
    const out = join(dir, 'out.pdn');
    const r = runCli(['pdn', file('in2.pdn', `${INPUT}\n${GOOD}`), '--out', out, '--result-token']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('');
    const text = readFileSync(out, 'utf8');
    expect(text).toContain('2. 8-11 1-0\n\n[Event "a"]');
    expect(parsePdn(text).games).toHaveLength(2);
  });

  it('writes short captures and reports errors on stderr, writing every game all the same', () => {
    const r = runCli(['pdn', file('in3.pdn', '[GameType "21"] [FEN "W:W22:B11,18"] 1. 22x15x8 *\n' + BAD)]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('1... 22x8 *'); // White is the second player; the short form: one capture ends on 8
    expect(parsePdn(r.stdout).games).toHaveLength(3);
    const err = lines(r.stderr);
    expect(err[0]).toMatch(/:4:24: game 3, ply 4: error illegal-move: /);
    expect(err[1]).toBe(
      'crownhead: pdn: files 1, games 3, moves 5, warnings 0, errors 1 (crownhead validate lists them all)',
    );
  });

  it('keeps each problem on one line when its message quotes a line break (found by the fuzz target cli)', () => {
    // A FEN tag never closed by " runs to the end of the file; replay quotes its value, line
    // breaks and all. docs/cli.md: each problem on one line, a line break written as \n.
    const path = file('open-fen.pdn', '[FEN "20]\n\n 1-0\n');
    for (const command of ['pdn', 'validate']) {
      const r = runCli([command, '--warnings', path].filter((a) => command === 'validate' || a !== '--warnings'));
      const text = command === 'pdn' ? r.stderr : r.stdout;
      const bad = lines(text).filter((l) => l.includes('bad-fen'));
      expect(bad, command).toEqual([
        expect.stringMatching(
          new RegExp(`^${escape(path)}:1:1: game 1: error bad-fen: FEN "20\\]\\\\n\\\\n 1-0": side to move`),
        ),
      ]);
      for (const line of lines(r.stderr))
        expect(line, command).toMatch(new RegExp(`^(crownhead: |${escape(path)}:\\d+:\\d+: )`));
    }
  });

  it('keeps every tag, whatever its name (__proto__, constructor: tags are data)', () => {
    const r = runCli([
      'pdn',
      file('tags.pdn', '[__proto__ "p"]\n[constructor "c"]\n[toString "t"]\n[GameType "21"]\n1. 11-15 *\n'),
    ]);
    expect(lines(r.stdout).slice(8, 11)).toEqual(['[__proto__ "p"]', '[constructor "c"]', '[toString "t"]']);
  });

  it('refuses to write over an input file', () => {
    const path = file('in4.pdn', GOOD);
    const r = runCli(['pdn', path, '--out', path]);
    expect(r.code).toBe(2);
    expect(readFileSync(path, 'utf8')).toBe(GOOD);
  });

  it('has usage texts', () => {
    expect(runCli(['pdn', '--help']).stdout).toMatch(
      /^Usage: crownhead pdn FILE\.\.\. \[--out FILE\] \[--result-token\]/,
    );
    const usage = lines(runCli(['validate', '-h']).stdout)[0]!;
    expect(usage).toBe(
      'Usage: crownhead validate FILE... [--strict] [--warnings] [--json] [--jobs N] [--variant NAME]',
    );
    // docs/cli.md gives the same usage for validate.
    expect(readFileSync(new URL('../docs/cli.md', import.meta.url), 'utf8')).toContain(
      `## \`${usage.slice('Usage: '.length)}\``,
    );
    const top = runCli(['--help']).stdout;
    expect(top).toContain('validate');
    expect(top).toContain('pdn');
  });
});

describeShared('crownhead validate on ../shared/data/pdn', () => {
  const path = (relative: string): string => join(corpusDir()!, relative);

  it('finds the one bad move of tinsley.pdn (game 541, ply 123) first, and sums up its warnings by code', () => {
    const r = runCli(['validate', path('checkerboard/tinsley.pdn')]);
    expect(r.code).toBe(1);
    const out = lines(r.stdout);
    expect(out[0]).toContain('tinsley.pdn:5588:5: game 541, ply 123: error illegal-move:');
    const perCode = out.slice(1, -1);
    for (const line of perCode) expect(line).toMatch(/^warnings [a-z-]+: \d+, first .*tinsley\.pdn:\d+:\d+: game \d+/);
    const summary = /^summary: files 1, games 724, moves \d+, warnings (\d+), errors 1$/.exec(out.at(-1)!);
    expect(summary).not.toBeNull();
    // The per-code counts add up to the warnings, and each is the number of lines --warnings prints for its code.
    const counts = perCode.map((line) => /^warnings ([a-z-]+): (\d+),/.exec(line)!);
    expect(counts.reduce((sum, m) => sum + Number(m[2]), 0)).toBe(Number(summary![1]));
    const every = lines(runCli(['validate', '--warnings', path('checkerboard/tinsley.pdn')]).stdout);
    expect(every).toHaveLength(1 + Number(summary![1]) + 1);
    for (const m of counts)
      expect(every.filter((line) => line.includes(`: warning ${m[1]}: `))).toHaveLength(Number(m[2]));
    // The file's capture-free `10x14` moves (CheckerBoard) make most of them.
    expect(counts[0]![1]).toBe('separator');
  });

  it('accepts the succeed/ files and rejects the fail/ files with --strict (syntax)', () => {
    const fail = runCli(['validate', '--strict', '--json', path('wiegerw-pdn/fail/nested_comment.pdn')]);
    expect(fail.code).toBe(1);
    const failProblems = JSON.parse(lines(fail.stdout)[0]!).problems as Array<{ severity: string }>;
    expect(failProblems.find((p) => p.severity === 'error')).toMatchObject({
      code: 'unknown-text',
      line: 1,
      column: 46,
    });
    // No errors; the only warnings say that the variant was guessed (neither file has a GameType tag).
    const ok = runCli([
      'validate',
      '--strict',
      '--warnings',
      path('wiegerw-pdn/succeed/OCA_2.0.pdn'),
      path('wiegerw-pdn/succeed/nk_ronde_01.pdn'),
    ]);
    expect(ok.code).toBe(3);
    expect(lines(ok.stdout).at(-1)).toMatch(/^summary: files 2, games 50, moves \d+, warnings \d+, errors 0$/);
    for (const line of lines(ok.stdout).slice(0, -1)) expect(line).toMatch(/: warning variant-guessed: /);
  });

  it('rewrites a corpus file into PDN that validates the same', () => {
    const out = join(dir, 'oca.pdn');
    expect(runCli(['pdn', path('wiegerw-pdn/succeed/OCA_2.0.pdn'), '--out', out]).code).toBe(0);
    const again = runCli(['validate', '--strict', out]);
    expect(again.code).toBe(0);
    // The rewritten games carry GameType 21 in full; the file they come from has none, so it is
    // validated as English by --variant (else each game carries a variant-guessed warning).
    const before = runCli(['validate', '--variant', 'english', path('wiegerw-pdn/succeed/OCA_2.0.pdn')]);
    expect(lines(again.stdout).at(-1)).toBe(lines(before.stdout).at(-1));
  });
});
