/**
 * What a file is by its first bytes, never by its name or the type a browser claims. `'zip'` is a ZIP whose first KiB
 * shows no Word part: an archive, another program's document, or a Word document whose `word/` parts lie further in,
 * which only its central directory can tell (classifyZip, which the Word reader and archive unpacking both ask).
 * `'doc'` is any OLE2 compound file: a Word 97–2003 document, or an Outlook message (.msg), which only its streams
 * tell apart (isOutlookMessage). `'eml'` is an email as RFC 5322 writes it.
 */
export type SniffedFileType = 'pdf' | 'png' | 'jpeg' | 'webp' | 'tiff' | 'docx' | 'doc' | 'zip' | 'eml' | 'unknown';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** Each type's MIME type, and an Outlook message's: it sniffs as `'doc'`, but is a kind of its own once told apart. */
export const MIME_TYPES: Record<Exclude<SniffedFileType, 'unknown'> | 'msg', string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  tiff: 'image/tiff',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  zip: 'application/zip',
  eml: 'message/rfc822',
  msg: 'application/vnd.ms-outlook',
};

/**
 * The signature of an OLE2 compound file: a Word 97–2003 document, or a password-protected Word document, which Word
 * keeps encrypted inside one (also Excel and PowerPoint files of those years).
 */
const OLE2_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] as const;

const HEAD_BYTES = 1024;

/** A header field's line: a field name as mail programs write them (a letter, then letters, digits, `-`, `_`, `.`), a colon. */
const FIELD_LINE = /^([A-Za-z][\w.-]*)[ \t]*:(.*)$/;
/** Whether a line holds control characters other than tabs, as a binary file's lines do and no header's. */
const hasControl = (line: string) => [...line].some((char) => (char < ' ' && char !== '\t') || char === '\u007f');
/** Fields that beside a From: with an address make a header block a message's. */
const MESSAGE_FIELDS = ['date', 'subject', 'message-id', 'mime-version', 'to', 'received'];
/** Fields only mail servers write, each with what its value looks like. */
const TRACE_FIELDS: Record<string, RegExp> = {
  received: /^(from|by)\s/i,
  'return-path': /^<[^<>\s]*>$/,
  'delivered-to': /@/,
};

/**
 * Whether a file's first KiB is the head of an email: header fields (`Name: value`, folded lines beginning with white
 * space), after an mbox `From ` line if the message was saved from a mailbox, up to the blank line that ends them. It
 * is one when the head has a From: with an address and a field only messages have; or when it runs past the first
 * KiB with fields only mail servers write. A received message often has kilobytes of Received: and signature fields
 * before its From:, and the server sees only the first KiB of an upload.
 */
function isMessageHead(head: string, whole: boolean): boolean {
  const lines = head.split(/\r?\n/);
  // The first KiB may end mid-line.
  if (!whole) lines.pop();
  if (lines[0]?.startsWith('From ')) lines.shift();
  const fields: [name: string, value: string][] = [];
  let ended = false;
  for (const line of lines) {
    if (line === '') {
      ended = true;
      break;
    }
    if (hasControl(line)) return false;
    const last = fields.at(-1);
    if (line.startsWith(' ') || line.startsWith('\t')) {
      if (!last) return false;
      last[1] += line;
      continue;
    }
    const field = FIELD_LINE.exec(line);
    if (!field) return false;
    fields.push([field[1]!.toLowerCase(), field[2]!]);
  }
  const value = (name: string) => fields.find(([candidate]) => candidate === name)?.[1].trim();
  if (value('from')?.includes('@') && MESSAGE_FIELDS.some((name) => value(name) !== undefined)) return true;
  return !ended && !whole && Object.entries(TRACE_FIELDS).some(([name, pattern]) => pattern.test(value(name) ?? ''));
}

export function sniffFileType(bytes: Uint8Array): SniffedFileType {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, HEAD_BYTES));
  // Before the PDF header, which may lie anywhere in the first KiB: an email that quotes one there is still an email.
  if (isMessageHead(head, bytes.length < HEAD_BYTES)) return 'eml';
  // A signature at the start says what a file is before a PDF header further in does: a ZIP that stores a PDF
  // uncompressed has that PDF's header within its first kilobyte.
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('II*\0')) || startsWith(bytes, ascii('MM\0*'))) return 'tiff';
  if (startsWith(bytes, OLE2_SIGNATURE)) return 'doc';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return head.includes('word/') ? 'docx' : 'zip';
  // PDF readers accept the header anywhere in the first kilobyte, so do we.
  if (head.includes('%PDF-')) return 'pdf';
  return 'unknown';
}

/**
 * Whether a file of this type may hold several documents, which unpacking tells: a ZIP (an archive, unless its
 * directory shows a Word document), an email, or an OLE file (an Outlook message, unless a Word 97–2003 document).
 */
export const mayHoldDocuments = (type: SniffedFileType): boolean => type === 'zip' || type === 'eml' || type === 'doc';

/** A sniffed type as a lawyer is told it ("it is a DOCX file", "it is an email file"); none for a type not known. */
export const fileTypeName = (type: SniffedFileType): string | undefined => (type === 'unknown' ? undefined : type === 'eml' ? 'email' : type.toUpperCase());
