import { readFile, writeFile } from 'node:fs/promises';
import { STRUCTURE_MESSAGES, type TCategoryView, type TSubcategoryView } from '@commonpurse/domain';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { seriousViolations } from '../support/axe.ts';
import { adminApi } from '../support/api.ts';
import { boardPosition, keyboardDrag, trackWrites } from '../support/drag.ts';

/** The names of the categories, top to bottom, and of each category's items. */
async function structureOf(page: Page) {
  return page
    .locator('[data-testid^="category-"]')
    .evaluateAll((cards) =>
      cards.map((card) => [
        card.querySelector('[aria-label^="Edit Category name"]')?.textContent ?? '',
        [...card.querySelectorAll('[data-testid^="item-"] [aria-label^="Edit Item name"]')].map(
          (b) => b.textContent,
        ),
      ]),
    );
}

const category = (page: Page, name: string) =>
  page
    .locator('[data-testid^="category-"]')
    .filter({ has: page.getByRole('button', { name: `Edit Category name: ${name}` }) });

async function addCategory(page: Page, name: string) {
  await page.getByRole('button', { name: 'Add Category' }).click();
  await page.getByRole('textbox', { name: 'Category name' }).fill(name);
  await page.getByRole('textbox', { name: 'Category name' }).press('Enter');
  await expect(page.getByRole('button', { name: `Edit Category name: ${name}` })).toBeVisible();
}

async function addItem(page: Page, categoryName: string, name: string, amount: string) {
  await page.getByRole('button', { name: `Add item to ${categoryName}` }).click();
  await page.getByRole('textbox', { name: 'Item name' }).fill(name);
  await page.getByRole('textbox', { name: 'Amount', exact: true }).fill(amount);
  await page.getByRole('textbox', { name: 'Amount', exact: true }).press('Enter');
  await expect(page.getByRole('button', { name: `Edit Item name: ${name}` })).toBeVisible();
}

/** A pointer drag from one element's centre to a point just above another's centre, in steps. */
async function drag(page: Page, from: Locator, to: Locator, offsetY = -4) {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error('Nothing to drag');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2 + 10, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2 + offsetY, { steps: 16 });
  // A hand rests over the target before letting go: the pointer's last moves settle the drop target
  // (the over a cross-list move passes on the way is not the one wanted, so no announcement will do).
  await page.waitForTimeout(150);
  await page.mouse.up();
}

async function newSimulation(
  page: Page,
  request: Parameters<typeof adminApi>[0],
  token: string,
  name: string,
) {
  const api = adminApi(request, token);
  const id = await api.createSimulation({ name });
  await page.goto(`/simulations/${id}/spending`);
  await expect(page.getByRole('button', { name: 'Add Category' })).toBeVisible();
  return id;
}

test('build a two-category budget by hand, reorder it by drag and by keyboard, move an item', async ({
  page,
  request,
  signIn,
}) => {
  test.setTimeout(90_000);
  const { access_token } = await signIn();
  const writes = trackWrites(page);
  await newSimulation(page, request, access_token, 'E2E Structure');
  await expect(page.getByText('There are no spending categories yet.', { exact: false })).toBeVisible();

  await addCategory(page, 'Public Safety');
  await addItem(page, 'Public Safety', 'Police', '1200');
  await addItem(page, 'Public Safety', 'Fire', '800');
  await addCategory(page, 'Parks');
  await addItem(page, 'Parks', 'Trails', '300');
  await expect(page.getByText('Spending total: $2,300')).toBeVisible();
  await expect(category(page, 'Public Safety').getByLabel('Total Public Safety: $2,000')).toBeVisible();

  // Inline rules: a too-short name is refused before any call.
  await page.getByRole('button', { name: 'Edit Item name: Trails' }).click();
  await page.getByRole('textbox', { name: 'Item name' }).fill('T');
  await page.getByRole('textbox', { name: 'Item name' }).press('Enter');
  await expect(page.getByText('Must be at least 2 characters')).toBeVisible();
  await page.getByRole('textbox', { name: 'Item name' }).press('Escape');

  // Drag the Parks category above Public Safety.
  await drag(
    page,
    page.getByRole('button', { name: 'Reorder category Parks' }),
    page.getByRole('button', { name: 'Reorder category Public Safety' }),
    -10,
  );
  await expect(page.getByText(STRUCTURE_MESSAGES.orderSaved)).toBeVisible();
  await expect
    .poll(() => structureOf(page))
    .toEqual([
      ['Parks', ['Trails']],
      ['Public Safety', ['Police', 'Fire']],
    ]);

  // Keyboard: pick up Fire, move it up one place, drop it.
  const fire = page.getByRole('button', { name: 'Reorder Fire' });
  await keyboardDrag(page, fire, 'ArrowUp', 1, boardPosition('ArrowUp'));
  await expect
    .poll(() => structureOf(page))
    .toEqual([
      ['Parks', ['Trails']],
      ['Public Safety', ['Fire', 'Police']],
    ]);

  // Move Trails into Public Safety by dragging it onto Police.
  await drag(
    page,
    page.getByRole('button', { name: 'Reorder Trails' }),
    page.getByRole('button', { name: 'Reorder Police' }),
    6,
  );
  await expect
    .poll(() => structureOf(page))
    .toEqual([
      ['Parks', []],
      ['Public Safety', ['Fire', 'Trails', 'Police']],
    ]);
  await writes.settled();

  await page.reload();
  await expect
    .poll(() => structureOf(page))
    .toEqual([
      ['Parks', []],
      ['Public Safety', ['Fire', 'Trails', 'Police']],
    ]);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a failed reorder says so and keeps the old order', async ({ page, request, signIn }) => {
  const { access_token } = await signIn();
  await newSimulation(page, request, access_token, 'E2E Failed Order');
  await addCategory(page, 'First');
  await addCategory(page, 'Second');
  await page.route('**/set-order', (route) =>
    route.fulfill({ status: 500, body: '{"message":"Server error."}' }),
  );
  await drag(
    page,
    page.getByRole('button', { name: 'Reorder category Second' }),
    page.getByRole('button', { name: 'Reorder category First' }),
    -10,
  );
  await expect(page.getByText(STRUCTURE_MESSAGES.orderNotSaved)).toBeVisible();
  await expect
    .poll(() => structureOf(page))
    .toEqual([
      ['First', []],
      ['Second', []],
    ]);
});

