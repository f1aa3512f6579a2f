/**
 * The shape check of PDN game trees built in code, for the functions that take one (`replay`,
 * `canonicalGame`, `gameFromPdn`, `formatPdn`, `gameRow`, `moveRows`): a plain
 * JavaScript caller that passes `{}`, a `null` move, a tag value that is a number, variations
 * that are not an array or a cycle of lines gets a `CrownheadError` `bad-argument` naming the
 * field (`games[0].moves[3].comments`), not a `TypeError` from deep inside or a walk that never
 * ends (docs/reliability.md, "Trees and rows built in code").
 *
 * One pass over the tree at the entry, with a stack of its own (trees may nest 100,000 levels
 * deep, docs/reliability.md "No recursion"), reading each field once; the path of a fault is
 * built only when there is one. Fields the type does not have are not looked at.
 * @module
 */
import { CrownheadError } from '../core/errors.js';
import { expectFunction, expectNumber, expectOptions, refuse } from '../core/arguments.js';
import { expectVariant, expectVariants } from '../core/positionArguments.js';
import type { PdnGame } from './types.js';

/** A line being checked, and how it was reached (to name the path of a fault). */
interface Frame {
  readonly line: object;
  /** The frame of the line whose move (or which itself) holds this one; `undefined` at the root. */
  readonly parent: Frame | undefined;
  /** The move of the parent line that holds this line as a variation, or -1 for the line's own variations. */
  readonly move: number;
  /** The index among those variations. */
  readonly variation: number;
  /** Set when the line and everything under it has been checked. */
  done: boolean;
  /** The lines and moves a walk over this line meets, its variations' included (as often as they are reached). */
  size: number;
}

/** The path of a frame's line from the root named `root`: `game.moves[0].variations[1]`. */
function framePath(root: string, frame: Frame): string {
  const steps: string[] = [];
  for (let f: Frame | undefined = frame; f?.parent !== undefined; f = f.parent) {
    steps.push(f.move < 0 ? `.variations[${f.variation}]` : `.moves[${f.move}].variations[${f.variation}]`);
  }
  steps.reverse();
  // A fault 100,000 levels down must not make a message of megabytes.
  if (steps.length > 8)
    return `${root}${steps.slice(0, 3).join('')}…(${steps.length - 6} more levels)…${steps.slice(-3).join('')}`;
  return root + steps.join('');
}

/** A value described for a message: its type, `null`, or `an array`. */
function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'string' ? `a string` : typeof value;
}

/** A fault found: in the line of `frame` (the root's when `undefined`), at `suffix` below it. */
class Refusal {
  constructor(
    readonly frame: Frame | undefined,
    readonly suffix: string,
    readonly expected: string,
    readonly value: unknown,
  ) {}
}

function isObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An optional array of what `item` accepts: the index of the first item it refuses, or -1. */
function badItem(list: readonly unknown[], item: (value: unknown) => boolean): number {
  for (let i = 0; i < list.length; i++) if (!item(list[i])) return i;
  return -1;
}

const isString = (value: unknown): boolean => typeof value === 'string';
const isNag = (value: unknown): boolean => Number.isInteger(value) && (value as number) >= 0;

/** Checks an optional list field of `node`; `field` is its name. */
function checkList(
  node: Readonly<Record<string, unknown>>,
  field: 'comments' | 'nags' | 'setups',
  frame: Frame | undefined,
  at: string,
): void {
  const value = node[field];
  if (value === undefined) return;
  const expected = field === 'nags' ? 'an array of whole numbers, 0 or more' : 'an array of strings';
  if (!Array.isArray(value)) throw new Refusal(frame, `${at}.${field}`, expected, value);
  const i = badItem(value, field === 'nags' ? isNag : isString);
  if (i >= 0)
    throw new Refusal(
      frame,
      `${at}.${field}[${i}]`,
      field === 'nags' ? 'a whole number, 0 or more' : 'a string',
      value[i],
    );
}

/** True when `value` is a `PdnLocation` (the test of every move and tag of a parsed tree, which builds no path). */
function isLocation(value: unknown): boolean {
  return (
    isObject(value) &&
    typeof value['offset'] === 'number' &&
    typeof value['line'] === 'number' &&
    typeof value['column'] === 'number'
  );
}

