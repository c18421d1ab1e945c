import { notifyCase } from '../case-members/case-member-service.ts';
import { MESSAGES } from '@dd/contracts';
import { detectAnnexures, isIngestionError, type ExtractedDocument } from '@dd/engine';
import type { CasePipelineDeps } from '../cases/case-pipeline.ts';
import { updateCase } from '../cases/case-repository.ts';
import { bankOf, insertPlannedFiles, queueFileWork } from '../cases/case-service.ts';
import { isUniqueViolation } from '../db/postgres-errors.ts';
import type { CaseAnnexureRow, CaseFileRow, CaseRow } from '../db/schema.ts';
import { recordPagesRead } from '../metrics/record-metrics.ts';
import { copyObject } from '../storage/copy-object.ts';
import { generateStorageKey } from '../storage/storage.ts';
import { readDocumentInWorker } from '../uploads/read-document-in-worker.ts';
import type { ExtractUploadDeps } from '../uploads/extract-upload.ts';
import { presentUploadedAnnexure } from './annexure-presenter.ts';
import { findAnnexure, settleAnnexure, updateAnnexure, type AnnexureChanges, type AnnexureWithParent } from './annexure-repository.ts';

/** What the case pipeline works with (no language model: nothing is answered here), and the classifiers. */
export type AnnexurePipelineDeps = Omit<CasePipelineDeps, 'ai'> & Pick<ExtractUploadDeps, 'classifierFor'>;

type ReadingAnnexure = AnnexureWithParent & { case: CaseRow };

const PLAN = 'Plan';
const ANNEXURE = 'Annexure';
/** A plan is mostly drawing: fewer words than this on its average page is very little text. */
const PLAN_MAX_WORDS_PER_PAGE = 60;
/** How a plan names itself: a line opening "Plan 2", "The Plan", "Title plan", or a title or filed plan anywhere. */
const PLAN_WORDS = /^(?:the\s+)?(?:title\s+|filed\s+)?plan\b|\b(?:title|filed)\s+plan\b/i;

/**
 * The `annexure.extract` job: reads an uploaded annexure in a document worker (text with positions, OCR where a
 * page has none) and works out what it is. One recognised as a type of the case's practice area with a question
 * bank (a lease, a transfer, a charge…) joins the case as a file of that type, with copies of its PDF and text
 * so that removing either leaves the other whole, and is answered by the case pipeline; anything else is a plan
 * or an annexure. Its owner hears `annexure.ready` either way, or with the reason it could not be read. An
 * annexure no longer being read (done, or removed) is left as it is.
 */
export async function extractAnnexure(deps: AnnexurePipelineDeps, annexureId: string): Promise<void> {
  const row = await findAnnexure(deps.db, annexureId);
  if (!row || row.status !== 'reading') return;
  let document: ExtractedDocument;
  try {
    ({ document } = await readDocumentInWorker(deps.documentWorkers, { storage: deps.storage, key: row.storageKey }, deps.limits, {
      owner: row.case.userId,
      accept: 'pdf',
    }));
  } catch (error) {
    // A drawing with no words at all is what a plan often is, not a fault of the file.
    if (isIngestionError(error) && error.code === 'no_text') {
      await settle(deps, row, { status: 'ready', kind: PLAN });
      return;
    }
    // A file the readers cannot read is that annexure's answer; anything else is ours, logged, and told plainly.
    if (!isIngestionError(error)) deps.log.error({ err: error, annexureId, filename: row.filename }, 'An annexure could not be read');
    await settle(deps, row, { status: 'failed', error: isIngestionError(error) ? error.message : MESSAGES.upload.fileFailed });
    return;
  }

  recordPagesRead(document);
  try {
    await classifyAndSettle(deps, row, document);
  } catch (error) {
    deps.log.error({ err: error, annexureId, filename: row.filename }, 'An annexure could not be read');
    await settle(deps, row, { status: 'failed', error: MESSAGES.upload.fileFailed });
  }
}

async function classifyAndSettle(deps: AnnexurePipelineDeps, row: ReadingAnnexure, document: ExtractedDocument): Promise<void> {
  const { practiceAreaId, region } = row.case;
  const pages = document.pages.map(({ page, text }) => ({ page, text }));
  const classifier = await deps.classifierFor(practiceAreaId);
  const { documentTypeId } = classifier.classify({ pages, filename: row.filename }, { region });
  const typeId = documentTypeId === null ? null : Number(documentTypeId);
  const bank = typeId === null ? null : await bankOf(deps.db, typeId, practiceAreaId, region);

  const extracted = Buffer.from(JSON.stringify(document));
  const extractedKey = generateStorageKey('annexures-extracted');
  await deps.storage.put(extractedKey, extracted, 'application/json');
  const read = { status: 'ready', extractedKey, pages: document.pageCount, updatedAt: deps.clock() } as const;
  let outcome: Settled | undefined;
  try {
    outcome =
      typeId !== null && bank && bank.length > 0
        ? await joinCase(deps, row, {
            read,
            type: { id: typeId, name: classifier.typeNames.get(typeId)! },
            questions: bank.map(({ question, version }) => ({ questionId: question.id, versionId: version.id })),
            copy: { extracted, ocrPages: document.ocrPages, annexures: detectAnnexures(pages) },
          })
        : asAnnexure(await settleAnnexure(deps.db, row.id, { ...read, kind: readsAsPlan(pages) ? PLAN : ANNEXURE }));
  } catch (error) {
    await deps.storage.delete(extractedKey);
    throw error;
  }
  // Removed while it was read: what was just stored belongs to nobody.
  if (!outcome) {
    await deps.storage.delete(extractedKey);
    return;
  }
  if (outcome.file) await queueFileWork(deps.jobs, [outcome.file]);
  await announce(deps, row, outcome.annexure);
}

