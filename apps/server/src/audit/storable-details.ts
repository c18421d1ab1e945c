import { toStorableText } from '@dd/contracts';

/**
 * An audit entry's details as jsonb can hold them. PostgreSQL refuses JSON carrying a NUL or half a surrogate pair,
 * and an audited action must never fail over what its entry says (requests refuse such text at the boundary, but
 * details also quote stored records and engine output), so those characters, in keys and values alike, become
 * U+FFFD.
 */
export function storableDetails(details: Record<string, unknown> = {}): Record<string, unknown> {
  return storable(details) as Record<string, unknown>;
}

function storable(value: unknown): unknown {
  if (typeof value === 'string') return toStorableText(value);
  if (Array.isArray(value)) return value.map(storable);
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [toStorableText(key), storable(inner)]));
  }
  return value;
}
