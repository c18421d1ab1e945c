import { crc32, deflateSync } from 'node:zlib';
import { seededRandom } from '../seeded-random.ts';
import { buildZip } from './build-zip.ts';

/**
 * A file built to hurt a PDF reader: a crash, a hang or a memory blow-up. The corpus is generated, never stored,
 * so the repository holds no hostile binaries and every file can be rebuilt and explained from this source.
 */
export interface HostilePdf {
  /** Unique, usable as a file name stem. */
  name: string;
  family: string;
  bytes: Uint8Array;
  /** What the file does to a reader. */
  note: string;
}

/** Every generated file stays under this size, so feeding the corpus to a service is quick. */
export const HOSTILE_PDF_MAX_BYTES = 3 * 1024 * 1024;

/** The family of files that are not PDFs at all; every other file starts with a `%PDF-` header. */
export const NOT_PDF_FAMILY = 'not-pdf';

type Body = string | Uint8Array;

const latin1 = (text: string) => Buffer.from(text, 'latin1');
const toBytes = (body: Body) => (typeof body === 'string' ? latin1(body) : body);
const concat = (parts: Body[]) => new Uint8Array(Buffer.concat(parts.map(toBytes)));
const GiB = 1024 ** 3;


const randomInt = (random: () => number, below: number) => Math.floor(random() * below);

function randomBytes(random: () => number, length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  for (let i = 0; i < length; i++) bytes[i] = randomInt(random, 256);
  return bytes;
}

/** A stream object body; /Length goes last so the corpus tests can find each stream's data. */
function stream(dict: string, data: Body): Uint8Array {
  const bytes = toBytes(data);
  return concat([`<< ${dict} /Length ${bytes.length} >>\nstream\n`, bytes, '\nendstream']);
}

const flate = (data: Body) => deflateSync(toBytes(data), { level: 9 });

/** Writes PDF syntax and remembers where each object starts, for the cross-reference table. */
class PdfWriter {
  private readonly chunks: Uint8Array[] = [];
  private length = 0;
  readonly offsets = new Map<number, number>();

  constructor(version = '1.7') {
    this.write(`%PDF-${version}\n%\xe2\xe3\xcf\xd3\n`);
  }

  get position(): number {
    return this.length;
  }

  write(data: Body): void {
    const bytes = toBytes(data);
    this.chunks.push(bytes);
    this.length += bytes.length;
  }

  object(number: number, body: Body): void {
    this.offsets.set(number, this.length);
    this.write(`${number} 0 obj\n`);
    this.write(body);
    this.write('\nendobj\n');
  }

  /** A classic xref table, one subsection from object 0, followed by its trailer; returns where the table starts. */
  xrefTable(trailerEntries: string): number {
    const start = this.length;
    this.write(xrefTableText(this.offsets, trailerEntries));
    return start;
  }

  finish(startxref: number): Uint8Array {
    this.write(`startxref\n${startxref}\n%%EOF\n`);
    return concat(this.chunks);
  }
}

function xrefTableText(offsets: Map<number, number>, trailerEntries: string): string {
  const size = Math.max(0, ...offsets.keys()) + 1;
  const rows = ['0000000000 65535 f \n'];
  for (let n = 1; n < size; n++) {
    const offset = offsets.get(n);
    rows.push(offset === undefined ? '0000000000 00000 f \n' : `${String(offset).padStart(10, '0')} 00000 n \n`);
  }
  return `xref\n0 ${size}\n${rows.join('')}trailer\n<< /Size ${size} ${trailerEntries} >>\n`;
}

/** Objects numbered from 1 in order, a correct xref table, and a trailer whose /Root is object 1. */
function simplePdf(objects: Body[], trailerEntries = ''): Uint8Array {
  const pdf = new PdfWriter();
  objects.forEach((body, i) => pdf.object(i + 1, body));
  return pdf.finish(pdf.xrefTable(`/Root 1 0 R ${trailerEntries}`));
}

interface OnePageOptions {
  /** The page's content stream, object 4. */
  content?: Body;
  resources?: string;
  mediaBox?: string;
  pageEntries?: string;
  catalogEntries?: string;
  /** Further objects, numbered from 5. */
  extra?: Body[];
}

/** Catalog (1), page tree (2), one page (3) and its content (4), then any extra objects. */
function onePagePdf({
  content = stream('', '0 0 1 rg 100 100 200 200 re f'),
  resources = '',
  mediaBox = '[0 0 612 792]',
  pageEntries = '',
  catalogEntries = '',
  extra = [],
}: OnePageOptions): Uint8Array {
  return simplePdf([
    `<< /Type /Catalog /Pages 2 0 R ${catalogEntries} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox ${mediaBox} /Resources << ${resources} >> /Contents 4 0 R ${pageEntries} >>`,
    content,
    ...extra,
  ]);
}

const HELVETICA = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';

const LEASE_LINES = [
  'This Lease is made between the Landlord and the Tenant.',
  'The Landlord lets the Premises to the Tenant for a term of ten years.',
  'The rent is GBP 50,000 per annum payable quarterly in advance.',
  'Break clause: the Tenant may terminate on the fifth anniversary.',
  'Repairing obligations: full repairing and insuring lease.',
  'Governing law: England and Wales.',
];

function leasePageText(page: number): string {
  const lines = ['LEASE AGREEMENT', ...LEASE_LINES, `Clause ${page}`];
  return `BT /F1 11 Tf 14 TL 50 780 Td ${lines.map((line) => `(${line}) Tj T*`).join(' ')} ET`;
}

/**
 * A valid text PDF written by hand, so the positions of its arrays, dictionaries, streams and xref are known:
 * catalog (1), page tree (2), font (3), info (4), then each page and its content. Every `compressEvery`-th
 * page's content is Flate-compressed, so mutations also land in compressed data.
 */
function leasePdf(pages: number, compressEvery = 0): Uint8Array {
  const pageNumber = (i: number) => 5 + 2 * i;
  const objects: Body[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${Array.from({ length: pages }, (_, i) => `${pageNumber(i)} 0 R`).join(' ')}] /Count ${pages} >>`,
    HELVETICA,
    '<< /Title (Lease of Unit 4) /Producer (hostile-pdfs) >>',
  ];
  for (let i = 0; i < pages; i++) {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageNumber(i) + 1} 0 R >>`,
      compressEvery > 0 && i % compressEvery === compressEvery - 1
        ? stream('/Filter /FlateDecode', flate(leasePageText(i)))
        : stream('', leasePageText(i)),
    );
  }
  return simplePdf(objects, '/Info 4 0 R');
}

