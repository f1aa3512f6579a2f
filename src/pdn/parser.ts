/**
 * The PDN parser: tokens to game trees, one game at a time, for text that arrives in pieces.
 *
 * Grammar (PDN 3.0 reading grammar, `doc/grammar.rst`): a file is games separated by `*` or a
 * result; a game is tag pairs, a body, or both; a body is moves (with optional move numbers and
 * strength), variations, comments, setup commands and NAGs in any order. A new tag section after
 * a body also ends a game (lenient; CheckerBoard does this).
 *
 * No recursion: variations are kept on an explicit stack, so nesting depth costs heap, not call
 * stack. No consumer of the tree recurses either (docs/reliability.md, "No recursion"), so
 * `maxDepth` is a budget of memory and of patience, not a guard of the call stack. Imports no
 * rules.
 * @module
 */
import type { PdnGame, PdnLocation, PdnProblem, PdnProblemCode, PdnSeverity, PdnTag } from './types.js';
import type { RawProblem, RawSeverity } from './lexer.js';
import {
  Lexer,
  RUN_AFTER_MOVE,
  RUN_PENDING,
  RUN_STILL_PENDING,
  T_CLOSE,
  T_COMMENT,
  T_DASH,
  T_ELLIPSIS,
  T_EOF,
  T_LONG,
  T_MORE,
  T_MOVE,
  T_NAG,
  T_NUMBER,
  T_OPEN,
  T_RESULT,
  T_SEMI,
  T_SETUP,
  T_STAR,
  T_STRENGTH,
  T_TAG,
  T_UNKNOWN,
} from './lexer.js';

/**
 * Options of the PDN readers.
 *
 * Budgets: everything one game can hold has a limit (the `max…` options, each with its
 * default), so that reading holds at most one game of bounded size in memory whatever the
 * input (docs/reliability.md, "Budgets"). A game that goes over `maxGameLength`,
 * `maxTokenLength`, `maxMoves`, `maxVariations`, `maxComments`, `maxNags`, `maxSetups` or
 * `maxTags` gets one `budget` error, at the token that went over, and the rest of that game is
 * skipped: the game keeps its tags and tree as read before that token, and its terminator (the
 * `*` or result that ends it); the text after that token up to the game's end is read only to
 * find that end, and its problems are not reported (except a `latin-1` warning, and the
 * problems of the game's terminator). The next game is read as usual. `maxDepth`,
 * `maxCommentLength` and `maxProblems` cut only what goes over and read the game on. The
 * defaults are far above what real files hold; raise a budget at will, at the cost of memory.
 */
export interface PdnReadOptions {
  /**
   * `'lenient'` (the default) accepts the deviations of real files (docs/sources.md,
   * deviations of real files) and reports each as a warning; `'strict'` reports everything outside the PDN 3.0
   * reading grammar as an error. Both read as much as they can and never throw.
   */
  readonly mode?: 'lenient' | 'strict';
  /**
   * `'variation'` (the default, PDN) or `'comment'`: read `( … )` as a comment, as CheckerBoard
   * does for Nemesis files (section 6 row 8).
   */
  readonly parentheses?: 'variation' | 'comment';
  /**
   * The deepest nesting of variations kept (default 100); deeper ones are skipped with a `budget`
   * error and the rest of the game is read. Raise it at will: no function of crownhead recurses
   * on nesting depth.
   */
  readonly maxDepth?: number;
  /**
   * The longest comment kept, in characters (default 1,048,576 = 1 MiB): `{…}`, `;` and, with
   * `parentheses: 'comment'`, `(…)`. A longer one is cut to this length with a `budget` error,
   * and the rest of the game is read.
   */
  readonly maxCommentLength?: number;
  /**
   * The most problems reported for one game (default 1000); then one `budget` error, and the
   * game's further problems are not reported (the game is read on).
   */
  readonly maxProblems?: number;
  /**
   * The longest game, in characters from its first token to the end of its last (default
   * 8,388,608 = 8 MiB). The token that would end beyond it gets a `budget` error and the rest
   * of the game is skipped (see {@link PdnReadOptions}: what is kept).
   */
  readonly maxGameLength?: number;
  /**
   * The most characters one token may take (default 65,536 = 64 KiB): a tag pair, a move, a
   * word of unknown text, a number, a `;` comment (`{…}` and `(…)` comments have
   * `maxCommentLength` instead). A longer token gets a `budget` error at its start and the rest
   * of the game is skipped.
   */
  readonly maxTokenLength?: number;
  /** The most moves kept in one game, variations included (default 100,000); then a `budget` error and the rest of the game is skipped. */
  readonly maxMoves?: number;
  /** The most variations in one game, at every depth (default 10,000); then a `budget` error and the rest of the game is skipped. */
  readonly maxVariations?: number;
  /**
   * The most comments in one game, with the text that is not PDN kept as comments (default
   * 100,000); then a `budget` error and the rest of the game is skipped.
   */
  readonly maxComments?: number;
  /**
   * The most NAGs in one game, with the strength marks that stand apart from their move
   * (`32-28 !`) (default 100,000); then a `budget` error and the rest of the game is skipped.
   */
  readonly maxNags?: number;
  /** The most setup commands `/…/` in one game (default 10,000); then a `budget` error and the rest of the game is skipped. */
  readonly maxSetups?: number;
  /** The most tag pairs in one game (default 10,000); then a `budget` error and the rest of the game is skipped. */
  readonly maxTags?: number;
}

