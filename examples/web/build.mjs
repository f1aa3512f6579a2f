// Builds the example page into examples/web/dist with esbuild: app.js and worker.js bundled
// (crownhead resolved to the package's own built ESM, dist/index.js, and crownhead/pdn to
// dist/pdn.js), index.html and style.css
// copied. Run by `npm run web` (after the package build) and by the browser tests.
import { build } from 'esbuild';
import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
/** Where the page is built. */
export const outDir = join(here, 'dist');

/** Builds the page; the package must be built first (dist/index.js at the repository root). */
export async function buildPage() {
  const lib = join(here, '..', '..', 'dist', 'index.js');
  if (!existsSync(lib)) throw new Error('dist/index.js is missing: run `npx tsup` (or `npm run build`) first');
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  await build({
    entryPoints: [join(here, 'app.js'), join(here, 'worker.js'), join(here, 'bot.js')],
    outdir: outDir,
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    sourcemap: true,
    // The folder, not the file: `crownhead` is its index.js and `crownhead/pdn` its pdn.js.
    alias: { crownhead: dirname(lib) },
    logLevel: 'warning',
  });
  for (const file of ['index.html', 'style.css']) copyFileSync(join(here, file), join(outDir, file));
  return outDir;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildPage();
  console.log(`built ${outDir}`);
}
