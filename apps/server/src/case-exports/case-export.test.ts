import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnnexuresResponse, CaseReportResponse, type Annexure, type Case } from '@dd/contracts';
import { extractPdfText } from '@dd/engine/documents';
import { buildTextPdf } from '@dd/engine/fixtures';
import { CHAT, generate, getCase, propertyTypeId, storeEngineAnswer, storeNeedsReview } from '../cases/test-cases.ts';
import { solidPng } from '../testing/images.ts';
import { bearer, createTestApp, PASSWORD, registerUser, uniqueEmail, type TestApp } from '../testing/test-app.ts';
import { leasePdf } from '../uploads/test-documents.ts';
import { wordText } from '../testing/word-text.ts';
import { imageSize } from './report-logo.ts';

let t: TestApp;
let token: string;
let record: Case;
/** The case's annexures as its annexures call lists them: the lease's own schedules, then one the lawyer uploaded. */
let annexures: Annexure[];
/** The answers stored as the built-in engine's assertion and as a language model's (beforeAll). */
let assertedId: string;
let modelAnsweredId: string;

/** What the built-in engine asserted of the lease's date before the lawyer's edit. */
const ENGINE_DATE = '1 March 2024';
/** The calibrated confidence of what storeEngineAnswer stores as asserted (0.97), as the case page shows it. */
const ASSERTED_CONFIDENCE = 'Confidence 97%';

/** Registers with a firm logo, as the registration form allows. */
async function registerWithLogo(): Promise<string> {
  const form = new FormData();
  form.append('name', 'Orla Byrne');
  form.append('email', uniqueEmail('orla'));
  form.append('password', PASSWORD);
  form.append('password_confirmation', PASSWORD);
  form.append('logo', new Blob([solidPng(120, 40)], { type: 'image/png' }), 'logo.png');
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: form });
  return response.json<{ access_token: string }>().access_token;
}

beforeAll(async () => {
  t = await createTestApp();
  token = await registerWithLogo();
  const lease = await propertyTypeId(t.app, token, 'Lease');
  const created = await generate(t.app, token, {
    title: 'Harbour Walk / Unit 4',
    files: [{ bytes: await leasePdf(), filename: 'lease.pdf' }],
    filesMeta: [{ filename: 'lease.pdf', docTypeId: lease }],
  });
  await t.jobsSettled();
  const ready = await getCase(t.app, token, created.id);
  // Answers the engine gave with a quote, stored again as each kind a report tells apart, whatever the committed
  // calibration asserts of the lease: the dated one asserted by the built-in engine (the lawyer's edit then answers
  // it), one for review, one more asserted by the built-in engine, and one a language model gave.
  const sourced = ready.files[0]!.answers.filter((answer) => answer.status !== 'not_found' && answer.citations.length > 0);
  const dated = sourced.find((answer) => /date/i.test(answer.question))!;
  const [forReview, asserted, modelAnswered] = sourced.filter((answer) => answer.id !== dated.id);
  await storeEngineAnswer(t.database.db, dated, ENGINE_DATE);
  await storeNeedsReview(t.database.db, forReview!);
  assertedId = (await storeEngineAnswer(t.database.db, asserted!, asserted!.citations[0]!.quote)).id;
  modelAnsweredId = (await storeEngineAnswer(t.database.db, modelAnswered!, modelAnswered!.citations[0]!.quote, 'llm:gpt-4o-mini')).id;
  const form = new FormData();
  form.append('answerEdits', JSON.stringify([{ answerId: dated.id, answer: '1 March 2024, per the engrossment' }]));
  await t.app.inject({ method: 'POST', url: `${CHAT}/response/ai/generate/edit/${created.id}`, headers: bearer(token), payload: form });
  await t.app.inject({ method: 'PUT', url: `${CHAT}/answers/${dated.id}/verify`, headers: bearer(token), payload: { verified: true } });
  await t.app.inject({ method: 'PUT', url: `${CHAT}/cases/comment/edit`, headers: bearer(token), payload: { caseId: created.id, answerId: dated.id, comment: 'Check the counterpart.' } });
  record = await getCase(t.app, token, created.id);
  annexures = await uploadAnnexure(record.files[0]!.id);
}, 60_000);
afterAll(() => t?.close());

