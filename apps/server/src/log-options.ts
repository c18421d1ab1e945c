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
