import type { RegionCode } from '@dd/contracts';
import type { DocumentTypeSeed, QuestionSeed } from './catalogue-seed-schema.ts';

/** A question as authored: its order comes from its place in the bank, its regions default to the type's. */
export type QuestionDraft = Omit<QuestionSeed, 'order' | 'regions'> & { regions?: RegionCode[] };

export type DocumentTypeDraft = Omit<DocumentTypeSeed, 'questions'> & { questions: QuestionDraft[] };

export function defineDocumentType(draft: DocumentTypeDraft): DocumentTypeSeed {
  return {
    ...draft,
    regions: [...draft.regions],
    questions: draft.questions.map(({ regions, ...question }, index) => ({
      ...question,
      regions: [...(regions ?? draft.regions)],
      order: index + 1,
    })),
  };
}
