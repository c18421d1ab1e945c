import { ENCRYPTED_FLAG, readZipDirectory, readZipEntry, type ZipEntry } from '../archives/read-zip-directory.ts';
import { ingestionErrors } from '../ingestion-error.ts';

/** How much of a Word document's zip may be inflated before it is refused as a decompression bomb. */
export interface WordPackageLimits {
  /** Decompressed bytes of one part read (the document, its styles, numbering, notes or comments). */
  partMaxBytes: number;
  /** Decompressed bytes of all the parts read, together. */
  totalMaxBytes: number;
  /** Most a part over `ratioMinBytes` may shrink in compression: Word's XML shrinks 5 to 20 times, bombs 1000 times. */
  maxCompressionRatio: number;
  ratioMinBytes: number;
}

/** The parts of a Word document's zip, each inflated on request within the limits. */
export interface WordPackage {
  /** A part's text (names are case-insensitive, as the package format says), or null when the package has no such part. */
  text(name: string): string | null;
}

const MB = 1024 * 1024;

const damaged = (cause?: unknown) => ingestionErrors.unreadableWord(cause);

/** The package's entries by name, lower-cased as the package format compares them; the first of a name counts. */
function readParts(bytes: Uint8Array): Map<string, ZipEntry> {
  let entries: ZipEntry[];
  try {
    entries = readZipDirectory(bytes);
  } catch (error) {
    throw damaged(error);
  }
  const parts = new Map<string, ZipEntry>();
  for (const entry of entries) {
    const key = entry.name.replace(/^\/+/, '').toLowerCase();
    if (!parts.has(key)) parts.set(key, entry);
  }
  return parts;
}

/** Text as the XML declares it: UTF-8 unless a byte-order mark or the first character's bytes say UTF-16. */
function decodeXml(bytes: Uint8Array): string {
  const [first, second] = bytes;
  const encoding = (first === 0xff && second === 0xfe) || (first === 0x3c && second === 0) ? 'utf-16le'
    : (first === 0xfe && second === 0xff) || (first === 0 && second === 0x3c) ? 'utf-16be'
    : 'utf-8';
  return new TextDecoder(encoding).decode(bytes);
}

/**
 * Opens a Word document's zip from its central directory. Each part is checked against the limits by the sizes the
 * directory declares before any of it is inflated, and inflating stops at the declared size, so a part that lies
 * about its size cannot inflate further than an honest one. Not a zip at all, or a damaged one, is an unreadable
 * Word document.
 */
export function openWordPackage(bytes: Uint8Array, limits: WordPackageLimits): WordPackage {
  const entries = readParts(bytes);
  let inflated = 0;
  return {
    text(name) {
      const entry = entries.get(name.replace(/^\/+/, '').toLowerCase());
      if (!entry) return null;
      if (entry.flags & ENCRYPTED_FLAG) throw damaged();
      if (entry.size > limits.partMaxBytes) {
        throw ingestionErrors.unsafe(`a part of it decompresses to more than ${Math.round(limits.partMaxBytes / MB)} MB`, 'Word document');
      }
      if (inflated + entry.size > limits.totalMaxBytes) {
        throw ingestionErrors.unsafe(`its parts decompress to more than ${Math.round(limits.totalMaxBytes / MB)} MB`, 'Word document');
      }
      if (entry.size > limits.ratioMinBytes && entry.size > entry.compressedSize * limits.maxCompressionRatio) {
        throw ingestionErrors.unsafe(
          `a part of it is compressed more than ${limits.maxCompressionRatio} to 1, as decompression bombs are`,
          'Word document',
        );
      }
      inflated += entry.size;
      const part = readZipEntry(bytes, entry);
      if ('problem' in part) {
        if (part.problem === 'larger-than-declared') {
          throw ingestionErrors.unsafe('a part of it decompresses to more than the size it declares', 'Word document');
        }
        throw damaged(part.cause);
      }
      return decodeXml(part.data);
    },
  };
}
