import { availableParallelism } from 'node:os';
import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DOCUMENT_LIMITS } from '@dd/contracts';
import { ConfigError, ENVIRONMENT_VARIABLES, loadConfig, parseEnvironment } from './config.ts';

let cwd: string;
beforeEach(async () => {
  cwd = await mkdtemp(path.join(tmpdir(), 'dd-config-'));
});
afterEach(() => rm(cwd, { recursive: true, force: true }));

describe('loadConfig', () => {
  it('starts on sensible defaults with an empty environment', async () => {
    const config = await loadConfig({}, cwd);
    expect(config).toMatchObject({
      port: 3000,
      host: 'localhost',
      appUrl: 'http://localhost:3000',
      dataDir: path.join(cwd, 'data'),
      databaseUrl: undefined,
      smtpUrl: undefined,
      mailFrom: 'Due Diligence <no-reply@localhost>',
      adminEmails: [],
      corsOrigins: ['http://localhost:3000'],
      logLevel: 'info',
      nodeEnv: 'development',
      trustProxy: false,
      researchUrl: 'http://localhost:3001',
    });
    expect(config.webDistDir).toMatch(/apps[/\\]web[/\\]dist$/);
    expect(config.rateLimits.login).toEqual({
      perAccountAtAddress: { max: 10, windowMs: 900_000 },
      perAccount: { max: 50, windowMs: 900_000 },
      perAddress: { max: 200, windowMs: 900_000 },
    });
    expect(config.rateLimits.forgotPassword.perEmail.max).toBe(3);
    // One document worker more than the machine has processors: one user's case keeps them all busy.
    expect(config.documentLimits).toEqual({ ...DOCUMENT_LIMITS, workers: availableParallelism() + 1 });
    expect(config.ai).toBeNull();
  });

  it('generates an app key once, keeps it in DATA_DIR readable by the owner only, and reuses it', async () => {
    const first = await loadConfig({ DATA_DIR: 'state' }, cwd);
    const second = await loadConfig({ DATA_DIR: 'state' }, cwd);

    expect(first.appKey.length).toBeGreaterThanOrEqual(32);
    expect(second.appKey).toBe(first.appKey);
    const file = path.join(cwd, 'state', 'app-key');
    expect((await readFile(file, 'utf8')).trim()).toBe(first.appKey);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('gives processes starting at the same moment one app key, never a half-written one', async () => {
    // Started a turn of the event loop apart, so some read the file while another is writing it.
    const configs = await Promise.all(
      Array.from({ length: 48 }, async (_, index) => {
        for (let turn = 0; turn < index % 12; turn += 1) await new Promise((resolve) => setImmediate(resolve));
        return loadConfig({ DATA_DIR: 'together' }, cwd);
      }),
    );

    const keys = new Set(configs.map((config) => config.appKey));
    expect(keys.size).toBe(1);
    const [key] = keys;
    expect(key!.length).toBeGreaterThanOrEqual(32);
    expect((await readFile(path.join(cwd, 'together', 'app-key'), 'utf8')).trim()).toBe(key);
    expect(await readdir(path.join(cwd, 'together'))).toEqual(['app-key']);
  });

  it('uses APP_KEY when given and writes nothing', async () => {
    const config = await loadConfig({ APP_KEY: 'k'.repeat(40) }, cwd);
    expect(config.appKey).toBe('k'.repeat(40));
    await expect(stat(path.join(cwd, 'data', 'app-key'))).rejects.toThrow(/ENOENT/);
  });

  it('reads every variable', () => {
    const config = parseEnvironment(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        APP_URL: 'https://dd.example.com/',
        DATA_DIR: '/var/lib/dd',
        DATABASE_URL: 'postgres://dd:secret@db:5432/dd',
        SMTP_URL: 'smtps://mailer:pw@smtp.example.com:465',
        MAIL_FROM: 'Firm <dd@example.com>',
        ADMIN_EMAILS: ' Partner@Firm.ie, ops@firm.ie ,',
        CORS_ORIGIN: 'https://dd.example.com, https://staging.example.com/',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        WEB_DIST_DIR: 'web',
        TRUST_PROXY: 'true',
        RESEARCH_URL: 'https://research.example.com/',
        RATE_LIMIT_MULTIPLIER: '10',
        DOCUMENT_WORKERS: '4',
        DOCUMENT_WORKER_MEMORY_MB: '2048',
        DOCUMENT_PAGE_TIMEOUT_MS: '20000',
        DOCUMENT_TIMEOUT_MS: '600000',
        PDF_MAX_STREAM_BYTES: '134217728',
        PDF_MAX_DECODED_BYTES: '536870912',
        PDF_MAX_IMAGE_PIXELS: '50000000',
        PDF_MAX_RENDER_PIXELS: '8000000',
        PDF_MAX_PAGE_OPERATORS: '500000',
        DOCUMENT_MAX_CHARACTERS: '5000000',
        OCR_MAX_PAGES: '20',
      },
      cwd,
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      appUrl: 'https://dd.example.com',
      dataDir: '/var/lib/dd',
      databaseUrl: 'postgres://dd:secret@db:5432/dd',
      smtpUrl: 'smtps://mailer:pw@smtp.example.com:465',
      mailFrom: 'Firm <dd@example.com>',
      adminEmails: ['partner@firm.ie', 'ops@firm.ie'],
      corsOrigins: ['https://dd.example.com', 'https://staging.example.com'],
      logLevel: 'warn',
      nodeEnv: 'production',
      webDistDir: path.join(cwd, 'web'),
      trustProxy: true,
      researchUrl: 'https://research.example.com',
    });
    expect(config.rateLimits.login.perAccountAtAddress.max).toBe(100);
    expect(config.documentLimits).toEqual({
      workers: 4,
      workerMemoryMb: 2048,
      pageTimeoutMs: 20_000,
      documentTimeoutMs: 600_000,
      streamMaxBytes: 128 * 1024 * 1024,
      documentDecodedMaxBytes: 512 * 1024 * 1024,
      imageMaxPixels: 50_000_000,
      renderMaxPixels: 8_000_000,
      pageMaxOperators: 500_000,
      documentMaxCharacters: 5_000_000,
      ocrMaxPages: 20,
    });
  });

  it('reads the language model that answers questions, with defaults for its concurrency and timeout', () => {
    expect(parseEnvironment({ AI_PROVIDER: 'anthropic', AI_MODEL: 'claude-sonnet-4-5', AI_API_KEY: 'sk-ant-secret' }, cwd).ai).toEqual({
      provider: 'anthropic',
      model: 'claude-sonnet-4-5',
      apiKey: 'sk-ant-secret',
      concurrency: 4,
      timeoutMs: 120_000,
      contextTokens: 100_000,
      questionsPerCall: 25,
    });
    expect(
      parseEnvironment(
        { AI_PROVIDER: 'openai-compatible', AI_MODEL: 'llama3.1', AI_BASE_URL: 'http://localhost:11434/v1', AI_CONCURRENCY: '2', AI_TIMEOUT_MS: '120000' },
        cwd,
      ).ai,
    ).toEqual({
      provider: 'openai-compatible',
      model: 'llama3.1',
      baseUrl: 'http://localhost:11434/v1',
      concurrency: 2,
      timeoutMs: 120_000,
      contextTokens: 100_000,
      questionsPerCall: 25,
    });
  });

  it('names a bad AI_API_KEY without printing it', () => {
    const env = { AI_PROVIDER: 'openai', AI_MODEL: 'gpt-4.1-mini', AI_API_KEY: '   ', AI_TIMEOUT_MS: 'soon' };
    expect(() => parseEnvironment(env, cwd)).toThrow(/AI_API_KEY must not be blank/);
    expect(() => parseEnvironment({ ...env, AI_API_KEY: 'sk-secret-value' }, cwd)).toThrow(/AI_TIMEOUT_MS must be a whole number/);
    expect(() => parseEnvironment({ ...env, AI_API_KEY: 'sk-secret-value' }, cwd)).not.toThrow(/sk-secret-value/);
  });

  it('derives APP_URL from PORT and the research host from RESEARCH_PORT', () => {
    expect(parseEnvironment({ PORT: '3100', RESEARCH_PORT: '3101' }, cwd)).toMatchObject({
      appUrl: 'http://localhost:3100',
      corsOrigins: ['http://localhost:3100'],
      researchUrl: 'http://localhost:3101',
    });
  });

  it('treats an empty variable as unset', () => {
    expect(parseEnvironment({ PORT: '', APP_URL: '', LOG_LEVEL: '' }, cwd)).toMatchObject({ port: 3000, logLevel: 'info' });
  });

  it.each([
    [{ PORT: 'three thousand' }, /PORT/],
    [{ PORT: '70000' }, /PORT must be between 0 and 65535/],
    [{ APP_URL: 'localhost:3000' }, /APP_URL/],
    [{ DATABASE_URL: 'mysql://db/dd' }, /DATABASE_URL must be a postgres/],
    [{ SMTP_URL: 'mail.example.com' }, /SMTP_URL/],
    [{ APP_KEY: 'short' }, /APP_KEY must be at least 32 characters/],
    [{ LOG_LEVEL: 'verbose' }, /LOG_LEVEL must be one of/],
    [{ NODE_ENV: 'staging' }, /NODE_ENV/],
    [{ TRUST_PROXY: 'yes' }, /TRUST_PROXY must be true or false/],
    [{ CORS_ORIGIN: 'not a url' }, /CORS_ORIGIN/],
    [{ RATE_LIMIT_MULTIPLIER: '0' }, /RATE_LIMIT_MULTIPLIER/],
    [{ DOCUMENT_WORKERS: '1' }, /DOCUMENT_WORKERS must be at least 2/],
    [{ PDF_MAX_PAGE_OPERATORS: 'many' }, /PDF_MAX_PAGE_OPERATORS must be a whole number/],
    [{ AI_PROVIDER: 'gemini' }, /AI_PROVIDER must be one of openai, anthropic, azure, openai-compatible/],
    [{ AI_MODEL: 'gpt-4.1-mini' }, /AI_PROVIDER must be set when AI_MODEL is/],
    [{ AI_PROVIDER: 'openai', AI_API_KEY: 'sk-key' }, /AI_MODEL is required with AI_PROVIDER/],
    [{ AI_PROVIDER: 'openai', AI_MODEL: 'gpt-4.1-mini' }, /AI_API_KEY is required when AI_PROVIDER is openai/],
    [{ AI_PROVIDER: 'openai-compatible', AI_MODEL: 'llama3.1' }, /AI_BASE_URL is required when AI_PROVIDER is openai-compatible/],
    [{ AI_BASE_URL: 'localhost:11434' }, /AI_BASE_URL must be an http/],
    [{ AI_CONCURRENCY: '0' }, /AI_CONCURRENCY must be at least 1/],
    [{ AI_TIMEOUT_MS: '1.5' }, /AI_TIMEOUT_MS must be a whole number/],
  ])('refuses to start with %j, naming the variable', (env, message) => {
    expect(() => parseEnvironment(env, cwd)).toThrow(ConfigError);
    expect(() => parseEnvironment(env, cwd)).toThrow(message);
  });

  it('documents every variable in one line', () => {
    expect(ENVIRONMENT_VARIABLES.map((variable) => variable.name)).toEqual(
      expect.arrayContaining(['PORT', 'APP_URL', 'DATA_DIR', 'DATABASE_URL', 'SMTP_URL', 'MAIL_FROM', 'ADMIN_EMAILS', 'APP_KEY', 'CORS_ORIGIN', 'LOG_LEVEL', 'NODE_ENV', 'WEB_DIST_DIR', 'TRUST_PROXY', 'AI_PROVIDER', 'AI_MODEL', 'AI_API_KEY', 'AI_BASE_URL', 'AI_CONCURRENCY', 'AI_TIMEOUT_MS']),
    );
    for (const variable of ENVIRONMENT_VARIABLES) {
      expect(variable.description, variable.name).toMatch(/^[A-Z].{10,}\.$/);
      expect(variable.description, variable.name).not.toContain('\n');
    }
  });
});
