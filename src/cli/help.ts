/**
 * Usage texts, printed on stdout by `--help` / `-h`.
 * @module
 */
import { DEFAULT_VARIANT, variantNames } from './variants.js';

const VARIANT_LINE = `  --variant NAME  rules to use: ${variantNames().join(', ')} (default ${DEFAULT_VARIANT})`;

const EXIT_CODES = `Exit codes: 0 success, 1 an input (a FEN, a move, a PDN game) was rejected, 2 bad command
line, 3 (validate) warnings but no error, 74 output could not be written (a full disk), 141
standard output is a pipe whose reader left.`;

const TOP = `Usage: crownhead <command> [options]

Draughts and checkers rules from the command line.

Commands:
  moves     list the legal moves of positions
  perft     count the leaf nodes of the move tree
  show      print a position as a board diagram and its FEN
  status    play moves and print the game's status: ongoing, won or drawn
  ballots   list the English three-move ballots (ACF)
  validate  read and replay PDN files: the errors, the warnings by code
  pdn       rewrite PDN files as canonical PDN 3.0
  export    PDN files as a table (JSON lines or CSV): one row per game or per move
  render    draw a position as an SVG diagram
  match     play games between engines (Hub, DXP) and the built-in bot, every move checked

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
"fen" is the input line as given, trimmed. For Russian, Brazilian and Czech each move also has
"pathAlg" and "capturedAlg": the same squares as names ("pathAlg":["c3","d4"]).

Bad FENs do not stop the run; the exit code is 1 when there was at least one, else 0.`;

const PERFT = `Usage: crownhead perft [--variant NAME] [--fen FEN] --depth N [--paths] [--divide] [--no-bulk] [--json]

Count the leaf nodes of the legal-move tree for each depth 1..N (bulk counting: the moves
of the last ply are counted, not made).

Options:
${VARIANT_LINE}
  --fen FEN       the root position (default: the start position)
  --depth N       the deepest depth, a positive integer (required)
  --paths         count every capture path; by default distinct moves
  --divide        for depth N only: each root move with the count of its subtree, then
                  the depth N line whose count is their total
  --no-bulk       make every move of the last ply too (as a search does): the same counts,
                  slower; for timing move generation with make and unmake
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

const STATUS = `Usage: crownhead status [--variant NAME] [--fen FEN] [--json] [MOVE...]

Play the moves (PDN move text such as 11-15 23x14; move numbers like "1." are skipped) from
the FEN or the start position, under the variant's rules for the end of the game and draws, and
print the game's status on one line.

Options:
${VARIANT_LINE}
  --fen FEN       the position to start from (default: the start position)
  --json          a JSON object instead of text
  -h, --help      show this help

Text output:
  ongoing  ply 7  result *  claims repetition
  win white no-moves  ply 41  result 0-1
  draw repetition  ply 8  result 1-1
"claims" (only when there are some) lists the draws the side to move may claim now. The result
is the PDN Result value; its first number belongs to the side that moves first in the variant.

JSON output:
  {"status":"ongoing"|"win"|"draw","winner":"white"|"black","reason":"…","claims":["…"],"result":"1-0","ply":n}
"winner" only for a win; "reason" for a win (no-pieces, no-moves: the side to move has none,
which loses, or in antidraughts wins; crowned: breakthrough, the first king wins) or a draw (the
rule: repetition, kings-only, sixteen-move, five-move, three-kings, balance, long-diagonal).

A move that cannot be played stops the command with exit code 1: "crownhead: ply N: <reason>"
on stderr, or with --json {"error":{"code":"…","message":"…","ply":N,"move":"…"}} on stdout.`;

const BALLOTS = `Usage: crownhead ballots [--deck|--barred] [--json]

List the ACF three-move ballots of English draughts in ACF order: all 174, the 156 of the
tournament deck (--deck, 12 of them added in 2003), or the 18 barred ones (--barred).

Options:
  --deck          only the ballots of the tournament deck
  --barred        only the barred ballots
  --json          one JSON object per line instead of text
  -h, --help      show this help

Text output, one line per ballot: number, moves, status (deck, deck-2003, barred), "ctd" when
in the 50-opening computer tough deck, name:
    5  9-13 22-18 6-9     deck       ctd  Dreaded Edinburgh

JSON output, one object per line:
  {"number":5,"moves":["9-13","22-18","6-9"],"status":"deck","added2003":false,"ctd":true,"name":"Dreaded Edinburgh"}
("status" is "deck" or "barred"; "name" is null when the ballot has none).`;

/** `--variant` of the commands that read PDN files (docs/cli.md, "Which variant a game is"). */
const PDN_VARIANT_LINES = `  --variant NAME  read the games without a GameType tag as NAME (a key as for crownhead
                  moves); a game with a GameType tag keeps it. Without --variant, the moves
                  choose among the variants whose board fits, with a variant-guessed warning`;

const VALIDATE = `Usage: crownhead validate FILE... [--strict] [--warnings] [--json] [--jobs N] [--variant NAME]

