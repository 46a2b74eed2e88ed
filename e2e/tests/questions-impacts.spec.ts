import {
  QUESTION_LABELS,
  QUESTION_MESSAGES,
  IMPACT_MESSAGES,
  impactCalculationsTitle,
  STRUCTURE_MESSAGES,
  type TCategoryView,
  type TSubcategoryView,
} from '@commonpurse/domain';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { seriousViolations } from '../support/axe.ts';
import { adminApi } from '../support/api.ts';
import { keyboardDrag, rowPosition, trackWrites } from '../support/drag.ts';

const entryTable = (page: Page) =>
  page.getByRole('region', { name: QUESTION_LABELS.entryTable, exact: true });
const exitTable = (page: Page) => page.getByRole('region', { name: QUESTION_LABELS.exitTable, exact: true });

/** The body rows of a table as 'number question' (chips such as 'Standard' included). */
async function rowsOf(table: Locator) {
  return table.locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) =>
      [...row.querySelectorAll('td')]
        .slice(0, 2)
        .map((cell) => cell.textContent?.trim() ?? '')
        .join(' '),
    ),
  );
}

async function addQuestion(
  page: Page,
  table: Locator,
  question: { text: string; type?: string; options?: string[]; repeat?: boolean },
) {
  await table.getByRole('button', { name: QUESTION_LABELS.createQuestion }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Question Text' }).fill(question.text);
  if (question.type) {
    await dialog.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: question.type, exact: true }).click();
  }
  for (const [index, option] of (question.options ?? []).entries()) {
    const field = dialog.getByRole('textbox', { name: `Option ${index + 1}` });
    if ((await field.count()) === 0) await dialog.getByRole('button', { name: 'Add Option' }).click();
    await field.fill(option);
    await dialog.getByRole('button', { name: `Done editing option ${index + 1}` }).click();
  }
  if (question.repeat) await dialog.getByRole('checkbox', { name: 'Repeat on Exit?' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(table.getByText(question.text, { exact: true })).toBeVisible();
}

async function newSimulation(request: APIRequestContext, token: string, name: string) {
  return adminApi(request, token).createSimulation({ name });
}

test('add, reorder with the keyboard and delete entry and exit questions', async ({
  page,
  request,
  signIn,
}) => {
  test.setTimeout(120_000);
  const { access_token } = await signIn();
  const id = await newSimulation(request, access_token, 'E2E Questions');
  const writes = trackWrites(page);
  await page.goto(`/simulations/${id}/exit`);

  // A new simulation starts with the five standard exit questions and no entry question (the tab's
  // first load can take longer than the default wait on a busy machine).
  await expect(entryTable(page).getByText(QUESTION_MESSAGES.noEntryQuestions)).toBeVisible({
    timeout: 20_000,
  });
  await expect.poll(() => rowsOf(exitTable(page))).toHaveLength(5);
  await expect(
    exitTable(page).getByRole('button', { name: 'Delete What is your age range?' }),
  ).toHaveAttribute('aria-disabled', 'true');
  expect(await seriousViolations(page)).toEqual([]);

  await addQuestion(page, entryTable(page), { text: 'What is your e-mail address?', type: 'Email' });
  await entryTable(page).getByRole('button', { name: QUESTION_LABELS.createQuestion }).click();
  // The dialog, checked while open: its rules and its accessibility.
  const dialog = page.getByRole('dialog', { name: 'Create Entry Question' });
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Select', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Question Text' }).fill('Which neighbourhood do you live in?');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(QUESTION_MESSAGES.optionsEditing)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  await addQuestion(page, entryTable(page), {
    text: 'Which neighbourhood do you live in?',
    type: 'Select',
    options: ['North', 'South', 'Downtown'],
    repeat: true,
  });
  await addQuestion(page, exitTable(page), { text: 'Which park do you visit most?' });

  expect(await rowsOf(entryTable(page))).toEqual([
    '1 What is your e-mail address?',
    '2 Which neighbourhood do you live in?',
  ]);
  // The repeated entry question comes first in the exit table, numbering continues after it.
  const exitRows = await rowsOf(exitTable(page));
  expect(exitRows[0]).toMatch(/^1 Which neighbourhood do you live in\?/);
  expect(exitRows[6]).toBe('7 Which park do you visit most?');

  // Keyboard: the neighbourhood question moves above the e-mail question.
  const neighbourhood = 'Which neighbourhood do you live in?';
  await keyboardDrag(
    page,
    entryTable(page).getByRole('button', { name: `Reorder ${neighbourhood}` }),
    'ArrowUp',
    1,
    rowPosition(neighbourhood),
  );
  await expect(page.getByText(STRUCTURE_MESSAGES.orderSaved)).toBeVisible();
  await expect
    .poll(() => rowsOf(entryTable(page)))
    .toEqual(['1 Which neighbourhood do you live in?', '2 What is your e-mail address?']);

  // The park question moves up two places among the exit questions.
  const park = 'Which park do you visit most?';
  await keyboardDrag(
    page,
    exitTable(page).getByRole('button', { name: `Reorder ${park}` }),
    'ArrowUp',
    2,
    rowPosition(park),
  );
  await expect.poll(async () => (await rowsOf(exitTable(page)))[4]).toBe('5 Which park do you visit most?');
  await writes.settled();

  await page.reload();
  await expect
    .poll(() => rowsOf(entryTable(page)))
    .toEqual(['1 Which neighbourhood do you live in?', '2 What is your e-mail address?']);
  await expect.poll(async () => (await rowsOf(exitTable(page)))[4]).toBe('5 Which park do you visit most?');

  // Delete one entry and one exit question, each after the confirmation.
  for (const [table, text] of [
    [entryTable(page), 'What is your e-mail address?'],
    [exitTable(page), 'Which park do you visit most?'],
  ] as const) {
    await table.getByRole('button', { name: `Delete ${text}` }).click();
    const confirm = page.getByRole('dialog', { name: QUESTION_MESSAGES.deleteTitle });
    await confirm.getByRole('button', { name: QUESTION_MESSAGES.deleteConfirm }).click();
    await expect(table.getByText(text, { exact: true })).toHaveCount(0);
  }
  await page.reload();
  await expect.poll(() => rowsOf(entryTable(page))).toEqual(['1 Which neighbourhood do you live in?']);
  await expect.poll(() => rowsOf(exitTable(page))).toHaveLength(6);
});

