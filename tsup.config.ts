import { defineConfig } from 'tsup';

export default defineConfig([
  {
    // The library: one entry per public module, ESM and CJS with declarations. `engine` (the
    // engine drivers: child_process, net) and `node` (worker_threads) are the Node-only entries:
    // only they import Node built-ins, which stay external, so that the other entries remain
    // safe for browser bundles. `pdnWorker` is the worker script crownhead/node starts.
    entry: {
      index: 'src/index.ts',
      pdn: 'src/pdn/index.ts',
      svg: 'src/svg.ts',
      hub: 'src/hub/index.ts',
      dxp: 'src/dxp/index.ts',
      engine: 'src/engine/index.ts',
      node: 'src/node.ts',
      pdnWorker: 'src/node/worker.ts',
    },
    // `import.meta.url` in the CJS build too (crownhead/node finds its worker file beside it).
    shims: true,
    format: ['esm', 'cjs'],
    // Declarations for the public entries only (the worker script is not imported by anyone).
    dts: {
      entry: {
        index: 'src/index.ts',
        pdn: 'src/pdn/index.ts',
        svg: 'src/svg.ts',
        hub: 'src/hub/index.ts',
        dxp: 'src/dxp/index.ts',
        engine: 'src/engine/index.ts',
        node: 'src/node.ts',
      },
      // Members tagged `@internal` (the engine drivers' constructors, `outputStats`) stay out of
      // the published declarations, and with them the types only they name (HubOutput, Inbox);
      // test/internalTypes.test.ts checks it.
      compilerOptions: { stripInternal: true },
    },
    // Shared chunks for CJS too, so that subpath entries share one copy of each module.
    splitting: true,
    treeshake: true,
    // No source maps (test/package.test.ts): dist is not minified and keeps every name, so a stack
    // trace already points at readable code; the maps were 1.75 MB of a 2.57 MB install.
    sourcemap: false,
    clean: false,
    target: 'es2020',
  },
  {
    // The `crownhead` command: one ESM file for Node.
    entry: { cli: 'src/cli/main.ts' },
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    // No source maps, as for the library above.
    sourcemap: false,
    clean: false,
  },
]);
