/**
 * The fuzz targets: every function of crownhead that takes text, bytes or plain data from
 * outside, and the `crownhead` command, each with a generator of hostile input (./inputs.ts) and
 * a property that must hold for every input. `npm run fuzz` runs them long (scripts/fuzz.mjs,
 * test/fuzz/run.fuzz.ts); `npm test` runs them short (test/fuzz.test.ts). docs/reliability.md,
 * "Fuzzing", says how to run them and replay a failure.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { growth } from '../cpuTime.js';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  english,
  gameFromData,
  gameToData,
  isLegal,
  parseFen,
  parseMove,
  parseMoveText,
  positionEquals,
  positionFromData,
  positionToData,
  startPosition,
  formatFen,
  variants,
} from '../../src/index.js';
import { canonicalGame, parsePdn, readPdn, replay, formatPdn, gameFromPdn, parseGame } from '../../src/pdn/index.js';
import type { PdnLine, PdnReadOptions, PdnRecord } from '../../src/pdn/index.js';
import type { Io } from '../../src/cli/io.js';
import { run } from '../../src/cli/run.js';
import { arbitraryAnyPosition } from '../arbitraries.js';
import { expectedTags } from '../pdn/tags.js';
import { content } from '../pdn/trees.js';
import { distFile } from '../dist.js';
import { fenText, moveText, pdnInput, pdnText } from './inputs.js';
import { dxpTargets } from './dxp.targets.js';
import { outputTargets } from './output.targets.js';
import { hubTargets } from './hub.targets.js';
import { coreTargets } from './core.targets.js';
import { dataTargets } from './data.targets.js';
import { verbsTargets } from './verbs.targets.js';

/** A fuzz target: a property over hostile input. */
export interface FuzzTarget {
  readonly name: string;
  /** What the property checks, for the docs and the log. */
  readonly checks: string;
  /**
   * How many times dearer one run is than a run of a parsing target: the target gets
   * `runs / cost` runs (at least 1). Spawning a process or timing scaled inputs costs more.
   */
  readonly cost: number;
  /** Needs the built package (dist/cli.js). */
  readonly needsDist?: boolean;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each target's value has its own type
  readonly property: () => fc.IRawProperty<any, boolean>;
}

/** Small budgets that generated games go over (docs/reliability.md, "Budgets"). */
const TIGHT: readonly PdnReadOptions[] = [
  {
    maxTokenLength: 16,
    maxGameLength: 200,
    maxMoves: 5,
    maxVariations: 2,
    maxComments: 2,
    maxNags: 2,
    maxSetups: 1,
    maxTags: 2,
    maxCommentLength: 8,
    maxProblems: 5,
  },
  { parentheses: 'comment', maxTokenLength: 7, maxCommentLength: 3, maxDepth: 1 },
];

const MODES: readonly PdnReadOptions[] = [{}, { mode: 'strict' }, { parentheses: 'comment' }, ...TIGHT];

/** A Result as the library documents it: `{ ok: true, value }` or `{ ok: false, error: { kind, code, message } }`. */
function expectResult(r: unknown): void {
  const result = r as { ok: unknown; value?: unknown; error?: { code?: unknown; message?: unknown } };
  expect(typeof result.ok).toBe('boolean');
  if (result.ok === false) {
    expect(typeof result.error?.code).toBe('string');
    expect(typeof result.error?.message).toBe('string');
  } else {
    expect(result).toHaveProperty('value');
  }
}

// --- Parsing targets -----------------------------------------------------------------------

const fen: FuzzTarget = {
  name: 'fen',
  checks:
    'parseFen never throws and returns a Result, in every variant and option; a FEN it reads, written again by formatFen, reads back to the same position',
  cost: 1,
  property: () =>
    fc.property(fc.constantFrom(...variants), fenText, fc.boolean(), fc.boolean(), (variant, text, men, unnamed) => {
      const r = parseFen(variant, text, { allowMenOnCrowningRow: men, allowUnnamedSections: unnamed });
      expectResult(r);
      if (r.ok) {
        const again = parseFen(variant, formatFen(r.value), { allowMenOnCrowningRow: men });
        expect(again.ok && positionEquals(again.value, r.value)).toBe(true);
      }
    }),
};

