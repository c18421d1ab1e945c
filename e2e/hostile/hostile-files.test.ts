import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostileCorpus } from './corpus-files.ts';
import { runHostileCorpus, type HostileRunReport } from './run-hostile-corpus.ts';
import { startServices, type RunningServices } from './start-services.ts';

const MB = 1024 * 1024;

/** Everything a lawyer may be told about a file that could not be read: each says what to do next. */
const LAWYER_MESSAGES = [
  /^This PDF could not be read safely: .+\. If the file is genuine, save a new copy from a PDF reader \(or print it to PDF\) and upload that\.$/,
  /^This PDF is damaged and cannot be read\./,
  /^This PDF is incomplete: the file ends before the document does\./,
  /^No readable text was found in this PDF\./,
  /^This file is not a PDF\b/,
  /^This file (is a \w+ file, which|is of a type that) cannot be read here\. Upload a PDF, a Word document \(\.docx\), a scan as PNG, JPEG or TIFF, or an email \(\.eml or \.msg\)\.$/,
  /^This file is empty\./,
  /^This PDF is password-protected\./,
  /^This PDF has \d+ pages; the limit is/,
  /^This Word document could not be read\./,
  /^This image is damaged and cannot be read\./,
  /^This (Word document|image|document) could not be read safely: .+\. If the file is genuine, .+\.$/,
  /^This Word document is password-protected\./,
  /^This is a Word 97–2003 document \(\.doc\), which cannot be read\./,
  /^This document has more than \d+ pages, the limit\./,
  /^This archive could not be read safely: .+\. If the file is genuine, unzip it and upload its files\.$/,
  /^This archive is damaged and cannot be read\./,
  /^This archive is .+; the limit is/,
  /^This file's path in the archive points outside the archive, so it was not unpacked\.$/,
  /^This is a link to another file, not a file, so it was not unpacked\.$/,
  /^This file is encrypted in the archive\. Unzip it with its password and upload the file\.$/,
  /^An archive or email inside another one inside the upload is not unpacked\./,
  /^This email could not be read safely: .+\. If the file is genuine, .+\.$/,
  /^This email could not be read\./,
  /^This email is encrypted\./,
  /^This file is (a .+ file, which|of a type that) cannot be read here\./,
];

// Limits lower than the defaults, so the whole corpus is read in a few minutes; each still stops its file.
const TEST_LIMITS = {
  DOCUMENT_PAGE_TIMEOUT_MS: '10000',
  PDF_MAX_STREAM_BYTES: String(64 * MB),
  PDF_MAX_DECODED_BYTES: String(256 * MB),
  DOCUMENT_WORKER_MEMORY_MB: '768',
  OCR_MAX_PAGES: '3',
};

describe('hostile files sent to both services over HTTP', () => {
  const corpus = hostileCorpus();
  let services: RunningServices;
  let report: HostileRunReport;

  // About 4 minutes alone on 2 cores; CI runs it beside the PostgreSQL suite, where it has taken more than 10. What is
  // tested is that each file is refused by its limit and the services stay healthy, not how soon the corpus ends.
  beforeAll(async () => {
    services = await startServices({ env: TEST_LIMITS });
    report = await runHostileCorpus(services, corpus);
  }, 25 * 60_000);

  afterAll(async () => {
    await services?.stop();
  }, 60_000);

  it('leaves both services running', () => {
    expect(services.api.exitCode, services.output()).toBeNull();
    expect(services.research.exitCode, services.output()).toBeNull();
  });

  it('answers every health check, each within two seconds, while the files are read', () => {
    const slowOrFailed = report.health.filter((sample) => !sample.ok || sample.ms > 2000);
    expect(slowOrFailed).toEqual([]);
    expect(report.health.filter((sample) => sample.service === 'api').length).toBeGreaterThan(10);
    expect(report.health.filter((sample) => sample.service === 'research').length).toBeGreaterThan(10);
  });

  it('gives every file sent to process-pdf a staged upload or an error that tells the lawyer what to do', () => {
    expect(report.api.map((outcome) => outcome.name).sort()).toEqual(corpus.map((file) => file.name).sort());
    for (const outcome of report.api) {
      expect(outcome.status, outcome.name).toBe(200);
      if (!outcome.ok) expect(LAWYER_MESSAGES.some((pattern) => pattern.test(outcome.message ?? '')), `${outcome.name}: ${outcome.message}`).toBe(true);
    }
  });

  it('gives every file sent to extract-doc-text its text or a client error with the same messages', () => {
    expect(report.research.map((outcome) => outcome.name).sort()).toEqual(corpus.map((file) => file.name).sort());
    for (const outcome of report.research) {
      expect([200, 413, 415, 422], `${outcome.name}: ${outcome.status} ${outcome.message}`).toContain(outcome.status);
    }
    const refused = report.research.filter((outcome) => outcome.status === 422);
    for (const outcome of refused) {
      expect(LAWYER_MESSAGES.some((pattern) => pattern.test(outcome.message ?? '')), `${outcome.name}: ${outcome.message}`).toBe(true);
    }
  });

  it('stops the bombs at their named limits rather than by luck', () => {
    const unsafe = report.api.filter((outcome) => outcome.message?.startsWith('This PDF could not be read safely'));
    expect(unsafe.map((outcome) => outcome.name)).toEqual(
      expect.arrayContaining([
        'flate-bomb-content-2gib-spaces',
        'lzw-bomb-content-2gib',
        'embedded-file-bomb-in-annotation',
        'operator-bomb-re-f-2m',
        'recursion-tiling-pattern-paints-itself',
        'huge-dimensions-image-100000-square',
      ]),
    );
  });

  it('stops the Word bombs at their named limits, in both services, before they are inflated', () => {
    for (const outcomes of [report.api, report.research]) {
      const unsafe = outcomes.filter((outcome) => outcome.message?.startsWith('This Word document could not be read safely'));
      const told = outcomes.filter((outcome) => outcome.name.startsWith('word-')).map((outcome) => `${outcome.name}: ${outcome.message}`);
      expect(unsafe.map((outcome) => outcome.name).sort(), told.join('\n')).toEqual(
        ['word-declared-4gb-part', 'word-decompression-bomb', 'word-deep-nesting', 'word-entity-expansion', 'word-lying-part-size'].sort(),
      );
    }
  });

  it('stops the email bombs at their named limits where emails are unpacked, and a looping Outlook file as damaged', () => {
    const unsafe = report.api.filter((outcome) => outcome.message?.startsWith('This email could not be read safely'));
    expect(unsafe.map((outcome) => outcome.name).sort()).toEqual(['email-5000-attachments', 'email-huge-header', 'email-mime-nesting-1000-deep']);
    expect(report.api.find((outcome) => outcome.name === 'email-msg-sector-loop')?.message).toMatch(/^This email could not be read\./);
  });

  it("keeps each service's own memory where it was: document work happens in its workers", () => {
    // Before the workers, one bomb took the API past 7 GB. Its resting size is mostly the embedded database.
    expect(report.peakRss.api - report.restingRss.api).toBeLessThan(256 * MB);
    expect(report.peakRss.research - report.restingRss.research).toBeLessThan(256 * MB);
  });
});
