import { expect, test, type Page } from '@playwright/test';
import { expectEveryQuestionAnswered, pdf, registerLawyer } from './journey-steps.ts';
import { leasePdf } from './pdfs.ts';

test.use({ viewport: { width: 375, height: 740 } });

const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Whether a select shows its chosen option whole: the option's text, in the select's font, fits inside it. */
const showsWhole = (page: Page, name: string) =>
  page.getByRole('combobox', { name, exact: true }).evaluate((select: HTMLSelectElement) => {
    const probe = document.createElement('span');
    probe.style.font = getComputedStyle(select).font;
    probe.style.whiteSpace = 'nowrap';
    probe.textContent = select.selectedOptions[0]?.textContent ?? '';
    document.body.append(probe);
    const { paddingLeft, paddingRight } = getComputedStyle(select);
    const room = select.clientWidth - parseFloat(paddingLeft) - parseFloat(paddingRight);
    const needed = probe.getBoundingClientRect().width;
    probe.remove();
    return needed <= room;
  });

/**
 * The texts of the elements `selector` finds on screen that are cut short (an ellipsis, or clipped): none, where
 * everything fits. A view not shown keeps the layout it had when last shown, and is laid out again when it is.
 */
const cutShort = (page: Page, selector: string) =>
  page.evaluate(
    (selector) =>
      Array.from(document.querySelectorAll<HTMLElement>(selector))
        .filter((element) => element.checkVisibility() && element.scrollWidth > element.clientWidth)
        .map((element) => element.textContent),
    selector,
  );

test('at a phone width every page fits, and the menu reaches the profile and Log out', async ({ page }) => {
  await registerLawyer(page, 'Ciarán Doyle', 'doyle-law.ie');

  await expect.poll(() => fits(page)).toBe(true);
  for (const path of ['/due-diligence/new', '/catalogue', '/profile']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Once the page has settled (images and lists load after the heading).
    await expect.poll(() => fits(page), { message: `${path} is wider than the phone` }).toBe(true);
  }

  await page.getByRole('button', { name: 'Open the menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByRole('button', { name: 'Open the menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('at a phone width a case shows its selects, views and long file names whole, and at a desktop width its badges', async ({ page }) => {
  await registerLawyer(page, 'Seán Ó Briain', 'obriain-law.ie');
  await page.getByRole('main').getByRole('link', { name: 'New due diligence' }).click();
  await expect(page.getByRole('combobox', { name: 'Region', exact: true })).toHaveValue(/.+/);
  expect(await showsWhole(page, 'Practice area')).toBe(true);
  expect(await showsWhole(page, 'Region')).toBe(true);

  // A data room's file name is one long word.
  const filename = 'Harbour_Walk_Quayside_Unit_4_counterpart_lease_engrossment.pdf';
  await page.getByRole('combobox', { name: 'Document type', exact: true }).selectOption({ label: 'Lease' });
  await page.getByLabel('Upload a document').setInputFiles(pdf(filename, leasePdf()));
  await expect(page.getByText(/^1 document, \d+ questions ready for answering$/)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Generate' }).click();
  await expectEveryQuestionAnswered(page);
  await expect(page.getByRole('heading', { name: filename })).toBeVisible();

  await expect.poll(() => fits(page), { message: 'the case page is wider than the phone' }).toBe(true);
  const views = page.getByRole('group', { name: 'View' }).getByRole('button');
  expect(await views.count()).toBeGreaterThanOrEqual(5);
  expect(await cutShort(page, '[role="group"][aria-label="View"] button .mantine-Button-label')).toEqual([]);
  for (const view of await views.all()) {
    await view.click();
    await expect.poll(() => fits(page), { message: `${await view.textContent()} is wider than the phone` }).toBe(true);
  }

  await page.getByRole('button', { name: 'By document', exact: true }).click();
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.getByText('Needs review', { exact: true }).first()).toBeVisible();
  expect(await cutShort(page, '.mantine-Badge-label')).toEqual([]);
  // The review grid shares its width among its questions by their length: a cell to review still holds its badge.
  await page.getByRole('button', { name: 'Review grid', exact: true }).click();
  await expect(page.getByRole('table', { name: /^Review grid: / }).getByText('Needs review', { exact: true }).first()).toBeVisible();
  expect(await cutShort(page, '.mantine-Badge-label')).toEqual([]);
});
