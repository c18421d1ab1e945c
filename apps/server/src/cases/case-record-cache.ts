import type { KeptJson } from '../http/send-kept-json.ts';
import { createVersionedCache, type VersionedCache } from './versioned-cache.ts';

/** A case record as it is sent, built at or after its version. */
export interface CachedCaseRecord extends KeptJson {
  version: number;
}

export type CaseRecordCache = VersionedCache<CachedCaseRecord>;

/**
 * The presented case records of one process, by case, kept while they hold at most `maxBytes` of text. A JavaScript
 * string holds two bytes a character at most; its UTF-8 copy (JSON, nearly all ASCII) about one, and its compressed
 * copies (each made later, as readers ask) less than one together.
 */
export const createCaseRecordCache = ({ maxBytes = 64 * 1024 * 1024 }: { maxBytes?: number } = {}): CaseRecordCache =>
  createVersionedCache<CachedCaseRecord>({ maxSize: maxBytes, sizeOf: (record) => 4 * record.body.length });
