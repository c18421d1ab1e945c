import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { PRACTICE_AREAS } from '@dd/contracts';
import type { Database } from '../db/database.ts';
import type { DocumentTypeRow } from '../db/schema.ts';
import {
  addQuestionVersion,
  findCatalogueState,
  insertDocumentTypes,
  insertQuestions,
  listAllCurrentQuestions,
  listDocumentTypes,
  lockCatalogue,
  saveCatalogueState,
  setQuestionPositions,
  updateDocumentType,
  updateQuestion,
  type CurrentQuestion,
  type DocumentTypeChanges,
  type NewDocumentType,
  type NewQuestion,
  type Wording,
  sameWording,
} from './catalogue-repository.ts';
import { CATALOGUE_SEED, CATALOGUE_VERSION, type CatalogueSeed, type DocumentTypeSeed, type QuestionSeed } from './seed/index.ts';

interface Counts {
  added: number;
  updated: number;
  retired: number;
  restored: number;
  /** Rows the seed would have changed but an admin had edited (or the firm owns): left as they are. */
  keptAdminEdits: number;
}

export interface CatalogueSyncSummary {
  /** False when the stored catalogue already came from this exact seed: nothing was read or written. */
  applied: boolean;
  version: number;
  documentTypes: Counts;
  /** `updated` counts questions given a new wording; `moved` those whose position followed the seed's order. */
  questions: Counts & { moved: number };
}

/** Identifies a seed's content: a sync runs only when it differs from the one stored. */
export function catalogueSeedHash(seed: CatalogueSeed = CATALOGUE_SEED, version: number = CATALOGUE_VERSION): string {
  return createHash('sha256').update(JSON.stringify({ version, seed })).digest('hex');
}

/**
 * Brings the stored catalogue up to the seed. Types and questions are matched by key: new ones are added,
 * seed rows no admin has edited follow the seed (a changed wording becomes a new question version, so earlier
 * answers keep theirs), and seed rows whose key left the seed are retired until it returns. Whatever an admin
 * edited, added or retired stays exactly as the admin left it. Runs in one transaction under an advisory lock,
 * so processes starting together apply it once.
 */
export async function syncCatalogueSeed(
  db: Database,
  options: { seed?: CatalogueSeed; version?: number; now?: Date } = {},
): Promise<CatalogueSyncSummary> {
  const seed = options.seed ?? CATALOGUE_SEED;
  const version = options.version ?? CATALOGUE_VERSION;
  const now = options.now ?? new Date();
  const contentHash = catalogueSeedHash(seed, version);
  const summary: CatalogueSyncSummary = {
    applied: false,
    version,
    documentTypes: emptyCounts(),
    questions: { ...emptyCounts(), moved: 0 },
  };

  return db.transaction(async (tx) => {
    await lockCatalogue(tx);
    if ((await findCatalogueState(tx))?.contentHash === contentHash) return summary;
    summary.applied = true;

    const rows = await listDocumentTypes(tx, { includeRetired: true });
    const rowsByKey = new Map(rows.map((row) => [row.key, row]));
    const questionsByType = new Map<number, CurrentQuestion[]>();
    for (const current of await listAllCurrentQuestions(tx)) {
      const list = questionsByType.get(current.question.documentTypeId) ?? [];
      list.push(current);
      questionsByType.set(current.question.documentTypeId, list);
    }
    const newQuestions: NewQuestion[] = [];

    const added = await insertDocumentTypes(
      tx,
      seed.flatMap((type, index) => (rowsByKey.has(type.key) ? [] : [newTypeRow(type, index, now)])),
    );
    summary.documentTypes.added = added.length;
    for (const row of added) {
      const type = seed.find((candidate) => candidate.key === row.key)!;
      for (const question of type.questions) newQuestions.push(newSeedQuestion(row.id, question, question.order, now));
    }

    for (const [index, type] of seed.entries()) {
      const row = rowsByKey.get(type.key);
      if (!row) continue;
      if (row.source === 'firm') {
        summary.documentTypes.keptAdminEdits += 1;
        continue;
      }
      await syncDocumentType(tx, { row, type, position: index + 1, now, summary });
      await syncQuestions(tx, { row, type, existing: questionsByType.get(row.id) ?? [], newQuestions, now, summary });
    }

    const seedKeys = new Set(seed.map((type) => type.key));
    for (const row of rows) {
      if (row.source !== 'seed' || seedKeys.has(row.key) || row.retiredAt !== null) continue;
      if (row.editedByAdmin) {
        summary.documentTypes.keptAdminEdits += 1;
        continue;
      }
      await updateDocumentType(tx, row.id, { retiredAt: now, retiredBy: 'seed', updatedAt: now });
      summary.documentTypes.retired += 1;
    }

    await insertQuestions(tx, newQuestions);
    summary.questions.added = newQuestions.length;
    await saveCatalogueState(tx, { version, contentHash, at: now });
    return summary;
  });
}

/** The one log line of a sync. */
export function formatCatalogueSync(summary: CatalogueSyncSummary): string {
  const { documentTypes: types, questions } = summary;
  if (!summary.applied) return `Catalogue seed v${summary.version}: already applied`;
  return (
    `Catalogue seed v${summary.version} applied: document types ${types.added} added, ${types.updated} updated, ` +
    `${types.retired} retired, ${types.restored} restored; questions ${questions.added} added, ` +
    `${questions.updated} reworded, ${questions.moved} moved, ${questions.retired} retired, ${questions.restored} restored; ` +
    `${types.keptAdminEdits + questions.keptAdminEdits} admin-edited rows left alone`
  );
}

