/** The report's type styles: a document's title, a section's, a heading, body text, and grey small print. */
export const PDF_STYLES = {
  title: { font: 'Helvetica-Bold', size: 16, colour: 'black' },
  section: { font: 'Helvetica-Bold', size: 13, colour: 'black' },
  heading: { font: 'Helvetica-Bold', size: 11, colour: 'black' },
  body: { font: 'Helvetica', size: 11, colour: 'black' },
  small: { font: 'Helvetica', size: 9, colour: '#555555' },
  note: { font: 'Helvetica-Oblique', size: 9, colour: '#555555' },
} as const;
export type PdfStyle = keyof typeof PDF_STYLES;

/** A paragraph of a block: its text in one style, the space above it, and whether it heads what follows. */
export interface PdfRun {
  text: string;
  style: PdfStyle;
  /** Points of space above it, left out at the top of a page. */
  space?: number;
  /** A heading is never the last thing on a page: it goes with the first lines of what follows it. */
  heading?: boolean;
}

/** How many lines of its content a heading takes with it when its block is too long to keep on one page. */
const LINES_KEPT_WITH_HEADING = 2;

/** Sets the font, size and colour of a style for what is written or measured next. */
export const setStyle = (doc: PDFKit.PDFDocument, style: PdfStyle) => {
  const { font, size, colour } = PDF_STYLES[style];
  return doc.font(font).fontSize(size).fillColor(colour);
};

const atPageTop = (doc: PDFKit.PDFDocument) => doc.y <= doc.page.margins.top;
const pageRoom = (doc: PDFKit.PDFDocument) => doc.page.maxY() - doc.page.margins.top;

/** The height a run takes across the text column, with the space above it. */
const runHeight = (doc: PDFKit.PDFDocument, run: PdfRun) => (run.space ?? 0) + setStyle(doc, run.style).heightOfString(run.text);

/** The height of a block's runs as they would be written one under the other. */
export const blockHeight = (doc: PDFKit.PDFDocument, runs: readonly PdfRun[]) => runs.reduce((total, run) => total + runHeight(doc, run), 0);

/**
 * How much of a block must stand on the page it starts on: all of it when it fits on a page, else its headings
 * with the first lines of what follows them (a block longer than a page breaks, but never just under a heading).
 */
function keptHeight(doc: PDFKit.PDFDocument, runs: readonly PdfRun[]): number {
  const whole = blockHeight(doc, runs);
  if (whole <= pageRoom(doc)) return whole;
  const content = runs.findIndex((run) => !run.heading);
  if (content === -1) return whole;
  const following = runs[content]!;
  const firstLines = (following.space ?? 0) + LINES_KEPT_WITH_HEADING * setStyle(doc, following.style).currentLineHeight(true);
  return blockHeight(doc, runs.slice(0, content)) + Math.min(runHeight(doc, following), firstLines);
}

/** Starts a new page unless `height` points fit below the cursor (a page's top has all the room there is). */
export function keepRoom(doc: PDFKit.PDFDocument, height: number): void {
  if (!atPageTop(doc) && doc.y + height > doc.page.maxY()) doc.addPage();
}

/** Writes runs one under the other from the cursor, as they come, leaving out the space above one that opens a page. */
export function writeRuns(doc: PDFKit.PDFDocument, runs: readonly PdfRun[]): void {
  for (const run of runs) {
    if (!atPageTop(doc)) doc.y += run.space ?? 0;
    setStyle(doc, run.style).text(run.text, doc.page.margins.left);
  }
  doc.fillColor('black');
}

/**
 * Writes a block (a question with its answer and sources, a heading with its text) where it stands whole: on a new
 * page when what must stay together would not fit below the cursor. Runs without text are left out.
 */
export function writePdfBlock(doc: PDFKit.PDFDocument, runs: readonly PdfRun[]): void {
  const printed = runs.filter((run) => run.text !== '');
  if (printed.length === 0) return;
  keepRoom(doc, keptHeight(doc, printed));
  writeRuns(doc, printed);
}

/** A section: its heading runs kept with its first block, then each further block kept whole. */
export function writePdfSection(doc: PDFKit.PDFDocument, heading: readonly PdfRun[], blocks: readonly (readonly PdfRun[])[]): void {
  const [first = [], ...rest] = blocks;
  writePdfBlock(doc, [...heading.map((run) => ({ ...run, heading: true })), ...first]);
  for (const block of rest) writePdfBlock(doc, block);
}
