import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface ReceivedMail {
  /** The .eml file's name in the outbox. */
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string | undefined;
}

const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** A header as a mail client shows it: RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) decoded and joined. */
const decodeHeader = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );

function parsePart(raw: string): { headers: Map<string, string>; body: string } {
  const split = raw.indexOf('\n\n');
  const headers = new Map<string, string>();
  for (const line of raw.slice(0, split).replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoded = raw.slice(split + 2);
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const body =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(encoded)
      : encoding === 'base64'
        ? Buffer.from(encoded, 'base64').toString('utf8')
        : encoded;
  return { headers, body };
}

/** Reads one .eml as a mail client would: the plain-text and HTML alternatives, decoded. */
export function parseMail(file: string, raw: string): ReceivedMail {
  const message = parsePart(raw.replace(/\r\n/g, '\n'));
  const boundary = /boundary="?([^";]+)"?/.exec(message.headers.get('content-type') ?? '')?.[1];
  const parts = boundary
    ? message.body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => parsePart(part.replace(/^\n/, '')))
    : [message];
  const ofType = (type: string) => parts.find((part) => part.headers.get('content-type')?.startsWith(type))?.body;
  return {
    file,
    to: message.headers.get('to') ?? '',
    subject: decodeHeader(message.headers.get('subject') ?? ''),
    text: ofType('text/plain') ?? message.body,
    html: ofType('text/html'),
  };
}

/** Every message in the outbox, oldest first. */
export async function readOutbox(outboxDir: string): Promise<ReceivedMail[]> {
  const files = (await readdir(outboxDir).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).sort();
  return Promise.all(files.map(async (file) => parseMail(file, await readFile(path.join(outboxDir, file), 'latin1'))));
}

/**
 * Waits for a message to `to` whose subject matches, skipping the files in `ignore` (a snapshot taken before
 * the call that sends it: mail goes out after the response, and file names only order messages to the millisecond).
 */
export async function waitForMail(
  outboxDir: string,
  to: string,
  subject: RegExp,
  ignore: ReadonlySet<string> = new Set(),
  timeoutMs = 5000,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readOutbox(outboxDir)).find(
      (mail) => !ignore.has(mail.file) && mail.to.includes(to) && subject.test(mail.subject),
    );
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No mail to ${to} with a subject like ${subject} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The names of the files in the outbox now, to wait for what comes next. */
export async function outboxSnapshot(outboxDir: string): Promise<Set<string>> {
  return new Set((await readOutbox(outboxDir)).map((mail) => mail.file));
}

/** The first link in the text that matches. */
export function linkIn(mail: ReceivedMail, pattern: RegExp): URL {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((candidate) => pattern.test(candidate));
  if (!link) throw new Error(`No link like ${pattern} in:\n${mail.text}`);
  return new URL(link);
}
