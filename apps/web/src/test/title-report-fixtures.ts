import {
  Annexure,
  AnnexuresResponse,
  CaseResponse,
  ChecklistItem,
  ChecklistResponse,
  TitleReport,
  TitleReportsResponse,
  type Case,
  type FileCitation,
} from '@dd/contracts';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement, type ReactElement } from 'react';
import { AppProviders, createBrowserApiClient } from '../app/app-providers.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { RealtimeHubContext } from '../features/realtime/realtime-context.ts';
import { createRealtimeHub } from '../features/realtime/realtime-hub.ts';
import { aCase, aCaseFile } from './case-fixtures.ts';
import { aDocumentType, documentTypesReply } from './catalogue-fixtures.ts';
import { reply, type FakeHandler, type FakeReply, type FakeRouteKey } from './fake-api.ts';
import { aUser, signedIn } from './fixtures.ts';

export const CHAT = '/api/due-dilligence/chat';

/** The register of title the reports and checklists below are drawn from. */
export const registerFile = aCaseFile({ id: 'file-2', filename: 'register.pdf', documentTypeId: 5, documentTypeName: 'Official copy of the register of title', answers: [] });

/** A property case with a lease (file-1) and a register of title (file-2). */
export const aPropertyCase = (overrides: Partial<Case> = {}): Case => aCase({ files: [aCaseFile(), registerFile], ...overrides });

export const aFileCitation = (overrides: Partial<FileCitation> = {}): FileCitation => ({
  caseFileId: 'file-2',
  page: 2,
  quote: 'RESTRICTION: No disposition of the registered estate',
  start: 0,
  end: 52,
  verified: true,
  ...overrides,
});

/** A ready report drawn from register.pdf, checked against the contract so the fixture cannot drift. */
export const aTitleReport = (overrides: Partial<TitleReport> = {}): TitleReport =>
  TitleReport.parse({
    id: 'report-1',
    caseId: 'case-1',
    caseTitle: 'Harbour Walk acquisition',
    owner: { id: 'user-1', name: 'Aoife Murphy' },
    version: 1,
    active: true,
    status: 'ready',
    error: null,
    createdAt: '2026-11-21T10:00:00.000Z',
    createdBy: { id: 'user-1', name: 'Aoife Murphy' },
    completedAt: '2026-11-21T10:00:05.000Z',
    registers: [
      { caseFileId: 'file-2', filename: 'register.pdf', system: 'england-wales', titleNumber: 'AB12345', editionDate: null, error: null, reliedOn: true, copyOf: null, basis: 'only-copy' },
    ],
    sections: [],
    redFlags: [],
    ...overrides,
  });

/** A version still being drafted. */
export const aPendingTitleReport = (overrides: Partial<TitleReport> = {}): TitleReport =>
  aTitleReport({ status: 'pending', completedAt: null, registers: [], ...overrides });

export const aChecklistItem = (overrides: Partial<ChecklistItem> = {}): ChecklistItem =>
  ChecklistItem.parse({
    id: 'item-1',
    caseId: 'case-1',
    caseFileId: 'file-2',
    titleNumber: 'AB12345',
    key: 'class-of-title',
    label: 'Class of title',
    status: 'pass',
    finding: 'Title absolute.',
    evidence: [aFileCitation({ page: 1, quote: 'Title absolute', start: 10, end: 24 })],
    verified: false,
    verifiedBy: null,
    verifiedAt: null,
    note: null,
    version: 1,
    ...overrides,
  });

export const anAnnexure = (overrides: Partial<Annexure> = {}): Annexure =>
  Annexure.parse({
    id: 'file-1:5',
    caseId: 'case-1',
    source: 'detected',
    title: 'Schedule 2: the plan',
    parentCaseFileId: 'file-1',
    parentFilename: 'lease.pdf',
    filename: null,
    startPage: 5,
    endPage: 6,
    status: 'ready',
    error: null,
    kind: null,
    caseFileId: null,
    createdAt: null,
    ...overrides,
  });

export const titleReportsReply = (titleReports: TitleReport[]): FakeReply => reply.ok(TitleReportsResponse, { data: { titleReports } });
export const checklistReply = (items: ChecklistItem[]): FakeReply => reply.ok(ChecklistResponse, { data: { checklist: { items } } });
export const annexuresReply = (annexures: Annexure[], status = 200): FakeReply => reply.ok(AnnexuresResponse, { data: { annexures } }, status);

/** A signed-in lawyer on the page of `record`, with the practice area's document types for its files' selects. */
export const onCasePage = (record: Case = aPropertyCase()) =>
  ({
    ...signedIn(aUser()),
    [`GET ${CHAT}/document-types/1`]: documentTypesReply([aDocumentType({ id: 4, name: 'Lease' })]),
    [`GET ${CHAT}/response/${record.id}`]: reply.ok(CaseResponse, { data: { case: record } }),
  }) satisfies Partial<Record<FakeRouteKey, FakeHandler>>;

/** The bytes of a PDF the viewer is sent (jsdom cannot draw it; the pane's caption says what it shows). */
export const pdfReply = (): FakeReply => reply.bytes(new Uint8Array([0x25, 0x50, 0x44, 0x46]), 'application/pdf');

/**
 * One tab of the case page on its own, with the app's providers, the fake API at the fetch boundary and a realtime
 * hub the test pushes events into: what the tab asks the case page to open is seen by the spy it is given, where
 * in the whole app it would open the PDF viewer (whose pdf.js cannot run in jsdom).
 */
export function renderTab(tab: ReactElement) {
  const hub = createRealtimeHub();
  const queryClient = createQueryClient();
  const withHub = createElement(RealtimeHubContext, { value: hub }, tab);
  render(createElement(AppProviders, { env: 'test', apiClient: createBrowserApiClient(), queryClient, children: withHub }));
  return { hub, queryClient, user: userEvent.setup({ delay: null }) };
}
