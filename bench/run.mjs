// crownhead benchmark: crownhead beside rapid-draughts (English draughts) and draughts.js 0.2.1
// (International draughts), in the same run, interleaved, each sample in a fresh Node process;
// medians and crownhead ÷ peer ratios.
// Flying-king variants of issue 14 (Spanish, Portuguese, Czech, Thai): bulk perft beside
// Brazilian, crownhead's nearest existing variant, in the same run (goal: at least 0.8x its nodes/s).
// Turkish (issue 15) beside Brazilian too: goal at least 0.5x its nodes/s. Frisian (issue 15)
// beside International (same board and start): goal at least 0.5x its nodes/s.
// International perft beside Moby Dam, a native C engine built from ../shared by bench/native.mjs
// (issue 17; skipped with the reason when gcc or the source is missing). English perft beside
// DarkHorse, a native C++ engine whose move generator bench/darkhorse.mjs builds from the git
// checkout in CROWNHEAD_DARKHORSE_SRC (issue 31; skipped with the reason when it is missing).
// Usage: node bench/run.mjs [--rounds N] [--quick] [--json] [--only english|international|variants|mobydam|darkhorse]
// Needs the built package (dist/, `npx tsup`); builds the core generator into .bench-tmp/ itself.
// A report only: nothing here fails on speed.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { buildMobyDam } from './native.mjs';
import { buildDarkHorse, darkHorseArgs } from './darkhorse.mjs';
import {
  CORE_BUNDLE,
  DIST,
  INTL_FEN_FILE,
  INTL_POSITIONS_FILE,
  LIST_SIZE,
  NATIVE_POSITIONS,
  PUBLISHED_VARIANTS,
  MAX_PLIES,
  POSITIONS_FILE,
  PUBLISHED,
  PUBLISHED_INTERNATIONAL,
  ROOT,
  SEED,
  START,
  assertDist,
  buildCore,
  draughtsPerft,
  loadDraughts,
  makeGamePositions,
  makePositions,
  maskFromRapid,
  median,
  rapidData,
  rapidPerft,
  rapidSquareMap,
} from './common.mjs';

// ---------------------------------------------------------------------------------------------
// Options

const ONLY = ['english', 'international', 'variants', 'mobydam', 'darkhorse'];

function parseArgs(argv) {
  const opts = { rounds: undefined, quick: false, json: false, only: undefined, instructions: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--quick') opts.quick = true;
    else if (a === '--instructions') opts.instructions = true;
    else if (a === '--json') opts.json = true;
    else if (a === '--rounds' || a.startsWith('--rounds=')) {
      const v = a.includes('=') ? a.slice(a.indexOf('=') + 1) : argv[++i];
      const n = Number(v);
      if (!Number.isInteger(n) || n < 1) throw new Error(`--rounds needs a positive integer, got ${v}`);
      opts.rounds = n;
    } else if (a === '--only' || a.startsWith('--only=')) {
      const v = a.includes('=') ? a.slice(a.indexOf('=') + 1) : argv[++i];
      if (!ONLY.includes(v)) throw new Error(`--only needs one of ${ONLY.join(', ')}, got ${v}`);
      opts.only = v;
    } else if (a === '--help' || a === '-h') {
      console.log(
        `usage: node bench/run.mjs [--rounds N (default 5)] [--quick] [--json] [--instructions] [--only ${ONLY.join('|')}]`,
      );
      process.exit(0);
    } else throw new Error(`unknown option ${a}`);
  }
  return opts;
}

const opts = parseArgs(process.argv.slice(2));
const runEnglish = opts.only === undefined || opts.only === 'english';
const runIntl = opts.only === undefined || opts.only === 'international';
const runVariants = opts.only === undefined || opts.only === 'variants';
const runMoby = opts.only === undefined || opts.only === 'mobydam';
const runDark = opts.only === undefined || opts.only === 'darkhorse';
/** Tasks beside DarkHorse: English perft from the start, bulk and every leaf. */
const DARK_TASKS = ['dh-bulk', 'dh-leaf'];
/** Tasks beside Moby Dam: position (common.mjs NATIVE_POSITIONS) and bulk or every leaf. */
const MOBY_TASKS = ['md-start-bulk', 'md-start-leaf', 'md-r178-bulk', 'md-r178-leaf'];
/**
 * Every variant of crownhead's `variants`, bulk perft from its start, timed beside International
 * (issue 31: each at least 0.5x International's nodes/s in the same run), and the depth of its
 * timed run: 15-41 M nodes (Turkish 123 M: it runs at several times Brazilian's speed), about
 * 0.5-3 s on an idle 2-core machine at today's speeds (Turkish has about twice the moves a ply,
 * Canadian's 12x12 board and Frysk!'s kings more too, hence shallower).
 * Thai from the 12-man start of its published counts (common.mjs PUBLISHED_VARIANTS).
 */
const VARIANT_DEPTHS = {
  international: 9,
  english: 10,
  italian: 10,
  pool: 10,
  spanish: 10,
  russian: 10,
  brazilian: 10,
  canadian: 8,
  portuguese: 10,
  czech: 10,
  turkish: 8,
  thai: 10,
  frisian: 9,
  breakthrough: 9,
  frysk: 8,
  antidraughts: 9,
};
const VARIANT_KEYS = Object.keys(VARIANT_DEPTHS);
/** --quick: two plies shallower. */
const variantDepths = (less) => Object.fromEntries(VARIANT_KEYS.map((k) => [k, VARIANT_DEPTHS[k] - less]));
const config = opts.quick
  ? {
      rounds: opts.rounds ?? 1,
      depth: {
        'perft-bulk': { crownhead: 9, core: 9, rapid: 7, italian: 9 },
        'perft-leaf': { crownhead: 8, core: 8, rapid: 6 },
        'intl-perft-bulk': { crownhead: 6, draughts: 4 },
        'intl-perft-leaf': { crownhead: 6, draughts: 4 },
        'variant-perft-bulk': variantDepths(2),
        'md-start-bulk': { crownhead: 8, mobydam: 8 },
        'md-start-leaf': { crownhead: 7, mobydam: 7 },
        'md-r178-bulk': { crownhead: 6, mobydam: 6 },
        'md-r178-leaf': { crownhead: 6, mobydam: 6 },
        'dh-bulk': { crownhead: 9, darkhorse: 9 },
        'dh-leaf': { crownhead: 8, darkhorse: 8 },
      },
      seconds: 0.2,
    }
  : {
      rounds: opts.rounds ?? 5,
      // Depths chosen so one timed run takes about 0.5-5 s on a 2-core machine
      // (draughts.js: about 46 k nodes/s with bulk, 11 k without).
      depth: {
        'perft-bulk': { crownhead: 11, core: 11, rapid: 9, italian: 11 },
        'perft-leaf': { crownhead: 10, core: 10, rapid: 8 },
        'intl-perft-bulk': { crownhead: 8, draughts: 6 },
        'intl-perft-leaf': { crownhead: 8, draughts: 5 },
        'variant-perft-bulk': variantDepths(0),
        // The same depth for both programs; Moby Dam takes 0.05-0.5 s at these depths (it times
        // itself and prints its rate from the exact interval).
        'md-start-bulk': { crownhead: 9, mobydam: 9 },
        'md-start-leaf': { crownhead: 9, mobydam: 9 },
        'md-r178-bulk': { crownhead: 8, mobydam: 8 },
        'md-r178-leaf': { crownhead: 7, mobydam: 7 },
        // The same depth for both; DarkHorse takes about 1-3 s at these depths (it times itself).
        'dh-bulk': { crownhead: 11, darkhorse: 11 },
        'dh-leaf': { crownhead: 10, darkhorse: 10 },
      },
      seconds: 1.0,
    };