function checkLocation(value: unknown, frame: Frame | undefined, at: string): void {
  if (value === undefined) return;
  if (!isObject(value)) throw new Refusal(frame, `${at}.location`, 'an object { offset, line, column }', value);
  // Unrolled: a parsed tree has a location on every move and tag, and a loop over a list of the
  // three keys would build that list each time.
  if (typeof value['offset'] !== 'number')
    throw new Refusal(frame, `${at}.location.offset`, 'a number', value['offset']);
  if (typeof value['line'] !== 'number') throw new Refusal(frame, `${at}.location.line`, 'a number', value['line']);
  if (typeof value['column'] !== 'number')
    throw new Refusal(frame, `${at}.location.column`, 'a number', value['column']);
}

function checkVariations(value: unknown, frame: Frame, at: string): readonly unknown[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) throw new Refusal(frame, `${at}.variations`, 'an array of lines { moves }', value);
  const i = badItem(value, isObject);
  if (i >= 0) throw new Refusal(frame, `${at}.variations[${i}]`, 'a line { moves }', value[i]);
  return value as readonly unknown[];
}

/** Checks a line's own fields and its moves; pushes its variations on `stack`; returns its number of moves. */
function checkLine(frame: Frame, stack: Frame[]): number {
  // Paths below the line; the line's own path is put before them only when there is a fault.
  const at = '';
  const line = frame.line as Readonly<Record<string, unknown>>;
  checkList(line, 'comments', frame, at);
  checkList(line, 'nags', frame, at);
  checkList(line, 'setups', frame, at);
  const own = checkVariations(line['variations'], frame, at);
  const moves = line['moves'];
  if (!Array.isArray(moves)) throw new Refusal(frame, `${at}.moves`, 'an array of moves { move }', moves);
  for (let m = 0; m < moves.length; m++) {
    const move: unknown = moves[m];
    if (!isObject(move)) throw new Refusal(frame, `${at}.moves[${m}]`, 'a move { move }', move);
    if (typeof move['move'] !== 'string')
      throw new Refusal(frame, `${at}.moves[${m}].move`, 'the move text, a string', move['move']);
    if (move['strength'] !== undefined && typeof move['strength'] !== 'string')
      throw new Refusal(frame, `${at}.moves[${m}].strength`, 'a string', move['strength']);
    // Most moves of a parsed game carry no annotation: test before building the path.
    if (move['comments'] !== undefined || move['nags'] !== undefined || move['setups'] !== undefined) {
      const where = `${at}.moves[${m}]`;
      checkList(move, 'comments', frame, where);
      checkList(move, 'nags', frame, where);
      checkList(move, 'setups', frame, where);
    }
    if (move['location'] !== undefined && !isLocation(move['location']))
      checkLocation(move['location'], frame, `${at}.moves[${m}]`);
    const variations =
      move['variations'] === undefined ? undefined : checkVariations(move['variations'], frame, `${at}.moves[${m}]`);
    if (variations !== undefined) {
      for (let v = variations.length - 1; v >= 0; v--)
        stack.push({ line: variations[v] as object, parent: frame, move: m, variation: v, done: false, size: 0 });
    }
  }
  if (own !== undefined) {
    for (let v = own.length - 1; v >= 0; v--)
      stack.push({ line: own[v] as object, parent: frame, move: -1, variation: v, done: false, size: 0 });
  }
  return moves.length;
}

function checkTags(game: Readonly<Record<string, unknown>>): void {
  const frame = undefined;
  const at = '';
  const tags = game['tags'];
  if (!Array.isArray(tags)) throw new Refusal(frame, `${at}.tags`, 'an array of tags { name, value }', tags);
  for (let i = 0; i < tags.length; i++) {
    const tag: unknown = tags[i];
    if (!isObject(tag)) throw new Refusal(frame, `${at}.tags[${i}]`, 'a tag { name, value }', tag);
    if (typeof tag['name'] !== 'string') throw new Refusal(frame, `${at}.tags[${i}].name`, 'a string', tag['name']);
    if (typeof tag['value'] !== 'string') throw new Refusal(frame, `${at}.tags[${i}].value`, 'a string', tag['value']);
    if (tag['location'] !== undefined && !isLocation(tag['location']))
      checkLocation(tag['location'], frame, `${at}.tags[${i}]`);
  }
  if (game['terminator'] !== undefined && typeof game['terminator'] !== 'string')
    throw new Refusal(frame, `${at}.terminator`, 'a string', game['terminator']);
  if (game['index'] !== undefined && typeof game['index'] !== 'number')
    throw new Refusal(frame, `${at}.index`, 'a number', game['index']);
  checkLocation(game['location'], frame, at);
}

