/** The months in order, as dates and quotes spell them. */
export const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

/** A month as a date writes it: in full, or cut to its first three letters ("MAR", "Sept."). A regular expression's source. */
export const MONTH_NAME = String.raw`(?:${[...MONTHS.map((month) => `${month.slice(0, 3)}(?:${month.slice(3)})?`), 'sept'].join('|')})\.?`;
