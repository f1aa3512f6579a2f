// Release readiness (issue 30, "Frozen and guarded"): what `changeset version` would release, and
// what `npm pack` would publish. Both run on copies or dry runs: the repository is never changed.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDist, root } from './dist.js';

describe('changeset version (in a temporary copy of the repository)', () => {
  // `changeset version` reads package.json, CHANGELOG.md and .changeset/ (the pending changesets
  // and pre.json), and rewrites them: so it runs in a copy of those three, with the repository's
  // node_modules linked for the CLI and its changelog generator. No git is needed (commit: false).
  const copy = mkdtempSync(join(tmpdir(), 'crownhead-release-'));
  let version = '';
  let changelog = '';

  beforeAll(() => {
    for (const name of ['package.json', 'CHANGELOG.md', '.changeset'])
      cpSync(join(root, name), join(copy, name), { recursive: true });
    symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
    execFileSync(process.execPath, [join(root, 'node_modules', '@changesets', 'cli', 'bin.js'), 'version'], {
      cwd: copy,
      stdio: 'pipe',
    });
    version = (JSON.parse(readFileSync(join(copy, 'package.json'), 'utf8')) as { version: string }).version;
    changelog = readFileSync(join(copy, 'CHANGELOG.md'), 'utf8');
  }, 120_000);

  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('releases 1.0.0-rc.0: a major change from 0.0.0, in pre-release mode with the tag rc (.changeset/pre.json)', () => {
    // 0.0.0 plus at least one `major` changeset gives 1.0.0; the pre mode entered with
    // `changeset pre enter rc` makes it the first release candidate. docs/api.md says why an rc.
    expect(version).toBe('1.0.0-rc.0');
    expect(JSON.parse(readFileSync(join(root, '.changeset', 'pre.json'), 'utf8'))).toMatchObject({
      mode: 'pre',
      tag: 'rc',
      initialVersions: { crownhead: '0.0.0' },
    });
  });

  it('the changelog of the release opens with the breaking changes and says how to migrate', () => {
    const release = changelog.slice(changelog.indexOf('## 1.0.0-rc.0'));
    expect(release.startsWith('## 1.0.0-rc.0')).toBe(true);
    // changesets orders a release's notes Major, Minor, Patch: the breaking changes come first.
    expect(release.indexOf('### Major Changes')).toBeGreaterThan(0);
    const major = release.slice(release.indexOf('### Major Changes'), release.indexOf('### Minor Changes') >>> 0);
    // A migration part: a heading or line that says so, and old call -> new call lines.
    expect(major).toMatch(/migrat/i);
    expect(major).toMatch(/`[^`\n]+`\s*(?:->|→)\s*`[^`\n]+`/);
  });

  it('leaves the repository as it was (the run is in the copy)', () => {
    expect((JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version).toBe('0.0.0');
  });
});

describe('npm pack (dry run): the package ships what a user needs and nothing else', () => {
  beforeAll(ensureDist, 120_000);

  /** The paths `npm pack` would publish. */
  function packed(): readonly string[] {
    const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const [pack] = JSON.parse(out) as Array<{ files: Array<{ path: string }> }>;
    return pack!.files.map((file) => file.path);
  }

  // What may ship: the built package (JavaScript and declarations, no source maps), the README,
  // the licence, the manifest, and the user documentation (docs/*.md and the guides; not the
  // history of how the code got here, which lives in docs/history/ or git).
  const ALLOWED = [
    /^dist\/[\w-]+\.(?:js|cjs|d\.ts|d\.cts)$/,
    /^docs\/[\w-]+\.md$/,
    /^docs\/guides\/[\w-]+\.md$/,
    /^(?:README\.md|LICENSE|package\.json)$/,
  ];
  // What must ship: each of the seven entry points in ESM and CJS with types, the command and the
  // worker of crownhead/node, and the pages the README and typedoc site send a user to.
  const ENTRIES = ['index', 'pdn', 'svg', 'hub', 'dxp', 'engine', 'node'];
  const REQUIRED = [
    ...ENTRIES.flatMap((entry) => [
      `dist/${entry}.js`,
      `dist/${entry}.cjs`,
      `dist/${entry}.d.ts`,
      `dist/${entry}.d.cts`,
    ]),
    'dist/cli.js',
    'dist/pdnWorker.js',
    'README.md',
    'LICENSE',
    'package.json',
    'docs/api.md',
    'docs/guides/getting-started.md',
  ];

  it('every file is of a kind a user needs, and every file a user needs is there', () => {
    const paths = packed();
    expect(paths.filter((path) => !ALLOWED.some((pattern) => pattern.test(path)))).toEqual([]);
    for (const path of REQUIRED) expect(paths, path).toContain(path);
  });

  it('no tests, sources, source maps, API reports, changesets or history docs', () => {
    const paths = packed();
    const unwanted = paths.filter((path) =>
      /^(?:test|src|bench|scripts|examples|etc|\.changeset)\/|\.map$|(?:^|\/)history\/|\.test\./.test(path),
    );
    expect(unwanted).toEqual([]);
  });

  it('the allow-list is not empty-handed: the patterns refuse a source file, a map, a history page and a test', () => {
    // Control for the first test: had the patterns matched everything, it would pass vacuously.
    for (const path of [
      'src/index.ts',
      'dist/index.js.map',
      'docs/history/performance-log.md',
      'test/release.test.ts',
      'etc/api/crownhead.api.md',
    ]) {
      expect(
        ALLOWED.some((pattern) => pattern.test(path)),
        path,
      ).toBe(false);
    }
  });
});
