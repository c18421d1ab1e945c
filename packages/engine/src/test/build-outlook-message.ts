import CFB from 'cfb';
import type { EmailAttachmentSpec, EmailSpec } from './build-email.ts';

/** A message attached to an Outlook message, as Outlook attaches one: embedded whole, not as a file. */
export interface OutlookEmbeddedMessageSpec {
  message: OutlookMessageSpec;
}

export interface OutlookMessageSpec extends Omit<EmailSpec, 'attachments' | 'trace'> {
  attachments?: (EmailAttachmentSpec | OutlookEmbeddedMessageSpec)[];
  /**
   * A body kept only as rich text (PR_RTF_COMPRESSED), as older Outlook and Exchange keep one, in the format's
   * uncompressed form; Latin-1 characters, one a byte.
   */
  rtf?: string;
  /** 'IPM.Note' unless given: 'IPM.Note.SMIME' for an encrypted message, 'IPM.Note.SMIME.MultipartSigned' a signed one. */
  messageClass?: string;
  /**
   * Whether it keeps the headers it arrived with, as a received message does (true unless given): then its date is
   * read from their Date:, with the sender's time zone, rather than from Outlook's own time, which is UTC.
   */
  received?: boolean;
}

// MAPI property types, the low word of a property tag.
const UNICODE = 0x001f;
const BINARY = 0x0102;
const INTEGER = 0x0003;
const BOOLEAN = 0x000b;
const TIME = 0x0040;
const EMBEDDED_MESSAGE = 0x000d;
const READABLE_WRITABLE = 0x6;
const BY_VALUE = 1;
const EMBEDDED = 5;
const RECIPIENT_TYPES = { to: 1, cc: 2 } as const;

const hex8 = (value: number) => value.toString(16).toUpperCase().padStart(8, '0');
const tag = (id: number, type: number) => ((id << 16) | type) >>> 0;
const utf16 = (text: string) => Buffer.from(text, 'utf16le');
/** A time as Windows keeps one: 100-nanosecond intervals since 1601. */
const fileTime = (date: Date) => BigInt(date.getTime()) * 10_000n + 116_444_736_000_000_000n;

/**
 * A property stream (`__properties_version1.0`): a header (32 bytes for a message, 24 for one embedded in another, 8
 * for a recipient or an attachment, holding counts where a message's does), then 16 bytes for each fixed-size value.
 */
function propertyStream(headerBytes: number, values: [number, number | bigint | boolean][], counts?: { recipients: number; attachments: number }): Buffer {
  const stream = Buffer.alloc(headerBytes + values.length * 16);
  if (counts) {
    stream.writeUInt32LE(counts.recipients, 8);
    stream.writeUInt32LE(counts.attachments, 12);
    stream.writeUInt32LE(counts.recipients, 16);
    stream.writeUInt32LE(counts.attachments, 20);
  }
  values.forEach(([propertyTag, value], i) => {
    const at = headerBytes + i * 16;
    stream.writeUInt32LE(propertyTag, at);
    stream.writeUInt32LE(READABLE_WRITABLE, at + 4);
    if (typeof value === 'bigint') stream.writeBigUInt64LE(value, at + 8);
    else stream.writeUInt32LE(Number(value), at + 8);
  });
  return stream;
}

/**
 * Rich text in PR_RTF_COMPRESSED's uncompressed form: its sizes, the 'MELA' type, no CRC, then the text itself. The
 * size it declares (counted from after the size field) may be given, for a stream that claims more than it holds.
 */
export function uncompressedRtf(raw: Buffer, declared = raw.length + 12): Buffer {
  const header = Buffer.alloc(16);
  header.writeUInt32LE(declared, 0);
  header.writeUInt32LE(raw.length, 4);
  header.writeUInt32LE(0x414c454d, 8);
  return Buffer.concat([header, raw]);
}

/** "Name <address>" as its two parts. */
function mailbox(text: string): { name: string; address: string } {
  const named = /^(.*?)\s*<([^>]+)>$/.exec(text);
  return named ? { name: named[1] || named[2]!, address: named[2]! } : { name: text, address: text };
}

