import { expect, test } from '@playwright/test';
import { buildWordDocument } from '@dd/engine/fixtures';
import { expectEveryQuestionAnswered, registerLawyer, toggle } from './journey-steps.ts';

const WORD = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

test('a lawyer uploads a Word engrossment with a tracked change, is told so, and checks an answer on the page laid out from it', async ({ page }) => {
  const engrossment = Buffer.from(
    await buildWordDocument([
      { title: 'LEASE' },
      { paragraph: 'THIS LEASE is made the 1st day of March 2024 BETWEEN HARBOUR ESTATES LIMITED (the Landlord) and QUAYSIDE COFFEE LIMITED (the Tenant).' },
      { clause: 'Tenant covenants', level: 0 },
      { clause: ['The Tenant shall not assign the whole of the Property without the consent of the Landlord', { inserted: ', such consent not to be unreasonably withheld' }, '.'], level: 1 },
      { pageBreak: true },
      { clause: 'Governing law', level: 0 },
      { clause: 'This Lease is governed by the law of England and Wales.', level: 1 },
    ]),
  );
  await registerLawyer(page, 'Ciara Nolan', 'nolan-law.ie');
  await toggle(page, 'Regions', 'England');
  await toggle(page, 'Practice areas', 'Property Law');

  await page.getByRole('main').getByRole('link', { name: 'New due diligence' }).click();
  await expect(page.getByText(/PDF, Word \(\.docx\) or scans \(PNG, JPEG, TIFF\)/).first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Document type', exact: true }).selectOption({ label: 'Lease' });
  await page.getByLabel('Upload a document').setInputFiles({ name: 'Lease engrossment.docx', mimeType: WORD, buffer: engrossment });
  await expect(page.getByText(/^1 document, \d+ questions ready for answering$/)).toBeVisible({ timeout: 30_000 });
  // Staged, it says what it was and that its text is as if the changes were accepted; its first page is drawn.
  await expect(page.getByText('Has tracked changes not yet accepted: read as if they were accepted').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Case files' }).locator('canvas')).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page).toHaveURL(/\/cases\/[0-9a-f-]{36}$/);
  await expectEveryQuestionAnswered(page);
  await expect(page.getByText('Has tracked changes not yet accepted: read as if they were accepted')).toBeVisible();

  // The original is there to download, as it was sent.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the original of Lease engrossment.docx' }).click();
  expect((await download).suggestedFilename()).toBe('Lease engrossment.docx');

  // A source opens on the page laid out from the Word document, the quote marked, and the viewer says whose pages these are.
  const grid = page.getByRole('table', { name: 'Answers for Lease engrossment.docx' });
  const tenantRow = grid.getByRole('row').filter({ hasText: 'Who is the tenant?' });
  await tenantRow.getByRole('button', { name: /^Page \d+$/ }).first().click();
  const source = page.getByRole('dialog', { name: 'Source' });
  await expect(source.getByText('Pages as laid out from the Word document; Word may number them differently.')).toBeVisible();
  await expect(source.locator('canvas')).toBeVisible({ timeout: 30_000 });
  await expect(source.locator('mark').first()).toContainText('QUAYSIDE COFFEE LIMITED');
});
