import { ACCEPTED_DOCUMENT_EXTENSIONS, MESSAGES } from '@dd/contracts';

/** The MIME types browsers give the kinds of file a case document may be (document-sources.ts): PDF, Word, scans. */
export const ACCEPTED_DOCUMENT_TYPES: readonly string[] = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'image/png',
  'image/jpeg',
  'image/tiff',
];

/** A file chooser's `accept` for case documents: by type and by name, as a browser may know a .docx or .tif by its name alone. */
export const DOCUMENT_ACCEPT = [...ACCEPTED_DOCUMENT_TYPES, ...ACCEPTED_DOCUMENT_EXTENSIONS].join(',');

const ACCEPTED_EXTENSIONS: readonly string[] = ACCEPTED_DOCUMENT_EXTENSIONS;

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot).toLowerCase();
};

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