const ADLER_MODULUS = 65521;
type Adler = [a: number, b: number];
const mulMod = (x: number, y: number) => ((x % ADLER_MODULUS) * (y % ADLER_MODULUS)) % ADLER_MODULUS;

function adlerUpdate([a, b]: Adler, bytes: Uint8Array): Adler {
  for (const byte of bytes) {
    a = (a + byte) % ADLER_MODULUS;
    b = (b + a) % ADLER_MODULUS;
  }
  return [a, b];
}

/**
 * Adler-32 over `copies` copies of `unit` without visiting them: one copy maps (a, b) to
 * (a + S, b + L·a + W), and n copies to (a + n·S, b + n·L·a + C(n)), with C(n) found by doubling.
 */
function adlerRepeat([a, b]: Adler, unit: Uint8Array, copies: number): Adler {
  const [sum, weighted] = adlerUpdate([0, 0], unit);
  const length = unit.length;
  let done = 0;
  let constant = 0;
  for (let bit = Math.floor(Math.log2(Math.max(copies, 1))); bit >= 0; bit--) {
    constant = (2 * constant + mulMod(mulMod(done, done), mulMod(length, sum))) % ADLER_MODULUS;
    done *= 2;
    if (Math.floor(copies / 2 ** bit) % 2 === 1) {
      constant = (constant + mulMod(done, mulMod(length, sum)) + weighted) % ADLER_MODULUS;
      done += 1;
    }
  }
  return [(a + mulMod(copies, sum)) % ADLER_MODULUS, (b + mulMod(mulMod(copies, length), a) + constant) % ADLER_MODULUS];
}

/** Distance codes 4–29 cover 2^(extra bits) distances each, from this base. */
function distanceCode(distance: number): [code: number, extraBits: number, extra: number] {
  if (distance <= 4) return [distance - 1, 0, 0];
  for (let code = 4; code < 30; code++) {
    const extraBits = (code >> 1) - 1;
    const base = ((2 + (code & 1)) << extraBits) + 1;
    if (distance < base + (1 << extraBits)) return [code, extraBits, distance - base];
  }
  throw new Error(`distance ${distance} is beyond the deflate window`);
}

const EMPTY = new Uint8Array();

/**
 * A zlib stream of `head`, then `unit` continued periodically for `258 * matches` more bytes, then `tail`,
 * built by hand so that describing gigabytes costs no compression time. `head` and `unit` go in a stored block;
 * the repetition is one dynamic-Huffman block of length-258 matches at distance `unit.length`, whose length and
 * distance codes are one zero bit each; `tail` goes in a final stored block. A one-byte unit costs two zero
 * bits per 258 bytes of output, about 1:1000, the ratio zlib reaches at level 9 only after compressing it all.
 */
function deflateRepeating(unit: Uint8Array, matches: number, head = EMPTY, tail = EMPTY): Uint8Array {
  const [distance, extraBits, extra] = distanceCode(unit.length);
  const bytes = new Uint8Array(2 + 5 + head.length + unit.length + 80 + Math.ceil((matches * (2 + extraBits)) / 8) + 5 + tail.length + 4);
  let bit = 0;
  const bits = (value: number, count: number) => {
    for (let i = 0; i < count; i++, bit++) if ((value >> i) & 1) bytes[bit >> 3]! |= 1 << (bit & 7);
  };
  // Huffman codes go into the bit stream most significant bit first, unlike every other field.
  const code = (value: number, count: number) => {
    for (let i = count - 1; i >= 0; i--, bit++) if ((value >> i) & 1) bytes[bit >> 3]! |= 1 << (bit & 7);
  };
  const storedBlock = (final: 0 | 1, data: Uint8Array) => {
    bits(final, 1);
    bits(0, 2);
    bit = (bit + 7) & ~7;
    bits(data.length, 16);
    bits(~data.length & 0xffff, 16);
    bytes.set(data, bit >> 3);
    bit += data.length * 8;
  };
  bits(0x78, 8);
  bits(0xda, 8);
  storedBlock(0, concat([head, unit]));
  bits(0, 1);
  bits(2, 2); // dynamic Huffman codes
  bits(286 - 257, 5);
  bits(distance, 5);
  bits(18 - 4, 4);
  // Code-length code: symbol 18 (a run of zero lengths) is '0', length 1 is '10', length 2 is '11'.
  const codeLengthLengths: Record<number, number> = { 18: 1, 1: 2, 2: 2 };
  for (const symbol of [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1]) bits(codeLengthLengths[symbol] ?? 0, 3);
  // Length 258 (symbol 285) gets 1 bit; end of block and an unused literal get 2, so the code is complete.
  const lengths = new Array<number>(286 + distance + 1).fill(0);
  lengths[0] = 2;
  lengths[256] = 2;
  lengths[285] = 1;
  lengths[286 + distance] = 1;
  for (let i = 0; i < lengths.length; ) {
    const value = lengths[i]!;
    if (value !== 0) {
      code(value === 1 ? 0b10 : 0b11, 2);
      i++;
      continue;
    }
    let run = 0;
    while (lengths[i + run] === 0 && run < 138) run++;
    if (run < 11) throw new Error(`a run of ${run} zero code lengths needs more than symbol 18`);
    code(0, 1);
    bits(run - 11, 7);
    i += run;
  }
  // Canonical codes: length 258 is '0', the distance code '0', end of block '11'.
  if (extraBits === 0) bit += 2 * matches;
  else {
    for (let i = 0; i < matches; i++) {
      bit += 2;
      bits(extra, extraBits);
    }
  }
  code(0b11, 2);
  storedBlock(1, tail);
  const periodic = unit.length + 258 * matches;
  let adler = adlerUpdate([1, 0], head);
  adler = adlerRepeat(adler, unit, Math.floor(periodic / unit.length));
  adler = adlerUpdate(adler, unit.subarray(0, periodic % unit.length));
  const [a, b] = adlerUpdate(adler, tail);
  for (const byte of [b >> 8, b & 0xff, a >> 8, a & 0xff]) bits(byte, 8);
  return bytes.subarray(0, bit >> 3);
}

/** A zlib stream inflating to at least `length` copies of one byte, at about 1:1000. */
const deflateBomb = (length: number, fill: number) => deflateRepeating(Uint8Array.of(fill), Math.ceil((length - 1) / 258));

