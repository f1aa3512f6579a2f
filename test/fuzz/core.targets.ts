/**
 * Fuzz targets of the core over every variant's board (issue 29): the targets of ./targets.ts
 * tried move text on English positions only, so the 64 squares of Turkish draughts, whose square
 * lookup threw on `65-1`, were never met. Here every variant's positions meet square numbers and
 * move text on and off their own board (0, negative, one past the last square, far beyond, not
 * integers, digits by the hundred), through every core function that takes a square or move
 * text, FEN, the game's status, and `crownhead status` / `render --move` run in-process.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import {
  CrownheadError,
  formatMove,
  gameStatus,
  isLegal,
  legalMoves,
  movesFrom,
  newGame,
  nextLandings,
  parseFen,
  parseMove,
  parseMoveText,
  pieceAt,
  play,
  playMoveText,
  positionEquals,
  putPiece,
  removePiece,
  resolveMove,
  squareName,
  startPosition,
  formatFen,
  variants,
} from '../../src/index.js';
import type { Position, Result, Variant } from '../../src/index.js';
import type { Io } from '../../src/cli/io.js';
import { run } from '../../src/cli/run.js';
import type { FuzzTarget } from './targets.js';

/** A position of `variant` after up to 16 random plies from its start. */
const playedPosition: fc.Arbitrary<Position> = fc
  .tuple(fc.constantFrom(...variants), fc.array(fc.nat(), { maxLength: 16 }))
  .map(([variant, picks]) => {
    let p = startPosition(variant);
    for (const pick of picks) {
      const moves = legalMoves(p);
      if (moves.length === 0) break;
      p = play(p, moves[pick % moves.length]!);
    }
    return p;
  });

/** Square numbers around and far beyond a board of `count` squares, and numbers that are no integers. */
const squareNumber = (count: number): fc.Arbitrary<number> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: 1, max: count }) },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        0,
        -0,
        -1,
        count + 1,
        count + 2,
        99,
        2 ** 31,
        2 ** 32 + 1,
        1e21,
        Number.MAX_SAFE_INTEGER + 2,
      ),
    },
    fc.integer({ min: -5, max: count + 40 }),
    fc.constantFrom(Number.NaN, Infinity, -Infinity, 1.5, count + 0.5, 1e300, -1e300),
    fc.double(),
  );

/** A square as move or FEN text: a number on or off the board, with leading zeros, or a run of digits. */
const squareText = (variant: Variant): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: 1, max: variant.board.squareCount }).map(String) },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        '0',
        '00',
        String(variant.board.squareCount + 1),
        '65',
        '73',
        '99',
        '4294967297',
        '9'.repeat(30),
        '9'.repeat(400),
      ),
    },
    fc.integer({ min: 0, max: 120 }).map((n) => `0${n}`),
    fc.tuple(fc.constantFrom(...'abcdefghijklmnop'), fc.integer({ min: 0, max: 17 })).map(([f, r]) => `${f}${r}`),
  );

/** Move text of `variant`'s squares, on and off its board. */
const moveTextOf = (variant: Variant): fc.Arbitrary<string> =>
  fc
    .tuple(fc.array(squareText(variant), { minLength: 1, maxLength: 5 }), fc.constantFrom('-', 'x', ':', 'X', ''))
    .map(([squares, sep]) => squares.join(sep));

/** A Result as the library documents it, never an exception. */
function expectResult(r: Result<unknown, { code: string; message: string }>): void {
  expect(typeof r.ok).toBe('boolean');
  if (!r.ok) {
    expect(typeof r.error.code).toBe('string');
    expect(typeof r.error.message).toBe('string');
  }
}

/** Runs `f`; an exception other than a `CrownheadError` (a program's misuse, documented) fails. */
function noTypeError(what: string, f: () => unknown): void {
  try {
    f();
  } catch (error) {
    if (!(error instanceof CrownheadError)) throw new Error(`${what} threw ${String(error)}`, { cause: error });
  }
}

const onBoard = (p: Position, square: number): boolean =>
  Number.isInteger(square) && square >= 1 && square <= p.variant.board.squareCount;

const moveText: FuzzTarget = {
  name: 'core-move-text',
  checks:
    'every variant: parseMove, playMoveText and parseMoveText on move text with squares on and off its board, and resolveMove on any numbers, answer a Result (off-board for a square off the board), never throw; a move returned is legal',
  cost: 2,
  property: () =>
    fc.property(
      playedPosition.chain((p) =>
        fc.tuple(
          fc.constant(p),
          moveTextOf(p.variant),
          fc.array(squareNumber(p.variant.board.squareCount), { minLength: 1, maxLength: 5 }),
          fc.boolean(),
          fc.boolean(),
        ),
      ),
      ([position, text, squares, capture, dash]) => {
        const options = { dashCaptures: dash };
        const read = parseMoveText(position.variant, text);
        expectResult(read);
        if (read.ok) for (const sq of read.value.squares) expect(onBoard(position, sq), `${text}: ${sq}`).toBe(true);
        const move = parseMove(position, text, options);
        expectResult(move);
        if (move.ok) expect(isLegal(position, move.value)).toBe(true);
        const game = playMoveText(newGame(position), text, options);
        expectResult(game);
        // The same answer as parseMove, unless the game is already over (a draw at once, such as a
        // single king each in Frisian, article 21).
        if (game.ok || game.error.code !== 'game-over') expect(game.ok).toBe(move.ok);
        const resolved = resolveMove(position, { squares, capture }, options);
        expectResult(resolved);
        if (squares.some((sq) => !onBoard(position, sq)))
          expect(resolved.ok ? 'ok' : resolved.error.code).toBe('off-board');
        if (resolved.ok) expect(isLegal(position, resolved.value)).toBe(true);
      },
    ),
};

