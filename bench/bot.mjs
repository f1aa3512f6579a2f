// The example bot's speed (examples/web/bot.js): nodes per second of its search on the English
// start position, in Node and in a Web Worker in Chromium (when a browser is present: CHROME_PATH
// or /usr/bin/chromium), printed side by side. The target: at least 1 M nodes/s in the
// Worker, so that a 1-second move reaches a useful depth. A report only: nothing fails on speed.
// Usage: node bench/bot.mjs [--seconds S (default 1)] [--runs N (default 3)]
// Needs the built package (dist/); `npm run bench` builds it.
import { existsSync } from 'node:fs';
import { english, startPosition } from 'crownhead';
import { searchBestMove } from '../examples/web/bot.js';
import { buildPage } from '../examples/web/build.mjs';
import { servePage } from '../examples/web/serve.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const seconds = arg('--seconds', 1);
const runs = arg('--runs', 3);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (r) => `${(r.nps / 1e6).toFixed(2)} M nodes/s (median of ${runs} × ${seconds} s; depth ${r.depth})`;

function summarize(samples) {
  return { nps: median(samples.map((s) => (s.nodes / s.ms) * 1000)), depth: median(samples.map((s) => s.depth)) };
}

// Node: a warm-up search first, so that the figure is the JIT-compiled search.
searchBestMove(startPosition(english), { timeMs: 500 });
const node = summarize(
  Array.from({ length: runs }, () => searchBestMove(startPosition(english), { timeMs: seconds * 1000 })),
);

async function inWorker() {
  const path = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!existsSync(path)) return undefined;
  const { chromium } = await import('playwright-core');
  await buildPage();
  const server = await servePage();
  const browser = await chromium.launch({ executablePath: path, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    await page.goto(server.url);
    const samples = await page.evaluate(
      async ({ seconds, runs }) => {
        const worker = new Worker('worker.js', { type: 'module' });
        const ask = (timeMs) =>
          new Promise((resolve) => {
            worker.onmessage = (e) => resolve(e.data);
            worker.postMessage({ id: 0, type: 'bench', timeMs });
          });
        await ask(500); // warm-up
        const out = [];
        for (let i = 0; i < runs; i++) out.push(await ask(seconds * 1000));
        worker.terminate();
        return out;
      },
      { seconds, runs },
    );
    return { ...summarize(samples), version: browser.version() };
  } finally {
    await browser.close();
    await server.close();
  }
}

const worker = await inWorker();
console.log('\nbot search (examples/web/bot.js), English start position:');
console.log(`  Node ${process.version.padEnd(24)} ${fmt(node)}`);
if (worker === undefined)
  console.log('  Chromium Web Worker      skipped: no browser (apt-get install -y chromium, or set CHROME_PATH)');
else console.log(`  Chromium ${worker.version.padEnd(15)} Web Worker ${fmt(worker)}`);
