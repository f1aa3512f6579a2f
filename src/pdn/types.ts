/**
 * The PDN game tree and the problem type shared by the reader, the writer and replay.
 *
 * A game is its tag pairs in file order and its body. A body (the game's mainline, or a
 * variation) is a {@link PdnLine}: what stands before its first move, then its moves. Each move
 * carries what follows it in the file: strength suffix, NAGs, comments, setup commands and the
 * variations that are alternatives to it (PDN 3.0 grammar, docs/sources.md, PDN 3.0: move text).
 * Nesting depth is the depth of variations only, never the length of a game.
 * @module
 */

/** Where something starts in the input. */
export interface PdnLocation {
  /** 0-based offset in the decoded text (UTF-16 code units; a byte-order mark is not counted). */
  readonly offset: number;
  /** 1-based line; CRLF, LF and a lone CR each end a line. */
  readonly line: number;
  /** 1-based column, in UTF-16 code units. */
  readonly column: number;
}

/** A tag pair `[Name "value"]`, with the value unescaped (`\"` → `"`, `\\` → `\`). */
export interface PdnTag {
  /** The tag name as written, such as `Event` or `GameType`. */
  readonly name: string;
  /** The value, unescaped. */
  readonly value: string;
  /** Where the tag's `[` stands; absent in trees built by hand. */
  readonly location?: PdnLocation;
}

/** What can stand in a body before its first move, or after a move, other than moves. */
export interface PdnAnnotations {
  /** `{…}` comments (and, in lenient mode, `;` comments and text that is not PDN), verbatim. */
  readonly comments?: readonly string[];
  /** Numeric annotation glyphs, `$1` → 1. */
  readonly nags?: readonly number[];
  /** Setup commands, the text between the slashes: `FEN "W:W31-50:B1-20"` (PDN 3.0 commands). */
  readonly setups?: readonly string[];
}

/**
 * A sequence of moves: the game's mainline or a variation. The annotations of the line itself
 * are those before its first move (a game's opening comment, or a comment at the start of a
 * variation).
 */
export interface PdnLine extends PdnAnnotations {
  /**
   * Variations that stand before the first move of the line. The grammar allows them; they are
   * alternatives to no move, so replay skips them (with a warning from the reader).
   */
  readonly variations?: readonly PdnLine[];
  /** The moves, in order. */
  readonly moves: readonly PdnMove[];
}

/** One half-move as written, and everything that follows it up to the next move. */
export interface PdnMove extends PdnAnnotations {
  /**
   * The move text, normalised without changing its meaning: squares without leading zeros,
   * `x` for any capture separator (`x`, `X`, `:`, `×`), `-` otherwise, no spaces: `32-28`,
   * `26x17x10`, `c3-d4`, `d6xb4xd2`, `a3b4` (an algebraic move without separator stays so).
   * A numeric move without separator stays as written, `3328`, `914` or `0510`: how its digits
   * split into squares may depend on the board (`128` is 1-28 or 12-8), so replay splits it. An unknown move written `-` in the
   * file (`41. - -`) is kept as `-`.
   */
  readonly move: string;
  /** The move-strength suffix as written: `!`, `?!`, `(?)`, `!!!`; `*` ("forced", PDN 2.0). */
  readonly strength?: string;
  /** Variations: alternatives to this move, each starting from the position before it. */
  readonly variations?: readonly PdnLine[];
  /** Where the move text starts; absent in trees built by hand. */
  readonly location?: PdnLocation;
}

/** A game: tag pairs in file order (unknown tags kept) and the mainline. */
export interface PdnGame extends PdnLine {
  /** The tag pairs, in the order of the file, duplicates and unknown names included. */
  readonly tags: readonly PdnTag[];
  /**
   * The token that ended the game in the file: `*` or a result such as `1-0`; absent when the
   * game ended at a new tag section or at the end of the input. The game's result is the
   * `Result` tag (PDN 3.0); this is kept so that nothing read is lost.
   */
  readonly terminator?: string;
  /** The game's position in its file, counting from 1; absent in trees built by hand. */
  readonly index?: number;
  /** Where the game's first token stands; absent in trees built by hand. */
  readonly location?: PdnLocation;
}

/** How serious a problem is. */
export type PdnSeverity =
  /** The input is wrong (or, in strict mode, outside the PDN 3.0 reading grammar). */
  | 'error'
  /** A deviation that was accepted (lenient mode), or a note about something accepted. */
  | 'warning';

/**
 * Stable problem codes. Reader codes marked "deviation" are warnings in lenient mode and errors
 * in strict mode (docs/sources.md, deviations of real files); the others have a fixed severity.
 */
