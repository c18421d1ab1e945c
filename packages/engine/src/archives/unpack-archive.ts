import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { formatByteSize } from '@dd/contracts';
import { ARCHIVE_ENTRY_REASONS, ingestionErrors, type IngestionError } from '../ingestion-error.ts';
import { hasOleStream } from '../renditions/has-ole-stream.ts';
import { sniffFileType } from '../sniff-file-type.ts';
import { classifyZip } from './classify-zip.ts';
import { ENCRYPTED_FLAG, readZipDirectory, readZipEntry, type ZipEntry } from './read-zip-directory.ts';

/** How much of an uploaded archive may be unpacked before it, or one of its files, is refused. */
export interface ArchiveLimits {
  /** Bytes of one file taken from the archive: the limit for one document. */
  maxFileBytes: number;
  /** Files in the upload, those of the archives inside it included; folders and system litter are not counted. */
  maxEntries?: number;
  /** Uncompressed bytes of the files taken, together. */
  maxTotalBytes?: number;
}

/** A file taken from an archive, to be read as a document. */
export interface UnpackedFile {
  /** Its folder path inside the archive ('Title/Official copy.pdf'); a nested archive's files under its path without `.zip`. */
  path: string;
  /** Where it was written: inside the folder given to unpackArchive, named by its place in the archive. */
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
  /** Files to read as documents, in the archive's order, with their folder path inside the archive ('Title/Official copy.pdf'). */
  files: UnpackedFile[];
  /** Entries not taken, each with a lawyer-facing reason (a full sentence saying what to do). */
  refused: RefusedEntry[];
  /**
   * Set when the upload is no archive but a Word document whose parts lie past the first KiB, where sniffing looks
   * (so it sniffed as a zip): nothing was unpacked, and the caller reads the upload as the document it is.
   */
  wordDocument?: true;
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

/** What unpacking has done so far across the upload and the archive inside it. */
interface Unpacking {
  outDir: string;
  limits: Limits;
  result: UnpackedArchive;
  /** Files counted against maxEntries. */
  entries: number;
  takenBytes: number;
  /** The path each file's content was first taken under, by its SHA-256. */
  taken: Map<string, string>;
}

/**
 * Unpacks an uploaded ZIP archive (a data room) into `outDir`, a folder the caller made and owns: each PDF, Word
 * document and PNG, JPEG or TIFF scan is written there as 0001, 0002, … (never under its name in the archive), in the
 * archive's order; an archive inside it is unpacked once, into its files. What is not taken is listed with a reason,
 * and folders and system litter (`__MACOSX/`, `.DS_Store`, `Thumbs.db`, `desktop.ini`, Office's `~$` lock files) are
 * passed over. Types are read from the bytes, never from names.
 *
 * Safe on a hostile archive: every limit is checked against the sizes the central directory declares before
 * anything is inflated; each file is inflated on its own to at most its declared size (itself within the limit for
 * a file) and checked against its CRC; paths that leave the archive, links, encrypted and damaged files are refused.
 * Throws an IngestionError for the whole upload only when it is empty or not a readable zip, is another program's
 * document (an Excel workbook), holds more files than `maxEntries` or more bytes than `maxTotalBytes`, or is
 * compressed as only a decompression bomb is; files written before an archive inside it broke a limit stay in
 * `outDir` for the caller to remove with it. A Word document whose parts lie past where sniffing looks is a zip too:
 * it is not unpacked, but said to be one (`wordDocument`).
 */
export async function unpackArchive(bytes: Uint8Array, outDir: string, limits: ArchiveLimits): Promise<UnpackedArchive> {
  if (bytes.length === 0) throw ingestionErrors.empty('document');
  let directory: ZipEntry[];
  try {
    directory = readZipDirectory(bytes);
  } catch (error) {
    throw ingestionErrors.unreadableArchive(error);
  }
  const kind = classifyZip(directory);
  if (kind.kind === 'office-document') throw ingestionErrors.unsupportedDocument(kind.format);
  if (kind.kind === 'word') return { files: [], refused: [], wordDocument: true };
  const archiveProblem = checkArchive(bytes, directory);
  if (archiveProblem) throw archiveProblem;
  const unpacking: Unpacking = {
    outDir,
    limits: {
      maxFileBytes: limits.maxFileBytes,
      maxEntries: limits.maxEntries ?? ARCHIVE_LIMITS.maxEntries,
      maxTotalBytes: limits.maxTotalBytes ?? ARCHIVE_LIMITS.maxTotalBytes,
    },
    result: { files: [], refused: [] },
    entries: 0,
    takenBytes: 0,
    taken: new Map(),
  };
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
  unpacking.entries += planned.length;
  if (unpacking.entries > limits.maxEntries) {
    const files = `${limits.maxEntries.toLocaleString('en-GB')} ${limits.maxEntries === 1 ? 'file' : 'files'}`;
    throw ingestionErrors.unsafe(`it holds more than ${files}`, 'archive');
  }
  if (unpacking.takenBytes + declared > limits.maxTotalBytes) throw tooManyBytes(limits);
  return planned;
}

const tooManyBytes = (limits: Limits) => ingestionErrors.unsafe(`its files decompress to more than ${formatByteSize(limits.maxTotalBytes)}`, 'archive');

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
  const refuse = (path: string, reason: string) => void unpacking.result.refused.push({ path, reason });
  for (const item of planned) {
    if ('reason' in item) {
      refuse(item.path, item.reason);
      continue;
    }
    const read = readZipEntry(bytes, item.entry);
    if ('problem' in read) {
      // Its method was checked from the directory, so what stops it now is damage: a wrong CRC or size, data cut short.
      refuse(item.path, ARCHIVE_ENTRY_REASONS.damaged);
      continue;
    }
    const data = read.data;
    const type = sniffFileType(data);
    if (data.length === 0) refuse(item.path, ingestionErrors.empty('document').message);
    else if (type === 'pdf' || type === 'png' || type === 'jpeg' || type === 'tiff') await take(unpacking, item.path, data);
    else if (type === 'docx' || type === 'zip') await unpackZipEntry(unpacking, item.path, data, type, depth, refuse);
    else if (type === 'doc') refuse(item.path, oldOfficeReason(data));
    else refuse(item.path, ingestionErrors.unsupportedDocument(type === 'webp' ? 'WEBP' : undefined).message);
  }
}

