import type { Answer } from '@dd/contracts';
import { findValues } from '@dd/engine';

/** How an answer is compared with the expert's labels for its field. */
export type Scoring = 'date' | 'name' | 'clause';

/** `review`: the engine gave the passage but asserted no answer (`needs_review`), neither right nor answered. */
export type Verdict = 'right' | 'wrong' | 'missed' | 'invented' | 'review';

/**
 * The verdict where the gold answer is "not found": only not_found is right; an answer is invented, a passage
 * given for review (needs_review) is review, a failure is missed.
 */
function verdictWhereNothingIsExpected(answer: Answer): Verdict {
  if (answer.status === 'answered') return 'invented';
  if (answer.status === 'needs_review') return 'review';
  return answer.status === 'not_found' ? 'right' : 'missed';
}

/** The verdict on an answer that asserts nothing where the gold answer exists. */
const verdictOnNoAnswer = (answer: Answer): Verdict => (answer.status === 'needs_review' ? 'review' : 'missed');

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
/** OCR and PDF text put spaces inside words ("19t h"): labels are compared without them. */
const squeeze = (text: string) => words(text).join('');

/** A clause is found when the cited quote holds at least this share of the expert span's words. */
export const CLAUSE_OVERLAP = 0.5;

function datesIn(text: string): string[] {
  return findValues(text.replace(/(\d)([a-z])\s([a-z])\b/gi, '$1$2$3'), 'date').map((found) => (found.value.type === 'date' ? found.value.iso : ''));
}

function clauseOverlap(label: string, quote: string): number {
  const labelWords = words(label);
  if (labelWords.length === 0) return 0;
  const quoteWords = new Set(words(quote));
  return labelWords.filter((word) => quoteWords.has(word)).length / labelWords.length;
}

/**
 * Scores an answer against the expert's labels: an empty label expects `not_found`; dates are compared as
 * dates (any labelled date), names by containment (any labelled name in the answer or its quote), clauses by
 * overlap of the cited quote with any labelled span. A wrong answer where the label is empty is "invented".
 */
export function scoreAnswer(answer: Answer, labels: string[], scoring: Scoring): Verdict {
  if (labels.length === 0) return verdictWhereNothingIsExpected(answer);
  if (answer.status !== 'answered') return verdictOnNoAnswer(answer);
  const quote = answer.citations.map((citation) => citation.quote).join(' ');
  const said = `${answer.answer ?? ''} ${quote}`;
  switch (scoring) {
    case 'date': {
      const labelled = new Set(labels.flatMap(datesIn));
      const answered = answer.value?.type === 'date' ? [answer.value.iso] : datesIn(said);
      if (labelled.size > 0) return answered.some((iso) => labelled.has(iso)) ? 'right' : 'wrong';
      return labels.some((label) => clauseOverlap(label, quote) >= CLAUSE_OVERLAP) ? 'right' : 'wrong';
    }
    case 'name':
      return labels.some((label) => squeeze(said).includes(squeeze(label))) ? 'right' : 'wrong';
    case 'clause':
      return labels.some((label) => clauseOverlap(label, quote) >= CLAUSE_OVERLAP) ? 'right' : 'wrong';
  }
}

/** Where a gold answer stands in its document, word for word: one passage, or each of the passages that bear it out. */
export type Evidence = string | readonly string[];

/**
 * The expected answer to one question of the UK and Irish answer set. Every kind but `not_found` names its
 * evidence exactly as the document words it, so the gold answers cannot drift from the documents.
 */
export type GoldAnswer =
  | { kind: 'not_found' }
  | { kind: 'date'; iso: string; evidence: Evidence }
  | { kind: 'money'; amount: number; currency: 'GBP' | 'EUR' | 'USD'; evidence: Evidence }
  | { kind: 'duration'; amount: number; unit: 'days' | 'weeks' | 'months' | 'years'; evidence: Evidence }
  | { kind: 'percentage'; percent: number; evidence: Evidence }
  /** `subjectTo`: words of the condition a right answer must carry ("consent"). */
  | { kind: 'yes_no'; value: boolean; subjectTo?: readonly string[]; evidence: Evidence }
  | { kind: 'identifier'; value: string; evidence: Evidence }
  /** Every one of `names` must be given. */
  | { kind: 'names'; names: readonly string[]; evidence: Evidence }
  /** `keywords`, when given, must also stand in the cited quote. */
  | { kind: 'text'; keywords?: readonly string[]; evidence: Evidence };

type ValueKind = 'date' | 'money' | 'duration' | 'percentage';

export const evidenceOf = (gold: GoldAnswer): string[] => (gold.kind === 'not_found' ? [] : [gold.evidence].flat());

/** The answer's values of a kind: its normalised value when it has one of that kind, else those its words state. */
function valuesGiven(answer: Answer, kind: ValueKind): Answer['value'][] {
  if (answer.value?.type === kind) return [answer.value];
  return findValues(answer.answer ?? '', kind).map((found) => found.value);
}

/** Periods compared in one unit where the units convert exactly: 12 months are a year, 7 days a week. */
function comparable(amount: number, unit: string): [number, string] {
  if (unit === 'years') return [amount * 12, 'months'];
  if (unit === 'weeks') return [amount * 7, 'days'];
  return [amount, unit];
}

