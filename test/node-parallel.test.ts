/**
 * `crownhead/node` (`processPdnFiles`) and `--jobs`: on worker threads, with files cut into small
 * pieces, the events are those of one thread, in the same order, with the same locations; and
 * the CLI's output is byte for byte that of `--jobs 1`. Cuts that do not hold (a comment across
 * the cut, a byte that is not UTF-8 before it) must not change the answer. Runs the built package.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describeShared } from './shared.js';
import { allCorpusFiles, corpusDir } from './pdn/corpus.js';
import { distFile, ensureDist } from './dist.js';

type Node = typeof import('../src/node.js');
let node: Node;
beforeAll(async () => {
  ensureDist();
  node = (await import(pathToFileURL(distFile('node.js')).href)) as Node;
}, 120_000);

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'crownhead-parallel-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Every event but progress, as plain data (`at` of a failure differs by how far it read). */
async function events(
  files: readonly string[],
  task: 'validate' | 'pdn',
  options: Record<string, unknown>,
): Promise<unknown[]> {
  const out: unknown[] = [];
  for await (const event of node.processPdnFiles(files, task, options)) {
    if (event.kind === 'progress') continue;
    out.push(
      event.kind === 'failure'
        ? { ...event, at: undefined }
        : event.kind === 'file'
          ? { ...event, heapUsed: undefined, bytesRead: undefined }
          : event,
    );
  }
  return out;
}

async function same(
  files: readonly string[],
  pieceBytes: number,
  task: 'validate' | 'pdn' = 'validate',
  mode?: 'strict',
): Promise<unknown[]> {
  const one = await events(files, task, { jobs: 1, mode });
  const many = await events(files, task, { jobs: 2, pieceBytes, mode });
  expect(many).toEqual(one);
  return one;
}

function file(name: string, content: string | Uint8Array): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

const GAME = (n: number): string =>
  `[Event "game ${n}"]\n[GameType "21"]\n[Result "*"]\n1. 11-15 23-19 2. 8-11 22-17 3. 11-16 *\n\n`;

