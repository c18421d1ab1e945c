import { availableParallelism } from 'node:os';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  AiEnvironment,
  aiConfigOf,
  DocumentLimitsEnvironment,
  documentLimitsOf,
  LIMITS,
  refineAiEnvironment,
  type AiConfig,
  type DocumentLimits,
} from '@dd/contracts';
import { writeNewFile } from './storage/write-new-file.ts';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const NODE_ENVS = ['development', 'production', 'test'] as const;
const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
const APP_KEY_MIN_LENGTH = 32;

const optional = <T extends z.ZodType>(schema: T) =>
  // Deployment tools often pass an unset variable as an empty string; both mean "use the default".
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const httpUrl = (what: string) =>
  z.url({ protocol: /^https?$/, error: `must be an http:// or https:// URL (${what})` });

const boolean = z.enum(['true', 'false', '1', '0'], { error: 'must be true or false' }).transform((v) => v === 'true' || v === '1');

/** Every environment variable the server reads, each with the line the README table is written from. */
const environmentSchema = z.object({
  PORT: optional(
    z.coerce
      .number({ error: 'must be a port number' })
      .int({ error: 'must be a whole port number' })
      .min(0, { error: 'must be between 0 and 65535' })
      .max(65535, { error: 'must be between 0 and 65535' }),
  ).describe('Port the API listens on (default 3000).'),
  HOST: optional(z.string().trim().min(1)).describe(
    'Interface the API listens on (default localhost; 0.0.0.0 or :: to accept connections from other machines).',
  ),
  APP_URL: optional(httpUrl('e.g. https://dd.example.com')).describe(
    'Public address of the product, used for links in mail (default http://localhost:$PORT).',
  ),
  DATA_DIR: optional(z.string()).describe(
    'Folder for the embedded database, mail outbox, stored files and generated app key (default ./data, resolved against the working directory).',
  ),
  DATABASE_URL: optional(
    z.string().regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// or postgresql:// URL' }),
  ).describe('PostgreSQL server to use instead of the embedded PGlite database.'),
  SMTP_URL: optional(
    z.string().regex(/^smtps?:\/\//, { error: 'must be an smtp:// or smtps:// URL' }),
  ).describe('SMTP server for outgoing mail (smtp://user:pass@host:port); without it mail is written to $DATA_DIR/mail.'),
  MAIL_FROM: optional(z.string().min(3)).describe('Sender of outgoing mail (default "Due Diligence <no-reply@localhost>").'),
  ADMIN_EMAILS: optional(z.string()).describe(
    'Comma-separated emails whose accounts are made admins at registration and at login.',
  ),
  APP_KEY: optional(
    z.string().min(APP_KEY_MIN_LENGTH, { error: `must be at least ${APP_KEY_MIN_LENGTH} characters` }),
  ).describe(
    'Secret that signs email verification links; without it one is generated once and kept in $DATA_DIR/app-key.',
  ),
  CORS_ORIGIN: optional(z.string()).describe(
    'Comma-separated web origins allowed to call the API from a browser (default the origin of APP_URL).',
  ),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })).describe(
    'Log level: fatal, error, warn, info (default), debug, trace or silent.',
  ),
  NODE_ENV: optional(z.enum(NODE_ENVS, { error: `must be one of ${NODE_ENVS.join(', ')}` })).describe(
    'Environment: development (default), production (serves the built web app) or test.',
  ),
  API_DOCS: optional(boolean).describe(
    'Set to true to serve the API documentation (Swagger UI at /docs, the OpenAPI document at /docs/json) with NODE_ENV=production; served by default otherwise.',
  ),
  WEB_DIST_DIR: optional(z.string()).describe(
    'Built web app served with a single-page fallback when NODE_ENV=production (default apps/web/dist).',
  ),
  TRUST_PROXY: optional(boolean).describe(
    'Set to true behind a reverse proxy, so client addresses (and rate limits) come from X-Forwarded-For (default false).',
  ),
  RESEARCH_URL: optional(httpUrl('e.g. https://research.example.com')).describe(
    'Public address of the legal-research host the web app calls, allowed by the Content-Security-Policy (default the APP_URL host on RESEARCH_PORT).',
  ),
  RESEARCH_PORT: optional(
    z.coerce.number({ error: 'must be a port number' }).int({ error: 'must be a whole port number' }).min(0).max(65535),
  ).describe('Port of the legal-research host (default 3001), used only to derive RESEARCH_URL.'),
  RATE_LIMIT_MULTIPLIER: optional(
    z.coerce.number({ error: 'must be a number' }).positive({ error: 'must be greater than 0' }),
  ).describe('Multiplies every sign-in, registration and password-reset rate limit (default 1).'),
  S3_BUCKET: optional(z.string().trim().min(3, { error: 'must be a bucket name' })).describe(
    'S3-compatible bucket for uploaded files, their extracted text and logos; unset, they are kept in $DATA_DIR/files.',
  ),
  S3_REGION: optional(z.string().trim().min(1)).describe('Region of the bucket (required with S3_BUCKET; any value, e.g. us-east-1, for MinIO).'),
  S3_ENDPOINT: optional(httpUrl('e.g. http://localhost:9000 for MinIO')).describe(
    'Address of the S3-compatible service (default AWS S3 for the region).',
  ),
  S3_ACCESS_KEY_ID: optional(z.string().trim().min(1)).describe(
    'Access key for the bucket; with S3_SECRET_ACCESS_KEY, or neither for the SDK\'s own credential chain (instance role …).',
  ),
  S3_SECRET_ACCESS_KEY: optional(z.string().min(1)).describe('Secret of that access key. Never logged.'),
  S3_FORCE_PATH_STYLE: optional(boolean).describe(
    'Set to true for MinIO and other services that address buckets by path rather than by host name (default false).',
  ),
  METRICS_TOKEN: optional(z.string().min(16, { error: 'must be at least 16 characters' })).describe(
    'Bearer token that opens /metrics (Prometheus) on the API port; unset, /metrics is not served there.',
  ),
  METRICS_PORT: optional(
    z.coerce.number({ error: 'must be a port number' }).int({ error: 'must be a whole port number' }).min(0).max(65535),
  ).describe('Port of a separate listener serving /metrics without a token, for every role (workers included); unset, none.'),
  METRICS_HOST: optional(z.string().trim().min(1)).describe('Interface that listener binds to (default 127.0.0.1: private to the machine or pod).'),
  SHUTDOWN_GRACE_SECONDS: optional(
    z.coerce.number({ error: 'must be a number of seconds' }).int({ error: 'must be a whole number of seconds' }).min(0).max(3600),
  ).describe(
    'Seconds running jobs may take to finish after SIGTERM before going back on the queue for another worker (default 25); allow 5 more before a kill.',
  ),
  OIDC_ISSUER: optional(httpUrl('e.g. https://login.microsoftonline.com/TENANT/v2.0')).describe(
    'OpenID Connect issuer of the firms\' identity provider (Entra ID, Google Workspace, Okta): with the three below, the login page offers "Sign in with your firm\'s account". Its callback is $APP_URL/api/auth/oidc/callback.',
  ),
  OIDC_CLIENT_ID: optional(z.string().trim().min(1)).describe('Client id of this product at the identity provider (required with OIDC_ISSUER).'),
  OIDC_CLIENT_SECRET: optional(z.string().min(1)).describe('Client secret of this product at the identity provider (required with OIDC_ISSUER). Never logged.'),
  OIDC_ALLOWED_DOMAINS: optional(z.string()).describe(
    'Comma-separated email domains that may sign in through the provider (required with OIDC_ISSUER): the first user of a domain creates its firm, later ones join it.',
  ),
})
  .extend(DocumentLimitsEnvironment.shape)
  .extend(AiEnvironment.shape)
  .superRefine(refineAiEnvironment)
  .superRefine((vars, context) => {
    const oidc = ['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_ALLOWED_DOMAINS'] as const;
    for (const name of oidc) {
      if (vars.OIDC_ISSUER && !vars[name]) context.addIssue({ code: 'custom', path: [name], message: 'is required with OIDC_ISSUER' });
      if (!vars.OIDC_ISSUER && vars[name]) context.addIssue({ code: 'custom', path: [name], message: 'needs OIDC_ISSUER' });
    }
  })
  .superRefine((vars, context) => {
    const s3 = ['S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const;
    if (!vars.S3_BUCKET) {
      for (const name of s3) if (vars[name] !== undefined) context.addIssue({ code: 'custom', path: [name], message: 'needs S3_BUCKET' });
      return;
    }
    if (!vars.S3_REGION) context.addIssue({ code: 'custom', path: ['S3_REGION'], message: 'is required with S3_BUCKET' });
    if (!vars.S3_ACCESS_KEY_ID !== !vars.S3_SECRET_ACCESS_KEY) {
      context.addIssue({ code: 'custom', path: ['S3_ACCESS_KEY_ID'], message: 'and S3_SECRET_ACCESS_KEY must be set together' });
    }
  });

export type EnvironmentVariableName = keyof typeof environmentSchema.shape;

/** The variables with their descriptions, in the order above: the source of the README's table. */
export const ENVIRONMENT_VARIABLES: { name: EnvironmentVariableName; description: string }[] = Object.entries(
  environmentSchema.shape,
).map(([name, schema]) => ({ name: name as EnvironmentVariableName, description: schema.description ?? '' }));

/** Requests allowed per window for one key (an IP address, or an email at an IP address). */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/** Calls per window to a registration or password-reset route, every call counted. */
export interface RouteRateLimits {
  perIp: RateLimit;
  perEmail: RateLimit;
}

/** Failed logins allowed per window; a successful login is never counted. */
export interface LoginRateLimits {
  /** One account from one address: stops a guesser without touching the account's owner elsewhere. */
  perAccountAtAddress: RateLimit;
  /** One account from every address: stops guessing spread over many addresses. */
  perAccount: RateLimit;
  /** One address for every account: stops one address trying many accounts, yet lets an office share an address. */
  perAddress: RateLimit;
}

export interface RateLimits {
  login: LoginRateLimits;
  register: RouteRateLimits;
  forgotPassword: RouteRateLimits;
  resetPassword: RouteRateLimits;
  /** Invitations to a firm send mail to any address: counted per firm admin and per client address. */
  invitations: { perIp: RateLimit; perAccount: RateLimit };
}

/** Upload limits (PRODUCT.md §7); each defaults to its LIMITS value. */
export interface UploadLimits {
  pdfMaxBytes: number;
  /** A .zip's own size, where archives are taken (process-pdf, generate, edit); every other file is held to pdfMaxBytes. */
  archiveMaxBytes: number;
  pdfMaxPages: number;
  filesPerRequest: number;
}

/** Where files are kept: a folder, or an S3-compatible bucket. */
export type StorageConfig =
  | { kind: 'local'; rootDir: string }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      endpoint: string | undefined;
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
    };

