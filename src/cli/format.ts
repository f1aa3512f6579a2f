/**
 * Output formatting: every line the commands print is built here, so the output contract lives
 * in one file.
 * @module
 */
import type { FenError, Move, Position, Variant } from '../index.js';
import { formatMove, squareName } from '../index.js';
import type { Ballot, GameStatus } from '../index.js';
import type { PdnProblem } from '../pdn/index.js';
import { TemplateBuilder, renderTemplate } from '../node/template.js';
import { oneLine, problemLineTo, validateJsonTo, warningFirstTo } from '../node/problemText.js';

/**
 * A move as text: PDN notation from `formatMove` for a list of distinct moves (`9-14`, `14x23`,
 * a full path only when another move shares start and end: the two paths of a loop are one
 * move, `26x26`), or with `fullPath` a capture's whole path (`26x17x10x19x26`), which tells
 * apart two paths of the same move.
 */
export function moveText(position: Position, move: Move, fullPath: boolean): string {
  return formatMove(position, move, fullPath && move.captured.length > 0 ? { fullPath: true } : { distinct: true });
}

/** The text answer of `moves`: the moves separated by single spaces (empty when there are none). */
export function movesLine(position: Position, moves: readonly Move[], fullPath: boolean): string {
  return moves.map((move) => moveText(position, move, fullPath)).join(' ');
}

/** A move as a JSON-ready object with the keys in a fixed order: from, to, path, captured. */
interface MoveObject {
  from: number;
  to: number;
  path: number[];
  captured: number[];
  pathAlg?: string[];
  capturedAlg?: string[];
}

/**
 * A move as a JSON-ready object: from, to, path, captured; for a variant written algebraically
 * (Russian, Brazilian) also `pathAlg` and `capturedAlg`, the same squares as names (`"c3"`).
 */
function moveObject(variant: Variant, move: Move): MoveObject {
  const object: MoveObject = { from: move.from, to: move.to, path: [...move.path], captured: [...move.captured] };
  if (variant.notation === 'algebraic') {
    object.pathAlg = move.path.map((sq) => squareName(variant.board, sq));
    object.capturedAlg = move.captured.map((sq) => squareName(variant.board, sq));
  }
  return object;
}

/**
 * The JSON answer of `moves`: `{"fen":…,"moves":[{"from":…,"to":…,"path":[…],"captured":[…]},…]}`,
 * with `pathAlg` and `capturedAlg` in each move for a variant written algebraically.
 */
export function movesJson(fen: string, variant: Variant, moves: readonly Move[]): string {
  return JSON.stringify({ fen, moves: moves.map((move) => moveObject(variant, move)) });
}

/** The JSON answer for a FEN that could not be read: `{"fen":…,"error":{"code":…,"message":…}}`. */
export function fenErrorJson(fen: string, error: FenError): string {
  return JSON.stringify({ fen, error: { code: error.code, message: error.message } });
}

/** Milliseconds rounded to 3 decimals (microseconds). */
function roundMs(ms: number): number {
  return Math.round(ms * 1000) / 1000;
}

/**
 * Nodes per second, an integer. The time is taken as at least 0.001 ms (the printed
 * resolution), so a run too fast to measure never divides by zero.
 */
function nodesPerSecond(nodes: number, ms: number): number {
  return Math.round((nodes * 1000) / Math.max(roundMs(ms), 0.001));
}

/**
 * A perft result line. Text: `depth  5  nodes         7361  time      3.125 ms  nps      2355520`
 * (depth right-aligned in 2, nodes in 12, time with 3 decimals in 10, nps in 12 columns).
 * JSON: `{"depth":5,"nodes":7361,"ms":3.125}`.
 */
export function perftLine(depth: number, nodes: number, ms: number, json: boolean): string {
  if (json) return JSON.stringify({ depth, nodes, ms: roundMs(ms) });
  return [
    `depth ${String(depth).padStart(2)}`,
    `nodes ${String(nodes).padStart(12)}`,
    `time ${roundMs(ms).toFixed(3).padStart(10)} ms`,
    `nps ${String(nodesPerSecond(nodes, ms)).padStart(12)}`,
  ].join('  ');
}

