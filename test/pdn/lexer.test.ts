/**
 * The PDN lexer (PDN 3.0 reading grammar, `wiegerw/pdn` `grammars/pdn_reading_antlr.g4`;
 * docs/sources.md, PDN 3.0): tokens, their locations, the `1-1` / `1-10`
 * trap, strength suffixes, and text split at every possible chunk boundary.
 */
import { describe, it, expect } from 'vitest';
import {
  Lexer,
  T_CLOSE,
  T_COMMENT,
  T_DASH,
  T_ELLIPSIS,
  T_EOF,
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
} from '../../src/pdn/lexer.js';
import { parsePdn } from '../../src/pdn/index.js';

const NAMES: Record<number, string> = {
  [T_TAG]: 'tag',
  [T_NUMBER]: 'number',
  [T_ELLIPSIS]: 'ellipsis',
  [T_MOVE]: 'move',
  [T_STRENGTH]: 'strength',
  [T_NAG]: 'nag',
  [T_COMMENT]: 'comment',
  [T_SETUP]: 'setup',
  [T_OPEN]: 'open',
  [T_CLOSE]: 'close',
  [T_STAR]: 'star',
  [T_RESULT]: 'result',
  [T_DASH]: 'dash',
  [T_UNKNOWN]: 'unknown',
  [T_SEMI]: 'semi',
};

interface Tok {
  kind: string;
  text?: string;
  line: number;
  column: number;
  offset: number;
  problems?: string[];
}

function lexer(lenient: boolean): Lexer {
  return new Lexer({ lenient, parenthesisComments: false, maxCommentLength: 1 << 20 });
}

function read(lx: Lexer, out: Tok[]): boolean {
  for (;;) {
    const kind = lx.next();
    if (kind === T_MORE) return false;
    if (kind === T_EOF) return true;
    const tok: Tok = {
      kind: NAMES[kind]!,
      line: lx.location.line,
      column: lx.location.column,
      offset: lx.location.offset,
    };
    if (kind === T_TAG) tok.text = `${lx.name}=${lx.text}`;
    else if (kind === T_NAG) tok.text = String(lx.nag);
    else if (kind === T_NUMBER) tok.text = `${lx.number}${'.'.repeat(lx.dots)}`;
    else if (kind === T_MOVE) tok.text = lx.text + lx.strength;
    else if (kind !== T_OPEN && kind !== T_CLOSE && kind !== T_STAR && kind !== T_ELLIPSIS && kind !== T_DASH)
      tok.text = lx.text;
    if (lx.problems) tok.problems = lx.problems.map((p) => p.code);
    out.push(tok);
  }
}

/** All tokens of `text`, read in one piece. */
function tokens(text: string, lenient = true): Tok[] {
  const lx = lexer(lenient);
  lx.feed(text);
  lx.finish();
  const out: Tok[] = [];
  read(lx, out);
  return out;
}

/** All tokens of `text`, fed in the given pieces. */
function tokensInPieces(pieces: readonly string[], lenient = true): Tok[] {
  const lx = lexer(lenient);
  const out: Tok[] = [];
  for (const piece of pieces) {
    lx.feed(piece);
    read(lx, out);
  }
  lx.finish();
  read(lx, out);
  return out;
}

const kinds = (text: string, lenient = true): string[] =>
  tokens(text, lenient).map((t) => `${t.kind}${t.text === undefined ? '' : ` ${t.text}`}`);

