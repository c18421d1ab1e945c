import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, unique, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  ANNEXURE_STATUSES,
  ANSWER_TYPES,
  CASE_ANSWER_STATUSES,
  CASE_FILE_STATUSES,
  CASE_MEMBER_ROLES,
  CASE_STATUSES,
  CHECKLIST_STATUSES,
  CONFIGURATION_TYPES,
  ORGANISATION_ROLES,
  PRACTICE_AREAS,
  ROLES,
  TITLE_REPORT_STATUSES,
  type AnswerType,
  type AnswerValue,
  type Citation,
  type ClassificationSignals,
  type DocumentSource,
  type FileCitation,
  type RedFlag,
  type RegionCode,
  type TitleReportRegister,
  type TitleReportSection,
} from '@dd/contracts';

const timestampColumn = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A firm (issue 32): every user belongs to one; registering makes a new one, an invitation joins an existing one. */
export const organisations = pgTable('organisations', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  name: text('name').notNull(),
  /** The firm's logo on exports, in place of its members' own; null until a firm admin sets one. */
  logoKey: text('logo_key'),
  /** The email domain whose people sign in through the identity provider into this firm (single sign-on); one firm each. */
  emailDomain: text('email_domain').unique(),
  /** Set by a firm admin: its members sign in through the identity provider only, not with a password. */
  ssoRequired: boolean('sso_required').notNull().default(false),
  /** Set by a firm admin: the firm's new cases start "built-in engine only", their text sent to no language model. */
  builtinOnlyByDefault: boolean('builtin_only_by_default').notNull().default(false),
  createdAt: timestampColumn('created_at').notNull().defaultNow(),
  updatedAt: timestampColumn('updated_at').notNull().defaultNow(),
});
export type OrganisationRow = typeof organisations.$inferSelect;

/**
 * A sign-in through the identity provider under way, from `…/oidc/start` to its callback: the state it is found by,
 * the browser that started it (a cookie's hash: a callback in another browser is refused), the PKCE verifier and
 * nonce the provider's answer is checked against, and where the user was going. Used once, then deleted.
 */
export const oidcLogins = pgTable('oidc_logins', {
  stateHash: text('state_hash').primaryKey(),
  browserHash: text('browser_hash').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  returnTo: text('return_to').notNull(),
  expiresAt: timestampColumn('expires_at').notNull(),
});
export type OidcLoginRow = typeof oidcLogins.$inferSelect;

/**
 * A signed-in user handed from the callback to the web app, which swaps the code (sent in the address, hashed here)
 * for an access token once, within a minute: the token itself never travels in an address.
 */
export const ssoHandoffs = pgTable('sso_handoffs', {
  codeHash: text('code_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  returnTo: text('return_to').notNull(),
  expiresAt: timestampColumn('expires_at').notNull(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** The user's firm: a firm with members cannot be deleted (its last member leaving deletes it). */
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'restrict' }),
    organisationRole: text('organisation_role', { enum: ORGANISATION_ROLES }).notNull().default('member'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** Lower-cased email: the unique key that makes "Ada@Firm.ie" and "ada@firm.ie" one account. */
    emailNormalized: text('email_normalized').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ROLES }).notNull().default('user'),
    logoKey: text('logo_key'),
    profilePicKey: text('profile_pic_key'),
    emailVerifiedAt: timestampColumn('email_verified_at'),
    /** Set when an admin disables the account: it can no longer sign in, and its tokens were revoked then. */
    disabledAt: timestampColumn('disabled_at'),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
    updatedAt: timestampColumn('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('users_role_check', sql`${table.role} in ('user', 'admin')`),
    check('users_organisation_role_check', sql`${table.organisationRole} in ('admin', 'member')`),
    index('users_organisation_id_idx').on(table.organisationId),
  ],
);
export type UserRow = typeof users.$inferSelect;

/**
 * An invitation to join a firm, mailed as a link with a secret token (only its SHA-256 is kept). It waits until
 * accepted, revoked or past `expires_at`; one waits per address and firm at a time.
 */
