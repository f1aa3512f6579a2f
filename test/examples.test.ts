// The examples are programs users copy: run them as users would, against the built package.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureDist, root } from './dist.js';

// The examples import the built package: build it when dist/ is missing or older than src/.
beforeAll(ensureDist, 120_000);

describe('examples', () => {
  it('the demo replays Tinsley vs Long (1981) with every move legal', () => {
    const run = spawnSync(process.execPath, ['examples/tinsley-long.mjs'], { cwd: root, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    // The published game: 46 moves by Black and 45 by White (White resigned after 46. 18-22).
    expect(run.stdout).toContain('91 half-moves, every one legal');
    expect(run.stdout).toContain('White to move');
    expect(run.stdout).toMatch(/Legal moves for white: \S/);
  });

  it('the demo reports the first illegal move with its ply', () => {
    const bad = join(mkdtempSync(join(tmpdir(), 'crownhead-')), 'bad.pdn');
    writeFileSync(bad, '1. 9-14 23-18 2. 14-19 *');
    const run = spawnSync(process.execPath, ['examples/tinsley-long.mjs', bad], { cwd: root, encoding: 'utf8' });
    // 14x23 is compulsory after 23-18 (WCDF 1.20), so 14-19 at ply 3 is illegal.
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('ply 3 (14-19): illegal');
  });
});
