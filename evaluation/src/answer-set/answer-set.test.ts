import { REGION_CODES } from '@dd/contracts';
import { extractPdfText } from '@dd/engine/documents';
import { describe, expect, it } from 'vitest';
import { seedQuestionBank } from '@dd/server/catalogue/seed/seed-question-bank.ts';
import { evidenceOf, type GoldAnswer } from '../answer-scoring.ts';
import { documentTypeOf } from './answer-set-evaluation.ts';
import { ANSWER_SET, CALIBRATION_CHECK_SET, CALIBRATION_SET } from './index.ts';
import { documentLines, renderAnswerSetPdf, scannedSheets } from './render-answer-set-pdf.ts';

const golds = (gold: GoldAnswer | GoldAnswer[]) => [gold].flat();
/** Every document whose gold answers the evaluation or the calibration scores against. */
const LABELLED = [...ANSWER_SET, ...CALIBRATION_SET, ...CALIBRATION_CHECK_SET];
const squeeze = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

describe('the UK and Irish answer set', () => {
  it('has at least 30 documents, at least 5 of them scanned, in every region, each id once', () => {
    expect(ANSWER_SET.length).toBeGreaterThanOrEqual(30);
    expect(ANSWER_SET.filter((document) => document.scanned).length).toBeGreaterThanOrEqual(5);
    expect(new Set(ANSWER_SET.map((document) => document.region))).toEqual(new Set(REGION_CODES));
    expect(new Set(ANSWER_SET.map((document) => document.id)).size).toBe(ANSWER_SET.length);
  });

  it('keeps its calibration part and the check part apart: none of them in the evaluated set or in the other, each id once', () => {
    expect(CALIBRATION_SET.length).toBeGreaterThanOrEqual(8);
    expect(CALIBRATION_CHECK_SET.length).toBeGreaterThanOrEqual(8);
    const ids = LABELLED.map((document) => document.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("gives a gold answer to exactly the questions of each document's type in its region", () => {
    for (const document of LABELLED) {
      const type = documentTypeOf(document);
      expect(type.regions, document.id).toContain(document.region);
      const bank = seedQuestionBank(type, document.region).map((question) => question.id);
      expect(Object.keys(document.gold).sort(), document.id).toEqual(bank.sort());
    }
  });

  it('finds every piece of evidence, word for word, within one paragraph of its document', () => {
    const missing: string[] = [];
    for (const document of LABELLED) {
      const lines = documentLines(document);
      const answers = [...Object.entries(document.gold), ...(document.own ?? []).map((own) => [own.id, own.gold] as const)];
      for (const [key, gold] of answers) {
        for (const evidence of golds(gold).flatMap(evidenceOf)) {
          const words = evidence.replace(/\s+/g, ' ');
          if (!lines.some((line) => line.includes(words))) missing.push(`${document.id} / ${key}: "${evidence}"`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('states every gold value in its evidence: names, identifiers, key words and yes/no conditions', () => {
    const unsupported: string[] = [];
    for (const document of LABELLED) {
      const answers = [...Object.entries(document.gold), ...(document.own ?? []).map((own) => [own.id, own.gold] as const)];
      for (const [key, gold] of answers) {
        for (const one of golds(gold)) {
          const evidence = squeeze(evidenceOf(one).join(' '));
          const stated =
            one.kind === 'names' ? one.names : one.kind === 'identifier' ? [one.value] : one.kind === 'text' ? (one.keywords ?? []) : one.kind === 'yes_no' ? (one.subjectTo ?? []) : [];
          for (const words of stated) if (!evidence.includes(squeeze(words))) unsupported.push(`${document.id} / ${key}: ${words}`);
        }
      }
    }
    expect(unsupported).toEqual([]);
  });

  it('asks lawyer-style own questions of some documents, and expects not_found for some questions', () => {
    const own = ANSWER_SET.flatMap((document) => document.own ?? []);
    expect(own.length).toBeGreaterThanOrEqual(20);
    const notFound = ANSWER_SET.flatMap((document) => Object.values(document.gold)).filter((gold) => golds(gold).some((one) => one.kind === 'not_found'));
    expect(notFound.length).toBeGreaterThanOrEqual(30);
  });

  it('renders a born-digital document as a PDF whose text layer holds its evidence, and a scanned one as sheets', async () => {
    const document = ANSWER_SET.find((candidate) => !candidate.scanned)!;
    const extracted = await extractPdfText(await renderAnswerSetPdf(document), { ocr: false });
    const text = squeeze(extracted.pages.map((page) => page.text).join(' '));

    expect(extracted.pageCount).toBeGreaterThanOrEqual(document.pages.length);
    for (const evidence of Object.values(document.gold).flatMap(golds).flatMap(evidenceOf)) expect(text).toContain(squeeze(evidence));
    const scanned = ANSWER_SET.find((candidate) => candidate.scanned)!;
    expect(scannedSheets(scanned).length).toBeGreaterThanOrEqual(scanned.pages.length);
  });
});
