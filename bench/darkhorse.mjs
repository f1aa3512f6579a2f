// Native English peer of the benchmark: DarkHorse, CheckersGuy's English checkers engine (C++,
// MIT licence; https://github.com/CheckersGuy/DarkHorse). Its source stays outside this
// repository, in a git checkout named by CROWNHEAD_DARKHORSE_SRC. DarkHorse has no perft command
// that can be called from outside (its Checks/perft_check.cpp only checks the counts, untimed), so
// this file writes a small driver of its own (the text below, not taken from DarkHorse) into
// .bench-tmp/, compiles it with g++ against the checkout's move generator (MGenerator.h,
// Position.cpp, MoveListe.cpp, Move.cpp) with DarkHorse's release flags, caches the binary by a
// digest of those sources, the driver and the compiler, and runs it. Nothing of DarkHorse's code
// enters the repository.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TMP } from './common.mjs';

/** The commit the figures were measured at (branch Eval, the repository's default, 2024-03-20). */
export const DARKHORSE_COMMIT = '8f07eb97cbe236db3e6ee34d89ea4523a0d4dbba';
export const DARKHORSE_URL = 'https://github.com/CheckersGuy/DarkHorse';
/** The git checkout of DarkHorse (set by the caller; no default). */
export const DARKHORSE_SOURCE = process.env.CROWNHEAD_DARKHORSE_SRC;
const ENGINE_DIR = join('Checkers', 'CheckerEngineX');
const SOURCES = ['MGenerator.h', 'Position.h', 'Position.cpp', 'MoveListe.h', 'MoveListe.cpp', 'Move.h', 'Move.cpp'];
/**
 * DarkHorse's release flags (its CMakeLists.txt: C++20, -O3 -flto -funroll-loops, -march=native
 * and -mavx2 -mpopcnt -msse4.1; its Bits.h needs BMI1/BMI2 for tzcnt and pext), with
 * -march=x86-64-v3 (AVX2, BMI1/2, POPCNT, LZCNT) in place of -march=native: on a machine with
 * AVX-512, -march=native emits instructions that valgrind 3.19 cannot run (--instructions), and
 * the speed is the same (85 M nodes in 1.47-1.52 s either way, bulk d11, same machine).
 */
const FLAGS = ['-std=c++20', '-O3', '-march=x86-64-v3', '-flto', '-funroll-loops'];

/**
 * The driver: perft from the start with DarkHorse's `get_moves` into its `MoveListe` and
 * `Position::make_move` on a copy of the position (copy-make, as its search does).
 * `bulk`: at depth 1 the length of the move list is returned (as DarkHorse's own Perft.cpp
 * does); `leaf`: every move of the last ply is made. `dh-perft D bulk|leaf` walks depths 1 to D
 * and prints "perft(d) nodes seconds" for each (the shallower ones are its warm-up);
 * `dh-perft D bulk|leaf once` runs depth D alone (for instruction counts).
 */
const DRIVER = `// Written by crownhead's bench/darkhorse.mjs: a perft driver over DarkHorse's move generator.
#include "MGenerator.h"
#include "Position.h"
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>

static uint64_t perft(Position &pos, int depth, bool bulk) {
  MoveListe list;
  get_moves(pos, list);
  const int n = list.length();
  if (depth == 1 && bulk) return n;
  uint64_t nodes = 0;
  for (int i = 0; i < n; ++i) {
    Position child = pos;
    child.make_move(list[i]);
    nodes += depth == 1 ? 1 : perft(child, depth - 1, bulk);
  }
  return nodes;
}

int main(int argc, char **argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: dh-perft DEPTH bulk|leaf [once]\\n");
    return 2;
  }
  const int depth = std::atoi(argv[1]);
  const bool bulk = std::strcmp(argv[2], "bulk") == 0;
  const bool once = argc > 3 && std::strcmp(argv[3], "once") == 0;
  Position start = Position::get_start_position();
  for (int d = once ? depth : 1; d <= depth; ++d) {
    const auto t0 = std::chrono::steady_clock::now();
    const uint64_t nodes = perft(start, d, bulk);
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::printf("perft(%d) %llu %.9f\\n", d, (unsigned long long)nodes, s);
  }
  return 0;
}
`;

function gxxVersion() {
  const r = spawnSync('g++', ['--version'], { encoding: 'utf8' });
  if (r.error || r.status !== 0) return undefined;
  return r.stdout.split('\n')[0];
}

