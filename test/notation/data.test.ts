/**
 * Positions and moves as plain data (issue 11, point 1): JSON- and structured-clone-safe, the
 * variant named by its key, and back; any value from outside gets a Result, never an exception.
 */
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  english,
  international,
  legalMoves,
  moveFromData,
  moveToData,
  parseFen,
  play,
  positionEquals,
  positionFromData,
  positionToData,
  putPiece,
  startPosition,
  variants,
} from '../../src/index.js';
import type { Position } from '../../src/index.js';
import { arbitraryAnyPosition } from '../arbitraries.js';
import { FLYING_CASES, arbitraryAnyFlyingRefPosition, toFlyingPosition } from '../flyingArbitraries.js';

/** Positions of every variant, some with a man put on its crowning row on purpose. */
const anyPosition: fc.Arbitrary<Position> = fc
  .tuple(
    fc.oneof(
      arbitraryAnyPosition,
      ...FLYING_CASES.map((c) => arbitraryAnyFlyingRefPosition(c).map((ref) => toFlyingPosition(c.variant, ref))),
    ),
    fc.option(fc.tuple(fc.boolean(), fc.nat()), { nil: undefined }),
  )
  .map(([p, extra]) => {
    if (extra === undefined) return p;
    // A man on its crowning row: White's is the top row (squares 1 to cols/2), Black's the bottom one.
    const [white, i] = extra;
    const perRow = p.variant.board.cols / 2;
    const square = white ? 1 + (i % perRow) : p.variant.board.squareCount - (i % perRow);
    const r = putPiece(p, square, { color: white ? 'white' : 'black', role: 'man' }, { allowMenOnCrowningRow: true });
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  });