const moveTextTarget: FuzzTarget = {
  name: 'move-text',
  checks:
    'parseMoveText (every variant) and parseMove (random English positions) never throw and return Results; a move parseMove returns is legal',
  cost: 1,
  property: () =>
    fc.property(
      moveText,
      fc.constantFrom(...variants),
      arbitraryAnyPosition,
      fc.boolean(),
      (text, variant, position, dash) => {
        expectResult(parseMoveText(variant, text));
        const r = parseMove(position, text, { dashCaptures: dash });
        expectResult(r);
        if (r.ok) expect(isLegal(position, r.value)).toBe(true);
      },
    ),
};

const pdnWhole: FuzzTarget = {
  name: 'pdn',
  checks:
    'parsePdn (lenient, strict, parentheses as comments, small budgets), replay, canonicalGame, gameFromPdn and formatPdn never throw; every problem has a code, a severity and a location in the input',
  cost: 1,
  property: () =>
    fc.property(pdnInput, (input) => {
      for (const options of MODES) {
        const { games, problems } = parsePdn(input, options);
        for (const p of problems) {
          expect(typeof p.code).toBe('string');
          expect(['error', 'warning']).toContain(p.severity);
          expect(p.line).toBeGreaterThanOrEqual(1);
          expect(p.column).toBeGreaterThanOrEqual(1);
        }
        for (const game of games) {
          expect(typeof replay(game, { variants }).ok).toBe('boolean');
          canonicalGame(game, { variants });
          expectResult(gameFromPdn(game, { variants }));
        }
        expect(typeof formatPdn(games)).toBe('string');
      }
    }),
};

/**
 * The tree as PDN text can hold it, as `formatPdn` documents: PDN has no escape in a comment, so
 * a comment that holds both a `}` and a line break (which reading with `parentheses: 'comment'`
 * makes of `( {a}\n b )`) loses its `}`.
 */
function writable<T extends PdnLine>(line: T): T {
  const comments = (list: readonly string[] | undefined) =>
    list?.map((c) => (/[\r\n]/.test(c) ? c.replace(/\}/g, '') : c));
  const out = { ...line } as Record<string, unknown>;
  if (line.comments !== undefined) out.comments = comments(line.comments);
  out.moves = line.moves.map((move) => {
    const copy = { ...move } as Record<string, unknown>;
    if (move.comments !== undefined) copy.comments = comments(move.comments);
    if (move.variations !== undefined) copy.variations = move.variations.map(writable);
    return copy;
  });
  return out as T;
}

const pdnRoundTrip: FuzzTarget = {
  name: 'pdn-write-read',
  checks:
    'parsePdn → formatPdn → parsePdn gives the same trees (without locations; tags in the writing order of PDN 3.0 section 1.7; a comment with a } and a line break loses the }, as formatPdn documents)',
  cost: 1,
  property: () =>
    fc.property(pdnInput, fc.constantFrom<PdnReadOptions>({}, { parentheses: 'comment' }), (input, options) => {
      const read = parsePdn(input, options);
      const reread = parsePdn(formatPdn(read.games));
      expect(reread.games.map(content)).toEqual(
        read.games.map((g) => writable({ ...content(g), tags: expectedTags(g.tags) })),
      );
    }),
};

/** Cuts `input` into chunks at the given cut points (taken modulo its length). */
function chunk<T extends string | Uint8Array>(input: T, cuts: readonly number[]): T[] {
  const points = [...new Set(cuts.map((c) => (input.length === 0 ? 0 : c % (input.length + 1))))].sort((a, b) => a - b);
  const out: T[] = [];
  let from = 0;
  for (const at of points) {
    out.push(input.slice(from, at) as T);
    from = at;
  }
  out.push(input.slice(from) as T);
  return out;
}

async function streamed(
  chunks: readonly (string | Uint8Array)[],
  options: PdnReadOptions,
): Promise<{ games: unknown[]; problems: unknown[] }> {
  const records: PdnRecord[] = [];
  for await (const record of readPdn(chunks, options)) records.push(record);
  return {
    games: records.flatMap((r) => (r.game === undefined ? [] : [r.game])),
    problems: records.flatMap((r) => r.problems),
  };
}

const pdnStream: FuzzTarget = {
  name: 'pdn-stream',
  checks:
    'readPdn over random chunkings (of text or bytes, single bytes too) gives what parsePdn gives for the whole, with the default budgets and small ones: the same games, trees, problems and locations',
  cost: 1,
  property: () =>
    fc.asyncProperty(
      pdnInput,
      fc.oneof(fc.array(fc.nat(), { maxLength: 12 }), fc.constant([-1])),
      fc.constantFrom<PdnReadOptions>({}, { mode: 'strict' }, ...TIGHT),
      async (input, cuts, options) => {
        // [-1]: every code unit or byte its own chunk.
        const chunks =
          cuts[0] === -1
            ? chunk(
                input,
                Array.from({ length: input.length }, (_, i) => i),
              )
            : chunk(input, cuts);
        const whole = parsePdn(input, options);
        expect(await streamed(chunks, options)).toEqual({ games: [...whole.games], problems: [...whole.problems] });
      },
    ),
};

