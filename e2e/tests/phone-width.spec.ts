import { expect, test } from '@playwright/test';

const password = 'Correct horse battery 1';

test.use({ viewport: { width: 375, height: 740 } });

test('at a phone width every page fits, and the menu reaches the profile and Log out', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Name').fill('Ciarán Doyle');
  await page.getByLabel('Email').fill(`ciaran.${Date.now()}@doyle-law.ie`);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Ciarán Doyle' })).toBeVisible();

  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  await expect.poll(fits).toBe(true);
  for (const path of ['/due-diligence/new', '/catalogue', '/profile']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Once the page has settled (images and lists load after the heading).
    await expect.poll(fits, { message: `${path} is wider than the phone` }).toBe(true);
  }

  await page.getByRole('button', { name: 'Open the menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByRole('button', { name: 'Open the menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
