import { frisian, parseFen, legalMoves, perft } from './dist/index.js';
const f = process.argv[2];
const p = parseFen(frisian, f).value;
const mem = () => (process.memoryUsage().rss / 2**20).toFixed(0) + 'MB rss';
let t = performance.now(); console.log('perft1 paths', perft(p, 1, { paths: true }), (performance.now()-t).toFixed(0)+'ms', mem());
t = performance.now(); console.log('perft1 distinct', perft(p, 1), (performance.now()-t).toFixed(0)+'ms', mem());
t = performance.now(); const d = legalMoves(p); console.log('legalMoves distinct', d.length, (performance.now()-t).toFixed(0)+'ms', mem());
t = performance.now(); const a = legalMoves(p, { paths: true }); console.log('legalMoves paths', a.length, (performance.now()-t).toFixed(0)+'ms', mem());
