let conjunction: Intl.ListFormat | undefined;

/**
 * A list as a sentence says it: "England and Wales", "Scotland, England and Wales". The formatter is made on first
 * use: making one loads the browser's locale data (13-16 ms in Chromium), which the case page's start paid while
 * this module loaded.
 */
export const formatList = (items: readonly string[]): string =>
  (conjunction ??= new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' })).format(items);
