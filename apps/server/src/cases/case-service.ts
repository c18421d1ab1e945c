import { requireCaseRole } from '../case-members/require-case-role.ts';
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  CASE_LIMITS,
  MESSAGES,
  PRACTICE_AREAS,
  REGION_CODE_BY_NAME,
  type Case,
  type AnswerVerifyInput,
  type CaseAnswer,
  type CaseCommentInput,
  type CaseCustomQuestion,
  type CaseFileMeta,
  type CasesQuery,
  type CaseSummary,
  type CaseEngineInput,
  type CaseTitleInput,
  type CustomQuestionsInput,
  type EditCaseFields,
  type GenerateCaseFields,
  type RegionCode,
  type SourceFileType,
  type UnreadFile,
} from '@dd/contracts';
import { addFieldError, type FieldErrors, HttpError, notFound, type SpooledFile, throwIfInvalid } from '@dd/http-kit';
import { MIME_TYPES } from '@dd/engine';
import { deleteAttachedAnnexures, listAnnexureStorageKeys } from '../annexures/annexure-repository.ts';
import { recordAudit } from '../audit/audit-log-repository.ts';
import { createRecentAudit } from '../audit/recent-audit.ts';
import { findDocumentType, listCurrentQuestions } from '../catalogue/catalogue-repository.ts';
import type { Database } from '../db/database.ts';
import { isUniqueViolation } from '../db/postgres-errors.ts';
import { isUuid } from '../db/is-uuid.ts';
import type { CaseAnswerRow, CaseFileRow, CaseRow, UploadRow } from '../db/schema.ts';
import { renditionFilename, type OriginalDownload, type PdfDownload } from '../http/send-pdf.ts';
import type { JobSender } from '../jobs/job-queue.ts';
import { generateStorageKey, type Storage } from '../storage/storage.ts';
import type { UploadLimits } from '../config.ts';
import { takeUploadRows } from '../uploads/upload-repository.ts';
import { cancelWork } from '../jobs/work-registry.ts';
import { applyPlannedEdits, planAnswerEdits } from './answer-edits.ts';
import type { CachedCaseRecord, CaseRecordCache } from './case-record-cache.ts';
import type { CaseTallyCache } from './case-tally-cache.ts';
import { newCaseBuiltinOnly } from '../model-usage/model-usage-service.ts';
import { answerConflict, caseConflict } from './case-conflicts.ts';
import { presentAnswer, presentCase, presentCaseSummary, presentCustomQuestion } from './case-presenter.ts';
import { applyRetypes, type CheckedRetype } from './retype-case-files.ts';
import { discardStaged, stageSentContainers } from './stage-sent-containers.ts';
import {
  changeAnswer,
  changeCase,
  changeVerification,
  deleteCaseFileRow,
  deleteCaseRow,
  deleteCustomQuestion as deleteCustomQuestionRow,
  findAnswer,
  findCase,
  findCaseFile,
  findCustomQuestionAnswer,
  findCustomQuestionOwner,
  insertCase,
  insertCaseFiles,
  insertCustomQuestions,
  insertPendingAnswers,
  listCaseFiles,
  listCaseStorageKeys,
  listAnnouncedCustomAnswers,
  listCustomQuestions,
  listUserCases,
  loadCaseRecord,
  nextAnswerPosition,
  resetAnswersToPending,
  tallyCases,
  updateCase,
  updateCaseFile,
  updateCustomQuestionText,
  type AnswerWithQuestion,
  type NewCaseAnswer,
} from './case-repository.ts';

export interface CaseServiceDeps {
  db: Database;
  storage: Storage;
  jobs: JobSender;
  clock: () => Date;
}


/** The case record as the API shows it; 404 once it is gone. */
export async function getCase(deps: Pick<CaseServiceDeps, 'db'>, caseId: string): Promise<Case> {
  const record = await loadCaseRecord(deps.db, caseId);
  if (!record) throw notFound();
  return presentCase(record);
}

/** The case page reads the record again on every live update; the trail needs to know it was opened, not each read. */
const recordView = createRecentAudit(10 * 60 * 1000);

/**
 * The case record as its owner opens it, serialised by `serialize` (the route's own serializer), with its entity
 * tag; the opening is recorded in the case's audit trail. The case page reads it on every live update, so the body
 * is served from the cache while the case's record version (`recordVersion`, read before this call with the
 * case's owner) says nothing it is built from has changed.
 */
export async function viewCaseRecord(
  deps: Pick<CaseServiceDeps, 'db' | 'clock'> & { caseRecords: CaseRecordCache },
  input: { userId: string; caseId: string; recordVersion: number },
  serialize: (response: { data: { case: Case } }) => string,
): Promise<CachedCaseRecord> {
  const version = input.recordVersion;
  let record = deps.caseRecords.get(input.caseId, version);
  if (!record) {
    // Built after the version was read, so never older than it: a change committed meanwhile raised the version,
    // and the next reader builds again.
    const body = serialize({ data: { case: await getCase(deps, input.caseId) } });
    record = { version, body, etag: `"${createHash('sha256').update(body).digest('base64url')}"`, encoded: {} };
    deps.caseRecords.set(input.caseId, record);
  }
  await recordView(deps.db, { userId: input.userId, action: 'case.view', subjectType: 'case', subjectId: input.caseId, at: deps.clock() });
  return record;
}

