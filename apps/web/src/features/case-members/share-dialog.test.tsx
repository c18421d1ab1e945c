import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CaseMembersUpdateResponse, CaseResponse, MESSAGES } from '@dd/contracts';
import { aCase, aCaseMember, AOIFE, caseMembersReply } from '../../test/case-fixtures.ts';
import { documentTypesReply } from '../../test/catalogue-fixtures.ts';
import { fakeApi, reply } from '../../test/fake-api.ts';
import { aUser, signedIn, storeToken } from '../../test/fixtures.ts';
import { aMember, anOrganisation, organisationReply } from '../../test/organisation-fixtures.ts';
import { expectToasts, findCaseRecord, renderApp } from '../../test/render-app.tsx';

const CHAT = '/api/due-dilligence/chat';
const MEMBERS = `${CHAT}/cases/case-1/members` as const;

const ciaran = aCaseMember({ id: 'user-2', name: 'Ciarán Byrne', email: 'ciaran@murphy-solicitors.ie', role: 'reviewer' });
const niamh = { id: 'user-3', name: 'Niamh Kelly', email: 'niamh@murphy-solicitors.ie' };
/** The firm: Aoife (the case's owner, an admin), Ciarán and Niamh. */
const firm = anOrganisation({
  members: [
    aMember({ ...AOIFE, role: 'admin' }),
    aMember({ id: ciaran.id, name: ciaran.name, email: ciaran.email }),
    aMember(niamh),
  ],
});

/** Aoife's case, shared with Ciarán as a reviewer. */
const onSharedCase = () =>
  ({
    ...signedIn(aUser()),
    [`GET ${CHAT}/document-types/1`]: documentTypesReply([]),
    [`GET ${CHAT}/response/case-1`]: reply.ok(CaseResponse, { data: { case: aCase() } }),
    [`GET ${MEMBERS}`]: caseMembersReply({ members: [ciaran] }),
    'GET /api/organisation': organisationReply(firm),
  }) as const;

async function openShareDialog(app: ReturnType<typeof renderApp>) {
  await findCaseRecord('Harbour Walk acquisition');
  await app.user.click(screen.getByRole('button', { name: 'Share' }));
  return screen.findByRole('dialog', { name: 'Share this case' });
}

describe('sharing a case', () => {
  it('lists the firm’s members but the owner with their access, and saves the whole list as it is to be', async () => {
    storeToken();
    const api = fakeApi({
      ...onSharedCase(),
      [`PUT ${MEMBERS}`]: reply.ok(CaseMembersUpdateResponse, {
        data: { owner: AOIFE, members: [{ ...niamh, role: 'editor' }], myRole: 'owner' },
        message: MESSAGES.caseMembers.updated,
      }),
    });
    const app = renderApp('/cases/case-1');
    const dialog = await openShareDialog(app);
    expect(screen.getByText('Shared with Ciarán Byrne (reviewer).')).toBeInTheDocument();

    const ciaranAccess = await within(dialog).findByRole('combobox', { name: 'Access for Ciarán Byrne' });
    const niamhAccess = within(dialog).getByRole('combobox', { name: 'Access for Niamh Kelly' });
    expect(ciaranAccess).toHaveValue('reviewer');
    expect(niamhAccess).toHaveValue('none');
    expect(within(niamhAccess).getAllByRole('option').map((option) => option.textContent)).toEqual(['No access', 'Editor', 'Reviewer', 'Viewer']);
    // The owner is not offered a role on their own case.
    expect(within(dialog).queryByRole('combobox', { name: 'Access for Aoife Murphy' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();

    await app.user.selectOptions(niamhAccess, 'editor');
    await app.user.selectOptions(ciaranAccess, 'none');
    // Read once or, when the dialog opened after the page's copy went stale (a slow machine), twice: never after saving.
    const readsBeforeSaving = api.to(`GET ${MEMBERS}`).length;
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await expectToasts(MESSAGES.caseMembers.updated);
    // Ciarán, left out, stops being a member.
    expect(api.to(`PUT ${MEMBERS}`)[0]!.json).toEqual({ members: [{ userId: 'user-3', role: 'editor' }] });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Share this case' })).not.toBeInTheDocument());
    expect(screen.getByText('Shared with Niamh Kelly (editor).')).toBeInTheDocument();
    // The saved list is shown as the server returned it, not read again.
    expect(api.to(`GET ${MEMBERS}`)).toHaveLength(readsBeforeSaving);
  });

  it('shows the server’s refusal on the colleague it names, and stays open', async () => {
    storeToken();
    const api = fakeApi({
      ...onSharedCase(),
      [`PUT ${MEMBERS}`]: reply.error(422, {
        message: MESSAGES.global.validationFailed,
        errors: { 'members.1.userId': [MESSAGES.caseMembers.notInFirm] },
      }),
    });
    const app = renderApp('/cases/case-1');
    const dialog = await openShareDialog(app);

    await app.user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Access for Niamh Kelly' }), 'viewer');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(`Niamh Kelly: ${MESSAGES.caseMembers.notInFirm}`);
    expect(api.to(`PUT ${MEMBERS}`)[0]!.json).toEqual({
      members: [
        { userId: 'user-2', role: 'reviewer' },
        { userId: 'user-3', role: 'viewer' },
      ],
    });
    expect(within(dialog).getByRole('combobox', { name: 'Access for Niamh Kelly' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('combobox', { name: 'Access for Ciarán Byrne' })).not.toHaveAttribute('aria-invalid', 'true');
    // Nothing changed: the line still says who the case is shared with.
    expect(screen.getByText('Shared with Ciarán Byrne (reviewer).')).toBeInTheDocument();
  });

  it('starts again from the roles as they are when opened again after Cancel', async () => {
    storeToken();
    fakeApi(onSharedCase());
    const app = renderApp('/cases/case-1');
    const dialog = await openShareDialog(app);
    await app.user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Access for Niamh Kelly' }), 'editor');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Share this case' })).not.toBeInTheDocument());

    await app.user.click(screen.getByRole('button', { name: 'Share' }));
    const again = await screen.findByRole('dialog', { name: 'Share this case' });
    expect(within(again).getByRole('combobox', { name: 'Access for Niamh Kelly' })).toHaveValue('none');
  });

  it('says so when nobody else is in the firm', async () => {
    storeToken();
    fakeApi({ ...onSharedCase(), [`GET ${MEMBERS}`]: caseMembersReply(), 'GET /api/organisation': organisationReply(anOrganisation({ members: [aMember({ ...AOIFE, role: 'admin' })] })) });
    const app = renderApp('/cases/case-1');
    const dialog = await openShareDialog(app);

    expect(await within(dialog).findByText(/No one else is in your firm yet/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Firm page' })).toHaveAttribute('href', '/firm');
  });
});
