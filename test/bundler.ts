// Bundling the built package the way an application does (esbuild, minified ESM, gzip level 9),
// for the bundle-size and tree-shaking tests.
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { root } from './dist.js';

/** A bundle's minified text and its gzipped size in bytes. */
export interface Bundle {
  readonly text: string;
  readonly gzip: number;
}

/**
 * Bundles `code` (an entry module) with the import specifiers in `aliases` mapped to built files
 * (`{ crownhead: 'dist/index.js' }`), minified, as ESM; returns the text and its gzipped size.
 */
export async function bundle(code: string, aliases: Record<string, string>): Promise<Bundle> {
  const result = await build({
    stdin: { contents: code, resolveDir: root, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    alias: aliases,
    logLevel: 'silent',
  });
  const text = result.outputFiles[0]!.text;
  return { text, gzip: gzipSync(text, { level: 9 }).length };
}
