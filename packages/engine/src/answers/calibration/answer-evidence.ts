import type { AnswerType } from '@dd/contracts';
import { ANSWER_TYPES } from '@dd/contracts';

/** How the built-in engine reached an answer: each way has its own record of being right. */
export const ANSWER_PATHS = [
  'front',
  'defined_date',
  'value',
  'text_for_value',
  'date_in_words',
  'all_monies',
  'yes_no',
  'comparison',
  'party',
  'each_role',
  'definition',
  'governing_law',
  'term_clause',
  'text',
] as const;
export type AnswerPath = (typeof ANSWER_PATHS)[number];

/** What tied a value to the question: the document names it by the question's words, a label stands by it, or only nearby words. */
export type ValueReading = 'named' | 'labelled' | 'near';

/**
 * What stood behind one answer the built-in engine would give, before it decides whether to assert it: the facts
 * its confidence is computed from. Nothing here reads the answer's wording against a gold answer.
 */
export interface AnswerEvidence {
  path: AnswerPath;
  answerType: AnswerType;
  /**
   * How many different words of the question the cited passage holds; an answer from the preamble or a defined term
   * holds them all (Infinity: those passages are held whatever words they share).
   */
  matchedTerms: number;
  /** The cited passage is a labelled row of particulars or a register entry, rather than running prose. */
  fromRow: boolean;
  /** The sentence cited negates (a "No"), carries a condition, or an exception ("except", "other than", "unless"). */
  negated: boolean;
  conditioned: boolean;
  exception: boolean;
  /** The answer's length in words (a whole clause given as the answer is weaker evidence than a value). */
  answerWords: number;
  /** The share of the question's subjects the cited sentence (with its heading) speaks of, 0…1. */
  subjectsCovered: number;
  /** The cited sentence holds one of the catalogue's phrases for the question. */
  hintPhrase: boolean;
  /** The cited passage is the one retrieval ranked first for the question. */
  topRanked: boolean;
  /**
   * What the learned clause model says of the cited passage, for a question whose catalogue hints it reads as a
   * clause category (CUAD's 41): `agrees` when the passage is likely a clause of that category (≥ 0.5), `disagrees`
   * when it is unlikely (< 0.1), `none` when the question has no category or its passage is in between.
   */
  clauseTopic: 'agrees' | 'disagrees' | 'none';
  /**
   * How far the chosen sentence or value stood ahead of the best one saying something else, in the rules' own
   * scores (Infinity when nothing else was in the running); null where the rules did not choose among candidates
   * (the preamble, a definition, the governing-law formula).
   */
  lead: number | null;
  /** For a value chosen among candidates, what tied it to the question; null otherwise. */
  valueReading: ValueReading | null;
}

/** One feature per edge: 1 where the value reaches it. */
export const bucket = (value: number, edges: number[]) => edges.map((edge) => (value >= edge ? 1 : 0));

/** The features a calibration model weighs, in a fixed order: one-hot path and type, then facts scaled to 0…1. */
export const EVIDENCE_FEATURES: readonly string[] = [
  ...ANSWER_PATHS.map((path) => `path:${path}`),
  ...ANSWER_TYPES.map((type) => `type:${type}`),
  'matched_terms>=2',
  'matched_terms>=3',
  'matched_terms>=4',
  'from_row',
  'negated',
  'conditioned',
  'exception',
  'answer_words>=8',
  'answer_words>=25',
  'answer_words>=60',
  'subjects_covered>=0.5',
  'subjects_covered>=0.8',
  'subjects_covered=1',
  'hint_phrase',
  'top_ranked',
  'clause_topic_agrees',
  'clause_topic_disagrees',
  'lead>=1',
  'lead>=3',
  'lead>=6',
  'unopposed',
  'value_named',
  'value_labelled',
];

export function evidenceFeatures(evidence: AnswerEvidence): number[] {
  return [
    ...ANSWER_PATHS.map((path) => (evidence.path === path ? 1 : 0)),
    ...ANSWER_TYPES.map((type) => (evidence.answerType === type ? 1 : 0)),
    ...bucket(evidence.matchedTerms, [2, 3, 4]),
    evidence.fromRow ? 1 : 0,
    evidence.negated ? 1 : 0,
    evidence.conditioned ? 1 : 0,
    evidence.exception ? 1 : 0,
    ...bucket(evidence.answerWords, [8, 25, 60]),
    ...bucket(evidence.subjectsCovered, [0.5, 0.8, 1]),
    evidence.hintPhrase ? 1 : 0,
    evidence.topRanked ? 1 : 0,
    evidence.clauseTopic === 'agrees' ? 1 : 0,
    evidence.clauseTopic === 'disagrees' ? 1 : 0,
    ...(evidence.lead === null ? [0, 0, 0, 0] : [...bucket(evidence.lead, [1, 3, 6]), evidence.lead === Infinity ? 1 : 0]),
    evidence.valueReading === 'named' ? 1 : 0,
    evidence.valueReading === 'labelled' ? 1 : 0,
  ];
}