describe('tokens of the reading grammar', () => {
  it('reads the example game of PDN 3.0 doc/grammar.rst with its variation', () => {
    // grammar.rst: "32-28 19-23 (18-23 38-32 (37-32? 23-29! { Black wins }) 12-18) 28x19 14x23"
    expect(kinds('32-28 19-23 (18-23 38-32 (37-32? 23-29! { Black wins }) 12-18) 28x19 14x23')).toEqual([
      'move 32-28',
      'move 19-23',
      'open',
      'move 18-23',
      'move 38-32',
      'open',
      'move 37-32?',
      'move 23-29!',
      'comment  Black wins ',
      'close',
      'move 12-18',
      'close',
      'move 28x19',
      'move 14x23',
    ]);
  });

  it('reads tag pairs, unescaping \\" and \\\\ (PDN 3.0 STRING; section 1.3)', () => {
    expect(kinds('[White "This is a string with an escaped character \\""]')).toEqual([
      'tag White=This is a string with an escaped character "',
    ]);
    expect(kinds('[Site "C:\\\\games\\\\a.pdn"] [Event   "padded"]')).toEqual([
      'tag Site=C:\\games\\a.pdn',
      'tag Event=padded',
    ]);
    // A backslash before anything else stays (the writing grammar escapes only the quote).
    expect(kinds('[Annotator "a\\b"]')).toEqual(['tag Annotator=a\\b']);
  });

  it('reads move numbers with one or three dots, glued to the move or not', () => {
    expect(kinds('1.32-28 1... 7-12 1. ... 7-12 12.')).toEqual([
      'number 1.',
      'move 32-28',
      'number 1...',
      'move 7-12',
      'number 1.',
      'ellipsis',
      'move 7-12',
      'number 12.',
    ]);
  });

  it('keeps 1-1 a result only when no digit follows (the 1-10 trap, section 1.2)', () => {
    expect(kinds('1-10 1-1 1-18 1-1\n')).toEqual(['move 1-10', 'result 1-1', 'move 1-18', 'result 1-1']);
    expect(kinds('1-0 0-1 1/2-1/2 2-0 0-2 0-0 *')).toEqual([
      'result 1-0',
      'result 0-1',
      'result 1/2-1/2',
      'result 2-0',
      'result 0-2',
      'result 0-0',
      'star',
    ]);
  });

  it('reads captures with x and :, full and partial paths, and algebraic moves', () => {
    expect(kinds('26x17x10x1 c3:e5 d6xb4xd2 a3b4 c3-d4 1.a3b4')).toEqual([
      'move 26x17x10x1',
      'move c3xe5',
      'move d6xb4xd2',
      'move a3b4',
      'move c3-d4',
      'number 1.',
      'move a3b4',
    ]);
  });

  it('normalises leading zeros and spaces inside a move (both in the reading grammar)', () => {
    // `06-11` (fail/delfts.pdn), `1- 7` (succeed/schildpad.pdn).
    expect(kinds('06-11 01-06 1- 7 32 - 28')).toEqual(['move 6-11', 'move 1-6', 'move 1-7', 'move 32-28']);
  });

  it('does not take the next move number into a move (`32-28 - 22.`)', () => {
    expect(kinds('21. 32-28 - 22. 28-23')).toEqual(['number 21.', 'move 32-28', 'dash', 'number 22.', 'move 28-23']);
  });

  it('reads strength suffixes glued or standing alone, and (?) as a strength not a variation', () => {
    expect(kinds('1.32-28!? 19-23(!?!!!) 2.28x19 *')).toEqual([
      'number 1.',
      'move 32-28!?',
      'move 19-23(!?!!!)',
      'number 2.',
      'move 28x19',
      'star',
    ]);
    expect(kinds('29-23(?) 32-28 !')).toEqual(['move 29-23(?)', 'move 32-28', 'strength !']);
    expect(kinds('(!?)')).toEqual(['strength (!?)']);
  });

  it('reads NAGs, setup commands, comments and % lines', () => {
    expect(kinds('32-28 $1 $14 /FEN "W:W31-50:B1-20"/ {a}\n% a line comment 1-0\n19-23')).toEqual([
      'move 32-28',
      'nag 1',
      'nag 14',
      'setup FEN "W:W31-50:B1-20"',
      'comment a',
      'move 19-23',
    ]);
  });

  it('ends a comment at the first } (comments do not nest, section 1.2)', () => {
    expect(kinds('{ nested { comment } }')).toEqual(['comment  nested { comment ', 'unknown }']);
  });

  it('reads glued * as a strength in lenient mode only (section 6 row 9)', () => {
    expect(kinds('1-6* 7-11', true)).toEqual(['move 1-6*', 'move 7-11']);
    expect(kinds('1-6* 7-11', false)).toEqual(['move 1-6', 'star', 'move 7-11']);
  });

  it('keeps text that is not PDN as unknown tokens, up to a structural character', () => {
    expect(kinds('8-11Redoversteppedthetimecontrolonthismove. 0-1')).toEqual([
      'move 8-11',
      'unknown Redoversteppedthetimecontrolonthismove.',
      'result 0-1',
    ]);
    expect(kinds('8-3 . 1-0')).toEqual(['move 8-3', 'unknown .', 'result 1-0']);
    // Three or four digits are a move without separator (PDN 3.0: "3228 1823"); two are a lone
    // square and five a number that no two squares make: text, not moves.
    expect(kinds('3228 32 32281')).toEqual(['move 3228', 'unknown 32', 'unknown 32281']);
  });

  it('reads lidraughts and PDN 2.0 variants of results and separators, flagging each', () => {
    const toks = tokens('½-½ 0.5-0.5 32X23 32×23 32–28 ; rest of line\n- -');
    expect(toks.map((t) => `${t.kind} ${t.text ?? ''} ${(t.problems ?? []).join(',')}`.trim())).toEqual([
      'result ½-½ nonstandard-result',
      'result 0.5-0.5 nonstandard-result',
      'move 32x23 move-syntax',
      'move 32x23 move-syntax',
      'move 32-28 move-syntax',
      'semi  rest of line semicolon-comment',
      'dash  unknown-move',
      'dash  unknown-move',
    ]);
  });
});

