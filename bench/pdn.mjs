// PDN benchmark: reading throughput of crownhead/pdn in MB/s and games/s, syntax only and with
// replay, on checkerboard/tinsley.pdn (../shared) and on a generated file of at least 50 MB
// (random legal games written by crownhead into a temporary folder, deleted afterwards); the
// peak memory of the streaming reader on that file; and, as a machine-independent yardstick, the
// ratio to JSON.parse over the same number of bytes.
//
//   node bench/pdn.mjs                 # 3 rounds; the generated file is 50 MB
//   node bench/pdn.mjs --rounds 5 --size 100 --keep --json
//
// It bundles src/index.ts and src/pdn/index.ts with esbuild (minified ESM, as an application
// would ship them) into its temporary folder, so that it does not depend on the state of dist/.
// Every sample runs in a fresh Node process (--expose-gc), the tasks interleaved and rotated
// each round; medians are printed. A report: nothing fails on speed.
// Goals (issue 3): syntax >= 40 MB/s; with replay >= 10,000 games/s; streaming memory < 64 MB.
import { spawnSync } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir, loadavg, cpus } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ROOT, median, mulberry32 } from './common.mjs';

const SHARED = process.env.CROWNHEAD_SHARED ?? join(ROOT, '..', 'shared');
const TINSLEY = join(SHARED, 'data', 'pdn', 'checkerboard', 'tinsley.pdn');

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};

/** The bundles of the library, in `dir` (see `bundle`). */
const lib = async (dir) => ({
  core: await import(pathToFileURL(join(dir, 'index.js')).href),
  pdn: await import(pathToFileURL(join(dir, 'pdn.js')).href),
});

/** Bundles the library's two entry points into `dir` (shared chunks: one copy of each module). */
async function bundle(dir) {
  const { build } = await import('esbuild');
  await build({
    entryPoints: { index: join(ROOT, 'src/index.ts'), pdn: join(ROOT, 'src/pdn/index.ts') },
    bundle: true,
    splitting: true,
    minify: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outdir: dir,
    logLevel: 'warning',
  });
}

const cpuSeconds = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

// ------------------------------------------------------------------------------------------
// Child: one task, one JSON line on stdout.

/** Runs `pass` until at least `seconds` have passed (after `warm` untimed passes). */
function timed(pass, seconds, warm = 2) {
  for (let i = 0; i < warm; i++) pass();
  globalThis.gc?.();
  let passes = 0;
  const wall0 = performance.now();
  const cpu0 = cpuSeconds();
  do {
    pass();
    passes++;
  } while ((performance.now() - wall0) / 1000 < seconds);
  return { passes, wall: (performance.now() - wall0) / 1000, cpu: cpuSeconds() - cpu0 };
}

/** A JSON text of about `bytes` bytes made of game trees (the yardstick). */
function jsonOfSize(pdn, sample, bytes) {
  const games = pdn
    .parsePdn(sample)
    .games.map((g) => JSON.parse(JSON.stringify(g, (k, v) => (k === 'location' ? undefined : v))));
  const parts = [];
  let length = 2;
  for (let i = 0; length < bytes; i++) {
    const part = JSON.stringify(games[i % games.length]);
    parts.push(part);
    length += part.length + 1;
  }
  return `[${parts.join(',')}]`;
}

