import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { user, userPickingAnyFile } from '@/test/user.ts';
import {
  DEFAULT_SUGGESTION_BOX_NAME,
  ITEM_IMAGE_LIMITS,
  ITEM_IMAGE_MESSAGES as IM,
  STOCK_PHOTO_MESSAGES as SM,
  STRUCTURE_DIALOG_TEXTS as T,
  STRUCTURE_MESSAGES as M,
  type TStockPhoto,
} from '@commonpurse/domain';
import { jsonResponse } from '@/test/render.tsx';
import { makeView } from '@/test/simulation-fixtures.ts';
import { makeCategory, makeItem } from '@/test/structure-fixtures.ts';
import type { TItem } from '@/api/structure-items.ts';
import { ItemDialog, type TItemDialogProps } from './ItemDialog.tsx';
import { DIALOG_LABELS as L } from './labels.ts';
import { renderInEditor } from './test-harness.tsx';

const safety = makeCategory({ id: 11, name: 'Safety' }, [{ id: 501, name: 'Police', amount: 1200 }]);
const parks = makeCategory({ id: 12, name: 'Parks' }, []);
const view = makeView({ id: 21, expenses: [safety, parks] });
const police = safety.subcategories[0] as TItem;

const itemsPath = (categoryId: number) => `/v1/admin/budgets/21/expenses/${categoryId}/subcategories`;

/** Echoes item writes as the server would: POST creates id 900, PATCH merges the body. */
function echo(overrides: { fail?: (url: URL, init: RequestInit) => Response | undefined } = {}) {
  return (url: URL, init: RequestInit) => {
    const failed = overrides.fail?.(url, init);
    if (failed) return failed;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Partial<TItem>) : {};
    const create = /\/expenses\/(\d+)\/subcategories$/.exec(url.pathname);
    if (create && init.method === 'POST')
      return jsonResponse(
        { data: makeItem({ id: 900, budget_category_id: Number(create[1]), ...body }) },
        201,
      );
    const patch = /\/subcategories\/(\d+)$/.exec(url.pathname);
    if (patch && init.method === 'PATCH') return jsonResponse({ data: { ...police, ...body } });
    return undefined;
  };
}

function open(props: Partial<TItemDialogProps>, handle = echo()) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const rendered = renderInEditor(
    <ItemDialog
      open
      onClose={onClose}
      onSaved={onSaved}
      parent={{ kind: 'simulation', id: 21 }}
      list="expenses"
      item={null}
      {...props}
    />,
    { view, handle },
  );
  return { ...rendered, onClose, onSaved };
}

const dialog = () => screen.getByRole('dialog');
const field = (name: string | RegExp) => within(dialog()).getByRole('textbox', { name });
const save = () => user.click(within(dialog()).getByRole('button', { name: L.save }));

