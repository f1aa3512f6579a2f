/**
 * The shape every legal move has on the board before it, checked with a reference's square
 * geometry only (test/reference, never src/): the piece belongs to the side to move; each leg of
 * the path runs along one diagonal and lands on an empty square; a quiet move is one leg over
 * empty squares; a capture has one leg per captured piece, and the only piece a leg crosses is
 * that leg's captured piece, an enemy one (captured pieces stay on the board until the move is
 * over, so a leg may not cross one taken earlier; the start square is empty once the piece has
 * left it). For flying kings this holds for the restriction-9 path too: each square of that path
 * lies between the captured pieces before and after it, on the line of the flight.
 */

/** Plain lists of squares, as in both references' `RefPosition`. */
export interface ShapePosition {
  readonly turn: 'white' | 'black';
  readonly whiteMen: readonly number[];
  readonly whiteKings: readonly number[];
  readonly blackMen: readonly number[];
  readonly blackKings: readonly number[];
}

/** A reference's square geometry. */
export interface Geometry {
  /** Row and column of square `s`. */
  readonly rowCol: (s: number) => readonly [number, number];
  /** The square at (row, col); undefined off the board or on a light square. */
  readonly square: (row: number, col: number) => number | undefined;
}

/** Every way `move` breaks the shape above in `position` (empty when it has the shape). */
function moveShapeProblems(
  geometry: Geometry,
  position: ShapePosition,
  move: { readonly path: readonly number[]; readonly captured: readonly number[] },
): string[] {
  const white = new Set([...position.whiteMen, ...position.whiteKings]);
  const black = new Set([...position.blackMen, ...position.blackKings]);
  const [own, enemy] = position.turn === 'white' ? [white, black] : [black, white];
  const { path, captured } = move;
  const from = path[0]!;
  const empty = (s: number): boolean => s === from || (!white.has(s) && !black.has(s));
  const problems: string[] = [];
  if (!own.has(from)) problems.push(`${from} is not a piece of the side to move`);
  const legs = path.length - 1;
  if (legs !== Math.max(1, captured.length)) problems.push(`${legs} legs for ${captured.length} captured pieces`);
  if (new Set(captured).size !== captured.length) problems.push(`a piece is captured twice: ${captured.join(',')}`);
  for (let i = 0; i < legs; i++) {
    const a = path[i]!;
    const b = path[i + 1]!;
    const [ar, ac] = geometry.rowCol(a);
    const [br, bc] = geometry.rowCol(b);
    const steps = Math.abs(br - ar);
    if (steps === 0 || steps !== Math.abs(bc - ac)) {
      problems.push(`${a} to ${b} is not along a diagonal`);
      continue;
    }
    if (!empty(b)) problems.push(`lands on ${b}, which is occupied`);
    const crossed: number[] = [];
    for (let k = 1; k < steps; k++) {
      const s = geometry.square(ar + (k * (br - ar)) / steps, ac + (k * (bc - ac)) / steps)!;
      if (!empty(s)) crossed.push(s);
    }
    const taken = captured.length === 0 ? [] : [captured[i]!];
    if (crossed.join() !== taken.join())
      problems.push(`${a} to ${b} crosses [${crossed.join(',')}] but captures [${taken.join(',')}]`);
    if (taken.length > 0 && !enemy.has(taken[0]!)) problems.push(`captures ${taken[0]}, which is not an enemy piece`);
  }
  return problems;
}

/**
 * {@link moveShapeProblems}, and the move against `expected`, the reference's move with the same
 * path (undefined when the reference lists no such path): `from` and `to` are fields of their
 * own, which the path comparisons of the property tests do not read.
 */
export function referenceMoveProblems(
  geometry: Geometry,
  position: ShapePosition,
  move: {
    readonly from: number;
    readonly to: number;
    readonly path: readonly number[];
    readonly captured: readonly number[];
  },
  expected: { readonly path: readonly number[] } | undefined,
): string[] {
  const problems = moveShapeProblems(geometry, position, move);
  if (expected === undefined) return [...problems, 'the reference lists no move with this path'];
  const from = expected.path[0]!;
  const to = expected.path[expected.path.length - 1]!;
  if (move.from !== from || move.to !== to)
    problems.push(`from ${move.from} and to ${move.to}, but the reference move goes from ${from} to ${to}`);
  return problems;
}
