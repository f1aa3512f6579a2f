/**
 * Helpers for comparing game trees: locations and file positions depend on where a game was
 * read, not on what it says.
 */
import type { PdnGame, PdnLine, PdnMove } from '../../src/pdn/index.js';

function stripLine<T extends PdnLine>(line: T): T {
  const out = { ...line } as Record<string, unknown>;
  out.moves = line.moves.map(stripMove);
  if (line.variations !== undefined) out.variations = line.variations.map(stripLine);
  return out as T;
}

function stripMove(move: PdnMove): PdnMove {
  const { location: _location, ...rest } = move;
  return rest.variations === undefined ? rest : { ...rest, variations: rest.variations.map(stripLine) };
}

/** The game without `location` and `index` (on the game, its tags and its moves). */
export function stripLocations(game: PdnGame): PdnGame {
  const { location: _location, index: _index, ...rest } = game;
  const line = stripLine(rest as PdnGame);
  return { ...line, tags: game.tags.map(({ name, value }) => ({ name, value })) };
}

/** The game as the writer sees it: no locations, index or terminator. */
export function content(game: PdnGame): PdnGame {
  const { terminator: _terminator, ...rest } = stripLocations(game);
  return rest as PdnGame;
}