/** What the audit trail says of an answer: the question it answers and the file it is about. */
const answerDetails = (answer: AnswerWithQuestion, file: Pick<CaseFileRow, 'filename'>) => ({
  answerId: answer.id,
  filename: file.filename,
  question: answer.questionText,
});

/**
 * A page of the user's cases. Each case's tally comes from the cache while its record version is the one the list
 * read (the triggers of migration 0016 raise it with every change to its files and answers, whichever process
 * made it); the others are counted together, in one statement.
 */
export async function listCases(
  deps: Pick<CaseServiceDeps, 'db'> & { caseTallies: CaseTallyCache },
  userId: string,
  query: CasesQuery,
): Promise<{ cases: CaseSummary[]; pagination: { page: number; perPage: number; total: number } }> {
  const perPage = CASE_LIMITS.casesPerPage;
  const { rows, total } = await listUserCases(deps.db, userId, { page: query.page, perPage, search: query.search || undefined, scope: query.scope });
  const cached = rows.map((row) => deps.caseTallies.get(row.case.id, row.recordVersion));
  const counted = await tallyCases(
    deps.db,
    rows.filter((_, index) => cached[index] === undefined).map((row) => row.case.id),
  );
  const summaries = rows.map((row, index) => {
    let tally = cached[index];
    if (!tally) {
      tally = { ...counted.get(row.case.id)!, version: row.recordVersion };
      deps.caseTallies.set(row.case.id, tally);
    }
    return presentCaseSummary(row, tally);
  });
  return { cases: summaries, pagination: { page: query.page, perPage, total } };
}

/** A file already read: staged earlier by process-pdf, or an uploaded annexure read as a deed. */
type ReadFile = Pick<
  UploadRow,
  'filename' | 'storageKey' | 'originalKey' | 'source' | 'extractedKey' | 'sha256' | 'sizeBytes' | 'pages' | 'ocrPages' | 'annexures'
>;
/** A file of the request: sent in the form, or read before it joins the case. */
type IncomingFile = { kind: 'sent'; file: SpooledFile } | { kind: 'staged'; upload: ReadFile };
const incomingName = (incoming: IncomingFile) => (incoming.kind === 'sent' ? incoming.file.filename : incoming.upload.filename);

/** A new file checked against the catalogue: its type, and the bank questions it will be asked, in order. */
interface PlannedFile {
  incoming: IncomingFile;
  meta: CaseFileMeta;
  questions: { questionId: number; versionId: number }[];
}

export const duplicateNameError = (count: number) =>
  new HttpError(409, count === 1 ? MESSAGES.upload.duplicateFile : MESSAGES.upload.duplicateFiles);

/**
 * Checks the files of a generate or edit call: each sent file and staged upload has its filesMeta entry by
 * name, no name is sent twice or already in the case, each type is a live type of the case's practice area,
 * and each question id is one of that type's questions. Staged uploads are claimed only after all of that:
 * `claim`, inside the case's transaction, takes them and adds them to `planned`.
 */
async function planFiles(
  deps: CaseServiceDeps,
  input: {
    userId: string;
    practiceAreaId: number;
    region: RegionCode;
    files: SpooledFile[];
    uploadIds: string[];
    filesMeta: CaseFileMeta[];
    existingNames: string[];
  },
): Promise<{ planned: PlannedFile[]; claim(db: Database): Promise<void> }> {
  const errors: FieldErrors = {};
  const names = input.files.map((file) => file.filename);
  const metaByName = new Map<string, { meta: CaseFileMeta; index: number }>();
  input.filesMeta.forEach((meta, index) => {
    if (metaByName.has(meta.filename)) addFieldError(errors, `filesMeta.${index}.filename`, `The file ${meta.filename} is described twice.`);
    metaByName.set(meta.filename, { meta, index });
  });

  const uploadIds = [...new Set(input.uploadIds)];
  if (uploadIds.some((id) => !isUuid(id))) throw new HttpError(404, `${MESSAGES.global.notFound}: upload ${uploadIds.filter((id) => !isUuid(id)).join(', ')}`);

  // Staged uploads are looked at inside the claiming transaction; their names are checked there too.
  const duplicates = names.filter((name, index) => names.indexOf(name) !== index || input.existingNames.includes(name));
  if (duplicates.length > 0) throw duplicateNameError(new Set(duplicates).size);

  const sentPlans: PlannedFile[] = [];
  for (const file of input.files) {
    const entry = metaByName.get(file.filename);
    if (!entry) {
      addFieldError(errors, 'filesMeta', `The file ${file.filename} has no entry in filesMeta.`);
      continue;
    }
    sentPlans.push({ incoming: { kind: 'sent', file }, meta: entry.meta, questions: [] });
  }
  throwIfInvalid(errors);

  const questionsByMeta = await askedQuestions(deps.db, input.filesMeta, input.practiceAreaId, input.region);
  for (const plan of sentPlans) plan.questions = questionsByMeta.get(plan.meta)!;

  const planned = [...sentPlans];
  return {
    planned,
    async claim(db) {
      const uploads = await takeUploadRows(db, input.userId, uploadIds, deps.clock());
      const missing = uploadIds.filter((id) => !uploads.some((upload) => upload.id === id));
      if (missing.length > 0) throw new HttpError(404, `${MESSAGES.global.notFound}: upload ${missing.join(', ')}`);
      const allNames = [...names, ...uploads.map((upload) => upload.filename)];
      const repeated = allNames.filter((name, index) => allNames.indexOf(name) !== index || input.existingNames.includes(name));
      if (repeated.length > 0) throw duplicateNameError(new Set(repeated).size);
      for (const upload of uploads) {
        const entry = metaByName.get(upload.filename);
        if (!entry) throw new HttpError(422, `The file ${upload.filename} has no entry in filesMeta.`);
        planned.push({ incoming: { kind: 'staged', upload }, meta: entry.meta, questions: questionsByMeta.get(entry.meta)! });
      }
      const unused = input.filesMeta.filter((meta) => !planned.some((plan) => plan.meta === meta));
      if (unused.length > 0) throw new HttpError(422, `No file was sent for ${unused.map((meta) => meta.filename).join(', ')}.`);
    },
  };
}

