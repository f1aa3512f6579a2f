/**
 * The PDN corpus of the shared folder (`data/pdn`, see its README), read in place.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sharedDir } from '../shared.js';
import { parsePdn } from '../../src/pdn/index.js';
import type { PdnReadOptions, PdnRecord } from '../../src/pdn/index.js';

/** The corpus folder, or `undefined` without the shared folder. */
export function corpusDir(): string | undefined {
  const dir = sharedDir();
  return dir === undefined ? undefined : join(dir, 'data', 'pdn');
}

/** The `.pdn` files of a corpus subfolder, as paths relative to the corpus folder, sorted. */
export function corpusFiles(folder: string): string[] {
  const dir = corpusDir();
  if (dir === undefined) return [];
  return readdirSync(join(dir, folder))
    .filter((name) => name.endsWith('.pdn'))
    .sort()
    .map((name) => `${folder}/${name}`);
}

/** Every `.pdn` file of the corpus. */
export function allCorpusFiles(): string[] {
  return ['wiegerw-pdn/succeed', 'wiegerw-pdn/fail', 'checkerboard', 'wiegerw-draughts'].flatMap(corpusFiles);
}

/** The bytes of a corpus file. */
export function corpusBytes(relative: string): Uint8Array {
  return readFileSync(join(corpusDir()!, relative));
}

/** The text of a corpus file (UTF-8). */
export function corpusText(relative: string): string {
  return readFileSync(join(corpusDir()!, relative), 'utf8');
}

/** Games and problems of the records `readPdn` or `PdnParser` gave, in order. */
export function flattenRecords(records: readonly PdnRecord[]): { games: unknown[]; problems: unknown[] } {
  return {
    games: records.flatMap((r) => (r.game === undefined ? [] : [r.game])),
    problems: records.flatMap((r) => r.problems),
  };
}

/** What `parsePdn` says of the whole input, in the form of {@link flattenRecords}. */
export function wholeReading(
  input: string | Uint8Array,
  options?: PdnReadOptions,
): { games: unknown[]; problems: unknown[] } {
  const { games, problems } = parsePdn(input, options);
  return { games: [...games], problems: [...problems] };
}
