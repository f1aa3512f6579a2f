/**
 * Files, pipes and full disks (docs/reliability.md, "Files and pipes"; docs/cli.md, exit codes):
 * every command whose output cannot be written (a full disk: `/dev/full` answers every write
 * with ENOSPC; standard output a pipe whose reader has left) says so in one line and exits with
 * the documented code, never 0 and never with a stack trace. These tests run the built command.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, constants, existsSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { distFile, ensureDist } from './dist.js';

beforeAll(ensureDist, 120_000);

let dir: string;
let game: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'crownhead-cli-files-'));
  game = join(dir, 'g.pdn');
  writeFileSync(game, '[GameType "21"]\n1. 11-15 23-19 2. 8-11 22-17 *\n');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The exit codes docs/cli.md documents for a write that failed. */
const EXIT_IO_ERROR = 74; // EX_IOERR of sysexits.h
const EXIT_BROKEN_PIPE = 141; // 128 + SIGPIPE (13), what a shell shows for `yes | head -1`

/** One command line per command that writes to standard output, and the help and version. */
const COMMANDS: readonly (readonly string[])[] = [
  ['ballots'],
  ['moves', '--fen', 'W:W21:B1'],
  ['perft', '--depth', '3'],
  ['show'],
  ['status', '11-15'],
  ['validate', '<game>'],
  ['validate', '--json', '<game>'],
  ['pdn', '<game>'],
  ['export', '<game>'],
  ['export', '--format', 'csv', '<game>'],
  ['export', '--rows', 'moves', '--format', 'csv', '<game>'],
  ['render'],
  ['render', '--pdn', '<game>'],
  ['match', '--variant', 'international', '--white', 'bot:1', '--black', 'bot:1', '--games', '1', '--max-plies', '4'],
  ['--help'],
  ['--version'],
  ['validate', '--help'],
];

const args = (command: readonly string[]): string[] => command.map((a) => (a === '<game>' ? game : a));

/** Runs the command with `stdout` as its standard output (a file descriptor). */
function runTo(command: readonly string[], stdout: number | 'pipe'): { code: number | null; stderr: string } {
  const r = spawnSync(process.execPath, [distFile('cli.js'), ...args(command)], {
    stdio: ['ignore', stdout, 'pipe'],
    encoding: 'utf8',
  });
  return { code: r.status, stderr: r.stderr };
}

/**
 * A pipe whose reader has already left, deterministically: a FIFO opened for reading (without
 * waiting for a writer), then for writing, then its reading end closed. Every write to the
 * writing end fails with EPIPE, however little the command writes.
 */
function brokenPipe(): number {
  const fifo = join(dir, `fifo-${Math.random().toString(36).slice(2)}`);
  const made = spawnSync('mkfifo', [fifo]);
  if (made.status !== 0) throw new Error('mkfifo failed');
  const reader = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
  const writer = openSync(fifo, constants.O_WRONLY);
  closeSync(reader);
  return writer;
}

const noStack = (stderr: string): void => {
  expect(stderr).not.toMatch(/\n\s+at |internal error|node:internal/);
};

describe.runIf(existsSync('/dev/full'))('a full disk', () => {
  it.each(COMMANDS.map((c) => [c.join(' '), c] as const))(
    'standard output on /dev/full: %s exits 74 with one line',
    (_, command) => {
      const full = openSync('/dev/full', 'w');
      try {
        const r = runTo(command, full);
        expect(r.code).toBe(EXIT_IO_ERROR);
        noStack(r.stderr);
        // match prints its games' lines on stderr first; the failure is the last line, and the only one that says so.
        const lines = r.stderr.replace(/\n$/, '').split('\n');
        expect(lines.at(-1)).toBe('crownhead: cannot write standard output: no space left on device');
        expect(lines.filter((l) => l.startsWith('crownhead:'))).toHaveLength(1);
      } finally {
        closeSync(full);
      }
    },
  );

  it.each([
    ['pdn', '--out', '/dev/full', '<game>'],
    ['export', '--out', '/dev/full', '<game>'],
    ['export', '--format', 'csv', '--out', '/dev/full', '<game>'],
    ['export', '--rows', 'moves', '--out', '/dev/full', '<game>'],
    [
      'match',
      '--variant',
      'international',
      '--white',
      'bot:1',
      '--black',
      'bot:1',
      '--games',
      '1',
      '--max-plies',
      '4',
      '--pdn',
      '/dev/full',
    ],
  ])('--out on /dev/full: %s … exits 74 with one line', (...command) => {
    const r = runTo(command, 'pipe');
    expect(r.code).toBe(EXIT_IO_ERROR);
    noStack(r.stderr);
    const lines = r.stderr.replace(/\n$/, '').split('\n');
    expect(lines.at(-1)).toBe('crownhead: cannot write /dev/full: no space left on device');
    expect(lines.filter((l) => l.startsWith('crownhead:'))).toHaveLength(1);
  });

  it('an --out file that cannot be created exits 74 with one line', () => {
    for (const command of [
      ['pdn', '--out', join(dir, 'missing', 'x.pdn'), game],
      ['export', '--out', dir, game],
    ]) {
      const r = runTo(command, 'pipe');
      expect(r.code).toBe(EXIT_IO_ERROR);
      noStack(r.stderr);
      expect(r.stderr).toMatch(/^crownhead: cannot write \S+: (no such file or directory|is a directory)\n$/);
    }
  });
});

