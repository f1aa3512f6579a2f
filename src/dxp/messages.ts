/**
 * DamExchange (DXP) messages, layer 2 (docs/sources.md, DamExchange protocol): one ASCII letter
 * for the type, then fixed-width fields. Names are 32 characters padded with blanks; numbers
 * are written with leading zeros.
 * @module
 */
import type { Color } from '../core/types.js';
import type { Result } from '../core/result.js';
import { err, ok } from '../core/result.js';
import { CrownheadError } from '../core/errors.js';
import { expectText, expectObject } from '../core/arguments.js';

/** Why DXP text was rejected. */
export type DxpErrorCode =
  /** An empty message. */
  | 'empty'
  /** The first character is not one of `R A M E C B K`. */
  | 'unknown-type'
  /** The message ends before a field it needs. */
  | 'too-short'
  /** Characters after the last field. */
  | 'too-long'
  /** A number field with a character that is not a digit. */
  | 'bad-number'
  /** A colour that is not `W` (white) or `Z` (black, zwart). */
  | 'bad-color'
  /** A starting position that is not `A` (the initial position) or `B` (a position follows). */
  | 'bad-start'
  /** A square number outside 1-50, or a board character that is not `e w z W Z`. */
  | 'bad-square'
  /** An acceptance, reason or stop code out of its range. */
  | 'bad-code'
  /** A character outside ASCII 1-127 (DXP carries ASCII only, and NUL ends a message). */
  | 'bad-text'
  /** A message longer than the stream reader accepts without its NUL. */
  | 'frame-too-long'
  /** A move message that names no legal move of the position. */
  | 'illegal';

/** DXP text that could not be read: what is wrong and where. */
export interface DxpError {
  /** Always `'dxp'`. */
  readonly kind: 'dxp';
  /** A stable code for programs. */
  readonly code: DxpErrorCode;
  /** A sentence for people. */
  readonly message: string;
  /** The 0-based offset in the message where the fault starts. */
  readonly offset: number;
}

/** A position sent with a game request: the side to move and 50 squares of `e w z W Z`. */
export interface DxpSetup {
  /** The side to move first. */
  readonly turn: Color;
  /** One character per square 1-50: `e` empty, `w`/`z` a white/black man, `W`/`Z` a king. */
  readonly board: string;
}

/** GAMEREQ (`R`): the initiator asks for a game. */
export interface DxpGameRequest {
  /** The message's kind: `'game-request'`. */
  readonly type: 'game-request';
  /** The protocol version, 1. */
  readonly version: number;
  /** The initiator's name (at most 32 characters). */
  readonly initiatorName: string;
  /** The colour the follower (the receiver) plays. */
  readonly followerColor: Color;
  /** The thinking time of each player for the whole game, in minutes (0-999). */
  readonly thinkingTime: number;
  /** The number of moves of the game for that time; 0 for no limit (0-999). */
  readonly moves: number;
  /** The starting position; absent for the initial position with White to move. */
  readonly setup?: DxpSetup;
}

/** GAMEACC (`A`): the follower's answer. */
export interface DxpGameAccept {
  /** The message's kind: `'game-accept'`. */
  readonly type: 'game-accept';
  /** The follower's name (at most 32 characters). */
  readonly followerName: string;
  /**
   * 0 accepted; 1 refused, the version is not supported; 2 refused this game (time, position)
   * but willing to play another; 3 refused, no game at all.
   */
  readonly acceptance: 0 | 1 | 2 | 3;
}

/** MOVE (`M`): a move, with the time spent on it. */
export interface DxpMove {
  /** The message's kind: `'move'`. */
  readonly type: 'move';
  /** The time spent on the move, in seconds (0-9999). */
  readonly time: number;
  /** The start square. */
  readonly from: number;
  /** The end square. */
  readonly to: number;
  /** The captured squares, in any order (at most 99). */
  readonly captured: readonly number[];
}

/** GAMEEND (`E`): the end of a game, asked for or acknowledged. */
export interface DxpGameEnd {
  /** The message's kind: `'game-end'`. */
  readonly type: 'game-end';
  /** 0 no reason given (always so in an acknowledgement); 1 I lose; 2 draw; 3 I win. */
  readonly reason: 0 | 1 | 2 | 3;
  /** 0 willing to play another game; 1 stop altogether. */
  readonly stop: 0 | 1;
}