async function child(task, file, dir) {
  const { core, pdn } = await lib(dir);
  const bytes = statSync(file).size;
  const out = { task, file, bytes };
  if (task === 'syntax') {
    const text = readFileSync(file, 'utf8');
    let games = 0;
    const t = timed(() => {
      games = pdn.parsePdn(text).games.length;
    }, 2);
    Object.assign(out, { games, seconds: t.wall / t.passes, cpuSeconds: t.cpu / t.passes });
  } else if (task === 'replay') {
    // Reading with replay: parse and replay, as the streamed row does.
    const text = readFileSync(file, 'utf8');
    let games = 0;
    let moves = 0;
    const t = timed(() => {
      moves = 0;
      const parsed = pdn.parsePdn(text).games;
      games = parsed.length;
      for (const g of parsed) moves += pdn.replay(g, { variants: core.variants }).moves.length;
    }, 2);
    Object.assign(out, { games, moves, seconds: t.wall / t.passes, cpuSeconds: t.cpu / t.passes });
  } else if (task === 'json') {
    const json = jsonOfSize(pdn, readFileSync(TINSLEY_OR(file), 'utf8'), bytes);
    const t = timed(() => JSON.parse(json), 2, 1);
    Object.assign(out, { jsonBytes: json.length, seconds: t.wall / t.passes, cpuSeconds: t.cpu / t.passes });
  } else if (task === 'stream' || task === 'stream-replay') {
    globalThis.gc?.();
    const base = process.memoryUsage();
    let peakHeap = base.heapUsed;
    let peakRss = base.rss;
    let games = 0;
    let moves = 0;
    // Replay time and games per variant (the variants' move generators differ in speed).
    const perVariant = {};
    const wall0 = performance.now();
    const cpu0 = cpuSeconds();
    for await (const record of pdn.readPdn(createReadStream(file))) {
      games++;
      if (task === 'stream-replay' && record.game !== undefined) {
        const t = performance.now();
        const r = pdn.replay(record.game, { variants: core.variants });
        const key = r.variant?.key ?? 'unsupported';
        const v = (perVariant[key] ??= { games: 0, seconds: 0 });
        v.games++;
        v.seconds += (performance.now() - t) / 1000;
        moves += r.moves.length;
      }
      if (games % 500 === 0) {
        const m = process.memoryUsage();
        if (m.heapUsed > peakHeap) peakHeap = m.heapUsed;
        if (m.rss > peakRss) peakRss = m.rss;
      }
    }
    Object.assign(out, {
      games,
      moves,
      seconds: (performance.now() - wall0) / 1000,
      cpuSeconds: cpuSeconds() - cpu0,
      perVariant,
      baseHeap: base.heapUsed,
      baseRss: base.rss,
      peakHeap,
      peakRss,
    });
  }
  process.stdout.write(`${JSON.stringify(out)}\n`);
}

/** The JSON yardstick is built from tinsley's trees; without ../shared, from the file itself. */
function TINSLEY_OR(file) {
  return existsSync(TINSLEY) ? TINSLEY : file;
}

// ------------------------------------------------------------------------------------------
// The generated file: random legal games (English and International) written by crownhead.

const WORDS = ['strong', 'weak', 'the only move', 'a trap', 'draws', 'wins', 'better was', 'forced', 'see the note'];

function randomGame(core, rng, index) {
  const variant = rng() < 0.8 ? core.english : core.international;
  let position = core.startPosition(variant);
  const moves = [];
  const plies = 20 + Math.floor(rng() * 120);
  for (let ply = 0; ply < plies; ply++) {
    const legal = core.legalMoves(position);
    if (legal.length === 0) break;
    const move = legal[Math.floor(rng() * legal.length)];
    const node = { move: core.formatMove(position, move) };
    if (rng() < 0.05) node.comments = [` ${WORDS[Math.floor(rng() * WORDS.length)]} `];
    if (rng() < 0.03) node.nags = [1 + Math.floor(rng() * 6)];
    if (legal.length > 1 && rng() < 0.03) {
      // A variation: another legal move from the same position, and one reply.
      const other = legal.find((m) => m !== move);
      const after = core.play(position, other);
      const reply = core.legalMoves(after)[0];
      const line = [{ move: core.formatMove(position, other) }];
      if (reply !== undefined) line.push({ move: core.formatMove(after, reply) });
      node.variations = [{ moves: line }];
    }
    moves.push(node);
    position = core.play(position, move);
  }
  const result = ['1-0', '0-1', '1/2-1/2', '*'][Math.floor(rng() * 4)];
  return {
    tags: [
      { name: 'Event', value: `crownhead bench ${index}` },
      { name: 'Site', value: 'random play' },
      { name: 'Date', value: '2026.01.01' },
      { name: 'Round', value: String(index) },
      { name: 'White', value: 'Random, A.' },
      { name: 'Black', value: 'Random, B.' },
      {
        name: 'Result',
        value:
          variant === core.international ? ({ '1-0': '2-0', '0-1': '0-2', '1/2-1/2': '1-1' }[result] ?? '*') : result,
      },
      { name: 'GameType', value: String(variant.gameType) },
    ],
    moves,
  };
}

