/**
 * The English draughts move generator on 32-bit bitboards (WCDF 2008 rules, docs/sources.md, rules). Bit `n - 1` stands for square `n`; a position is three integers: black pieces,
 * white pieces, kings.
 *
 * Hot-path discipline (docs/performance.md#the-english-generator):
 * - copy-make: a move is written as the child position it leads to, three integers in one shared
 *   preallocated `Int32Array`; a search reads them back and never unmakes;
 * - no allocation per node, only small integers as arguments and results;
 * - no colour test in the per-node loops: the quiet-move, counting and perft code exists once per
 *   colour (Black moves down the board, toward square 32; White up, toward square 1), generated
 *   from one template by scripts/generate-kernels.mjs into the marked region at the end of this
 *   file (edit the template, not the region); the rarer searches of captures that go on test the
 *   colour per landing;
 * - bulk counting: the last ply is counted (popcounts, and count-only capture searches), not made;
 *   at depth 2, a men-only node's quiet moves and single jumps go from registers straight to the
 *   leaf count (`perft2Black`, `perft2White`).
 * @module
 */
import { popcount } from '../../core/bits.js';
import { DOWN_LEFT, JUMP8, STEP8, UP_LEFT, down35, down4, up35, up4 } from '../../board/geometry8.js';
import { quietKey } from '../moveValues.js';
import type { Weigher } from './weigh.js';

/** Row 7 (squares 29-32), where Black men are crowned. */
const BLACK_CROWN = -0x10000000; // 0xf0000000 as a signed word, a literal a bundler can drop (not 0xf0000000 | 0)
/** Row 0 (squares 1-4), where White men are crowned. */
const WHITE_CROWN = 0x0000000f;

// ---------------------------------------------------------------------------------------------
// Module state, all of it here: every variable that carries something from one function to
// another or from one call to the next. Plain module variables, not fields of an object: the
// capture search reads them at every jump and its recursive calls pass only integers
// (docs/performance.md#the-english-generator). One call uses them at a time (none re-enters);
// engine.ts reads `childStack`, `recorded` and `recordedAt` after a call, and configures the
// rules before each.
//
// | variable                             | holds                                            | written by                                          | read after a call by                         |
// | ------------------------------------ | ------------------------------------------------ | --------------------------------------------------- | -------------------------------------------- |
// | menSpareKings, weigh, menWeighed     | the rule settings this generator varies          | configure                                           | every generator and counter                  |
// | childStack                           | the children written, triplets; a new array when it grows | emitCapture, the push*/perft* kernels, playQuiet; reserve | engine.ts (the children of generate, play), perft |
// | capBlack, capWhite, capKings, capBlackToMove | the position of the capture search       | generateCaptures, continueManCaptures               | emitCapture                                  |
// | capOpp, capManOpp, capEmpty          | the pieces it may jump; the empty squares        | generateCaptures, continueManCaptures, countCapturesWithKings | the searches, countKingPaths       |
// | capFrom, capFromKing, capPieceStart  | the piece searched, its kind, its first child    | generateCaptures, continueManCaptures; precedes     | emitCapture, record                          |
// | capTop, capBase, capBest             | the end of the children, where this generation starts, its best value | generateCaptures, continueManCaptures, emitCapture, precedes | their callers (the end); precedes |
// | capDistinct, capRecord               | distinct moves only; record the paths            | generate, perftBits, countCapturesWithKings         | emitCapture, generateBlack, generateWhite    |
// | pathStack, overStack                 | the landings and the pieces jumped of the capture being built | the searches, continueManCaptures     | emitCapture (the value), record              |
// | recorded, recordedAt                 | the paths recorded; a new array when it grows    | record                                              | engine.ts (the moves of generate)            |
// | recordedTop, recordBase              | the end of `recorded`; the first child recorded  | generate, precedes, record                          | record                                       |
// | quietScratch                         | the quiet keys of playQuiet                      | playQuiet (through quietKeys)                       | playQuiet                                    |

/**
 * 0 where men capture kings (English), -1 where they may not (Italian, FID): a man's prey is
 * `opp & ~(kings & menSpareKings)`, which is `opp` itself under English rules.
 */
let menSpareKings = 0;
/**
 * How captures are weighed under a precedence rule (weigh.ts, with the shared value function of
 * src/rules/precedence.ts); `undefined` for free choice (English), which weighs nothing.
 */
let weigh: Weigher | undefined;
/**
 * True when men's captures of the same length differ in value: a precedence rule weighs kings
 * and men may take them (no variant yet). The set-wise shortcuts that treat every single jump
 * alike are then left to the capture search.
 */
let menWeighed = false;

/** The child positions written by the generator: triplets `[black, white, kings]`. */
export let childStack: Int32Array = /* @__PURE__ */ new Int32Array(1 << 15);

// The capture search (square by square from the step tables).
let capBlack = 0;
let capWhite = 0;
let capKings = 0;
let capBlackToMove = true;
/** Opponent pieces. Jumped pieces stay on the board until the move ends (WCDF 1.19). */
let capOpp = 0;
/** The opponent pieces a man may jump: all of them, or only men (Italian). */
let capManOpp = 0;
/** Empty squares during the sequence; the mover's start square counts as empty, so a king may
 * pass through it or end on it. */
let capEmpty = 0;
/** Bit index of the moving piece's start square. */
let capFrom = 0;
let capFromKing = false;
let capTop = 0;
/** First slot written for the current piece, for removing duplicate king paths. */
let capPieceStart = 0;
let capDistinct = false;
let capRecord = false;
/** Where the captures of the current generation start, and the best value found so far there. */
let capBase = 0;
let capBest = 0;

/** Landing bits of the sequence being searched; entry 0 is the start. */
const pathStack = /* @__PURE__ */ new Int32Array(32);
/** Captured bits of the sequence being searched, in capture order. */
const overStack = /* @__PURE__ */ new Int32Array(32);

/**
 * Capture sequences recorded when the caller asks for paths: the i-th capture written since the
 * call has `[from, jumps, landing1..landingN, captured1..capturedN]` at `recorded[recordedAt[i]]`.
 */
