/**
 * `crownhead validate` on moves without separator and on text that may hide a move (issue 28,
 * section 1; docs/cli.md): a game that may have lost a move fails validation in lenient mode
 * too. These tests run the built command (built when missing or stale).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { distFile, ensureDist } from './dist.js';

const CLI = distFile('cli.js');
beforeAll(ensureDist, 120_000);

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'crownhead-cli-lost-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function validate(name: string, text: string, ...flags: string[]): { code: number | null; out: string[] } {
  const path = join(dir, name);
  writeFileSync(path, text);
  const r = spawnSync(process.execPath, [CLI, 'validate', '--jobs', '1', ...flags, path], { encoding: 'utf8' });
  return {
    code: r.status,
    out: r.stdout
      .replace(/\n$/, '')
      .split('\n')
      .map((line) => line.replace(`${path}:`, '')),
  };
}

describe('crownhead validate: no move lost silently', () => {
  it('counts text that holds a square but is no move as an error in lenient mode (exit 1)', () => {
    // 22=17 is White's 22-17 with a sign the grammar does not have, as the game's last move:
    // the three moves before it replay, and nothing else is wrong.
    const r = validate('lost.pdn', '[GameType "21"]\n1. 11-15 23-19 2. 8-11 22=17 *\n');
    expect(r.code).toBe(1);
    expect(r.out[0]).toMatch(/^2:24: game 1: error unreadable-move: "22=17" /);
    expect(r.out.at(-1)).toMatch(/warnings 0, errors 1$/);
  });

  it('reads moves without separator with a warning (exit 3), and rejects them with --strict (exit 1)', () => {
    const text = '[GameType "21"]\n1. 1115 2319 2. 811 *\n';
    const lenient = validate('packed.pdn', text);
    expect(lenient.code).toBe(3);
    expect(lenient.out).toEqual([
      expect.stringMatching(/^warnings move-without-separator: 3, first 2:4: game 1: /),
      'summary: files 1, games 1, moves 3, warnings 3, errors 0',
    ]);
    const strict = validate('packed.pdn', text, '--strict');
    expect(strict.code).toBe(1);
    expect(strict.out.at(-1)).toBe('summary: files 1, games 1, moves 3, warnings 0, errors 3');
  });
});
