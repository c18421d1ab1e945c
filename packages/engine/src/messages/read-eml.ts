import { formatByteSize } from '@dd/contracts/plain';
import PostalMime, { decodeWords, type Address, type Email } from 'postal-mime';
import { ingestionErrors, type IngestionError } from '../ingestion-error.ts';
import { MESSAGE_LIMITS, type EmailMessage, type MessageAddress, type MessageLimits } from './email-message.ts';
import { messageAttachments, type FoundAttachment } from './message-attachments.ts';
import { messageBody } from './message-body.ts';
import { parseMessageDate } from './message-date.ts';

/** A message whose whole body is sealed: S/MIME's enveloped (or opaquely signed) data, or PGP/MIME. */
const SEALED_BODY = /^\s*(application\/(x-)?pkcs7-mime|multipart\/encrypted)\b/i;
/** A signature's part: it vouches for the message, and is nothing a lawyer reads. */
const SIGNATURE_TYPES = new Set(['application/pkcs7-signature', 'application/x-pkcs7-signature', 'application/pgp-signature']);
/** How far into a forwarded message its Subject: is looked for. */
const FORWARDED_HEAD_BYTES = 64 * 1024;

/** Mailboxes, a group's members in its place ("Board: a@example.com, b@example.com;"). */
const mailboxes = (addresses: readonly Address[]): MessageAddress[] =>
  addresses.flatMap((address) => (address.group ? address.group : [address]).map(({ name, address }) => ({ name: name.trim(), address })));

/** A forwarded message's file name: its subject, as its own header gives it, with `.eml`. */
function forwardedName(bytes: Uint8Array): string {
  const head = new TextDecoder().decode(bytes.subarray(0, FORWARDED_HEAD_BYTES)).split(/\r?\n\r?\n/, 1)[0]!;
  const subject = /^subject:[ \t]*(.*)$/im.exec(head.replace(/\r?\n[ \t]+/g, ' '))?.[1] ?? '';
  return `${decodeWords(subject).trim() || 'Forwarded email'}.eml`;
}

/** What the parser stopped at, in the lawyer's words: it names the limit it met only in its error's message. */
function parseRefusal(error: unknown, limits: MessageLimits): IngestionError {
  const message = error instanceof Error ? error.message : '';
  if (/nesting depth/i.test(message)) return ingestionErrors.unsafe(`its parts are nested more than ${limits.maxNestingDepth} deep`, 'email');
  if (/header size/i.test(message)) return ingestionErrors.unsafe(`its headers come to more than ${formatByteSize(limits.maxHeaderBytes)}`, 'email');
  return ingestionErrors.unreadableMessage(error);
}

/**
 * Reads an email as RFC 5322 and MIME write it (.eml): its header fields (encoded words decoded), its body as text,
 * and its attachments, a forwarded message among them as an `.eml` of its own; a signature's part is left out.
 * Refuses with an IngestionError a message nested or headed beyond the limits, with more attachments than they
 * allow, or encrypted.
 */
export async function readEml(bytes: Uint8Array, limits: MessageLimits = MESSAGE_LIMITS): Promise<EmailMessage> {
  let email: Email;
  try {
    email = await PostalMime.parse(bytes, {
      // A forwarded message is a document of its own, not part of this one's text.
      forceRfc822Attachments: true,
      maxNestingDepth: limits.maxNestingDepth,
      maxHeadersSize: limits.maxHeaderBytes,
    });
  } catch (error) {
    throw parseRefusal(error, limits);
  }
  const header = (key: string) => email.headers.find((field) => field.key === key)?.value.trim() ?? '';
  if (SEALED_BODY.test(header('content-type'))) throw ingestionErrors.encryptedMessage();
  const found: FoundAttachment[] = email.attachments
    .filter((attachment) => !SIGNATURE_TYPES.has(attachment.mimeType))
    .map(({ filename, mimeType, contentId, content }) => {
      // Left to its default encoding, the parser gives a part as an ArrayBuffer (a calendar's, made text, as bytes).
      const bytes = new Uint8Array(content as ArrayBuffer | Uint8Array);
      return { filename: filename ?? (mimeType === 'message/rfc822' ? forwardedName(bytes) : ''), bytes, contentType: mimeType, contentId: contentId ?? null };
    });
  const dateText = header('date');
  return {
    from: email.from ? (mailboxes([email.from])[0] ?? null) : null,
    to: mailboxes(email.to ?? []),
    cc: mailboxes(email.cc ?? []),
    date: parseMessageDate(dateText),
    dateText,
    subject: email.subject?.trim() ?? '',
    body: messageBody(email.text, email.html, limits),
    attachments: messageAttachments(found, email.html ?? '', limits),
  };
}
