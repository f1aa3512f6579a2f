/**
 * `crownhead/svg`: positions as SVG diagrams, for web pages, documents and printed books.
 *
 * ```ts
 * import { international, startPosition } from 'crownhead';
 * import { boardToSvg } from 'crownhead/svg';
 *
 * const svg = boardToSvg(startPosition(international), { squareSize: 40 });
 * svg.match(/ viewBox="([^"]+)"/)?.[1];         // => '0 0 412.8 412.8'
 * svg.match(/class="piece white man"/g)?.length; // => 20
 * ```
 *
 * {@link boardToSvg} returns a string and needs no DOM, so it runs in Node, a worker or a
 * browser; nothing else of crownhead imports this module, so an application that does not
 * import `crownhead/svg` carries none of it. The `crownhead render` command writes the same
 * diagram from a shell.
 * @module crownhead/svg
 */
export type { BoardSvgOptions, SvgTheme } from './render/svg.js';
export { boardToSvg, defaultSvgTheme } from './render/svg.js';
