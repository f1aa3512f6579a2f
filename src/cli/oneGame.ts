/**
 * Reading the games of a file for the commands that keep them (`render --pdn`, `match
 * --openings`): streamed with `readPdn`, so that the reader's budgets bound what one game can
 * hold, and never more than {@link GAME_FILE_BYTES} bytes of the file, so that an endless input
 * (`/dev/zero`, a pipe that never ends) ends with a `budget` error instead of growing the
 * process without bound (docs/reliability.md, "Files and pipes").
 * @module
 */
import { inputStream } from '../node/parallel.js';
import type { Result } from '../core/result.js';
import { err } from '../core/result.js';
import type { PdnGame, PdnProblem, PdnRecord } from '../pdn/index.js';
import { readPdn } from '../pdn/index.js';
import type { GameFromPdn } from '../game/pdn.js';
import type { ParseGameError } from '../game/pdnText.js';
import { noSuchGameError, notOneGameError, parseErrorOf, withReading } from '../game/pdnText.js';
import { InputBudgetError } from './errors.js';
import { gameFromPdn } from '../game/pdn.js';
import { variants } from '../variants/registry.js';

/**
 * The most bytes read of a file by the commands that keep its games (`render --pdn`, `match
 * --openings`): 64 MiB, eight times the reader's `maxGameLength` and far above a file of
 * openings or a game to draw (the largest file of the shared corpus is 343 KB). `validate`,
 * `pdn` and `export` keep no game and have no such bound.
 */
const GAME_FILE_BYTES = 64 * 1024 * 1024;

/** `64 MiB` for a whole number of MiB, else the bytes. */
function sizeText(bytes: number): string {
  return bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MiB` : `${bytes} bytes`;
}

/**
 * The bytes of `file` from its start, as they come (a regular file, a pipe, a FIFO, a device;
 * `/dev/stdin` is the process's standard input), throwing an `InputBudgetError` once more
 * than `maxBytes` have come. The stream is closed when the reading stops early.
 */
export async function* fileBytes(file: string, maxBytes: number = GAME_FILE_BYTES): AsyncGenerator<Uint8Array> {
  const stream = inputStream(file);
  let read = 0;
  for await (const chunk of stream) {
    read += chunk.length;
    if (read > maxBytes)
      throw new InputBudgetError(`the file is longer than ${sizeText(maxBytes)}, the most this command reads`);
    yield chunk;
  }
}

/**
 * `parseGame` on a file, streamed: the game `index` (from 1), or the only game, with the
 * same answers (`parse`, `no-game`, `several-games`, `no-such-game`, `replay`, …) and messages,
 * in memory bounded by the reader's budgets whatever the file's length. Differences, so that
 * the reading can stop: it stops at the first reading error that decides the answer (the
 * game's own, or one outside any game), and with `index` once that game is read (what follows
 * it is not read); warnings outside any game are not kept. Throws what `fs` throws for a file
 * that cannot be read and an `InputBudgetError` past `maxBytes`.
 */
export async function gameFromPdnFile(
  file: string,
  options: { readonly index?: number; readonly defaultGameType?: number },
  maxBytes: number = GAME_FILE_BYTES,
): Promise<Result<GameFromPdn, ParseGameError>> {
  const index = options.index;
  let count = 0;
  let picked: PdnGame | undefined;
  let own: PdnProblem[] = [];
  // Leaving the loop (a return, a break, a throw) closes the reader and the file.
  for await (const record of readPdn(fileBytes(file, maxBytes)) as AsyncIterable<PdnRecord>) {
    const game = record.game;
    if (game !== undefined) count++;
    const wanted = game !== undefined && (index === undefined ? count === 1 : game.index === index);
    // Without an index every problem is the game's (a file of one game); with one, those of
    // that game and those outside any game.
    const mine = record.problems.filter((p) => (wanted ? true : p.game === 0 && (index !== undefined || count <= 1)));
    if (mine.length > 0) own = own.concat(mine.filter((p) => wanted || p.severity === 'error'));
    const error = parseErrorOf(own);
    if (error !== undefined) return err(error);
    if (index === undefined && count > 1) {
      // Several games: read on only to count them (one record at a time).
      own = [];
      const error = parseErrorOf(record.problems);
      if (error !== undefined) return err(error);
    }
    if (wanted) picked = game;
    if (index !== undefined && picked !== undefined) break;
  }
  if (picked === undefined || (index === undefined && count > 1)) {
    return err(index !== undefined ? noSuchGameError(index, count, own) : notOneGameError(count, own));
  }
  return withReading(
    { pdn: picked, problems: own },
    gameFromPdn(
      picked,
      options.defaultGameType === undefined ? { variants } : { variants, defaultGameType: options.defaultGameType },
    ),
  );
}
