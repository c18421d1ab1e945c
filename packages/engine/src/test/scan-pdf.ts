import { openPdf } from '../open-pdf.ts';
import { renderPageImage } from '../render-page-image.ts';
import { buildPdf } from './build-pdf.ts';

/**
 * A PDF's scanned copy: each page rendered to an image at a scanner's resolution, with no text layer left;
 * `skewDegrees` turns each image about its centre (clockwise), as a page fed into a scanner a little crooked is.
 */
export async function scanPdf(bytes: Uint8Array, { dpi = 200, skewDegrees = 0 }: { dpi?: number; skewDegrees?: number } = {}): Promise<Uint8Array> {
  const document = await openPdf(bytes, { maxBytes: bytes.length + 1, imageMaxPixels: 50_000_000 });
  try {
    const images: Buffer[] = [];
    for (let n = 1; n <= document.numPages; n++) {
      const page = await document.getPage(n);
      const image = await renderPageImage(document, page, { dpi, maxPixels: 50_000_000 });
      if (image) images.push(image.png);
      page.cleanup();
    }
    return await buildPdf((doc) =>
      images.forEach((png, i) => {
        if (i > 0) doc.addPage();
        const { width, height } = doc.page;
        doc.save().rotate(skewDegrees, { origin: [width / 2, height / 2] });
        doc.image(png, 0, 0, { width, height });
        doc.restore();
      }),
    );
  } finally {
    await document.destroy();
  }
}