/** CHAT (`C`): free text. */
export interface DxpChat {
  /** The message's kind: `'chat'`. */
  readonly type: 'chat';
  /** The text (ASCII 1-127). */
  readonly text: string;
}

/** BACKREQ (`B`): take moves back to a move number and side to move. */
export interface DxpBackRequest {
  /** The message's kind: `'back-request'`. */
  readonly type: 'back-request';
  /** The move number to go back to (0-999). */
  readonly moveNumber: number;
  /** The side to move there. */
  readonly turn: Color;
}

/** BACKACC (`K`): the answer to a take-back request. */
export interface DxpBackAccept {
  /** The message's kind: `'back-accept'`. */
  readonly type: 'back-accept';
  /** 0 accepted; 1 not supported; 2 refused. */
  readonly acceptance: 0 | 1 | 2;
}

/** Any DXP message. */
export type DxpMessage =
  DxpGameRequest | DxpGameAccept | DxpMove | DxpGameEnd | DxpChat | DxpBackRequest | DxpBackAccept;

const NAME_WIDTH = 32;

function fail<T>(code: DxpErrorCode, message: string, offset: number): Result<T, DxpError> {
  return err({ kind: 'dxp', code, message, offset });
}

/** A reader of fixed-width fields that reports where a field went wrong. */
class Fields {
  pos = 1;
  constructor(readonly text: string) {}

  take(width: number, what: string): Result<string, DxpError> {
    if (this.pos + width > this.text.length) {
      return fail(
        'too-short',
        `the message ends before the ${what} (${width} characters at ${this.pos})`,
        this.text.length,
      );
    }
    const s = this.text.slice(this.pos, this.pos + width);
    this.pos += width;
    return ok(s);
  }

  number(width: number, what: string): Result<number, DxpError> {
    const start = this.pos;
    const s = this.take(width, what);
    if (!s.ok) return s;
    for (let i = 0; i < width; i++) {
      const c = s.value[i]!;
      if (c < '0' || c > '9')
        return fail('bad-number', `the ${what} must be ${width} digits, found ${JSON.stringify(s.value)}`, start + i);
    }
    return ok(Number(s.value));
  }

  color(what: string): Result<Color, DxpError> {
    const start = this.pos;
    const s = this.take(1, what);
    if (!s.ok) return s;
    if (s.value === 'W') return ok('white');
    if (s.value === 'Z') return ok('black');
    return fail('bad-color', `the ${what} must be W or Z, found ${JSON.stringify(s.value)}`, start);
  }

  code<C extends number>(max: C, what: string): Result<number, DxpError> {
    const start = this.pos;
    const s = this.take(1, what);
    if (!s.ok) return s;
    const c = s.value;
    if (c < '0' || c > String(max))
      return fail('bad-code', `the ${what} must be 0 to ${max}, found ${JSON.stringify(c)}`, start);
    return ok(Number(c));
  }

  square(what: string): Result<number, DxpError> {
    const start = this.pos;
    const n = this.number(2, what);
    if (!n.ok) return n;
    if (n.value < 1 || n.value > 50)
      return fail('bad-square', `the ${what} must be a square 01-50, found ${n.value}`, start);
    return n;
  }

  end(): Result<true, DxpError> {
    if (this.pos < this.text.length)
      return fail(
        'too-long',
        `unexpected text after the last field: ${JSON.stringify(this.text.slice(this.pos))}`,
        this.pos,
      );
    return ok(true);
  }
}

/**
 * A name field without its padding: the blanks at its end, and only those (a tab or a control
 * character at the end belongs to the name, so that the name written again reads back the same).
 */
function withoutPadding(field: string): string {
  let end = field.length;
  while (end > 0 && field.charCodeAt(end - 1) === 32) end--;
  return field.slice(0, end);
}

/**
 * Reads one DXP message (without its NUL terminator).
 *
 * Errors, each with the offset of the fault: `empty`, `bad-text` (a character outside ASCII
 * 1-127), `unknown-type`, `too-short`, `too-long`, `bad-number`, `bad-color`, `bad-start`,
 * `bad-square`, `bad-code`. Names are read with their padding blanks removed. Never throws.
 * @example
 * ```ts
 * import { parseDxpMessage } from 'crownhead/dxp';
 * parseDxpMessage('M001232280119'); // => { ok: true, value: { type: 'move', time: 12, from: 32, to: 28, captured: [19] } }
 * parseDxpMessage('E20'); // => { ok: true, value: { type: 'game-end', reason: 2, stop: 0 } }
 * const bad = parseDxpMessage('E5');
 * if (!bad.ok) [bad.error.code, bad.error.offset]; // => ['bad-code', 1]
 * ```
 */
