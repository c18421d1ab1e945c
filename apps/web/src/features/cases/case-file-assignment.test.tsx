import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CaseFileAssigneeResponse, CaseResponse, MESSAGES, type Case } from '@dd/contracts';
import { aCase, aCaseFile, aCaseMember, anAnswer, AOIFE, caseMembersReply } from '../../test/case-fixtures.ts';
import { aDocumentType, documentTypesReply } from '../../test/catalogue-fixtures.ts';
import { fakeApi, reply, type FakeReply } from '../../test/fake-api.ts';
import { aUser, signedIn, storeToken } from '../../test/fixtures.ts';
import { expectToasts, findCaseRecord, renderApp, toasts } from '../../test/render-app.tsx';

const CHAT = '/api/due-dilligence/chat';
const CASE = `${CHAT}/response/case-1` as const;
const ASSIGNEE = `${CHAT}/cases/case-1/files/file-1/assignee` as const;

const ciaran = aCaseMember({ id: 'user-2', name: 'Ciarán Byrne', email: 'ciaran@murphy-solicitors.ie', role: 'reviewer' });
const niamh = aCaseMember({ id: 'user-3', name: 'Niamh Kelly', email: 'niamh@murphy-solicitors.ie', role: 'viewer' });
const sean = aCaseMember({ id: 'user-4', name: 'Seán Walsh', email: 'sean@murphy-solicitors.ie', role: 'editor' });
const toCiaran = { id: ciaran.id, name: ciaran.name };
const toAoife = { id: AOIFE.id, name: AOIFE.name };

/** Aoife's case, shared with a reviewer, a viewer and an editor, unless `members` says otherwise. */
const onCase = (record: Case, members: FakeReply | FakeReply[] = caseMembersReply({ members: [ciaran, niamh, sean] })) =>
  ({
    ...signedIn(aUser()),
    [`GET ${CHAT}/document-types/1`]: documentTypesReply([aDocumentType({ id: 4, name: 'Lease' })]),
    [`GET ${CASE}`]: reply.ok(CaseResponse, { data: { case: record } }),
    [`GET ${CHAT}/cases/case-1/members`]: members,
  }) as const;

const assigneeSelect = () => screen.findByRole('combobox', { name: 'Assignee of lease.pdf' });
/** "Assigned to …" on lease.pdf's section, if it says so. */
const assignedLine = () => within(screen.getByRole('region', { name: 'lease.pdf' })).queryByText(/^Assigned to/)?.textContent;

/** Three leases: the first assigned to Aoife, the second to Ciarán, the third to nobody. */
const threeLeases = aCase({
  files: [
    aCaseFile({ assignee: toAoife }),
    aCaseFile({ id: 'file-2', filename: 'lease 2.pdf', assignee: toCiaran, answers: [anAnswer({ id: 'answer-2', answer: '5 May 2020' })] }),
    aCaseFile({ id: 'file-3', filename: 'lease 3.pdf', answers: [anAnswer({ id: 'answer-3', answer: '9 June 2021' })] }),
  ],
});

