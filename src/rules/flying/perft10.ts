// Over 1,200 lines: perft's node kinds (men's nodes, last two plies, leaf makers by colour) share
// one closure whose constant stack V8 folds into their code; split across modules they would
// read it as module bindings (docs/performance.md#what-v8-rewards).
/**
 * Perft of the 10x10 generator (`movegen10.ts`), by copy-make: each position is its six
 * occupancy words; a node writes its children (see `makeChildren`) on a stack and loads each in
 * turn into the generator's words (`occ10`), so nothing is undone. Men's steps, their single and
 * double jumps and, at the last plies, whole nodes are made set-wise on the words; other
 * captures come from the generator's capture search, which writes them here as children
 * (`emitChild`, handed to it by {@link setChildWriter}).
 *
 * Its own module, apart from the generator: only the public `perft` reaches it (through
 * rules/perftKit.ts), so a bundle that lists and plays moves carries none of it. It reads the
 * generator's search state as imported bindings and writes it through the generator's small
 * writers (an imported binding cannot be assigned); the generator's state table (movegen10.ts)
 * says which. Why copy-make on the words: docs/performance.md#flying-kings-on-10x10.
 * @module
 */
import { R_CAPTURES, R_TO, next, records } from './movegen.js';
import { Around, Mask, Side, Step, deltaOf } from './layout10.js';
import {
  afterFullStack,
  around,
  best,
  childWritten,
  countMoves,
  countSearch,
  countSingleJumps,
  distinctOnly,
  enemyHi,
  enemyLo,
  from,
  generate10,
  generateCaptures,
  givenMenHi,
  givenMenLo,
  isSet,
  jumpDlHi,
  jumpDlLo,
  jumpDrHi,
  jumpDrLo,
  jumpUlHi,
  jumpUlLo,
  jumpUrHi,
  jumpUrLo,
  jumpsAround,
  kingAt,
  menLeaf,
  nodeStart,
  occ10,
  onCrowningRow,
  own,
  piecesFirst,
  quietCountOrCapture,
  raiseBest,
  searchFromSquare,
  setChildWriter,
  setGivenMen,
  setJumpSets,
  setWritingChildren,
  spaceHi,
  spaceLo,
  stackFull,
  stackRoom,
  startSearch,
  top,
} from './movegen10.js';
import { popcount4 } from '../../core/bits.js';

/**
 * The number of two-piece captures of the men of `color` in the loaded position, as perft's
 * last ply counts them (`doubleJumps` of `perftCore`), after {@link quietCount10} (which leaves
 * the jump sets) and `countSingleJumps` gave -1; -1 when it leaves them to the search. For the
 * tests.
 * @internal Exported for the tests alone (knip --production checks that nothing else imports it).
 */
export function countDoubleJumps10(color: number): number {
  const occ = occ10;
  const o = color === Side.WHITE ? 0 : 2;
  return perftCore.doubleJumps(0, 0, color === Side.WHITE, occ[o]! & ~occ[4]!, occ[o + 1]! & ~occ[5]!, 0, 0, 0, 0);
}
// ---------------------------------------------------------------------------------------------
// Perft by copy-make: each position is its six occupancy words; a node writes its children
// (see `makeChildren`) on a stack and loads each in turn into `occ10`, so nothing is undone.

/**
 * The children of `color`'s moves as the records of {@link generate10} say, each record applied
 * to the words square by square (its captured squares, not its mask): the original that
 * {@link makeLeaves10} is tested against (six occupancy words each, in record order).
 * @internal Exported for the tests alone (knip --production checks that nothing else imports it).
 */
export function childrenByMake10(color: number, base: number): number[][] {
  const end = generate10(color, base);
  const o = color === Side.WHITE ? 0 : 2;
  const children: number[][] = [];
  const clear = (words: number[], at: number, p: number): void => {
    words[at + (p >>> 5)] = words[at + (p >>> 5)]! & ~(1 << (p & 31));
  };
  const put = (words: number[], at: number, p: number): void => {
    words[at + (p >>> 5)] = words[at + (p >>> 5)]! | (1 << (p & 31));
  };
  for (let r = base; r < end; r = next(r)) {
    const words = Array.from(occ10);
    const fromP = records[r]!;
    const toP = records[r + R_TO]!;
    const king = kingAt(fromP);
    for (let i = 0; i < records[r + R_CAPTURES]!; i++) {
      const p = records[r + R_CAPTURES + 1 + i]!;
      clear(words, 2 - o, p);
      clear(words, 4, p);
    }
    clear(words, o, fromP);
    clear(words, 4, fromP);
    put(words, o, toP);
    if (king || records[r + 2] !== 0) put(words, 4, toP);
    children.push(words);
  }
  return children;
}

/**
 * Perft and the children of a node, in a closure whose constants are the stack of children and
 * the loaded position (`board`, the words of `occ10`): V8 folds a closure's constant typed
 * arrays into the code that reads and writes them, not a module binding (see
 * {@link childWhiteLo}).
 * A bundle that never counts moves drops it whole (the public `perft` hands `perft10` to the
 * engine: rules/perftKit.ts).
 */