export let recorded: Int32Array = /* @__PURE__ */ new Int32Array(1 << 12);
/** Offsets into `recorded`, one per capture written. */
export let recordedAt: Int32Array = /* @__PURE__ */ new Int32Array(1 << 10);
let recordedTop = 0;
let recordBase = 0;

/** Scratch keys of {@link playQuiet}. */
const quietScratch = /* @__PURE__ */ new Int32Array(4 * 32);

// ---------------------------------------------------------------------------------------------
// The rule settings this generator varies (the others are fixed: short kings, men capture forward
// only, crowning ends the move, jumped pieces come off at the end). English is the default.

/**
 * Selects the rules for the following calls: whether men may capture kings, and the weigher of
 * the precedence rule (none for free choice). Every entry point of the engine calls it first.
 */
export function configure(menCaptureKings: boolean, weigher: Weigher | undefined): void {
  menSpareKings = menCaptureKings ? 0 : -1;
  weigh = weigher;
  menWeighed = weigher !== undefined && menCaptureKings;
}

/** Makes room for `count` more triplets from `top` (rarely: the stack grows, never per node). */
function reserve(top: number, count: number): void {
  if (top + 3 * count > childStack.length) {
    const bigger = new Int32Array(Math.max(2 * childStack.length, top + 3 * count));
    bigger.set(childStack);
    childStack = bigger;
  }
}

// ---------------------------------------------------------------------------------------------
// Capture search, square by square from the step tables (its state in the table above, so that
// the recursive calls pass only integers).

function record(jumps: number): void {
  const index = (capTop - recordBase) / 3;
  if (index >= recordedAt.length) {
    const bigger = new Int32Array(2 * recordedAt.length);
    bigger.set(recordedAt);
    recordedAt = bigger;
  }
  if (recordedTop + 2 + 2 * jumps > recorded.length) {
    const bigger = new Int32Array(2 * recorded.length + 2 * jumps);
    bigger.set(recorded);
    recorded = bigger;
  }
  recordedAt[index] = recordedTop;
  recorded[recordedTop++] = capFrom;
  recorded[recordedTop++] = jumps;
  for (let i = 1; i <= jumps; i++) recorded[recordedTop++] = pathStack[i]!;
  for (let i = 0; i < jumps; i++) recorded[recordedTop++] = overStack[i]!;
}

/**
 * Writes the child position of the capture found (the piece ends on `toBit`). Under a precedence
 * rule the capture is first weighed with {@link captureValue}: a lower value than the best found
 * is dropped, a higher one drops everything written before it in this generation.
 */
function emitCapture(toBit: number, captured: number, jumps: number): void {
  if (weigh !== undefined && !precedes(weigh.capture(jumps, overStack, capKings, capFromKing))) return;
  const from = 1 << capFrom;
  const to = 1 << toBit;
  let kings = capKings & ~captured;
  if (capFromKing) kings = (kings & ~from) | to;
  else if ((to & (capBlackToMove ? BLACK_CROWN : WHITE_CROWN)) !== 0) kings |= to;
  const black = capBlackToMove ? (capBlack & ~from) | to : capBlack & ~captured;
  const white = capBlackToMove ? capWhite & ~captured : (capWhite & ~from) | to;
  if (capDistinct && capFromKing) {
    // Only a king can take the same pieces by another path (a loop); it then leaves the same
    // position, which is the same move. Men move forward only, so every man path differs.
    for (let j = capPieceStart; j < capTop; j += 3) {
      if (childStack[j] === black && childStack[j + 1] === white && childStack[j + 2] === kings) return;
    }
  }
  reserve(capTop, 1);
  childStack[capTop] = black;
  childStack[capTop + 1] = white;
  childStack[capTop + 2] = kings;
  if (capRecord) record(jumps);
  capTop += 3;
}

/**
 * Compares the value of the capture being emitted with the best of this generation; false when
 * it must be dropped. A better one empties the generation first.
 */
function precedes(value: number): boolean {
  if (value < capBest) return false;
  if (value > capBest) {
    capBest = value;
    capTop = capPieceStart = capBase;
    recordedTop = 0;
  }
  return true;
}

/**
 * Continues a man's capture from `bit`; `firstDir` is the first of its two forward directions.
 * WCDF 1.18: men jump forward only. 1.16, 1.19: a man that lands on the far row is crowned and
 * the move ends there, even if the new king could jump on.
 */
function searchManCaptures(bit: number, captured: number, jumps: number, firstDir: number, crown: number): void {
  let found = false;
  for (let d = firstDir; d < firstDir + 2; d++) {
    const land = JUMP8[(d << 5) | bit]!;
    if (land < 0) continue;
    const over = STEP8[(d << 5) | bit]!;
    const landBit = 1 << land;
    if ((capManOpp & (1 << over)) === 0 || (capEmpty & landBit) === 0) continue;
    found = true;
    pathStack[jumps + 1] = land;
    overStack[jumps] = over;
    if ((landBit & crown) !== 0) emitCapture(land, captured | (1 << over), jumps + 1);
    else searchManCaptures(land, captured | (1 << over), jumps + 1, firstDir, crown);
  }
  if (!found && jumps > 0) emitCapture(bit, captured, jumps);
}

/**
 * Continues a king's capture from `bit`. WCDF 1.21: a king jumps forward or backward; 1.20: a
 * piece may be jumped only once; 1.19: the sequence goes on while a jump exists.
 */
function searchKingCaptures(bit: number, captured: number, jumps: number): void {
  let found = false;
  for (let d = 0; d < 4; d++) {
    const land = JUMP8[(d << 5) | bit]!;
    if (land < 0) continue;
    const over = STEP8[(d << 5) | bit]!;
    const overBit = 1 << over;
    if ((capOpp & overBit) === 0 || (captured & overBit) !== 0 || (capEmpty & (1 << land)) === 0) continue;
    found = true;
    pathStack[jumps + 1] = land;
    overStack[jumps] = over;
    searchKingCaptures(land, captured | overBit, jumps + 1);
  }
  if (!found && jumps > 0) emitCapture(bit, captured, jumps);
}

