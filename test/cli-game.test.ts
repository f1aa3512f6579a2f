import { beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { distFile, ensureDist } from './dist.js';

// These tests run the built command: `npm test` builds before vitest; a bare `vitest run` builds
// here when dist/ is missing or older than src/.
const CLI = distFile('cli.js');
beforeAll(ensureDist, 120_000);

function crownhead(args: readonly string[]): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const lines = (text: string): string[] => text.replace(/\n$/, '').split('\n');

// International kings shuttling: the start position stands for the third time at ply 8 (FMJD 6.1).
const INT_FEN = 'W:WK50,47,48:BK4,1,2';
const INT_CYCLE = ['50-45', '4-10', '45-50', '10-4', '50-45', '4-10', '45-50', '10-4'];
// English kings shuttling: at ply 7 White's 5-1 would make the third occurrence (WCDF 1.32.1).
const ENG_FEN = 'B:WK1,21:BK32,12';
const ENG_CYCLE = ['32-28', '1-5', '28-32', '5-1', '32-28', '1-5', '28-32'];

describe('crownhead status', () => {
  it('answers the start position: ongoing, ply 0, result *', () => {
    const r = crownhead(['status', '--variant', 'english']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('ongoing  ply 0  result *\n');
    expect(r.stderr).toBe('');
  });

  it('plays the moves, skipping move numbers, and prints JSON with the documented keys', () => {
    const r = crownhead(['status', '--json', '1.', '11-15', '23-19', '2.', '8-11']);
    expect(r.code).toBe(0);
    expect(lines(r.stdout)).toHaveLength(1);
    const answer = JSON.parse(r.stdout);
    expect(Object.keys(answer)).toEqual(['status', 'claims', 'result', 'ply']);
    expect(answer).toEqual({ status: 'ongoing', claims: [], result: '*', ply: 3 });
    // One operand holding several moves is split at white space.
    expect(crownhead(['status', '--json', '1. 11-15 23-19 2. 8-11']).stdout).toBe(r.stdout);
  });

  it('reports an automatic draw with its rule and the International result type', () => {
    const r = crownhead(['status', '--variant', 'international', '--fen', INT_FEN, ...INT_CYCLE]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('draw repetition  ply 8  result 1-1\n');
    const before = crownhead([
      'status',
      '--variant',
      'international',
      '--fen',
      INT_FEN,
      '--json',
      ...INT_CYCLE.slice(0, 7),
    ]);
    expect(JSON.parse(before.stdout)).toEqual({ status: 'ongoing', claims: [], result: '*', ply: 7 });
    const json = JSON.parse(
      crownhead(['status', '--variant', 'international', '--fen', INT_FEN, '--json', ...INT_CYCLE]).stdout,
    );
    expect(json).toEqual({ status: 'draw', reason: 'repetition', claims: [], result: '1-1', ply: 8 });
    expect(Object.keys(json)).toEqual(['status', 'reason', 'claims', 'result', 'ply']);
  });

  it('lists the draws the side to move may claim (English)', () => {
    expect(crownhead(['status', '--fen', ENG_FEN, ...ENG_CYCLE.slice(0, 6)]).stdout).toBe('ongoing  ply 6  result *\n');
    const r = crownhead(['status', '--fen', ENG_FEN, ...ENG_CYCLE]);
    expect(r.stdout).toBe('ongoing  ply 7  result *  claims repetition\n');
    const json = JSON.parse(crownhead(['status', '--json', '--fen', ENG_FEN, ...ENG_CYCLE]).stdout);
    expect(json).toEqual({ status: 'ongoing', claims: ['repetition'], result: '*', ply: 7 });
  });

  it('reports a win with the winner and the reason; the first number of the result is the first player', () => {
    const blocked = crownhead(['status', '--fen', 'W:W29:B22,25']);
    expect(blocked.stdout).toBe('win black no-moves  ply 0  result 1-0\n');
    const json = JSON.parse(crownhead(['status', '--json', '--fen', 'B:W21:B']).stdout);
    expect(json).toEqual({ status: 'win', winner: 'white', reason: 'no-pieces', claims: [], result: '0-1', ply: 0 });
    expect(Object.keys(json)).toEqual(['status', 'winner', 'reason', 'claims', 'result', 'ply']);
    const intl = JSON.parse(crownhead(['status', '--json', '--variant', 'international', '--fen', 'B:W31:B']).stdout);
    expect(intl).toMatchObject({ status: 'win', winner: 'white', result: '2-0' });
  });

  it('works for every registry variant, with algebraic moves for Russian and Brazilian', () => {
    for (const variant of ['english', 'international', 'italian', 'pool', 'russian', 'brazilian', 'canadian']) {
      const r = crownhead(['status', '--variant', variant]);
      expect(r.code, variant).toBe(0);
      expect(r.stdout).toBe('ongoing  ply 0  result *\n');
    }
    expect(crownhead(['status', '--variant', 'russian', 'c3-d4', 'f6-e5', 'd4xf6']).stdout).toBe(
      'ongoing  ply 3  result *\n',
    );
  });

  it('an illegal move is an error with its ply and exit code 1', () => {
    const r = crownhead(['status', '11-15', '23-19', '9-5']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    // After 11-15 23-19, Black's men can go 7-11, 8-11, 9-13, 9-14, 10-14, 12-16, 15-18 (15-19
    // and 15x24 are blocked); the message says why 9-5 is not one of them and lists them.
    const why =
      '9-5 is not a legal move for black: 5 is occupied; the man on 9 can only play 9-13 or 9-14; legal moves: 7-11, 8-11, 9-13, 9-14, 10-14, 12-16, 15-18';
    expect(r.stderr).toBe(`crownhead: ply 3: ${why}\n`);
    const json = crownhead(['status', '--json', '11-15', '23-19', '9-5']);
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout)).toEqual({
      error: { code: 'illegal', message: why, ply: 3, move: '9-5' },
    });
    expect(json.stderr).toBe('');
    const syntax = crownhead(['status', '11-15', 'hello']);
    expect(syntax.code).toBe(1);
    expect(syntax.stderr).toMatch(/^crownhead: ply 2: /);
  });

  it('a move after the game is drawn is an error (game-over)', () => {
    const r = crownhead(['status', '--variant', 'international', '--fen', INT_FEN, '--json', ...INT_CYCLE, '50-45']);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout).error).toMatchObject({ code: 'game-over', ply: 9, move: '50-45' });
  });

  it('usage faults exit 2', () => {
    expect(crownhead(['status', '--variant', 'nope']).code).toBe(2);
    expect(crownhead(['status', '--fen', 'X:bad']).code).toBe(2);
    expect(crownhead(['status', '--frobnicate']).code).toBe(2);
  });
});