/**
 * The questions each filesMeta entry asks: its type's bank for the region, or the bank questions it names. A 422 names
 * each entry whose type is not a live type of the practice area, or that names a question its type does not ask.
 */
async function askedQuestions(db: Database, filesMeta: CaseFileMeta[], practiceAreaId: number, region: RegionCode): Promise<Map<CaseFileMeta, PlannedFile['questions']>> {
  const errors: FieldErrors = {};
  const questionsByMeta = new Map<CaseFileMeta, PlannedFile['questions']>();
  const banks = new Map<number, Promise<Awaited<ReturnType<typeof bankOf>>>>();
  for (const [index, meta] of filesMeta.entries()) {
    if (!banks.has(meta.docTypeId)) banks.set(meta.docTypeId, bankOf(db, meta.docTypeId, practiceAreaId, region));
    const bank = await banks.get(meta.docTypeId)!;
    if (!bank) {
      addFieldError(errors, `filesMeta.${index}.docTypeId`, 'The selected document type is invalid.');
      continue;
    }
    const asked = meta.questionIds ? bank.filter(({ question }) => meta.questionIds!.includes(question.id)) : bank;
    const unknown = (meta.questionIds ?? []).filter((id) => !bank.some(({ question }) => question.id === id));
    if (unknown.length > 0) {
      addFieldError(errors, `filesMeta.${index}.questionIds`, `These questions are not asked of this document type: ${unknown.join(', ')}.`);
    }
    questionsByMeta.set(meta, asked.map(({ question, version }) => ({ questionId: question.id, versionId: version.id })));
  }
  throwIfInvalid(errors);
  return questionsByMeta;
}

/** A live type of the practice area with its questions for the region, or null for any other id. */
export async function bankOf(db: Database, docTypeId: number, practiceAreaId: number, region: RegionCode) {
  const type = await findDocumentType(db, docTypeId);
  if (!type || type.retiredAt !== null || type.practiceAreaId !== practiceAreaId) return null;
  return listCurrentQuestions(db, type.id, { region, includeRetired: false });
}

/** Stores the sent files' bytes before the transaction; whatever was stored is removed again if it fails. */
async function storeSentFiles(storage: Storage, planned: PlannedFile[]): Promise<{ keys: Map<PlannedFile, { key: string; sha256: string; size: number }>; discard(): Promise<void> }> {
  const keys = new Map<PlannedFile, { key: string; sha256: string; size: number }>();
  const discard = async () => void (await Promise.allSettled([...keys.values()].map(({ key }) => storage.delete(key))));
  try {
    for (const plan of planned) {
      if (plan.incoming.kind !== 'sent') continue;
      const { file } = plan.incoming;
      const key = generateStorageKey('cases');
      await storage.putFile(key, file.path, 'application/pdf');
      keys.set(plan, { key, sha256: file.sha256, size: file.size });
    }
  } catch (error) {
    await discard();
    throw error;
  }
  return { keys, discard };
}

/**
 * Inserts the planned files, their own questions (asked by `askedBy`, the user sending them) and a pending answer for
 * every question asked of them.
 */
export async function insertPlannedFiles(
  tx: Database,
  caseId: string,
  planned: PlannedFile[],
  stored: Map<PlannedFile, { key: string; sha256: string; size: number }>,
  { at, askedBy }: { at: Date; askedBy: string | null },
): Promise<CaseFileRow[]> {
  const rows = await insertCaseFiles(
    tx,
    planned.map((plan) => {
      const base = { caseId, filename: incomingName(plan.incoming), documentTypeId: plan.meta.docTypeId, createdAt: at, updatedAt: at };
      if (plan.incoming.kind === 'staged') {
        const { upload } = plan.incoming;
        return {
          ...base,
          storageKey: upload.storageKey,
          originalKey: upload.originalKey,
          source: upload.source,
          extractedKey: upload.extractedKey,
          sha256: upload.sha256,
          sizeBytes: upload.sizeBytes,
          pages: upload.pages,
          ocrPages: upload.ocrPages,
          annexures: upload.annexures,
          status: 'answering' as const,
        };
      }
      const sent = stored.get(plan)!;
      return { ...base, storageKey: sent.key, sha256: sent.sha256, sizeBytes: sent.size, status: 'queued' as const };
    }),
  );
  const answers: NewCaseAnswer[] = [];
  for (const [index, plan] of planned.entries()) {
    const file = rows[index]!;
    plan.questions.forEach(({ questionId, versionId }, position) =>
      answers.push({ caseFileId: file.id, questionId, questionVersionId: versionId, customQuestionId: null, position }),
    );
    const own = await insertCustomQuestions(
      tx,
      (plan.meta.customQuestions ?? []).map((question) => ({ caseFileId: file.id, text: question.questions, createdBy: askedBy, createdAt: at })),
    );
    own.forEach((question, offset) =>
      answers.push({ caseFileId: file.id, questionId: null, questionVersionId: null, customQuestionId: question.id, position: plan.questions.length + offset }),
    );
  }
  await insertPendingAnswers(tx, answers, at);
  return rows;
}

