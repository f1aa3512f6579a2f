// Issue 31: no source file over 1,200 lines unless its first lines say why (one class that cannot
// be split, or one hot path whose functions share module state that V8 reads fastest within one
// module). A file that grows past the limit fails here until it is split or says why.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const LIMIT = 1200;
const src = join(__dirname, '..', 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

describe('source file sizes', () => {
  const long = sourceFiles(src)
    .map((path) => ({ path, text: readFileSync(path, 'utf8') }))
    .filter(({ text }) => text.split('\n').length > LIMIT);

  it('the walk finds the long files (control)', () => {
    expect(long.length).toBeGreaterThan(0);
  });

  it.each(long.map(({ path, text }) => [path.slice(src.length + 1), text]))(
    '%s says in its first lines why it is over 1,200 lines',
    (_name, text) => {
      const head = text.split('\n').slice(0, 5).join('\n');
      expect(head).toMatch(/over 1,200 lines|lines on purpose/i);
    },
  );
});
