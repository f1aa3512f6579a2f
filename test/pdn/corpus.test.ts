/**
 * The PDN 3.0 test corpus (`wiegerw/pdn` `games/succeed` and `games/fail`, copied unchanged
 * into ../shared/data/pdn/wiegerw-pdn; "files that every parser must accept without errors" and
 * "files that every parser must reject", `doc/implementation.rst`) and the other real files of
 * ../shared/data/pdn, read in strict and in lenient mode.
 *
 * Upstream gives no reason for the fail/ files. The reasons below were found by reading each
 * file against the PDN 3.0 reading grammar (`doc/grammar.rst`, `grammars/pdn_reading_antlr.g4`),
 * and the line is where the grammar breaks.
 */
import { expect, it } from 'vitest';
import { parsePdn } from '../../src/pdn/index.js';
import { describeShared } from '../shared.js';
import { allCorpusFiles, corpusBytes, corpusFiles } from './corpus.js';

interface FailCase {
  /** Why the file is outside the reading grammar. */
  readonly why: string;
  /** The first error: code, line and column. */
  readonly code: string;
  readonly line: number;
  readonly column: number;
}

const FAIL: Readonly<Record<string, FailCase>> = {
  'wiegerw-pdn/fail/nested_comment.pdn': {
    // `2. 35-30 { nested { comment } }`: COMMENT is `\{[^}]*\}`, so the comment ends at the
    // first `}` (column 44); the second `}` (column 46) matches no token: comments do not nest.
    why: 'a second } after a comment: comments do not nest',
    code: 'unknown-text',
    line: 1,
    column: 46,
  },
  'wiegerw-pdn/fail/delfts.pdn': {
    // `64. 38-32 13-19 4-6` then a blank line and `[Event …`: `4-6` is none of the result tokens
    // WIN1 … DOUBLEFORFEIT, so it can only be the move 4-6, and the game has no separator before
    // the next tag section (PdnFile: Game (GameSeparator Game)*). Our error is at the `4-6`.
    why: 'the match score 4-6 is not a result token, so the game is not separated from the next',
    code: 'nonstandard-result',
    line: 26,
    column: 69,
  },
  'wiegerw-pdn/fail/abatsiev.pdn': {
    // Game 41 is `1. - - 2. - - …`: a MOVESEPARATOR with no squares. grammar.rst names
    // "unknown moves using a minus sign: 41. - -" among the practices outside the reading grammar.
    why: 'unknown moves written "- -"',
    code: 'unknown-move',
    line: 595,
    column: 4,
  },
  'wiegerw-pdn/fail/mrdrcd07.pdn': {
    // `1. 0-2`: a MOVENUMBER must be followed by a Move (GameMove: MOVENUMBER? Move …);
    // grammar.rst names "a move number without a move to specify an empty game: 1. 2-0" as
    // outside the reading grammar.
    why: 'an empty game written "1. 0-2": a move number with no move',
    code: 'move-number-without-move',
    line: 198,
    column: 1,
  },
  'wiegerw-pdn/fail/mrdrcd08.pdn': {
    // `1. 1-0`: as in mrdrcd07.pdn.
    why: 'an empty game written "1. 1-0": a move number with no move',
    code: 'move-number-without-move',
    line: 499,
    column: 1,
  },
  'wiegerw-pdn/fail/Cat.A1.pdn': {
    // `1. 17-12 14x45 2. 12-8 6x17 3. 8-3 . 1-0`: the lone `.` (column 36) is no token; a
    // MOVENUMBER needs digits before its dot.
    why: 'a lone "." after the last move',
    code: 'unknown-text',
    line: 405,
    column: 36,
  },
  'wiegerw-pdn/fail/Cat.C1.pdn': {
    // The moves of the game of line 570 end with `… 48x31 6.` (line 579): the move number `6.`
    // has no move; the next token is the `[` of the next game at line 582.
    why: 'a move number "6." with no move at the end of a game',
    code: 'move-number-without-move',
    line: 579,
    column: 75,
  },
  'wiegerw-pdn/fail/40Camp.DamaInternazionaleAssoluto.pdn': {
    // The game of lines 221-226 (`1. 34-29 19-23`) has no `*` or result before the next tag
    // section at line 228: games must be separated.
    why: 'a game with no separator before the next tag section',
    code: 'missing-separator',
    line: 228,
    column: 1,
  },
};

