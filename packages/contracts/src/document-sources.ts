import { z } from 'zod';
import { SOURCE_FILE_TYPES } from './source-file-types.ts';

/** What a lawyer is told of a file that was not a PDF: what it was, and what the reading could not keep. */
export const DocumentSource = z.object({
  type: z.enum(SOURCE_FILE_TYPES),
  /** A Word document with tracked changes not yet accepted: it was read as if they had been. */
  unacceptedChanges: z.boolean(),
  /** A Word document with comments: they are not part of its text, and were left out. */
  comments: z.boolean(),
  /**
   * A Word document or email with characters no typeface of the rendition prints (Korean, Hebrew, Arabic, emoji):
   * they were read as "?". Absent on files read before it was recorded.
   */
  unprintedCharacters: z.boolean().optional(),
});
export type DocumentSource = z.infer<typeof DocumentSource>;