/** One game read from the input, with the problems found in it. */
export interface PdnRecord {
  /** The game's position in the input, counting from 1 (0 for a record with no game). */
  readonly index: number;
  /**
   * The game. `undefined` only in a last record that carries problems belonging to no game,
   * for an input that holds no game at all (such as `*` alone, or bytes that are not text).
   */
  readonly game: PdnGame | undefined;
  /** Errors and warnings, in input order. */
  readonly problems: readonly PdnProblem[];
}

interface MutableLine {
  comments?: string[];
  nags?: number[];
  setups?: string[];
  variations?: MutableLine[];
  moves: MutableMove[];
}

interface MutableMove {
  move: string;
  strength?: string;
  nags?: number[];
  comments?: string[];
  setups?: string[];
  variations?: MutableLine[];
  location?: PdnLocation;
}

// Literals, so that bundlers see constants. Together they bound one game's memory to a few tens
// of megabytes (test/pdn/hostileHeap.test.ts measures it); real files stay far below each
// (test/pdn/budget.test.ts checks the corpus against a tenth of each).
const DEFAULTS = {
  maxDepth: 100,
  maxCommentLength: 1_048_576, // 1 MiB
  maxProblems: 1000,
  maxGameLength: 8_388_608, // 8 MiB
  maxTokenLength: 65_536, // 64 KiB
  maxMoves: 100_000,
  maxVariations: 10_000,
  maxComments: 100_000,
  maxNags: 100_000,
  maxSetups: 10_000,
  maxTags: 10_000,
};

/** A budget option: the default when absent or not a number, else a whole number, at least 0. */
function budget(value: number | undefined, fallback: number): number {
  return value === undefined || Number.isNaN(value) ? fallback : Math.max(0, Math.floor(value));
}

function isEmptyLine(line: MutableLine): boolean {
  return line.moves.length === 0 && !line.comments && !line.nags && !line.setups && !line.variations;
}

/**
 * An incremental PDN parser. `push` text as it arrives and `finish` at the end; each returns
 * the games completed so far. A game is complete once the first token after it has been read
 * (a trailing second separator such as the `*` in `1-0 *` still belongs to it).
 *
 * @example
 * ```ts
 * import { PdnParser } from 'crownhead/pdn';
 * // Text as it arrives, games split anywhere:
 * const chunks = ['1. 11-15 23-19 * 1. 9-1', '3 22-18 *'];
 * const parser = new PdnParser();
 * const firstMoves: string[] = [];
 * for (const chunk of chunks) for (const { game } of parser.push(chunk)) firstMoves.push(game!.moves[0]!.move);
 * for (const { game } of parser.finish()) firstMoves.push(game!.moves[0]!.move);
 * firstMoves; // => ['11-15', '9-13']
 * ```
 *
 * Pull style, one game at a time (`write`, `read`, `end`): memory then holds one game and the
 * unread text, however many games a chunk holds; `readPdn` reads this way.
 *
 * ```ts
 * import { PdnParser } from 'crownhead/pdn';
 * const parser = new PdnParser({ mode: 'strict' });
 * let games = 0;
 * for (const chunk of ['1. 11-15 * 1. 9-13 *', ' 1. 10-14 *']) {
 *   parser.write(chunk);
 *   for (let r = parser.read(); r !== undefined; r = parser.read()) games++;
 * }
 * parser.end();
 * for (let r = parser.read(); r !== undefined; r = parser.read()) games++;
 * games; // => 3
 * ```
 */
