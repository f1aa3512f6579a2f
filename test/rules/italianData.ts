/** Published Italian perft counts shared by test/rules/italian.test.ts and test/deep/italian.deep.test.ts. */

/**
 * Ed Gilbert's Italian test positions (dctl test/src/algo/traversal/italian/gilbert.cpp, per path;
 * FENs in Italian numbering). `counts[d - 1]` is perft(d).
 */
export const GILBERT: readonly { readonly name: string; readonly fen: string; readonly counts: readonly number[] }[] = [
  {
    name: 'Gilbert 1',
    fen: 'W:W30,26,27,22,23,24,17,18,20:B14,15,16,9,11,5,6,1,3',
    counts: [
      5, 13, 42, 107, 360, 1_099, 3_736, 12_495, 43_686, 164_177, 628_686, 2_643_623, 10_833_722, 49_327_264,
      212_130_912, 1_021_757_399,
    ],
  },
  {
    name: 'Gilbert 2',
    fen: 'B:W30,21,22,17,20,K6:B25,28,9,5,1,3',
    counts: [6, 47, 271, 1_916, 10_810, 73_137, 389_809, 2_469_050, 12_803_372, 77_920_042, 396_940_628, 2_365_222_285],
  },
  {
    name: 'Gilbert 3',
    fen: 'W:WK27,K28,17,20,9,K12,8:B21,24,K19,K13,14,K11,4',
    counts: [13, 112, 828, 6_756, 46_241, 368_908, 2_468_110, 19_914_763, 130_562_037, 1_056_217_651, 6_894_949_061],
  },
];

/**
 * Perft from the Italian start (dctl test/src/algo/traversal/initial/board_08x08.cpp; damforum
 * "Perft for all recognized draughts variants"): `[depth, per path, distinct moves]`. The two
 * conventions first differ at depth 12.
 */
export const ITALIAN_START: readonly (readonly [number, number, number])[] = [
  [1, 7, 7],
  [2, 49, 49],
  [3, 302, 302],
  [4, 1_469, 1_469],
  [5, 7_361, 7_361],
  [6, 36_473, 36_473],
  [7, 177_532, 177_532],
  [8, 828_783, 828_783],
  [9, 3_860_875, 3_860_875],
  [10, 17_761_384, 17_761_384],
  [11, 81_647_058, 81_647_058],
  [12, 367_917_147, 367_911_475],
  [13, 1_655_269_811, 1_655_211_086],
];
