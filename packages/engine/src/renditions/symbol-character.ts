/**
 * Characters of the symbol fonts Word uses for bullets, ticks and Greek letters, which store a glyph's place in the
 * font rather than the character it shows: <w:sym w:font="Wingdings" w:char="F0FC"/> is a tick.
 */
const GREEK_UPPER = 'ΑΒΧΔΕΦΓΗΙϑΚΛΜΝΟΠΘΡΣΤΥςΩΞΨΖ';
const GREEK_LOWER = 'αβχδεφγηιϕκλμνοπθρστυϖωξψζ';

const SYMBOL: Record<number, string> = {
  0x22: '∀', 0x24: '∃', 0x27: '∋', 0x2a: '∗', 0x2d: '−', 0x40: '≅', 0x5e: '⊥',
  0xa3: '≤', 0xa5: '∞', 0xa7: '♣', 0xa8: '♦', 0xa9: '♥', 0xaa: '♠', 0xab: '↔', 0xac: '←', 0xad: '↑', 0xae: '→',
  0xaf: '↓', 0xb0: '°', 0xb1: '±', 0xb3: '≥', 0xb4: '×', 0xb7: '•', 0xb8: '÷', 0xb9: '≠', 0xba: '≡', 0xbb: '≈',
  0xbc: '…', 0xd2: '®', 0xd3: '©', 0xd4: '™', 0xd6: '√', 0xdb: '⇔', 0xde: '⇒', 0xe0: '◊', 0xe2: '®', 0xe3: '©',
  0xe4: '™',
};

const WINGDINGS: Record<number, string> = {
  0x6c: '●', 0x6d: '○', 0x6e: '■', 0x6f: '□', 0x71: '□', 0x75: '◆', 0x76: '❖', 0x77: '◆', 0x9f: '•', 0xa1: '○',
  0xa7: '▪', 0xa8: '□', 0xd8: '➢', 0xe0: '→', 0xe8: '→', 0xf0: '⇒', 0xfb: '✗', 0xfc: '✓', 0xfd: '☒', 0xfe: '☑',
};

function symbolFontCharacter(code: number): string | undefined {
  if (code >= 0x41 && code <= 0x5a) return GREEK_UPPER[code - 0x41];
  if (code >= 0x61 && code <= 0x7a) return GREEK_LOWER[code - 0x61];
  if (SYMBOL[code]) return SYMBOL[code];
  return code >= 0x20 && code < 0x7f ? String.fromCharCode(code) : undefined;
}

/**
 * The character a symbol-font glyph shows, by font name and code (a private-use code F0xx or the byte itself).
 * A glyph of a symbol font this does not know is shown as a bullet, which is what such glyphs mostly are.
 */
export function symbolCharacter(font: string | null, code: number): string {
  const name = (font ?? '').toLowerCase();
  const byte = code >= 0xf000 && code <= 0xf0ff ? code - 0xf000 : code;
  if (name === 'symbol') return symbolFontCharacter(byte) ?? '•';
  if (name.startsWith('wingdings') || name === 'webdings') return WINGDINGS[byte] ?? '•';
  // A real character in an ordinary font; a private-use one shows nothing readable in any other font.
  return code >= 0xe000 && code <= 0xf8ff ? '•' : String.fromCodePoint(code);
}