export function parseDxpMessage(text: string): Result<DxpMessage, DxpError> {
  expectText(text, 'text', 'parseDxpMessage');
  if (text.length === 0) return fail('empty', 'empty DXP message', 0);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 1 || code > 127) return fail('bad-text', `character ${code} is not ASCII 1-127`, i);
  }
  const f = new Fields(text);
  switch (text[0]) {
    case 'R': {
      const version = f.number(2, 'version');
      if (!version.ok) return version;
      const name = f.take(NAME_WIDTH, 'initiator name');
      if (!name.ok) return name;
      const followerColor = f.color('follower colour');
      if (!followerColor.ok) return followerColor;
      const thinkingTime = f.number(3, 'thinking time');
      if (!thinkingTime.ok) return thinkingTime;
      const moves = f.number(3, 'number of moves');
      if (!moves.ok) return moves;
      const startAt = f.pos;
      const start = f.take(1, 'starting position');
      if (!start.ok) return start;
      const base = {
        type: 'game-request',
        version: version.value,
        initiatorName: withoutPadding(name.value),
        followerColor: followerColor.value,
        thinkingTime: thinkingTime.value,
        moves: moves.value,
      } as const;
      if (start.value === 'A') {
        const end = f.end();
        return end.ok ? ok(base) : end;
      }
      if (start.value !== 'B')
        return fail('bad-start', `the starting position must be A or B, found ${JSON.stringify(start.value)}`, startAt);
      const turn = f.color('colour to move');
      if (!turn.ok) return turn;
      const boardAt = f.pos;
      const board = f.take(50, 'position');
      if (!board.ok) return board;
      for (let i = 0; i < 50; i++) {
        if (!'ewzWZ'.includes(board.value[i]!)) {
          return fail(
            'bad-square',
            `square ${i + 1} must be e, w, z, W or Z, found ${JSON.stringify(board.value[i])}`,
            boardAt + i,
          );
        }
      }
      const end = f.end();
      return end.ok ? ok({ ...base, setup: { turn: turn.value, board: board.value } }) : end;
    }
    case 'A': {
      const name = f.take(NAME_WIDTH, 'follower name');
      if (!name.ok) return name;
      const acceptance = f.code(3, 'acceptance code');
      if (!acceptance.ok) return acceptance;
      const end = f.end();
      return end.ok
        ? ok({
            type: 'game-accept',
            followerName: withoutPadding(name.value),
            acceptance: acceptance.value as 0 | 1 | 2 | 3,
          })
        : end;
    }
    case 'M': {
      const time = f.number(4, 'time');
      if (!time.ok) return time;
      const from = f.square('start square');
      if (!from.ok) return from;
      const to = f.square('end square');
      if (!to.ok) return to;
      const count = f.number(2, 'number of captured pieces');
      if (!count.ok) return count;
      const captured: number[] = [];
      for (let i = 0; i < count.value; i++) {
        const sq = f.square(`captured square ${i + 1}`);
        if (!sq.ok) return sq;
        captured.push(sq.value);
      }
      const end = f.end();
      return end.ok ? ok({ type: 'move', time: time.value, from: from.value, to: to.value, captured }) : end;
    }
    case 'E': {
      const reason = f.code(3, 'reason');
      if (!reason.ok) return reason;
      const stop = f.code(1, 'stop code');
      if (!stop.ok) return stop;
      const end = f.end();
      return end.ok ? ok({ type: 'game-end', reason: reason.value as 0 | 1 | 2 | 3, stop: stop.value as 0 | 1 }) : end;
    }
    case 'C':
      return ok({ type: 'chat', text: text.slice(1) });
    case 'B': {
      const moveNumber = f.number(3, 'move number');
      if (!moveNumber.ok) return moveNumber;
      const turn = f.color('colour to move');
      if (!turn.ok) return turn;
      const end = f.end();
      return end.ok ? ok({ type: 'back-request', moveNumber: moveNumber.value, turn: turn.value }) : end;
    }
    case 'K': {
      const acceptance = f.code(2, 'acceptance code');
      if (!acceptance.ok) return acceptance;
      const end = f.end();
      return end.ok ? ok({ type: 'back-accept', acceptance: acceptance.value as 0 | 1 | 2 }) : end;
    }
    default:
      return fail('unknown-type', `unknown message type ${JSON.stringify(text[0])} (expected one of R A M E C B K)`, 0);
  }
}

