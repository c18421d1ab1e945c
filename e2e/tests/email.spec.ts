import { expect, test } from '@playwright/test';
import { buildEml, buildWordDocument, WORD_LEASE } from '@dd/engine/fixtures';
import { registerLawyer, toggle } from './journey-steps.ts';

const toastSaying = (message: string) => `.mantine-Notification-description:has-text("${message}")`;

test('a lawyer uploads a completion email: its message and its attachments become documents, filed under the message', async ({ page }) => {
  await registerLawyer(page, 'Orla Byrne', 'byrne-law.ie');
  await toggle(page, 'Regions', 'England');
  await toggle(page, 'Practice areas', 'Property Law');

  const email = buildEml({
    from: 'Ciarán Walsh <ciaran@walsh-solicitors.ie>',
    to: ['Orla Byrne <orla@byrne-law.ie>'],
    subject: 'Completion: Unit 4 Harbour Walk',
    text: 'Orla,\n\nCompletion took place at 10am. The signed lease is attached, with our notes.\n\nCiarán',
    attachments: [
      { filename: 'Lease of Unit 4.docx', bytes: await buildWordDocument(WORD_LEASE), contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
      { filename: 'notes.txt', bytes: 'Keys with the agent.', contentType: 'text/plain' },
    ],
  });
  await page.getByRole('main').getByRole('link', { name: 'New due diligence' }).click();
  await page.getByLabel('Upload several documents').setInputFiles({ name: 'Completion.eml', mimeType: 'message/rfc822', buffer: Buffer.from(email) });

  // The message is a document, its attachments follow it under their own heading; what was not taken says why.
  const staged = page.getByRole('list', { name: 'Staged files' });
  await expect(staged.getByRole('listitem', { name: 'Completion.eml/Lease of Unit 4.docx' })).toBeVisible({ timeout: 90_000 });
  const message = staged.getByRole('listitem', { name: 'Completion.eml', exact: true });
  await expect(message).toBeVisible();
  await expect(message.getByText('Uploaded as: Email')).toBeVisible();
  await expect(staged.getByRole('heading', { name: 'Attachments to Completion.eml' })).toBeVisible();
  await expect(staged.getByRole('list', { name: 'Attachments to Completion.eml' }).getByRole('listitem', { name: 'Completion.eml/Lease of Unit 4.docx' })).toBeVisible();
  await expect(staged.getByText(/^This file is of a type that cannot be read here\./)).toBeVisible();

  await page.getByRole('combobox', { name: 'Document type of Completion.eml', exact: true }).selectOption({ label: 'Replies to enquiries (TA6, CPSE, requisitions on title)' });
  await page.getByRole('button', { name: 'Add files (2)' }).click();
  await expect(page.locator(toastSaying('Files added successfully'))).toBeVisible();

  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page).toHaveURL(/\/cases\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Attachments to Completion.eml', level: 2 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Answers for Completion.eml/Lease of Unit 4.docx' })).toBeVisible({ timeout: 90_000 });
});
