/**
 * `crownhead/pdn`: read and write PDN game records (Portable Draughts Notation, PDN 3.0) and
 * check every move with the rules.
 *
 * ```ts
 * import { formatFen, variants } from 'crownhead';
 * import { parsePdn, readPdn, replay, formatPdn, canonicalGame } from 'crownhead/pdn';
 *
 * const text = '[Event "Club night"]\n[GameType "21"]\n1. 11-15 23-19 2. 8-11 22-17 *';
 * const { games, problems } = parsePdn(text);   // never throws; problems have code, line, column
 * problems.length;                              // => 0
 * const r = replay(games[0]!, { variants });    // variant from GameType / FEN / moves, among those given
 * r.ok;                                         // => true
 * formatFen(r.positions.at(-1)!);               // => 'B:W17,19,21,24-32:B1-7,9-12,15'
 * formatPdn(games.map((g) => canonicalGame(g, { variants }).game));   // canonical PDN 3.0 text
 *
 * // One game at a time, from a stream (fs.createReadStream, fetch) or any iterable of chunks:
 * let count = 0;
 * for await (const { game } of readPdn([text, text])) if (game !== undefined) count++;
 * count;                                        // => 2
 * ```
 *
 * **Reading.** The reader follows the PDN 3.0 reading grammar: tag pairs with escapes, move
 * numbers `N.` and `N...`, numeric and algebraic moves with `-`, `x` or `:`, full and partial
 * capture paths, strength suffixes (`!`, `?!`, `(?)`), NAGs, `{…}` comments, `%` lines,
 * nested variations, setup commands `/FEN "…"/`, and the results `1-0 0-1 1/2-1/2 2-0 0-2 1-1
 * 0-0 *` as game separators (`1-1` only when no digit follows, so `1-10` is a move). A game
 * becomes a tree ({@link PdnGame}): the tags in their order, unknown ones kept; the comments
 * before the first move; the moves, each with its strength, NAGs, comments, setups and the
 * variations that replace it. Nothing read is dropped: text that is not PDN is kept as a comment
 * and reported, and when it holds a square number (`32=28`) it is an `unreadable-move` error, for
 * a move may be lost with it. Numeric moves without separator (`3228`) are kept as written;
 * replay splits them on the game's board.
 *
 * Two modes: lenient (the default) accepts the deviations of real files (docs/sources.md, deviations of real files: `;` comments, `*` glued to a move, match scores as results, games without a
 * separator, stray text, …) and reports each as a warning; strict reports everything outside the
 * reading grammar as an error. Every problem has a code, a message, its game, line and column.
 * Input is bounded: nesting depth, comment length, moves and problems per game have limits
 * ({@link PdnReadOptions}), and the reader uses no recursion.
 *
 * The lexer, parser and writer import no rules: a program that only reads tags pays for no move
 * generator. {@link replay} and {@link canonicalGame} bring in the rules, and take the variants
 * to consider (`{ variants }`, required): pass the exported `variants` to replay every variant
 * crownhead plays, `[english]` to bundle no other variant.
 *
 * **Games.** {@link gameFromPdn} and {@link parseGame} make a game value (`crownhead`'s `Game`)
 * of a PDN game tree or text, {@link gameToPdn} and {@link formatGame} write one back.
 *
 * **Writing.** {@link formatPdn} writes the tags with the seven-tag roster first and GameType in
 * full form, move numbers, the moves as the tree holds them, comments, NAGs and variations, in
 * lines of at most 80 columns, each game ended by `*` (or its result, with `resultToken`).
 * Reading what was written gives the same tree. {@link canonicalGame} first rewrites the moves in
 * the short form (a full capture path only when needed) and the FEN and GameType tags.
 *
 * **Results.** `1-0` and `2-0` mean the first player won (Black in English draughts, White in
 * International): {@link resultMeaning}.
 * @module crownhead/pdn
 */
export type {
  PdnLocation,
  PdnTag,
  PdnAnnotations,
  PdnLine,
  PdnMove,
  PdnGame,
  PdnSeverity,
  PdnProblemCode,
  PdnProblem,
} from './types.js';
export type { PdnReadOptions, PdnRecord } from './parser.js';
export { PdnParser } from './parser.js';
export type { PdnParseResult, PdnSource } from './read.js';
export { parsePdn, readPdn } from './read.js';
export type { FormatPdnOptions } from './writer.js';
export { formatPdn, canonicalTags, quoteTagValue } from './writer.js';
export type { GameTypeAttributes, GameTypeInfo, GameTypeValue } from './gameType.js';
export {
  GAME_TYPES,
  attributesBoard,
  gameTypeInfo,
  gameTypeResultType,
  parseGameType,
  fullGameType,
} from './gameType.js';
export type { GameTypeSource, DetectedGameType, GameTypeFamily } from './detect.js';
export { detectGameType, gameTypeCandidates } from './detect.js';
export type { PdnOutcome, ResultOrder } from './result.js';
export { resultMeaning } from './result.js';
export type { Replay, ReplayOptions, ReplaySettings, VariantChoice, ReplayMoveListener } from './replay.js';
export { replay } from './replay.js';
export type { CanonicalGame } from './canonical.js';
export { canonicalGame } from './canonical.js';
export type { TableCell, TableColumnType, TableDecision, GameRow, MoveRow, TableOptions } from './table.js';
export {
  GAME_COLUMNS,
  GAME_COLUMN_TYPES,
  MOVE_COLUMNS,
  MOVE_COLUMN_TYPES,
  gameRow,
  moveRows,
  csvLine,
  jsonLine,
  rowCells,
} from './table.js';
export type { GameFromPdn, GameFromPdnOptions, GameFromPdnError } from '../game/pdn.js';
export { gameFromPdn, gameToPdn } from '../game/pdn.js';
export type { ParseGameOptions, ParseGameError, FormatGameOptions } from '../game/pdnText.js';
export { parseGame, formatGame } from '../game/pdnText.js';
