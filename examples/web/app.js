// The example page: a draughts board on the public crownhead API only, with plain DOM elements.
// Click-to-move with `nextLandings` (a capture is clicked square by square, so captures with the
// same start and end are told apart), undo/redo, the game status with draw claims, FEN and PDN
// in and out (a pasted PDN game is stepped through with Undo/Redo), and a bot in a Web Worker.
import {
  claimDraw,
  gameStatus,
  gameToData,
  isGameOver,
  legalMoves,
  moveHistory,
  newGame,
  nextLandings,
  parseFen,
  playMove,
  setTags,
  squareName,
  formatFen,
  undo,
  variantByKey,
  variants,
} from 'crownhead';
import { parseGame, formatGame } from 'crownhead/pdn';

const $ = (id) => document.getElementById(id);
const boardEl = $('board');

const state = {
  game: newGame(variantByKey('english')),
  redo: [], // moves undone (or still to step through in a loaded PDN game), the next one last
  clicked: [], // the start square and the landing squares clicked so far
  flipped: false,
  thinking: undefined, // the id of the bot request under way
  botInfo: '',
};

// ------------------------------------------------------------------------------------------
// The bot in its Worker

const worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
let requestId = 0;

function askBot() {
  if (isGameOver(state.game)) return;
  const id = ++requestId;
  state.thinking = id;
  state.clicked = [];
  state.botInfo = 'thinking…';
  const timeMs = Math.max(100, Math.round(Number($('bot-time').value) * 1000) || 1000);
  worker.postMessage({ id, type: 'move', game: gameToData(state.game), timeMs });
  render();
}

worker.onmessage = (event) => {
  const answer = event.data;
  if (answer.id !== state.thinking) return; // the game changed while the bot was thinking
  state.thinking = undefined;
  if (answer.type === 'error') return showMessage(`bot: ${answer.message}`);
  const move = legalMoves(state.game.position, { paths: true }).find((m) => samePath(m.path, answer.path));
  if (move === undefined) return showMessage('bot: no move');
  const nps = answer.ms > 0 ? Math.round((answer.nodes / answer.ms) * 1000) : 0;
  state.botInfo = `bot: depth ${answer.depth}, ${answer.nodes.toLocaleString('en')} nodes in ${Math.round(answer.ms)} ms (${nps.toLocaleString('en')} nodes/s)`;
  boardEl.dataset.botDepth = String(answer.depth);
  commit(move, false);
};

worker.onerror = (event) => showMessage(`bot: ${event.message}`);

const samePath = (a, b) => a.length === b.length && a.every((sq, i) => sq === b[i]);
const botSide = () => $('bot-side').value;

// ------------------------------------------------------------------------------------------
// Moves, undo and redo

function commit(move, byPerson) {
  const next = state.redo.at(-1);
  if (next !== undefined && samePath(next.path, move.path)) state.redo.pop();
  else {
    // A new line of play: the loaded game's record (moves to come, its result) no longer applies.
    state.redo = [];
    if (state.game.tags.Result !== undefined) state.game = setTags(state.game, { Result: undefined });
  }
  state.game = playMove(state.game, move);
  state.clicked = [];
  render();
  if (byPerson && botSide() === state.game.position.turn) askBot();
}

function stop() {
  state.thinking = undefined;
  state.clicked = [];
}

function stepBack() {
  if (state.game.ply === 0) return false;
  stop();
  state.redo.push(state.game.last.move);
  state.game = undo(state.game);
  return true;
}

function stepForward() {
  const move = state.redo.pop();
  if (move === undefined) return false;
  stop();
  state.game = playMove(state.game, move);
  return true;
}

function onSquare(square) {
  if (state.thinking !== undefined || isGameOver(state.game)) return;
  if (botSide() === state.game.position.turn) return;
  const position = state.game.position;
  const { landings } = nextLandings(position, state.clicked);
  if (state.clicked.length === 1 && square === state.clicked[0]) state.clicked = [];
  else if (landings.includes(square)) {
    const clicked = [...state.clicked, square];
    const next = nextLandings(position, clicked);
    if (next.complete !== undefined && next.landings.length === 0) return commit(next.complete, true);
    state.clicked = clicked;
  } else {
    // A click elsewhere starts again from that piece, if it has a move.
    state.clicked = nextLandings(position, []).landings.includes(square) ? [square] : [];
  }
  render();
}

