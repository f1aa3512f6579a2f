// The game layer costs nothing to those who do not use it, and the ballot list nothing to
// those who only run games (esbuild over the built package, as in test/bundle.test.ts).
import { bundle as bundleWith } from '../bundler.js';
import { distFile, ensureDist } from '../dist.js';
import { beforeAll, describe, expect, it } from 'vitest';

const dist = distFile('index.js');

beforeAll(ensureDist, 120_000);

const bundle = async (code: string): Promise<string> => (await bundleWith(code, { crownhead: dist })).text;

describe('game layer in a bundle', () => {
  it('the rules alone carry no game code and no ballots', async () => {
    const text = await bundle("import { legalMoves, startPosition, english } from 'crownhead'; console.log(legalMoves(startPosition(english)));");
    expect(text).not.toContain('WCDF 1.32.1');
    expect(text).not.toContain('Dreaded Edinburgh');
  });

  it('a game carries its draw rules but not the ballot list', async () => {
    const text = await bundle(
      "import { newGame, gameStatus, english } from 'crownhead'; console.log(gameStatus(newGame(english)));",
    );
    expect(text).toContain('WCDF 1.32.1');
    expect(text).not.toContain('Dreaded Edinburgh');
  });

  it('the ballots are there when used', async () => {
    const text = await bundle("import { englishBallots } from 'crownhead'; console.log(englishBallots().length);");
    expect(text).toContain('Dreaded Edinburgh');
  });
});
