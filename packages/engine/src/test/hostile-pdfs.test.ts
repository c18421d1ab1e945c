import { createInflate, inflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_PDF_MAX_BYTES, hostilePdfs, NOT_PDF_FAMILY, type HostilePdf } from './hostile-pdfs.ts';

const GiB = 1024 ** 3;

interface PdfStream {
  dict: string;
  data: Buffer;
}

const text = (file: HostilePdf) => Buffer.from(file.bytes).toString('latin1');

/** The streams of a corpus file, which always writes /Length last, directly before `stream`. */
function streamsOf(file: HostilePdf): PdfStream[] {
  const source = text(file);
  return [...source.matchAll(/\/Length (\d+) >>\nstream\n/g)].map((match) => {
    const start = match.index + match[0].length;
    return {
      dict: source.slice(source.lastIndexOf(' obj\n', match.index), match.index),
      data: Buffer.from(source.slice(start, start + Number(match[1])), 'latin1'),
    };
  });
}

/** Counts inflated bytes without keeping them, stopping once past `limit`: a bomb is never inflated fully. */
function inflatedBytesUpTo(data: Uint8Array, limit: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let total = 0;
    const inflate = createInflate({ chunkSize: 4 * 1024 * 1024 });
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > limit) {
        inflate.destroy();
        resolve(total);
      }
    });
    inflate.on('end', () => resolve(total));
    inflate.on('error', reject);
    inflate.end(data);
  });
}

/** Decoded length of an LZWDecode stream (EarlyChange 1), counting string lengths instead of building them. */
function lzwDecodedLength(data: Uint8Array, limit: number): number {
  const lengths = new Uint16Array(4096).fill(1);
  let codeLength = 9;
  let nextCode = 258;
  let previous = -1;
  let total = 0;
  let bit = 0;
  while (bit + codeLength <= data.length * 8 && total <= limit) {
    let code = 0;
    for (let i = 0; i < codeLength; i++, bit++) code = (code << 1) | ((data[bit >> 3]! >> (7 - (bit & 7))) & 1);
    if (code === 257) break;
    if (code === 256) {
      codeLength = 9;
      nextCode = 258;
      previous = -1;
      continue;
    }
    const length = code < 256 ? 1 : code < nextCode ? lengths[code]! : lengths[previous]! + 1;
    if (previous >= 0 && nextCode < 4096) {
      lengths[nextCode] = lengths[previous]! + 1;
      nextCode++;
      if (((nextCode + 1) & nextCode) === 0) codeLength = Math.min(Math.log2(nextCode + 1) + 1, 12);
    }
    previous = code;
    total += length;
  }
  return total;
}

/** Files written whole by the corpus's own writer, whose xref must be exact: the hostility is elsewhere. */
const WELL_FORMED_FAMILIES = [
  'page-tree',
  'deep-nesting',
  'flate-bomb',
  'lzw-bomb',
  'huge-dimensions',
  'operator-bomb',
  'recursion',
  'action',
  'embedded-file',
  'broken-filter',
];

