import { describe, expect, it } from 'vitest';
import { extractPdfText } from '../extract-pdf-text.ts';
import { buildPdf } from '../test/build-pdf.ts';
import { drawScottishTitleSheet } from '../test/drawn-registers.ts';
import { createBuiltinAnswerer } from './builtin-answerer.ts';

const question = (id: string, text: string, answerType: 'date' | 'money' | 'party') => ({ id, text, answerType, hints: [] });

describe('the built-in answerer on a register printed as a table', () => {
  it('reads each date by its column heading, and the proprietors from the row, never the headings', async () => {
    const document = await extractPdfText(await buildPdf((doc) => drawScottishTitleSheet(doc, { borders: true })), { ocr: false });
    const answerer = createBuiltinAnswerer(document.pages.map(({ page, text }) => ({ page, text })), { region: 'SC', calibrate: false });

    const entry = answerer.answer(question('entry', 'What is the date of entry?', 'date'));
    const registration = answerer.answer(question('registration', 'What is the date of registration of the proprietor’s title?', 'date'));
    const proprietor = answerer.answer(question('proprietor', 'Who is the registered proprietor?', 'party'));

    expect([entry.status, entry.answer]).toEqual(['answered', '01 MAR 2015']);
    expect([registration.status, registration.answer]).toEqual(['answered', '02 MAR 2015']);
    expect([proprietor.status, proprietor.answer]).toEqual(['answered', 'JAMES MACLEOD; FIONA MACLEOD']);
    expect(proprietor.citations.map(({ quote }) => quote)).toEqual([
      '1 JAMES MACLEOD and FIONA MACLEOD, spouses, both residing at 5 Castle Terrace, Edinburgh 02 MAR 2015 £412,500 01 MAR 2015',
    ]);
  });
});
