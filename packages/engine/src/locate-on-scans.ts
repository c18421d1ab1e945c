import { CITATION_MAX_BOXES, type PageBox } from '@dd/contracts';
import type { ExtractedDocument } from './extracted-document.ts';
import { findTextBoxes } from './find-text-boxes.ts';

interface PageCitation {
  page: number;
  start: number;
  end: number;
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * Each citation on a page read by OCR with the boxes its quote covers (PDF points, one per printed line): a scan
 * has no text layer, so a viewer marks the quote from these. Citations on pages with a text layer are left as
 * they are.
 */
export function locateOnScans<C extends PageCitation>(citations: readonly C[], document: Pick<ExtractedDocument, 'pages'>): (C & { boxes?: PageBox[] })[] {
  return citations.map((citation) => {
    const page = document.pages.find((candidate) => candidate.page === citation.page);
    if (!page?.ocr) return citation;
    const boxes = findTextBoxes(page, citation.start, citation.end)
      .slice(0, CITATION_MAX_BOXES)
      .map(({ x, y, width, height }) => ({ x: round(x), y: round(y), width: round(width), height: round(height) }));
    return boxes.length > 0 ? { ...citation, boxes } : citation;
  });
}
