import { expect, test, type Page } from '@playwright/test';
import { generateLeaseCase, PASSWORD, toggle } from './journey-steps.ts';
import { leasePdf } from './pdfs.ts';

/** Listed in the product's ADMIN_EMAILS (playwright.config.ts): registering with it makes an admin. */
const ADMIN_EMAIL = 'admin@e2e-firm.example';
/** A question the built-in engine gives for review on this lease, well below its threshold (decision 53). */
const REPAIR = "What are the tenant's repairing obligations: full repairing, or limited by a schedule of condition?";
const COVENANT = 'The Tenant shall keep the Property in good and substantial repair.';

async function registerAdmin(page: Page) {
  await page.goto('/register');
  await page.getByLabel('Name').fill('Órla Quinn');
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Órla Quinn' })).toBeVisible();
}

/** Opens Accuracy from the admin area's navigation and gives the repair question's section. */
async function repairAccuracy(page: Page) {
  await page.getByRole('navigation', { name: 'Admin area' }).getByRole('link', { name: 'Accuracy' }).click();
  await expect(page.getByRole('heading', { name: 'Accuracy', level: 1 })).toBeVisible();
  return page.getByRole('region', { name: REPAIR });
}

const figure = (section: ReturnType<Page['getByRole']>, name: string) => section.getByRole('row', { name: new RegExp(`^${name}`) }).getByRole('cell');

test('an admin annotates a lawyer’s lease with the right answer and sees the engine measured against it', async ({ page }) => {
  await registerAdmin(page);
  await toggle(page, 'Regions', 'England');
  await toggle(page, 'Practice areas', 'Property Law');
  await generateLeaseCase(page, leasePdf());

  // Admin → Documents: the file is found by its name and opened in the annotator, its pages drawn.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
  await expect(page.getByRole('heading', { name: 'Documents', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search documents' }).fill('Unit 4');
  const row = page.getByRole('table', { name: 'Documents' }).getByRole('row', { name: 'Lease - Unit 4.pdf' });
  await expect(row).toContainText('Ready');
  await row.getByRole('link', { name: 'Annotate Lease - Unit 4.pdf' }).click();
  await expect(page.getByRole('heading', { name: 'Lease - Unit 4.pdf', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Page 1' }).locator('canvas')).toBeVisible({ timeout: 30_000 });

  // The repairing covenant as the lease words it, marked as the right answer.
  await page.getByRole('button', { name: 'Add annotation' }).click();
  const form = page.getByRole('form', { name: 'New annotation' });
  await form.getByRole('textbox', { name: 'Quote' }).fill(COVENANT);
  await form.getByRole('combobox', { name: 'Question' }).selectOption({ label: REPAIR });
  await expect(form.getByRole('textbox', { name: 'Label' })).toHaveValue(REPAIR);
  await form.getByRole('textbox', { name: 'Value' }).fill('Full repairing');
  await form.getByRole('button', { name: 'Save annotation' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Annotation “${REPAIR}” added.` })).toBeVisible();
  const annotation = page.getByRole('listitem', { name: REPAIR });
  await expect(annotation).toContainText(`Page 2: “${COVENANT}”`);
  await expect(annotation).toContainText('By Órla Quinn');
  await expect(page.getByRole('region', { name: 'Page 2' }).locator('mark').first()).toContainText('good and substantial repair');

  // The built-in engine gave that question's passage for review (decisions 49 and 53): measured by what it
  // asserted, it did not answer, and the admin sees the passage it flagged.
  let repair = await repairAccuracy(page);
  await expect(figure(repair, 'Annotated files')).toHaveText('1');
  await expect(figure(repair, 'Agreed')).toHaveText('0');
  await expect(figure(repair, 'Not answered')).toHaveText('1');
  await expect(repair).toContainText('0 per cent agreed (0 of 1 file)');
  await expect(repair).toContainText('Lease - Unit 4.pdf: Not answered');
  await expect(repair).toContainText('Engine flagged a passage for review');

  // The admin corrects the annotation's value: the measure shows it as now annotated.
  await page.getByRole('navigation', { name: 'Admin area' }).getByRole('link', { name: 'Documents' }).click();
  await page.getByRole('table', { name: 'Documents' }).getByRole('link', { name: 'Annotate Lease - Unit 4.pdf' }).click();
  await page.getByRole('listitem', { name: REPAIR }).getByRole('button', { name: `Edit ${REPAIR}` }).click();
  const edit = page.getByRole('form', { name: 'Edit annotation' });
  await edit.getByRole('textbox', { name: 'Value' }).fill('Full repairing, no schedule of condition');
  await edit.getByRole('button', { name: 'Save annotation' }).click();
  await expect(page.getByRole('listitem', { name: REPAIR })).toContainText('Value: Full repairing, no schedule of condition');

  repair = await repairAccuracy(page);
  await expect(figure(repair, 'Not answered')).toHaveText('1');
  await expect(repair).toContainText(`Annotated “Full repairing, no schedule of condition”, page 2: “${COVENANT}”`);
  await repair.getByRole('link', { name: 'Lease - Unit 4.pdf' }).click();
  await expect(page.getByRole('heading', { name: 'Lease - Unit 4.pdf', level: 1 })).toBeVisible();

  // Admin → Language model: none is configured here, so none is named and no call was made. Whether new cases keep
  // their documents from a model is the admin's to set, and it holds across a reload.
  await page.getByRole('navigation', { name: 'Admin area' }).getByRole('link', { name: 'Language model' }).click();
  await expect(page.getByRole('heading', { name: 'Language model', level: 1 })).toBeVisible();
  await expect(page.getByText('No language model is configured: the built-in engine answers every question.')).toBeVisible();
  await expect(page.getByText('No call has been made to a language model in the last twelve months.')).toBeVisible();
  const byDefault = () => page.getByRole('switch', { name: /New cases are “built-in engine only”/ });
  // Mantine draws its track over the visually hidden input, so the input is clicked where it lies.
  await expect(byDefault()).not.toBeChecked();
  await byDefault().click({ force: true });
  await expect(byDefault()).toBeChecked();
  await page.reload();
  await expect(byDefault()).toBeChecked();
  await byDefault().click({ force: true });
  await expect(byDefault()).not.toBeChecked();
});