/**
 * An LZWDecode stream that decodes to at least `length` bytes. Each cycle clears the table, then sends every
 * new code as soon as it exists (the "KwKwK" case), so code n decodes to n - 256 zero bytes: about 7 MB per
 * 5 KB cycle. Code widths follow the decoder's state with EarlyChange 1, as pdf.js reads them.
 */
function lzwBomb(length: number): Uint8Array {
  const perCycle = (3839 * 3840) / 2;
  const cycles = Math.ceil(length / perCycle);
  const bytes = new Uint8Array(cycles * 5500 + 16);
  let written = 0;
  let pending = 0;
  let pendingBits = 0;
  let codeLength = 9;
  let nextCode = 258;
  const emit = (value: number) => {
    pending = (pending << codeLength) | value;
    pendingBits += codeLength;
    while (pendingBits >= 8) {
      pendingBits -= 8;
      bytes[written++] = (pending >>> pendingBits) & 0xff;
    }
    pending &= (1 << pendingBits) - 1;
  };
  const addEntry = () => {
    nextCode++;
    if (((nextCode + 1) & nextCode) === 0) codeLength = Math.min(Math.log2(nextCode + 1) + 1, 12);
  };
  for (let cycle = 0; cycle < cycles; cycle++) {
    emit(256);
    codeLength = 9;
    nextCode = 258;
    emit(0);
    while (nextCode <= 4095) {
      emit(nextCode);
      addEntry();
    }
  }
  emit(257);
  if (pendingBits > 0) bytes[written++] = (pending << (8 - pendingBits)) & 0xff;
  return bytes.subarray(0, written);
}

/** Makes the files of one family; `hostilePdfs` prefixes each name with its family. */
const maker = (family: string) => (name: string, note: string, bytes: Uint8Array): HostilePdf => ({ name, family, bytes, note });

function truncations(): HostilePdf[] {
  const make = maker('truncation');
  const base = leasePdf(12, 3);
  const text = Buffer.from(base).toString('latin1');
  const after = (marker: string, extra: number, from = 0) => {
    const at = text.indexOf(marker, from);
    if (at < 0) throw new Error(`the base PDF has no ${marker}`);
    return at + marker.length + extra;
  };
  const flateStream = text.indexOf('/Filter /FlateDecode');
  const cuts: [string, number, string][] = [
    ['after-header', 9, 'only the %PDF header line'],
    ['in-kids-array', after('/Kids [', 20), 'inside the page tree’s /Kids array'],
    ['in-page-dictionary', after('/Type /Page /Parent', 12), 'inside the first page dictionary, before /Resources'],
    ['in-mediabox-array', after('/MediaBox [0 0', 1), 'inside a page’s /MediaBox array'],
    ['in-plain-stream', after('(This Lease', 10), 'inside an uncompressed content stream'],
    ['in-flate-stream', after('stream\n', 40, flateStream), 'inside a Flate-compressed content stream'],
    ['before-xref', text.lastIndexOf('xref\n0 '), 'just before the xref table: every object complete, no xref'],
    ['in-xref', after('xref\n0 ', 200), 'inside the xref table'],
    ['in-trailer', after('trailer\n<< /Size', 4), 'inside the trailer dictionary'],
    ['before-eof-marker', text.lastIndexOf('%%EOF'), 'just before %%EOF: startxref present, end marker missing'],
    ['at-quarter', Math.floor(base.length / 4), 'a quarter of the file'],
    ['at-half', Math.floor(base.length / 2), 'half the file'],
    ['at-three-quarters', Math.floor((base.length * 3) / 4), 'three quarters of the file'],
  ];
  return cuts.map(([where, length, note]) =>
    make(where, `A valid 12-page PDF cut at byte ${length} of ${base.length}: ${note}.`, base.slice(0, length)),
  );
}

/** Mutations spare the first 16 bytes, so the file still claims to be a PDF and reaches the parser. */
const SPARED_HEADER = 16;

function mutations(): HostilePdf[] {
  const make = maker('mutation');
  const base = leasePdf(12, 3);
  const position = (random: () => number) => SPARED_HEADER + randomInt(random, base.length - SPARED_HEADER);
  const bitFlips = (count: number, seed: number) => {
    const random = seededRandom(seed);
    const bytes = base.slice();
    for (let i = 0; i < count; i++) bytes[position(random)]! ^= 1 << randomInt(random, 8);
    return make(`bitflip-${count}`, `A valid 12-page PDF with ${count} random bits flipped (seed ${seed}).`, bytes);
  };
  const replacements = (name: string, count: number, seed: number, alphabet: string | undefined, note: string) => {
    const random = seededRandom(seed);
    const bytes = base.slice();
    for (let i = 0; i < count; i++) {
      bytes[position(random)] = alphabet ? alphabet.charCodeAt(randomInt(random, alphabet.length)) : randomInt(random, 256);
    }
    return make(name, `A valid 12-page PDF with ${count} bytes replaced by ${note} (seed ${seed}).`, bytes);
  };
  const digitMutations = () => {
    const random = seededRandom(0xd161);
    const bytes = base.slice();
    const digits = [...bytes.keys()].filter((i) => i >= SPARED_HEADER && bytes[i]! >= 0x30 && bytes[i]! <= 0x39);
    for (let i = 0; i < 40; i++) bytes[digits[randomInt(random, digits.length)]!] = 0x30 + randomInt(random, 10);
    return make(
      'digits-40',
      'A valid 12-page PDF with 40 digits changed: object numbers, /Length values and xref offsets lie (seed 0xd161).',
      bytes,
    );
  };
  const splices = () => {
    const random = seededRandom(0x5b1c);
    let bytes = Buffer.from(base);
    for (let i = 0; i < 24; i++) {
      const at = SPARED_HEADER + randomInt(random, bytes.length - SPARED_HEADER);
      const removed = randomInt(random, 3) === 0 ? randomInt(random, 64) : 0;
      bytes = Buffer.concat([bytes.subarray(0, at), randomBytes(random, randomInt(random, 16)), bytes.subarray(at + removed)]);
    }
    return make(
      'splices-24',
      'A valid 12-page PDF with 24 random insertions and deletions: every later offset is wrong (seed 0x5b1c).',
      new Uint8Array(bytes),
    );
  };
  return [
    bitFlips(1, 0xb17),
    bitFlips(8, 0xb18),
    bitFlips(64, 0xb19),
    bitFlips(512, 0xb1a),
    replacements('random-bytes-32', 32, 0x6a7e, undefined, 'random bytes'),
    replacements('delimiters-16', 16, 0xde11, '[]<>()/%{}', 'PDF delimiters, opening and closing arrays, dictionaries and strings'),
    digitMutations(),
    splices(),
  ];
}

