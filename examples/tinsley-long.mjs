// Replays the 1981 World Championship game Tinsley vs Long (game 37), checking every move
// against the rules, then prints the final board, the side to move and its legal moves.
//
//   npm run demo              (builds, then runs this file)
//   node examples/tinsley-long.mjs [file.pdn]
//
// A full PDN reader is a separate module; this example reads the movetext with the move-text
// parser: it drops the tag lines, move numbers and the result, and resolves each move.
import { readFileSync } from 'node:fs';
import {
  boardToText,
  english,
  formatMove,
  legalMoves,
  outcome,
  parseMove,
  play,
  startPosition,
  formatFen,
} from 'crownhead';

const file = process.argv[2] ?? new URL('./tinsley-long.pdn', import.meta.url);
const text = readFileSync(file, 'utf8');
const movetext = text
  .split(/\r?\n/)
  .filter((line) => !line.startsWith('['))
  .join(' ');
const tokens = movetext
  .split(/\s+/)
  .filter((t) => t !== '' && !/^\d+\.+$/.test(t) && !/^(1-0|0-1|1\/2-1\/2|\*)$/.test(t));

let position = startPosition(english);
for (const [ply, token] of tokens.entries()) {
  const move = parseMove(position, token);
  if (!move.ok) {
    console.error(`ply ${ply + 1} (${token}): ${move.error.code}: ${move.error.message}`);
    process.exit(1);
  }
  position = play(position, move.value);
}

console.log(`Tinsley vs Long, 1981: ${tokens.length} half-moves, every one legal.\n`);
console.log(boardToText(position));
console.log(`FEN: ${formatFen(position)}`);
const moves = legalMoves(position);
console.log(`Legal moves for ${position.turn}: ${moves.map((m) => formatMove(position, m)).join(' ')}`);
const end = outcome(position);
if (end) console.log(`Game over: ${end.winner} wins (${end.reason}).`);
