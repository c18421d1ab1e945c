import { describe, expect, it } from 'vitest';
import { ocrImage } from './ocr-image.ts';
import { drawScannedPage } from './test/draw-scanned-page.ts';

describe('ocrImage', () => {
  it('reads a photographed page into text with word boxes in pixels', { timeout: 30_000 }, async () => {
    const png = drawScannedPage(['FACILITY AGREEMENT', 'The Lenders make available a term loan', 'of two million pounds to the Borrower.']);

    const { text, lines } = await ocrImage(new Uint8Array(png));

    for (const word of ['FACILITY', 'AGREEMENT', 'Lenders', 'million', 'Borrower']) expect(text).toContain(word);
    expect(lines.length).toBeGreaterThanOrEqual(3);
    for (const line of lines) expect(text.slice(line.start, line.end)).toBe(line.text);
    // The first line is drawn 150 px from the left edge.
    expect(lines[0]!.x).toBeGreaterThan(140);
    expect(lines[0]!.x).toBeLessThan(165);
  });

  it('refuses a damaged image without taking the process down', { timeout: 30_000 }, async () => {
    const damaged = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array<number>(2000).fill(7)]);

    await expect(ocrImage(damaged)).rejects.toMatchObject({ code: 'corrupt', message: /This image is damaged/ });
  });

  it('refuses a file that is not an image, and an empty one', async () => {
    await expect(ocrImage(new TextEncoder().encode('%PDF-1.7 not an image'))).rejects.toMatchObject({ code: 'not_pdf' });
    await expect(ocrImage(new Uint8Array())).rejects.toMatchObject({ code: 'empty' });
  });
});
