import type { TitleReport, TitleReportsResponse } from '@dd/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api-client.ts';
import { CHAT_API } from '../catalogue/catalogue-paths.ts';

/** Every version of every case's report on title, newest first: the list call without a case answers so to an admin. */
export const allTitleReportsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['admin-title-reports'] as const,
    queryFn: async ({ signal }) => (await api.request<TitleReportsResponse>(`${CHAT_API}/title-reports`, { signal, toastErrors: false })).data.titleReports,
  });

/** Irish and Scottish names keep their accents; an admin typing "sean" still means Seán. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en-GB');

/** The versions whose case title or owner's name holds every word of `text`. */
export function matchingReports(reports: readonly TitleReport[], text: string): readonly TitleReport[] {
  const words = folded(text).split(/\s+/).filter(Boolean);
  if (words.length === 0) return reports;
  return reports.filter((report) => {
    const about = folded(`${report.caseTitle} ${report.owner.name}`);
    return words.every((word) => about.includes(word));
  });
}
