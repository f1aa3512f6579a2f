/**
 * Usage texts, printed on stdout by `--help` / `-h`.
 * @module
 */
import { DEFAULT_VARIANT, variantNames } from './variants.js';

const VARIANT_LINE = `  --variant NAME  rules to use: ${variantNames().join(', ')} (default ${DEFAULT_VARIANT})`;

const EXIT_CODES = `Exit codes: 0 success, 1 an input FEN was rejected, 2 bad command line.`;

const TOP = `Usage: crownhead <command> [options]

Draughts and checkers rules from the command line.

Commands:
  moves   list the legal moves of positions
  perft   count the leaf nodes of the move tree
  show    print a position as a board diagram and its FEN

Options:
  -h, --help     show this help (also: crownhead <command> --help)
  --version      print the crownhead version

${EXIT_CODES}`;

const MOVES = `Usage: crownhead moves [--variant NAME] [--fen FEN] [--paths] [--json]

List the legal moves of one position (--fen), or of each FEN read from standard input, one
per line (whitespace trimmed, blank lines skipped). Each input is answered on one line, in
order, as soon as it is read.

Options:
${VARIANT_LINE}
  --fen FEN       the position to answer (otherwise read FENs from standard input)
  --paths         list every capture path, written in full (26x17x10x19x26);
                  by default one entry per distinct move
  --json          one JSON object per line instead of text
  -h, --help      show this help

Text output: the moves in PDN notation separated by single spaces, such as
  9-13 9-14 10-14 10-15 11-15 11-16 12-16
An empty line means the side to move has no legal move. A FEN that cannot be read prints
nothing on stdout and "crownhead: line N: <reason>" (or "crownhead: --fen: <reason>") on
stderr, where N counts every input line, blank ones included.

JSON output, one object per input:
  {"fen":"<input>","moves":[{"from":9,"to":14,"path":[9,14],"captured":[]},...]}
  {"fen":"<input>","error":{"code":"<code>","message":"<reason>"}}    (a bad FEN)
"fen" is the input line as given, trimmed.

Bad FENs do not stop the run; the exit code is 1 when there was at least one, else 0.`;

const PERFT = `Usage: crownhead perft [--variant NAME] [--fen FEN] --depth N [--paths] [--divide] [--json]

Count the leaf nodes of the legal-move tree for each depth 1..N (bulk counting).

Options:
${VARIANT_LINE}
  --fen FEN       the root position (default: the start position)
  --depth N       the deepest depth, a positive integer (required)
  --paths         count every capture path; by default distinct moves
  --divide        for depth N only: each root move with the count of its subtree, then
                  the depth N line whose count is their total
  --json          one JSON object per line instead of text
  -h, --help      show this help

Text output, one line per depth (columns aligned; time in milliseconds with 3 decimals,
nps = nodes per second, an integer):
  depth  5  nodes         7361  time      3.125 ms  nps      2355520
With --divide, first one line per root move (PDN notation, captures as full paths with
--paths), then the depth N line, timed over the whole divide:
  move 9-13   nodes 1
  ...
  depth  1  nodes            7  time      0.040 ms  nps       175000

JSON output, one object per line:
  {"depth":5,"nodes":7361,"ms":3.125}
  {"move":"9-13","nodes":1}                                  (--divide, per root move)`;

const SHOW = `Usage: crownhead show [--variant NAME] [--fen FEN] [--ascii]

Print a position as a board diagram, Black's side at the top: each playing square shows its
piece or, when empty, its number. The diagram's last line names the side to move
("Black to move"); a final line gives the canonical FEN ("FEN: B:W21-32:B1-12").

Options:
${VARIANT_LINE}
  --fen FEN       the position to show (default: the start position)
  --ascii         pieces as w W b B (men, kings) instead of the Unicode symbols
  -h, --help      show this help`;

const COMMAND_HELP: Readonly<Record<string, string>> = { moves: MOVES, perft: PERFT, show: SHOW };

/** The top-level usage text. */
export function topHelp(): string {
  return TOP;
}

/** The usage text of `command`, or `undefined` for an unknown command. */
export function commandHelp(command: string): string | undefined {
  return Object.hasOwn(COMMAND_HELP, command) ? COMMAND_HELP[command] : undefined;
}
