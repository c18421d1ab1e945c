import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChecklistItemResponse, MESSAGES, type CaseRole } from '@dd/contracts';
import { fakeApi, reply } from '../../test/fake-api.ts';
import { expectToasts } from '../../test/render-app.tsx';
import { aChecklistItem, aFileCitation, aPropertyCase, CHAT, checklistReply, renderTab } from '../../test/title-report-fixtures.ts';
import { CASE_PERMISSIONS } from '../case-members/case-permissions.ts';
import { ChecklistTab } from './checklist-tab.tsx';

const DRAW_UP = `POST ${CHAT}/response/ai/title-report-checklist/case-1` as const;

const classOfTitle = aChecklistItem();
const charges = aChecklistItem({
  id: 'item-2',
  key: 'charges',
  label: 'Registered charges',
  status: 'flag',
  finding: 'A charge to Northern Bank plc is registered.',
  evidence: [aFileCitation({ page: 3, quote: 'REGISTERED CHARGE dated 1 May 2019' }), aFileCitation({ page: 4, verified: false })],
});
const otherRegister = aChecklistItem({
  id: 'item-3',
  caseFileId: 'file-1',
  titleNumber: 'CD67890',
  label: 'Class of title',
  status: 'missing',
  finding: 'The register does not state the class of title.',
  evidence: [],
});
const verifiedBy = { verifiedBy: { id: 'user-1', name: 'Aoife Murphy' }, verifiedAt: '2026-11-21T10:01:00.000Z' };

/** The tab as the case's owner sees it, or as a member with `role`. */
const renderChecklist = (role: CaseRole = 'owner') => {
  const onSource = vi.fn();
  return { ...renderTab(<ChecklistTab record={aPropertyCase()} onSource={onSource} can={CASE_PERMISSIONS[role]} />), onSource };
};

