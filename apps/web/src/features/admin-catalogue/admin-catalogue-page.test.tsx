import { AdminDocumentTypeResponse, AdminDocumentTypesResponse, MESSAGES, type AdminDocumentType } from '@dd/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anAdminDocumentType } from '../../test/catalogue-fixtures.ts';
import { fakeApi, reply, type FakeReply, type RecordedRequest } from '../../test/fake-api.ts';
import { aUser, signedIn, storeToken } from '../../test/fixtures.ts';
import { expectToasts, findHeading, renderApp } from '../../test/render-app.tsx';

const ADMIN = '/api/due-dilligence/chat/admin/catalogue';
const admin = aUser({ role: 'admin', name: 'Róisín Walsh' });

const lease = anAdminDocumentType({ id: 10, name: 'Lease' });
const licence = anAdminDocumentType({
  id: 13,
  key: 'licence-to-occupy',
  name: 'Licence to occupy',
  central: false,
  retiredAt: '2025-04-01T09:00:00.000Z',
});
const claimForm = anAdminDocumentType({ id: 20, key: 'claim-form', name: 'Claim form', practiceAreaId: 2, central: false });

const typesReply = (documentTypes: AdminDocumentType[]): FakeReply =>
  reply.ok(AdminDocumentTypesResponse, { data: { documentTypes } });
const typeReply = (documentType: AdminDocumentType, status = 200): FakeReply =>
  reply.ok(AdminDocumentTypeResponse, { data: { documentType } }, status);

/** The admin list call, answered by practice area from a catalogue the test can change. */
const catalogue = (types: AdminDocumentType[]) => (request: RecordedRequest) => {
  const area = Number(request.url.searchParams.get('practiceAreaId'));
  return typesReply(types.filter((type) => !area || type.practiceAreaId === area));
};

const openAdmin = async (types = [lease, licence, claimForm], routes = {}) => {
  storeToken();
  const api = fakeApi({ ...signedIn(admin), [`GET ${ADMIN}/document-types`]: catalogue(types), ...routes });
  const app = renderApp('/admin/catalogue');
  await findHeading('Catalogue administration');
  await screen.findByRole('table');
  return { api, app };
};

type App = ReturnType<typeof renderApp>;

/**
 * Pastes text into a field: one input event, not one per key, so the dialogs stay quick to test. A paste into
 * a tag input adds the pasted text as a tag.
 */
const fill = async (app: App, field: HTMLElement, text: string) => {
  await app.user.click(field);
  await app.user.paste(text);
};

const row = (name: string) => within(screen.getByRole('row', { name }));
const dialog = () => within(screen.getByRole('dialog'));