describe('a closed pipe', () => {
  it.each(COMMANDS.map((c) => [c.join(' '), c] as const))(
    'standard output a pipe with no reader: %s exits 141 with one line',
    (_, command) => {
      const pipe = brokenPipe();
      try {
        const r = runTo(command, pipe);
        expect(r.code).toBe(EXIT_BROKEN_PIPE);
        noStack(r.stderr);
        // One line about the pipe (match also reports its games on stderr as they end).
        expect(r.stderr.split('\n').filter((line) => line.startsWith('crownhead: '))).toEqual([
          'crownhead: cannot write standard output: the reader closed the pipe',
        ]);
      } finally {
        closeSync(pipe);
      }
    },
  );
});

describe('inputs that cannot seek (a pipe, a FIFO, /dev/stdin, <(zcat f.gz)) with --jobs 2', () => {
  /** Games with an error, a warning and a game without tags, so that every output form has lines. */
  const TEXT = Array.from({ length: 60 }, (_, i) =>
    i % 3 === 0
      ? `[GameType "21"]\n[Event "g${i}"]\n1. 11-15 23-19 2. 9-14 28-24 *\n`
      : i % 3 === 1
        ? `[GameType "21"]\n1. 11-15 23-19 2. 8-11 22-17 1-0\n`
        : `1. 11-15 24-20 *\n`,
  ).join('\n');
  let source: string;
  beforeAll(() => {
    source = join(dir, 'source.pdn');
    writeFileSync(source, TEXT);
  });

  /** The command on the regular file with one job: the reference, its file name replaced by NAME. */
  function reference(
    command: readonly string[],
    name: string,
  ): { code: number | null; stdout: string; stderr: string } {
    const r = spawnSync(process.execPath, [distFile('cli.js'), ...command, '--jobs', '1', source], {
      encoding: 'utf8',
    });
    const swap = (text: string): string => text.split(source).join(name);
    return { code: r.status, stdout: swap(r.stdout), stderr: swap(r.stderr) };
  }

  const FORMS: readonly (readonly string[])[] = [
    ['validate'],
    ['validate', '--json'],
    ['pdn'],
    ['export'],
    ['export', '--format', 'csv', '--rows', 'moves'],
  ];

  it.each(FORMS.map((f) => [f.join(' '), f] as const))(
    '%s --jobs 2 /dev/stdin (a shell pipe) gives what one job gives on the file',
    (_, form) => {
      const command = [distFile('cli.js'), ...form, '--jobs', '2', '/dev/stdin'].map((a) => `'${a}'`).join(' ');
      const r = spawnSync('sh', ['-c', `cat '${source}' | '${process.execPath}' ${command}`], { encoding: 'utf8' });
      expect(r.stderr).not.toMatch(/ESPIPE/);
      expect({ code: r.status, stdout: r.stdout, stderr: r.stderr }).toEqual(reference(form, '/dev/stdin'));
      expect(r.stdout.length).toBeGreaterThan(0);
    },
  );

  it.each(FORMS.map((f) => [f.join(' '), f] as const))(
    '%s --jobs 2 /dev/stdin (a socket, as spawn gives) gives what one job gives on the file',
    (_, form) => {
      const r = spawnSync(process.execPath, [distFile('cli.js'), ...form, '--jobs', '2', '/dev/stdin'], {
        input: TEXT,
        encoding: 'utf8',
      });
      expect({ code: r.status, stdout: r.stdout, stderr: r.stderr }).toEqual(reference(form, '/dev/stdin'));
    },
  );

  it.each(FORMS.map((f) => [f.join(' '), f] as const))(
    '%s --jobs 2 on a FIFO, between two regular files, gives what one job gives',
    (_, form) => {
      const fifo = join(dir, `in-${form.join('-')}`);
      expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
      // A writer in another process (this one blocks in spawnSync): `cat` opens the FIFO and waits for the reader.
      const writer = spawn('sh', ['-c', 'cat "$0" > "$1"', source, fifo], { stdio: 'ignore' });
      const r = spawnSync(process.execPath, [distFile('cli.js'), ...form, '--jobs', '2', source, fifo, source], {
        encoding: 'utf8',
      });
      writer.kill();
      const one = spawnSync(process.execPath, [distFile('cli.js'), ...form, '--jobs', '1', source, source, source], {
        encoding: 'utf8',
      });
      // The FIFO's name stands where the middle file's name stood.
      expect(r.stderr).not.toMatch(/ESPIPE/);
      expect(r.status).toBe(one.status);
      const normal = (text: string): string => text.split(fifo).join(source);
      expect(normal(r.stdout)).toBe(one.stdout);
      expect(normal(r.stderr)).toBe(one.stderr);
    },
  );
});