/**
 * A `perft --divide` line for one root move. Text: `move 9-13    nodes 1234` with the move
 * padded to `width` columns; JSON: `{"move":"9-13","nodes":1234}`.
 */
export function divideLine(move: string, nodes: number, width: number, json: boolean): string {
  if (json) return JSON.stringify({ move, nodes });
  return `move ${move.padEnd(width)}  nodes ${nodes}`;
}

/** The FEN line printed by `show`: `FEN: B:W21-32:B1-12`. */
export function fenLine(fen: string): string {
  return `FEN: ${fen}`;
}

/** The answer of `status`, as data: what both the text and the JSON forms print. */
export interface StatusAnswer {
  /** The status of the game. */
  readonly status: GameStatus;
  /** The rule names of the draws the side to move may claim now. */
  readonly claims: readonly string[];
  /** The PDN result (`*`, `1-0`, `2-0`, `1/2-1/2`, `1-1` ...). */
  readonly result: string;
  /** The number of moves played. */
  readonly ply: number;
}

/**
 * The `status` answer. JSON, keys in this order, `winner` only for a win, `reason` for a win
 * (`no-pieces`, `no-moves`) or a draw (the rule):
 * `{"status":"win","winner":"white","reason":"no-moves","claims":[],"result":"0-1","ply":41}`.
 * Text: `ongoing  ply 7  result *  claims repetition`, `win white no-moves  ply 41  result 0-1`,
 * `draw repetition  ply 8  result 1-1` (the claims part only when there are claims).
 */
export function statusLine(answer: StatusAnswer, json: boolean): string {
  const s = answer.status;
  if (json) {
    const out: Record<string, unknown> = { status: s.status };
    if (s.status === 'win') {
      out.winner = s.winner;
      out.reason = s.reason;
    } else if (s.status === 'draw') out.reason = s.rule;
    out.claims = [...answer.claims];
    out.result = answer.result;
    out.ply = answer.ply;
    return JSON.stringify(out);
  }
  const head = s.status === 'win' ? `win ${s.winner} ${s.reason}` : s.status === 'draw' ? `draw ${s.rule}` : 'ongoing';
  const claims = answer.claims.length > 0 ? `  claims ${answer.claims.join(' ')}` : '';
  return `${head}  ply ${answer.ply}  result ${answer.result}${claims}`;
}

/**
 * The JSON error of `status` for a move that cannot be played:
 * `{"error":{"code":"illegal","message":"…","ply":3,"move":"9-5"}}`.
 */
export function statusErrorJson(code: string, message: string, ply: number, move: string): string {
  return JSON.stringify({ error: { code, message, ply, move } });
}

/**
 * A `ballots` line. Text: the ACF number right-aligned in 3 columns, the moves padded to 17,
 * the status (`deck`, `deck-2003`, `barred`) padded to 9, `ctd` or blanks, the name; columns
 * two spaces apart, no trailing blanks:
 * `  5  9-13 22-18 6-9     deck       ctd  Dreaded Edinburgh`.
 * JSON: `{"number":5,"moves":["9-13","22-18","6-9"],"status":"deck","added2003":false,"ctd":true,"name":"Dreaded Edinburgh"}`
 * (`name` is `null` when the ballot has none).
 */
export function ballotLine(ballot: Ballot, json: boolean): string {
  if (json) {
    return JSON.stringify({
      number: ballot.number,
      moves: [...ballot.moves],
      status: ballot.status,
      added2003: ballot.added2003,
      ctd: ballot.ctd,
      name: ballot.name ?? null,
    });
  }
  const status = ballot.status === 'barred' ? 'barred' : ballot.added2003 ? 'deck-2003' : 'deck';
  return [
    String(ballot.number).padStart(3),
    ballot.moves.join(' ').padEnd(17),
    status.padEnd(9),
    ballot.ctd ? 'ctd' : '   ',
    ballot.name ?? '',
  ]
    .join('  ')
    .trimEnd();
}

