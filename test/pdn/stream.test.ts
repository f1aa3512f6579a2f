/**
 * The streaming reader: Node streams, web streams and iterables of text or bytes; the same games
 * and problems as `parsePdn` whatever the chunk boundaries (inside moves, comments, tags, CRLF,
 * multi-byte characters); games handed out one at a time as the input arrives.
 */
import { describe, it, expect } from 'vitest';
import { Readable } from 'node:stream';
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { readPdn } from '../../src/pdn/index.js';
import type { PdnRecord } from '../../src/pdn/index.js';
import { describeShared } from '../shared.js';
import { corpusBytes, corpusDir, flattenRecords, wholeReading } from './corpus.js';

async function collect(
  source: Parameters<typeof readPdn>[0],
  options?: Parameters<typeof readPdn>[1],
): Promise<PdnRecord[]> {
  const out: PdnRecord[] = [];
  for await (const record of readPdn(source, options)) out.push(record);
  return out;
}

const SAMPLE =
  '\uFEFF[Event "Ĳsselmeer — ½"]\r\n[White "a \\" b"]\r\n\r\n1. 32-28 19-23 (18-23 {long\r\ncomment ✓}) 2. 28x19 14x23 $3 /FEN "W:W31-50:B1-20"/\r\n' +
  '3. 1-10 1-1 [Event "2"] ½-½ 1/2-1/2 (?) 29-23(?) a3b4 c3:e5 06-11 1- 7 %x\r\n; semi\r\n* 1-0 *\r\n[Event "3"] 1. 8-11Red. 0-1';

describe('readPdn', () => {
  const bytes = new TextEncoder().encode(SAMPLE);

  it('gives what parsePdn gives, for bytes cut at every position', async () => {
    const want = wholeReading(bytes);
    for (let cut = 0; cut <= bytes.length; cut++) {
      const got = flattenRecords(await collect([bytes.subarray(0, cut), bytes.subarray(cut)]));
      expect(got, `cut at byte ${cut}`).toEqual(want);
    }
  });

  it('gives what parsePdn gives, for text in single characters, in strict mode too', async () => {
    for (const options of [undefined, { mode: 'strict' as const }]) {
      expect(flattenRecords(await collect(SAMPLE.split(''), options))).toEqual(wholeReading(SAMPLE, options));
    }
  });

  it('gives what parsePdn gives for plain movetext cut at every position (the fast path)', async () => {
    const text =
      '1.11-15 23-18\r\n2...8-11\r27-23  3. 1-10\n\t24x15x6 1-1 4. 9-13 1-0 1. 1-1-17 2. 32x23 *\r1. 2. 3.. 31-27 ' +
      '{a}{} $1$22 {b\r\nc}\t5. {d} 9-14 $1234567890 $123456789 (5... {e} 1-6 $3) 6. 22x15\r\n{long} *' +
      ' 1. 0.5 0.5-0.5 1. 1/2 1/2-1/2';
    for (const options of [undefined, { mode: 'strict' as const }, { maxMoves: 2 }, { maxCommentLength: 1 }]) {
      const want = wholeReading(text, options);
      for (let cut = 0; cut <= text.length; cut++) {
        const got = flattenRecords(await collect([text.slice(0, cut), text.slice(cut)], options));
        expect(got, `cut at ${cut}`).toEqual(want);
      }
      expect(flattenRecords(await collect(text.split(''), options))).toEqual(want);
    }
  });

  it('reads a Node Readable and a web ReadableStream', async () => {
    const want = wholeReading(bytes);
    expect(flattenRecords(await collect(Readable.from([bytes.subarray(0, 50), bytes.subarray(50)])))).toEqual(want);
    const web = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.subarray(0, 7));
        controller.enqueue(bytes.subarray(7));
        controller.close();
      },
    });
    expect(flattenRecords(await collect(web))).toEqual(want);
  });

  it('falls back to ISO-8859-1 when the bytes are not UTF-8, also when that shows only late', async () => {
    const latin = new Uint8Array([
      ...new TextEncoder().encode('[Event "a"] 1. 32-28 *\n[White "Jos'),
      0xe9,
      ...new TextEncoder().encode('"] *'),
    ]);
    const records = await collect([latin.subarray(0, 10), latin.subarray(10, 30), latin.subarray(30)]);
    expect(records.map((r) => r.game!.tags.map((t) => t.value))).toEqual([['a'], ['José']]);
    expect(records[1]!.problems.map((p) => [p.code, p.severity, p.game])).toEqual([['latin-1', 'warning', 2]]);
  });

  it('hands out each game as soon as the next one begins, without reading ahead', async () => {
    let pulled = 0;
    async function* source(): AsyncGenerator<string> {
      for (let i = 0; i < 1000; i++) {
        pulled++;
        yield `[Event "${i}"]\n1. 32-28 19-23 *\n`;
      }
    }
    const seen: number[] = [];
    for await (const _record of readPdn(source())) {
      seen.push(pulled);
      if (seen.length === 3) break;
    }
    // Game k is complete once chunk k+1 has started the next game.
    expect(seen).toEqual([2, 3, 4]);
  });

  it('reports problems of an input with no game in a last record without a game', async () => {
    const records = await collect(['* *'], { mode: 'strict' });
    expect(records).toHaveLength(1);
    expect(records[0]!.game).toBeUndefined();
    expect(records[0]!.problems.map((p) => [p.code, p.severity])).toEqual([
      ['empty-game', 'error'],
      ['empty-game', 'error'],
    ]);
  });
});

describeShared('readPdn on corpus files', () => {
  it.each(['checkerboard/tinsley.pdn', 'wiegerw-pdn/succeed/nk_ronde_01.pdn', 'wiegerw-pdn/succeed/ussr1947.pdn'])(
    '%s from fs.createReadStream (small chunks) gives what parsePdn gives',
    async (file) => {
      const stream = createReadStream(join(corpusDir()!, file), { highWaterMark: 1000 });
      expect(flattenRecords(await collect(stream))).toEqual(wholeReading(corpusBytes(file)));
    },
  );
});