describe('ItemDialog: Name/Cost and Details', () => {
  it('has titled tabs with their panels', () => {
    open({ categoryId: 11 });
    expect(screen.getByRole('dialog', { name: L.newItemTitle })).toBeTruthy();
    const tabs = within(dialog()).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      T.itemTabs.nameCost,
      T.itemTabs.details,
      T.itemTabs.image,
    ]);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    const panel = within(dialog()).getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs[0]!.id);
  });

  it('validates, then creates the item in the chosen category', async () => {
    const { calls, cached, onClose, onSaved } = open({ categoryId: 11 });
    expect(within(dialog()).getByText('0 / 140')).toBeTruthy();
    expect((field(L.name) as HTMLInputElement).maxLength).toBe(140);
    await user.clear(field(L.cost));
    await save();
    expect(within(dialog()).getAllByText(M.nameRequired)).toHaveLength(2);
    await user.type(field(L.name), 'P');
    await save();
    expect(within(dialog()).getByText(M.subcategoryNameTooShort)).toBeTruthy();
    await user.type(field(L.name), 'ools');
    expect(await within(dialog()).findByText('5 / 140')).toBeTruthy();
    await user.type(field(L.cost), '$1,5x00.5');
    expect((field(L.cost) as HTMLInputElement).value).toBe('1500.5');
    await user.click(within(dialog()).getByRole('combobox', { name: L.category }));
    await user.click(screen.getByRole('option', { name: 'Parks' }));
    await user.click(within(dialog()).getByRole('tab', { name: T.itemTabs.details }));
    await user.type(field(T.moreInfo), 'Open all year');
    expect(within(dialog()).getByText('13 / 400')).toBeTruthy();
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls('POST')).toEqual([
      {
        method: 'POST',
        path: itemsPath(12),
        body: { name: 'Pools', amount: 1500.5, details: 'Open all year', additional_details: null },
      },
    ]);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 900, name: 'Pools' }));
    expect(cached().expenses?.[1]?.subcategories.map((s) => s.name)).toEqual(['Pools']);
  });

  it('closes without a call when nothing changed', async () => {
    const { calls, onClose } = open({ item: police });
    expect(screen.getByRole('dialog', { name: L.editItemTitle('Police') })).toBeTruthy();
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls('PATCH')).toEqual([]);
  });

  it('moves the item with budget_category_id on the old category path', async () => {
    const handle = (url: URL, init: RequestInit) =>
      init.method === 'PATCH'
        ? jsonResponse({ data: { ...police, name: 'Patrols', budget_category_id: 12 } })
        : undefined;
    const { calls, cached, onClose } = open({ item: police }, handle);
    await user.clear(field(L.name));
    await user.type(field(L.name), 'Patrols');
    await user.click(within(dialog()).getByRole('combobox', { name: L.category }));
    await user.click(screen.getByRole('option', { name: 'Parks' }));
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls('PATCH')).toEqual([
      { method: 'PATCH', path: `${itemsPath(11)}/501`, body: { name: 'Patrols', budget_category_id: 12 } },
    ]);
    expect(cached().expenses?.map((c) => c.subcategories.map((s) => s.name))).toEqual([[], ['Patrols']]);
  });

  it('shows the server refusal inside the dialog, at its field', async () => {
    const refusal = { message: 'The given data was invalid.', errors: { details: [M.moreInfoTooLong] } };
    const { onClose } = open(
      { item: police },
      echo({ fail: (_url, init) => (init.method === 'PATCH' ? jsonResponse(refusal, 422) : undefined) }),
    );
    await user.type(field(L.cost), '1');
    await save();
    expect(await within(dialog()).findByRole('alert')).toBeTruthy();
    expect(within(dialog()).getByRole('alert').textContent).toBe(M.moreInfoTooLong);
    // The field's tab opens to show it.
    expect(
      within(dialog()).getByRole('tab', { name: T.itemTabs.details }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(within(dialog()).getAllByText(M.moreInfoTooLong)).toHaveLength(2);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('starts a suggestion box as Your Suggestion with its mode and ceiling', async () => {
    const { calls, onClose } = open({ categoryId: 11, suggestionBox: true });
    expect(screen.getByRole('dialog', { name: L.newSuggestionBoxTitle })).toBeTruthy();
    expect((field(L.name) as HTMLInputElement).value).toBe(DEFAULT_SUGGESTION_BOX_NAME);
    expect(within(dialog()).getByRole('radiogroup', { name: T.amountField })).toBeTruthy();
    await user.click(
      within(dialog()).getByRole('radio', { name: new RegExp(L.suggestionModes.balance.label) }),
    );
    await user.clear(field(T.ceilingAmount));
    await user.type(field(T.ceilingAmount), '500');
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls('POST')[0]?.body).toEqual({
      name: DEFAULT_SUGGESTION_BOX_NAME,
      amount: 0,
      details: null,
      additional_details: null,
      suggestion_box: true,
      suggestion_box_mode: 'balance',
      ceiling_amount: 500,
    });
  });
});

const photo = (n: number): TStockPhoto => ({
  id: `p${n}`,
  thumb_url: `https://img.example/thumb-${n}.jpg`,
  url: `https://img.example/full-${n}.jpg`,
  alt: `Park ${n}`,
  credit: `Photo by Ann ${n} on Unsplash`,
});

describe('ItemDialog: Image', () => {
  it('saves a new item when the Image tab opens (not while its fields are wrong)', async () => {
    const { calls } = open({ categoryId: 11 });
    await user.click(within(dialog()).getByRole('tab', { name: T.itemTabs.image }));
    expect(
      within(dialog()).getByRole('tab', { name: T.itemTabs.nameCost }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(within(dialog()).getByText(M.nameRequired)).toBeTruthy();
    expect(calls('POST')).toEqual([]);

    await user.type(field(L.name), 'Pools');
    await user.click(within(dialog()).getByRole('tab', { name: T.itemTabs.image }));
    expect(await within(dialog()).findByRole('button', { name: L.uploadImage })).toBeTruthy();
    expect(calls('POST')).toEqual([
      {
        method: 'POST',
        path: itemsPath(11),
        body: { name: 'Pools', amount: 0, details: null, additional_details: null },
      },
    ]);
    expect(screen.getByRole('dialog', { name: L.editItemTitle('Pools') })).toBeTruthy();
  });

  it('checks the file, uploads it and deletes it after confirmation', async () => {
    let fail = false;
    const handle = (url: URL, init: RequestInit) => {
      if (!url.pathname.endsWith('/subcategory/501/image')) return undefined;
      if (fail) return jsonResponse({ message: 'Server error.' }, 500);
      const image_url = init.method === 'DELETE' ? null : 'https://files.example/police.png';
      return jsonResponse({ meta: { status: 'created', url: image_url }, data: { ...police, image_url } });
    };
    const { calls, cached } = open({ item: police }, handle);
    await user.click(within(dialog()).getByRole('tab', { name: T.itemTabs.image }));
    const input = within(dialog()).getByLabelText(L.uploadImage);

    // The browser's file picker can be told to show any file: the dialog checks it too.
    await userPickingAnyFile.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(within(dialog()).getByRole('alert').textContent).toBe(IM.typeInvalid);
    const huge = new File([new Uint8Array(ITEM_IMAGE_LIMITS.maxBytes + 1)], 'big.png', { type: 'image/png' });
    await user.upload(input, huge);
    expect(within(dialog()).getByRole('alert').textContent).toBe(IM.tooLarge);
    expect(calls('POST')).toEqual([]);

    await user.upload(input, new File(['png'], 'police.png', { type: 'image/png' }));
    expect(await screen.findByText(IM.uploaded)).toBeTruthy();
    const [upload] = calls('POST');
    expect(upload?.path).toBe('/v1/admin/budgets/21/subcategory/501/image');
    expect((upload?.body as FormData).get('image')).toBeInstanceOf(File);
    expect(within(dialog()).getByRole('img').getAttribute('src')).toBe('https://files.example/police.png');
    expect(cached().expenses?.[0]?.subcategories[0]?.image_url).toBe('https://files.example/police.png');

    await user.click(within(dialog()).getByRole('button', { name: L.deleteImage }));
    const confirm = screen.getByRole('dialog', { name: L.deleteImageTitle });
    expect(within(confirm).getByText(IM.deleteConfirm)).toBeTruthy();
    fail = true;
    await user.click(within(confirm).getByRole('button', { name: IM.deleteConfirmButton }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: L.deleteImageTitle })).toBeNull());
    expect(await within(dialog()).findByText(IM.deleteFailed)).toBeTruthy();
    fail = false;
    await user.click(within(dialog()).getByRole('button', { name: L.deleteImage }));
    await user.click(screen.getByRole('button', { name: IM.deleteConfirmButton }));
    expect(await screen.findByText(IM.deleted)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: L.deleteImageTitle })).toBeNull());
    expect(calls('DELETE').map((c) => c.path)).toEqual([
      '/v1/admin/budgets/21/subcategory/501/image',
      '/v1/admin/budgets/21/subcategory/501/image',
    ]);
    expect(within(dialog()).getByText(L.noImage)).toBeTruthy();
  });

  it('reports a failed upload with the spec message', async () => {
    open({ item: police }, (url) =>
      url.pathname.endsWith('/image') ? jsonResponse({ message: 'Server error.' }, 500) : undefined,
    );
    await user.click(within(dialog()).getByRole('tab', { name: T.itemTabs.image }));
    await user.upload(
      within(dialog()).getByLabelText(L.uploadImage),
      new File(['png'], 'police.png', { type: 'image/png' }),
    );
    expect(await within(dialog()).findByText(IM.uploadFailed)).toBeTruthy();
  });

  it('searches stock photos page by page and uses the chosen one', async () => {
    const handle = (url: URL, init: RequestInit) => {
      if (url.pathname === '/v1/admin/stock-photos') {
        const query = url.searchParams.get('query');
        const page = Number(url.searchParams.get('page'));
        if (query === 'nothing')
          return jsonResponse({ data: [], meta: { configured: true, page: 1, total_pages: 0 } });
        const first = (page - 1) * 10;
        return jsonResponse({
          data: Array.from({ length: 10 }, (_, i) => photo(first + i + 1)),
          meta: { configured: true, page, total_pages: 3 },
        });
      }
      if (init.method === 'PATCH')
        return jsonResponse({ data: { ...police, ...(JSON.parse(String(init.body)) as object) } });
      if (url.pathname.endsWith('/image-url')) {
        const body = JSON.parse(String(init.body)) as { image_url: string; alt: string; credit: string };
        return jsonResponse({
          meta: { status: 'created', url: body.image_url },
          data: { ...police, image_url: body.image_url, image_alt: body.alt, image_credit: body.credit },
        });
      }
      return undefined;
    };
    const { calls } = open({ item: police }, handle);
    await user.click(within(dialog()).getByRole('tab', { name: T.itemTabs.image }));
    const query = field(L.stockQuery);
    await user.type(query, 'nothing{Enter}');
    expect(await within(dialog()).findByText(SM.noResults)).toBeTruthy();

    await user.clear(query);
    await user.type(query, 'park{Enter}');
    const results = await within(dialog()).findByRole('list', { name: L.stockResults });
    expect(within(results).getAllByRole('button')).toHaveLength(10);
    await user.click(within(dialog()).getByRole('button', { name: 'Go to page 2' }));
    expect(await within(dialog()).findByRole('button', { name: L.choosePhoto('Park 11') })).toBeTruthy();
    expect(calls('GET').map((c) => c.path)).toEqual([
      '/v1/admin/stock-photos?query=nothing&page=1',
      '/v1/admin/stock-photos?query=park&page=1',
      '/v1/admin/stock-photos?query=park&page=2',
    ]);

    await user.click(within(dialog()).getByRole('button', { name: L.choosePhoto('Park 12') }));
    expect(await screen.findByText(IM.uploaded)).toBeTruthy();
    expect(calls('POST')).toEqual([
      {
        method: 'POST',
        path: '/v1/admin/budgets/21/subcategory/501/image-url',
        body: { image_url: photo(12).url, credit: photo(12).credit, alt: photo(12).alt },
      },
    ]);
    expect((field(L.imageAlt) as HTMLInputElement).value).toBe('Park 12');
    expect((field(L.imageCredit) as HTMLInputElement).value).toBe(photo(12).credit);

    // Alt text and credit are saved with the dialog, and only when they changed.
    await user.clear(field(L.imageAlt));
    await user.type(field(L.imageAlt), 'Children at the pool');
    await save();
    await waitFor(() => expect(calls('PATCH')).toHaveLength(1));
    expect(calls('PATCH')[0]?.body).toEqual({ image_alt: 'Children at the pool' });
  });

  it('says when stock photos are not configured', async () => {
    open({ item: police }, (url) =>
      url.pathname === '/v1/admin/stock-photos'
        ? jsonResponse({ data: [], meta: { configured: false, page: 1, total_pages: 0 } })
        : undefined,
    );
    await user.click(within(dialog()).getByRole('tab', { name: T.itemTabs.image }));
    await user.type(field(L.stockQuery), 'park{Enter}');
    expect(await within(dialog()).findByText(SM.notConfigured)).toBeTruthy();
    expect(within(dialog()).queryByText(SM.noResults)).toBeNull();
  });
});
