// Archives benchmark (issue 16): replay with every move checked, in games per CPU second (one
// core), on the English games of ../shared/data/pdn (CROWNHEAD_SHARED, else ../shared; skipped
// with a message without it); `crownhead validate --jobs 2` against `--jobs 1` on a large
// generated file (tinsley.pdn repeated to --size MB, in a temporary folder, deleted afterwards);
// and the most heap a worker used. A report: nothing fails on speed.
//
//   node bench/archives.mjs                  # --size 200 (MB), 3 rounds of the replay
//   node bench/archives.mjs --size 50 --rounds 5 --json
//
// Needs dist/ (npm run bench builds it). Goals: replay >= 40,000 games/s per core; --jobs 2 at
// least 1.7x --jobs 1 on a 2-core machine; heap per worker < 64 MB.
import { spawnSync } from 'node:child_process';
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
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? pdnFiles(join(dir, e.name)) : e.name.endsWith('.pdn') ? [join(dir, e.name)] : []));
}

/**
 * Replay with every move checked, in games per CPU second of this thread: the English games of
 * the whole corpus that have moves (CheckerBoard's 11-man files hold openings as FEN tags with no
 * moves: left out, they would count as games for nothing), parsed once, replayed in rounds; and
 * reading plus replay of tinsley.pdn, the corpus's largest English file, from its bytes.
 */
async function replayRate() {
  const pdn = await import(pathToFileURL(join(ROOT, 'dist', 'pdn.js')).href);
  const games = pdnFiles(CORPUS)
    .flatMap((f) => pdn.parsePdn(readFileSync(f)).games)
    .filter((g) => {
      const r = pdn.replay(g);
      return r.variant?.key === 'english' && r.moves.length > 0;
    });
  const tinsley = readFileSync(join(CORPUS, 'checkerboard', 'tinsley.pdn'));
  const rates = [];
  const bothRates = [];
  let plies = 0;
  for (const g of games) plies += pdn.replay(g).moves.length;
  // Each round takes tens of milliseconds: many rounds, the median.
  for (let round = 0; round < 5 * ROUNDS + 2; round++) {
    let c0 = cpu();
    for (const g of games) pdn.replay(g);
    const replaySeconds = cpu() - c0;
    c0 = cpu();
    let n = 0;
    for (const g of pdn.parsePdn(tinsley).games) {
      pdn.replay(g);
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
async function generate(dir, mb) {
  const path = join(dir, 'archive.pdn');
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

/** Wall seconds of `crownhead validate --jobs N file` (its stdout thrown away). */
function validate(file, jobs) {
  const t = performance.now();
  const r = spawnSync(process.execPath, [join(ROOT, 'dist', 'cli.js'), 'validate', '--jobs', String(jobs), file], { stdio: ['ignore', 'ignore', 'ignore'] });
  if (r.status !== 1 && r.status !== 0 && r.status !== 3) throw new Error(`validate --jobs ${jobs} exited ${r.status}`);
  return (performance.now() - t) / 1000;
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
  const one = [];
  const two = [];
  for (let round = 0; round < Math.max(1, Math.min(ROUNDS, 3)); round++) {
    one.push(validate(file, 1));
    two.push(validate(file, 2));
  }
  result.jobs1Seconds = median(one);
  result.jobs2Seconds = median(two);
  result.jobs2Speedup = Math.round((result.jobs1Seconds / result.jobs2Seconds) * 100) / 100;
  const { heap, held } = await workerHeap(file, 2);
  result.workerHeapMB = Math.round(heap / 1e5) / 10;
  result.workerHeapLimit64Held = held;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
result.loadAfter = loadavg()[0];
if (JSON_OUT) console.log(JSON.stringify(result));
else {
  console.log(`Archives (issue 16), ${result.cores} cores, load average ${result.loadBefore.toFixed(1)} before, ${result.loadAfter.toFixed(1)} after`);
  console.log(`  replay, every move checked: ${result.replayGamesPerCpuSecond} games/s per core on the ${result.games} English games with moves (${result.pliesPerGame} plies a game; goal 40,000)`);
  console.log(`  read and replay tinsley.pdn: ${result.readAndReplayGamesPerCpuSecond} games/s per core`);
  console.log(`  validate on ${(result.fileBytes / 1e6).toFixed(0)} MB: --jobs 1 ${result.jobs1Seconds.toFixed(1)} s, --jobs 2 ${result.jobs2Seconds.toFixed(1)} s, ratio ${result.jobs2Speedup}x (goal 1.7x on 2 idle cores)`);
  console.log(`  heap per worker: at most ${result.workerHeapMB} MB sampled; ${result.workerHeapLimit64Held ? 'read whole with' : 'FAILED under'} a 64 MB limit per worker (goal < 64 MB)`);
}
