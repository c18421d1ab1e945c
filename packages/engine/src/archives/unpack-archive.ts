import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { formatByteSize } from '@dd/contracts/plain';
import { ARCHIVE_ENTRY_REASONS, ingestionErrors, isIngestionError, type IngestionError } from '../ingestion-error.ts';
import type { EmailMessage } from '../messages/email-message.ts';
import { readEmailMessage } from '../messages/read-email-message.ts';
import { hasOleStream } from '../renditions/has-ole-stream.ts';
import { isOutlookMessage } from '../renditions/is-outlook-message.ts';
import { sniffFileType } from '../sniff-file-type.ts';
import { classifyZip } from './classify-zip.ts';
import { ENCRYPTED_FLAG, readZipDirectory, readZipEntry, type ZipEntry } from './read-zip-directory.ts';

/** How much of an uploaded archive or email may be unpacked before it, or one of its files, is refused. */
export interface ArchiveLimits {
  /** Bytes of one file taken from the upload: the limit for one document. */
  maxFileBytes: number;
  /**
   * Files in the upload, those of the archives and emails inside it included (an email counts as its message and each
   * attachment); folders, system litter and a message's inline images are not counted.
   */
  maxEntries?: number;
  /** Uncompressed bytes of the files taken, together. */
  maxTotalBytes?: number;
}

export interface UnpackOptions extends ArchiveLimits {
  /** The upload's file name as the lawyer sent it: an email's message is filed under it, its attachments beneath. */
  name: string;
}

/** A file taken from an archive or an email, to be read as a document. */
export interface UnpackedFile {
  /**
   * Its folder path inside the archive ('Title/Official copy.pdf'); a nested archive's files under its path without
   * `.zip`; an email's message under its path (the upload's name for an uploaded email: 'Completion.eml'), its
   * attachments beneath it ('Completion.eml/Lease.pdf').
   */
  path: string;
  /** Where it was written: inside the folder given to unpackArchive, named by its place in the upload. */
  file: string;
  size: number;
  /** Hex SHA-256 of its bytes. */
  sha256: string;
}

/** An entry not taken, with why, in the lawyer's words. */
export interface RefusedEntry {
  path: string;
  reason: string;
}

export interface UnpackedArchive {
  /** Files to read as documents, in the upload's order, with their paths inside it ('Title/Official copy.pdf'). */
  files: UnpackedFile[];
  /** Entries not taken, each with a lawyer-facing reason (a full sentence saying what to do). */
  refused: RefusedEntry[];
  /**
   * Set when the upload is no container but one document: a Word document whose parts lie past the first KiB, where
   * sniffing looks (so it sniffed as a zip), or an OLE2 file that is no Outlook message (a Word 97–2003 document).
   * Nothing was unpacked, and the caller reads the upload as the document it is.
   */
  document?: true;
}

const MB = 1024 * 1024;

/** The limits an archive is held to unless the caller says otherwise. */
export const ARCHIVE_LIMITS = {
  /** Several times a large data room's documents: each file taken is a document to read, so thousands would hold the workers for hours. */
  maxEntries: 2000,
  /**
   * About twenty documents at the 50 MB limit: more than most data rooms' documents come to, and with the archive
   * itself, which the worker holds while unpacking it, within a document worker's memory.
   */
  maxTotalBytes: 1024 * MB,
} as const;

/** Most a file over ENTRY_RATIO_MIN_BYTES may shrink: PDFs, Word files and scans barely compress, bombs shrink 1000 times. */
const ENTRY_MAX_RATIO = 100;
const ENTRY_RATIO_MIN_BYTES = MB;
/**
 * Most the whole archive may shrink before it is refused rather than the files that shrink too much: nothing a data
 * room holds comes near it, while a zip of one bomb is nearly all bomb.
 */
const ARCHIVE_MAX_RATIO = 200;

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
const S_IFDIR = 0o040000;