const log = (...a) => (opts.json ? console.error(...a) : console.log(...a));
const progress = (s) => process.stderr.write(s);

// ---------------------------------------------------------------------------------------------
// Setup and correctness checks (untimed, in this process)

const machine = {
  cpu: os.cpus()[0]?.model ?? 'unknown',
  cores: os.cpus().length,
  node: process.version,
  v8: process.versions.v8,
  platform: `${os.platform()} ${os.arch()}`,
  memGiB: Math.round(os.totalmem() / 2 ** 30),
  loadStart: os.loadavg(),
  loadEnd: undefined,
};

const distTime = assertDist();
/** Moby Dam's perft, built (or found in the cache) before any sample; or why it is skipped. */
const moby = runMoby ? buildMobyDam() : undefined;
if (moby?.skip) log(`Moby Dam: ${moby.skip}`);
const mobyOk = moby !== undefined && moby.skip === undefined;
/** DarkHorse's perft driver, built (or found in the cache) before any sample; or why it is skipped. */
const dark = runDark ? buildDarkHorse() : undefined;
if (dark?.skip) log(`DarkHorse: ${dark.skip}`);
const darkOk = dark !== undefined && dark.skip === undefined;
const ch = await import(pathToFileURL(DIST).href);
{
  // A variant added to crownhead without a row here would go unmeasured: say so.
  const missing = ch.variants.map((v) => v.key).filter((k) => !(k in VARIANT_DEPTHS));
  if (runVariants && missing.length) log(`variants without a row (add them to VARIANT_DEPTHS): ${missing.join(', ')}`);
}
const pkgVersion = (dir) => JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8')).version;
const versions = {
  crownhead: pkgVersion('.'),
  rapid: pkgVersion('node_modules/rapid-draughts'),
  draughts: pkgVersion('node_modules/draughts'),
};

// Per task and library: the work items every legalMoves/play pass must see (checked per sample).
const expectedPerPass = {};

// English checks (rapid-draughts); International checks are in checkInternational() below.
const checks = {};
if (runEnglish) {
  await buildCore();
  const core = await import(pathToFileURL(CORE_BUNDLE).href);
  const { EnglishDraughts, EnglishDraughtsEngineFactory } = await import('rapid-draughts/english');

  // rapid-draughts' masks are sometimes signed (its start position), sometimes unsigned (after `>>> 0`).
  const u32 = (x) => x >>> 0;

  // Square numbering: rapid-draughts' own layout, read through its public 1D board.
  const toRapid = rapidSquareMap(EnglishDraughts);
  {
    const e = EnglishDraughtsEngineFactory.setup();
    const d = rapidData(START, toRapid);
    checks.startMatches =
      e.data.player === 'dark' &&
      u32(e.data.board.dark) === d.board.dark &&
      u32(e.data.board.light) === d.board.light &&
      e.data.board.king === 0;
    if (!checks.startMatches)
      throw new Error('rapid-draughts start position does not map onto crownhead start (Black 1-12 to move)');
  }

  // Perft from the start, shallow depths, all three (the timed runs check the deep ones).
  const shallow = opts.quick ? 5 : 7;
  checks.perftShallow = { depth: shallow, crownhead: true, core: true, rapid: true };
  {
    const start = ch.startPosition(ch.english);
    for (let d = 1; d <= shallow; d++) {
      if (ch.perft(start, d) !== PUBLISHED[d] || ch.perft(start, d, { bulk: false, paths: true }) !== PUBLISHED[d])
        checks.perftShallow.crownhead = false;
      if (core.perftBits(START.black, START.white, START.kings, START.blackToMove, d, true, true) !== PUBLISHED[d])
        checks.perftShallow.core = false;
      if (rapidPerft(EnglishDraughtsEngineFactory.setup(), d, true) !== PUBLISHED[d]) checks.perftShallow.rapid = false;
    }
  }

  // The position list, replayed move by move in rapid-draughts.
  const positions = makePositions(ch);
  const moveKey = (from, to, capMask) => `${from}:${to}:${capMask | 0}`;
  const chKey = (m) =>
    moveKey(
      m.from,
      m.to,
      m.captured.reduce((s, c) => s | (1 << (c - 1)), 0),
    );
  const rapidKey = (m) => {
    const from = maskFromRapid(m.origin, toRapid);
    const to = maskFromRapid(m.destination, toRapid);
    return moveKey(31 - Math.clz32(from) + 1, 31 - Math.clz32(to) + 1, maskFromRapid(m.captures, toRapid));
  };
  const list = {
    size: positions.length,
    seed: SEED,
    maxPlies: MAX_PLIES,
    movesDistinct: 0,
    movesPaths: 0,
    movesRapid: 0,
    withCapture: 0,
    withKing: 0,
    meanPly: 0,
    replayFailures: [],
    replayBoardMismatches: 0,
    moveListMismatches: [],
    playChecked: 0,
    playMismatches: 0,
  };
  for (const p of positions) {
    const pos = ch.parseFen(ch.english, p.fen).value;
    list.meanPly += p.ply / positions.length;
    if (p.kings !== 0) list.withKing++;
    // Replay the game in rapid-draughts through its public engine API.
    const engine = EnglishDraughtsEngineFactory.setup();
    let replayed = true;
    for (const m of p.line) {
      const key = chKey(m);
      const rm = engine.moves.find((x) => rapidKey(x) === key);
      if (rm === undefined) {
        list.replayFailures.push({ game: p.game, move: m.path.join(m.captured.length ? 'x' : '-') });
        replayed = false;
        break;
      }
      engine.move(rm);
    }
    const mapped = rapidData(p, toRapid);
    if (replayed) {
      const b = engine.data.board;
      if (
        engine.data.player !== mapped.player ||
        u32(b.dark) !== mapped.board.dark ||
        u32(b.light) !== mapped.board.light ||
        u32(b.king) !== mapped.board.king
      ) {
        list.replayBoardMismatches++;
      }
    }
    p.rapid = mapped; // identical to the replayed state when the replay succeeded (checked above)
    // Move lists: crownhead (every path) against rapid-draughts, as multisets of (from, to, captured set).
    const chPaths = ch.legalMoves(pos, { paths: true });
    const chDistinct = ch.legalMoves(pos);
    const re = EnglishDraughtsEngineFactory.setup(mapped);
    const rMoves = re.moves;
    list.movesPaths += chPaths.length;
    list.movesDistinct += chDistinct.length;
    list.movesRapid += rMoves.length;
    if (chDistinct.length > 0 && chDistinct[0].captured.length > 0) list.withCapture++;
    const a = chPaths.map(chKey).sort();
    const b = rMoves.map(rapidKey).sort();
    if (a.length !== b.length || a.some((k, i) => k !== b[i])) {
      list.moveListMismatches.push({ game: p.game, fen: p.fen, crownhead: chPaths.length, rapid: rMoves.length });
    }
    // play: the position after each distinct move, crownhead against rapid-draughts.
    for (const m of chDistinct) {
      const rm = rMoves.find((x) => rapidKey(x) === chKey(m));
      if (rm === undefined) continue;
      const next = ch.play(pos, m);
      const c = re.clone();
      c.move(rm);
      list.playChecked++;
      const cb = c.data.board;
      if (
        next.black.lo !== maskFromRapid(cb.dark, toRapid) ||
        next.white.lo !== maskFromRapid(cb.light, toRapid) ||
        next.kings.lo !== maskFromRapid(cb.king, toRapid) ||
        (next.turn === 'black') !== (c.data.player === 'dark')
      ) {
        list.playMismatches++;
      }
    }
  }
  checks.list = list;
  writeFileSync(
    POSITIONS_FILE,
    JSON.stringify(
      positions.map(({ line, ...p }) => ({
        ...p,
        line: line.map((m) => m.path.join(m.captured.length ? 'x' : '-')).join(' '),
      })),
    ),
  );

  // Probe of rapid-draughts' known rule bug: a king loop capture back to its start square.
  {
    const fen = 'B:W14,15,22,23:BK10';
    const pos = ch.parseFen(ch.english, fen).value;
    const chm = ch.legalMoves(pos, { paths: true }).map((m) => m.path.join('x'));
    const re = EnglishDraughtsEngineFactory.setup(
      rapidData({ black: pos.black.lo, white: pos.white.lo, kings: pos.kings.lo, blackToMove: true }, toRapid),
    );
    const rm = re.moves.map((m) => {
      const k = rapidKey(m).split(':');
      const caps = Number(k[2]);
      let n = 0;
      for (let i = 0; i < 32; i++) if ((caps >>> i) & 1) n++;
      return `${k[0]}x${k[1]} (${n} captured)`;
    });
    checks.loopProbe = { fen, crownhead: chm, rapid: rm };
  }
  expectedPerPass.movegen = { crownhead: list.movesDistinct, core: list.movesDistinct, rapid: list.movesRapid };
  expectedPerPass.play = { crownhead: list.movesDistinct, rapid: list.movesRapid };
} // runEnglish