describe('checklist tab', () => {
  it('shows a viewer each check, its verification and note, to read only', async () => {
    fakeApi({ [DRAW_UP]: checklistReply([classOfTitle, { ...charges, verified: true, ...verifiedBy, note: 'Redeem on completion.' }]) });
    renderChecklist('viewer');

    const charge = (await screen.findAllByRole('listitem'))[1]!;
    expect(within(charge).getByText('Verified by Aoife Murphy on 21 Nov 2026')).toBeInTheDocument();
    expect(within(charge).getByText('Note: Redeem on completion.')).toBeInTheDocument();
    expect(within(screen.getAllByRole('listitem')[0]!).getByText('Not verified')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Draw up again' })).not.toBeInTheDocument();
  });

  it('lets a reviewer verify a check and keep a note on it, but not draw the checklist up again', async () => {
    const api = fakeApi({
      [DRAW_UP]: checklistReply([classOfTitle, charges]),
      [`PUT ${CHAT}/title-report-checklist/items/item-2`]: reply.ok(ChecklistItemResponse, { data: { item: { ...charges, verified: true, ...verifiedBy } } }),
    });
    const { user } = renderChecklist('reviewer');

    const charge = (await screen.findAllByRole('listitem'))[1]!;
    expect(within(charge).getByRole('textbox', { name: 'Note on: Registered charges' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Draw up again' })).not.toBeInTheDocument();
    await user.click(within(charge).getByRole('checkbox', { name: 'Verified: Registered charges' }));
    await waitFor(() => expect(api.to(`PUT ${CHAT}/title-report-checklist/items/item-2`)[0]?.json).toEqual({ verified: true, version: 1 }));
  });

  it('opens on the case’s checklist by register, then verifies a check and keeps a note on it', async () => {
    const api = fakeApi({
      [DRAW_UP]: checklistReply([classOfTitle, charges, otherRegister]),
      [`PUT ${CHAT}/title-report-checklist/items/item-2`]: [
        reply.ok(ChecklistItemResponse, { data: { item: { ...charges, verified: true, ...verifiedBy } } }),
        reply.ok(ChecklistItemResponse, { data: { item: { ...charges, verified: true, ...verifiedBy, note: 'Redeem on completion.' } } }),
      ],
    });
    const { user, onSource } = renderChecklist();

    expect(await screen.findByText('0 of 3 verified')).toHaveAttribute('aria-live', 'polite');
    expect(api.to(DRAW_UP)[0]!.json).toEqual({ regenerate: false });
    // One heading a register, in the order the checks came.
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Title number AB12345', 'Title number CD67890']);
    const checks = screen.getAllByRole('listitem');
    expect(checks.map((check) => within(check).getByText(/^(Pass|Flag|Missing)$/).textContent)).toEqual(['Pass', 'Flag', 'Missing']);
    const charge = checks[1]!;
    expect(within(charge).getByText('A charge to Northern Bank plc is registered.')).toBeInTheDocument();
    expect(within(charge).getAllByRole('button', { name: /^Open the source/ })).toHaveLength(1);
    await user.click(within(charge).getByRole('button', { name: 'Open the source on page 3 of register.pdf' }));
    expect(onSource).toHaveBeenCalledWith('file-2', expect.objectContaining({ page: 3 }));

    await user.click(within(charge).getByRole('checkbox', { name: 'Verified: Registered charges' }));
    expect(await within(charge).findByText('Verified by Aoife Murphy on 21 Nov 2026')).toBeInTheDocument();
    expect(within(charge).getByRole('checkbox', { name: 'Verified: Registered charges' })).toBeChecked();
    expect(screen.getByText('1 of 3 verified')).toBeInTheDocument();
    expect(api.to(`PUT ${CHAT}/title-report-checklist/items/item-2`)[0]!.json).toEqual({ verified: true, version: 1 });

    const save = within(charge).getByRole('button', { name: 'Save note: Registered charges' });
    expect(save).toBeDisabled();
    await user.type(within(charge).getByRole('textbox', { name: 'Note on: Registered charges' }), '  Redeem on completion. ');
    await user.click(save);
    await waitFor(() => expect(api.to(`PUT ${CHAT}/title-report-checklist/items/item-2`)).toHaveLength(2));
    expect(api.to(`PUT ${CHAT}/title-report-checklist/items/item-2`)[1]!.json).toEqual({ verified: true, note: 'Redeem on completion.', version: 1 });
    await expectToasts(MESSAGES.titleReports.itemSaved);
    expect(within(charge).getByRole('textbox', { name: 'Note on: Registered charges' })).toHaveValue('Redeem on completion.');
    expect(save).toBeDisabled();
  });

  it('draws up again after saying what is kept, and takes the checklist another tab drew up', async () => {
    const api = fakeApi({
      [DRAW_UP]: [checklistReply([classOfTitle]), checklistReply([{ ...classOfTitle, verified: true, ...verifiedBy }, charges])],
    });
    const { user, hub } = renderChecklist();

    await screen.findByText('0 of 1 verified');
    await user.click(screen.getByRole('button', { name: 'Draw up again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Draw up the checklist again?' });
    expect(dialog).toHaveTextContent('Verifications and notes of checks whose result has not changed are kept');
    await user.click(within(dialog).getByRole('button', { name: 'Draw up again' }));
    expect(await screen.findByText('1 of 2 verified')).toBeInTheDocument();
    expect(api.to(DRAW_UP)[1]!.json).toEqual({ regenerate: true });

    hub.emit('checklist.ready', { caseId: 'another-case', items: [] });
    hub.emit('checklist.ready', { caseId: 'case-1', items: [classOfTitle, charges, otherRegister] });
    expect(await screen.findByText('0 of 3 verified')).toBeInTheDocument();
  });

  it('says why a checklist cannot be drawn up, and why a check could not be saved', async () => {
    fakeApi({
      [DRAW_UP]: [reply.error(409, { message: MESSAGES.titleReports.noRegister }), checklistReply([classOfTitle])],
      [`PUT ${CHAT}/title-report-checklist/items/item-1`]: reply.error(500),
    });
    const { user } = renderChecklist();

    // The refusal is said where the checklist would be, and trying again once a register is added draws it up.
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.titleReports.noRegister);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Verified: Class of title' }));
    await expectToasts(MESSAGES.titleReports.itemFailed);
    expect(screen.getByRole('checkbox', { name: 'Verified: Class of title' })).not.toBeChecked();
  });
});
