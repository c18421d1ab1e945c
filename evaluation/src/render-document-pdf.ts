import { buildPdf } from '@dd/engine/fixtures';

/** A line in capitals, short enough to be a heading, is set in bold as documents set their headings. */
const HEADING = /^[^a-z]{3,80}$/;

/**
 * A real PDF of the document: each given page starts a new A4 page, each line is a paragraph wrapped to the
 * margins (a page that runs long flows on to the next, as a word processor would).
 */
export function renderDocumentPdf(pages: string[], title: string): Promise<Uint8Array> {
  return buildPdf(
    (doc) => {
      const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
      pages.forEach((page, index) => {
        if (index > 0) doc.addPage();
        for (const line of page.split('\n')) {
          const text = line.trim();
          if (text === '') {
            doc.moveDown(0.5);
            continue;
          }
          doc.font(HEADING.test(text) ? 'Helvetica-Bold' : 'Helvetica').fontSize(10.5);
          doc.text(text, { width, paragraphGap: 3 });
        }
      });
    },
    { title },
  );
}
