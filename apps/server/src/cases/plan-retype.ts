import type { DiscardedWork } from '@dd/contracts';

/** A bank answer of the file as it stands: its question, the wording it was asked in, and the lawyer's work on it. */
export interface RetypedAnswer {
  id: string;
  questionId: number | null;
  questionVersionId: number | null;
  questionText: string;
  editedAnswer: string | null;
  comment: string | null;
  verifiedAt: Date | null;
}

/** A question of the new type's bank, in the bank's order. */
export interface BankQuestion {
  questionId: number;
  versionId: number;
  text: string;
}

export interface RetypePlan<A extends RetypedAnswer = RetypedAnswer> {
  /** Answers the new bank asks again: the row stays, with the engine's answer and the lawyer's work, under the new question. */
  kept: { answerId: string; questionId: number; questionVersionId: number; position: number }[];
  /** Answers to questions only the old type asked. */
  discarded: A[];
  /** The new bank's other questions, to be answered. */
  added: { questionId: number; versionId: number; position: number }[];
}

/** Wording compared as a reader would: case, spacing, curly quotes and compatibility forms make no difference. */
export const normaliseWording = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * What becomes of a file's bank answers when its type changes. Every type has questions of its own (ids are never
 * shared between types), and types ask some of the same questions in the same words: an answer is kept when the
 * new bank asks its question (the same id, for a type chosen again) or a question worded as it was asked. Each new
 * question takes at most one answer; positions follow the new bank from `firstPosition`.
 */
export function planRetype<A extends RetypedAnswer>(answers: readonly A[], bank: readonly BankQuestion[], firstPosition: number): RetypePlan<A> {
  const unmatched = new Set(answers.filter((answer) => answer.questionId !== null));
  const matches = new Map<BankQuestion, A>();
  const match = (isMatch: (answer: A, question: BankQuestion) => boolean) => {
    for (const question of bank) {
      if (matches.has(question)) continue;
      const found = [...unmatched].find((answer) => isMatch(answer, question));
      if (!found) continue;
      matches.set(question, found);
      unmatched.delete(found);
    }
  };
  // Ids first, so a question asked again never loses its own answer to another question worded like it.
  match((answer, question) => answer.questionId === question.questionId);
  match((answer, question) => normaliseWording(answer.questionText) === normaliseWording(question.text));

  const plan: RetypePlan<A> = { kept: [], discarded: [...unmatched], added: [] };
  bank.forEach((question, index) => {
    const position = firstPosition + index;
    const answer = matches.get(question);
    if (!answer) {
      plan.added.push({ questionId: question.questionId, versionId: question.versionId, position });
      return;
    }
    // An answer to the same question keeps the wording it was answered in; one matched by wording takes the new question's.
    const questionVersionId = answer.questionId === question.questionId ? (answer.questionVersionId ?? question.versionId) : question.versionId;
    plan.kept.push({ answerId: answer.id, questionId: question.questionId, questionVersionId, position });
  });
  return plan;
}

export const hasLawyerWork = (answer: RetypedAnswer) => answer.editedAnswer !== null || answer.comment !== null || answer.verifiedAt !== null;

/** The lawyer's work among answers, by kind. */
export const countWork = (answers: readonly RetypedAnswer[]): DiscardedWork => ({
  edited: answers.filter((answer) => answer.editedAnswer !== null).length,
  commented: answers.filter((answer) => answer.comment !== null).length,
  verified: answers.filter((answer) => answer.verifiedAt !== null).length,
});
