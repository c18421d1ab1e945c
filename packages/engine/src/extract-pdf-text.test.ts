import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { extractPdfText } from './extract-pdf-text.ts';
import { findTextBoxes } from './find-text-boxes.ts';
import { IngestionError } from './ingestion-error.ts';
import { buildPdf, buildTextPdf } from './test/build-pdf.ts';
import { drawScannedPage } from './test/draw-scanned-page.ts';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the extraction to fail');
    },
    (error: unknown) => error,
  );

const body = (n: number) =>
  Array.from({ length: 12 }, (_, i) => `Clause ${n}.${i + 1} The Tenant shall keep the Premises in good repair and condition.`);

describe('extractPdfText on a text PDF', () => {
  it('returns each page’s exact text and the position of a known word', async () => {
    let rentX = 0;
    let rentWidth = 0;
    const pdf = await buildPdf(
      (doc) => {
        doc.font('Helvetica').fontSize(12);
        const sentence = 'The Tenant shall pay the Rent on the usual quarter days.';
        doc.text(sentence, 100, 200, { lineBreak: false });
        rentX = 100 + doc.widthOfString('The Tenant shall pay the ');
        rentWidth = doc.widthOfString('Rent');
        doc.text('Second line of the first page, with more words than the first one has.', 100, 216, { lineBreak: false });
        doc.addPage();
        doc.text('Page two says something else entirely about the service charge.', 72, 72, { lineBreak: false });
      },
      { title: 'Lease of Unit 4' },
    );

    const document = await extractPdfText(pdf);

    expect(document.pageCount).toBe(2);
    expect(document.info).toEqual({ title: 'Lease of Unit 4' });
    expect(document.ocrPages).toEqual([]);
    const [first, second] = document.pages;
    expect(first!.text).toBe(
      'The Tenant shall pay the Rent on the usual quarter days.\nSecond line of the first page, with more words than the first one has.',
    );
    expect(second!.text).toBe('Page two says something else entirely about the service charge.');
    expect(first).toMatchObject({ page: 1, ocr: false, headerFooter: [] });
    expect(first!.width).toBeCloseTo(595.28, 1);
    expect(first!.height).toBeCloseTo(841.89, 1);

    const start = first!.text.indexOf('Rent');
    const boxes = findTextBoxes(first!, start, start + 'Rent'.length);
    expect(boxes).toHaveLength(1);
    expect(boxes[0]!.start).toBe(start);
    // PDF text items carry no glyph positions: a word inside an item is placed within kerning's reach.
    expect(Math.abs(boxes[0]!.x - rentX)).toBeLessThan(1.5);
    expect(Math.abs(boxes[0]!.width - rentWidth)).toBeLessThan(1.5);
    expect(boxes[0]!.y).toBeGreaterThan(197);
    expect(boxes[0]!.y).toBeLessThan(202);
    expect(boxes[0]!.height).toBeGreaterThan(10);
    expect(boxes[0]!.height).toBeLessThan(15);
    // The line's offsets point at its own text.
    for (const line of first!.lines) expect(first!.text.slice(line.start, line.end)).toBe(line.text);
  });

  it('gives one box per line for a quote running over a line break', async () => {
    const pdf = await buildTextPdf([['The Landlord may forfeit this Lease if the rent', 'is unpaid for twenty-one days after it is due.']]);
    const [page] = (await extractPdfText(pdf)).pages;
    const quote = 'rent\nis unpaid';
    const start = page!.text.indexOf(quote);

    const boxes = findTextBoxes(page!, start, start + quote.length);

    expect(boxes).toHaveLength(2);
    expect(boxes[0]!.y).toBeLessThan(boxes[1]!.y);
    expect(boxes[1]!.x).toBeCloseTo(72, 0);
  });

  it('reads a two-column page column by column, even when the PDF draws it row by row', async () => {
    const left = [
      'The Landlord lets the Premises',
      'to the Tenant for the Term at',
      'the Rent payable in advance on',
      'the usual quarter days each year',
      'without any deduction or set-off',
      'whether legal or equitable.',
    ];
    const right = [
      'The Tenant covenants to keep',
      'the Premises clean and tidy and',
      'to repair them, damage by the',
      'Insured Risks being excepted,',
      'and to yield them up at the end',
      'of the Term in that condition.',
    ];
    const pdf = await buildPdf((doc) => {
      doc.font('Helvetica').fontSize(11);
      doc.text('PARTICULARS OF THE LEASE AND THE TENANT COVENANTS', 150, 80, { lineBreak: false });
      left.forEach((line, i) => {
        doc.text(line, 72, 120 + i * 14, { lineBreak: false });
        doc.text(right[i]!, 312, 120 + i * 14, { lineBreak: false });
      });
    });

    const [page] = (await extractPdfText(pdf)).pages;

    expect(page!.text).toBe(['PARTICULARS OF THE LEASE AND THE TENANT COVENANTS', left.join('\n'), right.join('\n')].join('\n\n'));
  });

  it('joins words hyphenated at a line end but keeps real hyphens', async () => {
    const pdf = await buildTextPdf([
      [
        'The Tenant shall not make any assign-',
        'ment of the whole or part of the Premises',
        'and the Landlord grants a non-',
        'exclusive right of way and a third-',
        'party right to park, as each third-party right',
        'is defined in clause 2.',
      ],
    ]);

    const [page] = (await extractPdfText(pdf)).pages;

    expect(page!.text).toContain('any assignment of the whole');
    expect(page!.text).toContain('a non-exclusive right');
    expect(page!.text).toContain('a third-party right to park');
    const start = page!.text.indexOf('assignment');
    const boxes = findTextBoxes(page!, start, start + 'assignment'.length);
    expect(boxes).toHaveLength(2);
  });

  it('sets repeated headers and footers aside, page numbers and all', async () => {
    const pdf = await buildPdf((doc) => {
      doc.font('Helvetica').fontSize(10);
      for (let n = 1; n <= 4; n++) {
        if (n > 1) doc.addPage();
        doc.text('Harbour & Finch LLP - Private and Confidential', 72, 30, { lineBreak: false });
        body(n).forEach((line, i) => doc.text(line, 72, 100 + i * 14, { lineBreak: false }));
        doc.text(`Page ${n} of 4`, 270, 800, { lineBreak: false });
      }
    });

    const document = await extractPdfText(pdf);

    document.pages.forEach((page, i) => {
      expect(page.headerFooter).toEqual(['Harbour & Finch LLP - Private and Confidential', `Page ${i + 1} of 4`]);
      expect(page.text).toBe(body(i + 1).join('\n'));
    });
  });

  it('reports progress page by page and leaves the caller’s bytes intact', async () => {
    const pdf = await buildTextPdf([body(1), body(2), body(3)]);
    const copy = pdf.slice();
    const progress: unknown[] = [];

    await extractPdfText(pdf, { onProgress: (p) => progress.push(p) });

    expect(progress).toEqual([1, 2, 3].map((page) => ({ page, pages: 3, stage: 'text' })));
    expect(pdf).toEqual(copy);
    // A Node Buffer, as read from disk or an upload, is not detached either.
    const buffer = Buffer.from(copy);
    await extractPdfText(buffer);
    expect(buffer.length).toBe(copy.length);
    expect(new Uint8Array(buffer)).toEqual(copy);
  });

  it('stops when the caller aborts', async () => {
    const pdf = await buildTextPdf([body(1), body(2)]);
    const controller = new AbortController();

    const error = await failure(
      extractPdfText(pdf, { signal: controller.signal, onProgress: () => controller.abort() }),
    );

    expect(error).toMatchObject({ name: 'AbortError' });
  });
});

