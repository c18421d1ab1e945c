const conjunction = new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' });

/** A list as a sentence says it: "England and Wales", "Scotland, England and Wales". */
export const formatList = (items: readonly string[]): string => conjunction.format(items);
