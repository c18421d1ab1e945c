/**
 * A rectangle on a page in PDF points (1/72 inch), origin at the top-left corner of the page as displayed
 * (rotation and crop box applied), together with the part of the page text it holds: `text.slice(start, end)`.
 */
export interface TextBox {
  start: number;
  end: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One line of the page in reading order; `items` are the pieces of text the PDF (or OCR) positioned. */
export interface ExtractedLine extends TextBox {
  text: string;
  items: TextBox[];
}

export interface ExtractedPage {
  /** 1-based page number. */
  page: number;
  text: string;
  lines: ExtractedLine[];
  width: number;
  height: number;
  ocr: boolean;
  /** Repeated running headers and footers found on this page, kept out of `text`. */
  headerFooter: string[];
}

/**
 * The version of the extraction that produced a document. Answers point into its pages' text by offset, so a
 * change to how text is composed (order, spacing, running lines, OCR) raises it: a stored document of another
 * version is re-extracted before anything new points into it.
 */
export const EXTRACTION_VERSION = 3;

export interface ExtractedDocument {
  /** EXTRACTION_VERSION when it was extracted. */
  version: number;
  pageCount: number;
  pages: ExtractedPage[];
  /** Pages whose text came from OCR, 1-based. */
  ocrPages: number[];
  info: { title?: string };
}
