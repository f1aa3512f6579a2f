/**
 * `npm run fuzz` (scripts/fuzz.mjs starts vitest on this file with vitest.fuzz.config.ts): the
 * targets of ./targets.ts with a long budget. Environment, set by the script from its flags:
 * FUZZ_RUNS (runs per target, default 10^4), FUZZ_TARGET (comma-separated names, default all),
 * FUZZ_SEED and FUZZ_PATH (replay a failure).
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { ensureDist } from '../dist.js';
import { removeScratch, runTarget, runsFor, targets } from './targets.js';

const runs = Number(process.env.FUZZ_RUNS ?? 10_000);
const names =
  process.env.FUZZ_TARGET === undefined || process.env.FUZZ_TARGET === ''
    ? undefined
    : process.env.FUZZ_TARGET.split(',');
const seed =
  process.env.FUZZ_SEED === undefined || process.env.FUZZ_SEED === '' ? undefined : Number(process.env.FUZZ_SEED);
const path = process.env.FUZZ_PATH === undefined || process.env.FUZZ_PATH === '' ? undefined : process.env.FUZZ_PATH;

const unknown = (names ?? []).filter((name) => !targets.some((t) => t.name === name));
if (unknown.length > 0)
  throw new Error(
    `unknown fuzz target ${unknown.join(', ')}; the targets are ${targets.map((t) => t.name).join(', ')}`,
  );
const selected = targets.filter((t) => names === undefined || names.includes(t.name));

const summary: string[] = [];

describe(`fuzz, ${runs} runs per target`, () => {
  beforeAll(() => {
    if (selected.some((t) => t.needsDist === true)) ensureDist();
  }, 300_000);

  afterAll(() => {
    removeScratch();
    console.log(`\nfuzz summary (runs per target ${runs}, divided by each target's cost):\n${summary.join('\n')}`);
  });

  for (const target of selected) {
    it(target.name, async () => {
      const first = seed ?? (Date.now() ^ Math.floor(Math.random() * 0x100000000)) | 0;
      console.log(
        `fuzz ${target.name}: ${runsFor(target, runs)} runs, seed ${first}${path === undefined ? '' : `, path ${path}`}`,
      );
      try {
        const done = await runTarget(target, runs, { seed: first, ...(path === undefined ? {} : { path }) });
        const line = `${target.name.padEnd(15)} runs ${String(done.runs).padStart(8)}  time ${(done.ms / 1000).toFixed(1).padStart(8)} s  seed ${done.seed}`;
        summary.push(line);
        console.log(`fuzz ${line}`);
      } catch (error) {
        summary.push(`${target.name.padEnd(15)} FAILED (seed ${first}): see above`);
        throw error;
      }
    });
  }
});