async function generate(dir, path, megabytes) {
  const { core, pdn } = await lib(dir);
  const rng = mulberry32(20260101);
  const pool = Array.from({ length: 1500 }, (_, i) => randomGame(core, rng, i));
  const stream = createWriteStream(path);
  let written = 0;
  let games = 0;
  while (written < megabytes * 1e6) {
    const base = pool[games % pool.length];
    const game = {
      ...base,
      tags: base.tags.map((t) => (t.name === 'Event' ? { ...t, value: `crownhead bench ${games}` } : t)),
    };
    const text = `${pdn.formatPdn([game])}\n`;
    written += Buffer.byteLength(text);
    games++;
    if (!stream.write(text)) await once(stream, 'drain');
  }
  stream.end();
  await once(stream, 'finish');
  return games;
}

// ------------------------------------------------------------------------------------------
// Main: interleaved rounds in fresh processes, medians.

function sample(task, file, dir) {
  const r = spawnSync(
    process.execPath,
    ['--expose-gc', fileURLToPath(import.meta.url), '--task', task, '--file', file, '--lib', dir],
    {
      encoding: 'utf8',
      maxBuffer: 1 << 20,
    },
  );
  if (r.status !== 0) throw new Error(`${task} ${file}: ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').pop());
}

async function main() {
  const rounds = Number(option('rounds', '3'));
  const size = Number(option('size', '50'));
  const json = args.includes('--json');
  const log = (...a) => (json ? console.error(...a) : console.log(...a));
  const dir = mkdtempSync(join(tmpdir(), 'crownhead-bench-pdn-'));
  const big = join(dir, 'random.pdn');
  try {
    log(
      `crownhead PDN benchmark: ${cpus()[0]?.model ?? 'cpu'} x${cpus().length}, Node ${process.version}, load ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    const libDir = join(dir, 'lib');
    await bundle(libDir);
    const t0 = performance.now();
    const generated = await generate(libDir, big, size);
    log(
      `generated ${big}: ${(statSync(big).size / 1e6).toFixed(1)} MB, ${generated} games, in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    const files = existsSync(TINSLEY) ? { tinsley: TINSLEY, random: big } : { random: big };
    if (!existsSync(TINSLEY)) log(`(${TINSLEY} not found: tinsley rows skipped)`);
    const plan = [];
    for (const [name, file] of Object.entries(files)) {
      // In memory (parsePdn on the whole text) for tinsley; streamed for the big file.
      if (name === 'tinsley') plan.push(['syntax', name, file], ['replay', name, file], ['json', name, file]);
      else plan.push(['stream', name, file], ['stream-replay', name, file], ['json', name, file]);
    }
    const samples = new Map();
    for (let round = 0; round < rounds; round++) {
      const order = plan.map((_, i) => plan[(i + round) % plan.length]);
      for (const [task, name, file] of order) {
        process.stderr.write(`round ${round + 1}/${rounds}: ${task} ${name}   \r`);
        const key = `${task} ${name}`;
        if (!samples.has(key)) samples.set(key, []);
        samples.get(key).push(sample(task, file, libDir));
      }
    }
    process.stderr.write('\n');
    const rows = [];
    const med = (key, f) => median((samples.get(key) ?? []).map(f));
    for (const name of Object.keys(files)) {
      const jsonMBs = med(`json ${name}`, (s) => s.jsonBytes / 1e6 / s.seconds);
      const jsonCpu = med(`json ${name}`, (s) => s.jsonBytes / 1e6 / s.cpuSeconds);
      const syntaxKey = name === 'tinsley' ? `syntax ${name}` : `stream ${name}`;
      const jsonSamples = samples.get(`json ${name}`);
      const replayKey = name === 'tinsley' ? `replay ${name}` : `stream-replay ${name}`;
      const syntaxMBs = med(syntaxKey, (s) => s.bytes / 1e6 / s.seconds);
      const syntaxCpu = med(syntaxKey, (s) => s.bytes / 1e6 / s.cpuSeconds);
      const syntaxGames = med(syntaxKey, (s) => s.games / s.seconds);
      const replayGames = med(replayKey, (s) => s.games / s.seconds);
      const replayCpu = med(replayKey, (s) => s.games / s.cpuSeconds);
      const replayMBs = med(replayKey, (s) => s.bytes / 1e6 / s.seconds);
      const row = {
        file: name,
        mode: name === 'tinsley' ? 'parsePdn (in memory)' : 'readPdn (file stream)',
        megabytes: (samples.get(syntaxKey)[0].bytes / 1e6).toFixed(1),
        syntaxMBs,
        syntaxCpuMBs: syntaxCpu,
        syntaxGames,
        replayGames,
        replayCpuGames: replayCpu,
        replayMBs,
        jsonMBs,
        jsonCpuMBs: jsonCpu,
        ratioToJson: syntaxMBs / jsonMBs,
        // The same ratio from the two samples of each round (taken within seconds of each
        // other, so under about the same load), then the median over the rounds.
        ratioPerRound: median(
          samples
            .get(syntaxKey)
            .map((s, i) => s.bytes / s.seconds / (jsonSamples[i].jsonBytes / jsonSamples[i].seconds)),
        ),
      };
      if (name !== 'tinsley') {
        row.peakHeapMB = med(`stream ${name}`, (s) => s.peakHeap / 1e6);
        row.rssGrowthMB = med(`stream ${name}`, (s) => (s.peakRss - s.baseRss) / 1e6);
        row.peakRssMB = med(`stream ${name}`, (s) => s.peakRss / 1e6);
        row.peakHeapReplayMB = med(`stream-replay ${name}`, (s) => s.peakHeap / 1e6);
        const keys = Object.keys(samples.get(`stream-replay ${name}`)[0].perVariant);
        row.replayOnlyByVariant = Object.fromEntries(
          keys.map((k) => [k, med(`stream-replay ${name}`, (s) => s.perVariant[k].games / s.perVariant[k].seconds)]),
        );
      }
      rows.push(row);
    }
    if (json) {
      console.log(JSON.stringify({ rows, samples: Object.fromEntries(samples) }, null, 1));
      return;
    }
    const f1 = (x) => (Number.isFinite(x) ? x.toFixed(1) : '-');
    const f0 = (x) => (Number.isFinite(x) ? Math.round(x).toLocaleString('en') : '-');
    log('');
    log('medians of', rounds, 'rounds (wall clock; cpu time in parentheses: the machine is shared)');
    for (const r of rows) {
      log(`\n${r.file} (${r.megabytes} MB, ${r.mode})`);
      log(
        `  syntax        ${f1(r.syntaxMBs)} MB/s (${f1(r.syntaxCpuMBs)})   ${f0(r.syntaxGames)} games/s      goal >= 40 MB/s`,
      );
      log(
        `  with replay   ${f0(r.replayGames)} games/s (${f0(r.replayCpuGames)})   ${f1(r.replayMBs)} MB/s      goal >= 10,000 games/s`,
      );
      log(
        `  JSON.parse    ${f1(r.jsonMBs)} MB/s (${f1(r.jsonCpuMBs)}) over the same bytes; PDN syntax / JSON.parse = ${r.ratioToJson.toFixed(2)} (per round ${r.ratioPerRound.toFixed(2)})`,
      );
      if (r.replayOnlyByVariant !== undefined) {
        const parts = Object.entries(r.replayOnlyByVariant).map(([k, v]) => `${k} ${f0(v)} games/s`);
        log(`  replay alone  ${parts.join(', ')} (the time of replay() only, per variant)`);
      }
      if (r.peakHeapMB !== undefined) {
        log(
          `  streaming     peak JS heap ${f1(r.peakHeapMB)} MB (with replay ${f1(r.peakHeapReplayMB)} MB); RSS ${f1(r.peakRssMB)} MB, ${f1(r.rssGrowthMB)} MB above the idle process   goal < 64 MB`,
        );
      }
    }
  } finally {
    if (args.includes('--keep')) log(`kept ${big}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

if (args.includes('--task')) await child(option('task'), option('file'), option('lib'));
else await main();