describe('crownhead ballots', () => {
  it('lists all 174, the 156 of the deck, or the 18 barred', () => {
    expect(lines(crownhead(['ballots']).stdout)).toHaveLength(174);
    expect(lines(crownhead(['ballots', '--deck']).stdout)).toHaveLength(156);
    expect(lines(crownhead(['ballots', '--barred']).stdout)).toHaveLength(18);
  });

  it('writes one aligned text line per ballot', () => {
    const out = lines(crownhead(['ballots']).stdout);
    expect(out[0]).toBe('  1  9-13 21-17 5-9     deck');
    expect(out[4]).toBe('  5  9-13 22-18 6-9     deck       ctd  Dreaded Edinburgh');
    expect(out[5]).toBe('  6  9-13 22-18 10-14   deck-2003       Inferno');
    expect(out[34]).toBe(' 35  9-13 24-20 12-16   barred          Dundee Barred');
    expect(out[173]).toBe('174  12-16 24-20 10-15  deck-2003       Skunk');
  });

  it('writes one JSON object per ballot with the documented keys', () => {
    const r = crownhead(['ballots', '--barred', '--json']);
    expect(r.code).toBe(0);
    const all = lines(r.stdout).map((l) => JSON.parse(l));
    expect(all).toHaveLength(18);
    expect(all[0]).toEqual({
      number: 3,
      moves: ['9-13', '21-17', '10-14'],
      status: 'barred',
      added2003: false,
      ctd: false,
      name: null,
    });
    expect(Object.keys(all[0])).toEqual(['number', 'moves', 'status', 'added2003', 'ctd', 'name']);
    expect(all.find((b) => b.number === 48).name).toBe('Rattlesnake');
  });

  it('--deck and --barred together are a usage fault; operands are rejected', () => {
    const r = crownhead(['ballots', '--deck', '--barred']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('crownhead: ballots: --deck and --barred exclude each other\n');
    expect(crownhead(['ballots', '5']).code).toBe(2);
  });

  it('both commands have help and appear in the top-level help', () => {
    const top = crownhead(['--help']).stdout;
    expect(top).toMatch(/status/);
    expect(top).toMatch(/ballots/);
    expect(crownhead(['status', '--help']).stdout).toMatch(/^Usage: crownhead status/);
    expect(crownhead(['ballots', '-h']).stdout).toMatch(/^Usage: crownhead ballots/);
  });
});
