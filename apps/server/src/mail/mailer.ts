import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared/index.js';
import { extractLinks } from './extract-links.ts';

export type MailMessage = { to: string; subject: string; text: string; html?: string };

export type Mailer = {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
};

export type MailerOptions = {
  /** smtp:// or smtps:// with credentials in the URL; without it mail goes to the outbox folder. */
  smtpUrl?: string;
  outboxDir: string;
  from: string;
  logger: { info(obj: object, msg?: string): void };
  /** Connection, greeting and idle limit for SMTP, so a dead mail server fails the send instead of hanging it. */
  smtpTimeoutMs?: number;
};

const DEFAULT_SMTP_TIMEOUT_MS = 15_000;

export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? createSmtpMailer(options, options.smtpUrl) : createOutboxMailer(options);
}

function createSmtpMailer(options: MailerOptions, smtpUrl: string): Mailer {
  const timeout = options.smtpTimeoutMs ?? DEFAULT_SMTP_TIMEOUT_MS;
  // Settings in the URL's query string win over these defaults, as nodemailer documents for connection URLs.
  const transport = nodemailer.createTransport({
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
    ...parseConnectionUrl(smtpUrl),
  });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      // No links here: in production they carry live reset and verification tokens, which logs must not hold.
      options.logger.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'Mail sent');
    },
    async close() {
      transport.close();
    },
  };
}

function createOutboxMailer(options: MailerOptions): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const name = `${Date.now()}-${randomBytes(6).toString('hex')}.eml`;
      const file = path.join(options.outboxDir, name);
      // Written under a hidden temporary name first, so whoever watches the outbox never reads half a message.
      const temporary = path.join(options.outboxDir, `.${name}.tmp`);
      await writeFile(temporary, info.message as Buffer);
      await rename(temporary, file);
      options.logger.info(
        { to: message.to, subject: message.subject, file, links: extractLinks(message.text) },
        'Mail written to the outbox',
      );
    },
    async close() {
      transport.close();
    },
  };
}