/** A schedule of condition uploaded as an annexure of the lease, read to its end; then the case's annexures. */
async function uploadAnnexure(caseFileId: string): Promise<Annexure[]> {
  const form = new FormData();
  form.append('caseId', record.id);
  form.append('caseFileId', caseFileId);
  const schedule = await buildTextPdf([
    [
      'SCHEDULE OF CONDITION',
      'Unit 4, Harbour Walk, Bristol BS1 4RN, inspected on 20 February 2024 by Harbour Surveyors.',
      'Shop front: aluminium framed glazing in fair condition; minor scratching to the lower left pane.',
      'Floor: sealed concrete screed with hairline cracking near the rear wall, no signs of movement.',
      'Walls: painted plasterboard, scuffed at low level throughout, two small holes where shelving was fixed.',
      'Photographs 1 to 24 taken at the inspection are kept with the landlord and the tenant.',
    ],
  ]);
  form.append('files[]', new Blob([schedule], { type: 'application/pdf' }), 'schedule of condition.pdf');
  const uploaded = await t.app.inject({ method: 'POST', url: `${CHAT}/upload-annexure`, headers: bearer(token), payload: form });
  if (uploaded.statusCode !== 202) throw new Error(`Upload failed: ${uploaded.statusCode} ${uploaded.body}`);
  await t.jobsSettled();
  const listed = await t.app.inject({ method: 'GET', url: `${CHAT}/annexures/${record.id}`, headers: bearer(token) });
  return AnnexuresResponse.parse(listed.json()).data.annexures;
}

const download = (format: string) =>
  t.app.inject({ method: 'GET', url: `${CHAT}/fetch-output-report/${record.id}?format=${format}`, headers: bearer(token) });

const dated = () => record.files[0]!.answers.find((answer) => answer.editedAnswer !== null)!;
const flagged = () => record.files[0]!.answers.find((answer) => answer.status === 'needs_review')!;
const asserted = () => record.files[0]!.answers.find((answer) => answer.id === assertedId)!;
const modelAnswered = () => record.files[0]!.answers.find((answer) => answer.id === modelAnsweredId)!;
const notFound = () => record.files[0]!.answers.find((answer) => answer.status === 'not_found')!;
/** What every format prints for the answer that needs review, in place of an answer. */
const toReview = () => {
  const { page, clause } = flagged().citations[0]!;
  return `Needs review — ${clause ? `${clause} (page ${page})` : `Page ${page}`} deals with this: check the passage`;
};
/** A source as the exports print it: by its clause and page, or its page where nothing is numbered, then its quote. */
const sourceText = ({ page, quote, clause }: { page: number; quote: string; clause?: string }) =>
  `${clause ? `${clause}, p. ${page}` : `p. ${page}`}: “${quote.replace(/\s+/g, ' ').trim()}”`;
const passage = () => sourceText(flagged().citations[0]!);

