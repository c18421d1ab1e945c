import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'Correct horse battery 1';

export const pdf = (name: string, buffer: Buffer) => ({ name, mimeType: 'application/pdf', buffer });

/** Registers a new lawyer through the form and waits for their home page. */
export async function registerLawyer(page: Page, name: string, emailDomain: string): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Name').fill(name);
  const local = name.split(' ')[0]!.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  await page.getByLabel('Email').fill(`${local}.${Date.now()}@${emailDomain}`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: `Welcome, ${name}` })).toBeVisible();
}

/** Clicks a value's chip in a home-page section and waits for the server to have saved the change. */
export async function toggle(page: Page, section: 'Regions' | 'Practice areas', label: string): Promise<void> {
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/user-configuration/insert-or-update'));
  await page.getByRole('region', { name: section }).getByText(label, { exact: true }).click();
  expect((await saved).ok()).toBe(true);
}

/** From the home page: a case of one lease, through the workflow's single upload and "Generate", until answered. */
export async function generateLeaseCase(page: Page, lease: Buffer): Promise<void> {
  await page.getByRole('main').getByRole('link', { name: 'New due diligence' }).click();
  await page.getByRole('combobox', { name: 'Document type', exact: true }).selectOption({ label: 'Lease' });
  await page.getByLabel('Upload a document').setInputFiles(pdf('Lease - Unit 4.pdf', lease));
  await expect(page.getByText(/^1 document, \d+ questions ready for answering$/)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page).toHaveURL(/\/cases\/[0-9a-f-]{36}$/);
  await expectEveryQuestionAnswered(page);
}

/**
 * Waits on a case page until every question is answered. Answering runs on the document workers in the background,
 * and a busy 2-core machine (a scan's OCR, or another suite running) can take a minute over it.
 */
export async function expectEveryQuestionAnswered(page: Page): Promise<void> {
  await expect(page.getByText(/^(\d+) of \1 questions answered$/)).toBeVisible({ timeout: 90_000 });
}
