/**
 * The code examples of the documentation, found and made runnable for test/docExamples.test.ts.
 *
 * A block is a fenced ```ts or ```js block of README.md, docs/*.md, docs/guides/*.md, or of a
 * doc comment (`/** … *\/`) in src/. Its assertion comments `expr; // => value` become checks
 * that `expr` deep-equals `value`; a block whose first line is `// not run: <why>` is skipped.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** One fenced code block and where it is. */
export interface DocBlock {
  /** The file, relative to the repository root. */
  readonly file: string;
  /** The line (1-based) of the block's first code line in that file. */
  readonly line: number;
  readonly lang: 'ts' | 'js';
  readonly code: string;
  /** The reason given by a first line `// not run: <why>`, when there is one. */
  readonly skip?: string;
}

const OPEN = /^\s*```(ts|typescript|js|javascript)\s*$/;
const FENCE = /^\s*```/;
const NOT_RUN = /^\s*\/\/\s*not run:\s*(.*)$/;

/** The fenced ts/js blocks of `lines`, whose first line is line `firstLine` of `file`. */
function blocksOfLines(file: string, lines: readonly string[], firstLine: number): DocBlock[] {
  const blocks: DocBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = OPEN.exec(lines[i]!);
    if (open === null) {
      // Skip other fenced blocks whole, so that their contents never look like an opening fence.
      if (FENCE.test(lines[i]!)) {
        i++;
        while (i < lines.length && !FENCE.test(lines[i]!)) i++;
      }
      continue;
    }
    const start = i + 1;
    let end = start;
    while (end < lines.length && !FENCE.test(lines[end]!)) end++;
    if (end === lines.length) throw new Error(`${file}:${firstLine + i}: unclosed code fence`);
    const code = lines.slice(start, end).join('\n');
    const skip = NOT_RUN.exec(lines[start] ?? '')?.[1];
    const lang = open[1]!.startsWith('t') ? 'ts' : 'js';
    blocks.push({ file, line: firstLine + start, lang, code, ...(skip === undefined ? {} : { skip }) });
    i = end;
  }
  return blocks;
}

/** The ts/js blocks of a markdown file. */
function markdownBlocks(root: string, path: string): DocBlock[] {
  return blocksOfLines(relative(root, path), readFileSync(path, 'utf8').split(/\r?\n/), 1);
}

/** The ts/js blocks inside the doc comments of a TypeScript source file. */
function sourceBlocks(root: string, path: string): DocBlock[] {
  const text = readFileSync(path, 'utf8');
  const blocks: DocBlock[] = [];
  for (const match of text.matchAll(/\/\*\*[\s\S]*?\*\//g)) {
    const firstLine = text.slice(0, match.index).split('\n').length;
    // Drop the comment's frame (`/**`, ` * `, ` */`), keeping one entry per line.
    const lines = match[0]
      .split('\n')
      .map((l, n) => (n === 0 ? l.replace(/^\/\*\*/, '') : l.replace(/^\s*\*\/$/, '').replace(/^\s*\* ?/, '')));
    blocks.push(...blocksOfLines(relative(root, path), lines, firstLine));
  }
  return blocks;
}

function filesUnder(dir: string, test: (name: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name), test) : test(e.name) ? [join(dir, e.name)] : []))
    .sort();
}

/** The markdown files whose examples run: README.md, docs/*.md and docs/guides/*.md. */
function markdownFiles(root: string): string[] {
  const md = (name: string) => name.endsWith('.md');
  const top = (dir: string) =>
    existsSync(dir)
      ? readdirSync(dir)
          .filter(md)
          .sort()
          .map((n) => join(dir, n))
      : [];
  return [join(root, 'README.md'), ...top(join(root, 'docs')), ...top(join(root, 'docs', 'guides'))];
}

/** Every documentation block of the repository: the markdown files, then the sources. */
export function allBlocks(root: string): DocBlock[] {
  return [
    ...markdownFiles(root).flatMap((f) => markdownBlocks(root, f)),
    ...filesUnder(join(root, 'src'), (n) => n.endsWith('.ts')).flatMap((f) => sourceBlocks(root, f)),
  ];
}

/** A block turned into an ES module, with the number of `// =>` checks it makes. */
export interface RunnableBlock {
  readonly js: string;
  readonly checks: number;
}

/**
 * Turns a block into JavaScript: every expression statement followed by a `// => value` comment
 * on its last line becomes `__check(expr, value, 'file:line')`, a deep-equality assertion
 * (imported from `checkModule`). A `// =>` that follows anything else is an error, so that no
 * assertion is silently dropped.
 */
export function runnable(block: DocBlock, checkModule: string): RunnableBlock {
  const source = ts.createSourceFile('block.ts', block.code, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const edits: { start: number; end: number; text: string }[] = [];
  const lineOf = (pos: number) => block.line + source.getLineAndCharacterOfPosition(pos).line;
  const visit = (node: ts.Node): void => {
    if (ts.isExpressionStatement(node)) {
      const comment = ts.getTrailingCommentRanges(block.code, node.end)?.[0];
      const text = comment === undefined ? '' : block.code.slice(comment.pos, comment.end);
      if (comment !== undefined && text.startsWith('// =>')) {
        const expected = text.slice('// =>'.length).trim();
        const where = `${block.file}:${lineOf(comment.pos)}`;
        edits.push({
          start: node.getStart(source),
          end: comment.end,
          text: `__check((${node.expression.getText(source)}), (${expected}), ${JSON.stringify(where)});`,
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  const arrows = block.code.match(/\/\/ =>/g)?.length ?? 0;
  if (arrows !== edits.length) {
    throw new Error(
      `${block.file}:${block.line}: ${arrows - edits.length} '// =>' comment(s) not after an expression statement`,
    );
  }
  let code = block.code;
  for (const e of [...edits].sort((a, b) => b.start - a.start))
    code = code.slice(0, e.start) + e.text + code.slice(e.end);
  const js = ts.transpileModule(code, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    fileName: 'block.ts',
  }).outputText;
  return { js: `import { __check } from ${JSON.stringify(checkModule)};\n${js}`, checks: edits.length };
}