describe('locations', () => {
  it('gives 1-based line and column and a 0-based offset, counting CRLF, LF and CR as one line end', () => {
    const toks = tokens('[Event "x"]\r\n1. 32-28\r19-23\n  {c}');
    expect(toks.map((t) => [t.kind, t.line, t.column, t.offset])).toEqual([
      ['tag', 1, 1, 0],
      ['number', 2, 1, 13],
      ['move', 2, 4, 16],
      ['move', 3, 1, 22],
      ['comment', 4, 3, 30],
    ]);
  });

  it('counts the lines inside comments and tag values', () => {
    const toks = tokens('{a\nb\r\nc} 32-28 [X "1\n2"] 1-0');
    expect(toks.map((t) => [t.kind, t.line, t.column])).toEqual([
      ['comment', 1, 1],
      ['move', 3, 4],
      ['tag', 3, 10],
      ['result', 4, 5],
    ]);
  });

  it('places a problem inside a tag on its own line when the tag spans lines', () => {
    // The name stands on line 2, column 1; the unquoted value on line 3, column 3.
    const { problems } = parsePdn('[\nevent\r\n  x] 1. 32-28 *');
    expect(problems.map((p) => [p.code, p.line, p.column])).toEqual([
      ['tag-syntax', 2, 1],
      ['tag-syntax', 3, 3],
    ]);
  });
});

describe('streaming', () => {
  const text =
    '[Event "E"]\r\n[White "a \\" b"]\r\n\r\n1. 32-28 19-23 (18-23 {long\r\ncomment}) 2. 28x19 14x23 $3 /FEN "W:W31-50:B1-20"/\r\n' +
    '3. 1-10 1-1 ½-½ 1/2-1/2 (?) 29-23(?) a3b4 c3:e5 06-11 1- 7 %x\r\n; semi\r\n*';

  it('gives the same tokens and locations whatever the chunk boundaries', () => {
    const whole = tokens(text);
    for (let cut = 1; cut < text.length; cut++) {
      expect(tokensInPieces([text.slice(0, cut), text.slice(cut)]), `cut at ${cut}`).toEqual(whole);
    }
    expect(tokensInPieces(text.split(''))).toEqual(whole);
  });

  it('waits at the end of a chunk for a token that may go on', () => {
    const lx = lexer(true);
    lx.feed('1-1');
    expect(lx.next()).toBe(T_MORE); // 1-1 or 1-10?
    lx.feed('0');
    expect(lx.next()).toBe(T_MORE); // a separator may follow after spaces: 1-10 -15?
    lx.feed('\n');
    expect(lx.next()).toBe(T_MOVE);
    expect(lx.text).toBe('1-10');
  });
});
