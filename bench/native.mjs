// Native peer of the benchmark: Moby Dam's perft (Harm Jetten's International draughts engine, C,
// GNU GPL v3). Its source stays outside this repository (../shared/native/mobydam, or the folder
// in CROWNHEAD_MOBYDAM_DIR); this file only copies it into a scratch folder outside the repository,
// builds `test/perft` there with gcc through Moby Dam's own Makefile (its flags: -O2 -flto
// -mpopcnt), caches the binary by a digest of the sources and the compiler, and runs it.
// Nothing of Moby Dam's code enters the repository.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { ROOT } from './common.mjs';

/** Where Moby Dam's source is looked for. */
export const MOBYDAM_SOURCE = process.env.CROWNHEAD_MOBYDAM_DIR ?? join(ROOT, '..', 'shared', 'native', 'mobydam');
/** The scratch folder (outside the repository): one build per digest. */
export const NATIVE_SCRATCH = process.env.CROWNHEAD_NATIVE_SCRATCH ?? join(os.tmpdir(), 'crownhead-bench-native');

function gccVersion() {
  const r = spawnSync('gcc', ['--version'], { encoding: 'utf8' });
  if (r.error || r.status !== 0) return undefined;
  return r.stdout.split('\n')[0];
}

function buildDir() {
  const gcc = gccVersion();
  if (gcc === undefined) return { skip: 'gcc not found: the Moby Dam rows are skipped' };
  if (!existsSync(join(MOBYDAM_SOURCE, 'test', 'perft.c'))) {
    return {
      skip: `Moby Dam's source is not at ${MOBYDAM_SOURCE} (set CROWNHEAD_MOBYDAM_DIR): the Moby Dam rows are skipped`,
    };
  }
  const h = createHash('sha256').update(gcc);
  for (const dir of ['core', 'test']) {
    for (const f of readdirSync(join(MOBYDAM_SOURCE, dir)).sort()) {
      if (/\.(c|h)$/.test(f) || f === 'Makefile')
        h.update(`${dir}/${f}\0`).update(readFileSync(join(MOBYDAM_SOURCE, dir, f)));
    }
  }
  return { dir: join(NATIVE_SCRATCH, `mobydam-${h.digest('hex').slice(0, 16)}`), gcc };
}

/**
 * The path of the built perft binary, building it when it is not cached; or `{ skip }` with the
 * reason it cannot be built (no gcc, no source, a failed build).
 */
export function buildMobyDam() {
  const b = buildDir();
  if (b.skip) return b;
  const bin = join(b.dir, 'test', 'perft');
  if (existsSync(bin)) return { bin, gcc: b.gcc, cached: true };
  rmSync(b.dir, { recursive: true, force: true });
  mkdirSync(b.dir, { recursive: true });
  cpSync(join(MOBYDAM_SOURCE, 'core'), join(b.dir, 'core'), { recursive: true });
  cpSync(join(MOBYDAM_SOURCE, 'test'), join(b.dir, 'test'), { recursive: true });
  // Its own Makefile and flags (CFLAGS = -g -O2 -Wall -mpopcnt -flto -D_DEBUG; _DEBUG only
  // compiles in the printing behind its -d option, off unless asked for).
  const r = spawnSync('make', ['perft'], { cwd: join(b.dir, 'test'), encoding: 'utf8' });
  if (r.error || r.status !== 0 || !existsSync(bin)) {
    return {
      skip: `building Moby Dam's perft failed (${r.error?.message ?? `make exit ${r.status}`}): ${(r.stderr ?? '').trim().split('\n').slice(-2).join(' | ')}`,
    };
  }
  return { bin, gcc: b.gcc, cached: false };
}

/** The cached binary (built by {@link buildMobyDam} in run.mjs), or undefined. */
export function mobyDamBinary() {
  const b = buildDir();
  if (b.skip) return undefined;
  const bin = join(b.dir, 'test', 'perft');
  return existsSync(bin) ? bin : undefined;
}

/**
 * Runs Moby Dam's perft from `fen` (undefined: the start) to `depth`, with bulk counting or every
 * leaf made. It walks depths 1 to `depth` and prints the nodes and its own wall time of each; the
 * last line is the sample (the shallower depths are its warm-up).
 */
export function runMobyDam(bin, fen, depth, bulk) {
  const args = [...(bulk ? ['-b'] : []), '-c', String(depth), ...(fen ? [fen] : [])];
  const r = spawnSync(bin, args, { encoding: 'utf8', maxBuffer: 1 << 20 });
  if (r.error || r.status !== 0) throw new Error(`mobydam perft failed: ${r.error?.message ?? r.stderr}`);
  // Its seconds are printed to 0.01 s, its rate (nodes / 1000 / seconds) from the exact interval
  // to 1 kN/s: the rate is read, and the seconds taken from it.
  const m = new RegExp(`^perft\\(${depth}\\) (\\d+) nodes, [\\d.]+ sec, (\\d+) kN/s`, 'm').exec(r.stdout);
  if (!m) throw new Error(`unexpected mobydam output: ${r.stdout.slice(-300)}`);
  const nodes = Number(m[1]);
  const rate = Number(m[2]) * 1000;
  return { nodes, seconds: nodes / rate, rate };
}
