import type { AnswerEvidence } from '../calibration/answer-evidence.ts';
import type { QuestionToAnswer } from '@dd/contracts';
import { clauseCategoryProbabilities, clauseCategoryProbability } from './learned-models.ts';

/** How sure the clause model must be that a question's hints describe a category for the question to have it. */
const TOPIC_AT_LEAST = 0.5;
const PASSAGE_AGREES = 0.5;
const PASSAGE_DISAGREES = 0.1;
/**
 * The preamble's category: the model gives any short text a fair chance of being a list of parties, so only a
 * question asking who takes it.
 */
const PARTIES = 'Parties';

const topics = new Map<string, string | null>();

/**
 * The clause category a catalogue question asks about, read by the learned clause model from its hints (the
 * clause wording the catalogue expects: "governed by", "laws of"), or null. A lawyer's own question has no hints,
 * and its wording is too short for the model to read: it has none.
 */
export function questionClauseTopic(question: QuestionToAnswer): string | null {
  const hints = (question.hints ?? []).join('. ');
  if (!hints) return null;
  const key = `${question.answerType ?? ''}\u0000${hints}`;
  if (topics.has(key)) return topics.get(key)!;
  const [best] = Object.entries(clauseCategoryProbabilities(hints))
    .filter(([category]) => category !== PARTIES || question.answerType === 'party')
    .sort((a, b) => b[1] - a[1]);
  const topic = best && best[1] >= TOPIC_AT_LEAST ? best[0] : null;
  topics.set(key, topic);
  return topic;
}

/** Whether the learned clause model reads the cited passage as a clause of the category the question asks about. */
export function clauseTopicOf(question: QuestionToAnswer, passage: string): AnswerEvidence['clauseTopic'] {
  const topic = questionClauseTopic(question);
  if (!topic) return 'none';
  const probability = clauseCategoryProbability(topic, passage);
  return probability >= PASSAGE_AGREES ? 'agrees' : probability < PASSAGE_DISAGREES ? 'disagrees' : 'none';
}
