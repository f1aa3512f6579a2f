/**
 * Tags are data (docs/reliability.md; issue 13 point 5): every tag name, `__proto__`,
 * `constructor` and the other names every object inherits included, survives every conversion
 * (PDN tree → game → PDN tree → text, game → plain data → JSON or structuredClone → game,
 * setTags), and no conversion touches a prototype.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { english, gameEquals, gameFromData, gameToData, newGame, setTags, variants } from '../../src/index.js';
import type { Game } from '../../src/index.js';
import {
  parsePdn,
  quoteTagValue,
  formatPdn,
  gameFromPdn,
  parseGame,
  gameToPdn,
  formatGame,
} from '../../src/pdn/index.js';

/** Names an object inherits or treats specially (Object.prototype, ECMA-262 B.2.2.1 `__proto__`). */
const INHERITED = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'toLocaleString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  '__defineGetter__',
  '__lookupGetter__',
];

/** Names the conversions set or rewrite themselves (roster, GameType, FEN): left out here. */
const RESERVED = new Set([
  'Event',
  'Site',
  'Date',
  'Round',
  'White',
  'Black',
  'Result',
  'GameType',
  'FEN',
  'SetUp',
  'Setup',
]);

/**
 * A tag name as lenient PDN reading takes it: no white space, quote or bracket (the lexer's tag
 * pair, docs/sources.md, PDN 3.0); the grammar's own form is a capital letter first.
 */
const pdnName = fc
  .oneof(
    fc.constantFrom(...INHERITED),
    fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,11}$/),
    fc.string({ minLength: 1, maxLength: 12 }).filter((s) => !/[\s"[\]\u201c\u201d{}();%]/.test(s)),
  )
  .filter((name) => !RESERVED.has(name));

/** A tag value: any text without line ends (a tag pair stands on one line). */
const value = fc.string({ maxLength: 16 }).filter((s) => !/[\r\n\u2028\u2029\u0085]/.test(s));

const tagLists = fc.uniqueArray(fc.tuple(pdnName, value), { selector: ([name]) => name, minLength: 1, maxLength: 8 });

/** The game's tags, as [name, value] pairs sorted by name (own properties only). */
function entries(tags: Readonly<Record<string, string>>): Array<[string, string]> {
  return Object.keys(tags)
    .sort()
    .map((name) => {
      expect(Object.hasOwn(tags, name)).toBe(true);
      return [name, tags[name]!];
    });
}

/** A record with each pair as an own property, `__proto__` included (CreateDataProperty). */
function record(pairs: ReadonlyArray<readonly [string, string]>): Record<string, string> {
  return Object.fromEntries(pairs);
}

const sorted = (pairs: ReadonlyArray<readonly [string, string]>): Array<[string, string]> =>
  pairs.map(([n, v]): [string, string] => [n, v]).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

const prototypeNames = (): string[] => Object.getOwnPropertyNames(Object.prototype).sort();

describe('every tag name survives every conversion', () => {
  const before = prototypeNames();

  it('PDN text → tree → game → tree → text → tree keeps every tag', () => {
    fc.assert(
      fc.property(tagLists, (pairs) => {
        const text = `${pairs.map(([n, v]) => `[${n} ${quoteTagValue(v)}]`).join('\n')}\n[GameType "21"]\n1. 11-15 *`;
        const tree = parsePdn(text).games[0]!;
        expect(tree.tags.filter((t) => t.name !== 'GameType').map((t) => [t.name, t.value])).toEqual(pairs);
        const r = gameFromPdn(tree, { variants });
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        const game = r.value.game;
        const expected = sorted([...pairs, ['GameType', '21']]);
        expect(entries(game.tags)).toEqual(expected);
        // Back to a tree, written and read again.
        const back = gameToPdn(game).tags.filter((t) => t.name !== 'Result');
        expect(sorted(back.map((t) => [t.name, t.value]))).toEqual(expected);
        const reread = parsePdn(formatPdn([gameToPdn(game)])).games[0]!;
        for (const [name, v] of pairs)
          expect(reread.tags.filter((t) => t.name === name).map((t) => t.value)).toEqual([v]);
        // The one-call text forms.
        const fromText = parseGame(text, { variants });
        expect(fromText.ok).toBe(true);
        if (!fromText.ok) return;
        expect(entries(fromText.value.game.tags)).toEqual(expected);
        const again = parseGame(formatGame(game), { variants });
        expect(again.ok).toBe(true);
        if (!again.ok) return;
        const tags = again.value.game.tags;
        for (const [name, v] of pairs) expect(Object.hasOwn(tags, name) && tags[name]).toBe(v);
      }),
      { numRuns: 150 },
    );
  });

  it('setTags, plain data, JSON and structuredClone keep every tag, with any name', () => {
    const anyName = fc.oneof(fc.constantFrom(...INHERITED), fc.string({ maxLength: 12 }));
    const pairsArb = fc.uniqueArray(fc.tuple(anyName, fc.string({ maxLength: 12 })), {
      selector: ([name]) => name,
      maxLength: 8,
    });
    fc.assert(
      fc.property(pairsArb, (pairs) => {
        const game = setTags(newGame(english), record(pairs));
        expect(entries(game.tags)).toEqual(sorted(pairs));
        expect(entries(newGame(english, { tags: record(pairs) }).tags)).toEqual(sorted(pairs));
        const data = gameToData(game);
        for (const copy of [JSON.parse(JSON.stringify(data)) as unknown, structuredClone(data)]) {
          const r = gameFromData(copy, { variants: [english] });
          expect(r.ok).toBe(true);
          if (!r.ok) return;
          expect(entries(r.value.tags)).toEqual(sorted(pairs));
          expect(gameEquals(r.value, game)).toBe(true);
        }
        // Removing each tag by name, and telling games apart by one tag.
        const cleared = setTags(game, Object.fromEntries(pairs.map(([n]) => [n, undefined])));
        expect(Object.keys(cleared.tags)).toEqual([]);
        if (pairs.length > 0) expect(gameEquals(cleared, game)).toBe(false);
      }),
      { numRuns: 200 },
    );
  });

  it('a tag named __proto__ is an own property of game.tags, not the prototype', () => {
    const r = parseGame('[__proto__ "polluted"]\n[constructor "c"]\n[GameType "21"]\n1. 11-15 *', { variants });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const tags: Game['tags'] = r.value.game.tags;
    expect(Object.getPrototypeOf(tags)).toBe(Object.prototype);
    expect(Object.keys(tags)).toEqual(['__proto__', 'constructor', 'GameType']);
    expect(Object.hasOwn(tags, '__proto__') && tags['__proto__']).toBe('polluted');
    expect(JSON.stringify(gameToData(r.value.game).tags)).toBe(
      '{"__proto__":"polluted","constructor":"c","GameType":"21"}',
    );
    expect(formatGame(r.value.game)).toContain('\n[__proto__ "polluted"]\n[constructor "c"]\n');
    // A game without such tags does not see them.
    expect(Object.hasOwn(newGame(english).tags, '__proto__')).toBe(false);
  });

  it('no conversion touched a prototype', () => {
    const game = setTags(
      newGame(english),
      JSON.parse('{"__proto__":"x","polluted":"yes","constructor":"y"}') as Record<string, string>,
    );
    gameFromData(JSON.parse(JSON.stringify(gameToData(game))), { variants: [english] });
    parseGame('[__proto__ "x"]\n[polluted "yes"]\n[GameType "21"]\n1. 11-15 *', { variants });
    expect(({} as Record<string, unknown>)['polluted']).toBe(undefined);
    expect(prototypeNames()).toEqual(before);
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
  });
});
