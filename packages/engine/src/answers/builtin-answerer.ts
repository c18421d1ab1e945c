import type { Answer, AnswerType, AnswerValue, QuestionToAnswer, RegionCode } from '@dd/contracts';
import { documentPreamble, documentTitle, type FrontSpan } from './document-front.ts';
import { findAddresses } from './find-addresses.ts';
import { findDefinedDates } from './find-defined-dates.ts';
import { findNames, findParties } from './find-parties.ts';
import { findBlankDates, findValues, type ValueType } from './find-values.ts';
import { inferAnswerType } from './infer-answer-type.ts';
import { createPassageIndex, questionStems, stemWord, synonymStems, type RetrievedPassage } from './retrieve-passages.ts';
import { segmentDocument } from './segment-document.ts';
import { verifyCitation, type CitablePage } from './verify-citation.ts';

/** Passages read for a typed value before the answer is "not found". */
const PASSAGES_READ = 3;
const VALUE_TYPES = new Set<AnswerType>(['date', 'money', 'duration', 'percentage', 'identifier', 'address']);
const NEGATION = /\b(?:not|no|never|nor|neither|cannot|prohibited|forbidden)\b|n't\b/i;
/** "without the Landlord's consent" conditions a no; "including without limitation" conditions nothing. */
const CONDITION = /\b(?:without(?!\s+limitation)|except with|unless|subject to)\s+([^.;:]{3,160})/i;
/** "What is the agreement called?": the document's own title answers it (a title number does not). */
const ASKS_FOR_TITLE = /\b(?:called|title of (?:the|this)|name of (?:the|this) (?:agreement|document|contract|deed|lease))\b/i;
/** Questions about the making of the document, which its preamble answers: who made it, and when. */
const ABOUT_MAKING =
  /\b(?:parties|party to|between whom|dated|made on|entered into|date of (?:the|this) (?:agreement|lease|deed|contract|document|transfer|charge|instrument))\b/i;
/** Passages whose sentences compete to answer a question in words. */
const STATEMENT_PASSAGES = 4;
/** Words any question about a document may use, which say nothing of what it asks about. */
const GENERIC_WORDS =
  'agreement contract document lease deed instrument party parties date day amount sum value address give given ' +
  'must made make provide provided apply need required say says set out state stated exist exists long length much many';
const GENERIC_STEMS = new Set(GENERIC_WORDS.split(' ').map((word) => stemWord(word)));
/** Words that place a date or period at the start of something, and at its end. */
const STARTS = /\b(?:commenc\w*|effective|effect|start\w*|begin\w*|from)\b/i;
const ENDS = /\b(?:expir\w*|terminat\w*|end\w*|until|determin\w*|ceas\w*)\b/i;
/** A subject found in fewer than this share of a document's passages tells them apart. */
const DISTINCTIVE_SHARE = 0.25;
/** How far either side of a value the question's subjects must be. */
const VALUE_REACH = 120;
/** How far before a value the words that say what it is are looked for. */
const ROLE_WINDOW = 60;
/** A question that asks for a term or a period as well as a date: the clause that sets the term answers it. */
const ASKS_FOR_TERM = /\b(?:term|period|duration|how long)\b/i;
/** An answer reads as one line; its citation keeps the page's line breaks. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** What a question asks about: groups of words with their synonyms, how many a sentence must speak of, and those few passages do. */
interface Subjects {
  groups: Set<string>[];
  needed: number;
  distinctive: Set<string>[];
}

/** A value or an address found in a passage, with its offsets there. */
type Spanned = { start: number; end: number; text: string; value?: AnswerValue; reading?: string };

interface Sentence {
  start: number;
  end: number;
  text: string;
}

/** The catalogue's hints of more than one word, as the document's flattened text would hold them. */
const hintPhrasesOf = (question: QuestionToAnswer) =>
  (question.hints ?? []).filter((hint) => hint.includes(' ')).map((hint) => oneLine(hint).toLowerCase());

/** A date the document leaves blank is answered as it stands, saying so. */
const leftBlank = (written: string) => `${oneLine(written)} (left blank in the document)`;

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

