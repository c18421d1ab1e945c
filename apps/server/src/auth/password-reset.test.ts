import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@dd/contracts';
import { linkIn, outboxSnapshot, readOutbox, waitForMail } from '../testing/mailbox.ts';
import { bearer, createTestApp, registerUser, uniqueEmail, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { appUrl: 'https://dd.example.com' } });
});
afterAll(() => t?.close());

const NEW_PASSWORD = 'Staple and anchor 2';

const forgot = (email: unknown) => t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
const reset = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload });
const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

/** Asks for a reset and follows the mailed link: its token and email, as the web app would read them. */
async function requestResetLink(email: string): Promise<{ token: string; email: string }> {
  const seen = await outboxSnapshot(t.outboxDir);
  const response = await forgot(email);
  expect(response.statusCode).toBe(200);
  const mail = await waitForMail(t.outboxDir, email.toLowerCase(), /Reset your Due Diligence Assistant password/, seen);
  const link = linkIn(mail, /\/reset-password\?/);
  expect(link.origin + link.pathname).toBe('https://dd.example.com/reset-password');
  return { token: link.searchParams.get('token')!, email: link.searchParams.get('email')! };
}

describe('forgot and reset password', () => {
  it('mails a reset link whose token sets a new password, ends every session and works once', async () => {
    const { email, password, token: session } = await registerUser(t.app, { name: 'Orla Kennedy' });

    const link = await requestResetLink(email);
    expect(link.email).toBe(email);
    const mail = await waitForMail(t.outboxDir, email, /Reset your/);
    expect(mail.text).toContain('Dear Orla Kennedy,');
    expect(mail.text).toContain('expires in 60 minutes');

    const response = await reset({ ...link, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.auth.passwordReset });

    expect((await login(email, password)).statusCode).toBe(401);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(session) })).statusCode).toBe(401);

    const again = await reset({ ...link, password: 'Yet another one 3', password_confirmation: 'Yet another one 3' });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: MESSAGES.auth.invalidResetToken,
      errors: { email: [MESSAGES.auth.invalidResetToken] },
    });
  });

  it('answers the same for an unknown email and mails nothing', async () => {
    const before = await readOutbox(t.outboxDir);
    const stranger = uniqueEmail('stranger');

    const response = await forgot(stranger);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.auth.resetLinkSentServer });
    await t.jobsSettled();
    expect((await readOutbox(t.outboxDir)).filter((mail) => mail.to.includes(stranger))).toEqual([]);
    expect((await readOutbox(t.outboxDir)).length).toBe(before.length);
  });

  it('finds the account whatever the case of the email typed', async () => {
    const { email } = await registerUser(t.app);
    const link = await requestResetLink(email.toUpperCase());
    expect(link.email).toBe(email);
  });

  it('refuses a token older than 60 minutes', async () => {
    const { email } = await registerUser(t.app);
    const link = await requestResetLink(email);

    t.advanceClock(61 * 60_000);
    const response = await reset({ ...link, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: [MESSAGES.auth.invalidResetToken] });
  });

  it('keeps only the newest link: an earlier one stops working', async () => {
    const { email } = await registerUser(t.app);
    const first = await requestResetLink(email);
    const second = await requestResetLink(email);
    expect(second.token).not.toBe(first.token);

    const withFirst = await reset({ ...first, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(withFirst.statusCode).toBe(422);
    const withSecond = await reset({ ...second, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(withSecond.statusCode).toBe(200);
  });

  it('refuses a made-up token, and a real token with another account’s email', async () => {
    const victim = await registerUser(t.app);
    const attacker = await registerUser(t.app);
    const attackersLink = await requestResetLink(attacker.email);

    for (const payload of [
      { token: 'made-up-token', email: victim.email },
      { token: attackersLink.token, email: victim.email },
    ]) {
      const response = await reset({ ...payload, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ email: [MESSAGES.auth.invalidResetToken] });
    }
    expect((await login(victim.email, victim.password)).statusCode).toBe(200);
  });

  it('names each invalid field of a reset with 422', async () => {
    const cases: [object, Record<string, string[]>][] = [
      [{}, {
        token: ['The token field is required.'],
        email: ['The email field is required.'],
        password: ['The password field is required.'],
        password_confirmation: ['The password confirmation field is required.'],
      }],
      [{ token: 't', email: 'nope', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }, {
        email: ['The email field must be a valid email address.'],
      }],
      [{ token: 't', email: 'a@b.ie', password: 'short', password_confirmation: 'short' }, {
        password: ['The password field must be at least 8 characters.'],
      }],
      [{ token: 't', email: 'a@b.ie', password: NEW_PASSWORD, password_confirmation: 'different one' }, {
        password: ['The password field confirmation does not match.'],
      }],
    ];
    for (const [payload, errors] of cases) {
      const response = await reset(payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual(errors);
    }
  });

  it('names a missing or malformed email on forgot-password with 422', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: {} });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({ message: 'The email field is required.', errors: { email: ['The email field is required.'] } });

    const malformed = await forgot('someone at firm dot ie');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toEqual({ email: ['The email field must be a valid email address.'] });
  });
});
