// One measurement in a fresh process: `node bench/worker.mjs <task> <lib> <arg>`.
// Prints one JSON line on stdout. Tasks and libraries:
//   perft-bulk <lib> <depth>    lib: crownhead (public perft), core (perftBits), rapid;
//                               italian (public perft from the Italian start, same generator)
//   perft-leaf <lib> <depth>    same libs; every leaf move is made
//   movegen    <lib> <seconds>  lib: crownhead (legalMoves), core (generate), rapid (engine.moves)
//   play       <lib> <seconds>  lib: crownhead (play), rapid (engine.clone() + move(m))
// International draughts (libs: crownhead, draughts = draughts.js 0.2.1):
//   intl-perft-bulk <lib> <depth>    crownhead perft(start, d); draughts.js moves()/move()/undo()
//   intl-perft-leaf <lib> <depth>    same, every leaf move made (and unmade for draughts.js)
//   intl-movegen    <lib> <seconds>  crownhead legalMoves(pos); draughts.js moves()
//   intl-play       <lib> <seconds>  crownhead play(pos, m); draughts.js move(m) + undo()
// Beside Moby Dam (lib: crownhead = public perft, which runs the core perft10 directly; mobydam =
// its test/perft built by bench/native.mjs), position start or r178 (common.mjs NATIVE_POSITIONS):
//   md-<position>-bulk <lib> <depth>, md-<position>-leaf <lib> <depth>
// Beside DarkHorse (lib: crownhead = public perft from the English start; darkhorse = the driver
// bench/darkhorse.mjs builds over its move generator): dh-bulk <lib> <depth>, dh-leaf <lib> <depth>
// Variants (lib: the key of any of the sixteen variants, common.mjs PUBLISHED_VARIANTS):
//   variant-perft-bulk <variant> <depth>  crownhead perft(start, d), distinct moves
// The timed part never includes parsing, building positions or the rapid-draughts engine setup
// (nor creating the draughts.js instances).
import {
  CORE_BUNDLE,
  DIST,
  PUBLISHED,
  PUBLISHED_INTERNATIONAL,
  NATIVE_POSITIONS,
  PUBLISHED_VARIANTS,
  PUBLISHED_ITALIAN,
  START,
  draughtsPerft,
  loadDraughts,
  loadIntlPositions,
  loadPositions,
  rapidPerft,
} from './common.mjs';
import { pathToFileURL } from 'node:url';
import { mobyDamBinary, runMobyDam } from './native.mjs';
import { darkHorseBinary, runDarkHorse } from './darkhorse.mjs';

const [task, lib, rawArg] = process.argv.slice(2);
const arg = Number(rawArg);
const now = () => process.hrtime.bigint();
const secondsSince = (t0) => Number(now() - t0) / 1e9;
const gc = typeof globalThis.gc === 'function' ? globalThis.gc : () => {};

async function loadCrownhead() {
  return import(pathToFileURL(DIST).href);
}
async function loadCore() {
  return import(pathToFileURL(CORE_BUNDLE).href);
}
async function loadRapid() {
  return import('rapid-draughts/english');
}

async function perftRunner(bulk) {
  if (lib === 'crownhead') {
    const ch = await loadCrownhead();
    const start = ch.startPosition(ch.english);
    return (d) => ch.perft(start, d, { bulk });
  }
  if (lib === 'italian') {
    const ch = await loadCrownhead();
    const start = ch.startPosition(ch.italian);
    return (d) => ch.perft(start, d, { bulk, paths: true });
  }
  if (lib === 'core') {
    const core = await loadCore();
    return (d) => core.perftBits(START.black, START.white, START.kings, START.blackToMove, d, true, bulk);
  }
  if (lib === 'rapid') {
    const { EnglishDraughtsEngineFactory } = await loadRapid();
    // Set up once, outside the timed call; each run walks a clone (as crownhead's start is made once).
    const start = EnglishDraughtsEngineFactory.setup();
    return (d) => rapidPerft(start.clone(), d, bulk);
  }
  throw new Error(`unknown lib ${lib}`);
}

async function intlPerftRunner(bulk) {
  if (lib === 'crownhead') {
    const ch = await loadCrownhead();
    const start = ch.startPosition(ch.international);
    return (d) => ch.perft(start, d, { bulk });
  }
  if (lib === 'draughts') {
    const Draughts = await loadDraughts();
    // Made once, outside the timed call: the walk leaves it as it found it (move() then undo()).
    const start = new Draughts();
    return (d) => draughtsPerft(start, d, bulk);
  }
  throw new Error(`unknown lib ${lib}`);
}