/** How many of the question's words `text` holds, each counted once: a sentence saying "law" thrice is no better. */
const stemsIn = (text: string, stems: Set<string>) =>
  new Set((text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map((word) => stemWord(word)).filter((stem) => stem !== null && stems.has(stem))).size;

export interface BuiltinAnswerer {
  answer(question: QuestionToAnswer): Answer;
}

/**
 * The offline engine: a document's passages indexed once, then each question answered from the passages that
 * speak of it, by its answer type, always with the sentence it came from verified on its page. Weak evidence
 * is an honest `not_found`.
 */
export function createBuiltinAnswerer(pages: CitablePage[], { region }: { region?: RegionCode } = {}): BuiltinAnswerer {
  const units = segmentDocument(pages).filter((unit) => unit.kind !== 'heading');
  let flatText: string | null = null;
  const documentText = () => (flatText ??= oneLine(pages.map((page) => page.text).join(' ')).toLowerCase());
  const index = createPassageIndex(units);
  const unitStems = units.map((unit) => new Set((unit.text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map((word) => stemWord(word))));
  /** A subject most of the document's passages speak of ("tenant", "pay") does not say which passage answers. */
  const distinctive = (group: Set<string>) => {
    const holding = unitStems.filter((stems) => [...group].some((stem) => stems.has(stem))).length;
    return holding > 0 && holding < DISTINCTIVE_SHARE * units.length;
  };
  let defined: ReturnType<typeof findDefinedDates> | null = null;
  const definedDates = () => (defined ??= findDefinedDates(pages, region));
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

  /** A passage speaks of the question when it holds two of its words (one, for a question of one subject). */
  function relevant(passages: RetrievedPassage[], question: QuestionToAnswer): RetrievedPassage[] {
    const needed = Math.max(1, Math.min(2, subjectsOf(question).groups.length));
    return passages.filter((passage) => passage.matchedTerms >= needed);
  }

  /**
   * What a sentence must speak of to answer the question: at least two of the question's own subjects (one, if
   * it has one), each a word of the question with its synonyms; words joined by "or" are one subject.
   */
  const subjectsByQuestion = new Map<string, Subjects>();
  function subjectsOf(question: QuestionToAnswer): Subjects {
    const key = `${question.text}\u0000${(question.hints ?? []).join('\u0000')}`;
    let subjects = subjectsByQuestion.get(key);
    if (!subjects) subjectsByQuestion.set(key, (subjects = readSubjects(question)));
    return subjects;
  }

  function readSubjects(question: QuestionToAnswer): Subjects {
    const groups: Set<string>[] = [];
    const seen = new Set<string>();
    let joinNext = false;
    for (const word of question.text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
      if (word === 'or') {
        joinNext = groups.length > 0;
        continue;
      }
      const stem = stemWord(word);
      if (!stem || GENERIC_STEMS.has(stem) || seen.has(stem)) continue;
      seen.add(stem);
      const group = synonymStems(word);
      if (joinNext) for (const member of group) groups.at(-1)!.add(member);
      else groups.push(group);
      joinNext = false;
    }
    // A document silent on the question's topic (its first subject), on most of the rest and on the catalogue's
    // phrases for it does not answer it from what remains: "Who insures the premises …?" is not answered by "The
    // Tenant shall pay".
    const absent = groups.filter((group) => !unitStems.some((stems) => [...group].some((stem) => stems.has(stem)))).length;
    const hinted = hintPhrasesOf(question).some((phrase) => documentText().includes(phrase));
    const topicAbsent = !hinted && groups.length > 0 && !unitStems.some((stems) => [...groups[0]!].some((stem) => stems.has(stem)));
    const needed = topicAbsent && absent * 2 > groups.length ? Number.POSITIVE_INFINITY : Math.min(2, groups.length);
    return { groups, needed, distinctive: groups.filter(distinctive) };
  }

  /**
   * How many of the question's subjects a sentence speaks of, or 0 when it speaks of none of the question's
   * distinctive ones: "Who insures the premises, and does the tenant pay the premium?" is not answered by "The
   * Tenant shall pay the rent".
   */
  function subjectsIn(text: string, subjects: Subjects): number {
    const stems = new Set((text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map((word) => stemWord(word)));
    const speaksOf = (group: Set<string>) => [...group].some((stem) => stems.has(stem));
    if (subjects.distinctive.length > 0 && !subjects.distinctive.some(speaksOf)) return 0;
    return subjects.groups.filter(speaksOf).length;
  }

  /**
   * The sentence of the best passages that answers the question in words: the most of the question's own words
   * (twice), its synonyms and its hint phrases (three times), in a better-ranked passage, outside a definition
   * unless the question asks what something means.
   */
  function bestStatement(
    question: QuestionToAnswer,
    passages: RetrievedPassage[],
    stems: Set<string>,
    accept: (sentence: Sentence) => boolean = () => true,
  ): { passage: RetrievedPassage; sentence: Sentence } | null {
    const ownStems = questionStems({ text: question.text }, { synonyms: false });
    const hintPhrases = hintPhrasesOf(question);
    const subjects = subjectsOf(question);
    const asksMeaning = /\b(?:mean|means|meaning|defined|definition)\b/i.test(question.text);
    let best: { passage: RetrievedPassage; sentence: Sentence; score: number } | null = null;
    passages.slice(0, STATEMENT_PASSAGES).forEach((passage, rank) => {
      for (const sentence of sentencesOf(passage.unit.text)) {
        // A register entry speaks of what its heading says ("B: Proprietorship Register").
        if (subjectsIn(`${passage.unit.heading ?? ''} ${sentence.text}`, subjects) < subjects.needed || !accept(sentence)) continue;
        const flat = oneLine(sentence.text).toLowerCase();
        const phrases = hintPhrases.filter((phrase) => flat.includes(phrase)).length;
        // The heading breaks ties ("B: Proprietorship Register" over "C: Charges Register"), no more.
        const heading = passage.unit.heading ? 0.5 * stemsIn(passage.unit.heading, ownStems) : 0;
        const score =
          2 * stemsIn(sentence.text, ownStems) + stemsIn(sentence.text, stems) + heading + 3 * phrases - rank -
          (passage.unit.kind === 'definition' && !asksMeaning ? 3 : 0);
        if (!best || score > best.score) best = { passage, sentence, score };
      }
    });
    return best;
  }

  /**
   * Whether a value stands where the question looks: a question about a start ("effective", "commencement") is
   * not answered by the date something expires, nor one about an end by the date it commences.
   */
  function fitsRole(question: QuestionToAnswer, text: string, value: Spanned): boolean {
    const asksStart = STARTS.test(question.text);
    const asksEnd = ENDS.test(question.text);
    if (asksStart === asksEnd) return true;
    const before = text.slice(Math.max(0, value.start - ROLE_WINDOW), value.start);
    const lastStart = Math.max(...[...before.matchAll(new RegExp(STARTS, 'gi'))].map((m) => m.index), -1);
    const lastEnd = Math.max(...[...before.matchAll(new RegExp(ENDS, 'gi'))].map((m) => m.index), -1);
    if (lastStart === lastEnd) return true;
    return asksStart ? lastStart > lastEnd : lastEnd > lastStart;
  }

  /** A typed value answers its question: a date, an amount, a period … or an address. */
  function answerValue(question: QuestionToAnswer, type: ValueType | 'address', passages: RetrievedPassage[], stems: Set<string>): Answer | null {
    const ownStems = questionStems({ text: question.text, hints: question.hints }, { synonyms: false });
    const asked = subjectsOf(question);
    // An address is the address of one thing: the postcode says the rest ("What premises are let, and where?").
    const subjects = type === 'address' ? { ...asked, needed: Math.min(asked.needed, 1) } : asked;
    const find = (text: string): Spanned[] => (type === 'address' ? findAddresses(text) : findValues(text, type, region));
    const candidates: { value: Spanned; sentence: Sentence; passage: RetrievedPassage; overlap: number; rank: number }[] = [];
    passages.slice(0, PASSAGES_READ).forEach((passage, rank) => {
      const sentences = sentencesOf(passage.unit.text);
      for (const value of find(passage.unit.text)) {
        const sentence = sentences.find((s) => s.start <= value.start && value.end <= s.end);
        if (!sentence) continue;
        // The subjects must be near the value, not merely somewhere in a long sentence of many provisions.
        const near = passage.unit.text.slice(Math.max(sentence.start, value.start - VALUE_REACH), Math.min(sentence.end, value.end + VALUE_REACH));
        // A period given by its first and last dates says when it starts and when it ends.
        const range = value.value?.type === 'duration' && findValues(value.text, 'date', region).length === 2 ? ' start end' : '';
        if (subjectsIn(`${passage.unit.heading ?? ''} ${near}${range}`, subjects) < subjects.needed) continue;
        if (!fitsRole(question, passage.unit.text, value)) continue;
        // The question's own words count double its synonyms': "rent deposit" is the deposit, not the rent.
        const overlap = 2 * stemsIn(sentence.text, ownStems) + stemsIn(sentence.text, stems);
        candidates.push({ value, sentence, passage, overlap, rank });
      }
    });
    const best = candidates.sort((a, b) => b.overlap - a.overlap || a.rank - b.rank)[0];
    if (!best) return null;
    const confidence = Math.min(0.95, 0.6 + 0.05 * best.passage.matchedTerms);
    return answered(question, oneLine(best.value.reading ?? best.value.text), best.passage, best.sentence, confidence, best.value.value);
  }

  function answerYesNo(question: QuestionToAnswer, passages: RetrievedPassage[], stems: Set<string>): Answer | null {
    const best = bestStatement(question, passages, stems);
    if (!best) return null;
    const { sentence, passage } = best;
    const negated = NEGATION.test(sentence.text);
    const condition = oneLine(CONDITION.exec(sentence.text)?.[1] ?? '') || null;
    const text = negated ? (condition ? `No, not without ${condition}` : 'No') : condition ? `Yes, subject to ${condition}` : 'Yes';
    return answered(question, text, passage, sentence, 0.6, { type: 'boolean', value: !negated, subjectTo: condition });
  }

  /** Who: the names the answering sentence gives, or the sentence itself when it names no one by name. */
  function answerParty(question: QuestionToAnswer, passages: RetrievedPassage[], stems: Set<string>): Answer | null {
    const best = bestStatement(question, passages, stems, (sentence) => findNames(sentence.text).length > 0);
    if (!best) return answerText(question, passages, stems);
    const names = findNames(best.sentence.text).map((found) => found.name);
    return answered(question, [...new Set(names)].join('; '), best.passage, best.sentence, 0.6);
  }

  function answerText(question: QuestionToAnswer, passages: RetrievedPassage[], stems: Set<string>): Answer | null {
    const best = bestStatement(question, passages, stems);
    if (!best) return null;
    // The answer reads without the clause number; the citation keeps the text exactly as it stands.
    const text = oneLine(best.sentence.text.replace(/^(?:(?:Section|Article|Clause)\s+)?(?:\d{1,3}(?:\.\d{1,3})*\.?|\([a-z0-9]{1,6}\))\s+/i, ''));
    return answered(question, text, best.passage, best.sentence, 0.5);
  }

  /**
   * A date the question names by the term the document defines for it ("What is the effective date?" and
   * "… (the "Effective Date")"), cited from the date to its definition.
   */
  function answerDefinedDate(question: QuestionToAnswer): Answer | null {
    const asked = questionStems({ text: question.text }, { synonyms: false });
    const named = definedDates().find(({ term }) =>
      (term.toLowerCase().match(/[\p{L}]+/gu) ?? []).some((word) => word !== 'date' && asked.has(stemWord(word) ?? '')),
    );
    if (!named) return null;
    const span = { page: named.page, start: named.start, end: named.end, text: named.text };
    const text = named.value ? oneLine(named.written) : leftBlank(named.written);
    return answered(question, text, frontPassage(span), { start: 0, end: span.text.length, text: span.text }, 0.85, named.value ?? undefined);
  }

  /** The title or the preamble as a passage of its own, ahead of anything retrieval found. */
  const frontPassage = (span: FrontSpan): RetrievedPassage => ({
    unit: { id: `front-${span.start}`, kind: 'paragraph', label: null, heading: null, definedTerm: null, ...span },
    score: Number.POSITIVE_INFINITY,
    matchedTerms: Number.POSITIVE_INFINITY,
  });

  /** "Who is the landlord?": the party the preamble gives that role. */
  function answerRole(question: QuestionToAnswer): Answer | null {
    const span = documentPreamble(pages);
    if (!span) return null;
    const asked = questionStems({ text: question.text }, { synonyms: false });
    const parties = findParties(span.text).filter(({ role }) => role && (role.toLowerCase().match(/\p{L}+/gu) ?? []).some((word) => asked.has(stemWord(word) ?? '')));
    if (parties.length === 0) return null;
    const from = Math.min(...parties.map((party) => party.start));
    const to = Math.max(...parties.map((party) => party.end));
    const text = parties.map((party) => party.name).join('; ');
    return answered(question, text, frontPassage(span), { start: from, end: to, text: span.text.slice(from, to) }, 0.8);
  }

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
      if (date && sentence) return answered(question, oneLine(date.text), preamble, sentence, 0.8, date.value);
      const [blank] = findBlankDates(span.text);
      const blankSentence = blank && sentences.find((s) => s.start <= blank.start && blank.end <= s.end);
      return blank && blankSentence ? answered(question, leftBlank(blank.text), preamble, blankSentence, 0.7) : null;
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
      const passages = relevant(index.retrieve(query, { limit: 8 }), question);
      if (passages.length === 0) return notFound(question);
      if (VALUE_TYPES.has(type)) {
        const value = (type === 'date' ? answerDefinedDate(question) : null) ?? answerValue(question, type as ValueType | 'address', passages, stems);
        // A term or an address the document writes without a date or a postcode is still answered, in its words.
        const inWords = !value && (type === 'address' || ((type === 'date' || type === 'duration') && ASKS_FOR_TERM.test(question.text)));
        return value ?? (inWords ? answerText(question, passages, stems) : null) ?? notFound(question);
      }
      if (type === 'yes_no') return answerYesNo(question, passages, stems) ?? notFound(question);
      if (type === 'party') return answerRole(question) ?? answerParty(question, passages, stems) ?? notFound(question);
      return answerText(question, passages, stems) ?? notFound(question);
    },
  };
}