/** Counts over the files of `validate` and `pdn`. */
export interface PdnTotals {
  /** Files read. */
  files: number;
  /** Games read. */
  games: number;
  /** Half-moves of mainlines that replayed legally. */
  moves: number;
  /** Warnings. */
  warnings: number;
  /** Errors (a file that cannot be read counts as one). */
  errors: number;
}

/** Adds the games, moves, warnings and errors of a piece of a file (`validate`, `pdn`) to `totals`. */
export function addToTotals(
  totals: PdnTotals,
  piece: { readonly games: number; readonly moves: number; readonly warnings: number; readonly errors: number },
): void {
  totals.games += piece.games;
  totals.moves += piece.moves;
  totals.warnings += piece.warnings;
  totals.errors += piece.errors;
}

/**
 * One PDN problem as a line, compiler style:
 * `games.pdn:5588:5: game 541, ply 123: error illegal-move: <message>` (`, ply N` only for a
 * problem with a move; game 0 for a problem outside any game).
 * @internal Exported for the tests alone (knip --production checks that nothing else imports it).
 */
export function problemLine(file: string, p: PdnProblem): string {
  const t = new TemplateBuilder();
  problemLineTo(t, file, p);
  return renderTemplate(t.take(), 0, 0);
}

/**
 * The line of `validate` that sums up the warnings of one code (without `--warnings`):
 * `warnings separator: 2310, first tinsley.pdn:33:17: game 2, ply 5: <message>` (the count
 * over every file, then the first such warning as {@link problemLine} prints it, without its
 * severity and code).
 * @internal Exported for the tests alone (knip --production checks that nothing else imports it).
 */
export function warningSummaryLine(code: string, count: number, file: string, first: PdnProblem): string {
  const t = new TemplateBuilder();
  warningFirstTo(t, file, first);
  return warningSummaryText(code, count, renderTemplate(t.take(), 0, 0));
}

/** {@link warningSummaryLine} from the text after `first ` ({@link warningFirstTo}, filled). */
export function warningSummaryText(code: string, count: number, first: string): string {
  return `${oneLine(`warnings ${code}: ${count}, first `)}${first}`;
}

/**
 * The JSON answer of `validate` for one game, keys in this order:
 * `{"file":"games.pdn","game":1,"ok":true,"variant":"english","moves":57,"problems":[]}`, each
 * problem `{"severity":"error","code":"illegal-move","message":"…","line":3,"column":5,"ply":12}`
 * (`ply` only for a problem with a move). `game` counts from 1 in the file; `variant` is `null`
 * when crownhead does not play the game's variant; `moves` counts the mainline's half-moves that
 * replayed legally.
 * @internal Exported for the tests alone (knip --production checks that nothing else imports it).
 */
export function validateJson(...game: ValidateJsonGame): string {
  const t = new TemplateBuilder();
  validateJsonTo(t, ...game);
  return renderTemplate(t.take(), 0, 0);
}

/** The arguments of {@link validateJsonTo} after the template: file, game, ok, variant, moves, problems. */
type ValidateJsonGame = Parameters<typeof validateJsonTo> extends [TemplateBuilder, ...infer Game] ? Game : never;

/** The counts of `validate` and `pdn`: `files 1, games 724, moves 58123, warnings 2, errors 1`. */
export function pdnSummaryLine(t: PdnTotals): string {
  return `files ${t.files}, games ${t.games}, moves ${t.moves}, warnings ${t.warnings}, errors ${t.errors}`;
}

/** A progress line on stderr: `crownhead: validate: big.pdn: 40% (20.0 of 50.0 MB), 41000 games`. */
export function progressLine(command: string, file: string, read: number, total: number, games: number): string {
  const mb = (n: number): string => (n / 1e6).toFixed(1);
  const percent = total > 0 ? Math.floor((read / total) * 100) : 100;
  return `crownhead: ${command}: ${file}: ${percent}% (${mb(read)} of ${mb(total)} MB), ${games} games`;
}
