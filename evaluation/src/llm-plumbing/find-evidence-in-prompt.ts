/**
 * Where a passage of evidence stands in a prompt: the sentence or sentences that hold it, as a faithful model quotes
 * them (character for character, from one page), the evidence's own words there, and the page labelled.
 */
export interface EvidenceInPrompt {
  quote: string;
  words: string;
  page: number;
}

interface PromptWord {
  word: string;
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{N}]+/gu;
/** A page's label in the prompt: "[Page 4]" for a whole document, "[Passage 12 | page 4 | …]" for passages. */
const LABEL = /\[(?:Page (\d+)|Passage \d+ \| page (\d+)[^\]\n]*)\]/g;
/** A sentence of the evidence with at least this many words is quoted alone where the whole is not in the prompt. */
const MIN_SENTENCE_WORDS = 6;
/** How far a quote reaches either side of the evidence for the start and end of its sentence. */
const SENTENCE_REACH = 300;

/** A line that opens a clause of its own ("2.1 The Tenant …", "(a) the …"): a sentence never runs back past it. */
const OPENS_CLAUSE = /^(?:\(?\d+(?:\.\d+)*\)?|\([a-z]{1,4}\))\s/i;

/**
 * The sentence or sentences around `start`–`end`, within `from`–`to` (the page): back to the end of the sentence
 * before or the start of the clause, forward to the end of this one, each at most SENTENCE_REACH characters away.
 */
function sentenceAround(text: string, start: number, end: number, from: number, to: number): [number, number] {
  let left = start;
  const leftLimit = Math.max(from, start - SENTENCE_REACH);
  const startsSentence = (at: number) =>
    (/[.;!?]/.test(text[at - 1]!) && /\s/.test(text[at] ?? '')) || (text[at - 1] === '\n' && OPENS_CLAUSE.test(text.slice(at, at + 16)));
  while (left > leftLimit && !startsSentence(left)) left--;
  while (left < start && /\s/.test(text[left]!)) left++;
  let right = end;
  const rightLimit = Math.min(to, end + SENTENCE_REACH);
  while (right < rightLimit && !(/[.!?]/.test(text[right]!) && (right + 1 >= text.length || /\s/.test(text[right + 1]!)))) right++;
  if (right < rightLimit) right++;
  return [left, right];
}

const wordsOf = (text: string): PromptWord[] => [...text.matchAll(WORD)].map((m) => ({ word: m[0].toLowerCase(), start: m.index, end: m.index + m[0].length }));

/** The document's part of a prompt: what lies inside its fence, or the whole prompt where there is none. */
function fencedDocument(prompt: string): string {
  const open = /^<<<DOCUMENT ([0-9a-f]+)>>>$/m.exec(prompt);
  if (!open) return prompt;
  const start = open.index + open[0].length;
  const end = prompt.indexOf(`<<<END DOCUMENT ${open[1]}>>>`, start);
  return prompt.slice(start, end < 0 ? undefined : end);
}

/**
 * Finds where a prompt holds a passage of evidence, comparing words only (so a label's text and the extractor's
 * may differ in spacing, quotes and punctuation): the whole passage if it is there, else its first sentence of
 * six words or more that is. The quote is the prompt's own text, from one page; the page is the label above it.
 */
export function findEvidenceInPrompt(prompt: string, evidence: string): EvidenceInPrompt | null {
  const document = fencedDocument(prompt);
  const words = wordsOf(document);
  const labels = [...document.matchAll(LABEL)].map((m) => ({ at: m.index, page: Number(m[1] ?? m[2]) }));
  const firstAt = new Map<string, number[]>();
  words.forEach(({ word }, i) => {
    const at = firstAt.get(word);
    if (at) at.push(i);
    else firstAt.set(word, [i]);
  });

  const locate = (wanted: string[]): EvidenceInPrompt | null => {
    if (wanted.length === 0) return null;
    for (const i of firstAt.get(wanted[0]!) ?? []) {
      if (!wanted.every((word, k) => words[i + k]?.word === word)) continue;
      const start = words[i]!.start;
      const end = words[i + wanted.length - 1]!.end;
      const pageLabels = labels.filter((label) => label.at < end && label.at >= start);
      if (pageLabels.length > 0) continue;
      const label = labels.filter((candidate) => candidate.at < start).at(-1);
      if (label === undefined) continue;
      const pageStart = document.indexOf('\n', label.at) + 1;
      // Words of the label itself (a passage's heading, "[Passage 6 | page 1 | CARBOGEN AMCIS AG]"): no text a model quotes.
      if (start < pageStart) continue;
      const pageEnd = labels.find((candidate) => candidate.at > end)?.at ?? document.length;
      const [from, to] = sentenceAround(document, start, end, pageStart, pageEnd);
      return { quote: document.slice(from, to).trim(), words: document.slice(start, end), page: label.page };
    }
    return null;
  };

  const whole = locate(wordsOf(evidence).map(({ word }) => word));
  if (whole) return whole;
  for (const sentence of evidence.split(/(?<=[.;:])\s+/)) {
    const wanted = wordsOf(sentence).map(({ word }) => word);
    if (wanted.length < MIN_SENTENCE_WORDS) continue;
    const found = locate(wanted);
    if (found) return found;
  }
  return null;
}
