import { expect, test } from '@playwright/test';
import { solidPng } from '../../apps/server/src/testing/images.ts';
import { waitForMailedLink } from './mail-outbox.ts';

const password = 'Correct horse battery 1';
const newPassword = 'Staple and anchor 2';

test('a lawyer registers with a firm logo, manages the profile and resets a forgotten password', async ({ page }) => {
  const email = `aoife.${Date.now()}@murphy-solicitors.ie`;

  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Name').fill('Aoife Murphy');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel('Firm logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: solidPng(64, 32, [20, 60, 120]) });
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page.getByText('Registered successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome, Aoife Murphy' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Firm logo' })).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('These credentials do not match our records.')).toBeVisible();

  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Logged in successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome, Aoife Murphy' })).toBeVisible();

  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  await page.getByLabel('Profile picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: solidPng(48, 48, [200, 120, 40]) });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Profile picture' }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  // The login page has an Email field too: fill the reset form's once it is there.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Password reset link sent.')).toBeVisible();

  const resetLink = await waitForMailedLink(email, /Subject:.*reset/i, /https?:\/\/\S+\/reset-password\?token=[^\s"<>]+/);
  await page.goto(resetLink);
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password has been reset successfully. You can now login.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(newPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Aoife Murphy' })).toBeVisible();

  await page.goto(resetLink);
  await page.getByLabel('New password', { exact: true }).fill('Yet another one 3');
  await page.getByLabel('Confirm new password').fill('Yet another one 3');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('This password reset token is invalid or has expired.')).toBeVisible();
});

test('a stale token lands on the login page', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('token', 'revoked-or-made-up-token'));
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
});
