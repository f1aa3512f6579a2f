/**
 * Output text with holes for the two numbers that depend on what came before it in the file:
 * line numbers and game numbers. A worker of `--jobs` formats a piece of a file without knowing
 * how many lines and games the pieces before it hold; the main thread fills the holes when it
 * writes the piece, in input order (docs/performance.md, "Every core"). Plain data: it crosses
 * from a worker by structured clone.
 * @module
 */

/**
 * `parts[0] hole[0] parts[1] … parts[n]`. A hole `h >= 0` is the line `h` of the piece; a hole
 * `h < 0` is the game `-h - 1` of the piece (game 0, outside any game, stays 0).
 */
export interface TextTemplate {
  readonly parts: readonly string[];
  readonly holes: readonly number[];
}

/** Builds a {@link TextTemplate} from text and holes, in order. */
export class TemplateBuilder {
  private parts: string[] = [];
  private holes: number[] = [];
  private current = '';
  private size = 0;

  /** The characters appended since the last {@link take} (holes not counted). */
  get length(): number {
    return this.size;
  }

  /** Appends text. */
  text(text: string): void {
    this.current += text;
    this.size += text.length;
  }

  /** Appends the line number `line` of the piece (from 1). */
  line(line: number): void {
    this.parts.push(this.current);
    this.current = '';
    this.holes.push(line);
  }

  /** Appends the game number `game` of the piece (from 1; 0 for no game). */
  game(game: number): void {
    this.parts.push(this.current);
    this.current = '';
    this.holes.push(-game - 1);
  }

  /** Appends a template built with the same numbering (its holes kept as holes). */
  append(template: TextTemplate): void {
    const { parts, holes } = template;
    this.current += parts[0]!;
    this.size += parts[0]!.length;
    for (let i = 0; i < holes.length; i++) {
      this.parts.push(this.current);
      this.holes.push(holes[i]!);
      this.current = parts[i + 1]!;
      this.size += this.current.length;
    }
  }

  /** True when nothing was appended since the last {@link take}. */
  get empty(): boolean {
    return this.current.length === 0 && this.holes.length === 0;
  }

  /** The template built so far; the builder starts again empty. */
  take(): TextTemplate {
    this.parts.push(this.current);
    const template = { parts: this.parts, holes: this.holes };
    this.parts = [];
    this.holes = [];
    this.current = '';
    this.size = 0;
    return template;
  }
}

/** `template` with its holes filled for a piece after `lines` lines and `games` games of its file. */
export function renderTemplate(template: TextTemplate, lines: number, games: number): string {
  const { parts, holes } = template;
  if (holes.length === 0) return parts[0]!;
  // Joined once rather than added up: `export` has a hole in every row, and a text added up
  // from a hundred thousand pieces is a tree of them that V8 flattens (and collects) again later.
  const out = new Array<string>(2 * holes.length + 1);
  out[0] = parts[0]!;
  for (let i = 0; i < holes.length; i++) {
    const h = holes[i]!;
    out[2 * i + 1] = String(h >= 0 ? h + lines : h === -1 ? 0 : -h - 1 + games);
    out[2 * i + 2] = parts[i + 1]!;
  }
  return out.join('');
}
