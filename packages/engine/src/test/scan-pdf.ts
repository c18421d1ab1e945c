import { openPdf } from '../open-pdf.ts';
import { renderPageImage } from '../render-page-image.ts';
import { buildPdf } from './build-pdf.ts';

/** A PDF's scanned copy: each page rendered to an image at a scanner's resolution, with no text layer left. */
export async function scanPdf(bytes: Uint8Array, { dpi = 200 }: { dpi?: number } = {}): Promise<Uint8Array> {
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
        doc.image(png, 0, 0, { width: doc.page.width, height: doc.page.height });
      }),
    );
  } finally {
    await document.destroy();
  }
}