test('import a CSV, export it, and re-import the export', async ({ page, request, signIn }, testInfo) => {
  const { access_token } = await signIn();
  await newSimulation(page, request, access_token, 'E2E CSV');
  const csv = [
    'category,subcategory,amount,details',
    'Public Safety,Police,"$1,200",Patrol and investigations',
    'Public Safety,Fire,800,',
    'Parks,Trails,300.50,',
  ].join('\n');
  const file = testInfo.outputPath('spending.csv');
  await writeFile(file, csv);

  await page.getByRole('button', { name: 'CSV import and export' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('menuitem', { name: 'Import CSV' }).click();
  await (await chooser).setFiles(file);
  await expect(page.getByText(STRUCTURE_MESSAGES.imported)).toBeVisible();
  await expect
    .poll(() => structureOf(page))
    .toEqual([
      ['Public Safety', ['Police', 'Fire']],
      ['Parks', ['Trails']],
    ]);

  await page.getByRole('button', { name: 'CSV import and export' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Export CSV' }).click();
  const exported = await readFile(await (await download).path(), 'utf8');
  expect(exported).toContain('Public Safety,Police,1200');
  expect(exported).toContain('Patrol and investigations');

  // A bad file changes nothing and names the row.
  const bad = testInfo.outputPath('bad.csv');
  await writeFile(bad, 'category,subcategory,amount,details\nRoads,Paving,lots,\n');
  await page.getByRole('button', { name: 'CSV import and export' }).click();
  await page.getByRole('menuitem', { name: 'Re-import CSV' }).click();
  const badChooser = page.waitForEvent('filechooser');
  await page.getByRole('dialog').getByRole('button', { name: 'Replace' }).click();
  await (await badChooser).setFiles(bad);
  await expect(page.getByText(`${STRUCTURE_MESSAGES.importFailed}: Row 2`, { exact: false })).toBeVisible();
  await expect
    .poll(() => structureOf(page))
    .toEqual([
      ['Public Safety', ['Police', 'Fire']],
      ['Parks', ['Trails']],
    ]);
});

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a dedicated-funds question protects its spending item; an item gets an image', async ({
  page,
  request,
  signIn,
}) => {
  test.setTimeout(90_000);
  const { access_token } = await signIn();
  const headers = { authorization: `Bearer ${access_token}` };
  const id = await newSimulation(page, request, access_token, 'E2E Dedicated');
  const post = async (path: string, data: object) => {
    const response = await request.post(`/v1/admin/budgets/${id}/${path}`, { headers, data });
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { data: TCategoryView | TSubcategoryView }).data.id;
  };
  const parks = await post('expenses', { name: 'Parks' });
  await post(`expenses/${parks}/subcategories`, { name: 'Trails', amount: 300 });
  const levies = await post('revenue', { name: 'Levies' });
  await post(`revenue/${levies}/subcategories`, { name: 'Parks levy', amount: 300 });

  await page.goto(`/simulations/${id}/revenue`);
  await page.getByRole('button', { name: 'More actions for Parks levy' }).click();
  await page.getByRole('menuitem', { name: 'Dedicated Funds Question' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dedicated Funds Question: Parks levy' });
  await dialog.getByRole('textbox', { name: 'Scenario name' }).fill('Parks levy');
  await dialog
    .getByRole('textbox', { name: 'Question', exact: true })
    .fill('Should the parks levy continue?');
  const option = dialog.getByRole('group', { name: 'Option 1' });
  await option.getByRole('textbox', { name: 'Option Text' }).fill('Keep the levy');
  await option.getByRole('textbox', { name: 'Dollar Difference' }).fill('0');
  await option.getByRole('button', { name: '+ ADD SPENDING SUBCATEGORY' }).click();
  await option.getByRole('combobox', { name: 'Spending subcategory 1' }).click();
  await page.getByRole('option', { name: 'Trails (Parks)' }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Dedicated funds')).toBeVisible();

  await page.getByRole('tab', { name: 'Spending' }).click();
  const deleteParks = page.getByRole('button', { name: 'Delete category Parks' });
  await expect(deleteParks).toHaveAttribute('aria-disabled', 'true');
  await deleteParks.hover();
  // The screen's help tooltip may still be up on the user's first visits: this one is the reason's.
  const reason = page.getByRole('tooltip').filter({ hasText: STRUCTURE_MESSAGES.dedicatedFundsLinked });
  await expect(reason).toHaveText(STRUCTURE_MESSAGES.dedicatedFundsLinked);
  await page.mouse.move(0, 0);
  await expect(reason).toBeHidden();
  await page.getByRole('button', { name: 'More actions for Trails' }).click();
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Escape');

  // The image of an item: upload, then see it in the dialog.
  await page.getByRole('button', { name: 'Edit Trails' }).click();
  const item = page.getByRole('dialog', { name: /Trails/ });
  await item.getByRole('tab', { name: 'Image' }).click();
  await item
    .getByLabel('Upload Image')
    .setInputFiles({ name: 'trails.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Image uploaded.')).toBeVisible();
  await expect(item.locator('img[src*="/uploads/"]')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
