/**
 * Layering (docs design: "the lexer and parser import no rules"): the reading and writing
 * modules of src/pdn import nothing from the rules, the variants or the notation layers, so a
 * program that only reads tags pays for no move generator. Only replay, canonical and table do;
 * none of them, nor the game modules of `gameFromPdn` and `parseGame`, imports the
 * registry of every variant: the variants are the caller's (issue 11 point 6, issue 30;
 * test/pdn/bundle-among.test.ts checks the bundles).
 */
import { describe, it, expect } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { posix } from 'node:path';

const dir = fileURLToPath(new URL('../../src/pdn/', import.meta.url));
const src = fileURLToPath(new URL('../../src/', import.meta.url));

function imports(file: string): string[] {
  const text = readFileSync(`${dir}${file}`, 'utf8');
  return [...text.matchAll(/^import[^'"]*['"]([^'"]+)['"]/gm)].map((m) => m[1]!);
}

/** Every module of src/ that `start` (relative to src/, such as `game/pdn.ts`) imports, directly or not. */
function reach(start: string): Set<string> {
  const seen = new Set<string>([start]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.pop()!;
    const text = readFileSync(`${src}${file}`, 'utf8');
    for (const m of text.matchAll(/^import[^'"]*['"](\.[^'"]+)\.js['"]/gm)) {
      const target = posix.normalize(posix.join(posix.dirname(file), `${m[1]!}.ts`));
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return seen;
}

describe('src/pdn layering', () => {
  const rulesFree = readdirSync(dir).filter(
    (f) => f.endsWith('.ts') && !['replay.ts', 'canonical.ts', 'table.ts', 'index.ts'].includes(f),
  );

  it('knows its modules', () => {
    expect(rulesFree.sort()).toEqual([
      'choose.ts',
      'decode.ts',
      'detect.ts',
      'gameType.ts',
      'lexer.ts',
      'packedMove.ts',
      'parser.ts',
      'read.ts',
      'result.ts',
      'shape.ts',
      'types.ts',
      'writer.ts',
    ]);
  });

  // The core vocabulary includes core/errors.ts (CrownheadError, for the shape checks of trees
  // built in code, shape.ts; it imports only a type), core/arguments.ts (the argument checks of
  // every public function, issue 30: it imports only CrownheadError and types; its checks of
  // positions, moves and variants sit in core/positionArguments.ts, which imports only
  // arguments.ts and types), the BoardGeometry type (core/variant.ts) and the board of GameType
  // attributes (board/gameTypeBoard.ts, geometry that imports only types): the GameType reader
  // draws the board its attributes give (issue 14, point 3), which is notation, not rules.
  it.each(rulesFree)('%s imports only pdn modules and the core vocabulary', (file) => {
    for (const path of imports(file)) {
      expect(path, `${file} imports ${path}`).toMatch(
        /^(\.\/[a-zA-Z]+\.js|\.\.\/core\/(types|result|variant|errors|arguments|positionArguments)\.js|\.\.\/board\/gameTypeBoard\.js)$/,
      );
    }
  });

  // Its square lookup refuses a number that is no square (issue 29) with the shared check of
  // board/playingSquare.ts, which itself imports only the error class of the core.
  it('board/gameTypeBoard.ts, which the GameType reader imports, imports only types and the square check', () => {
    const text = readFileSync(`${src}board/gameTypeBoard.ts`, 'utf8');
    const lines = [...text.matchAll(/^import[^\n]*$/gm)].map((m) => m[0]);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines)
      expect(line).toMatch(
        /^import (type |\{ isPlayingSquare, notAPlayingSquare \} from '\.\/playingSquare\.js';$|\{ expectBoardAttributes \} from '\.\.\/core\/arguments\.js';$)/,
      );
    const checks = readFileSync(`${src}core/arguments.ts`, 'utf8');
    for (const line of [...checks.matchAll(/^import[^\n]*$/gm)].map((m) => m[0])) {
      expect(line).toMatch(/^import (type |\{ CrownheadError \} from '\.\/errors\.js';$)/);
    }
    const positionChecks = readFileSync(`${src}core/positionArguments.ts`, 'utf8');
    for (const line of [...positionChecks.matchAll(/^import[^\n]*$/gm)].map((m) => m[0])) {
      expect(line).toMatch(/^import (type |\{ refuse \} from '\.\/arguments\.js';$)/);
    }
    const check = readFileSync(`${src}board/playingSquare.ts`, 'utf8');
    for (const line of [...check.matchAll(/^import[^\n]*$/gm)].map((m) => m[0])) {
      expect(line).toMatch(/^import (type |\{ CrownheadError \} from '\.\.\/core\/errors\.js';$)/);
    }
    const errors = readFileSync(`${src}core/errors.ts`, 'utf8');
    // errors.ts refuses a message that is no string through the shared refuse of arguments.ts (the
    // pair imports nothing else; the import is read only when an error is built).
    for (const line of [...errors.matchAll(/^import[^\n]*$/gm)].map((m) => m[0]))
      expect(line).toMatch(/^import (type |\{ refuse \} from '\.\/arguments\.js';$)/);
  });

  it.each(['pdn/replay.ts', 'pdn/canonical.ts', 'pdn/table.ts', 'game/pdn.ts', 'game/pdnText.ts'])(
    '%s reaches no registry and no variant module',
    (file) => {
      const reached = reach(file);
      expect(reached.has('rules/play.ts'), 'the walk follows imports').toBe(true);
      expect([...reached].filter((m) => m.startsWith('variants/'))).toEqual([]);
      expect(
        reach('cli/oneGame.ts').has('variants/registry.ts'),
        'control: the registry is found where it is imported',
      ).toBe(true);
    },
  );
});