export class PdnParser {
  private readonly lexer: Lexer;
  private readonly strict: boolean;
  private readonly maxDepth: number;
  private readonly maxMoves: number;
  private readonly maxProblems: number;
  private readonly maxGameLength: number;
  private readonly maxTokenLength: number;
  private readonly maxVariations: number;
  private readonly maxComments: number;
  private readonly maxNags: number;
  private readonly maxSetups: number;
  private readonly maxTags: number;
  private out: PdnRecord[] = [];
  private finished = false;
  // Some text has been given (a byte-order mark is skipped only at the start).
  private fed = false;
  // The completed game waiting for the next token (see the class comment).
  private done: { game: PdnGame; problems: PdnProblem[]; index: number } | undefined;
  private count = 0;
  // Problems met outside any game (before the first one): given to the next game.
  private loose: PdnProblem[] = [];
  // The game being read.
  private tags: PdnTag[] = [];
  private root: MutableLine = { moves: [] };
  private stack: MutableLine[] = [this.root];
  private started = false;
  private hasBody = false;
  private gameLocation: PdnLocation | undefined;
  private problems: PdnProblem[] = [];
  // A move number still waiting for its move: where it stands (offset -1: none).
  private numberOffset = -1;
  private numberLine = 0;
  private numberColumn = 0;
  private lastWasMove = false;
  private skipDepth = 0;
  // What the game may still hold (moves, comments, NAGs and tags are counted in the lexer, whose
  // fast paths fill the tree too).
  private roomVariations = 0;
  private roomSetups = 0;
  // A budget was exceeded: the rest of the game is skipped.
  private overflow = false;
  private depthReported = false;
  // The end of the input was reached (`read` has nothing more to read).
  private atEnd = false;

  /** A parser with the given options (lenient by default). */
  constructor(options?: PdnReadOptions) {
    this.strict = options?.mode === 'strict';
    // Each limit from the options, else its default (one reader of both, written once).
    const limit = (key: keyof typeof DEFAULTS): number => budget(options?.[key], DEFAULTS[key]);
    this.maxDepth = limit('maxDepth');
    this.maxMoves = limit('maxMoves');
    this.maxProblems = limit('maxProblems');
    this.maxGameLength = limit('maxGameLength');
    this.maxTokenLength = Math.max(1, limit('maxTokenLength'));
    this.maxVariations = limit('maxVariations');
    this.maxComments = limit('maxComments');
    this.maxNags = limit('maxNags');
    this.maxSetups = limit('maxSetups');
    this.maxTags = limit('maxTags');
    this.lexer = new Lexer({
      lenient: !this.strict,
      parenthesisComments: options?.parentheses === 'comment',
      maxCommentLength: limit('maxCommentLength'),
      maxTokenLength: this.maxTokenLength,
    });
    this.reset();
  }

  /** Reads more text (a byte-order mark at the start of the input is skipped); returns the games completed by it. */
  push(text: string): PdnRecord[] {
    if (this.finished) return [];
    this.feed(text);
    this.run();
    return this.take();
  }