function randomFiles(): HostilePdf[] {
  const make = maker('random');
  const random = seededRandom(0x7a9d);
  const file = (length: number, trailer: string) => concat(['%PDF-1.7\n', randomBytes(random, length), trailer]);
  return [
    make('1kb', 'A %PDF-1.7 header, then 1 KB of random bytes.', file(1024, '')),
    make('64kb', 'A %PDF-1.7 header, then 64 KB of random bytes.', file(64 * 1024, '')),
    make(
      '1mb-with-eof',
      'A %PDF-1.7 header, 1 MB of random bytes and an %%EOF, so it looks complete and gets the full object scan.',
      file(1024 * 1024, '\nstartxref\n123456\n%%EOF\n'),
    ),
  ];
}

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const body = concat([type, data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return concat([length, body, crc]);
}

function onePixelPng(): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return concat([
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', flate(new Uint8Array([0, 200, 30, 30]))),
    pngChunk('IEND', new Uint8Array()),
  ]);
}

/** A stored (uncompressed) ZIP with the part names of a Word document. */
const docxZip = (): Uint8Array =>
  buildZip([
    { name: '[Content_Types].xml', data: '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>', store: true },
    { name: 'word/document.xml', data: '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>', store: true },
  ]);

function notPdfs(): HostilePdf[] {
  const make = maker(NOT_PDF_FAMILY);
  return [
    make('png-named-pdf', 'A valid one-pixel PNG uploaded as .pdf.', onePixelPng()),
    make('docx-named-pdf', 'A ZIP with Word document parts uploaded as .pdf.', docxZip()),
    make('html-named-pdf', 'An HTML page uploaded as .pdf.', latin1('<!DOCTYPE html>\n<html><body><h1>Lease</h1></body></html>\n')),
    make(
      'html-quoting-pdf-header',
      'An HTML page whose text contains "%PDF-" in its first kilobyte: a header sniff says PDF, pdf.js finds no objects.',
      latin1('<!DOCTYPE html>\n<html><body><p>Every upload must start with %PDF-1.7, said the help page.</p></body></html>\n'),
    ),
    make('empty', 'Zero bytes.', new Uint8Array()),
    make('single-byte', 'One byte, "%".', latin1('%')),
  ];
}

function pageTrees(): HostilePdf[] {
  const make = maker('page-tree');
  const page = (parent: number, content: number) =>
    `<< /Type /Page /Parent ${parent} 0 R /MediaBox [0 0 612 792] /Contents ${content} 0 R >>`;
  const drawing = stream('', '0 0 1 rg 100 100 200 200 re f');
  const deepLevels = 20_000;
  const deepTree: Body[] = ['<< /Type /Catalog /Pages 2 0 R >>'];
  for (let level = 0; level < deepLevels; level++) {
    const number = level + 2;
    deepTree.push(`<< /Type /Pages /Parent ${level === 0 ? 1 : number - 1} 0 R /Kids [${number + 1} 0 R] /Count 1 >>`);
  }
  deepTree.push(page(deepLevels + 1, deepLevels + 3), drawing);
  return [
    make(
      'kids-to-ancestor',
      'An intermediate /Pages node lists the root /Pages node among its /Kids: a cycle through an ancestor.',
      simplePdf([
        '<< /Type /Catalog /Pages 2 0 R >>',
        '<< /Type /Pages /Kids [3 0 R] /Count 2 >>',
        '<< /Type /Pages /Parent 2 0 R /Kids [4 0 R 2 0 R] /Count 2 >>',
        page(3, 5),
        drawing,
      ]),
    ),
    make(
      'pages-node-own-kid',
      'A /Pages node that is its own parent and its own only kid.',
      simplePdf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Parent 2 0 R /Kids [2 0 R] /Count 1 >>']),
    ),
    make(
      'page-own-parent',
      'A page that is its own /Parent and has no /MediaBox or /Resources, so inherited attributes are looked up in a loop.',
      simplePdf([
        '<< /Type /Catalog /Pages 2 0 R >>',
        '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        '<< /Type /Page /Parent 3 0 R /Contents 4 0 R >>',
        drawing,
      ]),
    ),
    make(
      'count-2147483647',
      'The root /Pages node claims 2,147,483,647 pages and has one.',
      simplePdf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 2147483647 >>', page(2, 4), drawing]),
    ),
    make(
      'count-400-has-one',
      'The root /Pages node claims 400 pages, under the page limit, and has one: every missing page is looked for.',
      simplePdf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 400 >>', page(2, 4), drawing]),
    ),
    make(
      'kids-same-page-100000',
      'The root /Pages node lists one page 100,000 times and claims 500 pages, the product limit.',
      simplePdf([
        '<< /Type /Catalog /Pages 2 0 R >>',
        `<< /Type /Pages /Kids [${'3 0 R '.repeat(100_000)}] /Count 500 >>`,
        page(2, 4),
        drawing,
      ]),
    ),
    make(
      'depth-20000',
      `A page tree ${deepLevels.toLocaleString('en')} /Pages nodes deep above a single page.`,
      simplePdf(deepTree),
    ),
  ];
}

const NESTING_DEPTH = 100_000;

function deepNesting(): HostilePdf[] {
  const make = maker('deep-nesting');
  const arrays = '['.repeat(NESTING_DEPTH) + ']'.repeat(NESTING_DEPTH);
  const dicts = '<< /A '.repeat(NESTING_DEPTH) + '1' + ' >>'.repeat(NESTING_DEPTH);
  return [
    make('array-in-catalog', 'The catalog holds arrays nested 100,000 deep: parsed when the document opens.', onePagePdf({ catalogEntries: `/Deep ${arrays}` })),
    make('dictionary-in-page', 'The page dictionary holds dictionaries nested 100,000 deep.', onePagePdf({ pageEntries: `/Deep ${dicts}` })),
    make(
      'array-in-content',
      'A content stream operand: arrays nested 100,000 deep, before a drawing.',
      onePagePdf({ content: stream('', `0 0 1 rg 100 100 200 200 re f ${arrays} pop`) }),
    ),
    make(
      'dictionary-in-content',
      'A marked-content property list nested 100,000 deep in a content stream.',
      onePagePdf({ content: stream('', `/Span ${dicts} BDC 0 0 1 rg 100 100 200 200 re f EMC`) }),
    ),
    make(
      'unclosed-arrays',
      'The catalog opens 100,000 arrays and never closes them: the parser runs deep and then off the end of the file.',
      onePagePdf({ catalogEntries: `/Deep ${'['.repeat(NESTING_DEPTH)}` }),
    ),
  ];
}

