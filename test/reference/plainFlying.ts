/**
 * A deliberately plain move generator for the flying-king variants (International, Brazilian,
 * Russian, Pool, Canadian), written square by square on a 2D array, to check crownhead's
 * generator (src/rules/flying) against. It shares no code with `src/`: its own numbering, its own
 * board, its own rules, written for obviousness rather than speed.
 *
 * Rules (FMJD Annex 1, docs/sources.md, Rules), with four settings:
 * - `size`: 8, 10 or 12 (8x8 squares 1-32, 10x10 1-50, 12x12 1-72);
 * - `maximum`: the capture of the most pieces is compulsory, kings counting as one (FMJD 4.13),
 *   with free choice among equal maxima (4.14); off = free choice (Russian, Pool);
 * - `crownMidCapture`: a man that reaches the far row during a capture is crowned at once and goes
 *   on capturing as a king (Russian); off = it stays a man while it passes (FMJD 4.15, Pool) and is
 *   crowned only when the move ends there;
 * - `menCaptureBackward` (default on): men capture backward as well as forward (FMJD 4.1); off =
 *   men capture only diagonally forward, like their steps (Spanish draughts); see
 *   `FlyingRefRules.menCaptureBackward`;
 * - `precedence`: most pieces, most pieces then most kings (Spanish), a king must capture when a
 *   king can (Czech), or free, applied as filters one after another over every capture found;
 * - `crowning`: besides the two above, `'ends-move'` (Thai): crowned on the far row, move over;
 * - `immediateRemoval` (Thai): a jumped piece comes off at once, its square empty for the rest of
 *   the move; `nextBeyond` (Thai): a king stops right behind the piece it takes.
 *
 * Always:
 * - 3.4 a man steps one square diagonally forward to an empty square; 3.9 a king flies any
 *   distance along a diagonal over empty squares;
 * - 4.1 / 4.2 a man captures an adjacent enemy piece in any of the four diagonal directions
 *   (only the two forward ones when `menCaptureBackward` is off), landing on the empty square
 *   right behind it;
 * - 4.3 a king captures an enemy piece at any distance on a diagonal (only empty squares between)
 *   and lands on any empty square behind it (it chooses);
 * - 4.5 / 4.6 the capture goes on while it can: after a jump the piece must capture again if it
 *   can, and a king may only land on a square from which it can go on, if there is such a square;
 * - 4.7 / 4.8 / 4.11 jumped pieces stay on the board until the move is over: they cannot be jumped
 *   twice and they block (a king cannot fly over or land on them); empty squares may be crossed
 *   any number of times;
 * - the moving piece has left its start square: during its move that square is empty (it may be
 *   crossed or be the end of the move);
 * - captures are compulsory.
 *
 * Board: `board[row][col]`, row 0 at the top (Black's side, squares 1 .. size/2), White at the
 * bottom. Row r holds squares r*(size/2)+1 .. (r+1)*(size/2); on even rows the playing squares are
 * the odd columns, on odd rows the even columns (docs/sources.md, Boards and numbering). White moves "up"
 * (row - 1) and is crowned on row 0; Black moves "down" and is crowned on row size-1.
 *
 * `referenceSequences` returns every landing sequence (a king that may stop on three squares behind
 * a piece gives three sequences). `restriction9Path` reduces a landing sequence to its PDN 3.0
 * restriction-9 path (docs/sources.md, PDN 3.0), and `referenceMoves` gives each such path
 * once, which is what crownhead's `legalMoves(pos, { paths: true })` lists.
 */

type RefColor = 'white' | 'black';