/**
 * Throws a `CrownheadError` `bad-argument` unless `game` has the shape of a `PdnGame`: `fn`
 * names the function, `root` the argument (`'game'`, `'games[2]'`). A line that holds itself,
 * directly or further down, is refused (a walk over it would never end). A line shared by several
 * moves is allowed, and walked, like the writer and replay walk it, each time it is reached: a few
 * objects that share lines can stand for a tree of billions of moves (`variations: [next, next]`
 * thirty levels deep), so a tree whose walk meets more than {@link MAX_TREE_VISITS} lines and moves
 * is refused too.
 */
export function expectPdnGame(game: unknown, root: string, fn: string): asserts game is PdnGame {
  try {
    if (!isObject(game)) throw new Refusal(undefined, '', 'a PDN game { tags, moves } (parsePdn reads one)', game);
    checkTags(game);
    expectLines(game, fn);
  } catch (error) {
    if (error instanceof Refusal) {
      const field = (error.frame === undefined ? root : framePath(root, error.frame)) + error.suffix;
      throw new CrownheadError(
        'bad-argument',
        `${fn}: ${field} must be ${error.expected}, got ${describe(error.value)}`,
      );
    }
    throw error;
  }
}

/**
 * The most lines and moves the walk over one game tree may meet, a shared line counted each time
 * it is reached: a hundred times the reader's default `maxMoves`, so every tree `parsePdn` reads
 * with its default budgets passes, and the walks of the writer and of replay stay bounded.
 */
const MAX_TREE_VISITS = 10_000_000;

/**
 * Checks every line under `root` once, depth first, on a stack of its own, and works out how many
 * lines and moves a walk over the tree meets, a shared line counted as often as it is reached
 * (its size is known once it is checked, so sharing costs the check nothing).
 */
function expectLines(root: object, fn: string): void {
  const stack: Frame[] = [];
  const first: Frame = { line: root, parent: undefined, move: -1, variation: 0, done: true, size: 0 };
  first.size = 1 + checkLine(first, stack);
  // Most games have no variation: no cycle and no sharing are possible, and nothing more is allocated.
  if (stack.length === 0) return;
  // The lines on the way from the root to the line being checked: meeting one again is a cycle.
  const open = new Set<object>([root]);
  // The size of each line checked, for the next time it is reached.
  const sizes = new Map<object, number>();
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    if (frame.done) {
      stack.pop();
      open.delete(frame.line);
      sizes.set(frame.line, frame.size);
      frame.parent!.size += frame.size;
      continue;
    }
    frame.done = true;
    if (open.has(frame.line))
      throw new Refusal(frame, '', 'a line that does not hold itself (a tree, not a cycle)', frame.line);
    const known = sizes.get(frame.line);
    if (known !== undefined) {
      stack.pop();
      frame.parent!.size += known;
      continue;
    }
    open.add(frame.line);
    frame.size = 1 + checkLine(frame, stack);
  }
  if (first.size > MAX_TREE_VISITS) {
    throw new CrownheadError(
      'bad-argument',
      `${fn}: the game tree is too large to walk: its lines, a line shared by several moves counted each time it is reached, hold ${first.size > 1e15 ? 'over 10^15' : first.size.toLocaleString('en-US')} lines and moves, more than ${MAX_TREE_VISITS.toLocaleString('en-US')}`,
    );
  }
}

/** Throws `bad-argument` unless `games` is iterable (an array, a generator). */
export function expectIterable(games: unknown, name: string, fn: string): asserts games is Iterable<unknown> {
  if (typeof (games as { [Symbol.iterator]?: unknown } | null | undefined)?.[Symbol.iterator] !== 'function') {
    throw new CrownheadError(
      'bad-argument',
      `${fn}: ${name} must be an iterable of PDN games (such as an array), got ${describe(games)}`,
    );
  }
}

/**
 * Throws `bad-argument` unless `record` has the shape of a `PdnRecord` (`{ index, game, problems }`,
 * `game` absent or a PDN game, `problems` objects with a severity).
 */
