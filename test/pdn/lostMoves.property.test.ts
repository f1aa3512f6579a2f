/**
 * Property (issue 28, section 1): for generated games, deleting the separator of any move, or
 * damaging any move token, never yields a reading that replays without error and with fewer
 * moves than the text holds. Either every move is read (perhaps as another move, which replay
 * then judges), or some problem of the reading or of the replay is an error.
 *
 * The games are random legal games of English (numeric squares, 32), International (numeric,
 * 50) and Russian (algebraic, GameType notation A0) draughts, written as PDN with their GameType
 * tag. "Damage" is what a hand or a converter does to one move token: a separator dropped, one
 * character replaced, deleted, or inserted. Two kinds of damage write text whose meaning the
 * format fixes and are left out, each for its reason (see `FORMAT_DECIDES`).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  english,
  formatMove,
  international,
  legalMoves,
  play,
  russian,
  startPosition,
  variants,
} from '../../src/index.js';
import type { Move, Variant } from '../../src/index.js';
import { parsePdn, replay } from '../../src/pdn/index.js';
import type { PdnProblem, PdnReadOptions } from '../../src/pdn/index.js';
import { mulberry32 } from '../arbitraries.js';

const VARIANTS: readonly Variant[] = [english, international, russian];

/** A random legal game: its move texts as PDN writes them (short form unless ambiguous). */
interface Generated {
  readonly variant: Variant;
  readonly texts: readonly string[];
  readonly moves: readonly Move[];
}

function generate(variant: Variant, seed: number, plies: number): Generated {
  const next = mulberry32(seed);
  let position = startPosition(variant);
  const texts: string[] = [];
  const moves: Move[] = [];
  for (let ply = 0; ply < plies; ply++) {
    const legal = legalMoves(position);
    if (legal.length === 0) break;
    const move = legal[next() % legal.length]!;
    texts.push(formatMove(position, move));
    moves.push(move);
    position = play(position, move);
  }
  return { variant, texts, moves };
}

/** The PDN text of a game whose move texts are `texts`: `1. a b 2. c d … *`. */
function pdn(variant: Variant, texts: readonly string[]): string {
  const body = texts.map((text, i) => (i % 2 === 0 ? `${i / 2 + 1}. ${text}` : text)).join(' ');
  return `[GameType "${variant.gameType}"]\n${body} *`;
}

/**
 * Characters put into a move. Not digits: a digit makes another move or square, which the
 * reader reads as such (replay then judges the move). Not `%` nor `;`: each opens a comment to
 * the end of the line, by the PDN 3.0 grammar (`%` lines) or by a documented deviation (a `;`
 * comment, PGN's, reported as `semicolon-comment`), so what follows is a comment by the format's
 * own rule, not text the reader failed to use.
 */
const JUNK = [
  '=',
  'a',
  'k',
  'z',
  'K',
  'x',
  'X',
  '-',
  ':',
  '.',
  '/',
  '!',
  '?',
  '#',
  '*',
  '(',
  ')',
  '{',
  '}',
  '[',
  ']',
  '$',
  '+',
  ' ',
  '\t',
  '\n',
  '\u2013',
  '\u00d7',
  '\u00e9',
];

/**
 * A damage that writes a result token (`1-10` with its 0 deleted is `1-1`; `10-1` without its
 * first 1 is `0-1`): PDN 3.0's reading grammar ends the game at a result, so the text then holds
 * a game that ends there and the moves after it as the next game. The format decides; left out.
 */
const FORMAT_DECIDES = /(?:^|\s)(?:1-0|0-1|2-0|0-2|1-1|0-0)(?:\s|$)/;

type Damage =
  | { readonly kind: 'separator'; readonly which: number }
  | { readonly kind: 'replace' | 'insert' | 'delete'; readonly at: number; readonly junk: string };

const arbitraryDamage: fc.Arbitrary<Damage> = fc.oneof(
  fc.record({ kind: fc.constant('separator' as const), which: fc.nat() }),
  fc.record({
    kind: fc.constantFrom('replace' as const, 'insert' as const, 'delete' as const),
    at: fc.nat(),
    junk: fc.constantFrom(...JUNK),
  }),
);