Read every game of the PDN files and replay it with the rules: the variant from the GameType
tag (else --variant, else the variant whose board fits the squares named and under which the
moves replay furthest), the start from the FEN tag, every move of the mainline and of the
variations checked. A GameType tag that the moves contradict is reported (gametype-contradicted)
with the variant they fit.

Options:
  --strict        report everything outside the PDN 3.0 reading grammar as an error; by
                  default the deviations of real files are accepted as warnings
  --warnings      print every warning on its own line, in file order among the errors,
                  instead of one line per warning code
  --json          one JSON object per game instead of text
  --jobs N        worker threads; large files are cut at game boundaries; the output is
                  the same bytes whatever N is. Default: 1 below 32 MB of input in all,
                  else one per core the load average leaves idle (at least 1)
${PDN_VARIANT_LINES}
  -h, --help      show this help

Text output: first the errors, one line each, as their games are read (file, line, column,
game counting from 1 in its file, ply = the half-move, 1 = the first, for problems with a
move):
  games.pdn:5588:5: game 541, ply 123: error illegal-move: <message>
then one line per warning code, the most frequent first, with its count and first warning:
  warnings separator: 2326, first games.pdn:5:46: game 1, ply 7: <message>
then a summary line:
  summary: files 1, games 724, moves 36108, warnings 2328, errors 1
With --warnings, every problem is a line like the error lines, in file order, and there are
no per-code lines.

JSON output, one object per game with every problem (the summary goes to stderr):
  {"file":"games.pdn","game":1,"ok":true,"variant":"english","moves":57,"problems":[]}
"game" counts from 1 in its file; "variant" is null for a variant crownhead does not play;
"moves" is the number of half-moves of the mainline that replayed legally; each problem is
  {"severity":"error","code":"illegal-move","message":"...","line":3,"column":5,"ply":12}
with "ply" only for a problem with a move.

For files of 1 MB or more a progress line goes to stderr every second. A file that cannot be
read is reported on stderr and counts as an error. Exit codes: 0 no problem, 1 an error (or a
file could not be read), 3 warnings but no error, 2 bad command line.`;

const PDN = `Usage: crownhead pdn FILE... [--out FILE] [--result-token] [--jobs N] [--variant NAME]

Rewrite the games of PDN files as canonical PDN 3.0: the seven-tag roster first, GameType in
full, FEN only when the game does not start from the start position, moves numbered and in
the short form (a full capture path only when needed), comments, NAGs and variations kept,
lines of at most 80 columns, each game ended by *. Games are read leniently and replayed;
a move that does not replay keeps its text.

Options:
  --out FILE      write to FILE instead of standard output (not one of the inputs)
  --result-token  also write the result after the moves (PDN 2.0 style, which most 8x8
                  programs expect) instead of *
  --jobs N        worker threads, as for crownhead validate (default: 1 below 8 MB of
                  input, else one per idle core)
${PDN_VARIANT_LINES}
  -h, --help      show this help

Errors are printed on stderr as by crownhead validate, and a summary line when there were
problems; the games are written all the same. The exit code is 1 when there was an error,
else 0.`;

const EXPORT = `Usage: crownhead export FILE... [--format jsonl|csv] [--rows games|moves] [--strict] [--out FILE] [--jobs N] [--variant NAME]

Write the games of PDN files as a table for data tools (DuckDB, pandas, a spreadsheet, a bot's
training set). Every game is read (leniently, or --strict) and replayed as by crownhead validate.

Options:
  --format F      jsonl (the default): one JSON object per row, every column in every row
                  (null when there is no value); csv: RFC 4180, a header record first,
                  records ended by CRLF, null as an empty field, the empty string as "";
                  a text that would run as a formula in a spreadsheet (starting with
                  = + - @, tab, CR or NUL) gets a ' in front and is quoted (OWASP);
                  jsonl keeps every value as read
  --rows R        games (the default): one row per game; moves: one row per half-move of
                  the main line, up to its first move that does not replay
  --strict        read the files strictly, as crownhead validate --strict
  --out FILE      write to FILE instead of standard output (not one of the inputs)
  --jobs N        worker threads, as for crownhead validate; the output is the same bytes
                  whatever N is (default: 1 below 24 MB of input for games, 64 MB for
                  moves, else one per idle core)
${PDN_VARIANT_LINES}
  -h, --help      show this help

Columns of --rows games:
  file, game, event, site, date, round, white, black, result, game_type, fen, other_tags,
  variant, outcome, winner, decision, plies, final_fen, error_code, error_ply, error_line,
  error_column, error_message, warnings
(file the file's absolute path; the roster tags, GameType and FEN as written, the first of
each name; other_tags the other tags, a JSON object in jsonl and its JSON text in csv;
outcome win, draw, double-forfeit, unfinished or other; winner white or black for a win,
else null; decision white, black, draw, none (0-0) or unknown, never null; plies the
half-moves of the main line that replayed; the game's first error, if any, and its count of
warnings).
Columns of --rows moves:
  file, game, ply, side, fen_before, move, path, captured, capture, legal_moves, variant,
  result, outcome, winner, decision
