// ESLint 9 flat config: typescript-eslint's type-checked recommended rules on the TypeScript
// (src, test, bench), ESLint's recommended rules on the JavaScript (scripts, bench, examples).
// Every rule turned off or relaxed says why on its line.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['dist/', 'docs/api/', 'coverage/', '.bench-tmp/', 'examples/web/dist/', 'test-output/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // vitest.fuzz.config.ts is outside tsconfig.json's include (npm run fuzz loads it alone).
        projectService: { allowDefaultProject: ['vitest.fuzz.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // The code writes `!` on an indexed read (`squares[i]!`) to say the index is in range; with
      // noUncheckedIndexedAccess off the type does not need it, and 1,333 of the rule's finds were these notes.
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      // The move generators keep a colour as a plain number (an offset into their arrays) and compare
      // it with a member of a `const enum`, which compiles to that same number.
      '@typescript-eslint/no-unsafe-enum-comparison': 'off',
      // An async function without `await` is how a sink, a fake peer or an async iterable over an
      // array meets an async interface, with a throw turned into a rejection.
      '@typescript-eslint/require-await': 'off',
      // The regular expressions that name control characters are the filters of unprintable and
      // non-ASCII text (engine output, PDN bytes): matching them is their job.
      'no-control-regex': 'off',
      // `String(value)` of a value of any shape is how an argument check names what a plain
      // JavaScript caller passed, whatever it was.
      '@typescript-eslint/no-base-to-string': 'off',
      // `({ drop, ...rest }) => rest` is how the code leaves a field out of a copy.
      // A name that starts with `_` is read by nothing on purpose (`for await (const _record of ...)` drains).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { ignoreRestSiblings: true, varsIgnorePattern: '^_', argsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          // The PDN tree checker throws a Refusal on purpose: a cheap non-Error that unwinds a deep
          // walk and is made into a CrownheadError at the top, never seen by a caller.
          allow: [{ from: 'file', name: 'Refusal', path: 'src/pdn/shape.ts' }],
        },
      ],
    },
  },
  {
    // The tests read the CLI's JSON output through JSON.parse (`any`) and check its shape with
    // expect(), which is the type check those reads need.
    files: ['test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['**/*.mjs', '**/*.js', '**/*.cjs'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Code that runs in a browser: the example page and its worker, and the functions that
    // test/web.test.ts and bench/bot.mjs hand to Chromium.
    files: ['examples/web/**/*.js', 'test/rules-in-browser.js', 'bench/bot.mjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // A bare function expression: test/web.test.ts reads the file and evaluates it as written.
    files: ['test/rules-in-browser.js'],
    rules: { '@typescript-eslint/no-unused-expressions': 'off' },
  },
);