const emptyCounts = (): Counts => ({ added: 0, updated: 0, retired: 0, restored: 0, keptAdminEdits: 0 });

const typeFields = (type: DocumentTypeSeed) => ({
  practiceAreaId: practiceAreaIdOf(type),
  name: type.name,
  description: type.description,
  regions: type.regions,
  central: type.central,
  signals: type.signals,
});

const practiceAreaIdOf = (type: DocumentTypeSeed) => PRACTICE_AREAS.find((area) => area.slug === type.practiceArea)!.id;

function newTypeRow(type: DocumentTypeSeed, index: number, now: Date): NewDocumentType {
  return { key: type.key, ...typeFields(type), position: index + 1, source: 'seed', createdAt: now, updatedAt: now };
}

const wordingOf = (question: QuestionSeed): Wording => ({
  text: question.question,
  answerType: question.answerType,
  hints: question.hints,
  regions: question.regions,
  hypothesis: question.hypothesis ?? null,
});

function newSeedQuestion(documentTypeId: number, question: QuestionSeed, position: number, now: Date): NewQuestion {
  return { documentTypeId, key: question.key, position, source: 'seed', wording: wordingOf(question), createdBy: null, at: now };
}

interface TypeSync {
  row: DocumentTypeRow;
  type: DocumentTypeSeed;
  now: Date;
  summary: CatalogueSyncSummary;
}

async function syncDocumentType(tx: Database, { row, type, position, now, summary }: TypeSync & { position: number }) {
  const changes: DocumentTypeChanges = {};
  if (row.position !== position) changes.position = position;
  const wanted = typeFields(type);
  const differing = (Object.keys(wanted) as (keyof typeof wanted)[]).filter(
    (field) => !isDeepStrictEqual(row[field], wanted[field]),
  );
  if (differing.length > 0 && row.editedByAdmin) summary.documentTypes.keptAdminEdits += 1;
  if (differing.length > 0 && !row.editedByAdmin) {
    for (const field of differing) Object.assign(changes, { [field]: wanted[field] });
    summary.documentTypes.updated += 1;
  }
  if (row.retiredBy === 'seed') {
    Object.assign(changes, { retiredAt: null, retiredBy: null });
    summary.documentTypes.restored += 1;
  }
  if (Object.keys(changes).length === 0) return;
  const onlyMoved = Object.keys(changes).length === 1 && changes.position !== undefined;
  await updateDocumentType(tx, row.id, onlyMoved ? changes : { ...changes, updatedAt: now });
}

async function syncQuestions(
  tx: Database,
  { row, type, existing, newQuestions, now, summary }: TypeSync & { existing: CurrentQuestion[]; newQuestions: NewQuestion[] },
) {
  const byKey = new Map(existing.map((current) => [current.question.key, current]));
  const seedKeys = new Set(type.questions.map((question) => question.key));

  for (const seedQuestion of type.questions) {
    const current = byKey.get(seedQuestion.key);
    if (!current) continue;
    const { question, version } = current;
    if (question.source === 'firm') continue;
    const restoring = question.retiredBy === 'seed';
    if (restoring) summary.questions.restored += 1;
    const wording = wordingOf(seedQuestion);
    const reword = !question.editedByAdmin && !sameWording(version, wording);
    if (question.editedByAdmin && !sameWording(version, wording)) summary.questions.keptAdminEdits += 1;
    const restore = { retiredAt: null, retiredBy: null, updatedAt: now };
    if (reword) {
      const changes = restoring ? restore : {};
      await addQuestionVersion(tx, { questionId: question.id, wording, createdBy: null, at: now, changes });
      summary.questions.updated += 1;
    } else if (restoring) {
      await updateQuestion(tx, question.id, restore);
    }
  }

  for (const { question } of existing) {
    if (question.source !== 'seed' || seedKeys.has(question.key) || question.retiredAt !== null) continue;
    if (question.editedByAdmin) {
      summary.questions.keptAdminEdits += 1;
      continue;
    }
    await updateQuestion(tx, question.id, { retiredAt: now, retiredBy: 'seed', updatedAt: now });
    summary.questions.retired += 1;
  }

  const fresh = type.questions.filter((question) => !byKey.has(question.key));
  if (row.questionOrderEdited) {
    // The admin's order stands: new seed questions go after it, in seed order.
    const last = Math.max(0, ...existing.map(({ question }) => question.position));
    fresh.forEach((question, index) => newQuestions.push(newSeedQuestion(row.id, question, last + index + 1, now)));
    return;
  }
  // Seed questions in seed order, then the firm's own (and any the seed dropped) in their current order.
  const ordered: (CurrentQuestion | QuestionSeed)[] = [
    ...type.questions.map((question) => byKey.get(question.key) ?? question),
    ...existing.filter(({ question }) => !(seedKeys.has(question.key) && question.source === 'seed')),
  ].filter((item, index, all) => all.indexOf(item) === index);
  const moves: { id: number; position: number }[] = [];
  ordered.forEach((item, index) => {
    const position = index + 1;
    if ('key' in item) newQuestions.push(newSeedQuestion(row.id, item, position, now));
    else if (item.question.position !== position) moves.push({ id: item.question.id, position });
  });
  await setQuestionPositions(tx, moves);
  summary.questions.moved += moves.length;
}