/** The next job of each file: answering when it has been read (a staged upload), else reading it. */
export async function queueFileWork(jobs: JobSender, files: Pick<CaseFileRow, 'id' | 'extractedKey'>[]): Promise<void> {
  await jobs.sendMany(
    files.map((file) =>
      file.extractedKey
        ? { name: 'case-file.answer' as const, payload: { caseFileId: file.id } }
        : { name: 'case-file.extract' as const, payload: { caseFileId: file.id } },
    ),
  );
}

const areaName = (id: number) => PRACTICE_AREAS.find((area) => area.id === id)?.name ?? 'Case';

/** Sending files: containers among them are unpacked in the request, which waits for their documents to be read. */
export type SendingFilesDeps = CaseServiceDeps & { limits: UploadLimits };

/** What generate and edit answer: the case, and what the archives and emails sent held that it did not take. */
export interface CaseFilesSent {
  case: Case;
  unread: UnreadFile[];
}

/** The request's files, and what stops waiting on them: the client leaving. */
interface SentInput {
  files: SpooledFile[];
  signal: AbortSignal;
  log: FastifyBaseLogger;
}

/** None of the files sent could be read: each one's reason, after saying so. */
const noneRead = (unread: UnreadFile[]) => throwIfInvalid({ files: [MESSAGES.upload.noneRead, ...unread.map(({ filename, reason }) => `${filename}: ${reason}`)] });

/** The files a generate or edit call adds, once its archives and emails are unpacked: sent ones, staged ones, and their meta. */
interface FilesToAdd {
  files: SpooledFile[];
  uploadIds: string[];
  filesMeta: CaseFileMeta[];
}

/**
 * Runs `add` on the call's files with the archives and emails among them unpacked and staged first
 * (stageSentContainers), and answers with what it made and what they held that was not added. The types and
 * questions as sent are checked before anything is unpacked, so a mistake there costs no reading; a call left with
 * nothing to add or do is a 422 naming why each file was not read; and what was staged is let go if `add` fails.
 */
async function withSentContainers(
  deps: SendingFilesDeps,
  input: SentInput & {
    userId: string;
    practiceAreaId: number;
    region: RegionCode;
    filesMeta: CaseFileMeta[];
    uploadIds: string[] | undefined;
    existing: Pick<CaseFileRow, 'filename' | 'sha256'>[];
    /** The call asks for something besides files (type changes, answer edits), which it does though no file was read. */
    othersAsked: boolean;
  },
  add: (sent: FilesToAdd) => Promise<Case>,
): Promise<CaseFilesSent> {
  const { userId, practiceAreaId, region, filesMeta } = input;
  const sent = await stageSentContainers(deps, {
    userId,
    practiceAreaId,
    region,
    files: input.files,
    filesMeta,
    takenNames: input.existing.map((file) => file.filename),
    takenHashes: input.existing.map((file) => file.sha256),
    beforeStaging: () => askedQuestions(deps.db, filesMeta, practiceAreaId, region),
    signal: input.signal,
    log: input.log,
  });
  try {
    const uploadIds = [...(input.uploadIds ?? []), ...sent.uploadIds];
    if (sent.files.length === 0 && uploadIds.length === 0 && !input.othersAsked) noneRead(sent.unread);
    return { case: await add({ files: sent.files, uploadIds, filesMeta: sent.filesMeta }), unread: sent.unread };
  } catch (error) {
    await discardStaged(deps, userId, sent.uploadIds);
    throw error;
  }
}

/**
 * Creates a case from sent files and staged uploads; answering goes on in the background. Archives and emails among
 * the sent files are unpacked first, and what they held that was not added comes back as `unread`.
 */
export async function generateCase(
  deps: SendingFilesDeps,
  input: SentInput & { userId: string; organisationId: string; fields: GenerateCaseFields },
): Promise<CaseFilesSent> {
  const { fields } = input;
  const region = REGION_CODE_BY_NAME[fields.region];
  if (input.files.length === 0 && (fields.uploadIds ?? []).length === 0) {
    throwIfInvalid({ files: ['The files field is required.'] });
  }
  return withSentContainers(
    deps,
    { ...input, practiceAreaId: fields.practice_area_id, region, filesMeta: fields.filesMeta, uploadIds: fields.uploadIds, existing: [], othersAsked: false },
    (sent) => createCase(deps, { ...input, region, ...sent }),
  );
}

