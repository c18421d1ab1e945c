import { ACCEPTED_DOCUMENT_EXTENSIONS, MESSAGES } from '@dd/contracts';

/** The MIME types browsers give a ZIP archive (Windows' own name for it among them): a data room's export of documents. */
const ARCHIVE_TYPES: readonly string[] = ['application/zip', 'application/x-zip-compressed'];
const ARCHIVE_EXTENSION = '.zip';

/**
 * The MIME types browsers give the kinds of file a case document may be (document-sources.ts): PDF, Word, scans; and
 * a ZIP of them, which the server unpacks into its documents.
 */
export const ACCEPTED_DOCUMENT_TYPES: readonly string[] = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'image/png',
  'image/jpeg',
  'image/tiff',
  ...ARCHIVE_TYPES,
];

/** A file chooser's `accept` for case documents: by type and by name, as a browser may know a .docx or a .tif by its name alone. */
export const DOCUMENT_ACCEPT = [...ACCEPTED_DOCUMENT_TYPES, ...ACCEPTED_DOCUMENT_EXTENSIONS].join(',');

/** The same where one document is asked for: an archive holds several, each needing its own type. */
export const ONE_DOCUMENT_ACCEPT = [...ACCEPTED_DOCUMENT_TYPES, ...ACCEPTED_DOCUMENT_EXTENSIONS]
  .filter((accepted) => accepted !== ARCHIVE_EXTENSION && !ARCHIVE_TYPES.includes(accepted))
  .join(',');

const ACCEPTED_EXTENSIONS: readonly string[] = ACCEPTED_DOCUMENT_EXTENSIONS;

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot).toLowerCase();
};

/**
 * Whether a dragged or chosen file is a ZIP archive, by its type or its name. A Word document is a ZIP too, and a
 * browser may type it as one: a name of another accepted kind (.docx) is believed first.
 */
export function isArchive({ name, type }: { name: string; type: string }): boolean {
  const extension = extensionOf(name);
  return extension === ARCHIVE_EXTENSION || (ARCHIVE_TYPES.includes(type) && !ACCEPTED_EXTENSIONS.includes(extension));
}

/**
 * Why a file cannot be a case document, or null when it may be. A file is taken by its type or by its name, since
 * browsers often give a .docx or a .tif no type. One with neither a type nor an extension is left to the server,
 * which tells a file by its bytes.
 */
export function documentKindRefusal(file: File): string | null {
  const extension = extensionOf(file.name);
  if (ACCEPTED_DOCUMENT_TYPES.includes(file.type) || ACCEPTED_EXTENSIONS.includes(extension)) return null;
  if (file.type === '' && extension === '') return null;
  // Word's format before .docx: common in a firm's older files, and a Word document all the same to its lawyer.
  if (extension === '.doc' || file.type === 'application/msword') return MESSAGES.documents.olderWord(file.name);
  return MESSAGES.documents.otherKind(file.name);
}