/** The rule settings the reference generator reads. */
export interface FlyingRefRules {
  /** Board size: 8, 10 or 12. */
  readonly size: 8 | 10 | 12;
  /** FMJD 4.13 maximum-capture rule (the same as `precedence: 'maximum-pieces'`). */
  readonly maximum?: boolean;
  /**
   * How the capture is chosen, applied as filters one after the other to every capture found
   * (not as a value): `'maximum-pieces'` keeps the captures of the most pieces (FMJD 4.13);
   * `'most-pieces-then-kings'` then keeps, among those, the ones that take the most kings
   * (Spanish, Portuguese); `'king-must-capture'` keeps only the captures made by a king when a
   * king can capture (Czech); `'free'` keeps every capture. Left out: `maximum` decides.
   */
  readonly precedence?: 'free' | 'maximum-pieces' | 'most-pieces-then-kings' | 'king-must-capture' | 'frisian-value';
  /**
   * Frisian (articles 7-9): men and kings also capture along rows and columns, over the next
   * playing square of the row (two columns away) or of the column (two rows away); kings still
   * move only diagonally. With `precedence: 'frisian-value'` the capture of the highest value is
   * kept, weighed as lidraughts weighs it (a man 100, a king 199: more than one man, less than
   * two, for any count of pieces a board holds), and on equal value those made by a king.
   */
  readonly orthogonal?: boolean;
  /**
   * Frisian article 17: a side that has kings and men may not move the same king more than this
   * many times in a row without capturing (the counts travel in `RefPosition.kingMoves`).
   */
  readonly kingMoveLimit?: number;
  /** Russian: crowned at once during a capture, continues as a king (`crowning: 'continues-as-king'`). */
  readonly crownMidCapture?: boolean;
  /**
   * What a man reaching its far row during a capture does: `'continues-as-king'` (Russian),
   * `'passes-as-man'` (FMJD 4.15: it goes on as a man and is crowned only if it stops there),
   * `'ends-move'` (English, Thai: it is crowned and the move ends there). Left out:
   * `crownMidCapture` decides between the first two.
   */
  readonly crowning?: 'continues-as-king' | 'passes-as-man' | 'ends-move';
  /**
   * Jumped pieces come off the board at once (Thai): the square is empty for the rest of the
   * move, so it may be crossed and landed on, and a king may fly straight back over it. Off
   * (FMJD 4.8, 4.11): they stay until the move ends and block.
   */
  readonly immediateRemoval?: boolean;
  /** A king lands only on the square right behind the piece it takes (Thai), not on any beyond. */
  readonly nextBeyond?: boolean;
  /**
   * Men capture backward as well as forward (FMJD 4.1: "in all directions"); true when left
   * out, as in every crownhead flying variant so far. Off, as in Spanish draughts (flying kings,
   * men that step and capture only forward): a man captures only diagonally forward, like its
   * steps, at every jump of its capture, so a capture that would need a backward jump ends
   * before it. Kings are not affected: they capture in all four directions. A man crowned in
   * the middle of a capture under `crownMidCapture` is a king from that square on and goes on
   * capturing as a king, in all directions.
   */
  readonly menCaptureBackward?: boolean;
}

/** The rules of each crownhead flying-king variant, by variant key (docs/sources.md, Rules). */
export const FLYING_REF_RULES: Readonly<
  Record<
    'international' | 'brazilian' | 'russian' | 'pool' | 'canadian' | 'frisian' | 'spanish' | 'czech' | 'thai',
    FlyingRefRules
  >
> = {
  international: { size: 10, maximum: true, crownMidCapture: false },
  brazilian: { size: 8, maximum: true, crownMidCapture: false },
  russian: { size: 8, maximum: false, crownMidCapture: true },
  pool: { size: 8, maximum: false, crownMidCapture: false },
  canadian: { size: 12, maximum: true, crownMidCapture: false },
  frisian: { size: 10, orthogonal: true, precedence: 'frisian-value', crowning: 'passes-as-man', kingMoveLimit: 3 },
  // Spanish and Portuguese (the same moves; Spanish numbers the board mirrored).
  spanish: { size: 8, precedence: 'most-pieces-then-kings', crowning: 'ends-move', menCaptureBackward: false },
  czech: { size: 8, precedence: 'king-must-capture', crowning: 'passes-as-man', menCaptureBackward: false },
  thai: {
    size: 8,
    precedence: 'free',
    crowning: 'ends-move',
    menCaptureBackward: false,
    immediateRemoval: true,
    nextBeyond: true,
  },
};

/** A position as plain lists of square numbers. */
export interface RefPosition {
  readonly turn: RefColor;
  readonly whiteMen: readonly number[];
  readonly whiteKings: readonly number[];
  readonly blackMen: readonly number[];
  readonly blackKings: readonly number[];
  /**
   * Frisian counts: per side the consecutive quiet moves of one king while it had men, and the
   * square that king stands on (absent: any king). Absent: all zero.
   */
  readonly kingMoves?: {
    readonly white: number;
    readonly black: number;
    readonly whiteKing?: number;
    readonly blackKing?: number;
  };
}

