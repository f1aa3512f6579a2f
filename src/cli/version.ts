/**
 * The package version, read from the package.json next to the built command.
 * @module
 */
import { readFileSync } from 'node:fs';

/**
 * The `version` field of the package.json one folder above the built file (`dist/cli.js` →
 * `package.json`), or `'unknown'` when it cannot be read.
 */
export function packageVersion(): string {
  try {
    const json: unknown = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    if (typeof json === 'object' && json !== null && 'version' in json && typeof json.version === 'string') {
      return json.version;
    }
  } catch {
    // fall through
  }
  return 'unknown';
}
