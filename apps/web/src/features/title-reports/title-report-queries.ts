import type {
  Annexure,
  AnnexuresResponse,
  ChecklistItem,
  ChecklistItemInput,
  ChecklistItemResponse,
  ChecklistResponse,
  TitleReport,
  TitleReportResponse,
  TitleReportsResponse,
} from '@dd/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api-client.ts';
import { CHAT_API } from '../catalogue/catalogue-paths.ts';

/**
 * While a report is being drafted or an annexure read, its tab asks again this often: the realtime event brings
 * the result at once, and this keeps a missed event (a dropped connection) from leaving the tab waiting.
 */
const POLL_MS = 3000;

export const titleReportsQueryKey = (caseId: string) => ['title-reports', caseId] as const;
export const checklistQueryKey = (caseId: string) => ['title-report-checklist', caseId] as const;
export const annexuresQueryKey = (caseId: string) => ['annexures', caseId] as const;

/** Every version of the case's report on title, newest first. The tab words a failure itself. */
export const titleReportsQuery = (api: ApiClient, caseId: string) =>
  queryOptions({
    queryKey: titleReportsQueryKey(caseId),
    queryFn: async ({ signal }) =>
      (await api.request<TitleReportsResponse>(`${CHAT_API}/title-reports?${new URLSearchParams({ caseId })}`, { signal, toastErrors: false })).data
        .titleReports,
    refetchInterval: (query) => (query.state.data?.some((report) => report.status === 'pending') ? POLL_MS : false),
  });

/** The versions with `report` in them, replaced or added as the newest; when it is active, it is the only one. */
export function withReport(reports: readonly TitleReport[], report: TitleReport): TitleReport[] {
  const known = reports.some((version) => version.id === report.id);
  const merged = known ? reports.map((version) => (version.id === report.id ? report : version)) : [report, ...reports];
  return report.active ? merged.map((version) => (version.id === report.id || !version.active ? version : { ...version, active: false })) : merged;
}

/** A new version is drafted in the background; `regenerate: false` returns the report there is, if any. */
export const generateTitleReport = async (api: ApiClient, caseId: string, regenerate: boolean) =>
  (
    await api.request<TitleReportResponse>(`${CHAT_API}/admin/generate-title-report/${caseId}`, {
      method: 'POST',
      body: { regenerate },
      toastErrors: false,
    })
  ).data.titleReport;

export const activateTitleReport = async (api: ApiClient, reportId: string) =>
  (await api.request<TitleReportResponse>(`${CHAT_API}/admin/active-title-report/${reportId}`, { method: 'PUT', toastErrors: false })).data.titleReport;

export const deleteTitleReport = (api: ApiClient, reportId: string) =>
  api.request(`${CHAT_API}/admin/delete-title-report/${reportId}`, { method: 'DELETE', toastErrors: false });

/**
 * The case's checklist as it stands, drawn up the first time it is asked for: the spec's one call for it does both
 * (`regenerate: false`). Kept until the lawyer draws it up again or `checklist.ready` brings another tab's. A
 * refusal (no register yet) is the tab's to word, and is not retried.
 */
export const checklistQuery = (api: ApiClient, caseId: string) =>
  queryOptions<ChecklistItem[]>({
    queryKey: checklistQueryKey(caseId),
    queryFn: () => drawUpChecklist(api, caseId, false),
    staleTime: Infinity,
    retry: false,
  });

/** The checks run over the case's registers; `regenerate: false` returns the checklist there is, if any. */
export const drawUpChecklist = async (api: ApiClient, caseId: string, regenerate: boolean) =>
  (
    await api.request<ChecklistResponse>(`${CHAT_API}/response/ai/title-report-checklist/${caseId}`, {
      method: 'POST',
      body: { regenerate },
      toastErrors: false,
    })
  ).data.checklist.items;

export const saveChecklistItem = async (api: ApiClient, itemId: string, input: ChecklistItemInput) =>
  (
    await api.request<ChecklistItemResponse>(`${CHAT_API}/title-report-checklist/items/${itemId}`, {
      method: 'PUT',
      body: { ...input },
      toastErrors: false,
    })
  ).data.item;

/** The case's annexures: those found in its files and those the lawyer uploaded. The tab words a failure itself. */
export const annexuresQuery = (api: ApiClient, caseId: string) =>
  queryOptions({
    queryKey: annexuresQueryKey(caseId),
    queryFn: async ({ signal }) => (await api.request<AnnexuresResponse>(`${CHAT_API}/annexures/${caseId}`, { signal, toastErrors: false })).data.annexures,
    refetchInterval: (query) => (query.state.data?.some((annexure) => annexure.status === 'reading') ? POLL_MS : false),
  });

/** The annexures with `changed` in them: each replaces the one of its id, or is added at the end. */
export function withAnnexures(annexures: readonly Annexure[], changed: readonly Annexure[]): Annexure[] {
  const byId = new Map(changed.map((annexure) => [annexure.id, annexure]));
  const kept = annexures.map((annexure) => byId.get(annexure.id) ?? annexure);
  return [...kept, ...changed.filter((annexure) => !annexures.some((known) => known.id === annexure.id))];
}

export interface UploadAnnexuresInput {
  caseId: string;
  /** The case file the annexures belong to, when the lawyer said which. */
  caseFileId: string | null;
  files: File[];
  onProgress?: (fraction: number) => void;
  /** One per submission: the same files sent again after a network error are not added twice. */
  idempotencyKey: string;
}

/** Sends annexure PDFs; they come back being read, and `annexure.ready` follows for each. */
export async function uploadAnnexures(
  api: ApiClient,
  { caseId, caseFileId, files, onProgress, idempotencyKey }: UploadAnnexuresInput,
): Promise<Annexure[]> {
  const form = new FormData();
  form.append('caseId', caseId);
  if (caseFileId) form.append('caseFileId', caseFileId);
  for (const file of files) form.append('files[]', file);
  return (await api.upload<AnnexuresResponse>(`${CHAT_API}/upload-annexure`, form, { onProgress, toastErrors: false, idempotencyKey })).data.annexures;
}

/** An uploaded annexure's own PDF, for the viewer. */
export const annexurePdfPath = (caseId: string, annexureId: string) => `${CHAT_API}/annexures/${caseId}/${annexureId}/file`;