/** Writes the captures of the pieces `jumpers` at `top`; returns the new top. */
function generateCaptures(
  black: number,
  white: number,
  kings: number,
  blackToMove: boolean,
  jumpers: number,
  top: number,
): number {
  capBlack = black;
  capWhite = white;
  capKings = kings;
  capBlackToMove = blackToMove;
  capOpp = blackToMove ? white : black;
  capManOpp = capOpp & ~(kings & menSpareKings);
  capTop = top;
  capBase = top;
  capBest = -1;
  const manDir = blackToMove ? DOWN_LEFT : UP_LEFT;
  const crown = blackToMove ? BLACK_CROWN : WHITE_CROWN;
  const empty = ~(black | white);
  while (jumpers !== 0) {
    // Highest bit first: `x & -x` would overflow int32 on square 32 and deoptimise.
    const bit = 31 - Math.clz32(jumpers);
    const low = 1 << bit;
    jumpers ^= low;
    capFrom = bit;
    capFromKing = (kings & low) !== 0;
    capEmpty = empty | low;
    capPieceStart = capTop;
    pathStack[0] = bit;
    if (capFromKing) searchKingCaptures(bit, 0, 0);
    else searchManCaptures(bit, 0, 0, manDir, crown);
  }
  return capTop;
}

// Count-only twin of the king search, for bulk counting: the same rules, no writes.

function countKingPaths(bit: number, captured: number): number {
  let n = 0;
  for (let d = 0; d < 4; d++) {
    const land = JUMP8[(d << 5) | bit]!;
    if (land < 0) continue;
    const overBit = 1 << STEP8[(d << 5) | bit]!;
    if ((capOpp & overBit) === 0 || (captured & overBit) !== 0 || (capEmpty & (1 << land)) === 0) continue;
    n += countKingPaths(land, captured | overBit);
  }
  return n === 0 ? 1 : n;
}

/**
 * Counts the captures of `jumpers` when a king is among them: per path by the count-only
 * search, or, for distinct moves or under a precedence rule, by writing them (duplicates removed,
 * the captures of lower value dropped) above `top`.
 */
function countCapturesWithKings(
  black: number,
  white: number,
  kings: number,
  blackToMove: boolean,
  jumpers: number,
  top: number,
  distinct: boolean,
): number {
  if (distinct || weigh !== undefined) {
    capDistinct = distinct;
    capRecord = false;
    return (generateCaptures(black, white, kings, blackToMove, jumpers, top) - top) / 3;
  }
  capOpp = blackToMove ? white : black;
  const empty = ~(black | white);
  let n = 0;
  while (jumpers !== 0) {
    // Highest bit first: `x & -x` would overflow int32 on square 32 and deoptimise.
    const bit = 31 - Math.clz32(jumpers);
    const low = 1 << bit;
    jumpers ^= low;
    if ((kings & low) !== 0) {
      capEmpty = empty | low; // the king has left its square
      n += countKingPaths(bit, 0);
    } else
      n += blackToMove
        ? blackManPaths(low, white & ~(kings & menSpareKings), empty)
        : whiteManPaths(low, black & ~(kings & menSpareKings), empty);
  }
  return n;
}

/**
 * Searches on from first-jump landings that can jump again. `viaFour` holds the landings of jumps
 * whose first step was the four-bit one: the jumped piece stands one 3/5-step back from the
 * landing and the man one 4-step further; `viaOther` those whose first step was the other one
 * (one 4-step back, then one 3/5-step). Back is up for Black, down for White.
 */
function continueManCaptures(
  black: number,
  white: number,
  kings: number,
  blackToMove: boolean,
  viaFour: number,
  viaOther: number,
  empty: number,
  top: number,
): number {
  capBlack = black;
  capWhite = white;
  capKings = kings;
  capBlackToMove = blackToMove;
  capOpp = blackToMove ? white : black;
  capManOpp = capOpp & ~(kings & menSpareKings);
  capFromKing = false;
  capTop = top;
  capBase = top;
  capBest = -1;
  const firstDir = blackToMove ? DOWN_LEFT : UP_LEFT;
  const crown = blackToMove ? BLACK_CROWN : WHITE_CROWN;
  while ((viaFour | viaOther) !== 0) {
    let to: number;
    let over: number;
    let from: number;
    if (viaFour !== 0) {
      to = 1 << (31 - Math.clz32(viaFour));
      viaFour ^= to;
      over = blackToMove ? up35(to) : down35(to);
      from = blackToMove ? up4(over) : down4(over);
    } else {
      to = 1 << (31 - Math.clz32(viaOther));
      viaOther ^= to;
      over = blackToMove ? up4(to) : down4(to);
      from = blackToMove ? up35(over) : down35(over);
    }
    const fromBit = 31 - Math.clz32(from);
    const toBit = 31 - Math.clz32(to);
    capFrom = fromBit;
    capEmpty = empty | from;
    pathStack[0] = fromBit;
    pathStack[1] = toBit;
    overStack[0] = 31 - Math.clz32(over);
    searchManCaptures(toBit, over, 1, firstDir, crown);
  }
  return capTop;
}

/** The squares from which a man moving down can jump a piece of `opp` (set-wise). */
function jumpersDown(opp: number, empty: number): number {
  return up4(up35(empty) & opp) | up35(up4(empty) & opp);
}

/** The squares from which a man moving up can jump a piece of `opp` (set-wise). */
function jumpersUp(opp: number, empty: number): number {
  return down4(down35(empty) & opp) | down35(down4(empty) & opp);
}

// ---------------------------------------------------------------------------------------------
// Entry points.

/**
 * Writes every legal move of the side to move as child positions at `childStack[base..]` and
 * returns their number. `distinct` keeps one path per distinct move; `recordPaths` also records
 * each capture's path in `recorded` (quiet moves are read off the child positions).
 */
