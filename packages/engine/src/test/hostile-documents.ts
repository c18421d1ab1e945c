import { buildEml } from './build-email.ts';
import { buildMsg } from './build-outlook-message.ts';
import { buildWordPackage, buildZip, deflatedZeros } from './build-zip.ts';
import type { HostilePdf } from './hostile-pdfs.ts';

const p = (text: string) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`;

/**
 * Word documents, TIFF scans, ZIP archives and emails made to hurt a reader or an unpacker (issue 33): what
 * `npm run test:hostile` sends to both services beside the hostile PDFs. Each must be refused by a named limit, in the
 * document worker, never by a crash; an archive's or an email's unsafe entries are refused one by one, the rest of it
 * read.
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
    ...hostileArchives(),
    ...hostileEmails(),
  ];
}

/** Enough of a PDF for sniffing to take it as one: what an archive's entry needs to be worth unpacking. */
const PDF_HEAD = '%PDF-1.4\n%%EOF\n';

function hostileArchives(): HostilePdf[] {
  const zip = (name: string, note: string, bytes: Uint8Array): HostilePdf => ({ name: `zip-${name}`, family: 'zip', bytes, note });
  let nested = buildZip([{ name: 'Level 4/lease.pdf', data: `${PDF_HEAD}deepest` }]);
  for (const level of [3, 2, 1]) nested = buildZip([{ name: `Level ${level}/level-${level + 1}.zip`, data: nested }]);
  return [
    zip('bomb-1gb-zeros', 'one entry of 1 GB of zeros, declared honestly, deflated to about 1 MB.', buildZip([{ name: 'data room.pdf', data: deflatedZeros(1024 ** 3) }])),
    zip(
      'path-traversal',
      'entries named ../../etc/passwd, /abs/path.pdf, C:\\Windows\\evil.pdf and ..\\..\\evil.pdf, beside a good PDF.',
      buildZip([
        { name: '../../etc/passwd', data: 'root:x:0:0:root:/root:/bin/sh\n' },
        { name: '/abs/path.pdf', data: `${PDF_HEAD}absolute` },
        { name: 'C:\\Windows\\evil.pdf', data: `${PDF_HEAD}drive` },
        { name: '..\\..\\evil.pdf', data: `${PDF_HEAD}backslashes` },
        { name: 'Title/official copy.pdf', data: `${PDF_HEAD}good` },
      ]),
    ),
    zip(
      'symlink',
      'an entry that is a symbolic link to /etc/passwd, named like a PDF.',
      buildZip([{ name: 'lease.pdf', data: '/etc/passwd', store: true, unixMode: 0o120777 }]),
    ),
    zip(
      'encrypted-entry',
      'an entry encrypted with a password (ZipCrypto), which cannot be read without it.',
      buildZip([{ name: 'lease.pdf', data: new Uint8Array(64).fill(0xa5), store: true, flags: 0x1 }]),
    ),
    zip('nested-4-deep', 'a zip in a zip in a zip in a zip, a PDF at the bottom.', nested),
    zip(
      '5000-entries',
      '5,000 tiny files, more than an archive may hold.',
      buildZip(Array.from({ length: 5000 }, (_, i) => ({ name: `file-${String(i + 1).padStart(4, '0')}.txt`, data: 'x', store: true }))),
    ),
  ];
}

const sender = { from: 'Alice Smith <alice@harbour-estates.co.uk>', to: ['sean@briain.ie'], date: 'Fri, 02 Jan 2026 10:15:00 +0000' };

function hostileEmails(): HostilePdf[] {
  const email = (name: string, note: string, bytes: Uint8Array): HostilePdf => ({ name: `email-${name}`, family: 'email', bytes, note });
  const head = 'From: alice@harbour-estates.co.uk\r\nTo: sean@briain.ie\r\nSubject: Completion\r\nMIME-Version: 1.0\r\n';
  const nested = Array.from({ length: 1000 }, (_, level) => `Content-Type: multipart/mixed; boundary="b${level}"\r\n\r\n--b${level}\r\n`).join('');
  const attachments = Array.from({ length: 5000 }, (_, i) => ({ filename: `note-${i + 1}.txt`, bytes: 'x', contentType: 'text/plain' }));
  // A message whose second attachment's base64 is not base64, cut off in the middle of its third.
  const broken = new TextDecoder().decode(
    buildEml({
      ...sender,
      subject: 'Completion',
      text: 'The lease and the plan are attached.',
      attachments: [
        { filename: 'Lease.pdf', bytes: `${PDF_HEAD}lease`, contentType: 'application/pdf' },
        { filename: 'Not base64.pdf', bytes: 'placeholder', contentType: 'application/pdf' },
        { filename: 'Plan.pdf', bytes: `${PDF_HEAD}${'plan '.repeat(2000)}`, contentType: 'application/pdf' },
      ],
    }),
  ).replace(Buffer.from('placeholder').toString('base64'), '!!!! not ~~ base64 ****');
  return [
    email('mime-nesting-1000-deep', 'multipart parts nested 1,000 deep.', new TextEncoder().encode(`${head}${nested}deep\r\n`)),
    email('5000-attachments', '5,000 tiny attached files, more than an upload may hold.', buildEml({ ...sender, subject: 'Notes', text: 'Notes attached.', attachments })),
    email('huge-header', 'a header field of 2 MB.', new TextEncoder().encode(`${head}X-Padding: ${'a'.repeat(2 * 1024 * 1024)}\r\n\r\nHello.\r\n`)),
    email('broken-attachments', 'an attachment whose base64 is not base64, the message cut off in the middle of the next.', new TextEncoder().encode(broken.slice(0, broken.indexOf('filename="Plan.pdf"') + 2000))),
    email('msg-sector-loop', 'an Outlook message whose directory\'s chain of sectors points back to itself.', loopingOutlookMessage()),
  ];
}

/** An Outlook message whose directory's first sector is marked, in the allocation table, as followed by itself. */
function loopingOutlookMessage(): Uint8Array {
  const bytes = buildMsg({ ...sender, subject: 'Completion', text: 'The lease is attached.' });
  const data = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const sectorBytes = 1 << data.getUint16(30, true);
  const directory = data.getUint32(0x30, true);
  const fat = data.getUint32(0x4c, true);
  data.setUint32((fat + 1) * sectorBytes + directory * 4, directory, true);
  return bytes;
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