function bad(message: string): never {
  throw new CrownheadError('bad-argument', message);
}

function digits(n: number, width: number, what: string): string {
  if (!Number.isInteger(n) || n < 0 || n >= 10 ** width)
    bad(`the ${what} must be an integer 0-${10 ** width - 1}, found ${n}`);
  return String(n).padStart(width, '0');
}

function name(text: string, what: string): string {
  if (text.length > NAME_WIDTH) bad(`the ${what} has at most ${NAME_WIDTH} characters, found ${text.length}`);
  ascii(text, what);
  // Leading blanks are kept: the field has a fixed width, so they read back as they were.
  return text.padEnd(NAME_WIDTH, ' ');
}

function ascii(text: string, what: string): void {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 1 || code > 127) bad(`the ${what} must be ASCII 1-127, found character ${code}`);
  }
}

const color = (c: Color): string => (c === 'white' ? 'W' : 'Z');

function square(n: number, what: string): string {
  if (!Number.isInteger(n) || n < 1 || n > 50) bad(`the ${what} must be a square 1-50, found ${n}`);
  return digits(n, 2, what);
}

/**
 * Writes one DXP message (without its NUL terminator). Throws a `CrownheadError`
 * (`bad-argument`) for a field DXP cannot carry: a name over 32 characters, a number too wide
 * for its field, a square outside 1-50, a character outside ASCII 1-127. Every message
 * `parseDxpMessage` accepts is written, and reads back as the same message (a name's trailing
 * blanks are padding: they are not read back).
 * Times are whole seconds and whole minutes: round them before.
 * @example
 * ```ts
 * import { formatDxpMessage } from 'crownhead/dxp';
 * formatDxpMessage({ type: 'move', time: 12, from: 32, to: 28, captured: [19] }); // => 'M001232280119'
 * formatDxpMessage({ type: 'game-accept', followerName: 'crownhead', acceptance: 0 }); // => 'Acrownhead                       0'
 * ```
 */
export function formatDxpMessage(message: DxpMessage): string {
  expectObject(message, 'message', 'formatDxpMessage', 'a DxpMessage object');
  switch (message.type) {
    case 'game-request': {
      const head = `R${digits(message.version, 2, 'version')}${name(message.initiatorName, 'initiator name')}${color(message.followerColor)}${digits(message.thinkingTime, 3, 'thinking time')}${digits(message.moves, 3, 'number of moves')}`;
      if (message.setup === undefined) return `${head}A`;
      const board = message.setup.board;
      if (board.length !== 50 || [...board].some((c) => !'ewzWZ'.includes(c)))
        bad('the position must be 50 characters of e, w, z, W, Z');
      return `${head}B${color(message.setup.turn)}${board}`;
    }
    case 'game-accept':
      return `A${name(message.followerName, 'follower name')}${digits(message.acceptance, 1, 'acceptance code')}`;
    case 'move':
      return `M${digits(message.time, 4, 'time')}${square(message.from, 'start square')}${square(message.to, 'end square')}${digits(message.captured.length, 2, 'number of captured pieces')}${message.captured.map((sq) => square(sq, 'captured square')).join('')}`;
    case 'game-end':
      if (message.reason > 3) bad('the reason must be 0-3');
      if (message.stop > 1) bad('the stop code must be 0 or 1');
      return `E${digits(message.reason, 1, 'reason')}${digits(message.stop, 1, 'stop code')}`;
    case 'chat':
      ascii(message.text, 'chat text');
      return `C${message.text}`;
    case 'back-request':
      return `B${digits(message.moveNumber, 3, 'move number')}${color(message.turn)}`;
    case 'back-accept':
      if (message.acceptance > 2) bad('the acceptance code must be 0-2');
      return `K${digits(message.acceptance, 1, 'acceptance code')}`;
  }
}
