/**
 * The PDN writer: game trees to PDN 3.0 text in the writing profile of docs/sources.md, PDN 3.0: writing. Rules-free: moves are written as the tree holds them (the replay layer's
 * `canonicalGame` rewrites them in the short form first). Iterative, so no tree is too deep.
 * @module
 */
import type { Color } from '../core/types.js';
import type { PdnGame, PdnLine, PdnMove, PdnTag } from './types.js';
import { fullForm, gameTypeInfo } from './gameType.js';
import { detectGameTypeOf } from './detect.js';
import { expectIterable, expectPdnGame } from './shape.js';
import { expectText, expectArray, refuse } from '../core/arguments.js';

/** Options of {@link formatPdn}. */
export interface FormatPdnOptions {
  /**
   * Also write the result after the moves (PDN 2.0 style, which most 8x8 programs expect): the
   * `Result` tag's value when it is one of `1-0 0-1 1/2-1/2 2-0 0-2 1-1 0-0`, in place of the
   * `*` separator. Default `false`: every game ends with `*` and the result stays in its tag
   * (PDN 3.0).
   */
  readonly resultToken?: boolean;
  /** The longest line, in characters (default 80, as PDN 2.0 asks). */
  readonly lineWidth?: number;
}

/** The seven-tag roster, in order, with the value written when a game lacks the tag (section 1.3). */
const ROSTER: ReadonlyArray<readonly [string, string]> = [
  ['Event', '?'],
  ['Site', '?'],
  ['Date', '????.??.??'],
  ['Round', '?'],
  ['White', '?'],
  ['Black', '?'],
  ['Result', '*'],
];

const RESULT_TOKENS = new Set(['1-0', '0-1', '1/2-1/2', '2-0', '0-2', '1-1', '0-0']);

/**
 * The tags in the order of the writing profile (section 1.7): the seven-tag roster first (a
 * missing one with its "unknown" value), then `GameType` in full form, then `FEN`, then every
 * other tag in its original order. A second tag of a roster name, GameType or FEN keeps its
 * place among the others. Locations are dropped.
 * @example
 * ```ts
 * import { canonicalTags } from 'crownhead/pdn';
 * canonicalTags([{ name: 'Annotator', value: 'Kear' }, { name: 'GameType', value: '21' }, { name: 'White', value: 'Long' }]).map((t) => `${t.name}=${t.value}`); // => ['Event=?', 'Site=?', 'Date=????.??.??', 'Round=?', 'White=Long', 'Black=?', 'Result=*', 'GameType=21,B,8,8,N1,0', 'Annotator=Kear']
 * ```
 */
export function canonicalTags(tags: readonly PdnTag[]): PdnTag[] {
  expectArray(tags, 'tags', 'canonicalTags', 'an array of PdnTag values');
  tags.forEach((tag, i) => {
    if (typeof tag?.name !== 'string' || typeof tag.value !== 'string')
      refuse('canonicalTags', 'a PdnTag ({ name, value }, both strings)', tag, `tags[${i}]`);
  });
  return canonicalTagsOf(tags);
}

/** @internal {@link canonicalTags} without the checks of its argument, for the writer's trees (checked whole by `expectPdnGame`). */
function canonicalTagsOf(tags: readonly PdnTag[]): PdnTag[] {
  const used = new Set<number>();
  const firstIndex = (name: string): number => {
    const i = tags.findIndex((tag, k) => tag.name === name && !used.has(k));
    if (i >= 0) used.add(i);
    return i;
  };
  const out: PdnTag[] = [];
  for (const [name, unknown] of ROSTER) {
    const i = firstIndex(name);
    out.push({ name, value: i >= 0 ? tags[i]!.value : unknown });
  }
  const gameType = firstIndex('GameType');
  if (gameType >= 0) out.push({ name: 'GameType', value: fullForm(tags[gameType]!.value) });
  const fen = firstIndex('FEN');
  if (fen >= 0) out.push({ name: 'FEN', value: tags[fen]!.value });
  tags.forEach((tag, i) => {
    if (!used.has(i)) out.push({ name: tag.name, value: tag.value });
  });
  return out;
}

/**
 * A tag value in quotes, `\` and `"` escaped (section 1.3).
 * @example
 * ```ts
 * import { quoteTagValue } from 'crownhead/pdn';
 * quoteTagValue('The "Dreaded" Edinburgh'); // => '"The \\"Dreaded\\" Edinburgh"'
 * ```
 */
export function quoteTagValue(value: string): string {
  expectText(value, 'value', 'quoteTagValue');
  return quoted(value);
}

