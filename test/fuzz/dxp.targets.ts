/**
 * Fuzz targets of the DXP codecs (src/dxp): what `parseDxpMessage` accepts, `formatDxpMessage`
 * writes, and the written text reads back as the same message; the stream splitter never
 * throws and keeps every byte it was given, in its messages or its rest.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { formatDxpMessage, frameDxp, parseDxpMessage, splitDxpFrames } from '../../src/dxp/index.js';
import type { FuzzTarget } from './targets.js';

/** A field of the message layouts, right or off by a little: digits, blanks, letters, controls. */
const fieldText = fc.oneof(
  fc.stringMatching(/^[0-9]{1,4}$/),
  fc.constantFrom(
    'W',
    'Z',
    'A',
    'B',
    'e',
    'w',
    'z',
    ' ',
    '  ',
    '\t',
    '\u001b]0;PWNED\u0007',
    '\u007f',
    '\\',
    '"',
    '\u0080',
    '\u0000',
    '0',
    '9',
    '00',
    '50',
    '51',
  ),
  fc.string({ unit: 'binary-ascii', maxLength: 8 }),
  fc.string({ unit: 'binary', maxLength: 3 }),
);

/** A name field: 32 characters (blank-padded on either side, or with controls), or a wrong width. */
const nameField = fc.oneof(
  fc
    .tuple(
      fc.string({
        unit: fc.constantFrom(' ', 'a', 'Z', '\t', '\u001b', '\u0007', '"', '\\', '~', '\u007f'),
        maxLength: 32,
      }),
    )
    .map(([s]) => s.padEnd(32, ' ')),
  fc
    .tuple(fc.nat({ max: 31 }), fc.string({ unit: 'binary-ascii', maxLength: 31 }))
    .map(([n, s]) => ' '.repeat(n) + s.slice(0, 32 - n))
    .map((s) => s.padEnd(32, ' ')),
  fc.string({ unit: 'binary-ascii', maxLength: 34 }),
);

const board = fc.string({ unit: fc.constantFrom('e', 'w', 'z', 'W', 'Z', 'x'), minLength: 49, maxLength: 51 });

/** DXP message text shaped like the layouts of the seven types, with the faults programs make. */
const dxpText: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('R01', 'R1', 'R99'),
      nameField,
      fc.constantFrom('W', 'Z', 'X'),
      fc.stringMatching(/^[0-9]{3}$/),
      fc.stringMatching(/^[0-9]{3}$/),
      fc.constantFrom('A', 'B', 'C', ''),
      fc.constantFrom('', 'W', 'Z'),
      fc.option(board),
    )
    .map(
      ([head, name, color, time, moves, start, turn, b]) =>
        head + name + color + time + moves + start + (start === 'B' ? turn + (b ?? '') : ''),
    ),
  fc.tuple(nameField, fc.constantFrom('0', '1', '2', '3', '4', '', '00')).map(([name, code]) => `A${name}${code}`),
  fc
    .tuple(
      fc.stringMatching(/^[0-9]{4}$/),
      fc.array(fc.integer({ min: 0, max: 60 }), { minLength: 2, maxLength: 6 }),
      fc.integer({ min: -1, max: 1 }),
    )
    .map(
      ([time, squares, skew]) =>
        `M${time}${squares
          .slice(0, 2)
          .map((s) => String(s).padStart(2, '0'))
          .join('')}${String(Math.max(0, squares.length - 2 + skew)).padStart(2, '0')}${squares
          .slice(2)
          .map((s) => String(s).padStart(2, '0'))
          .join('')}`,
    ),
  fc
    .tuple(fc.constantFrom('0', '1', '2', '3', '4', 'x'), fc.constantFrom('0', '1', '2', ''))
    .map(([r, s]) => `E${r}${s}`),
  fc.string({ unit: 'binary-ascii', maxLength: 40 }).map((s) => `C${s}`),
  fc.tuple(fc.stringMatching(/^[0-9]{3}$/), fc.constantFrom('W', 'Z', 'Q')).map(([n, c]) => `B${n}${c}`),
  fc.constantFrom('K0', 'K1', 'K2', 'K3', 'K', 'K00'),
  fc.array(fieldText, { maxLength: 6 }).map((parts) => parts.join('')),
);

const dxpRoundTrip: FuzzTarget = {
  name: 'dxp-round-trip',
  checks:
    'parseDxpMessage never throws; what it accepts, formatDxpMessage writes without throwing, and that text reads back as the same message',
  cost: 1,
  property: () =>
    fc.property(dxpText, (text) => {
      const first = parseDxpMessage(text);
      if (!first.ok) {
        expect(first.error.kind).toBe('dxp');
        expect(first.error.offset).toBeGreaterThanOrEqual(0);
        expect(first.error.offset).toBeLessThanOrEqual(text.length);
        return true;
      }
      const written = formatDxpMessage(first.value);
      const again = parseDxpMessage(written);
      expect(again).toEqual(first);
      // Written once more, the text is the same: the writer is a fixed point of the pair.
      expect(formatDxpMessage(first.value)).toBe(written);
      return true;
    }),
};

const dxpFrames: FuzzTarget = {
  name: 'dxp-frames',
  checks:
    'splitDxpFrames never throws and, when it accepts, loses no character: messages framed again plus the rest give back the input without its empty frames',
  cost: 1,
  property: () =>
    fc.property(
      fc.array(fc.oneof(dxpText, fc.constantFrom('', '\u0000', 'x'.repeat(1100))), { maxLength: 6 }),
      fc.boolean(),
      (parts, closed) => {
        const text = parts.join('\u0000') + (closed ? '\u0000' : '');
        const frames = splitDxpFrames(text);
        if (!frames.ok) {
          expect(frames.error.code).toBe('frame-too-long');
          return true;
        }
        const nonEmpty = text.split('\u0000');
        const rest = nonEmpty.pop();
        expect(frames.value.rest).toBe(rest);
        expect(frames.value.messages).toEqual(nonEmpty.filter((p) => p !== ''));
        expect(frames.value.messages.map(frameDxp).join('') + frames.value.rest).toBe(
          text.replace(/\u0000+/g, '\u0000').replace(/^\u0000/, ''),
        );
        return true;
      },
    ),
};

/** The DXP fuzz targets, spread at the end of `targets` (./targets.ts). */
export const dxpTargets: readonly FuzzTarget[] = [dxpRoundTrip, dxpFrames];
