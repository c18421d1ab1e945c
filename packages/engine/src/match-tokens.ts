const DIACRITICS = /[\u0300-\u036f]/g;
const SEPARATORS = /[^\p{L}\p{N}]+/u;

/**
 * Text as lower-case words without accents or punctuation, "&" read as "and", so that signals match whatever the
 * case, spacing, line breaks or punctuation of the document ("A: Property Register" matches "A. PROPERTY REGISTER").
 */
export function matchTokens(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(DIACRITICS, '')
    .toLowerCase()
    .replaceAll('&', ' and ')
    .split(SEPARATORS)
    .filter((token) => token !== '');
}