export const organisationInvitations = pgTable(
  'organisation_invitations',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    emailNormalized: text('email_normalized').notNull(),
    role: text('role', { enum: ORGANISATION_ROLES }).notNull(),
    /** Set by the mail job, which makes the token (so no live token waits in the queue); a retried mail replaces it. */
    tokenHash: text('token_hash').unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
    expiresAt: timestampColumn('expires_at').notNull(),
    acceptedAt: timestampColumn('accepted_at'),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestampColumn('revoked_at'),
  },
  (table) => [
    check('organisation_invitations_role_check', sql`${table.role} in ('admin', 'member')`),
    index('organisation_invitations_organisation_id_idx').on(table.organisationId),
    uniqueIndex('organisation_invitations_waiting_idx')
      .on(table.organisationId, table.emailNormalized)
      .where(sql`${table.acceptedAt} is null and ${table.revokedAt} is null`),
  ],
);
export type OrganisationInvitationRow = typeof organisationInvitations.$inferSelect;

export const accessTokens = pgTable(
  'access_tokens',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the opaque bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    lastUsedAt: timestampColumn('last_used_at').notNull().defaultNow(),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
    revokedAt: timestampColumn('revoked_at'),
  },
  (table) => [index('access_tokens_user_id_idx').on(table.userId)],
);
export type AccessTokenRow = typeof accessTokens.$inferSelect;

/** One live reset token per address: a new request replaces the previous one. */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  emailNormalized: text('email_normalized').primaryKey(),
  /** SHA-256 (hex) of the token mailed in the link. */
  tokenHash: text('token_hash').notNull(),
  createdAt: timestampColumn('created_at').notNull(),
  usedAt: timestampColumn('used_at'),
});
export type PasswordResetTokenRow = typeof passwordResetTokens.$inferSelect;

const CATALOGUE_SOURCES = ['seed', 'firm'] as const;
/** Who retired a row: an admin, or the seed sync because the key left the seed (it comes back if the key does). */
const RETIRED_BY = ['admin', 'seed'] as const;
const quotedList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** A document type of the question bank. Regions are stored as codes (EN, SC …) and presented as names. */
export const documentTypes = pgTable(
  'document_types',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stable across seed versions: the sync matches seed entries to rows by it. */
    key: text('key').notNull().unique(),
    practiceAreaId: integer('practice_area_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    regions: text('regions').array().$type<RegionCode[]>().notNull(),
    central: boolean('central').notNull().default(false),
    signals: jsonb('signals').$type<ClassificationSignals>().notNull(),
    position: integer('position').notNull(),
    source: text('source', { enum: CATALOGUE_SOURCES }).notNull(),
    /** Set once an admin changes the type: the seed sync never overwrites it after that. */
    editedByAdmin: boolean('edited_by_admin').notNull().default(false),
    /** Set once an admin reorders the questions: the sync then appends new seed questions instead of reordering. */
    questionOrderEdited: boolean('question_order_edited').notNull().default(false),
    retiredAt: timestampColumn('retired_at'),
    retiredBy: text('retired_by', { enum: RETIRED_BY }),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
    updatedAt: timestampColumn('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('document_types_practice_area_check', sql`${table.practiceAreaId} between 1 and ${sql.raw(String(PRACTICE_AREAS.length))}`),
    check('document_types_source_check', sql`${table.source} in (${quotedList(CATALOGUE_SOURCES)})`),
    check('document_types_retired_by_check', sql`${table.retiredBy} in (${quotedList(RETIRED_BY)})`),
    index('document_types_practice_area_idx').on(table.practiceAreaId, table.position),
  ],
);
export type DocumentTypeRow = typeof documentTypes.$inferSelect;

/** A question of a document type; its wording lives in question_versions, the current one at current_version. */
export const questions = pgTable(
  'questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    documentTypeId: integer('document_type_id')
      .notNull()
      .references(() => documentTypes.id),
    key: text('key').notNull(),
    position: integer('position').notNull(),
    source: text('source', { enum: CATALOGUE_SOURCES }).notNull(),
    currentVersion: integer('current_version').notNull().default(1),
    editedByAdmin: boolean('edited_by_admin').notNull().default(false),
    retiredAt: timestampColumn('retired_at'),
    retiredBy: text('retired_by', { enum: RETIRED_BY }),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
    updatedAt: timestampColumn('updated_at').notNull().defaultNow(),
  },
  (table) => [
    unique('questions_document_type_key_unique').on(table.documentTypeId, table.key),
    index('questions_document_type_position_idx').on(table.documentTypeId, table.position),
    check('questions_source_check', sql`${table.source} in (${quotedList(CATALOGUE_SOURCES)})`),
    check('questions_retired_by_check', sql`${table.retiredBy} in (${quotedList(RETIRED_BY)})`),
  ],
);
export type QuestionRow = typeof questions.$inferSelect;

