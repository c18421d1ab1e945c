import { DOCUMENT_LIMITS, LIMITS } from '@dd/contracts';
import type { ResearchConfig } from './config.ts';

export const WEB_ORIGIN = 'http://localhost:3000';

/**
 * The settings every test of the research host starts from: quiet, and patient with the main API's stand-in, which
 * on a machine busy with other work has taken longer than 300 ms to answer (a test of the timeout sets its own).
 */
export const testConfig = (overrides: Partial<ResearchConfig> = {}): ResearchConfig => ({
  port: 0,
  host: '127.0.0.1',
  mainApiUrl: 'http://127.0.0.1:9',
  mainApiTimeoutMs: 10_000,
  corsOrigins: [WEB_ORIGIN],
  logLevel: 'silent',
  maxUploadBytes: LIMITS.pdfMaxBytes,
  maxPdfPages: LIMITS.pdfMaxPages,
  // A busy machine has taken longer than the product's 30 s to read one page by OCR; no test here is about that limit.
  documentLimits: { ...DOCUMENT_LIMITS, pageTimeoutMs: 300_000 },
  ...overrides,
});
