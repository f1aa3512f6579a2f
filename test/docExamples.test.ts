/**
 * Every code example of the documentation runs, so that none drifts from the library: the ```ts
 * and ```js blocks of README.md, docs/*.md, docs/guides/*.md and the doc comments of src/ (their
 * `@example` sections and module overviews) run as ES modules against the built package, their
 * `// => value` comments are deep-equality assertions (node:assert deepStrictEqual), and the
 * TypeScript blocks are type-checked against the published declarations (dist/*.d.ts), so that a
 * renamed function or option fails here too. Every value exported by `crownhead` and
 * `crownhead/pdn` (and `crownhead/svg`) has an `@example`.
 *
 * How the blocks run: each becomes a module in a temporary folder whose node_modules/crownhead is
 * a symbolic link to the repository, so that 'crownhead', 'crownhead/pdn' and 'crownhead/svg' resolve through the
 * package.json exports to dist/, as for a user. One child process imports them all in turn, with
 * that folder as its working directory; the folder also holds `games.pdn` and `big.pdn` (copies of
 * examples/tinsley-long.pdn, Tinsley vs Long 1981), the files the README's PDN example reads.
 * A block whose first line is `// not run: <why>` is skipped and counted.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allBlocks, runnable, type DocBlock } from './docBlocks.js';
import { ensureDist, root } from './dist.js';

const blocks = allBlocks(root);
const runBlocks = blocks.filter((b) => b.skip === undefined);
const skipped = blocks.filter((b) => b.skip !== undefined);
const where = (b: DocBlock) => `${b.file}:${b.line}`;

/** Two blocks that check the checker: the first must pass, the second must fail. */
const CANARIES: DocBlock[] = [
  {
    file: 'canary',
    line: 1,
    lang: 'ts',
    code: 'const a: readonly number[] = [1, 2];\na.map((x) => ({ x })); // => [{ x: 1 }, { x: 2 }]',
  },
  { file: 'canary', line: 2, lang: 'ts', code: '1 + 1; // => 3' },
];

const CHECK = `import { deepStrictEqual } from 'node:assert';
export function __check(actual, expected, where) {
  try { deepStrictEqual(actual, expected); }
  catch (error) { throw new Error(where + ': ' + error.message); }
}
`;

const RUNNER = `import { appendFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
const ids = JSON.parse(process.argv[2]);
for (const id of ids) {
  let outcome;
  try {
    let timer;
    const limit = new Promise((_, reject) => { timer = setTimeout(() => reject(new Error('did not finish in 20 s')), 20000); });
    await Promise.race([import(pathToFileURL(process.cwd() + '/blocks/' + id + '.mjs').href), limit]);
    clearTimeout(timer);
    outcome = { id, ok: true };
  } catch (error) {
    outcome = { id, ok: false, message: String(error && error.stack || error) };
  }
  appendFileSync('results.jsonl', JSON.stringify(outcome) + '\\n');
}
process.exit(0);
`;

type Outcome = { ok: true } | { ok: false; message: string };
const outcomes = new Map<string, Outcome>();
let checks = 0;
let dir = '';
let childError = '';

beforeAll(() => {
  ensureDist();
  dir = mkdtempSync(join(tmpdir(), 'crownhead-docs-'));
  mkdirSync(join(dir, 'node_modules'));
  symlinkSync(root, join(dir, 'node_modules', 'crownhead'), 'dir');
  mkdirSync(join(dir, 'blocks'));
  copyFileSync(join(root, 'examples', 'tinsley-long.pdn'), join(dir, 'games.pdn'));
  copyFileSync(join(root, 'examples', 'tinsley-long.pdn'), join(dir, 'big.pdn'));
  writeFileSync(join(dir, 'check.mjs'), CHECK);
  writeFileSync(join(dir, 'runner.mjs'), RUNNER);
  const ids: string[] = [];
  [...runBlocks, ...CANARIES].forEach((block, n) => {
    const id = `b${n}`;
    try {
      const r = runnable(block, '../check.mjs');
      checks += block.file === 'canary' ? 0 : r.checks;
      writeFileSync(join(dir, 'blocks', `${id}.mjs`), r.js);
      ids.push(id);
    } catch (error) {
      outcomes.set(id, { ok: false, message: String(error) });
    }
  });
  const child = spawnSync(process.execPath, ['runner.mjs', JSON.stringify(ids)], {
    cwd: dir,
    encoding: 'utf8',
    timeout: 120_000,
  });
  childError = child.status === 0 ? '' : `runner exited ${child.status}: ${child.stderr}`;
  const lines = readFileSync(join(dir, 'results.jsonl'), 'utf8').split('\n').filter(Boolean);
  for (const line of lines) {
    const { id, ...rest } = JSON.parse(line) as { id: string } & Outcome;
    outcomes.set(id, rest);
  }
}, 180_000);

