/**
 * Words registries and schedules print as the column headings of their tables: "Entry Proprietor Date of
 * Registration Consideration Date of Entry", "No. Date Instrument Particulars", "Registration date and plan ref.
 * Property description Date of lease and term Lessee's title", "Entry No. Nature of Security Debtor Creditor".
 */
const HEADING_WORD =
  /^(?:entry|no\.?|number|date|of|and|reg\.?|registration|registered|consideration|price|paid|(?:proprietor|owner|debtor|creditor|holder|chargee)(?:s|\(s\))?|part(?:y|ies)|instrument|particulars?|details?|items?|description|dealing|nature|amount|remarks|official|notes?|plan|ref\.?|reference|property|subjects|land|lease|term|lessee['’]?s|lessor['’]?s|title|burdens?|charges?|security|securities|in|to|for|whose|favour|address|service|specification|parcel|townland|barony|area|sum|secured|\(?(?:hectares|ha)\)?|acres|map|sheet|registry|lessor|lessee|yearly|annual|rent)$/i;

/** The longer heading words, whose first letters a column too narrow for them may print on a line of their own. */
const LONG_HEADING_WORDS = [
  'entry',
  'number',
  'registration',
  'registered',
  'consideration',
  'proprietor',
  'description',
  'particulars',
  'instrument',
  'specification',
  'securities',
  'reference',
  'creditor',
  'debtor',
  'burdens',
  'charges',
  'townland',
  'hectares',
  'official',
];

/**
 * A piece of a heading a narrow column broke inside itself: a lone letter ("N" over "o"), or the first three letters
 * or more of a longer heading word ("ENTR" over "Y", "CONSIDERA" over "TION").
 */
const isHeadingPiece = (word: string) =>
  /^\p{L}\.?$/u.test(word) || (word.length >= 3 && LONG_HEADING_WORDS.some((heading) => heading.length > word.length && heading.startsWith(word.toLowerCase())));

/** One letter or figure between a narrow cell's rules, as OCR reads them: "[e]", "[6]", "|o|". */
const RULED_SIGN = /^[[(|{][\p{L}\p{N}][\])|}]$/u;

/**
 * The words of a line of headings, with a heading a narrow column broke inside itself made whole again: a piece that
 * is no heading's word and the piece after it that together spell one ("Consideratio" and "n", "ENTR" and "Y", "N"
 * and "O.").
 */
function headingWords(line: string): string[] {
  // A scan's OCR may run two headings together at a full stop ("Reg.Date"), read a broken "O" as a nought ("N 0."),
  // and a narrow column's letter or a speck as signs alone ("N [¢]" for "N" over "o"), or as a sign in the cell's
  // rules ("N [e]", "N [6]"): those say nothing, and go.
  const pieces = line
    .trim()
    .split(/\s+|(?<=\.)(?=\p{Lu})/u)
    .filter((piece) => /[\p{L}\p{N}]/u.test(piece) && !RULED_SIGN.test(piece))
    // Headings listed in one cell keep their commas ("DATE OF REGISTRATION, CONSIDERATION AND DATE OF ENTRY").
    .map((piece) => piece.replace(/(?<=\p{L}),$/u, ''));
  const words: string[] = [];
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i]!;
    const next = pieces[i + 1];
    const joined = next !== undefined && !HEADING_WORD.test(piece) ? `${piece}${next}`.replace(/(?<=\p{L})0|0(?=\p{L}|\.)/gu, 'O') : null;
    if (joined && HEADING_WORD.test(joined)) {
      words.push(joined);
      i++;
    } else words.push(piece);
  }
  return words;
}

/**
 * A line of a table's column headings and nothing else: `minWords` words or more (three by default: fewer could be
 * a short entry's words), every one a heading's, or a piece of one a narrow column broke off where a heading word
 * stands beside it. It names what the rows below hold, so it is never itself an answer or an entry. A line of
 * pieces alone carries on the headings above it (`minWords` 1).
 */
export function isColumnHeadings(line: string, minWords = 3): boolean {
  const words = headingWords(line);
  const headings = words.filter((word) => HEADING_WORD.test(word)).length;
  return (
    words.length >= minWords &&
    words.every((word) => HEADING_WORD.test(word) || isHeadingPiece(word)) &&
    (headings > 0 || minWords === 1)
  );
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
