// The example page (examples/web) in a real browser: Chromium driven by playwright-core. Every
// expected value comes from the library computed here in Node (legalMoves, play, nextLandings)
// or from published perft counts, never from the page itself.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  english,
  formatMove,
  gamePositions,
  legalMoves,
  nextLandings,
  parseFen,
  play,
  startPosition,
  formatFen,
  variantByKey,
  variants,
  type Move,
  type Position,
  type Square,
} from '../src/index.js';
import { boardToSvg } from '../src/svg.js';
import { parseGame } from '../src/pdn/index.js';
import { canadian, international, russian } from '../src/index.js';
import { chromiumPath, NO_BROWSER } from './browser.js';
import { ensureDist, root } from './dist.js';
import { requireShared } from './shared.js';

const browserPath = chromiumPath();
const outDir = join(root, 'test-output', 'web');

interface Served {
  readonly url: string;
  readonly close: () => Promise<void>;
}

let browser: Browser;
let served: Served;
let page: Page;
let errors: string[];

const unique = (squares: Iterable<Square>): Square[] => [...new Set(squares)].sort((a, b) => a - b);

async function squaresWith(attribute: string): Promise<Square[]> {
  const found = await page.$$eval(`[data-square][${attribute}]`, (els) =>
    els.map((e) => Number((e as HTMLElement).dataset.square)),
  );
  return unique(found);
}

async function boardData(): Promise<{
  fen: string;
  ply: number;
  variant: string;
}> {
  return page.$eval('#board', (el) => {
    const d = (el as HTMLElement).dataset;
    return { fen: d.fen ?? '', ply: Number(d.ply), variant: d.variant ?? '' };
  });
}

