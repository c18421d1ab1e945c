import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipPart {
  name: string;
  data: string | Uint8Array;
  /** Stored rather than deflated. */
  store?: boolean;
  /** The uncompressed size the headers declare, where a test needs them to lie. */
  declaredSize?: number;
}

/** DOS date of 1 January 1980, the earliest a zip can record: the files need no real timestamp. */
const DOS_DATE_1980 = 0x21;

/** A zip archive of the parts, deflated unless stored, with sizes as declared: for Word packages made part by part. */
export function buildZip(parts: ZipPart[]): Uint8Array {
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const data = typeof part.data === 'string' ? Buffer.from(part.data, 'utf8') : Buffer.from(part.data);
    const compressed = part.store ? data : deflateRawSync(data);
    const size = part.declaredSize ?? data.length;
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(part.store ? 0 : 8, 8);
    header.writeUInt16LE(DOS_DATE_1980, 12);
    header.writeUInt32LE(crc32(data), 14);
    header.writeUInt32LE(compressed.length, 18);
    header.writeUInt32LE(size, 22);
    header.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(part.store ? 0 : 8, 10);
    entry.writeUInt16LE(DOS_DATE_1980, 14);
    entry.writeUInt32LE(crc32(data), 16);
    entry.writeUInt32LE(compressed.length, 20);
    entry.writeUInt32LE(size, 24);
    entry.writeUInt16LE(name.length, 28);
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
