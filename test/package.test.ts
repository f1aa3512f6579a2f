// What an install of the package carries (issue 11, point 9): the files `npm pack` would publish.
// Source maps are not shipped (tsup.config.ts says why); the install stays small.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { variants } from '../src/index.js';
import { ensureDist, root } from './dist.js';

beforeAll(ensureDist, 120_000);

interface PackedFile {
  readonly path: string;
  readonly size: number;
}

/** The files `npm pack` would publish, with the packed and unpacked sizes. */
function packList(): { files: readonly PackedFile[]; unpackedSize: number } {
  const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const [pack] = JSON.parse(out) as Array<{ files: PackedFile[]; unpackedSize: number }>;
  return pack!;
}

describe('the published package', () => {
  it('ships no source maps, and dist is whole (every entry in ESM and CJS with types)', () => {
    const { files } = packList();
    const paths = files.map((f) => f.path);
    expect(paths.filter((p) => p.endsWith('.map'))).toEqual([]);
    for (const entry of [
      'dist/index.js',
      'dist/index.cjs',
      'dist/index.d.ts',
      'dist/index.d.cts',
      'dist/pdn.js',
      'dist/pdn.cjs',
      'dist/pdn.d.ts',
      'dist/svg.js',
      'dist/svg.cjs',
      'dist/svg.d.ts',
      'dist/svg.d.cts',
      'dist/cli.js',
    ]) {
      expect(paths, entry).toContain(entry);
    }
  });

  it('installs in under 2.9 MiB unpacked (source maps would add about 1.8 MB)', () => {
    // A stale dist/ from a build with maps would count them: the test above fails first then.
    // 1.28 MB with the twelve variants of Variants II and the shipped docs (the self-contained
    // CLI is 0.27 MB of it); 1.40 MB with Turkish and the International speed work; the engine
    // drivers (crownhead/hub, crownhead/dxp and crownhead/engine, about 0.13 MB of entries and
    // types, and the `match` command in the CLI) and Frisian and Frysk! (their generator is about
    // 30 KB in each of the ESM, CJS and CLI builds, 0.12 MB in all with types and docs) add
    // 0.38 MB; issue 16's crownhead/node (its worker, 0.04 MB) and the tables of crownhead export
    // (in the library, its declarations and the CLI) about 0.12 MB: 1.90 MiB in all, a 0.5 MB tarball.
    // 2.17 MiB by the end of issue 17's session 11; its session 12 added 0.03 MB (the 10x10
    // perft's loops written out, one level each, in the ESM, CJS and CLI builds, and its notes in
    // docs/performance.md): 2.20 MiB, over the 2.2 MiB this test allowed, so 2.3 MiB. Issue 28
    // added 0.22 MiB (2.42 MiB): the variant weighing of untagged games, lidraughts' FEN counters,
    // the argument checks for plain JavaScript, the export's rows made in workers, the engines'
    // disposal, each in the ESM, CJS and CLI builds with their types, and the docs they need; so
    // 2.5 MiB. Issue 30 splits docs/performance.md (114 KB of it) out of the package. Issue 29's
    // limits of plain data and shape checks of PDN trees built in code (each in the ESM, CJS and
    // CLI builds, with their docs), with its engine and peer limits (the fake-proof Hub and DXP
    // drivers), the SVG option checks, the streaming of held inputs and the write-error paths,
    // took it to 2.65 MiB (2,783,316 bytes), so 2.75 MiB. Issue 31's 8x8 copy of the 10x10
    // generator (movegen8.gen.ts and perft8.gen.ts, generated from one source, in each of the ESM,
    // CJS and CLI builds) added 0.17 MiB (2,809,277 -> 2,987,382 bytes): 2.85 MiB, so 2.9 MiB.
    expect(packList().unpackedSize).toBeLessThan(2.9 * 1024 * 1024);
  });
});

describe('what the registry page shows (issue 28, section 4)', () => {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    description: string;
    repository?: { type: string; url: string };
    homepage?: string;
    bugs?: { url: string };
    exports: Record<string, unknown>;
  };
  const NUMBER_WORDS = [
    'zero',
    'one',
    'two',
    'three',
    'four',
    'five',
    'six',
    'seven',
    'eight',
    'nine',
    'ten',
    'eleven',
    'twelve',
    'thirteen',
    'fourteen',
    'fifteen',
    'sixteen',
    'seventeen',
    'eighteen',
    'nineteen',
    'twenty',
  ];

  it("names the repository, the home page and the issue tracker: the README's relative links resolve against the repository", () => {
    // npm's page rewrites a README's relative links to the GitHub repository named here; without
    // `repository` they are dead links there (docs/cli.md, the guides).
    expect(manifest.repository?.url).toMatch(/^git\+https:\/\/github\.com\/[\w.-]+\/[\w.-]+\.git$/);
    const web = manifest.repository!.url.replace(/^git\+/, '').replace(/\.git$/, '');
    expect(manifest.homepage).toBe(`${web}#readme`);
    expect(manifest.bugs?.url).toBe(`${web}/issues`);
  });

  it('the description counts the variants the package plays', () => {
    expect(manifest.description).toContain(`${NUMBER_WORDS[variants.length]} variants`);
  });

  it('the getting-started guide counts and names every entry point of `exports`', () => {
    const entries = Object.keys(manifest.exports)
      .filter((key) => key !== './package.json')
      .map((key) => (key === '.' ? 'crownhead' : `crownhead/${key.slice(2)}`));
    const guide = readFileSync(join(root, 'docs', 'guides', 'getting-started.md'), 'utf8');
    const count = NUMBER_WORDS[entries.length]!;
    expect(guide).toContain(`${count[0]!.toUpperCase()}${count.slice(1)} entry points`);
    for (const entry of entries) expect(guide, entry).toContain(`- \`${entry}\``);
    expect(guide).toContain(`the ${NUMBER_WORDS[variants.length]} variants`);
  });
});
