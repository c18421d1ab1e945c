import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, TOKEN_LIFETIMES, type Organisation, type OrganisationInvitation } from '@dd/contracts';
import { CHAT } from '../cases/test-cases.ts';
import { auditLog, cases, organisations, users } from '../db/schema.ts';
import { solidPng } from '../testing/images.ts';
import { acceptInvitation, colleagueOf, invitationToken as invitationTokenIn, type Session } from '../testing/firm.ts';
import { bearer, createTestApp, registerUser, uniqueEmail, type TestApp } from '../testing/test-app.ts';
import { exportLogoKey } from './organisation-service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const getOrganisation = async (session: Session) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/organisation', headers: bearer(session.token) });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { organisation: Organisation } }>().data.organisation;
};

const invite = (session: Session, email: string, role: 'admin' | 'member' = 'member') =>
  t.app.inject({ method: 'POST', url: '/api/organisation/invitations', headers: bearer(session.token), payload: { email, role } });

const invitationToken = (admin: Session, email: string, role: 'admin' | 'member' = 'member') => invitationTokenIn(t, admin, email, role);
const accept = (session: Session, token: string) => acceptInvitation(t, session, token);

/** A firm of an admin and a member who joined it by invitation. */
async function firmOfTwo(names = { admin: 'Niamh Byrne', member: 'Cian Doyle' }) {
  const admin = await registerUser(t.app, { name: names.admin });
  return { admin, member: await colleagueOf(t, admin, names.member) };
}

describe('the firm', () => {
  it('is made by registering: the new user is its admin, and the firm is named after them', async () => {
    const session = await registerUser(t.app, { name: 'Síle Ní Bhriain' });

    const organisation = await getOrganisation(session);

    expect(organisation).toEqual({
      id: expect.any(String),
      name: 'Síle Ní Bhriain’s firm',
      logo: null,
      members: [{ id: session.user.id, name: 'Síle Ní Bhriain', email: session.email, role: 'admin' }],
      emailDomain: null,
      ssoRequired: false,
      builtinOnlyByDefault: false,
    });
  });

  it('is renamed and given a logo by its admin, which its members see and which replaces theirs on exports', async () => {
    const { admin, member } = await firmOfTwo();
    const form = new FormData();
    form.append('name', 'Byrne Doyle LLP');
    form.append('logo', new Blob([solidPng(4, 4, [10, 20, 30])], { type: 'image/png' }), 'logo.png');

    const response = await t.app.inject({ method: 'PUT', url: '/api/organisation', headers: bearer(admin.token), payload: form });

    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(MESSAGES.organisation.updated);
    const seen = await getOrganisation(member);
    expect(seen.name).toBe('Byrne Doyle LLP');
    expect(seen.logo).toMatch(/^\/api\/organisation\/logo\?v=\d+$/);
    const logo = await t.app.inject({ method: 'GET', url: seen.logo!, headers: bearer(member.token) });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['cache-control']).toBe('private');
    // Not to anyone outside the firm: they have no firm logo of their own.
    const outsider = await registerUser(t.app);
    expect((await t.app.inject({ method: 'GET', url: seen.logo!, headers: bearer(outsider.token) })).statusCode).toBe(404);

    // Exports carry the firm's logo, whoever's own logo there is; a firm without one leaves each member theirs.
    const userRow = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;
    const [firm] = await t.database.db.select().from(organisations).where(eq(organisations.id, seen.id));
    await t.database.db.update(users).set({ logoKey: 'logos/their-own' }).where(eq(users.id, member.user.id));
    expect(await exportLogoKey(t.database.db, await userRow(member.user.id))).toBe(firm!.logoKey);
    await t.database.db.update(users).set({ logoKey: 'logos/outsiders-own' }).where(eq(users.id, outsider.user.id));
    expect(await exportLogoKey(t.database.db, await userRow(outsider.user.id))).toBe('logos/outsiders-own');
  });

  it('refuses a member who is not an admin every change, and an empty or oversized change with its reasons', async () => {
    const { admin, member } = await firmOfTwo();

    for (const [method, url, payload] of [
      ['PUT', '/api/organisation', { name: 'Taken over' }],
      ['PUT', `/api/organisation/members/${admin.user.id}`, { role: 'member' }],
      ['DELETE', `/api/organisation/members/${admin.user.id}`, undefined],
      ['GET', '/api/organisation/invitations', undefined],
      ['POST', '/api/organisation/invitations', { email: uniqueEmail(), role: 'admin' }],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: bearer(member.token), ...(payload ? { payload } : {}) });
      expect([method, url, response.statusCode]).toEqual([method, url, 403]);
    }
    expect((await getOrganisation(member)).name).toBe('Niamh Byrne’s firm');

    const empty = await t.app.inject({ method: 'PUT', url: '/api/organisation', headers: bearer(admin.token), payload: {} });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ name: [MESSAGES.organisation.nameRequired] });
    const blank = await t.app.inject({ method: 'PUT', url: '/api/organisation', headers: bearer(admin.token), payload: { name: '  ' } });
    expect(blank.statusCode).toBe(422);
    expect(Object.keys(blank.json().errors)).toEqual(['name']);
  });
});