const intlChecks = runIntl ? await checkInternational() : undefined;

// International checks (untimed): draughts.js beside crownhead on the start position, on the
// International list and on three probes of its known bugs.
async function checkInternational() {
  const Draughts = await loadDraughts();
  const intl = ch.international;
  const c = {};
  const chKey = (m) => `${m.from}:${m.to}:${[...m.captured].sort((a, b) => a - b).join(',')}`;
  const djKey = (m) => `${m.from}:${m.to}:${[...m.takes].sort((a, b) => a - b).join(',')}`;
  // crownhead's board as draughts.js writes it (position(): '?' and one character per square).
  const placement = (pos) => {
    let s = '';
    for (let sq = 1; sq <= 50; sq++) {
      const p = ch.pieceAt(pos, sq);
      const x = p === undefined ? '0' : p.color === 'white' ? 'w' : 'b';
      s += p?.role === 'king' ? x.toUpperCase() : x;
    }
    return s;
  };

  // Perft from the start, shallow depths (the timed runs check the deep ones).
  const chDepth = opts.quick ? 5 : 7;
  const djDepth = opts.quick ? 3 : 4;
  c.perftShallow = { crownheadDepth: chDepth, draughtsDepth: djDepth, crownhead: true, draughts: true };
  const start = ch.startPosition(intl);
  for (let d = 1; d <= chDepth; d++) {
    if (
      ch.perft(start, d) !== PUBLISHED_INTERNATIONAL[d] ||
      ch.perft(start, d, { bulk: false }) !== PUBLISHED_INTERNATIONAL[d]
    )
      c.perftShallow.crownhead = false;
  }
  for (let d = 1; d <= djDepth; d++) {
    if (
      draughtsPerft(new Draughts(), d, true) !== PUBLISHED_INTERNATIONAL[d] ||
      draughtsPerft(new Draughts(), d, false) !== PUBLISHED_INTERNATIONAL[d]
    )
      c.perftShallow.draughts = false;
  }
  {
    const d = new Draughts();
    c.startMatches =
      d.position().slice(1) === placement(start) &&
      d.turn() === 'w' &&
      d.fen() ===
        'W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20';
  }

  // The list: same seeded random play as the English one, International start, crownhead's API.
  const games = makeGamePositions(ch, intl);
  const list = {
    size: games.length,
    seed: SEED,
    maxPlies: MAX_PLIES,
    file: relative(ROOT, INTL_FEN_FILE),
    meanPly: 0,
    movesDistinct: 0,
    movesPaths: 0,
    movesDraughts: 0,
    withCapture: 0,
    withKing: 0,
    withKingToMove: 0,
    fenPlacementAgree: 0,
    fenTurnAgree: 0,
    fenRoundTripAgree: 0,
    fenMismatches: [],
    moveListAgree: 0,
    moveListMismatches: 0,
    kingFly: { positions: 0, whiteToMove: 0, blackToMove: 0, withCapture: 0, movesMissing: 0, examples: [] },
    duplicates: { positions: 0, extraEntries: 0, examples: [] },
    other: { positions: 0, examples: [] },
    playChecked: 0,
    playAgree: 0,
    undoRestores: 0,
    loopCaptures: 0,
    unreachable: 0,
    draughtsPlayMakes: 0,
  };
  for (const g of games) {
    const pos = g.pos;
    const fen = ch.formatFen(pos);
    g.fen = fen;
    list.meanPly += g.ply / games.length;
    const own = pos.turn === 'white' ? pos.white : pos.black;
    const kingToMove = !own.intersect(pos.kings).isEmpty();
    if (!pos.kings.isEmpty()) list.withKing++;
    if (kingToMove) list.withKingToMove++;

    // FEN reading: draughts.js' board and side to move, and its own FEN read back by crownhead.
    const d = new Draughts(fen);
    const fen0 = d.fen();
    const placeOk = d.position().slice(1) === placement(pos);
    const turnOk = d.turn() === pos.turn[0];
    const back = ch.parseFen(intl, fen0);
    const roundOk = back.ok && ch.positionEquals(back.value, pos);
    if (placeOk) list.fenPlacementAgree++;
    if (turnOk) list.fenTurnAgree++;
    if (roundOk) list.fenRoundTripAgree++;
    if (!placeOk || !turnOk || !roundOk) list.fenMismatches.push({ game: g.game, fen, draughts: fen0 });

    // Move lists as sets of (from, to, captured set): crownhead's distinct moves vs draughts.js.
    const chMoves = ch.legalMoves(pos);
    const dMoves = d.moves();
    list.movesDistinct += chMoves.length;
    list.movesPaths += ch.legalMoves(pos, { paths: true }).length;
    list.movesDraughts += dMoves.length;
    const capture = chMoves.length > 0 && chMoves[0].captured.length > 0;
    if (capture) list.withCapture++;
    const chByKey = new Map(chMoves.map((m) => [chKey(m), m]));
    const dKeys = dMoves.map(djKey);
    const dSet = new Set(dKeys);
    const missing = chMoves.filter((m) => !dSet.has(chKey(m)));
    const extra = [...dSet].filter((k) => !chByKey.has(k));
    const dupExtra = dKeys.length - dSet.size;
    if (missing.length === 0 && extra.length === 0 && dupExtra === 0) list.moveListAgree++;
    else {
      list.moveListMismatches++;
      const quietKingFly = (m) =>
        m.captured.length === 0 &&
        pos.kings.has(m.from) &&
        Math.abs(ch.board10x10.coords(m.from).row - ch.board10x10.coords(m.to).row) >= 2;
      const explainedByKing = missing.length > 0 && extra.length === 0 && missing.every(quietKingFly);
      if (explainedByKing) {
        const k = list.kingFly;
        k.positions++;
        k[pos.turn === 'white' ? 'whiteToMove' : 'blackToMove']++;
        if (capture) k.withCapture++;
        k.movesMissing += missing.length;
        if (k.examples.length < 2)
          k.examples.push({
            fen,
            crownhead: chMoves.length,
            draughts: dMoves.length,
            missing: missing.slice(0, 3).map((m) => `${m.from}-${m.to}`),
          });
      }
      if (dupExtra > 0) {
        list.duplicates.positions++;
        list.duplicates.extraEntries += dupExtra;
        if (list.duplicates.examples.length < 2)
          list.duplicates.examples.push({
            fen,
            crownhead: chMoves.length,
            draughts: dMoves.length,
            distinct: dSet.size,
          });
      }
      if (extra.length > 0 || (missing.length > 0 && !explainedByKing)) {
        list.other.positions++;
        if (list.other.examples.length < 3)
          list.other.examples.push({ fen, missing: missing.slice(0, 3).map(chKey), extra: extra.slice(0, 3) });
      }
    }

    // play: draughts.js move(m) + undo() vs crownhead play(), once per distinct draughts.js move.
    const firstOfKey = new Map();
    for (const m of dMoves) if (!firstOfKey.has(djKey(m))) firstOfKey.set(djKey(m), m);
    for (const m of dMoves) if (m.from !== m.to) list.draughtsPlayMakes++;
    for (const [key, m] of firstOfKey) {
      if (m.from === m.to) {
        list.loopCaptures++; // would delete the capturing piece for good (probe below)
        continue;
      }
      const r = d.move(m);
      list.playChecked++;
      if (r === false) continue;
      const rKey = djKey(r);
      if (rKey !== key) list.unreachable++; // move({from, to}) took another capture with the same from/to
      const chm = chByKey.get(rKey);
      if (chm !== undefined) {
        const next = ch.play(pos, chm);
        if (d.position().slice(1) === placement(next) && d.turn() === next.turn[0]) list.playAgree++;
      }
      d.undo();
      if (d.fen() === fen0) list.undoRestores++;
      else d.load(fen);
    }
  }
  c.list = list;
  expectedPerPass['intl-movegen'] = { crownhead: list.movesDistinct, draughts: list.movesDraughts };
  expectedPerPass['intl-play'] = { crownhead: list.movesDistinct, draughts: list.draughtsPlayMakes };
  const moveText = (m) => m.path.join(m.captured.length ? 'x' : '-');
  // With --only international the English setup, which also makes the folder, does not run.
  mkdirSync(dirname(INTL_POSITIONS_FILE), { recursive: true });
  writeFileSync(
    INTL_POSITIONS_FILE,
    JSON.stringify(games.map((g) => ({ game: g.game, ply: g.ply, fen: g.fen, line: g.line.map(moveText).join(' ') }))),
  );
  writeFileSync(INTL_FEN_FILE, games.map((g) => g.fen).join('\n') + '\n');

  // Probes of draughts.js' known bugs (docs/sources.md, Peers' known bugs).
  const probe = (fen) => {
    const pos = ch.parseFen(intl, fen).value;
    const d = new Draughts(fen);
    const dm = d.moves();
    return {
      fen,
      crownhead: ch.legalMoves(pos).length,
      crownheadPaths: ch.legalMoves(pos, { paths: true }).length,
      crownheadMoves: ch.legalMoves(pos).map(moveText),
      draughts: dm.length,
      draughtsDistinct: new Set(dm.map(djKey)).size,
      d,
      dm,
    };
  };
  const fly = probe('W:WK46:B1');
  const loop = probe('W:W27:B22,23,32,33');
  loop.d.move(loop.dm[0]);
  loop.afterMove = loop.d.fen();
  loop.d.undo();
  loop.afterUndo = loop.d.fen();
  const dup = probe('B:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46:BK17,K24');
  c.probes = [fly, loop, dup].map(({ d, dm, ...rest }) => rest);
  return c;
}

