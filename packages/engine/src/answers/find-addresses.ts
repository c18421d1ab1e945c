/** An address a document gives, anchored on its postcode or Eircode, with its place in the text searched. */
export interface FoundAddress {
  start: number;
  end: number;
  text: string;
}

/** A UK postcode ("LS1 6DT", "EH1 1YZ", "BT7 1NN") or an Irish Eircode ("D02 X285", "T12 AB34"). */
const POSTCODE = /\b(?:[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}|[AC-FHKNPRTV-Y]\d{2}\s?[AC-FHKNPRTV-Y\d]{4})\b/g;
/** Words that introduce an address: the address follows them. */
const INTRODUCED = /(?:\bbeing|\bknown as|\bsituate(?:d)?(?:\s+at)?|\blying at|\boffice is at|\bresiding at|\baddress(?:\s+is)?|\bat|\bof|:)\s+(?=\S)/gi;
/** How far before its postcode an address may begin. */
const ADDRESS_REACH = 140;

/**
 * The addresses in a passage: each from the words that introduce it ("being", "known as", "at") or the line it
 * starts on, to its postcode, as "12 Market Street, Leeds LS1 6DT".
 */
export function findAddresses(text: string): FoundAddress[] {
  const found: FoundAddress[] = [];
  for (const postcode of text.matchAll(POSTCODE)) {
    const end = postcode.index + postcode[0].length;
    const from = Math.max(0, postcode.index - ADDRESS_REACH, found.at(-1)?.end ?? 0);
    const before = text.slice(from, postcode.index);
    const introduced = [...before.matchAll(INTRODUCED)].filter((m) => /^[\d\p{Lu}]/u.test(before.slice(m.index + m[0].length)));
    // Without words to introduce it, the address starts at its house number or at the start of its line.
    const lineStart = before.lastIndexOf('\n') + 1;
    const number = /\b\d{1,4}[A-Za-z]?\s+\p{Lu}/u.exec(before.slice(lineStart));
    const offset = introduced.length > 0 ? introduced.at(-1)!.index + introduced.at(-1)![0].length : lineStart + (number?.index ?? 0);
    const start = from + offset;
    const opened = text.slice(start, end).replace(/^[\s,]+/, '');
    if (opened.length < postcode[0].length + 4) continue;
    // A postcode in brackets ("Leeds (LS1 6DT)") keeps its closing bracket: an address is printed whole.
    const closing = unclosedBrackets(opened) > 0 ? /^\s*\)/.exec(text.slice(end))?.[0] ?? '' : '';
    found.push({ start: end - opened.length, end: end + closing.length, text: opened + closing });
  }
  return found;
}

/** How many of a text's opening brackets are not closed within it. */
function unclosedBrackets(text: string): number {
  let open = 0;
  for (const char of text) {
    if (char === '(') open += 1;
    else if (char === ')' && open > 0) open -= 1;
  }
  return open;
}
