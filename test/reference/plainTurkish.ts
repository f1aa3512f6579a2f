/**
 * A deliberately plain move generator for Turkish draughts, written square by square on a 2D
 * array, to check crownhead's generator (src/rules/turkish) against. It shares no code with
 * `src/`: its own board, its own numbering, its own rules, written for obviousness, not speed.
 *
 * Rules (docs/sources.md, Rules; docs/variants.md, Turkish):
 * - the board has all 64 squares; square n is on rank `ceil(n / 8)`, file `(n - 1) mod 8`
 *   (a1 = 1, h1 = 8, a2 = 9 ... h8 = 64); `board[row][col]` has row 0 at the top (rank 8);
 * - a man steps one square forward (White up, Black down) or sideways to an empty square;
 * - a king moves any distance along a rank or file over empty squares;
 * - a man captures an adjacent enemy piece forward or sideways (never backward), landing on
 *   the empty square right behind it;
 * - a king captures an enemy piece at any distance along a rank or file (only empty squares
 *   between) and lands on any empty square behind it (it chooses);
 * - a captured piece comes off at once: its square is empty for the rest of the move;
 * - between two jumps the piece never turns back the way it came (no 180-degree turn);
 * - the capture goes on while it can (after a jump the piece must capture again if it can);
 * - the moving piece has left its start square (it may cross it or end there);
 * - captures are compulsory, and only the captures of the most pieces are legal (king = 1);
 * - `crownMidCapture` off: a man reaching the far row during a capture goes on as a man and is
 *   crowned when the move ends there; on: it is crowned at once and goes on as a king.
 *
 * `referenceSequences` gives every landing sequence; `referenceMoves` reduces each to its PDN 3.0
 * restriction-9 path (start, each turning square or, on a straight stretch, the square right
 * behind the piece taken, the end) and keeps each path once, as `legalMoves(pos, { paths: true })`.
 */

type TurkColor = 'white' | 'black';

/** A position as plain lists of square numbers. */
export interface TurkRefPosition {
  readonly turn: TurkColor;
  readonly whiteMen: readonly number[];
  readonly whiteKings: readonly number[];
  readonly blackMen: readonly number[];
  readonly blackKings: readonly number[];
}

/** One landing sequence: the start square, then every square the piece stops on. */
interface TurkSequence {
  readonly landings: readonly number[];
  readonly captured: readonly number[];
  readonly crowned: boolean;
}

/** A move as crownhead lists it: its restriction-9 path. */
export interface TurkRefMove {
  readonly path: readonly number[];
  readonly captured: readonly number[];
  readonly crowned: boolean;
}

/**
 * Rules to break on purpose, to show that a rule probe fails when its rule is broken: the probe
 * must give another answer on the reference generator with that rule broken.
 */
export type TurkBreak =
  | 'turn-back' // a capture may turn back 180 degrees
  | 'end-removal' // captured pieces stay, blocking, until the move ends
  | 'free-choice' // any capture may be chosen, not only the most pieces
  | 'king-counts-two' // a captured king weighs two
  | 'man-backward' // men capture backward too
  | 'man-forward-only' // men capture and step only forward
  | 'king-lands-next' // a king lands only right behind the piece it takes
  | 'king-short' // a king captures only an adjacent piece
  | 'king-quiet-jumps'; // a king's quiet moves pass over pieces (pydraughts' Turkish king)

let broken: TurkBreak | undefined;

/** Runs `f` with `rule` broken in the reference generator. */
export function withBrokenRule<T>(rule: TurkBreak, f: () => T): T {
  broken = rule;
  try {
    return f();
  } finally {
    broken = undefined;
  }
}

interface Cell {
  readonly color: TurkColor;
  readonly king: boolean;
  /** Captured in the move being searched (only with 'end-removal'). */
  readonly taken?: boolean;
}

type Board = (Cell | null)[][];

/** Up, left, right, down as [row step, column step]; row 0 is rank 8. */
const UP: [number, number] = [-1, 0];
const DOWN: [number, number] = [1, 0];
const LEFT: [number, number] = [0, -1];
const RIGHT: [number, number] = [0, 1];
const ALL = [UP, LEFT, RIGHT, DOWN];

function toRowCol(n: number): [number, number] {
  const rank = Math.ceil(n / 8);
  return [8 - rank, (n - 1) % 8];
}

function toSquare(row: number, col: number): number {
  return (8 - row - 1) * 8 + col + 1;
}

function inside(row: number, col: number): boolean {
  return row >= 0 && row < 8 && col >= 0 && col < 8;
}

