import { describe, expect, it } from 'vitest';
import { extractPdfText } from './extract-pdf-text.ts';
import { locateOnScans } from './locate-on-scans.ts';
import { buildPdf, buildTextPdf } from './test/build-pdf.ts';
import { drawScannedPage } from './test/draw-scanned-page.ts';
import { SCANNED_REGISTER_LINES } from './test/register-pages.ts';

describe('a quote located on a scanned page', () => {
  it('gets the boxes its words cover on the scan, in points; a quote on a text page is left to the text layer', { timeout: 60_000 }, async () => {
    const scan = await buildPdf((doc) => doc.image(drawScannedPage(SCANNED_REGISTER_LINES), 0, 0, { width: doc.page.width, height: doc.page.height }));
    const scanned = await extractPdfText(scan);
    const page = scanned.pages[0]!;
    const start = page.text.indexOf('SY456789');
    expect(start).toBeGreaterThan(-1);

    const [located] = locateOnScans([{ page: 1, start, end: start + 'SY456789'.length, quote: 'SY456789' }], scanned);

    expect(located!.quote).toBe('SY456789');
    expect(located!.boxes).toHaveLength(1);
    const [box] = located!.boxes!;
    // The title number's line is the register's second: near the top of an A4 page (842 points tall), inside it.
    expect(box!.x).toBeGreaterThan(0);
    expect(box!.x + box!.width).toBeLessThan(page.width);
    expect(box!.y).toBeGreaterThan(0);
    expect(box!.y + box!.height).toBeLessThan(page.height * 0.25);
    expect(box!.width).toBeGreaterThan(20);

    const text = await extractPdfText(await buildTextPdf([SCANNED_REGISTER_LINES]), { ocr: false });
    const at = text.pages[0]!.text.indexOf('SY456789');
    expect(locateOnScans([{ page: 1, start: at, end: at + 8 }], text)).toEqual([{ page: 1, start: at, end: at + 8 }]);
  });
});