describe('extractPdfText on a scanned page', () => {
  const scan = drawScannedPage([
    'LEASE OF COMMERCIAL PREMISES',
    'The Landlord lets the Property to the Tenant',
    'for a term of fifteen years from 25 March 2021.',
  ]);
  const scannedPdf = () =>
    buildPdf((doc) => {
      doc.font('Helvetica').fontSize(12).text('This first page has a text layer of its own, long enough to be read.', 72, 72);
      doc.addPage();
      doc.image(scan, 0, 0, { width: doc.page.width, height: doc.page.height });
    });

  it('reads a page that is only an image by OCR, with boxes in PDF points', { timeout: 30_000 }, async () => {
    const progress: unknown[] = [];

    const document = await extractPdfText(await scannedPdf(), { onProgress: (p) => progress.push(p) });

    expect(document.ocrPages).toEqual([2]);
    const [first, second] = document.pages;
    expect(first!.ocr).toBe(false);
    expect(second!.ocr).toBe(true);
    for (const word of ['LEASE', 'COMMERCIAL', 'Landlord', 'Tenant', 'fifteen', 'March']) expect(second!.text).toContain(word);
    // Drawn at 150 px from the left of a 150 dpi scan: 72 pt.
    const start = second!.text.indexOf('Landlord');
    const [box] = findTextBoxes(second!, start, start + 'Landlord'.length);
    expect(box!.x).toBeGreaterThan(90);
    expect(box!.x).toBeLessThan(130);
    expect(box!.y).toBeGreaterThan(95);
    expect(box!.y).toBeLessThan(125);
    expect(progress).toContainEqual({ page: 2, pages: 2, stage: 'ocr' });
  });

  it('stops OCR when the caller aborts, leaving no tesseract work behind', { timeout: 60_000 }, async () => {
    const threePages = await buildPdf((doc) => {
      doc.image(scan, 0, 0, { width: doc.page.width, height: doc.page.height });
      for (let i = 0; i < 2; i++) {
        doc.addPage();
        doc.image(scan, 0, 0, { width: doc.page.width, height: doc.page.height });
      }
    });
    const controller = new AbortController();
    const stray: unknown[] = [];
    const onStray = (reason: unknown) => stray.push(reason);
    process.on('unhandledRejection', onStray);
    try {
      const error = await failure(
        extractPdfText(threePages, { signal: controller.signal, onProgress: (p) => p.stage === 'ocr' && controller.abort() }),
      );
      expect(error).toMatchObject({ name: 'AbortError' });
      // A page still being read when the caller left must settle quietly, not reject into the void later.
      await new Promise((resolve) => setTimeout(resolve, 4000));
      expect(stray).toEqual([]);
    } finally {
      process.off('unhandledRejection', onStray);
    }
  });

  it('does not read a page by OCR when its only print is the little its text layer already says', async () => {
    const footerOnly = await buildPdf((doc) => {
      doc.font('Helvetica').fontSize(12).text('This first page has a text layer of its own, long enough to be read.', 72, 72);
      doc.addPage();
      // A filing's blank exhibit page: an empty white picture under the filing's own printed footer.
      doc.image(createCanvas(50, 50).toBuffer('image/png'), 0, 0, { width: doc.page.width, height: doc.page.height });
      doc.font('Helvetica').fontSize(9).fillColor('#777777').text('Source: EXAMPLE CORP, 10-K, 2/21/2014', 72, doc.page.height - 100, { lineBreak: false });
    });

    const document = await extractPdfText(footerOnly);

    expect(document.pageCount).toBe(2);
    expect(document.ocrPages).toEqual([]);
    expect(document.pages[1]).toMatchObject({ text: 'Source: EXAMPLE CORP, 10-K, 2/21/2014', ocr: false });
  });

  it('still reads by OCR a scan that carries a little text of its own', { timeout: 30_000 }, async () => {
    const stamped = await buildPdf((doc) => {
      doc.image(scan, 0, 0, { width: doc.page.width, height: doc.page.height });
      doc.font('Helvetica').fontSize(9).text('Bundle page 17', 72, doc.page.height - 100, { lineBreak: false });
    });

    const document = await extractPdfText(stamped);

    expect(document.ocrPages).toEqual([1]);
    for (const word of ['LEASE', 'Landlord', 'fifteen']) expect(document.pages[0]!.text).toContain(word);
  });

  it('leaves scanned pages unread when OCR is off or past its page limit', async () => {
    const scanOnly = await buildPdf((doc) => {
      doc.image(scan, 0, 0, { width: doc.page.width, height: doc.page.height });
    });
    await expect(extractPdfText(scanOnly, { ocr: false })).rejects.toMatchObject({ code: 'no_text' });
    await expect(extractPdfText(scanOnly, { ocrMaxPages: 0 })).rejects.toMatchObject({ code: 'no_text' });
    const mixed = await extractPdfText(await scannedPdf(), { ocrMaxPages: 0 });
    expect(mixed.ocrPages).toEqual([]);
    expect(mixed.pages[1]).toMatchObject({ text: '', ocr: false });
  });
});

