/**
 * Issue 30, decision D1: a function that reads input which names its own variant (PDN, plain
 * data) takes the variants to choose among as a REQUIRED `variants` option, with no default of
 * every variant (a default no bundler could drop). TypeScript refuses a call without them; a
 * plain JavaScript caller that leaves them out gets a `CrownheadError` `bad-argument` that names
 * the function and `options.variants`, never a silent choice among every variant nor a raw
 * TypeError. `variant` (replay's, forcing one) stands in for `variants` where it exists.
 */
import { describe, expect, it } from 'vitest';
import { CrownheadError, english, international, variants } from '../src/index.js';
import { gameFromData, positionFromData, positionToData, gameToData, newGame } from '../src/index.js';
import { canonicalGame, gameFromPdn, parseGame, gameRow, moveRows, parsePdn, replay } from '../src/pdn/index.js';

const TEXT = '[GameType "21"]\n1. 11-15 23-19 *';
const TREE = parsePdn(TEXT).games[0]!;
const RECORD = { index: 1, game: TREE, problems: [] };
const POSITION = positionToData(newGame(english).position);
const GAME = gameToData(newGame(english));

/** Each function, called with `options` in the place of its options (untyped, as from JavaScript). */
const CALLS: readonly (readonly [string, (options: unknown) => unknown])[] = [
  ['replay', (o) => replay(TREE, o as never)],
  ['canonicalGame', (o) => canonicalGame(TREE, o as never)],
  ['gameRow', (o) => gameRow(RECORD, o as never)],
  ['moveRows', (o) => moveRows(RECORD, o as never)],
  ['gameFromPdn', (o) => gameFromPdn(TREE, o as never)],
  ['parseGame', (o) => parseGame(TEXT, o as never)],
  ['positionFromData', (o) => positionFromData(POSITION, o as never)],
  ['gameFromData', (o) => gameFromData(GAME, o as never)],
];

function thrown(call: () => unknown): unknown {
  try {
    call();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('the variants are a required option (issue 30, D1)', () => {
  it.each(CALLS)('%s without them throws bad-argument naming options.variants', (name, call) => {
    for (const options of [undefined, null, {}, { mode: 'strict' }, 'english', [english]]) {
      const error = thrown(() => call(options));
      expect(error, `${name}(${JSON.stringify(options)})`).toBeInstanceOf(CrownheadError);
      expect((error as CrownheadError).code).toBe('bad-argument');
      expect((error as CrownheadError).message).toMatch(new RegExp(`^${name}: .*options\\.variants`));
    }
  });

  it.each(CALLS)(
    '%s with variants that are not an array of variants throws bad-argument naming the entry',
    (name, call) => {
      expect((thrown(() => call({ variants: 'english' })) as CrownheadError).message).toMatch(
        new RegExp(`^${name}: .*options\\.variants`),
      );
      expect((thrown(() => call({ variants: [english, null] })) as CrownheadError).message).toMatch(
        new RegExp(`^${name}: .*options\\.variants\\[1\\]`),
      );
    },
  );

  it.each(CALLS)('%s reads the game with { variants: [english] } and with every variant', (_, call) => {
    for (const given of [[english], variants]) {
      const out = call({ variants: given });
      expect(thrown(() => out)).toBeUndefined();
      // A Result (data, text, tree), a Replay, a row, rows or a canonical game: none is an error.
      const value = out as { ok?: boolean; replay?: { ok: boolean }; error_code?: string | null; length?: number };
      if (Array.isArray(value)) expect(value.length).toBe(2);
      else if (value.replay !== undefined) expect(value.replay.ok).toBe(true);
      else if (value.error_code !== undefined) expect(value.error_code).toBeNull();
      else expect(value.ok).toBe(true);
    }
  });

  it('replay, canonicalGame and the rows take variant (one forced) in place of variants', () => {
    expect(replay(TREE, { variant: english }).variant?.key).toBe('english');
    expect(canonicalGame(TREE, { variant: english }).replay.ok).toBe(true);
    expect(gameFromPdn(TREE, { variant: english }).ok).toBe(true);
    expect(moveRows(RECORD, { variant: english }).length).toBe(2);
    // A forced variant is played whatever the tag says: GameType 21 read as International fails
    // at once (11-15 names squares of the 10x10 board that hold no piece of the side to move).
    expect(replay(TREE, { variant: international }).ok).toBe(false);
    expect((thrown(() => replay(TREE, { variant: 'english' } as never)) as CrownheadError).message).toMatch(
      /^replay: .*options\.variant\b/,
    );
  });

  it('a GameType none of the variants given plays is unsupported-variant, naming those given', () => {
    const r = replay(parsePdn('[GameType "20"]\n1. 32-28 *').games[0]!, { variants: [english] });
    expect(r.problems.map((p) => p.code)).toEqual(['unsupported-variant']);
    expect(r.problems[0]!.message).toContain('is not one of the variants replayed (english)');
  });
});