/** One landing sequence: the start square, then every square the piece stops on. */
interface RefSequence {
  /** Start, then each landing square (a quiet move: start and end). */
  readonly landings: readonly number[];
  /** The squares of the captured pieces, in capture order. */
  readonly captured: readonly number[];
  /** True when the moving man ends the move as a king. */
  readonly crowned: boolean;
  /** The number of kings among the captured pieces. */
  readonly kingsTaken?: number;
  /** True when the moving piece was a king when the move began. */
  readonly byKing?: boolean;
}

/** A move as crownhead lists it: the restriction-9 path. */
export interface RefMove {
  /** Start, the restriction-9 squares, the end square. */
  readonly path: readonly number[];
  readonly captured: readonly number[];
  readonly crowned: boolean;
  /** Every landing sequence that reduces to this path. */
  readonly sequences: readonly RefSequence[];
}

interface Cell {
  readonly color: RefColor;
  readonly king: boolean;
}

type Board = (Cell | null)[][];

const DIRECTIONS: readonly (readonly [number, number])[] = [
  [-1, -1],
  [-1, 1],
  [1, -1],
  [1, 1],
];

/** Frisian's extra capture lines: along a row or a column, to the next square of the same colour. */
const ORTHOGONAL: readonly (readonly [number, number])[] = [
  [0, -2],
  [0, 2],
  [-2, 0],
  [2, 0],
];

/** Number of playing squares of a size x size board. */
export function squareCount(size: number): number {
  return (size * size) / 2;
}

/** Row and column of square n. */
export function squareToRowCol(size: number, n: number): [number, number] {
  const half = size / 2;
  if (!Number.isInteger(n) || n < 1 || n > size * half) throw new Error(`not a square of ${size}x${size}: ${n}`);
  const row = Math.floor((n - 1) / half);
  const indexInRow = (n - 1) % half;
  const col = row % 2 === 0 ? indexInRow * 2 + 1 : indexInRow * 2;
  return [row, col];
}

/** The square number at (row, col), or undefined off the board or on a light square. */
export function rowColToSquare(size: number, row: number, col: number): number | undefined {
  if (row < 0 || row >= size || col < 0 || col >= size) return undefined;
  if ((row + col) % 2 === 0) return undefined;
  return row * (size / 2) + Math.floor(col / 2) + 1;
}

function buildBoard(size: number, pos: RefPosition): Board {
  const board: Board = [];
  for (let r = 0; r < size; r++) board.push(new Array<Cell | null>(size).fill(null));
  const place = (squares: readonly number[], cell: Cell): void => {
    for (const s of squares) {
      const [r, c] = squareToRowCol(size, s);
      if (board[r]![c] !== null) throw new Error(`square ${s} is listed twice`);
      board[r]![c] = cell;
    }
  };
  place(pos.whiteMen, { color: 'white', king: false });
  place(pos.whiteKings, { color: 'white', king: true });
  place(pos.blackMen, { color: 'black', king: false });
  place(pos.blackKings, { color: 'black', king: true });
  return board;
}

function crowningRow(size: number, color: RefColor): number {
  return color === 'white' ? 0 : size - 1;
}

