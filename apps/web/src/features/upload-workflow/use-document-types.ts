import type { DocumentType, Region } from '@dd/contracts';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../lib/api-client-context.tsx';
import { appliesIn } from '../catalogue/catalogue-filter.ts';
import { documentTypesQuery } from '../catalogue/catalogue-queries.ts';

/** The practice area's document types that apply in the case's region. */
export function useDocumentTypes(practiceAreaId: number | null, region: Region | null) {
  const api = useApiClient();
  const query = useQuery({ ...documentTypesQuery(api, practiceAreaId ?? 0), enabled: practiceAreaId !== null });
  const types: DocumentType[] = (query.data ?? []).filter((type) => region === null || appliesIn(type.regions, [region]));
  return { types, isPending: query.isPending && practiceAreaId !== null, isError: query.isError, refetch: query.refetch };
}
