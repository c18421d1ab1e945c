import { expect, test } from '@playwright/test';
import { E2E_OIDC_DOMAIN, E2E_OIDC_ISSUER } from './environment.ts';

test('a lawyer signs in with the firm’s account from a page they were sent to, becomes the admin of the firm of their domain, and requires it for the firm', async ({ page }) => {
  // Sent to the firm page while signed out: the login page offers the firm's account.
  await page.goto('/firm');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Ffirm$/);
  await page.getByRole('link', { name: 'Sign in with your firm’s account' }).click();

  // The identity provider's own pages: its sign-in form, then its consent.
  await expect(page).toHaveURL(new RegExp(`^${E2E_OIDC_ISSUER}/interaction/`));
  await page.locator('input[name="login"]').fill('maeve');
  await page.locator('input[name="password"]').fill('their password at the provider');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Back in the product, signed in, where they were going, with no code left in the address.
  await expect(page).toHaveURL(/\/firm$/);
  await expect(page.getByText('Logged in successfully')).toBeVisible();
  const members = page.getByRole('table', { name: 'Members' });
  await expect(members.getByRole('row', { name: 'Maeve Quinn' })).toBeVisible();
  await expect(page.getByText(E2E_OIDC_DOMAIN, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(`People of @${E2E_OIDC_DOMAIN} sign in to this firm.`, { exact: false })).toBeVisible();

  // As the first of the domain they are its firm's admin, and may require the firm's account.
  await page.getByRole('switch', { name: 'Require members to sign in with the firm’s account' }).check();
  await expect(page.getByText('Members of the firm now sign in with the firm’s account only.')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Require members to sign in with the firm’s account' })).toBeChecked();
});

test('a callback the product did not begin lands on the login page, which says why', async ({ page }) => {
  // A callback with a state the product never sent (an old tab, or a planted link): refused, said plainly.
  await page.goto('/api/auth/oidc/callback?code=made-up&state=never-sent');
  await expect(page).toHaveURL(/\/login\?sso_error=expired$/);
  await expect(page.getByRole('alert')).toHaveText('That sign-in has expired or has already been used. Please sign in again.');
});
