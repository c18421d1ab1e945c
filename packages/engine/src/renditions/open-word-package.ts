import { crc32, inflateRawSync } from 'node:zlib';
import { ingestionErrors } from '../ingestion-error.ts';

/** How much of a Word document's zip may be inflated before it is refused as a decompression bomb. */
export interface WordPackageLimits {
  /** Decompressed bytes of one part read (the document, its styles, numbering, notes or comments). */
  partMaxBytes: number;
  /** Decompressed bytes of all the parts read, together. */
  totalMaxBytes: number;
  /** Most a part over `ratioMinBytes` may shrink in compression: Word's XML shrinks 5 to 20 times, bombs 1000 times. */
  maxCompressionRatio: number;
  ratioMinBytes: number;
}

/** The parts of a Word document's zip, each inflated on request within the limits. */
export interface WordPackage {
  /** A part's text (names are case-insensitive, as the package format says), or null when the package has no such part. */
  text(name: string): string | null;
}

interface ZipEntry {
  name: string;
  flags: number;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END_OF_DIRECTORY = 0x06064b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
const MB = 1024 * 1024;

const damaged = (cause?: unknown) => ingestionErrors.unreadableWord(cause);

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** A 64-bit size or offset as a number, refused when it lies past anything a file within the limits could hold. */
function safeNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw damaged();
  return Number(value);
}

function findEndOfDirectory(data: DataView): number {
  // The record is the last thing in the file but for a comment of at most 65,535 bytes.
  const last = data.byteLength - 22;
  for (let at = last; at >= 0 && at >= last - 0xffff; at--) {
    if (data.getUint32(at, true) === END_OF_DIRECTORY) return at;
  }
  throw damaged();
}

function directoryBounds(data: DataView): { count: number; offset: number } {
  const end = findEndOfDirectory(data);
  let count = data.getUint16(end + 10, true);
  let offset = data.getUint32(end + 16, true);
  if (count === 0xffff || offset === 0xffffffff) {
    const locator = end - 20;
    if (locator < 0 || data.getUint32(locator, true) !== ZIP64_LOCATOR) throw damaged();
    const zip64End = safeNumber(data.getBigUint64(locator + 8, true));
    if (zip64End + 56 > data.byteLength || data.getUint32(zip64End, true) !== ZIP64_END_OF_DIRECTORY) throw damaged();
    count = safeNumber(data.getBigUint64(zip64End + 32, true));
    offset = safeNumber(data.getBigUint64(zip64End + 48, true));
  }
  // Each entry takes at least 46 bytes, so a count the directory cannot hold is a lie.
  if (offset + count * 46 > data.byteLength) throw damaged();
  return { count, offset };
}

/** The 64-bit sizes and offset that stand in the zip64 extra field for those too large for their 32-bit places. */
function applyZip64Extra(data: DataView, from: number, to: number, entry: ZipEntry): void {
  for (let at = from; at + 4 <= to; ) {
    const id = data.getUint16(at, true);
    const length = data.getUint16(at + 2, true);
    if (id === 0x0001) {
      let field = at + 4;
      const next = () => {
        if (field + 8 > at + 4 + length) throw damaged();
        const value = safeNumber(data.getBigUint64(field, true));
        field += 8;
        return value;
      };
      if (entry.size === 0xffffffff) entry.size = next();
      if (entry.compressedSize === 0xffffffff) entry.compressedSize = next();
      if (entry.localOffset === 0xffffffff) entry.localOffset = next();
      return;
    }
    at += 4 + length;
  }
}

