import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES, REGION_NAME_BY_CODE, type CaseFileMeta, type ProcessedFile, type RegionCode, type UnreadFile } from '@dd/contracts';
import { mayHoldDocuments, sniffFileType } from '@dd/engine';
import type { SpooledFile } from '@dd/http-kit';
import { processPdfs, type ProcessPdfDeps } from '../uploads/process-pdf-service.ts';
import { deleteUpload } from '../uploads/upload-service.ts';

export interface SentFiles {
  /** The sent files that are one document each, for the case to read as it reads any. */
  files: SpooledFile[];
  /** The documents the containers held, staged and read, for the call to name as staged uploads, each with its meta. */
  uploadIds: string[];
  filesMeta: CaseFileMeta[];
  /** What the containers held that is not added, and containers that could not be read, with why. */
  unread: UnreadFile[];
}

interface StageInput {
  userId: string;
  practiceAreaId: number;
  region: RegionCode;
  files: SpooledFile[];
  filesMeta: CaseFileMeta[];
  /** Names and content hashes of the files the case has or is given besides: a document in a container with one is not added. */
  takenNames: readonly string[];
  takenHashes: readonly string[];
  /** Checks to pass before any container is staged (the call's types and questions); not run when there is none. */
  beforeStaging: () => Promise<unknown>;
  signal: AbortSignal;
  log: FastifyBaseLogger;
}

/**
 * The containers among the `files[]` of generate or edit (a data room's .zip, an email and its attachments) read as
 * process-pdf reads them (issue 33): unpacked in a document worker, each document in them staged, read and
 * classified, then added as a staged upload is. A document takes the type the engine recognised, else the type its
 * container's filesMeta entry gives, with that entry's questions where the type is the same and its own questions
 * always; a file that turned out to be one document (a Word file, an email without attachments) takes its entry as
 * sent. What is not read, what the case has already (the same content), and what is named as a file it has are
 * listed as unread, never added; so is a container that could not be read at all. A file with no filesMeta entry is
 * left for the call's own check to name.
 */
export async function stageSentContainers(deps: ProcessPdfDeps, input: StageInput): Promise<SentFiles> {
  const metaByName = new Map(input.filesMeta.map((meta) => [meta.filename, meta]));
  const isContainer = (file: SpooledFile) => metaByName.has(file.filename) && mayHoldDocuments(sniffFileType(file.head));
  const containers = input.files.filter(isContainer);
  const files = input.files.filter((file) => !isContainer(file));
  const sent: SentFiles = {
    files,
    uploadIds: [],
    filesMeta: input.filesMeta.filter((meta) => !containers.some((container) => container.filename === meta.filename)),
    unread: [],
  };
  if (containers.length === 0) return sent;
  await input.beforeStaging();

  const takenNames = new Set([...input.takenNames, ...files.map((file) => file.filename)]);
  const takenHashes = new Set([...input.takenHashes, ...files.map((file) => file.sha256)]);
  const discard = (uploadIds: readonly string[]) => discardStaged(deps, input.userId, uploadIds);
  try {
    // One at a time: each waits on its own documents, and a failure leaves nothing of the others half staged.
    for (const container of containers) {
      const results = await processPdfs(deps, {
        userId: input.userId,
        fields: { practice_area_id: input.practiceAreaId, region: REGION_NAME_BY_CODE[input.region] },
        files: [container],
        signal: input.signal,
        log: input.log,
      });
      const meta = metaByName.get(container.filename)!;
      const alone = results.length === 1 && results[0]!.filename === container.filename;
      for (const result of results) {
        const unread = (reason: string) => sent.unread.push({ filename: result.filename, reason });
        if (result.error !== null || result.uploadId === null) {
          unread(result.error ?? MESSAGES.upload.fileFailed);
        } else if (result.sha256 !== null && takenHashes.has(result.sha256)) {
          await discard([result.uploadId]);
          unread(MESSAGES.upload.duplicateFile);
        } else if (takenNames.has(result.filename)) {
          await discard([result.uploadId]);
          unread(MESSAGES.upload.nameTaken);
        } else {
          takenNames.add(result.filename);
          if (result.sha256 !== null) takenHashes.add(result.sha256);
          sent.uploadIds.push(result.uploadId);
          sent.filesMeta.push(alone ? meta : metaOfContained(result, meta));
        }
      }
    }
  } catch (error) {
    await discard(sent.uploadIds);
    throw error;
  }
  return sent;
}

/** A contained document's meta: the type recognised, else the container's, with the container's questions as they fit. */
function metaOfContained(result: ProcessedFile, container: CaseFileMeta): CaseFileMeta {
  const docTypeId = result.documentType ?? container.docTypeId;
  return {
    filename: result.filename,
    docTypeId,
    ...(docTypeId === container.docTypeId && container.questionIds && { questionIds: container.questionIds }),
    ...(container.customQuestions && { customQuestions: container.customQuestions }),
  };
}

/** Staged documents a call did not take after all (it failed): the lawyer never saw them, so they go at once. */
export async function discardStaged(deps: ProcessPdfDeps, userId: string, uploadIds: readonly string[]): Promise<void> {
  await Promise.allSettled(uploadIds.map((uploadId) => deleteUpload(deps, userId, uploadId)));
}