(file and game name the game; move in canonical PDN, path every square, captured the taken
squares, a JSON array in jsonl and separated by commas in csv; legal_moves the number of
legal moves before it). docs/cli.md gives each column's type.

A game with errors is a row like any other. Problems outside any game (a file that holds no
PDN) and files that cannot be read are reported on stderr; the other files go on. The exit
code is 1 when that happened, else 0.`;

const RENDER = `Usage: crownhead render [--variant NAME] [--fen FEN | --pdn FILE [--game N] [--ply K]]
                       [--move TEXT] [--flip] [--coords]

Write a position as an SVG diagram (an SVG document) to standard output, as boardToSvg of
crownhead/svg draws it: the board as the variant has it, the men and kings of both sides, a title
and description for screen readers. Redirect it to a file: crownhead render > board.svg

Options:
${VARIANT_LINE}
                  (with --pdn: the variant of a game without a GameType tag, as for
                  validate; a game with one keeps it)
  --fen FEN       the position to draw (default: the start position)
  --pdn FILE      draw a position of a PDN game, replayed with the rules
  --game N        which game of FILE, counting from 1 (needed when FILE holds several)
  --ply K         the position after K half-moves of the game's mainline: 0 is the start,
                  the default the end; the move of ply K is tinted as the last move
  --move TEXT     a move of the position (PDN move text such as 26x17x10x19x26) drawn along
                  its whole path: every landing square ringed, each captured piece crossed
  --flip          Black's side at the bottom (by default White's, as the numbering diagrams)
  --coords        label the squares as the variant writes them: the PDN number in each
                  playing square, or file letters and rank numbers (Russian, Brazilian)
  -h, --help      show this help

A file that cannot be read, a game or ply that is not there, or a move that is not legal in the
position prints nothing on stdout, "crownhead: <reason>" on stderr (such as
"crownhead: --move: 9-18 is not a legal move for black: ..."), and exits with code 1.`;

const MATCH = `Usage: crownhead match --white SPEC --black SPEC [--variant NAME] [--games N]
                      [--move-time S] [--openings FILE] [--pdn FILE] [--max-plies N]
                      [--hub-params LIST] [--event TEXT] [--wait S]

Play games between two players, every move checked by crownhead's rules. The players swap
colours after each game. A line per game goes to stderr, then the score; the games are written
as PDN (Event, Date, Round, White, Black, Result, Termination) to --pdn FILE or stdout. Two
players of one name are told apart as NAME #1 (--white's) and NAME #2 (--black's). A result that
a DXP peer declares with GAMEEND (Scan does at its move limit) is scored whichever side it
favours, with Termination "adjudication: ..."; one without a result (reason 0) stays *.

A SPEC is one of:
  bot               crownhead's built-in bot (a 4-ply search; bot:N searches N plies)
  hub:COMMAND       a Hub engine started with COMMAND, such as hub:"./scan hub"; it runs in its
                    program's folder (Scan reads scan.ini and data/ there)
  dxp:HOST:PORT     a DXP engine listening at HOST:PORT (Scan: ./scan dxp), crownhead connects
  dxp-listen:PORT   wait on 127.0.0.1:PORT (or dxp-listen:HOST:PORT) for a DXP engine to connect
                    (Moby Dam: mobydam -c 127.0.0.1 -p PORT); stderr says when it listens

Options:
  --white SPEC       the player with White in the first game
  --black SPEC       the player with Black in the first game
  --variant NAME     the rules (default international; Hub: international, breakthrough,
                     frisian, frysk, antidraughts; DXP: the 10x10 variants, which both sides
                     must agree on)
  --games N          the number of games (default 2)
  --move-time S      seconds per move for Hub engines (default 1); DXP peers get whole minutes
                     for 75 moves (at least 1)
  --openings FILE    PDN games whose moves open the games: each opening is played twice, once
                     with each colour, in the file's order
  --pdn FILE         write the games there (rewritten after each game) instead of stdout
  --max-plies N      stop a game unfinished (result *) after N plies (default 300)
  --hub-params LIST  parameters for Hub engines, such as tt-size=16,book=false
  --event TEXT       the Event tag (default "crownhead match")
  --wait S           seconds to wait for an engine to start or a DXP peer to join (default 60)
  -h, --help         show this help

A player that plays an illegal move, crashes, does not answer in time or breaks the protocol
loses that game; its Termination tag says why ("rules infraction: ...", "time forfeit: ...",
"abandoned: ..."). A player that cannot be started or connected at all stops the match with
"crownhead: match: <reason>" and exit code 1.`;

const COMMAND_HELP: Readonly<Record<string, string>> = {
  moves: MOVES,
  perft: PERFT,
  show: SHOW,
  status: STATUS,
  ballots: BALLOTS,
  validate: VALIDATE,
  pdn: PDN,
  export: EXPORT,
  render: RENDER,
  match: MATCH,
};

/** The top-level usage text. */
export function topHelp(): string {
  return TOP;
}

/** The usage text of `command`, or `undefined` for an unknown command. */
export function commandHelp(command: string): string | undefined {
  return Object.hasOwn(COMMAND_HELP, command) ? COMMAND_HELP[command] : undefined;
}