/** One page's objects (1–4), for documents whose xref is written by hand. */
const ONE_PAGE_OBJECTS: Body[] = [
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
  stream('', '0 0 1 rg 100 100 200 200 re f'),
];

type XrefEntry = [type: 0 | 1 | 2, field2: number, field3: number];

/** A cross-reference stream (/W [1 4 2]) whose dictionary also serves as the trailer. */
function xrefStream(entries: XrefEntry[], dictEntries: string): Uint8Array {
  const data = Buffer.alloc(entries.length * 7);
  entries.forEach(([type, field2, field3], i) => {
    data.writeUInt8(type, i * 7);
    data.writeUInt32BE(field2, i * 7 + 1);
    data.writeUInt16BE(field3, i * 7 + 5);
  });
  return stream(`/Type /XRef /Size ${entries.length} /W [1 4 2] ${dictEntries}`, data);
}

function xrefLoops(): HostilePdf[] {
  const make = maker('xref-loop');
  const onePage = () => {
    const writer = new PdfWriter();
    ONE_PAGE_OBJECTS.forEach((body, i) => writer.object(i + 1, body));
    return writer;
  };

  const selfLoop = onePage();
  const selfStart = selfLoop.position;
  selfLoop.write(xrefTableText(selfLoop.offsets, `/Root 1 0 R /Prev ${selfStart}`));

  // Each table's /Prev names the other; offsets are zero-padded so a table's length does not depend on them.
  const pairLoop = onePage();
  const firstStart = pairLoop.position;
  const padded = (offset: number) => String(offset).padStart(10, '0');
  const firstLength = xrefTableText(pairLoop.offsets, `/Root 1 0 R /Prev ${padded(0)}`).length;
  const secondStart = firstStart + firstLength;
  pairLoop.write(xrefTableText(pairLoop.offsets, `/Root 1 0 R /Prev ${padded(secondStart)}`));
  pairLoop.write(xrefTableText(pairLoop.offsets, `/Root 1 0 R /Prev ${padded(firstStart)}`));

  const streamLoop = onePage();
  const streamStart = streamLoop.position;
  const entries: XrefEntry[] = [[0, 0, 65535], ...[1, 2, 3, 4].map((n): XrefEntry => [1, streamLoop.offsets.get(n)!, 0]), [1, streamStart, 0]];
  streamLoop.object(5, xrefStream(entries, `/Root 1 0 R /Prev ${streamStart}`));

  const intoXref = onePage();
  const tableStart = intoXref.position;
  const pointingIntoTable = new Map([...intoXref.offsets.keys()].map((n) => [n, tableStart + 20 * n]));
  intoXref.write(xrefTableText(pointingIntoTable, '/Root 1 0 R'));

  const beyondEnd = onePage();
  beyondEnd.xrefTable('/Root 1 0 R');

  return [
    make('prev-self', 'The trailer’s /Prev points at its own xref table.', selfLoop.finish(selfStart)),
    make('prev-pair', 'Two xref tables whose /Prev entries point at each other.', pairLoop.finish(secondStart)),
    make('xref-stream-prev-self', 'A cross-reference stream whose /Prev points at itself.', streamLoop.finish(streamStart)),
    make(
      'offsets-into-xref',
      'Every xref entry points into the xref table itself, so each object lookup lands on xref rows.',
      intoXref.finish(tableStart),
    ),
    make('startxref-beyond-end', 'startxref names an offset a gigabyte past the end of the file.', beyondEnd.finish(GiB)),
  ];
}

/** An object stream body: the "number offset" header, then the objects. */
function objectStream(objects: [number, string][], dictEntries = ''): Uint8Array {
  let offset = 0;
  const header: string[] = [];
  for (const [number, body] of objects) {
    header.push(`${number} ${offset}`);
    offset += body.length + 1;
  }
  const head = header.join(' ') + '\n';
  const data = head + objects.map(([, body]) => body + '\n').join('');
  return stream(`/Type /ObjStm /N ${objects.length} /First ${head.length} ${dictEntries}`, data);
}

function objectStreams(): HostilePdf[] {
  const make = maker('object-stream');
  const catalog = '<< /Type /Catalog /Pages 2 0 R >>';
  const pages = '<< /Type /Pages /Kids [3 0 R] /Count 1 >>';
  /** Catalog and page tree compressed in object streams; `locate` says where the xref places the streams themselves. */
  const build = (streams: Uint8Array[], locate: (offsets: Map<number, number>) => XrefEntry[]) => {
    const writer = new PdfWriter();
    writer.object(3, ONE_PAGE_OBJECTS[2]!);
    writer.object(4, ONE_PAGE_OBJECTS[3]!);
    streams.forEach((body, i) => writer.object(5 + i, body));
    const start = writer.position;
    const xrefNumber = 5 + streams.length;
    const entries: XrefEntry[] = [[0, 0, 65535], ...locate(writer.offsets), [1, start, 0]];
    writer.object(xrefNumber, xrefStream(entries, '/Root 1 0 R'));
    return writer.finish(start);
  };
  const inFive = [catalog, pages].map((body, i): [number, string] => [i + 1, body]);
  return [
    make(
      'contains-itself',
      'Object stream 5 holds the catalog and page tree, and the xref says object 5 itself is compressed inside object 5.',
      build([objectStream(inFive)], (offsets) => [
        [2, 5, 0],
        [2, 5, 1],
        [1, offsets.get(3)!, 0],
        [1, offsets.get(4)!, 0],
        [2, 5, 2],
      ]),
    ),
    make(
      'extends-itself',
      'Object stream 5 /Extends itself and declares an object 5 inside its own data.',
      build([objectStream([...inFive, [5, '<< /Type /ObjStm /N 1 /First 4 /Extends 5 0 R >>']], '/Extends 5 0 R')], (offsets) => [
        [2, 5, 0],
        [2, 5, 1],
        [1, offsets.get(3)!, 0],
        [1, offsets.get(4)!, 0],
        [1, offsets.get(5)!, 0],
      ]),
    ),
    make(
      'pair-contain-each-other',
      'Object streams 5 and 6 are each, by the xref, compressed inside the other.',
      build([objectStream(inFive), objectStream([[7, '<< /Dummy true >>']])], (offsets) => [
        [2, 5, 0],
        [2, 5, 1],
        [1, offsets.get(3)!, 0],
        [1, offsets.get(4)!, 0],
        [2, 6, 0],
        [2, 5, 0],
      ]),
    ),
  ];
}

