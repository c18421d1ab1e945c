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

/** Sends PDFs to be read, classified and stored; each file comes back with its type or its own error. */
export function processPdf(api: ApiClient, { files, practiceAreaId, region, batchId, onProgress }: ProcessPdfInput) {
  const form = new FormData();
  for (const file of files) form.append('files[]', file);
  form.append('practice_area_id', String(practiceAreaId));
  form.append('region', region);
  form.append('batch_id', batchId);
  return api.upload<ProcessPdfResponse>('/api/process-pdf', form, { onProgress, toastErrors: false });
}

/** Files the server would refuse, with the limit each breaks: too large, or past the number one request takes. */
function refuseOverLimits(files: readonly File[]): Map<File, string> {
  const refused = new Map<File, string>();
  let accepted = 0;
  for (const file of files) {
    if (file.size > LIMITS.pdfMaxBytes) refused.set(file, MESSAGES.files.tooLarge(LIMITS.pdfMaxBytes));
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
 * One verdict per file, in their order. Sizes and counts are checked in the browser first, so a file over a limit
 * is refused on its own (with that limit's words) and the rest are still read by process-pdf.
 */
export async function processWithinLimits(api: ApiClient, { files, onProgress, ...scope }: ProcessWithinLimitsInput): Promise<ProcessedFile[]> {
  const refused = refuseOverLimits(files);
  const sending = files.filter((file) => !refused.has(file));
  onProgress?.(uploadShares(sending, 0));
  const response =
    sending.length > 0
      ? await processPdf(api, { ...scope, files: sending, onProgress: (fraction) => onProgress?.(uploadShares(sending, fraction)) })
      : { files: [] };
  return files.map(
    (file) =>
      response.files.find((result) => result.filename === file.name) ??
      failedProcessedFile(file.name, refused.get(file) ?? MESSAGES.upload.fileFailed),
  );
}

/** Lets the server forget staged uploads the lawyer threw away; one that is already gone is no failure. */
export async function discardUploads(api: ApiClient, uploadIds: readonly string[]): Promise<void> {
  await Promise.allSettled(
    uploadIds.map((uploadId) => api.request(`/api/uploads/${encodeURIComponent(uploadId)}`, { method: 'DELETE', toastErrors: false })),
  );
}