// ------------------------------------------------------------------------------------------
// Drawing

function showMessage(text, info = false) {
  $('message').textContent = text;
  $('message').className = info ? 'info' : '';
}

const colorName = (c) => (c === 'white' ? 'White' : 'Black');

function statusText(status, turn) {
  if (status.status === 'win')
    return `${colorName(status.winner)} wins (${colorName(status.winner === 'white' ? 'black' : 'white')} has ${status.reason === 'no-pieces' ? 'no pieces' : 'no legal move'})`;
  if (status.status === 'draw') return `Draw: ${status.rule} (${status.source})${status.claimed ? ', claimed' : ''}`;
  return `${colorName(turn)} to move`;
}

function render() {
  const game = state.game;
  const position = game.position;
  const board = position.variant.board;
  const status = gameStatus(game);
  const label = (sq) => (position.variant.notation === 'algebraic' ? squareName(board, sq) : String(sq));

  // Status and draw claims
  // A loaded PDN game may end by agreement or resignation: its Result tag says so at the end.
  const recorded = game.tags.Result;
  const result =
    status.status === 'ongoing' && state.redo.length === 0 && recorded !== undefined && recorded !== '*'
      ? ` (game record: ${recorded})`
      : '';
  $('status').textContent =
    statusText(status, position.turn) + result + (state.thinking !== undefined ? ' (bot thinking…)' : '');
  $('status').dataset.status = status.status;
  const claims = $('claims');
  claims.replaceChildren();
  if (status.status === 'ongoing') {
    for (const claim of status.claims) {
      if (claim.now) {
        const button = document.createElement('button');
        button.textContent = `Claim draw: ${claim.rule} (${claim.source})`;
        button.dataset.claim = claim.rule;
        button.onclick = () => {
          const r = claimDraw(state.game, claim);
          if (!r.ok) return showMessage(r.error.message);
          stop();
          state.redo = [];
          state.game = r.value;
          render();
        };
        claims.append(button);
      }
      if (claim.moves.length > 0) {
        const note = document.createElement('span');
        const texts = claim.moves.map((m) => moveHistory(playMove(state.game, m)).at(-1));
        note.textContent = `${colorName(position.turn)} may claim a draw (${claim.rule}, ${claim.source}) by playing ${texts.join(' or ')}`;
        claims.append(note);
      }
    }
  }

  // The board
  const clicked = state.clicked;
  const { landings, moves } = nextLandings(position, clicked);
  const over = isGameOver(game) || state.thinking !== undefined || botSide() === position.turn;
  const targets = new Set(over ? [] : clicked.length === 0 ? [] : landings);
  const movable = new Set(over || clicked.length > 0 ? [] : landings);
  const captured = new Set();
  for (const m of moves)
    if (clicked.length > 1) m.captured.slice(0, clicked.length - 1).forEach((sq) => captured.add(sq));
  const last = game.last.move;
  boardEl.style.setProperty('--n', String(board.cols));
  boardEl.dataset.fen = formatFen(position);
  boardEl.dataset.ply = String(game.ply);
  boardEl.dataset.variant = position.variant.key;
  boardEl.dataset.thinking = String(state.thinking !== undefined);
  const cells = [];
  for (let r = 0; r < board.rows; r++) {
    for (let c = 0; c < board.cols; c++) {
      const row = state.flipped ? board.rows - 1 - r : r;
      const col = state.flipped ? board.cols - 1 - c : c;
      const sq = board.squareAt(row, col);
      const cell = document.createElement('div');
      cell.className = 'cell';
      if (sq !== undefined) {
        cell.classList.add('dark');
        cell.dataset.square = String(sq);
        const num = document.createElement('span');
        num.className = 'num';
        num.textContent = label(sq);
        cell.append(num);
        // Mid-capture, the moving piece is drawn on its last landing square.
        const from =
          clicked.length > 1 && sq === clicked.at(-1)
            ? clicked[0]
            : clicked.length > 1 && sq === clicked[0]
              ? undefined
              : sq;
        const color =
          from === undefined
            ? undefined
            : position.white.has(from)
              ? 'white'
              : position.black.has(from)
                ? 'black'
                : undefined;
        if (color !== undefined) {
          const piece = document.createElement('div');
          piece.className = `piece ${color}${position.kings.has(from) ? ' king' : ''}${captured.has(sq) ? ' captured' : ''}`;
          cell.append(piece);
        }
        if (targets.has(sq)) {
          cell.classList.add('target');
          cell.dataset.target = '';
        }
        if (movable.has(sq)) {
          cell.classList.add('movable');
          cell.dataset.movable = '';
        }
        if (clicked.includes(sq)) cell.classList.add('selected');
        else if (last !== undefined && (last.from === sq || last.to === sq)) cell.classList.add('last');
        cell.onclick = () => onSquare(sq);
      }
      cells.push(cell);
    }
  }
  boardEl.replaceChildren(...cells);

  // Moves, FEN, buttons
  // One line per move number; a game from a FEN with White to move starts with "1. ...".
  const history = moveHistory(game);
  const firstTurn = game.start.turn;
  const offset = firstTurn === game.variant.firstPlayer ? 0 : 1;
  const lines = [];
  history.forEach((text, i) => {
    const k = i + offset;
    if (lines.length === 0 || k % 2 === 0) {
      const li = document.createElement('li');
      li.value = Math.floor(k / 2) + 1;
      if (k % 2 === 1) li.append('… ');
      lines.push(li);
    }
    const span = document.createElement('span');
    span.textContent = text;
    span.dataset.ply = String(i + 1);
    if (i === history.length - 1) span.className = 'current';
    lines.at(-1).append(span, ' ');
  });
  $('moves').replaceChildren(...lines);
  $('moves').lastElementChild?.scrollIntoView({ block: 'nearest' });
  if (document.activeElement !== $('fen')) $('fen').value = formatFen(position);
  $('variant').value = position.variant.key;
  $('undo').disabled = game.ply === 0;
  $('redo').disabled = state.redo.length === 0;
  $('to-start').disabled = game.ply === 0;
  $('to-end').disabled = state.redo.length === 0;
  $('bot-move').disabled = state.thinking !== undefined || isGameOver(game);
  $('bot-info').textContent = state.botInfo;
}

