/**
 * `crownhead match`: games between two players (Hub engines, DXP peers, the built-in bot), every
 * move checked, colours alternating, every game written as PDN.
 * @module
 */
import { writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import type { Game, Variant } from '../../index.js';
import { newGame } from '../../index.js';
import { gameFromPdn, gameToPdn, readPdn, formatPdn } from '../../pdn/index.js';
import { canQuote } from '../../hub/line.js';
import type { MatchPlayer } from '../../engine/index.js';
import {
  botPlayer,
  connectDxp,
  dxpListenPlayer,
  dxpPlayer,
  hubPlayer,
  hubVariant,
  listenDxp,
  playMatchGame,
  printableText,
  startHubEngine,
} from '../../engine/index.js';
import type { Io } from '../io.js';
import type { ParsedOptions } from '../args.js';
import { stringOption } from '../args.js';
import { EXIT_BAD_INPUT, EXIT_OK, OutputError, UsageError } from '../errors.js';
import { lookupVariant } from '../variants.js';
import { readFailure } from '../pdnFiles.js';
import { fileBytes } from '../oneGame.js';

/** The options `match` accepts. */
export const matchOptions = {
  variant: 'string',
  white: 'string',
  black: 'string',
  games: 'string',
  'move-time': 'string',
  openings: 'string',
  pdn: 'string',
  'max-plies': 'string',
  'hub-params': 'string',
  event: 'string',
  wait: 'string',
} as const;

/** A player named on the command line, not yet started. */
type PlayerSpec =
  | { readonly kind: 'bot'; readonly depth: number }
  | { readonly kind: 'hub'; readonly command: string; readonly args: readonly string[] }
  | { readonly kind: 'dxp'; readonly host: string; readonly port: number }
  | { readonly kind: 'dxp-listen'; readonly host: string; readonly port: number };

function port(text: string, option: string): number {
  const n = /^[0-9]{1,5}$/.test(text) ? Number(text) : NaN;
  if (!(n >= 1 && n <= 65535))
    throw new UsageError(`match: ${option}: ${JSON.stringify(text)} is not a port number (1-65535)`);
  return n;
}

/**
 * Reads a SPEC: `bot` (or `bot:DEPTH`), `hub:COMMAND` (the program and its arguments, split at
 * spaces), `dxp:HOST:PORT`, `dxp-listen:PORT` or `dxp-listen:HOST:PORT`.
 */
function parsePlayerSpec(text: string, option: string): PlayerSpec {
  if (text === 'bot') return { kind: 'bot', depth: 4 };
  const colon = text.indexOf(':');
  const kind = colon < 0 ? text : text.slice(0, colon);
  const rest = colon < 0 ? '' : text.slice(colon + 1);
  if (kind === 'bot') {
    const depth = /^[1-9][0-9]?$/.test(rest) ? Number(rest) : NaN;
    if (!(depth <= 12))
      throw new UsageError(`match: ${option}: the bot's depth must be 1-12, found ${JSON.stringify(rest)}`);
    return { kind: 'bot', depth };
  }
  if (kind === 'hub') {
    const words = rest.split(/\s+/).filter((w) => w !== '');
    if (words.length === 0) throw new UsageError(`match: ${option}: hub: needs a command, such as hub:"./scan hub"`);
    return { kind: 'hub', command: words[0]!, args: words.slice(1) };
  }
  if (kind === 'dxp' || kind === 'dxp-listen') {
    const last = rest.lastIndexOf(':');
    const host = last < 0 ? '127.0.0.1' : rest.slice(0, last);
    if (kind === 'dxp' && (last < 0 || host === ''))
      throw new UsageError(`match: ${option}: dxp: needs HOST:PORT, such as dxp:127.0.0.1:27531`);
    return { kind, host: host === '' ? '127.0.0.1' : host, port: port(rest.slice(last + 1), option) };
  }
  throw new UsageError(
    `match: ${option}: ${JSON.stringify(text)} is not a player (bot, hub:COMMAND, dxp:HOST:PORT or dxp-listen:PORT)`,
  );
}

function number(options: ParsedOptions, name: string, fallback: number, min: number, integer: boolean): number {
  const text = stringOption(options, name);
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isFinite(n) || n < min || (integer && !Number.isInteger(n))) {
    throw new UsageError(
      `match: --${name}: ${JSON.stringify(text)} is not ${integer ? 'a whole number' : 'a number'} >= ${min}`,
    );
  }
  return n;
}

