import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { international, legalMoves, parseFen, positionEquals, moveEquals, startPosition } from '../../src/index.js';
import {
  dxpMoveMessage,
  dxpMoveToMove,
  dxpSetupToPosition,
  formatDxpMessage,
  frameDxp,
  parseDxpMessage,
  positionToDxpSetup,
  splitDxpFrames,
} from '../../src/dxp/index.js';
import type { DxpMessage } from '../../src/dxp/index.js';
import { arbitraryFlyingRefPosition, toFlyingPosition } from '../flyingArbitraries.js';

// The layouts are those of the DamExchange layer 2 pages (docs/sources.md, DamExchange protocol).
describe('DXP messages', () => {
  it("reads the spec's GAMEACC and GAMEEND examples", () => {
    expect(parseDxpMessage('ATornado voor Windows 4.0        0')).toEqual({
      ok: true,
      value: { type: 'game-accept', followerName: 'Tornado voor Windows 4.0', acceptance: 0 },
    });
    expect(parseDxpMessage('E00')).toEqual({ ok: true, value: { type: 'game-end', reason: 0, stop: 0 } });
  });

  it('reads a game request with and without a position, field by field', () => {
    const name = 'Initiator'.padEnd(32, ' ');
    expect(parseDxpMessage(`R01${name}Z010075A`)).toEqual({
      ok: true,
      value: {
        type: 'game-request',
        version: 1,
        initiatorName: 'Initiator',
        followerColor: 'black',
        thinkingTime: 10,
        moves: 75,
      },
    });
    const board = 'Z' + 'e'.repeat(48) + 'w';
    const r = parseDxpMessage(`R01${name}W001000BZ${board}`);
    expect(r.ok && r.value.type === 'game-request' && r.value.setup).toEqual({ turn: 'black', board });
  });

  it('reads moves, chat and take-backs', () => {
    expect(parseDxpMessage('M0003322800')).toEqual({
      ok: true,
      value: { type: 'move', time: 3, from: 32, to: 28, captured: [] },
    });
    expect(parseDxpMessage('M0000211203221827')).toEqual({
      ok: true,
      value: { type: 'move', time: 0, from: 21, to: 12, captured: [22, 18, 27] },
    });
    expect(parseDxpMessage('Cgame ended')).toEqual({ ok: true, value: { type: 'chat', text: 'game ended' } });
    expect(parseDxpMessage('B012Z')).toEqual({
      ok: true,
      value: { type: 'back-request', moveNumber: 12, turn: 'black' },
    });
    expect(parseDxpMessage('K1')).toEqual({ ok: true, value: { type: 'back-accept', acceptance: 1 } });
  });

  it('rejects bad fields with a code and the offset of the fault', () => {
    const at = (t: string): [string, number] | undefined => {
      const r = parseDxpMessage(t);
      return r.ok ? undefined : [r.error.code, r.error.offset];
    };
    const name = 'X'.padEnd(32, ' ');
    expect(at('')).toEqual(['empty', 0]);
    expect(at('Q')).toEqual(['unknown-type', 0]);
    expect(at('M00')).toEqual(['too-short', 3]);
    expect(at('M000a322800')).toEqual(['bad-number', 4]);
    expect(at('M0003512800')).toEqual(['bad-square', 5]);
    expect(at('M000332280219')).toEqual(['too-short', 13]);
    expect(at('M00033228001')).toEqual(['too-long', 11]);
    expect(at('E40')).toEqual(['bad-code', 1]);
    expect(at('E02')).toEqual(['bad-code', 2]);
    expect(at('K3')).toEqual(['bad-code', 1]);
    expect(at('B012X')).toEqual(['bad-color', 4]);
    expect(at(`R01${name}W010075C`)).toEqual(['bad-start', 42]);
    expect(at(`R01${name}W010075BW${'e'.repeat(49)}x`)).toEqual(['bad-square', 93]);
    expect(at('Cé')).toEqual(['bad-text', 1]);
  });

  const ascii = (min: number, max: number): fc.Arbitrary<string> =>
    fc
      .array(
        fc.integer({ min: 33, max: 126 }).map((c) => String.fromCharCode(c)),
        { minLength: min, maxLength: max },
      )
      .map((a) => a.join(''));
  const color = fc.constantFrom<'white' | 'black'>('white', 'black');
  const square = fc.integer({ min: 1, max: 50 });
  const message: fc.Arbitrary<DxpMessage> = fc.oneof(
    fc.record({
      type: fc.constant('game-request' as const),
      version: fc.integer({ min: 0, max: 99 }),
      initiatorName: ascii(0, 32),
      followerColor: color,
      thinkingTime: fc.integer({ min: 0, max: 999 }),
      moves: fc.integer({ min: 0, max: 999 }),
    }),
    fc.record({
      type: fc.constant('game-request' as const),
      version: fc.constant(1),
      initiatorName: ascii(1, 32),
      followerColor: color,
      thinkingTime: fc.integer({ min: 0, max: 999 }),
      moves: fc.integer({ min: 0, max: 999 }),
      setup: fc.record({
        turn: color,
        board: fc
          .array(fc.constantFrom('e', 'w', 'z', 'W', 'Z'), { minLength: 50, maxLength: 50 })
          .map((a) => a.join('')),
      }),
    }),
    fc.record({
      type: fc.constant('game-accept' as const),
      followerName: ascii(0, 32),
      acceptance: fc.constantFrom(0, 1, 2, 3 as const),
    }),
    fc.record({
      type: fc.constant('move' as const),
      time: fc.integer({ min: 0, max: 9999 }),
      from: square,
      to: square,
      captured: fc.array(square, { maxLength: 20 }),
    }),
    fc.record({
      type: fc.constant('game-end' as const),
      reason: fc.constantFrom(0, 1, 2, 3 as const),
      stop: fc.constantFrom(0, 1 as const),
    }),
    fc.record({ type: fc.constant('chat' as const), text: fc.oneof(ascii(0, 120), fc.constant('two words')) }),
    fc.record({
      type: fc.constant('back-request' as const),
      moveNumber: fc.integer({ min: 0, max: 999 }),
      turn: color,
    }),
    fc.record({ type: fc.constant('back-accept' as const), acceptance: fc.constantFrom(0, 1, 2 as const) }),
  ) as fc.Arbitrary<DxpMessage>;

  it('format then parse is the identity', () => {
    fc.assert(
      fc.property(message, (m) => {
        expect(parseDxpMessage(formatDxpMessage(m))).toEqual({ ok: true, value: m });
      }),
      { numRuns: 1000 },
    );
  });

  it('a name keeps its leading blanks and its trailing controls: only the padding blanks at its end go', () => {
    // The layout (DamExchange layer 2) pads names with blanks to 32 characters; the field has a
    // fixed width, so a blank at its start is part of the name, and a tab or an escape at its end
    // is not padding. Each reads back as it was written (issue 29: a name with a leading blank was
    // accepted by the reader and refused by the writer).
    for (const followerName of [' Lead', '  ', 'Tab\t', 'Esc\u001b', ' \u001b]0;x\u0007 ']) {
      const text = `A${followerName.padEnd(32, ' ')}0`;
      const read = parseDxpMessage(text);
      expect(read).toEqual({
        ok: true,
        value: { type: 'game-accept', followerName: followerName.replace(/ +$/, ''), acceptance: 0 },
      });
      if (read.ok) expect(formatDxpMessage(read.value)).toBe(text);
    }
  });

  it('format refuses fields DXP cannot carry', () => {
    expect(() => formatDxpMessage({ type: 'game-accept', followerName: 'x'.repeat(33), acceptance: 0 })).toThrow(
      /at most 32/,
    );
    expect(() => formatDxpMessage({ type: 'move', time: 10000, from: 1, to: 2, captured: [] })).toThrow(/time/);
    expect(() => formatDxpMessage({ type: 'move', time: 1, from: 51, to: 2, captured: [] })).toThrow(/square/);
    expect(() => formatDxpMessage({ type: 'chat', text: 'a\u0000b' })).toThrow(/ASCII/);
  });

  it('parsing never throws on any text', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          message.map((m) => formatDxpMessage(m)).chain((t) => fc.nat(t.length).map((n) => t.slice(0, n))),
        ),
        (text) => {
          const r = parseDxpMessage(text);
          return r.ok || (r.error.offset >= 0 && r.error.offset <= text.length);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('DXP framing', () => {
  it('splits on NUL and keeps the incomplete rest, whatever the chunks', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[A-Z][a-z0-9 ]{0,20}$/), { maxLength: 8 }),
        fc.array(fc.nat(), { maxLength: 6 }),
        (messages, cuts) => {
          const wire = messages.map(frameDxp).join('');
          const points = [...new Set(cuts.map((c) => c % (wire.length + 1)))].sort((a, b) => a - b);
          let rest = '';
          const got: string[] = [];
          let last = 0;
          for (const p of [...points, wire.length]) {
            const r = splitDxpFrames(rest + wire.slice(last, p));
            if (!r.ok) return false;
            got.push(...r.value.messages);
            rest = r.value.rest;
            last = p;
          }
          return rest === '' && JSON.stringify(got) === JSON.stringify(messages);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a peer that never sends NUL is an error, not a growing buffer', () => {
    const r = splitDxpFrames('C' + 'x'.repeat(2000));
    expect(r.ok ? undefined : r.error.code).toBe('frame-too-long');
  });
});

describe('DXP positions and moves', () => {
  it('positions go both ways', () => {
    fc.assert(
      fc.property(arbitraryFlyingRefPosition(10), (ref) => {
        const pos = toFlyingPosition(international, ref);
        const back = dxpSetupToPosition(international, positionToDxpSetup(pos));
        return back.ok && positionEquals(back.value, pos);
      }),
      { numRuns: 300 },
    );
  });

  it('every legal move survives a MOVE message, captured squares in any order', () => {
    fc.assert(
      fc.property(arbitraryFlyingRefPosition(10), (ref) => {
        const pos = toFlyingPosition(international, ref);
        return legalMoves(pos, { paths: true }).every((m) => {
          const message = dxpMoveMessage(m, 0);
          const text = formatDxpMessage({ ...message, captured: [...message.captured].reverse() });
          const parsed = parseDxpMessage(text);
          if (!parsed.ok || parsed.value.type !== 'move') return false;
          const back = dxpMoveToMove(pos, parsed.value);
          return back.ok && moveEquals(back.value, m);
        });
      }),
      { numRuns: 200 },
    );
  });

  it('an illegal MOVE is an error', () => {
    const r = dxpMoveToMove(startPosition(international), { type: 'move', time: 0, from: 32, to: 26, captured: [] });
    expect(r.ok ? undefined : r.error.code).toBe('illegal');
    const fen = parseFen(international, 'W:W28:B23');
    expect(fen.ok && dxpMoveToMove(fen.value, { type: 'move', time: 0, from: 28, to: 19, captured: [] }).ok).toBe(
      false,
    );
  });
});