const perftCore = /* @__PURE__ */ (() => {
  const board = occ10;
  /**
   * The children written by perft (every ply's, one above the other) and by `makeLeaves10` (from
   * child 0): child `c`'s six occupancy words are word `c` of six arrays, White's low and high
   * words, Black's, the kings'. Constants of this closure, of a fixed size: V8 folds the address
   * and the length of such a typed array into the code that stores into it, where a module
   * binding (bundlers write a module's top-level `const` as `var`) is read from the module's
   * context and its map, length and address loaded again at each turn of a loop
   * (docs/performance.md#what-v8-rewards). A child at `c & Mask.CHILDREN` is inside the arrays
   * whatever `c`, which
   * V8 can tell. Six arrays of one length indexed alike, not one array of six words a child: the
   * six stores of a child share one bounds check (V8 keeps a check its types prove, and merges
   * equal ones), where `stack[b + 1]` to `stack[b + 5]` had a check and an address each. When a
   * path's children outgrow them, perft counts another way.
   */
  const childWhiteLo = new Int32Array(Mask.STACK);
  const childWhiteHi = new Int32Array(Mask.STACK);
  const childBlackLo = new Int32Array(Mask.STACK);
  const childBlackHi = new Int32Array(Mask.STACK);
  const childKingsLo = new Int32Array(Mask.STACK);
  const childKingsHi = new Int32Array(Mask.STACK);
  setChildWriter(emitChild);

  /**
   * Writes the child of the capture from `from` to `to` taking `m0`, `m1` at `top` of the perft
   * stack, unless `dedup` and an equal child is there: the same pieces of either colour
   * after the move is the same move (same start, end and pieces taken), as Moby Dam compares them.
   */
  function emitChild(to: number, dedup: boolean, kingEnds: boolean, m0: number, m1: number): void {
    m0 |= 0;
    m1 |= 0;
    const occ = board;
    const white = own === Side.WHITE;
    const o = white ? 0 : 2;
    const fLo = from < 32 ? 1 << from : 0;
    const fHi = from < 32 ? 0 : 1 << (from - 32);
    const tLo = to < 32 ? 1 << to : 0;
    const tHi = to < 32 ? 0 : 1 << (to - 32);
    // Off the start square, then on the landing square (a capture may end where it began).
    const ownLo = (occ[o]! & ~fLo) | tLo;
    const ownHi = (occ[o + 1]! & ~fHi) | tHi;
    const enLo = enemyLo & ~m0;
    const enHi = enemyHi & ~m1;
    const wLo = white ? ownLo : enLo;
    const wHi = white ? ownHi : enHi;
    const bLo = white ? enLo : ownLo;
    const bHi = white ? enHi : ownHi;
    if (dedup) {
      for (let r = nodeStart; r < top; r++) {
        const c = r & Mask.CHILDREN;
        if (childWhiteLo[c] === wLo && childWhiteHi[c] === wHi && childBlackLo[c] === bLo && childBlackHi[c] === bHi)
          return;
      }
    }
    if (top + 1 > stackRoom) stackFull();
    let kLo = occ[4]! & ~m0 & ~fLo;
    let kHi = occ[5]! & ~m1 & ~fHi;
    if (kingEnds) {
      kLo |= tLo;
      kHi |= tHi;
    }
    const c = top & Mask.CHILDREN;
    childWhiteLo[c] = wLo;
    childWhiteHi[c] = wHi;
    childBlackLo[c] = bLo;
    childBlackHi[c] = bHi;
    childKingsLo[c] = kLo;
    childKingsHi[c] = kHi;
    childWritten();
  }
  /**
   * A node whose side to move (`color`) has no king, when `menLeaf` holds (International), on the
   * position of the words given (White, Black, kings): with `make` 0 the number of its legal moves
   * (bulk perft's last ply), with `make` 1 its children written from child `at` of the stack
   * ({@link childWhiteLo}) and their number (as {@link makeChildren}). One pass on the words in
   * local variables: the men's steps, the jump sets, and when every capture is one jump by a man
   * those jumps, as `quietCountOrCapture` and `countSingleJumps` find them (tested against them
   * through perft and `makeMenLeaves10`, test/rules/flying10.test.ts). The position is loaded
   * into `board` only for the search, which runs when a jump goes on and, with the value that
   * puts the pieces first (FMJD 4.13), only when a capture takes three pieces or two men's first
   * jumps land on one square (`doubleJumps`).
   * Like Frisian's leaf count: the words in module variables and typed arrays, read and written
   * again by each function, cost more than the count (docs/performance.md#frisian). Counting and
   * making in one function, so that making a single-jump capture does not read the jump sets back
   * (`countSingleJumps`).
   */
  function menNode(
    make: number,
    color: number,
    at: number,
    wLo: number,
    wHi: number,
    bLo: number,
    bHi: number,
    kLo: number,
    kHi: number,
  ): number {
    wLo |= 0;
    wHi |= 0;
    bLo |= 0;
    bHi |= 0;
    kLo |= 0;
    kHi |= 0;
    const white = color === Side.WHITE;
    const menLo = white ? wLo : bLo;
    const menHi = white ? wHi : bHi;
    const enLo = white ? bLo : wLo;
    const enHi = white ? bHi : wHi;
    const emptyLo = ~(wLo | bLo) & Mask.VALID_LO;
    const emptyHi = ~(wHi | bHi) & Mask.VALID_HI;
    // The empty squares seen from P: P-6 and P-5 (a shift left), P+5 and P+6 (a shift right).
    const uaLo = emptyLo << Step.LONG;
    const uaHi = (emptyHi << Step.LONG) | (emptyLo >>> Step.LONG_CARRY);
    const ubLo = emptyLo << Step.SHORT;
    const ubHi = (emptyHi << Step.SHORT) | (emptyLo >>> Step.SHORT_CARRY);
    const daLo = (emptyLo >>> Step.SHORT) | (emptyHi << Step.SHORT_CARRY);
    const daHi = emptyHi >>> Step.SHORT;
    const dbLo = (emptyLo >>> Step.LONG) | (emptyHi << Step.LONG_CARRY);
    const dbHi = emptyHi >>> Step.LONG;
    // The jump sets (as in quietCountOrCapture): an enemy piece next to P, the square behind empty.
    let tLo = enLo & uaLo;
    let tHi = enHi & uaHi;
    const ulLo = tLo << Step.LONG;
    const ulHi = (tHi << Step.LONG) | (tLo >>> Step.LONG_CARRY);
    tLo = enLo & ubLo;
    tHi = enHi & ubHi;
    const urLo = tLo << Step.SHORT;
    const urHi = (tHi << Step.SHORT) | (tLo >>> Step.SHORT_CARRY);
    tLo = enLo & daLo;
    tHi = enHi & daHi;
    const dlLo = (tLo >>> Step.SHORT) | (tHi << Step.SHORT_CARRY);
    const dlHi = tHi >>> Step.SHORT;
    tLo = enLo & dbLo;
    tHi = enHi & dbHi;
    const drLo = (tLo >>> Step.LONG) | (tHi << Step.LONG_CARRY);
    const drHi = tHi >>> Step.LONG;
    const aLo = menLo & ulLo;
    const aHi = menHi & ulHi;
    const bbLo = menLo & urLo;
    const bbHi = menHi & urHi;
    const cLo = menLo & dlLo;
    const cHi = menHi & dlHi;
    const dLo = menLo & drLo;
    const dHi = menHi & drHi;
    if ((aLo | aHi | bbLo | bbHi | cLo | cHi | dLo | dHi) === 0) {
      // No capture: the men's steps forward (FMJD 3.4).
      if (make !== 0) {
        // At most 40 children.
        if (at + 40 > stackRoom) stackFull();
        const w = white
          ? leafMenWhite(at, wLo, wHi, bLo, bHi, kLo, kHi)
          : leafMenBlack(at, bLo, bHi, wLo, wHi, kLo, kHi);
        return w - at;
      }
      // One call site of popcount4 for both colours (V8 inlined one of two).
      return popcount4(
        menLo & (white ? uaLo : daLo),
        menHi & (white ? uaHi : daHi),
        menLo & (white ? ubLo : dbLo),
        menHi & (white ? ubHi : dbHi),
      );
    }
    // The men whose jump goes on: its landing square is in the J of another direction than back
    // (as countSingleJumps; the shifts by 12 and 10 are two steps).
    let contLo = 0;
    let contHi = 0;
    if ((aLo | aHi) !== 0) {
      const hLo = ((aLo >>> Step.LONG2) | (aHi << Step.LONG2_CARRY)) & (ulLo | urLo | dlLo);
      const hHi = (aHi >>> Step.LONG2) & (ulHi | urHi | dlHi);
      contLo |= hLo << Step.LONG2;
      contHi |= (hHi << Step.LONG2) | (hLo >>> Step.LONG2_CARRY);
    }
    if ((bbLo | bbHi) !== 0) {
      const hLo = ((bbLo >>> Step.SHORT2) | (bbHi << Step.SHORT2_CARRY)) & (ulLo | urLo | drLo);
      const hHi = (bbHi >>> Step.SHORT2) & (ulHi | urHi | drHi);
      contLo |= hLo << Step.SHORT2;
      contHi |= (hHi << Step.SHORT2) | (hLo >>> Step.SHORT2_CARRY);
    }
    if ((cLo | cHi) !== 0) {
      const hLo = (cLo << Step.SHORT2) & (ulLo | dlLo | drLo);
      const hHi = ((cHi << Step.SHORT2) | (cLo >>> Step.SHORT2_CARRY)) & (ulHi | dlHi | drHi);
      contLo |= (hLo >>> Step.SHORT2) | (hHi << Step.SHORT2_CARRY);
      contHi |= hHi >>> Step.SHORT2;
    }
    if ((dLo | dHi) !== 0) {
      const hLo = (dLo << Step.LONG2) & (urLo | dlLo | drLo);
      const hHi = ((dHi << Step.LONG2) | (dLo >>> Step.LONG2_CARRY)) & (urHi | dlHi | drHi);
      contLo |= (hLo >>> Step.LONG2) | (hHi << Step.LONG2_CARRY);
      contHi |= hHi >>> Step.LONG2;
    }
    // The position and the jump sets are stored for the code that reads them from the module, on
    // each path apart, which costs less than one store for all before this test
    // (docs/performance.md#flying-kings-on-10x10).
    const occ = board;
    if ((contLo | contHi) === 0) {
      // Every capture one jump by a man: their number, and their children from the jump sets.
      // One call site of popcount4 for both words: V8 inlines popcount4 (312 bytes of bytecode) at
      // two sites of a function and no more (its budget is 920 bytes).
      if (make === 0) {
        let n = 0;
        for (let h = 0; h < 2; h++)
          n += popcount4(h === 0 ? aLo : aHi, h === 0 ? bbLo : bbHi, h === 0 ? cLo : cHi, h === 0 ? dLo : dHi);
        return n;
      }
      // Written, not counted first: at most four jumps a man, 80 children. Here, from the words in
      // local variables, as `jumpsOneWay` does from the board's: the position is not stored and no
      // call is made for each direction (a call of V8 costs some 60 instructions:
      // docs/performance.md#what-v8-rewards). Tested against generate10's records through
      // `makeMenLeaves10` (test/rules/flying10.test.ts).
      if (at + 80 > stackRoom) stackFull();
      const crownLo = white ? Mask.WHITE_CROWN_LO : 0;
      const crownHi = white ? 0 : Mask.BLACK_CROWN_HI;
      let w = at;
      // One loop over the four directions' jumping men, low word then high word each.
      let dir = 0;
      let delta: number = -Step.LONG;
      let lo = aLo;
      let hi = aHi;
      for (;;) {
        if ((lo | hi) === 0) {
          if (++dir === 4) break;
          delta = dir === 1 ? -Step.SHORT : dir === 2 ? Step.SHORT : Step.LONG;
          lo = dir === 1 ? bbLo : dir === 2 ? cLo : dLo;
          hi = dir === 1 ? bbHi : dir === 2 ? cHi : dHi;
          continue;
        }
        // The man jumps `delta` twice: from `fromP` over `over` (an enemy piece) to `to` (FMJD 4.1),
        // crowned there on the far row (FMJD 4.15).
        let fromP: number;
        let ownLo = menLo;
        let ownHi = menHi;
        if (lo !== 0) {
          const low = lo & -lo;
          lo ^= low;
          fromP = 31 - Math.clz32(low);
          ownLo ^= low;
        } else {
          const low = hi & -hi;
          hi ^= low;
          fromP = 63 - Math.clz32(low);
          ownHi ^= low;
        }
        const over = fromP + delta;
        const to = over + delta;
        // `1 << p` is `1 << (p & 31)`: the bit of index p in its word.
        let eLo = enLo;
        let eHi = enHi;
        let kingsLo = kLo;
        let kingsHi = kHi;
        if (over < 32) {
          eLo &= ~(1 << over);
          kingsLo &= ~(1 << over);
        } else {
          eHi &= ~(1 << over);
          kingsHi &= ~(1 << over);
        }
        if (to < 32) {
          ownLo |= 1 << to;
          kingsLo |= crownLo & (1 << to);
        } else {
          ownHi |= 1 << to;
          kingsHi |= crownHi & (1 << to);
        }
        const c = w & Mask.CHILDREN;
        childWhiteLo[c] = white ? ownLo : eLo;
        childWhiteHi[c] = white ? ownHi : eHi;
        childBlackLo[c] = white ? eLo : ownLo;
        childBlackHi[c] = white ? eHi : ownHi;
        childKingsLo[c] = kingsLo;
        childKingsHi[c] = kingsHi;
        w++;
      }
      return w - at;
    }
    setJumpSets(ulLo, ulHi, urLo, urHi, dlLo, dlHi, drLo, drHi);
    // A jump goes on: counted or written on the jump sets when no capture takes three pieces and
    // the value puts the pieces first (then only the two-piece captures are legal).
    if (piecesFirst) {
      const doubles = doubleJumps(make, at, white, menLo, menHi, enLo, enHi, kLo, kHi);
      if (doubles >= 0) return doubles;
    }
    // Otherwise the search, on the loaded position with its jump sets; when the value puts the
    // pieces first, only the men whose first jump goes on can make a legal capture.
    occ[0] = wLo;
    occ[1] = wHi;
    occ[2] = bLo;
    occ[3] = bHi;
    occ[4] = kLo;
    occ[5] = kHi;
    setGivenMen(contLo, contHi);
    if (make === 0) return countSearch(color, 0, -1);
    return menCaptures(color, at) - at;
  }

  /**
   * The captures of the men `menLo`, `menHi` (White's when `white`; a side without kings, under
   * `menLeaf`: men capture backward, nothing crowns on the way) when the longest take two pieces,
   * found on the jump sets of the position (`jumpUlLo` and the others): with `make` 0 their number,
   * with `make` 1 their children written from child `at` (the enemy pieces `enLo`, `enHi`, the
   * kings `kLo`, `kHi`) and their number; -1 when some capture takes three or more, or two men's
   * first jumps land on one square (the sets would hold it once; rare), and then the search counts
   * or writes them. Call it when some jump goes on and the value puts the pieces first, so that
   * only the two-piece captures are legal (FMJD 4.13). Each man, first direction and second
   * direction (not back) is one move, which takes the two pieces jumped (FMJD 4.11: off the board
   * when the move ends) and ends two squares on, where the man is crowned on the far row (FMJD
   * 4.15). Cheaper than the search, counted or written (docs/performance.md#flying-kings-on-10x10).
   * Tested against the generic generator's records
   * (`countDoubleJumps10`, `makeMenLeaves10`) and through perft (test/rules/flying10.test.ts).
   *
   * Why the jump sets, made on the position before the move, are exact for the second and third
   * jump: during a capture the man's start square is empty and the pieces it jumped stay on the
   * board (FMJD 4.11). With steps d1, d2, d3 (offsets -6, -5, 5, 6, never back: d2 != -d1), the
   * second landing is the start square only if d2 = -d1, and the piece jumped second is the first
   * only then; the third landing is the start square only if d1 + d2 + d3 = 0, and the piece jumped
   * third is the first only if d1 + 2 d2 + d3 = 0, neither of which any three offsets solve. So a
   * man with a first jump d1 to L goes on exactly when L is in the jump set of a d2 other than back,
   * and from there exactly when its landing is in the jump set of a d3 other than back. Two-piece
   * captures of one man differ in the pieces taken, so each (man, d1, d2) is one distinct move.
   */
  function doubleJumps(
    make: number,
    at: number,
    white: boolean,
    menLo: number,
    menHi: number,
    enLo: number,
    enHi: number,
    kLo: number,
    kHi: number,
  ): number {
    at |= 0;
    menLo |= 0;
    menHi |= 0;
    enLo |= 0;
    enHi |= 0;
    kLo |= 0;
    kHi |= 0;
    const ulLo = jumpUlLo;
    const ulHi = jumpUlHi;
    const urLo = jumpUrLo;
    const urHi = jumpUrHi;
    const dlLo = jumpDlLo;
    const dlHi = jumpDlHi;
    const drLo = jumpDrLo;
    const drHi = jumpDrHi;
    // The first landing squares of each direction.
    let t = menLo & ulLo;
    let u = menHi & ulHi;
    const aLo = (t >>> Step.LONG2) | (u << Step.LONG2_CARRY);
    const aHi = u >>> Step.LONG2;
    t = menLo & urLo;
    u = menHi & urHi;
    const bLo = (t >>> Step.SHORT2) | (u << Step.SHORT2_CARRY);
    const bHi = u >>> Step.SHORT2;
    t = menLo & dlLo;
    u = menHi & dlHi;
    const cLo = t << Step.SHORT2;
    const cHi = (u << Step.SHORT2) | (t >>> Step.SHORT2_CARRY);
    t = menLo & drLo;
    u = menHi & drHi;
    const dLo = t << Step.LONG2;
    const dHi = (u << Step.LONG2) | (t >>> Step.LONG2_CARRY);
    if (
      (((aLo | bLo) & (cLo | dLo)) |
        (aLo & bLo) |
        (cLo & dLo) |
        ((aHi | bHi) & (cHi | dHi)) |
        (aHi & bHi) |
        (cHi & dHi)) !==
      0
    )
      return -1;
    // The first landings that go on, by the direction of the second jump (never back).
    const pLo = (aLo | bLo | cLo) & ulLo;
    const pHi = (aHi | bHi | cHi) & ulHi;
    const qLo = (aLo | bLo | dLo) & urLo;
    const qHi = (aHi | bHi | dHi) & urHi;
    const rLo = (aLo | cLo | dLo) & dlLo;
    const rHi = (aHi | cHi | dHi) & dlHi;
    const sLo = (bLo | cLo | dLo) & drLo;
    const sHi = (bHi | cHi | dHi) & drHi;
    // A third jump (not back) from a second landing: the search.
    if (
      ((((pLo >>> Step.LONG2) | (pHi << Step.LONG2_CARRY)) & (ulLo | urLo | dlLo)) |
        ((pHi >>> Step.LONG2) & (ulHi | urHi | dlHi))) !==
      0
    )
      return -1;
    if (
      ((((qLo >>> Step.SHORT2) | (qHi << Step.SHORT2_CARRY)) & (ulLo | urLo | drLo)) |
        ((qHi >>> Step.SHORT2) & (ulHi | urHi | drHi))) !==
      0
    )
      return -1;
    if (
      (((rLo << Step.SHORT2) & (ulLo | dlLo | drLo)) |
        (((rHi << Step.SHORT2) | (rLo >>> Step.SHORT2_CARRY)) & (ulHi | dlHi | drHi))) !==
      0
    )
      return -1;
    if (
      (((sLo << Step.LONG2) & (urLo | dlLo | drLo)) |
        (((sHi << Step.LONG2) | (sLo >>> Step.LONG2_CARRY)) & (urHi | dlHi | drHi))) !==
      0
    )
      return -1;
    if (make === 0) {
      // One call site of popcount4 for both words (V8 inlines it at two sites of a function).
      let n = 0;
      for (let h = 0; h < 2; h++)
        n += popcount4(h === 0 ? pLo : pHi, h === 0 ? qLo : qHi, h === 0 ? rLo : rHi, h === 0 ? sLo : sHi);
      return n;
    }
    // At most 20 men, four first landings each (one man's, the test above), three ways on.
    if (at + 240 > stackRoom) stackFull();
    const crownLo = white ? Mask.WHITE_CROWN_LO : 0;
    const crownHi = white ? 0 : Mask.BLACK_CROWN_HI;
    let w = at;
    // One loop over the second directions' first landings, low word then high word each.
    let dir = 0;
    let second: number = -Step.LONG;
    let lo = pLo;
    let hi = pHi;
    for (;;) {
      if ((lo | hi) === 0) {
        if (++dir === 4) break;
        second = dir === 1 ? -Step.SHORT : dir === 2 ? Step.SHORT : Step.LONG;
        lo = dir === 1 ? qLo : dir === 2 ? rLo : sLo;
        hi = dir === 1 ? qHi : dir === 2 ? rHi : sHi;
        continue;
      }
      // The first landing L, and the direction of the first jump: the set it is in (one only).
      let land: number;
      let first: number;
      if (lo !== 0) {
        const low = lo & -lo;
        lo ^= low;
        land = 31 - Math.clz32(low);
        first =
          (aLo & low) !== 0 ? -Step.LONG : (bLo & low) !== 0 ? -Step.SHORT : (cLo & low) !== 0 ? Step.SHORT : Step.LONG;
      } else {
        const low = hi & -hi;
        hi ^= low;
        land = 63 - Math.clz32(low);
        first =
          (aHi & low) !== 0 ? -Step.LONG : (bHi & low) !== 0 ? -Step.SHORT : (cHi & low) !== 0 ? Step.SHORT : Step.LONG;
      }
      const man = land - 2 * first;
      const over1 = land - first;
      const over2 = land + second;
      const end = over2 + second;
      // `1 << p` is `1 << (p & 31)`: the bit of index p in its word.
      const manLo = man < 32 ? 1 << man : 0;
      const manHi = man < 32 ? 0 : 1 << man;
      const endLo = end < 32 ? 1 << end : 0;
      const endHi = end < 32 ? 0 : 1 << end;
      const takenLo = (over1 < 32 ? 1 << over1 : 0) | (over2 < 32 ? 1 << over2 : 0);
      const takenHi = (over1 < 32 ? 0 : 1 << over1) | (over2 < 32 ? 0 : 1 << over2);
      const ownLo = menLo ^ manLo ^ endLo;
      const ownHi = menHi ^ manHi ^ endHi;
      const eLo = enLo & ~takenLo;
      const eHi = enHi & ~takenHi;
      const c = w & Mask.CHILDREN;
      childWhiteLo[c] = white ? ownLo : eLo;
      childWhiteHi[c] = white ? ownHi : eHi;
      childBlackLo[c] = white ? eLo : ownLo;
      childBlackHi[c] = white ? eHi : ownHi;
      childKingsLo[c] = (kLo & ~takenLo) | (endLo & crownLo);
      childKingsHi[c] = (kHi & ~takenHi) | (endHi & crownHi);
      w++;
    }
    return w - at;
  }

  /**
   * Writes from child `at` the children of the captures of `color`'s men given in `givenMenLo`,
   * `givenMenHi` (those whose first jump goes on) on the loaded position, a side without kings
   * under `menLeaf`; returns the end. With the value that puts the pieces first (FMJD 4.13), a
   * search of its own for a man (`manJumps`) on the search's words and its child writer
   * (`emitChild`): the pieces jumped stay on the board until the move ends (FMJD 4.11), the man's
   * start square is empty on the way, a man is crowned only where the capture ends (FMJD 4.15),
   * and the captures of the most pieces are kept; two paths of one man taking the same pieces to
   * the same square are one move when moves are counted distinct (they take four pieces or more:
   * see `emitCapture`). Otherwise `generateCaptures`, which costs more here
   * (docs/performance.md#flying-kings-on-10x10). Tested against the generic generator's records
   * through perft (test/rules/flying10.test.ts).
   */
  function menCaptures(color: number, at: number): number {
    if (!piecesFirst) {
      setWritingChildren(1);
      const end = generateCaptures(color, at, false);
      setWritingChildren(0);
      return end;
    }
    const occ = board;
    const o = color === Side.WHITE ? 0 : 2;
    startSearch(color, occ[2 - o]!, occ[3 - o]!, at);
    const emptyLo = ~(occ[0]! | occ[2]!) & Mask.VALID_LO;
    const emptyHi = ~(occ[1]! | occ[3]!) & Mask.VALID_HI;
    // The man has left its square (it may pass or end there), as in `searchFrom`.
    let bits = givenMenLo;
    while (bits !== 0) {
      const low = bits & -bits;
      bits ^= low;
      const p = 31 - Math.clz32(low);
      searchFromSquare(p, emptyLo | low, emptyHi);
      manJumps(p, 0, 0, 0);
    }
    bits = givenMenHi;
    while (bits !== 0) {
      const low = bits & -bits;
      bits ^= low;
      const p = 63 - Math.clz32(low);
      searchFromSquare(p, emptyLo, emptyHi | low);
      manJumps(p, 0, 0, 0);
    }
    return top;
  }

  /**
   * The jumps on from square `p` of the man searched by `menCaptures`, `count` pieces taken so
   * far (`takenLo`, `takenHi`), as `continueMan` finds them; where none goes on, the capture's
   * child is written when it takes the most pieces so far.
   */
  function manJumps(p: number, takenLo: number, takenHi: number, count: number): void {
    let jumps = jumpsAround(
      around(enemyLo & ~takenLo, enemyHi & ~takenHi, p),
      around(spaceLo, spaceHi, p),
      Around.MEN_ALL,
    );
    if (jumps === 0) {
      if (count === 0 || count < best) return;
      if (count > best) {
        raiseBest(count);
      }
      emitChild(p, count >= 4 && distinctOnly !== 0, onCrowningRow(own, p), takenLo, takenHi);
      return;
    }
    do {
      const bit = jumps & -jumps;
      jumps ^= bit;
      // Bit 6, 7, 17 or 18: the offset -6, -5, +5 or +6.
      const delta = Around.CLZ_TO_DELTA - Math.clz32(bit);
      const over = p + delta;
      if (over < 32) manJumps(over + delta, takenLo | (1 << over), takenHi, count + 1);
      else manJumps(over + delta, takenLo, takenHi | (1 << over), count + 1);
    } while (jumps !== 0);
  }

  /**
   * Perft on the 10x10 board as loaded: leaves of the tree `depth` plies deep, `color` to move;
   * -1 when the children on the path outgrow the stack (then count another way).
   */
  function perft10(color: number, depth: number, bulk: boolean): number {
    if (depth === 0) return 1;
    try {
      return perftNode(color, depth, 0, bulk);
    } catch (error) {
      return afterFullStack(error);
    }
  }

  function perftNode(color: number, depth: number, at: number, bulk: boolean): number {
    const occ = board;
    if (depth === 1) return bulk ? countMoves(color, 0) : makeChildren(color, at);
    const o = color === Side.WHITE ? 0 : 2;
    if (depth === 2 && menLeaf !== 0 && (occ[4]! | occ[5]!) === 0) {
      // No king on the board: each man's step made in local variables and its moves counted or
      // made from there, without writing it to the stack (-1: the side must capture).
      const n = lastTwoPlies(bulk ? 0 : 1, color, at, occ[0]!, occ[1]!, occ[2]!, occ[3]!);
      if (n >= 0) return n;
    }
    const children =
      menLeaf !== 0 && ((occ[o]! & occ[4]!) | (occ[o + 1]! & occ[5]!)) === 0
        ? menNode(1, color, at, occ[0]!, occ[1]!, occ[2]!, occ[3]!, occ[4]!, occ[5]!)
        : makeChildren(color, at);
    const end = at + children;
    const other = color ^ (Side.WHITE | Side.BLACK);
    // The last ply is counted or made from here, each in its own loop (a call less a child; a call
    // costs about 35 instructions; one loop for both made V8 inline less of either).
    if (depth === 2) return bulk ? countLast(other, at, end) : makeLast(other, at, end);
    let n = 0;
    for (let c = at; c < end; c++) {
      const b = c & Mask.CHILDREN;
      occ[0] = childWhiteLo[b]!;
      occ[1] = childWhiteHi[b]!;
      occ[2] = childBlackLo[b]!;
      occ[3] = childBlackHi[b]!;
      occ[4] = childKingsLo[b]!;
      occ[5] = childKingsHi[b]!;
      n += perftNode(other, depth - 1, end, bulk);
    }
    return n;
  }

  /**
   * Perft's last two plies from a position without kings (White `wLo`, `wHi`, Black `bLo`, `bHi`)
   * when `color` has no capture: over the children of its men's steps, the moves of the other
   * side counted (bulk, `make` 0) or written at `at` (every leaf, `make` 1); -1 when `color` must
   * capture. Each child's words are made in local variables, not written to the stack and read
   * back (docs/performance.md#flying-kings-on-10x10).
   *
   * Whether the other side can capture in a child is told from this position, without a pass on
   * the child (which {@link menNode} makes, and made for every child: 38 % of an every-leaf
   * perft). When it cannot capture here, a step f -> t of `color`'s man gives it a capture
   * exactly when (FMJD 4.1, men capture forward and backward) it can jump the man on t (a man of
   * its own behind t, an empty square or f beyond it) or land on f (a piece of `color` next to f,
   * a man of its own beyond that): the piece jumped is one of `color`'s after the step, the
   * landing square empty after it, and any other jump was there before. Those squares are sets
   * made once here (`landOnT`, `landOnF`), a child tested with two ANDs; a child without a
   * capture has its moves counted from this position's steps (less the steps onto t, plus those
   * onto f) or written by `leafMenWhite` or `leafMenBlack`, the rest go through `menNode`.
   * Those corrections are one sum of conditionals, not four `n--`/`n++` in branches: a branch
   * that V8 had not yet seen taken when it optimised this function deoptimised it when taken, and
   * in some processes left it unoptimised for the rest of a perft (Breakthrough's bulk perft at a
   * third of its speed; docs/performance.md#what-v8-rewards).
   */
  function lastTwoPlies(
    make: number,
    color: number,
    at: number,
    wLo: number,
    wHi: number,
    bLo: number,
    bHi: number,
  ): number {
    wLo |= 0;
    wHi |= 0;
    bLo |= 0;
    bHi |= 0;
    const white = color === Side.WHITE;
    const menLo = white ? wLo : bLo;
    const menHi = white ? wHi : bHi;
    const enLo = white ? bLo : wLo;
    const enHi = white ? bHi : wHi;
    const emptyLo = ~(wLo | bLo) & Mask.VALID_LO;
    const emptyHi = ~(wHi | bHi) & Mask.VALID_HI;
    // The empty squares moved by +6, +5, -5, -6 (index P set when P - 6, P - 5, P + 5, P + 6 is
    // empty).
    const uaLo = emptyLo << Step.LONG;
    const uaHi = (emptyHi << Step.LONG) | (emptyLo >>> Step.LONG_CARRY);
    const ubLo = emptyLo << Step.SHORT;
    const ubHi = (emptyHi << Step.SHORT) | (emptyLo >>> Step.SHORT_CARRY);
    const daLo = (emptyLo >>> Step.SHORT) | (emptyHi << Step.SHORT_CARRY);
    const daHi = emptyHi >>> Step.SHORT;
    const dbLo = (emptyLo >>> Step.LONG) | (emptyHi << Step.LONG_CARRY);
    const dbHi = emptyHi >>> Step.LONG;
    // A capture of `color` (as in menNode): an enemy piece next to a man, the square behind it
    // empty.
    let tLo = enLo & uaLo;
    let tHi = enHi & uaHi;
    let jLo = tLo << Step.LONG;
    let jHi = (tHi << Step.LONG) | (tLo >>> Step.LONG_CARRY);
    tLo = enLo & ubLo;
    tHi = enHi & ubHi;
    jLo |= tLo << Step.SHORT;
    jHi |= (tHi << Step.SHORT) | (tLo >>> Step.SHORT_CARRY);
    tLo = enLo & daLo;
    tHi = enHi & daHi;
    jLo |= (tLo >>> Step.SHORT) | (tHi << Step.SHORT_CARRY);
    jHi |= tHi >>> Step.SHORT;
    tLo = enLo & dbLo;
    tHi = enHi & dbHi;
    jLo |= (tLo >>> Step.LONG) | (tHi << Step.LONG_CARRY);
    jHi |= tHi >>> Step.LONG;
    if (((menLo & jLo) | (menHi & jHi)) !== 0) return -1;
    // The other side (the enemy, all men) seen from each direction d: `landOnT` the squares with
    // one of its men at P - d and an empty square at P + d (a piece of `color` there is jumped),
    // `landOnF` the squares P + d beyond a piece of `color` at P with one of its men at P - d.
    // d = +6:
    let oLo = enLo << Step.LONG;
    let oHi = (enHi << Step.LONG) | (enLo >>> Step.LONG_CARRY);
    let landOnTLo = oLo & dbLo;
    let landOnTHi = oHi & dbHi;
    let xLo = menLo & oLo;
    let xHi = menHi & oHi;
    let landOnFLo = xLo << Step.LONG;
    let landOnFHi = (xHi << Step.LONG) | (xLo >>> Step.LONG_CARRY);
    // d = +5:
    oLo = enLo << Step.SHORT;
    oHi = (enHi << Step.SHORT) | (enLo >>> Step.SHORT_CARRY);
    landOnTLo |= oLo & daLo;
    landOnTHi |= oHi & daHi;
    xLo = menLo & oLo;
    xHi = menHi & oHi;
    landOnFLo |= xLo << Step.SHORT;
    landOnFHi |= (xHi << Step.SHORT) | (xLo >>> Step.SHORT_CARRY);
    // d = -5:
    oLo = (enLo >>> Step.SHORT) | (enHi << Step.SHORT_CARRY);
    oHi = enHi >>> Step.SHORT;
    landOnTLo |= oLo & ubLo;
    landOnTHi |= oHi & ubHi;
    xLo = menLo & oLo;
    xHi = menHi & oHi;
    landOnFLo |= (xLo >>> Step.SHORT) | (xHi << Step.SHORT_CARRY);
    landOnFHi |= xHi >>> Step.SHORT;
    // d = -6:
    oLo = (enLo >>> Step.LONG) | (enHi << Step.LONG_CARRY);
    oHi = enHi >>> Step.LONG;
    landOnTLo |= oLo & uaLo;
    landOnTHi |= oHi & uaHi;
    xLo = menLo & oLo;
    xHi = menHi & oHi;
    landOnFLo |= (xLo >>> Step.LONG) | (xHi << Step.LONG_CARRY);
    landOnFHi |= xHi >>> Step.LONG;
    // The other side can capture here already (a piece of `color` in landOnT): each child is
    // looked at whole, every t taken for a square it would jump (one value fewer live in the
    // loops).
    const known = ((menLo & landOnTLo) | (menHi & landOnTHi)) === 0;
    if (!known) {
      landOnTLo = -1;
      landOnTHi = -1;
    }
    // The other side's steps: onto P from P + 6 and P + 5 (White's men) or P - 5 and P - 6
    // (Black's); `steps` their number here.
    const sLo = white ? enLo << Step.SHORT : (enLo >>> Step.LONG) | (enHi << Step.LONG_CARRY);
    const sHi = white ? (enHi << Step.SHORT) | (enLo >>> Step.SHORT_CARRY) : enHi >>> Step.LONG;
    const zLo = white ? enLo << Step.LONG : (enLo >>> Step.SHORT) | (enHi << Step.SHORT_CARRY);
    const zHi = white ? (enHi << Step.LONG) | (enLo >>> Step.LONG_CARRY) : enHi >>> Step.SHORT;
    const steps = make === 0 && known ? popcount4(sLo & emptyLo, sHi & emptyHi, zLo & emptyLo, zHi & emptyHi) : 0;
    if (make !== 0 && at + 40 > stackRoom) stackFull();
    let n = 0;
    // `color`'s steps of 6 squares, then of 5, to t from f = t + size (White) or t - size
    // (Black), t in the low word, then in the high word: a loop for each colour and word, in
    // which the bits of t and f are known to be in one word or the other.
    if (white) {
      for (let size: number = Step.LONG; size >= Step.SHORT; size--) {
        // A man of the other side on the far side of t from f jumps t and lands on f.
        const fLandLo = landOnFLo | (enLo << (2 * size));
        const fLandHi = landOnFHi | (enHi << (2 * size)) | (enLo >>> (32 - 2 * size));
        // The targets in the low word, then in the high word.
        {
          let bits = ((menLo >>> size) | (menHi << (32 - size))) & emptyLo;
          while (bits !== 0) {
            const low = bits & -bits;
            bits ^= low;
            const toLo = low;
            const fromLo = low << size;
            const fromHi = low >>> (32 - size);
            // A man crowned on t (FMJD 3.6): a king of the child.
            const kLo = toLo & Mask.WHITE_CROWN_LO;
            if (((toLo & landOnTLo) | (fromLo & fLandLo) | (fromHi & fLandHi)) === 0) {
              if (make === 0) {
                // The other side's steps: not onto t any more, onto f now.
                n +=
                  steps -
                  ((toLo & sLo) !== 0 ? 1 : 0) -
                  ((toLo & zLo) !== 0 ? 1 : 0) +
                  (((fromLo & sLo) | (fromHi & sHi)) !== 0 ? 1 : 0) +
                  (((fromLo & zLo) | (fromHi & zHi)) !== 0 ? 1 : 0);
              } else {
                const w = leafMenBlack(at, enLo, enHi, menLo ^ toLo ^ fromLo, menHi ^ fromHi, kLo, 0);
                n += w - at;
              }
            } else n += menNode(make, Side.BLACK, at, menLo ^ toLo ^ fromLo, menHi ^ fromHi, bLo, bHi, kLo, 0);
          }
        }
        {
          let bits = (menHi >>> size) & emptyHi;
          while (bits !== 0) {
            const low = bits & -bits;
            bits ^= low;
            const toHi = low;
            const fromHi = low << size;
            if (((toHi & landOnTHi) | (fromHi & fLandHi)) === 0) {
              if (make === 0) {
                // The other side's steps: not onto t any more, onto f now.
                n +=
                  steps -
                  ((toHi & sHi) !== 0 ? 1 : 0) -
                  ((toHi & zHi) !== 0 ? 1 : 0) +
                  ((fromHi & sHi) !== 0 ? 1 : 0) +
                  ((fromHi & zHi) !== 0 ? 1 : 0);
              } else {
                const w = leafMenBlack(at, enLo, enHi, menLo, menHi ^ toHi ^ fromHi, 0, 0);
                n += w - at;
              }
            } else n += menNode(make, Side.BLACK, at, menLo, menHi ^ toHi ^ fromHi, bLo, bHi, 0, 0);
          }
        }
      }
    } else {
      for (let size: number = Step.LONG; size >= Step.SHORT; size--) {
        // A man of the other side on the far side of t from f jumps t and lands on f.
        const fLandLo = landOnFLo | (enLo >>> (2 * size)) | (enHi << (32 - 2 * size));
        const fLandHi = landOnFHi | (enHi >>> (2 * size));
        // The targets in the low word, then in the high word.
        {
          let bits = (menLo << size) & emptyLo;
          while (bits !== 0) {
            const low = bits & -bits;
            bits ^= low;
            const toLo = low;
            const fromLo = low >>> size;
            if (((toLo & landOnTLo) | (fromLo & fLandLo)) === 0) {
              if (make === 0) {
                // The other side's steps: not onto t any more, onto f now.
                n +=
                  steps -
                  ((toLo & sLo) !== 0 ? 1 : 0) -
                  ((toLo & zLo) !== 0 ? 1 : 0) +
                  ((fromLo & sLo) !== 0 ? 1 : 0) +
                  ((fromLo & zLo) !== 0 ? 1 : 0);
              } else {
                const w = leafMenWhite(at, enLo, enHi, menLo ^ toLo ^ fromLo, menHi, 0, 0);
                n += w - at;
              }
            } else n += menNode(make, Side.WHITE, at, wLo, wHi, menLo ^ toLo ^ fromLo, menHi, 0, 0);
          }
        }
        {
          let bits = ((menHi << size) | (menLo >>> (32 - size))) & emptyHi;
          while (bits !== 0) {
            const low = bits & -bits;
            bits ^= low;
            const toHi = low;
            const fromLo = low << (32 - size);
            const fromHi = low >>> size;
            // A man crowned on t (FMJD 3.6): a king of the child.
            const kHi = toHi & Mask.BLACK_CROWN_HI;
            if (((toHi & landOnTHi) | (fromLo & fLandLo) | (fromHi & fLandHi)) === 0) {
              if (make === 0) {
                // The other side's steps: not onto t any more, onto f now.
                n +=
                  steps -
                  ((toHi & sHi) !== 0 ? 1 : 0) -
                  ((toHi & zHi) !== 0 ? 1 : 0) +
                  (((fromLo & sLo) | (fromHi & sHi)) !== 0 ? 1 : 0) +
                  (((fromLo & zLo) | (fromHi & zHi)) !== 0 ? 1 : 0);
              } else {
                const w = leafMenWhite(at, enLo, enHi, menLo ^ fromLo, menHi ^ toHi ^ fromHi, 0, kHi);
                n += w - at;
              }
            } else n += menNode(make, Side.WHITE, at, wLo, wHi, menLo ^ fromLo, menHi ^ toHi ^ fromHi, 0, kHi);
          }
        }
      }
    }
    return n;
  }

  /** The moves of `color` in the children from `at` to `end` (before it), counted (bulk perft's last ply). */
  function countLast(color: number, at: number, end: number): number {
    const occ = board;
    let n = 0;
    for (let c = at; c < end; c++) {
      const b = c & Mask.CHILDREN;
      const w0 = childWhiteLo[b]!;
      const w1 = childWhiteHi[b]!;
      const w2 = childBlackLo[b]!;
      const w3 = childBlackHi[b]!;
      const w4 = childKingsLo[b]!;
      const w5 = childKingsHi[b]!;
      // A side without kings: counted on the words (International).
      if (menLeaf !== 0 && (color === Side.WHITE ? (w0 & w4) | (w1 & w5) : (w2 & w4) | (w3 & w5)) === 0) {
        n += menNode(0, color, 0, w0, w1, w2, w3, w4, w5);
      } else {
        occ[0] = w0;
        occ[1] = w1;
        occ[2] = w2;
        occ[3] = w3;
        occ[4] = w4;
        occ[5] = w5;
        n += countMoves(color, 0);
      }
    }
    return n;
  }

  /** The moves of `color` in the children from `at` to `end` (before it), made (every-leaf perft's last ply). */
  function makeLast(color: number, at: number, end: number): number {
    const occ = board;
    let n = 0;
    for (let c = at; c < end; c++) {
      const b = c & Mask.CHILDREN;
      const w0 = childWhiteLo[b]!;
      const w1 = childWhiteHi[b]!;
      const w2 = childBlackLo[b]!;
      const w3 = childBlackHi[b]!;
      const w4 = childKingsLo[b]!;
      const w5 = childKingsHi[b]!;
      // A side without kings: made from the words (International).
      if (menLeaf !== 0 && (color === Side.WHITE ? (w0 & w4) | (w1 & w5) : (w2 & w4) | (w3 & w5)) === 0) {
        n += menNode(1, color, end, w0, w1, w2, w3, w4, w5);
      } else {
        occ[0] = w0;
        occ[1] = w1;
        occ[2] = w2;
        occ[3] = w3;
        occ[4] = w4;
        occ[5] = w5;
        n += makeChildren(color, end);
      }
    }
    return n;
  }

  // ---------------------------------------------------------------------------------------------
  // A "first king wins" game (Breakthrough, rules/firstKing.ts): International's tree, except that
  // the move that crowns a man ends the game. Before any crowning the board holds no king, so
  // the side to move has only men and its node is made or counted on the words by menNode (under
  // `menLeaf`, International's settings); a child with a king is the position after a crowning:
  // a leaf at the last ply, counted 0 deeper. Apart from perftNode so that International's nodes
  // test nothing more.

  /**
   * Perft of a "first king wins" game on the 10x10 board as loaded, `color` to move; -1 when the
   * children on the path outgrow the stack (then count another way).
   */
  function perftFirstKing10(color: number, depth: number, bulk: boolean): number {
    if (depth === 0) return 1;
    try {
      return firstKingNode(color, depth, 0, bulk);
    } catch (error) {
      return afterFullStack(error);
    }
  }

  function firstKingNode(color: number, depth: number, at: number, bulk: boolean): number {
    const occ = board;
    // A king on the board: the game ended with the move that crowned it.
    if ((occ[4]! | occ[5]!) !== 0) return 0;
    if (depth === 1) return bulk ? countMoves(color, 0) : makeChildren(color, at);
    if (depth === 2 && menLeaf !== 0) {
      // No man of `color` a step from its crowning row: no step crowns, and when `color` must
      // capture (a capture may crown) lastTwoPlies gives -1. Otherwise its count is exact here.
      const oneStepOff =
        color === Side.WHITE
          ? occ[0]! & (Mask.WHITE_CROWN_LO << Step.SHORT)
          : occ[3]! & (Mask.BLACK_CROWN_HI >>> Step.SHORT);
      if (oneStepOff === 0) {
        const n = lastTwoPlies(bulk ? 0 : 1, color, at, occ[0]!, occ[1]!, occ[2]!, occ[3]!);
        if (n >= 0) return n;
      }
    }
    const children =
      menLeaf !== 0 ? menNode(1, color, at, occ[0]!, occ[1]!, occ[2]!, occ[3]!, 0, 0) : makeChildren(color, at);
    const end = at + children;
    const other = color ^ (Side.WHITE | Side.BLACK);
    let n = 0;
    for (let c = at; c < end; c++) {
      const b = c & Mask.CHILDREN;
      // The move crowned a man: the game is over, nothing is counted below it.
      if ((childKingsLo[b]! | childKingsHi[b]!) !== 0) continue;
      if (depth === 2 && menLeaf !== 0) {
        // The last ply on the words, as countLast and makeLast (the child has no king).
        const w0 = childWhiteLo[b]!;
        const w1 = childWhiteHi[b]!;
        const w2 = childBlackLo[b]!;
        const w3 = childBlackHi[b]!;
        n += menNode(bulk ? 0 : 1, other, end, w0, w1, w2, w3, 0, 0);
      } else {
        occ[0] = childWhiteLo[b]!;
        occ[1] = childWhiteHi[b]!;
        occ[2] = childBlackLo[b]!;
        occ[3] = childBlackHi[b]!;
        occ[4] = 0;
        occ[5] = 0;
        n += firstKingNode(other, depth - 1, end, bulk);
      }
    }
    return n;
  }

  // ---------------------------------------------------------------------------------------------
  // Every move made (every ply of perft, and what a search does): each child is written as a
  // whole position, its six occupancy words (White, Black, kings; two words each), on the stack
  // ({@link childWhiteLo}), as a copy-make generator writes child boards: no mailbox to make and
  // unmake, no move records for the leaves (docs/performance.md#flying-kings-on-10x10). Men's
  // quiet moves go from the set-wise targets
  // straight to their children, kings' along their rays, captures from the search (`emitChild`).
  // Tested against the records of `generate10` applied square by square (test/rules/flying10.test.ts).

  /**
   * Writes the children of the steps of White's men `menLo`, `menHi` to the empty squares from
   * child `w` of the stack (a target of the step `delta`, 5 or 6, has its man `delta` further on);
   * returns the end. The words that do not change are read once, and each child is made from the
   * target's bit alone (the start square's bit is the same bit shifted, within the word or into
   * the other one), without its index: about 60 instructions a child fewer than with the index
   * (`Math.clz32`) and a test of the word per store. Each direction in a loop of its own, no loop
   * around them: V8 folds the stack's address and length into the stores of a loop that is not
   * nested in another, and checks them again at every store of a nested one
   * (docs/performance.md#what-v8-rewards). A child at
   * `w & Mask.CHILDREN`, which is `w` (the callers check the room): V8 then knows the index range
   * and the stores take fewer instructions.
   */
  function leafMenWhite(
    w: number,
    ownLo: number,
    ownHi: number,
    enLo: number,
    enHi: number,
    kLo: number,
    kHi: number,
  ): number {
    // The words as machine integers once: a parameter is a tagged value, and V8 converted it again
    // at each store (a Smi test and a heap-number path a store); `w` too.
    w |= 0;
    ownLo |= 0;
    ownHi |= 0;
    enLo |= 0;
    enHi |= 0;
    kLo |= 0;
    kHi |= 0;
    // The men: the side's pieces less the kings (a parameter fewer).
    const menLo = ownLo & ~kLo;
    const menHi = ownHi & ~kHi;
    // The empty squares from the words (two parameters fewer: a call converts each one).
    const emptyLo = ~(ownLo | enLo) & Mask.VALID_LO;
    const emptyHi = ~(ownHi | enHi) & Mask.VALID_HI;
    {
      // Step up-left: the target's man is 6 squares on.
      const lo = ((menLo >>> Step.LONG) | (menHi << Step.LONG_CARRY)) & emptyLo;
      let hi = (menHi >>> Step.LONG) & emptyHi;
      // Targets below 26 start in the low word, the others in the high one.
      let same = lo & (-1 >>> Step.LONG);
      let cross = lo ^ same;
      while (same !== 0) {
        const low = same & -same;
        same ^= low;
        const b = w & Mask.CHILDREN;
        childWhiteLo[b] = ownLo ^ (low | (low << Step.LONG));
        childWhiteHi[b] = ownHi;
        childBlackLo[b] = enLo;
        childBlackHi[b] = enHi;
        childKingsLo[b] = kLo | (low & Mask.WHITE_CROWN_LO);
        childKingsHi[b] = kHi;
        w++;
      }
      while (cross !== 0) {
        const low = cross & -cross;
        cross ^= low;
        const b = w & Mask.CHILDREN;
        childWhiteLo[b] = ownLo | low;
        childWhiteHi[b] = ownHi ^ (low >>> Step.LONG_CARRY);
        childBlackLo[b] = enLo;
        childBlackHi[b] = enHi;
        childKingsLo[b] = kLo;
        childKingsHi[b] = kHi;
        w++;
      }
      while (hi !== 0) {
        const low = hi & -hi;
        hi ^= low;
        const b = w & Mask.CHILDREN;
        childWhiteLo[b] = ownLo;
        childWhiteHi[b] = ownHi ^ (low | (low << Step.LONG));
        childBlackLo[b] = enLo;
        childBlackHi[b] = enHi;
        childKingsLo[b] = kLo;
        childKingsHi[b] = kHi;
        w++;
      }
    }
    {
      // Step up-right: the target's man is 5 squares on.
      const lo = ((menLo >>> Step.SHORT) | (menHi << Step.SHORT_CARRY)) & emptyLo;
      let hi = (menHi >>> Step.SHORT) & emptyHi;
      // Targets below 27 start in the low word, the others in the high one.
      let same = lo & (-1 >>> Step.SHORT);
      let cross = lo ^ same;
      while (same !== 0) {
        const low = same & -same;
        same ^= low;
        const b = w & Mask.CHILDREN;
        childWhiteLo[b] = ownLo ^ (low | (low << Step.SHORT));
        childWhiteHi[b] = ownHi;
        childBlackLo[b] = enLo;
        childBlackHi[b] = enHi;
        childKingsLo[b] = kLo | (low & Mask.WHITE_CROWN_LO);
        childKingsHi[b] = kHi;
        w++;
      }
      while (cross !== 0) {
        const low = cross & -cross;
        cross ^= low;
        const b = w & Mask.CHILDREN;
        childWhiteLo[b] = ownLo | low;
        childWhiteHi[b] = ownHi ^ (low >>> Step.SHORT_CARRY);
        childBlackLo[b] = enLo;
        childBlackHi[b] = enHi;
        childKingsLo[b] = kLo;
        childKingsHi[b] = kHi;
        w++;
      }
      while (hi !== 0) {
        const low = hi & -hi;
        hi ^= low;
        const b = w & Mask.CHILDREN;
        childWhiteLo[b] = ownLo;
        childWhiteHi[b] = ownHi ^ (low | (low << Step.SHORT));
        childBlackLo[b] = enLo;
        childBlackHi[b] = enHi;
        childKingsLo[b] = kLo;
        childKingsHi[b] = kHi;
        w++;
      }
    }
    return w;
  }

  /** As {@link leafMenWhite} for Black: a target of the step `step` (5 or 6) has its man `step` squares back. */
  function leafMenBlack(
    w: number,
    ownLo: number,
    ownHi: number,
    enLo: number,
    enHi: number,
    kLo: number,
    kHi: number,
  ): number {
    w |= 0;
    ownLo |= 0;
    ownHi |= 0;
    enLo |= 0;
    enHi |= 0;
    kLo |= 0;
    kHi |= 0;
    // The men: the side's pieces less the kings (a parameter fewer).
    const menLo = ownLo & ~kLo;
    const menHi = ownHi & ~kHi;
    // The empty squares from the words (two parameters fewer: a call converts each one).
    const emptyLo = ~(ownLo | enLo) & Mask.VALID_LO;
    const emptyHi = ~(ownHi | enHi) & Mask.VALID_HI;
    {
      // Step down-left: the target's man is 5 squares back.
      let lo = (menLo << Step.SHORT) & emptyLo;
      const hi = ((menHi << Step.SHORT) | (menLo >>> Step.SHORT_CARRY)) & emptyHi;
      while (lo !== 0) {
        const low = lo & -lo;
        lo ^= low;
        const b = w & Mask.CHILDREN;
        childWhiteLo[b] = enLo;
        childWhiteHi[b] = enHi;
        childBlackLo[b] = ownLo ^ (low | (low >>> Step.SHORT));
        childBlackHi[b] = ownHi;
        childKingsLo[b] = kLo;
        childKingsHi[b] = kHi;
        w++;
      }
      // Targets from 37 on start in the high word, the others in the low one.
      let same = hi & (-1 << Step.SHORT);
      let cross = hi ^ same;
      while (same !== 0) {
        const low = same & -same;
        same ^= low;
        const b = w & Mask.CHILDREN;
        childWhiteLo[b] = enLo;
        childWhiteHi[b] = enHi;
        childBlackLo[b] = ownLo;
        childBlackHi[b] = ownHi ^ (low | (low >>> Step.SHORT));
        childKingsLo[b] = kLo;
        childKingsHi[b] = kHi | (low & Mask.BLACK_CROWN_HI);
        w++;
      }
      while (cross !== 0) {
        const low = cross & -cross;
        cross ^= low;
        const b = w & Mask.CHILDREN;
        childWhiteLo[b] = enLo;
        childWhiteHi[b] = enHi;
        childBlackLo[b] = ownLo ^ (low << Step.SHORT_CARRY);
        childBlackHi[b] = ownHi | low;
        childKingsLo[b] = kLo;
        childKingsHi[b] = kHi;
        w++;
      }
    }
    {
      // Step down-right: the target's man is 6 squares back.
      let lo = (menLo << Step.LONG) & emptyLo;
      const hi = ((menHi << Step.LONG) | (menLo >>> Step.LONG_CARRY)) & emptyHi;
      while (lo !== 0) {
        const low = lo & -lo;
        lo ^= low;
        const b = w & Mask.CHILDREN;
        childWhiteLo[b] = enLo;
        childWhiteHi[b] = enHi;
        childBlackLo[b] = ownLo ^ (low | (low >>> Step.LONG));
        childBlackHi[b] = ownHi;
        childKingsLo[b] = kLo;
        childKingsHi[b] = kHi;
        w++;
      }
      // Targets from 38 on start in the high word, the others in the low one.
      let same = hi & (-1 << Step.LONG);
      let cross = hi ^ same;
      while (same !== 0) {
        const low = same & -same;
        same ^= low;
        const b = w & Mask.CHILDREN;
        childWhiteLo[b] = enLo;
        childWhiteHi[b] = enHi;
        childBlackLo[b] = ownLo;
        childBlackHi[b] = ownHi ^ (low | (low >>> Step.LONG));
        childKingsLo[b] = kLo;
        childKingsHi[b] = kHi | (low & Mask.BLACK_CROWN_HI);
        w++;
      }
      while (cross !== 0) {
        const low = cross & -cross;
        cross ^= low;
        const b = w & Mask.CHILDREN;
        childWhiteLo[b] = enLo;
        childWhiteHi[b] = enHi;
        childBlackLo[b] = ownLo ^ (low << Step.LONG_CARRY);
        childBlackHi[b] = ownHi | low;
        childKingsLo[b] = kLo;
        childKingsHi[b] = kHi;
        w++;
      }
    }
    return w;
  }

  /**
   * Writes the children of the quiet moves of the king on `p` (FMJD 3.9) from child `w` of the
   * stack; returns the end, or -1 when the king can capture. The four rays in one loop, a turn a
   * child or a ray's end: a loop nested in a loop over the rays would check the stack's map and
   * length at every store, and a call a ray costs more (docs/performance.md#what-v8-rewards).
   */
  function leafKing(w: number, o: number, p: number, eLo: number, eHi: number): number {
    w |= 0;
    eLo |= 0;
    eHi |= 0;
    const occ = board;
    const e = 2 - o;
    // Off its square, in the side's words and the king words alike.
    const ownLo = p < 32 ? occ[o]! ^ (1 << p) : occ[o]!;
    const ownHi = p < 32 ? occ[o + 1]! : occ[o + 1]! ^ (1 << p);
    const kLo = p < 32 ? occ[4]! ^ (1 << p) : occ[4]!;
    const kHi = p < 32 ? occ[5]! : occ[5]! ^ (1 << p);
    const enLo = occ[e]!;
    const enHi = occ[e + 1]!;
    // The colours' words, and the king's landing square to add to White's (all bits when the
    // king is White's) or to Black's.
    const white = o === 0 ? -1 : 0;
    const wLo = white !== 0 ? ownLo : enLo;
    const wHi = white !== 0 ? ownHi : enHi;
    const bLo = white !== 0 ? enLo : ownLo;
    const bHi = white !== 0 ? enHi : ownHi;
    let d = 0;
    let delta: number = -Step.LONG;
    let s = p - Step.LONG;
    for (;;) {
      // `x >>> s` is `x >>> (s & 31)`: the bit of index s in its word. Indices 0-5 and 60-65 are
      // padding, never empty: a ray stops there (and the test of s < 64 keeps 64 and 65 off the
      // low bits of the high word).
      if (s < 32 ? ((eLo >>> s) & 1) !== 0 : s < 64 && ((eHi >>> s) & 1) !== 0) {
        const toLo = s < 32 ? 1 << s : 0;
        const toHi = s < 32 ? 0 : 1 << s;
        const c = w & Mask.CHILDREN;
        childWhiteLo[c] = wLo | (toLo & white);
        childWhiteHi[c] = wHi | (toHi & white);
        childBlackLo[c] = bLo | (toLo & ~white);
        childBlackHi[c] = bHi | (toHi & ~white);
        childKingsLo[c] = kLo | toLo;
        childKingsHi[c] = kHi | toHi;
        w++;
        s += delta;
        continue;
      }
      // The first square that is not empty: an enemy piece with an empty square behind it is a
      // capture (FMJD 4.1: then no quiet move is legal).
      if (isSet(enLo, enHi, s) && isSet(eLo, eHi, s + delta)) return -1;
      if (++d === 4) return w;
      delta = deltaOf(d);
      s = p + delta;
    }
  }

  /**
   * Makes every legal move of `color` in the loaded position: writes each child's six occupancy
   * words to the stack ({@link childWhiteLo}) and returns their number, or -1 when they outgrow
   * the stack. The records are not used.
   */
  function makeLeaves10(color: number): number {
    try {
      return makeChildren(color, 0);
    } catch (error) {
      return afterFullStack(error);
    }
  }

  /**
   * Writes the children of `color`'s moves from child `at` of the stack;
   * returns their number.
   */
  function makeChildren(color: number, at: number): number {
    const occ = board;
    const o = color === Side.WHITE ? 0 : 2;
    // The men's captures and steps; the kings' rays are walked once below, writing their children
    // and testing their captures on the way (the counting pass walked them once more).
    const quiet = quietCountOrCapture(color, 0);
    if (quiet >= 0) {
      const kLo = occ[o]! & occ[4]!;
      const kHi = occ[o + 1]! & occ[5]!;
      // At most 2 quiet moves a man and 17 a king, 20 pieces.
      const most = (kLo | kHi) === 0 ? quiet : 340;
      if (at + most > stackRoom) stackFull();
      const emptyLo = ~(occ[0]! | occ[2]!) & Mask.VALID_LO;
      const emptyHi = ~(occ[1]! | occ[3]!) & Mask.VALID_HI;
      let w = at;
      if (color === Side.WHITE) w = leafMenWhite(w, occ[0]!, occ[1]!, occ[2]!, occ[3]!, occ[4]!, occ[5]!);
      else w = leafMenBlack(w, occ[2]!, occ[3]!, occ[0]!, occ[1]!, occ[4]!, occ[5]!);
      let bits = kLo;
      while (bits !== 0 && w >= 0) {
        const low = bits & -bits;
        bits ^= low;
        w = leafKing(w, o, 31 - Math.clz32(low), emptyLo, emptyHi);
      }
      bits = kHi;
      while (bits !== 0 && w >= 0) {
        const low = bits & -bits;
        bits ^= low;
        w = leafKing(w, o, 63 - Math.clz32(low), emptyLo, emptyHi);
      }
      // -1: a king can capture, so the quiet children written are dropped.
      if (w >= 0) return w - at;
    }
    return captureChildren(color, at);
  }

  /**
   * Writes the children of `color`'s captures from child `at` (the position loaded, its jump sets
   * set); returns their number.
   */
  function captureChildren(color: number, at: number): number {
    const o = color === Side.WHITE ? 0 : 2;
    // Every capture one jump by a man (three in four capture positions from the start): their
    // children straight from the jump sets, no search.
    const single = countSingleJumps(color);
    if (single >= 0) {
      if (at + single > stackRoom) stackFull();
      leafJumps(at, o);
      return single;
    }
    setWritingChildren(1);
    // When some capture goes on and the value puts the pieces first, only the men whose first
    // jump goes on can make a legal capture (as in countMoves).
    const end = generateCaptures(color, at, single === -1 && piecesFirst);
    setWritingChildren(0);
    return end - at;
  }

  /**
   * Writes the children of the single jumps of the men of the side (`o`), direction by direction
   * from the jump sets (each man jumps the offset twice, over the enemy piece next to it), from
   * child `w` of the stack; returns the end. Only when every capture is such a jump
   * (`countSingleJumps`), so a man is crowned where it lands on the far row (FMJD 4.15). A
   * direction a call ({@link jumpsOneWay}), made only for the directions with a jump (one or two
   * jumps a position): a loop nested in a loop over the directions would check the stack's map
   * and length at every store.
   */
  function leafJumps(w: number, o: number): number {
    const occ = board;
    const oLo = occ[o]!;
    const oHi = occ[o + 1]!;
    if (((oLo & jumpUlLo) | (oHi & jumpUlHi)) !== 0) w = jumpsOneWay(w, o, -Step.LONG, oLo & jumpUlLo, oHi & jumpUlHi);
    if (((oLo & jumpUrLo) | (oHi & jumpUrHi)) !== 0) w = jumpsOneWay(w, o, -Step.SHORT, oLo & jumpUrLo, oHi & jumpUrHi);
    if (((oLo & jumpDlLo) | (oHi & jumpDlHi)) !== 0) w = jumpsOneWay(w, o, Step.SHORT, oLo & jumpDlLo, oHi & jumpDlHi);
    if (((oLo & jumpDrLo) | (oHi & jumpDrHi)) !== 0) w = jumpsOneWay(w, o, Step.LONG, oLo & jumpDrLo, oHi & jumpDrHi);
    return w;
  }

  /**
   * Writes the children of the men `lo`, `hi` of the side at word `o` jumping `delta` twice (over
   * the enemy piece next to them) from child `w` of the stack; returns the end. The men of the low
   * word, then of the high word, in loops of their own: no test of the start square's word a child.
   */
  function jumpsOneWay(w: number, o: number, delta: number, lo: number, hi: number): number {
    w |= 0;
    const occ = board;
    const e = 2 - o;
    const white = o === 0;
    const crownLo = o === 0 ? Mask.WHITE_CROWN_LO : 0;
    const crownHi = o === 0 ? 0 : Mask.BLACK_CROWN_HI;
    const oLo = occ[o]!;
    const oHi = occ[o + 1]!;
    const eLo = occ[e]!;
    const eHi = occ[e + 1]!;
    const kingsLo = occ[4]!;
    const kingsHi = occ[5]!;
    let bits = lo;
    while (bits !== 0) {
      const low = bits & -bits;
      bits ^= low;
      const b = w & Mask.CHILDREN;
      const from = 31 - Math.clz32(low);
      const over = from + delta;
      const to = over + delta;
      // `1 << p` is `1 << (p & 31)`: the bit of index p in its word.
      let ownLo = oLo ^ low;
      let ownHi = oHi;
      let enLo = eLo;
      let enHi = eHi;
      let kLo = kingsLo;
      let kHi = kingsHi;
      if (over < 32) {
        enLo &= ~(1 << over);
        kLo &= ~(1 << over);
      } else {
        enHi &= ~(1 << over);
        kHi &= ~(1 << over);
      }
      if (to < 32) {
        ownLo |= 1 << to;
        kLo |= crownLo & (1 << to);
      } else {
        ownHi |= 1 << to;
        kHi |= crownHi & (1 << to);
      }
      childWhiteLo[b] = white ? ownLo : enLo;
      childWhiteHi[b] = white ? ownHi : enHi;
      childBlackLo[b] = white ? enLo : ownLo;
      childBlackHi[b] = white ? enHi : ownHi;
      childKingsLo[b] = kLo;
      childKingsHi[b] = kHi;
      w++;
    }
    bits = hi;
    while (bits !== 0) {
      const low = bits & -bits;
      bits ^= low;
      const b = w & Mask.CHILDREN;
      const from = 63 - Math.clz32(low);
      const over = from + delta;
      const to = over + delta;
      let ownLo = oLo;
      let ownHi = oHi ^ low;
      let enLo = eLo;
      let enHi = eHi;
      let kLo = kingsLo;
      let kHi = kingsHi;
      if (over < 32) {
        enLo &= ~(1 << over);
        kLo &= ~(1 << over);
      } else {
        enHi &= ~(1 << over);
        kHi &= ~(1 << over);
      }
      if (to < 32) {
        ownLo |= 1 << to;
        kLo |= crownLo & (1 << to);
      } else {
        ownHi |= 1 << to;
        kHi |= crownHi & (1 << to);
      }
      childWhiteLo[b] = white ? ownLo : enLo;
      childWhiteHi[b] = white ? ownHi : enHi;
      childBlackLo[b] = white ? enLo : ownLo;
      childBlackHi[b] = white ? enHi : ownHi;
      childKingsLo[b] = kLo;
      childKingsHi[b] = kHi;
      w++;
    }
    return w;
  }

  /** The first `count` children of the stack as six words each (White, Black, kings): for the tests. */
  function childWords(count: number): Int32Array {
    const words = new Int32Array(6 * count);
    for (let c = 0; c < count; c++) {
      words[6 * c] = childWhiteLo[c]!;
      words[6 * c + 1] = childWhiteHi[c]!;
      words[6 * c + 2] = childBlackLo[c]!;
      words[6 * c + 3] = childBlackHi[c]!;
      words[6 * c + 4] = childKingsLo[c]!;
      words[6 * c + 5] = childKingsHi[c]!;
    }
    return words;
  }

  /**
   * The children of a side without kings (`color`) in the loaded position as {@link menNode}
   * makes them (under `menLeaf`), from child 0, or -1 when they outgrow the stack: for the tests.
   */
  function makeMenLeaves10(color: number): number {
    const occ = board;
    try {
      return menNode(1, color, 0, occ[0]!, occ[1]!, occ[2]!, occ[3]!, occ[4]!, occ[5]!);
    } catch (error) {
      return afterFullStack(error);
    }
  }

  return { perft10, perftFirstKing10, makeLeaves10, makeMenLeaves10, childWords, doubleJumps };
})();

