import { availableParallelism } from 'node:os';
import { DocumentLimitsEnvironment, documentLimitsOf, LIMITS, type DocumentLimits } from '@dd/contracts';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** An unset variable and one set to nothing (`MAIN_API_URL=`) mean the same: use the default. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const origin = z.url({ protocol: /^https?$/ }).transform((url) => new URL(url).origin);

const Environment = z.object({
  RESEARCH_PORT: optional(z.coerce.number().int().min(0).max(65535)),
  HOST: optional(z.string().trim().min(1)),
  PORT: optional(z.coerce.number().int().min(1).max(65535)),
  MAIN_API_URL: optional(z.url({ protocol: /^https?$/ })),
  MAIN_API_TIMEOUT_MS: optional(z.coerce.number().int().positive()),
  CORS_ORIGIN: optional(z.string()),
  APP_URL: optional(origin),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS)),
}).extend(DocumentLimitsEnvironment.shape);

export type ResearchConfig = {
  port: number;
  host: string;
  /** The main API's base URL, without a trailing slash. */
  mainApiUrl: string;
  mainApiTimeoutMs: number;
  /** The web app's origins, exactly as browsers send them in the Origin header. */
  corsOrigins: string[];
  logLevel: (typeof LOG_LEVELS)[number];
  /** Largest document accepted by extract-doc-text, in bytes. */
  maxUploadBytes: number;
  /** Most pages read from one PDF. */
  maxPdfPages: number;
  /** What reading one document may cost, and the document workers that read them. */
  documentLimits: DocumentLimits;
};

export class ResearchConfigError extends Error {}

/** Reads the research host's settings from the environment; a bad value stops the start with what is wrong. */
export function loadResearchConfig(env: Record<string, string | undefined>): ResearchConfig {
  const parsed = Environment.safeParse(env);
  if (!parsed.success) throw new ResearchConfigError(`Invalid environment:\n${z.prettifyError(parsed.error)}`);
  const vars = parsed.data;

  const corsOrigins = vars.CORS_ORIGIN
    ? z.array(origin).safeParse(vars.CORS_ORIGIN.split(',').map((value) => value.trim()))
    : { success: true as const, data: [vars.APP_URL ?? `http://localhost:${vars.PORT ?? 3000}`] };
  if (!corsOrigins.success) {
    throw new ResearchConfigError(`Invalid environment:\n✖ CORS_ORIGIN must be a comma-separated list of http(s) origins`);
  }

  return {
    port: vars.RESEARCH_PORT ?? 3001,
    host: vars.HOST ?? 'localhost',
    mainApiUrl: (vars.MAIN_API_URL ?? `http://localhost:${vars.PORT ?? 3000}`).replace(/\/+$/, ''),
    mainApiTimeoutMs: vars.MAIN_API_TIMEOUT_MS ?? 5000,
    corsOrigins: corsOrigins.data,
    logLevel: vars.LOG_LEVEL ?? 'info',
    maxUploadBytes: LIMITS.pdfMaxBytes,
    maxPdfPages: LIMITS.pdfMaxPages,
    documentLimits: documentLimitsOf(vars, availableParallelism()),
  };
}
