import { REGION_CODE_BY_NAME, type DocumentType, type Question, type Region } from '@dd/contracts';
import type { Database } from '../db/database.ts';
import { notFound } from '@dd/http-kit';
import { catalogueId } from './catalogue-ids.ts';
import { presentDocumentType, presentQuestion } from './catalogue-presenter.ts';
import { findDocumentType, listCurrentQuestions, listDocumentTypes } from './catalogue-repository.ts';
import { findPracticeArea } from './practice-areas.ts';

/** The live document types of a practice area (id or slug), in catalogue order; `region` keeps those that apply there. */
export async function listAreaDocumentTypes(db: Database, areaParam: string, region?: Region): Promise<DocumentType[]> {
  const area = findPracticeArea(areaParam);
  if (!area) throw notFound();
  const rows = await listDocumentTypes(db, {
    practiceAreaId: area.id,
    region: region && REGION_CODE_BY_NAME[region],
    includeRetired: false,
  });
  return rows.map(presentDocumentType);
}

/**
 * The live questions of a live document type of the practice area, in order and in their current wording;
 * `region` keeps those asked there. A type of another area, a retired one or none at all: 404.
 */
export async function listTypeQuestions(
  db: Database,
  params: { area: string; docTypeId: string },
  region?: Region,
): Promise<Question[]> {
  const area = findPracticeArea(params.area);
  if (!area) throw notFound();
  const type = await findDocumentType(db, catalogueId(params.docTypeId));
  if (!type || type.practiceAreaId !== area.id || type.retiredAt !== null) throw notFound();
  const rows = await listCurrentQuestions(db, type.id, { region: region && REGION_CODE_BY_NAME[region], includeRetired: false });
  return rows.map(presentQuestion);
}