function buildBoard(pos: TurkRefPosition): Board {
  const board: Board = [];
  for (let r = 0; r < 8; r++) board.push(new Array<Cell | null>(8).fill(null));
  const put = (list: readonly number[], color: TurkColor, king: boolean): void => {
    for (const n of list) {
      const [r, c] = toRowCol(n);
      board[r]![c] = { color, king };
    }
  };
  put(pos.whiteMen, 'white', false);
  put(pos.whiteKings, 'white', true);
  put(pos.blackMen, 'black', false);
  put(pos.blackKings, 'black', true);
  return board;
}

function farRow(color: TurkColor): number {
  return color === 'white' ? 0 : 7;
}

function isOpposite(a: [number, number], b: [number, number]): boolean {
  return a[0] === -b[0] && a[1] === -b[1];
}

/** Every capture sequence of the piece on (row, col), searched jump by jump. */
function captureSequences(board: Board, row: number, col: number, crownMidCapture: boolean): TurkSequence[] {
  const piece = board[row]![col]!;
  const enemy: TurkColor = piece.color === 'white' ? 'black' : 'white';
  const results: TurkSequence[] = [];
  board[row]![col] = null; // the moving piece has left its square
  const start = toSquare(row, col);

  function search(
    r: number,
    c: number,
    king: boolean,
    last: [number, number] | null,
    landings: number[],
    captured: number[],
  ): void {
    let jumped = false;
    const fwd = piece.color === 'white' ? UP : DOWN;
    const back = piece.color === 'white' ? DOWN : UP;
    const directions = king
      ? ALL
      : broken === 'man-forward-only'
        ? [fwd]
        : broken === 'man-backward'
          ? [fwd, LEFT, RIGHT, back]
          : [fwd, LEFT, RIGHT];
    for (const d of directions) {
      if (last !== null && isOpposite(last, d) && broken !== 'turn-back') continue; // no 180-degree turn
      if (king) {
        // Fly over empty squares to the first piece.
        let rr = r + d[0];
        let cc = c + d[1];
        while (inside(rr, cc) && board[rr]![cc] === null && broken !== 'king-short') {
          rr += d[0];
          cc += d[1];
        }
        if (
          !inside(rr, cc) ||
          board[rr]![cc] === null ||
          board[rr]![cc]!.color !== enemy ||
          board[rr]![cc]!.taken === true
        )
          continue;
        const taken = board[rr]![cc]!;
        const landRow0 = rr + d[0];
        const landCol0 = cc + d[1];
        if (!inside(landRow0, landCol0) || board[landRow0]![landCol0] !== null) continue;
        board[rr]![cc] = broken === 'end-removal' ? { ...taken, taken: true } : null; // off at once
        let lr = landRow0;
        let lc = landCol0;
        while (
          inside(lr, lc) &&
          board[lr]![lc] === null &&
          !(broken === 'king-lands-next' && (lr !== landRow0 || lc !== landCol0))
        ) {
          jumped = true;
          search(lr, lc, true, d, [...landings, toSquare(lr, lc)], [...captured, toSquare(rr, cc)]);
          lr += d[0];
          lc += d[1];
        }
        board[rr]![cc] = taken;
      } else {
        const or = r + d[0];
        const oc = c + d[1];
        const lr = or + d[0];
        const lc = oc + d[1];
        if (
          !inside(lr, lc) ||
          board[or]![oc] === null ||
          board[or]![oc]!.color !== enemy ||
          board[or]![oc]!.taken === true ||
          board[lr]![lc] !== null
        )
          continue;
        const taken = board[or]![oc]!;
        board[or]![oc] = broken === 'end-removal' ? { ...taken, taken: true } : null;
        jumped = true;
        const nowKing = crownMidCapture && lr === farRow(piece.color);
        search(lr, lc, nowKing, d, [...landings, toSquare(lr, lc)], [...captured, toSquare(or, oc)]);
        board[or]![oc] = taken;
      }
    }
    if (!jumped && captured.length > 0) {
      results.push({ landings, captured, crowned: !piece.king && (king || r === farRow(piece.color)) });
    }
  }

  search(row, col, piece.king, null, [start], []);
  board[row]![col] = piece;
  return results;
}

function kingAt(pos: TurkRefPosition, n: number): boolean {
  return pos.whiteKings.includes(n) || pos.blackKings.includes(n);
}

