import { describe, expect, it } from 'vitest';
import type { ExtractedPage } from './extracted-document.ts';
import { extractPdfText } from './extract-pdf-text.ts';
import { findTextBoxes } from './find-text-boxes.ts';
import { breaksDateInWords } from './layout-tables.ts';
import { buildPdf } from './test/build-pdf.ts';
import { drawTable } from './test/draw-table.ts';

const BURDENS_WIDTHS = [28, 44, 96, 260];
const BURDENS = [
  ['No.', 'Date', 'Instrument', 'Particulars'],
  ['1', '12-MAR-2015', 'D2015LR012346Q', 'Charge for present and future advances repayable with interest. ALLIED IRISH BANK PUBLIC LIMITED COMPANY is owner of this charge.'],
  ['2', '04-JUN-2019', 'D2019LR077001K', 'Judgment Mortgage in favour of Acme Supplies Limited for €18,400.'],
];
const CHARGE_ROW = '1 12-MAR-2015 D2015LR012346Q Charge for present and future advances repayable with interest. ALLIED IRISH BANK PUBLIC LIMITED COMPANY is owner of this charge.';

async function readPages(draw: (doc: PDFKit.PDFDocument) => void): Promise<ExtractedPage[]> {
  return (await extractPdfText(await buildPdf(draw), { ocr: false })).pages;
}

const linesOf = (page: ExtractedPage) => page.text.split('\n').filter((line) => line.length > 0);

