import { expect, test, type Page } from '@playwright/test';
import { pdf, registerLawyer, toggle } from './journey-steps.ts';
import { corruptPdf, leasePdf, officialCopyPdf } from './pdfs.ts';

const toast = (page: Page, message: string) => page.locator('.mantine-Notification-description', { hasText: message });

test('a lawyer stages three PDFs, adds the readable one they want, and cannot upload it twice', async ({ page }) => {
  await registerLawyer(page, 'Siobhán Kelly', 'kelly-law.co.uk');
  await toggle(page, 'Regions', 'England');
  await toggle(page, 'Practice areas', 'Property Law');

  await page.getByRole('main').getByRole('link', { name: 'New due diligence' }).click();
  await expect(page.getByRole('heading', { name: 'New due diligence', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Practice area' })).toHaveValue('1');
  await expect(page.getByRole('combobox', { name: 'Region' })).toHaveValue('England');

  await page
    .getByLabel('Upload several documents')
    .setInputFiles([
      pdf('Lease - Unit 4.pdf', leasePdf()),
      pdf('Official copy WYK123456.pdf', officialCopyPdf()),
      pdf('Scan from the post room.pdf', corruptPdf()),
    ]);

  // Two of the three were read, and the toast says so.
  await expect(toast(page, '2 of 3 files processed. The others say why they could not be read.')).toBeVisible({ timeout: 30_000 });
  const staged = page.getByRole('list', { name: 'Staged files' });
  await expect(staged.getByRole('listitem', { name: 'Lease - Unit 4.pdf' }).getByText('Detected: Lease')).toBeVisible();
  await expect(
    staged.getByRole('listitem', { name: 'Official copy WYK123456.pdf' }).getByText(/^Detected: Official copy of the register/),
  ).toBeVisible();
  const corrupt = staged.getByRole('listitem', { name: 'Scan from the post room.pdf' });
  await expect(corrupt.getByText('Failed to process file')).toBeVisible();
  await expect(corrupt.getByText('This PDF is incomplete: the file ends before the document does. Upload the complete file again.')).toBeVisible();

  await page.getByRole('checkbox', { name: 'Include Official copy WYK123456.pdf' }).uncheck();
  await page.getByRole('button', { name: 'Add files (1)' }).click();

  await expect(toast(page, 'Files added successfully')).toBeVisible();
  await expect(staged).toHaveCount(0);
  const files = page.getByRole('table', { name: 'Case files' });
  await expect(files.getByRole('row')).toHaveCount(2);
  await expect(files.getByRole('button', { name: 'Lease - Unit 4.pdf', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lease - Unit 4.pdf', level: 2 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Questions for Lease - Unit 4.pdf' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Annexures' }).getByText(/annexure a.*page 4/i)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Document type', exact: true })).toBeDisabled();
  // The preview is drawn by pdf.js in the browser: the thumbnail and the active file's pages.
  const activeFile = page.getByRole('region', { name: 'Lease - Unit 4.pdf' });
  await expect(files.locator('canvas')).toBeVisible();
  await expect(activeFile.getByText('Page 1 of 4')).toBeVisible();
  await activeFile.getByRole('button', { name: 'Next page' }).click();
  await expect(activeFile.getByText('Page 2 of 4')).toBeVisible();
  await expect(activeFile.locator('canvas')).toBeVisible();
  await expect(page.getByText(/^1 document, \d+ questions ready for answering$/)).toBeVisible();

  await page.getByLabel('Upload a document').setInputFiles(pdf('Lease - Unit 4.pdf', leasePdf()));

  await expect(toast(page, 'You have already uploaded this file')).toBeVisible();
  await expect(files.getByRole('row')).toHaveCount(2);

  // A later single upload asks for its type; when the dialog closes, the focus is on the page, not lost.
  await page.getByLabel('Upload a document').setInputFiles(pdf('Official copy WYK123456.pdf', officialCopyPdf()));
  const typeDialog = page.getByRole('dialog', { name: 'Choose the document type' });
  await expect(typeDialog.getByRole('combobox', { name: 'Document type' })).toBeFocused({ timeout: 30_000 });
  await expect(typeDialog.getByRole('combobox', { name: 'Document type' })).toHaveValue(/\d+/);
  await typeDialog.getByRole('button', { name: 'Add document' }).click();
  await expect(typeDialog).toBeHidden();
  await expect(files.getByRole('row')).toHaveCount(3);
  expect(await page.evaluate(() => document.activeElement !== null && document.activeElement !== document.body)).toBe(true);

  // A reload asks first, then loses nothing: the files come back from their staged uploads, previews and all.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(toast(page, 'Restored 2 files you were working on')).toBeVisible();
  await expect(files.getByRole('button', { name: 'Lease - Unit 4.pdf', exact: true })).toBeVisible();
  await expect(files.getByRole('button', { name: 'Official copy WYK123456.pdf', exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Document type', exact: true })).toBeDisabled();
  await expect(activeFile.getByText('Page 1 of 4')).toBeVisible();
  await expect(page.getByText(/^2 documents, \d+ questions ready for answering$/)).toBeVisible();
});
