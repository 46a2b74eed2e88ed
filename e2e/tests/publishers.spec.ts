import { publishersFoundLabel } from '@commonpurse/domain';
import { SHELL_TEXT } from '@commonpurse/domain/console';
import { expect, test } from '../support/fixtures.ts';

test('an administrator of two publishers searches and switches between them', async ({ page, signIn }) => {
  await signIn();
  await page.goto('/dashboard');
  await expect(page.getByText(SHELL_TEXT.administratorFor('City of Riverton'))).toBeVisible();

  await page.getByRole('button', { name: /switch publisher/i }).click();
  await expect(page.getByText(publishersFoundLabel(2))).toBeVisible();
  await page.getByLabel('Search publishers').fill('school');
  await expect(page.getByText(publishersFoundLabel(1))).toBeVisible();
  await page.getByRole('button', { name: /^Riverton Unified School District/ }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(SHELL_TEXT.administratorFor('Riverton Unified School District'))).toBeVisible();
  // The choice is remembered by the server: a reload keeps it.
  await page.reload();
  await expect(page.getByText(SHELL_TEXT.administratorFor('Riverton Unified School District'))).toBeVisible();

  // Switch back so other tests see the city.
  await page.getByRole('button', { name: /switch publisher/i }).click();
  await page.getByRole('button', { name: /^City of Riverton Riverton, OR/ }).click();
  await expect(page.getByText(SHELL_TEXT.administratorFor('City of Riverton'))).toBeVisible();
});