describe('a table read from a real PDF', () => {
  it('gathers each wrapped cell whole into its row, in the columns’ order, with or without rules around the cells', async () => {
    for (const borders of [false, true]) {
      const [page] = await readPages((doc) => {
        doc.font('Helvetica').fontSize(11).text('Part 3 Burdens and Notices of Burdens', 56, 56);
        drawTable(doc, { widths: BURDENS_WIDTHS, rows: BURDENS, y: 80, borders });
      });

      expect(linesOf(page!), `borders: ${borders}`).toEqual([
        'Part 3 Burdens and Notices of Burdens',
        'No. Date Instrument Particulars',
        CHARGE_ROW,
        '2 04-JUN-2019 D2019LR077001K Judgment Mortgage in favour of Acme Supplies Limited for €18,400.',
      ]);
    }
  });

  it('gathers a name a cell left open at a line’s end ("and"), though the cell beside it ends a sentence on that line', async () => {
    // 150 points wide, the name breaks after "and".
    const [page] = await readPages((doc) =>
      drawTable(doc, {
        widths: [24, 150, 150],
        rows: [
          ['No', 'Proprietor', 'Date of Registration, Consideration and Date of Entry'],
          ['1', 'SEONAIDH MACKINNON and DOMHNALL IAIN MACLEOD-NICOLSON, spouses, both of 5 Quay Brae, Portree', 'Registered 12 FEB 2024. Consideration £295,000.'],
        ],
        y: 80,
        borders: false,
      }),
    );

    expect(linesOf(page!).at(-1)).toBe(
      '1 SEONAIDH MACKINNON and DOMHNALL IAIN MACLEOD-NICOLSON, spouses, both of 5 Quay Brae, Portree Registered 12 FEB 2024. Consideration £295,000.',
    );
  });

  it('gathers a row whose first cell wraps too, and keeps the next row, which opens with its number, apart', async () => {
    // HM Land Registry's schedule of notices of leases: the entry's number, date and plan reference in one cell.
    for (const borders of [false, true]) {
      const [page] = await readPages((doc) =>
        drawTable(doc, {
          widths: [95, 150, 100, 60],
          rows: [
            ['Registration date and plan ref.', 'Property description', 'Date of lease and term', "Lessee's title"],
            ['1 12.07.2019 Edged and numbered 1 in blue', 'Unit 1, Mosley Road Trade Park', '01.07.2019 10 years from 24.06.2019', 'MAN338210'],
            ['2 03.03.2020 Edged and numbered 2 in blue', 'Electricity substation site, Mosley Road Trade Park', '14.02.2020 99 years from 14.02.2020', 'MAN341977'],
          ],
          padding: 0,
          borders,
        }),
      );

      expect(linesOf(page!), `borders: ${borders}`).toEqual([
        "Registration date and plan ref. Property description Date of lease and term Lessee's title",
        '1 12.07.2019 Edged and numbered 1 in blue Unit 1, Mosley Road Trade Park 01.07.2019 10 years from 24.06.2019 MAN338210',
        '2 03.03.2020 Edged and numbered 2 in blue Electricity substation site, Mosley Road Trade Park 14.02.2020 99 years from 14.02.2020 MAN341977',
      ]);
    }
  });

  it('gathers cells left mid-sentence, and a date a narrow column broke inside its year, into their row', async () => {
    const [page] = await readPages((doc) =>
      drawTable(doc, {
        widths: [24, 40, 250, 120],
        rows: [
          ['No.', 'Date', 'Description', 'Official Notes'],
          ['1', '14.02.2024', 'The property shown coloured Red as plan(s) 46 on the Registry Map, containing 0.1214 Hectares, situate in the Townland of Jigginstown.', 'The Registration does not extend to the mines and minerals.'],
          ['2', '22-JUN-2016', 'The property shown coloured Red as plan 47.', 'None.'],
        ],
        padding: 0,
      }),
    );

    expect(linesOf(page!)).toEqual([
      'No. Date Description Official Notes',
      '1 14.02.2024 The property shown coloured Red as plan(s) 46 on the Registry Map, containing 0.1214 Hectares, situate in the Townland of Jigginstown. The Registration does not extend to the mines and minerals.',
      '2 22-JUN-2016 The property shown coloured Red as plan 47. None.',
    ]);
  });

  it('keeps a header that wraps in its own row, and a proprietor’s wrapped name apart from the dates beside it', async () => {
    const [page] = await readPages((doc) =>
      drawTable(doc, {
        widths: [36, 190, 70, 70, 70],
        rows: [
          ['Entry', 'Proprietor', 'Date of Registration', 'Consideration', 'Date of Entry'],
          ['1', 'JAMES MACLEOD and FIONA MACLEOD, spouses, both residing at 5 Castle Terrace, Edinburgh', '02 MAR 2015', '£412,500', '01 MAR 2015'],
        ],
        borders: true,
      }),
    );

    expect(linesOf(page!)).toEqual([
      'Entry Proprietor Date of Registration Consideration Date of Entry',
      '1 JAMES MACLEOD and FIONA MACLEOD, spouses, both residing at 5 Castle Terrace, Edinburgh 02 MAR 2015 £412,500 01 MAR 2015',
    ]);
  });

  it('gathers headings that wrap in several cells into one row, apart from the entries below them', async () => {
    for (const borders of [false, true]) {
      const [page] = await readPages((doc) =>
        drawTable(doc, {
          widths: [40, 48, 200, 60],
          rows: [
            ['Entry No.', 'Date of Entry', 'Proprietor', 'Price paid'],
            ['1', '12 March 2019', 'PROPRIETOR: ANNA LINDQVIST of Flat 3, 14 Royal York Crescent, Bristol BS8 4JX.', '£365,000'],
            ['2', '14 MAR 2011', 'RESTRICTION: No disposition by a sole proprietor of the registered estate is to be registered.', ''],
          ],
          borders,
        }),
      );

      expect(linesOf(page!), `borders: ${borders}`).toEqual([
        'Entry No. Date of Entry Proprietor Price paid',
        '1 12 March 2019 PROPRIETOR: ANNA LINDQVIST of Flat 3, 14 Royal York Crescent, Bristol BS8 4JX. £365,000',
        '2 14 MAR 2011 RESTRICTION: No disposition by a sole proprietor of the registered estate is to be registered.',
      ]);
    }
  });

  it('gathers a numbered entry whose first cell wraps onto lines that open with a capital, and keeps the next entry apart', async () => {
    // HM Land Registry's schedule of notices of leases: the plan reference breaks before "Edged", the term before its date.
    const [page] = await readPages((doc) =>
      drawTable(doc, {
        widths: [86, 150, 150, 97],
        rows: [
          ['Registration date and plan ref.', 'Property description', 'Date of lease and term', "Lessee's title"],
          ['1  02.08.2021 Edged and numbered 1 in blue (part of)', '112 Magdalen Street (ground floor shop)', '19.07.2021 15 years from 24.06.2021', 'NK409218'],
          ['2  30.01.2023 Edged and numbered 2 in blue', 'First and second floor flat, 114 Magdalen Street', '12.01.2023 125 years from 01.01.2023', 'NK414502'],
        ],
        padding: 0,
      }),
    );

    expect(linesOf(page!)).toEqual([
      "Registration date and plan ref. Property description Date of lease and term Lessee's title",
      '1 02.08.2021 Edged and numbered 1 in blue (part of) 112 Magdalen Street (ground floor shop) 19.07.2021 15 years from 24.06.2021 NK409218',
      '2 30.01.2023 Edged and numbered 2 in blue First and second floor flat, 114 Magdalen Street 12.01.2023 125 years from 01.01.2023 NK414502',
    ]);
  });

  it('reads a table broken across a page by its rows on each page', async () => {
    const pages = await readPages((doc) => {
      drawTable(doc, { widths: BURDENS_WIDTHS, rows: BURDENS.slice(0, 2), y: 700 });
      doc.addPage();
      drawTable(doc, { widths: BURDENS_WIDTHS, rows: [BURDENS[0]!, BURDENS[2]!], y: 72 });
    });

    expect(pages.map(linesOf)).toEqual([
      ['No. Date Instrument Particulars', CHARGE_ROW],
      ['No. Date Instrument Particulars', '2 04-JUN-2019 D2019LR077001K Judgment Mortgage in favour of Acme Supplies Limited for €18,400.'],
    ]);
  });

  it('gathers a padded table’s rows whose first cell wraps onto lines that open with a capital, the entry’s number last', async () => {
    // The rows stand apart by their cells' padding; nothing in "BUILDING" over "SOCIETY," says the name reads on.
    const [page] = await readPages((doc) =>
      drawTable(doc, {
        widths: [110, 200, 56],
        rows: [
          ['CREDITOR', 'NATURE OF SECURITY', 'ENTRY NUMBER'],
          ['FORTH AND TEITH BUILDING SOCIETY, of 18 Port Street', 'Standard Security for all sums due.', '1'],
          ['STIRLING COUNCIL, Old Viewforth, Stirling', 'Standard Security for £12,400.00.', '2'],
        ],
      }),
    );

    expect(linesOf(page!)).toEqual([
      'CREDITOR NATURE OF SECURITY ENTRY NUMBER',
      'FORTH AND TEITH BUILDING SOCIETY, of 18 Port Street Standard Security for all sums due. 1',
      'STIRLING COUNCIL, Old Viewforth, Stirling Standard Security for £12,400.00. 2',
    ]);
  });

  it('reads a headed table on as a table below a row whose cells run across the gutter, not as two columns of prose', async () => {
    // The second row's long instrument number runs into the gutter the first row's short one leaves before the
    // particulars; the rows below it, names and clauses wrapped over several lines, keep that gutter clear, as two
    // columns of running text would.
    const [page] = await readPages((doc) =>
      drawTable(doc, {
        widths: [130, 64, 90, 175, 24],
        rows: [
          ['Owner of burden', 'Date', 'Instrument', 'Particulars', 'No.'],
          ['', '17/03/1998', 'D1998WD2217', 'The property is subject to the covenants in a Conveyance dated 2 October 1911, including a covenant not to carry on any trade on the property.', '1'],
          ['HARBOUR AND DISTRICT CREDIT UNION LIMITED', '14-SEP-2020', 'D2020LR118604W', 'Charge to secure €40,000.00 and interest.', '2'],
          [
            'SEASIDE CAFE AND SURF SCHOOL LIMITED',
            '02-MAY-2021',
            'D2021LR055917B',
            'Lease dated 20 April 2021 of the kiosk on the promenade and the store behind it for a term of 10 years from 1 May 2021, subject to the rent and the covenants therein reserved and contained.',
            '3',
          ],
          [
            'The owners for the time being of the property comprised in Folio WD9186',
            '02-MAY-2021',
            'D2021LR055918C',
            'A right of way on foot only over the passage at the side of the property shown coloured Brown on the Registry Map to the rear yard of 9 The Strand.',
            '4',
          ],
        ],
      }),
    );

    expect(linesOf(page!)).toEqual([
      'Owner of burden Date Instrument Particulars No.',
      '17/03/1998 D1998WD2217 The property is subject to the covenants in a Conveyance dated 2 October 1911, including a covenant not to carry on any trade on the property. 1',
      'HARBOUR AND DISTRICT CREDIT UNION LIMITED 14-SEP-2020 D2020LR118604W Charge to secure €40,000.00 and interest. 2',
      'SEASIDE CAFE AND SURF SCHOOL LIMITED 02-MAY-2021 D2021LR055917B Lease dated 20 April 2021 of the kiosk on the promenade and the store behind it for a term of 10 years from 1 May 2021, subject to the rent and the covenants therein reserved and contained. 3',
      'The owners for the time being of the property comprised in Folio WD9186 02-MAY-2021 D2021LR055918C A right of way on foot only over the passage at the side of the property shown coloured Brown on the Registry Map to the rear yard of 9 The Strand. 4',
    ]);
  });

  it('keeps apart rows whose first cell is left blank but which fill every other column', async () => {
    const [page] = await readPages((doc) =>
      drawTable(doc, {
        widths: [120, 120, 100],
        rows: [
          ['Payment', 'Due', 'Amount'],
          ['Rent', '25 March 2024', '£10,000'],
          ['', '24 June 2024', '£10,000'],
        ],
      }),
    );

    expect(linesOf(page!)).toEqual(['Payment Due Amount', 'Rent 25 March 2024 £10,000', '24 June 2024 £10,000']);
  });

  it('keeps apart a row below the cell padding, however few cells it fills', async () => {
    const [page] = await readPages((doc) =>
      drawTable(doc, {
        widths: BURDENS_WIDTHS,
        rows: [BURDENS[0]!, ['1', '12-MAR-2015', 'D2015LR012346Q', 'Charge in favour of Ulster Bank Ireland DAC.'], ['', '', '', 'Note: the charge is a floating charge.']],
      }),
    );

    expect(linesOf(page!)).toEqual([
      'No. Date Instrument Particulars',
      '1 12-MAR-2015 D2015LR012346Q Charge in favour of Ulster Bank Ireland DAC.',
      'Note: the charge is a floating charge.',
    ]);
  });

  it('leaves clauses with hanging numbers and a form’s labels and values line by line', async () => {
    const [page] = await readPages((doc) => {
      doc.font('Helvetica').fontSize(10);
      doc.text('3.1', 56, 72);
      doc.text('The Tenant shall pay the Rent yearly and proportionately for any part of a year by equal quarterly payments in advance on the usual quarter days.', 96, 72, { width: 400 });
      doc.text('Title number', 56, 140);
      doc.text('WM123456', 200, 140);
      doc.text('Edition date', 56, 154);
      doc.text('12.03.2021', 200, 154);
    });

    expect(linesOf(page!)).toEqual([
      '3.1 The Tenant shall pay the Rent yearly and proportionately for any part of a year by equal',
      'quarterly payments in advance on the usual quarter days.',
      'Title number WM123456',
      'Edition date 12.03.2021',
    ]);
  });

  it('highlights a quote from a wrapped cell row by row, inside the cell’s column', async () => {
    const [page] = await readPages((doc) => drawTable(doc, { widths: BURDENS_WIDTHS, rows: BURDENS, y: 80 }));
    const quote = 'repayable with interest. ALLIED IRISH BANK';
    const start = page!.text.indexOf(quote);

    const boxes = findTextBoxes(page!, start, start + quote.length);

    expect(boxes.length).toBeGreaterThan(1);
    const particularsColumn = 56 + 28 + 44 + 96;
    for (const box of boxes) {
      expect(box.x).toBeGreaterThanOrEqual(particularsColumn);
      expect(box.x + box.width).toBeLessThanOrEqual(particularsColumn + 260);
    }
    expect(boxes.map((box) => page!.text.slice(box.start, box.end)).join(' ')).toBe(quote);
  });
});

describe('a date a narrow column broke before its year', () => {
  it('is a day and month written out, in full or short, over a year: one date, not two rows', () => {
    expect(breaksDateInWords('9 August', '2021 09264118) of 18 Queen Square')).toBe(true);
    expect(breaksDateInWords('REGISTERED CHARGE 25th December', '1965')).toBe(true);
    expect(breaksDateInWords('14 MAR', '2011 Distribution plc')).toBe(true);
    expect(breaksDateInWords('03 Sept.', '2023')).toBe(true);
    // A month without its day, a year that is only a number's start, or a sum below a date are no broken date.
    expect(breaksDateInWords('in August', '2021')).toBe(false);
    expect(breaksDateInWords('9 August', '20')).toBe(false);
    expect(breaksDateInWords('9 August 2021', '£365,000')).toBe(false);
  });
});
