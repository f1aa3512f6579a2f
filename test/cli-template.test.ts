/**
 * The output of `validate` and `pdn` made with holes for line and game numbers (`--jobs`: a
 * worker formats a piece without knowing what comes before it): filled with the numbers of the
 * pieces before, it must be the line made from the problem placed in the whole file; and the
 * JSON line must be what `JSON.stringify` gives for the object the docs describe.
 */
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import type { PdnProblem } from '../src/pdn/index.js';
import { TemplateBuilder, renderTemplate } from '../src/node/template.js';
import { problemLine, validateJson, warningSummaryLine, warningSummaryText } from '../src/cli/format.js';
import { problemLineTo, validateJsonTo, warningFirstTo } from '../src/node/problemText.js';
import { GameOutput } from '../src/node/gameOutput.js';

const problem = fc.record({
  kind: fc.constant('pdn' as const),
  severity: fc.constantFrom('error' as const, 'warning' as const),
  code: fc.constantFrom('illegal-move' as const, 'separator' as const, 'semicolon-comment' as const),
  message: fc.string({ unit: 'binary', maxLength: 30 }),
  game: fc.nat(1000),
  offset: fc.nat(100000),
  line: fc.integer({ min: 1, max: 100000 }),
  column: fc.integer({ min: 1, max: 500 }),
  ply: fc.option(fc.integer({ min: 1, max: 300 }), { nil: undefined }),
}) as fc.Arbitrary<PdnProblem>;

/** `p` in the whole file, for a piece after `lines` lines and `games` games. */
const placed = (p: PdnProblem, lines: number, games: number): PdnProblem => ({
  ...p,
  line: p.line + lines,
  game: p.game === 0 ? 0 : p.game + games,
});

describe('output with holes for line and game numbers', () => {
  it('renderTemplate: text and holes in order; game 0 (no game) stays 0', () => {
    const t = new TemplateBuilder();
    expect(t.empty).toBe(true);
    t.text('a:');
    t.line(3);
    t.text(':b ');
    t.game(0);
    t.text(' ');
    t.game(2);
    expect(t.empty).toBe(false);
    const template = t.take();
    expect(t.empty).toBe(true);
    expect(renderTemplate(template, 0, 0)).toBe('a:3:b 0 2');
    expect(renderTemplate(template, 100, 10)).toBe('a:103:b 0 12');
  });

  it('a problem line, a warning summary and a JSON line filled for a later piece are those of the placed problem', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 12 }),
        problem,
        fc.nat(1e6),
        fc.nat(1e5),
        (file, p, lines, games) => {
          const whole = placed(p, lines, games);
          const line = new TemplateBuilder();
          problemLineTo(line, file, p);
          expect(renderTemplate(line.take(), lines, games)).toBe(problemLine(file, whole));
          const first = new TemplateBuilder();
          warningFirstTo(first, file, p);
          expect(warningSummaryText(p.code, 7, renderTemplate(first.take(), lines, games))).toBe(
            warningSummaryLine(p.code, 7, file, whole),
          );
          const json = new TemplateBuilder();
          validateJsonTo(json, file, p.game, true, 'english', 3, [p, p]);
          expect(renderTemplate(json.take(), lines, games)).toBe(
            validateJson(file, whole.game, true, 'english', 3, [whole, whole]),
          );
        },
      ),
    );
  });

  it('validateJson is the JSON.stringify of the documented object (keys in order, ply only with a move)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 12 }),
        fc.array(problem, { maxLength: 3 }),
        fc.option(fc.constant('english'), { nil: null }),
        (file, problems, variant) => {
          const expected = JSON.stringify({
            file,
            game: 4,
            ok: false,
            variant,
            moves: 9,
            problems: problems.map((p) => ({
              severity: p.severity,
              code: p.code,
              message: p.message,
              line: p.line,
              column: p.column,
              ...(p.ply === undefined ? {} : { ply: p.ply }),
            })),
          });
          expect(validateJson(file, 4, false, variant, 9, problems)).toBe(expected);
        },
      ),
    );
  });

  it('a problem line stays one line whatever the file name and message hold', () => {
    const p: PdnProblem = {
      kind: 'pdn',
      severity: 'error',
      code: 'illegal-move',
      message: 'a\nb\rc',
      game: 2,
      offset: 0,
      line: 5,
      column: 1,
      ply: 3,
    };
    expect(problemLine('x\ny.pdn', p)).toBe('x\\ny.pdn:5:1: game 2, ply 3: error illegal-move: a\\nb\\rc');
  });

  it('GameOutput: validate counts warnings by code with the first of each; pdn separates games with a blank line', () => {
    const warn = (code: 'separator' | 'semicolon-comment', line: number, game: number): PdnProblem => ({
      kind: 'pdn',
      severity: 'warning',
      code,
      message: 'm',
      game,
      offset: 0,
      line,
      column: 2,
    });
    const v = new GameOutput({ command: 'validate', style: 'text', file: 'f.pdn' });
    v.add({ index: 1, hasGame: true, variant: 'english', moves: 5, problems: [warn('separator', 2, 1)] });
    v.add({
      index: 2,
      hasGame: true,
      variant: 'english',
      moves: 4,
      problems: [warn('separator', 9, 2), warn('semicolon-comment', 9, 2)],
    });
    const piece = v.take();
    expect([piece.games, piece.moves, piece.warnings, piece.errors]).toEqual([2, 9, 3, 0]);
    expect(renderTemplate(piece.out, 10, 1)).toBe('');
    expect(piece.codes.map(([code, count, first]) => `${code} ${count} ${renderTemplate(first, 10, 1)}`)).toEqual([
      'separator 2 f.pdn:12:2: game 2: m',
      'semicolon-comment 1 f.pdn:19:2: game 3: m',
    ]);
    expect(v.empty).toBe(true);
    const pdn = new GameOutput({ command: 'pdn', file: 'f.pdn' });
    pdn.add({ index: 1, hasGame: true, variant: 'english', moves: 1, problems: [], text: 'A\n' });
    pdn.add({ index: 0, hasGame: false, variant: null, moves: 0, problems: [] });
    pdn.add({ index: 2, hasGame: true, variant: 'english', moves: 1, problems: [], text: 'B\n' });
    expect(renderTemplate(pdn.take().out, 0, 0)).toBe('A\n\nB\n');
  });
});
