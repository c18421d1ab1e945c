import { z } from 'zod';

/**
 * The kinds of file a case document may arrive as (issue 33). Every one is read as a PDF: a PDF as it is, the others
 * through a PDF the document workers lay out from them (a rendition), which the viewer shows and answers cite.
 */
export const SOURCE_FILE_TYPES = ['pdf', 'docx', 'png', 'jpeg', 'tiff'] as const;
export type SourceFileType = (typeof SOURCE_FILE_TYPES)[number];

/** What a lawyer is told of a file that was not a PDF: what it was, and what the reading could not keep. */
export const DocumentSource = z.object({
  type: z.enum(SOURCE_FILE_TYPES),
  /** A Word document with tracked changes not yet accepted: it was read as if they had been. */
  unacceptedChanges: z.boolean(),
  /** A Word document with comments: they are not part of its text, and were left out. */
  comments: z.boolean(),
});
export type DocumentSource = z.infer<typeof DocumentSource>;

/** The file names a lawyer may upload as case documents, for file pickers and the dialog's list of accepted types. */
export const ACCEPTED_DOCUMENT_EXTENSIONS = ['.pdf', '.docx', '.png', '.jpg', '.jpeg', '.tif', '.tiff'] as const;
