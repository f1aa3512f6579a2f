/**
 * The tags the writer should write for a game's tags, worked out here from the writing profile
 * (docs/sources.md, PDN 3.0) and the GameType table (docs/sources.md, boards and numbering), not by calling the
 * writer's own `canonicalTags`: a round trip that took its expected tags from the code under
 * test would agree with whatever that code does.
 */
import type { PdnTag } from '../../src/pdn/index.js';

/** The seven-tag roster in PDN order, with the "unknown" value of each (section 1.3). */
export const ROSTER: readonly (readonly [string, string])[] = [
  ['Event', '?'],
  ['Site', '?'],
  ['Date', '????.??.??'],
  ['Round', '?'],
  ['White', '?'],
  ['Black', '?'],
  ['Result', '*'],
];

/** The full form of each predefined draughts GameType (PDN 3.0 GameType table, docs/sources.md; a bare 23 is American pool). */
const FULL_GAME_TYPE: Readonly<Record<number, string>> = {
  20: '20,W,10,10,N2,0',
  21: '21,B,8,8,N1,0',
  22: '22,W,8,8,N2,1',
  23: '23,B,8,8,N1,0',
  24: '24,W,8,8,N1,1',
  25: '25,W,8,8,A0,0',
  26: '26,W,8,8,A0,0',
  27: '27,W,12,12,N2,0',
  28: '28,W,8,8,N1,1',
  29: '29,W,8,8,A0,0',
  30: '30,W,8,8,A0,0',
  31: '31,B,8,8,N2,0',
  40: '40,W,10,10,N2,0',
  41: '41,W,10,8,A0,0',
};

/**
 * A GameType value as the writer should write it: a bare predefined number in its full form,
 * anything else (with attributes, an unknown number, not a GameType at all) as it is. Library
 * decisions, not from the rulebook: surrounding spaces are allowed and the number has at most
 * four digits (the reader's own limits, pinned by the hand-written cases of writer.test.ts).
 */
function expectedGameType(value: string): string {
  const m = /^\s*([0-9]{1,4})\s*$/.exec(value);
  return (m === null ? undefined : FULL_GAME_TYPE[Number(m[1])]) ?? value;
}

/**
 * Section 1.7: the roster first, in order (a missing tag with its unknown value), then GameType
 * in full form, then FEN, then every other tag in input order. Only the first tag of each of
 * those names moves; a second one stays among the others. Locations are not part of a tag here.
 * A library decision: `formatPdn` writes a FEN tag as it was read, also the start position (it
 * has no rules to tell); `canonicalGame`, which replays, drops it there (section 1.7).
 */
export function expectedTags(tags: readonly PdnTag[]): PdnTag[] {
  const rest = tags.map(({ name, value }) => ({ name, value }));
  const take = (name: string): PdnTag | undefined => {
    const i = rest.findIndex((tag) => tag.name === name);
    return i < 0 ? undefined : rest.splice(i, 1)[0];
  };
  const out: PdnTag[] = ROSTER.map(([name, unknown]) => ({ name, value: take(name)?.value ?? unknown }));
  const gameType = take('GameType');
  if (gameType !== undefined) out.push({ name: 'GameType', value: expectedGameType(gameType.value) });
  const fen = take('FEN');
  if (fen !== undefined) out.push(fen);
  return [...out, ...rest];
}
