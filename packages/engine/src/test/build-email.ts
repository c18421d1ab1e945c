import { createHash } from 'node:crypto';

/** A file attached to a built email. */
export interface EmailAttachmentSpec {
  /** Left out, the part names no file (as a forwarded message often does). */
  filename?: string;
  bytes: Uint8Array | string;
  contentType: string;
  /** Shown in place by the HTML body (`<img src="cid:…">`): sent inside a multipart/related with the HTML. */
  inline?: boolean;
  /** Its Content-ID, without angle brackets. */
  contentId?: string;
}

export interface EmailSpec {
  /** "Name <address>"; a name outside ASCII is sent as an RFC 2047 encoded word, as mail programs send it. */
  from: string;
  to: string[];
  cc?: string[];
  /** The Date: field as written; 'Fri, 02 Jan 2026 10:15:00 +0000' unless given. */
  date?: string;
  subject: string;
  text?: string;
  html?: string;
  attachments?: EmailAttachmentSpec[];
  /** Header lines put first, as servers put their Received: lines. */
  trace?: string[];
}

const CRLF = '\r\n';
const isAscii = (text: string) => /^[\x20-\x7e]*$/.test(text);
const encodedWord = (text: string) => (isAscii(text) ? text : `=?UTF-8?B?${Buffer.from(text).toString('base64')}?=`);

/** "Seán <sean@example.ie>" with the name as an encoded word where it needs one. */
function address(mailbox: string): string {
  const named = /^(.*?)\s*<([^>]+)>$/.exec(mailbox);
  return named && named[1] ? `${encodedWord(named[1])} <${named[2]}>` : mailbox;
}

/** Quoted-printable (RFC 2045) of UTF-8 text: lines of at most 76 characters, soft breaks ending in `=`. */
function quotedPrintable(text: string): string {
  return text
    .replace(/\r?\n/g, '\n')
    .split('\n')
    .map((line) => {
      const bytes = Buffer.from(line);
      const encoded = Array.from(bytes, (byte, i) => {
        const trailingSpace = (byte === 0x20 || byte === 0x09) && i === bytes.length - 1;
        return (byte >= 0x21 && byte <= 0x7e && byte !== 0x3d) || (byte === 0x20 && !trailingSpace) ? String.fromCharCode(byte) : `=${byte.toString(16).toUpperCase().padStart(2, '0')}`;
      });
      const lines: string[] = [];
      let current = '';
      for (const piece of encoded) {
        if (current.length + piece.length > 75) {
          lines.push(`${current}=`);
          current = '';
        }
        current += piece;
      }
      return [...lines, current].join(CRLF);
    })
    .join(CRLF);
}

const base64Lines = (bytes: Uint8Array) => (Buffer.from(bytes).toString('base64').match(/.{1,76}/g) ?? []).join(CRLF);
const bytesOf = (data: Uint8Array | string) => (typeof data === 'string' ? new TextEncoder().encode(data) : data);

/** Text's hash, for a boundary no part holds and a Message-ID, alike each time the same email is built. */
const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 24);

/** A multipart entity of `parts`, each a head and body already written. */
function multipart(subtype: string, parts: string[]): string {
  const mark = `=_${subtype}_${digest(parts.join(''))}`;
  return [`Content-Type: multipart/${subtype}; boundary="${mark}"`, '', ...parts.map((part) => `--${mark}${CRLF}${part}`), `--${mark}--`, ''].join(CRLF);
}

const textPart = (subtype: 'plain' | 'html', text: string) =>
  [`Content-Type: text/${subtype}; charset="utf-8"`, 'Content-Transfer-Encoding: quoted-printable', '', quotedPrintable(text)].join(CRLF);

/** A filename parameter, as RFC 2231 writes one outside ASCII. */
const filenameParameter = (name: string) => (isAscii(name) ? `filename="${name}"` : `filename*=UTF-8''${encodeURIComponent(name)}`);

function attachmentPart(attachment: EmailAttachmentSpec): string {
  const bytes = bytesOf(attachment.bytes);
  const disposition = attachment.inline ? 'inline' : 'attachment';
  const head = [
    `Content-Type: ${attachment.contentType}${attachment.filename !== undefined && isAscii(attachment.filename) ? `; name="${attachment.filename}"` : ''}`,
    `Content-Disposition: ${disposition}${attachment.filename !== undefined ? `; ${filenameParameter(attachment.filename)}` : ''}`,
    ...(attachment.contentId ? [`Content-ID: <${attachment.contentId}>`] : []),
  ];
  // A forwarded message goes as it is: RFC 2046 allows message/rfc822 no encoding but 7bit, 8bit or binary.
  if (attachment.contentType === 'message/rfc822') return [...head, '', new TextDecoder().decode(bytes)].join(CRLF);
  return [...head, 'Content-Transfer-Encoding: base64', '', base64Lines(bytes)].join(CRLF);
}

/**
 * An email (.eml) as mail programs send one, with the encodings real messages use: a subject and names outside ASCII
 * as RFC 2047 encoded words, text and HTML bodies in quoted-printable (both: a multipart/alternative), attachments in
 * base64 (names outside ASCII as RFC 2231 parameters) in a multipart/mixed around the body, inline images in a
 * multipart/related with the HTML, and a forwarded message (`message/rfc822`) as it is.
 */
export function buildEml(spec: EmailSpec): Uint8Array {
  const attachments = spec.attachments ?? [];
  const texts = [...(spec.text !== undefined ? [textPart('plain', spec.text)] : []), ...(spec.html !== undefined ? [textPart('html', spec.html)] : [])];
  let body = texts.length > 1 ? multipart('alternative', texts) : (texts[0] ?? textPart('plain', ''));
  const inline = attachments.filter((attachment) => attachment.inline);
  const attached = attachments.filter((attachment) => !attachment.inline);
  if (inline.length > 0) body = multipart('related', [body, ...inline.map(attachmentPart)]);
  if (attached.length > 0) body = multipart('mixed', [body, ...attached.map(attachmentPart)]);
  const head = [
    ...(spec.trace ?? []),
    `From: ${address(spec.from)}`,
    `To: ${spec.to.map(address).join(', ')}`,
    ...(spec.cc?.length ? [`Cc: ${spec.cc.map(address).join(', ')}`] : []),
    `Date: ${spec.date ?? 'Fri, 02 Jan 2026 10:15:00 +0000'}`,
    `Subject: ${encodedWord(spec.subject)}`,
    `Message-ID: <${digest(spec.subject + body)}@mail.example.com>`,
    'MIME-Version: 1.0',
  ];
  return new TextEncoder().encode(`${head.join(CRLF)}${CRLF}${body}`);
}
