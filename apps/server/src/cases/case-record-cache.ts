import type { KeptJson } from '../http/send-kept-json.ts';

/** A case record as it is sent, built at or after its version. */
export interface CachedCaseRecord extends KeptJson {
  version: number;
}

export interface CaseRecordCache {
  /** The record cached for this case if it was built at the version the case is at; otherwise nothing. */
  get(caseId: string, version: number): CachedCaseRecord | undefined;
  set(caseId: string, record: CachedCaseRecord): void;
}

/**
 * The presented case records of one process, the latest of each case only, least recently read dropped first
 * once they hold more than `maxBytes` of text. Nothing needs telling of a change: a reader compares the case's
 * record version, read from the database on every request (decision 44), with the cached one, so a change made by
 * any process is seen by the very next read.
 */
export function createCaseRecordCache({ maxBytes = 64 * 1024 * 1024 }: { maxBytes?: number } = {}): CaseRecordCache {
  const records = new Map<string, CachedCaseRecord>();
  let bytes = 0;
  // A JavaScript string holds two bytes a character at most; its UTF-8 copy (JSON, nearly all ASCII) about one, and
  // its compressed copies (each made later, as readers ask) less than one together.
  const sizeOf = (record: CachedCaseRecord) => 4 * record.body.length;

  const remove = (caseId: string) => {
    const held = records.get(caseId);
    if (!held) return;
    records.delete(caseId);
    bytes -= sizeOf(held);
  };

  return {
    get(caseId, version) {
      const held = records.get(caseId);
      if (!held || held.version !== version) return undefined;
      // Read again: the newest in the map's order, the last to be dropped.
      records.delete(caseId);
      records.set(caseId, held);
      return held;
    },
    set(caseId, record) {
      remove(caseId);
      if (sizeOf(record) > maxBytes) return;
      records.set(caseId, record);
      bytes += sizeOf(record);
      for (const oldest of records.keys()) {
        if (bytes <= maxBytes) break;
        remove(oldest);
      }
    },
  };
}