/** Every capture landing sequence of the piece on (r0, c0) (before the maximum rule). */
function capturesFrom(rules: FlyingRefRules, board: Board, r0: number, c0: number): RefSequence[] {
  const size = rules.size;
  const piece = board[r0]![c0]!;
  const own = piece.color;
  const out: RefSequence[] = [];
  const onBoard = (r: number, c: number): boolean => r >= 0 && r < size && c >= 0 && c < size;
  const sq = (r: number, c: number): number => rowColToSquare(size, r, c)!;
  const taken: boolean[][] = board.map((line) => line.map(() => false));
  const isEnemy = (r: number, c: number): boolean => {
    const cell = board[r]![c];
    return cell !== null && cell !== undefined && cell.color !== own && !taken[r]![c];
  };
  const isEmpty = (r: number, c: number): boolean => onBoard(r, c) && board[r]![c] === null;
  const kingsOf = (captured: readonly number[]): number => captured.filter((s) => takenKings.has(s)).length;
  /** Squares of the kings jumped so far (their cells may be emptied by immediate removal). */
  const takenKings = new Set<number>();

  /** Jumps the piece on (r, c): marks it taken, or takes it off at once; returns the undo. */
  function take(r: number, c: number): () => void {
    const cell = board[r]![c]!;
    if (cell.king) takenKings.add(sq(r, c));
    if (rules.immediateRemoval) board[r]![c] = null;
    else taken[r]![c] = true;
    return () => {
      board[r]![c] = cell;
      taken[r]![c] = false;
      takenKings.delete(sq(r, c));
    };
  }
  const crowning = rules.crowning ?? (rules.crownMidCapture ? 'continues-as-king' : 'passes-as-man');
  const byKing = piece.king;
  const finish = (landings: number[], captured: number[], crowned: boolean): void => {
    out.push({ landings, captured, crowned, kingsTaken: kingsOf(captured), byKing });
  };

  // The moving piece has left its square (it may cross it or end there).
  board[r0]![c0] = null;

  /**
   * The king captures available from (r, c): for each direction, the enemy piece it would take
   * and the empty squares behind it where it may land.
   */
  const captureLines = rules.orthogonal === true ? [...DIRECTIONS, ...ORTHOGONAL] : DIRECTIONS;
  function kingJumps(r: number, c: number): { over: [number, number]; lands: [number, number][] }[] {
    const jumps: { over: [number, number]; lands: [number, number][] }[] = [];
    for (const [dr, dc] of captureLines) {
      let pr = r + dr;
      let pc = c + dc;
      // Fly over empty squares to the first piece on the line.
      while (isEmpty(pr, pc)) {
        pr += dr;
        pc += dc;
      }
      if (!onBoard(pr, pc) || !isEnemy(pr, pc)) continue; // own piece, taken piece or edge
      const lands: [number, number][] = [];
      let lr = pr + dr;
      let lc = pc + dc;
      while (isEmpty(lr, lc)) {
        lands.push([lr, lc]);
        // Thai: only the square right behind the piece.
        if (rules.nextBeyond) break;
        lr += dr;
        lc += dc;
      }
      if (lands.length > 0) jumps.push({ over: [pr, pc], lands });
    }
    return jumps;
  }

  // White men go up the board (row - 1), Black men down.
  const manForward = own === 'white' ? -1 : 1;
  const menCaptureBackward = rules.menCaptureBackward ?? true;

  function manJumps(r: number, c: number): { over: [number, number]; land: [number, number] }[] {
    const jumps: { over: [number, number]; land: [number, number] }[] = [];
    for (const [dr, dc] of captureLines) {
      // Spanish rules: a man jumps only forward, like its steps.
      if (!menCaptureBackward && dr !== manForward) continue;
      if (!onBoard(r + 2 * dr, c + 2 * dc)) continue;
      if (isEnemy(r + dr, c + dc) && isEmpty(r + 2 * dr, c + 2 * dc)) {
        jumps.push({ over: [r + dr, c + dc], land: [r + 2 * dr, c + 2 * dc] });
      }
    }
    return jumps;
  }

  function searchKing(r: number, c: number, landings: number[], captured: number[], crowned: boolean): void {
    const jumps = kingJumps(r, c);
    if (jumps.length === 0) {
      if (captured.length > 0) finish(landings, captured, crowned);
      return;
    }
    for (const { over, lands } of jumps) {
      const undo = take(over[0], over[1]);
      // 4.6: if the king can go on from some of the landing squares, it must land on one of those.
      const goOn = lands.filter(([lr, lc]) => kingJumps(lr, lc).length > 0);
      for (const [lr, lc] of goOn.length > 0 ? goOn : lands) {
        searchKing(lr, lc, [...landings, sq(lr, lc)], [...captured, sq(over[0], over[1])], crowned);
      }
      undo();
    }
  }

  function searchMan(r: number, c: number, landings: number[], captured: number[]): void {
    const jumps = manJumps(r, c);
    if (jumps.length === 0) {
      // The move ends here; a man is crowned only where its move ends (FMJD 4.15).
      if (captured.length > 0) finish(landings, captured, r === crowningRow(size, own));
      return;
    }
    for (const { over, land } of jumps) {
      const undo = take(over[0], over[1]);
      const nextLandings = [...landings, sq(land[0], land[1])];
      const nextCaptured = [...captured, sq(over[0], over[1])];
      if (crowning === 'continues-as-king' && land[0] === crowningRow(size, own)) {
        // Russian: crowned on touching the far row; goes on capturing as a king, in all four
        // directions even when men capture forward only.
        searchKing(land[0], land[1], nextLandings, nextCaptured, true);
      } else if (crowning === 'ends-move' && land[0] === crowningRow(size, own)) {
        // English, Thai: crowned on the far row, and the move ends there.
        finish(nextLandings, nextCaptured, true);
      } else {
        searchMan(land[0], land[1], nextLandings, nextCaptured);
      }
      undo();
    }
  }

  const start = [sq(r0, c0)];
  if (piece.king) searchKing(r0, c0, start, [], false);
  else searchMan(r0, c0, start, []);
  board[r0]![c0] = piece;
  return out;
}

