import { availableParallelism } from 'node:os';
import { DOCUMENT_LIMITS, LIMITS } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import { loadResearchConfig, ResearchConfigError } from './config.ts';

describe('loadResearchConfig', () => {
  it('runs beside a local main API on port 3000 when nothing is set', () => {
    expect(loadResearchConfig({})).toEqual({
      port: 3001,
      host: 'localhost',
      mainApiUrl: 'http://localhost:3000',
      mainApiTimeoutMs: 5000,
      corsOrigins: ['http://localhost:3000'],
      logLevel: 'info',
      maxUploadBytes: LIMITS.pdfMaxBytes,
      maxPdfPages: LIMITS.pdfMaxPages,
      documentLimits: { ...DOCUMENT_LIMITS, workers: availableParallelism() + 1 },
    });
  });

  it('takes the document limits and the number of document workers from the environment', () => {
    const { documentLimits } = loadResearchConfig({ DOCUMENT_WORKERS: '3', PDF_MAX_PAGE_OPERATORS: '50000', OCR_MAX_PAGES: '' });

    expect(documentLimits).toEqual({ ...DOCUMENT_LIMITS, workers: 3, pageMaxOperators: 50_000 });
  });

  it('allows the web app served by the main API on its PORT when APP_URL is not set', () => {
    expect(loadResearchConfig({ PORT: '3400' }).corsOrigins).toEqual(['http://localhost:3400']);
  });

  it("follows the main API's PORT and the web app's APP_URL", () => {
    const config = loadResearchConfig({ PORT: '3100', RESEARCH_PORT: '3101', APP_URL: 'http://localhost:3100/' });

    expect(config.port).toBe(3101);
    expect(config.mainApiUrl).toBe('http://localhost:3100');
    expect(config.corsOrigins).toEqual(['http://localhost:3100']);
  });

  it('takes explicit MAIN_API_URL and CORS_ORIGIN, normalised to what requests and browsers use', () => {
    const config = loadResearchConfig({
      MAIN_API_URL: 'https://api.example.co.uk/',
      CORS_ORIGIN: 'https://app.example.co.uk, https://staging.example.co.uk/',
      APP_URL: 'https://ignored.example.com',
      HOST: '0.0.0.0',
      LOG_LEVEL: 'warn',
      MAIN_API_TIMEOUT_MS: '2500',
    });

    expect(config).toMatchObject({
      host: '0.0.0.0',
      mainApiUrl: 'https://api.example.co.uk',
      mainApiTimeoutMs: 2500,
      corsOrigins: ['https://app.example.co.uk', 'https://staging.example.co.uk'],
      logLevel: 'warn',
    });
  });

  it('treats variables set to nothing as unset', () => {
    expect(loadResearchConfig({ RESEARCH_PORT: '', MAIN_API_URL: '', CORS_ORIGIN: '' })).toMatchObject({
      port: 3001,
      mainApiUrl: 'http://localhost:3000',
      corsOrigins: ['http://localhost:3000'],
    });
  });

  it.each([
    [{ RESEARCH_PORT: 'three thousand' }, /RESEARCH_PORT/],
    [{ RESEARCH_PORT: '70000' }, /RESEARCH_PORT/],
    [{ MAIN_API_URL: 'localhost:3000' }, /MAIN_API_URL/],
    [{ MAIN_API_URL: 'ftp://files.example.com' }, /MAIN_API_URL/],
    [{ CORS_ORIGIN: '*' }, /CORS_ORIGIN/],
    [{ LOG_LEVEL: 'verbose' }, /LOG_LEVEL/],
    [{ MAIN_API_TIMEOUT_MS: '0' }, /MAIN_API_TIMEOUT_MS/],
    [{ DOCUMENT_WORKERS: '1' }, /DOCUMENT_WORKERS/],
    [{ PDF_MAX_STREAM_BYTES: 'lots' }, /PDF_MAX_STREAM_BYTES/],
  ])('refuses %j, naming the variable', (env, variable) => {
    expect(() => loadResearchConfig(env)).toThrow(ResearchConfigError);
    expect(() => loadResearchConfig(env)).toThrow(variable);
  });
});
