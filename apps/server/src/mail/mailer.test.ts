import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';

/** Decodes =XX octets (quoted-printable bodies and Q-encoded header words) back to UTF-8 text. */
const decodeOctets = (text: string) =>
  Buffer.from(
    text.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

const decodeHeaderWords = (value: string) =>
  value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeOctets(data.replace(/_/g, ' ')),
    );

/** Reads a single-part RFC 822 message the way a mail client would: unfolded, decoded headers and body. */
function parseEml(raw: string) {
  const normalised = raw.replace(/\r\n/g, '\n');
  const split = normalised.indexOf('\n\n');
  const headers = new Map<string, string>();
  for (const line of normalised.slice(0, split).replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), decodeHeaderWords(line.slice(colon + 1).trim()));
  }
  const encodedBody = normalised.slice(split + 2);
  const transferEncoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const body =
    transferEncoding === 'quoted-printable'
      ? decodeOctets(encodedBody.replace(/=\n/g, ''))
      : transferEncoding === 'base64'
        ? Buffer.from(encodedBody, 'base64').toString('utf8')
        : encodedBody;
  return { headers, body };
}

const recordingLogger = () => {
  const entries: { obj: object; msg?: string }[] = [];
  return { entries, info: (obj: object, msg?: string) => void entries.push({ obj, msg }) };
};

const resetLink = 'http://localhost:3000/reset-password?token=4f9c2a&email=siobhan%40example.ie';
const message = {
  to: '"Siobhán Ní Bhriain" <siobhan@example.ie>',
  subject: 'Reset your password — the £250 fee is unchanged',
  text: `Dear Siobhán Ní Bhriain,\n\nReset your password here: ${resetLink}.\n\nThe fee remains £250.`,
};

let workDir: string;
beforeEach(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'mailer-'));
});
afterEach(async () => {
  await rm(workDir, { recursive: true, force: true });
});

describe('createMailer without an SMTP URL (the outbox)', () => {
  it('writes a complete .eml a mail client can read, names and pound signs intact', async () => {
    const outboxDir = path.join(workDir, 'data', 'outbox');
    const logger = recordingLogger();
    const mailer = createMailer({ outboxDir, from: 'Due Diligence <no-reply@example.com>', logger });

    await mailer.send(message);
    await mailer.close();

    const files = await readdir(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{13}-[0-9a-f]+\.eml$/);
    const { headers, body } = parseEml(await readFile(path.join(outboxDir, files[0]!), 'latin1'));
    expect(headers.get('to')).toBe('Siobhán Ní Bhriain <siobhan@example.ie>');
    expect(headers.get('from')).toBe('Due Diligence <no-reply@example.com>');
    expect(headers.get('subject')).toBe(message.subject);
    expect(headers.get('content-type')).toContain('charset=utf-8');
    expect(body).toContain(resetLink);
    expect(body).toContain('Dear Siobhán Ní Bhriain,');
    expect(body).toContain('The fee remains £250.');
  });

  it('logs the recipient, subject, file and every link so a developer can follow the mail locally', async () => {
    const logger = recordingLogger();
    const mailer = createMailer({ outboxDir: workDir, from: 'no-reply@example.com', logger });

    await mailer.send({ ...message, text: `${message.text}\nOr verify at https://app.example.com/verify/1/abc, thanks.` });

    const [file] = await readdir(workDir);
    expect(logger.entries).toEqual([
      {
        obj: {
          to: message.to,
          subject: message.subject,
          file: path.join(workDir, file!),
          links: [resetLink, 'https://app.example.com/verify/1/abc'],
        },
        msg: 'Mail written to the outbox',
      },
    ]);
  });

  it('sends the HTML alternative beside the text when one is given', async () => {
    const mailer = createMailer({ outboxDir: workDir, from: 'no-reply@example.com', logger: recordingLogger() });

    await mailer.send({ ...message, html: `<p>Reset your password <a href="${resetLink}">here</a>.</p>` });

    const [file] = await readdir(workDir);
    const raw = await readFile(path.join(workDir, file!), 'latin1');
    expect(raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(raw).toMatch(/Content-Type: text\/plain/);
    expect(raw).toMatch(/Content-Type: text\/html/);
  });

  it('gives every message its own file and leaves no temporary files behind', async () => {
    const mailer = createMailer({ outboxDir: workDir, from: 'no-reply@example.com', logger: recordingLogger() });

    await Promise.all([1, 2, 3].map((n) => mailer.send({ ...message, subject: `Message ${n}` })));

    const files = await readdir(workDir);
    expect(files).toHaveLength(3);
    expect(files.every((name) => name.endsWith('.eml'))).toBe(true);
  });
});

describe('createMailer with an SMTP URL', () => {
  it('delivers through the SMTP server with the credentials from the URL', async () => {
    const received: { rcptTo: string[]; user: string | undefined; raw: string }[] = [];
    const sink = new SMTPServer({
      authOptional: true,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === 'mailer' && auth.password === 's3cret:pw') callback(null, { user: auth.username });
        else callback(new Error('Invalid username or password'));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            rcptTo: session.envelope.rcptTo.map((recipient) => recipient.address),
            user: session.user as string | undefined,
            raw: Buffer.concat(chunks).toString('latin1'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
    const { port } = sink.server.address() as net.AddressInfo;
    const logger = recordingLogger();
    const mailer = createMailer({
      smtpUrl: `smtp://mailer:s3cret%3Apw@127.0.0.1:${port}`,
      outboxDir: workDir,
      from: 'no-reply@example.com',
      logger,
    });

    try {
      await mailer.send(message);
    } finally {
      await mailer.close();
      await new Promise<void>((resolve) => sink.close(resolve));
    }

    expect(received).toHaveLength(1);
    expect(received[0]!.rcptTo).toEqual(['siobhan@example.ie']);
    expect(received[0]!.user).toBe('mailer');
    const { headers, body } = parseEml(received[0]!.raw);
    expect(headers.get('to')).toBe('Siobhán Ní Bhriain <siobhan@example.ie>');
    expect(headers.get('subject')).toBe(message.subject);
    expect(body).toContain(resetLink);
    expect(body).toContain('The fee remains £250.');
    expect(await readdir(workDir)).toEqual([]);
    expect(logger.entries).toHaveLength(1);
    expect(JSON.stringify(logger.entries)).not.toContain('token=');
  });

  it('rejects when nothing is listening', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${closedPort}`,
      outboxDir: workDir,
      from: 'no-reply@example.com',
      logger: recordingLogger(),
      smtpTimeoutMs: 500,
    });

    await expect(mailer.send(message)).rejects.toThrow(/ECONNREFUSED/);
    await mailer.close();
  });

  it('rejects instead of hanging when the server accepts the connection but never answers', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      outboxDir: workDir,
      from: 'no-reply@example.com',
      logger: recordingLogger(),
      smtpTimeoutMs: 300,
    });

    try {
      await expect(mailer.send(message)).rejects.toMatchObject({ code: 'ETIMEDOUT' });
    } finally {
      await mailer.close();
      sockets.forEach((socket) => socket.destroy());
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