const fileHeadings = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('assigning the files of a case', () => {
  it('lets the owner give a file to a member who reviews it, and shows the assignee the server saved', async () => {
    storeToken();
    const api = fakeApi({
      ...onCase(aCase()),
      [`PUT ${ASSIGNEE}`]: reply.ok(CaseFileAssigneeResponse, {
        message: MESSAGES.caseMembers.assigned('lease.pdf', ciaran.name),
        data: { caseFileId: 'file-1', assignee: toCiaran },
      }),
    });
    const app = renderApp('/cases/case-1');
    await findCaseRecord('Harbour Walk acquisition');

    const select = await assigneeSelect();
    expect(select).toHaveValue('');
    // The owner and the members who review it: a viewer is not offered.
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Nobody', 'Aoife Murphy (you)', 'Ciarán Byrne', 'Seán Walsh']);
    expect(assignedLine()).toBeUndefined();
    // Nothing is assigned yet: there is nothing to filter by.
    expect(screen.queryByRole('button', { name: 'Assigned to me' })).not.toBeInTheDocument();

    await app.user.selectOptions(select, ciaran.id);

    await expectToasts(MESSAGES.caseMembers.assigned('lease.pdf', ciaran.name));
    expect(api.to(`PUT ${ASSIGNEE}`)[0]?.json).toEqual({ userId: ciaran.id });
    await waitFor(() => expect(assignedLine()).toBe('Assigned to Ciarán Byrne'));
    expect(await assigneeSelect()).toHaveValue(ciaran.id);
    expect(screen.getByRole('button', { name: 'Assigned to me' })).toBeInTheDocument();
    // The record is patched, not read again.
    expect(api.to(`GET ${CASE}`)).toHaveLength(1);
  });

  it('gives a file back to nobody', async () => {
    storeToken();
    const api = fakeApi({
      ...onCase(aCase({ files: [aCaseFile({ assignee: toCiaran })] })),
      [`PUT ${ASSIGNEE}`]: reply.ok(CaseFileAssigneeResponse, {
        message: MESSAGES.caseMembers.unassigned('lease.pdf'),
        data: { caseFileId: 'file-1', assignee: null },
      }),
    });
    const app = renderApp('/cases/case-1');
    await findCaseRecord('Harbour Walk acquisition');
    expect(assignedLine()).toBe('Assigned to Ciarán Byrne');

    await app.user.selectOptions(await assigneeSelect(), 'Nobody');

    await expectToasts(MESSAGES.caseMembers.unassigned('lease.pdf'));
    expect(api.to(`PUT ${ASSIGNEE}`)[0]?.json).toEqual({ userId: null });
    await waitFor(() => expect(assignedLine()).toBeUndefined());
    expect(await assigneeSelect()).toHaveValue('');
  });

  it('says why the server refused, and keeps the file’s assignee as it was', async () => {
    storeToken();
    const api = fakeApi({
      ...onCase(aCase({ files: [aCaseFile({ assignee: toCiaran })] })),
      [`PUT ${ASSIGNEE}`]: reply.error(422, { message: MESSAGES.global.validationFailed, errors: { userId: [MESSAGES.caseMembers.assigneeNotOnCase] } }),
    });
    const app = renderApp('/cases/case-1');
    await findCaseRecord('Harbour Walk acquisition');

    await app.user.selectOptions(await assigneeSelect(), sean.id);

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.caseMembers.assigneeNotOnCase);
    expect(api.to(`PUT ${ASSIGNEE}`)[0]?.json).toEqual({ userId: sean.id });
    const select = await assigneeSelect();
    expect(select).toHaveValue(ciaran.id);
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(assignedLine()).toBe('Assigned to Ciarán Byrne');
    expect(toasts()).toEqual([]);
  });

  it('tells an editor whose role was lowered meanwhile the server’s refusal once, and takes the select away', async () => {
    storeToken();
    const asMember = (role: 'editor' | 'reviewer') =>
      caseMembersReply({ owner: { ...toCiaran, email: ciaran.email }, members: [{ ...AOIFE, role }], myRole: role });
    fakeApi({
      ...onCase(aCase(), [asMember('editor'), asMember('reviewer')]),
      [`PUT ${ASSIGNEE}`]: reply.error(403, { message: MESSAGES.caseMembers.notAllowed('reviewer') }),
    });
    const app = renderApp('/cases/case-1');
    await findCaseRecord('Harbour Walk acquisition');

    await app.user.selectOptions(await assigneeSelect(), AOIFE.id);

    await expectToasts(MESSAGES.caseMembers.notAllowed('reviewer'));
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Assignee of lease.pdf' })).not.toBeInTheDocument());
    expect(within(screen.getByRole('region', { name: 'lease.pdf' })).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells a reviewer the file is theirs, and offers them no way to give it to anyone', async () => {
    storeToken();
    fakeApi(
      onCase(
        aCase({ files: [aCaseFile({ assignee: toAoife })] }),
        caseMembersReply({ owner: { ...toCiaran, email: ciaran.email }, members: [{ ...AOIFE, role: 'reviewer' }], myRole: 'reviewer' }),
      ),
    );
    renderApp('/cases/case-1');
    await findCaseRecord('Harbour Walk acquisition');

    expect(assignedLine()).toBe('Assigned to you');
    expect(screen.queryByRole('combobox', { name: 'Assignee of lease.pdf' })).not.toBeInTheDocument();
  });
});

