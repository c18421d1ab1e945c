import type { Answer, AnswerType, AnswerValue, QuestionToAnswer, RegionCode } from '@dd/contracts';
import { documentPreamble, documentTitle, type FrontSpan } from './document-front.ts';
import { findParties } from './find-parties.ts';
import { findValues, type FoundValue, type ValueType } from './find-values.ts';
import { inferAnswerType } from './infer-answer-type.ts';
import { createPassageIndex, questionStems, stemWord, type RetrievedPassage } from './retrieve-passages.ts';
import { segmentDocument } from './segment-document.ts';
import { verifyCitation, type CitablePage } from './verify-citation.ts';

/** Passages read for a typed value before the answer is "not found". */
const PASSAGES_READ = 3;
const VALUE_TYPES = new Set<AnswerType>(['date', 'money', 'duration', 'percentage', 'identifier']);
const NEGATION = /\b(?:not|no|never|nor|neither|cannot|prohibited|forbidden)\b|n't\b/i;
/** "without the Landlord's consent" conditions a no; "including without limitation" conditions nothing. */
const CONDITION = /\b(?:without(?!\s+limitation)|except with|unless|subject to)\s+([^.;:]{3,160})/i;
/** "What is the agreement called?": the document's own title answers it (a title number does not). */
const ASKS_FOR_TITLE = /\b(?:called|title of (?:the|this)|name of (?:the|this) (?:agreement|document|contract|deed|lease))\b/i;
/** Questions about the making of the document, which its preamble answers: who made it, and when. */
const ABOUT_MAKING =
  /\b(?:parties|party to|between whom|dated|made on|entered into|date of (?:the|this) (?:agreement|lease|deed|contract|document|transfer|charge|instrument))\b/i;
/** An answer reads as one line; its citation keeps the page's line breaks. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

interface Sentence {
  start: number;
  end: number;
  text: string;
}

/**
 * The sentences of a passage, with offsets in it. A line break inside a sentence is only the page's width; a
 * blank line ends one, and a full stop or semicolon does before a space ("2.1", "£32,500.00" stay whole).
 */
function sentencesOf(text: string): Sentence[] {
  const sentences: Sentence[] = [];
  for (const match of text.matchAll(/(?:[^.;\n]|[.;](?!\s|$)|\n(?!\n))+(?:[.;](?=\s|$)|\n\n|$)/g)) {
    const raw = match[0];
    const leading = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    if (trimmed.length > 1) sentences.push({ start: match.index + leading, end: match.index + leading + trimmed.length, text: trimmed });
  }
  return sentences;
}

/** How many words of `text` are words of the question. */
const stemsIn = (text: string, stems: Set<string>) =>
  (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => stems.has(stemWord(word) ?? '')).length;

export interface BuiltinAnswerer {
  answer(question: QuestionToAnswer): Answer;
}

/**
 * The offline engine: a document's passages indexed once, then each question answered from the passages that
 * speak of it, by its answer type, always with the sentence it came from verified on its page. Weak evidence
 * is an honest `not_found`.
 */
