/**
 * One capture sign (issue 28, section 4): the Russian capture was written three ways (README
 * `c3:e5`, docs/cli.md `c3xe5`, `formatMove` `c3xg7`). crownhead writes `x` in every variant: the
 * PDN 3.0 writing grammar has `x` as its only capture separator and the FMJD's notation rules
 * write "x" (article 8.2.3); Russian practice's `:` (also PDN 3.0's GameType table) is read as the
 * same capture. docs/sources.md (PDN 3.0, the capture sign) records the choice.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brazilian, czech, formatMove, legalMoves, parseFen, parseMove, russian } from '../../src/index.js';
import { parsePdn, gameFromPdn, formatGame } from '../../src/pdn/index.js';

const ROOT = join(import.meta.dirname, '..', '..');

function files(dir: string, ext: RegExp): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    // Built bundles (examples/web/dist, made by test/web.test.ts) are minified code, not prose.
    if (name === 'node_modules' || name === 'dist') continue;
    if (statSync(path).isDirectory()) out.push(...files(path, ext));
    else if (ext.test(name)) out.push(path);
  }
  return out;
}

describe('the capture sign', () => {
  it('formatMove, the move history and the PDN writer write x; : and x read alike', () => {
    for (const variant of [russian, brazilian, czech]) {
      // White's man on c3 must take d4 (FMJD-64, a capture is compulsory).
      const p = parseFen(variant, 'W:Wc3:Bd4');
      if (!p.ok) throw new Error(p.error.message);
      const [move] = legalMoves(p.value);
      expect(formatMove(p.value, move!)).toBe('c3xe5');
      expect(parseMove(p.value, 'c3:e5')).toEqual(parseMove(p.value, 'c3xe5'));
    }
    const pdn = '[GameType "25"]\n1. c3-d4 f6-e5 2. d4:f6 g7:e5 *\n';
    const r = gameFromPdn(parsePdn(pdn).games[0]!, { variants: [russian] });
    expect(r.ok).toBe(true);
    if (r.ok) expect(formatGame(r.value.game)).toContain('1. c3-d4 f6-e5 2. d4xf6 g7xe5 *');
  });

  it('the docs, the README and the doc comments write x; a : capture only where reading is the subject', () => {
    const sources = [
      join(ROOT, 'README.md'),
      ...files(join(ROOT, 'docs'), /\.md$/),
      ...files(join(ROOT, 'examples'), /\.(md|mjs|js)$/),
      ...files(join(ROOT, 'src'), /\.ts$/),
    ];
    const found: string[] = [];
    for (const file of sources) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\b[a-l]\d{1,2}:[a-l]\d{1,2}\b/g)) {
        const around = text.slice(Math.max(0, m.index - 300), m.index + 300);
        if (!/\bread/i.test(around)) found.push(`${file.slice(ROOT.length + 1)}: ${m[0]}`);
      }
    }
    expect(found).toEqual([]);
  });
});