describe('processPdnFiles: pieces give what one thread gives', () => {
  it('cuts a file into many pieces: same games, indexes, lines and offsets', async () => {
    let text = '';
    for (let i = 0; i < 300; i++) text += i % 37 === 5 ? `[Event "bad"]\n1. 11-15 22-18 2. 15-19 *\n\n` : GAME(i);
    const path = file('many.pdn', text);
    const one = await same([path], 500);
    expect(one.filter((e) => (e as { kind: string }).kind === 'game')).toHaveLength(300);
    // Errors late in the file carry their line in the file.
    const bad = one.find((e) => ((e as { result?: { problems: unknown[] } }).result?.problems.length ?? 0) > 0) as {
      result: { problems: { line: number }[] };
    };
    expect(bad.result.problems[0]!.line).toBeGreaterThan(20);
  });

  it('a comment across a cut, games with no separator, CRLF, a BOM, a truncated last game', async () => {
    const comment = `[Event "c"]\n1. 11-15 {a comment\n[Event "not a tag: inside the comment"]\n*\n} 23-19 *\n`;
    const noSeparator = `[Event "n"]\n1. 9-13 22-18\n[Event "m"]\n1. 10-14 *\n`;
    let text = '\ufeff';
    for (let i = 0; i < 40; i++) text += GAME(i) + (i % 3 === 0 ? comment : noSeparator);
    text += '[Event "last"]\n1. 11-15 23-';
    await same([file('tricky.pdn', text)], 200);
    await same([file('crlf.pdn', text.replace(/\n/g, '\r\n'))], 200);
    // Line feeds only, then CRLF, then a lone CR: lines counted the same in every piece.
    await same(
      [file('mixed.pdn', text.slice(0, -30) + '\n' + text.replace(/\n/g, '\r\n') + GAME(9).replace(/\n/g, '\r'))],
      200,
    );
    await same([file('tricky-strict.pdn', text)], 300, 'validate', 'strict');
  });

  it('a byte that is not UTF-8 in the middle: ISO-8859-1 from there to the end, as in one thread', async () => {
    const head = Buffer.from(GAME(1).repeat(30));
    const latin = Buffer.from('[Event "Caf\xe9"]\n1. 11-15 *\n\n', 'latin1');
    const path = file(
      'latin.pdn',
      Buffer.concat([head, latin, Buffer.from(`${GAME(2).repeat(30)}[Event "\u00e9t\u00e9"]\n1. 9-13 *\n`)]),
    );
    const one = await same([path], 300);
    const codes = one.flatMap((e) =>
      ((e as { result?: { problems: { code: string }[] } }).result?.problems ?? []).map((p) => p.code),
    );
    expect(codes).toContain('latin-1');
  });

  it('a Latin-1 file is read once however many pieces (the encoding is decided once, not at every cut)', async () => {
    // A UTF-8 é across the cutter's 1 MiB reads (its two bytes at 1048575-1048576), more UTF-8,
    // then a byte that is not UTF-8 (Caf\xe9), then 1 MB of games holding UTF-8 text that the
    // whole-file reader reads as ISO-8859-1 (PDN 3.0: the fall-back holds to the end).
    const head = Buffer.from(GAME(0).repeat(Math.floor((1048576 - 200) / GAME(0).length)));
    const tag = Buffer.from(`[Event "${'a'.repeat(1048575 - head.length - 8)}\u00e9"]\n1. 11-15 *\n\n`);
    expect(head.length + 8 + (1048575 - head.length - 8)).toBe(1048575);
    const utf8 = Buffer.from(GAME(1).repeat(1000));
    const latin = Buffer.from('[Event "Caf\xe9"]\n1. 11-15 *\n\n', 'latin1');
    const after = Buffer.from(`[Event "\u00e9t\u00e9"]\n[GameType "21"]\n1. 11-15 23-19 *\n\n${GAME(2)}`.repeat(6000));
    const bytes = Buffer.concat([head, tag, utf8, latin, after]);
    const path = file('latin-long.pdn', bytes);
    const one = await same([path], 16 * 1024);
    expect(
      one
        .flatMap((e) =>
          ((e as { result?: { problems: { code: string }[] } }).result?.problems ?? []).map((p) => p.code),
        )
        .filter((c) => c === 'latin-1'),
    ).toHaveLength(1);
    // The bytes the workers read: the file once (every cut holds). Reading again from the
    // switch at every cut after it read 12 times the file here (pieces of 16 KiB).
    let read = 0;
    for await (const event of node.processPdnFiles([path], 'validate', { jobs: 2, pieceBytes: 16 * 1024 }))
      if (event.kind === 'file') read = event.bytesRead;
    expect(read).toBe(bytes.length);
  }, 60_000);

  it('games without tags are cut after a line that ends with a result: many pieces, the same events', async () => {
    let text = '';
    for (let i = 0; i < 400; i++)
      text +=
        i % 3 === 0
          ? '1. 11-15 23-19 2. 8-11\n22-17 1-0\n'
          : i % 3 === 1
            ? '1. 9-13 22-18 1/2-1/2\n'
            : '1. 10-14 24-20 *\n\n';
    const path = file('tagless.pdn', text);
    const one = await same([path], 300);
    expect(one.filter((e) => (e as { kind: string }).kind === 'game')).toHaveLength(400);
    let pieces = 0;
    for await (const event of node.processPdnFiles([path], 'validate', { jobs: 2, pieceBytes: 300 }))
      if (event.kind === 'progress') pieces++;
    expect(pieces).toBeGreaterThan(20);
  });

  it('pdn: the canonical text of each game is the same', async () => {
    await same([file('pdn.pdn', GAME(1).repeat(50) + '[GameType "21"]\n1. 11-15 22-18 2. 15-22 *\n')], 400, 'pdn');
  });

  it('a missing file, a directory and a file that is not PDN are failures of that file; the others go on', async () => {
    const good = file('good.pdn', GAME(1).repeat(20));
    const binary = file('binary.pdn', new Uint8Array([0, 1, 2, 0xff, 0xfe, 0, 0x5b, 10, 0x5b]));
    const list = [join(dir, 'missing.pdn'), good, dir, binary, good];
    const one = await same(list, 100);
    expect(
      one
        .map((e) => (e as { kind: string; file: string }).kind + ':' + (e as { file: string }).file)
        .filter((k) => !k.startsWith('game')),
    ).toEqual([
      `failure:${join(dir, 'missing.pdn')}`,
      `file:${good}`,
      `failure:${dir}`,
      `file:${binary}`,
      `file:${good}`,
    ]);
  });

  it('a consumer that stops early stops the workers (no hang, no leak)', async () => {
    const path = file('stop.pdn', GAME(1).repeat(2000));
    let n = 0;
    for await (const event of node.processPdnFiles([path], 'validate', { jobs: 2, pieceBytes: 1000 })) {
      if (event.kind === 'game' && ++n === 10) break;
    }
    expect(n).toBe(10);
  });
});