async function createCase(
  deps: CaseServiceDeps,
  input: { userId: string; organisationId: string; fields: GenerateCaseFields; region: RegionCode; files: SpooledFile[]; uploadIds: string[]; filesMeta: CaseFileMeta[] },
): Promise<Case> {
  const { userId, fields, region } = input;
  const plan = await planFiles(deps, {
    userId,
    practiceAreaId: fields.practice_area_id,
    region,
    files: input.files,
    uploadIds: input.uploadIds,
    filesMeta: input.filesMeta,
    existingNames: [],
  });
  const stored = await storeSentFiles(deps.storage, plan.planned);
  const now = deps.clock();
  let created: { row: CaseRow; files: CaseFileRow[] };
  const builtinOnly = fields.builtin_only ?? (await newCaseBuiltinOnly(deps.db, input.organisationId));
  try {
    created = await deps.db.transaction(async (tx) => {
      await plan.claim(tx);
      const title = fields.title || `${areaName(fields.practice_area_id)}: ${incomingName(plan.planned[0]!.incoming).replace(/\.pdf$/i, '')}`;
      const row = await insertCase(tx, {
        userId,
        title: title.slice(0, CASE_LIMITS.titleMaxLength),
        practiceAreaId: fields.practice_area_id,
        region,
        status: 'processing',
        builtinOnly,
        createdAt: now,
        updatedAt: now,
      });
      const files = await insertPlannedFiles(tx, row.id, plan.planned, stored.keys, { at: now, askedBy: userId });
      await recordAudit(tx, {
        userId,
        action: 'case.create',
        subjectType: 'case',
        subjectId: row.id,
        details: { title: row.title, files: files.map((file) => file.filename) },
        at: now,
      });
      return { row, files };
    });
  } catch (error) {
    await stored.discard();
    throw error;
  }
  // Read as the transaction left it: read once queued, a worker may already have begun (its file 'reading').
  const presented = await getCase(deps, created.row.id);
  await queueFileWork(deps.jobs, created.files);
  return presented;
}

/**
 * Adds files, changes file types and records the lawyer's answer edits, in one transaction; new answering
 * goes on in the background.
 */
export async function editCase(
  deps: SendingFilesDeps,
  input: SentInput & { userId: string; caseId: string; fields: EditCaseFields },
): Promise<CaseFilesSent> {
  const { userId, caseId, fields } = input;
  const current = await findCase(deps.db, caseId);
  if (!current) throw notFound();
  const existing = await listCaseFiles(deps.db, caseId);
  const adding = input.files.length > 0 || (fields.uploadIds ?? []).length > 0;
  const changes = fields.documentTypeChanged ?? [];
  const edits = fields.answerEdits ?? [];
  if (!adding && changes.length === 0 && edits.length === 0) {
    throwIfInvalid({ filesMeta: ['Send files, document type changes or answer edits.'] });
  }
  return withSentContainers(
    deps,
    {
      ...input,
      practiceAreaId: current.practiceAreaId,
      region: current.region,
      filesMeta: fields.filesMeta ?? [],
      uploadIds: fields.uploadIds,
      existing,
      othersAsked: changes.length > 0 || edits.length > 0,
    },
    (sent) => applyCaseEdit(deps, { userId, current, existing, fields, ...sent }),
  );
}

async function applyCaseEdit(
  deps: CaseServiceDeps,
  input: {
    userId: string;
    current: CaseRow;
    existing: CaseFileRow[];
    fields: EditCaseFields;
    files: SpooledFile[];
    uploadIds: string[];
    filesMeta: CaseFileMeta[];
  },
): Promise<Case> {
  const { userId, current, existing, fields } = input;
  const caseId = current.id;
  const changes = fields.documentTypeChanged ?? [];
  const edits = fields.answerEdits ?? [];
  const plan =
    input.files.length > 0 || input.uploadIds.length > 0
      ? await planFiles(deps, {
          userId,
          practiceAreaId: current.practiceAreaId,
          region: current.region,
          files: input.files,
          uploadIds: input.uploadIds,
          filesMeta: input.filesMeta,
          existingNames: existing.map((file) => file.filename),
        })
      : null;

  const errors: FieldErrors = {};
  const retyped: CheckedRetype[] = [];
  for (const [index, change] of changes.entries()) {
    const file = existing.find((candidate) => candidate.id === change.caseFileId);
    if (!file) throw notFound();
    if (retyped.some((earlier) => earlier.file.id === file.id)) {
      addFieldError(errors, `documentTypeChanged.${index}.caseFileId`, `The type of ${file.filename} is changed twice.`);
      continue;
    }
    const bank = await bankOf(deps.db, change.docTypeId, current.practiceAreaId, current.region);
    const type = bank && (await findDocumentType(deps.db, change.docTypeId));
    if (!bank || !type) {
      addFieldError(errors, `documentTypeChanged.${index}.docTypeId`, 'The selected document type is invalid.');
      continue;
    }
    retyped.push({
      file,
      docTypeId: change.docTypeId,
      typeName: type.name,
      bank: bank.map(({ question, version }) => ({ questionId: question.id, versionId: version.id, text: version.text })),
      discardWork: change.discardWork === true,
    });
  }
  const edited = await planAnswerEdits(deps.db, edits, existing);
  throwIfInvalid(errors);

  const stored = plan ? await storeSentFiles(deps.storage, plan.planned) : null;
  const now = deps.clock();
  let work: Pick<CaseFileRow, 'id' | 'extractedKey'>[] = [];
  try {
    work = await deps.db.transaction(async (tx) => {
      const queued: Pick<CaseFileRow, 'id' | 'extractedKey'>[] = [];
      if (plan && stored) {
        await plan.claim(tx);
        queued.push(...(await insertPlannedFiles(tx, caseId, plan.planned, stored.keys, { at: now, askedBy: userId })));
      }
      queued.push(...(await applyRetypes(tx, retyped, { userId, caseId, at: now })));
      await applyPlannedEdits(tx, { userId, caseId, edited, at: now });
      await updateCase(tx, caseId, { status: queued.length > 0 ? 'processing' : current.status, updatedAt: now });
      // One entry per thing done, so the trail says plainly who added, retyped or edited what.
      const audit = (action: string, details: Record<string, unknown>) => recordAudit(tx, { userId, action, subjectType: 'case', subjectId: caseId, details, at: now });
      if (plan) await audit('case_file.add', { files: plan.planned.map((planned) => incomingName(planned.incoming)) });
      return queued;
    });
  } catch (error) {
    await stored?.discard();
    if (isUniqueViolation(error)) throw duplicateNameError(1);
    throw error;
  }
  const presented = await getCase(deps, caseId);
  await queueFileWork(deps.jobs, work);
  return presented;
}