export function generate(
  black: number,
  white: number,
  kings: number,
  blackToMove: boolean,
  base: number,
  distinct: boolean,
  recordPaths: boolean,
): number {
  capDistinct = distinct;
  capRecord = recordPaths;
  recordedTop = 0;
  recordBase = base;
  const top = blackToMove ? generateBlack(black, white, kings, base) : generateWhite(black, white, kings, base);
  capRecord = false;
  return (top - base) / 3;
}

/**
 * Writes the quiet moves of the side to move as keys ({@link quietKey}) into `out`, in descending
 * order, and returns their number; or returns -1 when the side to move has a capture (captures
 * are compulsory, WCDF 1.20, and are listed by {@link generate}). For the public move list, which
 * wants ascending order and no child positions; it runs once per list, not per node, so one
 * function serves both colours. `only` keeps the moves of those pieces (`play` checks one step).
 */
export function quietKeys(
  black: number,
  white: number,
  kings: number,
  blackToMove: boolean,
  out: Int32Array,
  only = -1,
): number {
  const empty = ~(black | white);
  const own = blackToMove ? black : white;
  const opp = blackToMove ? white : black;
  const ownKings = own & kings;
  const prey = opp & ~(kings & menSpareKings);
  if ((own & (blackToMove ? jumpersDown(prey, empty) : jumpersUp(prey, empty))) !== 0) return -1;
  if (ownKings !== 0 && (ownKings & (jumpersUp(opp, empty) | jumpersDown(opp, empty))) !== 0) return -1;
  // Only pieces with an empty square to step to: men forward, kings either way.
  const emptyAbove = up4(empty) | up35(empty);
  const emptyBelow = down4(empty) | down35(empty);
  let pieces = own & (blackToMove ? emptyAbove : emptyBelow);
  if (ownKings !== 0) pieces |= ownKings & (blackToMove ? emptyBelow : emptyAbove);
  pieces &= only;
  let n = 0;
  while (pieces !== 0) {
    const bit = 31 - Math.clz32(pieces);
    const piece = 1 << bit;
    pieces ^= piece;
    // WCDF 1.15: men step forward (down for Black, up for White); 1.17: kings either way.
    const down = down4(piece) | down35(piece);
    const up = up4(piece) | up35(piece);
    let targets = ((ownKings & piece) !== 0 ? down | up : blackToMove ? down : up) & empty;
    while (targets !== 0) {
      const to = 31 - Math.clz32(targets);
      targets ^= 1 << to;
      out[n++] = quietKey(bit + 1, to + 1);
    }
  }
  return n;
}

/**
 * The child of the quiet move `from`-`to` (squares 1-32) of the side to move, written to
 * `childStack[0..2]`; returns false (writing nothing) when that move is not legal. The same
 * answer as {@link generate} and a search of its children for that move, which `play` did for
 * every move: looking the step up among the quiet moves ({@link quietKeys}, none when a capture
 * is due) writes no child positions and records no paths. `play` took 30 % of the replay of
 * English games, four plies in five being quiet (docs/performance.md#replay). Tested against
 * `generate` on every pair of squares of random
 * positions (test/rules/quietPlay.test.ts).
 */
export function playQuiet(
  black: number,
  white: number,
  kings: number,
  blackToMove: boolean,
  from: number,
  to: number,
): boolean {
  // The moves of the piece on `from` only (none when a capture is due).
  const n = quietKeys(black, white, kings, blackToMove, quietScratch, 1 << (from - 1));
  const key = quietKey(from, to);
  let i = 0;
  while (i < n && quietScratch[i] !== key) i++;
  if (i >= n) return false;
  const toBit = 1 << (to - 1);
  const step = (1 << (from - 1)) | toBit;
  childStack[0] = blackToMove ? black ^ step : black;
  childStack[1] = blackToMove ? white : white ^ step;
  // WCDF 1.16: a man reaching the far row is crowned.
  childStack[2] =
    (kings >> (from - 1)) & 1 ? kings ^ step : kings | (toBit & (blackToMove ? BLACK_CROWN : WHITE_CROWN));
  return true;
}

/**
 * Perft: the number of leaves of the legal-move tree of `depth` plies from `(black, white,
 * kings)`. `distinct` counts distinct moves instead of paths; `bulk` counts the last ply's moves
 * instead of making them.
 */
export function perftBits(
  black: number,
  white: number,
  kings: number,
  blackToMove: boolean,
  depth: number,
  distinct: boolean,
  bulk: boolean,
): number {
  capRecord = false;
  capDistinct = distinct;
  if (depth === 0) return 1;
  if (bulk) {
    if (depth === 1)
      return blackToMove ? countBlack(black, white, kings, 0, distinct) : countWhite(black, white, kings, 0, distinct);
    return blackToMove
      ? perftBulkBlack(black, white, kings, depth, 0, distinct)
      : perftBulkWhite(black, white, kings, depth, 0, distinct);
  }
  return blackToMove ? perftFullBlack(black, white, kings, depth, 0) : perftFullWhite(black, white, kings, depth, 0);
}

// <generated by scripts/generate-kernels.mjs: english halves>
// Do not edit by hand: the colour halves are written from one template in
// scripts/generate-kernels.mjs (`npm run generate`); test/generatedKernels.test.ts checks them.

// ---------------------------------------------------------------------------------------------
// Black to move (men go down). "Four" and "other" are the two diagonal classes of geometry8.ts.

/**
 * The capture paths of a black man on `man` (one bit) that can jump or has jumped, counted
 * set-wise: each step class gives at most one landing. WCDF 1.19: the sequence goes on while a
 * jump exists; 1.16: a man that lands on row 7 is crowned and stops. A man never comes back,
 * so the pieces it took (still on the board) and its start square play no part.
 */
function blackManPaths(man: number, opp: number, empty: number): number {
  const viaFour = down35(down4(man) & opp) & empty;
  const viaOther = down4(down35(man) & opp) & empty;
  if ((viaFour | viaOther) === 0) return 1;
  let n = 0;
  if (viaFour !== 0) n += (viaFour & BLACK_CROWN) !== 0 ? 1 : blackManPaths(viaFour, opp, empty);
  if (viaOther !== 0) n += (viaOther & BLACK_CROWN) !== 0 ? 1 : blackManPaths(viaOther, opp, empty);
  return n;
}

