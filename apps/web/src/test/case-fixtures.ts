import { Case, CaseMembersResponse, CasePresenceResponse, CaseSummary, type CaseAnswer, type CaseCustomQuestion, type CaseFile, type CaseMember, type CasePresenceViewer, type CaseRole } from '@dd/contracts';
import { reply, type FakeReply } from './fake-api.ts';

export const anAnswer = (overrides: Partial<CaseAnswer> = {}): CaseAnswer => ({
  id: 'answer-1',
  questionId: 11,
  customQuestionId: null,
  question: 'What is the date of the lease?',
  answerType: 'date',
  status: 'answered',
  answer: '1 March 2024',
  value: { type: 'date', iso: '2024-03-01' },
  confidence: 0.9,
  citations: [{ page: 1, quote: 'THIS LEASE is made the 1st day of March 2024', start: 0, end: 44, verified: true }],
  editedAnswer: null,
  editedBy: null,
  editedAt: null,
  comment: null,
  verifiedBy: null,
  verifiedAt: null,
  engine: 'builtin',
  version: 1,
  ...overrides,
});

/** An answer the engine would not assert: the passage it found, verified, and no answer of its own. */
export const aNeedsReviewAnswer = (overrides: Partial<CaseAnswer> = {}): CaseAnswer =>
  anAnswer({
    id: 'answer-2',
    questionId: 12,
    question: 'May the tenant assign the lease?',
    answerType: 'yes_no',
    status: 'needs_review',
    answer: null,
    value: null,
    confidence: 0.55,
    citations: [{ page: 3, quote: 'The Tenant shall not assign the whole of the Premises without the consent of the Landlord', start: 120, end: 207, verified: true }],
    ...overrides,
  });

export const aCaseFile = (overrides: Partial<CaseFile> = {}): CaseFile => ({
  id: 'file-1',
  filename: 'lease.pdf',
  documentTypeId: 4,
  documentTypeName: 'Lease',
  pages: 4,
  status: 'ready',
  error: null,
  annexures: [],
  source: null,
  sha256: 'a3f1c0de'.repeat(8),
  assignee: null,
  customQuestions: [],
  answers: [anAnswer()],
  ...overrides,
});

/** A case as the API presents it, checked against the contract so the fixture cannot drift. */
export const aCase = (overrides: Partial<Case> = {}): Case =>
  Case.parse({
    id: 'case-1',
    title: 'Harbour Walk acquisition',
    comment: null,
    practiceAreaId: 1,
    region: 'England',
    status: 'ready',
    progress: { done: 1, total: 1 },
    answerCounts: { answered: 1, needsReview: 0, notFound: 0 },
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:05:00.000Z',
    activeTitleReportId: null,
    modelAllowanceSpent: false,
    builtinOnly: false,
    version: 1,
    files: [aCaseFile()],
    ...overrides,
  });

/** A case as the case list shows it (aCase's fields): the user's own unless `owner` and `myRole` say otherwise. */
export const aCaseSummary = (overrides: Partial<CaseSummary> = {}): CaseSummary => {
  const { files, comment: _comment, ...fields } = aCase();
  return CaseSummary.parse({
    ...fields,
    fileCount: files.length,
    owner: { id: 'user-1', name: 'Aoife Murphy' },
    myRole: 'owner',
    ...overrides,
  });
};

/** The signed-in user of the fixtures (aUser), as a case's owner. */
export const AOIFE = { id: 'user-1', name: 'Aoife Murphy', email: 'aoife@murphy-solicitors.ie' };

/** A lawyer's own question of file-1, asked by the signed-in Aoife unless `askedBy` says otherwise. */
export const anOwnQuestion = (overrides: Partial<CaseCustomQuestion> = {}): CaseCustomQuestion => ({
  id: 'own-1',
  question: 'Is there a break clause?',
  askedBy: { id: AOIFE.id, name: AOIFE.name },
  ...overrides,
});

export const aCaseMember = (overrides: Partial<CaseMember> = {}): CaseMember => ({
  id: 'user-2',
  name: 'Ciarán Byrne',
  email: 'ciaran@murphy-solicitors.ie',
  role: 'reviewer',
  ...overrides,
});

/** Who works on a case: by default its owner is the signed-in user, and nobody shares it. */
export const caseMembersReply = ({
  owner = AOIFE,
  members = [],
  myRole = 'owner',
}: { owner?: { id: string; name: string; email: string }; members?: CaseMember[]; myRole?: CaseRole } = {}): FakeReply =>
  reply.ok(CaseMembersResponse, { data: { owner, members, myRole } });

/** Who has a case open, as the presence calls answer: by default the signed-in user alone. */
export const casePresenceReply = (viewers: CasePresenceViewer[] = [{ id: AOIFE.id, name: AOIFE.name }]): FakeReply =>
  reply.ok(CasePresenceResponse, { data: { viewers } });
