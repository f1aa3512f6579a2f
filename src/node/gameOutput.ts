/**
 * What `crownhead validate`, `crownhead pdn` and `crownhead export` print for the games of a piece of a file, made
 * where the games are read: in a worker of `--jobs`, so that the main thread only fills the line
 * and game numbers (`TextTemplate`) and writes the text in input order, and in the main thread
 * with `--jobs 1`, through the same code, so that the bytes are the same. Only counts cross for
 * the warnings `validate` sums up by code.
 * @module
 */
import type { CliGameResult } from './tasks.js';
import { problemLineTo, validateJsonTo, warningFirstTo } from './problemText.js';
import type { TextTemplate } from './template.js';
import { TemplateBuilder } from './template.js';
import { ByteText } from './byteText.js';

/** What the command prints, and for which file (as the user named it). */
export type OutputSpec =
  /** `validate`: `text` (errors, warnings summed up by code), `warnings` (every problem) or `json`. */
  | { readonly command: 'validate'; readonly style: 'text' | 'warnings' | 'json'; readonly file: string }
  /** `pdn`: the canonical games on stdout, errors on stderr. */
  | { readonly command: 'pdn'; readonly file: string }
  /** `export`: the rows on stdout; the problems outside any game on stderr (`errors` and `warnings` count only those). */
  | { readonly command: 'export'; readonly file: string };

/** The output of some games of one file, in file order, line and game numbers as holes. */
export interface PieceOutput {
  /** Standard output (whole lines, each ending with a newline; `pdn`: the games, a blank line between two). */
  readonly out: TextTemplate;
  /** `export --rows moves` in one thread: standard output as UTF-8 bytes, numbers filled in (then `out` is empty). */
  readonly outBytes?: Uint8Array;
  /** Standard error (whole lines; `pdn`: the errors). */
  readonly err: TextTemplate;
  /** Games (records with a game). */
  readonly games: number;
  /** Half-moves that replayed. */
  readonly moves: number;
  readonly warnings: number;
  readonly errors: number;
  /** `validate` text: per warning code, its count and its first warning (after `first `), in the order first seen. */
  readonly codes: readonly (readonly [code: string, count: number, first: TextTemplate])[];
}

/** Collects the output of games one by one; {@link take} hands it over and starts again. */
export class GameOutput {
  private readonly out = new TemplateBuilder();
  private readonly err = new TemplateBuilder();
  /** `export --rows moves` in one thread: the rows as UTF-8 bytes (`CliGameResult.rowBytes`); a piece has these or `out`, never both. */
  private readonly outBytes = new ByteText();
  private games = 0;
  private moves = 0;
  private warnings = 0;
  private errors = 0;
  private codes = new Map<string, [string, number, TextTemplate]>();

  constructor(private readonly spec: OutputSpec) {}

  /** The characters of standard output collected since the last {@link take}. */
  get size(): number {
    return this.out.length + this.outBytes.end;
  }

  /** True when no game or problem came since the last {@link take}. */
  get empty(): boolean {
    return (
      this.out.empty &&
      this.outBytes.end === 0 &&
      this.err.empty &&
      this.games === 0 &&
      this.warnings === 0 &&
      this.errors === 0 &&
      this.codes.size === 0
    );
  }

  /** Adds the output of one record, read from the same text as the others. */
  add(result: CliGameResult): void {
    const spec = this.spec;
    const file = spec.file;
    if (spec.command === 'export') {
      if (result.rowBytes !== undefined) {
        this.games++;
        this.moves += result.moves;
        this.outBytes.bytes(result.rowBytes);
      } else if (result.rows !== undefined) {
        this.games++;
        this.moves += result.moves;
        this.out.append(result.rows);
      }
      for (const p of result.problems) {
        if (p.severity === 'error') this.errors++;
        else this.warnings++;
        problemLineTo(this.err, file, p);
        this.err.text('\n');
      }
      return;
    }
    if (spec.command === 'pdn') {
      if (result.text !== undefined) {
        this.moves += result.moves;
        if (this.games > 0) this.out.text('\n');
        this.games++;
        this.out.text(result.text);
      }
      for (const p of result.problems) {
        if (p.severity === 'error') {
          this.errors++;
          problemLineTo(this.err, file, p);
          this.err.text('\n');
        } else this.warnings++;
      }
      return;
    }
    const problems = result.problems;
    if (result.hasGame) this.games++;
    this.moves += result.moves;
    let errors = 0;
    for (const p of problems) if (p.severity === 'error') errors++;
    this.errors += errors;
    this.warnings += problems.length - errors;
    if (spec.style === 'json') {
      validateJsonTo(this.out, file, result.index, errors === 0, result.variant, result.moves, problems);
      this.out.text('\n');
      return;
    }
    for (const p of problems) {
      if (p.severity === 'error' || spec.style === 'warnings') {
        problemLineTo(this.out, file, p);
        this.out.text('\n');
      } else {
        const seen = this.codes.get(p.code);
        if (seen !== undefined) seen[1]++;
        else {
          const first = new TemplateBuilder();
          warningFirstTo(first, file, p);
          this.codes.set(p.code, [p.code, 1, first.take()]);
        }
      }
    }
  }

  /** The output since the last call. */
  take(): PieceOutput {
    const output: PieceOutput = {
      out: this.out.take(),
      ...(this.outBytes.end === 0 ? {} : { outBytes: this.outBytes.takeBytes() }),
      err: this.err.take(),
      games: this.games,
      moves: this.moves,
      warnings: this.warnings,
      errors: this.errors,
      codes: [...this.codes.values()],
    };
    this.games = this.moves = this.warnings = this.errors = 0;
    this.codes = new Map();
    return output;
  }
}