async function variantPerftRunner(bulk) {
  const ch = await loadCrownhead();
  const variant = ch.variantByKey(lib);
  const fen = PUBLISHED_VARIANTS[lib]?.fen;
  if (variant === undefined || PUBLISHED_VARIANTS[lib] === undefined) throw new Error(`unknown variant ${lib}`);
  const start = fen === undefined ? ch.startPosition(variant) : ch.parseFen(variant, fen).value;
  return (d) => ch.perft(start, d, { bulk });
}

async function perftTask(bulk, intl = false, variant = false) {
  const run = await (variant ? variantPerftRunner(bulk) : intl ? intlPerftRunner(bulk) : perftRunner(bulk));
  const published = variant
    ? PUBLISHED_VARIANTS[lib].counts
    : intl
      ? PUBLISHED_INTERNATIONAL
      : lib === 'italian'
        ? PUBLISHED_ITALIAN
        : PUBLISHED;
  return timedPerft(run, arg, published);
}

/**
 * One timed perft of `run` at `depth`, checked against `published` (counts by depth). The same
 * warm-up for every library: perfts 3 plies shallower, repeated for at least half a second (one
 * such perft is a few hundred nodes for draughts.js, too little for its JIT).
 */
function timedPerft(run, depth, published) {
  let warm;
  const warm0 = now();
  do warm = run(Math.max(1, depth - 3));
  while (secondsSince(warm0) < 0.5);
  gc();
  const t0 = now();
  const nodes = run(depth);
  const seconds = secondsSince(t0);
  return {
    depth,
    nodes,
    seconds,
    rate: nodes / seconds,
    correct: nodes === published[depth] && warm === published[Math.max(1, depth - 3)],
  };
}

function timedPasses(prepare, pass, minWarmPasses = 20) {
  let warmT = 0;
  for (let i = 0; i < minWarmPasses || warmT < arg / 2; i++) {
    const input = prepare();
    const t0 = now();
    pass(input);
    warmT += secondsSince(t0);
  }
  gc();
  let seconds = 0;
  let items = 0;
  let passes = 0;
  let checksum;
  while (seconds < arg || passes < 3) {
    const input = prepare();
    const t0 = now();
    const [n, sum] = pass(input);
    seconds += secondsSince(t0);
    items += n;
    passes++;
    if (checksum === undefined) checksum = sum;
    else if (checksum !== sum) throw new Error(`checksum changed between passes: ${checksum} vs ${sum}`);
  }
  return { passes, items, seconds, checksum };
}

async function movegenTask() {
  const list = loadPositions();
  let prepare;
  let pass;
  if (lib === 'crownhead') {
    const ch = await loadCrownhead();
    const ps = list.map((p) => {
      const r = ch.parseFen(ch.english, p.fen);
      if (!r.ok) throw new Error(`bad FEN ${p.fen}`);
      return r.value;
    });
    prepare = () => ps;
    pass = (positions) => {
      let moves = 0;
      for (let i = 0; i < positions.length; i++) moves += ch.legalMoves(positions[i]).length;
      return [positions.length, moves];
    };
  } else if (lib === 'core') {
    const core = await loadCore();
    prepare = () => list;
    // generate(black, white, kings, blackToMove, base, distinct, recordPaths) writes the child
    // positions and returns their number. run.mjs checks every sample's move total against the list.
    pass = (positions) => {
      let moves = 0;
      for (let i = 0; i < positions.length; i++) {
        const p = positions[i];
        moves += core.generate(p.black, p.white, p.kings, p.blackToMove, 0, true, false);
      }
      return [positions.length, moves];
    };
  } else if (lib === 'rapid') {
    const { EnglishDraughtsEngineFactory } = await loadRapid();
    const data = list.map((p) => p.rapid);
    // `engine.moves` is cached per engine, so every pass gets fresh engines (set up untimed).
    prepare = () => data.map((d) => EnglishDraughtsEngineFactory.setup(d));
    pass = (engines) => {
      let moves = 0;
      for (let i = 0; i < engines.length; i++) moves += engines[i].moves.length;
      return [engines.length, moves];
    };
  } else throw new Error(`unknown lib ${lib}`);
  const r = timedPasses(prepare, pass);
  return {
    positions: r.items,
    passes: r.passes,
    seconds: r.seconds,
    rate: r.items / r.seconds,
    movesPerPass: r.checksum,
    moveRate: (r.checksum * r.passes) / r.seconds,
  };
}