/**
 * Every wording a question has had. Rows are never updated: an edit adds version n + 1, so an answer that
 * recorded a version id always shows the exact question it answered.
 */
export const questionVersions = pgTable(
  'question_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    version: integer('version').notNull(),
    text: text('text').notNull(),
    answerType: text('answer_type', { enum: ANSWER_TYPES }).$type<AnswerType>().notNull(),
    hints: jsonb('hints').$type<string[]>().notNull(),
    regions: text('regions').array().$type<RegionCode[]>().notNull(),
    /** The ContractNLI hypothesis a seed yes/no wording asks ("nda-3"), read by the learned models (decision 38). */
    hypothesis: text('hypothesis'),
    /** The admin who wrote this wording; null for seed wording (and for admins since deleted). */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
  },
  (table) => [
    unique('question_versions_question_version_unique').on(table.questionId, table.version),
    check('question_versions_answer_type_check', sql`${table.answerType} in (${quotedList(ANSWER_TYPES)})`),
  ],
);
export type QuestionVersionRow = typeof questionVersions.$inferSelect;

/** The seed the catalogue was last synced from (one row). */
export const catalogueState = pgTable(
  'catalogue_state',
  {
    id: integer('id').primaryKey().default(1),
    version: integer('version').notNull(),
    contentHash: text('content_hash').notNull(),
    appliedAt: timestampColumn('applied_at').notNull().defaultNow(),
  },
  (table) => [check('catalogue_state_single_row', sql`${table.id} = 1`)],
);

/** The firm's settings an admin makes in the product: one row. */
export const firmSettings = pgTable(
  'firm_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** New cases start "built-in engine only": their text goes to no language model unless the lawyer allows it. */
    builtinOnlyByDefault: boolean('builtin_only_by_default').notNull().default(false),
    updatedAt: timestampColumn('updated_at').notNull().defaultNow(),
  },
  (table) => [check('firm_settings_single_row', sql`${table.id} = 1`)],
);

/** A lawyer's chosen regions and practice areas; an item switched off is kept with is_active false. */
export const userConfigurations = pgTable(
  'user_configurations',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: CONFIGURATION_TYPES }).notNull(),
    value: text('value').notNull(),
    isActive: boolean('is_active').notNull(),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
    updatedAt: timestampColumn('updated_at').notNull().defaultNow(),
  },
  (table) => [
    unique('user_configurations_user_type_value_unique').on(table.userId, table.type, table.value),
    check('user_configurations_type_check', sql`${table.type} in (${quotedList(CONFIGURATION_TYPES)})`),
  ],
);
export type UserConfigurationRow = typeof userConfigurations.$inferSelect;

/** Who changed what and when: catalogue administration now, case actions later. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Null once the acting user is deleted: the entry itself stays. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_subject_idx').on(table.subjectType, table.subjectId),
    index('audit_log_user_id_idx').on(table.userId),
  ],
);
export type AuditLogRow = typeof auditLog.$inferSelect;

/** `unpacked`: an archive whose files became uploads of their own (`archive_id`), waited on in its place. */
export const UPLOAD_STATUSES = ['processing', 'ready', 'failed', 'unpacked'] as const;

