import { english, international, startPosition } from 'crownhead';
import { searchBestMove } from '/work/wt-web/examples/web/bot.js';
for (const v of [english, international]) { const r = searchBestMove(startPosition(v), { timeMs: 1000 }); console.log(v.key, r.move.path, r.depth, r.nodes, Math.round(r.nodes / r.ms * 1000)); }