const gameText: FuzzTarget = {
  name: 'game-text',
  checks: 'parseGame (lenient and strict, with and without a game number) never throws and returns a Result',
  cost: 1,
  property: () =>
    fc.property(
      pdnInput,
      fc.constantFrom<'lenient' | 'strict'>('lenient', 'strict'),
      fc.option(fc.integer({ min: -1, max: 5 })),
      (input, mode, game) => {
        expectResult(parseGame(input, { variants, ...(game === null ? { mode } : { mode, game }) }));
      },
    ),
};

// Plain data: real data with damage, and anything JSON can hold.
const realGameData = fc.constantFrom(
  ...[
    '1. 11-15 23-19 2. 8-11 22-17 *',
    '[GameType "20"]\n1. 32-28 19-23 2. 28x19 14x23 *',
    '[FEN "W:WK26:B14,15,22,23"]\n1. 26x17x10x19x26 *',
  ].map((text) => {
    const r = parseGame(text, { variants });
    if (!r.ok) throw new Error(r.error.message);
    return JSON.parse(JSON.stringify(gameToData(r.value.game))) as unknown;
  }),
);
const realPositionData = fc
  .constantFrom(...variants)
  .chain((v) =>
    arbitraryAnyPosition.map((p) => JSON.parse(JSON.stringify({ ...positionToData(p), variant: v.key })) as unknown),
  );

/** `value` with one of its leaves (at a path picked by `pick`) replaced. */
function damage(value: unknown, pick: number, by: unknown): unknown {
  if (value === null || typeof value !== 'object') return by;
  const keys = Object.keys(value);
  if (keys.length === 0) return by;
  const key = keys[pick % keys.length]!;
  const copy: Record<string, unknown> = Array.isArray(value)
    ? ([...value] as unknown as Record<string, unknown>)
    : { ...(value as object) };
  copy[key] = pick % 3 === 0 ? by : damage((value as Record<string, unknown>)[key], Math.floor(pick / 3), by);
  return copy;
}

const plainData = fc.oneof(
  fc
    .tuple(
      fc.oneof(realGameData, realPositionData),
      fc.array(fc.tuple(fc.nat(), fc.jsonValue({ maxDepth: 2 })), { maxLength: 3 }),
    )
    .map(([value, hits]) => hits.reduce((v, [pick, by]) => damage(v, pick, by), value)),
  fc.jsonValue({ maxDepth: 4 }),
  fc.anything({ maxDepth: 3 }),
);

const data: FuzzTarget = {
  name: 'data',
  checks:
    'positionFromData and gameFromData never throw and return Results on damaged real data and any JSON value; what they accept survives toData → fromData',
  cost: 1,
  property: () =>
    fc.property(plainData, (value) => {
      const position = positionFromData(value, { variants });
      expectResult(position);
      if (position.ok) {
        const again = positionFromData(positionToData(position.value), { variants });
        expect(again.ok && positionEquals(again.value, position.value)).toBe(true);
      }
      const game = gameFromData(value, { variants });
      expectResult(game);
      if (game.ok) expectResult(gameFromData(gameToData(game.value), { variants }));
    }),
};

// --- Time per input byte -------------------------------------------------------------------

const linear: FuzzTarget = {
  name: 'time-per-byte',
  checks:
    'the time of parsePdn + replay, parseFen and parseMoveText grows at most linearly: the same generated input 20 times over takes less than 30 times as long as twice over (CPU time, the small input repeated to at least 2 ms, best of 3 samples in turns, measured again up to 3 times; test/cpuTime.ts)',
  // Each run measures three inputs, each at least 3 x 2 ms and 3 x 20 ms of CPU time.
  cost: 10,
  property: () =>
    fc.property(pdnText, fenText, moveText, (pdn, fenInput, move) => {
      const pdnWork = (text: string) => () => {
        for (const game of parsePdn(text).games) replay(game, { variants });
      };
      const fenWork = (text: string) => () => {
        parseFen(english, text);
      };
      const moveWork = (text: string) => () => {
        parseMoveText(english, text);
      };
      for (const [work, text, sep] of [
        [pdnWork, pdn, '\n'],
        [fenWork, fenInput, ','],
        [moveWork, move, 'x'],
      ] as const) {
        // Twice against twenty times, not once against ten: one copy alone lacks the seam between
        // copies, which may make another text (`[Eve"]\n\n1-2` once holds no move; twice, a game
        // whose illegal move is weighed under every 8x8 variant), so its time says nothing of growth.
        const copies = (n: number): string => Array.from({ length: n }, () => text).join(sep);
        const g = growth(work(copies(2)), work(copies(20)), { baselineMs: 2, below: 30 });
        expect(
          g.ratio,
          `${text.length} characters: ${g.reps} runs took ${g.smallMs.toFixed(2)} ms of CPU time twice over, ${g.largeMs.toFixed(2)} ms twenty times over`,
        ).toBeLessThan(30);
      }
    }),
};

