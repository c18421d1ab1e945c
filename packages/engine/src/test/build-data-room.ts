import { ARCHIVE_ENTRY_REASONS, ingestionErrors } from '../ingestion-error.ts';
import { buildTextPdf } from './build-pdf.ts';
import { buildWordDocument } from './build-word-document.ts';
import { buildZip } from './build-zip.ts';
import { drawScannedPage } from './draw-scanned-page.ts';

/** The documents buildDataRoom's archive yields, by their folder paths in it, in the archive's order. */
export const DATA_ROOM_FILES = [
  '01 Title/Official copy of the register.pdf',
  '01 Title/Title plan scan.png',
  '02 Leases/Lease of Unit 4.docx',
  '02 Leases/Leases/Lease of Unit 5.pdf',
  '02 Leases/Leases/Lease of Unit 6.pdf',
  '03 Corporate/Board minutes.pdf',
] as const;

/** What buildDataRoom's archive holds that is not read, with why; its folders and system litter are not listed. */
export const DATA_ROOM_REFUSED = [
  { path: '02 Leases/Rent schedule.xlsx', reason: ingestionErrors.unsupportedDocument('Microsoft Excel').message },
  { path: '03 Corporate/Board minutes (copy).pdf', reason: ARCHIVE_ENTRY_REASONS.duplicate('03 Corporate/Board minutes.pdf') },
  { path: '03 Corporate/Notes for the buyer.txt', reason: ingestionErrors.unsupportedDocument().message },
] as const;

const lease = (unit: number, tenant: string) =>
  buildTextPdf([
    [
      'LEASE',
      `This Lease of Unit ${unit}, Harbour Walk, Bristol is made on 1 March 2021`,
      `between Harbour Estates Limited (the Landlord) and ${tenant} (the Tenant).`,
      'The term is ten years from 25 March 2021 at a rent of £24,000 a year.',
    ],
  ]);

/**
 * A data room as a seller's solicitors send it: numbered folders of title, leases and corporate papers, a PDF, a
 * scan, a Word lease, an archive of further leases inside it (`02 Leases/Leases.zip`), a spreadsheet and a text file
 * that cannot be read, a document saved twice, and the litter a Mac and Windows leave (`__MACOSX/`, `.DS_Store`,
 * `Thumbs.db`). Unpacked, it yields DATA_ROOM_FILES and DATA_ROOM_REFUSED.
 */
export async function buildDataRoom(): Promise<Uint8Array> {
  const minutes = await buildTextPdf([
    [
      'MINUTES OF A MEETING OF THE BOARD OF DIRECTORS',
      'of Harbour Estates Limited held on 3 February 2021.',
      'It was resolved that the Company grant leases of Units 4, 5 and 6 Harbour Walk.',
    ],
  ]);
  const leases = buildZip([
    { name: 'Lease of Unit 5.pdf', data: await lease(5, 'Quayside Coffee Limited') },
    { name: '__MACOSX/._Lease of Unit 5.pdf', data: new Uint8Array([0, 5, 22, 7, 0, 2, 0, 0]) },
    { name: 'Lease of Unit 6.pdf', data: await lease(6, 'Anchor Books LLP') },
  ]);
  const spreadsheet = buildZip([
    { name: '[Content_Types].xml', data: '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>' },
    { name: 'xl/workbook.xml', data: '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>' },
  ]);
  return buildZip([
    { name: '01 Title/', data: '' },
    {
      name: '01 Title/Official copy of the register.pdf',
      data: await buildTextPdf([
        [
          'OFFICIAL COPY OF REGISTER OF TITLE',
          'Title number BL123456',
          'A: Property Register',
          'The Freehold land shown edged with red on the plan being Harbour Walk, Bristol.',
          'B: Proprietorship Register',
          'PROPRIETOR: HARBOUR ESTATES LIMITED.',
        ],
      ]),
    },
    { name: '01 Title/Title plan scan.png', data: drawScannedPage(['TITLE PLAN', 'Title number BL123456', 'Harbour Walk, Bristol']), store: true },
    { name: '01 Title/Thumbs.db', data: new Uint8Array(16) },
    { name: '02 Leases/', data: '' },
    { name: '02 Leases/Lease of Unit 4.docx', data: await buildWordDocument() },
    { name: '02 Leases/Leases.zip', data: leases, store: true },
    { name: '02 Leases/Rent schedule.xlsx', data: spreadsheet },
    { name: '03 Corporate/', data: '' },
    { name: '03 Corporate/Board minutes.pdf', data: minutes },
    { name: '03 Corporate/Board minutes (copy).pdf', data: minutes },
    { name: '03 Corporate/Notes for the buyer.txt', data: 'The original lease of Unit 4 is held by the Landlord’s solicitors.\n' },
    { name: '03 Corporate/.DS_Store', data: new Uint8Array(32) },
    { name: '__MACOSX/03 Corporate/._Board minutes.pdf', data: new Uint8Array([0, 5, 22, 7, 0, 2, 0, 0]) },
  ]);
}