// ---------------------------------------------------------------------------------------------
// Timed samples: each in a fresh process, task order rotated every round.

const TASKS = [
  ...(runEnglish
    ? [
        // italian: the same generator from the Italian start, compared with English (issue 14).
        { task: 'perft-bulk', libs: ['crownhead', 'core', 'rapid', 'italian'] },
        { task: 'perft-leaf', libs: ['core', 'crownhead', 'rapid'] },
        { task: 'movegen', libs: ['crownhead', 'core', 'rapid'] },
        { task: 'play', libs: ['crownhead', 'rapid'] },
      ]
    : []),
  ...(runIntl
    ? [
        { task: 'intl-perft-bulk', libs: ['crownhead', 'draughts'] },
        { task: 'intl-perft-leaf', libs: ['draughts', 'crownhead'] },
        { task: 'intl-movegen', libs: ['crownhead', 'draughts'] },
        { task: 'intl-play', libs: ['draughts', 'crownhead'] },
      ]
    : []),
  ...(runVariants ? [{ task: 'variant-perft-bulk', libs: VARIANT_KEYS }] : []),
  ...(runMoby ? MOBY_TASKS.map((task) => ({ task, libs: mobyOk ? ['crownhead', 'mobydam'] : ['crownhead'] })) : []),
  ...(runDark && darkOk ? DARK_TASKS.map((task) => ({ task, libs: ['crownhead', 'darkhorse'] })) : []),
];
const isPerft = (task) => task.includes('perft') || task.startsWith('md-') || task.startsWith('dh-');
const isMovegen = (task) => task.endsWith('movegen');
const WORKER = join(ROOT, 'bench', 'worker.mjs');
const samples = {};
const failures = [];
const rotate = (xs, k) => xs.map((_, i) => xs[(i + k) % xs.length]);

function runWorker(task, lib) {
  const arg = isPerft(task) ? config.depth[task][lib] : config.seconds;
  const r = spawnSync(process.execPath, ['--expose-gc', WORKER, task, lib, String(arg)], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 1 << 24,
  });
  const line = r.stdout.trim().split('\n').pop();
  if (r.status !== 0 || !line) {
    failures.push({ task, lib, status: r.status, stderr: r.stderr.slice(-2000) });
    return undefined;
  }
  return JSON.parse(line);
}

const fmtRate = (x) => (x >= 1e6 ? `${(x / 1e6).toFixed(2)} M` : x >= 1e3 ? `${(x / 1e3).toFixed(1)} k` : x.toFixed(0));
const t0 = Date.now();
for (let round = 0; round < config.rounds; round++) {
  progress(`round ${round + 1}/${config.rounds}:`);
  for (const { task, libs } of rotate(TASKS, round)) {
    for (const lib of rotate(libs, round)) {
      const load1 = os.loadavg()[0];
      const res = runWorker(task, lib);
      if (res !== undefined) Object.assign(res, { round: round + 1, load1 });
      if (res === undefined) {
        progress(` ${task}/${lib}=FAILED`);
        continue;
      }
      ((samples[task] ??= {})[lib] ??= []).push(res);
      progress(` ${task}/${lib}=${fmtRate(res.rate)}/s`);
    }
  }
  progress('\n');
}
const elapsed = (Date.now() - t0) / 1000;

// ---------------------------------------------------------------------------------------------
// Instruction counts (--instructions): each side of the native and variant perft rows under
// valgrind's cachegrind, a fixed amount of work less the same command at a small depth.
// Instructions do not depend on the machine's load; V8 runs single-threaded and predictable so
// that two runs of the same command count the same.

/**
 * Depth of the counted perft per task (variants: per variant), and of the start-up run. A few
 * million nodes or more, so that what V8 compiles during the counted perft weighs little (English
 * bulk from the start: 143 instructions a node at d9, 99 at d10, 87 from d9 to d10); each run
 * takes 10-40 s under valgrind.
 */
const INSTR_DEPTH = {
  'dh-bulk': 10,
  'dh-leaf': 9,
  'md-start-bulk': 8,
  'md-start-leaf': 8,
  'md-r178-bulk': 7,
  'md-r178-leaf': 7,
  'variant-perft-bulk': Object.fromEntries(VARIANT_KEYS.map((k) => [k, VARIANT_DEPTHS[k] - 1])),
};
const INSTR_BASE = 2;
const instrDepth = (task, lib) => {
  const d = typeof INSTR_DEPTH[task] === 'number' ? INSTR_DEPTH[task] : INSTR_DEPTH[task][lib];
  return opts.quick ? Math.max(INSTR_BASE + 1, d - 2) : d;
};
/** Published node counts per depth of a task and library (for the native programs' runs). */
const countsOf = (task, lib) =>
  task.startsWith('dh-')
    ? PUBLISHED
    : task.startsWith('md-')
      ? NATIVE_POSITIONS[/^md-(\w+)-/.exec(task)[1]].counts
      : PUBLISHED_VARIANTS[lib].counts;

