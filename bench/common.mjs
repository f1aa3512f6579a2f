// Shared helpers of the benchmark: the seeded position lists, the square mapping between crownhead
// and rapid-draughts, draughts.js' perft, the published perft counts and the core bundle. Plain
// ESM, no build step.
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Scratch directory (gitignored): the core bundle and the position list. */
export const TMP = join(ROOT, '.bench-tmp');
export const CORE_BUNDLE = join(TMP, 'movegen.mjs');
export const POSITIONS_FILE = join(TMP, 'positions.json');
export const DIST = join(ROOT, 'dist', 'index.js');
/** International list: JSON for the workers, and the same FENs as plain text (one a line). */
export const INTL_POSITIONS_FILE = join(TMP, 'positions-international.json');
export const INTL_FEN_FILE = join(TMP, 'positions-international.fen');

/** English perft from the start, per path (OEIS A133046; docs/sources.md, perft counts). d = index. */
export const PUBLISHED = [1, 7, 49, 302, 1469, 7361, 36768, 179740, 845931, 3963680, 18391564, 85242128];

/**
 * Italian perft from the start, per path (dctl board_08x08.cpp; damforum "Perft for all recognized
 * draughts variants"; docs/sources.md, perft counts). d = index.
 */
export const PUBLISHED_ITALIAN = [1, 7, 49, 302, 1469, 7361, 36473, 177532, 828783, 3860875, 17761384, 81647058];

/**
 * International perft from the start, distinct moves (duplicate captures removed; Aart Bik's
 * BikDam numbers; docs/sources.md, perft counts). d = index.
 */
export const PUBLISHED_INTERNATIONAL = [1, 9, 81, 658, 4265, 27117, 167140, 1049442, 6483961];

/**
 * The positions timed beside Moby Dam (bench/native.mjs), distinct moves: the start (d9, Aart
 * Bik's count; Moby Dam's test/doperft lists d11) and the king position Random178 of the
 * International test positions (docs/sources.md, perft counts; test/rules/flying.test.ts).
 */
export const NATIVE_POSITIONS = {
  start: { fen: undefined, counts: [1, 9, 81, 658, 4265, 27117, 167140, 1049442, 6483961, 41022423] },
  r178: {
    fen: 'B:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46:BK17,K24',
    counts: [1, 14, 55, 1168, 5432, 87195, 629010, 9041010, 86724219],
  },
};

/**
 * Distinct-move perft from the start of every variant (the variant rows of run.mjs), depths 0-10
 * (docs/sources.md, perft: dctl board_08x08.cpp). Thai from the 12-man start of those counts,
 * `B:W1-12:B21-32`; Portuguese has none published and plays Spanish's rules.
 */
const SPANISH = [1, 7, 49, 302, 1469, 7361, 36473, 177532, 828783, 3860866, 17743464];
export const PUBLISHED_VARIANTS = {
  brazilian: { counts: [1, 7, 49, 302, 1469, 7473, 37628, 187302, 907830, 4431766, 21560022] },
  spanish: { counts: SPANISH },
  portuguese: { counts: SPANISH },
  czech: { counts: [1, 7, 49, 302, 1469, 7361, 36768, 179740, 845931, 3963671, 18368918] },
  thai: { fen: 'B:W1-12:B21-32', counts: [1, 7, 49, 302, 1469, 7361, 36768, 179740, 845931, 3963648, 18363523] },
  // No published Turkish perft: pydraughts' 8, 64, 708, 7538 (d1-4), then crownhead's own counts
  // (test/rules/turkish.test.ts keeps them to d6 as a regression guard).
  turkish: { counts: [1, 8, 64, 708, 7538, 85090, 931312, 10782308, 123285642] },
  // Frisian is timed beside International (same board, same start): both published, distinct
  // moves (docs/sources.md, perft counts).
  international: { counts: [...PUBLISHED_INTERNATIONAL, 41022423, 258895763] },
  frisian: { counts: [1, 9, 81, 658, 3874, 21265, 102431, 540126, 2825779, 15605069, 85817725] },
  // The rest of the sixteen (the variant rows of issue 31). English and Italian: published per
  // path, equal to distinct moves to depth 11 (PUBLISHED, PUBLISHED_ITALIAN).
  english: { counts: PUBLISHED },
  italian: { counts: PUBLISHED_ITALIAN },
  // Russian and Pool: dctl board_08x08.cpp (shashki.com), distinct moves; Canadian: dctl
  // board_large.cpp (damforum "Perft on large boards"), distinct (test/rules/flying.test.ts).
  russian: { counts: [1, 7, 49, 302, 1469, 7482, 37986, 190146, 929899, 4570586, 22444032] },
  pool: { counts: [1, 7, 49, 302, 1469, 7482, 37986, 190146, 929896, 4570534, 22435955] },
  canadian: { counts: [1, 11, 121, 1222, 10053, 79049, 584100, 4369366, 31839056] },
  // Antidraughts plays International's moves, so its perft is International's; Breakthrough's is
  // too until a crowning, which cannot happen by depth 9 (docs/sources.md, Perft counts).
  antidraughts: { counts: [...PUBLISHED_INTERNATIONAL, 41022423] },
  breakthrough: { counts: [...PUBLISHED_INTERNATIONAL, 41022423] },
  // Frysk!: nothing published beyond pydraughts' 9, 81, 657, 5329 (d1-4); then crownhead's own
  // counts, a regression guard.
  frysk: { counts: [1, 9, 81, 657, 5329, 41829, 328329, 2572197, 20147712] },
};

