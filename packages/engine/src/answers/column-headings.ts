/**
 * Words registries and schedules print as the column headings of their tables: "Entry Proprietor Date of
 * Registration Consideration Date of Entry", "No. Date Instrument Particulars", "Registration date and plan ref.
 * Property description Date of lease and term Lessee's title", "Entry No. Nature of Security Debtor Creditor".
 */
const HEADING_WORD =
  /^(?:entry|no\.?|number|date|of|and|registration|registered|consideration|price|paid|(?:proprietor|owner|debtor|creditor|holder|chargee)(?:s|\(s\))?|part(?:y|ies)|instrument|particulars|description|dealing|nature|amount|remarks|notes?|plan|ref\.?|reference|property|subjects|land|lease|term|lessee['’]?s|lessor['’]?s|title|burdens?|charges?|security|securities|in|to|for|favour|address|service|specification|parcel|townland|area|\(?hectares\)?|acres|map|sheet|registry|lessor|lessee|yearly|annual|rent)$/i;

/**
 * The words of a line of headings, with a heading a narrow column broke inside itself made whole again: a piece that
 * is no heading's word and the piece after it that together spell one ("Consideratio" and "n", "Re" and "gistration").
 */
function headingWords(line: string): string[] {
  const pieces = line.trim().split(/\s+/);
  const words: string[] = [];
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i]!;
    const next = pieces[i + 1];
    if (!HEADING_WORD.test(piece) && next !== undefined && /^\p{Ll}/u.test(next) && HEADING_WORD.test(piece + next)) {
      words.push(piece + next);
      i++;
    } else words.push(piece);
  }
  return words;
}

/**
 * A line of a table's column headings and nothing else: `minWords` words or more (three by default: fewer could be
 * a short entry's words), every one a heading's. It names what the rows below hold, so it is never itself an
 * answer or an entry.
 */
export function isColumnHeadings(line: string, minWords = 3): boolean {
  const words = headingWords(line);
  return words.length >= minWords && words.every((word) => HEADING_WORD.test(word));
}

/** A heading over a column of dates ("Date of Entry", "Registration date", "Date") or of sums ("Consideration", "Price paid"). */
const TYPED_HEADING = {
  date: /\bdate\s+of\s+(?:the\s+)?\p{L}+|\b\p{L}+\s+date\b(?!\s+of\b)|\bdate\b/giu,
  money: /\b(?:consideration|price(?:\s+paid)?|amount)\b/giu,
};

/**
 * Which column heading each of a table row's values of a type stands under: the row's nth date under the
 * headings' nth date column. Null when the row holds a different number of such values than the headings name
 * (a cell left blank, or two values in one): then no value can be told from another by its column.
 */
export function headingsOfValues<T extends { start: number }>(headings: string, type: 'date' | 'money', values: readonly T[]): Map<T, string> | null {
  const named = [...headings.matchAll(TYPED_HEADING[type])].map((match) => match[0]);
  if (named.length !== values.length) return null;
  const inOrder = [...values].sort((a, b) => a.start - b.start);
  return new Map(inOrder.map((value, i) => [value, named[i]!]));
}
