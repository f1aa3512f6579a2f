/**
 * One file of 1,500 lines on purpose: the lexer is one class whose token readers and fast paths
 * share its buffer, position and line fields, and a class cannot be split across modules.
 *
 * The PDN lexer: text to tokens with their location, for the PDN 3.0 reading grammar
 * (`wiegerw/pdn` `grammars/pdn_reading_antlr.g4`, docs/sources.md, PDN 3.0: reading grammar; PDN 3.0: move text) and
 * the real-file deviations of section 1.10.
 *
 * It decides up front what the grammar leaves to context (section 7): a whole move is one token
 * (`32-28`, `26x17x10`, `1- 7` with spaces, `a3b4`, `3228` without separator), so `1-1` is a
 * result only when no digit follows (`1-10` is a move); `*` glued to a move is a strength in
 * lenient mode; `(?)` is a strength, `(` a variation.
 *
 * The lexer pulls one token at a time from a buffer that may be extended (streaming): a token
 * that could go on past the end of the buffer is not returned until more text arrives or the
 * input is declared final. It imports no rules.
 * @module
 */
import type { PdnLocation, PdnProblemCode, PdnTag } from './types.js';

/** Token kinds (small integers: the parser switches on them in its hot loop). */
export const T_EOF = 0;
/** More input is needed before the next token can be read. */
export const T_MORE = 1;
/** `[Name "value"]`: `name`, `text` (the unescaped value). */
export const T_TAG = 2;
/** A move number `12.` or `12...`: `dots`. */
export const T_NUMBER = 3;
/** `...` standing alone (`1. ... 7-12`). */
export const T_ELLIPSIS = 4;
/** A move: `text` (normalised), `strength` when a suffix is glued to it. */
export const T_MOVE = 5;
/** A move-strength suffix standing alone (`32-28 !`): `text`. */
export const T_STRENGTH = 6;
/** `$n`: `nag`. */
export const T_NAG = 7;
/** `{…}`, or `(…)` when parentheses are read as comments: `text`. */
export const T_COMMENT = 8;
/** `/…/`: `text` between the slashes. */
export const T_SETUP = 9;
/** `(` opening a variation. */
export const T_OPEN = 10;
/** `)` closing a variation. */
export const T_CLOSE = 11;
/** `*` standing alone: the game separator. */
export const T_STAR = 12;
/** A result token such as `1-0` or `1/2-1/2`: `text`. */
export const T_RESULT = 13;
/** A lone `-`: an unknown move (`41. - -`). */
export const T_DASH = 14;
/** Text that is not PDN: `text`. */
export const T_UNKNOWN = 15;
/** A `;` comment to the end of the line: `text`. */
export const T_SEMI = 16;
/**
 * A token longer than `maxTokenLength`: its first `maxTokenLength` characters were skipped and
 * reading goes on after them; `longTag` says whether it began with `[`.
 */
export const T_LONG = 17;

/** How a problem found by the lexer is graded: always an error, or by the reading mode. */
export type RawSeverity = 'error' | 'deviation' | 'warning';

/** A problem the lexer found in the current token, graded later by the parser. */
export interface RawProblem {
  /** Error, deviation (warning in lenient mode, error in strict mode) or warning. */
  readonly severity: RawSeverity;
  /** The problem code. */
  readonly code: PdnProblemCode;
  /** A sentence for people. */
  readonly message: string;
  /** Where the fault is. */
  readonly location: PdnLocation;
}

/** Lexer settings. */
export interface LexerOptions {
  /** Accept the deviations of section 1.10 that change how text is cut into tokens. */
  readonly lenient: boolean;
  /** Read `( … )` as a comment (CheckerBoard / Nemesis) instead of a variation. */
  readonly parenthesisComments: boolean;
  /** The longest comment kept, in characters; a longer one is cut with a `budget` error. */
  readonly maxCommentLength: number;
  /**
   * The most characters one token other than a `{…}` or `(…)` comment may take to read
   * (lookahead included); a longer one is {@link T_LONG}. Unlimited when absent.
   */
  readonly maxTokenLength?: number;
}

/** A token that ran into the end of the buffer is tried again on every chunk up to this length. */
const RETRY_ALWAYS = 64;

/** `markOffset` when no problem is queued by {@link Lexer.mark}. */
const NO_MARK = 9_007_199_254_740_991; // Number.MAX_SAFE_INTEGER, as a literal a bundler can drop

/** The longest setup command looked for; a `/` with no closing `/` within it is not a setup. */
const MAX_SETUP = 4096;

/**
 * The most blanks looked over for a separator inside a move (`32 - 28`): farther than this, the
 * move has ended. It keeps the look-ahead of a move bounded, so that a run of blanks after a move
 * is never held in memory nor counted as part of a token.
 */
const MAX_MOVE_BLANKS = 64;

/** How far past its end the token path may look at a move (blanks, a separator, a suffix). */
const MOVE_LOOKAHEAD = 72; // MAX_MOVE_BLANKS + 8, as a literal a bundler can drop where the lexer is unused

const isDigit = (c: number): boolean => c >= 48 && c <= 57;

const ENCODER = /* @__PURE__ */ new TextEncoder();
const NON_ASCII = /[^\x00-\x7f]/g;

/**
 * The text as one byte per UTF-16 unit: its code when below 128, 127 (DEL) for any other, so that
 * index i is character i. The fast paths (`plainRun`, `tagRun`) read these bytes instead of
 * `charCodeAt`: V8 compiles every `charCodeAt` on a string it cannot prove flat into a dispatch
 * over the string's representations, and a byte array read is one load
 * (docs/performance.md#reading-pdn). They read only ASCII structure, take DEL as
 * "something else" and stop there, and slice their texts from the string itself.
 */
function asciiCodes(text: string, into: Uint8Array): Uint8Array {
  // Written into the array of the last call when it is long enough: one allocation per buffer
  // growth, not per chunk.
  const out = into.length >= text.length ? into : new Uint8Array(Math.max(text.length, 2 * into.length));
  const { read, written } = ENCODER.encodeInto(text, out);
  // UTF-8 has one byte per character exactly when the text is ASCII.
  if (read !== text.length || written !== text.length) ENCODER.encodeInto(text.replace(NON_ASCII, '\x7f'), out);
  return out;
}

/**
 * The texts of two-square moves in normal form (`11-15`, `24x15`), made once and shared: most
 * moves are such, and a shared string costs no allocation. Index `(from * 100 + to) * 2`, plus 1
 * for a capture; filled on first use.
 */
let twoSquareTexts: (string | undefined)[] | undefined;
const TWO_SQUARE_KEYS = 20000;

/** {@link Lexer.plainRun}'s answer: something was read. */
const RUN_READ = 1;
/** {@link Lexer.plainRun}'s answer: the last token read was a move. */
export const RUN_AFTER_MOVE = 2;
/** {@link Lexer.plainRun}'s answer: a move number read by it waits for its move. */
export const RUN_PENDING = 4;
/** {@link Lexer.plainRun}'s answer: the caller's move number still waits for its move. */
export const RUN_STILL_PENDING = 8;

/** The part of a tree node that {@link Lexer.plainRun} fills in. */
export interface RunMove {
  move: string;
  location?: PdnLocation;
  comments?: string[];
  nags?: number[];
}