/** `--hub-params tt-size=16,book=false` as a record. */
function hubParams(text: string | undefined): Record<string, string> {
  const params: Record<string, string> = {};
  if (text === undefined) return params;
  for (const item of text.split(',')) {
    const eq = item.indexOf('=');
    if (eq <= 0) throw new UsageError(`match: --hub-params: ${JSON.stringify(item)} is not NAME=VALUE`);
    const [name, value] = [item.slice(0, eq).trim(), item.slice(eq + 1).trim()];
    // Refused here, before any engine starts: a `set-param` line cannot carry it.
    if (!canQuote(name) || !canQuote(value))
      throw new UsageError(
        `match: --hub-params: ${JSON.stringify(item)} holds a " or a control character, which Hub cannot carry`,
      );
    params[name] = value;
  }
  return params;
}

interface Settings {
  readonly variant: Variant;
  readonly moveTime: number;
  readonly params: Readonly<Record<string, string>>;
  readonly waitMs: number;
}

/** Starts (or connects) a player. A Hub engine runs in its program's folder, where engines keep their files. */
async function startPlayer(
  spec: PlayerSpec,
  settings: Settings,
  first: { readonly game: Game; readonly color: 'white' | 'black' },
  say: (line: string) => void,
): Promise<MatchPlayer> {
  switch (spec.kind) {
    case 'bot':
      return botPlayer({ depth: spec.depth });
    case 'hub': {
      const program = spec.command.includes('/') ? resolve(spec.command) : spec.command;
      const cwd = spec.command.includes('/') ? dirname(program) : process.cwd();
      return hubPlayer(
        () =>
          startHubEngine({
            command: program,
            args: spec.args,
            cwd,
            variant: settings.variant,
            params: settings.params,
            startTimeout: settings.waitMs,
          }),
        settings.moveTime,
      );
    }
    case 'dxp':
    case 'dxp-listen': {
      // DXP gives whole minutes for a number of moves: enough for 75 moves at --move-time.
      const thinkingTime = Math.min(999, Math.max(1, Math.ceil((settings.moveTime * 75) / 60)));
      const options = {
        name: 'crownhead',
        thinkingTime,
        moves: 75,
        timeout: Math.max(settings.waitMs, settings.moveTime * 1000 * 20),
      };
      if (spec.kind === 'dxp')
        return dxpPlayer(await connectDxp(spec.host, spec.port, { timeout: settings.waitMs }), options);
      const listener = await listenDxp(spec.port, { host: spec.host });
      say(`match: waiting for a DXP engine on ${spec.host}:${listener.port}`);
      // Listens until a peer accepts the first game's request, within --wait: a connection that
      // leaves at once or says nothing does not take the place of the engine that comes next.
      const player = dxpListenPlayer(listener, { ...options, wait: settings.waitMs });
      try {
        await player.waitForPeer(first.game, first.color);
      } catch (error) {
        await player.close();
        throw error;
      }
      return player;
    }
  }
}

/** The openings of `file`: each game's start and moves, replayed with `variant`. */
async function readOpenings(file: string, variant: Variant): Promise<Game[]> {
  const openings: Game[] = [];
  // Streamed (the reader's budgets) and at most GAME_FILE_BYTES: the whole file read first let
  // `--openings /dev/zero` grow the process without bound. Bytes, not Latin-1 text: UTF-8 with
  // the reader's fall-back to ISO-8859-1, as every other command reads PDN.
  try {
    for await (const record of readPdn(fileBytes(file))) {
      if (record.game === undefined) continue;
      const game = gameFromPdn(record.game, { variants: [variant] });
      if (!game.ok)
        throw new UsageError(`match: --openings: ${file}: game ${record.game.index}: ${game.error.message}`);
      openings.push(newGameFrom(game.value.game));
    }
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`match: --openings: ${file}: ${readFailure(error)}`);
  }
  if (openings.length === 0) throw new UsageError(`match: --openings: ${file} holds no game`);
  return openings;
}

/** The game without its tags (the match sets its own). */
function newGameFrom(game: Game): Game {
  return { ...game, tags: {} };
}

function today(): string {
  const d = new Date();
  return `${d.getUTCFullYear()}.${String(d.getUTCMonth() + 1).padStart(2, '0')}.${String(d.getUTCDate()).padStart(2, '0')}`;
}

/**
 * The two players, told apart when they have one name (two copies of one engine, two bots of one
 * depth): `NAME #1` is the player of `--white`, `NAME #2` that of `--black`, in the PDN tags, the
 * lines per game and the standings. Names are read at each use: a Hub engine's is known once it
 * has started, a DXP peer's once it has accepted a game.
 */
function distinctNames(white: MatchPlayer, black: MatchPlayer): [MatchPlayer, MatchPlayer] {
  const label = (self: MatchPlayer, other: MatchPlayer, n: number) => (): string =>
    self.name === other.name ? `${self.name} #${n}` : self.name;
  return [renamed(white, label(white, black, 1)), renamed(black, label(black, white, 2))];
}