/** Adds the paths that go on from the landing squares `landings` of Black's first jumps (`prey`: the pieces men may jump). */
function countBlackContinuations(landings: number, prey: number, empty: number): number {
  let n = 0;
  while (landings !== 0) {
    const man = 1 << (31 - Math.clz32(landings));
    landings ^= man;
    n += blackManPaths(man, prey, empty);
  }
  return n;
}

/** The number of legal moves for Black, without making them (bulk counting). */
function countBlack(black: number, white: number, kings: number, top: number, distinct: boolean): number {
  const empty = ~(black | white);
  const blackKings = black & kings;
  // The pieces Black's men may jump: White's pieces, or only its men (Italian).
  const prey = white & ~(kings & menSpareKings);
  if (blackKings !== 0) {
    const forward = jumpersDown(white, empty);
    const kingJumpers = blackKings & (forward | jumpersUp(white, empty));
    if (kingJumpers !== 0) {
      // `forward` itself when men take every piece: English never computes the other set.
      const manJumpers = black & ~kings & (prey === white ? forward : jumpersDown(prey, empty));
      return countCapturesWithKings(black, white, kings, true, kingJumpers | manJumpers, top, distinct);
    }
  }
  const stepFour = down4(black);
  const stepOther = down35(black);
  const jumpFour = down35(stepFour & prey) & empty;
  const jumpOther = down4(stepOther & prey) & empty;
  if ((jumpFour | jumpOther) !== 0) {
    // Men only. Each landing square of one class has one man behind it, so single jumps are
    // counted by popcount; only landings that can jump again (off the crowning row) are searched.
    const goOn = (jumpFour | jumpOther) & ~BLACK_CROWN & jumpersDown(prey, empty);
    // Under a precedence rule a landing that goes on makes every single jump illegal (the most
    // pieces come first); the continuations are weighed and the best counted.
    if (weigh !== undefined && (goOn !== 0 || menWeighed)) {
      const keep = goOn !== 0 ? goOn : -1;
      return weigh.men(jumpFour & keep, jumpOther & keep, prey, kings, empty, true);
    }
    let n = popcount(jumpFour & ~goOn) + popcount(jumpOther & ~goOn);
    if (goOn !== 0) {
      // A landing square reached from both classes is two captures: count each class apart.
      n += countBlackContinuations(jumpFour & goOn, prey, empty);
      n += countBlackContinuations(jumpOther & goOn, prey, empty);
    }
    return n;
  }
  let n = popcount(stepFour & empty) + popcount(stepOther & empty);
  if (blackKings !== 0) n += popcount(up4(blackKings) & empty) + popcount(up35(blackKings) & empty);
  return n;
}

/** Writes Black's quiet moves of one class (`targets`; `sources` = the same stepped back). */
function pushBlackQuiet(
  targets: number,
  sources: number,
  black: number,
  white: number,
  kings: number,
  top: number,
): number {
  const stack = childStack;
  while (targets !== 0) {
    // A step of one class keeps square order, so the k-th highest target belongs to the k-th
    // highest source. (Highest first: `x & -x` overflows int32 on square 32 and deoptimises.)
    const to = 1 << (31 - Math.clz32(targets));
    const from = 1 << (31 - Math.clz32(sources));
    targets ^= to;
    sources ^= from;
    stack[top] = black ^ (from | to);
    stack[top + 1] = white;
    // WCDF 1.16: a man reaching the far row is crowned.
    stack[top + 2] = (kings & from) !== 0 ? kings ^ (from | to) : kings | (to & BLACK_CROWN);
    top += 3;
  }
  return top;
}

/** Writes one man capture: the man on `from` jumps `over` and lands on `to` (crowned on row 7). */
function pushBlackJump(
  from: number,
  over: number,
  to: number,
  black: number,
  white: number,
  kings: number,
  top: number,
): void {
  childStack[top] = black ^ (from | to);
  childStack[top + 1] = white ^ over;
  childStack[top + 2] = (kings & ~over) | (to & BLACK_CROWN);
}

/**
 * Writes Black's captures when only men can capture, set-wise: a single jump whose landing square
 * offers no further jump (or lies on the crowning row, WCDF 1.16) is written straight from the
 * landing set; only the other landings are searched on. The order differs from the square-by-square
 * search; callers that record paths use that search instead.
 */
function generateBlackManCaptures(
  black: number,
  white: number,
  kings: number,
  empty: number,
  canJump: number,
  top: number,
): number {
  const prey = white & ~(kings & menSpareKings);
  const viaFour = down35(down4(black) & prey) & empty;
  const viaOther = down4(down35(black) & prey) & empty;
  const goOn = (viaFour | viaOther) & ~BLACK_CROWN & canJump;
  reserve(top, 2 * 12);
  // The single jumps: those whose landing does not go on; none under a precedence rule when
  // one does (see countBlack).
  const singles = goOn !== 0 && weigh !== undefined ? 0 : ~goOn;
  let done = viaFour & singles;
  while (done !== 0) {
    const to = 1 << (31 - Math.clz32(done));
    done ^= to;
    const over = up35(to);
    pushBlackJump(up4(over), over, to, black, white, kings, top);
    top += 3;
  }
  done = viaOther & singles;
  while (done !== 0) {
    const to = 1 << (31 - Math.clz32(done));
    done ^= to;
    const over = up4(to);
    pushBlackJump(up35(over), over, to, black, white, kings, top);
    top += 3;
  }
  if (goOn !== 0) top = continueManCaptures(black, white, kings, true, viaFour & goOn, viaOther & goOn, empty, top);
  return top;
}

