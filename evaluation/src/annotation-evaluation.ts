import path from 'node:path';
import type { QuestionAccuracy, QuestionToAnswer } from '@dd/contracts';
import { answerQuestions, type AnswerOptions } from '@dd/engine';
import { presentAccuracy } from '@dd/server/admin-documents/admin-document-presenter.ts';
import { listQuestionAnnotations, type QuestionAnnotationRow } from '@dd/server/admin-documents/admin-document-repository.ts';
import type { EngineAnswer } from '@dd/server/admin-documents/annotation-agreement.ts';
import { readExtractedDocument } from '@dd/server/cases/read-extracted-document.ts';
import { parseEnvironment } from '@dd/server/config.ts';
import { openDatabase, type Database } from '@dd/server/db/database.ts';
import { createStorage } from '@dd/server/storage/create-storage.ts';
import type { Storage } from '@dd/server/storage/storage.ts';
import { engineNameOf } from './judged-answer.ts';

export interface AnnotationSource {
  db: Database;
  storage: Storage;
}

export interface AnnotationEvaluation {
  /** `builtin`, or the name of the engine given (`llm:<model>`). */
  engine: string;
  /** Annotated files answered afresh from their stored text. */
  files: number;
  /** Annotated files whose stored text is missing or from an older extraction: not scored until read again. */
  unread: string[];
  questions: QuestionAccuracy[];
}

/** The annotated questions of one file, each once, as the engine is asked them. */
function questionsOf(rows: readonly QuestionAnnotationRow[]): QuestionToAnswer[] {
  const byId = new Map(rows.map((row) => [row.questionId, row]));
  return [...byId.values()].map((row) => ({ id: String(row.questionId), text: row.questionText, answerType: row.answerType, hints: row.hints }));
}

/**
 * The firm's annotations as an evaluation set: each annotated file's annotated questions answered afresh from its
 * stored text by the engine given, and judged by the same rule as the admin's accuracy view.
 */
export async function evaluateAnnotations(source: AnnotationSource, answerOptions: AnswerOptions = {}): Promise<AnnotationEvaluation> {
  const engine = engineNameOf(answerOptions);
  const rows = await listQuestionAnnotations(source.db);
  const byFile = new Map<string, QuestionAnnotationRow[]>();
  for (const row of rows) byFile.set(row.caseFileId, [...(byFile.get(row.caseFileId) ?? []), row]);
  const answers = new Map<string, EngineAnswer>();
  const unread = new Set<string>();
  for (const [caseFileId, fileRows] of byFile) {
    const [file] = fileRows as [QuestionAnnotationRow];
    const document = file.extractedKey ? await readExtractedDocument(source.storage, file.extractedKey) : null;
    if (!document) {
      unread.add(caseFileId);
      continue;
    }
    const given = await answerQuestions(
      {
        document: { pages: document.pages.map(({ page, text }) => ({ page, text })) },
        documentType: { id: String(file.documentTypeId), name: file.documentTypeName },
        region: file.region,
        questions: questionsOf(fileRows),
      },
      answerOptions,
    );
    for (const answer of given) answers.set(`${caseFileId}:${answer.questionId}`, answer);
  }
  return {
    engine,
    files: byFile.size - unread.size,
    unread: [...unread].map((caseFileId) => byFile.get(caseFileId)![0]!.filename),
    questions: presentAccuracy(
      rows.filter((row) => !unread.has(row.caseFileId)),
      (row) => answers.get(`${row.caseFileId}:${row.questionId}`),
    ),
  };
}

/**
 * Runs `work` on the database the server is configured with (DATABASE_URL, else the embedded one in DATA_DIR,
 * whose folder lock refuses while the server holds it) and the files stored beside it.
 */
export async function withConfiguredDatabase<T>(work: (source: AnnotationSource) => Promise<T>): Promise<T> {
  const config = parseEnvironment(process.env);
  const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: path.join(config.dataDir, 'pglite') });
  try {
    return await work({ db: database.db, storage: createStorage(config.storage, config.dataDir) });
  } finally {
    await database.close();
  }
}