/**
 * A case file's PDF, under the lawyer's own file name: the PDF as it was uploaded, or the one laid out from a Word
 * document or scans (named as a PDF).
 */
export async function readCaseFilePdf(deps: Pick<CaseServiceDeps, 'db' | 'storage'>, caseFileId: string): Promise<PdfDownload> {
  const file = await findCaseFile(deps.db, caseFileId);
  const object = file ? await deps.storage.openRead(file.storageKey) : null;
  if (!file || !object) throw notFound();
  return { object, filename: file.source ? renditionFilename(file.filename) : file.filename };
}

/** An original's content type by what it was: an Outlook message is an OLE file, which its bytes alone do not name. */
const ORIGINAL_CONTENT_TYPES: Record<SourceFileType, string> = {
  pdf: MIME_TYPES.pdf,
  docx: MIME_TYPES.docx,
  png: MIME_TYPES.png,
  jpeg: MIME_TYPES.jpeg,
  tiff: MIME_TYPES.tiff,
  eml: MIME_TYPES.eml,
  msg: 'application/vnd.ms-outlook',
};

/** A case file as it was uploaded where it was not a PDF (a Word document, scans, an email); a PDF has no other original. */
export async function readCaseFileOriginal(deps: Pick<CaseServiceDeps, 'db' | 'storage'>, caseFileId: string): Promise<OriginalDownload> {
  const file = await findCaseFile(deps.db, caseFileId);
  const object = file?.originalKey ? await deps.storage.openRead(file.originalKey) : null;
  if (!file?.source || !object) throw notFound();
  return { object, filename: file.filename, contentType: ORIGINAL_CONTENT_TYPES[file.source.type] };
}

/** Renames the case; made from a version no longer current, a 409 with the case as it now is. */
export async function editCaseTitle(deps: CaseServiceDeps, input: { userId: string; caseId: string } & CaseTitleInput): Promise<Case> {
  const now = deps.clock();
  const changed = await deps.db.transaction(async (tx) => {
    if (!(await changeCase(tx, input.caseId, { title: input.title, updatedAt: now }, input.version))) return false;
    await recordAudit(tx, { userId: input.userId, action: 'case.title', subjectType: 'case', subjectId: input.caseId, details: { title: input.title }, at: now });
    return true;
  });
  if (!changed) throw await caseConflict(deps.db, input.caseId);
  return getCase(deps, input.caseId);
}

/**
 * Keeps the case's text from the language model ("built-in engine only"), or lets it go there again: the questions
 * answered from now on follow it; answers already given stay as they are.
 */
export async function editCaseEngine(deps: CaseServiceDeps, input: { userId: string; caseId: string } & CaseEngineInput): Promise<Case> {
  const now = deps.clock();
  const changed = await deps.db.transaction(async (tx) => {
    if (!(await changeCase(tx, input.caseId, { builtinOnly: input.builtinOnly, updatedAt: now }, input.version))) return false;
    await recordAudit(tx, { userId: input.userId, action: 'case.builtin-only', subjectType: 'case', subjectId: input.caseId, details: { builtinOnly: input.builtinOnly }, at: now });
    return true;
  });
  if (!changed) throw await caseConflict(deps.db, input.caseId);
  return getCase(deps, input.caseId);
}

/**
 * The lawyer's comment on an answer of the case, or on the case itself when no answer is named; made from a version
 * of that record no longer current, a 409 with the record as it now is.
 */