describe('hostilePdfs', () => {
  let corpus: HostilePdf[];
  const file = (name: string) => {
    const found = corpus.find((candidate) => candidate.name === name);
    if (!found) throw new Error(`no corpus file ${name}`);
    return found;
  };

  beforeAll(() => {
    corpus = hostilePdfs();
  });

  it('generates a set of 50 to 90 files', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(50);
    expect(corpus.length).toBeLessThanOrEqual(90);
  });

  it('is deterministic', () => {
    const again = hostilePdfs();
    expect(again.map(({ name, family, note }) => ({ name, family, note }))).toEqual(
      corpus.map(({ name, family, note }) => ({ name, family, note })),
    );
    again.forEach((copy, i) => expect(Buffer.compare(copy.bytes, corpus[i]!.bytes), copy.name).toBe(0));
  });

  it('names every file uniquely, within its family, with a note', () => {
    expect(new Set(corpus.map((pdf) => pdf.name)).size).toBe(corpus.length);
    for (const pdf of corpus) {
      expect(pdf.name).toMatch(/^[a-z0-9-]+$/);
      expect(pdf.name.startsWith(`${pdf.family}-`)).toBe(true);
      expect(pdf.note.length).toBeGreaterThan(10);
    }
  });

  it('covers every family', () => {
    expect(new Set(corpus.map((pdf) => pdf.family))).toEqual(
      new Set([
        'truncation',
        'mutation',
        'random',
        NOT_PDF_FAMILY,
        'page-tree',
        'deep-nesting',
        'xref-loop',
        'object-stream',
        'flate-bomb',
        'lzw-bomb',
        'huge-dimensions',
        'operator-bomb',
        'recursion',
        'action',
        'embedded-file',
        'broken-filter',
        'eof-in-array',
      ]),
    );
  });

  it('keeps every file under the size cap', () => {
    for (const pdf of corpus) expect(pdf.bytes.length, pdf.name).toBeLessThanOrEqual(HOSTILE_PDF_MAX_BYTES);
  });

  it('starts every file as its family claims', () => {
    for (const pdf of corpus) {
      const head = Buffer.from(pdf.bytes.subarray(0, 5)).toString('latin1');
      if (pdf.family === NOT_PDF_FAMILY) expect(head, pdf.name).not.toBe('%PDF-');
      else expect(head, pdf.name).toBe('%PDF-');
    }
    expect(file('not-pdf-png-named-pdf').bytes.subarray(0, 8)).toEqual(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(Buffer.from(file('not-pdf-docx-named-pdf').bytes.subarray(0, 4)).toString('latin1')).toBe('PK\x03\x04');
    expect(file('not-pdf-empty').bytes.length).toBe(0);
    expect(file('not-pdf-single-byte').bytes.length).toBe(1);
  });

  it('cuts truncated files short of their end marker', () => {
    for (const pdf of corpus.filter((candidate) => candidate.family === 'truncation')) {
      expect(text(pdf), pdf.name).not.toContain('%%EOF');
    }
  });

  it('writes an exact xref for the files whose hostility lies elsewhere', () => {
    for (const pdf of corpus.filter((candidate) => WELL_FORMED_FAMILIES.includes(candidate.family))) {
      const source = text(pdf);
      expect(source.endsWith('%%EOF\n'), pdf.name).toBe(true);
      const xref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(source)?.[1]);
      expect(source.startsWith('xref\n0 ', xref), pdf.name).toBe(true);
      const rows = source.slice(xref).split('\n').slice(2);
      const size = Number(/\/Size (\d+)/.exec(source.slice(xref))?.[1]);
      for (let n = 1; n < size; n++) {
        const offset = Number(rows[n]!.slice(0, 10));
        expect(source.startsWith(`${n} 0 obj\n`, offset), `${pdf.name} object ${n}`).toBe(true);
      }
    }
  });

  it('makes every Flate bomb inflate past 1 GiB', async () => {
    const bombs = [
      'flate-bomb-content-2gib-spaces',
      'flate-bomb-image-2gib',
      'flate-bomb-unused-stream-2gib',
      'action-javascript-stream-2gib',
      'embedded-file-bomb-in-names',
      'embedded-file-bomb-in-annotation',
    ];
    for (const name of bombs) {
      const bomb = streamsOf(file(name)).find((candidate) => candidate.dict.includes('/Filter /FlateDecode') && candidate.data.length > 1e6);
      expect(bomb, name).toBeDefined();
      // A small output limit must be hit at once: a real zlib stream, not data that merely claims to be one.
      expect(() => inflateSync(bomb!.data, { maxOutputLength: 1024 * 1024 }), name).toThrow(RangeError);
      expect(await inflatedBytesUpTo(bomb!.data, GiB), name).toBeGreaterThan(GiB);
    }
  }, 30_000);

  it('makes the two-layer Flate bomb inflate past 1 GiB from a few kilobytes', async () => {
    const pdf = file('flate-bomb-content-4gib-two-layers');
    expect(pdf.bytes.length).toBeLessThan(16 * 1024);
    const [content] = streamsOf(pdf).filter((candidate) => candidate.dict.includes('[/FlateDecode /FlateDecode]'));
    const inner = inflateSync(content!.data, { maxOutputLength: 16 * 1024 * 1024 });
    expect(await inflatedBytesUpTo(inner, GiB)).toBeGreaterThan(GiB);
  }, 30_000);

  it('makes the image bomb claim the size it inflates to', () => {
    const [image] = streamsOf(file('flate-bomb-image-2gib')).filter((candidate) => candidate.dict.includes('/Subtype /Image'));
    const width = Number(/\/Width (\d+)/.exec(image!.dict)?.[1]);
    const height = Number(/\/Height (\d+)/.exec(image!.dict)?.[1]);
    expect(width * height).toBeGreaterThan(2 * GiB);
  });

  it('makes the LZW bomb decode past 1 GiB', () => {
    const [content] = streamsOf(file('lzw-bomb-content-2gib')).filter((candidate) => candidate.dict.includes('/LZWDecode'));
    expect(lzwDecodedLength(content!.data, GiB)).toBeGreaterThan(GiB);
  }, 30_000);

  it('fills the operator bombs with the promised number of operators, as valid zlib streams', () => {
    const counts: [name: string, operator: RegExp, count: number][] = [
      ['operator-bomb-re-f-2m', / re f\n/g, 2_000_000],
      ['operator-bomb-m-l-2m-one-stroke', / l\n/g, 2_000_000],
      ['operator-bomb-polyline-300k', / l\n/g, 300_000],
      ['operator-bomb-tj-1m', / Tj\n/g, 1_000_000],
    ];
    for (const [name, operator, count] of counts) {
      const [content] = streamsOf(file(name));
      // inflateSync checks the Adler-32 the generator computes without seeing the data.
      const operators = inflateSync(content!.data).toString('latin1');
      expect(operators.match(operator)?.length, name).toBe(count);
    }
  }, 30_000);

  it('nests arrays and dictionaries 100,000 deep', () => {
    expect(text(file('deep-nesting-array-in-catalog'))).toContain('['.repeat(100_000));
    expect(text(file('deep-nesting-array-in-content'))).toContain('['.repeat(100_000));
    expect(text(file('deep-nesting-dictionary-in-page'))).toContain('<< /A '.repeat(100_000));
    expect(text(file('deep-nesting-dictionary-in-content'))).toContain('<< /A '.repeat(100_000));
  });

  it('leaves one page of the end-of-file-in-array regression with an array that never closes', () => {
    const source = text(file('eof-in-array-unclosed-mediabox'));
    expect(source.match(/\/MediaBox \[0 0 595 842\]/g)?.length).toBe(29);
    expect(source).toContain('/MediaBox [0 0 595 842. /Resources');
  });
});