/** Start position as crownhead core masks: bit n-1 = square n; Black on 1-12 moves first. */
export const START = { black: 0xfff, white: 0xfff00000 | 0, kings: 0, blackToMove: true };

export const SEED = 20240601;
export const LIST_SIZE = 1000;
export const MAX_PLIES = 200;

/** mulberry32: a small seeded 32-bit PRNG returning floats in [0, 1). */
export function mulberry32(seed) {
  let a = seed | 0;
  return function next() {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Builds the core generator (src/rules/english/movegen.ts) into .bench-tmp/ with esbuild. */
export async function buildCore() {
  mkdirSync(TMP, { recursive: true });
  const { build } = await import('esbuild');
  await build({
    entryPoints: [join(ROOT, 'src/rules/english/movegen.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outfile: CORE_BUNDLE,
    logLevel: 'warning',
  });
}

export function assertDist() {
  if (!existsSync(DIST)) throw new Error(`${DIST} is missing: build the package first (npx tsup)`);
  return statSync(DIST).mtime;
}

/**
 * rapid-draughts' square layout, read through its public API only: for every engine bit, set up a
 * board holding one dark man on that bit and ask the 1D game board which square (0-31) it is on.
 * Returns `toRapid[k]` = the rapid engine bit mask (unsigned) of crownhead square k+1.
 * (rapid-draughts' 1D index i is PDN square i+1: index 8 = square 9.)
 */
export function rapidSquareMap(EnglishDraughts) {
  const toRapid = new Array(32).fill(undefined);
  for (let bit = 0; bit < 32; bit++) {
    const mask = (1 << bit) >>> 0;
    const game = EnglishDraughts.setup({ player: 'dark', board: { light: 0, dark: mask, king: 0 } });
    const hits = game.board.filter((sq) => sq.dark && sq.piece !== undefined);
    if (hits.length !== 1) throw new Error(`rapid-draughts: bit ${bit} is not a playable square`);
    toRapid[hits[0].position] = mask;
  }
  if (toRapid.some((m) => m === undefined)) throw new Error('rapid-draughts: square map incomplete');
  return toRapid;
}

/** Crownhead 32-bit mask (bit n-1 = square n) -> rapid engine mask (unsigned). */
export function maskToRapid(mask, toRapid) {
  let out = 0;
  for (let k = 0; k < 32; k++) if ((mask >>> k) & 1) out |= toRapid[k];
  return out >>> 0;
}

/** rapid engine mask -> crownhead mask (signed 32-bit, like SquareSet.lo). */
export function maskFromRapid(mask, toRapid) {
  let out = 0;
  for (let k = 0; k < 32; k++) if ((mask & toRapid[k]) !== 0) out |= 1 << k;
  return out | 0;
}

/** A rapid engine data object for crownhead masks (stats zeroed: they only affect `status`). */
export function rapidData(p, toRapid) {
  return {
    player: p.blackToMove ? 'dark' : 'light',
    board: {
      dark: maskToRapid(p.black, toRapid),
      light: maskToRapid(p.white, toRapid),
      king: maskToRapid(p.kings, toRapid),
    },
    stats: { sinceCapture: 0, sinceNonKingAdvance: 0 },
  };
}

/**
 * The 1000 positions of a variant, from seeded random play with crownhead's public API (mulberry32,
 * seed 20240601, a fresh generator per list). One game per position: game i is played from the
 * start, each ply choosing move floor(rng() * n) of `legalMoves(pos)` (default options: distinct
 * moves, in crownhead's documented order), until the side to move has no legal move or 200 plies
 * have been played. Then one more draw picks the kept position uniformly among the game's
 * positions that have a legal move (plies 0 .. last), so no kept position is a finished game.
 * Returned with its crownhead position and move sequence.
 */
export function makeGamePositions(ch, variant) {
  const rng = mulberry32(SEED);
  const out = [];
  for (let g = 0; g < LIST_SIZE; g++) {
    let pos = ch.startPosition(variant);
    const seen = [];
    const line = [];
    for (let ply = 0; ply < MAX_PLIES; ply++) {
      const moves = ch.legalMoves(pos);
      if (moves.length === 0) break;
      seen.push(pos);
      const m = moves[Math.floor(rng() * moves.length)];
      line.push(m);
      pos = ch.play(pos, m);
    }
    if (ch.legalMoves(pos).length > 0) seen.push(pos);
    const k = Math.floor(rng() * seen.length);
    out.push({ game: g, ply: k, pos: seen[k], line: line.slice(0, k) });
  }
  return out;
}

/** The English list (see makeGamePositions), with crownhead's 32-bit masks of each position. */
export function makePositions(ch) {
  return makeGamePositions(ch, ch.english).map(({ game, ply, pos, line }) => ({
    game,
    ply,
    fen: ch.formatFen(pos),
    black: pos.black.lo,
    white: pos.white.lo,
    kings: pos.kings.lo,
    blackToMove: pos.turn === 'black',
    line,
  }));
}

export function loadPositions() {
  return JSON.parse(readFileSync(POSITIONS_FILE, 'utf8'));
}

export function loadIntlPositions() {
  return JSON.parse(readFileSync(INTL_POSITIONS_FILE, 'utf8'));
}

/** draughts.js (npm `draughts`, CommonJS): the `Draughts` constructor. */
export async function loadDraughts() {
  const mod = await import('draughts');
  return mod.default;
}

/**
 * draughts.js perft through its public API (its own `perft()` returns 0). At every inner node:
 * `moves()`, then for each move `move(m)`, recurse, `undo()`. Bulk: at depth 1 count
 * `moves().length` (draughts.js does not remove duplicate captures; from the start this first
 * matters at depth 8). Without bulk every leaf move is made and unmade too.
 * `move(m)` looks the move up by from/to in a regenerated list (its only make API).
 */
export function draughtsPerft(d, depth, bulk) {
  if (depth === 0) return 1;
  const moves = d.moves();
  if (bulk && depth === 1) return moves.length;
  let n = 0;
  for (let i = 0; i < moves.length; i++) {
    d.move(moves[i]);
    n += draughtsPerft(d, depth - 1, bulk);
    d.undo();
  }
  return n;
}

/**
 * rapid-draughts perft through its public engine API: clone the engine and make each move. With
 * `bulk`, depth 1 counts `moves.length` instead of making the moves.
 */
export function rapidPerft(engine, depth, bulk) {
  if (depth === 0) return 1;
  const moves = engine.moves;
  if (bulk && depth === 1) return moves.length;
  let n = 0;
  for (const m of moves) {
    const child = engine.clone();
    child.move(m);
    n += rapidPerft(child, depth - 1, bulk);
  }
  return n;
}

/** The median of a list of numbers (NaN for an empty list). */
export function median(values) {
  const s = [...values].sort((a, b) => a - b);
  const n = s.length;
  return n === 0 ? NaN : n % 2 === 1 ? s[(n - 1) / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
}
