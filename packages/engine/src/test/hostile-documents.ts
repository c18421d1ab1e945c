import { buildWordPackage, buildZip } from './build-zip.ts';
import type { HostilePdf } from './hostile-pdfs.ts';

const p = (text: string) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`;

/**
 * Word documents and TIFF scans made to hurt a reader (issue 33): what `npm run test:hostile` sends to both services
 * beside the hostile PDFs. Each must be refused by a named limit, in the document worker, never by a crash.
 */
export function hostileDocuments(): HostilePdf[] {
  const word = (name: string, note: string, bytes: Uint8Array): HostilePdf => ({ name: `word-${name}`, family: 'word', bytes, note });
  const laughs = '<!DOCTYPE w:document [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]>';
  return [
    word(
      'entity-expansion',
      'document.xml declares nested entities (the "billion laughs").',
      buildZip([
        {
          name: 'word/document.xml',
          data: `<?xml version="1.0"?>${laughs}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${p('&c;')}</w:body></w:document>`,
        },
      ]),
    ),
    word('decompression-bomb', 'document.xml compresses 30 MB of one letter about 1,000 to 1.', buildWordPackage(p('a'.repeat(30_000_000)))),
    word('declared-4gb-part', 'document.xml declares 4 GB uncompressed.', buildZip([{ name: 'word/document.xml', data: 'x', declaredSize: 4_000_000_000 }])),
    word('lying-part-size', 'document.xml declares 1 KB and inflates to 40 MB.', buildZip([{ name: 'word/document.xml', data: ' '.repeat(40_000_000), declaredSize: 1000 }])),
    word('deep-nesting', 'content controls nested 5,000 deep.', buildWordPackage(`${'<w:sdt><w:sdtContent>'.repeat(5000)}${p('deep')}${'</w:sdtContent></w:sdt>'.repeat(5000)}`)),
    word('not-a-package', 'a zip holding no Word document.', buildZip([{ name: 'notes.txt', data: 'hello' }])),
    { name: 'tiff-directory-loop', family: 'tiff', bytes: loopingTiff(), note: 'a TIFF whose first directory points back to itself.' },
  ];
}

/** A TIFF header and one directory whose "next directory" offset is its own: a reader following it never ends. */
function loopingTiff(): Uint8Array {
  const bytes = new Uint8Array(8 + 2 + 12 + 4);
  const data = new DataView(bytes.buffer);
  bytes.set([0x49, 0x49]);
  data.setUint16(2, 42, true);
  data.setUint32(4, 8, true);
  data.setUint16(8, 1, true);
  // ImageWidth, SHORT, 1 value: 1.
  data.setUint16(10, 256, true);
  data.setUint16(12, 3, true);
  data.setUint32(14, 1, true);
  data.setUint16(18, 1, true);
  data.setUint32(22, 8, true);
  return bytes;
}
