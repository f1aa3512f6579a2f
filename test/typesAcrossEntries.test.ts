/**
 * A TypeScript project that uses several entry points together type-checks under every module
 * resolution a consumer may have (issue 28, section 4). A value made by one entry and passed to
 * another (`formatFen(replay(game, { variants }).positions[0])`, `gameStatus(gameFromPdn(…).value.game)`, `boardToSvg(startPosition(english))`) has the same
 * type only when both entries' declarations come from the same flavour (.d.ts or .d.cts): under
 * `module: commonjs` (node10 resolution) TypeScript reads the root's `types` and the subpaths'
 * `typesVersions`, so those two must name the same flavour. attw checks each entry alone and
 * cannot see a mismatch between entries; this test packs the package as `npm pack` would publish
 * it, installs the tarball into throwaway projects and runs the real compiler on a file that mixes
 * all seven entries.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDist, root } from './dist.js';

/** The consumer's file: values cross from each entry into another, in both directions. */
const MIXED = `
import { english, international, startPosition, formatFen, legalMoves, gameStatus, type Game, type Position } from 'crownhead';
import { gameFromPdn, parsePdn, replay } from 'crownhead/pdn';
import { boardToSvg } from 'crownhead/svg';
import { formatHubPosition, parseHubPosition } from 'crownhead/hub';
import { positionToDxpSetup, dxpSetupToPosition } from 'crownhead/dxp';
import { botMove } from 'crownhead/engine';
import { processPdnFiles } from 'crownhead/node';

const game = parsePdn('1. 11-15 23-19 *').games[0]!;
const first = replay(game, { variants: [english] }).positions[0]!;
const fromTree = gameFromPdn(game, { variants: [english] });
export const tree: Game | undefined = fromTree.ok ? fromTree.value.game : undefined;
export const status: string = fromTree.ok ? gameStatus(fromTree.value.game).status : '';
export const fen: string = formatFen(first);
export const svg: string = boardToSvg(startPosition(english));
export const hub: string = formatHubPosition(first);
const fromHub = parseHubPosition(english, hub);
export const again: Position | undefined = fromHub.ok ? fromHub.value : undefined;
const setup = positionToDxpSetup(startPosition(international));
const fromDxp = dxpSetupToPosition(international, setup);
export const tenByTen: string = fromDxp.ok ? formatFen(fromDxp.value) : '';
const bot = botMove(first);
export const withMove: string = boardToSvg(first, { move: bot ?? legalMoves(first)[0]! });
export const events = processPdnFiles([], 'validate');
`;

interface Consumer {
  /** What a consumer with these settings is. */
  readonly name: string;
  /** `type` of the consumer's package.json. */
  readonly type: 'commonjs' | 'module';
  readonly compilerOptions: Record<string, string>;
  /** The declaration flavour every crownhead file in the program must have. */
  readonly flavour: '.d.cts' | '.d.ts';
}

const CONSUMERS: readonly Consumer[] = [
  // `module: commonjs` alone: TypeScript's default resolution for it is node10.
  { name: 'module commonjs (node10)', type: 'commonjs', compilerOptions: { module: 'commonjs' }, flavour: '.d.cts' },
  {
    name: 'node16, CommonJS consumer',
    type: 'commonjs',
    compilerOptions: { module: 'node16', moduleResolution: 'node16' },
    flavour: '.d.cts',
  },
  {
    name: 'node16, ESM consumer',
    type: 'module',
    compilerOptions: { module: 'node16', moduleResolution: 'node16' },
    flavour: '.d.ts',
  },
  {
    name: 'bundler',
    type: 'module',
    compilerOptions: { module: 'esnext', moduleResolution: 'bundler' },
    flavour: '.d.ts',
  },
];

let scratch = '';
let tarball = '';

beforeAll(() => {
  ensureDist();
  scratch = mkdtempSync(join(tmpdir(), 'crownhead-consumers-'));
  const out = execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', scratch], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  tarball = join(scratch, (JSON.parse(out) as { filename: string }[])[0]!.filename);
}, 180_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

/** A project with the packed crownhead (and @types/node, for crownhead/engine and crownhead/node) installed. */
function project(consumer: Consumer): string {
  const dir = join(scratch, consumer.name.replace(/\W+/g, '-'));
  const installed = join(dir, 'node_modules', 'crownhead');
  mkdirSync(installed, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1']);
  mkdirSync(join(dir, 'node_modules', '@types'), { recursive: true });
  symlinkSync(join(root, 'node_modules', '@types', 'node'), join(dir, 'node_modules', '@types', 'node'), 'dir');
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: consumer.type }));
  writeFileSync(join(dir, 'mixed.ts'), MIXED);
  // strict, with skipLibCheck as `tsc --init` writes it: the mismatch shows in the consumer's own file.
  const compilerOptions = {
    target: 'es2020',
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: ['node'],
    ...consumer.compilerOptions,
  };
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['mixed.ts'] }));
  return dir;
}

/** Runs the repository's tsc on the project: its diagnostics ('' when none) and the files it read. */
function typeCheck(dir: string): { diagnostics: string; files: string[] } {
  const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  let out: string;
  try {
    out = execFileSync(process.execPath, [tsc, '-p', dir, '--listFiles', '--pretty', 'false'], { encoding: 'utf8' });
  } catch (error) {
    out = String((error as { stdout?: string }).stdout ?? error); // exit code 2: diagnostics on stdout
  }
  const lines = out.split('\n').filter((line) => line !== '');
  return {
    diagnostics: lines.filter((line) => !line.startsWith('/')).join('\n'),
    files: lines.filter((line) => line.startsWith('/')),
  };
}

describe('a consumer that mixes the entry points', () => {
  it.each(CONSUMERS)(
    'type-checks under $name, reading one declaration flavour',
    (consumer) => {
      const { diagnostics, files } = typeCheck(project(consumer));
      expect(diagnostics).toBe('');
      const ours = files.filter((f) => f.includes('/node_modules/crownhead/dist/'));
      // Every entry was read (a missing one would make the check above vacuous)…
      for (const entry of ['index', 'pdn', 'svg', 'hub', 'dxp', 'engine', 'node'])
        expect(ours, entry).toContain(join(dirname(ours[0]!), entry + consumer.flavour));
      // …and all of them in one flavour: two copies of a class with a private field are two types.
      expect(ours.filter((f) => !f.endsWith(consumer.flavour))).toEqual([]);
    },
    120_000,
  );
});