/** {@link quoteTagValue} without the check of its argument, for the writer's tags (checked with their tree). */
function quoted(value: string): string {
  return `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/** The turn letter of a FEN, or of a setup command `FEN "…"`, if it is `W` or `B`. */
function fenTurn(fen: string | undefined): Color | undefined {
  const c = fen?.trimStart()[0];
  return c === 'W' ? 'white' : c === 'B' ? 'black' : undefined;
}

/**
 * lidraughts' move number `:F<n>` of a FEN tag (`W:W31-50:B1-20:H0:F23`), or 1: the number of
 * the first move (a piece list starts with W or B, so `:F` is the counter).
 */
function fenFirstMoveNumber(fen = ''): number {
  // At most 15 digits: an exact number; no number, or 0, is 1.
  return Number(/:F(\d{1,15})/.exec(fen)?.[1]) || 1;
}

function setupTurn(setup: string): Color | undefined {
  const m = /^\s*FEN\s+"\s*([WB])/.exec(setup);
  return m === null ? undefined : m[1] === 'W' ? 'white' : 'black';
}

// Work items of the iterative writer.
const OPEN = 0;
const CLOSE = 1;
type Item = string | typeof OPEN | typeof CLOSE | LineItem | LineComment;

/** A comment that holds a `}`: written as a `;` comment to the end of the line. */
interface LineComment {
  readonly semicolon: string;
}

interface LineItem {
  readonly line: PdnLine;
  /** Half-moves played before the line's first move, counted from the first player's move. */
  readonly ply: number;
}

/** Breaks text into lines of at most `width` columns at the spaces between units. */
class Wrapper {
  private readonly lines: string[] = [];
  private current = '';
  /** Where the last unit starts in `current`. */
  private lastStart = 0;
  /** True right after a `;` comment ended a line: nothing may be added to that line. */
  private afterLineComment = false;
  private open = 0;

  constructor(private readonly width: number) {}

  unit(text: string): void {
    this.afterLineComment = false;
    if (this.open > 0) {
      text = '('.repeat(this.open) + text;
      this.open = 0;
    }
    const nl = text.indexOf('\n');
    const firstLength = nl < 0 ? text.length : nl;
    if (this.current.length > 0 && this.current.length + 1 + firstLength > this.width) {
      this.lines.push(this.current);
      this.current = '';
    }
    this.lastStart = this.current.length > 0 ? this.current.length + 1 : 0;
    this.current = this.current.length > 0 ? `${this.current} ${text}` : text;
    const last = this.current.lastIndexOf('\n');
    if (last >= 0) {
      this.lines.push(this.current.slice(0, last));
      this.current = this.current.slice(last + 1);
      this.lastStart = 0;
    }
  }

  /** A `;` comment: it runs to the end of its line, so the line ends after it. */
  lineComment(text: string): void {
    this.unit(`;${text}`);
    this.lines.push(this.current);
    this.current = '';
    this.lastStart = 0;
    this.afterLineComment = true;
  }

  openParen(): void {
    this.open++;
  }

  closeParen(): void {
    if (this.open > 0) {
      this.open--;
      this.unit('()');
      return;
    }
    if (this.current.length === 0 && this.lines.length > 0 && !this.afterLineComment) {
      this.lines[this.lines.length - 1] += ')';
      return;
    }
    if (this.current.length + 1 > this.width) {
      // The ) goes with the last unit: move that unit to the next line.
      if (this.lastStart > 0) {
        this.lines.push(this.current.slice(0, this.lastStart - 1));
        this.current = this.current.slice(this.lastStart);
        this.lastStart = 0;
      } else if (this.current.endsWith(')')) {
        // A run of `)` that fills the line by itself (deeply nested variations): PDN allows
        // white space before `)`, so the run goes on at the start of the next line.
        this.lines.push(this.current);
        this.current = '';
      }
    }
    this.current += ')';
  }

  text(): string {
    if (this.current.length > 0) this.lines.push(this.current);
    return this.lines.join('\n');
  }
}

/** The movetext of a game, lines at most `width` columns where the tree's own text allows. */
function movetext(game: PdnGame, firstPlayer: Color, width: number, terminator: string): string {
  const wrapper = new Wrapper(width);
  // The side to move at the first move: the FEN's, or the last setup's before it.
  const fen = game.tags.find((t) => t.name === 'FEN')?.value;
  let turn = fenTurn(fen) ?? firstPlayer;
  for (const setup of game.setups ?? []) turn = setupTurn(setup) ?? turn;
  // Numbers start at the FEN's move number (lidraughts' `:F`), else at 1.
  const before = 2 * (fenFirstMoveNumber(fen) - 1);
  const stack: Item[] = [{ line: game, ply: before + (turn === firstPlayer ? 0 : 1) }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (item === OPEN) wrapper.openParen();
    else if (item === CLOSE) wrapper.closeParen();
    else if (typeof item === 'string') wrapper.unit(item);
    else if ('semicolon' in item) wrapper.lineComment(item.semicolon);
    else expand(item, firstPlayer, stack);
  }
  wrapper.unit(terminator);
  return wrapper.text();
}

function annotationUnits(node: PdnLine | PdnMove, out: Item[]): void {
  for (const nag of node.nags ?? []) out.push(`$${nag}`);
  for (const comment of node.comments ?? []) {
    if (!comment.includes('}')) out.push(`{${comment}}`);
    else if (!/[\r\n]/.test(comment)) out.push({ semicolon: comment });
    else out.push(`{${comment.replace(/\}/g, '')}}`);
  }
}

function setupUnits(node: PdnLine | PdnMove, out: Item[]): void {
  for (const setup of node.setups ?? []) out.push(`/${setup.replace(/\//g, '')}/`);
}

function variationUnits(variations: readonly PdnLine[] | undefined, ply: number, out: Item[]): void {
  for (const line of variations ?? []) out.push(OPEN, { line, ply }, CLOSE);
}

/** Pushes the units of a line (in reverse, for the stack). */
function expand(item: LineItem, firstPlayer: Color, stack: Item[]): void {
  const { line } = item;
  const out: Item[] = [];
  annotationUnits(line, out);
  setupUnits(line, out);
  variationUnits(line.variations, item.ply, out);
  let ply = item.ply;
  let needNumber = true;
  for (const move of line.moves) {
    const number = Math.floor(ply / 2) + 1;
    const first = ply % 2 === 0;
    const text = move.move + (move.strength ?? '');
    if (first) out.push(`${number}. ${text}`);
    else if (needNumber) out.push(`${number}... ${text}`);
    else out.push(text);
    annotationUnits(move, out);
    variationUnits(move.variations, ply, out);
    setupUnits(move, out);
    ply++;
    // A setup may give the move to either side: follow its FEN (PDN 3.0 commands).
    for (const setup of move.setups ?? []) {
      const turn = setupTurn(setup);
      if (turn !== undefined && (turn === firstPlayer) !== (ply % 2 === 0)) ply++;
    }
    needNumber =
      (move.comments?.length ?? 0) > 0 || (move.variations?.length ?? 0) > 0 || (move.setups?.length ?? 0) > 0;
  }
  for (let i = out.length - 1; i >= 0; i--) stack.push(out[i]!);
}

/**
 * Writes games as PDN 3.0 text, each game ending in a newline and the games separated by a blank
 * line (one game: `formatPdn([game])`). Each game: the tags in the order of
 * {@link canonicalTags}, `\` and `"` escaped; a blank line; the movetext with move numbers
 * (`N.` before the first player's moves, `N...` before the second player's where needed: at the
 * start of a line, after a comment, variation or setup), the strength glued to its move, NAGs,
 * comments, setup commands and variations; then `*` (or the result, see
 * {@link FormatPdnOptions.resultToken}). Lines are at most 80 columns, except where a comment or
 * tag value is itself longer: the text of the tree is never changed. PDN has no escape inside
 * comments and setup commands: a comment that holds a `}` (read from a `;` comment in lenient
 * mode) is written as a `;` comment, which lenient reading reads back; a `}` in a comment that
 * also spans lines, and a `/` in a setup command, are left out.
 *
 * Which side moves first (for the numbering) comes from the GameType tag, or as `replay` finds
 * it (section 7). The numbers start at 1, or at the move number of the FEN tag when it carries
 * lidraughts' `:F<n>` (`W:W31-50:B1-20:H0:F23` starts at `23.`).
 * Throws a `CrownheadError` `bad-argument` naming the field at fault (`games[0].moves[3].comments`)
 * when a game does not have the shape its type says (a tree built in code; docs/reliability.md,
 * "Trees and rows built in code").
 * @example
 * ```ts
 * import { parsePdn, formatPdn } from 'crownhead/pdn';
 * const { games } = parsePdn('[White "Long"]\n1. 11-15 {the Old Fourteenth} 23-19 *');
 * // After a comment, the second player's move gets its number again (1...).
 * formatPdn(games).split('\n'); // => ['[Event "?"]', '[Site "?"]', '[Date "????.??.??"]', '[Round "?"]', '[White "Long"]', '[Black "?"]', '[Result "*"]', '', '1. 11-15 {the Old Fourteenth} 1... 23-19 *', '']
 * // Two games, a blank line between them; read back, the same moves.
 * const two = parsePdn('1. 11-15 * 1. 9-13 *').games;
 * parsePdn(formatPdn(two)).games.map((g) => g.moves.map((m) => m.move)); // => [['11-15'], ['9-13']]
 * ```
 */
export function formatPdn(games: Iterable<PdnGame>, options?: FormatPdnOptions): string {
  expectIterable(games, 'games', 'formatPdn');
  const parts: string[] = [];
  for (const game of games) {
    expectPdnGame(game, `games[${parts.length}]`, 'formatPdn');
    parts.push(formatCheckedGame(game, options));
  }
  return parts.join('\n');
}

/** One game of {@link formatPdn}, its shape already checked. */
function formatCheckedGame(game: PdnGame, options: FormatPdnOptions | undefined): string {
  const tags = canonicalTagsOf(game.tags);
  const lines = tags.map((tag) => `[${tag.name} ${quoted(tag.value)}]`);
  const result = tags.find((tag) => tag.name === 'Result')!.value;
  const terminator = options?.resultToken === true && RESULT_TOKENS.has(result) ? result : '*';
  const firstPlayer = gameTypeInfo(detectGameTypeOf(game).gameType)?.firstPlayer ?? 'white';
  return `${lines.join('\n')}\n\n${movetext(game, firstPlayer, options?.lineWidth ?? 80, terminator)}\n`;
}
