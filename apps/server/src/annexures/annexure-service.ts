import { requireCaseRole } from '../case-members/require-case-role.ts';
import type { Annexure, UploadAnnexureFields } from '@dd/contracts';
import { fileTypeName, ingestionErrors, sniffFileType } from '@dd/engine';
import { addFieldError, type FieldErrors, notFound, type SpooledFile, throwIfInvalid } from '@dd/http-kit';
import { recordAudit } from '../audit/audit-log-repository.ts';
import { findCaseFile, listCaseFiles } from '../cases/case-repository.ts';
import { duplicateNameError } from '../cases/case-service.ts';
import type { Database } from '../db/database.ts';
import { isUniqueViolation } from '../db/postgres-errors.ts';
import { isUuid } from '../db/is-uuid.ts';
import type { CaseAnnexureRow, CaseFileRow } from '../db/schema.ts';
import type { PdfDownload } from '../http/send-pdf.ts';
import type { JobSender } from '../jobs/job-queue.ts';
import { generateStorageKey, type Storage } from '../storage/storage.ts';
import { presentDetectedAnnexures, presentUploadedAnnexure } from './annexure-presenter.ts';
import { findCaseAnnexure, insertAnnexures, listCaseNames, listUploadedAnnexures, type NewAnnexure } from './annexure-repository.ts';

export interface AnnexureServiceDeps {
  db: Database;
  storage: Storage;
  jobs: JobSender;
  clock: () => Date;
}

/** The annexures found inside the case's files, then those the lawyer uploaded, oldest first. */
export async function listAnnexures(deps: Pick<AnnexureServiceDeps, 'db'>, caseId: string): Promise<Annexure[]> {
  const [files, uploaded] = await Promise.all([listCaseFiles(deps.db, caseId), listUploadedAnnexures(deps.db, caseId)]);
  return [...files.flatMap(presentDetectedAnnexures), ...uploaded.map(presentUploadedAnnexure)];
}

/**
 * Stores each PDF as an annexure of the caller's case (attached to one of its files when `caseFileId` names one)
 * and queues its reading. A case or file that is not the caller's is a 404, as on every case call; a name the
 * case already has is refused as the spec refuses it; a file that is not a PDF is refused before anything is
 * stored.
 */
export async function uploadAnnexures(
  deps: AnnexureServiceDeps,
  input: { userId: string; fields: UploadAnnexureFields; files: SpooledFile[] },
): Promise<Annexure[]> {
  const { caseId, caseFileId } = input.fields;
  const owned = await requireCaseRole(deps.db, caseId, input.userId, 'editor');
  const parent = caseFileId === undefined ? null : await findParentFile(deps.db, owned.id, caseFileId);
  if (input.files.length === 0) throwIfInvalid({ files: ['The files field is required.'] });

  const names = input.files.map((file) => file.filename);
  const taken = await listCaseNames(deps.db, owned.id);
  const repeated = names.filter((name, index) => names.indexOf(name) !== index || taken.includes(name));
  if (repeated.length > 0) throw duplicateNameError(new Set(repeated).size);

  await checkPdfs(input.files);
  const stored: string[] = [];
  const now = deps.clock();
  let created: CaseAnnexureRow[];
  try {
    const rows: NewAnnexure[] = [];
    // Streamed from the spool: no file is ever held whole in memory.
    for (const file of input.files) {
      const storageKey = generateStorageKey('annexures');
      await deps.storage.putFile(storageKey, file.path, 'application/pdf');
      stored.push(storageKey);
      rows.push({
        caseId: owned.id,
        parentCaseFileId: parent?.id ?? null,
        filename: file.filename,
        storageKey,
        sha256: file.sha256,
        sizeBytes: file.size,
        status: 'reading',
        createdBy: input.userId,
        createdAt: now,
        updatedAt: now,
      });
    }
    created = await deps.db.transaction(async (tx) => {
      const inserted = await insertAnnexures(tx, rows);
      await recordAudit(tx, {
        userId: input.userId,
        action: 'annexure.upload',
        subjectType: 'case',
        subjectId: owned.id,
        details: {
          parentCaseFileId: parent?.id ?? null,
          parentFilename: parent?.filename ?? null,
          annexures: inserted.map(({ id, filename, sha256 }) => ({ id, filename, sha256 })),
        },
        at: now,
      });
      return inserted;
    });
  } catch (error) {
    await Promise.allSettled(stored.map((key) => deps.storage.delete(key)));
    // A name taken by another request between the check and the insert.
    if (isUniqueViolation(error)) throw duplicateNameError(1);
    throw error;
  }
  await deps.jobs.sendMany(created.map((row) => ({ name: 'annexure.extract' as const, payload: { annexureId: row.id } })));
  return created.map((row) => presentUploadedAnnexure({ ...row, parentFilename: parent?.filename ?? null }));
}

/** An uploaded annexure's PDF as it was uploaded, under the lawyer's own file name; 404 for another case's. */
export async function readAnnexurePdf(
  deps: Pick<AnnexureServiceDeps, 'db' | 'storage'>,
  input: { caseId: string; annexureId: string },
): Promise<PdfDownload> {
  const annexure = isUuid(input.annexureId) ? await findCaseAnnexure(deps.db, input.caseId, input.annexureId) : undefined;
  const object = annexure ? await deps.storage.openRead(annexure.storageKey) : null;
  if (!annexure || !object) throw notFound();
  return { object, filename: annexure.filename };
}

async function findParentFile(db: Database, caseId: string, caseFileId: string): Promise<CaseFileRow> {
  const file = isUuid(caseFileId) ? await findCaseFile(db, caseFileId) : undefined;
  if (file?.caseId !== caseId) throw notFound();
  return file;
}

/**
 * Refuses, before anything is stored, a file that is empty or is not a PDF by its bytes (whatever its name says),
 * in the words the document reader would use; what is wrong inside a PDF is found when it is read.
 */
async function checkPdfs(files: SpooledFile[]): Promise<void> {
  const errors: FieldErrors = {};
  for (const [index, file] of files.entries()) {
    const type = sniffFileType(file.head);
    if (file.size === 0) addFieldError(errors, `files.${index}`, ingestionErrors.empty().message);
    else if (type !== 'pdf') addFieldError(errors, `files.${index}`, ingestionErrors.notPdf(fileTypeName(type)).message);
  }
  throwIfInvalid(errors);
}
