/**
 * Bytes to text for the PDN readers: UTF-8 (PDN 3.0 requires it for writing), falling back to
 * ISO-8859-1 when the bytes are not valid UTF-8 (PDN 3.0 tells readers to accept it; PDN 2.0
 * required it). A byte-order mark is kept (the parser skips it at the start of the input).
 *
 * The encoding is decided on a prefix, so that a stream decodes exactly as the whole bytes do
 * without holding them (docs/performance.md, "Chunks and encodings"): UTF-8 up to the first
 * byte that cannot be read as UTF-8, ISO-8859-1 from that byte to the end. Works chunk by
 * chunk: a multi-byte sequence split between chunks is carried over (at most 3 bytes). Imports
 * no rules.
 * @module
 */

/** The ISO-8859-1 reading of bytes: byte n is U+00nn. */
export function latin1(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 8192) {
    out += String.fromCharCode(...bytes.subarray(i, i + 8192));
  }
  return out;
}

/** How many bytes at the end of `bytes` start a UTF-8 sequence that is not complete yet. */
function incompleteTail(bytes: Uint8Array): number {
  const n = bytes.length;
  for (let k = 1; k <= 3 && k <= n; k++) {
    const c = bytes[n - k]!;
    if (c < 0x80) return 0;
    if (c >= 0xc0) {
      const need = c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : 2;
      return need > k ? k : 0;
    }
  }
  return 0;
}

/**
 * The length of the longest prefix of `bytes` made of whole well-formed UTF-8 sequences (the
 * Unicode definition TextDecoder applies: no overlong form, no surrogate, nothing above U+10FFFF).
 */
export function validUtf8Prefix(bytes: Uint8Array): number {
  const n = bytes.length;
  let i = 0;
  while (i < n) {
    const c = bytes[i]!;
    if (c < 0x80) {
      i++;
      continue;
    }
    let need: number;
    let lo = 0x80;
    let hi = 0xbf;
    if (c >= 0xc2 && c <= 0xdf) need = 1;
    else if (c >= 0xe0 && c <= 0xef) {
      need = 2;
      if (c === 0xe0) lo = 0xa0;
      else if (c === 0xed) hi = 0x9f;
    } else if (c >= 0xf0 && c <= 0xf4) {
      need = 3;
      if (c === 0xf0) lo = 0x90;
      else if (c === 0xf4) hi = 0x8f;
    } else return i;
    if (i + need >= n) return i; // cut short
    const d = bytes[i + 1]!;
    if (d < lo || d > hi) return i;
    for (let k = 2; k <= need; k++) {
      const e = bytes[i + k]!;
      if (e < 0x80 || e > 0xbf) return i;
    }
    i += need + 1;
  }
  return n;
}

/** What {@link PdnDecoder.decode} returns. */
export interface Decoded {
  /** The text of the bytes given so far (less a carried incomplete sequence). */
  readonly text: string;
  /** Where in `text` the ISO-8859-1 reading begins, when it begins in this call; else -1. */
  readonly switchAt: number;
}

/** A chunk-by-chunk decoder: UTF-8 until the first byte that is not, ISO-8859-1 from there. */
export class PdnDecoder {
  private carry: Uint8Array | undefined;
  private isLatin1 = false;
  private readonly utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

  /** True once the decoder has fallen back to ISO-8859-1. */
  get latin1(): boolean {
    return this.isLatin1;
  }

  /** Decodes the next chunk; `final` marks the last one. */
  decode(chunk: Uint8Array, final: boolean): Decoded {
    let bytes = chunk;
    if (this.carry !== undefined) {
      bytes = new Uint8Array(this.carry.length + chunk.length);
      bytes.set(this.carry, 0);
      bytes.set(chunk, this.carry.length);
      this.carry = undefined;
    }
    if (this.isLatin1) return { text: latin1(bytes), switchAt: -1 };
    const tail = final ? 0 : incompleteTail(bytes);
    const body = tail > 0 ? bytes.subarray(0, bytes.length - tail) : bytes;
    try {
      const text = this.utf8.decode(body);
      if (tail > 0) this.carry = bytes.slice(bytes.length - tail);
      return { text, switchAt: -1 };
    } catch {
      // The first sequence that is not UTF-8 is in this chunk (the bytes before it all were):
      // the same byte as in the whole input, however it was cut.
      this.isLatin1 = true;
      const valid = validUtf8Prefix(body);
      const head = this.utf8.decode(bytes.subarray(0, valid));
      return { text: head + latin1(bytes.subarray(valid)), switchAt: head.length };
    }
  }
}

/** The text of a whole input: strings as given, bytes decoded. */
export function decodeAll(input: string | Uint8Array): Decoded {
  if (typeof input === 'string') return { text: input, switchAt: -1 };
  return new PdnDecoder().decode(input, true);
}
