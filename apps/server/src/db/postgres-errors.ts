/** Whether a PostgreSQL error of `code` is behind `error`, whether the driver error arrives bare or wrapped by Drizzle. */
function hasPostgresCode(error: unknown, code: string): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === code) return true;
  }
  return false;
}

/** PostgreSQL's unique_violation (23505). */
export const isUniqueViolation = (error: unknown): boolean => hasPostgresCode(error, '23505');

/** PostgreSQL's foreign_key_violation (23503): the row referred to is gone (deleted meanwhile). */
export const isForeignKeyViolation = (error: unknown): boolean => hasPostgresCode(error, '23503');