async function positionOnPage(): Promise<Position> {
  const { fen, variant } = await boardData();
  const parsed = parseFen(variantByKey(variant)!, fen);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

/**
 * Plays `move` by clicking its start and every landing square, checking the highlighted squares
 * before each click against the legal paths computed in Node.
 */
async function clickMove(move: Move): Promise<void> {
  const position = await positionOnPage();
  const { ply } = await boardData();
  const paths = legalMoves(position, { paths: true });
  expect(await squaresWith('data-movable')).toEqual(unique(paths.map((m) => m.from)));
  for (let i = 0; i < move.path.length; i++) {
    await page.click(`[data-square="${move.path[i]}"]`);
    if (i === move.path.length - 1) break;
    const prefix = move.path.slice(0, i + 1);
    const open = paths.filter((m) => prefix.every((sq, k) => m.path[k] === sq));
    const expected = unique(open.map((m) => m.path[i + 1]!));
    expect(await squaresWith('data-target')).toEqual(expected);
    expect(unique(nextLandings(position, prefix).landings)).toEqual(expected);
  }
  await page.waitForFunction((p) => document.getElementById('board')?.dataset.ply === String(p), ply + 1);
  expect((await boardData()).fen).toBe(formatFen(play(position, move)));
}

/** Plays `plies` moves by clicks, taking a different legal path at each step (captures too). */
async function playShortGame(plies: number): Promise<void> {
  for (let ply = 0; ply < plies; ply++) {
    const paths = legalMoves(await positionOnPage(), { paths: true });
    await clickMove(paths[(ply * 5 + 3) % paths.length]!);
  }
}

async function loadFen(fen: string): Promise<void> {
  await page.fill('#fen', fen);
  await page.click('#fen-load');
  const parsed = parseFen(english, fen);
  expect(parsed.ok && (await boardData()).fen).toBe(parsed.ok && formatFen(parsed.value));
}

async function shot(name: string): Promise<void> {
  await page.screenshot({ path: join(outDir, `${name}.png`) });
}

describe.skipIf(browserPath === undefined)('the example page in Chromium', () => {
  beforeAll(async () => {
    ensureDist();
    mkdirSync(outDir, { recursive: true });
    const { buildPage } = (await import(join(root, 'examples/web/build.mjs'))) as { buildPage: () => Promise<string> };
    const { servePage } = (await import(join(root, 'examples/web/serve.mjs'))) as { servePage: () => Promise<Served> };
    await buildPage();
    served = await servePage();
    const { chromium } = await import('playwright-core');
    browser = await chromium.launch({
      executablePath: browserPath!,
      args: ['--no-sandbox'],
    });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await served?.close();
  });

  beforeEach(async () => {
    errors = [];
    page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`console: ${m.text()}`);
    });
    page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
    await page.goto(served.url);
    await page.waitForSelector('[data-square]');
  });

  afterEach(async () => {
    await page.close();
    expect(errors).toEqual([]); // any console error fails the test
  });

  it('plays a short English game by clicks, the highlights matching legalMoves; undo and redo', async () => {
    expect((await boardData()).fen).toBe(formatFen(startPosition(english)));
    await playShortGame(12);
    await shot('english-game');
    const before = await boardData();
    await page.click('#undo');
    await page.click('#undo');
    expect((await boardData()).ply).toBe(before.ply - 2);
    await page.click('#redo');
    await page.click('#redo');
    expect(await boardData()).toEqual(before);
  });

  it('plays a short International game by clicks', async () => {
    await page.selectOption('#variant', 'international');
    expect((await boardData()).fen).toBe(formatFen(startPosition(variantByKey('international')!)));
    await playShortGame(12);
    await shot('international-game');
  });

  it('plays a multi-capture by its landing squares, telling apart two paths with the same start and end', async () => {
    // The king on 26 takes all four men either way round (26x17x10x19x26 or 26x19x10x17x26).
    await loadFen('W:WK26:B14,15,22,23');
    const position = await positionOnPage();
    const paths = legalMoves(position, { paths: true });
    expect(paths.map((m) => m.path)).toHaveLength(2);
    const chosen = paths.find((m) => m.path[1] === 19)!;
    await page.click('[data-square="26"]');
    expect(await squaresWith('data-target')).toEqual([17, 19]);
    await page.click('[data-square="19"]');
    await shot('multi-capture');
    await page.click('[data-square="10"]');
    await page.click('[data-square="17"]');
    await page.click('[data-square="26"]');
    expect((await boardData()).fen).toBe(formatFen(play(position, chosen)));
    expect(await page.textContent('#moves .current')).toBe(formatMove(position, chosen));
    expect(formatMove(position, chosen)).toBe('26x19x10x17x26');
    // A game won by taking every piece.
    expect(await page.getAttribute('#status', 'data-status')).toBe('win');
  });

  it('offers a repetition draw claim and ends the game when it is claimed', async () => {
    await loadFen('B:WK1,21:BK32,12');
    for (const [from, to] of [
      [32, 28],
      [1, 5],
      [28, 32],
      [5, 1],
      [32, 28],
      [1, 5],
      [28, 32],
      [5, 1],
    ] as const) {
      const position = await positionOnPage();
      await clickMove(legalMoves(position).find((m) => m.from === from && m.to === to)!);
    }
    // The start position is on the board for the third time (WCDF 1.32.1).
    await page.click('[data-claim="repetition"]');
    expect(await page.getAttribute('#status', 'data-status')).toBe('draw');
    expect(await page.textContent('#status')).toContain('WCDF 1.32.1');
  });

  it('loads a PDN game from a real file and steps through it', async (ctx) => {
    const file = requireShared(ctx, 'data/pdn/checkerboard/tinsley.pdn');
    const text = readFileSync(file, 'latin1').split(/\r?\n\r?\n(?=\[Event)/)[0]!;
    const expected = parseGame(text, { variants });
    if (!expected.ok) throw new Error(expected.error.message);
    const fens = gamePositions(expected.value.game).map(formatFen);
    await page.fill('#pdn', text);
    await page.click('#pdn-load');
    expect(await boardData()).toEqual({
      fen: fens[0],
      ply: 0,
      variant: 'english',
    });
    for (let k = 1; k < fens.length; k++) {
      await page.click('#redo');
      expect((await boardData()).fen).toBe(fens[k]);
    }
    expect(await page.isDisabled('#redo')).toBe(true);
    // The game ends by agreement: the page shows the record's result at its end.
    expect(await page.textContent('#status')).toContain(`game record: ${expected.value.game.tags.Result}`);
    await shot('pdn-end');
    await page.click('#to-start');
    expect((await boardData()).fen).toBe(fens[0]);
    await page.click('#to-end');
    expect((await boardData()).fen).toBe(fens.at(-1));
    await page.click('#pdn-save');
    const saved = parseGame(await page.inputValue('#pdn'), { variants });
    expect(saved.ok && gamePositions(saved.value.game).map(formatFen)).toEqual(fens);
  });

  it('lets the bot answer within its time limit, in a Worker', async () => {
    await page.fill('#bot-time', '0.3');
    await page.selectOption('#bot-side', 'white');
    // The person plays 11-15 (the bot may answer at once, so the position in between is not read).
    const start = startPosition(english);
    const opening = legalMoves(start).find((m) => m.from === 11 && m.to === 15)!;
    await page.click('[data-square="11"]');
    expect(await squaresWith('data-target')).toEqual([15, 16]);
    await page.click('[data-square="15"]');
    const position = play(start, opening);
    // A generous bound: the limit is 0.3 s; this only asserts that the answer comes.
    await page.waitForFunction(() => document.getElementById('board')?.dataset.ply === '2', undefined, {
      timeout: 20_000,
    });
    const after = (await boardData()).fen;
    expect(legalMoves(position).map((m) => formatFen(play(position, m)))).toContain(after);
    expect(Number(await page.getAttribute('#board', 'data-bot-depth'))).toBeGreaterThan(0);
    await shot('bot-answer');
  });

  it('renders crownhead/svg diagrams: the ESM build draws the same bytes as Node, and Chromium parses and paints each', async () => {
    // Rulebook positions: the English king's loop (two paths, one move) and the International king
    // taking 13, 32 and 20 by 4x27x38x15 (PDN 3.0 restriction 9), drawn turned for Black; the
    // Russian start with algebraic coordinates; the Canadian 12x12 start.
    const cases = [
      { key: 'english', fen: 'W:WK26:B14,15,22,23', move: '26x17x10x19x26', orientation: 'white' },
      { key: 'international', fen: 'W:WK4:B13,20,32,37', move: '4x27x38x15', orientation: 'black' },
      { key: 'russian', fen: formatFen(startPosition(russian)), move: undefined, orientation: 'white' },
      { key: 'canadian', fen: formatFen(startPosition(canadian)), move: undefined, orientation: 'white' },
    ] as const;
    const inNode = cases.map((c) => {
      const parsed = parseFen({ english, international, russian, canadian }[c.key], c.fen);
      if (!parsed.ok) throw new Error(parsed.error.message);
      const move =
        c.move === undefined
          ? undefined
          : legalMoves(parsed.value, { paths: true }).find((m) => m.path.join('x') === c.move);
      if (c.move !== undefined && move === undefined) throw new Error(`${c.move} is not legal`);
      return boardToSvg(
        parsed.value,
        move === undefined ? { orientation: c.orientation } : { move, orientation: c.orientation },
      );
    });
    // The page code is a string, so that the test runner does not rewrite its dynamic imports.
    const code = `async (cases) => {
      const lib = await import('/lib/index.js');
      const { boardToSvg } = await import('/lib/svg.js');
      const out = [];
      for (const c of cases) {
        const position = lib.parseFen(lib.variantByKey(c.key), c.fen).value;
        const move = c.move === undefined ? undefined : lib.legalMoves(position, { paths: true }).find((m) => m.path.join('x') === c.move);
        const svg = boardToSvg(position, { move, orientation: c.orientation });
        const parsed = new DOMParser().parseFromString(svg, 'image/svg+xml');
        const img = new Image();
        img.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(svg);
        await img.decode();
        document.body.insertAdjacentHTML('beforeend', svg);
        out.push({ svg, parseErrors: parsed.getElementsByTagName('parsererror').length, root: parsed.documentElement.localName, width: img.naturalWidth, height: img.naturalHeight });
      }
      document.body.style.background = '#fff';
      return out;
    }`;
    const report = (await page.evaluate(`document.body.innerHTML = ''; (${code})(${JSON.stringify(cases)})`)) as Array<{
      svg: string;
      parseErrors: number;
      root: string;
      width: number;
      height: number;
    }>;
    expect(report.map((r) => r.svg)).toEqual(inNode);
    for (const [i, r] of report.entries()) {
      const size = /width="(\d+)" height="(\d+)"/.exec(inNode[i]!)!;
      expect([r.parseErrors, r.root, r.width, r.height], cases[i]!.key).toEqual([
        0,
        'svg',
        Number(size[1]),
        Number(size[2]),
      ]);
    }
    await page.setViewportSize({ width: 1800, height: 1400 });
    await shot('svg-diagrams');
  });

  it('runs the rules on the ESM build inside Chromium: perft of every variant, FEN and PDN round trips', async () => {
    // Published start-position perft counts (docs/sources.md, perft counts: Bik, OEIS A133046, Halbersma, dctl).
    const published: Record<string, number[]> = {
      english: [7, 49, 302, 1469, 7361, 36768],
      international: [9, 81, 658, 4265],
      brazilian: [7, 49, 302, 1469, 7473, 37628],
      russian: [7, 49, 302, 1469, 7482, 37986],
      pool: [7, 49, 302, 1469, 7482, 37986],
      canadian: [11, 121, 1222],
    };
    const fens = [
      ['english', 'W:WK26:B14,15,22,23'],
      ['english', 'B:W18,21,23-32:B1-10,12,15'],
      ['international', 'W:W25,27,28,30,32-35,37,38:B12-14,16,18,19,21,23,24,26'],
      ['russian', 'W:W21-32:B1-12'],
      ['canadian', 'W:W43-72:B1-30'],
    ];
    const pdn = readFileSync(join(root, 'examples/tinsley-long.pdn'), 'utf8');
    // The code runs in the page as written (test/rules-in-browser.js), importing the built ESM.
    const code = readFileSync(join(root, 'test/rules-in-browser.js'), 'utf8');
    const report = (await page.evaluate(`(${code})(${JSON.stringify({ published, fens, pdn })})`)) as {
      perft: Record<string, number[]>;
      fen: [string, boolean][];
      pdnRoundTrip: boolean;
      plies: number;
      userAgent: string;
    };
    expect(report.userAgent).toContain('Chrome');
    expect(report.perft).toEqual(published);
    // Each FEN reads, writes and reads back to the same position, written as Node writes it.
    expect(report.fen).toEqual(
      fens.map(([key, text]) => {
        const r = parseFen(variantByKey(key!)!, text!);
        return [r.ok ? formatFen(r.value) : r.error.message, true];
      }),
    );
    expect(report.fen.slice(0, 3).map(([written]) => written)).toEqual(fens.slice(0, 3).map(([, text]) => text)); // already canonical
    expect(report.pdnRoundTrip).toBe(true);
    expect(report.plies).toBe(91); // Tinsley vs Long (1981): 46 moves by Black, 45 by White
  });
});

// Without a browser: one line saying how to install one; on CI, a failure.
if (browserPath === undefined) {
  describe('the example page in Chromium (no browser)', () => {
    it('needs Chromium', (ctx) => {
      if (process.env.CI === 'true')
        throw new Error(`${NO_BROWSER}; CI must run the browser tests (.ci/run installs Chromium)`);
      console.warn(NO_BROWSER);
      ctx.skip(NO_BROWSER);
    });
  });
}
