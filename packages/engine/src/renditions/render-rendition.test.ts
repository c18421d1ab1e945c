import { describe, expect, it } from 'vitest';
import { extractPdfText } from '../extract-pdf-text.ts';
import { IngestionError } from '../ingestion-error.ts';
import { buildEml, type EmailSpec } from '../test/build-email.ts';
import { buildOleFile } from '../test/build-ole-file.ts';
import { buildMsg } from '../test/build-outlook-message.ts';
import { buildTextPdf } from '../test/build-pdf.ts';
import { buildWordDocument } from '../test/build-word-document.ts';
import { sniffFileType } from '../sniff-file-type.ts';
import { buildWordPackage, buildZip } from '../test/build-zip.ts';
import { drawScannedPage } from '../test/draw-scanned-page.ts';
import { renderRendition } from './render-rendition.ts';

const LIMITS = { maxBytes: 10 * 1024 * 1024, maxPages: 50, imageMaxPixels: 50_000_000 };

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the file to be refused');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(IngestionError);
      return error as IngestionError;
    },
  );

describe('renderRendition of a Word document, read back by the PDF reader', () => {
  it('keeps clause numbers as Word shows them, headings, table cells, the page break, the footnote and accepted changes', async () => {
    const { pdf, source } = await renderRendition(await buildWordDocument(), LIMITS);

    const document = await extractPdfText(pdf, { ocr: false });

    expect(source).toEqual({ type: 'docx', unacceptedChanges: true, comments: true, unprintedCharacters: false });
    expect(document.pageCount).toBe(2);
    const [first, second] = document.pages.map((page) => page.text.split('\n'));
    expect(first).toEqual([
      'LEASE OF COMMERCIAL PREMISES',
      '',
      'Particulars',
      'Item Detail',
      'Landlord Harbour Estates Limited',
      'Tenant Seán Ó Briain trading as Briain Books',
      'Rent €1,000 a month',
      '',
      'Terms',
      '1. Definitions',
      '1.1 In this Lease the Premises means Unit 4, Harbour Walk1.',
      '1.2 The Term is fifteen years.',
      '1.3 The Tenant shall:',
      '(a) keep the Premises in good and substantial repair;',
      '(b) not assign the whole of the Premises without consent.',
    ]);
    expect(second).toEqual([
      '2. Rent',
      '2.1 The Tenant shall pay the Rent monthly in advance.',
      'Signed by the parties on 1 March 2024.',
      '',
      'Notes',
      '1 As shown edged red on the plan.',
    ]);
    expect(first!.join(' ')).not.toContain('reasonable');
    expect(first!.join(' ')).not.toContain('Check the alienation covenant');
  });

  it('says a document without tracked changes or comments has neither', async () => {
    const { pdf, source } = await renderRendition(await buildWordDocument([{ heading: 'Licence' }, { clause: 'The Licence is personal.' }]), LIMITS);

    expect(source).toEqual({ type: 'docx', unacceptedChanges: false, comments: false, unprintedCharacters: false });
    expect((await extractPdfText(pdf, { ocr: false })).pages[0]!.text).toBe('Licence\n1. The Licence is personal.');
  });

  it('says when a Word document or an email has characters it prints as "?", and not for Chinese, which it prints', async () => {
    const hebrew = await renderRendition(await buildWordDocument([{ heading: 'Lease' }, { clause: 'The Landlord is חברת הנכסים בע״מ of Tel Aviv.' }]), LIMITS);
    const chinese = await renderRendition(await buildWordDocument([{ heading: 'Lease' }, { clause: 'The Landlord is 上海明远贸易有限公司 of Shanghai.' }]), LIMITS);
    const arabic = await renderRendition(buildEml({ from: 'alice@harbour-estates.co.uk', to: ['sean@briain.ie'], subject: 'Completion: شركة الخليج للاستثمار', html: '<p>Signed.</p>' }), LIMITS);
    const asked = await renderRendition(await buildWordDocument([{ clause: 'Is the rent reviewed? See clause 4.' }]), LIMITS);

    expect(hebrew.source).toMatchObject({ type: 'docx', unprintedCharacters: true });
    expect((await extractPdfText(hebrew.pdf, { ocr: false })).pages[0]!.text).toMatch(/The Landlord is [?" ]+ of Tel Aviv\./);
    expect(chinese.source).toMatchObject({ type: 'docx', unprintedCharacters: false });
    expect(arabic.source).toMatchObject({ type: 'eml', unprintedCharacters: true });
    // A question mark the document has is its own, not a character lost.
    expect(asked.source).toMatchObject({ type: 'docx', unprintedCharacters: false });
  });

  it('reads a Word document whose parts lie past the first kilobyte, where sniffing does not look', async () => {
    const docx = buildWordPackage('<w:p><w:r><w:t>Found by its zip.</w:t></w:r></w:p>', {}, [{ name: 'docProps/padding.xml', data: 'x'.repeat(4000), store: true }]);
    expect(sniffFileType(docx)).toBe('zip');

    const { pdf, source } = await renderRendition(docx, LIMITS);

    expect(source.type).toBe('docx');
    expect((await extractPdfText(pdf, { ocr: false })).pages[0]!.text).toBe('Found by its zip.');
  });

  it('refuses a Word document that runs past the page limit', async () => {
    const blocks = Array.from({ length: 300 }, (_, i) => ({ clause: `The Tenant covenants with the Landlord in the terms of clause ${i + 1}.` }));

    const error = await refusal(renderRendition(await buildWordDocument(blocks), { ...LIMITS, maxPages: 2 }));

    expect(error).toMatchObject({ code: 'too_many_pages', message: 'This document has more than 2 pages, the limit. Split it into smaller documents and upload them separately.' });
  });
});

describe('renderRendition of an email', () => {
  const completion: EmailSpec = {
    from: 'Alice Smith <alice@harbour-estates.co.uk>',
    to: ['Seán Ó Briain <sean@briain.ie>'],
    subject: 'Completion of the lease',
    html: '<p>Dear Seán,</p><p>The lease is signed; we complete on Monday.</p>',
    attachments: [{ filename: 'Lease.pdf', bytes: '%PDF-1.4\nlease', contentType: 'application/pdf' }],
  };
  const page = [
    'From: Alice Smith <alice@harbour-estates.co.uk>',
    'To: Seán Ó Briain <sean@briain.ie>',
    'Date: Friday 2 January 2026, 10:15 (+00:00)',
    'Subject: Completion of the lease',
    'Attachments: Lease.pdf',
    '',
    'Dear Seán,',
    'The lease is signed; we complete on Monday.',
  ].join('\n');

  it('lays out the message of an .eml and of an Outlook .msg alike, and not its attachments, which are documents of their own', async () => {
    for (const [bytes, type] of [
      [buildEml(completion), 'eml'],
      [buildMsg(completion), 'msg'],
    ] as const) {
      const { pdf, source } = await renderRendition(bytes, LIMITS);

      expect(source).toEqual({ type, unacceptedChanges: false, comments: false, unprintedCharacters: false });
      const document = await extractPdfText(pdf, { ocr: false });
      expect(document.pageCount).toBe(1);
      expect(document.pages[0]!.text).toBe(page);
    }
  });

  it('still refuses a Word 97–2003 document, which is an OLE2 file as an Outlook message is', async () => {
    expect(await refusal(renderRendition(buildOleFile('WordDocument'), LIMITS))).toMatchObject({ code: 'not_pdf', message: expect.stringMatching(/^This is a Word 97–2003 document \(\.doc\)/) });
  });

  it('refuses an email the email reader refuses', async () => {
    const encrypted = buildMsg({ ...completion, messageClass: 'IPM.Note.SMIME' });

    expect(await refusal(renderRendition(encrypted, LIMITS))).toMatchObject({ code: 'encrypted', message: expect.stringMatching(/^This email is encrypted\./) });
  });
});

describe('renderRendition of a scan', () => {
  it('makes a scanned page image a page the PDF reader reads by OCR', { timeout: 60_000 }, async () => {
    const scan = drawScannedPage(['LEASE OF COMMERCIAL PREMISES', 'The Landlord lets the Property to the Tenant', 'for a term of fifteen years from 25 March 2021.']);

    const { pdf, source } = await renderRendition(new Uint8Array(scan), LIMITS);
    const document = await extractPdfText(pdf);

    expect(source).toEqual({ type: 'png', unacceptedChanges: false, comments: false });
    expect(document.ocrPages).toEqual([1]);
    for (const word of ['LEASE', 'COMMERCIAL', 'Landlord', 'Tenant', 'fifteen', 'March']) expect(document.pages[0]!.text).toContain(word);
  });
});

describe('renderRendition refusals', () => {
  it('refuses a file over the size limit as a document, not a PDF', async () => {
    const error = await refusal(renderRendition(new Uint8Array(2048), { ...LIMITS, maxBytes: 1024 }));

    expect(error).toMatchObject({ code: 'too_large', message: 'This document is 2 KB; the limit is 1 KB. Split it into smaller documents and upload them separately.' });
  });

  it('refuses files of kinds it does not read, by their bytes, and an empty file', async () => {
    const webp = new Uint8Array([...Buffer.from('RIFF'), 1, 2, 3, 4, ...Buffer.from('WEBPVP8 ')]);

    expect(await refusal(renderRendition(webp, LIMITS))).toMatchObject({ code: 'not_pdf', message: expect.stringMatching(/^This file is a WEBP file, which cannot be read here\./) });
    expect(await refusal(renderRendition(new TextEncoder().encode('plain text'), LIMITS))).toMatchObject({ code: 'not_pdf' });
    expect(await refusal(renderRendition(new Uint8Array(), LIMITS))).toMatchObject({ code: 'empty', message: 'This file is empty. Upload the document again.' });
  });

  it('refuses a zip that is not a Word document by its central directory, as archive unpacking does', async () => {
    const archive = buildZip([{ name: 'Title/register.pdf', data: '%PDF-1.4' }]);
    const workbook = buildZip([{ name: '[Content_Types].xml', data: '<Types/>' }, { name: 'xl/workbook.xml', data: '<workbook/>' }]);

    expect(await refusal(renderRendition(archive, LIMITS))).toMatchObject({ code: 'not_pdf', message: expect.stringMatching(/^This file is a ZIP file, which cannot be read here\./) });
    expect(await refusal(renderRendition(workbook, LIMITS))).toMatchObject({ code: 'not_pdf', message: expect.stringMatching(/^This file is a Microsoft Excel file, which cannot be read here\./) });
  });

  it('gives a PDF back as it is', async () => {
    const pdf = await buildTextPdf([['A PDF already.']]);

    expect(await renderRendition(pdf, LIMITS)).toEqual({ pdf, source: { type: 'pdf', unacceptedChanges: false, comments: false } });
  });
});