/** Who may read the Prometheus metrics: a bearer token on the API port, and/or a private listener of its own. */
export interface MetricsConfig {
  token: string | undefined;
  port: number | undefined;
  host: string;
}

export interface Config {
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Lower-cased. */
  adminEmails: string[];
  appKey: string;
  corsOrigins: string[];
  logLevel: (typeof LOG_LEVELS)[number];
  nodeEnv: (typeof NODE_ENVS)[number];
  /** Whether /docs serves the Swagger UI and the OpenAPI document. */
  apiDocs: boolean;
  webDistDir: string;
  trustProxy: boolean;
  /** Origin of the legal-research host. */
  researchUrl: string;
  rateLimits: RateLimits;
  /** Overrides of the upload limits; absent ones are LIMITS (see uploadLimitsOf). */
  uploadLimits?: Partial<UploadLimits>;
  /** What reading one document may cost, and the document workers that read them. */
  documentLimits: DocumentLimits;
  /** The language model that answers questions; null: the built-in engine answers. */
  ai: AiConfig | null;
  storage: StorageConfig;
  metrics: MetricsConfig;
  /** How long running jobs may take to finish after SIGTERM before they are handed back. */
  shutdownGraceMs: number;
  /** The firms' identity provider (single sign-on); null: email and password only. */
  oidc: OidcConfig | null;
}

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Lower-cased email domains that may sign in through the provider. */
  allowedDomains: string[];
}

