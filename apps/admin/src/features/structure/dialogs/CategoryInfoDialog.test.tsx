import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STRUCTURE_DIALOG_TEXTS as T, STRUCTURE_MESSAGES as M } from '@commonpurse/domain';
import { jsonResponse } from '@/test/render.tsx';
import { RICH_TEXT_LABELS } from '@/ui/rich-text/labels.ts';
import { makeView } from '@/test/simulation-fixtures.ts';
import { makeCategory } from '@/test/structure-fixtures.ts';
import { CategoryInfoDialog } from './CategoryInfoDialog.tsx';
import { DIALOG_LABELS as L } from './labels.ts';
import { renderInEditor } from './test-harness.tsx';

const safety = makeCategory({
  id: 11,
  name: 'Safety',
  details: 'Police and fire',
  additional_details: '<p>Old</p>',
});
const view = makeView({ id: 21, expenses: [safety] });

function open(handle: (url: URL, init: RequestInit) => Response | undefined) {
  const onClose = vi.fn();
  const rendered = renderInEditor(
    <CategoryInfoDialog
      open
      onClose={onClose}
      parent={{ kind: 'simulation', id: 21 }}
      list="expenses"
      category={safety}
    />,
    { view, handle },
  );
  return { ...rendered, onClose };
}

describe('CategoryInfoDialog', () => {
  it('edits More Info and the rich-text details, then PATCHes the category', async () => {
    const { calls, cached, onClose } = open((_url, init) =>
      init.method === 'PATCH'
        ? jsonResponse({ data: { ...safety, ...(JSON.parse(String(init.body)) as object) } })
        : undefined,
    );
    const dialog = screen.getByRole('dialog', { name: L.categoryInfoTitle('Safety') });
    const details = within(dialog).getByRole('textbox', { name: T.moreInfo });
    expect(within(dialog).getByText('15 / 400')).toBeTruthy();
    expect((details as HTMLTextAreaElement).maxLength).toBe(400);
    const rich = await within(dialog).findByRole('textbox', { name: L.moreDetails });
    expect(rich.innerHTML).toBe('<p>Old</p>');
    await userEvent.click(rich);
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(within(dialog).getByRole('button', { name: RICH_TEXT_LABELS.bold }));
    await userEvent.click(within(dialog).getByRole('button', { name: L.save }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls('PATCH')).toEqual([
      {
        method: 'PATCH',
        path: '/v1/admin/budgets/21/expenses/11',
        body: { additional_details: '<p><strong>Old</strong></p>' },
      },
    ]);
    expect(cached().expenses?.[0]?.additional_details).toBe('<p><strong>Old</strong></p>');
  });

  it('shows the refusal in the dialog, at the field', async () => {
    const refusal = { message: 'The given data was invalid.', errors: { details: [M.moreInfoTooLong] } };
    const { onClose } = open((_url, init) =>
      init.method === 'PATCH' ? jsonResponse(refusal, 422) : undefined,
    );
    const dialog = screen.getByRole('dialog');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: T.moreInfo }));
    await userEvent.click(within(dialog).getByRole('button', { name: L.save }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      `${M.saveCategoryFailed.trim()} ${M.moreInfoTooLong}`,
    );
    expect(within(dialog).getAllByText(M.moreInfoTooLong)).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
  });
});
