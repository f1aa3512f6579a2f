/**
 * The comments of the hot code keep the reason for a technique in a line and link the design page
 * for the rest (issue 30): `docs/performance.md#anchor`. Each such anchor must name a heading of
 * that page, by the rule GitHub and most markdown viewers use to make a heading's id (lower case,
 * punctuation dropped, spaces as hyphens), so that a section renamed or dropped fails here
 * instead of leaving the code pointing nowhere.
 */
import { describe, it, expect } from 'vitest';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));

function files(dir: string): string[] {
  return readdirSync(`${root}${dir}`).flatMap((name) => {
    const path = `${dir}/${name}`;
    return statSync(`${root}${path}`).isDirectory() ? files(path) : name.endsWith('.ts') ? [path] : [];
  });
}

/** A heading's id as GitHub makes it: `### crownhead export` -> `crownhead-export`. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

const page = readFileSync(`${root}docs/performance.md`, 'utf8').replace(/```[\s\S]*?```/g, '');
const anchors = new Set([...page.matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1]!)));

describe('links from the code to docs/performance.md', () => {
  const links = files('src').flatMap((file) =>
    [...readFileSync(`${root}${file}`, 'utf8').matchAll(/docs\/performance\.md#([a-z0-9-]+)/g)].map(
      (m) => [file, m[1]!] as const,
    ),
  );

  it('the slug rule (control)', () => {
    expect(slug('What V8 rewards')).toBe('what-v8-rewards');
    expect(slug('Flying kings on 10x10')).toBe('flying-kings-on-10x10');
    expect(anchors.has('what-v8-rewards')).toBe(true);
    expect(anchors.has('no-such-section')).toBe(false);
    expect(links.length).toBeGreaterThan(20);
  });

  it('every anchor names a heading of the page', () => {
    expect(links.filter(([, anchor]) => !anchors.has(anchor)).map(([file, anchor]) => `${file}: #${anchor}`)).toEqual(
      [],
    );
  });
});
