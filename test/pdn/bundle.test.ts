// What an application pays for crownhead/pdn (esbuild over the built package, minified ESM,
// gzip level 9): reading and writing PDN pulls in no rules; replay does.
import type { Bundle } from '../bundler.js';
import { bundle as bundleWith } from '../bundler.js';
import { distFile, ensureDist } from '../dist.js';
import { beforeAll, describe, expect, it } from 'vitest';

const dist = distFile('pdn.js');

beforeAll(ensureDist, 120_000);

const bundle = (code: string): Promise<Bundle> =>
  bundleWith(code, { 'crownhead/pdn': dist, crownhead: distFile('index.js') });

// Strings that only the rules and the notation layers hold.
const RULES = ['would already have been crowned', 'perft depth must be', 'not a legal move for', 'could be'];

describe('bundle size of crownhead/pdn', () => {
  it('reading and writing PDN carries no rules (the lexer and parser import none)', async () => {
    const { text, gzip } = await bundle(
      "import { parsePdn, formatPdn } from 'crownhead/pdn'; console.log(formatPdn(parsePdn('1. 32-28 *').games));",
    );
    for (const s of RULES) expect(text, s).not.toContain(s);
    // 12.5 KB: measured 12,239 bytes; the fast paths (fused movetext and tag loops, the byte view)
    // and the pull-style PdnParser API took it from about 10,200 (the token path alone) for a
    // reading speed about 1.5 times as high; reading the same whatever the chunks (issue 13:
    // queued text, notes placed by offset, the UTF-8 prefix check) added about 300; a budget for
    // every dimension of a game (issue 13: token and game length, counts, streamed `(…)` and `%`
    // lines) about 900; reading numeric moves without separator and telling text that may hide a
    // move from other unknown text (issue 28: 12,748 -> 12,993) about 250; the writer's shape
    // check of trees built in code, which names the field at fault in a CrownheadError instead
    // of a TypeError (issue 29: 12,993 -> 14,512) about 1,500; the rest is the grammar, its
    // problems and the writer.
    // At most 14.5 KB until issue 30: 14,696 bytes before, 14,856 with the checks of every
    // argument (D7: parsePdn's input, the refusal's message naming the argument, CrownheadError's);
    // back under 14.5 KB with shorter shared checks, the parser's limits read by one reader and a
    // mask of the English generator that a shared chunk kept written as a droppable literal:
    // measured 14,758 bytes (14,760 with the chunk layout of the end of issue 30).
    expect(gzip).toBeLessThanOrEqual(14.5 * 1024);
  });

  it('reading PDN alone carries no rules and no writer', async () => {
    const { text, gzip } = await bundle(
      "import { parsePdn } from 'crownhead/pdn'; console.log(parsePdn('1. 32-28 *'));",
    );
    for (const s of RULES) expect(text, s).not.toContain(s);
    expect(text).not.toContain('a PDN game { tags, moves } (parsePdn reads one)');
    // 9,838 bytes before issue 30; 10,030 with the D7 check of parsePdn's input (the
    // CrownheadError class and the shared refusal, 192 bytes; docs/api.md, Decisions, D7).
    expect(gzip).toBeLessThanOrEqual(10_050);
  });

  it('replay brings the rules in', async () => {
    const { text } = await bundle(
      "import { variants } from 'crownhead'; import { parsePdn, replay } from 'crownhead/pdn'; console.log(replay(parsePdn('1. 32-28 *').games[0], { variants }));",
    );
    expect(text).toContain('not a legal move for');
  });
});
