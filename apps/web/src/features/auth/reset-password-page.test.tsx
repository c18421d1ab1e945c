import { MESSAGES, MessageResponse } from '@dd/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, reply, type FakeReply } from '../../test/fake-api.ts';
import { expectToasts, findHeading, renderApp } from '../../test/render-app.tsx';

const LINK = '/reset-password?token=abc123&email=aoife%40murphy-solicitors.ie';

const chooseNewPassword = async (answer: FakeReply, link = LINK) => {
  const api = fakeApi({ 'POST /api/auth/reset-password': answer });
  const app = renderApp(link);
  await findHeading('Reset your password');
  await app.user.type(screen.getByLabelText('New password'), 'Staple and anchor 2');
  await app.user.type(screen.getByLabelText('Confirm new password'), 'Staple and anchor 2');
  await app.user.click(screen.getByRole('button', { name: 'Reset password' }));
  return { api, app };
};

describe('reset password page', () => {
  it('prefills the email from the mailed link', async () => {
    fakeApi();
    renderApp(LINK);

    await findHeading('Reset your password');
    expect(screen.getByLabelText('Email')).toHaveValue('aoife@murphy-solicitors.ie');
  });

  it('posts token and email with the new password, toasts and goes to the login page', async () => {
    const { api, app } = await chooseNewPassword(reply.ok(MessageResponse, { message: MESSAGES.auth.passwordReset }));

    await findHeading('Log in');
    expect(app.pathname()).toBe('/login');
    await expectToasts('Password has been reset successfully. You can now login.');
    expect(api.to('POST /api/auth/reset-password')[0]?.json).toEqual({
      token: 'abc123',
      email: 'aoife@murphy-solicitors.ie',
      password: 'Staple and anchor 2',
      password_confirmation: 'Staple and anchor 2',
    });
  });

  it('shows the invalid-token error the server puts on email', async () => {
    const { app } = await chooseNewPassword(
      reply.error(422, {
        message: MESSAGES.global.validationFailed,
        errors: { email: [MESSAGES.auth.invalidResetToken] },
      }),
    );

    await screen.findByText(MESSAGES.auth.invalidResetToken);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(MESSAGES.auth.invalidResetToken);
    expect(app.pathname()).toBe('/reset-password');
    await expectToasts();
  });

  it.each([
    ['without a message', reply.error(500), 'An error occurred.'],
    ['with a message', reply.error(403, { message: 'Password resets are disabled.' }), 'Password resets are disabled.'],
  ])('toasts a failure %s once', async (_case, answer, toast) => {
    const { app } = await chooseNewPassword(answer);

    await expectToasts(toast);
    expect(app.pathname()).toBe('/reset-password');
  });

  it('says the link is incomplete when it carries no token, and sends nothing', async () => {
    const { api } = await chooseNewPassword(reply.ok(MessageResponse, { message: 'unused' }), '/reset-password?email=a%40b.ie');

    expect(await screen.findByText(/This reset link is incomplete/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(api.requests).toHaveLength(0);
  });
});