/** Writes Black's legal moves as child positions at `top`; returns the new top. */
function generateBlack(black: number, white: number, kings: number, top: number): number {
  const empty = ~(black | white);
  const blackKings = black & kings;
  // Men jump their prey (see countBlack), kings any piece.
  const canJump = jumpersDown(white & ~(kings & menSpareKings), empty);
  let jumpers = black & canJump;
  // Kings jump forward too: `canJump` has those jumps already unless men spare kings.
  if (blackKings !== 0)
    jumpers |= blackKings & (jumpersUp(white, empty) | (menSpareKings !== 0 ? jumpersDown(white, empty) : 0));
  if (jumpers !== 0) {
    return capRecord || menWeighed || (jumpers & blackKings) !== 0
      ? generateCaptures(black, white, kings, true, jumpers, top)
      : generateBlackManCaptures(black, white, kings, empty, canJump, top);
  }
  reserve(top, 4 * 32);
  let t = down4(black) & empty;
  top = pushBlackQuiet(t, up4(t), black, white, kings, top);
  t = down35(black) & empty;
  top = pushBlackQuiet(t, up35(t), black, white, kings, top);
  if (blackKings !== 0) {
    t = up4(blackKings) & empty;
    top = pushBlackQuiet(t, down4(t), black, white, kings, top);
    t = up35(blackKings) & empty;
    top = pushBlackQuiet(t, down35(t), black, white, kings, top);
  }
  return top;
}

/** Bulk perft for Black to move: the last ply counted, the one before from registers. */
function perftBulkBlack(
  black: number,
  white: number,
  kings: number,
  depth: number,
  base: number,
  distinct: boolean,
): number {
  if (depth === 2) return perft2Black(black, white, kings, base, distinct);
  const end = generateBlack(black, white, kings, base);
  let n = 0;
  for (let i = base; i < end; i += 3)
    n += perftBulkWhite(childStack[i]!, childStack[i + 1]!, childStack[i + 2]!, depth - 1, end, distinct);
  return n;
}

/** Perft for Black to move that makes every move, leaves included (each leaf is a written child position). */
function perftFullBlack(black: number, white: number, kings: number, depth: number, base: number): number {
  const end = generateBlack(black, white, kings, base);
  if (depth === 1) return (end - base) / 3;
  let n = 0;
  for (let i = base; i < end; i += 3)
    n += perftFullWhite(childStack[i]!, childStack[i + 1]!, childStack[i + 2]!, depth - 1, end);
  return n;
}

/**
 * Perft at depth 2 for Black to move: when Black has only men, each quiet move's or single
 * jump's child is counted straight from registers instead of being written and read back.
 */
function perft2Black(black: number, white: number, kings: number, base: number, distinct: boolean): number {
  const empty = ~(black | white);
  if ((black & kings) !== 0 || menWeighed) {
    const end = generateBlack(black, white, kings, base);
    let n = 0;
    for (let i = base; i < end; i += 3)
      n += countWhite(childStack[i]!, childStack[i + 1]!, childStack[i + 2]!, end, distinct);
    return n;
  }
  const canJump = jumpersDown(white & ~(kings & menSpareKings), empty);
  if ((black & canJump) !== 0) return perft2BlackCaptures(black, white, kings, empty, canJump, base, distinct);
  let t = down4(black) & empty;
  const n = countBlackQuietChildren(t, up4(t), black, white, kings, base, distinct);
  t = down35(black) & empty;
  return n + countBlackQuietChildren(t, up35(t), black, white, kings, base, distinct);
}

/** Counts the replies after each of Black's quiet man moves of one class: {@link pushBlackQuiet}, counted instead of written. */
function countBlackQuietChildren(
  targets: number,
  sources: number,
  black: number,
  white: number,
  kings: number,
  base: number,
  distinct: boolean,
): number {
  let n = 0;
  while (targets !== 0) {
    const to = 1 << (31 - Math.clz32(targets));
    const from = 1 << (31 - Math.clz32(sources));
    targets ^= to;
    sources ^= from;
    n += countWhite(black ^ (from | to), white, kings | (to & BLACK_CROWN), base, distinct);
  }
  return n;
}

/** The captures of Black's men at depth 2, counted as in {@link perft2Black}; see {@link generateBlackManCaptures}. */
function perft2BlackCaptures(
  black: number,
  white: number,
  kings: number,
  empty: number,
  canJump: number,
  base: number,
  distinct: boolean,
): number {
  const prey = white & ~(kings & menSpareKings);
  const viaFour = down35(down4(black) & prey) & empty;
  const viaOther = down4(down35(black) & prey) & empty;
  const goOn = (viaFour | viaOther) & ~BLACK_CROWN & canJump;
  const singles = goOn !== 0 && weigh !== undefined ? 0 : ~goOn; // see generateBlackManCaptures
  let n = 0;
  let done = viaFour & singles;
  while (done !== 0) {
    const to = 1 << (31 - Math.clz32(done));
    done ^= to;
    const over = up35(to);
    const from = up4(over);
    n += countWhite(black ^ (from | to), white ^ over, (kings & ~over) | (to & BLACK_CROWN), base, distinct);
  }
  done = viaOther & singles;
  while (done !== 0) {
    const to = 1 << (31 - Math.clz32(done));
    done ^= to;
    const over = up4(to);
    const from = up35(over);
    n += countWhite(black ^ (from | to), white ^ over, (kings & ~over) | (to & BLACK_CROWN), base, distinct);
  }
  if (goOn !== 0) {
    const end = continueManCaptures(black, white, kings, true, viaFour & goOn, viaOther & goOn, empty, base);
    for (let i = base; i < end; i += 3)
      n += countWhite(childStack[i]!, childStack[i + 1]!, childStack[i + 2]!, end, distinct);
  }
  return n;
}

// ---------------------------------------------------------------------------------------------
// White to move (men go up). "Four" and "other" are the two diagonal classes of geometry8.ts.

/**
 * The capture paths of a white man on `man` (one bit) that can jump or has jumped, counted
 * set-wise: each step class gives at most one landing. WCDF 1.19: the sequence goes on while a
 * jump exists; 1.16: a man that lands on row 0 is crowned and stops. A man never comes back,
 * so the pieces it took (still on the board) and its start square play no part.
 */