export async function editCaseComment(
  deps: CaseServiceDeps,
  input: { userId: string } & CaseCommentInput,
): Promise<{ answer: CaseAnswer } | { case: Case }> {
  await requireCaseRole(deps.db, input.caseId, input.userId, 'reviewer');
  const comment = input.comment.trim() === '' ? null : input.comment;
  const now = deps.clock();
  const audit = (tx: Database, action: string, details: Record<string, unknown>) =>
    recordAudit(tx, { userId: input.userId, action, subjectType: 'case', subjectId: input.caseId, details: { ...details, comment }, at: now });
  if (input.answerId) {
    const answer = isUuid(input.answerId) ? await findAnswer(deps.db, input.answerId) : undefined;
    const file = answer ? await findCaseFile(deps.db, answer.caseFileId) : undefined;
    if (!answer || !file || file.caseId !== input.caseId) throw notFound();
    const commented = await deps.db.transaction(async (tx) => {
      if (!(await changeAnswer(tx, answer.id, { comment, updatedAt: now }, input.version))) return false;
      await audit(tx, 'answer.comment', answerDetails(answer, file));
      return true;
    });
    if (!commented) throw await answerConflict(deps.db, input.caseId, answer.id);
    return { answer: presentAnswer((await findAnswer(deps.db, answer.id))!) };
  }
  const commented = await deps.db.transaction(async (tx) => {
    if (!(await changeCase(tx, input.caseId, { comment, updatedAt: now }, input.version))) return false;
    await audit(tx, 'case.comment', {});
    return true;
  });
  if (!commented) throw await caseConflict(deps.db, input.caseId);
  return { case: await getCase(deps, input.caseId) };
}

/** Removes a file with its answers and stored objects; work still running for it stops. */
export async function deleteCaseFile(deps: CaseServiceDeps, input: { userId: string; caseFileId: string }): Promise<void> {
  const file = await findCaseFile(deps.db, input.caseFileId);
  if (!file) throw notFound();
  const now = deps.clock();
  const annexureKeys = await deps.db.transaction(async (tx) => {
    const keys = await deleteAttachedAnnexures(tx, file.id);
    await deleteCaseFileRow(tx, file.id);
    await updateCase(tx, file.caseId, { updatedAt: now });
    await recordAudit(tx, { userId: input.userId, action: 'case_file.delete', subjectType: 'case', subjectId: file.caseId, details: { filename: file.filename }, at: now });
    return keys;
  });
  cancelWork([file.id]);
  await removeObjects(deps.storage, [...[file.storageKey, file.originalKey, file.extractedKey].filter((key) => key !== null), ...annexureKeys]);
  await deps.jobs.send('case.settle', { caseId: file.caseId });
}

export async function deleteCase(deps: CaseServiceDeps, input: { userId: string; caseId: string }): Promise<void> {
  const files = await listCaseFiles(deps.db, input.caseId);
  const keys = [...(await listCaseStorageKeys(deps.db, input.caseId)), ...(await listAnnexureStorageKeys(deps.db, input.caseId))];
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    await deleteCaseRow(tx, input.caseId);
    await recordAudit(tx, { userId: input.userId, action: 'case.delete', subjectType: 'case', subjectId: input.caseId, details: { files: files.map((file) => file.filename) }, at: now });
  });
  cancelWork(files.map((file) => file.id));
  await removeObjects(deps.storage, keys);
}

async function removeObjects(storage: Storage, keys: string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => storage.delete(key)));
}

/**
 * Adds the lawyer's own questions to a file, or rewords those named by `customQuestionId` (with `isEdited`);
 * each new or reworded question is answered in the background. Answers the file's questions as they now are.
 */
export async function saveCustomQuestions(
  deps: CaseServiceDeps,
  input: { userId: string; caseFileId: string } & CustomQuestionsInput,
): Promise<CaseCustomQuestion[]> {
  const file = await findCaseFile(deps.db, input.caseFileId);
  if (!file) throw notFound();
  const current = await listCustomQuestions(deps.db, file.id);
  for (const question of input.questions) {
    if (question.customQuestionId && !current.some((row) => row.id === question.customQuestionId)) throw notFound();
  }
  const added = input.questions.filter((question) => !question.customQuestionId);
  if (current.length + added.length > CASE_LIMITS.customQuestionsPerFile) {
    throwIfInvalid({ questions: [`A file can have at most ${CASE_LIMITS.customQuestionsPerFile} questions of your own.`] });
  }
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const audit = (action: string, details: Record<string, unknown>) =>
      recordAudit(tx, { userId: input.userId, action, subjectType: 'case', subjectId: file.caseId, details: { caseFileId: file.id, filename: file.filename, ...details }, at: now });
    const reset: string[] = [];
    for (const question of input.questions) {
      if (!question.customQuestionId) continue;
      const row = current.find((candidate) => candidate.id === question.customQuestionId)!;
      if (!question.isEdited || row.text === question.questions) continue;
      await updateCustomQuestionText(tx, row.id, { text: question.questions, dispatchNotifications: input.shouldDispatchNotifications }, now);
      await audit('custom_question.reword', { customQuestionId: row.id, from: row.text, question: question.questions });
      const answer = await findCustomQuestionAnswer(tx, row.id);
      if (answer) reset.push(answer.id);
    }
    await resetAnswersToPending(tx, reset, now);
    const inserted = await insertCustomQuestions(
      tx,
      added.map((question) => ({
        caseFileId: file.id,
        text: question.questions,
        createdBy: input.userId,
        createdAt: now,
        dispatchNotifications: input.shouldDispatchNotifications,
      })),
    );
    const offset = await nextAnswerPosition(tx, file.id);
    await insertPendingAnswers(
      tx,
      inserted.map((question, index) => ({ caseFileId: file.id, questionId: null, questionVersionId: null, customQuestionId: question.id, position: offset + index })),
      now,
    );
    if (reset.length + inserted.length > 0) {
      if (file.status === 'ready') await updateCaseFile(tx, file.id, { status: 'answering', updatedAt: now });
      await updateCase(tx, file.caseId, { status: 'processing', updatedAt: now });
    }
    for (const question of inserted) await audit('custom_question.add', { customQuestionId: question.id, question: question.text });
  });
  if (file.status !== 'failed') await queueFileWork(deps.jobs, [file]);
  return (await listCustomQuestions(deps.db, file.id)).map(presentCustomQuestion);
}