function quietFrom(size: number, board: Board, r0: number, c0: number): RefSequence[] {
  const piece = board[r0]![c0]!;
  const out: RefSequence[] = [];
  const from = rowColToSquare(size, r0, c0)!;
  const forward = piece.color === 'white' ? -1 : 1;
  for (const [dr, dc] of DIRECTIONS) {
    if (piece.king) {
      // 3.9: a king flies over any number of empty squares.
      for (
        let r = r0 + dr, c = c0 + dc;
        r >= 0 && r < size && c >= 0 && c < size && board[r]![c] === null;
        r += dr, c += dc
      ) {
        out.push({ landings: [from, rowColToSquare(size, r, c)!], captured: [], crowned: false });
      }
    } else if (dr === forward) {
      const r = r0 + dr;
      const c = c0 + dc;
      if (r < 0 || r >= size || c < 0 || c >= size || board[r]![c] !== null) continue;
      out.push({
        landings: [from, rowColToSquare(size, r, c)!],
        captured: [],
        crowned: r === crowningRow(size, piece.color),
      });
    }
  }
  return out;
}

/** True when the side to move has a man. */
function hasMen(pos: RefPosition, color: RefColor): boolean {
  return (color === 'white' ? pos.whiteMen : pos.blackMen).length > 0;
}

/**
 * Frisian article 17: the king on `square` may not make a quiet move, having moved `limit` times
 * in a row while its side has men.
 */
function barred(rules: FlyingRefRules, pos: RefPosition, square: number): boolean {
  if (rules.kingMoveLimit === undefined || pos.kingMoves === undefined || !hasMen(pos, pos.turn)) return false;
  const count = pos.kingMoves[pos.turn];
  const king = pos.turn === 'white' ? pos.kingMoves.whiteKing : pos.kingMoves.blackKing;
  return count >= rules.kingMoveLimit && (king === undefined || king === square);
}

/**
 * Every legal landing sequence of the side to move: captures when any exist (with the maximum
 * rule applied when it is on), otherwise the quiet moves.
 */
function referenceSequences(rules: FlyingRefRules, pos: RefPosition): RefSequence[] {
  const board = buildBoard(rules.size, pos);
  let captures: RefSequence[] = [];
  const quiet: RefSequence[] = [];
  for (let r = 0; r < rules.size; r++) {
    for (let c = 0; c < rules.size; c++) {
      const cell = board[r]![c];
      if (cell === null || cell === undefined || cell.color !== pos.turn) continue;
      // A loop, not push(...): a king among many pieces has more sequences than a call takes arguments.
      for (const seq of capturesFrom(rules, board, r, c)) captures.push(seq);
      if (cell.king && barred(rules, pos, rowColToSquare(rules.size, r, c)!)) continue;
      quiet.push(...quietFrom(rules.size, board, r, c));
    }
  }
  if (captures.length === 0) return quiet;
  const precedence = rules.precedence ?? (rules.maximum === true ? 'maximum-pieces' : 'free');
  if (precedence === 'maximum-pieces' || precedence === 'most-pieces-then-kings') {
    const most = captures.reduce((a, s) => Math.max(a, s.captured.length), 0);
    captures = captures.filter((s) => s.captured.length === most);
  }
  if (precedence === 'most-pieces-then-kings') {
    const mostKings = captures.reduce((a, s) => Math.max(a, s.kingsTaken!), 0);
    captures = captures.filter((s) => s.kingsTaken === mostKings);
  }
  if (precedence === 'king-must-capture' && captures.some((s) => s.byKing)) {
    captures = captures.filter((s) => s.byKing);
  }
  if (precedence === 'frisian-value') {
    const worth = (s: RefSequence): number => 100 * (s.captured.length - s.kingsTaken!) + 199 * s.kingsTaken!;
    const best = captures.reduce((a, s) => Math.max(a, worth(s)), 0);
    captures = captures.filter((s) => worth(s) === best);
    if (captures.some((s) => s.byKing)) captures = captures.filter((s) => s.byKing);
  }
  return captures;
}