describe('GET …/fetch-output-report/{caseId}', () => {
  it('gives the record as JSON: each answer as it stands, its verified sources, edits, comments and verification', async () => {
    const response = await download('json');
    expect(response.statusCode).toBe(200);
    const { report } = CaseReportResponse.parse(response.json()).data;
    expect(report).toMatchObject({ title: 'Harbour Walk / Unit 4', practiceArea: 'Property Law', region: 'England', status: 'ready' });
    expect(report.preparedBy.name).toBe('Orla Byrne');
    const answers = report.files[0]!.answers;
    expect(answers).toHaveLength(record.files[0]!.answers.length);
    const edited = answers.find((answer) => answer.question === dated().question)!;
    expect(edited).toMatchObject({
      answer: '1 March 2024, per the engrossment',
      engineAnswer: dated().answer,
      edited: { by: 'Orla Byrne' },
      verified: { by: 'Orla Byrne' },
      comment: 'Check the counterpart.',
    });
    expect(edited.sources).toEqual(dated().citations.map(({ page, quote }) => ({ page, quote })));
    expect(answers.filter((answer) => answer.status === 'answered').every((answer) => answer.sources.length > 0)).toBe(true);
  });

  it('heads every page of the Word document with the case and its privilege, numbers the pages, and sums up the documents on its cover', async () => {
    const zip = await JSZip.loadAsync((await download('docx')).rawPayload);
    const part = async (pattern: RegExp) => {
      const name = Object.keys(zip.files).find((file) => pattern.test(file));
      return name ? zip.file(name)!.async('string') : '';
    };
    const words = (xml: string) => [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((match) => match[1]).join(' ');
    expect(words(await part(/^word\/header\d*\.xml$/))).toBe('Harbour Walk / Unit 4 Privileged and confidential');
    const footer = await part(/^word\/footer\d*\.xml$/);
    // Word fills in the page and the count as it lays the document out.
    expect(footer).toMatch(/<w:instrText[^>]*>\s*PAGE\s*<\/w:instrText>/);
    expect(footer).toMatch(/<w:instrText[^>]*>\s*NUMPAGES\s*<\/w:instrText>/);
    expect(words(footer)).toMatch(/^Page\s+of\s*$/);

    const { text } = await wordText((await download('docx')).rawPayload);
    const counts = (status: string) => record.files[0]!.answers.filter((answer) => answer.status === status).length;
    const summary = ['Documents', 'Document', 'Type', 'Pages', 'Answered', 'Needs review', 'Not found', 'lease.pdf', 'Lease', String(record.files[0]!.pages)];
    summary.push(...['answered', 'needs_review', 'not_found'].map((status) => String(counts(status))));
    const cover = text.slice(0, text.indexOf(dated().question));
    let from = 0;
    for (const expected of summary) {
      const at = cover.indexOf(expected, from);
      expect(at, `${expected} on the cover, in order`).toBeGreaterThanOrEqual(0);
      from = at + expected.length;
    }
  });

  it('gives a Word document with the cover, the answers, their sources and the lawyer’s notes', async () => {
    const response = await download('docx');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="?Harbour-Walk-Unit-4-\d{4}-\d{2}-\d{2}\.docx"?$/);
    const { text } = await wordText(response.rawPayload);
    expect(text).toContain('Harbour Walk / Unit 4');
    expect(text).toContain('Prepared by Orla Byrne');
    expect(text).toContain(dated().question);
    expect(text).toContain('1 March 2024, per the engrossment');
    expect(text).toContain(sourceText(dated().citations[0]!));
    expect(text).toContain('Verified by Orla Byrne');
    expect(text).toContain('Comment: Check the counterpart.');
    expect(response.rawPayload.includes(Buffer.from('word/media/'))).toBe(true);
  });

  it('gives a PDF with the same record', async () => {
    const response = await download('pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="?Harbour-Walk-Unit-4-[\d-]+\.pdf"?$/);
    const document = await extractPdfText(response.rawPayload);
    const text = document.pages.map((page) => page.text).join('\n').replace(/\s+/g, ' ');
    expect(text).toContain('Harbour Walk / Unit 4');
    expect(text).toContain('1 March 2024, per the engrossment');
    expect(text).toContain('Verified by Orla Byrne');
    expect(document.pageCount).toBeGreaterThanOrEqual(2);
  });

  it('gives the review grid as a workbook: files as rows, questions as columns, sources in the notes', async () => {
    const response = await download('xlsx');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="?Harbour-Walk-Unit-4-[\d-]+\.xlsx"?$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const grid = workbook.getWorksheet('Lease')!;
    const header = (grid.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(['File', ...record.files[0]!.answers.map((answer) => answer.question)]);
    const column = header.indexOf(dated().question) + 1;
    expect(grid.getRow(2).getCell(1).value).toBe('lease.pdf');
    expect(grid.getRow(2).getCell(column).value).toBe('1 March 2024, per the engrossment');
    expect(String(grid.getRow(2).getCell(column).note)).toContain(`p. ${dated().citations[0]!.page}`);
    const all = workbook.getWorksheet('All answers')!;
    expect(all.rowCount).toBeGreaterThan(record.files[0]!.answers.length);
  });

  it('marks an answer that needs review in the JSON, Word and PDF reports, with its passage and page, never as an answer', async () => {
    const { report } = CaseReportResponse.parse((await download('json')).json()).data;
    expect(report.files[0]!.answers.find((answer) => answer.question === flagged().question)).toMatchObject({
      status: 'needs_review',
      answer: null,
      engineAnswer: null,
      sources: flagged().citations.map(({ page, quote }) => ({ page, quote })),
    });

    const { text: word } = await wordText((await download('docx')).rawPayload);
    expect(word).toContain(toReview());
    expect(word).toContain(passage());

    const pdf = await extractPdfText((await download('pdf')).rawPayload);
    const printed = pdf.pages.map((page) => page.text).join('\n').replace(/\s+/g, ' ');
    expect(printed).toContain(toReview());
    expect(printed).toContain(`Source: ${passage()}`);
  });

  it('gives an answer that needs review its own status and fill in the workbook, beside its passage', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await download('xlsx')).rawPayload as unknown as ArrayBuffer);
    const grid = workbook.getWorksheet('Lease')!;
    const cell = grid.getRow(2).getCell((grid.getRow(1).values as unknown[]).slice(1).indexOf(flagged().question) + 1);
    expect(cell.value).toBe(toReview());
    expect(cell.fill).toMatchObject({ type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFE8A3' } });
    expect(String(cell.note)).toContain(passage());
    expect(grid.getRow(2).getCell((grid.getRow(1).values as unknown[]).slice(1).indexOf(dated().question) + 1).fill).not.toMatchObject({ pattern: 'solid' });

    const all = workbook.getWorksheet('All answers')!;
    expect((all.getRow(1).values as unknown[]).slice(1)).toEqual(['File', 'Document type', 'Question', 'Status', 'Answer', 'Confidence', 'Source (page and quote)', 'Notes']);
    const rows = Array.from({ length: all.rowCount }, (_, index) => all.getRow(index + 1));
    const row = rows.find((candidate) => candidate.getCell(3).value === flagged().question)!;
    expect([row.getCell(4).value, row.getCell(5).value, row.getCell(6).value, row.getCell(7).value]).toEqual(['Needs review', toReview(), null, passage()]);
    expect(row.getCell(4).fill).toMatchObject({ fgColor: { argb: 'FFFFE8A3' } });
    expect(rows.find((candidate) => candidate.getCell(3).value === dated().question)!.getCell(4).value).toBe('Answered');
  });

  it('is the owner’s alone, and names a format it does not know', async () => {
    const stranger = await registerUser(t.app);
    const foreign = await t.app.inject({ method: 'GET', url: `${CHAT}/fetch-output-report/${record.id}?format=pdf`, headers: bearer(stranger.token) });
    expect(foreign.statusCode).toBe(404);
    const unknown = await download('odt');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ format: ['The format must be one of json, docx, pdf, xlsx.'] });
  });
});