export async function deleteCustomQuestion(deps: CaseServiceDeps, input: { userId: string; customQuestionId: string; caseId: string }): Promise<void> {
  const owner = await findCustomQuestionOwner(deps.db, input.customQuestionId);
  const [questions, file] = owner ? await Promise.all([listCustomQuestions(deps.db, owner.caseFileId), findCaseFile(deps.db, owner.caseFileId)]) : [[], undefined];
  const question = questions.find((candidate) => candidate.id === input.customQuestionId);
  if (!question || !file) throw notFound();
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    await deleteCustomQuestionRow(tx, input.customQuestionId);
    await recordAudit(tx, {
      userId: input.userId,
      action: 'custom_question.delete',
      subjectType: 'case',
      subjectId: input.caseId,
      details: { customQuestionId: question.id, caseFileId: file.id, filename: file.filename, question: question.text },
      at: now,
    });
  });
  await deps.jobs.send('case.settle', { caseId: input.caseId });
}

/** Asks the engine again; the lawyer's edit and comment stay, a verification goes (it was of the old answer). */
export async function regenerateAnswer(deps: CaseServiceDeps, input: { userId: string; answerId: string }): Promise<CaseAnswer> {
  const answer = await findAnswer(deps.db, input.answerId);
  const file = answer ? await findCaseFile(deps.db, answer.caseFileId) : undefined;
  if (!answer || !file) throw notFound();
  if (file.status === 'failed') throw new HttpError(422, file.error ?? MESSAGES.cases.answersFailed);
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    await resetAnswersToPending(tx, [answer.id], now);
    if (file.status === 'ready') await updateCaseFile(tx, file.id, { status: 'answering', updatedAt: now });
    await updateCase(tx, file.caseId, { status: 'processing', updatedAt: now });
    await recordAudit(tx, { userId: input.userId, action: 'answer.regenerate', subjectType: 'case', subjectId: file.caseId, details: answerDetails(answer, file), at: now });
  });
  const presented = presentAnswer((await findAnswer(deps.db, answer.id))!);
  await queueFileWork(deps.jobs, [file]);
  return presented;
}

/**
 * What the trail keeps of a verification of an answer the engine flagged for review: the passage it confirmed
 * as the answer (none when the lawyer's edit is the answer), and the status it left.
 */
const reviewDetails = (row: CaseAnswerRow) =>
  row.flaggedForReview ? { flaggedForReview: true, status: row.status, ...(row.editedAnswer === null && row.answer !== null && { confirmedPassage: row.answer }) } : {};

/** Records the lawyer's verification (or takes it back); made from a version no longer current, a 409 with the answer as it now is. */
export async function verifyAnswer(deps: CaseServiceDeps, input: { userId: string; answerId: string } & AnswerVerifyInput): Promise<CaseAnswer> {
  const answer = await findAnswer(deps.db, input.answerId);
  if (!answer) throw notFound();
  if (answer.status === 'pending') throwIfInvalid({ verified: ['An answer can be verified once the engine has answered it.'] });
  const now = deps.clock();
  const file = await findCaseFile(deps.db, answer.caseFileId);
  if (!file) throw notFound();
  const verified = await deps.db.transaction(async (tx) => {
    const changes = { verifiedBy: input.verified ? input.userId : null, verifiedAt: input.verified ? now : null, updatedAt: now };
    const changed = await changeVerification(tx, answer.id, changes, input.version);
    if (!changed) return false;
    await recordAudit(tx, {
      userId: input.userId,
      action: input.verified ? 'answer.verify' : 'answer.unverify',
      subjectType: 'case',
      subjectId: file.caseId,
      details: { ...answerDetails(answer, file), ...reviewDetails(changed) },
      at: now,
    });
    return true;
  });
  if (!verified) throw await answerConflict(deps.db, file.caseId, answer.id);
  return presentAnswer((await findAnswer(deps.db, answer.id))!);
}

/** The answers just given to a file's own questions that asked to be announced: the customQuestions.ready event's. */
export async function customQuestionAnswers(db: Database, caseFileId: string, answerIds: readonly string[]): Promise<CaseAnswer[]> {
  return (await listAnnouncedCustomAnswers(db, caseFileId, answerIds)).map(presentAnswer);
}