/** True for a tag name in the grammar's form: a capital letter, then letters, digits or `_`. */
function isTagName(name: string): boolean {
  const c0 = name.charCodeAt(0);
  if (!(c0 >= 65 && c0 <= 90)) return false;
  for (let i = 1; i < name.length; i++) {
    const c = name.charCodeAt(i);
    if (!((c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95)) return false;
  }
  return true;
}

/** A tag value without its escapes (`\"` is a quote, `\\` a backslash; other backslashes stay). */
function unescape(text: string, escapes: boolean): string {
  return escapes ? text.replace(/\\(["\\])/g, '$1') : text;
}

/** Characters that end a run of unknown text (besides white space). */
function endsUnknown(c: number): boolean {
  return c === 123 || c === 125 || c === 40 || c === 41 || c === 91 || c === 93 || c === 37 || c === 59 || c === 42;
}

const isBlank = (c: number): boolean => c === 32 || c === 9;

function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13 || c === 0xa0 || c === 0xfeff;
}

/**
 * Three or four digits that cut into two squares as the reading grammar writes them, `[1-9]`,
 * `[1-9][0-9]` or `0[1-9]` (`3328`, `914`, `0510`; not `100` or `3300`). Two digits match the
 * pattern too (`32` is 3 and 2) but are one square: the caller asks for three or more.
 */
const TWO_SQUARES = /^(?:0?[1-9]|[1-9][0-9])(?:0?[1-9]|[1-9][0-9])$/;

/**
 * True for unknown text that may be a lost move: it holds a digit (a square number), and it is
 * not a NAG out of range (`$1234567890`) nor FMJD's sign for men won (`+1`, FMJD rules, article
 * 9.1). Its sign for men lost, `-1`, counts: it is also `1-6` with its first square lost.
 */
function isMoveLike(text: string): boolean {
  return /[0-9]/.test(text) && !/^(?:\$[0-9]+|\+[0-9])$/.test(text);
}

/** The capture separators of the reading grammar (`x`, `:`) and their lenient variants. */
function separatorKind(c: number): 0 | 1 | 2 {
  // 1 = move (`-`), 2 = capture; 0 = not a separator.
  if (c === 45) return 1;
  if (c === 120 || c === 58) return 2;
  if (c === 88 || c === 0xd7) return 2; // X, ×
  if (c === 0x2013 || c === 0x2011 || c === 0x2012 || c === 0x2014) return 1; // typographic dashes
  return 0;
}

/** True for the separators the reading grammar has (`-`, `x`, `:`). */
const standardSeparator = (c: number): boolean => c === 45 || c === 120 || c === 58;

/**
 * A pull lexer over a growing buffer. `next()` returns a token kind and leaves the token's data
 * in the public fields; `T_MORE` means the buffer ended inside a token and `feed` must add text
 * (or `finish` declare the end) before asking again.
 */
export class Lexer {
  private buf = '';
  /** `buf` as one byte per character for the fast paths (see {@link asciiCodes}); may be longer. */
  private codes: Uint8Array = new Uint8Array(0);
  private pos = 0;
  /** Absolute offset of `buf[0]`. */
  private base = 0;
  private line = 1;
  /** Absolute offset of the first character of the current line. */
  private lineStart = 0;
  private final = false;
  /** Text fed but not yet joined to `buf` (see {@link Lexer.feed}), and its length. */
  private queue: string[] = [];
  private queued = 0;
  /** A token ran into the end of the buffer: nothing is read until the unread text reaches `wanted`. */
  private stalled = false;
  private wanted = 0;
  /** Problems queued by {@link Lexer.mark}, in offset order, and the offset of the first. */
  private marks: RawProblem[] = [];
  private markOffset = NO_MARK;
  /** Set when a token looked past the end of a non-final buffer. */
  private hitEnd = false;
  // A comment that runs over the end of the buffer (streaming): its parts so far.
  private inComment = false;
  private commentParts: string[] = [];
  private commentLength = 0;
  private commentCut = false;
  private commentStart: PdnLocation = { offset: 0, line: 1, column: 1 };
  // The comment's kind: `}` (125) for `{…}`, `)` (41) for `(…)` read as a comment, and the
  // nesting depth of the parentheses still open in it.
  private commentCloser = 125;
  private commentDepth = 0;
  // A `%` line runs over the end of the buffer: the rest of it is skipped when text comes.
  private inPercent = false;
  /** The longest token (see {@link LexerOptions.maxTokenLength}). */
  private readonly maxToken: number;
  // `code(i)` reads the buffer below `window` (the token's start plus `maxToken`, or the buffer's
  // end if sooner); a read at or beyond the token's start plus `maxToken` sets `tooLong`.
  private window = 0;
  private tooLong = false;
  /** For {@link T_LONG}: the token began with `[` (a tag pair). */
  longTag = false;
  /**
   * What the game being read may still hold, kept here because the fast paths fill the tree too:
   * the parser sets them when a game begins and counts down with them. The fast paths stop
   * before a token that would go over, so that the token path reports it.
   */
  roomMoves = Number.MAX_SAFE_INTEGER;
  /** Comments the game may still hold (see {@link Lexer.roomMoves}). */
  roomComments = Number.MAX_SAFE_INTEGER;
  /** NAGs the game may still hold (see {@link Lexer.roomMoves}). */
  roomNags = Number.MAX_SAFE_INTEGER;
  /** Tags the game may still hold (see {@link Lexer.roomMoves}). */
  roomTags = Number.MAX_SAFE_INTEGER;
  /** The offset a token of the game may not end beyond (see {@link Lexer.roomMoves}). */
  gameEnd = Number.MAX_SAFE_INTEGER;
  private readonly options: LexerOptions;
  // Where the current token starts; the location object is made only when asked for.
  /** The current token's offset. */
  tokOffset = 0;
  /** The current token's line. */
  tokLine = 1;
  /** The offset where the current token's line starts. */
  tokLineStart = 0;
  private tokLocation: PdnLocation | undefined;

  /** Where the current token starts. */
  get location(): PdnLocation {
    return (this.tokLocation ??= {
      offset: this.tokOffset,
      line: this.tokLine,
      column: this.tokOffset - this.tokLineStart + 1,
    });
  }
  /** The token's text: move, comment, value, result, unknown text. */
  text = '';
  /** A tag's name. */
  name = '';
  /** A move's glued strength suffix, or `''`. */
  strength = '';
  /** A NAG's number. */
  nag = 0;
  /** A move number's count of dots. */
  dots = 0;
  /** A move number's number. */
  number = 0;
  /** Problems found in the current token. */
  problems: RawProblem[] | undefined;

  /** A lexer with the given settings and no text yet. */
  constructor(options: LexerOptions) {
    this.options = options;
    this.maxToken = Math.max(1, options.maxTokenLength ?? Number.MAX_SAFE_INTEGER);
  }

  /** The offset just after the text read so far (after the current token). */
  get offset(): number {
    return this.base + this.pos;
  }

  /**
   * Appends text to the buffer, dropping what has been read.
   *
   * While a token that ran into the end of the buffer waits ({@link Lexer.next} returned
   * `T_MORE` with `stalled` set), the text is only queued, and joined to the buffer once the
   * unread text has doubled since the token was last tried: a token of n characters is then
   * tried at most log(n) times, on lengths that grow geometrically, and each try, join and byte
   * view costs time in proportion to its length; reading it costs O(n) in all, whatever the
   * chunk size (docs/performance.md#long-tokens-and-chunk-ends).
   */
  feed(text: string): void {
    if (text.length === 0) return;
    if (this.stalled) {
      this.queue.push(text);
      this.queued += text.length;
      if (this.buf.length - this.pos + this.queued < this.wanted) return;
    } else this.queue.push(text);
    this.join();
  }

  /** Joins the queued text to the buffer (dropping what has been read) and makes the byte view. */
  private join(): void {
    this.stalled = false;
    if (this.queue.length === 0) return;
    if (this.pos > 0) {
      this.base += this.pos;
      this.buf = this.buf.slice(this.pos);
      this.pos = 0;
    }
    // `join` makes one flat string; `+` would make a rope, whose every charCodeAt is slower.
    if (this.buf.length > 0) this.queue.unshift(this.buf);
    this.buf = this.queue.length === 1 ? this.queue[0]! : this.queue.join('');
    this.queue = [];
    this.queued = 0;
    this.codes = asciiCodes(this.buf, this.codes);
  }

  /** Declares that no more text will come. */
  finish(): void {
    this.final = true;
    this.join();
  }

  /**
   * Queues a problem found outside the text (such as a change of byte encoding) at the end of
   * the text fed so far, where the next text will begin. It is handed out with the first token
   * that reads past that point (or at the end of the input), as the token's own problems are,
   * so that it lands in the same game however the text was cut into chunks.
   */
  mark(severity: RawSeverity, code: PdnProblemCode, message: string): void {
    this.join();
    const location = this.locationAt(this.pos, this.buf.length, this.line, this.lineStart);
    this.marks.push({ severity, code, message, location });
    this.markOffset = this.marks[0]!.location.offset;
  }

  /** Moves the marks the reading has passed (all of them at the end) into the token's problems. */
  private takeMarks(end: boolean): void {
    const reached = this.base + this.pos;
    while (this.marks.length > 0 && (end || this.marks[0]!.location.offset < reached)) {
      (this.problems ??= []).push(this.marks.shift()!);
    }
    this.markOffset = this.marks.length > 0 ? this.marks[0]!.location.offset : NO_MARK;
  }

  /** The location just after the last text read so far. */
  here(): PdnLocation {
    const offset = this.base + this.pos;
    return { offset, line: this.line, column: offset - this.lineStart + 1 };
  }

  private code(i: number): number {
    if (i < this.window) return this.buf.charCodeAt(i);
    if (i < this.buf.length) this.tooLong = true;
    else if (!this.final) this.hitEnd = true;
    return -1;
  }

  /**
   * The location of `buf[i]` inside a token that starts at `from` on `line` (whose first
   * character is at offset `lineStart`): line ends between them counted (tags may span lines).
   */
  private locationAt(from: number, i: number, line: number, lineStart: number): PdnLocation {
    const buf = this.buf;
    for (let k = from; k < i; k++) {
      const c = buf.charCodeAt(k);
      if (c === 10 || (c === 13 && buf.charCodeAt(k + 1) !== 10)) {
        line++;
        lineStart = this.base + k + 1;
      }
    }
    const offset = this.base + i;
    return { offset, line, column: offset - lineStart + 1 };
  }

  private problem(severity: RawSeverity, code: PdnProblemCode, message: string, location: PdnLocation): void {
    (this.problems ??= []).push({ severity, code, message, location });
  }

  /** Advances line counting over `buf[from, to)`. */
  private countLines(from: number, to: number): void {
    const at = this.locationAt(from, to, this.line, this.lineStart);
    this.line = at.line;
    this.lineStart = at.offset - at.column + 1;
  }

  /**
   * Skips white space and `%` line comments (PDN 3.0 grammar, section 1.2). Returns false when
   * it stopped at the end of a non-final buffer where what follows matters (a CR whose LF may
   * come next, or a `%` comment without its line end).
   */
  private skipSpace(): boolean {
    const buf = this.buf;
    const codes = this.codes;
    const len = buf.length;
    let pos = this.pos;
    // Set when what is at the end of the buffer depends on text not here yet.
    let more = false;
    if (this.inPercent) {
      // The rest of a `%` line begun in an earlier buffer.
      while (pos < len && codes[pos] !== 10 && codes[pos] !== 13) pos++;
      this.pos = pos;
      if (pos >= len && !this.final) return false;
      this.inPercent = false;
    }
    while (pos < len) {
      const c = codes[pos]!;
      if (c === 32 || c === 9) pos++;
      else if (c === 10) {
        pos++;
        this.line++;
        this.lineStart = this.base + pos;
      } else if (c === 13) {
        if (pos + 1 >= len) {
          if ((more = !this.final)) break;
          pos++;
          this.line++;
          this.lineStart = this.base + pos;
        } else if (codes[pos + 1] === 10) pos++;
        else {
          pos++;
          this.line++;
          this.lineStart = this.base + pos;
        }
      } else if (c === 37) {
        // `%` to the end of the line is ignored (the ANTLR reading grammar skips it anywhere).
        let end = pos + 1;
        while (end < len) {
          const d = codes[end];
          if (d === 10 || d === 13) break;
          end++;
        }
        pos = end;
        // A `%` line not ended yet: its rest, in the next text, is skipped too (not read as
        // text), and what was read of it is dropped (a long line is never held).
        if (end >= len && (more = !this.final)) {
          this.inPercent = true;
          break;
        }
      } else if (c === 127 && (buf.charCodeAt(pos) === 0xa0 || buf.charCodeAt(pos) === 0xfeff)) {
        pos++; // 127 in the byte view stands for every non-ASCII character
      } else break;
    }
    this.pos = pos;
    return !more && (pos < len || this.final);
  }

  /**
   * The fast path for plain movetext, called by the parser after each token of a game body:
   * reads what `next` would, as long as it is spaces, tabs and line ends, move numbers (`12.`,
   * `12...`), moves in normal form (`11-15`, `24x15x6`: numeric squares without a leading zero,
   * `-` or `x`), and one-line comments `{…}` and NAGs `$n` after a move; and puts each into the
   * tree as the parser would: moves onto `moves`, comments and NAGs onto the last of them. The
   * state stays in locals, and nothing is built but the tree's own objects.
   *
   * It stops, leaving the position at the start of the token, at anything else: another token, a
   * token that touches the end of a non-final buffer, a second move number with no move between
   * (a `move-number-without-move` problem), anything with a problem, and a move, comment or NAG
   * the game has no room for ({@link Lexer.roomMoves}) or that ends beyond
   * {@link Lexer.gameEnd}: the token path reports those. `pending` is true when a move number is
   * already waiting for its move.
   *
   * Returns 0 when nothing was read; otherwise `RUN_READ`, plus `RUN_AFTER_MOVE` when the last
   * token was a move, plus `RUN_PENDING` when a move number read here waits for its move (its
   * location is then in `tokOffset`, `tokLine` and `tokLineStart`) or `RUN_STILL_PENDING` when
   * the caller's number still does.
   */
  plainRun(moves: RunMove[], pending: boolean): number {
    // A queued problem is handed out by the token path, which reads one token at a time.
    if (this.markOffset !== NO_MARK) return 0;
    const buf = this.buf;
    const codes = this.codes;
    const len = buf.length;
    const base = this.base;
    // No token may end beyond `end` (the game's length budget).
    const end = this.gameEnd - base;
    const table = (twoSquareTexts ??= new Array<string | undefined>(TWO_SQUARE_KEYS).fill(undefined));
    let pos = this.pos;
    let line = this.line;
    let lineStart = this.lineStart;
    let state = 0;
    let fresh = false; // the pending number was read here
    for (;;) {
      // White space: spaces, tabs, LF and CRLF (a lone CR, or one at the end, is for skipSpace).
      let c = pos < len ? codes[pos]! : -1;
      for (;;) {
        if (c === 10) {
          line++;
          lineStart = base + pos + 1;
        } else if (c === 13) {
          if (pos + 1 >= len || codes[pos + 1]! !== 10) break;
          line++;
          lineStart = base + ++pos + 1;
        } else if (c !== 32 && c !== 9) break;
        c = ++pos < len ? codes[pos]! : -1;
      }
      const start = pos;
      if (c >= 49 && c <= 57) {
        // A square or a move number: [1-9][0-9]?
        let value = c - 48;
        let i = start + 1;
        c = i < len ? codes[i]! : -1;
        if (c >= 48 && c <= 57) {
          value = value * 10 + c - 48;
          c = ++i < len ? codes[i]! : -1;
        }
        if (c === 45 || c === 120) {
          const sep = c;
          const first = value;
          let second = 0;
          let squares = 1;
          do {
            c = ++i < len ? codes[i]! : -1;
            if (!(c >= 49 && c <= 57)) {
              squares = 0; // a separator with no square after it
              break;
            }
            value = c - 48;
            c = ++i < len ? codes[i]! : -1;
            if (c >= 48 && c <= 57) {
              value = value * 10 + c - 48;
              c = ++i < len ? codes[i]! : -1;
            }
            if (++squares === 2) second = value;
          } while (c === 120 && sep === 120);
          // What follows must end the move for sure (a space followed by a separator is `move`'s:
          // `32 - 28`); reads past the end gave -1, which fails every test.
          let d: number;
          if (c === 32 && i + 1 < len && (d = codes[i + 1]!) >= 48 && d <= 57) {
            // the common case: one space, then the next move number or move
          } else if (c === 32 || c === 9) {
            let j = i + 1;
            while (j < len && isBlank(codes[j]!)) j++;
            // 127 stands for any non-ASCII character, typographic dashes and × among them.
            if (j >= len || codes[j] === 127 || separatorKind(codes[j]!) !== 0) break;
          } else if (!(c === 10 || c === 13 || c === 123 || c === 41 || c === 36)) break;
          // A move the token path might find too long goes there (it looks a little past the move).
          if (squares < 2 || i > end || this.roomMoves <= 0 || i + MOVE_LOOKAHEAD >= start + this.maxToken) break;
          this.roomMoves--;
          let text: string;
          if (squares === 2) {
            if (sep === 45 && first === 1 && second === 1) break; // the result 1-1
            // The text is given by its squares and separator: made once, then shared.
            const key = (first * 100 + second) * 2 + (sep === 120 ? 1 : 0);
            text = table[key] ??= buf.slice(start, i);
          } else text = buf.slice(start, i);
          const offset = base + start;
          moves[moves.length] = { move: text, location: { offset, line, column: offset - lineStart + 1 } };
          state = RUN_READ | RUN_AFTER_MOVE;
          pending = false;
          pos = i;
          continue;
        }
        // A move number: digits, then one dot or three.
        if (c !== 46 || pending) break;
        let j = i + 1;
        while (j < len && codes[j]! === 46) j++;
        if (j >= len || (j - i !== 1 && j - i !== 3) || j > end || j >= start + this.maxToken) break;
        this.tokOffset = base + start;
        this.tokLine = line;
        this.tokLineStart = lineStart;
        this.tokLocation = undefined;
        pending = fresh = true;
        state = RUN_READ;
        pos = j;
        continue;
      }
      // Comments and NAGs after a move: onto that move.
      const target = moves.length > 0 ? moves[moves.length - 1]! : undefined;
      if (target === undefined) break;
      if (c === 123) {
        // A comment on one line.
        const close = buf.indexOf('}', start + 1);
        if (close < 0 || close - start > this.options.maxCommentLength || close >= end || this.roomComments <= 0) break;
        const text = buf.slice(start + 1, close);
        if (text.indexOf('\n') >= 0 || text.indexOf('\r') >= 0) break;
        (target.comments ??= []).push(text);
        this.roomComments--;
        pos = close + 1;
      } else if (c === 36) {
        // `$` and one to nine digits.
        let i = start + 1;
        let value = 0;
        while (i < len && (c = codes[i]!) >= 48 && c <= 57) {
          value = value * 10 + c - 48;
          i++;
        }
        if (
          i >= len ||
          i === start + 1 ||
          i - start > 10 ||
          i > end ||
          this.roomNags <= 0 ||
          i >= start + this.maxToken
        )
          break;
        (target.nags ??= []).push(value);
        this.roomNags--;
        pos = i;
      } else break;
      state = (state & ~RUN_AFTER_MOVE) | RUN_READ;
    }
    this.pos = pos;
    this.line = line;
    this.lineStart = lineStart;
    if (state === 0) return 0;
    return state | (pending ? (fresh ? RUN_PENDING : RUN_STILL_PENDING) : 0);
  }

  /**
   * The fast path for a tag section, called by the parser after a tag: reads the tag pairs that
   * follow as long as each is in the common form `[Name "value"]` (no escape, no line end inside,
   * all in the buffer), and pushes them onto `tags`. It stops, leaving the position at the start
   * of the next token, at anything else, and at a tag over a budget (see {@link Lexer.plainRun}).
   * Returns how many it read.
   */
  tagRun(tags: PdnTag[]): number {
    if (this.markOffset !== NO_MARK) return 0;
    const buf = this.buf;
    let count = 0;
    // White space and `%` lines before a tag are skipped as `next` would skip them.
    while (this.skipSpace()) {
      const pos = this.pos;
      const close = this.commonTag(pos);
      // A tag over a budget (see `plainRun`) is for the token path.
      if (close < 0 || close + 2 > pos + this.maxToken || this.base + close + 2 > this.gameEnd || this.roomTags <= 0)
        break;
      this.roomTags--;
      const offset = this.base + pos;
      tags.push({
        name: buf.slice(pos + 1, this.nameEnd),
        value: buf.slice(this.nameEnd + 2, close),
        location: { offset, line: this.line, column: offset - this.lineStart + 1 },
      });
      count++;
      this.pos = close + 2;
    }
    return count;
  }

  /** Where the name of the tag pair read by {@link Lexer.commonTag} ends (its space). */
  private nameEnd = 0;

  /**
   * A tag pair at `pos` in the common form `[Name "value"]`: a name in the grammar's form, one
   * space, a value with no escape and no line end, all in the buffer. Returns the index of the
   * value's closing quote (the name ends at `nameEnd`), or -1 for anything else, which the token
   * path reads. Read on the byte view; reads stay within the buffer.
   */
  private commonTag(pos: number): number {
    const codes = this.codes;
    const len = this.buf.length;
    if (pos >= len || codes[pos] !== 91) return -1;
    let i = pos + 1;
    let c = i < len ? codes[i]! : -1;
    if (!(c >= 65 && c <= 90)) return -1;
    do c = ++i < len ? codes[i]! : -1;
    while ((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95);
    if (c !== 32 || i + 1 >= len || codes[i + 1] !== 34) return -1;
    let j = i + 2;
    while (j < len && (c = codes[j]!) !== 34 && c !== 92 && c !== 10 && c !== 13) j++;
    if (j + 1 >= len || c !== 34 || codes[j + 1] !== 93) return -1;
    this.nameEnd = i;
    return j;
  }

  /** Reads the next token; see the `T_` constants. */
  next(): number {
    this.problems = undefined;
    this.strength = '';
    if (this.stalled) return T_MORE;
    const kind = this.token0();
    if (kind === T_MORE) {
      // Wait until the unread text has doubled (see `feed`); a short token is tried again on
      // every chunk (at most RETRY_ALWAYS characters each time), so that a game goes out as
      // soon as the next one begins.
      const unread = this.buf.length - this.pos;
      this.stalled = true;
      this.wanted = unread < RETRY_ALWAYS ? 1 : 2 * unread;
    } else if (this.markOffset !== NO_MARK) this.takeMarks(kind === T_EOF);
    return kind;
  }

  private token0(): number {
    if (this.inComment) return this.continueComment();
    if (!this.skipSpace()) return T_MORE;
    const buf = this.buf;
    const start = this.pos;
    if (start >= buf.length) return this.final ? T_EOF : T_MORE;
    const line = this.line;
    const lineStart = this.lineStart;
    this.tokOffset = this.base + start;
    this.tokLine = line;
    this.tokLineStart = lineStart;
    this.tokLocation = undefined;
    this.hitEnd = false;
    this.tooLong = false;
    this.window = Math.min(buf.length, start + this.maxToken);
    const kind = this.token(buf.charCodeAt(start), start);
    if (this.hitEnd || this.tooLong) {
      this.pos = start;
      this.line = line;
      this.lineStart = lineStart;
      this.problems = undefined;
      // Decided only once nothing was missing: a read past the end of the buffer may have
      // changed what was read after it.
      if (this.hitEnd) return T_MORE;
      // Too long: its first maxToken characters are skipped (never held: the buffer drops them),
      // and reading goes on from there, as it would in a whole text.
      this.longTag = buf.charCodeAt(start) === 91;
      const end = start + this.maxToken;
      this.countLines(start, end);
      this.pos = end;
      this.inComment = false;
      return T_LONG;
    }
    return kind;
  }

  private token(c: number, start: number): number {
    if (c >= 48 && c <= 57) return this.digits(start);
    switch (c) {
      case 91: // [
        return this.tag(start);
      case 123: // {
        return this.comment(start, 125);
      case 40: // (
        return this.open(start);
      case 41: // )
        this.pos = start + 1;
        return T_CLOSE;
      case 42: // *
        this.pos = start + 1;
        return T_STAR;
      case 36: // $
        return this.nagToken(start);
      case 47: // /
        return this.setup(start);
      case 59: // ;
        return this.semicolon(start);
      case 33: // !
      case 63: // ?
        this.pos = this.strengthRun(start);
        this.text = this.buf.slice(start, this.pos);
        return T_STRENGTH;
      case 46: // .
        return this.dotsToken(start);
      case 45: // -
        return this.dash(start);
      case 0xbd: // ½
        return this.halfResult(start);
      default:
        // Digits never get here: they go to `digits` before the switch.
        if (c >= 97 && c <= 108 && isDigit(this.code(start + 1))) return this.move(start);
        return this.unknown(start);
    }
  }

  /** `[Name "value"]` (PDN 3.0 tag pair; section 1.3). */
  private tag(start: number): number {
    const buf = this.buf;
    // The common case first: `[Name "value"]` with no escape and no line end, all in the buffer.
    const quote = this.commonTag(start);
    // (Longer than a token may be: the path below finds that out as it reads.)
    if (quote >= 0 && quote + 2 <= this.window) {
      this.name = buf.slice(start + 1, this.nameEnd);
      this.text = buf.slice(this.nameEnd + 2, quote);
      this.pos = quote + 2;
      return T_TAG;
    }
    const line = this.line;
    const lineStart = this.lineStart;
    // Anything else: spaces or line ends inside, escapes, odd quotes, no quotes, faults.
    let i = this.skipInside(start + 1);
    const nameStart = i;
    for (;;) {
      const c = this.code(i);
      if (c < 0 || isSpace(c) || c === 34 || c === 93 || c === 91 || c === 0x201c) break;
      i++;
    }
    if (this.hitEnd || this.tooLong) return T_TAG;
    const name = buf.slice(nameStart, i);
    if (name.length === 0) return this.badTag(start, line, lineStart, 'a tag needs a name: [Name "value"]');
    if (!isTagName(name)) {
      this.problem(
        'deviation',
        'tag-syntax',
        `tag name ${JSON.stringify(name)} does not start with a capital letter followed by letters, digits or _`,
        this.locationAt(start, nameStart, line, lineStart),
      );
    }
    i = this.skipInside(i);
    let value: string;
    const q = this.code(i);
    if (q === 34) {
      // A string: `\"` embeds a quote and `\\` a backslash; other backslashes are literal.
      // Found first, unescaped in one pass after (adding piece by piece costs more than linear
      // time on long values with many escapes).
      let escapes = false;
      let j = i + 1;
      for (;;) {
        const c = this.code(j);
        if (c < 0) {
          if (this.hitEnd) return T_TAG;
          this.countLines(start, j);
          this.pos = j;
          this.problem(
            'error',
            'unterminated',
            `the value of tag ${name} is never closed by "`,
            this.locationAt(start, i, line, lineStart),
          );
          this.name = name;
          this.text = unescape(buf.slice(i + 1, j), escapes);
          return T_TAG;
        }
        if (c === 92) {
          const d = this.code(j + 1);
          if (d === 34 || d === 92) {
            escapes = true;
            j += 2;
            continue;
          }
        }
        if (c === 34) break;
        j++;
      }
      value = unescape(buf.slice(i + 1, j), escapes);
      i = j + 1;
    } else if (q === 0x201c) {
      // CheckerBoard writes and reads typographic quotes.
      let end = i + 1;
      for (let c = this.code(end); c >= 0 && c !== 0x201d; c = this.code(++end));
      if (this.hitEnd || this.tooLong) return T_TAG;
      if (end >= buf.length) return this.badTag(start, line, lineStart, `the value of tag ${name} is never closed`);
      this.problem(
        'deviation',
        'tag-syntax',
        `the value of tag ${name} is in typographic quotes`,
        this.locationAt(start, i, line, lineStart),
      );
      value = buf.slice(i + 1, end);
      i = end + 1;
    } else {
      // No quotes: take the text up to `]` on the same line.
      let j = i;
      for (;;) {
        const c = this.code(j);
        if (c < 0 || c === 93 || c === 10 || c === 13) break;
        j++;
      }
      if (this.hitEnd) return T_TAG;
      if (this.code(j) !== 93) return this.badTag(start, line, lineStart, `tag ${name} has no value in quotes`);
      this.problem(
        'deviation',
        'tag-syntax',
        `the value of tag ${name} is not in quotes`,
        this.locationAt(start, i, line, lineStart),
      );
      value = buf.slice(i, j).trim();
      i = j;
    }
    i = this.skipInside(i);
    const close = this.code(i);
    if (this.hitEnd) return T_TAG;
    this.name = name;
    this.text = value;
    if (close !== 93) {
      this.countLines(start, i);
      this.pos = i;
      this.problem(
        'error',
        'bad-tag',
        `tag ${name} is not closed by ]`,
        this.locationAt(i, i, this.line, this.lineStart),
      );
      return T_TAG;
    }
    this.countLines(start, i + 1);
    this.pos = i + 1;
    return T_TAG;
  }

  /** Skips white space inside a tag pair. */
  private skipInside(i: number): number {
    for (;;) {
      const c = this.code(i);
      if (c === 32 || c === 9 || c === 10 || c === 13) i++;
      else return i;
    }
  }

  /** A tag that cannot be read: an error; the `[` is kept as text and reading goes on after it. */
  private badTag(start: number, line: number, lineStart: number, message: string): number {
    this.pos = start + 1;
    this.problem('error', 'bad-tag', message, this.locationAt(start, start, line, lineStart));
    this.text = '[';
    return T_UNKNOWN;
  }

  /**
   * A comment: `{…}` (`closer` 125: no nesting and no escape, the first `}` ends it; section 1.2)
   * or `(…)` read as a comment (`closer` 41: nesting counted; Nemesis, CheckerBoard, section 6
   * row 8). Streamed: when its end is not in the buffer, the part read so far is kept (up to
   * `maxCommentLength`, the rest dropped) and reading goes on with the next text, so that a
   * comment of any length holds at most `maxCommentLength` characters, whatever its chunks.
   */
  private comment(start: number, closer: number): number {
    this.commentCloser = closer;
    this.commentDepth = 1;
    const end = this.commentEnd(start + 1);
    if (end >= 0) {
      const text = this.buf.slice(start + 1, end);
      this.text = this.cutComment(text, this.location);
      // Most comments stand on one line: the native searches are cheaper than counting.
      if (text.indexOf('\n') >= 0 || text.indexOf('\r') >= 0) this.countLines(start, end);
      this.pos = end + 1;
      return T_COMMENT;
    }
    if (this.final) {
      this.problem('error', 'unterminated', this.unterminatedComment(), this.location);
      this.text = this.cutComment(this.buf.slice(start + 1), this.location);
      this.countLines(start, this.buf.length);
      this.pos = this.buf.length;
      return T_COMMENT;
    }
    // Streaming: keep the part read so far and wait for the rest.
    this.inComment = true;
    this.commentParts = [];
    this.commentLength = 0;
    this.commentCut = false;
    this.commentStart = this.location;
    this.pos = start + 1;
    this.commentDepth = 1; // continueComment looks at the same text again
    return this.continueComment();
  }

  private unterminatedComment(): string {
    return this.commentCloser === 125 ? 'a comment { is never closed by }' : 'a comment ( is never closed by )';
  }

  /**
   * Where the comment being read ends in the buffer, looking from `from` on, or -1. For `(…)`
   * the depth still open is kept in `commentDepth` across buffers.
   */
  private commentEnd(from: number): number {
    const buf = this.buf;
    if (this.commentCloser === 125) return buf.indexOf('}', from);
    const codes = this.codes; // ( and ) are ASCII: the byte view has them where the text has
    const len = buf.length;
    let depth = this.commentDepth;
    for (let i = from; i < len; i++) {
      const c = codes[i];
      if (c === 40) depth++;
      else if (c === 41 && --depth === 0) {
        this.commentDepth = 0;
        return i;
      }
    }
    this.commentDepth = depth;
    return -1;
  }

  private cutComment(text: string, location: PdnLocation): string {
    const max = this.options.maxCommentLength;
    if (text.length <= max) return text;
    this.problem('error', 'budget', `a comment is longer than the limit of ${max} characters; it was cut`, location);
    return text.slice(0, max);
  }

  private continueComment(): number {
    const buf = this.buf;
    const start = this.pos;
    const end = this.commentEnd(start);
    if (end < 0 && !this.final) {
      // Keep a final CR back: its LF may be in the next chunk.
      let stop = buf.length;
      if (stop > start && buf.charCodeAt(stop - 1) === 13) stop--;
      this.addCommentPart(buf, start, stop);
      this.countLines(start, stop);
      this.pos = stop;
      return T_MORE;
    }
    const stop = end < 0 ? buf.length : end;
    this.addCommentPart(buf, start, stop);
    this.countLines(start, stop);
    this.pos = end < 0 ? stop : stop + 1;
    this.inComment = false;
    this.tokLocation = this.commentStart;
    this.problems = undefined;
    // In the order `comment` gives them when it reads the whole comment at once.
    if (end < 0) this.problem('error', 'unterminated', this.unterminatedComment(), this.location);
    if (this.commentCut) {
      this.problem(
        'error',
        'budget',
        `a comment is longer than the limit of ${this.options.maxCommentLength} characters; it was cut`,
        this.location,
      );
    }
    this.text = this.commentParts.join('');
    this.commentParts = [];
    return T_COMMENT;
  }

  /** Keeps `buf[from, to)` as a part of the comment, as far as the comment's budget allows. */
  private addCommentPart(buf: string, from: number, to: number): void {
    const room = this.options.maxCommentLength - this.commentLength;
    if (to - from > room) {
      this.commentCut = true;
      to = from + Math.max(0, room);
    }
    if (to > from) {
      this.commentParts.push(buf.slice(from, to));
      this.commentLength += to - from;
    }
  }

  /** `(`: a strength `(?)`, a CheckerBoard comment, or the start of a variation. */
  private open(start: number): number {
    const c = this.code(start + 1);
    if (c === 33 || c === 63) {
      const end = this.strengthRun(start + 1);
      if (this.code(end) === 41) {
        this.pos = end + 1;
        this.text = this.buf.slice(start, end + 1);
        return T_STRENGTH;
      }
    }
    if (this.options.parenthesisComments) {
      if (this.hitEnd || this.tooLong) return T_COMMENT;
      return this.comment(start, 41);
    }
    this.pos = start + 1;
    return T_OPEN;
  }

  /** The end of a run of `!` and `?`. */
  private strengthRun(i: number): number {
    for (;;) {
      const c = this.code(i);
      if (c !== 33 && c !== 63) return i;
      i++;
    }
  }

  private nagToken(start: number): number {
    let i = start + 1;
    while (isDigit(this.code(i))) i++;
    if (i === start + 1 || i - start - 1 > 9) return this.unknown(start);
    this.nag = Number(this.buf.slice(start + 1, i));
    this.pos = i;
    return T_NAG;
  }

  /** `/…/`: a setup command (PDN 3.0 commands), at most a few kilobytes long. */
  private setup(start: number): number {
    const end = this.buf.indexOf('/', start + 1);
    if (end >= 0 && end - start <= MAX_SETUP) {
      // As if read by `code`: the closing slash is beyond the longest token.
      if (end >= start + this.maxToken) {
        this.tooLong = true;
        return T_SETUP;
      }
      this.text = this.buf.slice(start + 1, end);
      this.countLines(start, end);
      this.pos = end + 1;
      return T_SETUP;
    }
    if (end < 0 && !this.final && this.buf.length - start <= MAX_SETUP) {
      this.hitEnd = true;
      return T_SETUP;
    }
    this.pos = start + 1;
    this.text = '/';
    this.problem('error', 'unterminated', 'a setup command / is never closed by /', this.location);
    return T_UNKNOWN;
  }

  /** `;` to the end of the line (PDN 1.0 and PGN; not in PDN 3.0). */
  private semicolon(start: number): number {
    let i = start + 1;
    for (;;) {
      const c = this.code(i);
      if (c < 0 || c === 10 || c === 13) break;
      i++;
    }
    if (this.hitEnd || this.tooLong) return T_SEMI;
    this.pos = i;
    this.problem('deviation', 'semicolon-comment', 'a ; comment is not PDN 3.0; kept as a comment', this.location);
    this.text = this.cutComment(this.buf.slice(start + 1, i), this.location);
    return T_SEMI;
  }

  private dotsToken(start: number): number {
    let i = start;
    while (this.code(i) === 46) i++;
    if (this.hitEnd) return T_ELLIPSIS;
    if (i - start === 3) {
      this.pos = i;
      return T_ELLIPSIS;
    }
    return this.unknown(start);
  }

  /** A lone `-` is an unknown move (`41. - -`), perhaps with a strength; otherwise unknown text. */
  private dash(start: number): number {
    let end = start + 1;
    const s = this.code(end);
    if (s === 33 || s === 63) end = this.strengthRun(end);
    const c = this.code(end);
    if (this.hitEnd) return T_DASH;
    if (c < 0 || isSpace(c) || endsUnknown(c) || c === 36) {
      if (end > start + 1) this.strength = this.buf.slice(start + 1, end);
      this.pos = end;
      this.problem(
        'deviation',
        'unknown-move',
        'an unknown move written "-" is outside the PDN 3.0 grammar',
        this.location,
      );
      return T_DASH;
    }
    return this.unknown(start);
  }

  /** `½-½` (lidraughts). */
  private halfResult(start: number): number {
    if (this.buf.startsWith('\u00bd-\u00bd', start) && !isDigit(this.code(start + 3))) {
      if (this.hitEnd) return T_RESULT;
      this.pos = start + 3;
      this.text = '\u00bd-\u00bd';
      this.problem(
        'deviation',
        'nonstandard-result',
        'the result \u00bd-\u00bd is not PDN 3.0 (write 1/2-1/2)',
        this.location,
      );
      return T_RESULT;
    }
    return this.unknown(start);
  }

  /** Text starting with a digit: a result, a move number, or a move. */
  private digits(start: number): number {
    const buf = this.buf;
    // Results first, each only when no digit follows: `1-1` is a result, `1-10` a move.
    const c0 = buf.charCodeAt(start);
    if (c0 <= 50) {
      const c1 = this.code(start + 1);
      if (c1 === 45) {
        const c2 = this.code(start + 2);
        if (
          (c2 === 48 && c0 !== 48) ||
          (c0 === 48 && (c2 === 49 || c2 === 50 || c2 === 48)) ||
          (c0 === 49 && c2 === 49)
        ) {
          const next = this.code(start + 3);
          // `1-1-17`, `1-1x10` are move paths (PDN 2.0 dashes), not the result 1-1 and junk.
          if (!isDigit(next) && !(c0 === 49 && c2 === 49 && separatorKind(next) !== 0)) {
            if (this.hitEnd) return T_RESULT;
            this.pos = start + 3;
            this.text = buf.slice(start, start + 3);
            return T_RESULT;
          }
        }
      } else if (c1 === 47 || c1 === 46) {
        const text = c1 === 47 ? '1/2-1/2' : '0.5-0.5';
        if (buf.startsWith(text, start) && !isDigit(this.code(start + 7))) {
          if (this.hitEnd) return T_RESULT;
          this.pos = start + 7;
          this.text = text;
          if (c1 === 46) {
            this.problem(
              'deviation',
              'nonstandard-result',
              'the result 0.5-0.5 is not PDN 3.0 (write 1/2-1/2)',
              this.location,
            );
          }
          return T_RESULT;
        }
        // Wait for more text only when what there is could still become the result.
        if (start + 7 > buf.length && !this.final && text.startsWith(buf.slice(start))) {
          this.hitEnd = true;
          return T_RESULT;
        }
      }
      if (this.hitEnd) return T_RESULT;
    }
    let i = start;
    let value = 0;
    for (let c = this.code(i); isDigit(c); c = this.code(++i)) value = value * 10 + c - 48;
    if (this.code(i) === 46) {
      // A move number: digits and one dot, or three for a second-player move.
      let j = i;
      while (this.code(j) === 46) j++;
      if (this.hitEnd) return T_NUMBER;
      this.dots = j - i;
      this.number = value;
      if (this.dots !== 1 && this.dots !== 3) {
        this.problem(
          'deviation',
          'move-number',
          `a move number ends with one dot or three, not ${this.dots}`,
          this.location,
        );
      }
      this.pos = j;
      return T_NUMBER;
    }
    if (this.hitEnd) return T_MOVE;
    return this.move(start);
  }

  /**
   * Reads one square at `i`: a numeric square `[1-9][0-9]?` or `0[1-9]` (read only), or an
   * algebraic square `[a-h][1-8]` (lenient: files to `l`, ranks to 12, for boards up to 12x12;
   * section 6 row 14). Returns the end index, or -1 when there is no square. Sets
   * `squareZero` for a leading zero and `squareWide` for an algebraic square beyond h8.
   */
  private square(i: number): number {
    const c = this.code(i);
    this.squareZero = false;
    this.squareWide = false;
    if (isDigit(c)) {
      const d = this.code(i + 1);
      if (!isDigit(d)) return c === 48 ? -1 : i + 1;
      if (isDigit(this.code(i + 2))) return -1;
      if (c === 48) {
        if (d === 48) return -1;
        this.squareZero = true;
      }
      return i + 2;
    }
    if (c >= 97 && c <= 108) {
      const d = this.code(i + 1);
      if (!isDigit(d) || d === 48) return -1;
      const e = this.code(i + 2);
      let end = i + 2;
      let rank = d - 48;
      if (isDigit(e)) {
        rank = rank * 10 + e - 48;
        end++;
        if (rank > 12) return -1;
      }
      this.squareWide = c > 104 || rank > 8;
      return end;
    }
    return -1;
  }

  private squareZero = false;
  private squareWide = false;

  /**
   * Skips the blanks inside a move from `i` on, at most {@link MAX_MOVE_BLANKS} of them: where
   * more follow, the index of the next one (a blank, which ends the move).
   */
  private blanks(i: number): number {
    const stop = i + MAX_MOVE_BLANKS;
    while (i < stop && isBlank(this.code(i))) i++;
    return i;
  }

  /**
   * A move: squares joined by separators, perhaps with spaces around them, then a suffix. The
   * text is the input slice when it is already normal (the common case); otherwise it is
   * rebuilt: squares without leading zeros, `x` for any capture separator, `-` otherwise.
   */
  private move(start: number): number {
    const buf = this.buf;
    let i = this.square(start);
    if (i < 0 || this.hitEnd)
      return this.hitEnd ? T_MOVE : isDigit(buf.charCodeAt(start)) ? this.packed(start) : this.unknown(start);
    const alphaStart = !isDigit(buf.charCodeAt(start));
    let count = 1;
    let rebuild = this.squareZero;
    let wide = this.squareWide;
    let dashes = 0;
    let captures = 0;
    let oddSeparator = false;
    let incomplete = false;
    for (;;) {
      // The separator may stand after spaces (the grammar skips white space between tokens;
      // `1- 7` is in succeed/schildpad.pdn). Only spaces and tabs: a move does not span lines.
      const j = this.blanks(i);
      const sepCode = this.code(j);
      const kind = separatorKind(sepCode);
      if (kind === 0) {
        // `a3b4`: two algebraic squares without separator (reading grammar ALPHAMOVE).
        if (j === i && count === 1 && alphaStart && sepCode >= 97 && sepCode <= 108) {
          const k = this.square(j);
          if (k >= 0) {
            count++;
            wide ||= this.squareWide;
            i = k;
          }
        }
        break;
      }
      const k = this.blanks(j + 1);
      let end = this.square(k);
      // `32-28 - 22.`: a square followed by a dot is the next move number, not part of this move.
      if (end >= 0 && this.code(end) === 46) end = -1;
      if (end < 0) {
        if (j === i) {
          // `32-` with nothing after it.
          incomplete = true;
          i = j + 1;
        }
        break;
      }
      if (!standardSeparator(sepCode)) oddSeparator = true;
      if (sepCode !== 45 && sepCode !== 120) rebuild = true;
      if (j > i || k > j + 1) rebuild = true;
      if (kind === 1) dashes++;
      else captures++;
      rebuild ||= this.squareZero;
      wide ||= this.squareWide;
      count++;
      i = end;
    }
    if (this.hitEnd) return T_MOVE;
    if (incomplete) {
      // `32-` with nothing after it is no move: kept as text (a comment), and an error.
      this.text = buf.slice(start, i);
      this.pos = i;
      this.problem(
        'error',
        'incomplete-move',
        `${JSON.stringify(this.text)} stops after its separator; kept as a comment`,
        this.location,
      );
      return T_UNKNOWN;
    }
    if (count === 1) return this.unknown(start); // a square alone is not a move
    const capture = captures > 0;
    if (capture && dashes > 0) rebuild = true;
    let text = buf.slice(start, i);
    if (rebuild) {
      const squares = text.match(/[a-l][0-9]+|[0-9]+/g) ?? [];
      text = squares
        .map((sq) => (sq.length === 2 && sq.charCodeAt(0) === 48 ? sq.slice(1) : sq))
        .join(capture ? 'x' : '-');
      if (text === '1-1') {
        // `1–1`, `1 - 1`: once normalised it is the result 1-1, and could not be written as a move.
        this.pos = i;
        this.text = text;
        this.problem(
          'deviation',
          'nonstandard-result',
          `${JSON.stringify(buf.slice(start, i))} is read as the result 1-1`,
          this.location,
        );
        return T_RESULT;
      }
    }
    const suffixEnd = this.suffixEnd(i);
    if (this.hitEnd) return T_MOVE;
    if (oddSeparator || (dashes > 0 && (captures > 0 || count > 2)) || wide) {
      this.problem(
        'deviation',
        'move-syntax',
        `${JSON.stringify(buf.slice(start, i))} is outside the PDN 3.0 move syntax; read as ${text}`,
        this.location,
      );
    }
    return this.endMove(text, i, suffixEnd);
  }

  /** The end of the strength suffix glued at `i`: `!?`, `(?)`; `*` ("forced") in lenient mode. */
  private suffixEnd(i: number): number {
    let end = i;
    const s = this.code(i);
    if (s === 33 || s === 63) end = this.strengthRun(i);
    else if (s === 40) {
      const c = this.code(i + 1);
      if (c === 33 || c === 63) {
        const close = this.strengthRun(i + 1);
        if (this.code(close) === 41) end = close + 1;
      }
    }
    if (this.options.lenient && this.code(end) === 42) end++;
    return end;
  }

  /** Sets the move token's text and its suffix `buf[i, suffixEnd)`, and reads on after it. */
  private endMove(text: string, i: number, suffixEnd: number): number {
    if (suffixEnd > i) {
      this.strength = this.buf.slice(i, suffixEnd);
      if (this.strength.endsWith('*')) {
        this.problem(
          'deviation',
          'star-strength',
          '* glued to a move is read as the strength "forced" (PDN 2.0); PDN 3.0 reads it as a game separator',
          this.location,
        );
      }
    }
    this.text = text;
    this.pos = suffixEnd;
    return T_MOVE;
  }

  /**
   * Digits that are no square (`3328`, `914`, `0510`): a numeric move written without
   * separator (PDN 3.0, reading grammar: "omit move separators in numeric moves: 3228 1823")
   * when there are three or four of them, some cut of them into two squares (`[1-9]`,
   * `[1-9][0-9]` or `0[1-9]`) exists, and the move ends there. Kept as written: which cut is
   * meant can depend on the board (`128` is 1-28 or 12-8), which replay knows. Anything else is
   * unknown text.
   */
  private packed(start: number): number {
    let i = start;
    while (isDigit(this.code(i))) i++;
    const end = this.code(i);
    if (this.hitEnd) return T_MOVE;
    const text = this.buf.slice(start, i);
    const ends = end < 0 || isSpace(end) || endsUnknown(end) || end === 33 || end === 63 || end === 36;
    if (!ends || i - start < 3 || !TWO_SQUARES.test(text)) return this.unknown(start);
    const suffixEnd = this.suffixEnd(i);
    if (this.hitEnd) return T_MOVE;
    this.problem(
      'deviation',
      'move-without-separator',
      `${JSON.stringify(text)} is a move without separator (not PDN 3.0); replay splits it on the board`,
      this.location,
    );
    return this.endMove(text, i, suffixEnd);
  }

  /** A run of text that is not PDN, up to white space or a structural character. */
  private unknown(start: number): number {
    let i = start + 1;
    const first = this.buf.charCodeAt(start);
    if (first !== 125 && first !== 93) {
      for (;;) {
        const c = this.code(i);
        if (c < 0 || isSpace(c) || endsUnknown(c)) break;
        i++;
      }
    }
    if (this.hitEnd) return T_UNKNOWN;
    const text = this.buf.slice(start, i);
    this.text = text;
    this.pos = i;
    if (isMoveLike(text)) {
      // Not a deviation: a move of the game may be lost here, so the game is not whole.
      this.problem(
        'error',
        'unreadable-move',
        `${JSON.stringify(text)} holds a square but is no move; kept as a comment, so a move may be lost`,
        this.location,
      );
      return T_UNKNOWN;
    }
    const message =
      first === 125
        ? 'a } with no comment open (comments do not nest)'
        : `${JSON.stringify(text)} is not PDN; kept as a comment`;
    this.problem('deviation', 'unknown-text', message, this.location);
    return T_UNKNOWN;
  }
}