/**
 * The PDN 3.0 restriction-9 path of a landing sequence: the start; for each captured piece but
 * the last, the square where the piece turns, or on a straight stretch the square right behind
 * that captured piece; then the final square.
 */
function restriction9Path(size: number, seq: RefSequence): number[] {
  const { landings, captured } = seq;
  if (captured.length === 0) return [...landings];
  const rc = (s: number): [number, number] => squareToRowCol(size, s);
  const direction = (a: number, b: number): [number, number] => {
    const [ar, ac] = rc(a);
    const [br, bc] = rc(b);
    return [Math.sign(br - ar), Math.sign(bc - ac)];
  };
  const path = [landings[0]!];
  for (let i = 1; i < landings.length - 1; i++) {
    const [inR, inC] = direction(landings[i - 1]!, landings[i]!);
    const [outR, outC] = direction(landings[i]!, landings[i + 1]!);
    if (inR === outR && inC === outC) {
      // Straight on: the square right behind the piece captured on this stretch.
      const [cr, cc] = rc(captured[i - 1]!);
      // Along a row or a column the next square of the same colour is two away.
      const far = inR === 0 || inC === 0 ? 2 : 1;
      path.push(rowColToSquare(size, cr + far * inR, cc + far * inC)!);
    } else {
      path.push(landings[i]!); // it turns here
    }
  }
  path.push(landings[landings.length - 1]!);
  return path;
}

/** A canonical key of a path: `48x39x30x19 [43,34,24]` for a capture, `32-28` for a quiet move. */
export function pathKey(move: { readonly path: readonly number[]; readonly captured: readonly number[] }): string {
  return (
    move.path.join(move.captured.length > 0 ? 'x' : '-') +
    (move.captured.length > 0 ? ` [${move.captured.join(',')}]` : '')
  );
}

/** A key of a distinct move: from, to and the set of captured squares. */
export function distinctKey(move: { readonly path: readonly number[]; readonly captured: readonly number[] }): string {
  const from = move.path[0];
  const to = move.path[move.path.length - 1];
  return `${from}>${to} {${[...move.captured].sort((a, b) => a - b).join(',')}}`;
}

/** Every legal move, one per restriction-9 path, with the landing sequences behind it. */
export function referenceMoves(rules: FlyingRefRules, pos: RefPosition): RefMove[] {
  const byKey = new Map<
    string,
    { path: number[]; captured: readonly number[]; crowned: boolean; sequences: RefSequence[] }
  >();
  for (const seq of referenceSequences(rules, pos)) {
    const path = restriction9Path(rules.size, seq);
    const key = pathKey({ path, captured: seq.captured });
    const known = byKey.get(key);
    if (known === undefined) byKey.set(key, { path, captured: seq.captured, crowned: seq.crowned, sequences: [seq] });
    else {
      if (known.crowned !== seq.crowned) throw new Error(`reference: ${key} both crowns and does not`);
      known.sequences.push(seq);
    }
  }
  return [...byKey.values()];
}

