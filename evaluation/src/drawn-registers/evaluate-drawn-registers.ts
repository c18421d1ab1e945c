import { extractPdfText } from '@dd/engine/documents';
import { scanPdf } from '@dd/engine/fixtures';
import { readRegister, scoreRegister, TITLE_EVALUATION_AS_OF, type RegisterScore, type ScannedCopy } from '../title-evaluation.ts';
import { wordErrors, type WordErrors } from '../word-accuracy.ts';
import { headerRowsOf, type DrawnRegister } from './drawn-register.ts';
import { DRAWN_REGISTERS } from './index.ts';
import { renderDrawnRegister } from './render-drawn-register.ts';
import { scanAgreement } from './scan-agreement.ts';

export interface DrawnRegistersEvaluation {
  /** Each register read from its text PDF. */
  registers: RegisterScore[];
  /** Each register read from its scanned copy through OCR, in the same order. */
  scans: ScannedCopy[];
}

async function readPages(bytes: Uint8Array, ocr: boolean) {
  const extracted = await extractPdfText(bytes, { ocr });
  return extracted.pages.map(({ page, text }) => ({ page, text }));
}

/**
 * Draws each register to a PDF with a text layer and scores the engine's reading of it, then scans that PDF (its
 * pages as images, no text left), reads it back through OCR and scores it against the same labels: the OCR's
 * words against the text version's, and how many of the facts found on the text version the scan gives again.
 */
export async function evaluateDrawnRegisters(drawn: readonly DrawnRegister[] = DRAWN_REGISTERS, asOf = TITLE_EVALUATION_AS_OF): Promise<DrawnRegistersEvaluation> {
  const registers: RegisterScore[] = [];
  const scans: ScannedCopy[] = [];
  for (const register of drawn) {
    const headerRows = headerRowsOf(register);
    const text = await renderDrawnRegister(register);
    const textPages = await readPages(text, false);
    const onText = scoreRegister(register, readRegister(textPages), textPages, asOf, headerRows);
    const scanPages = await readPages(await scanPdf(text), true);
    const onScan = scoreRegister(register, readRegister(scanPages), scanPages, asOf, headerRows);
    const ocr = textPages.reduce<WordErrors>(
      (sum, { page, text: printed }) => {
        const errors = wordErrors(printed, scanPages.find((scanned) => scanned.page === page)?.text ?? '');
        return { words: sum.words + errors.words, errors: sum.errors + errors.errors };
      },
      { words: 0, errors: 0 },
    );
    registers.push(onText);
    scans.push({ score: onScan, ocr, agreement: scanAgreement(onText.facts, onScan.facts) });
  }
  return { registers, scans };
}
