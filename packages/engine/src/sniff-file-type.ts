/**
 * What a file is by its first bytes, never by its name or the type a browser claims. `'zip'` is a ZIP whose first KiB
 * shows no Word part: an archive, another program's document, or a Word document whose `word/` parts lie further in,
 * which only its central directory can tell (classifyZip, which the Word reader and archive unpacking both ask).
 */
export type SniffedFileType = 'pdf' | 'png' | 'jpeg' | 'webp' | 'tiff' | 'docx' | 'doc' | 'zip' | 'unknown';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

export const MIME_TYPES: Record<Exclude<SniffedFileType, 'unknown'>, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  tiff: 'image/tiff',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  zip: 'application/zip',
};

/**
 * The signature of an OLE2 compound file: a Word 97–2003 document, or a password-protected Word document, which Word
 * keeps encrypted inside one (also Excel and PowerPoint files of those years).
 */
const OLE2_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] as const;

export function sniffFileType(bytes: Uint8Array): SniffedFileType {
  // PDF readers accept the header anywhere in the first kilobyte, so do we.
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  if (head.includes('%PDF-')) return 'pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('II*\0')) || startsWith(bytes, ascii('MM\0*'))) return 'tiff';
  if (startsWith(bytes, OLE2_SIGNATURE)) return 'doc';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return head.includes('word/') ? 'docx' : 'zip';
  return 'unknown';
}
