import { crc32, inflateRawSync } from 'node:zlib';

/**
 * One entry of a zip's central directory, as declared. Nothing here has been checked against the entry's data: a
 * hostile zip declares whatever it likes, so callers hold each entry to their limits before reading it.
 */
export interface ZipEntry {
  /** CP437 unless the entry's UTF-8 flag is set (see decodeZipName); separators as stored. */
  name: string;
  /** General purpose flags: bit 0 encrypted, bit 11 UTF-8 name. */
  flags: number;
  /** 0 stored, 8 deflated; anything else is a method this reader does not inflate. */
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  localOffset: number;
  /** The high 16 bits of the external attributes: a Unix mode (type and permissions) where the archiver wrote one. */
  unixMode: number;
}

/** Why an entry's data could not be had. */
export type ZipEntryProblem = 'unsupported-method' | 'larger-than-declared' | 'damaged';

/** A zip that is not one, or whose central directory is damaged: nothing in it can be trusted. */
export class ZipDirectoryError extends Error {
  override readonly name = 'ZipDirectoryError';
}

export const ENCRYPTED_FLAG = 0x1;
const UTF8_FLAG = 0x800;
const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END_OF_DIRECTORY = 0x06064b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

/** Code page 437's upper half, which zip names use when their UTF-8 flag is not set (the zip format's own rule). */
const CP437_HIGH =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A name as its archiver meant it: UTF-8 when the flag says so; otherwise CP437, as the format says, except a name
 * that is well-formed UTF-8 with characters beyond ASCII. macOS's Archive Utility writes UTF-8 names without setting
 * the flag, and CP437 text is almost never well-formed UTF-8 by chance, so reading those as CP437 would only garble
 * a Mac user's accented folder names.
 */
export function decodeZipName(bytes: Uint8Array, flags: number): string {
  try {
    return utf8.decode(bytes);
  } catch {
    if (flags & UTF8_FLAG) return new TextDecoder('utf-8').decode(bytes);
    return Array.from(bytes, (byte) => (byte < 0x80 ? String.fromCharCode(byte) : CP437_HIGH[byte - 0x80]!)).join('');
  }
}

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

const damaged = (detail: string) => new ZipDirectoryError(`The zip's central directory is damaged: ${detail}`);

/** A 64-bit size or offset as a number, refused when it lies past anything a file in memory could hold. */
function safeNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw damaged('a 64-bit size is out of range');
  return Number(value);
}

function findEndOfDirectory(data: DataView): number {
  // The record is the last thing in the file but for a comment of at most 65,535 bytes.
  const last = data.byteLength - 22;
  for (let at = last; at >= 0 && at >= last - 0xffff; at--) {
    if (data.getUint32(at, true) === END_OF_DIRECTORY) return at;
  }
  throw damaged('no end of central directory record');
}

function directoryBounds(data: DataView): { count: number; offset: number } {
  const end = findEndOfDirectory(data);
  let count = data.getUint16(end + 10, true);
  let offset = data.getUint32(end + 16, true);
  if (count === 0xffff || offset === 0xffffffff) {
    const locator = end - 20;
    if (locator < 0 || data.getUint32(locator, true) !== ZIP64_LOCATOR) throw damaged('no zip64 locator');
    const zip64End = safeNumber(data.getBigUint64(locator + 8, true));
    if (zip64End + 56 > data.byteLength || data.getUint32(zip64End, true) !== ZIP64_END_OF_DIRECTORY) throw damaged('no zip64 end record');
    count = safeNumber(data.getBigUint64(zip64End + 32, true));
    offset = safeNumber(data.getBigUint64(zip64End + 48, true));
  }
  // Each entry takes at least 46 bytes, so a count the directory cannot hold is a lie.
  if (offset + count * 46 > data.byteLength) throw damaged('more entries than the directory can hold');
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
        if (field + 8 > at + 4 + length) throw damaged('a zip64 extra field is too short');
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

/**
 * The entries of a zip's central directory, in its order (zip64 included). Reads only the directory, never an
 * entry's data, so its cost is bounded by the archive's size. Throws ZipDirectoryError when the bytes are not a zip
 * or the directory runs past them.
 */
export function readZipDirectory(bytes: Uint8Array): ZipEntry[] {
  if (bytes.length < 22) throw damaged('too short to be a zip');
  const data = view(bytes);
  const { count, offset } = directoryBounds(data);
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > data.byteLength || data.getUint32(at, true) !== DIRECTORY_ENTRY) throw damaged(`entry ${i + 1} is missing`);
    const nameLength = data.getUint16(at + 28, true);
    const extraLength = data.getUint16(at + 30, true);
    const commentLength = data.getUint16(at + 32, true);
    const nameStart = at + 46;
    const extraEnd = nameStart + nameLength + extraLength;
    if (extraEnd + commentLength > data.byteLength) throw damaged(`entry ${i + 1} runs past the end`);
    const flags = data.getUint16(at + 8, true);
    const entry: ZipEntry = {
      name: decodeZipName(bytes.subarray(nameStart, nameStart + nameLength), flags),
      flags,
      method: data.getUint16(at + 10, true),
      crc: data.getUint32(at + 16, true),
      compressedSize: data.getUint32(at + 20, true),
      size: data.getUint32(at + 24, true),
      localOffset: data.getUint32(at + 42, true),
      unixMode: data.getUint16(at + 40, true),
    };
    applyZip64Extra(data, nameStart + nameLength, extraEnd, entry);
    entries.push(entry);
    at = extraEnd + commentLength;
  }
  return entries;
}

function compressedData(bytes: Uint8Array, entry: ZipEntry): Uint8Array | null {
  const data = view(bytes);
  const at = entry.localOffset;
  if (at + 30 > data.byteLength || data.getUint32(at, true) !== LOCAL_HEADER) return null;
  const start = at + 30 + data.getUint16(at + 26, true) + data.getUint16(at + 28, true);
  const end = start + entry.compressedSize;
  if (end > data.byteLength) return null;
  return bytes.subarray(start, end);
}

/**
 * An entry's data, inflated to at most one byte past its declared size and checked against its size and CRC: an
 * entry that lies about its size cannot inflate further than an honest one. The caller holds the declared size to its
 * own limits first. A stored entry is a view into `bytes`, not a copy.
 */
export function readZipEntry(bytes: Uint8Array, entry: ZipEntry): { data: Uint8Array } | { problem: ZipEntryProblem; cause?: unknown } {
  if (entry.method !== STORED && entry.method !== DEFLATED) return { problem: 'unsupported-method' };
  const compressed = compressedData(bytes, entry);
  if (!compressed) return { problem: 'damaged' };
  let data: Uint8Array;
  if (entry.method === STORED) {
    data = compressed;
  } else {
    try {
      data = inflateRawSync(compressed, { maxOutputLength: entry.size + 1 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') return { problem: 'larger-than-declared' };
      return { problem: 'damaged', cause: error };
    }
  }
  if (entry.method === DEFLATED && data.length > entry.size) return { problem: 'larger-than-declared' };
  if (data.length !== entry.size || crc32(data) !== entry.crc) return { problem: 'damaged' };
  return { data };
}
