/** The marks that set the direction of text, with which a sender can make "invoice\u202efdp.exe" show as "invoiceexe.pdf". */
const DIRECTION_MARKS = new Set(['\u200e', '\u200f', '\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069']);
/** Characters a name must not keep: control characters and direction marks. */
const unshown = (char: string) => char < ' ' || (char >= '\u007f' && char <= '\u009f') || DIRECTION_MARKS.has(char);
/** Long enough for any real name; a hostile one runs to megabytes. */
const MAX_NAME_CHARACTERS = 200;
const EXTENSION = /\.[^.\s]{1,10}$/u;

/** `name` with `suffix` before its extension: "Lease (2).pdf". */
function withSuffix(name: string, suffix: string): string {
  const extension = EXTENSION.exec(name)?.[0] ?? '';
  return `${name.slice(0, name.length - extension.length)}${suffix}${extension}`;
}

/** `name` cut to MAX_NAME_CHARACTERS, keeping its extension, never within a character. */
function shortened(name: string): string {
  const characters = Array.from(name);
  if (characters.length <= MAX_NAME_CHARACTERS) return name;
  const extension = EXTENSION.exec(name)?.[0] ?? '';
  return characters.slice(0, MAX_NAME_CHARACTERS - extension.length).join('').trimEnd() + extension;
}

/**
 * The names a message's attachments are filed under, one segment of a path each: slashes become hyphens, control and
 * direction characters go, white space is trimmed; a nameless attachment is "Attachment 1", "Attachment 2", …; and a
 * name met before in the same message (in any case) gets " (2)", " (3)", … before its extension.
 */
export function attachmentNames(given: readonly string[]): string[] {
  const used = new Set<string>();
  let nameless = 0;
  return given.map((name) => {
    let safe = shortened(Array.from(name, (char) => (unshown(char) ? '' : char)).join('').replace(/[/\\]/g, '-').trim());
    // "." and ".." name folders in a path, not files.
    if (safe === '' || /^\.+$/.test(safe)) safe = `Attachment ${++nameless}`;
    let unique = safe;
    for (let copy = 2; used.has(unique.toLowerCase()); copy++) unique = withSuffix(safe, ` (${copy})`);
    used.add(unique.toLowerCase());
    return unique;
  });
}
