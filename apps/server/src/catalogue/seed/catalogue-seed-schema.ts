import { z } from 'zod';
import { ANSWER_TYPES, PRACTICE_AREAS, REGION_CODES } from '@dd/contracts';

export const PRACTICE_AREA_SLUGS = PRACTICE_AREAS.map((area) => area.slug);
export type PracticeAreaSlug = (typeof PRACTICE_AREAS)[number]['slug'];

const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const STOP_WORDS = new Set(['a', 'an', 'the', 'is', 'are', 'does', 'do', 'what', 'which', 'who', 'of', 'any']);

/**
 * Reduces a question to its content words so that rewordings which differ only in case, punctuation or filler
 * words ("What is the rent?" / "the rent?") are caught as duplicates.
 */
export function normaliseQuestionText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 0 && !STOP_WORDS.has(word))
    .join(' ');
}

const stableKey = z.string().regex(KEBAB_CASE, { error: 'Keys are kebab-case (a-z, 0-9 and single hyphens).' });
const phrase = z.string().trim().min(2);

const regionList = z
  .array(z.enum(REGION_CODES))
  .min(1)
  .refine((codes) => new Set(codes).size === codes.length, { error: 'A region is listed twice.' });

export const QuestionSeed = z.object({
  key: stableKey,
  question: z.string().trim().min(10).endsWith('?', { error: 'A question ends with "?".' }),
  answerType: z.enum(ANSWER_TYPES),
  hints: z.array(phrase).min(3).max(8),
  regions: regionList,
  order: z.number().int().min(1),
  /**
   * The ContractNLI hypothesis a yes/no question asks, with the same polarity ("Does the definition cover information
   * disclosed orally?" is nda-3): the built-in engine then reads the document with that hypothesis's learned models.
   */
  hypothesis: z
    .string()
    .regex(/^nda-\d{1,2}$/)
    .optional(),
}).refine((question) => question.hypothesis === undefined || question.answerType === 'yes_no', {
  error: 'Only a yes/no question asks a hypothesis.',
  path: ['hypothesis'],
});
export type QuestionSeed = z.infer<typeof QuestionSeed>;

export const WeightedPhrase = z.object({ text: phrase, weight: z.number().int().min(1).max(5) });
export type WeightedPhrase = z.infer<typeof WeightedPhrase>;

export const ClassificationSignals = z.object({
  titles: z.array(phrase).min(1),
  phrases: z.array(WeightedPhrase).min(1),
  structure: z.array(phrase),
  negative: z.array(phrase),
});
export type ClassificationSignals = z.infer<typeof ClassificationSignals>;

export const DocumentTypeSeed = z
  .object({
    key: stableKey,
    practiceArea: z.enum(PRACTICE_AREA_SLUGS),
    name: z.string().trim().min(3),
    description: z.string().trim().min(20),
    regions: regionList,
    central: z.boolean(),
    signals: ClassificationSignals,
    questions: z.array(QuestionSeed).min(1),
  })
  .superRefine((type, ctx) => {
    const keys = new Set<string>();
    const texts = new Map<string, string>();
    type.questions.forEach((question, index) => {
      const path = ['questions', index];
      if (keys.has(question.key)) {
        ctx.addIssue({ code: 'custom', path: [...path, 'key'], message: `Duplicate question key "${question.key}".` });
      }
      keys.add(question.key);
      const normalised = normaliseQuestionText(question.question);
      const earlier = texts.get(normalised);
      if (earlier !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [...path, 'question'],
          message: `"${question.question}" repeats "${earlier}".`,
        });
      }
      texts.set(normalised, question.question);
      if (question.order !== index + 1) {
        ctx.addIssue({ code: 'custom', path: [...path, 'order'], message: `Expected order ${index + 1}.` });
      }
      const outside = question.regions.filter((code) => !type.regions.includes(code));
      if (outside.length > 0) {
        ctx.addIssue({
          code: 'custom',
          path: [...path, 'regions'],
          message: `Regions ${outside.join(', ')} are not regions of the document type.`,
        });
      }
    });
  });
export type DocumentTypeSeed = z.infer<typeof DocumentTypeSeed>;

export const CatalogueSeed = z.array(DocumentTypeSeed).superRefine((types, ctx) => {
  const keys = new Set<string>();
  const names = new Set<string>();
  types.forEach((type, index) => {
    if (keys.has(type.key)) {
      ctx.addIssue({ code: 'custom', path: [index, 'key'], message: `Duplicate document type key "${type.key}".` });
    }
    keys.add(type.key);
    const name = `${type.practiceArea}/${type.name.toLowerCase()}`;
    if (names.has(name)) {
      ctx.addIssue({ code: 'custom', path: [index, 'name'], message: `Duplicate name "${type.name}" in its area.` });
    }
    names.add(name);
  });
});
export type CatalogueSeed = z.infer<typeof CatalogueSeed>;