/** The move text with the damage done; `undefined` when the damage does not apply (no separator). */
function damaged(text: string, damage: Damage): string | undefined {
  if (damage.kind === 'separator') {
    const separators = [...text.matchAll(/[-x:]/g)].map((m) => m.index);
    if (separators.length === 0) return undefined;
    const at = separators[damage.which % separators.length]!;
    return text.slice(0, at) + text.slice(at + 1);
  }
  if (damage.kind === 'insert') {
    const at = damage.at % (text.length + 1);
    return text.slice(0, at) + damage.junk + text.slice(at);
  }
  const at = damage.at % text.length;
  return text.slice(0, at) + (damage.kind === 'replace' ? damage.junk : '') + text.slice(at + 1);
}

/** Every game of the text read and replayed: the moves replayed in all, and the errors of both. */
function readBack(text: string, options: PdnReadOptions): { moves: number; errors: PdnProblem[] } {
  const { games, problems } = parsePdn(text, options);
  const errors = problems.filter((p) => p.severity === 'error');
  let moves = 0;
  for (const game of games) {
    const r = replay(game, { variants });
    moves += r.moves.length;
    errors.push(...r.problems.filter((p) => p.severity === 'error'));
  }
  return { moves, errors };
}

const arbitraryGame = fc
  .tuple(fc.constantFrom(...VARIANTS), fc.integer({ min: 0, max: 0x7fffffff }), fc.integer({ min: 1, max: 40 }))
  .map(([variant, seed, plies]) => generate(variant, seed, plies));

const RUNS = Number(process.env.PDN_RUNS ?? 300);

describe('no move lost silently (property)', () => {
  it('the generated games read back whole, as the baseline', () => {
    fc.assert(
      fc.property(arbitraryGame, (game) => {
        const { moves, errors } = readBack(pdn(game.variant, game.texts), {});
        expect(errors).toEqual([]);
        expect(moves).toBe(game.texts.length);
      }),
      { numRuns: 100 },
    );
  });

  it('a damaged move token never gives an error-free reading with fewer moves, in either mode', () => {
    fc.assert(
      fc.property(
        arbitraryGame,
        fc.nat(),
        arbitraryDamage,
        fc.constantFrom<PdnReadOptions>({}, { mode: 'strict' }),
        (game, pick, damage, options) => {
          const k = pick % game.texts.length;
          const token = damaged(game.texts[k]!, damage);
          fc.pre(token !== undefined && !FORMAT_DECIDES.test(token));
          const texts = game.texts.map((text, i) => (i === k ? token! : text));
          const { moves, errors } = readBack(pdn(game.variant, texts), options);
          if (errors.length === 0)
            expect(moves, `${JSON.stringify(token)} for ${game.texts[k]}`).toBe(game.texts.length);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('a numeric move with its separator deleted replays as the same move, or as an ambiguous move naming it', () => {
    fc.assert(
      fc.property(
        arbitraryGame.filter((g) => g.variant !== russian),
        fc.nat(),
        (game, pick) => {
          // Two-square moves of three or four digits only: a longer path without one separator is
          // no move of the grammar (`2617x10`), and two one-digit squares (`1-5`) make two digits,
          // which read as one square; the first property covers both (an `unreadable-move` error).
          const candidates = game.texts
            .map((text, i) => i)
            .filter((i) => /^[0-9]+[-x][0-9]+$/.test(game.texts[i]!) && game.texts[i]!.length >= 4);
          fc.pre(candidates.length > 0);
          const k = candidates[pick % candidates.length]!;
          const packed = game.texts[k]!.replace(/[-x]/, '');
          const texts = game.texts.map((text, i) => (i === k ? packed : text));
          const { games, problems } = parsePdn(pdn(game.variant, texts));
          // The reader's only word on it: the deviation, a warning in lenient mode.
          expect(problems.map((p) => `${p.severity} ${p.code}`)).toEqual(['warning move-without-separator']);
          const r = replay(games[0]!, { variants });
          if (r.ok) {
            expect(r.moves).toEqual(game.moves);
            return;
          }
          // Three digits whose two cuts are both legal moves: an error naming both, never a pick.
          expect(packed).toHaveLength(3);
          expect(r.problems.map((p) => [p.code, p.ply])).toEqual([['ambiguous-move', k + 1]]);
          expect(r.problems[0]!.message).toContain(game.texts[k]!);
          expect(r.moves).toEqual(game.moves.slice(0, k));
        },
      ),
      { numRuns: RUNS },
    );
  });
});
