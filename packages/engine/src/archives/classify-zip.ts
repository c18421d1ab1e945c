import type { ZipEntry } from './read-zip-directory.ts';

/**
 * What a zip is, by the names in its central directory: a Word document, another program's document that happens to
 * be a zip (named, where known, for the lawyer's message: "This file is a Microsoft Excel file"), or an archive of
 * files.
 */
export type ZipKind = { kind: 'word' } | { kind: 'office-document'; format?: string } | { kind: 'archive' };

/**
 * A zip is a Word document when its directory has `word/document.xml` (where Word puts the document), or an Office
 * package's `[Content_Types].xml` beside parts under `word/`: some editors name the document part otherwise
 * (`word/document2.xml`), and the Word reader finds it by the package's relationships. Sniffing a file's first KiB
 * cannot tell (a package may put its `word/` parts further in), so the Word reader and archive unpacking both ask this.
 */
export function classifyZip(entries: readonly ZipEntry[]): ZipKind {
  const names = entries.map((entry) => entry.name.replace(/^\/+/, '').toLowerCase());
  const has = (name: string) => names.includes(name);
  const hasUnder = (folder: string) => names.some((name) => name.startsWith(folder));
  const officePackage = has('[content_types].xml');
  if (has('word/document.xml') || (officePackage && hasUnder('word/'))) return { kind: 'word' };
  if (officePackage) {
    if (hasUnder('xl/')) return { kind: 'office-document', format: 'Microsoft Excel' };
    if (hasUnder('ppt/')) return { kind: 'office-document', format: 'Microsoft PowerPoint' };
    return { kind: 'office-document' };
  }
  // OpenDocument (LibreOffice, OpenOffice) stores its `mimetype` first and lists its parts in a manifest.
  if (names[0] === 'mimetype' && has('meta-inf/manifest.xml')) return { kind: 'office-document', format: 'LibreOffice or OpenOffice' };
  return { kind: 'archive' };
}
