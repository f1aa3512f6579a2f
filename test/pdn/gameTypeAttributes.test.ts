/**
 * The GameType reader keeps the attributes (issue 14, point 3): `parseGameType` reads first
 * player, size, notation letter, origin digit and invert; `attributesBoard` draws their board;
 * a known number is trusted over attributes that contradict its standard form, with a warning
 * (PDN 3.0 guidance), tested on the PlayOK (kurnik) file of the PDN 3.0 corpus, which writes
 * `20,W,10,10,N1,0` for International games.
 */
import { describe, expect, it } from 'vitest';
import { gameTypeBoard, international, variants } from '../../src/index.js';
import type { BoardGeometry } from '../../src/index.js';
import {
  GAME_TYPES,
  attributesBoard,
  detectGameType,
  gameTypeInfo,
  parsePdn,
  parseGameType,
  replay,
} from '../../src/pdn/index.js';
import { describeShared } from '../shared.js';
import { corpusBytes } from './corpus.js';

const detect = (tag: string) => detectGameType(parsePdn(`[GameType "${tag}"] *`).games[0]!);

/** Every square of `a` at the same row and column as in `b`. */
function sameSquares(a: BoardGeometry, b: BoardGeometry): boolean {
  if (a.squareCount !== b.squareCount) return false;
  for (let sq = 1; sq <= a.squareCount; sq++) {
    if (a.coords(sq).row !== b.coords(sq).row || a.coords(sq).col !== b.coords(sq).col) return false;
  }
  return true;
}

describe('parseGameType reads the attributes', () => {
  it('each field, invert 0 when left out', () => {
    expect(parseGameType('21,B,8,8,N1,0')).toEqual({
      number: 21,
      attributes: '21,B,8,8,N1,0',
      fields: { firstPlayer: 'black', width: 8, height: 8, notation: 'N', origin: 1, invert: 0 },
    });
    expect(parseGameType('29,W,8,8,A0')?.fields).toEqual({
      firstPlayer: 'white',
      width: 8,
      height: 8,
      notation: 'A',
      origin: 0,
      invert: 0,
    });
    expect(parseGameType('24,W,8,8,N1,1')?.fields?.invert).toBe(1);
    expect(parseGameType('41,W,10,8,S3,0')?.fields).toMatchObject({ width: 10, height: 8, notation: 'S', origin: 3 });
    expect(parseGameType('20')?.fields).toBeUndefined();
  });

  it('the board of the fields: Italian 22,W,8,8,N2,1 has square 1 top left and 32 bottom right', () => {
    const board = attributesBoard(22, parseGameType('22,W,8,8,N2,1')!.fields!)!;
    expect([board.coords(1), board.coords(32)]).toEqual([
      { row: 0, col: 0 },
      { row: 7, col: 7 },
    ]);
    // An odd width and Turkish (every square played) have no board of this kind.
    expect(attributesBoard(20, parseGameType('20,W,9,10,N2,0')!.fields!)).toBeUndefined();
    expect(attributesBoard(30, parseGameType('30,W,8,8,A0,0')!.fields!)).toBeUndefined();
  });

  it("the standard form of every numbered variant crownhead plays draws that variant's board", () => {
    // Numeric boards only: Russian and Brazilian (A0) write algebraic names over English numbers.
    for (const variant of variants.filter((v) => v.notation === 'numeric')) {
      const info = gameTypeInfo(variant.gameType)!;
      expect(sameSquares(gameTypeBoard(info), variant.board), variant.key).toBe(true);
    }
  });

  it("the lidraughts numbers 96, 97 and 98 are listed with International's attributes", () => {
    expect(GAME_TYPES.filter((t) => t.number > 41).map((t) => [t.number, t.name, t.fullForm, t.resultType])).toEqual([
      [96, 'Breakthrough', '96,W,10,10,N2,0', 'international'],
      [97, 'Frysk!', '97,W,10,10,N2,0', 'international'],
      [98, 'Antidraughts', '98,W,10,10,N2,0', 'international'],
    ]);
  });
});

describe('a known number is trusted over attributes that contradict it', () => {
  it('the same attributes, written short or in full, are no contradiction', () => {
    expect(detect('20,W,10,10,N2,0').note).toBeUndefined();
    expect(detect('20,W,10,10,N2').note).toBeUndefined();
    expect(detect('20,W,10,10,N2').fields).toMatchObject({ origin: 2, invert: 0 });
  });

  it('another numbering, first player, size or notation is named in the note', () => {
    expect(detect('20,W,10,10,N1,0').note).toContain(
      '(square 1 at the bottom right, not the top left); the number 20 is trusted',
    );
    expect(detect('21,W,8,8,N1,0').note).toContain('white moves first, not black');
    expect(detect('21,B,10,10,N1,0').note).toContain('a 10x10 board, not 8x8');
    expect(detect('25,W,8,8,N0,0').note).toContain('notation N, not A');
    // The number decides the variant in every case.
    expect(detect('20,W,10,10,N1,0').gameType).toBe(20);
  });
});

describeShared('PlayOK writes 20,W,10,10,N1,0 for International games (PDN 3.0 corpus, kurnik.pdn)', () => {
  it('each game replays legally as International, on its standard board, with one gametype warning', () => {
    const games = parsePdn(corpusBytes('wiegerw-pdn/succeed/kurnik.pdn')).games;
    expect(games).toHaveLength(4);
    for (const game of games) {
      const r = replay(game, { variants });
      expect([r.ok, r.complete, r.variant], `game ${game.index}`).toEqual([true, true, international]);
      const warnings = r.problems.filter((p) => p.severity === 'warning');
      expect(warnings.map((p) => p.code)).toEqual(['gametype']);
      expect(warnings[0]!.message).toContain('20,W,10,10,N1,0');
      expect(warnings[0]!.message).toContain('the number 20 is trusted');
    }
    // The first game's opening 1. 32-28 is a move of White's front row on the standard board
    // (FMJD 2.6: White on 31-50); read with square 1 at the bottom right it would not be.
    const first = replay(games[0]!, { variants });
    expect(first.moves[0]).toMatchObject({ from: 32, to: 28 });
  });
});