describe('processPdnFiles: failures, backpressure, memory', () => {
  it('a file that vanishes while its pieces are read: a failure located at the piece, after its games so far; the next file goes on; a paused consumer held the reading back', async () => {
    const games = 600;
    const path = file('vanish.pdn', GAME(1).repeat(games));
    const next = file('after-vanish.pdn', GAME(2).repeat(5));
    const seen: { kind: string; file: string; at?: number; code?: string | undefined }[] = [];
    let gamesOfFirst = 0;
    let paused = false;
    for await (const event of node.processPdnFiles([path, next], 'validate', { jobs: 2, pieceBytes: 1000 })) {
      if (event.kind === 'progress') continue;
      if (event.kind === 'game') {
        if (event.file === path) gamesOfFirst++;
        if (!paused) {
          // A slow consumer: while it waits, at most 2 x jobs pieces (and the one being cut) may
          // be read ahead. Then the file goes away.
          paused = true;
          await new Promise((r) => setTimeout(r, 500));
          rmSync(path);
        }
        continue;
      }
      seen.push(
        event.kind === 'failure'
          ? { kind: event.kind, file: event.file, at: event.at, code: event.code }
          : { kind: event.kind, file: event.file },
      );
    }
    // About 11 games a piece of 1000 bytes: with backpressure at most 2 x 2 + 3 pieces were read
    // before the file went (without it, all 55 pieces would have been, in the pause).
    expect(gamesOfFirst).toBeGreaterThan(0);
    expect(gamesOfFirst).toBeLessThanOrEqual(7 * 12);
    expect(seen).toEqual([
      { kind: 'failure', file: path, at: expect.any(Number), code: 'ENOENT' },
      { kind: 'file', file: next },
    ]);
    expect(seen[0]!.at).toBeGreaterThan(0);
  });

  it('a worker that fails (over its heap limit) is a failure of its file; the files around it are read by a new worker', async () => {
    const small = file('small.pdn', GAME(1).repeat(20));
    const big = file('big-one-piece.pdn', GAME(1).repeat(100_000));
    const out: string[] = [];
    for await (const event of node.processPdnFiles([small, big, small], 'pdn', {
      jobs: 2,
      pieceBytes: 1e9,
      workerHeapMb: 12,
    })) {
      if (event.kind === 'file') out.push(`file ${event.games}`);
      if (event.kind === 'failure') out.push(`failure ${event.code} ${event.at} ${event.file === big}`);
    }
    expect(out).toEqual(['file 20', 'failure EWORKER 0 true', 'file 20']);
  }, 60_000);

  it('a truncated last game and a file that is not PDN: problems located in the file, as in one thread', async () => {
    const truncated = file('truncated.pdn', GAME(1).repeat(30) + '[Event "last"]\n1. 11-15 23-');
    const notPdn = file('not-pdn.pdn', 'PK\u0003\u0004 this is a zip archive, not PDN\n'.repeat(100));
    const events = (await same([truncated, notPdn], 300)) as {
      kind: string;
      file: string;
      result?: { index: number; problems: { line: number; code: string }[] };
    }[];
    const last = events.filter((e) => e.kind === 'game' && e.file === truncated).at(-1)!;
    expect(last.result!.index).toBe(31);
    expect(last.result!.problems.length).toBeGreaterThan(0);
    // 30 games of 5 lines, then the tag line: the cut-off move is on line 152. (The game has no
    // GameType tag: its variant-guessed warning stands at its start, line 151.)
    expect(last.result!.problems.filter((p) => p.code !== 'variant-guessed')[0]!.line).toBe(30 * 5 + 2);
    const bad = events.filter((e) => e.kind === 'game' && e.file === notPdn).flatMap((e) => e.result!.problems);
    expect(bad.length).toBeGreaterThan(0);
    expect(bad.every((p) => p.line >= 1)).toBe(true);
    expect(events.filter((e) => e.kind === 'file').map((e) => e.file)).toEqual([truncated, notPdn]);
  });

  it('the file event gives the most heap a worker used: under 64 MB on a file of 3 MB', async () => {
    const path = file('heap.pdn', GAME(1).repeat(35_000));
    let heap = 0;
    for await (const event of node.processPdnFiles([path], 'validate', { jobs: 2 }))
      if (event.kind === 'file') heap = event.heapUsed;
    expect(heap).toBeGreaterThan(1e6);
    expect(heap).toBeLessThan(64 * 1024 * 1024);
  }, 60_000);
});

