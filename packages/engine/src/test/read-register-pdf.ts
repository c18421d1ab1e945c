import { expect } from 'vitest';
import type { CitablePage } from '../answers/verify-citation.ts';
import { extractPdfText } from '../extract-pdf-text.ts';
import { parseRegister } from '../title/parse-register.ts';
import type { TitleFact, TitleRegister } from '../title/title-register.ts';
import { buildPdf, buildTextPdf } from './build-pdf.ts';
import { drawScannedPage } from './draw-scanned-page.ts';

/** A register built as a real PDF from its pages' lines, read back by the text extraction, and parsed. */
export async function readRegisterPdf(lines: string[][]): Promise<{ register: TitleRegister; pages: CitablePage[] }> {
  const document = await extractPdfText(await buildTextPdf(lines), { ocr: false });
  const pages = document.pages.map(({ page, text }) => ({ page, text }));
  return { register: parseRegister(pages), pages };
}

/** A register scanned to an image (no text layer), read back through OCR, and parsed. */
export async function readScannedRegisterPdf(lines: string[]): Promise<{ register: TitleRegister; pages: CitablePage[]; ocrPages: number[] }> {
  const scan = drawScannedPage(lines, { fontSize: 24 });
  const pdf = await buildPdf((doc) => doc.image(scan, 0, 0, { width: doc.page.width, height: doc.page.height }));
  const document = await extractPdfText(pdf);
  const pages = document.pages.map(({ page, text }) => ({ page, text }));
  return { register: parseRegister(pages), pages, ocrPages: document.ocrPages };
}

/** Every citation quotes its page's text exactly where it says it does. */
export function expectCitedOnTheirPages(facts: ReadonlyArray<Pick<TitleFact, 'label' | 'citations'>>, pages: readonly CitablePage[]) {
  for (const fact of facts) {
    expect(fact.citations.length, fact.label).toBeGreaterThan(0);
    for (const citation of fact.citations) {
      expect(pages.find(({ page }) => page === citation.page)?.text.slice(citation.start, citation.end)).toBe(citation.quote);
      expect(citation.verified).toBe(true);
    }
  }
}

/** Facts as [label, value] pairs, to compare with what the register says. */
export const factValues = (facts: readonly TitleFact[]) => facts.map(({ label, value }) => [label, value]);