describe('positions as data', () => {
  it('a Position itself cannot be cloned (its variant holds functions); its data can', () => {
    const p = startPosition(english);
    expect(() => structuredClone(p)).toThrow();
    expect(structuredClone(positionToData(p))).toEqual({ variant: 'english', fen: 'B:W21-32:B1-12' });
  });

  it('round-trips every position of every variant through JSON and structuredClone', () => {
    fc.assert(
      fc.property(anyPosition, fc.boolean(), (p, json) => {
        const data = positionToData(p);
        const sent: unknown = json ? JSON.parse(JSON.stringify(data)) : structuredClone(data);
        const r = positionFromData(sent, { variants });
        expect(r.ok && positionEquals(r.value, p)).toBe(true);
        // The variant is the value of the list given, by key.
        expect(r.ok && r.value.variant).toBe(p.variant);
      }),
      { numRuns: 600 },
    );
  });

  it('answers bad data with a typed error', () => {
    const code = (data: unknown): unknown => {
      const r = positionFromData(data, { variants: [english] });
      return r.ok ? 'ok' : [r.error.code, r.error.at];
    };
    expect(code(null)).toEqual(['bad-shape', undefined]);
    expect(code([])).toEqual(['bad-shape', undefined]);
    expect(code({ fen: 'B:W21-32:B1-12' })).toEqual(['bad-shape', 'variant']);
    expect(code({ variant: 'english' })).toEqual(['bad-shape', 'fen']);
    expect(code({ variant: 'international', fen: 'W:W31-50:B1-20' })).toEqual(['unknown-variant', 'variant']);
    expect(code({ variant: 'english', fen: 'W:W31-50:B1-20' })).toEqual(['bad-fen', 'fen']);
    const bad = positionFromData({ variant: 'english', fen: 'W:W22:B1,22' }, { variants: [english] });
    expect(!bad.ok && bad.error.cause).toMatchObject({ kind: 'fen', code: 'duplicate-square' });
    // The same data with International among the candidates.
    expect(
      positionFromData({ variant: 'international', fen: 'W:W31-50:B1-20' }, { variants: [english, international] }).ok,
    ).toBe(true);
  });

  it('never throws on any JSON value or any structured-clone value', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.jsonValue(),
          fc.anything(),
          fc.record({ variant: fc.constantFrom('english', 'x', 5), fen: fc.oneof(fc.string(), fc.jsonValue()) }),
        ),
        (value) => {
          const r = positionFromData(value, { variants });
          if (!r.ok) expect(r.error.kind).toBe('data');
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('moves as data', () => {
  it('every legal path round-trips through JSON and comes back the same move', () => {
    fc.assert(
      fc.property(anyPosition, fc.nat(), (p, i) => {
        const moves = legalMoves(p, { paths: true });
        if (moves.length === 0) return;
        const move = moves[i % moves.length]!;
        const r = moveFromData(p, JSON.parse(JSON.stringify(moveToData(move))));
        expect(r.ok && r.value).toEqual({
          from: move.from,
          to: move.to,
          path: [...move.path],
          captured: [...move.captured],
        });
        if (r.ok) expect(positionEquals(play(p, r.value), play(p, move))).toBe(true);
      }),
      { numRuns: 600 },
    );
  });

  it('refuses a move that is not one of the legal paths, with the captures checked too', () => {
    // Black man on 10 takes 14 then 23 (10x17x26 or 10x19x26 in B:W14,15,22,23:B10).
    const p = parseFen(english, 'B:W14,15,22,23:B10');
    if (!p.ok) throw new Error('test FEN');
    expect(moveFromData(p.value, { path: [10, 17, 26], captured: [14, 22] }).ok).toBe(true);
    // The right path with the wrong captured squares, an unfinished capture, a quiet move while a capture is compulsory (WCDF 1.20).
    expect(moveFromData(p.value, { path: [10, 17, 26], captured: [15, 23] })).toMatchObject({
      ok: false,
      error: { code: 'illegal-move' },
    });
    expect(moveFromData(p.value, { path: [10, 17], captured: [14] })).toMatchObject({
      ok: false,
      error: { code: 'illegal-move' },
    });
    expect(moveFromData(p.value, { path: [10, 11], captured: [] })).toMatchObject({
      ok: false,
      error: { code: 'illegal-move' },
    });
    // from/to must agree with the path; squares off the board are no move.
    expect(moveFromData(p.value, { from: 9, to: 26, path: [10, 17, 26], captured: [14, 22] })).toMatchObject({
      ok: false,
      error: { code: 'bad-shape', at: 'from' },
    });
    expect(moveFromData(p.value, { path: [10, 33], captured: [] })).toMatchObject({
      ok: false,
      error: { code: 'illegal-move' },
    });
    expect(moveFromData(startPosition(english), { path: [41, 37], captured: [] })).toMatchObject({
      ok: false,
      error: { code: 'illegal-move' },
    });
    expect(moveFromData(p.value, { path: [10, 17.5], captured: [] })).toMatchObject({
      ok: false,
      error: { code: 'bad-shape', at: 'path' },
    });
    expect(moveFromData(p.value, { path: [10, 17, 26] })).toMatchObject({
      ok: false,
      error: { code: 'bad-shape', at: 'captured' },
    });
  });

  it('refuses a `to` that is not the last square of the path, even where the path is legal (issue 28)', () => {
    // 10x17x26 is a legal path in B:W14,15,22,23:B10 (WCDF 1.19, 1.20: the man jumps 14, then 22),
    // so it ends on 26; 17 is only where it lands between its jumps. A `to` of 17 contradicts the
    // path, whatever else the data says: `at` points at the field at fault.
    const p = parseFen(english, 'B:W14,15,22,23:B10');
    if (!p.ok) throw new Error('test FEN');
    expect(moveFromData(p.value, { to: 17, path: [10, 17, 26] })).toMatchObject({
      ok: false,
      error: { kind: 'data', code: 'bad-shape', at: 'to' },
    });
    expect(moveFromData(p.value, { to: 17, path: [10, 17, 26], captured: [14, 22] })).toMatchObject({
      ok: false,
      error: { code: 'bad-shape', at: 'to' },
    });
    expect(moveFromData(p.value, { from: 10, to: 26, path: [10, 17, 26], captured: [14, 22] }).ok).toBe(true);
  });

  it('matches the variant key exactly: `English` is not `english` (issue 28)', () => {
    // Variant.key is a stable identifier ('english'), not a name for people: a key written
    // otherwise is another key, and the caller is told so rather than given a guess.
    const r = positionFromData({ variant: 'English', fen: 'B:W21-32:B1-12' }, { variants: [english] });
    expect(r).toMatchObject({ ok: false, error: { kind: 'data', code: 'unknown-variant', at: 'variant' } });
    expect(positionFromData({ variant: ' english', fen: 'B:W21-32:B1-12' }, { variants: [english] })).toMatchObject({
      ok: false,
      error: { code: 'unknown-variant' },
    });
    expect(positionFromData({ variant: 'english', fen: 'B:W21-32:B1-12' }, { variants: [english] }).ok).toBe(true);
  });

  it('never throws on any value', () => {
    const p = startPosition(international);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.jsonValue(),
          fc.anything(),
          fc.record({
            path: fc.array(fc.integer({ min: -5, max: 100 })),
            captured: fc.array(fc.integer({ min: -5, max: 100 })),
          }),
        ),
        (value) => {
          const r = moveFromData(p, value);
          if (!r.ok) expect(r.error.kind).toBe('data');
          else expect(legalMoves(p, { paths: true }).some((m) => m.path.join() === r.value.path.join())).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
