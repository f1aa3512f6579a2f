/**
 * No function of the library recurses on the depth of its input (docs/reliability.md, "No
 * recursion"; issue 13 point 4): every tree walker runs on trees of 100,000 nested variations,
 * built in code and read with `maxDepth` raised, and gives the right answer. A recursive walker
 * overflows the call stack at a few thousand levels, so these trees are far past that point.
 */
import { describe, expect, it } from 'vitest';
import { english, gameEquals, newGame, setTags, variants } from '../../src/index.js';
import type { Game } from '../../src/index.js';
import { canonicalGame, parsePdn, readPdn, replay, formatPdn, gameFromPdn, gameToPdn } from '../../src/pdn/index.js';
import type { PdnGame, PdnLine } from '../../src/pdn/index.js';

const DEPTH = 100_000;

/** The reading budgets such a game needs: its depth, and more moves and variations than the defaults (100,000 each). */
const DEEP = { maxDepth: DEPTH, maxMoves: DEPTH + 1, maxVariations: DEPTH } as const;

/**
 * English, from the start: the mainline `1. 11-15 *`, and on its first move a chain of `depth`
 * variations, each `1. 11-15` with the next variation on it; the deepest holds `deepest`.
 * `11-15` is legal at every level (each variation starts from the position before the move it
 * replaces, the start position); `11-14` is not (square 11 steps to 15 or 16 only).
 */
function deepGame(depth: number, deepest = '11-15', move = '11-15'): PdnGame {
  let line: PdnLine = { moves: [{ move: deepest }] };
  for (let level = 1; level < depth; level++) line = { moves: [{ move, variations: [line] }] };
  return { tags: [{ name: 'GameType', value: '21' }], moves: [{ move, variations: [line] }] };
}

/** The same game as text, written by hand in the PDN 3.0 grammar (section 1.6): `(` opens a variation. */
function deepText(depth: number, deepest = '11-15', move = '11-15'): string {
  return `[GameType "21"]\n1. ${move} ${`(1. ${move} `.repeat(depth - 1)}(1. ${deepest}${')'.repeat(depth)} *`;
}

/** How many variations are nested under the game's first move, and the move of the deepest. */
function nesting(game: PdnLine): { readonly depth: number; readonly deepest: string | undefined } {
  let depth = 0;
  let line = game.moves[0]?.variations?.[0];
  let deepest: string | undefined;
  while (line !== undefined) {
    depth++;
    deepest = line.moves[0]?.move;
    line = line.moves[0]?.variations?.[0];
  }
  return { depth, deepest };
}

describe('tree walkers at 100,000 levels of nesting', () => {
  const built = deepGame(DEPTH);

  it('parsePdn reads them with maxDepth raised, as the tree built in code', () => {
    const { games, problems } = parsePdn(deepText(DEPTH), DEEP);
    expect(problems).toEqual([]);
    expect(games).toHaveLength(1);
    expect(nesting(games[0]!)).toEqual({ depth: DEPTH, deepest: '11-15' });
  });

  it('readPdn streams them in small chunks', async () => {
    const text = deepText(DEPTH);
    function* chunks(): Generator<string> {
      for (let i = 0; i < text.length; i += 4096) yield text.slice(i, i + 4096);
    }
    const records = [];
    for await (const record of readPdn(chunks(), DEEP)) records.push(record);
    expect(records).toHaveLength(1);
    expect(records[0]!.problems).toEqual([]);
    expect(nesting(records[0]!.game!)).toEqual({ depth: DEPTH, deepest: '11-15' });
  });

  it('formatPdn writes them in the nested form, which reads back to the same depth', () => {
    const text = formatPdn([built]);
    // The movetext, lines joined again: the writer breaks lines at the spaces between units, and
    // inside a run of `)` longer than a line (section 1.7: lines of at most 80 columns).
    const movetext = text.slice(text.indexOf('\n\n') + 2).trimEnd();
    expect(movetext.replace(/\n\)/g, ')').replace(/\n/g, ' ')).toBe(
      `1. 11-15 ${'(1. 11-15 '.repeat(DEPTH - 1)}(1. 11-15${')'.repeat(DEPTH)} *`,
    );
    expect(movetext.split('\n').every((line) => line.length <= 80)).toBe(true);
    expect(formatPdn([built])).toBe(text);
    const again = parsePdn(text, DEEP);
    expect(again.problems).toEqual([]);
    expect(nesting(again.games[0]!)).toEqual({ depth: DEPTH, deepest: '11-15' });
  });

  it('replay checks every level down to the deepest variation', () => {
    expect(replay(built, { variants }).ok).toBe(true);
    const bad = replay(deepGame(DEPTH, '11-14'), { variants });
    // The one illegal move of the tree is the deepest variation's.
    expect(bad.problems.map((p) => [p.severity, p.code])).toEqual([['error', 'illegal-move']]);
    expect(bad.complete).toBe(true);
    expect(bad.moves).toHaveLength(1);
  });

  it('canonicalGame rewrites the move of every level, the deepest included', () => {
    // `11-15` written as `11x15`: replay reads it (with a `separator` warning, as CheckerBoard
    // does) and canonicalGame writes the short form, `11-15`, at every level.
    const { game, replay: replayed } = canonicalGame(deepGame(DEPTH, '11x15', '11x15'), { variants });
    expect(replayed.ok).toBe(true);
    expect(replayed.problems).toHaveLength(DEPTH + 1);
    expect(game.moves[0]!.move).toBe('11-15');
    expect(nesting(game)).toEqual({ depth: DEPTH, deepest: '11-15' });
    // Every level, not only the ends: the whole tree written is the tree of `11-15` moves.
    expect(formatPdn([game])).toBe(formatPdn([canonicalGame(built, { variants }).game]));
  });

  it('gameFromPdn (which replays the variations) and gameToPdn convert the game', () => {
    const r = gameFromPdn(built, { variants });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.game.ply).toBe(1);
    expect(gameToPdn(r.value.game).moves.map((m) => m.move)).toEqual(['11-15']);
    const bad = gameFromPdn(deepGame(DEPTH, '11-14'), { variants });
    expect(bad.ok || bad.error.problems.map((p) => p.code)).toEqual(['illegal-move']);
  });

  it('gameEquals compares plain data of any depth', () => {
    // A draw rule carrying deep data (rules are plain data; gameEquals compares them by value).
    const deep = (): unknown => {
      let value: unknown = 'leaf';
      for (let i = 0; i < DEPTH; i++) value = { next: value };
      return value;
    };
    const withRule = (data: unknown): Game => {
      const game = newGame(english);
      return { ...game, rules: [...game.rules, data as Game['rules'][number]] };
    };
    expect(gameEquals(withRule(deep()), withRule(deep()))).toBe(true);
    expect(gameEquals(withRule(deep()), withRule({ next: 'leaf' }))).toBe(false);
    expect(gameEquals(setTags(newGame(english), { Event: 'x' }), newGame(english))).toBe(false);
  });
});