afterAll(() => {
  if (dir !== '') rmSync(dir, { recursive: true, force: true });
  console.log(
    `doc examples: ${blocks.length} blocks extracted, ${runBlocks.length} run (${checks} '// =>' checks), ${skipped.length} skipped` +
      (skipped.length > 0 ? `: ${skipped.map((b) => `${where(b)} (${b.skip})`).join('; ')}` : ''),
  );
});

describe('documentation examples run', () => {
  it('the runner ran to its end', () => {
    expect(childError).toBe('');
  });

  it('the checker passes a true assertion and fails a false one', () => {
    const n = runBlocks.length;
    expect(outcomes.get(`b${n}`)).toEqual({ ok: true });
    const bad = outcomes.get(`b${n + 1}`);
    expect(bad?.ok).toBe(false);
    expect(bad !== undefined && !bad.ok && bad.message).toContain('canary:2:');
  });

  it.each(runBlocks.map((b, n) => [where(b), n] as const))('%s', (_, n) => {
    const outcome = outcomes.get(`b${n}`);
    expect(outcome, 'the block did not run').toBeDefined();
    if (outcome !== undefined && !outcome.ok) expect.fail(`${where(runBlocks[n]!)}: ${outcome.message}`);
  });

  it('few blocks are left unrun, each with a reason', () => {
    expect(skipped.length).toBeLessThanOrEqual(3);
    for (const b of skipped) expect(b.skip!.length, where(b)).toBeGreaterThan(0);
  });
});

describe('documentation examples type-check against dist/*.d.ts', () => {
  it('every TypeScript block compiles', () => {
    const typed = runBlocks.filter((b) => b.lang === 'ts');
    const files = typed.map((_, n) => join(dir, 'blocks', `t${n}.ts`));
    // `export {}` keeps each block a module of its own, whatever it imports.
    typed.forEach((b, n) => writeFileSync(files[n]!, `${b.code}\nexport {};\n`));
    const program = ts.createProgram(files, {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: ['node'],
      typeRoots: [join(root, 'node_modules', '@types')],
      strict: true,
      exactOptionalPropertyTypes: true,
      skipLibCheck: true,
      noEmit: true,
    });
    const problems = ts.getPreEmitDiagnostics(program).map((d) => {
      const message = ts.flattenDiagnosticMessageText(d.messageText, '\n');
      const n = d.file === undefined ? -1 : files.indexOf(d.file.fileName);
      if (n < 0 || d.start === undefined) return message;
      const block = typed[n]!;
      return `${block.file}:${block.line + d.file!.getLineAndCharacterOfPosition(d.start).line}: ${message}`;
    });
    expect(problems).toEqual([]);
  }, 120_000);
});

describe('every export has a runnable example', () => {
  it('each value exported by crownhead, crownhead/pdn and crownhead/svg has an @example with a ```ts block', () => {
    const entries = ['src/index.ts', 'src/pdn/index.ts', 'src/svg.ts'].map((f) => join(root, f));
    const program = ts.createProgram(entries, {
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      noEmit: true,
    });
    const checker = program.getTypeChecker();
    const missing: string[] = [];
    let values = 0;
    for (const entry of entries) {
      const module = checker.getSymbolAtLocation(program.getSourceFile(entry)!)!;
      for (const exported of checker.getExportsOfModule(module)) {
        const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
        if ((symbol.flags & ts.SymbolFlags.Value) === 0) continue; // types and interfaces need none
        values++;
        const examples = symbol.getJsDocTags(checker).filter((t) => t.name === 'example');
        if (!examples.some((t) => ts.displayPartsToString(t.text).includes('```ts'))) missing.push(exported.name);
      }
    }
    expect(values).toBeGreaterThan(80);
    expect(missing).toEqual([]);
  }, 60_000);
});
