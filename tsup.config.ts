import { defineConfig } from 'tsup';

export default defineConfig([
  {
    // The library: one entry per public module, ESM and CJS with declarations.
    entry: { index: 'src/index.ts', pdn: 'src/pdn/index.ts' },
    format: ['esm', 'cjs'],
    dts: true,
    // Shared chunks for CJS too, so that subpath entries share one copy of each module.
    splitting: true,
    treeshake: true,
    sourcemap: true,
    clean: false,
    target: 'es2020',
  },
  {
    // The `crownhead` command: one ESM file for Node.
    entry: { cli: 'src/cli/main.ts' },
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    clean: false,
  },
]);