// --- The command ---------------------------------------------------------------------------

let scratch: string | undefined;
/** A folder for the PDN files the CLI targets read. */
function scratchDir(): string {
  return (scratch ??= mkdtempSync(join(tmpdir(), 'crownhead-fuzz-')));
}

/** Removes the folder of the CLI targets' files (call it after the targets ran). */
export function removeScratch(): void {
  if (scratch !== undefined) rmSync(scratch, { recursive: true, force: true });
  scratch = undefined;
}

const variantArg = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...variants.map((v) => v.key)) },
  fc.constantFrom('', 'English', 'xx', '__proto__', 'constructor'),
);
const smallNumber = fc.oneof(
  fc.integer({ min: -2, max: 4 }).map(String),
  fc.constantFrom('', 'x', '1e3', '0x2', '99999999999999999999', ' 1'),
);
/** One option with its value, or a stray word. */
function optionArg(file: string): fc.Arbitrary<readonly string[]> {
  return fc.oneof(
    fc
      .tuple(fc.constantFrom('--variant', '--variant='), variantArg)
      .map(([o, v]) => (o.endsWith('=') ? [o + v] : [o, v])),
    { weight: 3, arbitrary: fenText.map((f) => ['--fen', f]) },
    fc.constantFrom(
      ['--fen'],
      ['--paths'],
      ['--json'],
      ['--divide'],
      ['--ascii'],
      ['--strict'],
      ['--warnings'],
      ['--deck'],
      ['--barred'],
      ['--flip'],
      ['--coords'],
      ['--result-token'],
      ['-h'],
      ['--help'],
      ['--'],
      ['-'],
      ['--nope'],
      ['-x'],
    ),
    fc.tuple(fc.constantFrom('--depth', '--game', '--ply'), smallNumber).map((pair) => [...pair]),
    moveText.map((m) => ['--move', m]),
    fc.constantFrom(
      ['--pdn', file],
      ['--pdn', join(scratchDir(), 'missing.pdn')],
      ['--pdn', scratchDir()],
      ['--out', join(scratchDir(), 'out.pdn')],
      ['--out', file],
    ),
    fc.constantFrom([file], [join(scratchDir(), 'missing.pdn')], [scratchDir()]),
    moveText.map((m) => [m]),
    fc.string({ unit: 'binary', maxLength: 8 }).map((s) => [s.replace(/\0/g, '')]),
  );
}

const COMMANDS = ['moves', 'perft', 'show', 'status', 'validate', 'pdn', 'ballots', 'render'] as const;

// FENs that read (the start of every variant, random English positions) and FEN-like text.
const someFen = fc.oneof(
  fc.constantFrom(...variants.map((v) => formatFen(startPosition(v)))),
  arbitraryAnyPosition.map(formatFen),
  fenText,
);
const flags = (...names: string[]) => fc.subarray(names).map((list) => list.map((name) => [name]));
const maybe = (pair: fc.Arbitrary<string[]>) =>
  fc.option(pair, { nil: undefined }).map((p) => (p === undefined ? [] : [p]));
const variantOption = maybe(variantArg.map((v) => ['--variant', v]));
const fenOption = maybe(someFen.map((f) => ['--fen', f]));