async function playTask() {
  const list = loadPositions();
  let prepare;
  let pass;
  let makesPerPass = 0;
  if (lib === 'crownhead') {
    const ch = await loadCrownhead();
    const ps = list.map((p) => ch.parseFen(ch.english, p.fen).value);
    const moves = ps.map((p) => ch.legalMoves(p));
    for (const ms of moves) makesPerPass += ms.length;
    prepare = () => null;
    pass = () => {
      let sink = 0;
      for (let i = 0; i < ps.length; i++) {
        const p = ps[i];
        const ms = moves[i];
        for (let j = 0; j < ms.length; j++) sink = (sink + ch.play(p, ms[j]).white.lo) | 0;
      }
      return [makesPerPass, sink];
    };
  } else if (lib === 'rapid') {
    const { EnglishDraughtsEngineFactory } = await loadRapid();
    const engines = list.map((p) => EnglishDraughtsEngineFactory.setup(p.rapid));
    const moves = engines.map((e) => e.moves);
    for (const ms of moves) makesPerPass += ms.length;
    prepare = () => null;
    pass = () => {
      let sink = 0;
      for (let i = 0; i < engines.length; i++) {
        const e = engines[i];
        const ms = moves[i];
        for (let j = 0; j < ms.length; j++) {
          const child = e.clone();
          child.move(ms[j]);
          sink = (sink + child.data.board.light) | 0;
        }
      }
      return [makesPerPass, sink];
    };
  } else throw new Error(`unknown lib ${lib}`);
  const r = timedPasses(prepare, pass);
  return {
    makes: r.items,
    passes: r.passes,
    seconds: r.seconds,
    rate: r.items / r.seconds,
    makesPerPass,
  };
}

// ---------------------------------------------------------------------------------------------
// International draughts: crownhead vs draughts.js 0.2.1 on the International list.

async function intlMovegenTask() {
  const list = loadIntlPositions();
  let pass;
  if (lib === 'crownhead') {
    const ch = await loadCrownhead();
    const ps = list.map((p) => {
      const r = ch.parseFen(ch.international, p.fen);
      if (!r.ok) throw new Error(`bad FEN ${p.fen}`);
      return r.value;
    });
    pass = () => {
      let moves = 0;
      for (let i = 0; i < ps.length; i++) moves += ch.legalMoves(ps[i]).length;
      return [ps.length, moves];
    };
  } else if (lib === 'draughts') {
    const Draughts = await loadDraughts();
    // moves() does not change or cache anything, so one instance per position serves every pass.
    const ds = list.map((p) => new Draughts(p.fen));
    pass = () => {
      let moves = 0;
      for (let i = 0; i < ds.length; i++) moves += ds[i].moves().length;
      return [ds.length, moves];
    };
  } else throw new Error(`unknown lib ${lib}`);
  const r = timedPasses(() => null, pass);
  return {
    positions: r.items,
    passes: r.passes,
    seconds: r.seconds,
    rate: r.items / r.seconds,
    movesPerPass: r.checksum,
    moveRate: (r.checksum * r.passes) / r.seconds,
  };
}

async function intlPlayTask() {
  const list = loadIntlPositions();
  let pass;
  let makesPerPass = 0;
  let excluded = 0;
  let verify = () => true;
  let minWarm = 20;
  if (lib === 'crownhead') {
    const ch = await loadCrownhead();
    const ps = list.map((p) => ch.parseFen(ch.international, p.fen).value);
    // The same moves as draughts.js plays: captures ending on their start square left out.
    const moves = ps.map((p) => {
      const all = ch.legalMoves(p);
      const kept = all.filter((m) => m.from !== m.to);
      excluded += all.length - kept.length;
      return kept;
    });
    for (const ms of moves) makesPerPass += ms.length;
    pass = () => {
      let sink = 0;
      for (let i = 0; i < ps.length; i++) {
        const p = ps[i];
        const ms = moves[i];
        for (let j = 0; j < ms.length; j++) sink = (sink + ch.play(p, ms[j]).white.lo) | 0;
      }
      return [makesPerPass, sink];
    };
  } else if (lib === 'draughts') {
    const Draughts = await loadDraughts();
    const ds = list.map((p) => new Draughts(p.fen));
    const fens = ds.map((d) => d.fen());
    // A capture ending on its own start square deletes the capturing piece for good (undo does not
    // restore it), which would corrupt the instance: such moves are left out (and counted).
    const moves = ds.map((d) => {
      const all = d.moves();
      const kept = all.filter((m) => m.from !== m.to);
      excluded += all.length - kept.length;
      return kept;
    });
    for (const ms of moves) makesPerPass += ms.length;
    pass = () => {
      let sink = 0;
      for (let i = 0; i < ds.length; i++) {
        const d = ds[i];
        const ms = moves[i];
        for (let j = 0; j < ms.length; j++) {
          sink = (sink + d.move(ms[j]).to) | 0;
          d.undo();
        }
      }
      return [makesPerPass, sink];
    };
    verify = () => ds.every((d, i) => d.fen() === fens[i]);
    minWarm = 3;
  } else throw new Error(`unknown lib ${lib}`);
  const r = timedPasses(() => null, pass, minWarm);
  return {
    makes: r.items,
    passes: r.passes,
    seconds: r.seconds,
    rate: r.items / r.seconds,
    makesPerPass,
    excluded,
    stateIntact: verify(),
  };
}