/** The upload limits in force: the configured ones, else the product defaults. */
export function uploadLimitsOf(config: Pick<Config, 'uploadLimits'>): UploadLimits {
  return {
    pdfMaxBytes: config.uploadLimits?.pdfMaxBytes ?? LIMITS.pdfMaxBytes,
    archiveMaxBytes: config.uploadLimits?.archiveMaxBytes ?? LIMITS.archiveMaxBytes,
    pdfMaxPages: config.uploadLimits?.pdfMaxPages ?? LIMITS.pdfMaxPages,
    filesPerRequest: config.uploadLimits?.filesPerRequest ?? LIMITS.filesPerRequest,
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const MINUTE = 60_000;

/**
 * Login counts failures over 15 minutes: 10 for an account at one address, 50 for an account from anywhere,
 * 200 for an address across accounts. The other routes count every call: 10 a minute per address and a few per email.
 */
export function defaultRateLimits(multiplier = 1): RateLimits {
  const limit = (max: number, windowMs = MINUTE): RateLimit => ({ max: Math.max(1, Math.round(max * multiplier)), windowMs });
  return {
    login: {
      perAccountAtAddress: limit(10, 15 * MINUTE),
      perAccount: limit(50, 15 * MINUTE),
      perAddress: limit(200, 15 * MINUTE),
    },
    register: { perIp: limit(10), perEmail: limit(5) },
    forgotPassword: { perIp: limit(10), perEmail: limit(3) },
    resetPassword: { perIp: limit(10), perEmail: limit(5) },
    invitations: { perIp: limit(60, 60 * MINUTE), perAccount: limit(30, 60 * MINUTE) },
  };
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const researchUrlBeside = (appUrl: string, port: number) => {
  const url = new URL(appUrl);
  return `${url.protocol}//${url.hostname}:${port}`;
};

/** Validates the environment; a bad variable throws a ConfigError that names it. APP_KEY may still be absent. */
export function parseEnvironment(env: NodeJS.ProcessEnv, cwd = process.cwd()): Omit<Config, 'appKey'> & { appKey?: string } {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}.`);
  }
  const vars = parsed.data;
  const port = vars.PORT ?? 3000;
  const appUrl = (vars.APP_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const corsOrigins = vars.CORS_ORIGIN ? list(vars.CORS_ORIGIN) : [new URL(appUrl).origin];
  for (const origin of corsOrigins) {
    if (!URL.canParse(origin)) throw new ConfigError(`Invalid configuration: CORS_ORIGIN "${origin}" is not a URL.`);
  }
  return {
    port,
    host: vars.HOST ?? 'localhost',
    appUrl,
    dataDir: path.resolve(cwd, vars.DATA_DIR ?? './data'),
    databaseUrl: vars.DATABASE_URL,
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM ?? 'Due Diligence <no-reply@localhost>',
    adminEmails: list(vars.ADMIN_EMAILS).map((email) => email.toLowerCase()),
    appKey: vars.APP_KEY,
    corsOrigins: corsOrigins.map((origin) => new URL(origin).origin),
    logLevel: vars.LOG_LEVEL ?? 'info',
    nodeEnv: vars.NODE_ENV ?? 'development',
    // A production API does not map itself for strangers unless asked to.
    apiDocs: vars.API_DOCS ?? vars.NODE_ENV !== 'production',
    webDistDir: path.resolve(cwd, vars.WEB_DIST_DIR ?? DEFAULT_WEB_DIST_DIR),
    trustProxy: vars.TRUST_PROXY ?? false,
    researchUrl: new URL(vars.RESEARCH_URL ?? researchUrlBeside(appUrl, vars.RESEARCH_PORT ?? 3001)).origin,
    rateLimits: defaultRateLimits(vars.RATE_LIMIT_MULTIPLIER ?? 1),
    documentLimits: documentLimitsOf(vars, availableParallelism()),
    ai: aiConfigOf(vars),
    storage: vars.S3_BUCKET
      ? {
          kind: 's3',
          bucket: vars.S3_BUCKET,
          region: vars.S3_REGION!,
          endpoint: vars.S3_ENDPOINT,
          credentials:
            vars.S3_ACCESS_KEY_ID && vars.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: vars.S3_ACCESS_KEY_ID, secretAccessKey: vars.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: vars.S3_FORCE_PATH_STYLE ?? false,
        }
      : { kind: 'local', rootDir: path.join(path.resolve(cwd, vars.DATA_DIR ?? './data'), 'files') },
    metrics: { token: vars.METRICS_TOKEN, port: vars.METRICS_PORT, host: vars.METRICS_HOST ?? '127.0.0.1' },
    shutdownGraceMs: (vars.SHUTDOWN_GRACE_SECONDS ?? 25) * 1000,
    oidc: vars.OIDC_ISSUER
      ? {
          issuer: vars.OIDC_ISSUER,
          clientId: vars.OIDC_CLIENT_ID!,
          clientSecret: vars.OIDC_CLIENT_SECRET!,
          allowedDomains: list(vars.OIDC_ALLOWED_DOMAINS).map((domain) => domain.toLowerCase().replace(/^@/, '')),
        }
      : null,
  };
}

/** The whole configuration from the environment, with the app key read from (or first written to) DATA_DIR. */
export async function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Promise<Config> {
  const config = parseEnvironment(env, cwd);
  return { ...config, appKey: config.appKey ?? (await readOrCreateAppKey(config.dataDir)) };
}

/** Signed links must survive restarts, so a generated key is kept beside the data it protects. */
async function readOrCreateAppKey(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'app-key');
  const existing = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (existing !== undefined) {
    const key = existing.trim();
    if (key.length < APP_KEY_MIN_LENGTH) throw new ConfigError(`The app key in ${file} is too short; delete the file to generate a new one.`);
    return key;
  }
  await mkdir(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64url');
  // Another process started at the same moment may have made it first: then use theirs.
  return (await writeNewFile(file, `${key}\n`)) ? key : readOrCreateAppKey(dataDir);
}
