import { expect, test, type Page } from '@playwright/test';

const password = 'Correct horse battery 1';

/** Clicks a value's chip in a home-page section and waits for the server to have saved the change. */
async function toggle(page: Page, section: 'Regions' | 'Practice areas', label: string) {
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/user-configuration/insert-or-update'));
  // The chip's checkbox is visually hidden behind its label, as with any styled checkbox: click what a user sees.
  await page.getByRole('region', { name: section }).getByText(label, { exact: true }).click();
  expect((await saved).ok()).toBe(true);
}

test('a lawyer chooses regions and a practice area, finds them restored, and reads the lease questions for England and Wales', async ({
  page,
}) => {
  const email = `ciaran.${Date.now()}@byrne-solicitors.co.uk`;

  await page.goto('/register');
  await page.getByLabel('Name').fill('Ciarán Byrne');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Ciarán Byrne' })).toBeVisible();

  const regions = page.getByRole('region', { name: 'Regions' });
  const practiceAreas = page.getByRole('region', { name: 'Practice areas' });
  await expect(regions.getByRole('checkbox', { name: 'England' })).not.toBeChecked();

  const savedAll = page.waitForResponse((response) => response.url().endsWith('/api/user-configuration/insert-or-update'));
  await regions.getByRole('button', { name: 'Select all' }).click();
  expect((await savedAll).ok()).toBe(true);
  await expect(regions.getByRole('button', { name: 'Clear all' })).toBeVisible();
  for (const region of ['Scotland', 'Northern Ireland', 'Republic of Ireland']) await toggle(page, 'Regions', region);
  await toggle(page, 'Practice areas', 'Property Law');
  await expect(regions.getByText('2 of 5 selected')).toBeVisible();

  await page.reload();

  await expect(regions.getByRole('checkbox', { name: 'England' })).toBeChecked();
  await expect(regions.getByRole('checkbox', { name: 'Wales' })).toBeChecked();
  for (const region of ['Scotland', 'Northern Ireland', 'Republic of Ireland']) {
    await expect(regions.getByRole('checkbox', { name: region })).not.toBeChecked();
  }
  await expect(practiceAreas.getByRole('checkbox', { name: 'Property Law' })).toBeChecked();
  await expect(practiceAreas.getByRole('checkbox', { name: 'Litigation' })).not.toBeChecked();
  await expect(regions.getByRole('button', { name: 'Select all' })).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Catalogue' }).click();
  await expect(page.getByRole('heading', { name: 'Catalogue', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Litigation' })).toHaveCount(0);
  await page.getByRole('region', { name: 'Property Law' }).getByRole('link', { name: 'Lease', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Lease', level: 2 })).toBeVisible();
  const questions = page.getByRole('list', { name: 'Questions' });
  const tenure = questions.getByRole('listitem').filter({ hasText: /security of tenure.*Landlord and Tenant Act 1954/ });
  await expect(tenure).toHaveCount(1);
  await expect(tenure.getByText('Yes / No')).toBeVisible();
  await expect(tenure.getByText('England', { exact: true })).toBeVisible();
  await expect(tenure.getByText('Wales', { exact: true })).toBeVisible();
  // Scotland is not chosen, so its lease questions (irritancy, tacit relocation) are not shown.
  await expect(questions.getByText(/irritancy/i)).toHaveCount(0);
});
