import { REGION_CODE_BY_NAME, type DocumentTypesResponse, type QuestionsResponse, type Region } from '@dd/contracts';
import type { Database } from '../db/database.ts';
import { notFound } from '@dd/http-kit';
import type { CatalogueCache } from './catalogue-cache.ts';
import { catalogueId } from './catalogue-ids.ts';
import { presentDocumentType, presentQuestion } from './catalogue-presenter.ts';
import { findDocumentType, listCurrentQuestions, listDocumentTypes } from './catalogue-repository.ts';
import { findPracticeArea } from './practice-areas.ts';

export interface CatalogueReadDeps {
  db: Database;
  cache: CatalogueCache;
}

/**
 * The live document types of a practice area (id or slug), in catalogue order; `region` keeps those that apply
 * there. The whole response body, and the same object while the catalogue is unchanged (see serialize-once.ts).
 */
export async function listAreaDocumentTypes(deps: CatalogueReadDeps, areaParam: string, region?: Region): Promise<DocumentTypesResponse> {
  const area = findPracticeArea(areaParam);
  if (!area) throw notFound();
  return deps.cache.get(`types:${area.id}:${region ?? ''}`, async () => {
    const rows = await listDocumentTypes(deps.db, {
      practiceAreaId: area.id,
      region: region && REGION_CODE_BY_NAME[region],
      includeRetired: false,
    });
    return { data: { documentTypes: rows.map(presentDocumentType) } };
  });
}

/**
 * The live questions of a live document type of the practice area, in order and in their current wording;
 * `region` keeps those asked there. A type of another area, a retired one or none at all: 404. The whole
 * response body, as for the types.
 */
export async function listTypeQuestions(
  deps: CatalogueReadDeps,
  params: { area: string; docTypeId: string },
  region?: Region,
): Promise<QuestionsResponse> {
  const area = findPracticeArea(params.area);
  if (!area) throw notFound();
  const typeId = catalogueId(params.docTypeId);
  // null stands for "no such live type here", so a miss is remembered too and answered 404 from memory.
  const body = await deps.cache.get(`questions:${area.id}:${typeId}:${region ?? ''}`, async () => {
    const type = await findDocumentType(deps.db, typeId);
    if (!type || type.practiceAreaId !== area.id || type.retiredAt !== null) return null;
    const rows = await listCurrentQuestions(deps.db, type.id, { region: region && REGION_CODE_BY_NAME[region], includeRetired: false });
    return { data: { questions: rows.map(presentQuestion) } };
  });
  if (!body) throw notFound();
  return body;
}
