// No zod here: the web app's start reads these (its file pickers), and a page that parses nothing loads no zod.

/**
 * The kinds of file a case document may arrive as (issue 33). Every one is read as a PDF: a PDF as it is, the others
 * through a PDF the document workers lay out from them (a rendition), which the viewer shows and answers cite.
 */
export const SOURCE_FILE_TYPES = ['pdf', 'docx', 'png', 'jpeg', 'tiff', 'eml', 'msg'] as const;
export type SourceFileType = (typeof SOURCE_FILE_TYPES)[number];

/**
 * Kinds whose rendition is text the product laid out itself: a short page is short, never a scan to read by OCR.
 */
export const isLaidOutText = (type: SourceFileType) => type === 'docx' || type === 'eml' || type === 'msg';

/**
 * The file names a lawyer may upload as case documents, for file pickers and the dialog's list of accepted types: the
 * kinds above, and a .zip, which is no kind of document but a way to send several (a data room's export). The server
 * unpacks it, and each file in it is a case document of its own, of one of those kinds, or refused with why. An email
 * is both: the message is a document, and each of its attachments one too, filed under the message's name.
 */
export const ACCEPTED_DOCUMENT_EXTENSIONS = ['.pdf', '.docx', '.png', '.jpg', '.jpeg', '.tif', '.tiff', '.eml', '.msg', '.zip'] as const;