/**
 * Perft on the 10x10 board as loaded: leaves of the tree `depth` plies deep, `color` to move;
 * -1 when the children on a path outgrow the stack of children (then count another way).
 */
export function perft10(color: number, depth: number, bulk: boolean): number {
  return perftCore.perft10(color, depth, bulk);
}

/**
 * Perft of a "first king wins" game (Breakthrough, rules/firstKing.ts) on the 10x10 board as
 * loaded, `color` to move: a line ends with the move that crowns a man, and a position with a
 * king is not expanded; -1 when the children on a path outgrow the stack of children.
 */
export function perftFirstKing10(color: number, depth: number, bulk: boolean): number {
  return perftCore.perftFirstKing10(color, depth, bulk);
}

/**
 * Makes every legal move of `color` in the loaded position: writes each child's six occupancy
 * words to the stack of children ({@link leafWords10} reads them) and returns their number, or
 * -1 when they outgrow the stack. For the tests: the records are not used.
 * @internal Exported for the tests alone (knip --production checks that nothing else imports it).
 */
export function makeLeaves10(color: number): number {
  return perftCore.makeLeaves10(color);
}

/**
 * Makes every legal move of `color`, a side without kings, in the loaded position as perft's
 * node on the words does when the settings allow it (men capture backward, crowned where the
 * capture ends, kings not weighed: International); the children as {@link makeLeaves10} writes
 * them. Throws for other settings or a side with kings. For the tests.
 * @internal Exported for the tests alone (knip --production checks that nothing else imports it).
 */
export function makeMenLeaves10(color: number): number {
  const o = color === Side.WHITE ? 0 : 2;
  if (menLeaf === 0 || ((occ10[o]! & occ10[4]!) | (occ10[o + 1]! & occ10[5]!)) !== 0) {
    throw new Error('makeMenLeaves10: the settings or the side to move do not allow the node on the words');
  }
  return perftCore.makeMenLeaves10(color);
}

/**
 * The first `count` children {@link makeLeaves10} wrote, six words each in the order White,
 * Black, kings (a copy, for the tests).
 * @internal Exported for the tests alone (knip --production checks that nothing else imports it).
 */
export function leafWords10(count: number): Int32Array {
  return perftCore.childWords(count);
}