/** Bombs inflate past 2 GiB, out of reach of any 32-bit length or a 2 GiB heap. */
const BOMB_BYTES = 2 * GiB + 4096;

function flateBombs(): HostilePdf[] {
  const make = maker('flate-bomb');
  const imageWidth = 50_000;
  const imageHeight = Math.ceil(BOMB_BYTES / imageWidth);
  const nestedInner = deflateBomb(4 * GiB, 0x20);
  return [
    make(
      'content-2gib-spaces',
      'The page’s content stream inflates to 2 GiB of spaces.',
      onePagePdf({ content: stream('/Filter /FlateDecode', deflateBomb(BOMB_BYTES, 0x20)) }),
    ),
    make(
      'content-4gib-two-layers',
      'A content stream with /Filter [/FlateDecode /FlateDecode]: 6 KB inflate to 4 MB, which inflate to 4 GiB of spaces.',
      onePagePdf({ content: stream('/Filter [/FlateDecode /FlateDecode]', flate(nestedInner)) }),
    ),
    make(
      'image-2gib',
      `A ${imageWidth.toLocaleString('en')} x ${imageHeight.toLocaleString('en')} grey image drawn on the page, its data a Flate stream inflating to 2 GiB.`,
      onePagePdf({
        content: stream('', 'q 400 0 0 400 100 100 cm /Im1 Do Q'),
        resources: '/XObject << /Im1 5 0 R >>',
        extra: [
          stream(
            `/Type /XObject /Subtype /Image /Width ${imageWidth} /Height ${imageHeight} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode`,
            deflateBomb(BOMB_BYTES, 0x00),
          ),
        ],
      }),
    ),
    make(
      'unused-stream-2gib',
      'An object nothing refers to, a Flate stream inflating to 2 GiB: harmless unless a reader decodes everything.',
      onePagePdf({ extra: [stream('/Filter /FlateDecode', deflateBomb(BOMB_BYTES, 0x00))] }),
    ),
  ];
}

function lzwBombs(): HostilePdf[] {
  const make = maker('lzw-bomb');
  return [
    make(
      'content-2gib',
      'The page’s content stream is /LZWDecode data that decodes to over 2 GiB of zero bytes.',
      onePagePdf({ content: stream('/Filter /LZWDecode', lzwBomb(BOMB_BYTES)) }),
    ),
  ];
}

function hugeDimensions(): HostilePdf[] {
  const make = maker('huge-dimensions');
  const side = 100_000;
  return [
    make(
      'page-14400-userunit-75',
      'A 14400 x 14400 point page with /UserUnit 75: a square kilometre and more of paper, nothing on it but a box.',
      onePagePdf({ mediaBox: '[0 0 14400 14400]', pageEntries: '/UserUnit 75' }),
    ),
    make(
      'mediabox-1e9',
      'A page a billion points on each side.',
      onePagePdf({ mediaBox: '[0 0 1000000000 1000000000]' }),
    ),
    make('mediabox-zero', 'A page with zero width and height.', onePagePdf({ mediaBox: '[0 0 0 0]' })),
    make(
      'image-100000-square',
      'A 100,000 x 100,000 RGB image (30 GB of pixels) drawn on the page, with only 1 MB of data behind it.',
      onePagePdf({
        content: stream('', 'q 400 0 0 400 100 100 cm /Im1 Do Q'),
        resources: '/XObject << /Im1 5 0 R >>',
        extra: [
          stream(
            `/Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode`,
            flate(new Uint8Array(1024 * 1024)),
          ),
        ],
      }),
    ),
  ];
}

/**
 * A Flate content stream of `count` repetitions of a run of operators. The run is padded with spaces to a
 * multiple of 258 bytes, so the repetition is whole deflate matches and costs nothing to compress.
 */
function repeatedContent(operators: string, count: number, prefix = '', suffix = ''): Uint8Array {
  const unit = latin1(operators.padEnd(Math.ceil(operators.length / 258) * 258, ' '));
  return stream('/Filter /FlateDecode', deflateRepeating(unit, ((count - 1) * unit.length) / 258, latin1(prefix), latin1(suffix)));
}

function operatorBombs(): HostilePdf[] {
  const make = maker('operator-bomb');
  const random = seededRandom(0x0b5);
  const coordinate = (limit: number) => randomInt(random, limit);
  const rectangles = Array.from({ length: 100 }, () => `${coordinate(600)} ${coordinate(780)} 2 2 re f\n`).join('');
  const segments = Array.from({ length: 100 }, () => `${coordinate(600)} ${coordinate(780)} m ${coordinate(600)} ${coordinate(780)} l\n`).join('');
  const zigzag = Array.from({ length: 1000 }, () => `${coordinate(600)} ${coordinate(780)} l\n`).join('');
  const glyphs = Array.from({ length: 1000 }, (_, i) => `1 0 0 1 ${(i % 40) * 14 + 20} ${Math.floor(i / 40) * 30 + 20} Tm (a) Tj\n`).join('');
  return [
    make('re-f-2m', '2,000,000 tiny filled rectangles, each its own `re f`.', onePagePdf({ content: repeatedContent(rectangles, 20_000, '0 0 1 rg\n') })),
    make(
      'm-l-2m-one-stroke',
      '2,000,000 two-point subpaths (`m l`) stroked as one path at the end.',
      onePagePdf({ content: repeatedContent(segments, 20_000, '0.1 w\n', 'S\n') }),
    ),
    make(
      'polyline-300k',
      'One path of 300,000 line segments (a 1,000-segment zigzag, 300 times over), stroked.',
      onePagePdf({ content: repeatedContent(zigzag, 300, '0.1 w 0 0 m\n', 'S\n') }),
    ),
    make(
      'tj-1m',
      '1,000,000 `Tj` operators, each placing one glyph at its own position with `Tm`: a million text items.',
      onePagePdf({
        content: repeatedContent(glyphs, 1000, 'BT /F1 10 Tf\n', 'ET\n'),
        resources: '/Font << /F1 5 0 R >>',
        extra: [HELVETICA],
      }),
    ),
  ];
}