/** Every legal landing sequence of the side to move. */
function referenceSequences(pos: TurkRefPosition, crownMidCapture = false): TurkSequence[] {
  const board = buildBoard(pos);
  let captures: TurkSequence[] = [];
  const quiet: TurkSequence[] = [];
  for (let r = 0; r < 8; r++) {
    for (let c = 0; c < 8; c++) {
      const piece = board[r]![c];
      if (piece === null || piece === undefined || piece.color !== pos.turn) continue;
      captures.push(...captureSequences(board, r, c, crownMidCapture));
      const from = toSquare(r, c);
      if (piece.king) {
        for (const d of ALL) {
          let rr = r + d[0];
          let cc = c + d[1];
          while (inside(rr, cc) && (board[rr]![cc] === null || broken === 'king-quiet-jumps')) {
            if (board[rr]![cc] === null)
              quiet.push({ landings: [from, toSquare(rr, cc)], captured: [], crowned: false });
            rr += d[0];
            cc += d[1];
          }
        }
      } else {
        const steps =
          broken === 'man-forward-only'
            ? [piece.color === 'white' ? UP : DOWN]
            : [piece.color === 'white' ? UP : DOWN, LEFT, RIGHT];
        for (const d of steps) {
          const rr = r + d[0];
          const cc = c + d[1];
          if (inside(rr, cc) && board[rr]![cc] === null) {
            quiet.push({ landings: [from, toSquare(rr, cc)], captured: [], crowned: rr === farRow(piece.color) });
          }
        }
      }
    }
  }
  if (captures.length === 0) return quiet;
  if (broken === 'free-choice') return captures;
  const weight = (s: TurkSequence): number =>
    broken === 'king-counts-two'
      ? s.captured.length + s.captured.filter((n) => kingAt(pos, n)).length
      : s.captured.length;
  const most = Math.max(...captures.map(weight));
  captures = captures.filter((s) => weight(s) === most);
  return captures;
}

/** The restriction-9 path of a landing sequence. */
function turkPath(seq: TurkSequence): number[] {
  const { landings, captured } = seq;
  if (captured.length === 0) return [...landings];
  const direction = (a: number, b: number): [number, number] => {
    const [ar, ac] = toRowCol(a);
    const [br, bc] = toRowCol(b);
    return [Math.sign(br - ar), Math.sign(bc - ac)];
  };
  const path = [landings[0]!];
  for (let i = 1; i < landings.length - 1; i++) {
    const into = direction(landings[i - 1]!, landings[i]!);
    const out = direction(landings[i]!, landings[i + 1]!);
    if (into[0] === out[0] && into[1] === out[1]) {
      const [cr, cc] = toRowCol(captured[i - 1]!);
      path.push(toSquare(cr + into[0], cc + into[1]));
    } else path.push(landings[i]!);
  }
  path.push(landings[landings.length - 1]!);
  return path;
}

/** Every legal move, one per restriction-9 path. */
export function referenceTurkishMoves(pos: TurkRefPosition, crownMidCapture = false): TurkRefMove[] {
  const byKey = new Map<string, TurkRefMove>();
  for (const seq of referenceSequences(pos, crownMidCapture)) {
    const path = turkPath(seq);
    const key = `${path.join('-')} [${seq.captured.join(',')}]`;
    if (!byKey.has(key)) byKey.set(key, { path, captured: seq.captured, crowned: seq.crowned });
  }
  return [...byKey.values()];
}

/** The position after a move of the side to move. */
export function referenceTurkishPlay(pos: TurkRefPosition, move: TurkRefMove): TurkRefPosition {
  const board = buildBoard(pos);
  const [fr, fc] = toRowCol(move.path[0]!);
  const piece = board[fr]![fc]!;
  board[fr]![fc] = null;
  for (const s of move.captured) {
    const [r, c] = toRowCol(s);
    board[r]![c] = null;
  }
  const [tr, tc] = toRowCol(move.path[move.path.length - 1]!);
  board[tr]![tc] = { color: piece.color, king: piece.king || move.crowned };
  const lists = {
    whiteMen: [] as number[],
    whiteKings: [] as number[],
    blackMen: [] as number[],
    blackKings: [] as number[],
  };
  for (let n = 1; n <= 64; n++) {
    const [r, c] = toRowCol(n);
    const cell = board[r]![c];
    if (cell === null || cell === undefined) continue;
    if (cell.color === 'white') (cell.king ? lists.whiteKings : lists.whiteMen).push(n);
    else (cell.king ? lists.blackKings : lists.blackMen).push(n);
  }
  return { turn: pos.turn === 'white' ? 'black' : 'white', ...lists };
}

/** Perft by brute force, one leaf per restriction-9 path. */
export function referenceTurkishPerft(pos: TurkRefPosition, depth: number, crownMidCapture = false): number {
  if (depth === 0) return 1;
  let total = 0;
  for (const m of referenceTurkishMoves(pos, crownMidCapture))
    total += referenceTurkishPerft(referenceTurkishPlay(pos, m), depth - 1, crownMidCapture);
  return total;
}
