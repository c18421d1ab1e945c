import type { CaseFile, FileCitation } from '@dd/contracts';
import type { ReviewedDocument } from '@dd/engine';

/** An answer's sources on their pages, each naming its case file (the report and the checklist span files). */
export const verifiedCitations = (answer: CaseFile['answers'][number], file: CaseFile): FileCitation[] =>
  answer.citations.filter((citation) => citation.verified).map((citation) => ({ ...citation, caseFileId: file.id }));

/**
 * A document of the case as the report's "Documents reviewed" shows it: its answers that have a source, each with
 * the lawyer's correction where there is one. An answer with no verified quote is left out: nothing unsourced
 * reaches the report.
 */
export function reviewedDocument(file: CaseFile): ReviewedDocument {
  return {
    filename: file.filename,
    documentType: file.documentTypeName,
    facts: file.answers.flatMap((answer) => {
      const citations = verifiedCitations(answer, file);
      const value = answer.editedAnswer ?? answer.answer;
      return answer.status === 'answered' && value && citations.length > 0 ? [{ label: answer.question, value, citations }] : [];
    }),
  };
}