/** The position after a move or landing sequence of the side to move (removes the captured pieces). */
export function referencePlay(
  rules: FlyingRefRules,
  pos: RefPosition,
  move: { readonly captured: readonly number[]; readonly crowned: boolean } & (
    { readonly path: readonly number[] } | { readonly landings: readonly number[] }
  ),
): RefPosition {
  const size = rules.size;
  const squares = 'path' in move ? move.path : move.landings;
  const board = buildBoard(size, pos);
  const [fr, fc] = squareToRowCol(size, squares[0]!);
  const piece = board[fr]![fc]!;
  board[fr]![fc] = null;
  for (const s of move.captured) {
    const [r, c] = squareToRowCol(size, s);
    board[r]![c] = null;
  }
  const [tr, tc] = squareToRowCol(size, squares[squares.length - 1]!);
  board[tr]![tc] = { color: piece.color, king: piece.king || move.crowned };
  const after = fromBoard(size, board, pos.turn === 'white' ? 'black' : 'white');
  if (rules.kingMoveLimit === undefined) return after;
  // Frisian article 17, written out: the mover's count goes up by one for another quiet move of
  // the same king (or of any king, when the count names none), starts at one for a quiet move of
  // another king, and is cleared by anything else; a side without men has no count.
  const before = pos.kingMoves ?? { white: 0, black: 0 };
  const me = pos.turn;
  const them: RefColor = me === 'white' ? 'black' : 'white';
  const from = squares[0]!;
  const to = squares[squares.length - 1]!;
  let mine = 0;
  let mineKing: number | undefined;
  if (hasMen(after, me) && piece.king && move.captured.length === 0) {
    const counted = me === 'white' ? before.whiteKing : before.blackKing;
    mine = before[me] > 0 && (counted === undefined || counted === from) ? before[me] + 1 : 1;
    mineKing = to;
  }
  // Their count follows one king: it ends when this move captured that king (or, naming none,
  // their last king), as no piece on the board has made those moves any more.
  const named = them === 'white' ? before.whiteKing : before.blackKing;
  const theirKings = them === 'white' ? after.whiteKings : after.blackKings;
  const counted = named === undefined ? theirKings.length > 0 : theirKings.includes(named);
  const theirs = hasMen(after, them) && counted ? before[them] : 0;
  const theirKing = theirs > 0 ? named : undefined;
  const w = me === 'white' ? [mine, mineKing] : [theirs, theirKing];
  const b = me === 'white' ? [theirs, theirKing] : [mine, mineKing];
  if (w[0] === 0 && b[0] === 0) return after;
  return {
    ...after,
    kingMoves: {
      white: w[0]!,
      black: b[0]!,
      ...(w[0] === 0 || w[1] === undefined ? {} : { whiteKing: w[1] }),
      ...(b[0] === 0 || b[1] === undefined ? {} : { blackKing: b[1] }),
    },
  };
}

function fromBoard(size: number, board: Board, turn: RefColor): RefPosition {
  const lists = {
    whiteMen: [] as number[],
    whiteKings: [] as number[],
    blackMen: [] as number[],
    blackKings: [] as number[],
  };
  for (let s = 1; s <= squareCount(size); s++) {
    const [r, c] = squareToRowCol(size, s);
    const cell = board[r]![c];
    if (cell === null || cell === undefined) continue;
    if (cell.color === 'white') (cell.king ? lists.whiteKings : lists.whiteMen).push(s);
    else (cell.king ? lists.blackKings : lists.blackMen).push(s);
  }
  return { turn, ...lists };
}

/** Perft by brute force over the reference generator, one leaf per restriction-9 path. */
export function referencePerft(rules: FlyingRefRules, pos: RefPosition, depth: number): number {
  if (depth === 0) return 1;
  let total = 0;
  for (const m of referenceMoves(rules, pos)) total += referencePerft(rules, referencePlay(rules, pos, m), depth - 1);
  return total;
}

/** Perft counting distinct moves (same from, to and captured set count once). */
export function referencePerftDistinct(rules: FlyingRefRules, pos: RefPosition, depth: number): number {
  if (depth === 0) return 1;
  const seen = new Set<string>();
  let total = 0;
  for (const m of referenceMoves(rules, pos)) {
    const key = distinctKey(m);
    if (seen.has(key)) continue;
    seen.add(key);
    total += referencePerftDistinct(rules, referencePlay(rules, pos, m), depth - 1);
  }
  return total;
}
