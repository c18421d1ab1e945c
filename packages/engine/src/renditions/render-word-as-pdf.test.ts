import { describe, expect, it } from 'vitest';
import { extractPdfText } from '../extract-pdf-text.ts';
import { IngestionError } from '../ingestion-error.ts';
import { openPdf } from '../open-pdf.ts';
import type { WordBlock, WordDocument, WordParagraph } from './read-word-document.ts';
import { renderWordAsPdf } from './render-word-as-pdf.ts';

const paragraph = (text: string, extra: Partial<WordParagraph> = {}): WordParagraph => ({
  kind: 'paragraph',
  runs: [{ text, bold: false, superscript: false }],
  headingLevel: null,
  listNumber: null,
  listLevel: 0,
  align: 'left',
  ...extra,
});
const word = (blocks: WordBlock[]): WordDocument => ({ blocks, unacceptedChanges: false, comments: false });
const read = async (blocks: WordBlock[], maxPages = 50) => extractPdfText((await renderWordAsPdf(word(blocks), { maxPages })).pdf, { ocr: false });

describe('renderWordAsPdf', () => {
  it('prints names and amounts outside the PDF standard fonts, and what no font has as its nearest letters', async () => {
    const document = await read([paragraph('Seán Ó Briain paid €1,000 to Zoë Ŵynne, “in full” – see ☒ and ✓; ﬁrst 😀.')]);

    expect(document.pages[0]!.text).toBe('Seán Ó Briain paid €1,000 to Zoë Ŵynne, “in full” – see [x] and √; first ?.');
  });

  it('prints a Chinese or Japanese name as written, in a paragraph, a bold run and a table cell, where it became "?"', async () => {
    const seller = '深圳市前海科技有限公司';
    const buyer = '株式会社サクラ不動産';
    const longCell = `${seller}（以下简称“卖方”）应当按照本合同的约定交付全部货物，并承担运输过程中的一切风险和费用。`.repeat(3);
    const { pdf } = await renderWordAsPdf(
      word([
        paragraph(`The Seller is ${seller} of Shenzhen.`),
        { ...paragraph(''), runs: [{ text: 'The Buyer: ', bold: false, superscript: false }, { text: buyer, bold: true, superscript: false }] },
        { kind: 'table', columnWidths: [3000, 6000], rows: [[{ paragraphs: ['Seller'], span: 1, continuesAbove: false }, { paragraphs: [longCell], span: 1, continuesAbove: false }], [{ paragraphs: ['Next row'], span: 1, continuesAbove: false }, { paragraphs: ['ends here'], span: 1, continuesAbove: false }]] },
      ]),
      { maxPages: 5 },
    );
    const text = (await extractPdfText(pdf, { ocr: false })).pages[0]!.text;

    expect(text).toContain(`The Seller is ${seller} of Shenzhen.`);
    expect(text).toContain(`The Buyer: ${buyer}`);
    // The cell wraps over several lines and is measured in its own typeface: every line of it is kept, none clipped.
    expect(text.replace(/\s/g, '')).toContain(longCell);
    expect(text).not.toContain('?');
    expect(Buffer.from(pdf).toString('latin1')).toContain('NotoSansSC');
  });

  it('embeds the Chinese and Japanese typeface only in a document that needs it', async () => {
    const { pdf } = await renderWordAsPdf(word([paragraph('Seán Ó Briain, Zoë and Δημήτρης sign for £1,000.')]), { maxPages: 5 });

    expect(Buffer.from(pdf).toString('latin1')).not.toContain('NotoSansSC');
    expect((await extractPdfText(pdf, { ocr: false })).pages[0]!.text).toBe('Seán Ó Briain, Zoë and Δημήτρης sign for £1,000.');
  });

  it('hangs list numbers before their text, indented by level, headings in bold and larger', async () => {
    const { pdf } = await renderWordAsPdf(
      word([
        paragraph('Definitions', { headingLevel: 1, listNumber: '1.' }),
        paragraph('In this Lease:', { listNumber: '1.1', listLevel: 1 }),
        paragraph('the Premises are the shop;', { listNumber: '(a)', listLevel: 2 }),
      ]),
      { maxPages: 5 },
    );
    const document = await extractPdfText(pdf, { ocr: false });

    expect(document.pages[0]!.text).toBe('1. Definitions\n1.1 In this Lease:\n(a) the Premises are the shop;');
    const lines = document.pages[0]!.lines;
    expect(lines.map((line) => Math.round(line.x))).toEqual([72, 90, 108]);
    expect(lines[0]!.height).toBeGreaterThan(lines[1]!.height * 1.2);
  });

  it('draws a table with each cell wrapped in its own cell, starting a new page for a row that does not fit', async () => {
    const long = 'The Tenant shall keep the Premises in good and substantial repair and condition throughout the Term.';
    const rows = Array.from({ length: 40 }, (_, i) => [
      { paragraphs: [`Clause ${i + 1}`], span: 1, continuesAbove: false },
      { paragraphs: [long], span: 1, continuesAbove: false },
      { paragraphs: [`Page note ${i + 1}`], span: 1, continuesAbove: false },
    ]);

    const document = await read([{ kind: 'table', columnWidths: [1500, 5500, 2000], rows }]);

    expect(document.pageCount).toBeGreaterThan(1);
    const text = document.pages.map((page) => page.text).join('\n');
    for (let i = 1; i <= 40; i++) expect(text).toContain(`Clause ${i}`);
    // Each wrapped cell reads whole, not interleaved line by line with its neighbours.
    expect(text.split(long)).toHaveLength(41);
  });

  it('honours page breaks, but leaves no blank pages for breaks in a row or at the end', async () => {
    const document = await read([paragraph('First page'), { kind: 'page-break' }, { kind: 'page-break' }, paragraph('Second page'), { kind: 'page-break' }]);

    expect(document.pages.map((page) => page.text)).toEqual(['First page', 'Second page']);
  });

  it('stops as soon as the document runs past the page limit', async () => {
    const blocks = Array.from({ length: 400 }, (_, i) => paragraph(`Clause ${i + 1} of a very long lease.`));
    const started = Date.now();

    const error = await renderWordAsPdf(word(blocks), { maxPages: 3 }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(IngestionError);
    expect(error).toMatchObject({
      code: 'too_many_pages',
      message: 'This document has more than 3 pages, the limit. Split it into smaller documents and upload them separately.',
    });
    expect(Date.now() - started).toBeLessThan(5000);
    const fits = await openPdf((await renderWordAsPdf(word(blocks.slice(0, 40)), { maxPages: 3 })).pdf, { maxBytes: 1e8, imageMaxPixels: 1e6 });
    expect(fits.numPages).toBeLessThanOrEqual(3);
    await fits.destroy();
  });
});
