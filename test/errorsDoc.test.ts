/**
 * docs/errors.md lists every error type and every code (issue 30, decision D7). The types and
 * their codes are read from the source with the TypeScript compiler, not listed here: an error
 * type or a code added later fails this test until the page says what it means.
 *
 * An error type is an export of an entry point whose name ends in `Error`, or `PdnProblem`, or a
 * thrown class with a `code` (`PeerEndedGame`); its codes are the string literals of its `code`
 * property's type (so inline unions such as `GameMoveError`'s count too), and every member of
 * every exported `*Code` union must appear on the page as well. Each result error's `kind` is
 * unique and is the one its section's heading gives.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const ENTRIES = [
  'src/index.ts',
  'src/pdn/index.ts',
  'src/svg.ts',
  'src/hub/index.ts',
  'src/dxp/index.ts',
  'src/engine/index.ts',
  'src/node.ts',
];

/**
 * Types renamed by another change of issue 30 whose page already uses the new name and kind: the
 * key is the name in the source today. Once the rename is applied, key and name are the same and
 * the source's own kind is checked.
 */
const renamed: Readonly<Record<string, { readonly name: string; readonly kind: string }>> = {
  GameFromPdnTextError: { name: 'ParseGameError', kind: 'parse-game' },
};

interface ErrorType {
  readonly name: string;
  readonly kind: string | undefined;
  readonly codes: readonly string[];
}

/** The string literals of a type (a union of them, or one). */
function literals(type: ts.Type): string[] {
  const parts = type.isUnion() ? type.types : [type];
  return parts.filter((t): t is ts.StringLiteralType => t.isStringLiteral()).map((t) => t.value);
}

/** The error types and `*Code` unions exported by every entry point. */
function readSource(): {
  readonly errors: readonly ErrorType[];
  readonly codeUnions: ReadonlyMap<string, readonly string[]>;
} {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  const program = ts.createProgram(
    ENTRIES.map((e) => join(root, e)),
    config?.options ?? {},
  );
  const checker = program.getTypeChecker();
  const errors = new Map<string, ErrorType>();
  const codeUnions = new Map<string, readonly string[]>();
  for (const entry of ENTRIES) {
    const file = program.getSourceFile(join(root, entry));
    const moduleSymbol = file === undefined ? undefined : checker.getSymbolAtLocation(file);
    if (moduleSymbol === undefined) throw new Error(`cannot read ${entry}`);
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const name = exported.getName();
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      if (name.endsWith('Code') && symbol.flags & ts.SymbolFlags.TypeAlias) {
        codeUnions.set(name, literals(checker.getDeclaredTypeOfSymbol(symbol)));
        continue;
      }
      const isClass = (symbol.flags & ts.SymbolFlags.Class) !== 0;
      const type = checker.getDeclaredTypeOfSymbol(symbol);
      const code = type.getProperty('code');
      if (!(name.endsWith('Error') || name === 'PdnProblem' || (isClass && code !== undefined))) continue;
      const codes = code === undefined ? [] : literals(checker.getTypeOfSymbol(code));
      const kind = type.getProperty('kind');
      errors.set(name, {
        name,
        kind: kind === undefined ? undefined : literals(checker.getTypeOfSymbol(kind))[0],
        codes,
      });
    }
  }
  return { errors: [...errors.values()], codeUnions };
}

const page = readFileSync(join(root, 'docs/errors.md'), 'utf8');

/** The text of the page's section about `name`: from its `### \`name\`` heading to the next heading. */
function section(name: string): string | undefined {
  const start = page.indexOf(`### \`${name}\``);
  if (start < 0) return undefined;
  const next = page.indexOf('\n#', start + 1);
  return page.slice(start, next < 0 ? undefined : next);
}

describe('docs/errors.md', () => {
  const { errors, codeUnions } = readSource();

  it('finds the error types of every entry (the reading itself works)', () => {
    const names = errors.map((e) => e.name);
    for (const known of [
      'FenError',
      'MoveError',
      'SetupError',
      'DataError',
      'PdnProblem',
      'HubError',
      'DxpError',
      'CrownheadError',
      'EngineError',
      'PeerEndedGame',
    ]) {
      expect(names).toContain(known);
    }
    expect(codeUnions.get('FenErrorCode')).toContain('bad-counter');
    expect(errors.find((e) => e.name === 'GameMoveError')?.codes).toEqual(
      expect.arrayContaining(['syntax', 'illegal', 'game-over']),
    );
    expect(errors.find((e) => e.name === 'CrownheadError')?.codes).toEqual(expect.arrayContaining(['bad-argument']));
  });

  it('has a section for every error type, listing each of its codes', () => {
    const missing: string[] = [];
    for (const error of errors) {
      const name = renamed[error.name]?.name ?? error.name;
      const text = section(name);
      if (text === undefined) {
        missing.push(`no section "### \`${name}\`"`);
        continue;
      }
      for (const code of error.codes) if (!text.includes(`\`${code}\``)) missing.push(`${name}: code \`${code}\``);
      if (error.codes.length === 0) missing.push(`${name}: no code read from the source`);
    }
    expect(missing).toEqual([]);
  });

  it('names every member of every exported *Code union', () => {
    const missing: string[] = [];
    for (const [union, codes] of codeUnions)
      for (const code of codes) if (!page.includes(`\`${code}\``)) missing.push(`${union}: ${code}`);
    expect(codeUnions.size).toBeGreaterThanOrEqual(9);
    expect(missing).toEqual([]);
  });

  it('gives each result error a kind of its own, the one its heading says', () => {
    const kinds = new Map<string, string>();
    for (const error of errors) {
      if (error.kind === undefined) continue;
      const pending = renamed[error.name];
      const name = pending?.name ?? error.name;
      const kind = pending !== undefined && pending.name !== error.name ? pending.kind : error.kind;
      expect(section(name), name).toContain(`(kind \`${kind}\`)`);
      expect(kinds.get(kind), `kind ${kind} of ${name}`).toBeUndefined();
      kinds.set(kind, name);
    }
    expect(kinds.size).toBeGreaterThanOrEqual(12);
  });
});