describe('extractPdfText on bad input', () => {
  const expectIngestionError = async (promise: Promise<unknown>, code: string, message: string | RegExp) => {
    const error = await failure(promise);
    expect(error).toBeInstanceOf(IngestionError);
    expect(error).toMatchObject({ code });
    expect((error as Error).message).toMatch(message);
  };

  it('refuses a password-protected PDF with what to do next', async () => {
    const pdf = await buildTextPdf([body(1)], { userPassword: 'secret' });
    await expectIngestionError(
      extractPdfText(pdf),
      'encrypted',
      'This PDF is password-protected. Remove the password and upload it again.',
    );
  });

  it('tells a file cut short from a damaged one', async () => {
    const pdf = await buildTextPdf([body(1), body(2)]);
    await expectIngestionError(extractPdfText(pdf.slice(0, Math.floor(pdf.length * 0.6))), 'truncated', /incomplete/);
    const damaged = new TextEncoder().encode(`%PDF-1.7\n${'garbage '.repeat(200)}\n%%EOF\n`);
    await expectIngestionError(extractPdfText(damaged), 'corrupt', /damaged/);
  });

  it('refuses an empty file', async () => {
    await expectIngestionError(extractPdfText(new Uint8Array()), 'empty', 'This file is empty. Upload the PDF again.');
  });

  it('refuses a JPEG renamed .pdf by its content', async () => {
    const jpeg = new Uint8Array(createCanvas(40, 40).toBuffer('image/jpeg'));
    await expectIngestionError(extractPdfText(jpeg), 'not_pdf', /^This file is not a PDF \(it is a JPEG image file\)/);
  });

  it('refuses a PDF over the page limit, naming the limit', async () => {
    const pdf = await buildPdf((doc) => {
      for (let n = 1; n <= 4; n++) {
        if (n > 1) doc.addPage({ size: [100, 100], margin: 10 });
        doc.text(`Page ${n}`, 10, 10);
      }
    });
    await expectIngestionError(extractPdfText(pdf, { maxPages: 3 }), 'too_many_pages', /^This PDF has 4 pages; the limit is 3 pages\./);
  });

  it('refuses a PDF over the size limit, naming the limit', async () => {
    const pdf = await buildTextPdf([body(1)]);
    await expectIngestionError(extractPdfText(pdf, { maxBytes: 1024 }), 'too_large', /the limit is 1 KB\./);
  });

  it('says when a PDF has no text at all', async () => {
    const blank = await buildPdf(() => undefined);
    await expectIngestionError(extractPdfText(blank), 'no_text', /No readable text was found in this PDF/);
  });
});