export type PdnProblemCode =
  // --- reading: always errors
  /** A `{` comment, `"` string or `/` setup command that is never closed. */
  | 'unterminated'
  /** A tag pair that is not `[Name "value"]`. */
  | 'bad-tag'
  /** A `)` with no open variation, or a token that cannot stand where it does. */
  | 'unexpected'
  /** A move that stops after its separator (`32-`); the text is kept as a comment. */
  | 'incomplete-move'
  /**
   * Text that holds a number (a square) but is no move the reader knows (`32`, `32=28`,
   * `0-5`, `2617x10`, `c3`, `-6`): kept as a comment, and an error in both modes, since a move of
   * the game may be lost with it. A stray word without digits, a NAG out of range (`$1234567890`)
   * and FMJD's sign `+1` are `unknown-text`.
   */
  | 'unreadable-move'
  /** A variation still open when the game ended. */
  | 'unclosed-variation'
  /**
   * A budget of the reader was exceeded (game or token length, moves, variations, comments, NAGs,
   * setups or tags in one game: the rest of the game is skipped; nesting depth, comment length,
   * problems: cut). See `PdnReadOptions` and docs/reliability.md, "Budgets".
   */
  | 'budget'
  // --- reading: deviations (lenient warning, strict error)
  /**
   * Text that is not PDN and holds no digit (`Redoversteppedthetimecontrol.`, a lone `.`, a stray
   * `}`); kept as a comment. Such text with a digit is `unreadable-move`.
   */
  | 'unknown-text'
  /** A new tag section began before the previous game was ended by `*` or a result. */
  | 'missing-separator'
  /** A move number followed by no move (`6.` before a tag section, `1. 0-2`). */
  | 'move-number-without-move'
  /** A separator with no game before it (`1-0 *`): the empty game is skipped. */
  | 'empty-game'
  /** A result outside PDN 3.0 (`4-6`, `½-½`, `0.5-0.5`), read as the game's end. */
  | 'nonstandard-result'
  /** An unknown move written `-` (`41. - -`). */
  | 'unknown-move'
  /** `*` glued to a move, read as the strength "forced" (PDN 2.0, FMJD 9.1.9) not as a separator. */
  | 'star-strength'
  /** A `;` comment (PDN 1.0, PGN), kept as a comment. */
  | 'semicolon-comment'
  /** Move syntax outside the grammar: `X` or `×` for a capture, typographic dashes, `-` paths, mixed separators. */
  | 'move-syntax'
  /**
   * A numeric move written without separator, `3328` or `914` (PDN 3.0 lists it among the forms
   * met in practice): kept as written, and split into its two squares on the game's board by
   * replay.
   */
  | 'move-without-separator'
  /** A move number with two or four or more dots. */
  | 'move-number'
  /** A tag name that does not start with a capital letter, or a value not in straight quotes. */
  | 'tag-syntax'
  /** A strength suffix that does not follow its move directly, or a second one. */
  | 'misplaced-strength'
  /** `()`: a variation with nothing in it. */
  | 'empty-variation'
  // --- reading: warnings
  /** The bytes are not UTF-8 from here on; they are read as ISO-8859-1 from here to the end (PDN 3.0 encoding section). */
  | 'latin-1'
  /** A variation before the first move of its line: it is an alternative to no move. */
  | 'variation-without-move'
  // --- replay
  /** The game's variant is known to PDN but not (yet) played by crownhead, or unknown. */
  | 'unsupported-variant'
  /** A GameType tag that cannot be read, or whose attributes differ from the standard form. */
  | 'gametype'
  /**
   * No GameType tag (or one that cannot be read) says which game this is: the variant was chosen
   * by the moves, among those whose board and numbering fit the squares named (a warning naming
   * the choice and the candidates with how far each replayed; `replay`).
   */
  | 'variant-guessed'
  /**
   * The GameType tag (or the caller's default game type) names a variant under which the moves do
   * not replay to their end, or a number outside PDN 3.0's table, while they all replay under
   * another variant whose board fits: the game is read as that one, and the problem names both (a
   * warning; an error in strict mode).
   */
  | 'gametype-contradicted'
  /**
   * A tag name given twice or more in one game: the tree keeps every pair, a game value
   * (`gameFromPdn`) one value a name, the first (a warning naming the value not kept).
   */
  | 'repeated-tag'
  /** A FEN tag or setup command that cannot be read for the variant. */
  | 'bad-fen'
  /**
   * Lenient replay: a FEN man on its crowning row (WCDF 1.16, FMJD 3.5), loaded as a king; strict
   * replay reports it as `bad-fen`.
   */
  | 'man-on-crowning-row'
  /**
   * Lenient replay: a FEN piece list with no colour and no piece (`W::.`, outside the PDN 3.0
   * grammar), read as an empty list; strict replay reports it as `bad-fen`.
   */
  | 'unnamed-fen-list'
  /** A FEN with `?` as side to move; the variant's first player was assumed. */
  | 'unknown-turn'
  /** A setup command that is not `FEN "…"`. */
  | 'unknown-setup'
  /** A move that is not legal in its position. */
  | 'illegal-move'
  /** Move text that fits several different legal moves. */
  | 'ambiguous-move'
  /**
   * A move read despite its separator: `-` for a capture (PDN 2.0 allows it; section 6 row 24)
   * or `x` for a move that captures nothing (CheckerBoard matches moves by their squares only,
   * and its files have such moves).
   */
  | 'separator'
  /** A game-ending result token that says something else than the Result tag. */
  | 'result-mismatch';

/** A problem found while reading or replaying: what, how serious, and where. */
export interface PdnProblem {
  /** Always `'pdn'`. */
  readonly kind: 'pdn';
  /** `'error'` or `'warning'`. */
  readonly severity: PdnSeverity;
  /** A stable code for programs. */
  readonly code: PdnProblemCode;
  /** A sentence for people. */
  readonly message: string;
  /** The game's position in the file, counting from 1 (0 when the problem belongs to no game). */
  readonly game: number;
  /** 0-based offset of the fault in the decoded text. */
  readonly offset: number;
  /** 1-based line of the fault. */
  readonly line: number;
  /** 1-based column of the fault. */
  readonly column: number;
  /** For a problem with a move: its half-move number in the game, 1 = the first half-move. */
  readonly ply?: number;
}
