import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** The version a lawyer's change moves a record on to (decision 25). */
export const nextVersion = (version: PgColumn): SQL => sql`${version} + 1`;

/**
 * The compare half of compare-and-set: the record only while it is still at the version the edit was made from,
 * any version when the client sent none (older clients: the last write wins).
 */
export const atVersion = (version: PgColumn, expected: number | undefined): SQL | undefined =>
  expected === undefined ? undefined : eq(version, expected);