  /** Gives text to the lexer, without the byte-order mark U+FEFF that may open the input. */
  private feed(text: string): void {
    if (!this.fed && text.length > 0) {
      this.fed = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    this.lexer.feed(text);
  }

  /** Declares the end of the input; returns the remaining games. */
  finish(): PdnRecord[] {
    if (this.finished) return [];
    this.end();
    this.run();
    return this.take();
  }

  /**
   * Adds text without reading it yet: the pull-style twin of {@link PdnParser.push}, for
   * reading one game at a time with {@link PdnParser.read}. Ignored after the end.
   */
  write(text: string): void {
    if (!this.finished) this.feed(text);
  }

  /** Declares the end of the input (pull style): {@link PdnParser.read} then returns the last games. */
  end(): void {
    if (this.finished) return;
    this.finished = true;
    this.lexer.finish();
  }

  /**
   * Reads on until the next game is complete and returns it, or `undefined` when the text
   * written so far holds no further complete game (write more, or declare the end).
   *
   * ```ts
   * import { PdnParser } from 'crownhead/pdn';
   * const parser = new PdnParser();
   * parser.write('1. 11-15 * 1. 9-13 *');
   * parser.read()?.index; // => 1
   * // The second game might go on: write more, or declare the end.
   * parser.read(); // => undefined
   * parser.end();
   * parser.read()?.index; // => 2
   * ```
   *
   * Only one game is held at a time, so each can be dropped as soon as it has been used.
   */
  read(): PdnRecord | undefined {
    if (this.out.length === 0 && !this.atEnd) this.run(true);
    return this.out.shift();
  }

  /**
   * Reports a problem found outside the text (such as the switch of a byte decoder to Latin-1)
   * at the end of the text given so far, where the next text will begin. It belongs to the game
   * whose first token after that point is read (or to the last game, at the end of the input),
   * so it lands in the same game and at the same place however the text was cut into pieces.
   */
  note(severity: PdnSeverity, code: PdnProblemCode, message: string): void {
    if (!this.finished) this.lexer.mark(severity, code, message);
  }

  private take(): PdnRecord[] {
    const out = this.out;
    this.out = [];
    return out;
  }

  /** Reads tokens until more text is needed or the input ends; with `oneGame`, until a game is complete. */
  private run(oneGame = false): void {
    const lexer = this.lexer;
    for (;;) {
      const kind = lexer.next();
      if (kind === T_MORE) return;
      if (kind === T_EOF) {
        // Problems noted at the very end (see `note`): the game being read, else the last one.
        if (lexer.problems !== undefined) {
          if (this.started) this.flushLexerProblems(lexer.problems);
          else this.flushInto(undefined, lexer.problems);
        }
        this.endOfInput();
        this.atEnd = true;
        return;
      }
      this.token(kind);
      // `read` wants one game: the first token of the next one has just let it out.
      if (oneGame && this.out.length > 0) return;
      // After a tag, the fast path reads the tag pairs in common form that follow.
      if (kind === T_TAG) {
        if (!this.overflow) lexer.tagRun(this.tags);
        continue;
      }
      // After a body token (T_NUMBER to T_CLOSE: numbers, moves, annotations, variations), the
      // fast path reads on; a tag, a separator or odd text goes round the token path again.
      if (kind >= T_NUMBER && kind <= T_CLOSE && this.skipDepth === 0 && !this.overflow) this.plain();
    }
  }

  /**
   * After a token of a game body: reads the plain movetext that follows (move numbers, moves in
   * normal form, one-line comments and NAGs) through the lexer's fast path, with the bookkeeping
   * `token` does for them. The lexer stops at anything that needs `token`.
   */
  private plain(): void {
    const lexer = this.lexer;
    const moves = this.stack[this.stack.length - 1]!.moves;
    const state = lexer.plainRun(moves, this.numberOffset >= 0);
    if (state === 0) return;
    this.lastWasMove = (state & RUN_AFTER_MOVE) !== 0;
    if (state & RUN_PENDING) {
      this.numberOffset = lexer.tokOffset;
      this.numberLine = lexer.tokLine;
      this.numberColumn = lexer.tokOffset - lexer.tokLineStart + 1;
    } else if (!(state & RUN_STILL_PENDING)) this.numberOffset = -1;
  }

  private make(severity: PdnSeverity, code: PdnProblemCode, message: string, location: PdnLocation): PdnProblem {
    return {
      kind: 'pdn',
      severity,
      code,
      message,
      game: this.count + 1,
      offset: location.offset,
      line: location.line,
      column: location.column,
    };
  }

  private grade(severity: RawSeverity): PdnSeverity {
    return severity === 'deviation' ? (this.strict ? 'error' : 'warning') : severity;
  }

  private report(severity: RawSeverity, code: PdnProblemCode, message: string, location: PdnLocation): void {
    this.add(this.make(this.grade(severity), code, message, location));
  }

  private add(problem: PdnProblem): void {
    this.capped(this.problems, problem);
  }

  /** Adds a problem to a game's list, up to `maxProblems` and then one `budget` error. */
  private capped(list: PdnProblem[], problem: PdnProblem): void {
    if (list.length < this.maxProblems) list.push(problem);
    else if (list.length === this.maxProblems) {
      list.push({
        ...problem,
        severity: 'error',
        code: 'budget',
        message: `more than ${this.maxProblems} problems in this game; the rest are not reported`,
      });
    }
  }

  /**
   * Reports the problems of the current token. In a game over budget only a `latin-1` warning
   * is (it says how the rest of the input is read), unless `all` (the game's terminator).
   */
  private flushLexerProblems(raw: readonly RawProblem[] | undefined, all = false): void {
    if (raw === undefined) return;
    for (const p of raw)
      if (all || !this.overflow || p.code === 'latin-1') this.report(p.severity, p.code, p.message, p.location);
  }

  /** The game has no room for one more of `what` (counted by `max`): see {@link PdnParser.exceed}. */
  private full(max: number, what: string): void {
    this.exceed(`more than ${max} ${what} in one game`, this.lexer.location);
  }

  /** A budget of the game is exceeded at `location`: one error, and the rest of the game is skipped. */
  private exceed(what: string, location: PdnLocation): void {
    this.report('error', 'budget', `${what}; the rest of the game is skipped`, location);
    this.overflow = true;
    this.numberOffset = -1;
  }

  /** Called with the first token of a game: the previous completed game can go out now. */
  private begin(location: PdnLocation): void {
    if (this.started) return;
    this.emitDone();
    this.started = true;
    this.gameLocation = location;
    this.lexer.gameEnd = location.offset + this.maxGameLength;
    if (this.loose.length > 0) {
      for (const p of this.loose) this.add({ ...p, game: this.count + 1 });
      this.loose = [];
    }
  }

  private emitDone(): void {
    if (this.done === undefined) return;
    this.out.push({ index: this.done.index, game: this.done.game, problems: this.done.problems });
    this.done = undefined;
  }

  private token(kind: number): void {
    const lexer = this.lexer;
    // A tag after a body starts the next game (the previous one had no separator); so does a
    // tag too long to read.
    if ((kind === T_TAG || (kind === T_LONG && lexer.longTag)) && this.hasBody)
      this.endGame(undefined, lexer.location, 'tag');
    if (kind === T_STAR || kind === T_RESULT) {
      if (!this.started) {
        // A separator with no game before it (`1-0 *`): belongs to the game before, if any.
        const problem = this.make(
          this.grade('deviation'),
          'empty-game',
          `${kind === T_STAR ? '*' : lexer.text} ends an empty game (a game cannot be empty; PDN 3.0 grammar)`,
          lexer.location,
        );
        this.flushInto(problem, lexer.problems);
        return;
      }
      this.flushLexerProblems(lexer.problems, true);
      this.endGame(kind === T_STAR ? '*' : lexer.text, lexer.location, 'separator');
      return;
    }
    if (!this.started) this.begin(lexer.location);
    if (lexer.problems !== undefined) this.flushLexerProblems(lexer.problems);
    if (kind === T_LONG) {
      if (!lexer.longTag) this.hasBody = true;
      if (!this.overflow)
        this.exceed(`a token is longer than the limit of ${this.maxTokenLength} characters`, lexer.location);
      return;
    }
    if (!this.overflow && lexer.offset > lexer.gameEnd) {
      this.exceed(`the game is longer than the limit of ${this.maxGameLength} characters`, lexer.location);
    }
    if (kind === T_TAG) {
      if (this.overflow) return;
      if (lexer.roomTags <= 0) this.full(this.maxTags, 'tag pairs');
      else {
        lexer.roomTags--;
        this.tags.push({ name: lexer.name, value: lexer.text, location: lexer.location });
      }
      return;
    }
    this.hasBody = true;
    if (this.skipDepth > 0) {
      if (kind === T_OPEN) this.skipDepth++;
      else if (kind === T_CLOSE) this.skipDepth--;
      return;
    }
    if (this.overflow) return;
    const line = this.stack[this.stack.length - 1]!;
    switch (kind) {
      case T_NUMBER:
        if (this.numberOffset >= 0) this.danglingNumber();
        this.numberOffset = lexer.tokOffset;
        this.numberLine = lexer.tokLine;
        this.numberColumn = lexer.tokOffset - lexer.tokLineStart + 1;
        this.lastWasMove = false;
        return;
      case T_ELLIPSIS:
        // `1. ... 7-12`, `77. ...`: in the reading grammar the dots are the move of that number,
        // one not shown; the tree has no node for it.
        this.numberOffset = -1;
        this.lastWasMove = false;
        return;
      case T_MOVE:
      case T_DASH: {
        if (lexer.roomMoves <= 0) {
          this.full(this.maxMoves, 'moves');
          return;
        }
        lexer.roomMoves--;
        const move: MutableMove = { move: kind === T_DASH ? '-' : lexer.text, location: lexer.location };
        if (lexer.strength !== '') move.strength = lexer.strength;
        line.moves.push(move);
        this.numberOffset = -1;
        this.lastWasMove = true;
        return;
      }
      case T_STRENGTH:
        // Counted with the NAGs: each adds to the move's strength (or, with no move, a comment).
        if (lexer.roomNags <= 0) return this.full(this.maxNags, 'NAGs and strength marks');
        lexer.roomNags--;
        this.strength(line, lexer.text, lexer.location);
        this.lastWasMove = false;
        return;
      case T_NAG:
        if (lexer.roomNags <= 0) return this.full(this.maxNags, 'NAGs and strength marks');
        lexer.roomNags--;
        (this.target(line).nags ??= []).push(lexer.nag);
        break;
      case T_COMMENT:
      case T_SEMI:
      case T_UNKNOWN:
        // Unknown text is kept as a comment, except a lone `}`, which no comment can hold.
        if (kind === T_UNKNOWN && lexer.text === '}') break;
        if (lexer.roomComments <= 0) {
          this.full(this.maxComments, 'comments');
          return;
        }
        lexer.roomComments--;
        (this.target(line).comments ??= []).push(lexer.text);
        break;
      case T_SETUP:
        if (this.roomSetups <= 0) {
          this.full(this.maxSetups, 'setup commands');
          return;
        }
        this.roomSetups--;
        (this.target(line).setups ??= []).push(lexer.text);
        break;
      case T_OPEN:
        this.open(line, lexer.location);
        break;
      case T_CLOSE:
        this.close(lexer.location);
        break;
    }
    this.lastWasMove = false;
  }

  /** Where an annotation goes: after the last move of the line, or before its first move. */
  private target(line: MutableLine): MutableLine | MutableMove {
    return line.moves.length > 0 ? line.moves[line.moves.length - 1]! : line;
  }

  private flushInto(problem: PdnProblem | undefined, raw: readonly RawProblem[] | undefined): void {
    const all = (raw ?? []).map((p) => this.make(this.grade(p.severity), p.code, p.message, p.location));
    if (problem !== undefined) all.push(problem);
    // Within the game's budget of problems: `* * * …` has a problem per separator.
    if (this.done !== undefined) {
      for (const p of all) this.capped(this.done.problems, { ...p, game: this.done.index });
    } else {
      for (const p of all) this.capped(this.loose, p);
    }
  }

  private strength(line: MutableLine, text: string, location: PdnLocation): void {
    const last = line.moves[line.moves.length - 1];
    if (last === undefined) {
      this.report(
        'deviation',
        'misplaced-strength',
        `the strength ${text} follows no move; kept as a comment`,
        location,
      );
      (line.comments ??= []).push(text);
      return;
    }
    if (!this.lastWasMove || last.strength !== undefined) {
      this.report(
        'deviation',
        'misplaced-strength',
        `the strength ${text} does not follow its move directly`,
        location,
      );
    }
    last.strength = (last.strength ?? '') + text;
  }

  private danglingNumber(): void {
    if (this.numberOffset < 0) return;
    const location = { offset: this.numberOffset, line: this.numberLine, column: this.numberColumn };
    this.report('deviation', 'move-number-without-move', 'a move number with no move after it', location);
    this.numberOffset = -1;
  }

  private open(line: MutableLine, location: PdnLocation): void {
    this.danglingNumber();
    if (this.stack.length > this.maxDepth) {
      if (!this.depthReported) {
        this.report('error', 'budget', `variations nested deeper than ${this.maxDepth} levels are skipped`, location);
        this.depthReported = true;
      }
      this.skipDepth = 1;
      return;
    }
    if (this.roomVariations <= 0) return this.full(this.maxVariations, 'variations');
    this.roomVariations--;
    const variation: MutableLine = { moves: [] };
    const last = line.moves[line.moves.length - 1];
    if (last !== undefined) (last.variations ??= []).push(variation);
    else {
      this.report(
        'warning',
        'variation-without-move',
        'a variation before any move is an alternative to nothing',
        location,
      );
      (line.variations ??= []).push(variation);
    }
    this.stack.push(variation);
  }

  private close(location: PdnLocation): void {
    this.danglingNumber();
    if (this.stack.length === 1) {
      this.report('error', 'unexpected', 'a ) with no variation open', location);
      return;
    }
    const line = this.stack.pop()!;
    if (isEmptyLine(line)) this.report('deviation', 'empty-variation', 'an empty variation ()', location);
  }

  /**
   * Ends the current game. `terminator` is the separator token, or undefined when a tag section
   * or the end of the input ended it.
   */
  private endGame(terminator: string | undefined, location: PdnLocation, how: 'separator' | 'tag' | 'end'): void {
    this.danglingNumber();
    // Over budget, the variations open where reading stopped are not faults of the game.
    if (this.stack.length > 1 && !this.overflow) {
      this.report(
        'error',
        'unclosed-variation',
        `${this.stack.length - 1} variation(s) still open at the end of the game`,
        location,
      );
    }
    if (terminator === undefined && this.hasBody) {
      // `… 13-19 4-6` then a new game: a match score written as a last "move" that equals the
      // Result tag is the game's result token (lidraughts reads a final 1-1 the same way). Not
      // in a game over budget: its last move read is not its last move.
      const moves = this.root.moves;
      const last = moves[moves.length - 1];
      const result = this.tags.find((tag) => tag.name === 'Result')?.value;
      if (
        !this.overflow &&
        last !== undefined &&
        result !== undefined &&
        last.move === result &&
        /^[0-9]+-[0-9]+$/.test(result) &&
        !last.strength &&
        !last.comments &&
        !last.nags &&
        !last.setups &&
        !last.variations
      ) {
        moves.pop();
        this.lexer.roomMoves++;
        terminator = result;
        this.report(
          'deviation',
          'nonstandard-result',
          `${result} is not a PDN 3.0 result token; read as the game's result (it equals the Result tag)`,
          last.location ?? location,
        );
      } else if (how === 'tag') {
        this.report(
          'deviation',
          'missing-separator',
          'a new tag section begins but the game before it was not ended by * or a result',
          location,
        );
      }
    }
    const game = this.root as MutableLine & {
      tags?: PdnTag[];
      terminator?: string;
      index?: number;
      location?: PdnLocation;
    };
    game.tags = this.tags;
    if (terminator !== undefined) game.terminator = terminator;
    this.count++;
    game.index = this.count;
    if (this.gameLocation !== undefined) game.location = this.gameLocation;
    this.done = { game: game as unknown as PdnGame, problems: this.problems, index: this.count };
    this.reset();
  }

  private reset(): void {
    this.tags = [];
    this.root = { moves: [] };
    this.stack = [this.root];
    this.started = false;
    this.hasBody = false;
    this.gameLocation = undefined;
    this.problems = [];
    this.numberOffset = -1;
    this.lastWasMove = false;
    this.skipDepth = 0;
    this.overflow = false;
    this.depthReported = false;
    this.roomVariations = this.maxVariations;
    this.roomSetups = this.maxSetups;
    const lexer = this.lexer;
    lexer.roomMoves = this.maxMoves;
    lexer.roomComments = this.maxComments;
    lexer.roomNags = this.maxNags;
    lexer.roomTags = this.maxTags;
    lexer.gameEnd = Number.MAX_SAFE_INTEGER;
  }

  private endOfInput(): void {
    if (this.started) this.endGame(undefined, this.lexer.here(), 'end');
    this.emitDone();
    if (this.loose.length > 0) {
      this.out.push({ index: 0, game: undefined, problems: this.loose.map((p) => ({ ...p, game: 0 })) });
      this.loose = [];
    }
  }
}
