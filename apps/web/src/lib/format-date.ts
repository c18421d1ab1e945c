const shortDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** A date as the case pages show it: "21 Nov 2026". */
export const formatDate = (iso: string): string => shortDate.format(new Date(iso));