/** A zip inside the archive: a Word document to take, another program's document to refuse, or an archive to unpack once. */
async function unpackZipEntry(
  unpacking: Unpacking,
  path: string,
  data: Uint8Array,
  type: 'docx' | 'zip',
  depth: number,
  refuse: (path: string, reason: string) => void,
): Promise<void> {
  let directory: ZipEntry[];
  try {
    directory = readZipDirectory(data);
  } catch {
    // A file that starts as a Word document does may be a damaged one, which the Word reader names better.
    if (type === 'docx') await take(unpacking, path, data);
    else refuse(path, ingestionErrors.unreadableArchive().message);
    return;
  }
  const kind = classifyZip(directory);
  if (kind.kind === 'word') return take(unpacking, path, data);
  if (kind.kind === 'office-document') return refuse(path, ingestionErrors.unsupportedDocument(kind.format).message);
  if (depth > 0) return refuse(path, ARCHIVE_ENTRY_REASONS.nestedTooDeep);
  const archiveProblem = checkArchive(data, directory);
  if (archiveProblem) return refuse(path, archiveProblem.message);
  await unpackEntries(unpacking, data, planEntries(unpacking, directory, path.replace(/\.zip$/i, '')), depth + 1);
}

/** Word 97–2003 and the container Word encrypts a protected document in share a signature; their streams tell them apart. */
function oldOfficeReason(data: Uint8Array): string {
  if (hasOleStream(data, 'EncryptedPackage')) return ingestionErrors.encryptedWord().message;
  if (hasOleStream(data, 'WordDocument')) return ingestionErrors.legacyWord().message;
  return ingestionErrors.unsupportedDocument('Microsoft Office 97–2003').message;
}

/** Writes a file to read as a document, unless the same content was taken already. */
async function take(unpacking: Unpacking, path: string, data: Uint8Array): Promise<void> {
  const sha256 = createHash('sha256').update(data).digest('hex');
  const earlier = unpacking.taken.get(sha256);
  if (earlier !== undefined) return void unpacking.result.refused.push({ path, reason: ARCHIVE_ENTRY_REASONS.duplicate(earlier) });
  // The directory's sizes reserved the total before anything was inflated, but an archive inside this one is counted
  // only once it is opened: its files, and those after it, are held to the total here.
  if (unpacking.takenBytes + data.length > unpacking.limits.maxTotalBytes) throw tooManyBytes(unpacking.limits);
  unpacking.takenBytes += data.length;
  unpacking.taken.set(sha256, path);
  const { files } = unpacking.result;
  const file = join(unpacking.outDir, String(files.length + 1).padStart(4, '0'));
  // 'wx': a file already there is never overwritten, whatever put it there.
  await writeFile(file, data, { flag: 'wx' });
  files.push({ path, file, size: data.length, sha256 });
}
