// Archives benchmark (issue 16): replay with every move checked, in games per CPU second (one
// core), on the English games of ../shared/data/pdn (CROWNHEAD_SHARED, else ../shared; skipped
// with a message without it); `crownhead validate --jobs 2` against `--jobs 1` on a large
// generated file (tinsley.pdn repeated to --size MB, in a temporary folder, deleted afterwards),
// and `crownhead pdn` the same way on its first --pdn-size MB (pdn is four times slower a byte);
// `crownhead export --rows games` and `--rows moves` beside `validate` on that same file, one run
// each, --jobs 1, as CPU ratios (issue 28: goals 1.5x and 3x of validate's CPU);
// runs interleaved, with the CPU time of each thread (Linux: /proc/PID/task, sampled every 50 ms)
// so that a machine busy with other work still shows what `--jobs` costs; and the most heap a
// worker used. A report: nothing fails on speed.
//
//   node bench/archives.mjs                  # --size 200 (MB), --pdn-size 50, 3 rounds of the replay
//   node bench/archives.mjs --size 50 --pdn-size 20 --rounds 5 --json
//
// Needs dist/ (npm run bench builds it). Goals: replay >= 40,000 games/s per core; --jobs 2 at
// least 1.7x --jobs 1 on a 2-core machine; heap per worker < 64 MB.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, median } from './common.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const SIZE_MB = Number(option('size', '200'));
const PDN_SIZE_MB = Math.min(SIZE_MB, Number(option('pdn-size', '50')));
const ROUNDS = Number(option('rounds', '3'));
const JSON_OUT = args.includes('--json');
const SHARED = process.env.CROWNHEAD_SHARED ?? join(ROOT, '..', 'shared');
const CORPUS = join(SHARED, 'data', 'pdn');

const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

/** Every .pdn file under `dir`. */
function pdnFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? pdnFiles(join(dir, e.name)) : e.name.endsWith('.pdn') ? [join(dir, e.name)] : [],
  );
}

/**
 * Replay with every move checked, in games per CPU second of this thread: the English games of
 * the whole corpus that have moves (CheckerBoard's 11-man files hold openings as FEN tags with no
 * moves: left out, they would count as games for nothing), parsed once, replayed in rounds; and
 * reading plus replay of tinsley.pdn, the corpus's largest English file, from its bytes.
 */
async function replayRate() {
  const pdn = await import(pathToFileURL(join(ROOT, 'dist', 'pdn.js')).href);
  const { variants } = await import(pathToFileURL(join(ROOT, 'dist', 'index.js')).href);
  const games = pdnFiles(CORPUS)
    .flatMap((f) => pdn.parsePdn(readFileSync(f)).games)
    .filter((g) => {
      const r = pdn.replay(g, { variants });
      return r.variant?.key === 'english' && r.moves.length > 0;
    });
  const tinsley = readFileSync(join(CORPUS, 'checkerboard', 'tinsley.pdn'));
  const rates = [];
  const bothRates = [];
  let plies = 0;
  for (const g of games) plies += pdn.replay(g, { variants }).moves.length;
  // Each round takes tens of milliseconds: many rounds, the median.
  for (let round = 0; round < 5 * ROUNDS + 2; round++) {
    let c0 = cpu();
    for (const g of games) pdn.replay(g, { variants });
    const replaySeconds = cpu() - c0;
    c0 = cpu();
    let n = 0;
    for (const g of pdn.parsePdn(tinsley).games) {
      pdn.replay(g, { variants });
      n++;
    }
    const bothSeconds = cpu() - c0;
    // The first two rounds warm the JIT.
    if (round > 1) {
      rates.push(games.length / replaySeconds);
      bothRates.push(n / bothSeconds);
    }
  }
  return {
    games: games.length,
    pliesPerGame: Math.round((plies / games.length) * 10) / 10,
    replayGamesPerCpuSecond: Math.round(median(rates)),
    readAndReplayGamesPerCpuSecond: Math.round(median(bothRates)),
  };
}

/** A file of about `mb` MB: tinsley.pdn (724 English games with moves) repeated. */
async function generate(dir, mb, name = 'archive.pdn') {
  const path = join(dir, name);
  const part = readFileSync(join(CORPUS, 'checkerboard', 'tinsley.pdn'));
  const out = createWriteStream(path);
  let bytes = 0;
  while (bytes < mb * 1e6) {
    if (!out.write(part)) await once(out, 'drain');
    if (!out.write('\n')) await once(out, 'drain');
    bytes += part.length + 1;
  }
  out.end();
  await once(out, 'finish');
  return path;
}

