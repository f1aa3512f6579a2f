// The bot's Web Worker: the page never freezes while it searches. The game crosses the Worker
// boundary as plain data (`gameToData`), and comes back to life with `gameFromData`; the answer
// is the chosen move's path (start and every landing square), which the page matches against
// `legalMoves(position, { paths: true })`.
import { english, gameFromData, startPosition, variants } from 'crownhead';
import { searchBestMove } from './bot.js';

self.onmessage = (event) => {
  const request = event.data;
  if (request.type === 'bench') {
    // `npm run bench`: the bot's nodes per second on the English start position, in a Worker.
    const r = searchBestMove(startPosition(english), { timeMs: request.timeMs });
    self.postMessage({ id: request.id, type: 'bench', nodes: r.nodes, ms: r.ms, depth: r.depth });
    return;
  }
  const game = gameFromData(request.game, { variants });
  if (!game.ok) {
    self.postMessage({ id: request.id, type: 'error', message: game.error.message });
    return;
  }
  const r = searchBestMove(game.value.position, { timeMs: request.timeMs });
  self.postMessage({
    id: request.id,
    type: 'move',
    path: r.move === undefined ? undefined : [...r.move.path],
    depth: r.depth,
    nodes: r.nodes,
    ms: r.ms,
    score: r.score,
  });
};
