import { expect, test } from '@playwright/test';
import { registerLawyer } from './journey-steps.ts';

test.use({ viewport: { width: 375, height: 740 } });

test('at a phone width every page fits, and the menu reaches the profile and Log out', async ({ page }) => {
  await registerLawyer(page, 'Ciarán Doyle', 'doyle-law.ie');

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