/** CPU seconds of each thread of process `pid` so far (utime + stime of /proc/PID/task/TID/stat), by thread id. */
function threadCpu(pid, into) {
  let tids;
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return;
  }
  for (const tid of tids) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'latin1');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      into.set(Number(tid), (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS);
    } catch {
      // The thread ended between the listing and the read: its last sample stands.
    }
  }
}
/** Clock ticks per second of /proc's times (`getconf CLK_TCK`; 100 on Linux). */
const CLOCK_TICKS = 100;

/**
 * `crownhead COMMAND --jobs N file` (stdout and stderr thrown away): wall seconds, and the CPU
 * seconds of its main thread, of its two busiest other threads (the workers with --jobs 2) and
 * of all its threads (the rest: V8's helper threads, garbage collection and compilation), from
 * samples every 50 ms (the last 50 ms of a thread that ends may be missed).
 */
async function timed(command, file, jobs, extra = []) {
  const t = performance.now();
  const child = spawn(
    process.execPath,
    [join(ROOT, 'dist', 'cli.js'), command, '--jobs', String(jobs), ...extra, file],
    { stdio: ['ignore', 'ignore', 'ignore'] },
  );
  const cpu = new Map();
  const timer = setInterval(() => threadCpu(child.pid, cpu), 50);
  const [code] = await once(child, 'exit');
  clearInterval(timer);
  const wall = (performance.now() - t) / 1000;
  if (code !== 1 && code !== 0 && code !== 3)
    throw new Error(`${command} --jobs ${jobs} ${extra.join(' ')} exited ${code}`);
  const main = cpu.get(child.pid) ?? 0;
  const others = [...cpu]
    .filter(([tid]) => tid !== child.pid)
    .map(([, s]) => s)
    .sort((x, y) => y - x);
  const total = main + others.reduce((x, y) => x + y, 0);
  return { wall, main, busiest: others.slice(0, 2), total };
}

/** `rounds` interleaved runs of --jobs 1 and --jobs 2 of `command` on `file`: medians, ratios, the threads' CPU. */
async function jobsRatio(command, file, rounds) {
  const one = [];
  const two = [];
  for (let round = 0; round < rounds; round++) {
    one.push(await timed(command, file, 1));
    two.push(await timed(command, file, 2));
  }
  const r2 = (x) => Math.round(x * 100) / 100;
  const med = (runs, key) => r2(median(runs.map((r) => r[key])));
  const j1 = { wall: med(one, 'wall'), cpu: med(one, 'total'), main: med(one, 'main') };
  const j2 = {
    wall: med(two, 'wall'),
    cpu: med(two, 'total'),
    main: med(two, 'main'),
    workers: two.map((r) => r.busiest.map(r2)),
  };
  return {
    jobs1: j1,
    jobs2: j2,
    // Measured: the wall clock ratio (on a busy machine it says little: the other work takes the cores).
    speedup: r2(j1.wall / j2.wall),
    // CPU --jobs 2 spends for the CPU --jobs 1 spends (1 = no extra cost).
    cpuRatio: r2(j2.cpu / j1.cpu),
    // On two idle cores: --jobs 1 takes at least its main thread's CPU time; --jobs 2 at least
    // half its CPU time, and at least its busiest worker's. Their ratio, which the load does not
    // change much (CPU time grows a little on a busy machine: caches are shared).
    idleEstimate: r2(j1.main / Math.max(j2.cpu / 2, median(two.map((r) => r.busiest[0] ?? 0)))),
  };
}

/**
 * The most heap a worker used on `file` (sampled, garbage included), the workers limited to
 * 64 MB of old-generation heap: `held` says whether every piece was read within that limit.
 */
async function workerHeap(file, jobs) {
  const node = await import(pathToFileURL(join(ROOT, 'dist', 'node.js')).href);
  let heap = 0;
  let held = true;
  for await (const event of node.processPdnFiles([file], 'validate', { jobs, workerHeapMb: 64 })) {
    if (event.kind === 'file') heap = event.heapUsed;
    if (event.kind === 'failure') held = false;
  }
  return { heap, held };
}

