/**
 * The PDN problems and the JSON answer of `validate` as text with holes (`TextTemplate`): what
 * `crownhead validate`, `pdn` and `export` print for a game, made where the game is read (in a
 * worker of `--jobs`, or in the main thread with `--jobs 1`, through the same code), so it lives
 * beside the pipeline rather than in the CLI, which only fills the holes and writes
 * (src/cli/format.ts builds the whole lines from these).
 * @module
 */
import type { PdnProblem } from '../pdn/index.js';
import type { TemplateBuilder } from './template.js';

/**
 * `text` on one line: a line break (which a message takes from the input it quotes, such as a
 * FEN tag never closed) is written as the two characters `\n` (`\r` for a carriage return), so
 * that every problem and every stderr message stays one line (docs/cli.md).
 */
export function oneLine(text: string): string {
  return text.replace(/[\r\n]/g, (c) => (c === '\n' ? '\\n' : '\\r'));
}

/** The line of `problemLine` (src/cli/format.ts) appended to `t`, its line and game as holes (`--jobs`: filled in input order). */
export function problemLineTo(t: TemplateBuilder, file: string, p: PdnProblem): void {
  placeTo(t, file, p);
  t.text(oneLine(`${plyText(p)}: ${p.severity} ${p.code}: ${p.message}`));
}

/** The part of `warningSummaryLine` (src/cli/format.ts) after `first ` appended to `t`, its line and game as holes. */
export function warningFirstTo(t: TemplateBuilder, file: string, first: PdnProblem): void {
  placeTo(t, file, first);
  t.text(oneLine(`${plyText(first)}: ${first.message}`));
}

/** Where a problem stands, `FILE:LINE:COLUMN: game GAME`, appended to `t`: the start of both lines above. */
function placeTo(t: TemplateBuilder, file: string, p: PdnProblem): void {
  t.text(oneLine(`${file}:`));
  t.line(p.line);
  t.text(`:${p.column}: game `);
  t.game(p.game);
}

/** `, ply N` for a problem with a move, else nothing. */
function plyText(p: PdnProblem): string {
  return p.ply === undefined ? '' : `, ply ${p.ply}`;
}

/**
 * The JSON answer of `validateJson` (src/cli/format.ts) appended to `t`, the game and each
 * problem's line as holes: the text
 * `JSON.stringify` gives for that object (integers as their digits, keys in that order).
 */
export function validateJsonTo(
  t: TemplateBuilder,
  file: string,
  game: number,
  ok: boolean,
  variant: string | null,
  moves: number,
  problems: readonly PdnProblem[],
): void {
  t.text(`{"file":${JSON.stringify(file)},"game":`);
  t.game(game);
  t.text(`,"ok":${ok},"variant":${JSON.stringify(variant)},"moves":${moves},"problems":[`);
  for (let i = 0; i < problems.length; i++) {
    const p = problems[i]!;
    t.text(
      `${i > 0 ? ',' : ''}{"severity":${JSON.stringify(p.severity)},"code":${JSON.stringify(p.code)},"message":${JSON.stringify(p.message)},"line":`,
    );
    t.line(p.line);
    t.text(`,"column":${p.column}${p.ply === undefined ? '' : `,"ply":${p.ply}`}}`);
  }
  t.text(']}');
}
