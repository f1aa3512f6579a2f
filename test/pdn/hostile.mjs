// Hostile PDN input, generated on the fly, for test/pdn/hostile.test.ts and
// test/deep/hostile.deep.test.ts (docs/reliability.md, "Time and memory"). Run in a child process
// of its own, against the built package, so that its heap and its timings are its own:
//
//   node --expose-gc test/pdn/hostile.mjs shapes                  the shape names, as JSON
//   node --expose-gc test/pdn/hostile.mjs heap <shape> <MiB>      readPdn over a stream of that
//                                                                 size: peak heap growth, games
//   node --expose-gc test/pdn/hostile.mjs time <shape> <MiB>      best of three CPU timings of
//                                                                 readPdn (64 KiB chunks, made
//                                                                 before; games replayed where the
//                                                                 shape says), at that size and ten
//                                                                 times it, in turns
//
// Each answer is one line of JSON. No stream is ever stored: the heap mode makes each 64 KiB
// chunk when the reader asks for it.
import { readPdn, replay } from '../../dist/pdn.js';
import { variants } from '../../dist/index.js';

const CHUNK = 65536;
const latin1 = (s) => Buffer.from(s, 'latin1');

/** The shared seeded generator of the tests (test/arbitraries.ts, mulberry32). */
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/** A 1000-square capture path (3,000 characters): far longer than any real one, far below the token budget. */
const PATH = Array.from({ length: 1000 }, (_, i) => String(1 + ((i * 7) % 50))).join('x');

/**
 * The shapes: a head, then a unit repeated for as long as the stream goes (or `chunks`, a
 * generator of byte chunks of its own), and the reading options.
 */
const SHAPES = {
  // Deep nesting: variations opened and never closed (skipped past maxDepth), and opened then
  // closed (test/pdn/deepTrees.test.ts reads 100,000 levels with the budgets raised).
  'deep nesting': { head: '[GameType "20"]\n1. 32-28 ', unit: '(33-28 ' },
  'deep nesting, closed': { deep: true },
  // One huge token of each kind.
  'huge tag value': { head: '[Event "', unit: 'value ' },
  'huge word': { head: '1. 32-28 ', unit: 'x' },
  'huge number': { head: '1. 32-28 ', unit: '1' },
  'huge { comment': { head: '1. 32-28 {', unit: 'a comment ' },
  'huge ( comment': { head: '1. 32-28 (', unit: 'a (comment) ', options: { parentheses: 'comment' } },
  'huge % line': { head: '1. 32-28\n%', unit: 'skipped ' },
  'huge ; comment': { head: '1. 32-28 ;', unit: 'comment ' },
  'huge capture path': { head: '1. 32', unit: 'x28' },
  // One huge game of each kind of content.
  'huge game of moves': { head: '[Event "moves"]\n', unit: '32-28 28-23 ' },
  'huge game of variations': { head: '1. 32-28 ', unit: '(33-28 34-29) ' },
  'huge game of comments and words': { head: '1. 32-28 ', unit: '{comment} word ' },
  'huge game of NAGs and strength marks': { head: '1. 32-28 ', unit: '$1 ! ' },
  'huge game of setups': { head: '1. 32-28 ', unit: '/FEN "W:W31:B1"/ ' },
  'huge game of tags': { head: '', unit: '[Event "a tag"]\n' },
  'huge game of everything': { head: '[Event "e"]\n1. 32-28 ', unit: '19-23 {c} $2 (33-29 {d}) /x/ ! foo ' },
  // Many small games, and games that end at once.
  'tiny games': { head: '', unit: '1. 32-28 *\n' },
  'empty games': { head: '', unit: '* ' },
  // Long capture paths, in games that are replayed too.
  'long capture paths': { head: '', unit: `[GameType "20"]\n1. ${PATH} *\n`, replay: true },
  // Bytes that are not text, and text that is not UTF-8.
  'binary junk': { binary: true },
  'invalid UTF-8': { head: '', unit: '[Event "Jos\xe9"]\n1. 32-28 {\xc3\xa9 \xff\xfe \xc3} 19-23 \xe2\x80 *\n' },
};

