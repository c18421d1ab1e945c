/** Fewer visible characters than this is "almost no text": a scan, perhaps with a stamped page number. */
const MIN_CHARACTERS = 40;
/** Broken font encodings give replacement, private-use and control characters instead of words. */
const MAX_BAD_SHARE = 0.2;
const MIN_ALPHANUMERIC_SHARE = 0.5;

const ALPHANUMERIC = /[\p{L}\p{N}]/u;

const isBad = (code: number) => code === 0xfffd || (code >= 0xe000 && code <= 0xf8ff) || code < 0x20;
const isAsciiAlphanumeric = (code: number) =>
  (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);

function countCharacters(text: string) {
  let visible = 0;
  let bad = 0;
  let alphanumeric = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x20 || code === 0x0a || code === 0x09 || code === 0x0d) continue;
    visible++;
    if (isBad(code)) bad++;
    else if (isAsciiAlphanumeric(code) || (code > 0x7f && ALPHANUMERIC.test(text[i]!))) alphanumeric++;
  }
  return { visible, bad, alphanumeric };
}

/** Whether a page's own text layer can be trusted, or the page should be read by OCR instead. */
export function isUsableTextLayer(text: string): boolean {
  const { visible, bad, alphanumeric } = countCharacters(text);
  return visible >= MIN_CHARACTERS && bad <= MAX_BAD_SHARE * visible && alphanumeric >= MIN_ALPHANUMERIC_SHARE * visible;
}

/**
 * Whether one line of a text layer reads as words (no broken-encoding characters, mostly letters and digits): its
 * print needs no OCR, whatever the rest of its page needs.
 */
export function isReadableLine(text: string): boolean {
  const { visible, bad, alphanumeric } = countCharacters(text);
  return visible > 0 && bad === 0 && alphanumeric >= MIN_ALPHANUMERIC_SHARE * visible;
}
