import type { AccuracyDisagreement, AdminDocument, Annotation, QuestionAccuracy } from '@dd/contracts';
import type { AdminDocumentRow, AnnotationWithNames, QuestionAnnotationRow } from './admin-document-repository.ts';
import { judgeAnswer, type EngineAnswer } from './annotation-agreement.ts';

export const presentAdminDocument = (row: AdminDocumentRow): AdminDocument => ({
  id: row.file.id,
  filename: row.file.filename,
  pages: row.file.pages,
  status: row.file.status,
  createdAt: row.file.createdAt.toISOString(),
  owner: { id: row.ownerId, name: row.ownerName, email: row.ownerEmail },
  case: { id: row.file.caseId, title: row.caseTitle },
  documentType: { id: row.file.documentTypeId, name: row.documentTypeName },
  answerCount: row.answerCount,
  annotationCount: row.annotationCount,
});

export const presentAnnotation = (row: AnnotationWithNames): Annotation => ({
  id: row.id,
  caseFileId: row.caseFileId,
  page: row.page,
  quote: row.quote,
  start: row.start,
  end: row.end,
  verified: row.verified,
  label: row.label,
  questionId: row.questionId,
  question: row.questionText,
  value: row.value,
  author: row.authorId && row.authorName !== null ? { id: row.authorId, name: row.authorName } : null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Consecutive rows with the same key, in order: the repository sorts by question, then by file. */
function runs<T>(rows: readonly T[], key: (row: T) => string | number): T[][] {
  const groups: T[][] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last && key(last[0]!) === key(row)) last.push(row);
    else groups.push([row]);
  }
  return groups;
}

/**
 * Each annotated question's figures, file by file: the engine's answer on a file (`answerOf`: the stored one for
 * the accuracy view, a fresh one for the evaluation) judged against that file's annotations of the question.
 */
export function presentAccuracy(
  rows: readonly QuestionAnnotationRow[],
  answerOf: (file: QuestionAnnotationRow) => EngineAnswer | undefined,
): QuestionAccuracy[] {
  return runs(rows, (row) => row.questionId).map((questionRows) => {
    const [first] = questionRows as [QuestionAnnotationRow];
    const figures = { agreed: 0, disagreed: 0, notAnswered: 0 };
    const disagreements: AccuracyDisagreement[] = [];
    const files = runs(questionRows, (row) => row.caseFileId);
    for (const fileRows of files) {
      const [file] = fileRows as [QuestionAnnotationRow];
      const answer = answerOf(file);
      const verdict = judgeAnswer(
        fileRows.map((row) => row.annotation),
        answer,
      );
      if (verdict === 'agreed') {
        figures.agreed++;
        continue;
      }
      figures[verdict === 'disagreed' ? 'disagreed' : 'notAnswered']++;
      disagreements.push({
        caseFileId: file.caseFileId,
        caseId: file.caseId,
        filename: file.filename,
        verdict,
        annotations: fileRows.map(({ annotation }) => ({ id: annotation.id, page: annotation.page, quote: annotation.quote, value: annotation.value })),
        engine: {
          status: answer?.status ?? null,
          answer: answer?.answer ?? null,
          citations: (answer?.citations ?? []).filter((citation) => citation.verified),
        },
      });
    }
    return {
      questionId: first.questionId,
      question: first.questionText,
      documentTypeId: first.documentTypeId,
      documentTypeName: first.documentTypeName,
      annotatedFiles: files.length,
      ...figures,
      disagreements,
    };
  });
}