function whiteManPaths(man: number, opp: number, empty: number): number {
  const viaFour = up35(up4(man) & opp) & empty;
  const viaOther = up4(up35(man) & opp) & empty;
  if ((viaFour | viaOther) === 0) return 1;
  let n = 0;
  if (viaFour !== 0) n += (viaFour & WHITE_CROWN) !== 0 ? 1 : whiteManPaths(viaFour, opp, empty);
  if (viaOther !== 0) n += (viaOther & WHITE_CROWN) !== 0 ? 1 : whiteManPaths(viaOther, opp, empty);
  return n;
}

/** Adds the paths that go on from the landing squares `landings` of White's first jumps (`prey`: the pieces men may jump). */
function countWhiteContinuations(landings: number, prey: number, empty: number): number {
  let n = 0;
  while (landings !== 0) {
    const man = 1 << (31 - Math.clz32(landings));
    landings ^= man;
    n += whiteManPaths(man, prey, empty);
  }
  return n;
}

/** The number of legal moves for White, without making them (bulk counting). */
function countWhite(black: number, white: number, kings: number, top: number, distinct: boolean): number {
  const empty = ~(black | white);
  const whiteKings = white & kings;
  // The pieces White's men may jump: Black's pieces, or only its men (Italian).
  const prey = black & ~(kings & menSpareKings);
  if (whiteKings !== 0) {
    const forward = jumpersUp(black, empty);
    const kingJumpers = whiteKings & (forward | jumpersDown(black, empty));
    if (kingJumpers !== 0) {
      // `forward` itself when men take every piece: English never computes the other set.
      const manJumpers = white & ~kings & (prey === black ? forward : jumpersUp(prey, empty));
      return countCapturesWithKings(black, white, kings, false, kingJumpers | manJumpers, top, distinct);
    }
  }
  const stepFour = up4(white);
  const stepOther = up35(white);
  const jumpFour = up35(stepFour & prey) & empty;
  const jumpOther = up4(stepOther & prey) & empty;
  if ((jumpFour | jumpOther) !== 0) {
    // Men only. Each landing square of one class has one man behind it, so single jumps are
    // counted by popcount; only landings that can jump again (off the crowning row) are searched.
    const goOn = (jumpFour | jumpOther) & ~WHITE_CROWN & jumpersUp(prey, empty);
    // Under a precedence rule a landing that goes on makes every single jump illegal (the most
    // pieces come first); the continuations are weighed and the best counted.
    if (weigh !== undefined && (goOn !== 0 || menWeighed)) {
      const keep = goOn !== 0 ? goOn : -1;
      return weigh.men(jumpFour & keep, jumpOther & keep, prey, kings, empty, false);
    }
    let n = popcount(jumpFour & ~goOn) + popcount(jumpOther & ~goOn);
    if (goOn !== 0) {
      // A landing square reached from both classes is two captures: count each class apart.
      n += countWhiteContinuations(jumpFour & goOn, prey, empty);
      n += countWhiteContinuations(jumpOther & goOn, prey, empty);
    }
    return n;
  }
  let n = popcount(stepFour & empty) + popcount(stepOther & empty);
  if (whiteKings !== 0) n += popcount(down4(whiteKings) & empty) + popcount(down35(whiteKings) & empty);
  return n;
}

/** Writes White's quiet moves of one class (`targets`; `sources` = the same stepped back). */
function pushWhiteQuiet(
  targets: number,
  sources: number,
  black: number,
  white: number,
  kings: number,
  top: number,
): number {
  const stack = childStack;
  while (targets !== 0) {
    // A step of one class keeps square order, so the k-th highest target belongs to the k-th
    // highest source. (Highest first: `x & -x` overflows int32 on square 32 and deoptimises.)
    const to = 1 << (31 - Math.clz32(targets));
    const from = 1 << (31 - Math.clz32(sources));
    targets ^= to;
    sources ^= from;
    stack[top] = black;
    stack[top + 1] = white ^ (from | to);
    // WCDF 1.16: a man reaching the far row is crowned.
    stack[top + 2] = (kings & from) !== 0 ? kings ^ (from | to) : kings | (to & WHITE_CROWN);
    top += 3;
  }
  return top;
}

/** Writes one man capture: the man on `from` jumps `over` and lands on `to` (crowned on row 0). */
function pushWhiteJump(
  from: number,
  over: number,
  to: number,
  black: number,
  white: number,
  kings: number,
  top: number,
): void {
  childStack[top] = black ^ over;
  childStack[top + 1] = white ^ (from | to);
  childStack[top + 2] = (kings & ~over) | (to & WHITE_CROWN);
}

/**
 * Writes White's captures when only men can capture, set-wise: a single jump whose landing square
 * offers no further jump (or lies on the crowning row, WCDF 1.16) is written straight from the
 * landing set; only the other landings are searched on. The order differs from the square-by-square
 * search; callers that record paths use that search instead.
 */
function generateWhiteManCaptures(
  black: number,
  white: number,
  kings: number,
  empty: number,
  canJump: number,
  top: number,
): number {
  const prey = black & ~(kings & menSpareKings);
  const viaFour = up35(up4(white) & prey) & empty;
  const viaOther = up4(up35(white) & prey) & empty;
  const goOn = (viaFour | viaOther) & ~WHITE_CROWN & canJump;
  reserve(top, 2 * 12);
  // The single jumps: those whose landing does not go on; none under a precedence rule when
  // one does (see countWhite).
  const singles = goOn !== 0 && weigh !== undefined ? 0 : ~goOn;
  let done = viaFour & singles;
  while (done !== 0) {
    const to = 1 << (31 - Math.clz32(done));
    done ^= to;
    const over = down35(to);
    pushWhiteJump(down4(over), over, to, black, white, kings, top);
    top += 3;
  }
  done = viaOther & singles;
  while (done !== 0) {
    const to = 1 << (31 - Math.clz32(done));
    done ^= to;
    const over = down4(to);
    pushWhiteJump(down35(over), over, to, black, white, kings, top);
    top += 3;
  }
  if (goOn !== 0) top = continueManCaptures(black, white, kings, false, viaFour & goOn, viaOther & goOn, empty, top);
  return top;
}

