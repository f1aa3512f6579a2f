#!/usr/bin/env node
/**
 * `npm run fuzz [-- --runs N] [--target NAME[,NAME]] [--seed S] [--path P]`: runs the fuzz
 * targets of test/fuzz/targets.ts with vitest (vitest.fuzz.config.ts). Default 10^4 runs per
 * target; `--runs 1000000` is the long run (about an hour per target on one core). On failure the
 * report gives the counterexample and the `--seed` and `--path` that replay it.
 */
import { spawnSync } from 'node:child_process';

const usage = 'usage: npm run fuzz -- [--runs N] [--target NAME[,NAME...]] [--seed S] [--path P]';
const env = { ...process.env };
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  const flag = args[i];
  const value = args[i + 1];
  const need = (pattern, what) => {
    if (value === undefined || !pattern.test(value)) {
      console.error(`fuzz: ${flag} needs ${what}\n${usage}`);
      process.exit(2);
    }
    i++;
    return value;
  };
  if (flag === '--runs') env.FUZZ_RUNS = need(/^[1-9][0-9]*$/, 'a positive whole number');
  else if (flag === '--target') env.FUZZ_TARGET = need(/^[a-z-]+(,[a-z-]+)*$/, 'target names');
  else if (flag === '--seed') env.FUZZ_SEED = need(/^-?[0-9]+$/, 'a whole number');
  else if (flag === '--path') env.FUZZ_PATH = need(/^[0-9]+(:[0-9]+)*$/, 'a fast-check path such as 3:0:1');
  else if (flag === '--help' || flag === '-h') {
    console.log(usage);
    process.exit(0);
  } else {
    console.error(`fuzz: unknown argument ${flag}\n${usage}`);
    process.exit(2);
  }
}

const result = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.fuzz.config.ts'], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
