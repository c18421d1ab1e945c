import mammoth from 'mammoth';
import { IngestionError, ingestionErrors } from './ingestion-error.ts';

const unreadableDocx = (cause?: unknown) =>
  new IngestionError(
    'corrupt',
    'This Word document could not be read. Open it in Word, save a new copy as .docx and upload that.',
    { cause },
  );

/** Reads the text of a Word (.docx) document, paragraphs separated by a blank line. */
export async function extractDocxText(bytes: Uint8Array): Promise<{ text: string }> {
  if (bytes.length === 0) throw ingestionErrors.empty();
  try {
    const result = await mammoth.extractRawText({ buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) });
    return { text: result.value.trim() };
  } catch (error) {
    throw unreadableDocx(error);
  }
}
