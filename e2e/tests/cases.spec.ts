import { expect, test } from '@playwright/test';
import { generateLeaseCase, registerLawyer, toggle } from './journey-steps.ts';
import { leasePdf } from './pdfs.ts';

test('a lawyer generates a case, checks an answer against its page, corrects, verifies, asks, exports and deletes', async ({ page }) => {
  await registerLawyer(page, 'Niamh Walsh', 'walsh-law.ie');
  await expect(page.getByText('No cases yet. Start a new due diligence to create one.')).toBeVisible();
  await toggle(page, 'Regions', 'England');
  await toggle(page, 'Practice areas', 'Property Law');

  // The case page fills in by itself: progress, then every answer.
  await generateLeaseCase(page, leasePdf());
  await expect(page.getByText('Ready', { exact: true }).first()).toBeVisible();
  const grid = page.getByRole('table', { name: 'Answers for Lease - Unit 4.pdf' });
  const tenantRow = grid.getByRole('row').filter({ hasText: 'Who is the tenant?' });
  await expect(tenantRow).toContainText('QUAYSIDE COFFEE LIMITED');

  // One click from an answer to its source: the page, with the quote marked.
  await tenantRow.getByRole('button', { name: /^Page \d+$/ }).first().click();
  const source = page.getByRole('dialog', { name: 'Source' });
  await expect(source.locator('canvas')).toBeVisible({ timeout: 30_000 });
  await expect(source.locator('mark').first()).toContainText('QUAYSIDE COFFEE LIMITED');
  await page.keyboard.press('Escape');
  await expect(tenantRow).toBeFocused();

  // The keys work from the page's load, with nothing in focus, and go on from the answer a source was opened from.
  await page.reload();
  const landlordRow = grid.getByRole('row').filter({ hasText: 'Who is the landlord?' });
  await expect(landlordRow).toBeVisible();
  await page.keyboard.press('j');
  await expect(landlordRow).toBeFocused();
  await page.keyboard.press('j');
  await expect(tenantRow).toBeFocused();
  await page.keyboard.press('o');
  await expect(source.locator('mark').first()).toContainText('QUAYSIDE COFFEE LIMITED', { timeout: 30_000 });
  await page.keyboard.press('Escape');
  await expect(tenantRow).toBeFocused();
  await page.keyboard.press('k');
  await expect(landlordRow).toBeFocused();

  // The engine gives the parties' passages for review (decision 49): the lawyer confirms one as the answer, and
  // answers the other in their own words; the note says the engine asserted nothing; verifying records who.
  await expect(landlordRow).toContainText('Needs review');
  await landlordRow.getByRole('button', { name: 'Confirm the passage for: Who is the landlord?' }).click();
  await expect(landlordRow).toContainText('Verified by Niamh Walsh');
  await expect(landlordRow).toContainText('HARBOUR ESTATES LIMITED');
  await expect(tenantRow).toContainText('Needs review');
  await tenantRow.getByRole('button', { name: 'Answer it: Who is the tenant?' }).click();
  await page.getByLabel('Your answer to: Who is the tenant?').fill('Quayside Coffee Limited (company 01234567)');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(tenantRow).toContainText('Quayside Coffee Limited (company 01234567)');
  await expect(tenantRow).toContainText(/Edited by Niamh Walsh on .*\. The engine gave its passage for review\./);
  await tenantRow.getByRole('button', { name: 'Verify the answer to: Who is the tenant?' }).click();
  await expect(tenantRow).toContainText('Verified by Niamh Walsh');

  // A question of the lawyer's own, answered live.
  await page.getByLabel('Ask your own question about this document').fill('Who must keep the Property in repair?');
  await page.getByRole('button', { name: 'Ask' }).click();
  const own = grid.getByRole('row').filter({ hasText: 'Who must keep the Property in repair?' });
  await expect(own.getByRole('button', { name: /^Page \d+$/ }).first()).toBeVisible({ timeout: 30_000 });

  // Each export downloads and holds the answers.
  for (const [label, extension] of [
    ['Word (docx)', 'docx'],
    ['PDF (pdf)', 'pdf'],
    ['Excel (xlsx)', 'xlsx'],
    ['JSON (json)', 'json'],
  ] as const) {
    await page.getByRole('button', { name: 'Export' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: label }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(new RegExp(`\\.${extension}$`));
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    const bytes = await readFile(path);
    expect(bytes.length).toBeGreaterThan(1000);
    if (extension === 'pdf') expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    else if (extension === 'json') {
      const report = JSON.parse(bytes.toString()) as { title: string; files: { answers: { question: string; answer: string | null }[] }[] };
      expect(report.files[0]!.answers).toContainEqual(expect.objectContaining({ question: 'Who is the tenant?', answer: 'Quayside Coffee Limited (company 01234567)' }));
    } else expect(bytes.subarray(0, 2).toString()).toBe('PK');
  }

  // The home page lists the case; deleting it takes it away.
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await page.getByRole('button', { name: 'Delete case' }).click();
  await page.getByRole('dialog', { name: 'Delete this case?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Niamh Walsh' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Your cases' }).getByText(title)).toHaveCount(0);
});