export function expectRecord(record: unknown, fn: string): void {
  const refuse = (field: string, expected: string, value: unknown): never => {
    throw new CrownheadError('bad-argument', `${fn}: ${field} must be ${expected}, got ${describe(value)}`);
  };
  if (!isObject(record))
    return refuse('record', 'a record { index, game, problems } (parsePdn and readPdn give them)', record);
  if (typeof record['index'] !== 'number') refuse('record.index', 'a number', record['index']);
  const problems = record['problems'];
  if (!Array.isArray(problems)) return refuse('record.problems', 'an array of problems', problems);
  for (let i = 0; i < problems.length; i++) {
    const problem: unknown = problems[i];
    if (!isObject(problem))
      refuse(`record.problems[${i}]`, 'a problem { code, severity, message, offset, line, column }', problem);
    else if (problem['severity'] !== 'error' && problem['severity'] !== 'warning')
      refuse(`record.problems[${i}].severity`, "'error' or 'warning'", problem['severity']);
  }
  if (record['game'] !== undefined) expectPdnGame(record['game'], 'record.game', fn);
}

/** The first fault of a table cell, as a path below it and what was expected, or `undefined`. */
function cellFault(cell: unknown): { readonly suffix: string; readonly value: unknown } | undefined {
  if (cell === null || cell === undefined) return undefined;
  const type = typeof cell;
  if (type === 'string' || type === 'number' || type === 'boolean') return undefined;
  if (Array.isArray(cell)) {
    const i = badItem(cell, isString);
    return i < 0 ? undefined : { suffix: `[${i}]`, value: cell[i] };
  }
  if (isObject(cell)) {
    for (const key of Object.keys(cell))
      if (typeof cell[key] !== 'string') return { suffix: `[${JSON.stringify(key)}]`, value: cell[key] };
    return undefined;
  }
  return { suffix: '', value: cell };
}

const CELL = 'a table cell (a string, a number, a boolean, null, an array of strings or an object of strings)';

/** Throws `bad-argument` unless `cells` is an array of table cells. */
export function expectCells(cells: unknown, fn: string): void {
  if (!Array.isArray(cells))
    throw new CrownheadError('bad-argument', `${fn}: cells must be an array of table cells, got ${describe(cells)}`);
  for (let i = 0; i < cells.length; i++) {
    const fault = cellFault(cells[i]);
    if (fault !== undefined)
      throw new CrownheadError(
        'bad-argument',
        `${fn}: cells[${i}]${fault.suffix} must be ${fault.suffix === '' ? CELL : 'a string'}, got ${describe(fault.value)}`,
      );
  }
}

/** Throws `bad-argument` unless `columns` is an array of strings and `row` an object whose cells named by them are table cells. */
export function expectRow(columns: unknown, row: unknown, fn: string): void {
  if (!Array.isArray(columns))
    throw new CrownheadError(
      'bad-argument',
      `${fn}: columns must be an array of column names, got ${describe(columns)}`,
    );
  const i = badItem(columns, isString);
  if (i >= 0)
    throw new CrownheadError('bad-argument', `${fn}: columns[${i}] must be a string, got ${describe(columns[i])}`);
  if (!isObject(row))
    throw new CrownheadError('bad-argument', `${fn}: row must be an object of table cells, got ${describe(row)}`);
  for (const column of columns as readonly string[]) {
    if (!Object.hasOwn(row, column)) continue;
    const fault = cellFault(row[column]);
    if (fault !== undefined) {
      throw new CrownheadError(
        'bad-argument',
        `${fn}: row[${JSON.stringify(column)}]${fault.suffix} must be ${fault.suffix === '' ? CELL : 'a string'}, got ${describe(fault.value)}`,
      );
    }
  }
}

/**
 * Throws `bad-argument` unless `options` is `undefined` or replay options whose `variants` (an
 * array of variants), `variant` (one variant), `resultOrder`, `defaultGameType` (a number) and
 * `onMove` (a function), when given, are what they say; `fn` names the public function that took them.
 */
export function expectReplayOptions(options: unknown, fn: string): void {
  expectOptions(options, fn);
  const given = options as
    | {
        readonly variants?: unknown;
        readonly variant?: unknown;
        readonly resultOrder?: unknown;
        readonly defaultGameType?: unknown;
        readonly onMove?: unknown;
      }
    | undefined;
  if (given?.variants !== undefined) expectVariants(given.variants, 'options.variants', fn);
  if (given?.variant !== undefined) expectVariant(given.variant, fn, 'options.variant');
  const order = given?.resultOrder;
  if (order !== undefined && order !== 'first-player' && order !== 'white-first')
    refuse(fn, "'first-player' or 'white-first'", order, 'options.resultOrder');
  if (given?.defaultGameType !== undefined) expectNumber(given.defaultGameType, 'options.defaultGameType', fn);
  if (given?.onMove !== undefined) expectFunction(given.onMove, 'options.onMove', fn);
}
