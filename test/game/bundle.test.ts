// The game layer costs nothing to those who do not use it, and the ballot list nothing to
// those who only run games (esbuild over the built package, as in test/bundle.test.ts). Draw
// rules are data on the variant (issue 30, D3): a bundle of one variant carries that variant's
// rules and no other's, with or without the game layer. Markers: each rule's source string, and
// 'kings-both-sides', a material kind that the game layer's counts read (src/game/counts.ts) and
// that no English rule names.
import { bundle as bundleWith } from '../bundler.js';
import { distFile, ensureDist } from '../dist.js';
import { beforeAll, describe, expect, it } from 'vitest';

const dist = distFile('index.js');

beforeAll(ensureDist, 120_000);

/** Sources of other variants' draw rules (src/variants/). */
const OTHER_SOURCES = [
  'FMJD 6.1',
  'FMJD-64 7.2.3',
  'RDF practice',
  'Frisian rules 2011',
  'windames',
  'torofun',
  'pydraughts',
];

const bundle = async (code: string): Promise<string> => (await bundleWith(code, { crownhead: dist })).text;

describe('game layer in a bundle', () => {
  it('the rules alone carry no game code and no ballots', async () => {
    const text = await bundle(
      "import { legalMoves, startPosition, english } from 'crownhead'; console.log(legalMoves(startPosition(english)));",
    );
    expect(text).not.toContain('kings-both-sides');
    expect(text).not.toContain('Dreaded Edinburgh');
    // The variant's own draw rules come with it, and no other variant's.
    expect(text).toContain('WCDF 1.32.1');
    for (const other of OTHER_SOURCES) expect(text, other).not.toContain(other);
  });

  it('a game carries its draw rules but not the ballot list', async () => {
    const text = await bundle(
      "import { newGame, gameStatus, english } from 'crownhead'; console.log(gameStatus(newGame(english)));",
    );
    expect(text).toContain('WCDF 1.32.1');
    expect(text).toContain('kings-both-sides');
    expect(text).not.toContain('Dreaded Edinburgh');
    // Until issue 30 `drawRules` chose the list by the variant's key and so carried all sixteen.
    for (const other of OTHER_SOURCES) expect(text, other).not.toContain(other);
  });

  it('the rule sources of the other variants are in a bundle of every variant (control for the absence checks)', async () => {
    const text = await bundle(
      "import { newGame, gameStatus, startPosition, variants } from 'crownhead'; for (const v of variants) console.log(gameStatus(newGame(startPosition(v))));",
    );
    for (const other of OTHER_SOURCES) expect(text, other).toContain(other);
  });

  it('the ballots are there when used', async () => {
    const text = await bundle("import { englishBallots } from 'crownhead'; console.log(englishBallots().length);");
    expect(text).toContain('Dreaded Edinburgh');
  });
});