/** Writes a message's streams and storages under `folder` ('' for the file's own message). */
function writeMessage(container: CFB.CFB$Container, folder: string, spec: OutlookMessageSpec, embedded: boolean): void {
  const add = (name: string, content: Buffer | Uint8Array) => CFB.utils.cfb_add(container, `/${folder}${name}`, Buffer.from(content));
  const value = (id: number, type: number, content: Buffer | Uint8Array) => add(`__substg1.0_${hex8(tag(id, type))}`, content);
  const date = new Date(spec.date ?? 'Fri, 02 Jan 2026 10:15:00 +0000');
  const sender = mailbox(spec.from);
  const recipients = [...spec.to.map((to) => ({ ...mailbox(to), type: RECIPIENT_TYPES.to })), ...(spec.cc ?? []).map((cc) => ({ ...mailbox(cc), type: RECIPIENT_TYPES.cc }))];
  const attachments = spec.attachments ?? [];

  const fixed: [number, number | bigint | boolean][] = [
    [tag(0x0039, TIME), fileTime(date)],
    [tag(0x0e06, TIME), fileTime(date)],
    // The HTML body's code page: UTF-8.
    [tag(0x3fde, INTEGER), 65001],
  ];
  add('__properties_version1.0', propertyStream(embedded ? 24 : 32, fixed, { recipients: recipients.length, attachments: attachments.length }));
  value(0x001a, UNICODE, utf16(spec.messageClass ?? 'IPM.Note'));
  value(0x0037, UNICODE, utf16(spec.subject));
  value(0x0c1a, UNICODE, utf16(sender.name));
  value(0x0c1e, UNICODE, utf16('SMTP'));
  value(0x0c1f, UNICODE, utf16(sender.address));
  value(0x5d01, UNICODE, utf16(sender.address));
  if (spec.text !== undefined) value(0x1000, UNICODE, utf16(spec.text));
  if (spec.html !== undefined) value(0x1013, BINARY, Buffer.from(spec.html));
  if (spec.rtf !== undefined) value(0x1009, BINARY, uncompressedRtf(Buffer.from(spec.rtf, 'latin1')));
  if (spec.received ?? true) {
    const headers = [`From: ${spec.from}`, `To: ${spec.to.join(', ')}`, `Subject: ${spec.subject}`, `Date: ${spec.date ?? 'Fri, 02 Jan 2026 10:15:00 +0000'}`, 'MIME-Version: 1.0', ''];
    value(0x007d, UNICODE, utf16(headers.join('\r\n')));
  }

  recipients.forEach((recipient, i) => {
    const storage = `__recip_version1.0_#${hex8(i)}/`;
    add(`${storage}__properties_version1.0`, propertyStream(8, [[tag(0x0c15, INTEGER), recipient.type]]));
    add(`${storage}__substg1.0_${hex8(tag(0x3001, UNICODE))}`, utf16(recipient.name));
    add(`${storage}__substg1.0_${hex8(tag(0x3002, UNICODE))}`, utf16('SMTP'));
    add(`${storage}__substg1.0_${hex8(tag(0x3003, UNICODE))}`, utf16(recipient.address));
    add(`${storage}__substg1.0_${hex8(tag(0x39fe, UNICODE))}`, utf16(recipient.address));
  });

  attachments.forEach((attachment, i) => {
    const storage = `__attach_version1.0_#${hex8(i)}/`;
    const substg = (id: number, type: number) => `${storage}__substg1.0_${hex8(tag(id, type))}`;
    if ('message' in attachment) {
      add(`${storage}__properties_version1.0`, propertyStream(8, [[tag(0x3705, INTEGER), EMBEDDED]]));
      add(substg(0x3001, UNICODE), utf16(attachment.message.subject));
      writeMessage(container, `${folder}${substg(0x3701, EMBEDDED_MESSAGE)}/`, attachment.message, true);
      return;
    }
    const bytes = typeof attachment.bytes === 'string' ? Buffer.from(attachment.bytes) : attachment.bytes;
    add(`${storage}__properties_version1.0`, propertyStream(8, [[tag(0x3705, INTEGER), BY_VALUE], [tag(0x7ffe, BOOLEAN), attachment.inline ?? false]]));
    if (attachment.filename !== undefined) {
      add(substg(0x3707, UNICODE), utf16(attachment.filename));
      add(substg(0x3001, UNICODE), utf16(attachment.filename));
    }
    add(substg(0x370e, UNICODE), utf16(attachment.contentType));
    if (attachment.contentId) add(substg(0x3712, UNICODE), utf16(attachment.contentId));
    add(substg(0x3701, BINARY), bytes);
  });
}

/**
 * An Outlook message (.msg) as Outlook saves one, written with the same fields as buildEml's: an OLE2 compound file
 * of MAPI properties, the fixed-size ones in `__properties_version1.0` streams and each string or binary value in a
 * `__substg1.0_<tag>` stream of its own (subject 0037001F, text body 1000001F, HTML body 10130102, sender
 * 0C1A001F/0C1F001F), each recipient in a `__recip_version1.0_#n` storage and each attachment in an
 * `__attach_version1.0_#n` storage (long file name 3707001F, data 37010102; a message attached embedded whole in
 * 3701000D), as the Outlook reader reads them.
 */
export function buildMsg(spec: OutlookMessageSpec): Uint8Array {
  const container = CFB.utils.cfb_new();
  writeMessage(container, '', spec, false);
  return new Uint8Array(CFB.write(container, { type: 'buffer' }) as Buffer);
}
