import { rm, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@dd/contracts';
import { linkIn, outboxSnapshot, readOutbox, waitForMail } from '../testing/mailbox.ts';
import { bearer, createTestApp, registerUser, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { appUrl: 'https://dd.example.com' } });
});
afterAll(() => t?.close());

const VERIFIED = 'https://dd.example.com/verify-email?status=verified';
const INVALID = 'https://dd.example.com/verify-email?status=invalid';

/** A new account and the verification link mailed to it. */
async function registerAndReadLink() {
  const seen = await outboxSnapshot(t.outboxDir);
  const account = await registerUser(t.app);
  const mail = await waitForMail(t.outboxDir, account.email, /Verify your email address/, seen);
  return { ...account, link: linkIn(mail, /\/api\/auth\/email\/verify\//) };
}

const follow = (link: URL) => t.app.inject({ method: 'GET', url: link.pathname + link.search });
const currentUser = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).json().data.user;

describe('email verification', () => {
  it('verifies the address through the mailed link, without a bearer token, and redirects to the web app', async () => {
    const { link, token } = await registerAndReadLink();
    expect(link.origin).toBe('https://dd.example.com');
    expect(link.searchParams.get('expires')).toMatch(/^\d+$/);

    const response = await follow(link);

    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(VERIFIED);
    expect((await currentUser(token)).emailVerifiedAt).toEqual(expect.stringMatching(/^\d{4}-/));

    const again = await follow(link);
    expect(again.headers.location).toBe(VERIFIED);
  });

  it('refuses a link with any part changed', async () => {
    const { link, token } = await registerAndReadLink();
    const other = await registerAndReadLink();
    const [, , , , , id, hash] = link.pathname.split('/');
    const otherId = other.link.pathname.split('/')[5]!;
    const expires = Number(link.searchParams.get('expires'));
    const signature = link.searchParams.get('signature')!;
    const tampered = [
      `/api/auth/email/verify/${otherId}/${hash}?expires=${expires}&signature=${signature}`,
      `/api/auth/email/verify/${id}/${'0'.repeat(64)}?expires=${expires}&signature=${signature}`,
      `/api/auth/email/verify/${id}/${hash}?expires=${expires + 86_400}&signature=${signature}`,
      `/api/auth/email/verify/${id}/${hash}?expires=${expires}&signature=${signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'))}`,
      `/api/auth/email/verify/${id}/${hash}?expires=${expires}`,
      `/api/auth/email/verify/${id}/${hash}?expires=soon&signature=${signature}`,
      `/api/auth/email/verify/not-a-uuid/${hash}?expires=${expires}&signature=${signature}`,
    ];

    for (const url of tampered) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe(INVALID);
    }
    expect((await currentUser(token)).emailVerifiedAt).toBeNull();
    expect((await currentUser(other.token)).emailVerifiedAt).toBeNull();
  });

  it('refuses a link after its 60 minutes', async () => {
    const { link, token } = await registerAndReadLink();

    t.advanceClock(61 * 60_000);
    const response = await follow(link);

    expect(response.headers.location).toBe(INVALID);
    expect((await currentUser(token)).emailVerifiedAt).toBeNull();
  });

  it('mails a fresh link on request, and says when there is nothing left to verify', async () => {
    const { email, token, link } = await registerAndReadLink();
    const seen = await outboxSnapshot(t.outboxDir);

    const resend = await t.app.inject({ method: 'POST', url: '/api/auth/email/verification-notification', headers: bearer(token) });

    expect(resend.statusCode).toBe(200);
    expect(resend.json()).toEqual({ message: MESSAGES.auth.verificationSent });
    const mail = await waitForMail(t.outboxDir, email, /Verify your email address/, seen);
    const fresh = linkIn(mail, /\/api\/auth\/email\/verify\//);
    expect(fresh.pathname).toBe(link.pathname);

    expect((await follow(fresh)).headers.location).toBe(VERIFIED);
    const before = (await readOutbox(t.outboxDir)).length;
    const done = await t.app.inject({ method: 'POST', url: '/api/auth/email/verification-notification', headers: bearer(token) });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: MESSAGES.auth.alreadyVerified });
    expect((await readOutbox(t.outboxDir)).length).toBe(before);
  });

  it('says so when the mail cannot be sent, while registration and reset requests still succeed', async () => {
    const { token } = await registerAndReadLink();
    // A file where the outbox folder should be: every send now fails, as with an unreachable mail server.
    await rm(t.outboxDir, { recursive: true, force: true });
    await writeFile(t.outboxDir, 'not a folder');
    try {
      const resend = await t.app.inject({ method: 'POST', url: '/api/auth/email/verification-notification', headers: bearer(token) });
      expect(resend.statusCode).toBe(503);
      expect(resend.json()).toEqual({ message: MESSAGES.auth.verificationFailed });

      const registered = await registerUser(t.app);
      const forgot = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: registered.email } });
      expect(forgot.statusCode).toBe(200);
      // Both mails wait on the queue to be tried again, rather than being lost.
      await expect.poll(() => t.jobNames('retry'), { timeout: 10_000 }).toEqual(['mail.email-verification', 'mail.password-reset']);
    } finally {
      await rm(t.outboxDir, { force: true });
    }
  });

  it('asks for a bearer token before sending a link', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/email/verification-notification' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGES.global.unauthenticated });
  });
});
