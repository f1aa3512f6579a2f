import { frisian, parseFen, perft } from './dist/index.js';
const rnd = (n) => Math.floor(Math.random() * n);
const fenOf = (c) => `W:WK${c.k}:B${c.blacks.map(b=>(c.bk.has(b)?'K':'')+b).join(',')}`;
function score(c) { const p = parseFen(frisian, fenOf(c)); if (!p.ok) return -1; const t = performance.now(); const n = perft(p.value, 1, { paths: true }); return [n, performance.now() - t]; }
let best = { k: 46, blacks: [38,49,15,19,50,13,41,40,8,43,16,20,30,12,21,33,35,32,10,24,27,42,17], bk: new Set([49,50,41,43,30,33,35,24]) };
let [bn, bt] = score(best);
const end = Date.now() + Number(process.argv[2]) * 1000;
while (Date.now() < end) {
  const c = { k: best.k, blacks: [...best.blacks], bk: new Set(best.bk) };
  const i = rnd(c.blacks.length); const r = Math.random();
  const free = () => { let s; do s = 1 + rnd(50); while (s === c.k || c.blacks.includes(s)); return s; };
  if (r < 0.4) c.blacks[i] = free();
  else if (r < 0.55) c.blacks.push(free());
  else if (r < 0.7) c.blacks.splice(i, 1);
  else if (r < 0.9) { const s = c.blacks[i]; c.bk.has(s) ? c.bk.delete(s) : c.bk.add(s); }
  else { const s = free(); c.k = s; }
  for (const b of c.blacks) if (b >= 46) c.bk.add(b);
  const s = score(c); if (s === -1) continue;
  if (s[0] > bn) { best = c; bn = s[0]; bt = s[1]; console.log(fenOf(c), bn, bt.toFixed(0) + 'ms'); }
}
