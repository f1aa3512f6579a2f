/**
 * Fuzz target of FEN in two steps (issue 30, D4; docs/guides/positions-and-moves.md, "Two steps:
 * the text, then the rules"): on hostile text, `parseFenSetup` then `setupPosition` agree with
 * `parseFen`, which is documented as the two steps one after the other.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { parseFen, parseFenSetup, positionEquals, setupPosition, variants } from '../../src/index.js';
import { fenText } from './inputs.js';
import type { FuzzTarget } from './targets.js';

const fenSteps: FuzzTarget = {
  name: 'fen-setup',
  checks:
    'parseFenSetup never throws and returns a Result; when it refuses a text, parseFen refuses it too; when it reads one, setupPosition on its setup gives the position parseFen gives, or refuses it with the code parseFen gives',
  cost: 1,
  property: () =>
    fc.property(fc.constantFrom(...variants), fenText, fc.boolean(), fc.boolean(), (variant, text, men, unnamed) => {
      const whole = parseFen(variant, text, { allowMenOnCrowningRow: men, allowUnnamedSections: unnamed });
      const setup = parseFenSetup(variant, text, { allowUnnamedSections: unnamed });
      expect(typeof setup.ok).toBe('boolean');
      if (!setup.ok) {
        expect(setup.error.kind).toBe('fen');
        // A fault of the text is a fault of parseFen, perhaps after a man on his crowning row read first.
        expect(whole.ok, text).toBe(false);
        if (!whole.ok && whole.error.code !== 'man-on-crowning-row')
          expect([whole.error.code, whole.error.offset], text).toEqual([setup.error.code, setup.error.offset]);
        else if (!whole.ok) expect(whole.error.offset, text).toBeLessThanOrEqual(setup.error.offset);
        return;
      }
      const position = setupPosition(variant, setup.value, { allowMenOnCrowningRow: men });
      if (position.ok) expect(whole.ok && positionEquals(whole.value, position.value), text).toBe(true);
      else expect(whole.ok ? 'ok' : whole.error.code, text).toBe(position.error.code);
    }),
};

export const verbsTargets: readonly FuzzTarget[] = [fenSteps];
