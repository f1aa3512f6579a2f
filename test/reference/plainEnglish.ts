/**
 * A deliberately plain English draughts move generator, written square by square on an 8x8 array,
 * to check crownhead's bitboard generator against. It shares no code with `src/`: its own square
 * numbering, its own board, its own rules, written for obviousness rather than speed.
 *
 * Rules (WCDF 2008 harmonised rules, docs/sources.md, Rules):
 * - 1.15 a man steps one square diagonally forward to an empty square;
 * - 1.17 a king steps one square diagonally forward or backward;
 * - 1.18 / 1.21 a man jumps an adjacent enemy piece forward, a king forward or backward, to the
 *   empty square beyond;
 * - 1.19 after a jump the same piece must go on jumping while it can; jumped pieces are removed
 *   only when the move is over (so they still block landing squares and cannot be jumped again);
 * - 1.16 a man that lands on the far row is crowned and the move ends there;
 * - 1.20 captures are compulsory; any capture may be chosen (no majority rule); a piece is jumped
 *   at most once.
 * - The moving piece has left its start square: during its sequence that square is empty, so a
 *   king may pass through it or end on it.
 *
 * Board: `board[row][col]`, row 0 at the top (Black's side, squares 1-4), row 7 at the bottom
 * (squares 29-32). Square n is at row floor((n-1)/4); on even rows the dark squares are the odd
 * columns 1,3,5,7, on odd rows the even columns 0,2,4,6 (docs/sources.md, Boards and numbering).
 * Black moves "down" (row + 1) and is crowned on row 7; White moves "up" (row - 1), crowned on row 0.
 *
 * Italian draughts (FID; docs/sources.md, rules: Italian) is the same game with three changes,
 * chosen with a `RefRules` value ({@link ITALIAN_REF}):
 * - the board is numbered from the top-left corner: on even rows the dark squares are the even
 *   columns 0,2,4,6, on odd rows the odd ones (PDN GameType 22,W,8,8,N2,1), and White moves first;
 * - men may not capture kings;
 * - among the captures, only the best may be played: the most pieces; then a capture made by a
 *   king; then the most kings taken; then the one whose kings come first in the capture order
 *   (the lists of the positions at which kings are taken, compared element by element); then any.
 */

type RefColor = 'white' | 'black';

/** A position as plain lists of square numbers. */
export interface RefPosition {
  readonly turn: RefColor;
  readonly whiteMen: readonly number[];
  readonly whiteKings: readonly number[];
  readonly blackMen: readonly number[];
  readonly blackKings: readonly number[];
}

/** A move as the squares the piece stands on (start, every landing) and the squares jumped. */
export interface RefMove {
  readonly path: readonly number[];
  readonly captured: readonly number[];
}

interface Cell {
  readonly color: RefColor;
  readonly king: boolean;
}

type Board = (Cell | null)[][];

/** The rule settings the reference knows; English by default. */
export interface RefRules {
  /** How the squares are numbered: English (square 1 = b8) or Italian (square 1 = the top-left corner). */
  readonly numbering: 'english' | 'italian';
  /** Whether men may capture kings (English yes, Italian no). */
  readonly menCaptureKings: boolean;
  /** Free choice among captures, or the Italian order of precedence. */
  readonly precedence: 'free' | 'italian';
}

/** English draughts (WCDF). */
export const ENGLISH_REF: RefRules = { numbering: 'english', menCaptureKings: true, precedence: 'free' };
/** Italian draughts (FID). */
export const ITALIAN_REF: RefRules = { numbering: 'italian', menCaptureKings: false, precedence: 'italian' };

/** On even rows, the column parity of the dark squares: odd in English, even in Italian. */
const evenRowParity = (numbering: RefRules['numbering']): number => (numbering === 'english' ? 1 : 0);

/** Row and column of square n (1-32). */
export function squareToRowCol(n: number, numbering: RefRules['numbering'] = 'english'): [number, number] {
  if (!Number.isInteger(n) || n < 1 || n > 32) throw new Error(`not a square: ${n}`);
  const row = Math.floor((n - 1) / 4);
  const indexInRow = (n - 1) % 4;
  const odd = row % 2 === 0 ? evenRowParity(numbering) : 1 - evenRowParity(numbering);
  return [row, indexInRow * 2 + odd];
}

/** The square number at (row, col), or undefined if off the board or a light square. */
export function rowColToSquare(
  row: number,
  col: number,
  numbering: RefRules['numbering'] = 'english',
): number | undefined {
  if (row < 0 || row > 7 || col < 0 || col > 7) return undefined;
  const odd = row % 2 === 0 ? evenRowParity(numbering) : 1 - evenRowParity(numbering);
  if (col % 2 !== odd) return undefined; // light square
  return row * 4 + Math.floor(col / 2) + 1;
}

