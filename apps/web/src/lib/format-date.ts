/** British English's short month names, as CLDR spells them (September is "Sept"). */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const;

/**
 * A date as the case pages show it: "21 Nov 2026", in the reader's time zone. Written out rather than through
 * Intl.DateTimeFormat: building a formatter loads the browser's locale data, 20-30 ms of a phone's page start for
 * a format that never varies.
 */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}
