import { it } from 'vitest';
import { international } from '../../src/index.js';
import { startHubEngine } from '../../src/engine/index.js';
import { fakeEngine } from './fakeEngine.js';
it('debug', async () => {
  const fake = fakeEngine('idle-writer');
  let lines = 0; let pong = -1;
  const engine = await startHubEngine({ command: fake.command, args: fake.args, variant: international, onLine: (l, from) => { if (from === 'engine') { lines++; if (l === 'pong') pong = lines; } } });
  await new Promise((r) => setTimeout(r, 1000));
  console.log('idle 1s', lines, engine.outputStats());
  const t = Date.now();
  const iv = setInterval(() => console.log(Date.now() - t, lines, pong, engine.outputStats()), 1000);
  await engine.ping(8000).catch((e) => console.log('err', e.message));
  clearInterval(iv);
  console.log('ping took', Date.now() - t, lines, pong, engine.outputStats());
  await engine.kill();
}, 60000);
