import type { Answer } from '@dd/contracts';
import { findValues } from '@dd/engine';

/** How an answer is compared with the expert's labels for its field. */
export type Scoring = 'date' | 'name' | 'clause';

export type Verdict = 'right' | 'wrong' | 'missed' | 'invented';

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
  if (labels.length === 0) return answer.status === 'answered' ? 'invented' : 'right';
  if (answer.status !== 'answered') return 'missed';
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
