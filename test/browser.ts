/**
 * The Chromium the browser tests drive with playwright-core: `CHROME_PATH`, else Debian's
 * `/usr/bin/chromium`. Nothing downloads a browser. Without one the tests skip with one line
 * saying how to install it, except on CI (`CI=true`), where `.ci/run` installs it first and a
 * missing browser fails.
 */
import { existsSync } from 'node:fs';

/** The browser's executable, or `undefined` when there is none. */
export function chromiumPath(): string | undefined {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv !== undefined && fromEnv !== '') return existsSync(fromEnv) ? fromEnv : undefined;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

/** The one line printed when the browser tests skip. */
export const NO_BROWSER =
  'no Chromium found (CHROME_PATH or /usr/bin/chromium): browser tests skipped; install one with `apt-get install -y chromium` or set CHROME_PATH';