/** The checkout's commit (`git rev-parse HEAD`), or undefined when it is not a git checkout. */
function checkoutCommit() {
  const r = spawnSync('git', ['-C', DARKHORSE_SOURCE, 'rev-parse', 'HEAD'], { encoding: 'utf8' });
  return r.error || r.status !== 0 ? undefined : r.stdout.trim();
}

function buildDir() {
  if (DARKHORSE_SOURCE === undefined) {
    return {
      skip: `CROWNHEAD_DARKHORSE_SRC is not set (a git checkout of ${DARKHORSE_URL}, commit ${DARKHORSE_COMMIT.slice(0, 7)}; bench/README.md): the DarkHorse rows are skipped`,
    };
  }
  const gxx = gxxVersion();
  if (gxx === undefined) return { skip: 'g++ not found: the DarkHorse rows are skipped' };
  const engine = join(DARKHORSE_SOURCE, ENGINE_DIR);
  const missing = SOURCES.filter((f) => !existsSync(join(engine, f)));
  if (missing.length > 0) {
    return {
      skip: `DarkHorse's move generator is not in ${engine} (missing ${missing.join(', ')}): the DarkHorse rows are skipped`,
    };
  }
  const h = createHash('sha256').update(gxx).update(FLAGS.join(' ')).update(DRIVER);
  for (const f of SOURCES) h.update(`${f}\0`).update(readFileSync(join(engine, f)));
  return { dir: join(TMP, `darkhorse-${h.digest('hex').slice(0, 16)}`), gxx, engine, commit: checkoutCommit() };
}

/**
 * The path of the built driver, building it when it is not cached; or `{ skip }` with the reason
 * it cannot be built (no source, no g++, a failed build). `commit` is the checkout's HEAD.
 */
export function buildDarkHorse() {
  const b = buildDir();
  if (b.skip) return b;
  const bin = join(b.dir, 'dh-perft');
  const info = { bin, gxx: b.gxx, commit: b.commit, pinned: DARKHORSE_COMMIT, flags: FLAGS.join(' ') };
  if (existsSync(bin)) return { ...info, cached: true };
  mkdirSync(b.dir, { recursive: true });
  writeFileSync(join(b.dir, 'driver.cpp'), DRIVER);
  const units = ['Position.cpp', 'MoveListe.cpp', 'Move.cpp'].map((f) => join(b.engine, f));
  const r = spawnSync('g++', [...FLAGS, '-I', b.engine, '-o', bin, join(b.dir, 'driver.cpp'), ...units], {
    cwd: b.dir,
    encoding: 'utf8',
  });
  if (r.error || r.status !== 0 || !existsSync(bin)) {
    return {
      skip: `building the DarkHorse perft driver failed (${r.error?.message ?? `g++ exit ${r.status}`}): ${(r.stderr ?? '').trim().split('\n').slice(-2).join(' | ')}`,
    };
  }
  return { ...info, cached: false };
}

/** The cached driver (built by {@link buildDarkHorse} in run.mjs), or undefined. */
export function darkHorseBinary() {
  const b = buildDir();
  if (b.skip) return undefined;
  const bin = join(b.dir, 'dh-perft');
  return existsSync(bin) ? bin : undefined;
}

/** The arguments of the driver for `depth` (bulk or every leaf; `once`: depth D alone). */
export function darkHorseArgs(depth, bulk, once = false) {
  return [String(depth), bulk ? 'bulk' : 'leaf', ...(once ? ['once'] : [])];
}

/**
 * Runs the driver from the start to `depth`: it walks depths 1 to `depth` (its warm-up) and times
 * each with its own clock; the last line is the sample.
 */
export function runDarkHorse(bin, depth, bulk) {
  const r = spawnSync(bin, darkHorseArgs(depth, bulk), { encoding: 'utf8', maxBuffer: 1 << 20 });
  if (r.error || r.status !== 0) throw new Error(`darkhorse perft failed: ${r.error?.message ?? r.stderr}`);
  const m = new RegExp(`^perft\\(${depth}\\) (\\d+) ([\\d.]+)$`, 'm').exec(r.stdout);
  if (!m) throw new Error(`unexpected darkhorse output: ${r.stdout.slice(-300)}`);
  const nodes = Number(m[1]);
  const seconds = Number(m[2]);
  return { nodes, seconds, rate: nodes / seconds };
}
