import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import type * as Utif2 from 'utif2';
import { ingestionErrors } from '../ingestion-error.ts';
import { encodePng, pngRowBytes, type PngPixels } from './encode-png.ts';

type Utif = typeof Utif2;
// utif2 is CommonJS that assigns its exports at run time, which an ES import cannot see.
const UTIF = createRequire(import.meta.url)('utif2') as Utif;

/** A run of a fax-coded page, as the TIFF stores it: rows coded on their own, as a PDF reader decodes them. */
export interface FaxStrip {
  data: Uint8Array;
  rows: number;
}

/** How the strips are coded, in the terms of PDF's CCITTFaxDecode filter. */
export interface FaxCoding {
  K: number;
  EndOfLine: boolean;
  EncodedByteAlign: boolean;
  BlackIs1: boolean;
}

/** A page's pixels: a PNG, or fax (G3, G4) strips passed to the PDF as they are, which PDF readers decode themselves. */
export type TiffPageImage = { png: Buffer } | { fax: FaxStrip[]; coding: FaxCoding };

export interface TiffPage {
  width: number;
  height: number;
  /** The resolution the file records, horizontally and vertically, or null where it records none. */
  dpi: { x: number; y: number } | null;
  /** Decodes the page's pixels: one page at a time, so a long scan never holds more than one in memory. */
  image(): TiffPageImage;
}

type TagValue = number[] | [number, number][] | string[] | Uint8Array;
type Ifd = Record<string, TagValue>;

const TYPE_BYTES: Record<number, number> = { 1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 6: 1, 7: 1, 8: 2, 9: 4, 10: 8, 11: 4, 12: 8, 13: 4 };
/** The tags that describe a page's pixels: all others (camera notes, EXIF, sub-pages) are never read. */
const PAGE_TAGS = new Set([
  254, 256, 257, 258, 259, 262, 266, 273, 277, 278, 279, 282, 283, 284, 292, 293, 296, 317, 320, 322, 323, 324, 325, 338, 339, 347,
  513, 514, 530, 531, 532,
]);
const NONE = 1;
const CCITT_RLE = 2;
const CCITT_G3 = 3;
const CCITT_G4 = 4;
const LZW = 5;
const JPEG = 7;
const DEFLATE = 8;
const ADOBE_DEFLATE = 32946;
const PACKBITS = 32773;
const COMPRESSIONS = new Set([NONE, CCITT_RLE, CCITT_G3, CCITT_G4, LZW, JPEG, DEFLATE, ADOBE_DEFLATE, PACKBITS]);
const SAMPLE_BITS = new Set([1, 2, 4, 8, 16]);
const MAX_SAMPLES = 5;
/** Directories that are not pages (thumbnails) a file may have beside its pages before it is taken for a loop. */
const SPARE_DIRECTORIES = 16;

const damaged = (cause?: unknown) => ingestionErrors.unreadableImage(cause);

function readValue(data: DataView, little: boolean, type: number, count: number, at: number): TagValue {
  const size = TYPE_BYTES[type]!;
  if (type === 1 || type === 6 || type === 7) return new Uint8Array(data.buffer, data.byteOffset + at, count).slice();
  if (type === 2) return [new TextDecoder('latin1').decode(new Uint8Array(data.buffer, data.byteOffset + at, count)).replace(/\0.*$/s, '')];
  const values: number[] = [];
  const pairs: [number, number][] = [];
  for (let i = 0; i < count; i++) {
    const p = at + i * size;
    if (type === 3) values.push(data.getUint16(p, little));
    else if (type === 4 || type === 13) values.push(data.getUint32(p, little));
    else if (type === 8) values.push(data.getInt16(p, little));
    else if (type === 9) values.push(data.getInt32(p, little));
    else if (type === 11) values.push(data.getFloat32(p, little));
    else if (type === 12) values.push(data.getFloat64(p, little));
    else if (type === 5) pairs.push([data.getUint32(p, little), data.getUint32(p + 4, little)]);
    else pairs.push([data.getInt32(p, little), data.getInt32(p + 4, little)]);
  }
  return type === 5 || type === 10 ? pairs : values;
}

/** One image file directory's page tags, in the form utif2 reads them; every value lies inside the file. */
function readIfd(data: DataView, little: boolean, offset: number): { ifd: Ifd; next: number } {
  if (offset < 8 || offset + 2 > data.byteLength) throw damaged();
  const entries = data.getUint16(offset, little);
  const end = offset + 2 + entries * 12;
  if (end + 4 > data.byteLength) throw damaged();
  const ifd: Ifd = {};
  for (let i = 0; i < entries; i++) {
    const entry = offset + 2 + i * 12;
    const tag = data.getUint16(entry, little);
    const type = data.getUint16(entry + 2, little);
    const count = data.getUint32(entry + 4, little);
    const size = TYPE_BYTES[type];
    if (!PAGE_TAGS.has(tag) || size === undefined || count === 0) continue;
    const bytes = size * count;
    const at = bytes <= 4 ? entry + 8 : data.getUint32(entry + 8, little);
    if (at + bytes > data.byteLength) throw damaged();
    ifd[`t${tag}`] ??= readValue(data, little, type, count, at);
  }
  return { ifd, next: data.getUint32(end, little) };
}