describe('imageSize', () => {
  it('reads a PNG’s size from its header, and declines what it cannot read', () => {
    expect(imageSize(solidPng(120, 40), 'png')).toEqual({ width: 120, height: 40 });
    expect(imageSize(Buffer.from('not an image'), 'png')).toBeNull();
    expect(imageSize(Buffer.from([0xff, 0xd8, 0x00, 0x00]), 'jpg')).toBeNull();
  });
});

/** Each page of the PDF report as read back, its running header and footer set aside by the reader. */
const pdfPages = async () => (await extractPdfText((await download('pdf')).rawPayload)).pages;
type PdfPage = Awaited<ReturnType<typeof pdfPages>>[number];
/** The lines of a page's text, then of its running header and footer. */
const printedLines = (page: PdfPage) => [...page.lines.map((line) => line.text), ...page.headerFooter];
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
/** "SCHEDULE 1 – The Property lease.pdf, page 3": a detected annexure's row as the PDF and Word reports print it. */
const detectedRow = (annexure: Annexure) =>
  [annexure.title, `lease.pdf, ${annexure.startPage === annexure.endPage ? `page ${annexure.startPage}` : `pages ${annexure.startPage}–${annexure.endPage}`}`];
const UPLOADED_ROW = ['schedule of condition.pdf', 'Uploaded, attached to lease.pdf', 'Annexure'];