/** What operating systems leave in the folders they zip: never a document, so not worth a lawyer's attention. */
const SYSTEM_FILES = new Set(['.ds_store', 'thumbs.db', 'desktop.ini']);
const isControl = (char: string) => char < ' ' || char === '\u007f';

type Limits = Required<ArchiveLimits>;

/** An entry of one archive, with its path inside the upload, and whether it is to be read or refused before. */
type PlannedEntry = { path: string; entry: ZipEntry } | { path: string; reason: string };

/** What unpacking has done so far across the upload and the archives and emails inside it. */
interface Unpacking {
  outDir: string;
  limits: Limits;
  /** What the upload is, for the words of an error that refuses the whole of it. */
  upload: 'archive' | 'email';
  result: UnpackedArchive;
  /** Files counted against maxEntries. */
  entries: number;
  takenBytes: number;
  /** The path each file's content was first taken under, by its SHA-256. */
  taken: Map<string, string>;
}

/**
 * Unpacks an uploaded ZIP archive (a data room) or email (.eml, Outlook .msg) into `outDir`, a folder the caller made
 * and owns: each PDF, Word document and PNG, JPEG or TIFF scan is written there as 0001, 0002, … (never under its name
 * in the upload), in the upload's order; an archive inside it is unpacked once, into its files. An email is its
 * message (the file itself, filed under its path, the upload's `name` for an uploaded email) followed by its
 * attachments beneath it ('Completion.eml/Lease.pdf'), each taken as an archive's file is, an attached archive or
 * email unpacked once; the images its text shows in place are part of the message. What is not taken is listed
 * with a reason, and folders and system litter (`__MACOSX/`, `.DS_Store`, `Thumbs.db`, `desktop.ini`, Office's `~$`
 * lock files) are passed over. Types are read from the bytes, never from names.
 *
 * Safe on a hostile archive: every limit is checked against the sizes the central directory declares before
 * anything is inflated; each file is inflated on its own to at most its declared size (itself within the limit for
 * a file) and checked against its CRC; paths that leave the archive, links, encrypted and damaged files are refused.
 * An email is read within the message limits (see readEmailMessage), its attachments counted and sized before any is
 * written. Throws an IngestionError for the whole upload only when it is empty or not a readable zip or email, is
 * another program's document (an Excel workbook), holds more files than `maxEntries` or more bytes than
 * `maxTotalBytes`, or is compressed as only a decompression bomb is; files written before an archive or email inside
 * it broke a limit stay in `outDir` for the caller to remove with it. An upload that is no container but one
 * document (a Word document whose parts lie past where sniffing looks, a Word 97–2003 document) is not unpacked, but
 * said to be one (`document`).
 */
export async function unpackArchive(bytes: Uint8Array, outDir: string, options: UnpackOptions): Promise<UnpackedArchive> {
  if (bytes.length === 0) throw ingestionErrors.empty('document');
  const type = sniffFileType(bytes);
  const email = type === 'eml' || (type === 'doc' && isOutlookMessage(bytes));
  if (type === 'doc' && !email) return { files: [], refused: [], document: true };
  const unpacking: Unpacking = {
    outDir,
    limits: {
      maxFileBytes: options.maxFileBytes,
      maxEntries: options.maxEntries ?? ARCHIVE_LIMITS.maxEntries,
      maxTotalBytes: options.maxTotalBytes ?? ARCHIVE_LIMITS.maxTotalBytes,
    },
    upload: email ? 'email' : 'archive',
    result: { files: [], refused: [] },
    entries: 0,
    takenBytes: 0,
    taken: new Map(),
  };
  if (email) {
    await unpackEmail(unpacking, options.name, bytes, await readEmailMessage(bytes), 0);
    return unpacking.result;
  }
  let directory: ZipEntry[];
  try {
    directory = readZipDirectory(bytes);
  } catch (error) {
    throw ingestionErrors.unreadableArchive(error);
  }
  const kind = classifyZip(directory);
  if (kind.kind === 'office-document') throw ingestionErrors.unsupportedDocument(kind.format);
  if (kind.kind === 'word') return { files: [], refused: [], document: true };
  const archiveProblem = checkArchive(bytes, directory);
  if (archiveProblem) throw archiveProblem;
  await unpackEntries(unpacking, bytes, planEntries(unpacking, directory, ''), 0);
  return unpacking.result;
}

