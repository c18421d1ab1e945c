import { drawTable } from './draw-table.ts';

/** Registers drawn as the registries print theirs: headings, then each part's entries in a table of columns. */
export type DrawRegister = (doc: PDFKit.PDFDocument, options: { borders: boolean }) => void;

function heading(doc: PDFKit.PDFDocument, text: string, y: number): number {
  doc.font('Helvetica-Bold').fontSize(10).text(text, 56, y);
  return y + 18;
}

/** A Republic folio: the owner and a charge in tables of dates, instruments and particulars, the bank's name wrapped. */
export const drawRepublicFolio: DrawRegister = (doc, { borders }) => {
  let y = heading(doc, 'Land Registry   Folio 45231F   County DUBLIN', 56);
  y = heading(doc, 'Part 1 (A) Description of Property', y);
  y = drawTable(doc, { widths: [28, 400], rows: [['1', 'The property shown coloured red on the Registry Map, situate in the Townland of Ballymore and Barony of Rathdown.']], y, borders }) + 8;
  y = heading(doc, 'Part 2 Ownership', y);
  y = heading(doc, 'Title POSSESSORY', y);
  const widths = [28, 44, 96, 260];
  y =
    drawTable(doc, {
      widths,
      rows: [
        ['No.', 'Date', 'Instrument', 'Particulars'],
        ['1', '12-MAR-2015', 'D2015LR012345P', 'MARY KELLY of Ballymore House, Ballymore, County Dublin is full owner.'],
      ],
      y,
      borders,
    }) + 8;
  y = heading(doc, 'Part 3 Burdens and Notices of Burdens', y);
  y =
    drawTable(doc, {
      widths,
      rows: [
        ['No.', 'Date', 'Instrument', 'Particulars'],
        ['1', '12-MAR-2015', 'D2015LR012346Q', 'Charge for present and future advances repayable with interest. ALLIED IRISH BANK PUBLIC LIMITED COMPANY is owner of this charge.'],
        ['2', '04-JUN-2019', 'D2019LR077001K', 'Judgment Mortgage in favour of Acme Supplies Limited for €18,400.'],
      ],
      y,
      borders,
    }) + 8;
  heading(doc, 'End of folio', y);
};

/** A Scottish title sheet whose proprietorship section is a table: proprietors wrapped beside two dates and the price. */
export const drawScottishTitleSheet: DrawRegister = (doc, { borders }) => {
  let y = heading(doc, 'LAND REGISTER OF SCOTLAND', 56);
  y = heading(doc, 'TITLE NUMBER MID123456', y);
  y = heading(doc, 'A PROPERTY SECTION', y);
  y = drawTable(doc, { widths: [36, 440], rows: [['1', 'Subjects 5 CASTLE TERRACE, EDINBURGH EH1 2EN edged red on the cadastral map.']], y, borders }) + 8;
  y = heading(doc, 'B PROPRIETORSHIP SECTION', y);
  y =
    drawTable(doc, {
      widths: [36, 190, 80, 80, 80],
      rows: [
        ['Entry', 'Proprietor', 'Date of Registration', 'Consideration', 'Date of Entry'],
        ['1', 'JAMES MACLEOD and FIONA MACLEOD, spouses, both residing at 5 Castle Terrace, Edinburgh', '02 MAR 2015', '£412,500', '01 MAR 2015'],
      ],
      y,
      borders,
    }) + 8;
  y = heading(doc, 'C SECURITIES SECTION', y);
  y = drawTable(doc, { widths: [36, 440], rows: [['1', 'Standard Security by said JAMES MACLEOD and FIONA MACLEOD to BANK OF SCOTLAND PLC. Registered 02 MAR 2015.']], y, borders }) + 8;
  heading(doc, 'END OF TITLE SHEET', y);
};

