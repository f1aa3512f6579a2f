/**
 * Fuzz targets of the Hub line codec (issue 29): what `parseHubLine` accepts, `formatHubLine`
 * writes, and the written line reads back equal; what `formatHubLine` is given, it writes so, or
 * refuses with a `CrownheadError` `bad-argument`, never another exception.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { CrownheadError } from '../../src/index.js';
import { formatHubLine, parseHubLine } from '../../src/hub/index.js';
import type { HubLine } from '../../src/hub/index.js';
import type { FuzzTarget } from './targets.js';

/**
 * Pieces of Hub lines, the characters that matter to the syntax among them: blanks, `=`, `"`,
 * every control character (C0, DEL, and C1 0x80-0x9f), line separators, a lone surrogate.
 */
const HUB_PIECES: readonly string[] = [
  'info',
  'param',
  'done',
  'id',
  'name',
  'value',
  'move=32-28',
  'pv="32-28 19-23"',
  ' ',
  '  ',
  '\t',
  '=',
  '"',
  '""',
  '"a b"',
  'x',
  '\n',
  '\r',
  '\v',
  '\f',
  '\0',
  '\x01',
  '\x1b',
  '\x1f',
  '\x7f',
  '\x85',
  '\x9f',
  '\u2028',
  '\ud800',
  'é',
  '😀',
];

const anyText: fc.Arbitrary<string> = fc.oneof(
  fc.array(fc.constantFrom(...HUB_PIECES), { maxLength: 4 }).map((p) => p.join('')),
  fc.string({ unit: 'binary', maxLength: 8 }),
);

/** Lines shaped like Hub (`command name=value name="quoted value" flag`) with hostile characters inside. */
const shapedText: fc.Arbitrary<string> = fc
  .tuple(
    fc.oneof(fc.constantFrom('info', 'param', 'id', 'done'), anyText),
    fc.array(fc.tuple(anyText, fc.constantFrom('', '=', ' = ', '="', '= "'), anyText, fc.constantFrom('', '"', '" ')), {
      maxLength: 4,
    }),
  )
  .map(([command, args]) =>
    [
      command,
      ...args.map(([n, eq, v, close]) => (eq === '' ? n : `${n}${eq}${v}${eq.endsWith('"') ? close : ''}`)),
    ].join(' '),
  );

const hubText: fc.Arbitrary<string> = fc.oneof(
  shapedText,
  fc.array(fc.constantFrom(...HUB_PIECES), { maxLength: 12 }).map((parts) => parts.join('')),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

const hubLine: fc.Arbitrary<HubLine> = fc.record({
  command: anyText,
  args: fc.array(fc.oneof(fc.record({ name: anyText }), fc.record({ name: anyText, value: anyText })), {
    maxLength: 4,
  }),
});

const roundTrip: FuzzTarget = {
  name: 'hub-line',
  checks:
    'parseHubLine accepts only what formatHubLine writes, and the written line reads back equal; formatHubLine writes or refuses with bad-argument',
  cost: 1,
  property: () =>
    fc.property(hubText, hubLine, (text, built) => {
      const read = parseHubLine(text);
      if (read.ok) {
        const written = formatHubLine(read.value);
        expect(parseHubLine(written)).toEqual({ ok: true, value: read.value });
      } else {
        expect(['empty', 'bad-line']).toContain(read.error.code);
        expect(read.error.offset).toBeGreaterThanOrEqual(0);
        expect(read.error.offset).toBeLessThanOrEqual(text.length);
      }
      let written: string | undefined;
      try {
        written = formatHubLine(built);
      } catch (e) {
        expect(e).toBeInstanceOf(CrownheadError);
        expect((e as CrownheadError).code).toBe('bad-argument');
      }
      if (written !== undefined) {
        expect(written).not.toMatch(/[\n\r]/);
        expect(parseHubLine(written)).toEqual({
          ok: true,
          value: {
            command: built.command,
            args: built.args.map((a) => (a.value === undefined ? { name: a.name } : { name: a.name, value: a.value })),
          },
        });
      }
      return true;
    }),
};

/** The Hub targets, run after the others (test/fuzz/targets.ts). */
export const hubTargets: readonly FuzzTarget[] = [roundTrip];
