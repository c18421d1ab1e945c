import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** One typeface a rendition's text is set in, and how to keep text to the characters it has. */
export interface TextFont {
  /** The names the PDF registers its two weights under. */
  regularName: string;
  boldName: string;
  regular: Buffer;
  bold: Buffer;
  /**
   * The text with every character the font lacks replaced by its nearest it has (☐ by "[ ]", ŵ by w), a "?" only
   * where there is none, so nothing drops out of the PDF unseen; tabs become spaces and control characters go.
   */
  printable(text: string): string;
}

/** The typefaces a rendition may use: each text is set in the one that prints the most of it. */
export interface TextFonts {
  /** Liberation Sans: Latin, Greek, Cyrillic. */
  latin: TextFont;
  /**
   * The typeface for `text`: Liberation Sans, unless the text has characters Liberation lacks and Noto Sans SC has
   * (Chinese, Japanese kana, full-width forms), which is then loaded once and used. It has Latin letters too, so a
   * paragraph or a cell is set in one typeface and measured exactly.
   */
  fontFor(text: string): TextFont;
}

/**
 * Characters the fonts lack that documents use, by what prints in their place: check boxes and ticks of forms,
 * arrows and bullets of symbol fonts.
 */
const REPLACEMENTS: Record<string, string> = {
  '☐': '[ ]', '☒': '[x]', '☑': '[x]', '✓': '√', '✔': '√', '✗': 'x', '✘': 'x', '➢': '>', '➔': '→', '⇒': '=>', '⇐': '<=', '⇔': '<=>', '⇨': '=>', '⇦': '<=',
  '❖': '◊', '◆': '◊', '❑': '□', '❍': '○', '\u2011': '-',
};

/** Characters that print nothing: the soft hyphen, zero-width spaces and joiners, direction marks. */
const INVISIBLE = new Set([0xad, 0x200b, 0x200c, 0x200d, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2060, 0xfeff]);

function tableOffset(font: Buffer, tag: string): number | undefined {
  const tables = font.readUInt16BE(4);
  for (let i = 0; i < tables; i++) {
    const entry = 12 + i * 16;
    if (font.toString('latin1', entry, entry + 4) === tag) return font.readUInt32BE(entry + 8);
  }
  return undefined;
}

/** The characters a TrueType font has a glyph for, from its Unicode character map (format 4, or 12 beyond the BMP). */
function coverage(font: Buffer): Set<number> {
  const cmap = tableOffset(font, 'cmap');
  const covered = new Set<number>();
  if (cmap === undefined) return covered;
  const subtables = font.readUInt16BE(cmap + 2);
  for (let i = 0; i < subtables; i++) {
    const record = cmap + 4 + i * 8;
    const platform = font.readUInt16BE(record);
    const encoding = font.readUInt16BE(record + 2);
    if (!(platform === 3 && (encoding === 1 || encoding === 10)) && platform !== 0) continue;
    const table = cmap + font.readUInt32BE(record + 4);
    const format = font.readUInt16BE(table);
    if (format === 4) {
      const segments = font.readUInt16BE(table + 6) / 2;
      const ends = table + 14;
      const starts = ends + segments * 2 + 2;
      const deltas = starts + segments * 2;
      const rangeOffsets = deltas + segments * 2;
      for (let s = 0; s < segments; s++) {
        const start = font.readUInt16BE(starts + s * 2);
        const end = font.readUInt16BE(ends + s * 2);
        const delta = font.readUInt16BE(deltas + s * 2);
        const rangeOffset = font.readUInt16BE(rangeOffsets + s * 2);
        for (let code = start; code <= end && code !== 0xffff; code++) {
          const glyph = rangeOffset === 0 ? (code + delta) & 0xffff : font.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (code - start) * 2);
          if (glyph !== 0) covered.add(code);
        }
      }
    } else if (format === 12) {
      const groups = font.readUInt32BE(table + 12);
      for (let g = 0; g < groups; g++) {
        const group = table + 16 + g * 12;
        for (let code = font.readUInt32BE(group); code <= font.readUInt32BE(group + 4); code++) covered.add(code);
      }
    }
  }
  return covered;
}

/** A typeface from its two weights' files, printing what its regular and bold weights both have. */
function textFont(name: string, regular: Buffer, bold: Buffer): TextFont & { has: (code: number) => boolean } {
  const boldCoverage = coverage(bold);
  const covered = new Set([...coverage(regular)].filter((code) => boldCoverage.has(code)));
  const has = (code: number) => covered.has(code);
  const hasAll = (text: string) => [...text].every((char) => has(char.codePointAt(0)!));
  const substitutes = new Map<string, string>();
  const substitute = (char: string): string => {
    let printed = substitutes.get(char);
    if (printed === undefined) {
      const replacement = REPLACEMENTS[char];
      const decomposed = char.normalize('NFKD').replace(/\p{M}/gu, '');
      if (replacement !== undefined && hasAll(replacement)) printed = replacement;
      else if (decomposed !== '' && hasAll(decomposed)) printed = decomposed;
      else printed = '?';
      substitutes.set(char, printed);
    }
    return printed;
  };
  return {
    regularName: name,
    boldName: `${name} Bold`,
    regular,
    bold,
    has,
    printable(text) {
      let printed = '';
      for (const char of text) {
        const code = char.codePointAt(0)!;
        if (char === '\n' || char === '\u2028' || char === '\u2029') printed += '\n';
        else if (char === '\t') printed += ' ';
        else if (code < 0x20 || (code >= 0x7f && code < 0xa0) || INVISIBLE.has(code)) continue;
        else printed += has(code) ? char : substitute(char);
      }
      return printed;
    },
  };
}

const packageFolder = (name: string) => dirname(createRequire(import.meta.url).resolve(`${name}/package.json`));

let fonts: TextFonts | undefined;

/**
 * Liberation Sans, Helvetica's metric twin, which pdf.js ships (a dependency already): embedded, it prints Irish,
 * Welsh, Greek and Cyrillic names and the euro sign, where the PDF standard fonts stop at Western European. Noto Sans
 * SC (OFL, from an npm package) prints a Chinese or Japanese party's name, which became "?" before; its two files are
 * 21 MB, so they are read only for a document that needs them. Hangul, Hebrew and Arabic have no typeface here yet.
 */
export function loadTextFonts(): TextFonts {
  if (fonts) return fonts;
  const standardFonts = join(packageFolder('pdfjs-dist'), 'standard_fonts');
  const latin = textFont('Text', readFileSync(join(standardFonts, 'LiberationSans-Regular.ttf')), readFileSync(join(standardFonts, 'LiberationSans-Bold.ttf')));
  let cjk: ReturnType<typeof textFont> | undefined;
  const loadCjk = () => {
    if (cjk) return cjk;
    const folder = packageFolder('@expo-google-fonts/noto-sans-sc');
    cjk = textFont('CJK', readFileSync(join(folder, '400Regular', 'NotoSansSC_400Regular.ttf')), readFileSync(join(folder, '700Bold', 'NotoSansSC_700Bold.ttf')));
    return cjk;
  };
  /** Characters no typeface here has, once looked up, so text full of them does not look again. */
  const printedByNone = new Set<number>();
  fonts = {
    latin,
    fontFor(text) {
      for (const char of text) {
        const code = char.codePointAt(0)!;
        if (code < 0x2e80 || latin.has(code) || printedByNone.has(code)) continue;
        const candidate = loadCjk();
        if (candidate.has(code)) return candidate;
        printedByNone.add(code);
      }
      return latin;
    },
  };
  return fonts;
}