/** The player under another name. */
function renamed(player: MatchPlayer, name: () => string): MatchPlayer {
  return {
    get name() {
      return name();
    },
    startGame: (game, color) => player.startGame(game, color),
    move: (game) => player.move(game),
    opponentMoved: (move, game) => player.opponentMoved(move, game),
    endGame: (game, winner) => player.endGame(game, winner),
    close: () => player.close(),
  };
}

/**
 * Runs `match`: `--games` games (default 2) between `--white` and `--black`, who swap colours
 * after each game; each opening of `--openings` is played twice, once with each colour. A line
 * per game goes to stderr; the PDN goes to `--pdn FILE` (rewritten after each game) or stdout.
 */
export async function runMatch(io: Io, options: ParsedOptions): Promise<number> {
  const variant = lookupVariant(stringOption(options, 'variant') ?? 'international');
  const whiteText = stringOption(options, 'white');
  const blackText = stringOption(options, 'black');
  if (whiteText === undefined || blackText === undefined)
    throw new UsageError('match: --white and --black are required');
  const specs = [parsePlayerSpec(whiteText, '--white'), parsePlayerSpec(blackText, '--black')] as const;
  for (const [spec, option] of [
    [specs[0], '--white'],
    [specs[1], '--black'],
  ] as const) {
    if (spec.kind === 'hub' && hubVariant(variant) === undefined) {
      throw new UsageError(
        `match: ${option}: Hub engines play international, breakthrough, frisian, frysk and antidraughts, not ${variant.key}`,
      );
    }
    if ((spec.kind === 'dxp' || spec.kind === 'dxp-listen') && variant.board.squareCount !== 50) {
      throw new UsageError(`match: ${option}: DXP carries games on 50 squares, not ${variant.key}`);
    }
  }
  const games = number(options, 'games', 2, 1, true);
  const moveTime = number(options, 'move-time', 1, 0.01, false);
  const maxPlies = number(options, 'max-plies', 300, 1, true);
  const waitMs = number(options, 'wait', 60, 1, false) * 1000;
  const settings: Settings = { variant, moveTime, params: hubParams(stringOption(options, 'hub-params')), waitMs };
  const openingsFile = stringOption(options, 'openings');
  const openings = openingsFile === undefined ? [newGame(variant)] : await readOpenings(openingsFile, variant);
  const out = stringOption(options, 'pdn');
  const event = stringOption(options, 'event') ?? 'crownhead match';
  const players: MatchPlayer[] = [];
  try {
    for (const [index, spec] of specs.entries()) {
      try {
        // The player of --white has White in the first game.
        players.push(
          await startPlayer(spec, settings, { game: openings[0]!, color: index === 0 ? 'white' : 'black' }, (line) =>
            io.err(line),
          ),
        );
      } catch (error) {
        io.err(
          `crownhead: match: ${spec.kind}: ${printableText(error instanceof Error ? error.message : String(error))}`,
        );
        return EXIT_BAD_INPUT;
      }
    }
    const [first, second] = distinctNames(players[0]!, players[1]!);
    const played: Game[] = [];
    const score = new Map<MatchPlayer, number>([
      [first, 0],
      [second, 0],
    ]);
    for (let i = 0; i < games; i++) {
      const [white, black] = i % 2 === 0 ? [first, second] : [second, first];
      const opening = openings[Math.floor(i / 2) % openings.length]!;
      const r = await playMatchGame(white, black, {
        opening,
        maxPlies,
        tags: { Event: event, Date: today(), Round: String(i + 1) },
      });
      played.push(r.game);
      if (r.winner !== undefined)
        score.set(r.winner === 'white' ? white : black, score.get(r.winner === 'white' ? white : black)! + 1);
      else if (r.result !== '*') for (const p of [white, black]) score.set(p, score.get(p)! + 0.5);
      // Names come from the engines and peers: escaped (r.termination already is).
      io.err(
        `game ${i + 1}/${games}  ${printableText(white.name)} - ${printableText(black.name)}  ${r.result}  ${r.termination}  (${r.game.ply} plies)`,
      );
      if (out !== undefined) {
        // A full disk or a folder that is not there stops the match (exit 74), never a stack trace.
        await writeFile(out, formatPdn(played.map(gameToPdn), { resultToken: true }), 'utf8').catch(
          (error: unknown) => {
            throw OutputError.of(out, error);
          },
        );
      }
    }
    io.err(
      `match: ${printableText(first.name)} ${score.get(first)} - ${score.get(second)} ${printableText(second.name)}`,
    );
    if (out === undefined)
      for (const line of formatPdn(played.map(gameToPdn), { resultToken: true }).replace(/\n$/, '').split('\n'))
        await io.out(line);
    return EXIT_OK;
  } finally {
    await Promise.all(players.map((p) => p.close()));
  }
}
