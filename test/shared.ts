/**
 * The shared data folder (`../shared` beside the repository, or `CROWNHEAD_SHARED`): reference
 * data that tests read in place and never copy into the repository.
 *
 * Tests that need it call {@link requireShared} inside the test, or group themselves in
 * {@link describeShared}: without the folder the tests are skipped with a message, except on CI
 * (`CI=true`), where a missing folder fails a test.
 */
import { describe, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** The shared folder (`CROWNHEAD_SHARED`, else `../shared` beside the repository), or `undefined` when it does not exist. */
export function sharedDir(): string | undefined {
  const dir = process.env.CROWNHEAD_SHARED ?? join(repoRoot, '..', 'shared');
  return existsSync(dir) ? dir : undefined;
}

/** The path of `relative` inside the shared folder, or `undefined` when the folder or the file is missing. */
export function sharedPath(relative: string): string | undefined {
  const dir = sharedDir();
  if (dir === undefined) return undefined;
  const path = join(dir, relative);
  return existsSync(path) ? path : undefined;
}

/** What a test context offers to skip itself (vitest's `ctx.skip(note)`). */
export interface SkipContext {
  readonly skip: (note?: string) => never;
}

/**
 * The path of `relative` inside the shared folder. When it is missing: on CI (`CI=true`) throws,
 * failing the test; elsewhere skips the test with a message naming what is missing.
 */
export function requireShared(ctx: SkipContext, relative: string): string {
  const path = sharedPath(relative);
  if (path !== undefined) return path;
  const message = `shared data ${relative} not found (set CROWNHEAD_SHARED or check out ../shared)`;
  if (process.env.CI === 'true') throw new Error(`${message}; required on CI`);
  return ctx.skip(message);
}

/** True when the shared folder exists (`CROWNHEAD_SHARED`, else `../shared` beside the repository). */
export const sharedAvailable: boolean = sharedDir() !== undefined;

/**
 * A `describe` block over the shared folder's data. With the folder, `body` runs as usual.
 * Without it, the block is skipped (`describe.skipIf`) and one test in its place says why: on
 * CI (`CI=true`) that test fails, since CI must run against the data; elsewhere it passes and
 * warns, so that a clone without `../shared` still passes.
 */
export function describeShared(name: string, body: () => void): void {
  if (!sharedAvailable) {
    describe(`${name} (shared data)`, () => {
      it('needs the shared folder ../shared or CROWNHEAD_SHARED', () => {
        const message = `${name}: the shared folder was not found (set CROWNHEAD_SHARED or check out ../shared)`;
        if (process.env.CI === 'true') throw new Error(`${message}; CI must run these tests`);
        console.warn(`${message}; skipped`);
      });
    });
  }
  describe.skipIf(!sharedAvailable)(name, body);
}
