import { beforeAll, describe, it, expect } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { distFile, ensureDist } from './dist.js';

// These tests run the built command: `npm test` builds before vitest; a bare `vitest run` builds
// here when dist/ is missing or older than src/.
const CLI = distFile('cli.js');
beforeAll(ensureDist, 120_000);

interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

function crownhead(args: readonly string[], input?: string): Run {
  const r = spawnSync(process.execPath, [CLI, ...args], { input: input ?? '', encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The stdout lines, without the final newline. */
function lines(text: string): string[] {
  return text.replace(/\n$/, '').split('\n');
}

const START = 'B:W21-32:B1-12';
const LOOP = 'W:WK26:B14,15,22,23';
const OPENING = '9-13 9-14 10-14 10-15 11-15 11-16 12-16';
const PERFT = [7, 49, 302, 1469];

describe('crownhead moves', () => {
  it('lists the 7 opening moves of English draughts', () => {
    const r = crownhead(['moves', '--variant', 'english', '--fen', START]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`${OPENING}\n`);
    expect(r.stderr).toBe('');
  });

  it('defaults to english when --variant is omitted', () => {
    expect(crownhead(['moves', '--fen', START]).stdout).toBe(`${OPENING}\n`);
  });

  it('writes one JSON object per position with the documented shape', () => {
    const r = crownhead(['moves', '--fen', START, '--json']);
    expect(r.code).toBe(0);
    expect(lines(r.stdout)).toHaveLength(1);
    const answer = JSON.parse(r.stdout);
    expect(Object.keys(answer)).toEqual(['fen', 'moves']);
    expect(answer.fen).toBe(START);
    expect(answer.moves).toHaveLength(7);
    expect(answer.moves[1]).toEqual({ from: 9, to: 14, path: [9, 14], captured: [] });
    expect(Object.keys(answer.moves[1])).toEqual(['from', 'to', 'path', 'captured']);
  });

  it('prints an empty line for a position without legal moves', () => {
    // White's only man on 29 is blocked by a black man on 25 with 22 occupied behind it.
    const r = crownhead(['moves', '--fen', 'W:W29:B22,25']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('\n');
  });

  it('answers stdin line by line in order, reporting a bad FEN and going on (JSON)', () => {
    const input = `${START}\n\n  W:W33:B1  \n${LOOP}\n`;
    const r = crownhead(['moves', '--json'], input);
    expect(r.code).toBe(1);
    const answers = lines(r.stdout).map((line) => JSON.parse(line));
    expect(answers).toHaveLength(3);
    expect(answers[0].fen).toBe(START);
    expect(answers[0].moves).toHaveLength(7);
    expect(answers[1]).toEqual({
      fen: 'W:W33:B1',
      error: { code: 'unknown-square', message: expect.any(String) },
    });
    expect(answers[2]).toEqual({
      fen: LOOP,
      moves: [{ from: 26, to: 26, path: [26, 17, 10, 19, 26], captured: [22, 14, 15, 23] }],
    });
  });

  it('reports a bad FEN on stderr with its line number in text mode, printing nothing for it', () => {
    const r = crownhead(['moves'], `${START}\n\nnot a fen\n${LOOP}\n`);
    expect(r.code).toBe(1);
    expect(lines(r.stdout)).toEqual([OPENING, '26x26']);
    expect(lines(r.stderr)).toHaveLength(1);
    expect(r.stderr).toMatch(/^crownhead: line 3: \S/);
  });

  it('exits 0 when every stdin FEN is good', () => {
    const r = crownhead(['moves'], `${START}\r\n${START}\n`);
    expect(r.code).toBe(0);
    expect(lines(r.stdout)).toEqual([OPENING, OPENING]);
  });

  it('answers each stdin line as soon as it is read', { timeout: 10_000 }, async () => {
    const child = spawn(process.execPath, [CLI, 'moves'], { stdio: ['pipe', 'pipe', 'inherit'] });
    child.stdout.setEncoding('utf8');
    let seen = '';
    const nextAnswer = (): Promise<string> =>
      new Promise((resolve) => {
        const onData = (chunk: string): void => {
          seen += chunk;
          const nl = seen.indexOf('\n');
          if (nl >= 0) {
            child.stdout.off('data', onData);
            const line = seen.slice(0, nl);
            seen = seen.slice(nl + 1);
            resolve(line);
          }
        };
        child.stdout.on('data', onData);
      });
    // The second FEN is written only after the first answer arrived, with stdin still open.
    child.stdin.write(`${START}\n`);
    expect(await nextAnswer()).toBe(OPENING);
    child.stdin.write(`${LOOP}\n`);
    expect(await nextAnswer()).toBe('26x26');
    child.stdin.end();
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect(code).toBe(0);
  });

  it('lists both capture paths of a king loop with --paths, one move without', () => {
    const paths = crownhead(['moves', '--fen', LOOP, '--paths']);
    expect(paths.code).toBe(0);
    expect(paths.stdout).toBe('26x17x10x19x26 26x19x10x17x26\n');
    const distinct = crownhead(['moves', '--fen', LOOP]);
    expect(distinct.stdout).toBe('26x26\n');
    const json = JSON.parse(crownhead(['moves', '--fen', LOOP, '--paths', '--json']).stdout);
    expect(json.moves.map((m: { path: number[] }) => m.path)).toEqual([
      [26, 17, 10, 19, 26],
      [26, 19, 10, 17, 26],
    ]);
  });

  it('exits 1 with one stderr line for a bad --fen', () => {
    const r = crownhead(['moves', '--fen', 'W:W33']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^crownhead: [^\n]+\n$/);
  });
});

describe('crownhead perft', () => {
  it('prints one aligned line per depth with the published counts', () => {
    const r = crownhead(['perft', '--variant', 'english', '--depth', '4']);
    expect(r.code).toBe(0);
    const out = lines(r.stdout);
    expect(out).toHaveLength(4);
    out.forEach((line, i) => {
      const m = /^depth +(\d+) {2}nodes +(\d+) {2}time +(\d+\.\d{3}) ms {2}nps +(\d+)$/.exec(line);
      expect(m, line).not.toBeNull();
      expect(Number(m![1])).toBe(i + 1);
      expect(Number(m![2])).toBe(PERFT[i]);
    });
    // Aligned: every column starts at the same offset.
    expect(new Set(out.map((line) => line.indexOf('time'))).size).toBe(1);
  });

  it('writes one JSON object per depth', () => {
    const r = crownhead(['perft', '--depth', '3', '--json']);
    expect(r.code).toBe(0);
    const objects = lines(r.stdout).map((line) => JSON.parse(line));
    expect(objects.map((o) => [o.depth, o.nodes])).toEqual([
      [1, 7],
      [2, 49],
      [3, 302],
    ]);
    for (const o of objects) {
      expect(Object.keys(o)).toEqual(['depth', 'nodes', 'ms']);
      expect(typeof o.ms).toBe('number');
      expect(o.ms).toBeGreaterThanOrEqual(0);
    }
  });

  it('divides depth 3 into the 7 root moves, summing to 302', () => {
    const r = crownhead(['perft', '--depth', '3', '--divide']);
    expect(r.code).toBe(0);
    const out = lines(r.stdout);
    expect(out).toHaveLength(8);
    const roots = out.slice(0, 7).map((line) => {
      const m = /^move (\S+) +nodes (\d+)$/.exec(line);
      expect(m, line).not.toBeNull();
      return [m![1], Number(m![2])] as const;
    });
    expect(roots.map(([move]) => move).join(' ')).toBe(OPENING);
    expect(roots.reduce((sum, [, n]) => sum + n, 0)).toBe(302);
    expect(out[7]).toMatch(/^depth +3 {2}nodes +302 {2}/);
  });

  it('divides in JSON: one object per root move, then the depth line', () => {
    const r = crownhead(['perft', '--depth', '3', '--divide', '--json']);
    const objects = lines(r.stdout).map((line) => JSON.parse(line));
    expect(objects).toHaveLength(8);
    const roots = objects.slice(0, 7);
    expect(roots[0]).toEqual({ move: '9-13', nodes: expect.any(Number) });
    expect(roots.reduce((sum, o) => sum + o.nodes, 0)).toBe(302);
    expect(objects[7]).toMatchObject({ depth: 3, nodes: 302 });
  });

  it('counts every path with --paths', () => {
    // From the loop position the two paths are one distinct move.
    const paths = JSON.parse(crownhead(['perft', '--fen', LOOP, '--depth', '1', '--paths', '--json']).stdout);
    const distinct = JSON.parse(crownhead(['perft', '--fen', LOOP, '--depth', '1', '--json']).stdout);
    expect(paths.nodes).toBe(2);
    expect(distinct.nodes).toBe(1);
  });
});

describe('crownhead perft --no-bulk', () => {
  // Every move of the last ply made instead of counted: the same published counts.
  it('gives the published International counts with every leaf made (docs/sources.md, perft counts)', () => {
    const r = crownhead(['perft', '--variant', 'international', '--depth', '4', '--no-bulk', '--json']);
    expect(r.code).toBe(0);
    expect(lines(r.stdout).map((line) => JSON.parse(line).nodes)).toEqual([9, 81, 658, 4265]);
  });

  it('gives the published English counts, also divided', () => {
    const r = crownhead(['perft', '--depth', '4', '--no-bulk', '--json']);
    expect(lines(r.stdout).map((line) => JSON.parse(line).nodes)).toEqual(PERFT.slice(0, 4));
    const d = lines(crownhead(['perft', '--depth', '3', '--divide', '--no-bulk', '--json']).stdout).map((line) =>
      JSON.parse(line),
    );
    expect(d[7]).toMatchObject({ depth: 3, nodes: 302 });
  });

  it('is listed in the help', () => {
    expect(crownhead(['perft', '--help']).stdout).toContain('--no-bulk');
  });
});

describe('crownhead show', () => {
  it('prints the board, the side to move and the FEN', () => {
    const r = crownhead(['show']);
    expect(r.code).toBe(0);
    const out = lines(r.stdout);
    expect(out).toContain('Black to move');
    expect(out.at(-1)).toBe(`FEN: ${START}`);
    expect(r.stdout).toContain('⛂');
  });

  it('uses ASCII pieces with --ascii and shows the given position', () => {
    const r = crownhead(['show', '--ascii', '--fen', LOOP]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('White to move');
    expect(r.stdout).toContain(' W ');
    expect(r.stdout).not.toMatch(/[⛀⛁⛂⛃·]/);
    expect(lines(r.stdout).at(-1)).toBe(`FEN: ${LOOP}`);
  });
});

describe('command line', () => {
  it.each([
    [[]],
    [['bogus']],
    [['--bogus']],
    [['moves', '--bogus']],
    [['moves', 'extra']],
    [['perft']],
    [['perft', '--depth', '2.5']],
    [['perft', '--depth', 'x']],
    [['perft', '--depth', '0']],
    [['perft', '--depth']],
    [['show', '--variant', 'nope']],
    [['moves', '--variant', 'nope', '--fen', START]],
    [['show', '--fen', 'W:W33']],
    [['perft', '--depth', '2', '--fen', 'Z']],
  ])('rejects %j with exit code 2 and one stderr line', (args) => {
    const r = crownhead(args);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^crownhead: [^\n]+\n$/);
    expect(r.stderr).not.toMatch(/\bat .*:\d+:\d+/);
  });

  it.each([[['--help']], [['-h']], [['moves', '--help']], [['perft', '-h']], [['show', '--help']]])(
    'prints usage for %j with exit code 0',
    (args) => {
      const r = crownhead(args);
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/^Usage: crownhead/);
      expect(r.stderr).toBe('');
    },
  );

  it('prints the command help, not the top help, for a command', () => {
    expect(crownhead(['perft', '--help']).stdout).toContain('--divide');
    expect(crownhead(['--help']).stdout).not.toContain('--divide');
  });

  it('prints the package version', () => {
    const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
    const r = crownhead(['--version']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`${version}\n`);
  });

  it('starts with a node shebang', () => {
    expect(readFileSync(CLI, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
  });
});
