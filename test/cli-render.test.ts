// `crownhead render` (docs/cli.md): the built command writes one SVG document, read back here by
// a strict XML parser. The positions expected come from outside the code: the FEN given, or the
// moves of examples/tinsley-long.pdn (Tinsley vs Long, 1981) played by hand in the comments.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distFile, ensureDist, root } from './dist.js';

const CLI = distFile('cli.js');
const GAME = join(root, 'examples', 'tinsley-long.pdn');
beforeAll(ensureDist, 120_000);

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'crownhead-render-'));
});
afterAll(() => {
  if (dir !== '') rmSync(dir, { recursive: true, force: true });
});

interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

function crownhead(args: readonly string[]): Run {
  const r = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The elements of an XML document (name and attributes), in order; any XML error fails. */
function elements(text: string): Array<{ name: string; attributes: Record<string, string>; text: string }> {
  const found: Array<{ name: string; attributes: Record<string, string>; text: string }> = [];
  const errors: string[] = [];
  const parser = new SaxesParser({ xmlns: true });
  parser.on('error', (e) => void errors.push(e.message));
  const open: Array<{ text: string }> = [];
  parser.on('opentag', (tag) => {
    const attributes: Record<string, string> = {};
    for (const [name, a] of Object.entries(tag.attributes)) attributes[name] = typeof a === 'string' ? a : a.value;
    const element = { name: tag.local, attributes, text: '' };
    found.push(element);
    open.push(element);
  });
  parser.on('closetag', () => void open.pop());
  parser.on('text', (t) => {
    const inner = open.at(-1);
    if (inner !== undefined) inner.text += t;
  });
  parser.write(text).close();
  expect(errors).toEqual([]);
  return found;
}

/** `color role square` of every piece drawn, sorted. */
function pieces(svg: string): string[] {
  return elements(svg)
    .filter((e) => e.name === 'g' && e.attributes.class?.startsWith('piece '))
    .map((e) => `${e.attributes.class!.slice(6)} ${e.attributes['data-square']}`)
    .sort();
}

const squaresOf = (svg: string, cls: string): number[] =>
  elements(svg)
    .filter((e) => e.attributes.class === cls)
    .map((e) => Number(e.attributes['data-square']));

const titleOf = (svg: string) => elements(svg).find((e) => e.name === 'title')!.text;

/** The pieces of a FEN side list written out by hand: `men(...)`, `kings(...)`. */
const men = (color: string, squares: number[]) => squares.map((n) => `${color} man ${n}`);

describe('crownhead render', () => {
  it('--fen with --move: the king loop of WCDF 1.19, every landing ringed and every man crossed', () => {
    const r = crownhead(['render', '--fen', 'W:WK26:B14,15,22,23', '--move', '26x17x10x19x26']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(r.stdout.endsWith('</svg>\n')).toBe(true);
    expect(pieces(r.stdout)).toEqual(['black man 14', 'black man 15', 'black man 22', 'black man 23', 'white king 26']);
    expect(squaresOf(r.stdout, 'landing')).toEqual([17, 10, 19, 26]);
    expect(squaresOf(r.stdout, 'captured').sort((a, b) => a - b)).toEqual([14, 15, 22, 23]);
    expect(titleOf(r.stdout)).toBe('English draughts, White to move');
    // Same command line, same bytes.
    expect(crownhead(['render', '--fen', 'W:WK26:B14,15,22,23', '--move', '26x17x10x19x26']).stdout).toBe(r.stdout);
  });

  it('without --fen: the start position of the variant', () => {
    const r = crownhead(['render', '--variant', 'international']);
    expect(r.code).toBe(0);
    const drawn = pieces(r.stdout);
    expect(drawn.filter((p) => p.startsWith('white man'))).toHaveLength(20); // FMJD 2.7
    expect(drawn.filter((p) => p.startsWith('black man'))).toHaveLength(20);
    expect(titleOf(r.stdout)).toBe('International draughts, White to move');
  });

  it('--pdn --ply 10: the position after 1. 9-14 23-18 2. 14x23 27x18 3. 5-9 26-23 4. 12-16 30-26 5. 16-19 24x15, the last move tinted', () => {
    const r = crownhead(['render', '--pdn', GAME, '--ply', '10']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    // By hand: Black lost 9 (moved), 5 (to 9), 12 (to 16, 19, taken); White 23, 27, 30, 24 moved.
    expect(pieces(r.stdout)).toEqual(
      [
        ...men('black', [1, 2, 3, 4, 6, 7, 8, 9, 10, 11]),
        ...men('white', [15, 18, 21, 22, 23, 25, 26, 28, 29, 31, 32]),
      ].sort(),
    );
    expect(squaresOf(r.stdout, 'last-move')).toEqual([24, 15]);
    expect(titleOf(r.stdout)).toBe('English draughts, Black to move');
  });

  it('--pdn --ply 0 is the start; without --ply, the end of the game (46... 18-22)', () => {
    const start = crownhead(['render', '--pdn', GAME, '--ply', '0']);
    expect(start.code).toBe(0);
    expect(pieces(start.stdout)).toEqual(
      [
        ...men('black', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]),
        ...men('white', [21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32]),
      ].sort(),
    );
    expect(squaresOf(start.stdout, 'last-move')).toEqual([]);
    const end = crownhead(['render', '--pdn', GAME]);
    expect(end.code).toBe(0);
    expect(squaresOf(end.stdout, 'last-move')).toEqual([18, 22]);
    expect(titleOf(end.stdout)).toBe('English draughts, White to move');
  });

  it('--game picks among several games; without it several games are an error that says how to pick', () => {
    const file = join(dir, 'two.pdn');
    writeFileSync(file, '[GameType "21"]\n1. 11-15 *\n\n[GameType "20"]\n1. 32-28 *\n');
    const second = crownhead(['render', '--pdn', file, '--game', '2']);
    expect(second.code).toBe(0);
    expect(titleOf(second.stdout)).toBe('International draughts, Black to move');
    expect(squaresOf(second.stdout, 'last-move')).toEqual([32, 28]);
    const both = crownhead(['render', '--pdn', file]);
    expect(both.code).toBe(1);
    expect(both.stdout).toBe('');
    expect(both.stderr).toBe(`crownhead: ${file}: the file holds 2 games; pick one with --game (1 to 2)\n`);
    const third = crownhead(['render', '--pdn', file, '--game', '3']);
    expect(third.code).toBe(1);
    expect(third.stderr).toMatch(/^crownhead: .*no game 3/);
  });

  it('--flip and --coords: Black at the bottom, the square numbers or the algebraic labels', () => {
    const plain = crownhead(['render']);
    expect(squaresOf(plain.stdout, 'square-number')).toEqual([]);
    const numbered = crownhead(['render', '--coords']);
    expect(
      elements(numbered.stdout)
        .filter((e) => e.attributes.class === 'square-number')
        .map((e) => Number(e.text)),
    ).toEqual(Array.from({ length: 32 }, (_, i) => i + 1));
    const russian = crownhead(['render', '--variant', 'russian', '--coords', '--flip']);
    const labels = elements(russian.stdout).filter((e) => e.attributes.class === 'coordinate');
    // Turned for Black, the files read h to a from the left.
    const files = labels
      .filter((e) => /[a-h]/.test(e.text))
      .sort((a, b) => Number(a.attributes.x) - Number(b.attributes.x));
    expect(files.map((e) => e.text).join('')).toBe('hgfedcba');
    const flipped = crownhead(['render', '--flip']);
    expect(flipped.stdout).not.toBe(plain.stdout);
    expect(pieces(flipped.stdout)).toEqual(pieces(plain.stdout));
  });

  it.each([
    [['render', '--move', '9-18'], /^crownhead: --move: 9-18 is not a legal move for black: /],
    [['render', '--pdn', GAME, '--ply', '1000'], /^crownhead: --ply 1000: the game has 91 plies$/],
    [['render', '--pdn', 'no-such-file.pdn'], /^crownhead: no-such-file\.pdn: no such file$/],
  ])('%j: one line on stderr, nothing on stdout, exit 1', (args, message) => {
    const r = crownhead(args);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr.split('\n')).toHaveLength(2);
    expect(r.stderr.trimEnd()).toMatch(message);
  });

  it('an illegal move in the PDN file: where it is', () => {
    const file = join(dir, 'bad.pdn');
    writeFileSync(file, '[GameType "21"]\n1. 11-15 23-19 2. 9-5 *\n');
    const r = crownhead(['render', '--pdn', file, '--ply', '1']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^crownhead: .*bad\.pdn: line 2, column 19: /);
  });

  it.each([
    [['render', '--fen', 'B:W21-32:B1-12', '--pdn', GAME], 'render: give --fen or --pdn, not both'],
    [['render', '--ply', '3'], 'render: --ply needs --pdn'],
    [['render', '--game', '1'], 'render: --game needs --pdn'],
    [['render', '--pdn', GAME, '--ply', '-1'], 'render: --ply must be a whole number (0 or more), not "-1"'],
    [['render', '--pdn', GAME, '--ply', 'x'], 'render: --ply must be a whole number (0 or more), not "x"'],
    [['render', '--pdn', GAME, '--game', '0'], 'render: --game must be a positive whole number, not "0"'],
    [['render', '--fen', 'X'], null],
  ])('%j: a command-line fault, exit 2', (args, message) => {
    const r = crownhead(args);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    if (message !== null) expect(r.stderr).toBe(`crownhead: ${message}\n`);
    else expect(r.stderr).toMatch(/^crownhead: bad --fen: /);
  });
});
