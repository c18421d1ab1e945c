import { inArray, type SQLWrapper } from 'drizzle-orm';
import { union, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.ts';
import { caseAnnexures, caseFiles, organisations, uploads, users } from '../db/schema.ts';

/** Every column that holds a storage key: a stored object none of them names belongs to nobody. */
const KEY_COLUMNS: [PgTable, PgColumn][] = [
  [uploads, uploads.storageKey],
  [uploads, uploads.originalKey],
  [uploads, uploads.extractedKey],
  [caseFiles, caseFiles.storageKey],
  [caseFiles, caseFiles.originalKey],
  [caseFiles, caseFiles.extractedKey],
  [caseAnnexures, caseAnnexures.storageKey],
  [caseAnnexures, caseAnnexures.extractedKey],
  [users, users.logoKey],
  [users, users.profilePicKey],
  [organisations, organisations.logoKey],
];

/** Which of `keys` some record refers to. */
export async function findReferencedKeys(db: Database, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const [first, second, ...rest] = KEY_COLUMNS.map(([table, column]) =>
    db
      .select({ key: column as PgColumn & SQLWrapper })
      .from(table)
      .where(inArray(column, [...keys])),
  );
  const rows = (await union(first!, second!, ...rest)) as { key: string | null }[];
  return new Set(rows.flatMap((row) => (row.key === null ? [] : [row.key])));
}
