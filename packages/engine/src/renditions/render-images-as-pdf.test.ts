import { deflateSync } from 'node:zlib';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { IngestionError } from '../ingestion-error.ts';
import { openPdf } from '../open-pdf.ts';
import { renderPageImage } from '../render-page-image.ts';
import { buildTiff, G3_TIFFS, G4_TIFF, LZW_RGB_TIFF, type TiffPageSpec } from '../test/build-tiff.ts';
import { renderImagesAsPdf } from './render-images-as-pdf.ts';
import { pngChunk } from './encode-png.ts';

const LIMITS = { maxPages: 10, imageMaxPixels: 50_000_000 };

interface RenderedPage {
  /** The page's size in points. */
  width: number;
  height: number;
  /** Whether the page is dark at a point given as a share of its width and height from the top left. */
  darkAt(x: number, y: number): boolean;
}

/** Each page of a PDF as pdf.js draws it. */
async function renderedPages(pdf: Uint8Array): Promise<RenderedPage[]> {
  const document = await openPdf(pdf, { maxBytes: pdf.length + 1, imageMaxPixels: 50_000_000 });
  try {
    const pages: RenderedPage[] = [];
    for (let n = 1; n <= document.numPages; n++) {
      const page = await document.getPage(n);
      const { width, height } = page.getViewport({ scale: 1 });
      const image = await renderPageImage(document, page, { dpi: 72, maxPixels: 50_000_000 });
      const bitmap = image && (await loadImage(image.png));
      const canvas = createCanvas(bitmap?.width ?? 1, bitmap?.height ?? 1);
      if (bitmap) canvas.getContext('2d').drawImage(bitmap, 0, 0);
      const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
      pages.push({
        width,
        height,
        darkAt: (x, y) => {
          if (!bitmap) return false;
          const i = (Math.floor(y * canvas.height) * canvas.width + Math.floor(x * canvas.width)) * 4;
          return data[i]! + data[i + 1]! + data[i + 2]! < 300;
        },
      });
      page.cleanup();
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

/** A page of white with a black box over the given shares of its width and height. */
function boxPage(width: number, height: number, box: { x: [number, number]; y: [number, number] }, dpi?: number): TiffPageSpec {
  const grey = new Uint8Array(width * height).fill(255);
  for (let y = Math.floor(box.y[0] * height); y < box.y[1] * height; y++) {
    for (let x = Math.floor(box.x[0] * width); x < box.x[1] * width; x++) grey[y * width + x] = 0;
  }
  return { width, height, grey, ...(dpi ? { dpi } : {}) };
}

function boxCanvas(width: number, height: number) {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#000000';
  context.fillRect(0, 0, width / 2, height / 4);
  return canvas;
}

/** A JPEG of a black box in the top-left quarter, recording `dpi` in its JFIF header and, optionally, an EXIF orientation. */
function jpeg(width: number, height: number, { dpi, orientation }: { dpi?: number; orientation?: number } = {}): Uint8Array {
  const bytes = Buffer.from(boxCanvas(width, height).toBuffer('image/jpeg'));
  // The canvas writes a JFIF header (FF E0 at byte 2) with an aspect ratio only: set its units to dots an inch.
  if (dpi) {
    bytes[13] = 1;
    bytes.writeUInt16BE(dpi, 14);
    bytes.writeUInt16BE(dpi, 16);
  }
  if (!orientation) return new Uint8Array(bytes);
  const tiff = Buffer.from([0x49, 0x49, 0x2a, 0, 8, 0, 0, 0, 1, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0, orientation, 0, 0, 0, 0, 0, 0, 0]);
  const exif = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const segment = Buffer.concat([Buffer.from([0xff, 0xe1, 0, 0]), exif]);
  segment.writeUInt16BE(exif.length + 2, 2);
  return new Uint8Array(Buffer.concat([bytes.subarray(0, 2), segment, bytes.subarray(2)]));
}

/** A genuine PNG header declaring any size, with a few bytes of image data: enough to be refused by size alone. */
function pngDeclaring(width: number, height: number): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return new Uint8Array(
    Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(Buffer.alloc(10))), pngChunk('IEND', Buffer.alloc(0))]),
  );
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the image to be refused');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(IngestionError);
      return error as IngestionError;
    },
  );

