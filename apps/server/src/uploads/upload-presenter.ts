import type { StagedUpload } from '@dd/contracts';
import type { UploadWithType } from './upload-repository.ts';

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
    source: row.source,
  };
}