function recursion(): HostilePdf[] {
  const make = maker('recursion');
  const form = (name: string, target: number) =>
    stream(
      `/Type /XObject /Subtype /Form /BBox [0 0 100 100] /Resources << /XObject << /${name} ${target} 0 R >> >>`,
      `0 0 1 rg 0 0 10 10 re f 0.9 0 0 0.9 5 5 cm /${name} Do`,
    );
  return [
    make(
      'form-draws-itself',
      'A form XObject whose content draws itself.',
      onePagePdf({ content: stream('', '/Fm Do'), resources: '/XObject << /Fm 5 0 R >>', extra: [form('Fm', 5)] }),
    ),
    make(
      'forms-draw-each-other',
      'Two form XObjects, each drawing the other.',
      onePagePdf({ content: stream('', '/Fm Do'), resources: '/XObject << /Fm 5 0 R >>', extra: [form('Fm', 6), form('Fm', 5)] }),
    ),
    make(
      'type3-glyph-uses-own-font',
      'A Type 3 font whose glyph procedure shows text in the same font.',
      onePagePdf({
        content: stream('', 'BT /T3 48 Tf 100 400 Td (aaaa) Tj ET'),
        resources: '/Font << /T3 5 0 R >>',
        extra: [
          '<< /Type /Font /Subtype /Type3 /FontBBox [0 0 1000 1000] /FontMatrix [0.001 0 0 0.001 0 0] /CharProcs << /a 6 0 R >> ' +
            '/Encoding << /Type /Encoding /Differences [97 /a] >> /FirstChar 97 /LastChar 97 /Widths [1000] /Resources << /Font << /T3 5 0 R >> >> >>',
          stream('', '1000 0 d0 0 0 500 500 re f BT /T3 1 Tf (a) Tj ET'),
        ],
      }),
    ),
    make(
      'tiling-pattern-paints-itself',
      'A tiling pattern whose cell is filled with the same pattern.',
      onePagePdf({
        content: stream('', '/Pattern cs /P scn 0 0 612 792 re f'),
        resources: '/Pattern << /P 5 0 R >>',
        extra: [
          stream(
            '/Type /Pattern /PatternType 1 /PaintType 1 /TilingType 1 /BBox [0 0 10 10] /XStep 10 /YStep 10 /Resources << /Pattern << /P 5 0 R >> >>',
            '/Pattern cs /P scn 0 0 10 10 re f',
          ),
        ],
      }),
    ),
  ];
}

function actions(): HostilePdf[] {
  const make = maker('action');
  return [
    make(
      'javascript-openaction',
      'JavaScript run on open (an endless loop), as /OpenAction, in the /Names JavaScript tree and as a page open action.',
      onePagePdf({
        catalogEntries:
          '/OpenAction << /S /JavaScript /JS (while (true) {}) >> /Names << /JavaScript << /Names [(loop) << /S /JavaScript /JS (while (true) {}) >>] >> >>',
        pageEntries: '/AA << /O << /S /JavaScript /JS (app.alert\\(1\\)) >> >>',
      }),
    ),
    make(
      'launch-action',
      'A /Launch action on open and a link that launches cmd.exe.',
      onePagePdf({
        catalogEntries: '/OpenAction << /S /Launch /F (cmd.exe) /Win << /F (C:\\\\Windows\\\\System32\\\\cmd.exe) /P (/c calc) >> >>',
        pageEntries: '/Annots [<< /Type /Annot /Subtype /Link /Rect [100 100 300 300] /A << /S /Launch /F (/bin/sh) >> >>]',
      }),
    ),
    make(
      'javascript-stream-2gib',
      'The open action’s JavaScript is a Flate stream inflating to 2 GiB.',
      onePagePdf({
        catalogEntries: '/OpenAction << /S /JavaScript /JS 5 0 R >>',
        extra: [stream('/Filter /FlateDecode', deflateBomb(BOMB_BYTES, 0x20))],
      }),
    ),
  ];
}

function embeddedFiles(): HostilePdf[] {
  const make = maker('embedded-file');
  const fileSpec = '<< /Type /Filespec /F (bomb.txt) /UF (bomb.txt) /EF << /F 6 0 R >> >>';
  const file = stream(
    `/Type /EmbeddedFile /Subtype /text#2Fplain /Params << /Size ${BOMB_BYTES} >> /Filter /FlateDecode`,
    deflateBomb(BOMB_BYTES, 0x20),
  );
  return [
    make(
      'bomb-in-names',
      'An /EmbeddedFiles name tree holding a file that inflates to 2 GiB.',
      onePagePdf({ catalogEntries: '/Names << /EmbeddedFiles << /Names [(bomb.txt) 5 0 R] >> >>', extra: [fileSpec, file] }),
    ),
    make(
      'bomb-in-annotation',
      'A FileAttachment annotation on the page whose file inflates to 2 GiB.',
      onePagePdf({
        pageEntries: '/Annots [<< /Type /Annot /Subtype /FileAttachment /Rect [100 100 120 120] /FS 5 0 R /Contents (bomb) >>]',
        extra: [fileSpec, file],
      }),
    ),
  ];
}

/** A page drawing image 5, whose dictionary and data are given. */
function imagePage(imageDict: string, data: Body): Uint8Array {
  return onePagePdf({
    content: stream('', 'q 400 0 0 400 100 100 cm /Im1 Do Q'),
    resources: '/XObject << /Im1 5 0 R >>',
    extra: [stream(`/Type /XObject /Subtype /Image ${imageDict}`, data)],
  });
}

function u16(value: number): Uint8Array {
  const bytes = Buffer.alloc(2);
  bytes.writeUInt16BE(value);
  return bytes;
}

function u32(value: number): Uint8Array {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
}