function emptyBoard(): Board {
  const board: Board = [];
  for (let r = 0; r < 8; r++) {
    const line: (Cell | null)[] = [];
    for (let c = 0; c < 8; c++) line.push(null);
    board.push(line);
  }
  return board;
}

function place(board: Board, squares: readonly number[], cell: Cell, numbering: RefRules['numbering']): void {
  for (const s of squares) {
    const [r, c] = squareToRowCol(s, numbering);
    if (board[r]![c] !== null) throw new Error(`square ${s} is listed twice`);
    board[r]![c] = cell;
  }
}

function buildBoard(pos: RefPosition, numbering: RefRules['numbering']): Board {
  const board = emptyBoard();
  place(board, pos.whiteMen, { color: 'white', king: false }, numbering);
  place(board, pos.whiteKings, { color: 'white', king: true }, numbering);
  place(board, pos.blackMen, { color: 'black', king: false }, numbering);
  place(board, pos.blackKings, { color: 'black', king: true }, numbering);
  return board;
}

/** The row deltas a piece may move or jump in. */
function rowDirections(color: RefColor, king: boolean): number[] {
  if (king) return [-1, 1];
  return color === 'black' ? [1] : [-1];
}

function crowningRow(color: RefColor): number {
  return color === 'black' ? 7 : 0;
}

function onBoard(r: number, c: number): boolean {
  return r >= 0 && r < 8 && c >= 0 && c < 8;
}

/** A capture path with what the Italian precedence weighs. */
interface RefCapture extends RefMove {
  readonly byKing: boolean;
  /** The positions (0 = first) in the capture order at which kings were taken. */
  readonly kingsAt: readonly number[];
}

/** Every capture path of the piece on (r0, c0), following WCDF 1.16, 1.18-1.21. */
function capturesFrom(board: Board, r0: number, c0: number, rules: RefRules): RefCapture[] {
  const piece = board[r0]![c0]!;
  const out: RefCapture[] = [];
  const sq = (r: number, c: number): number => rowColToSquare(r, c, rules.numbering)!;
  const startSquare = sq(r0, c0);
  // The piece has left its start square: the square is empty for the rest of the move.
  board[r0]![c0] = null;

  const jumpedRowCol: [number, number][] = [];

  function alreadyJumped(r: number, c: number): boolean {
    return jumpedRowCol.some(([jr, jc]) => jr === r && jc === c);
  }

  function search(r: number, c: number, path: number[], captured: number[], kingsAt: number[]): void {
    let continued = false;
    for (const dr of rowDirections(piece.color, piece.king)) {
      for (const dc of [-1, 1]) {
        const overR = r + dr;
        const overC = c + dc;
        const landR = r + 2 * dr;
        const landC = c + 2 * dc;
        if (!onBoard(landR, landC)) continue;
        const over = board[overR]![overC];
        if (over === null || over === undefined || over.color === piece.color) continue;
        // FID: a man may not capture a king.
        if (!piece.king && over.king && !rules.menCaptureKings) continue;
        // 1.20: a piece may be jumped only once.
        if (alreadyJumped(overR, overC)) continue;
        // The landing square must be empty; jumped pieces are still on the board (1.19).
        if (board[landR]![landC] !== null) continue;
        continued = true;
        const landSquare = sq(landR, landC);
        const overSquare = sq(overR, overC);
        const nextPath = [...path, landSquare];
        const nextCaptured = [...captured, overSquare];
        const nextKingsAt = over.king ? [...kingsAt, captured.length] : kingsAt;
        if (!piece.king && landR === crowningRow(piece.color)) {
          // 1.16: crowned, and the move ends here.
          out.push({ path: nextPath, captured: nextCaptured, byKing: piece.king, kingsAt: nextKingsAt });
          continue;
        }
        jumpedRowCol.push([overR, overC]);
        search(landR, landC, nextPath, nextCaptured, nextKingsAt);
        jumpedRowCol.pop();
      }
    }
    // 1.19: the move is over only when no further jump exists.
    if (!continued && captured.length > 0) out.push({ path, captured, byKing: piece.king, kingsAt });
  }

  search(r0, c0, [startSquare], [], []);
  board[r0]![c0] = piece;
  return out;
}

function quietFrom(board: Board, r0: number, c0: number, rules: RefRules): RefMove[] {
  const piece = board[r0]![c0]!;
  const out: RefMove[] = [];
  for (const dr of rowDirections(piece.color, piece.king)) {
    for (const dc of [-1, 1]) {
      const r = r0 + dr;
      const c = c0 + dc;
      if (!onBoard(r, c) || board[r]![c] !== null) continue;
      out.push({
        path: [rowColToSquare(r0, c0, rules.numbering)!, rowColToSquare(r, c, rules.numbering)!],
        captured: [],
      });
    }
  }
  return out;
}

