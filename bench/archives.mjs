// Archives benchmark (issue 16): replay with every move checked, in games per second per core,
// on the English games of ../shared/data/pdn; `crownhead validate --jobs 2` against `--jobs 1`
// on a large generated file (the corpus's real games repeated to --size MB, in a temporary
// folder, deleted afterwards); and the most heap a worker used. A report: nothing fails on speed.
//
//   node bench/archives.mjs                  # --size 200 (MB), 3 rounds of the replay
//   node bench/archives.mjs --size 50 --rounds 5 --json
//
// Needs dist/ (npm run bench builds it). Goals: replay >= 40,000 games/s per core; --jobs 2 at
// least 1.7x --jobs 1 on a 2-core machine; heap per worker < 64 MB.
import { spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { availableParallelism, tmpdir } from 'node:os';
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

/** The English games of the corpus: parsed once, replayed in rounds (the replay alone is timed). */
async function replayRate() {
  const pdn = await import(pathToFileURL(join(ROOT, 'dist', 'pdn.js')).href);
  const files = ['checkerboard/tinsley.pdn', 'checkerboard/11_man_english.pdn'].map((f) => join(CORPUS, f)).filter(existsSync);
  const games = files.flatMap((f) => pdn.parsePdn(readFileSync(f)).games).filter((g) => pdn.replay(g).variant?.key === 'english');
  const rates = [];
  const parseRates = [];
  const text = files.map((f) => readFileSync(f, 'utf8'));
  for (let round = 0; round < ROUNDS + 1; round++) {
    let c0 = cpu();
    let moves = 0;
    for (const g of games) moves += pdn.replay(g).moves.length;
    const replaySeconds = cpu() - c0;
    c0 = cpu();
    let parsed = 0;
    for (const t of text) parsed += pdn.parsePdn(t).games.length;
    const parseSeconds = cpu() - c0;
    if (round > 0) {
      rates.push(games.length / replaySeconds);
      parseRates.push(parsed / parseSeconds);
    }
  }
  return { games: games.length, replayGamesPerCpuSecond: Math.round(median(rates)), parseGamesPerCpuSecond: Math.round(median(parseRates)) };
}

/** A file of about `mb` MB: the corpus's English files repeated. */
async function generate(dir, mb) {
  const path = join(dir, 'archive.pdn');
  const parts = ['checkerboard/tinsley.pdn', 'checkerboard/11_man_english.pdn'].map((f) => readFileSync(join(CORPUS, f)));
  const out = createWriteStream(path);
  let bytes = 0;
  for (let i = 0; bytes < mb * 1e6; i++) {
    const part = parts[i % parts.length];
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

/** The most heap a worker used on `file`, from the library's `file` event. */
async function workerHeap(file, jobs) {
  const node = await import(pathToFileURL(join(ROOT, 'dist', 'node.js')).href);
  let heap = 0;
  for await (const event of node.processPdnFiles([file], 'validate', { jobs })) if (event.kind === 'file') heap = event.heapUsed;
  return heap;
}

if (!existsSync(CORPUS)) {
  console.error(`archives bench: ${CORPUS} not found (set CROWNHEAD_SHARED); skipped`);
  process.exit(0);
}
const result = { cores: availableParallelism(), sizeMB: SIZE_MB };
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
  result.workerHeapMB = Math.round((await workerHeap(file, 2)) / 1e5) / 10;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (JSON_OUT) console.log(JSON.stringify(result));
else {
  console.log(`Archives (issue 16), ${result.cores} cores`);
  console.log(`  replay, every move checked: ${result.replayGamesPerCpuSecond} games/s per core on ${result.games} English games (goal 40,000); parsing ${result.parseGamesPerCpuSecond} games/s per core`);
  console.log(`  validate on ${(result.fileBytes / 1e6).toFixed(0)} MB: --jobs 1 ${result.jobs1Seconds.toFixed(1)} s, --jobs 2 ${result.jobs2Seconds.toFixed(1)} s, ratio ${result.jobs2Speedup}x (goal 1.7x)`);
  console.log(`  heap per worker: ${result.workerHeapMB} MB (goal < 64 MB)`);
}
