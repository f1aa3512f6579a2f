// Where the bundler puts the hot code of the built package. Node runs each chunk of dist/ as an
// ES module of its own, and a hot function that calls into another chunk measured slower than the
// same code in one chunk: public `legalMoves` on the bench's English positions 4% slower with
// the position check in another chunk, 4% more with the English generator apart from its engine
// (docs/performance.md#the-public-layer). The chunks follow the entries that reach each module,
// so an import added far away (a perft counter in the PDN tables, a position check in the SVG
// renderer) can split them again; this test names the pairs that must stay together.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { distFile, ensureDist } from './dist.js';

beforeAll(ensureDist, 120_000);

/** The source modules (`src/...`) of each file the ESM entries load, by file name. */
function chunkModules(): Map<string, string[]> {
  const files = new Map<string, string[]>();
  const visit = (name: string): void => {
    if (files.has(name)) return;
    const text = readFileSync(distFile(name), 'utf8');
    files.set(
      name,
      [...text.matchAll(/^\/\/ (src\/\S+\.ts)$/gm)].map((m) => m[1]!),
    );
    for (const m of text.matchAll(/from '\.\/(chunk-[\w-]+\.js)'/g)) visit(m[1]!);
  };
  for (const entry of ['index.js', 'pdn.js', 'svg.js', 'hub.js', 'dxp.js', 'engine.js', 'node.js']) visit(entry);
  return files;
}

/** The file holding `module`; fails when no file or several do. */
function fileOf(files: Map<string, string[]>, module: string): string {
  const holders = [...files].filter(([, modules]) => modules.includes(module)).map(([name]) => name);
  expect(holders, module).toHaveLength(1);
  return holders[0]!;
}

describe('chunks of the built package', () => {
  it.each([
    ['src/rules/play.ts', ['src/core/positionArguments.ts']],
    ['src/rules/english/engine.ts', ['src/rules/english/movegen.ts']],
    [
      'src/rules/flying/engine.ts',
      [
        'src/rules/flying/movegen.ts',
        'src/rules/flying/movegen10.ts',
        'src/rules/flying/moves10.ts',
        // Not called on every move, but it reads and writes movegen10.ts's search state, which
        // V8 reads through cells when it is exported to another chunk (engine.ts says why).
        'src/rules/flying/perft10.ts',
      ],
    ],
    ['src/rules/frisian/engine.ts', ['src/rules/frisian/movegen.ts']],
    // Frisian's perft reads the generator's module variables at every node (issue 31).
    ['src/rules/frisian/perft.ts', ['src/rules/frisian/movegen.ts']],
    ['src/rules/turkish/engine.ts', ['src/rules/turkish/movegen.ts']],
  ])('%s shares its file with what it calls on every move', (caller, callees) => {
    const files = chunkModules();
    const file = fileOf(files, caller);
    for (const callee of callees) expect(fileOf(files, callee), callee).toBe(file);
  });

  it('control: the modules of different entries are in different files', () => {
    const files = chunkModules();
    expect(fileOf(files, 'src/pdn/lexer.ts')).not.toBe(fileOf(files, 'src/rules/play.ts'));
  });
});
