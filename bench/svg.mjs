// SVG benchmark (issue 12): how long `boardToSvg` of crownhead/svg takes to draw one position, in
// microseconds, on 8x8 (English) and 10x10 (International) positions from seeded random games,
// once plain and once with the position's first legal move drawn (a capture when there is one)
// and square labels. The goal: well under a millisecond per position.
//
//   node bench/svg.mjs                 # 5 rounds of 200 positions per row
//   node bench/svg.mjs --rounds 9 --json
//
// It uses dist/ (`npm run bench` builds it first). Each round times every position of the list
// once after a warm-up pass; the median round is printed. A report: nothing fails on speed.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, median, mulberry32 } from './common.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const ROUNDS = Number(option('rounds', '5'));
const COUNT = 200;

const core = await import(pathToFileURL(join(ROOT, 'dist', 'index.js')).href);
const { boardToSvg } = await import(pathToFileURL(join(ROOT, 'dist', 'svg.js')).href);
const { english, international, legalMoves, play, startPosition } = core;

/** `COUNT` positions of seeded random games (0 to 60 plies), each with its first legal move. */
function positions(variant, seed) {
  const random = mulberry32(seed);
  const list = [];
  while (list.length < COUNT) {
    let pos = startPosition(variant);
    const plies = Math.floor(random() * 60);
    for (let i = 0; i < plies; i++) {
      const moves = legalMoves(pos);
      if (moves.length === 0) break;
      pos = play(pos, moves[Math.floor(random() * moves.length)]);
    }
    const moves = legalMoves(pos);
    list.push({ pos, move: moves.find((m) => m.captured.length > 0) ?? moves[0] });
  }
  return list;
}

/** Microseconds per call of `draw` over `list`, median of the rounds, and the mean SVG size. */
function measure(list, draw) {
  let bytes = 0;
  for (const item of list) bytes += draw(item).length;
  for (let w = 0; w < 4; w++) for (const item of list) draw(item); // warm-up
  const rounds = [];
  let sink = 0;
  for (let r = 0; r < ROUNDS; r++) {
    const t0 = performance.now();
    for (const item of list) sink += draw(item).length;
    rounds.push(((performance.now() - t0) * 1000) / list.length);
  }
  if (sink === 0) throw new Error('nothing drawn');
  return { us: median(rounds), bytes: Math.round(bytes / list.length) };
}

const rows = [];
for (const [variant, seed] of [
  [english, 1201],
  [international, 1202],
]) {
  const list = positions(variant, seed);
  const plain = measure(list, ({ pos }) => boardToSvg(pos, { coordinates: 'none' }));
  const full = measure(list, ({ pos, move }) => boardToSvg(pos, move === undefined ? {} : { move }));
  rows.push({
    board: variant.board.key,
    variant: variant.key,
    positions: list.length,
    plainUs: plain.us,
    plainBytes: plain.bytes,
    fullUs: full.us,
    fullBytes: full.bytes,
  });
}

if (args.includes('--json')) console.log(JSON.stringify({ rounds: ROUNDS, rows }));
else {
  console.log(
    `\nboardToSvg (crownhead/svg): microseconds per position, median of ${ROUNDS} rounds of ${COUNT} positions`,
  );
  console.log('board  variant        plain (no labels)      with labels and a move');
  for (const r of rows) {
    const cell = (us, bytes) => `${us.toFixed(1).padStart(7)} µs  ${String(bytes).padStart(6)} B`;
    console.log(
      `${r.board.padEnd(6)} ${r.variant.padEnd(14)} ${cell(r.plainUs, r.plainBytes)}    ${cell(r.fullUs, r.fullBytes)}`,
    );
  }
}
