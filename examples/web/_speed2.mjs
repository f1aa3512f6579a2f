import { chromium } from 'playwright-core';
import { servePage } from './serve.mjs';
import { buildPage } from './build.mjs';
await buildPage();
const { url, close } = await servePage();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
await page.goto(url);
for (let i = 0; i < 2; i++) {
  const main = await page.evaluate(async () => { const b = await import('/bot.js'); const ch = await import('/lib/index.js'); const r = b.searchBestMove(ch.startPosition(ch.english), { timeMs: 2000 }); return [r.nodes, r.ms, r.depth]; });
  console.log('main', main, main[0] / main[1] * 1000);
  const r = await page.evaluate(() => new Promise((res) => { const w = new Worker('worker.js', { type: 'module' }); w.onmessage = (e) => { res(e.data); w.terminate(); }; w.postMessage({ id: 1, type: 'bench', timeMs: 2000 }); }));
  console.log('worker', r.nodes / r.ms * 1000, r.depth);
}
await browser.close(); await close();