/** A command line as its help describes it, with values that are often right: reaches past the option checks. */
function wellFormed(file: string): fc.Arbitrary<string[][]> {
  const files = fc
    .array(fc.constantFrom(file, file, join(scratchDir(), 'missing.pdn')), { minLength: 1, maxLength: 2 })
    .map((list) => list.map((f) => [f]));
  const parts: Record<(typeof COMMANDS)[number], fc.Arbitrary<string[][][]>> = {
    moves: fc.tuple(variantOption, fenOption, flags('--paths', '--json')),
    perft: fc.tuple(
      variantOption,
      fenOption,
      fc.constantFrom('1', '2').map((d) => [['--depth', d]]),
      flags('--paths', '--divide', '--json'),
    ),
    show: fc.tuple(variantOption, fenOption, flags('--ascii')),
    status: fc.tuple(
      variantOption,
      fenOption,
      flags('--json'),
      fc
        .array(fc.oneof(moveText, fc.constantFrom('11-15', '23-19', '9-14', '22-18', '1.', '32-28 19-23')), {
          maxLength: 6,
        })
        .map((m) => m.map((t) => [t])),
    ),
    validate: fc.tuple(files, flags('--strict', '--warnings', '--json')),
    pdn: fc.tuple(
      files,
      flags('--result-token'),
      maybe(fc.constant(['--out', join(scratchDir(), `out-${process.pid}.pdn`)])),
    ),
    ballots: fc.tuple(flags('--deck', '--barred', '--json')),
    render: fc.tuple(
      variantOption,
      fc.oneof(
        fenOption,
        fc
          .tuple(
            fc.constant([['--pdn', file]] as string[][]),
            maybe(smallNumber.map((n) => ['--game', n])),
            maybe(smallNumber.map((n) => ['--ply', n])),
          )
          .map((list) => list.flat()),
      ),
      maybe(fc.oneof(moveText, fc.constantFrom('11-15', '9-14', '32-28', 'c3-d4')).map((m) => ['--move', m])),
      flags('--flip', '--coords'),
    ),
  };
  return fc.constantFrom(...COMMANDS).chain((command) => parts[command].map((groups) => [[command], ...groups.flat()]));
}

/** A command line and its standard input; `file` is where its PDN input lies. */
function commandLine(file: string): fc.Arbitrary<{ args: string[]; stdin: string }> {
  const chaos = fc
    .tuple(
      fc.oneof(
        { weight: 10, arbitrary: fc.constantFrom(...COMMANDS) },
        fc.constantFrom('', '--version', '--help', 'help', 'Moves', '-v'),
      ),
      fc.array(optionArg(file), { maxLength: 6 }),
    )
    .map(([command, options]) => (command === '' ? options : [[command], ...options]));
  return fc
    .tuple(
      fc.oneof({ weight: 3, arbitrary: wellFormed(file) }, chaos),
      fc.array(fc.oneof(someFen, fc.constantFrom('', '  ')), { maxLength: 4 }),
    )
    .map(([groups, lines]) => {
      // A process argument is a C string: it cannot hold a NUL byte (spawn refuses one), so the
      // generated text (move text may contain any character) loses its NULs here.
      const args = groups.flat().map((arg) => arg.replaceAll('\0', ''));
      // perft walks the tree: keep the depth at 2 or less when a FEN is given (10x10 kings at
      // depth 4 would only spend time).
      if (args[0] === 'perft' && args.includes('--fen')) {
        for (let i = 0; i < args.length; i++) if (args[i] === '--depth' && Number(args[i + 1]) > 2) args[i + 1] = '2';
      }
      return { args, stdin: lines.join(lines.length % 2 === 0 ? '\n' : '\r\n') };
    });
}

/**
 * What every run of the command must show (docs/cli.md): a documented exit code, no stack trace,
 * and every stderr line one of the documented forms: `crownhead: …`, a problem of a PDN file in
 * the `validate` text form (`FILE:LINE:COLUMN: game N…`, which `crownhead pdn` writes to stderr),
 * or the summary of `validate --json`.
 */
function checkCommand(argv: readonly string[], code: number | null, stdout: string, stderr: string): void {
  expect([0, 1, 2, 3], `exit code ${code}; stderr: ${stderr}`).toContain(code);
  const problemLine = (line: string) =>
    argv.some((file) => line.startsWith(`${file}:`) && /^:\d+:\d+: game \d+/.test(line.slice(file.length)));
  for (const line of stderr.split('\n').filter((l) => l !== '')) {
    expect(line.startsWith('crownhead: ') || line.startsWith('summary: ') || problemLine(line), line).toBe(true);
  }
  expect(stderr).not.toContain('    at ');
  expect(stdout).not.toContain('    at ');
  expect(stderr).not.toContain('internal error');
}

/** Writes the run's PDN input to a file of its own (one per worker process). */
function pdnFile(input: string | Uint8Array): string {
  const file = join(scratchDir(), `input-${process.pid}.pdn`);
  writeFileSync(file, input);
  return file;
}

