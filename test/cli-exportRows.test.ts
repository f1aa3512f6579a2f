/**
 * The moves rows `crownhead export` writes as bytes (src/node/exportRows.ts, `writeFenBytes`)
 * against the writer they replaced, kept as the reference: `jsonLine` / `csvLine` over
 * `moveRows`, cell by cell, and `formatFen`. On games played at random in every variant (kings,
 * captures with several paths, algebraic boards), with and without game numbers as holes, and
 * with a file name and a result beyond Latin-1 (UTF-8 bytes numbered, strings with holes).
 */
import { describe, it, expect } from 'vitest';
import { variants } from '../src/variants/registry.js';
import { legalMoves } from '../src/rules/play.js';
import { gamePositions, newGame, playMove } from '../src/game/game.js';
import { formatGame } from '../src/game/pdnText.js';
import { parsePdn } from '../src/pdn/index.js';
import { MOVE_COLUMNS, csvLine, jsonLine, moveRows, rowCells } from '../src/pdn/table.js';
import type { TableCell } from '../src/pdn/table.js';
import { tableRows } from '../src/node/exportRows.js';
import { renderTemplate } from '../src/node/template.js';
import { formatFen, writeFenBytes } from '../src/notation/fen.js';
import type { Position } from '../src/core/position.js';
import { mulberry32 } from './arbitraries.js';

/** A game of `plies` random legal moves in `variant`'s start position, as PDN text with its GameType. */
function randomGame(
  variant: (typeof variants)[number],
  seed: number,
  plies: number,
  result: string,
): { text: string; positions: Position[] } {
  const random = mulberry32(seed);
  let game = newGame(variant);
  for (let i = 0; i < plies; i++) {
    const moves = legalMoves(game.position, { paths: true });
    if (moves.length === 0) break;
    try {
      game = playMove(game, moves[random() % moves.length]!);
    } catch {
      break; // a draw rule ended the game
    }
  }
  const text = formatGame(game).replace(/\[Result "[^"]*"\]/, `[Result "${result}"]`);
  return { text, positions: gamePositions(game) };
}

/** The reference: the rows of moveRows as jsonLine / csvLine write them. */
function reference(text: string, file: string, format: 'jsonl' | 'csv'): string {
  const [game] = parsePdn(text).games;
  let want = '';
  for (const row of moveRows({ index: 7, game: game!, problems: [] }, { variants, file })) {
    const cells = row as unknown as Record<string, TableCell>;
    want += format === 'csv' ? csvLine(rowCells(MOVE_COLUMNS, cells)) : jsonLine(MOVE_COLUMNS, cells);
  }
  return want;
}

describe('export --rows moves written as bytes', () => {
  it('are the bytes of jsonLine / csvLine over moveRows in every variant, numbered or with holes', () => {
    let rows = 0;
    let ambiguous = 0;
    for (const variant of variants) {
      for (let seed = 1; seed <= 8; seed++) {
        const file =
          seed % 3 === 0 ? '/data/партия ☃.pdn' : seed % 3 === 1 ? '/data/café, "quoted".pdn' : '/data/plain.pdn';
        const result = seed === 5 ? '½-½' : '*';
        const { text } = randomGame(variant, seed * 7919 + variant.key.length, 160, result);
        const [game] = parsePdn(text).games;
        for (const format of ['jsonl', 'csv'] as const) {
          const want = reference(text, file, format);
          for (const numbered of [true, false]) {
            const made = tableRows(
              { index: 7, game: game!, problems: [] },
              { rows: 'moves', format, file, numbered },
              'lenient',
            );
            // With holes, the game is the 7th of its piece and the piece comes after 100 games.
            // Numbered (one thread), the rows are UTF-8 bytes and the text with holes is empty.
            const got = numbered ? Buffer.from(made.bytes!).toString('utf8') : renderTemplate(made.rows, 0, 100);
            expect(numbered ? renderTemplate(made.rows, 0, 0) : made.bytes, `${variant.key} seed ${seed}`).toBe(
              numbered ? '' : undefined,
            );
            const expected = numbered
              ? want
              : want
                  .replace(/(^|\n)(\{"file":(?:"(?:[^"\\]|\\.)*"),"game":)7,/g, '$1$2107,')
                  .replace(/(^|\r\n)((?:"(?:[^"]|"")*"|[^,\r\n]*),)7,/g, '$1$2107,');
            expect(got === expected, `${variant.key} seed ${seed} ${format} numbered ${numbered}`).toBe(true);
          }
          if (format === 'jsonl') {
            rows += want.split('\n').length - 1;
            // Captures the writer shortens itself (one legal move) and those it leaves to formatMove.
            ambiguous += (want.match(/"move":"[^"]*x[^"]*x[^"]*x/g) ?? []).length;
          }
        }
      }
    }
    expect(rows).toBeGreaterThan(6000);
    expect(ambiguous).toBeGreaterThan(0);
  }, 240_000);

  it('writeFenBytes writes formatFen of every position of those games, or declines (algebraic boards, king-move counters)', () => {
    const out = new Uint8Array(2048);
    let written = 0;
    for (const variant of variants) {
      for (let seed = 1; seed <= 4; seed++) {
        for (const position of randomGame(variant, seed * 104729 + variant.key.length, 200, '*').positions) {
          out.fill(0);
          const end = writeFenBytes(position, out, 3);
          if (end < 0) {
            expect(variant.notation === 'algebraic' || position.state?.kingMoves !== undefined, variant.key).toBe(true);
            expect(out.every((b) => b === 0)).toBe(true);
            continue;
          }
          written++;
          expect(Buffer.from(out.subarray(3, end)).toString('latin1')).toBe(formatFen(position));
          expect(out[2] === 0 && out[end] === 0).toBe(true);
        }
      }
    }
    expect(written).toBeGreaterThan(1000);
  });
});
