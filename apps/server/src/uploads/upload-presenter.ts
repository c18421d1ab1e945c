import { ProcessedFile } from '@dd/contracts';
import type { z } from 'zod';
import type { UploadWithType } from './upload-repository.ts';

/** A staged upload as `GET /api/uploads/{uploadId}` answers it: a ProcessedFile without the text. */
export const StagedUpload = ProcessedFile.omit({ content: true });
export type StagedUpload = z.infer<typeof StagedUpload>;

export function presentUpload(row: UploadWithType): StagedUpload {
  return {
    filename: row.filename,
    documentType: row.documentTypeId,
    documentTypeName: row.documentTypeId === null ? null : row.documentTypeName,
    confidence: row.confidence,
    classificationReason: row.classificationReason,
    error: null,
    annexures: row.annexures,
    pages: row.pages,
    ocrPages: row.ocrPages,
    uploadId: row.id,
    sha256: row.sha256,
  };
}
