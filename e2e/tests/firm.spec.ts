import { expect, test } from '@playwright/test';
import { registerLawyer, PASSWORD } from './journey-steps.ts';
import { waitForMailedLink } from './mail-outbox.ts';

test('a firm admin names the firm and invites a colleague, who registers from the link and joins it', async ({ page, browser }) => {
  await registerLawyer(page, 'Niamh Byrne', 'byrne-solicitors.ie');
  await page.getByRole('link', { name: 'Firm' }).first().click();
  await expect(page.getByText('Niamh Byrne’s firm')).toBeVisible();

  await page.getByLabel('Firm name').fill('Byrne & Walsh LLP');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Firm updated successfully')).toBeVisible();
  await expect(page.getByText('Byrne & Walsh LLP', { exact: true })).toBeVisible();

  const colleague = `eoin.${Date.now()}@byrne-solicitors.ie`;
  const invite = page.getByRole('form', { name: 'Invite someone' });
  await invite.getByLabel('Email').fill(colleague);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`An invitation has been sent to ${colleague}`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pending invitations' }).getByText(colleague)).toBeVisible();

  const link = await waitForMailedLink(colleague, /Subject:.*Join/, /https?:\/\/\S+\/invitations\/accept\?token=[^\s"<>]+/);

  // The colleague has no account yet: the link offers to create one, and brings them back to accept.
  const other = await browser.newContext();
  const theirs = await other.newPage();
  await theirs.goto(link);
  await theirs.getByRole('link', { name: 'Create an account' }).click();
  await theirs.getByLabel('Name').fill('Eoin Walsh');
  await theirs.getByLabel('Email').fill(colleague);
  await theirs.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await theirs.getByLabel('Confirm password').fill(PASSWORD);
  await theirs.getByRole('button', { name: 'Register' }).click();
  await theirs.getByRole('button', { name: 'Join the firm' }).click();
  await expect(theirs.getByText('You have joined Byrne & Walsh LLP')).toBeVisible();
  const members = theirs.getByRole('table', { name: 'Members' });
  await expect(members.getByRole('row', { name: 'Eoin Walsh' })).toBeVisible();
  await expect(members.getByRole('row', { name: 'Niamh Byrne' })).toBeVisible();
  // A member, not an admin: the firm is theirs to read, not to manage.
  await expect(theirs.getByRole('form', { name: 'Invite someone' })).toHaveCount(0);
  await other.close();

  await page.reload();
  await expect(page.getByRole('table', { name: 'Members' }).getByRole('row', { name: 'Eoin Walsh' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pending invitations' }).getByText(colleague)).toHaveCount(0);
});
