/**
 * A Hub engine's standard output as lines, with bounds on what is held: the length of a line,
 * the lines waiting to be read during an exchange (the stream is paused beyond it, so the engine
 * waits on its pipe instead of filling the heap), and nothing at all between exchanges (lines
 * written while nobody waits for an answer are counted and dropped).
 * @module
 */
import type { Readable } from 'node:stream';
import { EngineError } from './errors.js';
import { Inbox } from './queue.js';

/** The bounds on what a Hub engine's output may hold in memory (docs/reliability.md, "Engines (Hub)"). */
export interface HubOutputLimits {
  /** The longest line, in characters: a longer one ends the engine (`protocol`). */
  readonly maxLineLength: number;
  /** The characters of lines waiting to be read before the engine's output is paused. */
  readonly maxQueuedChars: number;
}

/** The defaults: Hub lines are short (Scan's longest, an `info` with its variation, is under 200 characters). */
export const DEFAULT_OUTPUT_LIMITS: HubOutputLimits = { maxLineLength: 65_536, maxQueuedChars: 1_048_576 };

/** What the output holds and has dropped, for tests and logs. */
export interface HubOutputStats {
  /** Lines waiting to be read now. */
  readonly queuedLines: number;
  /** Their characters. */
  readonly queuedChars: number;
  /** The most characters ever waiting (the line being split aside). */
  readonly peakQueuedChars: number;
  /** Lines dropped: written while no exchange waited, or left unread when one ended. */
  readonly droppedLines: number;
}

/** Splits `stream` into lines for `inbox`, holding at most what `limits` allow. */
export class HubOutput {
  readonly inbox = new Inbox<string>((line) => line.length);
  private partial = '';
  private exchanges = 0;
  private paused = false;
  private peak = 0;
  private dropped = 0;
  private broken = false;

  constructor(
    private readonly stream: Readable,
    private readonly limits: HubOutputLimits,
    private readonly onLine: ((line: string) => void) | undefined,
  ) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => this.split(chunk));
    this.inbox.onTake = () => {
      if (this.paused && this.inbox.weight <= this.limits.maxQueuedChars / 2) {
        this.paused = false;
        this.stream.resume();
      }
    };
  }

  /** An exchange begins: lines are kept for it until it ends. Exchanges may nest (a `ping` during a search). */
  begin(): void {
    this.exchanges++;
  }

  /** An exchange ends: once none is left, the lines it did not read are dropped. */
  end(): void {
    this.exchanges = Math.max(0, this.exchanges - 1);
    if (this.exchanges === 0) this.dropped += this.inbox.clear();
  }

  /** What is held and dropped. */
  stats(): HubOutputStats {
    return {
      queuedLines: this.inbox.size,
      queuedChars: this.inbox.weight,
      peakQueuedChars: this.peak,
      droppedLines: this.dropped,
    };
  }

  private split(chunk: string): void {
    // After a line too long, the engine is done for: the rest is read and dropped.
    if (this.broken) return;
    let text = this.partial + chunk;
    let start = 0;
    for (let nl = text.indexOf('\n'); nl >= 0; nl = text.indexOf('\n', start)) {
      const end = nl > start && text.charCodeAt(nl - 1) === 13 ? nl - 1 : nl;
      this.take(text.slice(start, end));
      start = nl + 1;
    }
    text = text.slice(start);
    this.partial = '';
    if (text.length > this.limits.maxLineLength) this.tooLong();
    else if (!this.broken) this.partial = text;
  }

  private tooLong(): void {
    this.broken = true;
    this.inbox.fail(
      new EngineError('protocol', `the engine wrote a line of over ${this.limits.maxLineLength} characters`),
    );
  }

  private take(line: string): void {
    if (this.broken) return;
    this.onLine?.(line);
    if (line.length > this.limits.maxLineLength) {
      this.tooLong();
      return;
    }
    // Hub skips blank lines; a flood of them costs the split and nothing else.
    if (/^[ \t\v\f\r]*$/.test(line)) return;
    if (this.exchanges === 0) {
      this.dropped++;
      return;
    }
    this.inbox.push(line);
    const weight = this.inbox.weight;
    if (weight > this.peak) this.peak = weight;
    if (weight > this.limits.maxQueuedChars && !this.paused) {
      this.paused = true;
      this.stream.pause();
    }
  }
}