function readDirectory(bytes: Uint8Array): Map<string, ZipEntry> {
  const data = view(bytes);
  const { count, offset } = directoryBounds(data);
  const entries = new Map<string, ZipEntry>();
  const names = new TextDecoder('utf-8');
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > data.byteLength || data.getUint32(at, true) !== DIRECTORY_ENTRY) throw damaged();
    const nameLength = data.getUint16(at + 28, true);
    const extraLength = data.getUint16(at + 30, true);
    const commentLength = data.getUint16(at + 32, true);
    const nameStart = at + 46;
    const extraEnd = nameStart + nameLength + extraLength;
    if (extraEnd + commentLength > data.byteLength) throw damaged();
    const entry: ZipEntry = {
      name: names.decode(bytes.subarray(nameStart, nameStart + nameLength)),
      flags: data.getUint16(at + 8, true),
      method: data.getUint16(at + 10, true),
      crc: data.getUint32(at + 16, true),
      compressedSize: data.getUint32(at + 20, true),
      size: data.getUint32(at + 24, true),
      localOffset: data.getUint32(at + 42, true),
    };
    applyZip64Extra(data, nameStart + nameLength, extraEnd, entry);
    const key = entry.name.replace(/^\/+/, '').toLowerCase();
    if (!entries.has(key)) entries.set(key, entry);
    at = extraEnd + commentLength;
  }
  return entries;
}

function compressedData(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const data = view(bytes);
  const at = entry.localOffset;
  if (at + 30 > data.byteLength || data.getUint32(at, true) !== LOCAL_HEADER) throw damaged();
  const start = at + 30 + data.getUint16(at + 26, true) + data.getUint16(at + 28, true);
  const end = start + entry.compressedSize;
  if (end > data.byteLength) throw damaged();
  return bytes.subarray(start, end);
}

/** Text as the XML declares it: UTF-8 unless a byte-order mark or the first character's bytes say UTF-16. */
function decodeXml(bytes: Uint8Array): string {
  const [first, second] = bytes;
  const encoding = (first === 0xff && second === 0xfe) || (first === 0x3c && second === 0) ? 'utf-16le'
    : (first === 0xfe && second === 0xff) || (first === 0 && second === 0x3c) ? 'utf-16be'
    : 'utf-8';
  return new TextDecoder(encoding).decode(bytes);
}

/**
 * Opens a Word document's zip from its central directory. Each part is checked against the limits by the sizes the
 * directory declares before any of it is inflated, and inflating stops at the declared size, so a part that lies
 * about its size cannot inflate further than an honest one. Not a zip at all, or a damaged one, is an unreadable
 * Word document.
 */
export function openWordPackage(bytes: Uint8Array, limits: WordPackageLimits): WordPackage {
  if (bytes.length < 22) throw damaged();
  const entries = readDirectory(bytes);
  let inflated = 0;
  return {
    text(name) {
      const entry = entries.get(name.replace(/^\/+/, '').toLowerCase());
      if (!entry) return null;
      if (entry.flags & 1) throw damaged();
      if (entry.size > limits.partMaxBytes) {
        throw ingestionErrors.unsafe(`a part of it decompresses to more than ${Math.round(limits.partMaxBytes / MB)} MB`, 'Word document');
      }
      if (inflated + entry.size > limits.totalMaxBytes) {
        throw ingestionErrors.unsafe(`its parts decompress to more than ${Math.round(limits.totalMaxBytes / MB)} MB`, 'Word document');
      }
      if (entry.size > limits.ratioMinBytes && entry.size > entry.compressedSize * limits.maxCompressionRatio) {
        throw ingestionErrors.unsafe(
          `a part of it is compressed more than ${limits.maxCompressionRatio} to 1, as decompression bombs are`,
          'Word document',
        );
      }
      inflated += entry.size;
      const data = compressedData(bytes, entry);
      let part: Uint8Array;
      if (entry.method === STORED) {
        part = data;
      } else if (entry.method === DEFLATED) {
        try {
          part = inflateRawSync(data, { maxOutputLength: Math.max(1, entry.size) });
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') {
            throw ingestionErrors.unsafe('a part of it decompresses to more than the size it declares', 'Word document');
          }
          throw damaged(error);
        }
      } else {
        throw damaged();
      }
      if (part.length !== entry.size || crc32(part) !== entry.crc) throw damaged();
      return decodeXml(part);
    },
  };
}