function brokenFilters(): HostilePdf[] {
  const make = maker('broken-filter');
  const random = seededRandom(0xf117);
  const garbage = () => randomBytes(random, 4096);
  const huge = 65_535;
  // Baseline JPEG: start of image, a frame header claiming 65535 x 65535 x 3, a scan header, then garbage.
  const jpeg = concat([
    new Uint8Array([0xff, 0xd8, 0xff, 0xc0]),
    u16(17),
    new Uint8Array([8]),
    u16(huge),
    u16(huge),
    new Uint8Array([3, 1, 0x11, 0, 2, 0x11, 0, 3, 0x11, 0]),
    new Uint8Array([0xff, 0xda]),
    u16(12),
    new Uint8Array([3, 1, 0, 2, 0, 3, 0, 0, 63, 0]),
    garbage(),
    new Uint8Array([0xff, 0xd9]),
  ]);
  // JPEG 2000 codestream: SOC, then a SIZ marker claiming a 100000 x 100000 one-tile, one-component image.
  const jpx = concat([
    new Uint8Array([0xff, 0x4f, 0xff, 0x51]),
    u16(41),
    u16(0),
    u32(100_000),
    u32(100_000),
    u32(0),
    u32(0),
    u32(100_000),
    u32(100_000),
    u32(0),
    u32(0),
    u16(1),
    new Uint8Array([7, 1, 1]),
    garbage(),
  ]);
  // Embedded JBIG2: a page information segment claiming 200000 x 200000 pixels, then a generic region of garbage.
  const jbig2 = concat([
    u32(0),
    new Uint8Array([48, 0, 1]),
    u32(19),
    u32(200_000),
    u32(200_000),
    u32(0),
    u32(0),
    new Uint8Array([0]),
    u16(0),
    u32(1),
    new Uint8Array([38, 0, 1]),
    u32(4096),
    garbage(),
  ]);
  const image = (width: number, height: number, colour: string) => `/Width ${width} /Height ${height} ${colour}`;
  return [
    make(
      'unknown-filter',
      'The page’s content stream names a filter that does not exist.',
      onePagePdf({ content: stream('/Filter /NoSuchDecode', '0 0 1 rg 100 100 200 200 re f') }),
    ),
    make('flate-garbage', 'A content stream marked /FlateDecode holding random bytes.', onePagePdf({ content: stream('/Filter /FlateDecode', garbage()) })),
    make('dct-garbage', 'A 100 x 100 /DCTDecode image of random bytes.', imagePage(`${image(100, 100, '/ColorSpace /DeviceRGB /BitsPerComponent 8')} /Filter /DCTDecode`, garbage())),
    make(
      'dct-huge-frame',
      'A /DCTDecode image whose JPEG frame header claims 65535 x 65535 pixels in three components.',
      imagePage(`${image(huge, huge, '/ColorSpace /DeviceRGB /BitsPerComponent 8')} /Filter /DCTDecode`, jpeg),
    ),
    make('jpx-garbage', 'A 100 x 100 /JPXDecode image of random bytes.', imagePage(`${image(100, 100, '')} /Filter /JPXDecode`, garbage())),
    make(
      'jpx-huge-size',
      'A /JPXDecode image whose SIZ marker claims 100,000 x 100,000 pixels.',
      imagePage(`${image(100_000, 100_000, '')} /Filter /JPXDecode`, jpx),
    ),
    make(
      'jbig2-garbage',
      'A 100 x 100 /JBIG2Decode image of random bytes.',
      imagePage(`${image(100, 100, '/ImageMask true')} /Filter /JBIG2Decode`, garbage()),
    ),
    make(
      'jbig2-huge-page',
      'A /JBIG2Decode image whose page information segment claims 200,000 x 200,000 pixels.',
      imagePage(`${image(200_000, 200_000, '/ImageMask true')} /Filter /JBIG2Decode`, jbig2),
    ),
    make(
      'ccitt-garbage',
      'A 1728 x 100 /CCITTFaxDecode (Group 4) image of random bytes.',
      imagePage(`${image(1728, 100, '/ImageMask true')} /Filter /CCITTFaxDecode /DecodeParms << /K -1 /Columns 1728 /Rows 100 >>`, garbage()),
    ),
    make(
      'ccitt-huge-columns',
      'A /CCITTFaxDecode image of 1,000,000 x 1,000,000 pixels: /Columns sizes the decoder’s line buffers.',
      imagePage(
        `${image(1_000_000, 1_000_000, '/ImageMask true')} /Filter /CCITTFaxDecode /DecodeParms << /K -1 /Columns 1000000 /Rows 1000000 >>`,
        garbage(),
      ),
    ),
  ];
}

/**
 * The regression class behind issue 8: a mutated text PDF in which one page's /MediaBox lost its closing
 * bracket, so fetching that page parses an array to the end of the file ("End of file inside array"), while an
 * earlier /Kids entry is damaged too. pdf.js fetches every kid of the root page tree ahead of walking it; the
 * walk fails on the damaged kid first, and the failed fetch of the unclosed page is left as an unhandled
 * rejection in the reading process.
 */
function eofInArray(): HostilePdf[] {
  const make = maker('eof-in-array');
  const base = leasePdf(30);
  const text = Buffer.from(base).toString('latin1');
  const unclosed = base.slice();
  const mediaBox = '/MediaBox [0 0 595 842]';
  let at = -1;
  for (let page = 0; page < 14; page++) at = text.indexOf(mediaBox, at + 1);
  unclosed[at + mediaBox.length - 1] = '.'.charCodeAt(0);

  const mutated = unclosed.slice();
  const kid = text.indexOf('7 0 R', text.indexOf('/Kids ['));
  mutated[kid + 1] = 0xa5;
  const random = seededRandom(0xe0fa);
  const firstXref = text.lastIndexOf('xref\n0 ');
  for (let i = 0; i < 30; i++) {
    const position = SPARED_HEADER + randomInt(random, firstXref - SPARED_HEADER);
    if (position !== at + mediaBox.length - 1 && (position < kid || position > kid + 5)) mutated[position] = 0x20 + randomInt(random, 95);
  }
  return [
    make(
      'unclosed-mediabox',
      'A valid 30-page PDF whose 14th page /MediaBox never closes: that page’s object parses to the end of the file.',
      unclosed,
    ),
    make(
      'unclosed-mediabox-damaged-kid',
      'As unclosed-mediabox, with the second /Kids entry damaged and 30 seeded byte mutations: the pdf.js unhandled-rejection crash.',
      mutated,
    ),
  ];
}

/** The hostile corpus: deterministic, each file under {@link HOSTILE_PDF_MAX_BYTES}. */
export function hostilePdfs(): HostilePdf[] {
  return [
    ...truncations(),
    ...mutations(),
    ...randomFiles(),
    ...notPdfs(),
    ...pageTrees(),
    ...deepNesting(),
    ...xrefLoops(),
    ...objectStreams(),
    ...flateBombs(),
    ...lzwBombs(),
    ...hugeDimensions(),
    ...operatorBombs(),
    ...recursion(),
    ...actions(),
    ...embeddedFiles(),
    ...brokenFilters(),
    ...eofInArray(),
  ].map((file) => ({ ...file, name: `${file.family}-${file.name}` }));
}
