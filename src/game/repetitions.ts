/**
 * Repetition counts kept as a game is built ply after ply, for the code that replays a whole
 * record at once (plain data, a PDN game tree). `repetitionCount` walks the quiet run back at
 * each call, which is right for one question but makes a replay that asks at every ply
 * quadratic in the length of a quiet run (a 40,000-ply king shuffle took minutes); this table
 * answers in constant time per ply, with the same counts.
 * @module
 */
import type { Position } from '../core/position.js';
import { positionEquals } from '../rules/position.js';
import type { GamePly } from './game.js';
import { hashEquals } from './hash.js';
import type { PositionHash } from './hash.js';

/** One position of the quiet run and how many times it has stood on the board. */
interface Seen {
  readonly hash: PositionHash;
  readonly position: Position;
  count: number;
}

/**
 * The positions of the current quiet run with their counts. Feed it every ply of a game in
 * order with {@link RepetitionTable.add}, from the first; it forgets the run at each capture or
 * man move (`counts.quiet` back to 0), as `repetitionCount` looks no further back.
 */
export class RepetitionTable {
  /** Positions by the low half of their hash; equal hashes are confirmed by comparing positions. */
  private readonly byHash = new Map<number, Seen[]>();

  /**
   * Adds the ply's position and answers how many times it has occurred in the quiet run, this
   * time included: `repetitionCount` of the game whose last ply is `ply`.
   */
  add(ply: GamePly): number {
    // A capture or a man move: no earlier position can come back (counts.ts, `quiet`).
    if (ply.counts.quiet === 0) this.byHash.clear();
    const bucket = this.byHash.get(ply.hash.lo);
    if (bucket === undefined) {
      this.byHash.set(ply.hash.lo, [{ hash: ply.hash, position: ply.position, count: 1 }]);
      return 1;
    }
    // The side to move is part of the hash and of the position, so a position with the other
    // side to move (the plies `repetitionCount` steps over) never matches.
    const seen = bucket.find((s) => hashEquals(s.hash, ply.hash) && positionEquals(s.position, ply.position));
    if (seen === undefined) {
      bucket.push({ hash: ply.hash, position: ply.position, count: 1 });
      return 1;
    }
    seen.count++;
    return seen.count;
  }
}
