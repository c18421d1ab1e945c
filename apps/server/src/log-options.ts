import type { FastifyServerOptions } from 'fastify';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * Where log lines go: the given stream (tests), pretty lines on a terminal, so a newcomer running `npm start`
 * sees the mail outbox's links and any error at a glance, and JSON lines otherwise, for log collectors.
 */
export function logDestination(stream: NodeJS.WritableStream | undefined, stdout: { isTTY?: boolean } = process.stdout): Partial<LoggerOptions> {
  if (stream) return { stream };
  if (!stdout.isTTY) return {};
  return {
    transport: {
      target: 'pino-pretty',
      options: { colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: false },
    },
  };
}

/**
 * What a failed query's error carries of the values it was sent, which are a user's text, an email, a token's
 * hash: drizzle's `params`, PostgreSQL's `detail` ("Key (email)=(…) already exists") and `where` ("portal
 * parameter $5 = '…'").
 */
const QUERY_VALUE_FIELDS = new Set(['params', 'where', 'detail']);

/** PostgreSQL's data exceptions (class 22) quote the value they refused: `invalid input syntax for type uuid: "…"`. */
const quotesValues = (error: object) => typeof (error as { code?: unknown }).code === 'string' && /^22[0-9A-Z]{3}$/.test((error as { code: string }).code);

/**
 * An error as a log line carries it, like pino's own serializer (type, message, stack, its other fields, its cause)
 * but without the values a failed query was sent: a log line keeps the SQL, the error code and the request id
 * that lead to the cause, never the user's text. Drizzle writes the values into its message and stack too.
 */
export function serializeError(error: Error, seen = new WeakSet<Error>()): SerializedError {
  seen.add(error);
  const params = (error as { params?: unknown }).params;
  const redact = (text: string) => {
    const withoutParams = Array.isArray(params) ? text.replace(`\nparams: ${String(params)}`, '') : text;
    return quotesValues(error) ? withoutParams.replace(/"[^"]*"/g, '"…"') : withoutParams;
  };
  const serialized: SerializedError = { type: error.constructor.name, message: redact(error.message), stack: redact(error.stack ?? '') };
  const inner = (value: unknown) => (value instanceof Error ? (seen.has(value) ? '[Circular]' : serializeError(value, seen)) : value);
  for (const [key, value] of Object.entries(error)) {
    if (!QUERY_VALUE_FIELDS.has(key) && !(key in serialized)) serialized[key] = inner(value);
  }
  if (error.cause !== undefined && !('cause' in serialized)) serialized.cause = inner(error.cause);
  return serialized;
}

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/** The serializers of every process's logger: `err` is how errors are logged everywhere (`log.error({ err })`). */
export const LOG_SERIALIZERS = {
  // Something other than an Error logged as one is kept as it is, as pino's own serializer keeps it.
  err: (error: Error): SerializedError => (error instanceof Error ? serializeError(error) : (error as SerializedError)),
};
