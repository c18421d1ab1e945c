import type { AnnotationVerdict, CaseAnswerStatus, Citation } from '@dd/contracts';

/** What an annotation says the right answer is: a value in words, or (without one) the span it marks. */
export interface AnnotatedAnswer {
  page: number;
  start: number;
  end: number;
  value: string | null;
}

/** What the engine said: its status, its answer and its citations. */
export interface EngineAnswer {
  status: CaseAnswerStatus;
  answer: string | null;
  citations: readonly Citation[];
}

/**
 * A value as compared: lower case, thousands separators and apostrophes dropped, every other run of punctuation,
 * symbols and whitespace one space. "£325,000" and "325000", "Tenant's" and "tenants" are then the same.
 */
export function normaliseValue(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/(\d),(?=\d{3}\b)/g, '$1')
    .replace(/['’‘]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const overlaps = (citation: Citation, annotation: AnnotatedAnswer) =>
  citation.verified && citation.page === annotation.page && citation.start < annotation.end && annotation.start < citation.end;

function agreesWith(answer: EngineAnswer, annotation: AnnotatedAnswer): boolean {
  if (annotation.value !== null) return answer.answer !== null && normaliseValue(answer.answer) === normaliseValue(annotation.value);
  return answer.citations.some((citation) => overlaps(citation, annotation));
}

/**
 * Whether the engine agrees with an admin's annotations of one question on one file (several annotations are
 * several right answers: agreeing with any one is enough). Only an answered question can agree. An annotation
 * with a value is matched by the answer's words; one without, by a verified citation overlapping its span.
 * No answer at all (the question was not asked of the file) counts as not answered.
 */
export function judgeAnswer(annotations: readonly AnnotatedAnswer[], answer: EngineAnswer | undefined): AnnotationVerdict {
  if (answer?.status !== 'answered') return 'not_answered';
  return annotations.some((annotation) => agreesWith(answer, annotation)) ? 'agreed' : 'disagreed';
}