const squares: FuzzTarget = {
  name: 'core-squares',
  checks:
    'every variant: the functions that take a square number (pieceAt, movesFrom, nextLandings, putPiece, removePiece, squareName, isLegal, formatMove) on numbers on and off its board answer a value or a Result, or a CrownheadError, never a TypeError',
  cost: 2,
  property: () =>
    fc.property(
      playedPosition.chain((p) =>
        fc.tuple(fc.constant(p), squareNumber(p.variant.board.squareCount), squareNumber(p.variant.board.squareCount)),
      ),
      ([p, a, b]) => {
        noTypeError('pieceAt', () => pieceAt(p, a));
        noTypeError('movesFrom', () => movesFrom(p, a));
        noTypeError('nextLandings', () => nextLandings(p, [a, b]));
        noTypeError('squareName', () => squareName(p.variant.board, a));
        noTypeError('isLegal', () => isLegal(p, { from: a, to: b, path: [a, b], captured: [] }));
        noTypeError('formatMove', () => formatMove(p, { from: a, to: b, path: [a, b], captured: [] }));
        noTypeError('formatMove', () => formatMove(p, { from: a, to: a, path: [a, b, a], captured: [b] }));
        const removed = removePiece(p, a);
        expectResult(removed);
        expect(removed.ok).toBe(onBoard(p, a));
        const put = putPiece(p, a, { color: 'white', role: 'king' });
        expectResult(put);
        if (!onBoard(p, a)) expect(put.ok).toBe(false);
      },
    ),
};

const fenOfEveryBoard: FuzzTarget = {
  name: 'core-fen',
  checks:
    'every variant: parseFen on lists of squares on and off its board (numbers, ranges, kings, names) answers a Result, never throws; a position it reads has only squares of the board and reads back from formatFen',
  cost: 1,
  property: () =>
    fc.property(
      fc.constantFrom(...variants).chain((v) => {
        const item = fc.oneof(
          fc.tuple(fc.constantFrom('', 'K'), squareText(v)).map(([k, s]) => k + s),
          fc.tuple(fc.constantFrom('', 'K'), squareText(v), squareText(v)).map(([k, s, t]) => `${k}${s}-${t}`),
        );
        const list = fc.array(item, { maxLength: 6 }).map((items) => items.join(','));
        return fc.tuple(fc.constant(v), fc.constantFrom('W', 'B'), list, list);
      }),
      ([variant, turn, white, black]) => {
        const r = parseFen(variant, `${turn}:W${white}:B${black}`);
        expectResult(r);
        if (r.ok) {
          const count = variant.board.squareCount;
          for (const sq of [...r.value.white.squares(), ...r.value.black.squares()])
            expect(sq >= 1 && sq <= count).toBe(true);
          const again = parseFen(variant, formatFen(r.value));
          expect(again.ok && positionEquals(again.value, r.value)).toBe(true);
        }
      },
    ),
};

/** Runs `crownhead` in-process; the exit code and the lines written. */
async function runHere(args: readonly string[]): Promise<{ code: number; stdout: string[]; stderr: string[] }> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const io: Io = {
    out: async (line) => void stdout.push(line),
    err: (line) => void stderr.push(line),
    async *lines() {},
  };
  const code = await run(io, args);
  return { code, stdout, stderr };
}

const status: FuzzTarget = {
  name: 'core-status',
  checks:
    'every variant: gameStatus after move texts on and off its board, and crownhead status and render --move in-process, answer with exit 0 or 1 and one line crownhead: … on a move that cannot be played, never an exception or the internal error',
  cost: 2,
  property: () =>
    fc.asyncProperty(
      fc
        .constantFrom(...variants)
        .chain((v) => fc.tuple(fc.constant(v), fc.array(moveTextOf(v), { minLength: 1, maxLength: 3 }))),
      async ([variant, texts]) => {
        let game = newGame(variant);
        for (const text of texts) {
          const next = playMoveText(game, text);
          expectResult(next);
          if (!next.ok) break;
          game = next.value;
        }
        expect(typeof gameStatus(game).status).toBe('string');
        const said = await runHere(['status', '--variant', variant.key, ...texts]);
        expect([0, 1]).toContain(said.code);
        if (said.code === 1)
          expect(
            said.stderr.length === 1 && said.stderr[0]!.startsWith('crownhead: ply '),
            said.stderr.join('\n'),
          ).toBe(true);
        const drawn = await runHere(['render', '--variant', variant.key, '--move', texts[0]!]);
        expect([0, 1]).toContain(drawn.code);
        if (drawn.code === 1)
          expect(
            drawn.stderr.length === 1 && drawn.stderr[0]!.startsWith('crownhead: --move: '),
            drawn.stderr.join('\n'),
          ).toBe(true);
      },
    ),
};

/** The core's targets over every variant's board, after those of ./targets.ts. */
export const coreTargets: readonly FuzzTarget[] = [moveText, squares, fenOfEveryBoard, status];