function sameValue(given: Answer['value'], gold: Extract<GoldAnswer, { kind: ValueKind }>) {
  switch (gold.kind) {
    case 'date':
      return given?.type === 'date' && given.iso === gold.iso;
    case 'money':
      return given?.type === 'money' && given.currency === gold.currency && Math.abs(given.amount - gold.amount) < 0.005;
    case 'percentage':
      return given?.type === 'percentage' && given.percent === gold.percent;
    case 'duration': {
      if (given?.type !== 'duration') return false;
      const [amount, unit] = comparable(given.amount, given.unit);
      const [goldAmount, goldUnit] = comparable(gold.amount, gold.unit);
      return amount === goldAmount && unit === goldUnit;
    }
  }
}

function polarity(answer: Answer): boolean | undefined {
  if (answer.value?.type === 'boolean') return answer.value.value;
  const word = /^\W*(yes|no)\b/i.exec(answer.answer ?? '')?.[1]?.toLowerCase();
  return word === undefined ? undefined : word === 'yes';
}

/** Consecutive pairs of words: two passages sharing most of them are the same wording, not just the same vocabulary. */
const wordPairs = (text: string) => {
  const list = words(text);
  return list.length < 2 ? list : list.slice(1).map((word, i) => `${list[i]} ${word}`);
};

const share = (part: string[], whole: Set<string>) => (part.length === 0 ? 0 : part.filter((pair) => whole.has(pair)).length / part.length);

/** A quote of at least this many words that lies within the evidence cites it, however much of it it leaves out. */
const QUOTE_WITHIN_EVIDENCE_WORDS = 5;
const QUOTE_WITHIN_EVIDENCE = 0.8;

/**
 * The cited quote bears the evidence out: it holds at least half of the word pairs of one of the passages that
 * state the answer, or it is a quote of at least five words lying (80% of its word pairs) within one of them.
 */
export function citesEvidence(quote: string, evidence: Evidence): boolean {
  const quotePairs = wordPairs(quote);
  const quoted = new Set(quotePairs);
  return [evidence].flat().some((passage) => {
    const passagePairs = wordPairs(passage);
    if (share(passagePairs, quoted) >= CLAUSE_OVERLAP) return true;
    return words(quote).length >= QUOTE_WITHIN_EVIDENCE_WORDS && share(quotePairs, new Set(passagePairs)) >= QUOTE_WITHIN_EVIDENCE;
  });
}

function scoreOne(answer: Answer, gold: GoldAnswer, otherNames: readonly string[]): Verdict {
  if (gold.kind === 'not_found') return verdictWhereNothingIsExpected(answer);
  if (answer.status !== 'answered') return verdictOnNoAnswer(answer);
  const quote = answer.citations.map((citation) => citation.quote).join(' ');
  const said = squeeze(answer.answer ?? '');
  let right: boolean;
  switch (gold.kind) {
    case 'date':
    case 'money':
    case 'duration':
    case 'percentage':
      right = valuesGiven(answer, gold.kind).some((value) => sameValue(value, gold)) && citesEvidence(quote, gold.evidence);
      break;
    case 'identifier':
      right = (answer.value?.type === 'identifier' && squeeze(answer.value.value) === squeeze(gold.value)) || said.includes(squeeze(gold.value));
      break;
    case 'yes_no':
      right =
        polarity(answer) === gold.value &&
        (gold.subjectTo ?? []).every((condition) => squeeze(`${answer.answer ?? ''} ${quote}`).includes(squeeze(condition))) &&
        citesEvidence(quote, gold.evidence);
      break;
    case 'names': {
      const named = (name: string) => said.includes(squeeze(name));
      const mentioned = squeeze(evidenceOf(gold).join(' '));
      const wrongParty = otherNames.filter(
        (name) => !mentioned.includes(squeeze(name)) && !gold.names.some((own) => squeeze(own).includes(squeeze(name)) || squeeze(name).includes(squeeze(own))),
      );
      right = gold.names.every(named) && !wrongParty.some(named);
      break;
    }
    case 'text':
      right = citesEvidence(quote, gold.evidence) && (gold.keywords ?? []).every((keyword) => squeeze(quote).includes(squeeze(keyword)));
      break;
  }
  return right ? 'right' : 'wrong';
}

/**
 * Scores an answer against a gold answer of the UK and Irish set (or several, when a question has more than one
 * right answer). `not_found` expects not_found, and an answer there is "invented"; no answer to a question the
 * document answers is "missed". Dates, money, periods and percentages must be the value (the answer's normalised
 * value, or one its words state) and be cited from a passage stating it; yes/no must have the gold polarity, the
 * words of its condition and such a citation; text must be so cited, with its key words in the quote.
 * Identifiers are compared ignoring spaces and case. Names must all be in the answer, with none of
 * `otherNames` (the document's other parties) that the evidence does not itself mention.
 */
export function scoreGoldAnswer(answer: Answer, gold: GoldAnswer | readonly GoldAnswer[], otherNames: readonly string[] = []): Verdict {
  const verdicts = [gold].flat().map((one) => scoreOne(answer, one, otherNames));
  return verdicts.includes('right') ? 'right' : verdicts[0]!;
}
