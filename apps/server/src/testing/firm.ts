import { expect } from 'vitest';
import type { CaseMemberRole } from '@dd/contracts';
import { linkIn, outboxSnapshot, readOutbox } from './mailbox.ts';
import { bearer, registerUser, uniqueEmail, type TestApp } from './test-app.ts';

export type Session = Awaited<ReturnType<typeof registerUser>>;

/** Sends an invitation to the admin's firm and reads its link's token from the mail the job sends. */
export async function invitationToken(t: TestApp, admin: Session, email: string, role: 'admin' | 'member' = 'member'): Promise<string> {
  const seen = await outboxSnapshot(t.outboxDir);
  const response = await t.app.inject({ method: 'POST', url: '/api/organisation/invitations', headers: bearer(admin.token), payload: { email, role } });
  expect(response.statusCode).toBe(201);
  await t.jobsSettled();
  const mail = (await readOutbox(t.outboxDir)).find(
    (sent) => !seen.has(sent.file) && sent.to.toLowerCase().includes(email.toLowerCase()) && sent.subject.startsWith('Join '),
  );
  expect(mail?.subject).toMatch(/^Join .+ on Due Diligence Assistant$/);
  const token = linkIn(mail!, /\/invitations\/accept\?token=/).searchParams.get('token');
  expect(token).toBeTruthy();
  return token!;
}

export const acceptInvitation = (t: TestApp, session: Session, token: string) =>
  t.app.inject({ method: 'POST', url: '/api/organisation/invitations/accept', headers: bearer(session.token), payload: { token } });

/** Registers a colleague and brings them into the admin's firm through an invitation, as a member. */
export async function colleagueOf(t: TestApp, admin: Session, name: string): Promise<Session> {
  const email = uniqueEmail('colleague');
  const token = await invitationToken(t, admin, email);
  const colleague = await registerUser(t.app, { name, email });
  expect((await acceptInvitation(t, colleague, token)).statusCode).toBe(200);
  return colleague;
}

/** People to give roles on a case by: one of each member role, and a colleague of the firm left off the case. */
export type FirmColleagues = Record<CaseMemberRole | 'colleague', Session>;

/** A firm of five: Niamh Byrne, its admin, who will own the case, and four colleagues to give roles on it. */
export async function firmOfFive(t: TestApp): Promise<{ owner: Session; as: FirmColleagues }> {
  const owner = await registerUser(t.app, { name: 'Niamh Byrne' });
  const as: FirmColleagues = {
    editor: await colleagueOf(t, owner, 'Eoin Walsh'),
    reviewer: await colleagueOf(t, owner, 'Róisín Healy'),
    viewer: await colleagueOf(t, owner, 'Cian Doyle'),
    colleague: await colleagueOf(t, owner, 'Aoife Murphy'),
  };
  return { owner, as };
}
