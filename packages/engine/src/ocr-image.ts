import { composePageText } from './compose-page-text.ts';
import type { ExtractedLine } from './extracted-document.ts';
import { ingestionErrors } from './ingestion-error.ts';
import { createHyphenJudge } from './join-line-break-hyphens.ts';
import { createOcrEngine } from './ocr-engine.ts';
import { sniffFileType } from './sniff-file-type.ts';

export interface OcrImageResult {
  text: string;
  /** Lines with boxes in image pixels, origin top-left. */
  lines: ExtractedLine[];
}

/** Reads the text of a PNG or JPEG image (a photographed or scanned page) offline. */
export async function ocrImage(bytes: Uint8Array): Promise<OcrImageResult> {
  if (bytes.length === 0) throw ingestionErrors.empty();
  const type = sniffFileType(bytes);
  if (type !== 'png' && type !== 'jpeg') throw ingestionErrors.notImage();
  const engine = await createOcrEngine();
  try {
    const lines = await engine.recognise(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)).catch((error: unknown) => {
      throw ingestionErrors.unreadableImage(error);
    });
    return composePageText(lines, createHyphenJudge([lines]));
  } finally {
    await engine.terminate();
  }
}