// ------------------------------------------------------------------------------------------
// Controls

for (const v of variants) {
  const option = document.createElement('option');
  option.value = v.key;
  option.textContent = v.name;
  $('variant').append(option);
}

function startGame(game, redo = []) {
  stop();
  state.game = game;
  state.redo = redo;
  state.botInfo = '';
  render();
}

$('variant').onchange = () => {
  startGame(newGame(variantByKey($('variant').value)));
  showMessage('');
};
$('new').onclick = () => {
  startGame(newGame(state.game.variant));
  showMessage('');
};
$('undo').onclick = () => stepBack() && render();
$('redo').onclick = () => stepForward() && render();
$('to-start').onclick = () => {
  while (stepBack());
  render();
};
$('to-end').onclick = () => {
  while (stepForward());
  render();
};
$('flip').onclick = () => {
  state.flipped = !state.flipped;
  render();
};
$('bot-side').onchange = () => {
  stop();
  render();
  if (botSide() === state.game.position.turn) askBot();
};
$('bot-move').onclick = () => askBot();

$('fen-load').onclick = () => {
  const r = parseFen(state.game.variant, $('fen').value.trim());
  if (!r.ok) return showMessage(`FEN: ${r.error.message}`);
  startGame(newGame(r.value));
  showMessage('FEN loaded', true);
};

$('pdn-load').onclick = () => {
  const r = parseGame($('pdn').value, { variants });
  if (!r.ok)
    return showMessage(
      `PDN: ${r.error.message}${r.error.line !== undefined ? ` (line ${r.error.line}, column ${r.error.column})` : ''}`,
    );
  // Start at the game's first position with every move on the redo stack: Redo steps through it.
  let game = r.value.game;
  const redo = [];
  while (game.ply > 0) {
    redo.push(game.last.move);
    game = undo(game);
  }
  startGame(game, redo);
  const warnings = r.value.warnings?.length ?? 0;
  showMessage(
    `PDN loaded: ${game.variant.name}, ${redo.length} moves${warnings > 0 ? `, ${warnings} warning(s)` : ''}; step with Redo / Undo`,
    true,
  );
};

$('pdn-save').onclick = () => {
  $('pdn').value = formatGame(state.game);
  showMessage('PDN written below', true);
};

addEventListener('keydown', (event) => {
  if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) return;
  if (event.key === 'ArrowLeft' && stepBack()) render();
  if (event.key === 'ArrowRight' && stepForward()) render();
});

render();
