import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { MESSAGES, MessageResponse, TitleReportResponse, type CaseRole } from '@dd/contracts';
import { documentTypesReply } from '../../test/catalogue-fixtures.ts';
import { fakeApi, reply } from '../../test/fake-api.ts';
import { storeToken } from '../../test/fixtures.ts';
import { expectToasts, findHeading, renderApp } from '../../test/render-app.tsx';
import {
  aFileCitation,
  aPendingTitleReport,
  aPropertyCase,
  aTitleReport,
  CHAT,
  onCasePage,
  renderTab,
  titleReportsReply,
} from '../../test/title-report-fixtures.ts';
import { CASE_PERMISSIONS } from '../case-members/case-permissions.ts';
import { TitleReportTab } from './title-report-tab.tsx';

const REPORTS = `GET ${CHAT}/title-reports` as const;

const drafted = aTitleReport({
  registers: [
    {
      caseFileId: 'file-2',
      filename: 'register.pdf',
      system: 'england-wales',
      titleNumber: 'AB12345',
      editionDate: '01.02.2024',
      error: null,
      reliedOn: true,
      copyOf: null,
      basis: 'latest-edition',
    },
    {
      caseFileId: 'file-3',
      filename: 'register-2021.pdf',
      system: 'england-wales',
      titleNumber: 'AB12345',
      editionDate: '12.03.2021',
      error: null,
      reliedOn: false,
      copyOf: 'file-2',
      basis: 'latest-edition',
    },
    { caseFileId: 'file-1', filename: 'lease.pdf', system: null, titleNumber: null, editionDate: null, error: 'This is not a register of title.', reliedOn: false, copyOf: null, basis: null },
  ],
  redFlags: [
    { reference: 'AB12345 B3', title: 'Restriction on disposition', reason: 'No disposition without the chargee’s consent.', severity: 'high', citations: [aFileCitation()] },
    {
      reference: null,
      title: 'Unregistered easement',
      reason: 'A right of way is referred to but not registered.',
      severity: 'medium',
      citations: [aFileCitation({ page: 3, quote: 'a right of way' }), aFileCitation({ page: 4, quote: 'unverified', verified: false })],
    },
  ],
  sections: [
    {
      key: 'proprietorsAndPrice',
      title: 'Proprietors and price',
      facts: [{ label: 'Proprietor', value: 'HARBOUR WALK LIMITED', citations: [aFileCitation({ caseFileId: 'file-1', page: 1, quote: 'HARBOUR WALK LIMITED' })] }],
    },
    { key: 'easements', title: 'Easements', facts: [] },
  ],
});

/** The tab as the case's owner sees it, or as a member with `role`. */
const renderReport = (role: CaseRole = 'owner') => {
  const onSource = vi.fn();
  return { ...renderTab(<TitleReportTab record={aPropertyCase()} onSource={onSource} can={CASE_PERMISSIONS[role]} />), onSource };
};