describeShared('strict mode on the PDN 3.0 corpus', () => {
  const succeed = corpusFiles('wiegerw-pdn/succeed');
  const fail = corpusFiles('wiegerw-pdn/fail');

  it('finds the corpus', () => {
    expect(succeed).toHaveLength(39);
    expect(fail.sort()).toEqual(Object.keys(FAIL).sort());
  });

  it.each(succeed)('reads %s without error', (file) => {
    const { games, problems } = parsePdn(corpusBytes(file), { mode: 'strict' });
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(games.length).toBeGreaterThan(0);
  });

  it.each(fail)('rejects %s with an error at the offending line', (file) => {
    const expected = FAIL[file]!;
    const errors = parsePdn(corpusBytes(file), { mode: 'strict' }).problems.filter((p) => p.severity === 'error');
    expect(errors.length, expected.why).toBeGreaterThan(0);
    const first = errors[0]!;
    expect([first.code, first.line, first.column], expected.why).toEqual([
      expected.code,
      expected.line,
      expected.column,
    ]);
  });
});

describeShared('lenient mode on every corpus file', () => {
  it.each(allCorpusFiles())('reads %s with warnings only', (file) => {
    const { games, problems } = parsePdn(corpusBytes(file));
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(games.length).toBeGreaterThan(0);
    for (const p of problems) {
      expect(p.line).toBeGreaterThan(0);
      expect(p.column).toBeGreaterThan(0);
      expect(p.game).toBeGreaterThan(0);
    }
  });

  it('reports each deviation of the fail/ files as a warning where strict mode reports the error', () => {
    for (const [file, expected] of Object.entries(FAIL)) {
      const warnings = parsePdn(corpusBytes(file)).problems;
      expect(
        warnings.map((p) => [p.severity, p.code, p.line, p.column]),
        file,
      ).toContainEqual(['warning', expected.code, expected.line, expected.column]);
    }
  });

  it('keeps the text CheckerBoard glued to moves in tinsley.pdn as comments, with a warning each', () => {
    const { games, problems } = parsePdn(corpusBytes('checkerboard/tinsley.pdn'));
    expect(problems.map((p) => [p.code, p.game, p.line, p.column])).toEqual([
      ['unknown-text', 623, 6434, 74],
      ['unknown-text', 693, 7170, 22],
    ]);
    // "15. 11x18x25 30x21x14 8-11Redoversteppedthetimecontrolonthismove." (line 6434)
    const game = games[622]!;
    expect(game.moves.at(-1)).toMatchObject({ move: '8-11', comments: ['Redoversteppedthetimecontrolonthismove.'] });
    expect(games).toHaveLength(724);
  });

  it('counts the games of the files whose README gives their number', () => {
    const count = (file: string): number => parsePdn(corpusBytes(file)).games.length;
    // README table: tinsley 724, 11_man_* 2,400, wiersma 34, 090417ronde12 7, OCA 43, kurnik 4.
    expect(count('checkerboard/tinsley.pdn')).toBe(724);
    expect(count('checkerboard/11_man_english.pdn')).toBe(2400);
    expect(count('checkerboard/11_man_italian.pdn')).toBe(2400);
    expect(count('wiegerw-draughts/wiersma.pdn')).toBe(34);
    expect(count('wiegerw-pdn/succeed/090417ronde12.pdn')).toBe(7);
    expect(count('wiegerw-pdn/succeed/OCA_2.0.pdn')).toBe(43);
    expect(count('wiegerw-pdn/succeed/kurnik.pdn')).toBe(4);
  });
});