/** How an annexure's reading was recorded, with the case file it became, if it became one. */
type Settled = { annexure: CaseAnnexureRow; file: CaseFileRow | null };
const asAnnexure = (annexure: CaseAnnexureRow | undefined): Settled | undefined => annexure && { annexure, file: null };

/**
 * Makes the annexure a file of the case, of the type it was recognised as, with a pending answer for each of
 * the type's questions, exactly as a file added to the case, and with its own copies of the PDF and text; the
 * case is processing again until the pipeline has answered it. A name a case file took meanwhile keeps it an
 * annexure of that kind.
 */
async function joinCase(
  deps: AnnexurePipelineDeps,
  row: ReadingAnnexure,
  input: {
    read: { status: 'ready'; extractedKey: string; pages: number; updatedAt: Date };
    type: { id: number; name: string };
    questions: { questionId: number; versionId: number }[];
    copy: { extracted: Buffer; ocrPages: number[]; annexures: CaseFileRow['annexures'] };
  },
): Promise<Settled | undefined> {
  const copies = { storageKey: generateStorageKey('cases'), extractedKey: generateStorageKey('cases-extracted') };
  const discard = () => Promise.allSettled([deps.storage.delete(copies.storageKey), deps.storage.delete(copies.extractedKey)]);
  let joined: Settled | undefined;
  try {
    await copyObject(deps.storage, row.storageKey, copies.storageKey, 'application/pdf');
    await deps.storage.put(copies.extractedKey, input.copy.extracted, 'application/json');
    joined = await deps.db.transaction(async (tx) => {
      if (!(await settleAnnexure(tx, row.id, { ...input.read, kind: input.type.name }))) return undefined;
      const [file] = await insertPlannedFiles(
        tx,
        row.caseId,
        [
          {
            incoming: {
              kind: 'staged',
              upload: {
                filename: row.filename,
                ...copies,
                // An annexure is a PDF as uploaded: there is no other original.
                originalKey: null,
                source: null,
                sha256: row.sha256,
                sizeBytes: row.sizeBytes,
                pages: input.read.pages,
                ocrPages: input.copy.ocrPages,
                annexures: input.copy.annexures,
              },
            },
            meta: { filename: row.filename, docTypeId: input.type.id },
            questions: input.questions,
          },
        ],
        new Map(),
        // A document found among the annexures comes with its type's bank: no one's own questions.
        { at: input.read.updatedAt, askedBy: null },
      );
      await updateCase(tx, row.caseId, { status: 'processing', updatedAt: input.read.updatedAt });
      return { annexure: (await updateAnnexure(tx, row.id, { caseFileId: file!.id }))!, file: file! };
    });
  } catch (error) {
    await discard();
    if (!isUniqueViolation(error)) throw error;
    return asAnnexure(await settleAnnexure(deps.db, row.id, { ...input.read, kind: input.type.name }));
  }
  if (!joined) await discard();
  return joined;
}

/** An annexure whose reading failed for good (its retries spent, by crashing its workers): it fails, told plainly. */
export async function giveUpAnnexure(deps: AnnexurePipelineDeps, annexureId: string): Promise<void> {
  const row = await findAnnexure(deps.db, annexureId);
  if (!row || row.status !== 'reading') return;
  await settle(deps, row, { status: 'failed', error: MESSAGES.upload.fileFailed });
}

/** Records how the reading ended on an annexure still being read, and tells its owner; undefined once removed. */
async function settle(deps: AnnexurePipelineDeps, row: ReadingAnnexure, changes: AnnexureChanges): Promise<CaseAnnexureRow | undefined> {
  const saved = await settleAnnexure(deps.db, row.id, { ...changes, updatedAt: deps.clock() });
  if (saved) await announce(deps, row, saved);
  return saved;
}

/** Tells the case's owner and members that an annexure has been read. */
async function announce(deps: AnnexurePipelineDeps, row: ReadingAnnexure, saved: CaseAnnexureRow): Promise<void> {
  await notifyCase(deps, row.caseId, row.case.userId, 'annexure.ready', { caseId: row.caseId, annexure: presentUploadedAnnexure({ ...saved, parentFilename: row.parentFilename }) });
}

/** Very little text for its pages, or text that calls itself a plan. */
function readsAsPlan(pages: { text: string }[]): boolean {
  const words = pages.reduce((total, page) => total + page.text.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length, 0);
  if (words < PLAN_MAX_WORDS_PER_PAGE * Math.max(pages.length, 1)) return true;
  return pages.some((page) => page.text.split('\n').some((line) => PLAN_WORDS.test(line.trim())));
}
