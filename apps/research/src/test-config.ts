import { DOCUMENT_LIMITS, LIMITS } from '@dd/contracts';
import type { ResearchConfig } from './config.ts';

export const WEB_ORIGIN = 'http://localhost:3000';

/** The settings every test of the research host starts from: quiet, quick to give up on the main API. */
export const testConfig = (overrides: Partial<ResearchConfig> = {}): ResearchConfig => ({
  port: 0,
  host: '127.0.0.1',
  mainApiUrl: 'http://127.0.0.1:9',
  mainApiTimeoutMs: 300,
  corsOrigins: [WEB_ORIGIN],
  logLevel: 'silent',
  maxUploadBytes: LIMITS.pdfMaxBytes,
  maxPdfPages: LIMITS.pdfMaxPages,
  documentLimits: { ...DOCUMENT_LIMITS },
  ...overrides,
});
