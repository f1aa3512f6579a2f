#!/usr/bin/env node
// Writes the set-wise kernels of the Frisian generator on the 10x10 board (ghost squares) from one
// table of the eight directions, into the regions of src/rules/frisian/movegen.ts and perft.ts
// that say they are generated. The same kernels stand in two functions each, one that leaves its
// results in module variables for the generator (menSetwise10, countSingleJumps10) and one with
// local variables for perft's last ply (countMen10): a shared function measured 23 % more
// instructions in bulk perft (docs/history/performance-log.md#frisian-issue-31), so the text is
// what is shared.
// test/rules/frisianKernels.test.ts regenerates the regions in memory and fails when they differ.
//
//   node scripts/gen-frisian-kernels.mjs           (rewrites the regions)
//   node scripts/gen-frisian-kernels.mjs --check   (exits 1 when a region differs)
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The eight directions of a man's jump by ghost index P (src/rules/frisian/movegen.ts, "The 10x10
 * board"): its name in the variables, the step from the man to the piece it jumps, and the row
 * mask of the jumps along a row (the squares with two more of their row on that side).
 */
const DIRECTIONS = [
  { name: 'ul', step: -6 },
  { name: 'ur', step: -5 },
  { name: 'dl', step: 5 },
  { name: 'dr', step: 6 },
  { name: 'l', step: -1, mask: 'LEFT' },
  { name: 'r', step: 1, mask: 'RIGHT' },
  { name: 'u', step: -11 },
  { name: 'd', step: 11 },
];
/** The order of the single-jump kernels: the directions towards lower indices first. */
const JUMP_ORDER = ['ul', 'ur', 'l', 'u', 'dl', 'dr', 'r', 'd'];

const capital = (name) => name[0].toUpperCase() + name.slice(1);
const direction = (name) => DIRECTIONS.find((d) => d.name === name);

/**
 * The jump sets: for each direction, the squares from which a man could jump (an enemy piece one
 * step away, an empty square behind it) as `<name>Lo`, `<name>Hi`, from `enLo`, `enHi`, `emptyLo`,
 * `emptyHi`. Bit Q of t is an enemy on Q with Q + step empty; bit P of the set is t's bit P + step.
 */
function jumpSets() {
  const lines = [];
  DIRECTIONS.forEach(({ name, step, mask }, i) => {
    const k = Math.abs(step);
    const t = i === 0 ? 'let ' : '';
    let lo;
    let hi;
    if (step < 0) {
      lines.push(`${t}tLo = enLo & (emptyLo << ${k});`);
      lines.push(`${t}tHi = enHi & ((emptyHi << ${k}) | (emptyLo >>> ${32 - k}));`);
      lo = `tLo << ${k}`;
      hi = `(tHi << ${k}) | (tLo >>> ${32 - k})`;
    } else {
      lines.push(`${t}tLo = enLo & ((emptyLo >>> ${k}) | (emptyHi << ${32 - k}));`);
      lines.push(`${t}tHi = enHi & (emptyHi >>> ${k});`);
      lo = `(tLo >>> ${k}) | (tHi << ${32 - k})`;
      hi = `tHi >>> ${k}`;
    }
    if (mask !== undefined) {
      lo = `(${lo}) & G.${mask}_LO`;
      hi = `(${hi}) & G.${mask}_HI`;
    }
    lines.push(`const ${name}Lo = ${lo};`, `const ${name}Hi = ${hi};`);
  });
  return lines;
}

/**
 * The single jumps that go on: for each direction, the men `menLo`, `menHi` in its jump set (read
 * as `<prefix><Name>Lo` or `<prefix><name>Lo`), their landings two steps on, those in some jump set
 * (`anyLo`, `anyHi`) moved back onto `contLo`, `contHi`.
 */
function singleJumps(setName) {
  const lines = [];
  for (const name of JUMP_ORDER) {
    const { step } = direction(name);
    const k = 2 * Math.abs(step);
    const m = `m${capital(name)}`;
    lines.push(`const ${m}Lo = menLo & ${setName(name)}Lo;`, `const ${m}Hi = menHi & ${setName(name)}Hi;`);
    lines.push(`if ((${m}Lo | ${m}Hi) !== 0) {`);
    if (step < 0) {
      lines.push(`  const hLo = ((${m}Lo >>> ${k}) | (${m}Hi << ${32 - k})) & anyLo;`);
      lines.push(`  const hHi = (${m}Hi >>> ${k}) & anyHi;`);
      lines.push(`  contLo |= hLo << ${k};`);
      lines.push(`  contHi |= (hHi << ${k}) | (hLo >>> ${32 - k});`);
    } else {
      lines.push(`  const hLo = (${m}Lo << ${k}) & anyLo;`);
      lines.push(`  const hHi = ((${m}Hi << ${k}) | (${m}Lo >>> ${32 - k})) & anyHi;`);
      lines.push(`  contLo |= (hLo >>> ${k}) | (hHi << ${32 - k});`);
      lines.push(`  contHi |= hHi >>> ${k};`);
    }
    lines.push('}');
  }
  return lines;
}

/** The count of the single jumps of every direction (`n`), when none goes on. */
function singleJumpCount() {
  return JUMP_ORDER.map((name) => {
    const m = `m${capital(name)}`;
    return `if ((${m}Lo | ${m}Hi) !== 0) n += popcount2(${m}Lo, ${m}Hi);`;
  });
}

/** Each region's lines, by the name its markers give. */
export const KERNELS = {
  'jump sets': jumpSets(),
  'single jumps from the module jump sets': singleJumps((name) => `j${capital(name)}`),
  'single jumps from the local jump sets': singleJumps((name) => name),
  'single jump count': singleJumpCount(),
};

/** The files that hold the regions, from the repository's root. */
export const FILES = ['src/rules/frisian/movegen.ts', 'src/rules/frisian/perft.ts'];

const BEGIN = /^( *)\/\/ Generated by scripts\/gen-frisian-kernels\.mjs \((.+)\): edit there\.$/;
const END = '// End of the generated code.';

/**
 * `text` with each generated region written anew from `kernels`; throws on a region without an
 * end or of an unknown name. `regions` counts the regions found.
 */
export function regenerate(text, kernels = KERNELS) {
  const lines = text.split('\n');
  const out = [];
  let regions = 0;
  for (let i = 0; i < lines.length; i++) {
    out.push(lines[i]);
    const begin = BEGIN.exec(lines[i]);
    if (begin === null) continue;
    const [, indent, name] = begin;
    const kernel = kernels[name];
    if (kernel === undefined) throw new Error(`unknown generated region "${name}" at line ${i + 1}`);
    let end = i + 1;
    while (end < lines.length && lines[end].trim() !== END) end++;
    if (end === lines.length) throw new Error(`generated region "${name}" at line ${i + 1} has no end`);
    for (const line of kernel) out.push(indent + line);
    out.push(lines[end]);
    i = end;
    regions++;
  }
  return { text: out.join('\n'), regions };
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const file of FILES) {
    const path = join(root, file);
    const text = readFileSync(path, 'utf8');
    const fresh = regenerate(text).text;
    if (fresh === text) continue;
    stale++;
    if (check) console.error(`${file}: a generated region differs from scripts/gen-frisian-kernels.mjs`);
    else writeFileSync(path, fresh);
  }
  if (check && stale > 0) process.exit(1);
}
