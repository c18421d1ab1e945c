import type { QuestionToAnswer, RegionCode } from '@dd/contracts';
import type { DocumentTypeSeed, QuestionSeed } from './catalogue-seed-schema.ts';

/** A seed question as the answer engines take it, identified by its stable key. */
export const seedQuestionToAnswer = (question: QuestionSeed): QuestionToAnswer => ({
  id: question.key,
  text: question.question,
  answerType: question.answerType,
  hints: question.hints,
  ...(question.hypothesis && { hypothesis: question.hypothesis }),
});

/** A document type's question bank for one region, in the catalogue's order. */
export const seedQuestionBank = (type: DocumentTypeSeed, region: RegionCode): QuestionToAnswer[] =>
  type.questions.filter((question) => question.regions.includes(region)).map(seedQuestionToAnswer);
