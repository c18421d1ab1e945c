/** A sentence of a passage, with its offsets in the passage's text. */
export interface Sentence {
  start: number;
  end: number;
  text: string;
}

/**
 * The sentences of a passage, with offsets in it. A line break inside a sentence is only the page's width; a
 * blank line (unless a small letter goes on after it, as a scan's gap may
 * fall mid-sentence) or a line that starts with a bullet ends one, and a full stop or semicolon does before a space
 * ("2.1", "£32,500.00" stay whole), and a full stop before a small letter is an abbreviation's ("two per cent. per
 * annum", "cl. 4"), as is one before a number ("record number 2023 No. 45612"), closing initials ("S.I. No. 146") or
 * ending a title or a company's abbreviation ("Mr. Hughes", "(Co. Regn. No. 02211984)").
 */
export function sentencesOf(text: string): Sentence[] {
  const sentences: Sentence[] = [];
  for (const match of text.matchAll(/(?:[^.;\n]|[.;](?!\s|$)|\.(?=\s+[a-z])|(?<=\b[Nn]os?)\.(?=\s+\d)|(?<=\b(?:Co|Regn|Reg|Mr|Mrs|Ms|Dr|St))\.(?=\s)|(?<=\b\p{Lu}\.\p{Lu})\.|\n(?![–•*-]|\n(?!\n*\p{Ll})))+(?:[.;](?=\s|$)|\n(?=[–•*-]|\n(?!\n*\p{Ll}))|$)/gu)) {
    const raw = match[0];
    const leading = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    if (trimmed.length > 1) sentences.push({ start: match.index + leading, end: match.index + leading + trimmed.length, text: trimmed });
  }
  return sentences;
}