const first = (ifd: Ifd, tag: number): number | undefined => {
  const value = ifd[`t${tag}`];
  return Array.isArray(value) && typeof value[0] === 'number' ? value[0] : undefined;
};
const numbers = (ifd: Ifd, tag: number): number[] => {
  const value = ifd[`t${tag}`];
  return Array.isArray(value) && value.every((item) => typeof item === 'number') ? (value as number[]) : [];
};
const rational = (ifd: Ifd, tag: number): number | undefined => {
  const value = ifd[`t${tag}`];
  const pair = Array.isArray(value) ? value[0] : undefined;
  return Array.isArray(pair) && pair[1] > 0 ? pair[0] / pair[1] : undefined;
};

function resolution(ifd: Ifd): TiffPage['dpi'] {
  const unit = first(ifd, 296) ?? 2;
  const x = rational(ifd, 282);
  const y = rational(ifd, 283) ?? x;
  if (unit === 1 || !x || !y) return null;
  const perInch = unit === 3 ? 2.54 : 1;
  return { x: x * perInch, y: y * perInch };
}

/** Bits reversed within each byte: a fax page stored least significant bit first (FillOrder 2) as PDF reads them. */
function reverseBits(bytes: Uint8Array): Uint8Array {
  return bytes.map((byte) => {
    let reversed = 0;
    for (let bit = 0; bit < 8; bit++) reversed |= ((byte >> bit) & 1) << (7 - bit);
    return reversed;
  });
}

/**
 * The CCITTFaxDecode parameters of a TIFF's fax coding. G4 is two-dimensional throughout (K < 0). G3 lines each follow
 * an end-of-line code; with two-dimensional coding (T4Options bit 0) a tag bit after it says how the line is coded,
 * which PDF readers take when K > 0 (TIFF does not record how many 2-D lines may follow a 1-D one, so K allows any);
 * with fill bits (bit 2) each line starts on a byte. TIFF's BlackIsZero is PDF's BlackIs1.
 */
function faxCoding(compression: number, t4Options: number, photometric: number): FaxCoding {
  const blackIs1 = photometric === 1;
  if (compression === CCITT_G4) return { K: -1, EndOfLine: false, EncodedByteAlign: false, BlackIs1: blackIs1 };
  return { K: t4Options & 1 ? 10_000 : 0, EndOfLine: true, EncodedByteAlign: (t4Options & 4) !== 0, BlackIs1: blackIs1 };
}

/** The pixels utif2 decoded as a PNG: bilevel kept at a bit a pixel, grey at a byte, everything else as RGB on white. */
function toPng(ifd: Ifd & { width: number; height: number; data: Uint8Array }): Buffer {
  const { width, height, data } = ifd;
  const photometric = first(ifd, 262) ?? 0;
  const bits = first(ifd, 258) ?? 1;
  const samples = first(ifd, 277) ?? 1;
  if (bits === 1 && samples === 1 && (photometric === 0 || photometric === 1)) {
    const rowBytes = pngRowBytes(width, 'bilevel');
    const rows = data.subarray(0, rowBytes * height);
    // PNG's bilevel white is 1, as in BlackIsZero; WhiteIsZero (the fax convention) is the other way round.
    return encodePng({ width, height, kind: 'bilevel', rows: photometric === 0 ? rows.map((byte) => ~byte & 0xff) : rows });
  }
  const rgba = UTIF.toRGBA8(ifd as Parameters<Utif['toRGBA8']>[0]);
  let grey = true;
  for (let i = 0; i < rgba.length && grey; i += 4) grey = rgba[i] === rgba[i + 1] && rgba[i] === rgba[i + 2];
  const kind: PngPixels['kind'] = grey ? 'grey' : 'rgb';
  const channels = grey ? 1 : 3;
  const rows = new Uint8Array(width * height * channels);
  for (let pixel = 0; pixel < width * height; pixel++) {
    const alpha = rgba[pixel * 4 + 3]! / 255;
    for (let channel = 0; channel < channels; channel++) {
      rows[pixel * channels + channel] = Math.round(rgba[pixel * 4 + channel]! * alpha + 255 * (1 - alpha));
    }
  }
  return encodePng({ width, height, kind, rows });
}