/** Perft beside Moby Dam: the same position, depth and counting (distinct moves) in both. */
async function nativeTask() {
  const [, key, kind] = /^md-(\w+)-(bulk|leaf)$/.exec(task);
  const entry = NATIVE_POSITIONS[key];
  if (entry === undefined) throw new Error(`unknown position ${key}`);
  const bulk = kind === 'bulk';
  const depth = arg;
  if (lib === 'mobydam') {
    const bin = mobyDamBinary();
    if (bin === undefined) throw new Error('Moby Dam is not built (run.mjs builds it)');
    // It runs depths 1 to depth-1 first (its warm-up) and times the last one itself.
    const { nodes, seconds, rate } = runMobyDam(bin, entry.fen, depth, bulk);
    return { depth, nodes, seconds, rate, correct: nodes === entry.counts[depth] };
  }
  if (lib !== 'crownhead') throw new Error(`unknown lib ${lib}`);
  return timedPerft(await nativePerftRunner(entry, bulk), depth, entry.counts);
}

/** Crownhead's public perft from a position beside Moby Dam (NATIVE_POSITIONS), distinct moves. */
async function nativePerftRunner(entry, bulk) {
  const ch = await loadCrownhead();
  const pos =
    entry.fen === undefined ? ch.startPosition(ch.international) : ch.parseFen(ch.international, entry.fen).value;
  return (d) => ch.perft(pos, d, { bulk });
}

const tasks = {
  'perft-bulk': () => perftTask(true),
  'perft-leaf': () => perftTask(false),
  movegen: movegenTask,
  play: playTask,
  'intl-perft-bulk': () => perftTask(true, true),
  'intl-perft-leaf': () => perftTask(false, true),
  'intl-movegen': intlMovegenTask,
  'intl-play': intlPlayTask,
  'variant-perft-bulk': () => perftTask(true, false, true),
};

/** English perft from the start beside DarkHorse: the same depth and counting in both. */
async function darkHorseTask() {
  const bulk = task === 'dh-bulk';
  const depth = arg;
  if (lib === 'darkhorse') {
    const bin = darkHorseBinary();
    if (bin === undefined) throw new Error('DarkHorse is not built (run.mjs builds it)');
    // It runs depths 1 to depth-1 first (its warm-up) and times the last one itself.
    const { nodes, seconds, rate } = runDarkHorse(bin, depth, bulk);
    return { depth, nodes, seconds, rate, correct: nodes === PUBLISHED[depth] };
  }
  if (lib !== 'crownhead') throw new Error(`unknown lib ${lib}`);
  // perftRunner's crownhead: the public perft from the English start.
  return timedPerft(await perftRunner(bulk), depth, PUBLISHED);
}

/**
 * The crownhead side of a perft task as a function of the depth, for the fixed-work runs of
 * --instructions (any perft task; lib as in the timed tasks, JavaScript libraries only).
 */
async function perftFunction() {
  if (task.startsWith('md-'))
    return nativePerftRunner(NATIVE_POSITIONS[/^md-(\w+)-/.exec(task)[1]], task.endsWith('-bulk'));
  if (task.startsWith('dh-')) return perftRunner(task === 'dh-bulk');
  if (task === 'variant-perft-bulk') return variantPerftRunner(true);
  const bulk = task.endsWith('-bulk');
  return task.startsWith('intl-') ? intlPerftRunner(bulk) : perftRunner(bulk);
}

/**
 * A fixed amount of work, for instruction counts (run.mjs --instructions runs this under
 * valgrind): perft at `warmDepth` repeated until three million nodes have been walked (a count, not a
 * time, so that two runs do the same work), then one perft at `depth`. run.mjs subtracts the same
 * command at a small depth, which leaves the instructions of the deep perft alone.
 */
async function fixedTask() {
  const run = await perftFunction();
  const warmDepth = Number(process.argv[6]);
  let warmNodes = 0;
  for (let i = 0; i < 3 || warmNodes < 3e6; i++) warmNodes += run(warmDepth);
  return { depth: arg, nodes: run(arg), warmNodes };
}

const fn =
  process.argv[5] === 'fixed'
    ? fixedTask
    : task.startsWith('md-')
      ? nativeTask
      : task.startsWith('dh-')
        ? darkHorseTask
        : tasks[task];
if (fn === undefined) {
  console.error(`unknown task ${task}`);
  process.exit(2);
}
const result = await fn();
process.stdout.write(JSON.stringify({ task, lib, arg, ...result }) + '\n');
