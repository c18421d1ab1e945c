import {
  failedProcessedFile,
  LIMITS,
  MESSAGES,
  type ProcessPdfResponse,
  type QuestionsResponse,
  type ProcessedFile,
  type Region,
} from '@dd/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api-client.ts';
import { CATALOGUE_QUERY_KEY } from '../catalogue/catalogue-queries.ts';
import { CHAT_API } from '../catalogue/catalogue-paths.ts';
import { containerKind, documentKindRefusal } from './accepted-documents.ts';
import { uploadShares } from './upload-shares.ts';

/**
 * The questions a file of this type gets in the case's region, in catalogue order. The page words the failure
 * itself (spec §8 'Failed to load questions for document type'), so the client does not toast it.
 */
export const regionQuestionsQuery = (api: ApiClient, practiceAreaId: number, documentTypeId: number, region: Region) =>
  queryOptions({
    queryKey: [...CATALOGUE_QUERY_KEY, 'questions', practiceAreaId, documentTypeId, region],
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) => {
      const response = await api.request<QuestionsResponse>(
        `${CHAT_API}/pratice-area/${practiceAreaId}/document-types/${documentTypeId}/questions?region=${encodeURIComponent(region)}`,
        { signal, toastErrors: false },
      );
      return [...response.data.questions].sort((a, b) => a.order - b.order);
    },
  });

export interface ProcessPdfInput {
  files: File[];
  practiceAreaId: number;
  region: Region;
  /** Echoed in the `file.processed` events of this request. */
  batchId: string;
  onProgress?: (fraction: number) => void;
}

/**
 * Sends documents (PDFs, Word documents, scans) to be read, classified and stored; each file comes back with its
 * type or its own error.
 */
export function processPdf(api: ApiClient, { files, practiceAreaId, region, batchId, onProgress }: ProcessPdfInput) {
  const form = new FormData();
  for (const file of files) form.append('files[]', file);
  form.append('practice_area_id', String(practiceAreaId));
  form.append('region', region);
  form.append('batch_id', batchId);
  return api.upload<ProcessPdfResponse>('/api/process-pdf', form, { onProgress, toastErrors: false });
}

/**
 * Files the server would refuse, each with why: not a kind of document it reads, too large, or past the number one
 * request takes.
 */
function refuseInBrowser(files: readonly File[]): Map<File, string> {
  const refused = new Map<File, string>();
  let accepted = 0;
  for (const file of files) {
    const wrongKind = documentKindRefusal(file);
    // A data room's .zip may be larger than any one document in it.
    const maxBytes = containerKind(file) === 'archive' ? LIMITS.archiveMaxBytes : LIMITS.pdfMaxBytes;
    if (wrongKind) refused.set(file, wrongKind);
    else if (file.size > maxBytes) refused.set(file, MESSAGES.files.tooLarge(maxBytes));
    else if (accepted >= LIMITS.filesPerRequest) refused.set(file, MESSAGES.files.tooMany(LIMITS.filesPerRequest));
    else accepted += 1;
  }
  return refused;
}

export interface ProcessWithinLimitsInput extends Omit<ProcessPdfInput, 'onProgress'> {
  /** How much of each file has been sent, as it goes (files refused in the browser are never sent). */
  onProgress?: (sent: Map<File, number>) => void;
}

/**
 * The verdicts on the chosen files, matched by name, never by place: first each chosen file's own, in their order
 * (kinds, sizes and counts are checked in the browser first, so a file of another kind or over a limit is refused on
 * its own, in words that say why, and the rest are still read by process-pdf); then those on the files of the
 * archives among them, which the server names by their paths, an archive's refusals before its files. An archive the
 * server unpacked has no verdict of its own: its files take its place. One it could not read has its own, as any
 * file that failed.
 */
export async function processWithinLimits(api: ApiClient, { files, onProgress, ...scope }: ProcessWithinLimitsInput): Promise<ProcessedFile[]> {
  const refused = refuseInBrowser(files);
  const sending = files.filter((file) => !refused.has(file));
  onProgress?.(uploadShares(sending, 0));
  const response =
    sending.length > 0
      ? await processPdf(api, { ...scope, files: sending, onProgress: (fraction) => onProgress?.(uploadShares(sending, fraction)) })
      : { files: [] };
  const answers = new Map(sending.map((file) => [file, response.files.find((result) => result.filename === file.name)]));
  const named = new Set(answers.values());
  const unpacked = response.files.filter((result) => !named.has(result));
  const own = files.flatMap((file) => {
    const answer = answers.get(file);
    if (answer) return [answer];
    // A file sent and not named was an archive, when the answer holds files that were not chosen: they are its.
    if (!refused.has(file) && unpacked.length > 0) return [];
    return [failedProcessedFile(file.name, refused.get(file) ?? MESSAGES.upload.fileFailed)];
  });
  return [...own, ...unpacked];
}

/**
 * The verdicts whose names are free, and how many were not, for the caller to say so as it does of chosen files of
 * such names. Names tell a case's files apart: a file of an archive named as one the case already has, or the same
 * file as one it has whatever its name (`taken`), or named as one before it in the batch or of the same content (two
 * archives holding one document), is left out, and the server told to forget it.
 */
export function withFreeNames(api: ApiClient, verdicts: readonly ProcessedFile[], taken: (verdict: ProcessedFile) => boolean): { verdicts: ProcessedFile[]; duplicates: number } {
  const names = new Set<string>();
  const contents = new Set<string>();
  const free: ProcessedFile[] = [];
  const duplicates: ProcessedFile[] = [];
  for (const verdict of verdicts) {
    const repeated = names.has(verdict.filename) || (verdict.uploadId !== null && verdict.sha256 !== null && contents.has(verdict.sha256));
    if (taken(verdict) || repeated) duplicates.push(verdict);
    else free.push(verdict);
    names.add(verdict.filename);
    if (verdict.uploadId !== null && verdict.sha256 !== null) contents.add(verdict.sha256);
  }
  void discardUploads(api, duplicates.flatMap((verdict) => verdict.uploadId ?? []));
  return { verdicts: free, duplicates: duplicates.length };
}

/**
 * A staged upload's PDF, under the name the lawyer gave the file: what the workflow keeps of a file once it is
 * stored, and what its previews draw. A PDF whatever the lawyer uploaded: a Word document or scan is served as the
 * PDF laid out from it, which pdf.js can draw where it cannot draw the original. It is never sent again (the case
 * calls name its upload), so its original's type would serve nothing; the name stays the lawyer's, as the case knows
 * the file by it.
 */
export async function fetchStagedPdf(api: ApiClient, uploadId: string, name: string): Promise<File> {
  const blob = await api.getBlob(`/api/uploads/${encodeURIComponent(uploadId)}/file`, { toastErrors: false });
  return new File([blob], name, { type: 'application/pdf' });
}

/** Lets the server forget staged uploads the lawyer threw away; one that is already gone is no failure. */
export async function discardUploads(api: ApiClient, uploadIds: readonly string[]): Promise<void> {
  await Promise.allSettled(
    uploadIds.map((uploadId) => api.request(`/api/uploads/${encodeURIComponent(uploadId)}`, { method: 'DELETE', toastErrors: false })),
  );
}