/** The byte chunks of a shape, `size` bytes in all (about), made one at a time. */
function* chunks(name, size) {
  const shape = SHAPES[name];
  if (shape === undefined) throw new Error(`no shape ${name}`);
  if (shape.binary) {
    const next = mulberry32(size);
    for (let sent = 0; sent < size; sent += CHUNK) {
      const chunk = new Uint8Array(CHUNK);
      for (let i = 0; i < CHUNK; i += 4) new DataView(chunk.buffer).setUint32(i, next());
      yield chunk;
    }
    return;
  }
  if (shape.deep) {
    // `(33-28 ` seven eighths of the size, then as many `)`.
    const per = Math.floor(CHUNK / 7);
    const open = latin1('(33-28 '.repeat(per));
    const levels = Math.floor(size / 8);
    yield latin1('[GameType "20"]\n1. 32-28 ');
    for (let left = levels; left > 0; left -= per) yield left >= per ? open : open.subarray(0, 7 * left);
    const close = latin1(')'.repeat(CHUNK));
    for (let left = levels; left > 0; left -= CHUNK) yield left >= CHUNK ? close : close.subarray(0, left);
    yield latin1(' *\n');
    return;
  }
  const body = latin1(shape.unit.repeat(Math.ceil(CHUNK / shape.unit.length)));
  let sent = 0;
  if (shape.head !== '') {
    const head = latin1(shape.head);
    sent += head.length;
    yield head;
  }
  for (; sent < size; sent += body.length) yield body;
}

function optionsOf(name) {
  return SHAPES[name].options;
}

/** readPdn over the chunks (made as asked for), with the heap measured at every chunk. */
async function heap(name, mib) {
  const size = mib * 1024 * 1024;
  globalThis.gc?.();
  const base = process.memoryUsage().heapUsed;
  let peak = 0;
  let bytes = 0;
  async function* source() {
    for (const chunk of chunks(name, size)) {
      bytes += chunk.length;
      peak = Math.max(peak, process.memoryUsage().heapUsed - base);
      yield chunk;
    }
  }
  let games = 0;
  let problems = 0;
  const codes = new Set();
  const t0 = performance.now();
  for await (const record of readPdn(source(), optionsOf(name))) {
    if (record.game !== undefined) games++;
    problems += record.problems.length;
    for (const p of record.problems) codes.add(p.code);
  }
  peak = Math.max(peak, process.memoryUsage().heapUsed - base);
  return {
    shape: name,
    bytes,
    games,
    problems,
    codes: [...codes].sort(),
    peakHeapMiB: peak / 1048576,
    seconds: (performance.now() - t0) / 1000,
  };
}

/** One reading of the pre-made chunks (games replayed where the shape says). */
async function readAll(name, list) {
  const shape = SHAPES[name];
  let games = 0;
  for await (const record of readPdn(list, shape.options)) {
    if (record.game === undefined) continue;
    games++;
    if (shape.replay) replay(record.game, { variants });
  }
  return games;
}

/**
 * CPU seconds this process has used (user + system). CPU time, not wall-clock time: on a shared
 * machine wall-clock time measures the other processes too (test/cpuTime.ts says more).
 */
function cpuSeconds() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

/** One timed reading of `list`, after a collection of what earlier readings left. */
async function timed(name, list) {
  globalThis.gc?.();
  const t0 = cpuSeconds();
  const games = await readAll(name, list);
  return { seconds: cpuSeconds() - t0, games };
}

async function time(name, mib) {
  const size = mib * 1024 * 1024;
  const small = [...chunks(name, size)];
  const large = [...chunks(name, 10 * size)];
  await readAll(name, small); // warm up
  // Three rounds, each reading both sizes, so that a slow phase of the machine touches both;
  // the best of each size counts.
  const one = { seconds: Infinity, games: 0, bytes: small.reduce((n, c) => n + c.length, 0) };
  const ten = { seconds: Infinity, games: 0, bytes: large.reduce((n, c) => n + c.length, 0) };
  for (let round = 0; round < 3; round++) {
    for (const [list, best] of [
      [small, one],
      [large, ten],
    ]) {
      const t = await timed(name, list);
      best.seconds = Math.min(best.seconds, t.seconds);
      best.games = t.games;
    }
  }
  return { shape: name, one, ten, ratio: ten.seconds / one.seconds };
}

const [mode, name, mib] = process.argv.slice(2);
if (mode === 'shapes') console.log(JSON.stringify(Object.keys(SHAPES)));
else if (mode === 'heap') console.log(JSON.stringify(await heap(name, Number(mib))));
else if (mode === 'time') console.log(JSON.stringify(await time(name, Number(mib))));
else throw new Error('usage: hostile.mjs shapes | heap <shape> <MiB> | time <shape> <MiB>');