/** A whole archive compressed as only a decompression bomb is, judged from its directory. */
function checkArchive(bytes: Uint8Array, directory: ZipEntry[]): IngestionError | null {
  const declared = directory.reduce((total, entry) => total + entry.size, 0);
  if (declared > ENTRY_RATIO_MIN_BYTES && declared > bytes.length * ARCHIVE_MAX_RATIO) {
    return ingestionErrors.unsafe(`it is compressed more than ${ARCHIVE_MAX_RATIO} to 1, as decompression bombs are`, 'archive');
  }
  return null;
}

/**
 * Each entry's path and whether it may be read, from the directory alone; counts the entries against maxEntries and
 * their declared sizes against maxTotalBytes, throwing for the whole upload when either is exceeded.
 */
function planEntries(unpacking: Unpacking, directory: ZipEntry[], prefix: string): PlannedEntry[] {
  const { limits } = unpacking;
  const planned: PlannedEntry[] = [];
  let declared = 0;
  for (const entry of directory) {
    const named = entryPath(entry);
    if (named === null) continue;
    const path = prefix ? `${prefix}/${named.path}` : named.path;
    const reason = refusalBeforeReading(entry, named.unsafe, limits);
    if (reason) {
      planned.push({ path, reason });
    } else {
      planned.push({ path, entry });
      declared += entry.size;
    }
  }
  reserve(unpacking, planned.length, declared);
  return planned;
}

/**
 * Counts `entries` more files against maxEntries, and checks `bytes` more (what they declare) against maxTotalBytes,
 * throwing for the whole upload when either is exceeded.
 */
function reserve(unpacking: Unpacking, entries: number, bytes: number): void {
  const { limits } = unpacking;
  unpacking.entries += entries;
  if (unpacking.entries > limits.maxEntries) {
    const files = `${limits.maxEntries.toLocaleString('en-GB')} ${limits.maxEntries === 1 ? 'file' : 'files'}`;
    throw ingestionErrors.unsafe(`it holds more than ${files}`, unpacking.upload);
  }
  if (unpacking.takenBytes + bytes > limits.maxTotalBytes) throw tooManyBytes(unpacking);
}

const tooManyBytes = ({ limits, upload }: Unpacking) =>
  ingestionErrors.unsafe(`its files ${upload === 'archive' ? 'decompress' : 'come'} to more than ${formatByteSize(limits.maxTotalBytes)}`, upload);

/**
 * An entry's path as the archive shows it (backslashes as `/`, `./` and empty folders dropped), whether that path is
 * unsafe to unpack, or null for a folder or system litter, which are passed over without a word.
 */
function entryPath(entry: ZipEntry): { path: string; unsafe: boolean } | null {
  const shown = entry.name.replace(/\\/g, '/');
  const segments = shown.split('/').filter((segment) => segment !== '' && segment !== '.');
  const name = segments.at(-1);
  if (name === undefined || shown.endsWith('/') || (entry.unixMode & S_IFMT) === S_IFDIR) return null;
  if (segments.includes('__MACOSX') || SYSTEM_FILES.has(name.toLowerCase()) || name.startsWith('~$') || name.startsWith('._')) return null;
  const unsafe = [...shown].some(isControl) || shown.startsWith('/') || /^[a-z]:/i.test(shown) || segments.includes('..');
  // An unsafe path is shown as it is, so the lawyer sees where it pointed; its control characters as replacement marks.
  return { path: unsafe ? Array.from(shown, (char) => (isControl(char) ? '\ufffd' : char)).join('') : segments.join('/'), unsafe };
}

