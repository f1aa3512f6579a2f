/**
 * The published declarations name no type a user cannot import (issue 30, D5): every type that a
 * public signature of an entry's .d.ts refers to (a parameter, a result, a property, an `extends`)
 * is exported by one of the entries, and members tagged `@internal` (the engine drivers'
 * constructors, `outputStats`) are not published at all (tsup.config.ts, `stripInternal`), so the
 * types only they named (HubOutput, Inbox) are gone with them.
 *
 * Read with the TypeScript compiler over the built dist/*.d.ts, as a user's editor reads them:
 * the names each entry exports, then every type reference inside the declarations they reach,
 * private class members excepted (their types are not emitted).
 */
import { join } from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureDist, root } from './dist.js';

const ENTRIES = ['index', 'pdn', 'svg', 'hub', 'dxp', 'engine', 'node'];

beforeAll(ensureDist, 120_000);

/** Whether `node` is a private or `#private` class member (no type of it reaches the user). */
function isPrivate(node: ts.Node): boolean {
  if (ts.isPrivateIdentifier((node as { name?: ts.Node }).name ?? node)) return true;
  return (
    ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.PrivateKeyword)
  );
}

/**
 * The named types of the package that public declarations refer to without any entry exporting
 * them, as `Name (used by Owner)`, and the names every entry exports.
 */
function unexportedTypes(): { missing: string[]; exported: Set<string> } {
  const files = ENTRIES.map((e) => join(root, 'dist', `${e}.d.ts`));
  const program = ts.createProgram(files, { strict: true, skipLibCheck: true, noEmit: true });
  const checker = program.getTypeChecker();
  const dist = join(root, 'dist');
  const resolve = (symbol: ts.Symbol): ts.Symbol =>
    symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;

  const exported = new Set<ts.Symbol>();
  for (const file of files) {
    const module = checker.getSymbolAtLocation(program.getSourceFile(file)!)!;
    for (const symbol of checker.getExportsOfModule(module)) exported.add(resolve(symbol));
  }

  const missing = new Set<string>();
  const seen = new Set<ts.Node>();
  const visit = (node: ts.Node, owner: string): void => {
    if (seen.has(node) || isPrivate(node)) return;
    seen.add(node);
    let target: ts.Node | undefined;
    if (ts.isTypeReferenceNode(node)) target = node.typeName;
    else if (ts.isExpressionWithTypeArguments(node)) target = node.expression;
    else if (ts.isTypeQueryNode(node)) target = node.exprName;
    if (target !== undefined) {
      const symbol = checker.getSymbolAtLocation(ts.isQualifiedName(target) ? target.left : target);
      const declared = symbol === undefined ? undefined : resolve(symbol);
      const declaration = declared?.declarations?.[0];
      const ours = declaration !== undefined && declaration.getSourceFile().fileName.startsWith(dist);
      const isTypeParameter = declaration !== undefined && ts.isTypeParameterDeclaration(declaration);
      if (ours && !isTypeParameter && !exported.has(declared!)) {
        missing.add(`${declared!.name} (used by ${owner})`);
        // Walk into it too: what it names is reached through it.
        for (const d of declared!.declarations ?? []) visit(d, declared!.name);
      }
    }
    ts.forEachChild(node, (child) => visit(child, owner));
  };
  for (const symbol of exported) for (const declaration of symbol.declarations ?? []) visit(declaration, symbol.name);
  return { missing: [...missing].sort(), exported: new Set([...exported].map((s) => s.name)) };
}

describe('the published declarations', () => {
  it('name only types that an entry exports', () => {
    const { missing, exported } = unexportedTypes();
    expect(missing).toEqual([]);
    // Control: the walk sees the entries (the draw-rule types of D3 among them).
    for (const name of ['Variant', 'RulesEngine', 'DrawRule', 'DrawRuleBase', 'HubEngine', 'DxpConnection'])
      expect(exported, name).toContain(name);
  });

  it('carry no @internal member and none of the types only those named', () => {
    const engine = ts.sys.readFile(join(root, 'dist', 'engine.d.ts'))!;
    for (const name of ['declare class HubOutput', 'declare class Inbox', 'outputStats(', 'PerftKit'])
      expect(engine, name).not.toContain(name);
    // HubEngine is published, without the constructor that takes the internal output reader.
    expect(engine).toContain('declare class HubEngine');
    expect(engine).not.toMatch(/constructor\(child: ChildProcess/);
    const index = ts.sys.readFile(join(root, 'dist', 'index.d.ts'))!;
    expect(index).not.toContain('PerftKit');
  });
});
