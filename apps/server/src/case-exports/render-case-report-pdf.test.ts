import { describe, expect, it } from 'vitest';
import type { CaseReport } from '@dd/contracts';
import { extractPdfText } from '@dd/engine/documents';
import { renderCaseReportPdf } from './render-case-report-pdf.ts';
import { NO_ANNEXURES_TEXT } from './report-annexures.ts';

type ReportAnswer = CaseReport['files'][number]['answers'][number];

const WORDS = ['the', 'tenant', 'shall', 'keep', 'premises', 'in', 'good', 'repair', 'landlord', 'consent', 'reasonably', 'withheld'];
/** Plain prose of `count` words that never starts a heading or ends a question. */
const prose = (count: number, seed: number) => Array.from({ length: count }, (_, index) => WORDS[(index * 5 + seed) % WORDS.length]).join(' ');

/**
 * Answers whose blocks run from three lines to fifteen, so pages would end inside them unless they are kept whole;
 * every third with a calibrated confidence under its answer.
 */
const answers: ReportAnswer[] = Array.from({ length: 45 }, (_, index) => ({
  question: `Question ${index + 1}: what does clause ${index + 1} provide about ${prose(4 + (index % 4) * 6, index)}?`,
  status: 'answered',
  answer: prose(8 + ((index * 17) % 70), index + 1),
  engineAnswer: prose(8, index),
  confidencePercent: index % 3 === 0 ? 90 + (index % 10) : null,
  edited: null,
  sources: [{ page: index + 1, quote: prose(10 + ((index * 11) % 30), index + 2) }],
  comment: index % 4 === 0 ? prose(25, index + 3) : null,
  verified: null,
}));
/** An answer longer than a page, which has to break. */
const LONG_QUESTION = 'Question 46: what does the schedule of dilapidations list?';
const longAnswer: ReportAnswer = { ...answers[0]!, question: LONG_QUESTION, answer: prose(1400, 7), comment: null };

const fact = (index: number) => ({ label: `Entry ${index + 1} on the register?`, value: prose(12 + (index % 5) * 9, index), sources: [] });
const TITLE = 'Harbour Walk / Unit 4, the ground floor retail unit and the car parking spaces numbered 1 to 12 on the Plan, Bristol';

const report: CaseReport = {
  title: TITLE,
  practiceArea: 'Property Law',
  region: 'England',
  status: 'ready',
  generatedAt: '2026-06-03T10:00:00.000Z',
  preparedBy: { name: 'Orla Byrne', email: 'orla@firm.example' },
  comment: null,
  titleReport: {
    version: 1,
    draftedAt: '2026-06-02T10:00:00.000Z',
    registers: [{ filename: 'official-copy.pdf', titleNumber: 'WM123456', editionDate: '12.03.2021', error: null, reliedOn: true, copyNote: null }],
    redFlags: Array.from({ length: 6 }, (_, index) => ({
      reference: `WM123456 B${index + 1}`,
      title: `Restriction number ${index + 1} on the register?`,
      reason: prose(30 + index * 7, index),
      severity: 'high',
      sources: [{ filename: 'official-copy.pdf', page: 1, quote: prose(12, index) }],
    })),
    sections: Array.from({ length: 5 }, (_, section) => ({
      title: `Section ${section + 1} of the report on title?`,
      facts: Array.from({ length: 5 }, (_, index) => fact(section * 5 + index)),
    })),
    checklist: [],
  },
  files: [
    { filename: 'lease.pdf', documentType: 'Lease', pages: 14, status: 'ready', error: null, answers: [...answers.slice(0, 20), longAnswer, ...answers.slice(20)] },
  ],
  annexures: [],
};

/** Every heading the report prints: the question, red flag, section and entry headings end in "?" to tell them from prose. */
const HEADINGS = [
  ...report.files[0]!.answers.map((answer) => answer.question),
  ...report.titleReport!.redFlags.map((flag) => `High: ${flag.reference}: ${flag.title}`),
  ...report.titleReport!.sections.flatMap((section) => [section.title, ...section.facts.map((entry) => entry.label)]),
  'Report on title',
  'Red flags',
  'Documents',
  'lease.pdf',
  'Annexures',
];

async function renderedPages() {
  const chunks: Buffer[] = [];
  for await (const chunk of renderCaseReportPdf(report, null)) chunks.push(chunk as Buffer);
  return (await extractPdfText(Buffer.concat(chunks))).pages;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('the PDF report’s pages', () => {
  it('never end on a heading, or on the first line of one that wraps', async () => {
    const pages = await renderedPages();
    expect(pages.length).toBeGreaterThan(8);
    const endings = pages.slice(0, -1).map((page) => page.lines.at(-1)!.text);
    expect(endings.filter((last) => HEADINGS.some((heading) => heading === last || heading.startsWith(last) || heading.endsWith(last)))).toEqual([]);
  });

  it('keep each block that fits on a page on one page: a question with its answer, confidence, source and comment', async () => {
    const texts = (await renderedPages()).map((page) => oneLine(page.text));
    for (const answer of answers) {
      const page = texts.find((text) => text.includes(answer.question));
      expect(page, answer.question).toContain(`${answer.question} ${answer.answer}`);
      if (answer.confidencePercent !== null) expect(page, answer.question).toContain(`${answer.answer} Confidence ${answer.confidencePercent}%`);
      expect(page, answer.question).toContain(`Source: p. ${answer.sources[0]!.page}: “${answer.sources[0]!.quote}”`);
      if (answer.comment) expect(page, answer.question).toContain(`Comment: ${answer.comment}`);
    }
  });

  it('break a block longer than a page, its question kept with the first lines of its answer', async () => {
    const pages = await renderedPages();
    const start = pages.find((page) => page.lines.some((line) => line.text === LONG_QUESTION))!;
    const at = start.lines.findIndex((line) => line.text === LONG_QUESTION);
    expect(start.lines.length - at).toBeGreaterThan(2);
    expect(start.lines[at + 1]!.text).toBe(longAnswer.answer!.slice(0, start.lines[at + 1]!.text.length));
    // It runs on at the top of the next page.
    expect(longAnswer.answer).toContain(pages[start.page]!.lines[0]!.text);
  });

  it('start the report on title on the cover, under the summary of the documents', async () => {
    const [cover] = await renderedPages();
    const lines = cover!.lines.map((line) => line.text);
    expect(lines.indexOf('Documents')).toBeGreaterThan(0);
    expect(lines.indexOf('Report on title')).toBeGreaterThan(lines.indexOf('Documents'));
    expect(lines).toContain('Red flags');
  });

  it('head each page with the title, cut to one line, and say so when the case has no annexures', async () => {
    const pages = await renderedPages();
    for (const page of pages) {
      const header = page.headerFooter.filter((line) => line.startsWith('Harbour Walk / Unit 4'));
      expect(header).toHaveLength(1);
      expect(header[0]).toMatch(/…$/);
      expect(TITLE.startsWith(header[0]!.slice(0, -1).trim())).toBe(true);
    }
    expect(oneLine(pages.at(-1)!.text)).toBe(`Annexures ${NO_ANNEXURES_TEXT}`);
  });
});
