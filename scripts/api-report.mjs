#!/usr/bin/env node
// The public API, frozen (issue 30): one API report per entry point of package.json `exports`,
// made by API Extractor from the built declarations (dist/*.d.ts, what a user's compiler reads),
// checked in under etc/api/.
//
//   node scripts/api-report.mjs           compare (`npm test`): exits 1 when an export was added,
//                                         removed or changed and the report was not updated
//   node scripts/api-report.mjs --update  rewrite the reports (`npm run api:update`)
//
// Run `npm run build` first: the reports describe dist/, not src/. A report lists signatures, not
// doc comments, so only a change a caller can see fails the check. One process and one TypeScript
// program serve the seven entries (CompilerState), so the check costs seconds, not seven compiles.
import { Extractor, ExtractorConfig, CompilerState } from '@microsoft/api-extractor';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const update = process.argv.includes('--update');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

/** Each public subpath with its ESM declaration file: '.' -> dist/index.d.ts, './pdn' -> dist/pdn.d.ts. */
const entries = Object.entries(manifest.exports)
  .filter(([subpath]) => subpath !== './package.json')
  .map(([subpath, conditions]) => ({
    subpath,
    // The report's file name: crownhead.api.md, crownhead-pdn.api.md, ...
    report: subpath === '.' ? 'crownhead' : `crownhead-${subpath.slice(2)}`,
    declarations: join(root, conditions.import.types),
  }));

for (const { declarations } of entries) {
  if (!existsSync(declarations)) {
    console.error(`api-report: ${declarations} is missing: run \`npm run build\` first.`);
    process.exit(2);
  }
}

if (update) mkdirSync(join(root, 'etc', 'api'), { recursive: true });
const temp = mkdtempSync(join(tmpdir(), 'crownhead-api-'));

/** API Extractor's configuration for one entry: the report only (no doc model, no rolled-up .d.ts). */
function configFor({ report, declarations }) {
  return ExtractorConfig.prepare({
    configObject: {
      projectFolder: root,
      mainEntryPointFilePath: declarations,
      compiler: {
        overrideTsconfig: {
          compilerOptions: {
            target: 'ES2022',
            module: 'ESNext',
            moduleResolution: 'Bundler',
            lib: ['ES2022', 'DOM'],
            types: ['node'],
            strict: true,
            skipLibCheck: true,
          },
          files: entries.map((entry) => entry.declarations),
        },
      },
      apiReport: {
        enabled: true,
        reportFileName: report,
        reportFolder: join(root, 'etc', 'api'),
        reportTempFolder: temp,
        includeForgottenExports: false,
      },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      messages: {
        compilerMessageReporting: { default: { logLevel: 'warning' } },
        extractorMessageReporting: {
          default: { logLevel: 'none' },
          // Release tags (@public, @beta) are not used: the whole declared API is public.
          'ae-missing-release-tag': { logLevel: 'none', addToApiReportFile: false },
          // Checked across the entries below (the message callback), not written into the report.
          'ae-forgotten-export': { logLevel: 'warning', addToApiReportFile: false },
          'ae-incompatible-release-tags': { logLevel: 'none', addToApiReportFile: false },
        },
        // The doc comments are typedoc's (typedoc.json checks them), not TSDoc's.
        tsdocMessageReporting: { default: { logLevel: 'none' } },
      },
    },
    configObjectFullPath: undefined,
    packageJsonFullPath: join(root, 'package.json'),
  });
}

/** Prints what changed between the checked-in report and the new one (git's diff of two files). */
function showDiff(checkedIn, now) {
  const old = existsSync(checkedIn) ? checkedIn : '/dev/null';
  spawnSync('git', ['--no-pager', 'diff', '--no-index', '--', old, now], { stdio: 'inherit' });
}

const changed = [];
/** Names a signature of an entry uses that the entry does not export: [name, entry report]. */
const forgotten = [];
let problems = 0;
try {
  const configs = entries.map((entry) => ({ entry, config: configFor(entry) }));
  const compilerState = CompilerState.create(configs[0].config, {
    additionalEntryPoints: entries.map((entry) => entry.declarations),
  });
  for (const { entry, config } of configs) {
    const result = Extractor.invoke(config, {
      localBuild: update,
      compilerState,
      messageCallback: (message) => {
        if (message.messageId === 'ae-forgotten-export') {
          // A type of another entry (dxp's signatures name the main entry's `Position`) is fine:
          // checked against every entry's exports below. Not written into the report: it is noise there.
          const name = /The symbol "([^"]+)"/.exec(message.text)?.[1];
          if (name !== undefined) forgotten.push([name, entry.report]);
          message.handled = true;
        } else if (
          ['console-api-report-created', 'console-api-report-copied', 'console-api-report-not-copied'].includes(
            message.messageId,
          )
        ) {
          message.handled = true; // reported below, with the diff
        } else if (message.logLevel === 'error' || message.logLevel === 'warning') {
          problems += 1;
        } else {
          message.handled = true; // the preamble and other chatter
        }
      },
    });
    if (result.apiReportChanged) {
      changed.push(entry);
      if (!update) showDiff(join(root, 'etc', 'api', `${entry.report}.api.md`), join(temp, `${entry.report}.api.md`));
    }
  }
} finally {
  rmSync(temp, { recursive: true, force: true });
}

/** Every name some entry exports, read from the reports (`export declare function x`, `export interface X`, ...). */
const exported = new Set();
for (const { report } of entries) {
  const path = join(root, 'etc', 'api', `${report}.api.md`);
  if (!existsSync(path)) continue;
  for (const match of readFileSync(path, 'utf8').matchAll(
    /^export (?:declare )?(?:abstract )?(?:function|class|interface|type|const|let|enum|namespace) (\w+)/gm,
  ))
    exported.add(match[1]);
}
const unexported = [
  ...new Set(forgotten.filter(([name]) => !exported.has(name)).map(([name, report]) => `${name} (in ${report})`)),
];

if (problems > 0) {
  console.error('api-report: API Extractor reported errors or warnings (above).');
  process.exitCode = 1;
}
if (unexported.length > 0) {
  console.error(
    `api-report: a public signature names a type that no entry point exports: ${unexported.join(', ')}. Export it or keep it out of the signature.`,
  );
  process.exitCode = 1;
}
if (changed.length === 0) {
  if (process.exitCode !== 1)
    console.log(`api-report: the API of the ${entries.length} entry points matches etc/api/.`);
} else if (update) {
  console.log(`api-report: updated ${changed.map((e) => `etc/api/${e.report}.api.md`).join(', ')}.`);
} else {
  console.error(
    `api-report: the public API changed in ${changed.map((e) => (e.subpath === '.' ? 'crownhead' : `crownhead${e.subpath.slice(1)}`)).join(', ')}.\n` +
      'If the change is meant, run `npm run api:update` and commit etc/api/ with it (a changeset says how callers migrate);\n' +
      'if not, undo the change the diff above shows (+ added, - removed).',
  );
  process.exitCode = 1;
}