describe('title report tab', () => {
  it('lets a member below editor read every version but not draft, activate or delete one', async () => {
    fakeApi({ [REPORTS]: titleReportsReply([drafted]) });
    renderReport('reviewer');

    expect(await screen.findByRole('list', { name: 'Red flags' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Version' })).toBeInTheDocument();
    for (const name of ['Regenerate', 'Make active', 'Delete version']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('tells a member below editor that the owner or an editor drafts the report, rather than offering to', async () => {
    fakeApi({ [REPORTS]: titleReportsReply([]) });
    renderReport('viewer');

    expect(await screen.findByText('The case’s owner or an editor can draft it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate title report' })).not.toBeInTheDocument();
  });

  it('puts the red flags first, gravest first, then each section, and opens each source on its file and page', async () => {
    const api = fakeApi({ [REPORTS]: titleReportsReply([drafted]) });
    const { user, onSource } = renderReport();

    const flags = await screen.findByRole('list', { name: 'Red flags' });
    expect(api.to(REPORTS)[0]!.url.searchParams.get('caseId')).toBe('case-1');
    expect(within(flags).getAllByRole('listitem').map((flag) => flag.textContent)).toEqual([
      // Where on the register, as a conveyancer cites it, then what.
      expect.stringMatching(/^High risk\s*AB12345 B3: Restriction on disposition/),
      expect.stringMatching(/^Medium risk\s*Unregistered easement/),
    ]);
    const section = screen.getByRole('heading', { name: 'Proprietors and price', level: 3 });
    expect(flags.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('HARBOUR WALK LIMITED')).toBeInTheDocument();
    // An empty section says it was checked; a register that could not be read says why.
    expect(screen.getByRole('heading', { name: 'Easements', level: 3 }).nextElementSibling).toHaveTextContent('Nothing on the register.');
    expect(screen.getByText('register.pdf · title number AB12345 · edition 01.02.2024 · England and Wales')).toBeInTheDocument();
    expect(screen.getByText('Relied on for title AB12345: the latest edition.')).toBeInTheDocument();
    expect(
      screen.getByText('Not relied on: another copy of title AB12345 (edition 12.03.2021); the report relies on register.pdf (edition 01.02.2024).'),
    ).toBeInTheDocument();
    expect(screen.getByText('Could not be read: lease.pdf. This is not a register of title.')).toBeInTheDocument();
    // A quote the engine could not verify is not offered as a source.
    expect(screen.queryByRole('button', { name: 'Open the source on page 4 of register.pdf' })).not.toBeInTheDocument();
    expect(within(flags).getByRole('button', { name: 'Open the source on page 3 of register.pdf' })).toHaveTextContent('p. 3');

    await user.click(within(flags).getByRole('button', { name: 'Open the source on page 2 of register.pdf' }));
    expect(onSource).toHaveBeenLastCalledWith('file-2', expect.objectContaining({ page: 2, quote: 'RESTRICTION: No disposition of the registered estate' }));
    await user.click(screen.getByRole('button', { name: 'Open the source on page 1 of lease.pdf' }));
    expect(onSource).toHaveBeenLastCalledWith('file-1', expect.objectContaining({ page: 1, quote: 'HARBOUR WALK LIMITED' }));
  });

  it('drafts a report when asked, says so while it is drafted, and shows it when titleReport.ready arrives', async () => {
    const pending = aPendingTitleReport();
    const api = fakeApi({
      [REPORTS]: [titleReportsReply([]), titleReportsReply([pending])],
      [`POST ${CHAT}/admin/generate-title-report/case-1`]: reply.ok(TitleReportResponse, { data: { titleReport: pending } }, 202),
    });
    const { user, hub } = renderReport();

    await user.click(await screen.findByRole('button', { name: 'Generate title report' }));
    // Said in a polite live region that was on the page before the draft began, so it is announced.
    expect((await screen.findByText('Drafting the report on title…')).closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    expect(api.to(`POST ${CHAT}/admin/generate-title-report/case-1`)[0]!.json).toEqual({ regenerate: false });
    expect(screen.getByRole('combobox', { name: 'Version' })).toHaveDisplayValue('v1 · drafting · active · 21 Nov 2026 · Aoife Murphy');

    hub.emit('titleReport.ready', { caseId: 'another-case', titleReport: aTitleReport({ id: 'report-9' }) });
    hub.emit('titleReport.ready', { caseId: 'case-1', titleReport: drafted });
    expect(await screen.findByText('AB12345 B3: Restriction on disposition')).toBeInTheDocument();
    expect(screen.queryByText('Drafting the report on title…')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Version' })).toHaveDisplayValue('v1 · ready · active · 21 Nov 2026 · Aoife Murphy');
  });

  it('asks again while a version is drafted, so a missed titleReport.ready never leaves it waiting', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    const api = fakeApi({ [REPORTS]: [titleReportsReply([aPendingTitleReport()]), titleReportsReply([drafted])] });
    renderReport();

    await screen.findByText('Drafting the report on title…');
    await vi.advanceTimersByTimeAsync(3000);
    expect(await screen.findByText('AB12345 B3: Restriction on disposition')).toBeInTheDocument();
    expect(api.to(REPORTS)).toHaveLength(2);
    // Once ready, it stops asking.
    await vi.advanceTimersByTimeAsync(9000);
    expect(api.to(REPORTS)).toHaveLength(2);
  });

  it('says why a version failed, and why a report cannot be drafted now', async () => {
    fakeApi({
      [REPORTS]: titleReportsReply([aTitleReport({ status: 'failed', error: MESSAGES.titleReports.noRegister, registers: [] })]),
      [`POST ${CHAT}/admin/generate-title-report/case-1`]: reply.error(409, { message: MESSAGES.titleReports.stillReading }),
    });
    const { user } = renderReport();

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.titleReports.noRegister);
    await user.click(screen.getByRole('button', { name: 'Regenerate' }));
    await expectToasts(MESSAGES.titleReports.stillReading);
  });

  it('makes a version active, deletes one and drafts a new one, each by its own call', async () => {
    const older = aTitleReport({ id: 'report-1', version: 1, active: true });
    const newer = aTitleReport({ id: 'report-2', version: 2, active: false, createdAt: '2026-11-22T10:00:00.000Z' });
    const api = fakeApi({
      [REPORTS]: [titleReportsReply([newer, older]), titleReportsReply([older])],
      [`PUT ${CHAT}/admin/active-title-report/report-2`]: reply.ok(TitleReportResponse, { data: { titleReport: { ...newer, active: true } } }),
      [`DELETE ${CHAT}/admin/delete-title-report/report-2`]: reply.ok(MessageResponse, { message: MESSAGES.titleReports.deleted }),
      [`POST ${CHAT}/admin/generate-title-report/case-1`]: reply.ok(
        TitleReportResponse,
        { data: { titleReport: aPendingTitleReport({ id: 'report-3', version: 3, active: false }) } },
        202,
      ),
    });
    const { user } = renderReport();

    const version = await screen.findByRole('combobox', { name: 'Version' });
    expect(version).toHaveDisplayValue('v1 · ready · active · 21 Nov 2026 · Aoife Murphy');
    expect(screen.getByRole('button', { name: 'Make active' })).toBeDisabled();
    await user.selectOptions(version, 'report-2');
    await user.click(screen.getByRole('button', { name: 'Make active' }));
    await expectToasts(MESSAGES.titleReports.activated);
    expect(api.to(`PUT ${CHAT}/admin/active-title-report/report-2`)).toHaveLength(1);
    expect(version).toHaveDisplayValue('v2 · ready · active · 22 Nov 2026 · Aoife Murphy');
    expect(within(version).getByRole('option', { name: 'v1 · ready · 21 Nov 2026 · Aoife Murphy' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete version' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete version 2 of the title report?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expectToasts(MESSAGES.titleReports.activated, MESSAGES.titleReports.deleted);
    expect(api.to(`DELETE ${CHAT}/admin/delete-title-report/report-2`)).toHaveLength(1);
    // The server made the version left active; the list is fetched again to show it.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Version' })).toHaveDisplayValue('v1 · ready · active · 21 Nov 2026 · Aoife Murphy'));
    expect(api.to(REPORTS)).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Regenerate' }));
    expect(await screen.findByText('Drafting the report on title…')).toBeInTheDocument();
    expect(api.to(`POST ${CHAT}/admin/generate-title-report/case-1`)[0]!.json).toEqual({ regenerate: true });
    expect(screen.getByRole('combobox', { name: 'Version' })).toHaveDisplayValue('v3 · drafting · 21 Nov 2026 · Aoife Murphy');
  });
});

describe('the case page’s title views', () => {
  it('loads a view only when it is opened, offers the checklist on property cases only, and opens a source in the pane', async () => {
    storeToken();
    const api = fakeApi({ ...onCasePage(), [REPORTS]: titleReportsReply([drafted]) });
    const app = renderApp('/cases/case-1');
    await findHeading('Harbour Walk acquisition');
    const views = screen.getByRole('group', { name: 'View' });
    expect(within(views).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'By document',
      'Review grid',
      'Title report',
      'Checklist',
      'Annexures',
      'Activity',
    ]);
    expect(api.to(REPORTS)).toHaveLength(0);

    await app.user.click(within(views).getByRole('button', { name: 'Title report' }));
    expect(within(views).getByRole('button', { name: 'Title report' })).toHaveAttribute('aria-pressed', 'true');
    await app.user.click(await screen.findByRole('button', { name: 'Open the source on page 2 of register.pdf' }));
    expect(await screen.findByRole('dialog', { name: 'Source' })).toBeInTheDocument();
    expect(api.to(REPORTS)).toHaveLength(1);
  });

  it('offers no report on title or checklist on a case of another practice area', async () => {
    storeToken();
    const litigation = aPropertyCase({ practiceAreaId: 2 });
    fakeApi({ ...onCasePage(litigation), [`GET ${CHAT}/document-types/2`]: documentTypesReply([]) });
    renderApp('/cases/case-1');
    await findHeading('Harbour Walk acquisition');

    expect(within(screen.getByRole('group', { name: 'View' })).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'By document',
      'Review grid',
      'Annexures',
      'Activity',
    ]);
  });
});
