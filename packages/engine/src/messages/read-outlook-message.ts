import { createRequire } from 'node:module';
import type MsgReaderClass from '@kenjiuno/msgreader';
import type { FieldsData } from '@kenjiuno/msgreader';
import { ingestionErrors, isIngestionError } from '../ingestion-error.ts';
import { MIME_TYPES } from '../sniff-file-type.ts';
import { compoundFileProblem } from './compound-file-problem.ts';
import { MESSAGE_LIMITS, type EmailMessage, type MessageAddress, type MessageLimits } from './email-message.ts';
import { messageAttachments, type FoundAttachment } from './message-attachments.ts';
import { messageBody } from './message-body.ts';
import { parseMessageDate } from './message-date.ts';
import { readEml } from './read-eml.ts';
import { rtfBody } from './rtf-body.ts';

// The reader is CommonJS that exports its class as `exports.default`, which an ES import would hand over wrapped.
const { default: MsgReader } = createRequire(import.meta.url)('@kenjiuno/msgreader') as { default: typeof MsgReaderClass };

/**
 * Classes of a message whose body and attachments are sealed: S/MIME encrypted or opaquely signed (`IPM.Note.SMIME`),
 * or protected by Outlook's rights management (`IPM.Note.rpmsg…`). A clear-signed message is
 * `IPM.Note.SMIME.MultipartSigned`, read below.
 */
const SEALED_CLASS = /^IPM\.Note\.(SMIME(?!\.MultipartSigned)|rpmsg)/i;
const CLEAR_SIGNED_CLASS = /^IPM\.Note\.SMIME\.MultipartSigned/i;

/**
 * A sender or recipient by their name and the first of `addresses` that is an internet address: Exchange's own
 * ("/O=EXCHANGELABS/…") mean nothing to a reader. Outlook names one given by address alone by the address, which as
 * a name says nothing more.
 */
function mailbox(name: string | undefined, ...addresses: (string | undefined)[]): MessageAddress {
  const address = addresses.find((candidate) => candidate?.includes('@')) ?? '';
  const shown = name?.trim() ?? '';
  return { name: shown.toLowerCase() === address.toLowerCase() ? '' : shown, address };
}

/** The HTML body, which Outlook keeps as text or as bytes in the message's code page. */
function htmlBody(fields: FieldsData): string | undefined {
  if (fields.bodyHtml !== undefined || fields.html === undefined) return fields.bodyHtml;
  const codePage = fields.internetCodepage;
  const label = codePage === undefined || codePage === 65001 ? 'utf-8' : codePage >= 28591 && codePage <= 28599 ? `iso-8859-${codePage - 28590}` : `windows-${codePage}`;
  try {
    return new TextDecoder(label).decode(fields.html);
  } catch {
    // A code page with no decoder here: most HTML is ASCII in any of them.
    return new TextDecoder().decode(fields.html);
  }
}

/** The body of a message kept only as rich text (older Outlook and Exchange), read from the HTML or text it holds. */
function richTextBody(fields: FieldsData, limits: MessageLimits): string {
  const rich = fields.compressedRtf ? rtfBody(fields.compressedRtf) : null;
  if (!rich) return '';
  return 'html' in rich ? messageBody(undefined, rich.html, limits) : messageBody(rich.text, undefined, limits);
}

/** The Date: of the headers the message arrived with: it keeps the sender's time zone, where Outlook's own dates are UTC. */
const transportDate = (headers: string | undefined) => /^date:[ \t]*(.*)$/im.exec((headers ?? '').replace(/\r?\n[ \t]+/g, ' '))?.[1]?.trim();

/** Each attachment's bytes and names; one attached by reference (a link to a file elsewhere) has none to read. */
function foundAttachments(reader: MsgReaderClass, fields: FieldsData): FoundAttachment[] {
  return (fields.attachments ?? [])
    .filter((attachment) => attachment.innerMsgContent || attachment.dataId !== undefined)
    .map((attachment) => {
      const { content } = reader.getAttachment(attachment);
      if (attachment.innerMsgContent) {
        const subject = attachment.innerMsgContentFields?.subject || attachment.name || 'Forwarded email';
        return { filename: `${subject}.msg`, bytes: content, contentType: MIME_TYPES.msg, contentId: null };
      }
      return {
        filename: attachment.fileName ?? attachment.fileNameShort ?? attachment.name ?? '',
        bytes: content,
        contentType: (attachment.attachMimeTag ?? 'application/octet-stream').toLowerCase(),
        contentId: attachment.pidContentId ?? null,
      };
    });
}

/**
 * Reads an Outlook message (.msg) into the shape an .eml is read into: sender, recipients, date, subject, body (its
 * text, else its HTML as text, else what its rich text holds) and attachments, a message attached to it
 * as a `.msg` of its own. A clear-signed message keeps its attachments in the MIME it was signed as, which is read
 * for them. Refuses with an IngestionError a file whose structure is damaged or would hold the reader (see
 * compoundFileProblem), a sealed message, or one beyond the limits.
 */
export async function readOutlookMessage(bytes: Uint8Array, limits: MessageLimits = MESSAGE_LIMITS): Promise<EmailMessage> {
  const problem = compoundFileProblem(bytes);
  if (problem) throw ingestionErrors.unreadableMessage(new Error(`The compound file is damaged: ${problem}`));
  let fields: FieldsData;
  let found: FoundAttachment[];
  try {
    // A copy of exactly its bytes: the reader reads to the end of whatever buffer it is given. Not `slice()`, which on a
    // Node Buffer (as a worker receives one) is a view of a pooled buffer, not a copy.
    const reader = new MsgReader(new Uint8Array(bytes).buffer);
    fields = reader.getFileData();
    if (fields.dataType !== 'msg') throw new Error(fields.error ?? 'Not an Outlook message');
    if (SEALED_CLASS.test(fields.messageClass ?? '')) throw ingestionErrors.encryptedMessage();
    found = foundAttachments(reader, fields);
  } catch (error) {
    throw isIngestionError(error) ? error : ingestionErrors.unreadableMessage(error);
  }
  const html = htmlBody(fields);
  const signed = CLEAR_SIGNED_CLASS.test(fields.messageClass ?? '') && found.length === 1 ? await readEml(found[0]!.bytes, limits) : null;
  const recipients = (type: 'to' | 'cc') =>
    (fields.recipients ?? []).filter((recipient) => (recipient.recipType ?? 'to') === type).map((recipient) => mailbox(recipient.name, recipient.smtpAddress, recipient.email));
  const dateText = transportDate(fields.headers) ?? fields.clientSubmitTime ?? fields.messageDeliveryTime ?? '';
  return {
    from: fields.senderName || fields.senderEmail ? mailbox(fields.senderName, fields.senderSmtpAddress, fields.senderEmail) : null,
    to: recipients('to'),
    cc: recipients('cc'),
    date: parseMessageDate(dateText),
    dateText,
    subject: fields.subject?.trim() ?? '',
    body: messageBody(fields.body, html, limits) || richTextBody(fields, limits) || (signed?.body ?? ''),
    attachments: signed ? signed.attachments : messageAttachments(found, html ?? '', limits),
  };
}