/** A Northern Ireland folio whose ownership table's first heading wraps ("Entry" over "No."). */
export const drawNorthernFolio: DrawRegister = (doc, { borders }) => {
  let y = heading(doc, 'LAND REGISTRY OF NORTHERN IRELAND', 56);
  y = heading(doc, 'FOLIO: AN12345', y);
  y = heading(doc, 'COUNTY: ANTRIM', y);
  y = heading(doc, 'PART I', y);
  y = heading(doc, 'DESCRIPTION OF LAND', y);
  y = drawTable(doc, { widths: [440], rows: [['The property known as 12 Shore Road, Larne, shown edged red on the Registry Map.']], y, borders }) + 8;
  y = heading(doc, 'PART II', y);
  y = heading(doc, 'OWNERSHIP', y);
  y = heading(doc, 'Class of title: Absolute', y);
  y =
    drawTable(doc, {
      widths: [40, 60, 80, 260],
      rows: [
        ['Entry No.', 'Date', 'Instrument', 'Owner'],
        ['1', '14/06/2016', '2016/001234', 'SEAMUS O’NEILL and BRIGID O’NEILL, both of 12 Shore Road, Larne, County Antrim BT40 1AA are full owners.'],
      ],
      y,
      borders,
    }) + 8;
  heading(doc, 'End of folio', y);
};

/**
 * A Scottish title sheet whose securities table names the creditor first and the entry's number last, each row set
 * apart by its cells' padding, the creditors' names wrapped in their narrow column.
 */
export const drawScottishSecuritiesNumberedLast: DrawRegister = (doc, { borders }) => {
  let y = heading(doc, 'LAND REGISTER OF SCOTLAND', 56);
  y = heading(doc, 'TITLE NUMBER STG48213', y);
  y = heading(doc, 'A PROPERTY SECTION', y);
  y = drawTable(doc, { widths: [36, 440], rows: [['1', 'Subjects 4 SNOWDON PLACE, STIRLING FK8 2NH edged red on the cadastral map.']], y, borders }) + 8;
  y = heading(doc, 'C SECURITIES SECTION', y);
  y =
    drawTable(doc, {
      widths: [130, 200, 90, 56],
      rows: [
        ['CREDITOR', 'NATURE OF SECURITY', 'DATE OF REGISTRATION', 'ENTRY NUMBER'],
        ['FORTH AND TEITH BUILDING SOCIETY, incorporated under the Building Societies Act 1986', 'Standard Security for all sums due and to become due by said EILIDH MORAG DRUMMOND-STEWART.', '21 MAR 2024', '1'],
        ['STIRLING COUNCIL, Old Viewforth, Stirling', 'Standard Security for £12,400.00 by said EILIDH MORAG DRUMMOND-STEWART in respect of a repair grant.', '21 MAR 2024', '2'],
      ],
      y,
      borders,
    }) + 8;
  heading(doc, 'END OF TITLE SHEET', y);
};

/** A Republic folio whose burdens table prints the owner of each burden first and the entry's number last. */
export const drawRepublicBurdensNumberedLast: DrawRegister = (doc, { borders }) => {
  let y = heading(doc, 'Land Registry   Folio WD24617F   County WATERFORD', 56);
  y = heading(doc, 'Part 1 (A) Description of Property', y);
  y = drawTable(doc, { widths: [28, 400], rows: [['1', 'The property shown coloured Red as plan 37 on the Registry Map, situate in the Townland of Tramore East.']], y, borders }) + 8;
  y = heading(doc, 'Part 2 Ownership', y);
  y = heading(doc, 'Title ABSOLUTE', y);
  y =
    drawTable(doc, {
      widths: [28, 64, 84, 250],
      rows: [
        ['No.', 'Date', 'Instrument', 'Registered owner(s)'],
        ['1', '29-JUN-2016', 'D2016LR081142K', 'NIAMH FOLEY of 5 The Strand, Tramore, Co. Waterford is full owner.'],
      ],
      y,
      borders,
    }) + 8;
  y = heading(doc, 'Part 3 Burdens and Notices of Burdens', y);
  y =
    drawTable(doc, {
      widths: [110, 64, 84, 170, 26],
      rows: [
        ['Owner of burden', 'Date', 'Instrument', 'Particulars', 'No.'],
        ['MUNSTER MORTGAGE BANK DESIGNATED ACTIVITY COMPANY', '29-JUN-2016', 'D2016LR081143L', 'Charge for present and future advances repayable with interest.', '1'],
        ['SURF SCHOOL LIMITED', '02-MAY-2021', 'D2021LR055917B', 'Lease dated 20 April 2021 of the shop on the ground floor for a term of 10 years from 1 May 2021, subject to the rent and the covenants therein contained.', '2'],
      ],
      y,
      borders,
    }) + 8;
  heading(doc, 'End of folio', y);
};