describe('--jobs default', () => {
  // Measured on a shared 2-core machine (docs/performance.md, "How many jobs"): --jobs 2 was
  // slower than --jobs 1 in 14 of 15 interleaved rounds at load 6-12, on 4 to 64 MB, and a second
  // worker costs 0.4-0.8 s of CPU; so one thread for small inputs and on a busy machine.
  it('is one thread below the size from which a worker pays, else one per idle core', async () => {
    const { defaultJobs, PARALLEL_FROM } = await import('../src/cli/pdnFiles.js');
    const from = PARALLEL_FROM.validate!;
    expect(defaultJobs(from - 1, from, 8, 0)).toBe(1);
    expect(defaultJobs(from, from, 8, 0)).toBe(8);
    expect(defaultJobs(from, from, 2, 0.3)).toBe(2);
    // Two cores, one busy with other work: one thread; both busy or more: one thread.
    expect(defaultJobs(from, from, 2, 1)).toBe(1);
    expect(defaultJobs(10 * from, from, 2, 12)).toBe(1);
    expect(defaultJobs(from, from, 8, 5)).toBe(3);
    // More work a byte, a smaller size pays; but export's move rows are cheapest in one thread
    // (their byte writer), so a second worker pays later for them than for validate.
    expect(PARALLEL_FROM.pdn!).toBeLessThan(from);
    expect(PARALLEL_FROM['export moves']!).toBeGreaterThan(from);
  });

  it('an explicit --jobs wins; files that cannot be read count nothing', async () => {
    const { jobsOption } = await import('../src/cli/pdnFiles.js');
    expect(await jobsOption('validate', { jobs: '3' }, [])).toBe(3);
    expect(await jobsOption('validate', {}, ['/nonexistent/a.pdn'])).toBe(1);
  });
});

const CLI = distFile('cli.js');
const run = (args: readonly string[]): { code: number | null; stdout: string; stderr: string } => {
  const r = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
};

describe('crownhead validate and pdn --jobs', () => {
  it('rejects --jobs that is not a whole number from 1 (exit 2)', () => {
    for (const jobs of ['0', '-1', 'x', '1.5']) expect(run(['validate', '--jobs', jobs, 'a.pdn']).code).toBe(2);
  });

  it('--jobs 2 writes the same bytes as --jobs 1 on a generated file of 3 MB (pieces of 1 MiB)', () => {
    // Errors in every piece; `;` comments (warnings) throughout; a capture written with `-` (a
    // warning whose first occurrence is in the last piece: its line and game numbers are filled
    // by the main thread from the pieces before it).
    let text = '';
    for (let i = 0; text.length < 3_000_000; i++) {
      if (i % 101 === 7) text += `[Event "x"]\n1. 11-15 22-18 2. 15-19 *\n\n`;
      else if (i % 53 === 3) text += `[Event "c"]\n[GameType "21"]\n1. 11-15 ; a note\n23-19 *\n\n`;
      else if (text.length > 2_200_000 && i % 97 === 1)
        text += `[Event "s"]\n[GameType "21"]\n[FEN "B:W18:B14"]\n1. 14-23 *\n\n`;
      else text += GAME(i);
    }
    const path = file('big.pdn', text);
    // Progress lines (stderr) come by time: left out.
    const stderr = (r: { stderr: string }): string => r.stderr.replace(/^crownhead: (validate|pdn): .*% \(.*\n/gm, '');
    for (const command of [
      ['validate'],
      ['validate', '--json'],
      ['validate', '--warnings'],
      ['validate', '--strict'],
      ['pdn'],
    ]) {
      const one = run([...command, '--jobs', '1', path]);
      const two = run([...command, '--jobs', '2', path]);
      expect(two.code).toBe(one.code);
      expect(two.stdout).toBe(one.stdout);
      expect(stderr(two)).toBe(stderr(one));
      expect(two.stdout.length).toBeGreaterThan(1000);
    }
    const summed = run(['validate', '--jobs', '2', path]).stdout;
    expect(summed).toMatch(/^warnings semicolon-comment: \d+, first .*big\.pdn:18:10: game 4: /m);
    expect(summed).toMatch(/^warnings separator: \d+, first .*big\.pdn:\d{5,}:4: game \d{4,}, ply 1: /m);
    expect(run(['pdn', '--jobs', '2', path]).stderr).toMatch(
      /big\.pdn:\d{5,}:\d+: game \d{4,}, ply 3: error illegal-move/,
    );
  });
});

describeShared('--jobs on ../shared/data/pdn', () => {
  it('every corpus file: the same events with pieces of 4 KiB as in one thread', async () => {
    const files = allCorpusFiles().map((f) => join(corpusDir()!, f));
    expect(files.length).toBeGreaterThan(5);
    await same(files, 4096);
  }, 120_000);

  it('crownhead validate and pdn --jobs 2 over the corpus: stdout and stderr the same bytes as --jobs 1', () => {
    const files = allCorpusFiles().map((f) => join(corpusDir()!, f));
    for (const command of [['validate'], ['validate', '--json'], ['pdn']]) {
      const one = run([...command, '--jobs', '1', ...files]);
      const two = run([...command, '--jobs', '2', ...files]);
      expect(two.code).toBe(one.code);
      expect(two.stdout).toBe(one.stdout);
      if (command[0] === 'pdn') expect(two.stderr).toBe(one.stderr);
    }
    expect(readFileSync(files[0]!).length).toBeGreaterThan(0);
  }, 120_000);
});
