// docs/api.md lists every export of every entry point, once, under its entry, and nothing else
// (issue 30): the page a user reads to learn the API cannot fall behind the code. The exports are
// read with the TypeScript compiler from the seven source entry files (the same names as the
// built declarations; etc/api/ and `npm run api:check` guard those).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { root } from './dist.js';

/** The source file of each public entry point (package.json `exports`, tsup.config.ts). */
const ENTRIES: Readonly<Record<string, string>> = {
  crownhead: 'src/index.ts',
  'crownhead/pdn': 'src/pdn/index.ts',
  'crownhead/svg': 'src/svg.ts',
  'crownhead/hub': 'src/hub/index.ts',
  'crownhead/dxp': 'src/dxp/index.ts',
  'crownhead/engine': 'src/engine/index.ts',
  'crownhead/node': 'src/node.ts',
};

/** Every export name of each entry, as `entry:name`. */
function codeExports(): Set<string> {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  )!;
  const files = Object.values(ENTRIES).map((file) => join(root, file));
  const program = ts.createProgram(files, { ...config.options, noEmit: true });
  const checker = program.getTypeChecker();
  const names = new Set<string>();
  for (const [entry, file] of Object.entries(ENTRIES)) {
    const module = checker.getSymbolAtLocation(program.getSourceFile(join(root, file))!)!;
    for (const symbol of checker.getExportsOfModule(module)) names.add(`${entry}:${symbol.name}`);
  }
  return names;
}

/** One listed export of docs/api.md: a line `- \`name...\`: why`, under a `### Group (\`entry\`)` heading. */
interface Listed {
  readonly entry: string;
  readonly name: string;
  readonly line: number;
}

/** The exports docs/api.md lists, with the entry of their section. Lines outside a `###` entry section are not exports. */
function listedExports(page: string): Listed[] {
  const listed: Listed[] = [];
  let entry: string | undefined;
  page.split('\n').forEach((text, index) => {
    if (text.startsWith('#')) {
      // `### Reading (`crownhead/pdn`)` opens an entry's group; any other heading closes it.
      entry = /^### .*\(`(crownhead(?:\/\w+)?)`\)\s*$/.exec(text)?.[1];
      return;
    }
    const name = /^- `([A-Za-z_$][\w$]*)/.exec(text)?.[1];
    if (entry !== undefined && name !== undefined) listed.push({ entry, name, line: index + 1 });
  });
  return listed;
}

/** What differs between the code's exports and the page's lines, leaving out the expected differences. */
function differences(code: ReadonlySet<string>, listed: readonly Listed[]): string[] {
  const page = new Set(listed.map(({ entry, name }) => `${entry}:${name}`));
  const found: string[] = [];
  for (const key of code)
    if (!page.has(key)) found.push(`${key} is exported but docs/api.md does not list it under its entry`);
  for (const { entry, name, line } of listed) {
    const key = `${entry}:${name}`;
    if (!code.has(key)) found.push(`${key} (docs/api.md line ${line}) is listed but that entry does not export it`);
  }
  const seen = new Map<string, number>();
  for (const { entry, name, line } of listed) {
    const key = `${entry}:${name}`;
    if (seen.has(key)) found.push(`${key} is listed twice (docs/api.md lines ${seen.get(key)} and ${line})`);
    seen.set(key, line);
  }
  return found;
}

describe('docs/api.md', () => {
  const page = readFileSync(join(root, 'docs', 'api.md'), 'utf8');
  const listed = listedExports(page);
  const code = codeExports();

  it('lists every export of every entry point once, under its entry, and only exports', () => {
    expect(differences(code, listed)).toEqual([]);
  });

  it('reports a difference that is not expected (control: the check is not vacuous)', () => {
    // The page read at all: seven entries, hundreds of lines.
    expect(new Set(listed.map((l) => l.entry)).size).toBe(Object.keys(ENTRIES).length);
    expect(listed.length).toBeGreaterThan(300);
    // An export the page does not list, a line that is no export, a line under the wrong entry, a line twice.
    const one = listed.find((l) => l.name === 'legalMoves')!;
    const without = listed.filter((l) => l !== one);
    expect(differences(code, without)).toEqual([
      'crownhead:legalMoves is exported but docs/api.md does not list it under its entry',
    ]);
    const extra = [...listed, { entry: 'crownhead', name: 'noSuchExport', line: 9999 }];
    expect(differences(code, extra)).toEqual([
      'crownhead:noSuchExport (docs/api.md line 9999) is listed but that entry does not export it',
    ]);
    const moved = [...without, { ...one, entry: 'crownhead/pdn' }];
    expect(differences(code, moved)).toEqual([
      'crownhead:legalMoves is exported but docs/api.md does not list it under its entry',
      `crownhead/pdn:legalMoves (docs/api.md line ${one.line}) is listed but that entry does not export it`,
    ]);
    expect(differences(code, [...listed, one])).toEqual([
      `crownhead:legalMoves is listed twice (docs/api.md lines ${one.line} and ${one.line})`,
    ]);
  });

  it('gives each export a reason, on its one line (`- `name(args)`: what it is for)', () => {
    const lines = page.split('\n');
    const without = listed
      .filter(({ line }) => !/^- `[^`]+`: \S.{9,}$/.test(lines[line - 1]!))
      .map(({ entry, name, line }) => `${entry}:${name} (line ${line})`);
    expect(without).toEqual([]);
  });

  it('records the decisions D1 to D7 of issue 30, each with its reason', () => {
    const decisions = page.slice(page.indexOf('## Decisions'));
    for (let n = 1; n <= 7; n += 1)
      expect(decisions, `D${n}`).toMatch(new RegExp(`\\*\\*D${n}\\. [^*]+\\*\\*[^]*?Why:`));
  });

  it('typedoc documents every entry point of package.json (crownhead/node was missing), and docs/api.md', () => {
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      exports: Record<string, unknown>;
    };
    const entries = Object.keys(manifest.exports)
      .filter((key) => key !== './package.json')
      .map((key) => (key === '.' ? 'crownhead' : `crownhead/${key.slice(2)}`));
    expect(Object.keys(ENTRIES).sort()).toEqual(entries.sort());
    const typedoc = JSON.parse(readFileSync(join(root, 'typedoc.json'), 'utf8')) as {
      entryPoints: string[];
      projectDocuments: string[];
      sort: string[];
      kindSortOrder: string[];
    };
    expect(typedoc.entryPoints).toEqual(Object.values(ENTRIES));
    expect(typedoc.projectDocuments).toContain('docs/api.md');
    // Functions before interfaces and type aliases within each group (the groups come from docs/api.md).
    expect(typedoc.sort[0]).toBe('kind');
    expect(typedoc.kindSortOrder.indexOf('Function')).toBeLessThan(typedoc.kindSortOrder.indexOf('Interface'));
    expect(typedoc.kindSortOrder.indexOf('Function')).toBeLessThan(typedoc.kindSortOrder.indexOf('TypeAlias'));
  });
});
