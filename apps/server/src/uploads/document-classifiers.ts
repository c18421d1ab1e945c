import { count, eq, max } from 'drizzle-orm';
import { createClassifier, type Classifier } from '@dd/engine';
import { listDocumentTypes } from '../catalogue/catalogue-repository.ts';
import type { Database } from '../db/database.ts';
import { documentTypes } from '../db/schema.ts';

export interface PracticeAreaClassifier {
  classify: Classifier;
  /** Names of the types it can answer, by id. */
  typeNames: Map<number, string>;
}

/**
 * One compiled classifier per practice area, rebuilt only when that area's catalogue changes: any edit, retire
 * or restore bumps a type's updated_at, and a new type changes the count.
 */
export function createDocumentClassifiers(db: Database): (practiceAreaId: number) => Promise<PracticeAreaClassifier> {
  const cache = new Map<number, { version: string; classifier: PracticeAreaClassifier }>();
  return async (practiceAreaId) => {
    const version = await catalogueVersion(db, practiceAreaId);
    const cached = cache.get(practiceAreaId);
    if (cached?.version === version) return cached.classifier;
    const types = await listDocumentTypes(db, { practiceAreaId, includeRetired: false });
    const classifier: PracticeAreaClassifier = {
      classify: createClassifier(
        types.map((type) => ({ id: String(type.id), name: type.name, regions: type.regions, signals: type.signals })),
      ),
      typeNames: new Map(types.map((type) => [type.id, type.name])),
    };
    cache.set(practiceAreaId, { version, classifier });
    return classifier;
  };
}

async function catalogueVersion(db: Database, practiceAreaId: number): Promise<string> {
  const [row] = await db
    .select({ types: count(), latest: max(documentTypes.updatedAt) })
    .from(documentTypes)
    .where(eq(documentTypes.practiceAreaId, practiceAreaId));
  return `${row?.types ?? 0}:${row?.latest?.toISOString() ?? ''}`;
}
