import { expect, test } from '@playwright/test';
import { generateLeaseCase, PASSWORD, registerLawyer, toggle } from './journey-steps.ts';
import { waitForMailedLink } from './mail-outbox.ts';
import { leasePdf } from './pdfs.ts';

test('an owner shares a case with a colleague as reviewer, who verifies an answer but cannot edit it, each seeing the other there and the other’s change live, and is given the lease to work through', async ({ page, browser }) => {
  // Two people, an invitation and a case answered in the background.
  test.setTimeout(180_000);
  await registerLawyer(page, 'Gráinne Doyle', 'doyle-law.ie');
  await toggle(page, 'Regions', 'England');
  await toggle(page, 'Practice areas', 'Property Law');

  // A colleague joins the firm by invitation.
  await page.getByRole('link', { name: 'Firm' }).first().click();
  const colleague = `ciaran.${Date.now()}@doyle-law.ie`;
  const invite = page.getByRole('form', { name: 'Invite someone' });
  await invite.getByLabel('Email').fill(colleague);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`An invitation has been sent to ${colleague}`)).toBeVisible();
  const link = await waitForMailedLink(colleague, /Subject:.*Join/, /https?:\/\/\S+\/invitations\/accept\?token=[^\s"<>]+/);
  const other = await browser.newContext();
  const theirs = await other.newPage();
  await theirs.goto(link);
  await theirs.getByRole('link', { name: 'Create an account' }).click();
  await theirs.getByLabel('Name').fill('Ciarán Byrne');
  await theirs.getByLabel('Email').fill(colleague);
  await theirs.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await theirs.getByLabel('Confirm password').fill(PASSWORD);
  await theirs.getByRole('button', { name: 'Register' }).click();
  await theirs.getByRole('button', { name: 'Join the firm' }).click();
  await expect(theirs.getByText(/^You have joined /)).toBeVisible();

  // The owner's case, shared with the colleague as a reviewer.
  await page.goto('/');
  await generateLeaseCase(page, leasePdf());
  const caseUrl = page.url();
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const share = page.getByRole('dialog', { name: 'Share this case' });
  await share.getByLabel('Access for Ciarán Byrne').selectOption('reviewer');
  await share.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Case members updated')).toBeVisible();
  await expect(page.getByText(/Shared with Ciarán Byrne \(reviewer\)/)).toBeVisible();

  // The colleague finds it among the cases shared with them, and may verify but not edit.
  await theirs.goto('/');
  await theirs.getByRole('group', { name: 'Show cases' }).getByRole('button', { name: 'Shared with me' }).click();
  await theirs.getByRole('link', { name: /Lease - Unit 4|Unit 4/ }).first().click();
  await expect(theirs).toHaveURL(caseUrl);
  // Each sees that the other has the case open.
  const alsoViewing = (on: typeof page) => on.getByRole('group', { name: 'Also viewing this case' });
  await expect(alsoViewing(page).getByRole('img', { name: 'Ciarán Byrne' })).toBeVisible();
  await expect(alsoViewing(theirs).getByRole('img', { name: 'Gráinne Doyle' })).toBeVisible();
  const grid = theirs.getByRole('table', { name: 'Answers for Lease - Unit 4.pdf' });
  const landlordRow = grid.getByRole('row').filter({ hasText: 'Who is the landlord?' });
  await expect(landlordRow).toBeVisible();
  await expect(landlordRow.getByRole('button', { name: 'Edit the answer to: Who is the landlord?' })).toHaveCount(0);
  await expect(theirs.getByRole('button', { name: 'Share', exact: true })).toHaveCount(0);
  await landlordRow.getByRole('button', { name: 'Verify the answer to: Who is the landlord?' }).click();
  await expect(landlordRow).toContainText('Verified by Ciarán Byrne');

  // The owner, whose page has stayed open, sees who verified it without reloading.
  const ownerRow = page.getByRole('table', { name: 'Answers for Lease - Unit 4.pdf' }).getByRole('row').filter({ hasText: 'Who is the landlord?' });
  await expect(ownerRow).toContainText('Verified by Ciarán Byrne');

  // The owner gives the colleague the lease to work through: they are told at once, and their page says it is theirs.
  await page.getByLabel('Assignee of Lease - Unit 4.pdf').selectOption({ label: 'Ciarán Byrne' });
  await expect(page.getByText('Lease - Unit 4.pdf is assigned to Ciarán Byrne')).toBeVisible();
  await expect(theirs.getByText(/^Gráinne Doyle assigned you Lease - Unit 4\.pdf in /)).toBeVisible();
  await expect(theirs.getByText('Assigned to you')).toBeVisible();

  // Made a viewer meanwhile, the colleague's open page takes the verify buttons, and the lease, away at once.
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await share.getByLabel('Access for Ciarán Byrne').selectOption('viewer');
  await share.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Shared with Ciarán Byrne \(viewer\)/)).toBeVisible();
  await expect(theirs.getByText(/shared with you \(viewer\)/)).toBeVisible();
  await expect(grid.getByRole('button', { name: /^Verify the answer to/ })).toHaveCount(0);
  await expect(theirs.getByText('Assigned to you')).toHaveCount(0);

  // The colleague leaves the case: the owner's page no longer shows them there.
  await theirs.goto('/');
  await expect(alsoViewing(page)).toHaveCount(0);
  await other.close();
});
