import type { AnswerType } from '@dd/contracts';
import { ANSWER_TYPES } from '@dd/contracts';
import { bucket } from './answer-evidence.ts';

/**
 * What stood behind a "not found" the rules would give although retrieval found passages that speak of the
 * question: the best such sentence, which no rule read an answer from. On documents nobody tuned the rules on, most
 * such "not found"s were wrong (decision 52): the document did address the question, in words the rules could not
 * read. Nothing here reads a gold answer.
 */
export interface NotFoundEvidence {
  answerType: AnswerType;
  /** The document never uses the question's topic words (its first subject, or most of them). */
  silentHead: boolean;
  /** How many different words of the question the best passage holds. */
  matchedTerms: number;
  /** The share of the question's subjects the best sentence (with its heading) speaks of, 0…1. */
  subjectsCovered: number;
  /** The best sentence holds one of the catalogue's phrases for the question. */
  hintPhrase: boolean;
}

/** The features the not-found model weighs, in a fixed order. */
export const NOT_FOUND_FEATURES: readonly string[] = [
  ...ANSWER_TYPES.map((type) => `type:${type}`),
  'silent_head',
  'matched_terms>=3',
  'matched_terms>=4',
  'subjects_covered>=0.5',
  'subjects_covered=1',
  'hint_phrase',
];

export function notFoundFeatures(evidence: NotFoundEvidence): number[] {
  return [
    ...ANSWER_TYPES.map((type) => (evidence.answerType === type ? 1 : 0)),
    evidence.silentHead ? 1 : 0,
    ...bucket(evidence.matchedTerms, [3, 4]),
    ...bucket(evidence.subjectsCovered, [0.5, 1]),
    evidence.hintPhrase ? 1 : 0,
  ];
}