describe('the “Assigned to me” filter', () => {
  it('lists only the documents assigned to the lawyer, by document and in the review grid', async () => {
    storeToken();
    fakeApi(onCase(threeLeases));
    const app = renderApp('/cases/case-1');
    await findCaseRecord('Harbour Walk acquisition', ['lease.pdf', 'lease 2.pdf', 'lease 3.pdf']);
    expect(fileHeadings()).toEqual(['lease.pdf', 'lease 2.pdf', 'lease 3.pdf']);
    expect(screen.getByRole('button', { name: 'All documents' })).toHaveAttribute('aria-pressed', 'true');

    await app.user.click(screen.getByRole('button', { name: 'Assigned to me' }));

    expect(screen.getByRole('button', { name: 'Assigned to me' })).toHaveAttribute('aria-pressed', 'true');
    expect(fileHeadings()).toEqual(['lease.pdf']);
    expect(assignedLine()).toBe('Assigned to you');

    await app.user.click(screen.getByRole('button', { name: 'Review grid' }));
    const grid = await screen.findByRole('table', { name: 'Review grid: Lease' });
    expect(within(grid).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['lease.pdf']);

    await app.user.click(screen.getByRole('button', { name: 'All documents' }));
    expect(within(grid).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['lease.pdf', 'lease 2.pdf', 'lease 3.pdf']);
  });

  it('says so when none of the case’s documents are assigned to the lawyer', async () => {
    storeToken();
    fakeApi(onCase(aCase({ files: threeLeases.files.map((file) => ({ ...file, assignee: file.assignee && toCiaran })) })));
    const app = renderApp('/cases/case-1');
    await findCaseRecord('Harbour Walk acquisition');

    await app.user.click(screen.getByRole('button', { name: 'Assigned to me' }));

    // Announced: the lawyer pressed a button and the list emptied.
    expect(screen.getByText('No documents are assigned to you on this case.')).toHaveAttribute('role', 'status');
    expect(fileHeadings()).toEqual([]);

    await app.user.click(screen.getByRole('button', { name: 'Review grid' }));
    expect(screen.getByText('No documents are assigned to you on this case.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Review grid: Lease' })).not.toBeInTheDocument();
  });
});

describe('being assigned a file', () => {
  it('is told on whatever page the lawyer is, with a link to the case', async () => {
    storeToken();
    fakeApi(onCase(aCase({ files: [aCaseFile({ assignee: toAoife })] })));
    const app = renderApp('/');
    await waitFor(() => expect(app.realtime.open()).toHaveLength(1));

    app.realtime.push('caseFile.assigned', {
      caseId: 'case-1',
      caseTitle: 'Harbour Walk <b>acquisition</b>',
      caseFileId: 'file-1',
      filename: 'lease.pdf',
      assignedBy: toCiaran,
    });

    // What the lawyers typed is shown as they typed it, never read as markup.
    await expectToasts('Ciarán Byrne assigned you lease.pdf in Harbour Walk <b>acquisition</b>');
    const link = screen.getByRole('link', { name: 'Harbour Walk <b>acquisition</b>' });
    expect(link).toHaveAttribute('href', '/cases/case-1');

    await app.user.click(link);

    expect(app.pathname()).toBe('/cases/case-1');
    await findCaseRecord('Harbour Walk acquisition');
    expect(assignedLine()).toBe('Assigned to you');
    await waitFor(() => expect(toasts()).toEqual([]));
  });
});
