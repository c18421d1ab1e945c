import { matchTokens, matchTokenSpans, type MatchToken } from './match-tokens.ts';

/**
 * Where words stand on a page, for the classifier: a structural marker counts only as a heading, and a title only
 * where the document names itself with it.
 */
export interface PageLayout {
  tokens: string[];
  /**
   * The words [start, end) open a heading: they start their line (after any numbering such as "5.", "(b)" or
   * "A:"), begin with a capital or a digit, and the line ends there or goes on after a colon, dash, full stop or
   * bracket ("5. RENT REVIEW", "Present: A Smith", "Part 1 (A) - Description of Property").
   */
  isHeading(start: number, end: number): boolean;
  /**
   * The words [start, end) are the document naming itself: they begin with a capital or a digit, open their line
   * (after numbering, "This" or "The") or stand in a short capitalised line, and are not the object of a
   * preposition, as "Lease" is in "Agreement for Lease" or "a Deed of Variation of the Lease", nor a label or a
   * label's value ("Contract: JCT Design and Build Contract" names the contract a notice is given under,
   * "Schedule 3: Form of Lease" a form annexed). A name may wrap onto the next line ("SENIOR FACILITIES /
   * AGREEMENT").
   */
  isName(start: number, end: number): boolean;
  /** The words [start, end) are followed by a colon, as a label is ("PROPRIETOR: …"). */
  isLabel(start: number, end: number): boolean;
  /**
   * The further names a coordinated name line gives, each with the token where its line starts: "Licence,
   * Development and Commercialisation Agreement" also names a "Licence Agreement" and a "Development Agreement".
   */
  coordinatedNames: { tokens: string[]; start: number }[];
}

interface Line {
  first: number;
  /** One past the last token of the line. */
  end: number;
  text: string;
  /** The line carries on a sentence wrapped from the line before, so its first word starts nothing. */
  continues: boolean;
}

const NUMBERING = /^(?:\d{1,3}|[a-z]|[ivxlc]{1,4})$/;
const OPENING_WORDS = new Set(['this', 'the']);
const ARTICLES = new Set(['a', 'an', 'the', 'said', 'this', 'that']);
const PREPOSITIONS = new Set(['of', 'for', 'to', 'in', 'on', 'under', 'with', 'relating', 'supplemental', 'pursuant', 'concerning']);
/** Words that stay lower case in a capitalised heading ("Agreement for the Sale of Shares"). */
const MINOR_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with', 'between']);
const HEADING_BREAK = /^\s*[:.;\-–—()[\]]/;
const MAX_NAME_LINE_WORDS = 12;
/** The nouns a document's name ends in when several kinds share it ("Supply and Distribution Agreement"). */
const SHARED_HEADS = new Set(['agreement', 'contract', 'deed']);
const CONJUNCTIONS = /,|&|\band\b|\bor\b/i;
/** A heading may run on for a word or two without punctuation ("SALARY AND BENEFITS" for "Salary"). */
const HEADING_RUN_ON = 2;

/** A line this long that does not end a sentence or a label was wrapped, and the next line continues it. */
const WRAPPED_LINE_CHARACTERS = 60;
const ENDS_SENTENCE = /[.:;!?]$/;

function splitLines(text: string, spans: MatchToken[]): Line[] {
  const lines: Line[] = [];
  let offset = 0;
  let token = 0;
  let previous = '';
  for (const lineText of text.split('\n')) {
    const first = token;
    while (token < spans.length && spans[token]!.start < offset + lineText.length) token++;
    const continues = previous.length >= WRAPPED_LINE_CHARACTERS && !ENDS_SENTENCE.test(previous);
    lines.push({ first, end: token, text: lineText, continues });
    offset += lineText.length + 1;
    previous = lineText.trim();
  }
  return lines;
}

/** A short line whose words are mostly capitalised and which does not read as a sentence. */
function isCapitalisedLine(line: Line): boolean {
  const text = line.text.trim();
  if (line.continues || line.end - line.first > MAX_NAME_LINE_WORDS || /[.,;]$/.test(text)) return false;
  const words = text.split(/\s+/).filter((word) => /\p{L}/u.test(word) && !MINOR_WORDS.has(word.toLowerCase()));
  const capitalised = words.filter((word) => /^[("'“‘[]?\p{Lu}/u.test(word)).length;
  return words.length > 0 && capitalised * 3 >= words.length * 2;
}

/** "A, B and C Agreement" read as "A Agreement" and "B Agreement" too (the last is already next to its noun). */
function coordinatedNames(line: Line, tokens: string[]): { tokens: string[]; start: number }[] {
  const head = tokens[line.end - 1];
  if (line.end - line.first < 3 || !head || !SHARED_HEADS.has(head) || !isCapitalisedLine(line)) return [];
  const before = line.text.slice(0, line.text.toLowerCase().lastIndexOf(head));
  const conjuncts = before.split(CONJUNCTIONS).map((conjunct) => matchTokens(conjunct)).filter((words) => words.length > 0);
  return conjuncts.slice(0, -1).map((words) => ({ tokens: [...words, head], start: line.first }));
}

export function readPageLayout(text: string): PageLayout {
  const spans = matchTokenSpans(text);
  const tokens = spans.map((span) => span.token);
  const lines = splitLines(text, spans);
  const lineOf = new Array<Line>(spans.length);
  for (const line of lines) for (let index = line.first; index < line.end; index++) lineOf[index] = line;

  /**
   * The first word of the line's content, after any numbering (and, if `opening`, a "This" or "The"); none for a
   * line that continues a wrapped sentence.
   */
  const contentStart = (line: Line, opening: boolean) => {
    if (line.continues) return -1;
    let index = line.first;
    while (index < line.end && NUMBERING.test(tokens[index]!)) index++;
    if (opening && index < line.end && OPENING_WORDS.has(tokens[index]!)) index++;
    return index;
  };
  const startsCapitalised = (start: number) => /[\p{Lu}\p{N}]/u.test(text[spans[start]!.start]!);
  /** A label's value: "Contract: JCT Design and Build Contract", "Schedule 3: Form of Lease". */
  const afterColon = (start: number) => {
    const line = lineOf[start]!;
    return line.first < start && text.slice(spans[line.first]!.start, spans[start]!.start).includes(':');
  };

  return {
    tokens,
    isHeading(start, end) {
      const line = lineOf[start]!;
      if (start > contentStart(line, false) || !startsCapitalised(start)) return false;
      if (end >= line.end) return true;
      return end + HEADING_RUN_ON >= line.end || HEADING_BREAK.test(text.slice(spans[end - 1]!.end, spans[end]!.start));
    },
    isName(start, end) {
      const line = lineOf[start]!;
      if (!startsCapitalised(start) || this.isLabel(start, end) || afterColon(start)) return false;
      // Looking back across line breaks: a wrapped "supplemental to a / Lease" is still governed by "to".
      let before = start - 1;
      while (before >= 0 && ARTICLES.has(tokens[before]!)) before--;
      if (before >= 0 && PREPOSITIONS.has(tokens[before]!)) return false;
      return start <= contentStart(line, true) || isCapitalisedLine(line);
    },
    coordinatedNames: lines.flatMap((line) => coordinatedNames(line, tokens)),
    isLabel(start, end) {
      const after = end < spans.length ? spans[end]!.start : text.length;
      return /^\s*:/.test(text.slice(spans[end - 1]!.end, after));
    },
  };
}