describe('admin access', () => {
  it('gives a non-admin no Admin link, and the no-access message at the address', async () => {
    storeToken();
    const api = fakeApi({ ...signedIn(aUser({ role: 'user' })) });
    renderApp('/admin/catalogue');

    expect(await findHeading('You do not have access to this page')).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Catalogue' })).toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(api.requests.filter((request) => request.path.startsWith(ADMIN))).toEqual([]);
  });

  it('puts the catalogue in the admin area: its navigation marks it and leads to the other sections', async () => {
    await openAdmin();

    const nav = within(screen.getByRole('navigation', { name: 'Admin area' }));
    expect(nav.getByRole('link', { name: 'Catalogue' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Documents', '/admin/documents'],
      ['Accuracy', '/admin/accuracy'],
      ['Title reports', '/admin/title-reports'],
      ['Users', '/admin/users'],
      ['Catalogue', '/admin/catalogue'],
      ['Language model', '/admin/language-model'],
    ]);
  });
});

describe('admin document types', () => {
  it('lists a practice area’s document types with retired ones marked, and switches practice area', async () => {
    const { api, app } = await openAdmin();

    expect(screen.getAllByRole('row').slice(1).map((tableRow) => tableRow.getAttribute('aria-label'))).toEqual([
      'Lease',
      'Licence to occupy',
    ]);
    expect(row('Licence to occupy').getByText('Retired')).toBeInTheDocument();
    expect(row('Licence to occupy').getByRole('button', { name: 'Restore' })).toBeInTheDocument();
    expect(row('Lease').queryByText('Retired')).not.toBeInTheDocument();
    expect(row('Lease').getByRole('button', { name: 'Retire' })).toBeInTheDocument();
    expect(api.to(`GET ${ADMIN}/document-types`)[0]?.url.search).toBe('?practiceAreaId=1');

    await app.user.selectOptions(screen.getByLabelText('Practice area'), 'Litigation');

    expect(await screen.findByRole('row', { name: 'Claim form' })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: 'Lease' })).not.toBeInTheDocument();
    expect(app.search()).toBe('?area=litigation');
  });

  it('checks a new document type against the contract before sending it', async () => {
    const { api, app } = await openAdmin();

    await app.user.click(screen.getByRole('button', { name: 'New document type' }));
    await app.user.click(dialog().getByRole('button', { name: 'Save' }));

    expect(await dialog().findByText('The name field is required.')).toBeInTheDocument();
    expect(dialog().getByText('The description field is required.')).toBeInTheDocument();
    expect(dialog().getByText('Choose at least one region.')).toBeInTheDocument();
    expect(dialog().getByText('Give at least one title.')).toBeInTheDocument();
    expect(dialog().getByText('Use at least 2 characters.')).toBeInTheDocument();
    expect(api.to(`POST ${ADMIN}/document-types`)).toHaveLength(0);
  });

  it('creates a document type, showing the server’s 422 errors on their fields first', async () => {
    const created = anAdminDocumentType({
      id: 30,
      key: 'firm-deed-of-variation',
      name: 'Deed of variation of lease',
      description: 'A deed varying the terms of a lease.',
      regions: ['England', 'Wales'],
      central: false,
      source: 'firm',
    });
    const { api, app } = await openAdmin([lease], {
      [`POST ${ADMIN}/document-types`]: [
        reply.error(422, {
          message: 'A document type of that name already exists in this practice area.',
          errors: {
            name: ['A document type of that name already exists in this practice area.'],
            'signals.titles.0': ['This title is used by another document type.'],
            'signals.phrases.0.weight': ['The weight must be between 1 and 5.'],
          },
        }),
        typeReply(created, 201),
      ],
    });

    await app.user.click(screen.getByRole('button', { name: 'New document type' }));
    const form = dialog();
    expect(screen.getByRole('dialog', { name: 'New document type in Property Law' })).toBeInTheDocument();
    await fill(app, form.getByLabelText('Name'), 'Deed of variation');
    await fill(app, form.getByLabelText('Description'), 'A deed varying the terms of a lease.');
    await app.user.click(form.getByRole('checkbox', { name: 'Wales' }));
    await app.user.click(form.getByRole('checkbox', { name: 'England' }));
    await fill(app, form.getByRole('combobox', { name: 'Titles' }), 'THIS DEED OF VARIATION');
    await fill(app, form.getByLabelText('Phrase 1'), 'the Lease is varied');
    await app.user.selectOptions(form.getByLabelText('Weight of phrase 1'), '5');
    await app.user.click(form.getByRole('button', { name: 'Add phrase' }));
    await fill(app, form.getByLabelText('Phrase 2'), 'Deed of Variation');
    await fill(app, form.getByRole('combobox', { name: 'Negative signals' }), 'Licence for Alterations');
    await app.user.click(form.getByRole('button', { name: 'Save' }));

    expect(await form.findByText('A document type of that name already exists in this practice area.')).toBeInTheDocument();
    expect(form.getByText('This title is used by another document type.')).toBeInTheDocument();
    expect(form.getByText('The weight must be between 1 and 5.')).toBeInTheDocument();
    expect(form.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    await expectToasts();

    await fill(app, form.getByLabelText('Name'), ' of lease');
    await app.user.click(form.getByRole('button', { name: 'Save' }));

    await expectToasts('Document type saved');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to(`POST ${ADMIN}/document-types`)[1]?.json).toEqual({
      practiceAreaId: 1,
      name: 'Deed of variation of lease',
      description: 'A deed varying the terms of a lease.',
      regions: ['England', 'Wales'],
      central: false,
      signals: {
        titles: ['THIS DEED OF VARIATION'],
        phrases: [
          { text: 'the Lease is varied', weight: 5 },
          { text: 'Deed of Variation', weight: 3 },
        ],
        structure: [],
        negative: ['Licence for Alterations'],
      },
    });
    // The list is fetched again, so the new type shows as the server has it.
    await waitFor(() => expect(api.to(`GET ${ADMIN}/document-types`)).toHaveLength(2));
  });

  it('edits a document type with its current values filled in', async () => {
    const { api, app } = await openAdmin([lease], {
      [`PUT ${ADMIN}/document-types/10`]: typeReply({ ...lease, name: 'Lease or underlease' }),
    });

    await app.user.click(row('Lease').getByRole('button', { name: 'Edit' }));
    const form = within(screen.getByRole('dialog', { name: 'Edit Lease' }));
    expect(form.getByLabelText('Name')).toHaveValue('Lease');
    expect(form.getByRole('switch', { name: /Central document/ })).toBeChecked();
    await fill(app, form.getByLabelText('Name'), ' or underlease');
    await app.user.click(form.getByRole('checkbox', { name: 'Scotland' }));
    await app.user.click(form.getByRole('button', { name: 'Save' }));

    await expectToasts('Document type saved');
    expect(api.to(`PUT ${ADMIN}/document-types/10`)[0]?.json).toMatchObject({
      name: 'Lease or underlease',
      regions: ['Northern Ireland', 'England', 'Wales', 'Republic of Ireland'],
      central: true,
      signals: lease.signals,
    });
  });

  it('retires a document type after confirmation, and restores it', async () => {
    const retired = { ...lease, retiredAt: '2025-05-01T10:00:00.000Z' };
    const { api, app } = await openAdmin([lease], {
      [`POST ${ADMIN}/document-types/10/retire`]: typeReply(retired),
      [`POST ${ADMIN}/document-types/10/restore`]: typeReply(lease),
    });
    api.on(`GET ${ADMIN}/document-types`, [typesReply([retired]), typesReply([lease])]);

    await app.user.click(row('Lease').getByRole('button', { name: 'Retire' }));
    const confirm = within(screen.getByRole('dialog', { name: 'Retire Lease?' }));
    expect(confirm.getByText(/Lawyers will no longer see it in the catalogue/)).toBeInTheDocument();
    await app.user.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(api.to(`POST ${ADMIN}/document-types/10/retire`)).toHaveLength(0);

    await app.user.click(row('Lease').getByRole('button', { name: 'Retire' }));
    await app.user.click(screen.getByRole('dialog').querySelector('button[data-autofocus]') as HTMLElement);

    await expectToasts('Document type retired');
    expect(await row('Lease').findByText('Retired')).toBeInTheDocument();

    await app.user.click(row('Lease').getByRole('button', { name: 'Restore' }));
    await app.user.click(within(screen.getByRole('dialog', { name: 'Restore Lease?' })).getByRole('button', { name: 'Restore' }));

    await expectToasts('Document type retired', 'Document type restored');
    await waitFor(() => expect(row('Lease').queryByText('Retired')).not.toBeInTheDocument());
    expect(api.to(`POST ${ADMIN}/document-types/10/restore`)).toHaveLength(1);
  });

  it('keeps the dialog open and says why when retiring is refused', async () => {
    const { app } = await openAdmin([lease], {
      [`POST ${ADMIN}/document-types/10/retire`]: reply.error(403, { message: MESSAGES.global.forbidden }),
    });

    await app.user.click(row('Lease').getByRole('button', { name: 'Retire' }));
    await app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Retire' }));

    await expectToasts(MESSAGES.global.forbidden);
    expect(screen.getByRole('dialog', { name: 'Retire Lease?' })).toBeInTheDocument();
  });
});