describe('invitations', () => {
  it('join the invitee to the firm with the role sent, once, and only the address it was sent to', async () => {
    const admin = await registerUser(t.app, { name: 'Orla Kelly' });
    const email = uniqueEmail('Invitee');
    const token = await invitationToken(admin, email, 'admin');
    const listed = await t.app.inject({ method: 'GET', url: '/api/organisation/invitations', headers: bearer(admin.token) });
    const [waiting] = listed.json<{ data: { invitations: OrganisationInvitation[] } }>().data.invitations;
    expect(waiting).toMatchObject({ email, role: 'admin', invitedBy: { id: admin.user.id, name: 'Orla Kelly' } });
    expect(new Date(waiting!.expiresAt).getTime() - new Date(waiting!.createdAt).getTime()).toBe(TOKEN_LIFETIMES.organisationInvitationDays * 24 * 60 * 60_000);

    // Someone else who has the link cannot use it.
    const stranger = await registerUser(t.app);
    const refused = await accept(stranger, token);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ message: MESSAGES.organisation.invitationOtherEmail });

    const invitee = await registerUser(t.app, { name: 'Eoin Walsh', email: email.toUpperCase() });
    const ownFirmId = (await getOrganisation(invitee)).id;
    const accepted = await accept(invitee, token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().message).toBe(MESSAGES.organisation.joined('Orla Kelly’s firm'));
    const firm = await getOrganisation(admin);
    expect(firm.members.map((member) => [member.name, member.role])).toEqual([
      ['Eoin Walsh', 'admin'],
      ['Orla Kelly', 'admin'],
    ]);
    // The firm registering made for the invitee, now empty, is gone.
    expect(await t.database.db.select().from(organisations).where(eq(organisations.id, ownFirmId))).toEqual([]);

    const again = await accept(invitee, token);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ message: MESSAGES.organisation.invitationInvalid });
    const after = await t.app.inject({ method: 'GET', url: '/api/organisation/invitations', headers: bearer(admin.token) });
    expect(after.json().data.invitations).toEqual([]);
  });

  it('say why an address cannot be invited: a member already, an invitation waiting, not an address', async () => {
    const { admin, member } = await firmOfTwo();
    const memberEmail = (await getOrganisation(admin)).members.find((one) => one.id === member.user.id)!.email;

    const already = await invite(admin, memberEmail.toUpperCase());
    expect(already.statusCode).toBe(422);
    expect(already.json().errors).toEqual({ email: [MESSAGES.organisation.alreadyMember] });

    const email = uniqueEmail();
    expect((await invite(admin, email)).statusCode).toBe(201);
    // Two at once for the same address: one waits, the other is told so.
    const [first, second] = await Promise.all([invite(admin, ` ${email.toUpperCase()} `), invite(admin, email)]);
    expect([first.statusCode, second.statusCode]).toEqual([422, 422]);
    expect(second.json().errors).toEqual({ email: [MESSAGES.organisation.alreadyInvited] });

    // A retry with the same Idempotency-Key (a reply lost on the way) gets the first reply, not "already invited".
    const retried = uniqueEmail();
    const sent = () =>
      t.app.inject({ method: 'POST', url: '/api/organisation/invitations', headers: { ...bearer(admin.token), 'idempotency-key': `invite-${retried}` }, payload: { email: retried, role: 'member' } });
    const firstTry = await sent();
    const secondTry = await sent();
    expect([firstTry.statusCode, secondTry.statusCode]).toEqual([201, 201]);
    expect(secondTry.headers['idempotent-replayed']).toBe('true');
    expect(secondTry.json()).toEqual(firstTry.json());

    const bad = await invite(admin, 'not an address');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['email']);
    const role = await t.app.inject({ method: 'POST', url: '/api/organisation/invitations', headers: bearer(admin.token), payload: { email: uniqueEmail(), role: 'owner' } });
    expect(role.statusCode).toBe(422);
    expect(role.json().errors).toEqual({ role: ['The selected role is invalid.'] });
  });

  it('stop working when revoked or expired, and another firm cannot revoke them', async () => {
    const admin = await registerUser(t.app);
    const email = uniqueEmail();
    const token = await invitationToken(admin, email);
    const [waiting] = (await t.app.inject({ method: 'GET', url: '/api/organisation/invitations', headers: bearer(admin.token) })).json().data.invitations;

    const otherFirm = await registerUser(t.app);
    const notTheirs = await t.app.inject({ method: 'DELETE', url: `/api/organisation/invitations/${waiting.id}`, headers: bearer(otherFirm.token) });
    expect(notTheirs.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/organisation/invitations/not-an-id', headers: bearer(admin.token) })).statusCode).toBe(404);

    const revoked = await t.app.inject({ method: 'DELETE', url: `/api/organisation/invitations/${waiting.id}`, headers: bearer(admin.token) });
    expect(revoked.json()).toEqual({ message: MESSAGES.organisation.invitationRevoked });
    const invitee = await registerUser(t.app, { email });
    expect((await accept(invitee, token)).json()).toEqual({ message: MESSAGES.organisation.invitationInvalid });

    // Invited again (the revoked one no longer waits), then left past its seven days.
    const second = await invitationToken(admin, email);
    t.advanceClock(TOKEN_LIFETIMES.organisationInvitationDays * 24 * 60 * 60_000 + 1000);
    expect((await accept(invitee, second)).json()).toEqual({ message: MESSAGES.organisation.invitationInvalid });
    // An expired invitation does not stand in the way of a new one.
    expect((await invite(admin, email)).statusCode).toBe(201);
  });

  it('keep a firm from losing its only admin to another firm while it has other members', async () => {
    const { admin } = await firmOfTwo();
    const elsewhere = await registerUser(t.app);
    const token = await invitationToken(elsewhere, (await getOrganisation(admin)).members.find((one) => one.id === admin.user.id)!.email);

    const refused = await accept(admin, token);

    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ message: MESSAGES.organisation.leaveLastAdmin });
    expect((await getOrganisation(admin)).members).toHaveLength(2);
  });
});