/**
 * A PDF sent to process-pdf: stored at once, then read on the job queue (`processing`) into `ready` (staged for
 * the case calls, its extracted text in storage) or `failed` with the reason. A case that takes an upload takes
 * its objects and deletes the row; rows nobody took expire a day after upload and are swept with their objects.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The name the browser sent: for display only. */
    filename: text('filename').notNull(),
    /** The PDF the product reads and shows: the file itself, or the rendition laid out from a Word file or images. */
    storageKey: text('storage_key').notNull(),
    /** The file as uploaded, where it was not a PDF (kept for the lawyer; issue 33). */
    originalKey: text('original_key'),
    /** What a file that was not a PDF was, and what its reading could not keep; null for a PDF. */
    source: jsonb('source').$type<DocumentSource>(),
    status: text('status', { enum: UPLOAD_STATUSES }).notNull().default('ready'),
    error: text('error'),
    /** The client's batch id and this file's place in the request, for its `file.processed` events. */
    batchId: text('batch_id'),
    batchIndex: integer('batch_index').notNull().default(0),
    batchTotal: integer('batch_total').notNull().default(1),
    /** The ExtractedDocument (pages, text, line positions) as JSON, once read. */
    extractedKey: text('extracted_key'),
    /** The uploaded archive this file was unpacked from (its name then holds its folder path in the archive). */
    archiveId: uuid('archive_id').references((): AnyPgColumn => uploads.id, { onDelete: 'set null' }),
    /** An unpacked archive's entries that were not taken, each with the reason, for the request to answer with. */
    archiveRefusals: jsonb('archive_refusals').$type<{ path: string; reason: string }[]>().notNull().default([]),
    sha256: text('sha256').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    pages: integer('pages').notNull().default(0),
    ocrPages: jsonb('ocr_pages').$type<number[]>().notNull().default([]),
    practiceAreaId: integer('practice_area_id').notNull(),
    region: text('region').$type<RegionCode>(),
    documentTypeId: integer('document_type_id').references(() => documentTypes.id, { onDelete: 'set null' }),
    confidence: real('confidence').notNull().default(0),
    classificationReason: text('classification_reason'),
    annexures: jsonb('annexures').$type<{ title: string; startPage: number; endPage: number }[]>().notNull().default([]),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
    expiresAt: timestampColumn('expires_at').notNull(),
  },
  (table) => [
    index('uploads_user_id_idx').on(table.userId),
    index('uploads_expires_at_idx').on(table.expiresAt),
    index('uploads_archive_id_idx').on(table.archiveId),
    check('uploads_status_check', sql`${table.status} in (${quotedList(UPLOAD_STATUSES)})`),
  ],
);
export type UploadRow = typeof uploads.$inferSelect;

/** A matter: the files a lawyer put together, answered in the background. */
export const cases = pgTable(
  'cases',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    comment: text('comment'),
    practiceAreaId: integer('practice_area_id').notNull(),
    region: text('region').$type<RegionCode>().notNull(),
    status: text('status', { enum: CASE_STATUSES }).notNull(),
    /** The report on title the case shows and exports (title_reports; kept loose to avoid a reference cycle). */
    activeTitleReportId: uuid('active_title_report_id'),
    /** Raised by one on every change a lawyer makes, so an edit made from a stale copy is refused (409), not lost. */
    version: integer('version').notNull().default(1),
    /** None of the case's text may go to a language model: the built-in engine answers it, whatever is configured. */
    builtinOnly: boolean('builtin_only').notNull().default(false),
    /** When the case spent its allowance of language-model tokens (AI_MAX_TOKENS_PER_CASE): the rules answer since. */
    modelAllowanceSpentAt: timestampColumn('model_allowance_spent_at'),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
    updatedAt: timestampColumn('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('cases_user_created_idx').on(table.userId, table.createdAt),
    check('cases_status_check', sql`${table.status} in (${quotedList(CASE_STATUSES)})`),
  ],
);
export type CaseRow = typeof cases.$inferSelect;

/**
 * A member of a shared case (issue 32, decision 64) and their role; the case's owner is `cases.user_id`, never a row
 * here. Members come from the owner's firm only, and lose the role when they leave it.
 */
export const caseMembers = pgTable(
  'case_members',
  {
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: CASE_MEMBER_ROLES }).notNull(),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.caseId, table.userId] }),
    index('case_members_user_id_idx').on(table.userId),
    check('case_members_role_check', sql`${table.role} in ('editor', 'reviewer', 'viewer')`),
  ],
);

/**
 * Who has a case open (issue 32, presence): a row per person and case, its time raised by the page's heartbeat. A row
 * older than `CASE_PRESENCE.expiresMs` is someone who left without saying so (a closed laptop); it is read as gone.
 */
