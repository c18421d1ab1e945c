/*
 * Plain values only, no schemas: a module that builds zod schemas builds all of them when any of its exports is
 * imported, so the web app takes the values it needs at run time from here (and messages.ts), never from a
 * module of schemas, and builds none as it starts.
 */

/** Regions exactly as spec §9 names them; the API and TYPE-REGION configuration items carry these values. */
export const REGIONS = ['Scotland', 'Northern Ireland', 'England', 'Wales', 'Republic of Ireland'] as const;
export type Region = (typeof REGIONS)[number];

/** Practice areas with the stable ids 1–6 of spec §9, in that order. */
export const PRACTICE_AREAS = [
  { id: 1, name: 'Property Law', slug: 'property-law' },
  { id: 2, name: 'Litigation', slug: 'litigation' },
  { id: 3, name: 'Corporate Law', slug: 'corporate-law' },
  { id: 4, name: 'Banking Law', slug: 'banking-law' },
  { id: 5, name: 'Construction Law', slug: 'construction-law' },
  { id: 6, name: 'Employment Law', slug: 'employment-law' },
] as const;
export type PracticeAreaName = (typeof PRACTICE_AREAS)[number]['name'];

export const CONFIGURATION_TYPES = ['TYPE-REGION', 'TYPE-PRACTICE-AREA'] as const;
export type ConfigurationType = (typeof CONFIGURATION_TYPES)[number];

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Defaults of PRODUCT.md §7; the server may override them from its configuration. */
export const LIMITS = {
  imageMaxBytes: 2 * 1024 * 1024,
  pdfMaxBytes: 50 * 1024 * 1024,
  /**
   * A data room's .zip: many documents at once, each still held to pdfMaxBytes once unpacked. A document worker holds
   * the archive while it unpacks it, within its memory ceiling (1.5 GB by default).
   */
  archiveMaxBytes: 512 * 1024 * 1024,
  pdfMaxPages: 500,
  filesPerRequest: 50,
  ocrMaxPages: 100,
  passwordMinLength: 8,
  nameMaxLength: 255,
  emailMaxLength: 255,
} as const;

export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];

/** Token lifetimes (PRODUCT.md §3, issue 2). */
export const TOKEN_LIFETIMES = {
  accessTokenIdleDays: 30,
  passwordResetMinutes: 60,
  emailVerificationMinutes: 60,
  /** An invitation to join a firm waits this long for its answer (issue 32). */
  organisationInvitationDays: 7,
} as const;

/** Toasts: spec §9. */
export const NOTIFICATION = { autoCloseMs: 5000, position: 'top-right' } as const;

/** The server → client realtime events (their payloads: RealtimeEvents), listed apart so a client can subscribe without building the schemas. */
export const REALTIME_EVENT_NAMES = [
  'user.updated',
  'case.progress',
  'case.failed',
  'case.answers.ready',
  'case.changed',
  'caseFile.assigned',
  'case.presence',
  'customQuestions.ready',
  'file.processed',
  'titleReport.ready',
  'checklist.ready',
  'annexure.ready',
] as const;

/**
 * Who has a case open (issue 32): the case page says it is there every `heartbeatMs`, and someone not heard from in
 * `expiresMs` (a laptop closed without goodbye) is taken to have left: two missed heartbeats and a margin.
 */
export const CASE_PRESENCE = { heartbeatMs: 30_000, expiresMs: 75_000 } as const;

/** Why a sign-in through the firm's provider ended back on the login page (`/login?sso_error=…`): a key of MESSAGES.sso. */
export const SSO_ERRORS = ['failed', 'unverified', 'domain', 'expired', 'disabled'] as const;
export type SsoError = (typeof SSO_ERRORS)[number];

/** Realtime channel: spec §9 timeouts, PRODUCT.md §4 path and rooms. */
export const REALTIME = {
  path: '/realtime',
  activityTimeoutMs: 120_000,
  pongTimeoutMs: 30_000,
  unavailableTimeoutMs: 10_000,
  userRoom: (userId: string) => `user:${userId}`,
} as const;

/** Cases: lengths and counts of what a lawyer writes into a case, and the size of a page of the case list. */
export const CASE_LIMITS = {
  titleMaxLength: 255,
  commentMaxLength: 10_000,
  customQuestionMaxLength: 1000,
  customQuestionsPerFile: 50,
  answerMaxLength: 10_000,
  casesPerPage: 20,
} as const;

/** The four land registers a UK or Irish title is read from. */
export const REGISTER_SYSTEMS = ['england-wales', 'scotland', 'northern-ireland', 'republic-of-ireland'] as const;
export type RegisterSystem = (typeof REGISTER_SYSTEMS)[number];
/**
 * Why a report relies on a copy of a register when the case holds several of one title: its edition is the latest,
 * or the editions are the same or undated so the first supplied is relied on; `only-copy` when there is one.
 */
export const TITLE_COPY_BASES = ['only-copy', 'latest-edition', 'same-edition', 'undated'] as const;

/** The facts of a title, grouped as a report on title's sections present them, in the report's order. */
export const TITLE_FACT_GROUPS = [
  'property',
  'titleAndTenure',
  'proprietorsAndPrice',
  'restrictions',
  'charges',
  'covenants',
  'easements',
  'leases',
  'notices',
] as const;
export type TitleFactGroup = (typeof TITLE_FACT_GROUPS)[number];

/**
 * A report on title's sections: the title's facts, then the other documents reviewed, then (when there are any)
 * the documents' answers the engine flagged for review that no lawyer has answered yet, each with its passage.
 */
export const TITLE_REPORT_SECTION_KEYS = [...TITLE_FACT_GROUPS, 'documents', 'toReview'] as const;

/** Red flags of a report on title, gravest first. */
export const RED_FLAG_SEVERITIES = ['high', 'medium', 'low'] as const;
export type RedFlagSeverity = (typeof RED_FLAG_SEVERITIES)[number];

/** A title check's result: the register answers it, shows something to deal with, or does not say. */
export const CHECKLIST_STATUSES = ['pass', 'flag', 'missing'] as const;
export type ChecklistStatus = (typeof CHECKLIST_STATUSES)[number];

/** The longest note a lawyer can keep on a checklist item. */
export const CHECKLIST_NOTE_MAX_LENGTH = 2000;

/** A member's role in their firm: an admin manages the firm, its members and its invitations (issue 32). */
export const ORGANISATION_ROLES = ['admin', 'member'] as const;
export type OrganisationRole = (typeof ORGANISATION_ROLES)[number];

/**
 * What a member of a shared case may do (issue 32, decision 64): an editor everything but delete the case; a
 * reviewer comment, verify and ask their own questions; a viewer read and export. The owner is not a member: they
 * may do everything.
 */
export const CASE_MEMBER_ROLES = ['editor', 'reviewer', 'viewer'] as const;
export type CaseMemberRole = (typeof CASE_MEMBER_ROLES)[number];
/** The caller's standing on a case, from the least to the most it allows. */
export const CASE_ROLES = ['viewer', 'reviewer', 'editor', 'owner'] as const;
export type CaseRole = (typeof CASE_ROLES)[number];

/** Whether `role` allows what `needed` does. */
export const caseRoleAllows = (role: CaseRole, needed: CaseRole) => CASE_ROLES.indexOf(role) >= CASE_ROLES.indexOf(needed);

/** Which cases the case list shows: the caller's own, those shared with them, or both (the default). */
export const CASE_SCOPES = ['mine', 'shared', 'all'] as const;
export type CaseScope = (typeof CASE_SCOPES)[number];
