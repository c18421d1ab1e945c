import { expect, test } from '@playwright/test';
import { buildDataRoom } from '@dd/engine/fixtures';
import { registerLawyer, toggle } from './journey-steps.ts';

const toastSaying = (message: string) => `.mantine-Notification-description:has-text("${message}")`;

test('a lawyer uploads a zipped data room: its files staged under their folders, what was not taken said, and a case made of them', async ({ page }) => {
  await registerLawyer(page, 'Orla Byrne', 'byrne-law.ie');
  await toggle(page, 'Regions', 'England');
  await toggle(page, 'Practice areas', 'Property Law');

  await page.getByRole('main').getByRole('link', { name: 'New due diligence' }).click();
  await page.getByLabel('Upload several documents').setInputFiles({ name: 'Data room.zip', mimeType: 'application/zip', buffer: Buffer.from(await buildDataRoom()) });

  // Unpacked and read: each file under its folder, by its name there; what was not taken says why.
  const staged = page.getByRole('list', { name: 'Staged files' });
  await expect(staged.getByRole('listitem', { name: '01 Title/Official copy of the register.pdf' })).toBeVisible({ timeout: 90_000 });
  await expect(staged.getByRole('heading', { name: '01 Title', exact: true })).toBeVisible();
  await expect(staged.getByRole('heading', { name: '02 Leases', exact: true })).toBeVisible();
  await expect(staged.getByRole('listitem', { name: '02 Leases/Leases/Lease of Unit 5.pdf' })).toBeVisible();
  await expect(staged.getByText('The same file as 03 Corporate/Board minutes.pdf: it was read once.')).toBeVisible();
  await expect(staged.getByText(/^This file is a Microsoft Excel file, which cannot be read here\./)).toBeVisible();

  // Only the leases go into this case.
  for (const name of ['01 Title/Official copy of the register.pdf', '01 Title/Title plan scan.png', '03 Corporate/Board minutes.pdf']) {
    await page.getByRole('checkbox', { name: `Include ${name}` }).uncheck();
  }
  await page.getByRole('button', { name: 'Add files (3)' }).click();
  await expect(page.locator(toastSaying('Files added successfully'))).toBeVisible();
  await expect(page.getByText(/^3 documents, \d+ questions ready for answering$/)).toBeVisible();

  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page).toHaveURL(/\/cases\/[0-9a-f-]{36}$/);
  // The case page keeps the data room's folders.
  await expect(page.getByRole('heading', { name: '02 Leases', level: 2, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Leases', level: 3, exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Answers for 02 Leases/Leases/Lease of Unit 6.pdf' })).toBeVisible({ timeout: 90_000 });
});
