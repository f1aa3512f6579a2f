/**
 * `crownhead status` and `crownhead render --move` on a move that names a square off the board,
 * in every variant (issue 29): the documented answer (docs/cli.md: exit code 1, one line
 * `crownhead: …` on stderr; `status --json` an error object on stdout), never the exit code 70
 * "internal error" that Turkish draughts gave when its square lookup threw.
 *
 * The board sizes are those of the rules (32 squares on 8x8 dark squares, 64 on Turkish 8x8, 50
 * on 10x10, 72 on 12x12): 0, the first square past the board and 99 are off every one of them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { variants } from '../src/index.js';
import type { Io } from '../src/cli/io.js';
import { run } from '../src/cli/run.js';
import { ensureDist, runCli } from './dist.js';

beforeAll(ensureDist, 120_000);

/** Runs the command in this process (src/cli/run.ts), as the fuzz target `cli` does. */
async function runHere(args: readonly string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = {
    out: async (line) => void out.push(line),
    err: (line) => void err.push(line),
    async *lines() {},
  };
  const code = await run(io, args);
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

/** Move texts with a square off a board of `count` squares, at the start, the end or between. */
function offBoardMoves(count: number): string[] {
  const past = count + 1;
  return ['1-0', '0-1', '0x5', '99-1', `${past}-1`, `1-${past}`, `1x${past}x1`, `${count}-99999999999999999999999`];
}

describe('a square off the board on the command line, every variant', () => {
  it.each(variants.map((v) => [v.key, v.board.squareCount] as const))(
    '%s: status and render --move in-process, every form: exit 1, one line',
    async (key, count) => {
      for (const move of offBoardMoves(count)) {
        const status = await runHere(['status', '--variant', key, move]);
        expect({ move, code: status.code, stdout: status.stdout }).toEqual({ move, code: 1, stdout: '' });
        expect(status.stderr).toMatch(/^crownhead: ply 1: square \S+ is not on the \S+ board \(1-\d+\)$/);
        const json = await runHere(['status', '--variant', key, '--json', move]);
        expect(json.code).toBe(1);
        expect(JSON.parse(json.stdout)).toMatchObject({ error: { code: 'off-board', ply: 1, move } });
        const render = await runHere(['render', '--variant', key, '--move', move]);
        expect({ move, code: render.code, stdout: render.stdout }).toEqual({ move, code: 1, stdout: '' });
        expect(render.stderr).toMatch(/^crownhead: --move: square \S+ is not on the \S+ board \(1-\d+\)$/);
      }
    },
  );

  // The board's name in the message is its key (a label of the code, `8x8:all` for Turkish); the
  // range is the rules'.
  it.each(variants.map((v) => [v.key, v.board.squareCount, v.board.key] as const))(
    '%s: the built command, status and render --move: exit 1, one line, no internal error',
    (key, count, board) => {
      const move = `${count + 1}-1`;
      const status = runCli(['status', '--variant', key, move]);
      expect([status.code, status.stdout, status.stderr]).toEqual([
        1,
        '',
        `crownhead: ply 1: square ${count + 1} is not on the ${board} board (1-${count})\n`,
      ]);
      const render = runCli(['render', '--variant', key, '--move', '0-1']);
      expect([render.code, render.stdout, render.stderr]).toEqual([
        1,
        '',
        `crownhead: --move: square 0 is not on the ${board} board (1-${count})\n`,
      ]);
    },
  );
});
