import { EXTRACTION_VERSION, type ExtractedDocument } from '@dd/engine';
import type { Storage } from '../storage/storage.ts';

/**
 * A file's stored text as the extraction left it, or null when it is gone or was read by an older extraction
 * (whose offsets would point into different text, so the file must be read again).
 */
export async function readExtractedDocument(storage: Storage, key: string): Promise<ExtractedDocument | null> {
  const stored = await storage.get(key);
  if (!stored) return null;
  const document = JSON.parse(stored.bytes.toString('utf8')) as ExtractedDocument;
  return document.version === EXTRACTION_VERSION ? document : null;
}