/** Why an entry is refused by what its directory record declares, before any of it is read. */
function refusalBeforeReading(entry: ZipEntry, unsafePath: boolean, limits: Limits): string | null {
  if (unsafePath) return ARCHIVE_ENTRY_REASONS.outsideArchive;
  if ((entry.unixMode & S_IFMT) === S_IFLNK) return ARCHIVE_ENTRY_REASONS.link;
  if (entry.flags & ENCRYPTED_FLAG) return ARCHIVE_ENTRY_REASONS.encrypted;
  if (entry.method !== 0 && entry.method !== 8) return ARCHIVE_ENTRY_REASONS.unsupportedMethod(entry.method);
  if (entry.size > limits.maxFileBytes) return ingestionErrors.tooLarge(entry.size, limits.maxFileBytes, 'document').message;
  if (entry.size > ENTRY_RATIO_MIN_BYTES && entry.size > entry.compressedSize * ENTRY_MAX_RATIO) {
    return ARCHIVE_ENTRY_REASONS.compressionBomb(ENTRY_MAX_RATIO);
  }
  return null;
}

/** Reads the planned entries one at a time, in order: only one file's bytes (and a nested archive's) are held at once. */
async function unpackEntries(unpacking: Unpacking, bytes: Uint8Array, planned: PlannedEntry[], depth: number): Promise<void> {
  for (const item of planned) {
    if ('reason' in item) {
      refuse(unpacking, item.path, item.reason);
      continue;
    }
    const read = readZipEntry(bytes, item.entry);
    // Its method was checked from the directory, so what stops it now is damage: a wrong CRC or size, data cut short.
    if ('problem' in read) refuse(unpacking, item.path, ARCHIVE_ENTRY_REASONS.damaged);
    else await unpackFile(unpacking, item.path, read.data, depth);
  }
}

const refuse = (unpacking: Unpacking, path: string, reason: string) => void unpacking.result.refused.push({ path, reason });

/**
 * A file inside the upload (an archive's entry, an email's attachment) at `depth`, the number of containers between
 * it and the upload: taken as a document, unpacked as the archive or email it is, or refused, by what its bytes are.
 */
async function unpackFile(unpacking: Unpacking, path: string, data: Uint8Array, depth: number): Promise<void> {
  const { maxFileBytes } = unpacking.limits;
  const type = sniffFileType(data);
  if (data.length === 0) refuse(unpacking, path, ingestionErrors.empty('document').message);
  else if (data.length > maxFileBytes) refuse(unpacking, path, ingestionErrors.tooLarge(data.length, maxFileBytes, 'document').message);
  else if (type === 'pdf' || type === 'png' || type === 'jpeg' || type === 'tiff') await take(unpacking, path, data);
  else if (type === 'docx' || type === 'zip') await unpackZipEntry(unpacking, path, data, type, depth);
  else if (type === 'eml' || (type === 'doc' && isOutlookMessage(data))) await unpackEmailEntry(unpacking, path, data, depth);
  else if (type === 'doc') refuse(unpacking, path, oldOfficeReason(data));
  else refuse(unpacking, path, ingestionErrors.unsupportedDocument(type === 'webp' ? 'WEBP' : undefined).message);
}

/** A zip inside the archive: a Word document to take, another program's document to refuse, or an archive to unpack once. */
async function unpackZipEntry(unpacking: Unpacking, path: string, data: Uint8Array, type: 'docx' | 'zip', depth: number): Promise<void> {
  let directory: ZipEntry[];
  try {
    directory = readZipDirectory(data);
  } catch {
    // A file that starts as a Word document does may be a damaged one, which the Word reader names better.
    if (type === 'docx') await take(unpacking, path, data);
    else refuse(unpacking, path, ingestionErrors.unreadableArchive().message);
    return;
  }
  const kind = classifyZip(directory);
  if (kind.kind === 'word') {
    await take(unpacking, path, data);
    return;
  }
  if (kind.kind === 'office-document') return refuse(unpacking, path, ingestionErrors.unsupportedDocument(kind.format).message);
  if (depth > 0) return refuse(unpacking, path, ARCHIVE_ENTRY_REASONS.nestedTooDeep);
  const archiveProblem = checkArchive(data, directory);
  if (archiveProblem) return refuse(unpacking, path, archiveProblem.message);
  await unpackEntries(unpacking, data, planEntries(unpacking, directory, path.replace(/\.zip$/i, '')), depth + 1);
}

