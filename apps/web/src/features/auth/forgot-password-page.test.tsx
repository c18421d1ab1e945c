import { MESSAGES, MessageResponse } from '@dd/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, reply, type FakeReply } from '../../test/fake-api.ts';
import { expectToasts, findHeading, renderApp } from '../../test/render-app.tsx';

const requestLink = async (answer: FakeReply) => {
  const api = fakeApi({ 'POST /api/auth/forgot-password': answer });
  const app = renderApp('/forgot-password');
  await findHeading('Forgot your password?');
  await app.user.type(screen.getByLabelText('Email'), 'aoife@murphy-solicitors.ie');
  await app.user.click(screen.getByRole('button', { name: 'Send reset link' }));
  return { api, app };
};

describe('forgot password page', () => {
  it('sends the email and toasts exactly "Password reset link sent."', async () => {
    const { api } = await requestLink(reply.ok(MessageResponse, { message: MESSAGES.auth.resetLinkSentServer }));

    await expectToasts('Password reset link sent.');
    expect(await screen.findByText(MESSAGES.auth.resetLinkSentServer)).toBeInTheDocument();
    expect(api.to('POST /api/auth/forgot-password')[0]?.json).toEqual({ email: 'aoife@murphy-solicitors.ie' });
  });

  it('puts a 422 error on the Email field without a toast', async () => {
    await requestLink(
      reply.error(422, { message: MESSAGES.global.validationFailed, errors: { email: ['The email field is invalid.'] } }),
    );

    await screen.findByText('The email field is invalid.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('The email field is invalid.');
    await expectToasts();
  });

  it.each([
    ['a failure without a message', reply.error(500), 'An error occurred.'],
    ['a failure with a message', reply.error(429, { message: MESSAGES.global.tooManyRequests }), MESSAGES.global.tooManyRequests],
    ['a server error with a message', reply.error(500, { message: 'Mail is down.' }), 'Mail is down.'],
    ['no connection', reply.networkError(), MESSAGES.global.networkError],
  ])('toasts once on %s', async (_case, answer, toast) => {
    await requestLink(answer);

    await expectToasts(toast);
  });
});