/** Writes White's legal moves as child positions at `top`; returns the new top. */
function generateWhite(black: number, white: number, kings: number, top: number): number {
  const empty = ~(black | white);
  const whiteKings = white & kings;
  // Men jump their prey (see countWhite), kings any piece.
  const canJump = jumpersUp(black & ~(kings & menSpareKings), empty);
  let jumpers = white & canJump;
  // Kings jump forward too: `canJump` has those jumps already unless men spare kings.
  if (whiteKings !== 0)
    jumpers |= whiteKings & (jumpersDown(black, empty) | (menSpareKings !== 0 ? jumpersUp(black, empty) : 0));
  if (jumpers !== 0) {
    return capRecord || menWeighed || (jumpers & whiteKings) !== 0
      ? generateCaptures(black, white, kings, false, jumpers, top)
      : generateWhiteManCaptures(black, white, kings, empty, canJump, top);
  }
  reserve(top, 4 * 32);
  let t = up4(white) & empty;
  top = pushWhiteQuiet(t, down4(t), black, white, kings, top);
  t = up35(white) & empty;
  top = pushWhiteQuiet(t, down35(t), black, white, kings, top);
  if (whiteKings !== 0) {
    t = down4(whiteKings) & empty;
    top = pushWhiteQuiet(t, up4(t), black, white, kings, top);
    t = down35(whiteKings) & empty;
    top = pushWhiteQuiet(t, up35(t), black, white, kings, top);
  }
  return top;
}

/** Bulk perft for White to move: the last ply counted, the one before from registers. */
function perftBulkWhite(
  black: number,
  white: number,
  kings: number,
  depth: number,
  base: number,
  distinct: boolean,
): number {
  if (depth === 2) return perft2White(black, white, kings, base, distinct);
  const end = generateWhite(black, white, kings, base);
  let n = 0;
  for (let i = base; i < end; i += 3)
    n += perftBulkBlack(childStack[i]!, childStack[i + 1]!, childStack[i + 2]!, depth - 1, end, distinct);
  return n;
}

/** Perft for White to move that makes every move, leaves included (each leaf is a written child position). */
function perftFullWhite(black: number, white: number, kings: number, depth: number, base: number): number {
  const end = generateWhite(black, white, kings, base);
  if (depth === 1) return (end - base) / 3;
  let n = 0;
  for (let i = base; i < end; i += 3)
    n += perftFullBlack(childStack[i]!, childStack[i + 1]!, childStack[i + 2]!, depth - 1, end);
  return n;
}

/**
 * Perft at depth 2 for White to move: when White has only men, each quiet move's or single
 * jump's child is counted straight from registers instead of being written and read back.
 */
function perft2White(black: number, white: number, kings: number, base: number, distinct: boolean): number {
  const empty = ~(black | white);
  if ((white & kings) !== 0 || menWeighed) {
    const end = generateWhite(black, white, kings, base);
    let n = 0;
    for (let i = base; i < end; i += 3)
      n += countBlack(childStack[i]!, childStack[i + 1]!, childStack[i + 2]!, end, distinct);
    return n;
  }
  const canJump = jumpersUp(black & ~(kings & menSpareKings), empty);
  if ((white & canJump) !== 0) return perft2WhiteCaptures(black, white, kings, empty, canJump, base, distinct);
  let t = up4(white) & empty;
  const n = countWhiteQuietChildren(t, down4(t), black, white, kings, base, distinct);
  t = up35(white) & empty;
  return n + countWhiteQuietChildren(t, down35(t), black, white, kings, base, distinct);
}

/** Counts the replies after each of White's quiet man moves of one class: {@link pushWhiteQuiet}, counted instead of written. */
function countWhiteQuietChildren(
  targets: number,
  sources: number,
  black: number,
  white: number,
  kings: number,
  base: number,
  distinct: boolean,
): number {
  let n = 0;
  while (targets !== 0) {
    const to = 1 << (31 - Math.clz32(targets));
    const from = 1 << (31 - Math.clz32(sources));
    targets ^= to;
    sources ^= from;
    n += countBlack(black, white ^ (from | to), kings | (to & WHITE_CROWN), base, distinct);
  }
  return n;
}

/** The captures of White's men at depth 2, counted as in {@link perft2White}; see {@link generateWhiteManCaptures}. */
function perft2WhiteCaptures(
  black: number,
  white: number,
  kings: number,
  empty: number,
  canJump: number,
  base: number,
  distinct: boolean,
): number {
  const prey = black & ~(kings & menSpareKings);
  const viaFour = up35(up4(white) & prey) & empty;
  const viaOther = up4(up35(white) & prey) & empty;
  const goOn = (viaFour | viaOther) & ~WHITE_CROWN & canJump;
  const singles = goOn !== 0 && weigh !== undefined ? 0 : ~goOn; // see generateWhiteManCaptures
  let n = 0;
  let done = viaFour & singles;
  while (done !== 0) {
    const to = 1 << (31 - Math.clz32(done));
    done ^= to;
    const over = down35(to);
    const from = down4(over);
    n += countBlack(black ^ over, white ^ (from | to), (kings & ~over) | (to & WHITE_CROWN), base, distinct);
  }
  done = viaOther & singles;
  while (done !== 0) {
    const to = 1 << (31 - Math.clz32(done));
    done ^= to;
    const over = down4(to);
    const from = down35(over);
    n += countBlack(black ^ over, white ^ (from | to), (kings & ~over) | (to & WHITE_CROWN), base, distinct);
  }
  if (goOn !== 0) {
    const end = continueManCaptures(black, white, kings, false, viaFour & goOn, viaOther & goOn, empty, base);
    for (let i = base; i < end; i += 3)
      n += countBlack(childStack[i]!, childStack[i + 1]!, childStack[i + 2]!, end, distinct);
  }
  return n;
}
// </generated>