/** An email inside the upload, unpacked once as an archive is; one whose message cannot be read is refused with why. */
async function unpackEmailEntry(unpacking: Unpacking, path: string, data: Uint8Array, depth: number): Promise<void> {
  if (depth > 0) return refuse(unpacking, path, ARCHIVE_ENTRY_REASONS.nestedTooDeep);
  let message: EmailMessage;
  try {
    message = await readEmailMessage(data);
  } catch (error) {
    if (!isIngestionError(error)) throw error;
    return refuse(unpacking, path, error.message);
  }
  await unpackEmail(unpacking, path, data, message, depth + 1);
}

/**
 * An email's message, taken as a document under `path`, then its attachments beneath it, at `depth`; its inline
 * images are part of the message and passed over. The message and its attachments are counted and their sizes
 * checked against the upload's limits before any is written. An uploaded email larger than a document may be is
 * refused as one, and its attachments still taken; a copy of a message taken already is refused whole.
 */
async function unpackEmail(unpacking: Unpacking, path: string, data: Uint8Array, message: EmailMessage, depth: number): Promise<void> {
  const attachments = message.attachments.filter((attachment) => !attachment.inline);
  reserve(unpacking, 1 + attachments.length, attachments.reduce((total, attachment) => total + attachment.bytes.length, data.length));
  const { maxFileBytes } = unpacking.limits;
  if (data.length > maxFileBytes) refuse(unpacking, path, ingestionErrors.tooLarge(data.length, maxFileBytes, 'document').message);
  else if (!(await take(unpacking, path, data))) return;
  for (const attachment of attachments) await unpackFile(unpacking, `${path}/${attachment.filename}`, attachment.bytes, depth);
}

/** Word 97–2003 and the container Word encrypts a protected document in share a signature; their streams tell them apart. */
function oldOfficeReason(data: Uint8Array): string {
  if (hasOleStream(data, 'EncryptedPackage')) return ingestionErrors.encryptedWord().message;
  if (hasOleStream(data, 'WordDocument')) return ingestionErrors.legacyWord().message;
  return ingestionErrors.unsupportedDocument('Microsoft Office 97–2003').message;
}

/** Writes a file to read as a document, unless the same content was taken already; says whether it wrote it. */
async function take(unpacking: Unpacking, path: string, data: Uint8Array): Promise<boolean> {
  const sha256 = createHash('sha256').update(data).digest('hex');
  const earlier = unpacking.taken.get(sha256);
  if (earlier !== undefined) {
    refuse(unpacking, path, ARCHIVE_ENTRY_REASONS.duplicate(earlier));
    return false;
  }
  // The directory's sizes reserved the total before anything was inflated, but an archive or email inside this one is
  // counted only once it is opened: its files, and those after it, are held to the total here.
  if (unpacking.takenBytes + data.length > unpacking.limits.maxTotalBytes) throw tooManyBytes(unpacking);
  unpacking.takenBytes += data.length;
  unpacking.taken.set(sha256, path);
  const { files } = unpacking.result;
  const file = join(unpacking.outDir, String(files.length + 1).padStart(4, '0'));
  // 'wx': a file already there is never overwritten, whatever put it there.
  await writeFile(file, data, { flag: 'wx' });
  files.push({ path, file, size: data.length, sha256 });
  return true;
}
