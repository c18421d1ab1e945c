/**
 * Real PDFs for the browser journeys, written out object by object: each page a text stream in Helvetica,
 * with a correct cross-reference table, so the server reads them as any PDF a lawyer brings.
 */

const escapeText = (line: string) => line.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');

/** WinAnsi bytes for the text: the standard 14 fonts know nothing of Unicode. */
const latin1 = (text: string) => Buffer.from(text, 'latin1');

/** A PDF whose pages hold these lines of text, top to bottom. */
export function textPdf(pages: readonly (readonly string[])[]): Buffer {
  const objects: string[] = [];
  const fontId = 3;
  const firstPageId = 4;
  const pageIds = pages.map((_, index) => firstPageId + index * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[fontId] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  pages.forEach((lines, index) => {
    const pageId = pageIds[index] ?? 0;
    const content = [
      'BT',
      '/F1 11 Tf',
      '14 TL',
      '72 770 Td',
      ...lines.map((line) => `(${escapeText(line)}) Tj T*`),
      'ET',
    ].join('\n');
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${fontId} 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] = `<< /Length ${latin1(content).length} >>\nstream\n${content}\nendstream`;
  });

  const chunks: Buffer[] = [Buffer.from('%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n', 'latin1')];
  let length = chunks[0]?.length ?? 0;
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = length;
    const chunk = latin1(`${id} 0 obj\n${objects[id] ?? 'null'}\nendobj\n`);
    chunks.push(chunk);
    length += chunk.length;
  }
  const xref = [
    'xref',
    `0 ${objects.length}`,
    '0000000000 65535 f ',
    ...offsets.slice(1).map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length} /Root 1 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n');
  chunks.push(latin1(xref));
  return Buffer.concat(chunks);
}

/** A commercial lease of a shop unit (Unit 4 unless another is named), with its schedule and an annexed plan. */
export const leasePdf = (unit = 4) =>
  textPdf([
    [
      'THIS LEASE is made the 1st day of March 2024',
      'BETWEEN',
      '(1) HARBOUR ESTATES LIMITED (company number 04512876) (the Landlord); and',
      '(2) QUAYSIDE COFFEE LIMITED (company number 11873420) (the Tenant).',
      '1. DEFINITIONS AND INTERPRETATION',
      'In this Lease the following definitions apply:',
      'Term: 10 years from and including the Term Commencement Date.',
      'Rent: £48,500 per annum exclusive of VAT.',
    ],
    [
      '2. GRANT',
      'The Landlord lets the Property to the Tenant for the Term at the Rent.',
      '3. TENANT COVENANTS',
      'The Tenant shall pay the Rent yearly and proportionately for any part of a year',
      'by equal quarterly payments in advance on the usual quarter days.',
      'The Tenant shall not assign the whole of the Property without the consent of the Landlord.',
      'The Tenant shall keep the Property in good and substantial repair.',
    ],
    [
      'SCHEDULE 1',
      'The Property',
      `All that ground floor retail unit known as Unit ${unit}, Harbour Walk, Bristol BS1 4RN`,
      'shown edged red on the Plan.',
    ],
    [
      'ANNEXURE A',
      `Plan of Unit ${unit} edged red, prepared by Harbour Surveyors on 12 January 2024 at a scale of 1:500.`,
    ],
  ]);

/** An official copy of the register of title from HM Land Registry. */
export const officialCopyPdf = () =>
  textPdf([
    [
      'Official copy of register of title',
      'Title number WYK123456 Edition date 04.03.2021',
      'This official copy shows the entries on the register of title on 10 JAN 2024 at 10:11:12.',
      'A: Property Register',
      'This register describes the land and estate comprised in the title.',
      'WEST YORKSHIRE : LEEDS',
      '1 (04.03.2021) The Freehold land shown edged with red on the plan of the above title',
      'filed at the Registry and being 1 High Street, Leeds (LS1 1AA).',
      'B: Proprietorship Register',
      'This register specifies the class of title and identifies the owner.',
      'Title absolute',
      '1 (04.03.2021) PROPRIETOR: ACME PROPERTIES LIMITED of 1 High Street, Leeds LS1 1AA.',
      '2 (04.03.2021) The price stated to have been paid on 12 February 2021 was £1,250,000.',
      'C: Charges Register',
      'This register contains any charges and other matters that affect the land.',
      '1 (04.03.2021) REGISTERED CHARGE dated 12 February 2021.',
      'End of register',
    ],
  ]);

/** Starts like a PDF, then breaks off: what a failed download or a damaged email attachment looks like. */
export const corruptPdf = () =>
  Buffer.concat([Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R'), Buffer.alloc(64, 0x8f)]);

/** An official copy whose title is burdened: a lender's consent restriction, covenants whose deed was not supplied, a charge. */
export const burdenedRegisterPdf = () =>
  textPdf([
    [
      'Official copy of register of title',
      'Title number WM123456 Edition date 12.03.2019',
      'A: Property Register',
      'This register describes the land and estate comprised in the title.',
      '1 (12.03.1998) The Freehold land shown edged with red on the plan of the above Title',
      'filed at the Registry and being 14 Harbour Walk, Birmingham (B1 2AB).',
      'B: Proprietorship Register',
      'This register specifies the class of title and identifies the owner.',
      'Title absolute',
      '1 (12.03.2019) PROPRIETOR: JOHN SMITH and JANE SMITH of 14 Harbour Walk, Birmingham B1 2AB.',
      '2 (12.03.2019) The price stated to have been paid on 28 February 2019 was 325,000 pounds.',
      '3 (12.03.2019) RESTRICTION: No disposition of the registered estate by the proprietor of the',
      'registered estate is to be registered without a written consent signed by the proprietor for',
      'the time being of the Charge dated 28 February 2019 in favour of Barclays Bank UK PLC.',
    ],
    [
      'Title number WM123456',
      'C: Charges Register',
      'This register contains any charges and other matters that affect the land.',
      '1 (12.03.1998) A Conveyance of the land in this title dated 4 May 1965 made between (1) Harold',
      'Green and (2) Ada Brown contains covenants but neither the original deed nor a certified copy or',
      'examined abstract thereof was supplied on first registration.',
      '2 (12.03.2019) REGISTERED CHARGE dated 28 February 2019.',
      '3 (12.03.2019) Proprietor: BARCLAYS BANK UK PLC of Leicester LE87 2BB.',
      'End of register',
    ],
  ]);

/** The title plan filed with a register: a drawing with a few words on it. */
export const titlePlanPdf = () => textPdf([['TITLE PLAN', 'WM123456', 'Scale 1:1250', 'Crown copyright']]);