export const casePresence = pgTable(
  'case_presence',
  {
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seenAt: timestampColumn('seen_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.caseId, table.userId] })],
);
export type CaseMemberRow = typeof caseMembers.$inferSelect;

/**
 * How many transactions have changed what a case's record is built from, kept by the triggers of migration 0016 at
 * commit: the record cache's key (decision 44). No row yet means none since the migration.
 */
export const caseRecordVersions = pgTable('case_record_versions', {
  caseId: uuid('case_id')
    .primaryKey()
    .references(() => cases.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  /** The transaction that last raised it: the triggers raise it once a transaction, however many rows it wrote. */
  writtenBy: bigint('written_by', { mode: 'number' }).notNull(),
});

/**
 * A document of a case. Its PDF and its extracted text live in storage; `questionVersionIds` are the bank
 * questions asked of it, in order, fixed when the file joined the case.
 */
export const caseFiles = pgTable(
  'case_files',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    documentTypeId: integer('document_type_id')
      .notNull()
      .references(() => documentTypes.id),
    /** The PDF the product reads and shows: the file itself, or the rendition laid out from a Word file or images. */
    storageKey: text('storage_key').notNull(),
    /** The file as uploaded, where it was not a PDF (kept for the lawyer; issue 33). */
    originalKey: text('original_key'),
    /** What a file that was not a PDF was, and what its reading could not keep; null for a PDF. */
    source: jsonb('source').$type<DocumentSource>(),
    /** The ExtractedDocument as JSON, once read. */
    extractedKey: text('extracted_key'),
    sha256: text('sha256').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    pages: integer('pages'),
    ocrPages: jsonb('ocr_pages').$type<number[]>().notNull().default([]),
    annexures: jsonb('annexures').$type<{ title: string; startPage: number; endPage: number }[]>().notNull().default([]),
    status: text('status', { enum: CASE_FILE_STATUSES }).notNull(),
    error: text('error'),
    /** Who on the case is to work through this document (issue 32): its owner or a member who may review. */
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
    updatedAt: timestampColumn('updated_at').notNull().defaultNow(),
  },
  (table) => [
    // The spec's rule: a name already in the case is refused (409 'You have already uploaded this file').
    unique('case_files_case_filename_unique').on(table.caseId, table.filename),
    index('case_files_document_type_idx').on(table.documentTypeId),
    index('case_files_assignee_idx').on(table.assigneeId),
    check('case_files_status_check', sql`${table.status} in (${quotedList(CASE_FILE_STATUSES)})`),
  ],
);
export type CaseFileRow = typeof caseFiles.$inferSelect;

/**
 * What answering a case file cost on the language model, one row per answering run: its calls, tokens in (and of
 * those, read from the provider's cache) and out, and the time its calls took. A case's rows add up to what the case
 * spent, which AI_MAX_TOKENS_PER_CASE caps; the months' add up to the firm's.
 */
export const modelUsage = pgTable(
  'model_usage',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    caseFileId: uuid('case_file_id').references(() => caseFiles.id, { onDelete: 'set null' }),
    /** The engine that made the calls: `llm:<model>`. */
    engine: text('engine').notNull(),
    calls: integer('calls').notNull(),
    failedCalls: integer('failed_calls').notNull(),
    inputTokens: bigint('input_tokens', { mode: 'number' }).notNull(),
    cachedInputTokens: bigint('cached_input_tokens', { mode: 'number' }).notNull(),
    outputTokens: bigint('output_tokens', { mode: 'number' }).notNull(),
    callMs: bigint('call_ms', { mode: 'number' }).notNull(),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
  },
  (table) => [index('model_usage_case_idx').on(table.caseId), index('model_usage_created_idx').on(table.createdAt)],
);
export type ModelUsageRow = typeof modelUsage.$inferSelect;

/** A lawyer's own question about one file. */
export const customQuestions = pgTable(
  'custom_questions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    caseFileId: uuid('case_file_id')
      .notNull()
      .references(() => caseFiles.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** Whether its answer is announced (`customQuestions.ready`) when it comes: the call's `shouldDispatchNotifications`. */
    dispatchNotifications: boolean('dispatch_notifications').notNull().default(true),
    /** Who on the case asked it (issue 32); null for questions asked before authors were recorded, or by a deleted user. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
    updatedAt: timestampColumn('updated_at').notNull().defaultNow(),
  },
  (table) => [index('custom_questions_case_file_idx').on(table.caseFileId), index('custom_questions_created_by_idx').on(table.createdBy)],
);
export type CustomQuestionRow = typeof customQuestions.$inferSelect;

/**
 * One answer per question per file, enforced here: a job retried after a crash updates the row it finds, never
 * adds a second. `pending` until the engine has answered. The engine's answer is never overwritten by a
 * lawyer's edit, which is kept beside it.
 */
export const caseAnswers = pgTable(
  'case_answers',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    caseFileId: uuid('case_file_id')
      .notNull()
      .references(() => caseFiles.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').references(() => questions.id),
    /** The exact wording asked (question_versions is append-only). */
    questionVersionId: integer('question_version_id').references(() => questionVersions.id),
    customQuestionId: uuid('custom_question_id').references(() => customQuestions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    status: text('status', { enum: CASE_ANSWER_STATUSES }).notNull().default('pending'),
    /**
     * The engine gave `needs_review`: kept when a lawyer's edit or verification makes the answer `answered`, so
     * the trail and the accuracy view still know the engine would not assert it.
     */
    flaggedForReview: boolean('flagged_for_review').notNull().default(false),
    /** The engine's answer; for a flagged answer, the passage the lawyer confirmed by verifying it. */
    answer: text('answer'),
    value: jsonb('value').$type<AnswerValue>(),
    confidence: real('confidence'),
    citations: jsonb('citations').$type<Citation[]>().notNull().default([]),
    engine: text('engine'),
    answeredAt: timestampColumn('answered_at'),
    editedAnswer: text('edited_answer'),
    editedBy: uuid('edited_by').references(() => users.id, { onDelete: 'set null' }),
    editedAt: timestampColumn('edited_at'),
    comment: text('comment'),
    verifiedBy: uuid('verified_by').references(() => users.id, { onDelete: 'set null' }),
    verifiedAt: timestampColumn('verified_at'),
    /** Raised by one on every change a lawyer makes, so an edit made from a stale copy is refused (409), not lost. */
    version: integer('version').notNull().default(1),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
    updatedAt: timestampColumn('updated_at').notNull().defaultNow(),
  },
  (table) => [
    unique('case_answers_file_question_unique').on(table.caseFileId, table.questionId),
    unique('case_answers_file_custom_question_unique').on(table.caseFileId, table.customQuestionId),
    check('case_answers_one_question_check', sql`(${table.questionId} is null) <> (${table.customQuestionId} is null)`),
    check('case_answers_status_check', sql`${table.status} in (${quotedList(CASE_ANSWER_STATUSES)})`),
    index('case_answers_pending_idx').on(table.caseFileId).where(sql`${table.status} = 'pending'`),
    // The unique pairs above lead with the file; these serve the joins and cascades from the other side.
    index('case_answers_question_idx').on(table.questionId),
    index('case_answers_question_version_idx').on(table.questionVersionId),
    index('case_answers_custom_question_idx').on(table.customQuestionId),
  ],
);
export type CaseAnswerRow = typeof caseAnswers.$inferSelect;

/** A report's register as stored: reports drafted before copies of one title were told apart lack the copy's fields. */
export type StoredTitleReportRegister = Omit<TitleReportRegister, 'editionDate' | 'reliedOn' | 'copyOf' | 'basis'> &
  Partial<Pick<TitleReportRegister, 'editionDate' | 'reliedOn' | 'copyOf' | 'basis'>>;

/**
 * A version of a case's report on title. Rows are drafted by the `title-report.generate` job (`pending` until
 * then) and never rewritten after: regenerating adds version n + 1. Sections, red flags and the registers read
 * are stored as the contract's JSON, every fact with its citations.
 */
export const titleReports = pgTable(
  'title_reports',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    status: text('status', { enum: TITLE_REPORT_STATUSES }).notNull().default('pending'),
    error: text('error'),
    registers: jsonb('registers').$type<StoredTitleReportRegister[]>().notNull().default([]),
    sections: jsonb('sections').$type<TitleReportSection[]>().notNull().default([]),
    redFlags: jsonb('red_flags').$type<RedFlag[]>().notNull().default([]),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
    completedAt: timestampColumn('completed_at'),
  },
  (table) => [
    unique('title_reports_case_version_unique').on(table.caseId, table.version),
    check('title_reports_status_check', sql`${table.status} in (${quotedList(TITLE_REPORT_STATUSES)})`),
  ],
);
export type TitleReportRow = typeof titleReports.$inferSelect;

/** One check of a case's title checklist, made on one register; the lawyer verifies it and may note it. */
export const titleChecklistItems = pgTable(
  'title_checklist_items',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    caseFileId: uuid('case_file_id')
      .notNull()
      .references(() => caseFiles.id, { onDelete: 'cascade' }),
    titleNumber: text('title_number'),
    position: integer('position').notNull(),
    key: text('key').notNull(),
    label: text('label').notNull(),
    status: text('status', { enum: CHECKLIST_STATUSES }).notNull(),
    finding: text('finding').notNull(),
    evidence: jsonb('evidence').$type<FileCitation[]>().notNull().default([]),
    verifiedBy: uuid('verified_by').references(() => users.id, { onDelete: 'set null' }),
    verifiedAt: timestampColumn('verified_at'),
    note: text('note'),
    /** Raised by one on every change a lawyer makes, so an edit made from a stale copy is refused (409), not lost. */
    version: integer('version').notNull().default(1),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
    updatedAt: timestampColumn('updated_at').notNull().defaultNow(),
  },
  (table) => [
    unique('title_checklist_items_file_key_unique').on(table.caseFileId, table.key),
    index('title_checklist_items_case_idx').on(table.caseId, table.position),
    check('title_checklist_items_status_check', sql`${table.status} in (${quotedList(CHECKLIST_STATUSES)})`),
  ],
);
export type TitleChecklistItemRow = typeof titleChecklistItems.$inferSelect;

/**
 * An annexure the lawyer uploaded to a case, optionally attached to one of its files. Its PDF and extracted text
 * live in storage; one read as a deed, lease or charge also becomes a case file (`caseFileId`) whose answers join
 * the case. Annexures detected inside a file are kept on the file itself (`case_files.annexures`).
 */
export const caseAnnexures = pgTable(
  'case_annexures',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    parentCaseFileId: uuid('parent_case_file_id').references(() => caseFiles.id, { onDelete: 'set null' }),
    caseFileId: uuid('case_file_id').references(() => caseFiles.id, { onDelete: 'set null' }),
    filename: text('filename').notNull(),
    storageKey: text('storage_key').notNull(),
    extractedKey: text('extracted_key'),
    sha256: text('sha256').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    pages: integer('pages'),
    status: text('status', { enum: ANNEXURE_STATUSES }).notNull().default('reading'),
    error: text('error'),
    kind: text('kind'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
    updatedAt: timestampColumn('updated_at').notNull().defaultNow(),
  },
  (table) => [
    unique('case_annexures_case_filename_unique').on(table.caseId, table.filename),
    index('case_annexures_parent_case_file_idx').on(table.parentCaseFileId),
    index('case_annexures_case_file_idx').on(table.caseFileId),
    check('case_annexures_status_check', sql`${table.status} in (${quotedList(ANNEXURE_STATUSES)})`),
  ],
);
export type CaseAnnexureRow = typeof caseAnnexures.$inferSelect;

/**
 * An admin's mark of the right answer on a case file's page: the quote (verified against the page text like a
 * citation), a label, and optionally the bank question it answers and the value. Annotations are the gold
 * standard the answer engines are measured against.
 */
export const annotations = pgTable(
  'annotations',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    caseFileId: uuid('case_file_id')
      .notNull()
      .references(() => caseFiles.id, { onDelete: 'cascade' }),
    page: integer('page').notNull(),
    quote: text('quote').notNull(),
    start: integer('start').notNull(),
    end: integer('end').notNull(),
    verified: boolean('verified').notNull(),
    label: text('label').notNull(),
    questionId: integer('question_id').references(() => questions.id),
    value: text('value'),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
    updatedAt: timestampColumn('updated_at').notNull().defaultNow(),
  },
  (table) => [index('annotations_case_file_idx').on(table.caseFileId), index('annotations_question_idx').on(table.questionId)],
);
export type AnnotationRow = typeof annotations.$inferSelect;

/**
 * A request sent with an Idempotency-Key (generate, adding files, uploading annexures): the first one's response is
 * kept for a day, and the same key from the same user gets it again instead of a second case or file. A row with
 * no status yet is a request still being handled.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** The route the key was first used on: the same key on another route is refused. */
    route: text('route').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
    expiresAt: timestampColumn('expires_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] }), index('idempotent_requests_expires_at_idx').on(table.expiresAt)],
);
export type IdempotentRequestRow = typeof idempotentRequests.$inferSelect;

/**
 * Rate-limit counters every process shares: one row per key (a route with an address or an account), counted
 * atomically by one upsert, so concurrent requests cannot all slip under the limit.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestampColumn('reset_at').notNull(),
  },
  (table) => [index('rate_limit_counters_reset_at_idx').on(table.resetAt)],
);
