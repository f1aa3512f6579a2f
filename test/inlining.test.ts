// The English engine's `play` is one function over V8's limit for inlining a callee, so that the
// public `play` calls it, compiled on its own with `playQuiet` and the `SquareSet` constructions
// inlined. Under the limit, the public `play` inlined it whenever V8 optimised the public one
// first, and the argument checks of issue 30 left no budget for its callees: public `play` on the
// bench's English positions went from 83 to 105-110 ns a move
// (docs/performance.md#what-v8-rewards). What is checked here does not depend on timing: the
// function's bytecode length, which V8 prints, against the limit, which V8 reports.
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { distFile, ensureDist } from './dist.js';

beforeAll(ensureDist, 120_000);

/** V8's `--max-inlined-bytecode-size`: TurboFan inlines no callee with more bytecode than this. */
function inliningLimit(): number {
  const options = spawnSync(process.execPath, ['--v8-options'], { encoding: 'utf8' }).stdout;
  const limit = /default: --max-inlined-bytecode-size=(\d+)/.exec(options);
  expect(limit, 'node --v8-options names --max-inlined-bytecode-size').not.toBeNull();
  return Number(limit![1]);
}

/** The bytecode length of the function named `name` once a step and a capture are played. */
function bytecodeLength(name: string): number {
  const script = `
    const { english, legalMoves, parseFen, play, startPosition } = await import(${JSON.stringify(pathToFileURL(distFile('index.js')).href)});
    for (const position of [startPosition(english), parseFen(english, 'W:W18:B14').value]) play(position, legalMoves(position)[0]);
  `;
  const run = spawnSync(
    process.execPath,
    ['--print-bytecode', `--print-bytecode-filter=${name}`, '--input-type=module', '-e', script],
    { encoding: 'utf8' },
  );
  expect(run.status, run.stderr).toBe(0);
  const lengths = [...run.stdout.matchAll(/Bytecode length: (\d+)/g)].map((m) => Number(m[1]));
  expect(lengths, `one function named ${name} printed`).toHaveLength(1);
  return lengths[0]!;
}

describe('what V8 inlines', () => {
  it("the English engine's play is over the inlining limit, so the public play calls it", () => {
    expect(bytecodeLength('playEnglishBoard')).toBeGreaterThan(inliningLimit());
  });
});
