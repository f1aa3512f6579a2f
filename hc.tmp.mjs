import { frisian, parseFen, legalMoves, perft } from './dist/index.js';
const rnd = (n) => Math.floor(Math.random() * n);
function fenOf(k, blacks, bk, whites) { return `W:WK${k}${whites.map(w=>','+w).join('')}:B${blacks.map(b=>(bk.has(b)?'K':'')+b).join(',')}`; }
function measure(f) {
  const p = parseFen(frisian, f); if (!p.ok) return null;
  const t = performance.now(); const m = legalMoves(p.value, { paths: true }); const dt = performance.now() - t;
  return { n: m.length, dt, caps: m[0]?.captured.length ?? 0 };
}
let best = null, bestScore = -1;
function randomPos() {
  const k = 23 + rnd(5);
  const sq = new Set(); while (sq.size < 18 + rnd(10)) { const s = 1 + rnd(50); if (s !== k) sq.add(s); }
  const blacks = [...sq].filter(s => s > 5 || true); const bk = new Set(blacks.filter(() => Math.random() < 0.4));
  return { k, blacks, bk };
}
const end = Date.now() + Number(process.argv[2] ?? 60) * 1000;
let cur = randomPos();
while (Date.now() < end) {
  let cand;
  if (Math.random() < 0.1 || best === null) cand = randomPos();
  else { cand = { k: best.k, blacks: [...best.blacks], bk: new Set(best.bk) };
    const i = rnd(cand.blacks.length); const r = Math.random();
    if (r < 0.4) { let s; do s = 1 + rnd(50); while (s === cand.k || cand.blacks.includes(s)); cand.blacks[i] = s; }
    else if (r < 0.6 && cand.blacks.length < 30) { let s; do s = 1 + rnd(50); while (s === cand.k || cand.blacks.includes(s)); cand.blacks.push(s); }
    else if (r < 0.7) cand.blacks.splice(i, 1);
    else if (r < 0.9) { const s = cand.blacks[i]; cand.bk.has(s) ? cand.bk.delete(s) : cand.bk.add(s); }
    else { let s; do s = 1 + rnd(50); while (cand.blacks.includes(s)); cand.k = s; } }
  // no black man on row 1-5? black men on 46-50 would be crowned: make them kings
  for (const b of cand.blacks) if (b >= 46) cand.bk.add(b);
  const f = fenOf(cand.k, cand.blacks, cand.bk, []);
  const m = measure(f); if (!m) continue;
  const score = m.dt;
  if (score > bestScore) { bestScore = score; best = cand; console.log(f, m.n, m.caps, m.dt.toFixed(1) + 'ms'); }
}