describe('members', () => {
  it('are made admins and members by an admin, and the firm always keeps one admin', async () => {
    const { admin, member } = await firmOfTwo();

    const promoted = await t.app.inject({ method: 'PUT', url: `/api/organisation/members/${member.user.id}`, headers: bearer(admin.token), payload: { role: 'admin' } });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toEqual({
      message: MESSAGES.organisation.memberUpdated('Cian Doyle', 'admin'),
      data: { member: { id: member.user.id, name: 'Cian Doyle', email: expect.any(String), role: 'admin' } },
    });
    // The new admin acts at once: their session reads the new role.
    expect((await t.app.inject({ method: 'GET', url: '/api/organisation/invitations', headers: bearer(member.token) })).statusCode).toBe(200);

    const selfDemoted = await t.app.inject({ method: 'PUT', url: `/api/organisation/members/${admin.user.id}`, headers: bearer(admin.token), payload: { role: 'member' } });
    expect(selfDemoted.statusCode).toBe(200);
    const lastAdmin = await t.app.inject({ method: 'PUT', url: `/api/organisation/members/${member.user.id}`, headers: bearer(member.token), payload: { role: 'member' } });
    expect(lastAdmin.statusCode).toBe(422);
    expect(lastAdmin.json()).toEqual({ message: MESSAGES.organisation.lastAdmin });

    const outsider = await registerUser(t.app);
    const notAMember = await t.app.inject({ method: 'PUT', url: `/api/organisation/members/${outsider.user.id}`, headers: bearer(member.token), payload: { role: 'admin' } });
    expect(notAMember.statusCode).toBe(404);
  });

  it('removed by an admin hand their cases to the admin and go on in a firm of their own', async () => {
    const { admin, member } = await firmOfTwo({ admin: 'Róisín Healy', member: 'Darragh Quinn' });
    const [theirCase] = await t.database.db
      .insert(cases)
      .values({ userId: member.user.id, title: 'Sale of 9 Dock Road', practiceAreaId: 1, region: 'IE', status: 'draft' })
      .returning({ id: cases.id });

    const yourself = await t.app.inject({ method: 'DELETE', url: `/api/organisation/members/${admin.user.id}`, headers: bearer(admin.token) });
    expect(yourself.statusCode).toBe(422);
    expect(yourself.json()).toEqual({ message: MESSAGES.organisation.removeYourself });

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/organisation/members/${member.user.id}`, headers: bearer(admin.token) });

    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: MESSAGES.organisation.memberRemoved('Darragh Quinn') });
    const moved = await t.database.db.select({ userId: cases.userId }).from(cases).where(eq(cases.title, 'Sale of 9 Dock Road'));
    expect(moved).toEqual([{ userId: admin.user.id }]);
    expect((await getOrganisation(admin)).members.map((one) => one.id)).toEqual([admin.user.id]);
    const theirOwn = await getOrganisation(member);
    expect(theirOwn.name).toBe('Darragh Quinn’s firm');
    expect(theirOwn.members).toEqual([expect.objectContaining({ id: member.user.id, role: 'admin' })]);
    const [row] = await t.database.db.select({ role: users.organisationRole }).from(users).where(eq(users.id, member.user.id));
    expect(row).toEqual({ role: 'admin' });

    // The case's trail says why it is the admin's now; the firm's own trail, who removed whom.
    const trail = await t.app.inject({ method: 'GET', url: `${CHAT}/cases/${theirCase!.id}/audit`, headers: bearer(admin.token) });
    expect(trail.json().data.events[0]).toMatchObject({
      action: 'case.transfer',
      summary: 'Took over the case from Darragh Quinn, who was removed from the firm',
      actor: { id: admin.user.id, name: 'Róisín Healy' },
    });
    const firmTrail = await t.database.db
      .select({ action: auditLog.action, userId: auditLog.userId, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'organisation'), eq(auditLog.subjectId, (await getOrganisation(admin)).id)));
    expect(firmTrail).toContainEqual({ action: 'organisation.member.remove', userId: admin.user.id, details: { member: 'Darragh Quinn', memberId: member.user.id, cases: 1 } });
    expect(firmTrail.map((entry) => entry.action)).toEqual(expect.arrayContaining(['organisation.invitation.send', 'organisation.invitation.accept']));
    // The case itself is theirs no more.
    const gone = await t.app.inject({ method: 'GET', url: `${CHAT}/cases/${theirCase!.id}/audit`, headers: bearer(member.token) });
    expect(gone.statusCode).toBe(404);
  });
});