describe('the PDF report', () => {
  beforeAll(async () => {
    // The lawyer's comments, of different lengths, on the other sourced answers: a longer report whose pages end
    // inside questions' blocks unless they are kept together.
    const sourced = record.files[0]!.answers.filter((answer) => answer.citations.length > 0 && answer.id !== dated().id);
    for (const [index, answer] of sourced.entries()) {
      const comment = 'Raise with the seller’s solicitors before exchange and ask for the signed counterpart. '.repeat((index % 5) + 1).trim();
      await t.app.inject({ method: 'PUT', url: `${CHAT}/cases/comment/edit`, headers: bearer(token), payload: { caseId: record.id, answerId: answer.id, comment } });
    }
    record = await getCase(t.app, token, record.id);
  });

  it('numbers every page "Page N of M" and heads each with the case title and "Privileged and confidential"', async () => {
    const pages = await pdfPages();
    expect(pages.length).toBeGreaterThanOrEqual(3);
    for (const page of pages) {
      const lines = printedLines(page);
      expect(lines).toContain(`Page ${page.page} of ${pages.length}`);
      expect(lines).toContain('Harbour Walk / Unit 4');
      expect(lines).toContain('Privileged and confidential');
    }
  });

  it('opens with a cover that carries the summary of the documents: type, pages, how the questions came out, and where each starts', async () => {
    const pages = await pdfPages();
    const file = record.files[0]!;
    const count = (status: string) => file.answers.filter((answer) => answer.status === status).length;
    const section = pages.find((page) => page.lines[0]?.text === 'lease.pdf')!;
    const cover = printedLines(pages[0]!);
    expect(cover).toContain('Harbour Walk / Unit 4');
    expect(cover.some((line) => line.startsWith('Prepared by Orla Byrne'))).toBe(true);
    expect(cover).toContain('Documents');
    expect(cover).toContain('Document Type Pages Answered Needs review Not found See page');
    expect(cover).toContain(`lease.pdf Lease ${file.pages} ${count('answered')} ${count('needs_review')} ${count('not_found')} ${section.page}`);
    expect(count('answered') * count('needs_review') * count('not_found')).toBeGreaterThan(0);
  });

  it('never ends a page on a heading, and keeps each question with its answer, sources and notes on one page', async () => {
    const pages = await pdfPages();
    const questions = record.files[0]!.answers.map((answer) => answer.question);
    const headings = [...questions, 'lease.pdf', 'Documents', 'Annexures', 'Comment'];
    // A heading's last line, or its first when it wraps, at the foot of a page.
    const endsOnHeading = pages
      .slice(0, -1)
      .map((page) => page.lines.at(-1)!.text)
      .filter((last) => headings.some((heading) => heading === last || heading.startsWith(last) || heading.endsWith(last)));
    expect(endsOnHeading).toEqual([]);

    const texts = pages.map((page) => oneLine(page.text));
    for (const answer of record.files[0]!.answers.filter((candidate) => candidate.citations.length > 0)) {
      const page = texts.find((text) => text.includes(oneLine(answer.question)));
      expect(page, answer.question).toContain(`Source: ${answer.citations.map(sourceText).join('; ')}`);
      expect(page, answer.question).toContain(`Comment: ${answer.comment}`);
    }
  });
});

describe('the annexures', () => {
  it('are the lease’s own schedules and the one the lawyer uploaded, in the JSON report', async () => {
    expect(annexures.map((annexure) => annexure.source)).toEqual(['detected', 'detected', 'uploaded']);
    const { report } = CaseReportResponse.parse((await download('json')).json()).data;
    expect(report.annexures).toEqual([
      ...annexures.slice(0, 2).map((annexure) => ({
        source: 'detected',
        name: annexure.title,
        parentFilename: 'lease.pdf',
        pages: { start: annexure.startPage, end: annexure.endPage },
        status: 'ready',
        readAs: null,
        error: null,
      })),
      { source: 'uploaded', name: 'schedule of condition.pdf', parentFilename: 'lease.pdf', pages: null, status: 'ready', readAs: 'Annexure', error: null },
    ]);
  });

  it('are listed with where each is and what it was read as, in the PDF, Word and Excel reports', async () => {
    const rows = [...annexures.slice(0, 2).map(detectedRow), UPLOADED_ROW];

    const pages = await pdfPages();
    const listing = pages.find((page) => page.lines[0]?.text === 'Annexures')!;
    expect(listing.lines.map((line) => line.text).slice(1)).toEqual(['Annexure Where it is Read as', ...rows.map((row) => row.join(' '))]);

    const { text: word } = await wordText((await download('docx')).rawPayload);
    const annexuresPart = word.slice(word.lastIndexOf('Annexures'));
    for (const cell of rows.flat()) expect(annexuresPart).toContain(cell);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await download('xlsx')).rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Annexures')!;
    const values = Array.from({ length: sheet.rowCount }, (_, index) => (sheet.getRow(index + 1).values as unknown[]).slice(1));
    expect(values).toEqual([['Annexure', 'Where it is', 'Read as'], ...rows]);
  });
});

/** Each answer's part of a report's text, in one line: from its question to the next one's, the last to the annexures. */
function answerBlocks(text: string): Map<string, string> {
  const flat = oneLine(text);
  const questions = record.files[0]!.answers.map((answer) => answer.question);
  const starts: number[] = [];
  for (const question of questions) starts.push(flat.indexOf(oneLine(question), (starts.at(-1) ?? -1) + 1));
  expect(starts.every((start) => start >= 0)).toBe(true);
  const end = flat.indexOf('Annexures', starts.at(-1));
  return new Map(questions.map((question, index) => [question, flat.slice(starts[index], starts[index + 1] ?? end)]));
}

