import {
  REGION_NAME_BY_CODE,
  type AdminDocumentType,
  type AdminQuestion,
  type DocumentType,
  type Question,
  type QuestionVersion,
  type RegionCode,
} from '@dd/contracts';
import type { DocumentTypeRow } from '../db/schema.ts';
import type { CurrentQuestion, QuestionVersionWithAuthor } from './catalogue-repository.ts';

const regionNames = (codes: readonly RegionCode[]) => codes.map((code) => REGION_NAME_BY_CODE[code]);

export function presentDocumentType(row: DocumentTypeRow): DocumentType {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    description: row.description,
    practiceAreaId: row.practiceAreaId,
    regions: regionNames(row.regions),
    central: row.central,
  };
}

export function presentAdminDocumentType(row: DocumentTypeRow): AdminDocumentType {
  return {
    ...presentDocumentType(row),
    signals: row.signals,
    retiredAt: row.retiredAt?.toISOString() ?? null,
    source: row.source,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentQuestion({ question, version }: CurrentQuestion): Question {
  return {
    id: question.id,
    versionId: version.id,
    question: version.text,
    answerType: version.answerType,
    hints: version.hints,
    regions: regionNames(version.regions),
    order: question.position,
  };
}

export function presentAdminQuestion(current: CurrentQuestion): AdminQuestion {
  const { question, version } = current;
  return {
    ...presentQuestion(current),
    version: version.version,
    hypothesis: version.hypothesis,
    retiredAt: question.retiredAt?.toISOString() ?? null,
    source: question.source,
    updatedAt: question.updatedAt.toISOString(),
  };
}

/** A wording in a question's history; `createdBy` names the admin who wrote it (null for seed wording). */
export function presentQuestionVersion(row: QuestionVersionWithAuthor): QuestionVersion {
  return {
    versionId: row.id,
    version: row.version,
    question: row.text,
    answerType: row.answerType,
    hints: row.hints,
    regions: regionNames(row.regions),
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdByName,
  };
}
