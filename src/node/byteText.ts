/**
 * Text of one-byte characters (Latin-1, in practice ASCII) written character by character into
 * one reused buffer and taken as a flat string. `crownhead export --rows moves` writes 250
 * characters a ply: built with `+` or template literals, each row was a tree of some twenty
 * string pieces that V8 had to allocate, flatten when the rows were joined, and collect (two
 * fifths of the command's CPU by profile); written here, a row is one string made by one copy.
 * @module
 */

/** A reused buffer of one-byte characters; {@link take} hands the text over as a string. */
export class ByteText {
  private buffer = Buffer.allocUnsafe(1 << 16);
  private size = 0;

  /** Appends `text`, whose characters must all be below 256 (see {@link isOneByte}). */
  text(text: string): void {
    const n = text.length;
    if (this.size + n > this.buffer.length) this.grow(n);
    const buffer = this.buffer;
    let at = this.size;
    for (let i = 0; i < n; i++) buffer[at++] = text.charCodeAt(i);
    this.size = at;
  }

  /** Appends bytes (one-byte characters), such as a text encoded once and written on every row. */
  bytes(bytes: Uint8Array): void {
    if (this.size + bytes.length > this.buffer.length) this.grow(bytes.length);
    this.buffer.set(bytes, this.size);
    this.size += bytes.length;
  }

  /** The buffer, with room for `room` more bytes from {@link end}, for a writer of bytes that then moves {@link end}. */
  reserve(room: number): Uint8Array {
    if (this.size + room > this.buffer.length) this.grow(room);
    return this.buffer;
  }

  /** Where the next byte goes. */
  get end(): number {
    return this.size;
  }

  /** Moves the end after bytes written into {@link reserve}'s buffer (never past its room). */
  set end(end: number) {
    this.size = end;
  }

  /** Appends one character by its code (below 256). */
  char(code: number): void {
    if (this.size + 1 > this.buffer.length) this.grow(1);
    this.buffer[this.size++] = code;
  }

  /** Appends a non-negative integer in decimal, as `String(value)` writes it. */
  int(value: number): void {
    if (value < 10) {
      this.char(48 + value);
      return;
    }
    this.text(String(value));
  }

  /** The text appended since the last call, as a flat string; the buffer starts again empty. */
  take(): string {
    const text = this.buffer.toString('latin1', 0, this.size);
    this.size = 0;
    return text;
  }

  /** The bytes appended since the last take, as a copy; the buffer starts again empty. */
  takeBytes(): Uint8Array {
    const bytes = this.buffer.slice(0, this.size);
    this.size = 0;
    return bytes;
  }

  private grow(needed: number): void {
    const bigger = Buffer.allocUnsafe(Math.max(2 * this.buffer.length, this.size + needed));
    this.buffer.copy(bigger, 0, 0, this.size);
    this.buffer = bigger;
  }
}

/** True when every character of `text` is below 256, so that {@link ByteText.text} keeps it as it is. */
export function isOneByte(text: string): boolean {
  return ONE_BYTE.test(text);
}

const ONE_BYTE = /^[\x00-\xff]*$/;