/** The confidence printed under an answer; the engine's under an edit is in the notes, in lower case ("; confidence 97%"). */
const CONFIDENCE_UNDER_ANSWER = /Confidence \d+%/;

describe('an answer’s calibrated confidence', () => {
  it('is in the JSON report for what the built-in engine asserted, kept under the lawyer’s edit as the case page keeps it, and for no other answer', async () => {
    const { report } = CaseReportResponse.parse((await download('json')).json()).data;
    const confidenceOf = (answer: Case['files'][number]['answers'][number]) =>
      report.files[0]!.answers.find((candidate) => candidate.question === answer.question)!.confidencePercent;
    expect(confidenceOf(asserted())).toBe(97);
    expect(report.files[0]!.answers.find((answer) => answer.question === dated().question)).toMatchObject({
      answer: '1 March 2024, per the engrossment',
      engineAnswer: ENGINE_DATE,
      confidencePercent: 97,
    });
    expect([modelAnswered(), flagged(), notFound()].map(confidenceOf)).toEqual([null, null, null]);
  });

  it('stands under the built-in engine’s answer in the Word and PDF reports, beside the engine’s answer under an edit, under no other, and says what it means', async () => {
    const { text: word } = await wordText((await download('docx')).rawPayload);
    const pdf = (await pdfPages()).map((page) => page.text).join('\n');
    for (const [format, text] of [['Word', word], ['PDF', pdf]] as const) {
      const blocks = answerBlocks(text);
      expect(blocks.get(asserted().question), format).toContain(`${oneLine(asserted().answer!)} ${ASSERTED_CONFIDENCE}`);
      expect(blocks.get(dated().question), format).toContain(`(the engine said: ${ENGINE_DATE}; confidence 97%)`);
      for (const answer of [dated(), modelAnswered(), flagged(), notFound()]) expect(blocks.get(answer.question), `${format}: ${answer.question}`).not.toMatch(CONFIDENCE_UNDER_ANSWER);
      expect(oneLine(text), format).toContain(
        'Confidence: the calibrated chance that the built-in engine’s answer is right, measured on documents nobody tuned it on; a language model’s answers carry none.',
      );
    }
  });

  it('is a percentage in the workbook’s Confidence column beside the built-in engine’s answer, blank for the others, and heads the grid cell’s note', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await download('xlsx')).rawPayload as unknown as ArrayBuffer);
    const all = workbook.getWorksheet('All answers')!;
    const header = (all.getRow(1).values as unknown[]).slice(1);
    const column = header.indexOf('Confidence') + 1;
    expect(header[column - 2]).toBe('Answer');
    const rows = Array.from({ length: all.rowCount }, (_, index) => all.getRow(index + 1));
    const rowOf = (answer: Case['files'][number]['answers'][number]) => rows.find((row) => row.getCell(3).value === answer.question)!;
    expect(rowOf(asserted()).getCell(column).value).toBe(0.97);
    expect(rowOf(asserted()).getCell(column).numFmt).toBe('0%');
    // The edited row states the lawyer's answer: the engine's confidence stays in the notes, beside the engine's answer.
    for (const answer of [dated(), modelAnswered(), flagged(), notFound()]) expect(rowOf(answer).getCell(column).value, answer.question).toBeNull();
    expect(String(rowOf(dated()).getCell(header.indexOf('Notes') + 1).value)).toContain(`(the engine said: ${ENGINE_DATE}; confidence 97%)`);
    expect(rows.some((row) => String(row.getCell(1).value).startsWith('Confidence: the calibrated chance that the built-in engine’s answer is right'))).toBe(true);

    const grid = workbook.getWorksheet('Lease')!;
    const questions = (grid.getRow(1).values as unknown[]).slice(1);
    const cellOf = (answer: Case['files'][number]['answers'][number]) => grid.getRow(2).getCell(questions.indexOf(answer.question) + 1);
    expect(String(cellOf(asserted()).note)).toMatch(new RegExp(`^${ASSERTED_CONFIDENCE}\\n`));
    for (const answer of [dated(), modelAnswered(), flagged(), notFound()]) expect(String(cellOf(answer).note), answer.question).not.toMatch(CONFIDENCE_UNDER_ANSWER);
  });
});