/**
 * `crownhead export --rows games` and `--rows moves` (JSON lines, thrown away) beside `validate`
 * on the same file, one run each, one thread: CPU seconds of all threads and their ratios to
 * validate's (issue 28: at most 1.5x for games, 3x for moves).
 */
async function exportRatios(file) {
  const r2 = (x) => Math.round(x * 100) / 100;
  const validate = await timed('validate', file, 1);
  const games = await timed('export', file, 1, ['--rows', 'games']);
  const moves = await timed('export', file, 1, ['--rows', 'moves']);
  return {
    validateCpu: r2(validate.total),
    gamesCpu: r2(games.total),
    movesCpu: r2(moves.total),
    gamesRatio: r2(games.total / validate.total),
    movesRatio: r2(moves.total / validate.total),
  };
}

if (!existsSync(CORPUS)) {
  console.error(`archives bench: ${CORPUS} not found (set CROWNHEAD_SHARED); skipped`);
  process.exit(0);
}
const result = { cores: availableParallelism(), sizeMB: SIZE_MB, loadBefore: loadavg()[0] };
Object.assign(result, await replayRate());
const dir = mkdtempSync(join(tmpdir(), 'crownhead-archives-'));
try {
  const file = await generate(dir, SIZE_MB);
  result.fileBytes = statSync(file).size;
  const rounds = Math.max(1, Math.min(ROUNDS, 3));
  result.validate = await jobsRatio('validate', file, rounds);
  const pdnFile = PDN_SIZE_MB < SIZE_MB ? await generate(dir, PDN_SIZE_MB, 'pdn.pdn') : file;
  result.pdnFileBytes = statSync(pdnFile).size;
  result.pdn = await jobsRatio('pdn', pdnFile, rounds);
  result.export = await exportRatios(pdnFile);
  const { heap, held } = await workerHeap(file, 2);
  result.workerHeapMB = Math.round(heap / 1e5) / 10;
  result.workerHeapLimit64Held = held;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
result.loadAfter = loadavg()[0];
if (JSON_OUT) console.log(JSON.stringify(result));
else {
  console.log(
    `Archives (issue 16), ${result.cores} cores, load average ${result.loadBefore.toFixed(1)} before, ${result.loadAfter.toFixed(1)} after`,
  );
  console.log(
    `  replay, every move checked: ${result.replayGamesPerCpuSecond} games/s per core on the ${result.games} English games with moves (${result.pliesPerGame} plies a game; goal 40,000)`,
  );
  console.log(`  read and replay tinsley.pdn: ${result.readAndReplayGamesPerCpuSecond} games/s per core`);
  for (const [command, bytes] of [
    ['validate', result.fileBytes],
    ['pdn', result.pdnFileBytes],
  ]) {
    const r = result[command];
    console.log(
      `  ${command} on ${(bytes / 1e6).toFixed(0)} MB: --jobs 1 ${r.jobs1.wall.toFixed(1)} s (CPU ${r.jobs1.cpu.toFixed(1)} s: main thread ${r.jobs1.main.toFixed(2)} s), ` +
        `--jobs 2 ${r.jobs2.wall.toFixed(1)} s (CPU ${r.jobs2.cpu.toFixed(1)} s: main thread ${r.jobs2.main.toFixed(2)} s, workers ${r.jobs2.workers.map((w) => w.join(' + ')).join(', ')}); ` +
        `ratio ${r.speedup}x measured, CPU ${r.cpuRatio}x of --jobs 1, ${r.idleEstimate}x on two idle cores at best (goal 1.7x)`,
    );
  }
  const e = result.export;
  console.log(
    `  export on ${(result.pdnFileBytes / 1e6).toFixed(0)} MB, --jobs 1, CPU beside validate's ${e.validateCpu.toFixed(1)} s: ` +
      `--rows games ${e.gamesCpu.toFixed(1)} s (${e.gamesRatio}x; goal 1.5x), --rows moves ${e.movesCpu.toFixed(1)} s (${e.movesRatio}x; goal 3x)`,
  );
  console.log(
    `  heap per worker: at most ${result.workerHeapMB} MB sampled; ${result.workerHeapLimit64Held ? 'read whole with' : 'FAILED under'} a 64 MB limit per worker (goal < 64 MB)`,
  );
}