function valgrindVersion() {
  const r = spawnSync('valgrind', ['--version'], { encoding: 'utf8' });
  return r.error || r.status !== 0 ? undefined : r.stdout.trim();
}

/** Instructions executed by `cmd args` under cachegrind (no cache simulation). */
function cachegrind(cmd, args) {
  const r = spawnSync(
    'valgrind',
    [
      '--tool=cachegrind',
      '--cache-sim=no',
      '--smc-check=all-non-file',
      '--cachegrind-out-file=/dev/null',
      cmd,
      ...args,
    ],
    { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 24 },
  );
  const m = /I\s+refs:\s+([\d,]+)/.exec(r.stderr ?? '');
  if (r.error || r.status !== 0 || !m)
    throw new Error(
      `valgrind ${cmd} ${args.join(' ')}: ${r.error?.message ?? (r.stderr ?? '').trim().split('\n').slice(-2).join(' | ')}`,
    );
  return { instructions: Number(m[1].replaceAll(',', '')), stdout: r.stdout };
}

/** The command of one side at `depth` (JavaScript: a fixed-work worker; native: its perft). */
function instrCommand(task, lib, depth, warmDepth) {
  const bulk = task.endsWith('bulk');
  if (lib === 'darkhorse') return [dark.bin, darkHorseArgs(depth, bulk, true)];
  if (lib === 'mobydam') {
    const fen = NATIVE_POSITIONS[/^md-(\w+)-/.exec(task)[1]].fen;
    return [moby.bin, [...(bulk ? ['-b'] : []), '-c', String(depth), ...(fen ? [fen] : [])]];
  }
  return [
    process.execPath,
    ['--single-threaded', '--predictable', WORKER, task, lib, String(depth), 'fixed', String(warmDepth)],
  ];
}

/**
 * Instructions per node of one side: (I(depth) - I(start-up)) / (nodes(depth) - nodes(start-up)).
 * Moby Dam walks depths 1 to d, so its nodes are those of depths base+1 to d.
 */
function instructionsPerNode(task, lib) {
  const depth = instrDepth(task, lib);
  const warmDepth = Math.max(1, depth - 3);
  const counts = countsOf(task, lib);
  const nodes =
    lib === 'mobydam'
      ? counts.slice(INSTR_BASE + 1, depth + 1).reduce((a, b) => a + b, 0)
      : counts[depth] - counts[INSTR_BASE];
  const deep = cachegrind(...instrCommand(task, lib, depth, warmDepth));
  const base = cachegrind(...instrCommand(task, lib, INSTR_BASE, warmDepth));
  return {
    depth,
    base: INSTR_BASE,
    nodes,
    instructions: deep.instructions - base.instructions,
    perNode: (deep.instructions - base.instructions) / nodes,
  };
}

const instr = {};
let instrSkip;
if (opts.instructions) {
  const vg = valgrindVersion();
  if (vg === undefined) instrSkip = 'valgrind not found: no instruction counts';
  else {
    const wanted = [];
    for (const { task, libs } of TASKS) if (task in INSTR_DEPTH) for (const lib of libs) wanted.push([task, lib]);
    if (wanted.length === 0)
      instrSkip = 'no row with instruction counts in this run (the DarkHorse, Moby Dam and variant rows have them)';
    for (const [task, lib] of wanted) {
      progress(`instructions ${task}/${lib}: `);
      try {
        const x = instructionsPerNode(task, lib);
        (instr[task] ??= {})[lib] = x;
        progress(`${x.perNode.toFixed(1)} a node\n`);
      } catch (e) {
        (instr[task] ??= {})[lib] = { depth: instrDepth(task, lib), error: String(e.message ?? e) };
        progress('FAILED\n');
      }
    }
    machine.valgrind = vg;
  }
  if (instrSkip) log(instrSkip);
}
machine.loadEnd = os.loadavg();
{
  const loads = Object.values(samples).flatMap((byLib) =>
    Object.values(byLib)
      .flat()
      .map((x) => x.load1),
  );
  machine.loadDuring = loads.length
    ? { min: Math.min(...loads), median: median(loads), max: Math.max(...loads) }
    : undefined;
}

// ---------------------------------------------------------------------------------------------
// Summary

function summary(task, lib) {
  const xs = samples[task]?.[lib];
  if (!xs || xs.length === 0) return undefined;
  const rates = xs.map((x) => x.rate);
  const med = median(rates);
  return {
    n: xs.length,
    median: med,
    min: Math.min(...rates),
    max: Math.max(...rates),
    spread: (Math.max(...rates) - Math.min(...rates)) / (2 * med),
    // perft: every count equals the published one; legalMoves/play: every pass saw the list's
    // move total (distinct moves for crownhead, the peer's own list for the peer), and
    // draughts.js' instances were back in their start state after the play passes.
    allCorrect: isPerft(task)
      ? xs.every((x) => x.correct)
      : xs.every(
          (x) =>
            (isMovegen(task) ? x.movesPerPass : x.makesPerPass) === expectedPerPass[task]?.[lib] &&
            x.stateIntact !== false,
        ),
    depth: isPerft(task) ? xs[0].depth : undefined,
    nodes: isPerft(task) ? xs[0].nodes : undefined,
    seconds: median(xs.map((x) => x.seconds)),
    moveRate: isMovegen(task) ? median(xs.map((x) => x.moveRate)) : undefined,
    movesPerPass: isMovegen(task) ? xs[0].movesPerPass : task.endsWith('play') ? xs[0].makesPerPass : undefined,
  };
}

