import { ACCEPTED_DOCUMENT_EXTENSIONS, MESSAGES } from '@dd/contracts';

/** The MIME types browsers give a ZIP archive (Windows' own name for it among them): a data room's export of documents. */
const ARCHIVE_TYPES: readonly string[] = ['application/zip', 'application/x-zip-compressed'];
const ARCHIVE_EXTENSION = '.zip';
/** An email as saved from a mail program (.eml), and as Outlook saves one (.msg). */
const EMAIL_TYPES: readonly string[] = ['message/rfc822', 'application/vnd.ms-outlook'];
const EMAIL_EXTENSIONS: readonly string[] = ['.eml', '.msg'];

/**
 * The MIME types browsers give the kinds of file a case document may be (document-sources.ts): PDF, Word, scans,
 * emails; and a ZIP of them, which the server unpacks into its documents.
 */
export const ACCEPTED_DOCUMENT_TYPES: readonly string[] = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'image/png',
  'image/jpeg',
  'image/tiff',
  ...EMAIL_TYPES,
  ...ARCHIVE_TYPES,
];

/** A file chooser's `accept` for case documents: by type and by name, as a browser may know a .docx or a .tif by its name alone. */
export const DOCUMENT_ACCEPT = [...ACCEPTED_DOCUMENT_TYPES, ...ACCEPTED_DOCUMENT_EXTENSIONS].join(',');

const CONTAINERS: readonly string[] = [...ARCHIVE_TYPES, ARCHIVE_EXTENSION, ...EMAIL_TYPES, ...EMAIL_EXTENSIONS];

/**
 * The same where one document is asked for: an archive holds several documents, and an email is several (its message
 * and its attachments), each needing its own type.
 */
export const ONE_DOCUMENT_ACCEPT = [...ACCEPTED_DOCUMENT_TYPES, ...ACCEPTED_DOCUMENT_EXTENSIONS].filter((accepted) => !CONTAINERS.includes(accepted)).join(',');

const ACCEPTED_EXTENSIONS: readonly string[] = ACCEPTED_DOCUMENT_EXTENSIONS;

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot).toLowerCase();
};

/**
 * Whether a dragged or chosen file holds several documents, and of which kind, by its type or its name: a ZIP archive,
 * or an email (its message, and each attachment). A Word document is a ZIP too, and a browser may type it as one: a
 * name of another accepted kind (.docx) is believed first.
 */
export function containerKind({ name, type }: { name: string; type: string }): 'archive' | 'email' | null {
  const extension = extensionOf(name);
  if (EMAIL_EXTENSIONS.includes(extension) || (EMAIL_TYPES.includes(type) && !ACCEPTED_EXTENSIONS.includes(extension))) return 'email';
  if (extension === ARCHIVE_EXTENSION || (ARCHIVE_TYPES.includes(type) && !ACCEPTED_EXTENSIONS.includes(extension))) return 'archive';
  return null;
}

/** What to tell a lawyer who gave a container where one document is asked for. */
export const oneAtATime = (file: { name: string; type: string }) =>
  containerKind(file) === 'email' ? MESSAGES.documents.emailOneAtATime(file.name) : MESSAGES.documents.archiveOneAtATime(file.name);

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