const FILE_PLACEHOLDER = '\u0000file\u0000';

const cliInProcess: FuzzTarget = {
  name: 'cli',
  checks:
    'every crownhead command run in-process (src/cli/run.ts) on generated arguments, standard input and PDN files: never rejects, exits 0-3, every stderr line in a documented form (crownhead: …, a PDN problem line, the validate summary)',
  cost: 1,
  property: () =>
    fc.asyncProperty(commandLine(FILE_PLACEHOLDER), pdnInput, async ({ args, stdin }, input) => {
      const file = pdnFile(input);
      const argv = args.map((a) => (a === FILE_PLACEHOLDER ? file : a));
      const out: string[] = [];
      const err: string[] = [];
      const io: Io = {
        out: async (line) => void out.push(line),
        err: (line) => void err.push(line),
        async *lines() {
          yield* stdin.split(/\r?\n/);
        },
      };
      let code: number;
      try {
        code = await run(io, argv);
      } catch (error) {
        throw new Error(
          `crownhead ${JSON.stringify(argv)} threw: ${error instanceof Error ? error.stack : String(error)}`,
        );
      }
      checkCommand(argv, code, out.join('\n'), err.join('\n'));
    }),
};

/** Runs the built command; resolves with its exit code and output. */
function spawnCli(
  args: readonly string[],
  stdin: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [distFile('cli.js'), ...args], { stdio: 'pipe' });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.on('error', () => undefined); // a command that does not read stdin may close it first
    child.stdin.end(stdin);
  });
}

const cliSpawned: FuzzTarget = {
  name: 'cli-process',
  checks:
    'the built crownhead (dist/cli.js) as a process, on generated arguments, standard input and PDN files: exits 0-3, every stderr line in a documented form, never a stack trace',
  cost: 30,
  needsDist: true,
  property: () =>
    fc.asyncProperty(commandLine(FILE_PLACEHOLDER), pdnInput, async ({ args, stdin }, input) => {
      const file = pdnFile(input);
      const argv = args.map((a) => (a === FILE_PLACEHOLDER ? file : a));
      const { code, stdout, stderr } = await spawnCli(argv, stdin);
      checkCommand(argv, code, stdout, stderr);
    }),
};

/** Every target, in the order they run. */
export const targets: readonly FuzzTarget[] = [
  fen,
  moveTextTarget,
  pdnWhole,
  pdnRoundTrip,
  pdnStream,
  gameText,
  data,
  linear,
  cliInProcess,
  cliSpawned,
  ...dxpTargets,
  ...outputTargets,
  ...hubTargets,
  ...coreTargets,
  ...dataTargets,
  ...verbsTargets,
];

/** The number of runs a target gets out of a budget of `runs` per target. */
export function runsFor(target: FuzzTarget, runs: number): number {
  return Math.max(1, Math.floor(runs / target.cost));
}

/** Where a run starts: fast-check's seed, and the path of a counterexample to replay it alone. */
export interface FuzzStart {
  readonly seed?: number;
  readonly path?: string;
}

/**
 * Runs one target with `runs` runs per target (divided by its cost); returns the seed and the
 * time in ms. Throws on failure with fast-check's report (the counterexample, shrunk) and the
 * command that replays it: `npm run fuzz -- --target NAME --seed S --path P`.
 */
export async function runTarget(
  target: FuzzTarget,
  runs: number,
  start: FuzzStart = {},
): Promise<{ seed: number; runs: number; ms: number }> {
  const began = performance.now();
  const seed = start.seed ?? (Date.now() ^ Math.floor(Math.random() * 0x100000000)) | 0;
  const numRuns = runsFor(target, runs);
  const parameters: fc.Parameters<unknown> = {
    numRuns,
    seed,
    ...(start.path === undefined ? {} : { path: start.path }),
  };
  const details = await fc.check(target.property() as fc.IAsyncProperty<unknown>, parameters);
  if (details.failed) {
    const replayWith = `npm run fuzz -- --target ${target.name} --seed ${details.seed} --path ${details.counterexamplePath ?? ''}`;
    throw new Error(
      `fuzz target ${target.name} failed (seed ${details.seed}, path ${details.counterexamplePath}); replay: ${replayWith}\n${fc.defaultReportMessage(details) ?? ''}`,
      {
        cause: details.errorInstance,
      },
    );
  }
  return { seed, runs: details.numRuns, ms: performance.now() - began };
}