export function createBuiltinAnswerer(pages: CitablePage[], { region }: { region?: RegionCode } = {}): BuiltinAnswerer {
  const index = createPassageIndex(segmentDocument(pages));
  const pageOf = new Map(pages.map((page) => [page.page, page]));

  const notFound = (question: QuestionToAnswer): Answer => ({
    questionId: question.id,
    status: 'not_found',
    answer: null,
    confidence: 0,
    citations: [],
    engine: 'builtin',
  });

  /** The citation of a sentence of a passage, checked against its page like any engine's quote. */
  function cite(passage: RetrievedPassage, sentence: Sentence) {
    const page = pageOf.get(passage.unit.page)!;
    const start = passage.unit.start + sentence.start;
    const check = verifyCitation([page], { page: page.page, quote: page.text.slice(start, passage.unit.start + sentence.end), start });
    return check.verified ? check.citations : null;
  }

  function answered(question: QuestionToAnswer, text: string, passage: RetrievedPassage, sentence: Sentence, confidence: number, value?: AnswerValue): Answer | null {
    const citations = cite(passage, sentence);
    if (!citations) return null;
    return { questionId: question.id, status: 'answered', answer: text, ...(value && { value }), confidence, citations, engine: 'builtin' };
  }

  /** A passage speaks of the question when it holds two of its words (one, for a question of one word). */
  function relevant(passages: RetrievedPassage[], stems: Set<string>): RetrievedPassage[] {
    const needed = Math.min(2, stems.size);
    return passages.filter((passage) => passage.matchedTerms >= needed);
  }

  function bestSentence(passage: RetrievedPassage, stems: Set<string>): Sentence | null {
    let best: { sentence: Sentence; overlap: number } | null = null;
    for (const sentence of sentencesOf(passage.unit.text)) {
      const overlap = stemsIn(sentence.text, stems);
      if (!best || overlap > best.overlap) best = { sentence, overlap };
    }
    return best && best.overlap > 0 ? best.sentence : null;
  }

  function answerValue(question: QuestionToAnswer, type: ValueType, passages: RetrievedPassage[], stems: Set<string>): Answer | null {
    const ownStems = questionStems({ text: question.text, hints: question.hints }, { synonyms: false });
    const candidates: { value: FoundValue; sentence: Sentence; passage: RetrievedPassage; overlap: number; rank: number }[] = [];
    passages.slice(0, PASSAGES_READ).forEach((passage, rank) => {
      const sentences = sentencesOf(passage.unit.text);
      for (const value of findValues(passage.unit.text, type, region)) {
        const sentence = sentences.find((s) => s.start <= value.start && value.end <= s.end);
        // The question's own words count double its synonyms': "rent deposit" is the deposit, not the rent.
        if (sentence) {
          const overlap = 2 * stemsIn(sentence.text, ownStems) + stemsIn(sentence.text, stems);
          candidates.push({ value, sentence, passage, overlap, rank });
        }
      }
    });
    const best = candidates.sort((a, b) => b.overlap - a.overlap || a.rank - b.rank)[0];
    if (!best) return null;
    const confidence = Math.min(0.95, 0.6 + 0.05 * best.passage.matchedTerms);
    return answered(question, oneLine(best.value.text), best.passage, best.sentence, confidence, best.value.value);
  }

  function answerYesNo(question: QuestionToAnswer, passage: RetrievedPassage, stems: Set<string>): Answer | null {
    const sentence = bestSentence(passage, stems);
    if (!sentence) return null;
    const negated = NEGATION.test(sentence.text);
    const condition = oneLine(CONDITION.exec(sentence.text)?.[1] ?? '') || null;
    const text = negated ? (condition ? `No, not without ${condition}` : 'No') : condition ? `Yes, subject to ${condition}` : 'Yes';
    return answered(question, text, passage, sentence, 0.6, { type: 'boolean', value: !negated, subjectTo: condition });
  }

  /** The title or the preamble as a passage of its own, ahead of anything retrieval found. */
  const frontPassage = (span: FrontSpan): RetrievedPassage => ({
    unit: { id: `front-${span.start}`, kind: 'paragraph', label: null, heading: null, definedTerm: null, ...span },
    score: Number.POSITIVE_INFINITY,
    matchedTerms: Number.POSITIVE_INFINITY,
  });

  /** A document's name, parties and date are in its title and preamble, whatever words the question uses. */
  function answerFromFront(question: QuestionToAnswer, type: AnswerType): Answer | null {
    if (ASKS_FOR_TITLE.test(question.text) && !/\btitle number\b/i.test(question.text)) {
      const title = documentTitle(pages);
      if (!title) return null;
      return answered(question, oneLine(title.text), frontPassage(title), { start: 0, end: title.text.length, text: title.text }, 0.7);
    }
    if (!ABOUT_MAKING.test(question.text) || (type !== 'date' && type !== 'party')) return null;
    const span = documentPreamble(pages);
    if (!span) return null;
    const preamble = frontPassage(span);
    const sentences = sentencesOf(span.text);
    if (type === 'date') {
      const [date] = findValues(span.text, 'date', region);
      const sentence = date && sentences.find((s) => s.start <= date.start && date.end <= s.end);
      return date && sentence ? answered(question, oneLine(date.text), preamble, sentence, 0.8, date.value) : null;
    }
    const parties = findParties(span.text);
    if (parties.length > 0) {
      const from = parties[0]!.start;
      const to = parties.at(-1)!.end;
      const names = parties.map(({ name, role }) => (role ? `${name} (${role})` : name)).join('; ');
      return answered(question, names, preamble, { start: from, end: to, text: span.text.slice(from, to) }, 0.8);
    }
    const between = sentences.find((s) => /\b(?:between|among)\b/i.test(s.text));
    return between ? answered(question, oneLine(between.text), preamble, between, 0.7) : null;
  }

  return {
    answer(question) {
      const type = question.answerType ?? inferAnswerType(question.text);
      const fromFront = answerFromFront(question, type);
      if (fromFront) return fromFront;
      const query = { text: question.text, hints: question.hints };
      const stems = questionStems(query);
      const passages = relevant(index.retrieve(query, { limit: 8 }), stems);
      if (passages.length === 0) return notFound(question);
      if (VALUE_TYPES.has(type)) return answerValue(question, type as ValueType, passages, stems) ?? notFound(question);
      if (type === 'yes_no') return answerYesNo(question, passages[0]!, stems) ?? notFound(question);
      const sentence = bestSentence(passages[0]!, stems);
      // The answer reads without the clause number; the citation keeps the text exactly as it stands.
      const text = sentence && oneLine(sentence.text.replace(/^(?:\d{1,3}(?:\.\d{1,3})*\.?|\([a-z0-9]{1,6}\))\s+/i, ''));
      return (sentence && answered(question, text!, passages[0]!, sentence, 0.5)) ?? notFound(question);
    },
  };
}
