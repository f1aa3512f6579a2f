/**
 * Bytes to text for the PDN readers: UTF-8 (PDN 3.0 requires it for writing), falling back to
 * ISO-8859-1 when the bytes are not valid UTF-8 (PDN 3.0 tells readers to accept it; PDN 2.0
 * required it). A UTF-8 byte-order mark is dropped. Works chunk by chunk: a multi-byte sequence
 * split between chunks is carried over. Imports no rules.
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

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
}

/**
 * A chunk-by-chunk decoder. `decode` returns the text of the bytes so far and whether this call
 * switched to ISO-8859-1 (the bytes are not UTF-8; the reader reports it once).
 */
export class PdnDecoder {
  private carry: Uint8Array | undefined;
  private isLatin1 = false;
  private atStart = true;
  private readonly utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

  /** True once the decoder has fallen back to ISO-8859-1. */
  get latin1(): boolean {
    return this.isLatin1;
  }

  /** Decodes the next chunk; `final` marks the last one. */
  decode(chunk: Uint8Array, final: boolean): { readonly text: string; readonly switched: boolean } {
    let bytes = this.carry === undefined ? chunk : concat(this.carry, chunk);
    this.carry = undefined;
    if (this.atStart) {
      if (bytes.length < 3 && !final && bytes.every((b, i) => b === [0xef, 0xbb, 0xbf][i])) {
        this.carry = bytes;
        return { text: '', switched: false };
      }
      this.atStart = false;
      if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) bytes = bytes.subarray(3);
    }
    if (this.isLatin1) return { text: latin1(bytes), switched: false };
    const tail = final ? 0 : incompleteTail(bytes);
    const body = tail > 0 ? bytes.subarray(0, bytes.length - tail) : bytes;
    try {
      const text = this.utf8.decode(body);
      if (tail > 0) this.carry = bytes.slice(bytes.length - tail);
      return { text, switched: false };
    } catch {
      this.isLatin1 = true;
      return { text: latin1(bytes), switched: true };
    }
  }
}

/** The text of a whole input: strings as given (without a leading BOM), bytes decoded. */
export function decodeAll(input: string | Uint8Array): { readonly text: string; readonly latin1: boolean } {
  if (typeof input === 'string') return { text: input.charCodeAt(0) === 0xfeff ? input.slice(1) : input, latin1: false };
  const result = new PdnDecoder().decode(input, true);
  return { text: result.text, latin1: result.switched };
}
