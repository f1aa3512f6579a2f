/**
 * Layering of the whole tree (issue 30): each folder of src/ stands on a floor and imports only
 * the floors below it, so that every arrow points down and no public entry drags in a layer above
 * it (the rules do not know PDN, PDN does not know games, crownhead/node does not know the CLI).
 *
 *   core < board < rules < {variants, notation, render, hub, dxp} < pdn < game < engine < node < cli
 *
 * Folders on one floor import none of each other. A folder is the first segment under src/
 * (src/rules/flying is rules). The entry files (src/index.ts, src/svg.ts, src/node.ts and each
 * src/<folder>/index.ts) only re-export, so they stand outside the floors: a module that imports
 * an entry is taken to import what that entry re-exports. Imports are read with the TypeScript
 * compiler's own pre-processor (`import`, `import type`, `export ... from`, `import()`), not with a
 * pattern of ours. test/pdn/layers.test.ts holds the finer rules inside src/pdn.
 */
import { describe, it, expect } from 'vitest';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { posix } from 'node:path';
import ts from 'typescript';

const src = fileURLToPath(new URL('../src/', import.meta.url));

/** The floor of each folder: higher numbers stand higher. Siblings share a number. */
const floors: Readonly<Record<string, number>> = {
  core: 0,
  board: 1,
  rules: 2,
  variants: 3,
  notation: 3,
  render: 3,
  hub: 3,
  dxp: 3,
  pdn: 4,
  game: 5,
  engine: 6,
  node: 7,
  cli: 8,
};

/** The files of src/ that stand at no floor: the public entries, which only re-export. */
const topEntries = ['index.ts', 'node.ts', 'svg.ts'];

/** Every .ts file under src/, relative to src/ with forward slashes. */
function sourceFiles(dir = ''): string[] {
  const files: string[] = [];
  for (const name of readdirSync(`${src}${dir}`)) {
    const path = dir === '' ? name : `${dir}/${name}`;
    if (statSync(`${src}${path}`).isDirectory()) files.push(...sourceFiles(path));
    else if (name.endsWith('.ts')) files.push(path);
  }
  return files.sort();
}

function isEntry(file: string): boolean {
  return topEntries.includes(file) || /^[a-z]+\/index\.ts$/.test(file);
}

function folderOf(file: string): string {
  return file.split('/')[0]!;
}

/** The src/ modules `file` imports or re-exports from (relative specifiers only; node: and packages are outside). */
function importsOf(file: string): string[] {
  const info = ts.preProcessFile(readFileSync(`${src}${file}`, 'utf8'), true, true);
  const targets: string[] = [];
  for (const { fileName } of info.importedFiles) {
    if (!fileName.startsWith('.')) continue;
    const target = posix.normalize(posix.join(posix.dirname(file), fileName.replace(/\.js$/, '.ts')));
    // Only package.json (the CLI's --version) lies outside src/; it is data, not a layer.
    if (target.startsWith('../')) continue;
    targets.push(target);
  }
  return targets;
}

/** The modules `file` imports, an imported entry replaced by what it re-exports (through entries of entries). */
function edgesOf(file: string): string[] {
  const edges = new Set<string>();
  const seenEntries = new Set<string>();
  const queue = importsOf(file);
  while (queue.length > 0) {
    const target = queue.pop()!;
    if (!isEntry(target)) edges.add(target);
    else if (!seenEntries.has(target)) {
      seenEntries.add(target);
      queue.push(...importsOf(target));
    }
  }
  return [...edges];
}

/** Every module `start` reaches, directly or not (entries included). */
function reach(start: string): Set<string> {
  const seen = new Set<string>([start]);
  const queue = [start];
  while (queue.length > 0) {
    for (const target of importsOf(queue.pop()!)) {
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return seen;
}

/** The arrows of `files` that do not point to a lower floor (or stay in their folder), as `from -> to`. */
function upArrows(files: readonly string[]): string[] {
  const wrong: string[] = [];
  for (const file of files) {
    if (isEntry(file)) continue;
    const from = folderOf(file);
    for (const target of edgesOf(file)) {
      const to = folderOf(target);
      if (to !== from && !(floors[to]! < floors[from]!)) wrong.push(`${file} -> ${target}`);
    }
  }
  return wrong.sort();
}

const files = sourceFiles();

describe('layers of src/', () => {
  it('every folder of src/ has a floor, and the only files at the top are the entries', () => {
    const folders = [...new Set(files.filter((f) => f.includes('/')).map(folderOf))].sort();
    expect(folders).toEqual(Object.keys(floors).sort());
    expect(files.filter((f) => !f.includes('/'))).toEqual(topEntries);
  });

  it('reads every kind of import (control: the pre-processor sees type-only imports and re-exports)', () => {
    const info = ts.preProcessFile(
      "import type { A } from './a.js';\nexport { b } from './b.js';\nexport * from './c.js';\nimport './d.js';\nconst e = await import('./e.js');",
      true,
      true,
    );
    expect(info.importedFiles.map((f) => f.fileName)).toEqual(['./a.js', './b.js', './c.js', './d.js', './e.js']);
    // Through an entry: the CLI's commands import the main entry, which re-exports the game folder.
    expect(edgesOf('cli/format.ts').some((t) => folderOf(t) === 'game')).toBe(true);
  });

  it('each folder imports only its own folder and the floors below it', () => {
    expect(upArrows(files)).toEqual([]);
  });

  it('control: an arrow up or sideways is caught', () => {
    // The check itself, on made-up arrows: rules -> pdn (up), notation -> render (sideways), pdn -> rules (down).
    const check = (from: string, to: string): boolean => to === from || floors[to]! < floors[from]!;
    expect(check('rules', 'pdn')).toBe(false);
    expect(check('notation', 'render')).toBe(false);
    expect(check('pdn', 'rules')).toBe(true);
    // And on the tree: the CLI imports node, so node may never import the CLI.
    expect(files.filter((f) => folderOf(f) === 'cli').some((f) => edgesOf(f).some((t) => folderOf(t) === 'node'))).toBe(
      true,
    );
  });

  // crownhead/node is public; the CLI is a program built on it. The worker script
  // (node/worker.ts, the `pdnWorker` build entry) runs inside crownhead/node, so it counts too.
  it.each([
    'index.ts',
    'pdn/index.ts',
    'svg.ts',
    'hub/index.ts',
    'dxp/index.ts',
    'engine/index.ts',
    'node.ts',
    'node/worker.ts',
  ])('the public entry %s reaches no module of src/cli, directly or not', (entry) => {
    const reached = [...reach(entry)];
    expect(reached.length, 'the walk follows imports').toBeGreaterThan(1);
    expect(reached.filter((m) => folderOf(m) === 'cli')).toEqual([]);
  });
});
