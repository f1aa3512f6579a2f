import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  ballotByNumber,
  ballotGame,
  englishBallots,
  findBallot,
  gameMoves,
  gameStatus,
  legalMoves,
  startPosition,
  english,
  play,
  parseMove,
  formatMove,
} from '../../src/index.js';
import { requireShared } from '../shared.js';

const TSV = 'data/ballots/english-3move.tsv';

interface Row {
  readonly number: number;
  readonly moves: string;
  readonly status: string;
  readonly ctd: string;
  readonly name: string;
}

/** Reads the shared TSV on its own terms: the "# Columns:" comment names the columns. */
function readTsv(text: string): Row[] {
  const lines = text.split(/\r?\n/);
  const header = lines.find((l) => l.startsWith('# Columns:'));
  if (header === undefined) throw new Error('no # Columns: header');
  const columns = header
    .slice('# Columns:'.length)
    .split('<TAB>')
    .map((c) => c.trim().split(/\s+/)[0]!);
  const at = (name: string): number => {
    const i = columns.indexOf(name);
    if (i < 0) throw new Error(`no column ${name}`);
    return i;
  };
  return lines
    .filter((l) => l.trim() !== '' && !l.startsWith('#'))
    .map((l) => {
      const f = l.split('\t');
      return {
        number: Number(f[at('acf_number')]),
        moves: f[at('moves')]!.trim(),
        status: f[at('status')]!.trim(),
        ctd: (f[at('ctd')] ?? '').trim(),
        name: (f[at('name')] ?? '').trim(),
      };
    });
}

describe('English three-move ballots', () => {
  it('the embedded list equals ../shared/data/ballots/english-3move.tsv', (ctx) => {
    const rows = readTsv(readFileSync(requireShared(ctx, TSV), 'utf8'));
    const embedded = englishBallots().map((b) => ({
      number: b.number,
      moves: b.moves.join(' '),
      status: b.status === 'barred' ? 'barred' : b.added2003 ? 'deck-2003' : 'deck',
      ctd: b.ctd ? 'yes' : '',
      name: b.name ?? '',
    }));
    expect(embedded).toEqual(rows);
  });

  it('has 174 ballots: 156 in the deck (12 added in 2003), 18 barred, 50 in the computer tough deck', () => {
    const all = englishBallots();
    expect(all).toHaveLength(174);
    expect(all.map((b) => b.number)).toEqual(Array.from({ length: 174 }, (_, i) => i + 1));
    expect(englishBallots('deck')).toHaveLength(156);
    expect(englishBallots('barred')).toHaveLength(18);
    expect(all.filter((b) => b.added2003)).toHaveLength(12);
    expect(all.filter((b) => b.added2003 && b.status !== 'deck')).toHaveLength(0);
    expect(all.filter((b) => b.ctd)).toHaveLength(50);
  });

  it('matches the docs/sources.md (English ballots) spot checks', () => {
    expect(ballotByNumber(5)).toEqual({
      number: 5,
      moves: ['9-13', '22-18', '6-9'],
      status: 'deck',
      added2003: false,
      ctd: true,
      name: 'Dreaded Edinburgh',
    });
    expect(ballotByNumber(26)).toMatchObject({ moves: ['9-13', '24-19', '10-15'], status: 'barred' });
    expect(ballotByNumber(153)).toMatchObject({
      moves: ['11-16', '23-19', '16x23'],
      status: 'deck',
      added2003: true,
      name: 'Black Widow',
    });
    expect(ballotByNumber(174)).toMatchObject({ moves: ['12-16', '24-20', '10-15'], added2003: true, name: 'Skunk' });
    expect(ballotByNumber(1)).not.toHaveProperty('name');
    expect(ballotByNumber(0)).toBeUndefined();
    expect(ballotByNumber(175)).toBeUndefined();
    expect(ballotByNumber(1.5)).toBeUndefined();
  });

  it('every ballot is a sequence of legal moves, written as crownhead writes them', () => {
    for (const ballot of englishBallots()) {
      let position = startPosition(english);
      for (const text of ballot.moves) {
        const move = parseMove(position, text);
        expect(move.ok, `ballot ${ballot.number}: ${text}`).toBe(true);
        if (!move.ok) break;
        expect(formatMove(position, move.value)).toBe(text);
        position = play(position, move.value);
      }
      expect(position.turn).toBe('white');
      expect(legalMoves(position).length).toBeGreaterThan(0);
    }
  });

  it('starts a game from a ballot, by number or by value', () => {
    const g = ballotGame(46);
    expect(g.ok).toBe(true);
    if (!g.ok) return;
    expect(gameMoves(g.value).map((m) => m.path.join(m.captured.length > 0 ? 'x' : '-'))).toEqual([
      '9-14',
      '23-18',
      '14x23',
    ]);
    expect(g.value.ply).toBe(3);
    expect(gameStatus(g.value).status).toBe('ongoing');
    const byValue = ballotGame(ballotByNumber(46)!, { tags: { Event: 'x' } });
    expect(byValue.ok && byValue.value.tags).toEqual({ Event: 'x' });
    const bad = ballotGame(0);
    expect(!bad.ok && bad.error.code).toBe('unknown-ballot');
  });

  it('finds a ballot by its moves, in text or as a list', () => {
    expect(findBallot('9-13 22-17 13x22')?.number).toBe(4);
    expect(findBallot('1. 9-13 22-17 2. 13x22')?.number).toBe(4);
    expect(findBallot('9-13, 22-17, 13X22')?.number).toBe(4);
    expect(findBallot(['12-16', '24-20', '10-15'])?.number).toBe(174);
    expect(findBallot('9-14 21-17 5-9')).toBeUndefined();
    expect(findBallot('9-13 22-17')).toBeUndefined();
  });
});
