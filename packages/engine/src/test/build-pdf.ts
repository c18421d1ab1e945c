import PDFDocument from 'pdfkit';

export interface BuildPdfOptions {
  /** Encrypts the file so it cannot be opened without this password. */
  userPassword?: string;
  title?: string;
}

/** A real PDF made with pdfkit: `draw` writes the pages (the first page already exists, A4, 72 pt margins). */
export async function buildPdf(draw: (doc: PDFKit.PDFDocument) => void, options: BuildPdfOptions = {}): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 72,
    ...(options.userPassword ? { userPassword: options.userPassword, ownerPassword: `${options.userPassword}-owner` } : {}),
    ...(options.title ? { info: { Title: options.title } } : {}),
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}

/** A PDF with one page per entry, each page's lines written top to bottom in Helvetica 12 pt. */
export function buildTextPdf(pages: string[][], options: BuildPdfOptions = {}): Promise<Uint8Array> {
  return buildPdf((doc) => {
    doc.font('Helvetica').fontSize(12);
    pages.forEach((lines, i) => {
      if (i > 0) doc.addPage();
      lines.forEach((line, n) => doc.text(line, 72, 72 + n * 16, { lineBreak: false }));
    });
  }, options);
}
