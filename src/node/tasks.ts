/**
 * The work done on each game read from a PDN file, the same in the main thread (`--jobs 1`) and
 * in a worker: checking it (`validate`), rewriting it in canonical form (`pdn`), or writing it as
 * table rows (`export`, the CLI's alone). Results are
 * plain data (they cross from a worker by structured clone) with locations relative to the text
 * the game was read from; {@link shiftInPlace} moves them to the file's.
 * @module
 */
import type { PdnProblem, PdnRecord } from '../pdn/index.js';
import { canonicalGame, replay, formatPdn } from '../pdn/index.js';
import { variants } from '../variants/registry.js';
import type { TextTemplate } from './template.js';
import type { TableSpec } from './exportRows.js';
import { tableRows } from './exportRows.js';

/** What is done on each game. */
export type PdnTask = 'validate' | 'pdn';

/** The tasks of the CLI: those of `processPdnFiles`, and `export` (rows for data tools, as text with holes: only the CLI's pieces carry it). */
export type CliTask = PdnTask | 'export';

/** Options of a task. */
export interface PdnTaskOptions {
  /** Reading and replay mode (validate; `pdn` reads leniently). */
  readonly mode?: 'lenient' | 'strict';
  /** `pdn`: the result after the moves instead of `*`. */
  readonly resultToken?: boolean;
  /** The GameType of games without a GameType tag (`--variant`; `ReplayOptions.defaultGameType`). */
  readonly defaultGameType?: number;
}

/** Options of the CLI's tasks: `export` needs its table. */
export interface CliTaskOptions extends PdnTaskOptions {
  /** `export`: the rows and format, and the `file` column. */
  readonly table?: TableSpec;
}

/** The result of one record of a file. */
export interface PdnGameResult {
  /** The game's number in the file, from 1 (0 for problems that belong to no game). */
  readonly index: number;
  /** True when the record holds a game. */
  readonly hasGame: boolean;
  /** The variant's key, or `null`. */
  readonly variant: string | null;
  /** The half-moves of the main line that replayed. */
  readonly moves: number;
  /** Reading and replay problems, in file order. */
  readonly problems: readonly PdnProblem[];
  /** `pdn`: the game in canonical PDN, ending with a newline. */
  readonly text?: string;
}

/** A result of the CLI's tasks. */
export interface CliGameResult extends PdnGameResult {
  /** `export`: the game's rows, its game number and error line as holes (relative to the text it was read from). */
  readonly rows?: TextTemplate;
  /**
   * `export --rows moves` in one thread (`TableSpec.numbered`): the game's rows as UTF-8 bytes,
   * its number written in, instead of `rows`: they go to the output as they are, where a text
   * was encoded again on its way out (a sixth of the command's CPU).
   */
  readonly rowBytes?: Uint8Array;
}

const byOffset = (a: PdnProblem, b: PdnProblem): number => a.offset - b.offset;

/** The result of `task` on one record (as `validate` and `pdn` did it in one thread). */
export function runTask(task: CliTask, record: PdnRecord, options: CliTaskOptions): CliGameResult {
  const problems = [...record.problems];
  if (record.game === undefined) return { index: record.index, hasGame: false, variant: null, moves: 0, problems };
  if (task === 'export') {
    // Only the problems outside any game are printed (on stderr); a game's are in its rows.
    const { rows, bytes, moves, variant } = tableRows(
      record,
      options.table!,
      options.mode ?? 'lenient',
      options.defaultGameType,
    );
    return {
      index: record.index,
      hasGame: true,
      variant,
      moves,
      problems: [],
      ...(bytes === undefined ? { rows } : { rowBytes: bytes }),
    };
  }
  if (task === 'validate') {
    const replayed = replay(
      record.game,
      options.defaultGameType === undefined
        ? { variants, mode: options.mode ?? 'lenient' }
        : { variants, mode: options.mode ?? 'lenient', defaultGameType: options.defaultGameType },
    );
    problems.push(...replayed.problems);
    problems.sort(byOffset);
    return {
      index: record.index,
      hasGame: true,
      variant: replayed.variant?.key ?? null,
      moves: replayed.moves.length,
      problems,
    };
  }
  const canonical = canonicalGame(
    record.game,
    options.defaultGameType === undefined ? { variants } : { variants, defaultGameType: options.defaultGameType },
  );
  problems.push(...canonical.replay.problems);
  problems.sort(byOffset);
  return {
    index: record.index,
    hasGame: true,
    variant: canonical.replay.variant?.key ?? null,
    moves: canonical.replay.moves.length,
    problems,
    text: formatPdn([canonical.game], { resultToken: options.resultToken === true }),
  };
}

/** Where a piece of a file starts: what comes before it, in the file's decoded text. */
export interface TextBase {
  /** UTF-16 code units before it (a byte-order mark not counted). */
  readonly offset: number;
  /** Lines before it. */
  readonly lines: number;
  /** Games before it. */
  readonly games: number;
}

/**
 * `result`, read from a piece of a file that starts at `base` (at the start of a line), placed in
 * the whole file. Only for a result this module owns (parsed from a worker's message, seen by no
 * one yet): its numbers are changed in place rather than copied, the main thread's largest cost
 * when results cross from workers.
 */
export function shiftInPlace(result: PdnGameResult, base: TextBase): PdnGameResult {
  if (base.offset === 0 && base.lines === 0 && base.games === 0) return result;
  const r = result as unknown as { index: number; problems: { game: number; offset: number; line: number }[] };
  if (r.index !== 0) r.index += base.games;
  for (const p of r.problems) {
    if (p.game !== 0) p.game += base.games;
    p.offset += base.offset;
    p.line += base.lines;
  }
  return result;
}