const ROWS = [
  {
    table: 'english',
    peer: 'rapid',
    label: 'perft, bulk: public perft()',
    task: 'perft-bulk',
    lib: 'crownhead',
    goal: 80,
  },
  { table: 'english', peer: 'rapid', label: 'perft, bulk: core perftBits', task: 'perft-bulk', lib: 'core', goal: 80 },
  {
    table: 'english',
    peer: 'rapid',
    label: 'perft, every leaf: core perftBits',
    task: 'perft-leaf',
    lib: 'core',
    goal: 100,
  },
  { table: 'english', peer: 'rapid', label: 'perft, every leaf: public perft()', task: 'perft-leaf', lib: 'crownhead' },
  {
    table: 'english',
    peer: 'rapid',
    label: 'legalMoves: public legalMoves()',
    task: 'movegen',
    lib: 'crownhead',
    goal: 5,
  },
  { table: 'english', peer: 'rapid', label: 'legalMoves: core generate()', task: 'movegen', lib: 'core' },
  { table: 'english', peer: 'rapid', label: 'play: public play() (validates)', task: 'play', lib: 'crownhead' },
  // Not against rapid-draughts: Italian nodes/s over English nodes/s of the same generator, same run.
  {
    table: 'english',
    peer: 'crownhead',
    label: 'Italian perft, bulk: public perft() ÷ English',
    task: 'perft-bulk',
    lib: 'italian',
    goal: 0.8,
  },
  {
    table: 'international',
    peer: 'draughts',
    label: 'perft, bulk: public perft()',
    task: 'intl-perft-bulk',
    lib: 'crownhead',
    goal: 400,
  },
  {
    table: 'international',
    peer: 'draughts',
    label: 'perft, every leaf: public perft()',
    task: 'intl-perft-leaf',
    lib: 'crownhead',
  },
  {
    table: 'international',
    peer: 'draughts',
    label: 'legalMoves: public legalMoves()',
    task: 'intl-movegen',
    lib: 'crownhead',
    goal: 300,
  },
  {
    table: 'international',
    peer: 'draughts',
    label: 'play: public play() (validates)',
    task: 'intl-play',
    lib: 'crownhead',
    goal: 200,
  },
  {
    table: 'mobydam',
    peer: 'mobydam',
    label: 'start, bulk: public perft() (core perft10)',
    task: 'md-start-bulk',
    lib: 'crownhead',
    goal: 0.5,
  },
  {
    table: 'mobydam',
    peer: 'mobydam',
    label: 'start, every leaf: public perft() (core perft10)',
    task: 'md-start-leaf',
    lib: 'crownhead',
    goal: 0.5,
  },
  { table: 'mobydam', peer: 'mobydam', label: 'Random178, bulk', task: 'md-r178-bulk', lib: 'crownhead' },
  { table: 'mobydam', peer: 'mobydam', label: 'Random178, every leaf', task: 'md-r178-leaf', lib: 'crownhead' },
  {
    table: 'darkhorse',
    peer: 'darkhorse',
    label: 'English start, bulk: public perft()',
    task: 'dh-bulk',
    lib: 'crownhead',
    goal: 1.5,
  },
  {
    table: 'darkhorse',
    peer: 'darkhorse',
    label: 'English start, every leaf: public perft()',
    task: 'dh-leaf',
    lib: 'crownhead',
    goal: 1.5,
  },
  // Every variant over International, same run (International's own row is the reference, 1x).
  ...VARIANT_KEYS.map((key) => ({
    table: 'variants',
    peer: 'international',
    label: key === 'international' ? 'international (the reference)' : `${key} ÷ International`,
    task: 'variant-perft-bulk',
    lib: key,
    goal: key === 'international' ? undefined : 0.5,
  })),
  // Turkish over Brazilian (issue 31: keep at least 0.5x; it was 4.1x).
  {
    table: 'variants',
    peer: 'brazilian',
    label: 'turkish ÷ Brazilian',
    task: 'variant-perft-bulk',
    lib: 'turkish',
    goal: 0.5,
  },
];

function instrRow(row) {
  const mine = instr[row.task]?.[row.lib];
  const peer = instr[row.task]?.[row.peer];
  if (mine === undefined && peer === undefined) return undefined;
  const ratio = mine?.perNode && peer?.perNode ? peer.perNode / mine.perNode : undefined;
  return { crownhead: mine, peer, ratio };
}

function rowResult(row) {
  const mine = summary(row.task, row.lib);
  const peer = summary(row.task, row.peer);
  const ratio = mine && peer ? mine.median / peer.median : undefined;
  // Ratios within each round (the two samples ran a few seconds apart, under similar load).
  const perRound = [];
  for (const a of samples[row.task]?.[row.lib] ?? []) {
    const b = (samples[row.task]?.[row.peer] ?? []).find((x) => x.round === a.round);
    if (b) perRound.push(a.rate / b.rate);
  }
  const roundRatios = perRound.length
    ? { median: median(perRound), min: Math.min(...perRound), max: Math.max(...perRound), n: perRound.length }
    : undefined;
  return {
    ...row,
    crownhead: mine,
    peer,
    ratio,
    roundRatios,
    goalMet: row.goal === undefined || ratio === undefined ? undefined : ratio >= row.goal,
    // --instructions: instructions a node of each side, and peer ÷ crownhead (higher = crownhead
    // does less work a node, read as the timing ratio is).
    instructions: instrRow(row),
  };
}
const results = runEnglish ? ROWS.filter((r) => r.table === 'english').map(rowResult) : [];
const intlResults = runIntl ? ROWS.filter((r) => r.table === 'international').map(rowResult) : [];
const variantResults = runVariants ? ROWS.filter((r) => r.table === 'variants').map(rowResult) : [];
const mobyResults = runMoby ? ROWS.filter((r) => r.table === 'mobydam').map(rowResult) : [];
const darkResults = runDark && darkOk ? ROWS.filter((r) => r.table === 'darkhorse').map(rowResult) : [];

const report = {
  machine,
  versions,
  config: { ...config, quick: opts.quick, only: opts.only ?? 'all', listSize: LIST_SIZE },
  distBuilt: distTime.toISOString(),
  elapsedSeconds: elapsed,
  // English draughts (rapid-draughts): checks and results, as before.
  checks,
  results,
  international: runIntl ? { checks: intlChecks, results: intlResults } : undefined,
  variants: runVariants ? { results: variantResults } : undefined,
  mobydam: runMoby ? { build: moby, results: mobyResults } : undefined,
  darkhorse: runDark ? { build: dark, results: darkResults } : undefined,
  instructions: opts.instructions ? { skip: instrSkip, counts: instr } : undefined,
  failures,
  samples,
};

if (opts.json) {
  console.log(JSON.stringify(report, null, 2));
} else {
  printReport(report);
}

