import type { Answer, Citation } from '@dd/contracts';

/** A file's answers as `npm run answer` gives them (its `--json` output). */
export interface FileAnswers {
  file: string;
  documentType: { id: string; name: string } | null;
  answers: (Pick<Answer, 'questionId' | 'status' | 'answer' | 'confidence' | 'citations' | 'engine'> & { question: string })[];
}

const STATUS_WORDS = { needs_review: 'Needs review', not_found: 'not found', failed: 'failed' } as const;

/**
 * What the command prints for people: each question, then its answer and sources. An answer that needs review
 * asserts nothing: its line is the passage to check ("Needs review — Clause 7.2, page 4: “…”"), then any further
 * passages. A passage is named by its clause where the document numbers it.
 */
export function readableAnswers(result: FileAnswers): string {
  const lines = [`${result.file}: ${result.documentType?.name ?? 'document type not recognised'}`];
  for (const answer of result.answers) {
    const [passage, ...others] = answer.citations;
    const toReview = answer.status === 'needs_review' ? passage : undefined;
    lines.push('', answer.question, `  ${toReview ? `Needs review — ${where(toReview)}: “${toReview.quote}”` : answerWords(answer)}  [${answer.engine}]`);
    for (const citation of toReview ? others : answer.citations) lines.push(`  ${where(citation)}: "${citation.quote}"`);
  }
  return lines.join('\n');
}

const where = ({ page, clause }: Citation) => (clause ? `${clause}, page ${page}` : `page ${page}`);

const answerWords = (answer: FileAnswers['answers'][number]) =>
  answer.status === 'answered' ? answer.answer : STATUS_WORDS[answer.status];