test('create impacts with multipliers, read the computed total and reorder them', async ({
  page,
  request,
  signIn,
}) => {
  test.setTimeout(120_000);
  const { access_token } = await signIn();
  const headers = { authorization: `Bearer ${access_token}` };
  const id = await newSimulation(request, access_token, 'E2E Impacts');
  const post = async (path: string, data: object) => {
    const response = await request.post(`/v1/admin/budgets/${id}/${path}`, { headers, data });
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { data: TCategoryView | TSubcategoryView }).data.id;
  };
  const parks = await post('expenses', { name: 'Parks' });
  await post(`expenses/${parks}/subcategories`, { name: 'Tree planting', amount: 1200 });
  await post(`expenses/${parks}/subcategories`, { name: 'Trails', amount: 333.33 });
  const levies = await post('revenue', { name: 'Levies' });
  await post(`revenue/${levies}/subcategories`, { name: 'Parks levy', amount: 50 });

  const writes = trackWrites(page);
  await page.goto(`/simulations/${id}/impacts`);
  await expect(page.getByText(IMPACT_MESSAGES.noImpacts)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Create Impact' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Impact' });
  await dialog.getByRole('textbox', { name: 'Impact Name' }).fill('Trees planted');
  await dialog.getByRole('textbox', { name: 'Target' }).fill('1,000');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(IMPACT_MESSAGES.targetNotNumber)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('textbox', { name: 'Target' }).fill('500');
  await dialog.getByRole('textbox', { name: 'Suffix' }).fill(' trees');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('cell', { name: '500 trees' })).toBeVisible();

  await page.getByRole('button', { name: 'Multipliers for Trees planted' }).click();
  const calculations = page.getByRole('dialog', { name: impactCalculationsTitle('Trees planted') });
  await calculations.getByRole('textbox', { name: 'Multiplier for Tree planting' }).fill('0.25');
  await calculations.getByRole('textbox', { name: 'Multiplier for Trails' }).fill('0.0123');
  await calculations.getByRole('textbox', { name: 'Multiplier for Parks levy' }).fill('-2');
  // 1200 × 0.25 + 333.33 × 0.0123 (4.1000) − 50 × 2 = 204.1000
  await expect(calculations.getByTestId('impact-total')).toHaveText('204.1000');
  expect(await seriousViolations(page)).toEqual([]);
  await calculations.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  // The server's table, read back after a reload, gives the same total.
  await page.reload();
  await page.getByRole('button', { name: 'Multipliers for Trees planted' }).click();
  const again = page.getByRole('dialog', { name: impactCalculationsTitle('Trees planted') });
  await expect(again.getByRole('textbox', { name: 'Multiplier for Trails' })).toHaveValue('0.0123');
  await expect(again.getByTestId('impact-total')).toHaveText('204.1000');
  await again.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.getByRole('button', { name: 'Create Impact' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Impact Name' }).fill('Potholes filled');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  await keyboardDrag(
    page,
    page.getByRole('button', { name: 'Reorder Potholes filled' }),
    'ArrowUp',
    1,
    rowPosition('Potholes filled'),
  );
  await expect(page.getByText(STRUCTURE_MESSAGES.orderSaved)).toBeVisible();
  await writes.settled();
  await page.reload();
  await expect
    .poll(() =>
      page
        .locator('[data-testid^="impact-"]')
        .evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[1]?.textContent)),
    )
    .toEqual(['Potholes filled', 'Trees planted']);

  await page.getByRole('button', { name: 'Delete Potholes filled' }).click();
  await page
    .getByRole('dialog', { name: IMPACT_MESSAGES.deleteTitle })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.locator('[data-testid^="impact-"]')).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
});
