import { expect, test } from '@playwright/test';
import { buildPdf, drawScannedPage, SCANNED_REGISTER_LINES } from '@dd/engine/fixtures';
import { expectEveryQuestionAnswered, pdf, registerLawyer, toggle } from './journey-steps.ts';
import { burdenedRegisterPdf, titlePlanPdf } from './pdfs.ts';

test('a lawyer uploads a register, reads its report on title from red flags to sources, verifies the checklist and files the plan', async ({ page }) => {
  await registerLawyer(page, 'Ciara Doyle', 'doyle-property.ie');
  await toggle(page, 'Regions', 'England');
  await toggle(page, 'Practice areas', 'Property Law');

  await page.getByRole('main').getByRole('link', { name: 'New due diligence' }).click();
  await page.getByRole('combobox', { name: 'Document type', exact: true }).selectOption({ label: 'Official copy of the register of title (HM Land Registry)' });
  await page.getByLabel('Upload a document').setInputFiles(pdf('Official copy WM123456.pdf', burdenedRegisterPdf()));
  await expect(page.getByText(/^1 document, \d+ questions ready for answering$/)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Generate' }).click();
  await expectEveryQuestionAnswered(page);

  // The report is drafted in the background and arrives by itself, red flags first.
  const views = page.getByRole('group', { name: 'View' });
  await views.getByRole('button', { name: 'Title report' }).click();
  await page.getByRole('button', { name: 'Generate title report' }).click();
  const flags = page.getByRole('list', { name: 'Red flags' });
  // Each names where on the register it stands, as a conveyancer cites it: title number, then entry.
  await expect(flags).toContainText('WM123456 B3: Restriction needs a third party’s consent', { timeout: 30_000 });
  await expect(flags).toContainText('Covenants whose deed was not supplied');
  await expect(page.getByRole('combobox', { name: 'Version' })).toContainText('v1');

  // One click from a red flag to the register's words on their page.
  await flags.getByRole('listitem').filter({ hasText: 'Restriction needs a third party’s consent' }).getByRole('button', { name: /^Open the source on page 1 of / }).click();
  const source = page.getByRole('dialog', { name: 'Source' });
  await expect(source.locator('canvas')).toBeVisible({ timeout: 30_000 });
  await expect(source.locator('mark').first()).toContainText('RESTRICTION');
  await page.keyboard.press('Escape');

  // The checklist opens on the register's checks; the lawyer verifies one and notes what was done.
  await views.getByRole('button', { name: 'Checklist' }).click();
  await expect(page.getByRole('heading', { name: 'Title number WM123456' })).toBeVisible({ timeout: 30_000 });
  const verified = page.getByText(/^\d+ of \d+ verified$/);
  await expect(verified).toHaveText(/^0 of \d+ verified$/);
  const restrictions = page.getByRole('listitem').filter({ has: page.getByText('Flag', { exact: true }) }).first();
  const label = (await restrictions.getByRole('checkbox').getAttribute('aria-label'))!.replace(/^Verified: /, '');
  // Ticked once the server has recorded who verified it, not before.
  await restrictions.getByRole('checkbox', { name: `Verified: ${label}` }).click();
  await expect(restrictions.getByRole('checkbox', { name: `Verified: ${label}` })).toBeChecked();
  await expect(restrictions).toContainText('Verified by Ciara Doyle');
  await restrictions.getByRole('textbox', { name: `Note on: ${label}` }).fill('Barclays consent requested.');
  await restrictions.getByRole('button', { name: `Save note: ${label}` }).click();
  await expect(page.getByText('Checklist item saved')).toBeVisible();
  await expect(verified).toHaveText(/^1 of \d+ verified$/);

  // Both stay after a reload: they are the case's, not the page's.
  await page.reload();
  await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Checklist' }).click();
  await expect(page.getByText(/^1 of \d+ verified$/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('textbox', { name: `Note on: ${label}` })).toHaveValue('Barclays consent requested.');

  // The title plan goes in as an annexure of the register, read and recognised as a plan.
  await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Annexures' }).click();
  await page.getByRole('combobox', { name: 'Attach to' }).selectOption({ label: 'Official copy WM123456.pdf' });
  await page.getByLabel('Annexures to upload').setInputFiles(pdf('Title plan WM123456.pdf', titlePlanPdf()));
  const annexures = page.getByRole('table', { name: 'Annexures of this case' });
  const plan = annexures.getByRole('row').filter({ hasText: 'Title plan WM123456.pdf' });
  await expect(plan).toContainText('Plan', { timeout: 30_000 });
  await expect(plan).toContainText('Ready');
  await expect(plan).toContainText('Official copy WM123456.pdf');
});

test('a quote on a scanned register is marked over the scan, where the words stand', async ({ page }) => {
  test.slow();
  await registerLawyer(page, 'Oisín Byrne', 'byrne-conveyancing.ie');
  await toggle(page, 'Regions', 'England');
  await toggle(page, 'Practice areas', 'Property Law');
  // A register as a scanner saves it: the page is a picture, with no text layer to find a quote in.
  const scan = await buildPdf((doc) => doc.image(drawScannedPage(SCANNED_REGISTER_LINES), 0, 0, { width: doc.page.width, height: doc.page.height }));

  await page.getByRole('main').getByRole('link', { name: 'New due diligence' }).click();
  await page.getByRole('combobox', { name: 'Document type', exact: true }).selectOption({ label: 'Official copy of the register of title (HM Land Registry)' });
  await page.getByLabel('Upload a document').setInputFiles(pdf('Scanned official copy SY456789.pdf', Buffer.from(scan)));
  await expect(page.getByText(/^1 document, \d+ questions ready for answering$/)).toBeVisible({ timeout: 90_000 });
  await page.getByRole('button', { name: 'Generate' }).click();
  await expectEveryQuestionAnswered(page);

  const row = page.getByRole('table', { name: 'Answers for Scanned official copy SY456789.pdf' }).getByRole('row').filter({ hasText: 'What is the title number?' });
  await expect(row).toContainText('SY456789');
  await row.getByRole('button', { name: /^Page \d+$/ }).first().click();
  const source = page.getByRole('dialog', { name: 'Source' });
  const canvas = source.locator('canvas');
  await expect(canvas).toBeVisible({ timeout: 30_000 });
  const marks = source.locator('mark[data-scan-mark]');
  await expect(marks.first()).toBeVisible();
  // The mark lies on the page, over the title number's line: the second of the register's lines, near the top.
  const sheet = (await canvas.boundingBox())!;
  const mark = (await marks.first().boundingBox())!;
  expect(mark.width).toBeGreaterThan(10);
  expect(mark.x).toBeGreaterThanOrEqual(sheet.x);
  expect(mark.x + mark.width).toBeLessThanOrEqual(sheet.x + sheet.width);
  expect(mark.y).toBeGreaterThan(sheet.y);
  expect(mark.y + mark.height).toBeLessThan(sheet.y + sheet.height * 0.25);
});
