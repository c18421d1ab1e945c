const MAX_SLUG_LENGTH = 60;

/** "Deed of Variation (Lease)" → "deed-of-variation-lease": lower-case ASCII words joined by hyphens. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= MAX_SLUG_LENGTH) return slug;
  const cut = slug.slice(0, MAX_SLUG_LENGTH);
  return cut.includes('-') ? cut.slice(0, cut.lastIndexOf('-')) : cut;
}

/**
 * A key for something the firm adds. The "firm-" prefix keeps it apart from every seed key, so a later seed
 * can never claim it.
 */
export const firmKeyBase = (text: string) => `firm-${slugify(text) || 'item'}`;

/** `base`, or `base-2`, `base-3` … whichever is not taken yet. */
export function uniqueKey(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  let suffix = 2;
  while (used.has(`${base}-${suffix}`)) suffix += 1;
  return `${base}-${suffix}`;
}
