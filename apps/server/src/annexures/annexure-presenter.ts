import type { Annexure } from '@dd/contracts';
import type { CaseFileRow } from '../db/schema.ts';
import type { AnnexureWithParent } from './annexure-repository.ts';

/** The annexures found inside a case file: pages of that file, identified by where they start. */
export function presentDetectedAnnexures(file: Pick<CaseFileRow, 'id' | 'caseId' | 'filename' | 'annexures'>): Annexure[] {
  return file.annexures.map(({ title, startPage, endPage }) => ({
    id: `${file.id}:${startPage}`,
    caseId: file.caseId,
    source: 'detected',
    title,
    parentCaseFileId: file.id,
    parentFilename: file.filename,
    filename: null,
    startPage,
    endPage,
    status: 'ready',
    error: null,
    kind: null,
    caseFileId: null,
    createdAt: null,
  }));
}

/** An annexure the lawyer uploaded: its own PDF, whole (its page count is known once it has been read). */
export function presentUploadedAnnexure(row: AnnexureWithParent): Annexure {
  return {
    id: row.id,
    caseId: row.caseId,
    source: 'uploaded',
    title: row.filename.replace(/\.pdf$/i, ''),
    parentCaseFileId: row.parentCaseFileId,
    parentFilename: row.parentFilename,
    filename: row.filename,
    startPage: 1,
    endPage: row.pages ?? 1,
    status: row.status,
    error: row.error,
    kind: row.kind,
    caseFileId: row.caseFileId,
    createdAt: row.createdAt.toISOString(),
  };
}