describe('commands that keep a game read within budgets (render --pdn, match --openings, moves)', () => {
  /**
   * Runs the built command in a process that watches its own resident memory: over `maxRssMb`
   * it exits with 99 at once. The old `render --pdn /dev/zero` read the whole file first and
   * grew to 8.7 GB in 80 s; the bytes live outside V8's heap, so a small --max-old-space-size
   * alone would not stop it.
   */
  function watched(
    argv: readonly string[],
    stdin: number | 'ignore' = 'ignore',
    maxRssMb = 400,
  ): { code: number | null; stderr: string } {
    const watchdog = `
      const limit = ${maxRssMb} * 1024 * 1024;
      setInterval(() => { if (process.memoryUsage.rss() > limit) { process.stderr.write('RSS over limit\\n'); process.exit(99); } }, 20).unref();
      process.argv = [process.execPath, ${JSON.stringify(distFile('cli.js'))}, ...${JSON.stringify(argv)}];
      import(${JSON.stringify(new URL(`file://${distFile('cli.js')}`).href)});
    `;
    const r = spawnSync(process.execPath, ['--max-old-space-size=64', '--input-type=module', '-e', watchdog], {
      stdio: [stdin, 'pipe', 'pipe'],
      encoding: 'utf8',
      timeout: 120_000,
    });
    return { code: r.status, stderr: r.stderr };
  }

  it.runIf(existsSync('/dev/zero')).each([
    [
      ['render', '--pdn', '/dev/zero'],
      1,
      'crownhead: /dev/zero: budget: the file is longer than 64 MiB, the most this command reads',
    ],
    [
      ['render', '--pdn', '/dev/zero', '--game', '2'],
      1,
      'crownhead: /dev/zero: budget: the file is longer than 64 MiB, the most this command reads',
    ],
    [
      ['match', '--openings', '/dev/zero', '--white', 'bot:1', '--black', 'bot:1'],
      2,
      'crownhead: match: --openings: /dev/zero: budget: the file is longer than 64 MiB, the most this command reads',
    ],
  ] as const)(
    '%j ends with a budget error in bounded memory',
    (argv, code, line) => {
      const r = watched(argv);
      expect(r.stderr).toBe(`${line}\n`);
      expect(r.code).toBe(code);
    },
    120_000,
  );

  it.runIf(existsSync('/dev/zero'))(
    'moves < /dev/zero (a line that never ends) ends with a budget error in bounded memory',
    () => {
      const zero = openSync('/dev/zero', 'r');
      try {
        const r = watched(['moves'], zero);
        expect(r.stderr).toBe('crownhead: budget: standard input: line 1 is longer than 1048576 characters\n');
        expect(r.code).toBe(1);
      } finally {
        closeSync(zero);
      }
    },
    120_000,
  );
});

describe('gameFromPdnFile answers as parseGame on the whole text', () => {
  const TEXTS = [
    '[GameType "21"]\n1. 11-15 23-19 *\n',
    '[GameType "21"]\n1. 11-15 23-19 *\n[GameType "21"]\n1. 9-13 22-18 *\n[GameType "21"]\n1. 10-14 *\n',
    '',
    'just words\n',
    '[GameType "21"]\n1. 11-15 23-19 2. 9-5 *\n',
    '[GameType "21"]\n1. 11-15 *\n[GameType "21" 1. 9-13 *\n',
    '[GameType "21"]\n1. 11-15 *\n}\n[GameType "21"]\n1. 9-13 *\n',
    '[GameType "20"]\n[FEN "W:W28:B23"]\n1. 28x19 2-0\n',
    '[GameType "21"]\n1. 11-15 23-19 2. 9-14 28-24 *\n[GameType "21"]\n1. 11-15 *\n',
  ];
  it.each(TEXTS.flatMap((text, t) => [undefined, 1, 2, 3, 9].map((index) => [t, index, text] as const)))(
    'text %i, index %s',
    async (_, index, text) => {
      const { parseGame } = await import('../src/pdn/index.js');
      const { variants } = await import('../src/index.js');
      const { gameFromPdnFile } = await import('../src/cli/oneGame.js');
      const path = join(dir, `one-${Math.random().toString(36).slice(2)}.pdn`);
      writeFileSync(path, text);
      const options = index === undefined ? {} : { index };
      const whole = parseGame(text, { variants, ...options });
      const streamed = await gameFromPdnFile(path, options);
      const shape = (r: typeof whole) =>
        r.ok
          ? { ok: true, ply: r.value.game.ply, variant: r.value.game.variant.key }
          : {
              ok: false,
              code: r.error.code,
              message: r.error.message,
              line: r.error.line,
              column: r.error.column,
              games: r.error.games,
            };
      expect(shape(streamed)).toEqual(shape(whole));
    },
  );
});

describe('inputLines splits standard input as readline does, in bounded memory', () => {
  /** What node:readline gives for the same bytes (crlfDelay: Infinity), the reference. */
  async function readlineLines(bytes: Uint8Array): Promise<string[]> {
    const { createInterface } = await import('node:readline');
    const { Readable } = await import('node:stream');
    const out: string[] = [];
    for await (const line of createInterface({
      input: Readable.from([Buffer.from(bytes)]),
      crlfDelay: Infinity,
      terminal: false,
    }))
      out.push(line);
    return out;
  }
  async function* chunked(bytes: Uint8Array, cuts: readonly number[]): AsyncGenerator<Uint8Array> {
    let at = 0;
    for (const cut of [...cuts, bytes.length]) {
      yield bytes.subarray(at, Math.max(at, cut));
      at = Math.max(at, cut);
    }
  }

  it('on line feeds, CRLF, lone CR, blank lines, a last line without a break, UTF-8 across cuts, at every cut', async () => {
    const { inputLines } = await import('../src/cli/io.js');
    const texts = ['a\nb\r\nc\rd\n\n\re\r\n\r\nf', 'W:W21:B1\r\n', '\r', '\n', 'x\r\r\ny', 'é\u00e9\r\nçà', ''];
    for (const text of texts) {
      const bytes = new TextEncoder().encode(text);
      const expected = await readlineLines(bytes);
      for (let cut = 0; cut <= bytes.length; cut++) {
        const got: string[] = [];
        for await (const line of inputLines(chunked(bytes, [cut]))) got.push(line);
        expect(got, `${JSON.stringify(text)} cut at ${cut}`).toEqual(expected);
      }
    }
  });

  it('a line over the limit is a budget error naming its number; shorter lines pass', async () => {
    const { inputLines } = await import('../src/cli/io.js');
    const read = async (text: string): Promise<string[]> => {
      const got: string[] = [];
      for await (const line of inputLines(chunked(new TextEncoder().encode(text), [3, 7, 12]), 8)) got.push(line);
      return got;
    };
    expect(await read('12345678\nabc\n')).toEqual(['12345678', 'abc']);
    await expect(read('ok\n123456789\n')).rejects.toMatchObject({
      code: 'budget',
      message: 'budget: standard input: line 2 is longer than 8 characters',
    });
  });
});
