/**
 * A tag name given twice (`[A "1"] [A "2"]`, met in real files where a program appends a tag the
 * header already has): the PDN tree keeps every pair, a game value one value a name, and the
 * value it does not keep is reported, never dropped silently (issue 29, "Tags are data").
 */
import { describe, expect, it } from 'vitest';
import { parsePdn, parseGame, formatGame } from '../../src/pdn/index.js';
import { variants } from '../../src/index.js';

const text = '[Event "first"]\n[White "A"]\n[Event "second"]\n[Event "third"]\n[GameType "21"]\n1. 11-15 *';

describe('a tag given again', () => {
  it('the tree keeps every pair in order', () => {
    const tree = parsePdn(text).games[0]!;
    expect(tree.tags.map((t) => [t.name, t.value])).toEqual([
      ['Event', 'first'],
      ['White', 'A'],
      ['Event', 'second'],
      ['Event', 'third'],
      ['GameType', '21'],
    ]);
  });

  it('the game value keeps the first and warns, at the tag, for each value it drops', () => {
    const r = parseGame(text, { variants });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.game.tags.Event).toBe('first');
    const repeated = r.value.problems.filter((p) => p.code === 'repeated-tag');
    expect(repeated.map((p) => [p.severity, p.line, p.column])).toEqual([
      ['warning', 3, 1],
      ['warning', 4, 1],
    ]);
    expect(repeated[0]!.message).toContain('"second"');
    expect(repeated[1]!.message).toContain('"third"');
    // Written back, the game has one Event, the first.
    expect(formatGame(r.value.game).match(/\[Event /g)).toHaveLength(1);
  });

  it('a game whose names are all different has no such warning', () => {
    const r = parseGame('[Event "e"]\n[GameType "21"]\n1. 11-15 *', { variants });
    expect(r.ok && r.value.problems.some((p) => p.code === 'repeated-tag')).toBe(false);
  });
});