function readPage(bytes: Uint8Array, ifd: Ifd, width: number, height: number): TiffPageImage {
  const compression = first(ifd, 259) ?? NONE;
  const bits = numbers(ifd, 258);
  const samples = first(ifd, 277) ?? 1;
  if (!COMPRESSIONS.has(compression) || samples > MAX_SAMPLES || !bits.every((value) => SAMPLE_BITS.has(value))) throw damaged();
  const tiled = ifd.t322 !== undefined;
  const offsets = numbers(ifd, tiled ? 324 : 273);
  const counts = numbers(ifd, tiled ? 325 : 279);
  if (offsets.length === 0 || offsets.length !== counts.length) throw damaged();
  if (offsets.some((offset, i) => offset + counts[i]! > bytes.length)) throw damaged();
  const rowsPerStrip = Math.min(height, first(ifd, 278) ?? height);
  const photometric = first(ifd, 262) ?? 0;

  if ((compression === CCITT_G3 || compression === CCITT_G4) && !tiled && (bits[0] ?? 1) === 1 && samples === 1 && rowsPerStrip > 0) {
    if (offsets.length !== Math.ceil(height / rowsPerStrip)) throw damaged();
    const fillOrder = first(ifd, 266) ?? 1;
    const fax = offsets.map((offset, i) => {
      const data = bytes.slice(offset, offset + counts[i]!);
      return { data: fillOrder === 2 ? reverseBits(data) : data, rows: Math.min(rowsPerStrip, height - i * rowsPerStrip) };
    });
    return { fax, coding: faxCoding(compression, first(ifd, 292) ?? 0, photometric) };
  }

  if (compression === DEFLATE || compression === ADOBE_DEFLATE) {
    // utif2 inflates strips whole, whatever they inflate to: a strip must not inflate past the rows it holds.
    const stripBytes = Math.ceil((width * bits.reduce((sum, value) => sum + value, 0)) / 8) * (tiled ? (first(ifd, 323) ?? 0) : rowsPerStrip);
    offsets.forEach((offset, i) => {
      try {
        inflateSync(bytes.subarray(offset, offset + counts[i]!), { maxOutputLength: Math.max(1, stripBytes) + 1024 });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') {
          throw ingestionErrors.unsafe('part of it decompresses to more than its pixels need', 'image');
        }
        throw damaged(error);
      }
    });
  }
  const decoded = { ...ifd } as Parameters<Utif['decodeImage']>[1];
  try {
    UTIF.decodeImage(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer, decoded);
    if (!decoded.data || decoded.width !== width || decoded.height !== height) throw new Error('utif2 decoded no pixels');
    return { png: toPng(decoded as unknown as Ifd & { width: number; height: number; data: Uint8Array }) };
  } catch (error) {
    throw damaged(error);
  }
}

/**
 * The pages of a TIFF (a scanner's single or multi-page file), each checked against the limits before its pixels are
 * decoded: more than `maxPages` pages, or a page of more than `imageMaxPixels`, is refused. Reduced-resolution copies
 * (thumbnails) are not pages. A file whose structure points outside itself is damaged; a chain of directories that
 * loops back ends where it loops, as other readers do.
 */
export function readTiffPages(bytes: Uint8Array, { maxPages, imageMaxPixels }: { maxPages: number; imageMaxPixels: number }): TiffPage[] {
  if (bytes.length < 8) throw damaged();
  const data = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const little = bytes[0] === 0x49;
  if (data.getUint16(2, little) !== 42) throw damaged();
  const pages: TiffPage[] = [];
  const seen = new Set<number>();
  let offset = data.getUint32(4, little);
  while (offset !== 0 && !seen.has(offset) && (seen.size === 0 || offset + 2 <= bytes.length)) {
    if (seen.size >= maxPages + SPARE_DIRECTORIES) throw ingestionErrors.moreThanPages(maxPages);
    seen.add(offset);
    const { ifd, next } = readIfd(data, little, offset);
    offset = next;
    const width = first(ifd, 256);
    const height = first(ifd, 257);
    const reducedResolution = ((first(ifd, 254) ?? 0) & 1) === 1;
    if (reducedResolution || width === undefined || height === undefined) continue;
    if (width <= 0 || height <= 0) throw damaged();
    if (width * height > imageMaxPixels) {
      throw ingestionErrors.unsafe(`a page of it has more than ${imageMaxPixels.toLocaleString('en-GB')} pixels`, 'image');
    }
    if (pages.length === maxPages) throw ingestionErrors.moreThanPages(maxPages);
    pages.push({ width, height, dpi: resolution(ifd), image: () => readPage(bytes, ifd, width, height) });
  }
  if (pages.length === 0) throw damaged();
  return pages;
}
