import { constants, crc32, deflateRawSync } from 'node:zlib';

/** Data already deflated, with the size and CRC it inflates to: for an entry too large to hold uncompressed. */
export interface DeflatedData {
  deflated: Uint8Array;
  size: number;
  crc: number;
}

export interface ZipPart {
  name: string;
  data: string | Uint8Array | DeflatedData;
  /** Stored rather than deflated. */
  store?: boolean;
  /** The uncompressed size the headers declare, where a test needs them to lie. */
  declaredSize?: number;
  /** The CRC the headers declare, where a test needs it to be wrong. */
  crc?: number;
  /** The name's bytes as stored, where a test needs a name that is not UTF-8 (CP437, control characters). */
  nameBytes?: Uint8Array;
  /** General purpose flags: bit 0 says the entry is encrypted, bit 11 that its name is UTF-8. */
  flags?: number;
  /** The compression method the headers declare, where a test needs one no reader here inflates; the data is stored. */
  method?: number;
  /** A Unix mode in the external attributes, as Info-ZIP writes it (0o120777 for a symbolic link, 0o40755 a folder). */
  unixMode?: number;
}

const ZEROS_CHUNK = 1024 * 1024;

/**
 * `size` zero bytes, deflated without ever holding them: a MiB of zeros deflated once, ending on a full flush (byte
 * aligned, no reference back), repeated, then deflate's final empty block. What a decompression bomb holds.
 */
export function deflatedZeros(size: number): DeflatedData {
  const chunks: Uint8Array[] = [];
  let crc = 0;
  const zeros = Buffer.alloc(ZEROS_CHUNK);
  const whole = deflateRawSync(zeros, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  for (let left = size; left > 0; left -= ZEROS_CHUNK) {
    const chunk = zeros.subarray(0, Math.min(left, ZEROS_CHUNK));
    chunks.push(chunk.length === ZEROS_CHUNK ? whole : deflateRawSync(chunk, { level: 9, finishFlush: constants.Z_FULL_FLUSH }));
    crc = crc32(chunk, crc);
  }
  chunks.push(deflateRawSync(Buffer.alloc(0)));
  return { deflated: new Uint8Array(Buffer.concat(chunks)), size, crc };
}

/** DOS date of 1 January 1980, the earliest a zip can record: the files need no real timestamp. */
const DOS_DATE_1980 = 0x21;
/** "Version made by": the host system in the high byte (3, Unix, when a part has a Unix mode), zip 2.0 in the low. */
const MADE_BY_UNIX = (3 << 8) | 20;

function contents(part: ZipPart): { compressed: Uint8Array; size: number; crc: number; method: number } {
  if (typeof part.data === 'object' && 'deflated' in part.data) return { compressed: part.data.deflated, size: part.data.size, crc: part.data.crc, method: 8 };
  const data = typeof part.data === 'string' ? Buffer.from(part.data, 'utf8') : Buffer.from(part.data);
  const stored = part.store || part.method !== undefined;
  return { compressed: stored ? data : deflateRawSync(data), size: data.length, crc: crc32(data), method: part.method ?? (stored ? 0 : 8) };
}

/**
 * A zip archive of the parts, deflated unless stored, with sizes, flags and attributes as declared: for Word packages
 * made part by part, and archives made to test an unpacker.
 */
export function buildZip(parts: ZipPart[]): Uint8Array {
  const local: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = part.nameBytes ?? Buffer.from(part.name, 'utf8');
    const { compressed, size: actualSize, crc: actualCrc, method } = contents(part);
    const size = part.declaredSize ?? actualSize;
    const crc = part.crc ?? actualCrc;
    const flags = part.flags ?? 0;
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(flags, 6);
    header.writeUInt16LE(method, 8);
    header.writeUInt16LE(DOS_DATE_1980, 12);
    header.writeUInt32LE(crc, 14);
    header.writeUInt32LE(compressed.length, 18);
    header.writeUInt32LE(size, 22);
    header.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(part.unixMode === undefined ? 20 : MADE_BY_UNIX, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(flags, 8);
    entry.writeUInt16LE(method, 10);
    entry.writeUInt16LE(DOS_DATE_1980, 14);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(compressed.length, 20);
    entry.writeUInt32LE(size, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(((part.unixMode ?? 0) << 16) >>> 0, 38);
    entry.writeUInt32LE(offset, 42);
    local.push(header, name, compressed);
    central.push(entry, name);
    offset += header.length + name.length + compressed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...local, directory, end]));
}

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';

/**
 * A Word package from XML written by hand: `body` is the inside of w:body, and `parts` other parts by their names in
 * the package ("word/numbering.xml", written without their namespace declaration, which is added); `leading` parts
 * come first in the zip, before Word's own.
 */
export function buildWordPackage(body: string, parts: Record<string, string> = {}, leading: ZipPart[] = []): Uint8Array {
  const relationships = Object.keys(parts)
    .map((name, i) => {
      const type = name.slice('word/'.length, -'.xml'.length);
      return `<Relationship Id="rId${i + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/${type}" Target="${name.slice('word/'.length)}"/>`;
    })
    .join('');
  const withNamespace = (xml: string) => xml.replace(/^<(w:\w+)/, `<$1 ${W}`);
  return buildZip([
    ...leading,
    {
      name: '[Content_Types].xml',
      data: '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    },
    {
      name: '_rels/.rels',
      data: '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    },
    {
      name: 'word/_rels/document.xml.rels',
      data: `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${relationships}</Relationships>`,
    },
    { name: 'word/document.xml', data: `<?xml version="1.0"?><w:document ${W}><w:body>${body}</w:body></w:document>` },
    ...Object.entries(parts).map(([name, xml]) => ({ name, data: withNamespace(xml) })),
  ]);
}