function formatTable(out, rows, peerName, listSize) {
  const rowsOut = [['measurement', 'depth / list', 'crownhead', peerName, 'ratio', 'per round', 'goal']];
  // --instructions: instructions a node of each side and their ratio (peer ÷ crownhead).
  const withInstr = rows.some((x) => x.instructions !== undefined);
  if (withInstr) rowsOut[0].push('instructions/node', 'instr. ratio');
  for (const x of rows) {
    const c = x.crownhead;
    const p = x.peer;
    const pm = (s) => (s && s.n > 1 ? ` ±${(s.spread * 100).toFixed(0)}%` : '');
    let scope;
    let cs;
    let psv;
    if (isPerft(x.task)) {
      scope = `d${c?.depth ?? '?'} / d${p?.depth ?? '?'}`;
      cs = c ? `${fmtRate(c.median)}nodes/s${pm(c)}` : 'failed';
      psv = p ? `${fmtRate(p.median)}nodes/s${pm(p)}` : 'failed';
    } else if (isMovegen(x.task)) {
      scope = `${listSize} positions`;
      cs = c ? `${fmtRate(c.median)}pos/s${pm(c)}` : 'failed';
      psv = p ? `${fmtRate(p.median)}pos/s${pm(p)}` : 'failed';
    } else {
      scope = `${c?.movesPerPass ?? '?'} / ${p?.movesPerPass ?? '?'} makes`;
      cs = c ? `${(1e9 / c.median).toFixed(0)} ns/make${pm(c)}` : 'failed';
      psv = p ? `${(1e9 / p.median).toFixed(0)} ns/make${pm(p)}` : 'failed';
    }
    if (c && !c.allCorrect) cs += ' WRONG COUNT';
    if (p && !p.allCorrect) psv += ' WRONG COUNT';
    const ratio = x.ratio === undefined ? 'n/a' : `${x.ratio.toFixed(x.ratio < 10 ? 2 : 1)}x`;
    const goal = x.goal === undefined ? '' : `>=${x.goal}x ${x.goalMet ? '(met)' : '(not met)'}`;
    const fx = (v) => v.toFixed(v < 10 ? 2 : 1);
    const rr = x.roundRatios;
    const perRound =
      rr === undefined ? 'n/a' : rr.n === 1 ? `${fx(rr.median)}x` : `${fx(rr.median)}x (${fx(rr.min)}-${fx(rr.max)})`;
    const cells = [x.label, scope, cs, psv, ratio, perRound, goal];
    if (withInstr) {
      const ins = x.instructions;
      const one = (v) => (v === undefined ? '-' : v.error ? 'failed' : v.perNode.toFixed(1));
      cells.push(
        ins === undefined ? '' : `${one(ins.crownhead)} / ${one(ins.peer)}`,
        ins?.ratio === undefined ? '' : `${ins.ratio.toFixed(2)}x`,
      );
    }
    rowsOut.push(cells);
  }
  const widths = rowsOut[0].map((_, i) => Math.max(...rowsOut.map((row) => row[i].length)));
  const fmtRow = (row) =>
    row
      .map((cell, i) => ((i >= 2 && i <= 5) || i >= 7 ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  out.push(fmtRow(rowsOut[0]));
  out.push(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rowsOut.slice(1)) out.push(fmtRow(row));
}

function printReport(r) {
  const load = (l) => l.map((x) => x.toFixed(2)).join(' ');
  const out = [];
  const peers = [
    runEnglish ? `rapid-draughts ${r.versions.rapid} (English draughts)` : undefined,
    runIntl ? `draughts ${r.versions.draughts} (International draughts)` : undefined,
    r.mobydam ? 'Moby Dam (International draughts, native)' : undefined,
    r.darkhorse ? 'DarkHorse (English draughts, native)' : undefined,
    r.variants ? 'International (every variant, same run)' : undefined,
  ].filter(Boolean);
  out.push(`crownhead ${r.versions.crownhead} vs ${peers.join(' and ')}`);
  out.push(
    `machine: ${r.machine.cpu} x${r.machine.cores}, ${r.machine.platform}, ${r.machine.memGiB} GiB, Node ${r.machine.node} (V8 ${r.machine.v8})`,
  );
  const ld = r.machine.loadDuring;
  out.push(
    `load average (1/5/15 min): ${load(r.machine.loadStart)} at start, ${load(r.machine.loadEnd)} at end` +
      (ld
        ? `; 1-min load before each sample: min ${ld.min.toFixed(2)}, median ${ld.median.toFixed(2)}, max ${ld.max.toFixed(2)}`
        : ''),
  );
  out.push(
    `method: ${r.config.rounds} round(s), each sample a fresh Node process, task order rotated per round; ` +
      `medians; ratio = crownhead ÷ peer speed (higher = crownhead faster); ${r.elapsedSeconds.toFixed(0)} s of sampling`,
  );
  const deep = (task, lib) => {
    const s = summary(task, lib);
    return s ? `${s.allCorrect ? 'ok' : 'WRONG'} d${s.depth}` : 'n/a';
  };

  if (runEnglish) {
    out.push('');
    out.push(`English draughts: crownhead vs rapid-draughts ${r.versions.rapid}`);
    out.push('');
    out.push('correctness');
    const ps = r.checks.perftShallow;
    out.push(
      `  perft from the start vs published (7, 49, 302, 1469, 7361, 36768, 179740, 845931, 3963680, ...): ` +
        `d1-d${ps.depth} crownhead ${ps.crownhead ? 'ok' : 'WRONG'}, core ${ps.core ? 'ok' : 'WRONG'}, rapid-draughts ${ps.rapid ? 'ok' : 'WRONG'}; ` +
        `timed runs: crownhead ${deep('perft-bulk', 'crownhead')}/${deep('perft-leaf', 'crownhead')}, ` +
        `core ${deep('perft-bulk', 'core')}/${deep('perft-leaf', 'core')}, ` +
        `rapid-draughts ${deep('perft-bulk', 'rapid')}/${deep('perft-leaf', 'rapid')}, ` +
        `Italian (published 7, 49, 302, 1469, 7361, 36473, ...) ${deep('perft-bulk', 'italian')}`,
    );
    const l = r.checks.list;
    out.push(
      `  position list: ${l.size} positions (mulberry32 seed ${l.seed}, one per random game, games cut at ${l.maxPlies} plies; mean ply ${l.meanPly.toFixed(1)}); ` +
        `${l.movesDistinct} legal moves (${l.movesPaths} paths), ${l.withCapture} with a capture, ${l.withKing} with a king`,
    );
    out.push(
      `  rapid-draughts replay of the ${l.size} games: ${l.size - l.replayFailures.length} replayed, ${l.replayFailures.length} failed, ` +
        `${l.replayBoardMismatches} board mismatches after replay`,
    );
    out.push(
      `  move lists (from, to, captured set; every path) crownhead vs rapid-draughts: ${l.size - l.moveListMismatches.length}/${l.size} agree, ` +
        `${l.moveListMismatches.length} mismatch${l.moveListMismatches.length === 1 ? '' : 'es'}` +
        (l.moveListMismatches.length ? ` (first: ${JSON.stringify(l.moveListMismatches[0])})` : ''),
    );
    out.push(`  play: position after each move agrees on ${l.playChecked - l.playMismatches}/${l.playChecked} moves`);
    const lp = r.checks.loopProbe;
    out.push(
      `  known rapid-draughts bug (king loop back to its start square), ${lp.fen}: crownhead ${lp.crownhead.join(', ')}; rapid-draughts ${lp.rapid.join(', ')}`,
    );
    out.push('');
    formatTable(out, r.results, 'rapid-draughts', r.config.listSize);
    const mg = (lib) => summary('movegen', lib);
    if (mg('crownhead') && mg('rapid')) {
      out.push('');
      out.push(
        `legalMoves in moves/s: crownhead public ${fmtRate(mg('crownhead').moveRate)}, core ${mg('core') ? fmtRate(mg('core').moveRate) : 'n/a'}, ` +
          `rapid-draughts ${fmtRate(mg('rapid').moveRate)} (moves per pass: ${mg('crownhead').movesPerPass} / ${mg('rapid').movesPerPass})`,
      );
    }
  }

  if (runIntl) {
    const ic = r.international.checks;
    const l = ic.list;
    out.push('');
    out.push(`International draughts: crownhead vs draughts ${r.versions.draughts}`);
    out.push('');
    out.push('correctness');
    const ps = ic.perftShallow;
    out.push(
      `  perft from the start vs published (9, 81, 658, 4265, 27117, 167140, 1049442, 6483961; distinct moves): ` +
        `crownhead d1-d${ps.crownheadDepth} ${ps.crownhead ? 'ok' : 'WRONG'}, draughts.js d1-d${ps.draughtsDepth} ${ps.draughts ? 'ok' : 'WRONG'} (bulk and every leaf); ` +
        `timed runs (bulk/every leaf): crownhead ${deep('intl-perft-bulk', 'crownhead')}/${deep('intl-perft-leaf', 'crownhead')}, ` +
        `draughts.js ${deep('intl-perft-bulk', 'draughts')}/${deep('intl-perft-leaf', 'draughts')}; ` +
        `draughts.js start position ${ic.startMatches ? 'matches' : 'DIFFERS'}`,
    );
    out.push(
      `  position list: ${l.size} positions (same method as English, International start; mean ply ${l.meanPly.toFixed(1)}; FENs in ${l.file}); ` +
        `${l.movesDistinct} legal moves (${l.movesPaths} paths), ${l.withCapture} with a capture, ${l.withKing} with a king, ${l.withKingToMove} with a king of the side to move`,
    );
    out.push(
      `  draughts.js reading the ${l.size} FENs: piece placement agrees on ${l.fenPlacementAgree}/${l.size}, side to move on ${l.fenTurnAgree}/${l.size}, ` +
        `its fen() read back by crownhead equals the position on ${l.fenRoundTripAgree}/${l.size}` +
        (l.fenMismatches.length ? ` (first mismatch: ${JSON.stringify(l.fenMismatches[0])})` : ''),
    );
    const k = l.kingFly;
    const parts = [];
    if (k.positions) {
      parts.push(
        `${k.positions} where draughts.js lacks only quiet king moves of 2+ squares (its kings do not fly on quiet moves; ` +
          `all ${k.whiteToMove + k.blackToMove} have a king of the side to move: ${k.whiteToMove} white, ${k.blackToMove} black to move; ` +
          `${k.withCapture} have a capture; ${k.movesMissing} moves missing in all; e.g. ${k.examples[0].fen}: ${k.examples[0].crownhead} vs ${k.examples[0].draughts}, ` +
          `missing ${k.examples[0].missing.join(' ')}…)`,
      );
    }
    if (l.duplicates.positions) {
      parts.push(
        `${l.duplicates.positions} with duplicate captures in draughts.js' list (same from, to and captured set; ${l.duplicates.extraEntries} extra entries)`,
      );
    }
    if (l.other.positions) parts.push(`${l.other.positions} OTHER (first: ${JSON.stringify(l.other.examples[0])})`);
    out.push(
      `  move lists, crownhead legalMoves() vs draughts.js moves() as sets of (from, to, captured set): ${l.moveListAgree}/${l.size} agree; ` +
        `${l.moveListMismatches} mismatch${l.moveListMismatches === 1 ? '' : 'es'}${parts.length ? ': ' + parts.join('; ') : ''}. ` +
        `Moves in all: crownhead ${l.movesDistinct}, draughts.js ${l.movesDraughts}`,
    );
    out.push(
      `  play: draughts.js move(m) then undo() vs crownhead play(): position after the move agrees on ${l.playAgree}/${l.playChecked} distinct draughts.js moves, ` +
        `undo() restores the FEN on ${l.undoRestores}/${l.playChecked}; ${l.unreachable} move(s) that move({from, to}) cannot select; ` +
        `${l.loopCaptures} capture(s) ending on their start square (not made: draughts.js would delete the piece)`,
    );
    const [fly, loop, dup] = ic.probes;
    out.push(
      `  known draughts.js bugs: kings do not fly, ${fly.fen}: crownhead ${fly.crownhead} moves, draughts.js ${fly.draughts}; ` +
        `loop capture, ${loop.fen}: crownhead ${loop.crownheadMoves.join(', ')}; draughts.js lists it ${loop.draughts} times, FEN after move(): ${loop.afterMove}, after undo(): ${loop.afterUndo}; ` +
        `duplicates, ${dup.fen}: crownhead ${dup.crownhead} moves (${dup.crownheadPaths} paths), draughts.js ${dup.draughts} entries (${dup.draughtsDistinct} distinct)`,
    );
    out.push('');
    formatTable(out, r.international.results, `draughts ${r.versions.draughts}`, r.config.listSize);
    const mg = (lib) => summary('intl-movegen', lib);
    const pl = (lib) => samples['intl-play']?.[lib]?.[0];
    if (mg('crownhead') && mg('draughts')) {
      out.push('');
      out.push(
        `legalMoves in moves/s: crownhead public ${fmtRate(mg('crownhead').moveRate)}, draughts.js moves() ${fmtRate(mg('draughts').moveRate)} ` +
          `(moves per pass: ${mg('crownhead').movesPerPass} / ${mg('draughts').movesPerPass}; draughts.js lists fewer: kings' quiet moves do not fly)`,
      );
    }
    if (pl('draughts')) {
      out.push(
        `play: draughts.js is timed as move(m) + undo() per make (move() regenerates the legal moves and looks m up by from/to); ` +
          `${pl('draughts').excluded} loop capture(s) left out of its makes (and of crownhead's: ${pl('crownhead')?.excluded ?? '-'}); its instances ${samples['intl-play'].draughts.every((x) => x.stateIntact) ? 'were' : 'were NOT'} back in their start state after timing`,
      );
    }
  }
  if (r.variants) {
    out.push('');
    out.push(
      "Every variant beside International (bulk perft, public perft(), distinct moves, from the variant's start; Thai from the 12-man start of the published counts; " +
        "nodes/s over International's in the same run, goal 0.5x; the last row is Turkish over Brazilian, goal 0.5x)",
    );
    formatTable(out, r.variants.results, 'International', r.config.listSize);
  }
  if (r.mobydam) {
    out.push('');
    const b = r.mobydam.build;
    out.push(
      `International perft beside Moby Dam (native C, its test/perft built with its own Makefile, -O2 -flto -mpopcnt, ${b.skip ? 'SKIPPED: ' + b.skip : `${b.gcc}${b.cached ? ', cached build' : ''}`}); ` +
        'same position, depth and counting (distinct moves). Bulk: both count the moves of the last ply without making them ' +
        "(Moby Dam generates the last ply's moves, each a child board, and returns their number; crownhead counts them, quiet moves and men's captures of one or two pieces set-wise). " +
        'Every leaf: every move of the last ply is made (Moby Dam: each child board is generated and visited; crownhead: each child is written as six occupancy words; both are copy-make at every ply, crownhead making the ply above the last in local variables when the board has no king and no capture is due; see bench/README.md).',
    );
    formatTable(out, r.mobydam.results, 'Moby Dam', r.config.listSize);
  }
  if (r.darkhorse) {
    out.push('');
    const b = r.darkhorse.build;
    if (b.skip) out.push(`English perft beside DarkHorse: SKIPPED: ${b.skip}`);
    else {
      const at =
        b.commit === undefined
          ? 'its checkout is not a git repository'
          : `checkout at ${b.commit}${b.commit === b.pinned ? ' (the pinned commit)' : `, NOT the pinned commit ${b.pinned}`}`;
      out.push(
        `English perft beside DarkHorse (native C++, MIT; ${at}; bench/darkhorse.mjs's driver over its get_moves and Position::make_move, ` +
          `g++ ${b.flags}, ${b.gxx}${b.cached ? ', cached build' : ''}); same position, depth and counting (per path, equal to distinct to d11). ` +
          "Bulk: DarkHorse returns the length of the last ply's move list (as its own Perft.cpp), crownhead counts the last ply set-wise. " +
          'Every leaf: every move of the last ply is made (DarkHorse: copy of the position and make_move; crownhead: each child written whole).',
      );
      formatTable(out, r.darkhorse.results, 'DarkHorse', r.config.listSize);
    }
  }
  out.push(
    `ratio: of the medians. per round: median (min-max) of the ratios of the two samples taken in the same round, ` +
      `which ran seconds apart under similar load.`,
  );
  out.push(
    `±: half the min-max range of the samples, relative to the median. Goals are the project's targets; this is a report, nothing fails.`,
  );
  if (r.instructions) {
    out.push(
      r.instructions.skip
        ? `instructions: ${r.instructions.skip}`
        : `instructions/node (--instructions; ${r.machine.valgrind}, cachegrind, --smc-check=all-non-file; node --single-threaded --predictable): ` +
            'each side runs a fixed amount of work (crownhead: a warm-up of perfts three plies shallower until 3 M nodes, then one perft at the depth shown below; ' +
            'DarkHorse: its driver at that depth alone; Moby Dam: its perft -c, depths 1 to d), less the same command at depth 2, over the nodes of the difference. ' +
            'Not timed, so the load does not move them; instr. ratio = peer ÷ crownhead (higher = crownhead executes fewer). Depths: ' +
            Object.entries(r.instructions.counts)
              .flatMap(([task, byLib]) =>
                Object.entries(byLib).map(
                  ([lib, v]) => `${task}/${lib} d${v.depth ?? '?'}${v.error ? ` FAILED (${v.error})` : ''}`,
                ),
              )
              .join(', '),
    );
  }
  if (r.failures.length) {
    out.push('');
    out.push(`FAILED samples: ${r.failures.length}`);
    for (const f of r.failures)
      out.push(`  ${f.task} ${f.lib} (exit ${f.status}): ${f.stderr.trim().split('\n').slice(-3).join(' | ')}`);
  }
  console.log(out.join('\n'));
}