describe('renderImagesAsPdf', () => {
  it('makes a PNG one page of its size at its resolution, or a scanner’s, the image filling it', async () => {
    const png = new Uint8Array(boxCanvas(1240, 1754).toBuffer('image/png'));

    const [page, ...rest] = await renderedPages(await renderImagesAsPdf(png, 'png', LIMITS));

    expect(rest).toHaveLength(0);
    // 1240 × 1754 pixels with no resolution recorded: a 150 dpi scan of an A4 page.
    expect([page!.width, page!.height]).toEqual([595.2, 841.92]);
    expect([page!.darkAt(0.1, 0.1), page!.darkAt(0.9, 0.1), page!.darkAt(0.1, 0.9)]).toEqual([true, false, false]);
  });

  it('makes a JPEG one page at the resolution it records, turned as its EXIF orientation says', async () => {
    const [upright] = await renderedPages(await renderImagesAsPdf(jpeg(600, 300, { dpi: 100 }), 'jpeg', LIMITS));
    const [turned] = await renderedPages(await renderImagesAsPdf(jpeg(600, 300, { dpi: 100, orientation: 6 }), 'jpeg', LIMITS));

    expect([upright!.width, upright!.height]).toEqual([432, 216]);
    expect([turned!.width, turned!.height]).toEqual([216, 432]);
    // Turned a quarter clockwise, the box at the top left of the stored image is at the top right.
    expect([turned!.darkAt(0.9, 0.1), turned!.darkAt(0.1, 0.1)]).toEqual([true, false]);
  });

  it('makes each page of a multi-page TIFF a page, uncompressed or PackBits, either byte order', async () => {
    const pages = [boxPage(600, 800, { x: [0, 0.5], y: [0, 0.25] }, 100), boxPage(400, 300, { x: [0.5, 1], y: [0.5, 1] }, 200)];

    for (const options of [{ compression: 'none' as const }, { compression: 'packbits' as const, byteOrder: 'MM' as const }]) {
      const [first, second, ...rest] = await renderedPages(await renderImagesAsPdf(buildTiff(pages, options), 'tiff', LIMITS));

      expect(rest).toHaveLength(0);
      expect([first!.width, first!.height, second!.width, second!.height]).toEqual([432, 576, 144, 108]);
      expect([first!.darkAt(0.2, 0.1), first!.darkAt(0.8, 0.8)]).toEqual([true, false]);
      expect([second!.darkAt(0.8, 0.8), second!.darkAt(0.2, 0.2)]).toEqual([true, false]);
    }
  });

  it('decodes an LZW-compressed colour TIFF with its predictor', async () => {
    const [page] = await renderedPages(await renderImagesAsPdf(LZW_RGB_TIFF, 'tiff', LIMITS));

    // 64 × 32 pixels: smaller than any paper at the 100 dpi recorded, so at a scanner's 150 dpi.
    expect([page!.width, page!.height]).toEqual([30.72, 15.36]);
    expect([page!.darkAt(0.25, 0.25), page!.darkAt(0.75, 0.75)]).toEqual([true, false]);
  });

  it('passes a G4 fax-coded scan to the PDF as it is, strip by strip, black where the scan is black', async () => {
    const [page] = await renderedPages(await renderImagesAsPdf(G4_TIFF, 'tiff', LIMITS));

    // 400 × 300 pixels at 200 dpi.
    expect([page!.width, page!.height]).toEqual([144, 108]);
    // The box spans both strips (rows 100 to 200 of 300, strips of 150); the bar runs down the left.
    expect([page!.darkAt(0.5, 0.4), page!.darkAt(0.5, 0.6), page!.darkAt(0.075, 0.5)]).toEqual([true, true, true]);
    expect([page!.darkAt(0.9, 0.9), page!.darkAt(0.5, 0.1), page!.darkAt(0.2, 0.5)]).toEqual([false, false, false]);
  });

  it('passes G3 fax-coded scans, one- and two-dimensional, to the PDF as they are', async () => {
    for (const [coding, tiff] of Object.entries(G3_TIFFS)) {
      const [page] = await renderedPages(await renderImagesAsPdf(tiff, 'tiff', LIMITS));

      // 160 × 80 pixels: at the 100 dpi recorded, smaller than any paper, so at a scanner's 150 dpi.
      expect([page!.width, page!.height], coding).toEqual([76.8, 38.4]);
      expect([page!.darkAt(0.5, 0.4), page!.darkAt(0.5, 0.6), page!.darkAt(0.075, 0.5)], coding).toEqual([true, true, true]);
      expect([page!.darkAt(0.9, 0.9), page!.darkAt(0.5, 0.1), page!.darkAt(0.2, 0.5)], coding).toEqual([false, false, false]);
    }
  });

  it('refuses an image over the pixel limit by its header, before decoding it', async () => {
    const started = Date.now();

    const png = await refusal(renderImagesAsPdf(pngDeclaring(100_000, 100_000), 'png', LIMITS));
    const tiff = await refusal(renderImagesAsPdf(buildTiff([boxPage(100, 100, { x: [0, 1], y: [0, 1] })]), 'tiff', { ...LIMITS, imageMaxPixels: 5000 }));

    expect(png).toMatchObject({
      code: 'unsafe',
      message: 'This image could not be read safely: it has more than 50,000,000 pixels. If the file is genuine, save a copy at a lower resolution and upload that.',
    });
    expect(tiff.message).toMatch(/^This image could not be read safely: a page of it has more than 5,000 pixels\./);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses a TIFF of more pages than the limit', async () => {
    const pages = Array.from({ length: 3 }, () => boxPage(20, 20, { x: [0, 1], y: [0, 1] }));

    const error = await refusal(renderImagesAsPdf(buildTiff(pages), 'tiff', { ...LIMITS, maxPages: 2 }));

    expect(error).toMatchObject({ code: 'too_many_pages', message: 'This document has more than 2 pages, the limit. Split it into smaller documents and upload them separately.' });
  });

  it('refuses damaged images: cut short, failing checksums, pointing outside the file', async () => {
    const png = new Uint8Array(boxCanvas(200, 100).toBuffer('image/png'));
    const corrupted = png.slice();
    corrupted[40] = corrupted[40]! ^ 0xff;
    const tiff = buildTiff([boxPage(50, 50, { x: [0, 1], y: [0, 1] })]);
    const damaged = 'This image is damaged and cannot be read. Upload a PNG or JPEG copy.';

    for (const [bytes, type] of [
      [png.subarray(0, png.length - 20), 'png'],
      [corrupted, 'png'],
      [jpeg(200, 100).subarray(0, 400), 'jpeg'],
      [tiff.subarray(0, 1000), 'tiff'],
      [tiff.subarray(0, 6), 'tiff'],
    ] as const) {
      expect(await refusal(renderImagesAsPdf(bytes, type, LIMITS))).toMatchObject({ code: 'corrupt', message: damaged });
    }
  });

  it('ends a TIFF whose directories loop back where they loop', async () => {
    const tiff = buildTiff([boxPage(50, 50, { x: [0, 1], y: [0, 1] })]);
    const data = new DataView(tiff.buffer);
    const first = data.getUint32(4, true);
    // The directory's next-directory offset, after its 12 entries, points back to itself.
    data.setUint32(first + 2 + 12 * 12, first, true);

    expect(await renderedPages(await renderImagesAsPdf(tiff, 'tiff', LIMITS))).toHaveLength(1);
  });
});
