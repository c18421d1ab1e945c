import { decompressRTF } from '@kenjiuno/decompressrtf';

/** What a message's rich-text body holds: the HTML it was made from (Outlook's "encapsulated" HTML), or plain text. */
export type RtfBody = { html: string } | { text: string };

/**
 * Most compressed rich text read: an email's body is a few tens of kilobytes. The library expands into an array of
 * numbers (8 bytes a byte, up to about 8 times the input), so a larger one is left unread rather than risked.
 */
const MAX_COMPRESSED_BYTES = 1024 * 1024;
const HEADER_BYTES = 16;

/** Destinations that hold no text a reader sees: tables of fonts and colours, styles, document info, pictures, fields' codes. */
const SKIPPED = new Set([
  'fonttbl',
  'colortbl',
  'stylesheet',
  'info',
  'pict',
  'object',
  'header',
  'footer',
  'headerl',
  'headerr',
  'footerl',
  'footerr',
  'listtable',
  'listoverridetable',
  'rsidtbl',
  'generator',
  'themedata',
  'colorschememapping',
  'datastore',
  'latentstyles',
  'xmlnstbl',
  'fldinst',
  'filetbl',
  'revtbl',
]);

/** A run of text up to the next control word, group or line break. */
const TEXT_RUN = /[^\\{}\r\n]+/y;

const BREAKS: Record<string, string> = { par: '\n', line: '\n', tab: '\t', emdash: '—', endash: '–', bullet: '•', lquote: '‘', rquote: '’', ldblquote: '“', rdblquote: '”' };

interface Group {
  skip: boolean;
  /** Inside `\htmlrtf … \htmlrtf0`: rich text standing in for HTML, which encapsulated HTML leaves out. */
  htmlRtf: boolean;
  /** Characters after a `\u` to pass over: its stand-in for readers without Unicode (`\ucN`, 1 by default). */
  unicodeSkip: number;
}

/**
 * The body of an Outlook message kept only as compressed rich text (PR_RTF_COMPRESSED): decompressed, then read as
 * the HTML Outlook encapsulated in it (`\fromhtml`), or as its text, paragraphs as lines. Null when it is larger than
 * a body is, or its header does not match its size (a damaged or hostile stream), or it cannot be decompressed.
 */
export function rtfBody(compressed: Uint8Array): RtfBody | null {
  if (compressed.length < HEADER_BYTES || compressed.length > MAX_COMPRESSED_BYTES) return null;
  const view = new DataView(compressed.buffer, compressed.byteOffset, compressed.byteLength);
  // Its declared size counts from after the size field itself: a stream that claims more than it holds is damaged,
  // and the library would read past its end for as long as it claims.
  if (view.getUint32(0, true) + 4 !== compressed.length) return null;
  let bytes: number[];
  try {
    bytes = decompressRTF(Array.from(compressed));
  } catch {
    return null;
  }
  return readRtf(new TextDecoder('latin1').decode(Uint8Array.from(bytes)));
}

/** Reads rich text (as Latin-1 characters, one a byte) into its encapsulated HTML or its text. */
export function readRtf(rtf: string): RtfBody {
  const fromHtml = /\\fromhtml\d/.test(rtf.slice(0, 1024));
  const out: string[] = [];
  const groups: Group[] = [{ skip: false, htmlRtf: false, unicodeSkip: 1 }];
  const codePage = Number(/\\ansicpg(\d+)/.exec(rtf.slice(0, 1024))?.[1] ?? 1252);
  let pendingBytes: number[] = [];
  let skipChars = 0;
  const state = () => groups.at(-1)!;
  const emitting = () => !state().skip && !(fromHtml && state().htmlRtf);
  const flushBytes = () => {
    if (pendingBytes.length === 0) return;
    out.push(decodeBytes(pendingBytes, codePage));
    pendingBytes = [];
  };
  const emit = (text: string) => {
    if (skipChars > 0) {
      const skipped = Math.min(skipChars, text.length);
      skipChars -= skipped;
      text = text.slice(skipped);
    }
    if (text && emitting()) {
      flushBytes();
      out.push(text);
    }
  };

  for (let i = 0; i < rtf.length; ) {
    const char = rtf[i]!;
    if (char === '{') {
      groups.push({ ...state() });
      i++;
      // A destination the reader does not know (`{\*\name …}`) is skipped whole, but for encapsulated HTML's tags.
      const star = /^\\\*\\([a-z]+)(-?\d+)? ?/.exec(rtf.slice(i, i + 40));
      if (star) {
        if (!(fromHtml && star[1] === 'htmltag')) state().skip = true;
        else state().htmlRtf = false;
        i += star[0].length;
      }
      continue;
    }
    if (char === '}') {
      flushBytes();
      if (groups.length > 1) groups.pop();
      i++;
      continue;
    }
    if (char === '\r' || char === '\n') {
      i++;
      continue;
    }
    if (char !== '\\') {
      // From where it stands: a slice of the rest for each run would read a long body once a run.
      TEXT_RUN.lastIndex = i;
      const text = TEXT_RUN.exec(rtf)![0];
      emit(text);
      i += text.length;
      continue;
    }
    const next = rtf[i + 1];
    if (next === '\\' || next === '{' || next === '}') {
      emit(next);
      i += 2;
      continue;
    }
    if (next === "'") {
      const byte = parseInt(rtf.slice(i + 2, i + 4), 16);
      if (skipChars > 0) skipChars--;
      else if (!Number.isNaN(byte) && emitting()) pendingBytes.push(byte);
      i += 4;
      continue;
    }
    const word = /^\\([a-z]+)(-?\d+)? ?/i.exec(rtf.slice(i, i + 40));
    if (!word) {
      // A control symbol (`\~`, `\-`, `\_`): a non-breaking space or hyphen, or an optional hyphen.
      if (next === '~') emit('\u00a0');
      else if (next === '_') emit('-');
      i += 2;
      continue;
    }
    i += word[0].length;
    const [, name, parameter] = word as unknown as [string, string, string | undefined];
    const value = parameter === undefined ? undefined : Number(parameter);
    if (SKIPPED.has(name)) state().skip = true;
    else if (name === 'htmlrtf') state().htmlRtf = value !== 0;
    else if (name === 'uc') state().unicodeSkip = value ?? 1;
    else if (name === 'u' && value !== undefined) {
      emit(String.fromCharCode(value < 0 ? value + 65536 : value));
      skipChars = state().unicodeSkip;
    } else if (name in BREAKS) emit(BREAKS[name]!);
  }
  flushBytes();
  const result = out.join('');
  return fromHtml ? { html: result } : { text: result };
}

/** Bytes in the document's ANSI code page; Windows-1252 where this runtime has no decoder for it. */
function decodeBytes(bytes: number[], codePage: number): string {
  try {
    return new TextDecoder(`windows-${codePage}`).decode(Uint8Array.from(bytes));
  } catch {
    return new TextDecoder('windows-1252').decode(Uint8Array.from(bytes));
  }
}