/**
 * Compares two captures by the Italian order of precedence: positive when `a` must be preferred,
 * negative when `b` must, 0 when the player may choose.
 */
function italianOrder(a: RefCapture, b: RefCapture): number {
  // 1. the most pieces;
  if (a.captured.length !== b.captured.length) return a.captured.length - b.captured.length;
  // 2. a king capturing rather than a man;
  if (a.byKing !== b.byKing) return a.byKing ? 1 : -1;
  // 3. the most kings taken;
  if (a.kingsAt.length !== b.kingsAt.length) return a.kingsAt.length - b.kingsAt.length;
  // 4. the kings met earliest: the first position where the two orders differ decides.
  for (let i = 0; i < a.kingsAt.length; i++) if (a.kingsAt[i] !== b.kingsAt[i]) return b.kingsAt[i]! - a.kingsAt[i]!;
  return 0;
}

/** Every legal move path of the side to move (one entry per path; captures compulsory, 1.20). */
export function referenceMoves(pos: RefPosition, rules: RefRules = ENGLISH_REF): RefMove[] {
  const board = buildBoard(pos, rules.numbering);
  let captures: RefCapture[] = [];
  const quiet: RefMove[] = [];
  for (let r = 0; r < 8; r++) {
    for (let c = 0; c < 8; c++) {
      const cell = board[r]![c];
      if (cell === null || cell === undefined || cell.color !== pos.turn) continue;
      captures.push(...capturesFrom(board, r, c, rules));
      quiet.push(...quietFrom(board, r, c, rules));
    }
  }
  if (rules.precedence === 'italian') captures = captures.filter((a) => captures.every((b) => italianOrder(a, b) >= 0));
  // Plain moves only: the precedence facts are not part of a move.
  return captures.length > 0 ? captures.map(({ path, captured }) => ({ path, captured })) : quiet;
}

/** The position after a move of `referenceMoves(pos)` (crowning on the far row, 1.16). */
export function referencePlay(pos: RefPosition, move: RefMove, rules: RefRules = ENGLISH_REF): RefPosition {
  const numbering = rules.numbering;
  const board = buildBoard(pos, numbering);
  const [fr, fc] = squareToRowCol(move.path[0]!, numbering);
  const piece = board[fr]![fc]!;
  board[fr]![fc] = null;
  for (const s of move.captured) {
    const [r, c] = squareToRowCol(s, numbering);
    board[r]![c] = null;
  }
  const [tr, tc] = squareToRowCol(move.path[move.path.length - 1]!, numbering);
  board[tr]![tc] = { color: piece.color, king: piece.king || tr === crowningRow(piece.color) };
  const lists = {
    whiteMen: [] as number[],
    whiteKings: [] as number[],
    blackMen: [] as number[],
    blackKings: [] as number[],
  };
  for (let s = 1; s <= 32; s++) {
    const [r, c] = squareToRowCol(s, numbering);
    const cell = board[r]![c];
    if (cell === null || cell === undefined) continue;
    if (cell.color === 'white') (cell.king ? lists.whiteKings : lists.whiteMen).push(s);
    else (cell.king ? lists.blackKings : lists.blackMen).push(s);
  }
  return { turn: pos.turn === 'white' ? 'black' : 'white', ...lists };
}

/** Perft by brute force over the reference generator, one leaf per path. */
export function referencePerft(pos: RefPosition, depth: number, rules: RefRules = ENGLISH_REF): number {
  if (depth === 0) return 1;
  let total = 0;
  for (const m of referenceMoves(pos, rules)) total += referencePerft(referencePlay(pos, m, rules), depth - 1, rules);
  return total;
}

/** A canonical key of a move path: `1x10x19` for a capture, `9-14` for a quiet move. */
export function pathKey(move: { readonly path: readonly number[]; readonly captured: readonly number[] }): string {
  return (
    move.path.join(move.captured.length > 0 ? 'x' : '-') +
    (move.captured.length > 0 ? ` [${move.captured.join(',')}]` : '')
  );
}

/** A key of a distinct move: from, to and the set of captured squares (rules: Move doc). */
export function distinctKey(move: { readonly path: readonly number[]; readonly captured: readonly number[] }): string {
  const from = move.path[0];
  const to = move.path[move.path.length - 1];
  return `${from}>${to} {${[...move.captured].sort((a, b) => a - b).join(',')}}`;
}

/** Perft counting distinct moves: paths with the same from, to and captured set count once. */
export function referencePerftDistinct(pos: RefPosition, depth: number, rules: RefRules = ENGLISH_REF): number {
  if (depth === 0) return 1;
  const seen = new Set<string>();
  let total = 0;
  for (const m of referenceMoves(pos, rules)) {
    const key = distinctKey(m);
    if (seen.has(key)) continue;
    seen.add(key);
    total += referencePerftDistinct(referencePlay(pos, m, rules), depth - 1, rules);
  }
  return total;
}
