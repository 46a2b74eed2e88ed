import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import {
  RECEIPT_CREATE_METHOD_LABELS as METHOD,
  RECEIPT_LIST_TEXTS as T,
  RECEIPT_MESSAGES as M,
  ZCreateReceiptForm,
} from '@commonpurse/domain';
import { renderConsoleAt } from '@/test/console.tsx';
import { desktopViewport, jsonResponse, signIn } from '@/test/render.tsx';
import { makeSummary } from '@/test/simulation-fixtures.ts';
import {
  bodyOf,
  makeReceipt,
  makeReceiptView,
  mockReceiptApi,
  type TReceiptApi,
} from '../list/test-support.ts';
import { CREATE_LABELS } from './labels.ts';

beforeEach(() => {
  desktopViewport();
  signIn();
});

const simulations = [
  makeSummary({ id: 5, name: 'zoning 2025' }),
  makeSummary({ id: 6, name: 'Annual budget' }),
  makeSummary({ id: 7, name: 'Parks projects', is_pb: true }),
];
const receipts = [makeReceipt({ id: 3, name: 'Taxes 2026' }), makeReceipt({ id: 2, name: 'amenities' })];

async function openDialog(api: TReceiptApi = {}) {
  const fetch = mockReceiptApi({ simulations, receipts, ...api });
  const view = renderConsoleAt('/receipts');
  await userEvent.click(await screen.findByRole('button', { name: T.create }));
  const dialog = await screen.findByRole('dialog', { name: CREATE_LABELS.title });
  return { fetch, dialog, ...view };
}

const submit = (dialog: HTMLElement) =>
  userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
const nameField = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: CREATE_LABELS.name });
const posts = (fetch: ReturnType<typeof mockReceiptApi>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'POST').map(([u, init]) => [u, bodyOf(init)]);

/** Answers POST `path` with the receipt `id`. */
const created = (path: string, id: number) => (url: URL, init: RequestInit) =>
  url.pathname === path && init.method === 'POST'
    ? jsonResponse({ data: makeReceiptView({ id, name: 'Copy' }) }, 201)
    : undefined;

describe('create taxpayer receipt dialog', () => {
  it('asks for a name and a method, with the spec messages', async () => {
    const { dialog } = await openDialog();
    await submit(dialog);
    expect(await within(dialog).findByText(M.nameRequired)).toBeTruthy();
    expect(within(dialog).getByText(M.methodRequired)).toBeTruthy();

    await userEvent.type(nameField(dialog), 'A');
    await submit(dialog);
    expect(await within(dialog).findByText(M.nameTooShort)).toBeTruthy();

    await userEvent.clear(nameField(dialog));
    await userEvent.click(nameField(dialog));
    await userEvent.paste('x'.repeat(251));
    await submit(dialog);
    expect(await within(dialog).findByText(M.nameTooLong)).toBeTruthy();
  });

  it('asks for the language when none is chosen (the form schema)', () => {
    const result = ZCreateReceiptForm.safeParse({
      name: 'Taxes',
      locale: '',
      method: 'scratch',
      source_id: null,
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual([M.localeRequired]);
  });

  it.each([
    ['simulation', M.simulationSourceRequired],
    ['receipt', M.receiptSourceRequired],
  ] as const)('requires a source to duplicate a %s', async (method, message) => {
    const { dialog } = await openDialog();
    await userEvent.type(nameField(dialog), 'Taxes 2027');
    await userEvent.click(within(dialog).getByRole('radio', { name: METHOD[method] }));
    await submit(dialog);
    expect(await within(dialog).findByText(message)).toBeTruthy();
  });

  it('offers the eight receipt languages, English first chosen', async () => {
    const { dialog } = await openDialog();
    const language = within(dialog).getByRole('combobox', { name: CREATE_LABELS.language });
    expect(language.textContent).toBe('English');
    await userEvent.click(language);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Arabic',
      'English',
      'Haitian Creole',
      'Portuguese Brazilian',
      'Simplified Chinese',
      'Traditional Chinese',
      'Spanish',
      'Vietnamese',
    ]);
  });

  it('creates a receipt from scratch in the chosen language and opens its editor', async () => {
    const { fetch, dialog, router } = await openDialog({ handle: created('/v1/admin/receipts', 77) });
    expect(within(dialog).getByRole('radio', { name: METHOD.scratch })).toHaveProperty('checked', false);
    await userEvent.type(nameField(dialog), '  Taxes 2027 ');
    await userEvent.click(within(dialog).getByRole('combobox', { name: CREATE_LABELS.language }));
    await userEvent.click(screen.getByRole('option', { name: 'Spanish' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: METHOD.scratch }));
    expect(within(dialog).queryByRole('combobox', { name: CREATE_LABELS.simulation })).toBeNull();
    await submit(dialog);
    await waitFor(() => expect(router.state.location.pathname).toBe('/receipts/77'));
    expect(posts(fetch)).toEqual([['/v1/admin/receipts', { name: 'Taxes 2027', locale: 'es' }]]);
  });

  it('duplicates a simulation (not a prioritization), listed by name', async () => {
    const { fetch, dialog, router } = await openDialog({
      handle: created('/v1/admin/budgets/6/duplicate-as-receipt', 78),
    });
    await userEvent.type(nameField(dialog), 'From the budget');
    await userEvent.click(within(dialog).getByRole('radio', { name: METHOD.simulation }));
    await userEvent.click(await within(dialog).findByRole('combobox', { name: CREATE_LABELS.simulation }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Annual budget', 'zoning 2025']);
    await userEvent.click(screen.getByRole('option', { name: 'Annual budget' }));
    await submit(dialog);
    await waitFor(() => expect(router.state.location.pathname).toBe('/receipts/78'));
    expect(posts(fetch)).toEqual([
      ['/v1/admin/budgets/6/duplicate-as-receipt', { name: 'From the budget', locale: 'en_US' }],
    ]);
  });

  it('duplicates a taxpayer receipt, listed by name', async () => {
    const { fetch, dialog, router } = await openDialog({
      handle: created('/v1/admin/receipts/3/duplicate', 79),
    });
    await userEvent.type(nameField(dialog), 'Taxes 2027');
    await userEvent.click(within(dialog).getByRole('radio', { name: METHOD.receipt }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: CREATE_LABELS.receipt }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['amenities', 'Taxes 2026']);
    await userEvent.click(screen.getByRole('option', { name: 'Taxes 2026' }));
    await submit(dialog);
    await waitFor(() => expect(router.state.location.pathname).toBe('/receipts/79'));
    expect(posts(fetch)).toEqual([
      ['/v1/admin/receipts/3/duplicate', { name: 'Taxes 2027', locale: 'en_US' }],
    ]);
  });

  it.each([
    ['scratch', '/v1/admin/receipts', null, M.createFailed],
    ['simulation', '/v1/admin/budgets/6/duplicate-as-receipt', 'Annual budget', M.duplicateSimulationFailed],
    ['receipt', '/v1/admin/receipts/3/duplicate', 'Taxes 2026', M.duplicateReceiptFailed],
  ] as const)('shows a failed %s creation inside the dialog', async (method, path, source, prefix) => {
    const { dialog, router } = await openDialog({
      handle: (url, init) =>
        url.pathname === path && init.method === 'POST'
          ? jsonResponse({ message: 'The given data was invalid.', errors: { name: ['Too similar.'] } }, 422)
          : undefined,
    });
    await userEvent.type(nameField(dialog), 'Taxes 2027');
    await userEvent.click(within(dialog).getByRole('radio', { name: METHOD[method] }));
    if (source) {
      await userEvent.click(await within(dialog).findByRole('combobox', { name: /to duplicate/ }));
      await userEvent.click(await screen.findByRole('option', { name: source }));
    }
    await submit(dialog);
    expect(await within(dialog).findByText(`${prefix}Too similar.`)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/receipts');
  });

  it('disables a duplication with nothing to duplicate, saying why', async () => {
    const { dialog } = await openDialog({ simulations: [simulations[2]!] });
    const radio = await within(dialog).findByRole('radio', {
      name: METHOD.simulation,
      description: CREATE_LABELS.noSimulations,
    });
    expect(radio).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('radio', { name: METHOD.receipt })).toHaveProperty('disabled', false);
    // Something can still be duplicated: the method is the user's to choose.
    expect(within(dialog).getByRole('radio', { name: METHOD.scratch })).toHaveProperty('checked', false);
  });

  it('leaves the method blank when there is nothing to duplicate at all (spec 3 section 2.1)', async () => {
    const { dialog } = await openDialog({ simulations: [], receipts: [] });
    await waitFor(() =>
      expect(within(dialog).getByRole('radio', { name: METHOD.receipt })).toHaveProperty('disabled', true),
    );
    expect(within(dialog).getByRole('radio', { name: METHOD.simulation })).toHaveProperty('disabled', true);
    const scratch = within(dialog).getByRole('radio', { name: METHOD.scratch });
    expect(scratch).toHaveProperty('checked', false);
    expect(scratch).toHaveProperty('disabled', false);
    await userEvent.type(nameField(dialog), 'Taxes');
    await submit(dialog);
    expect(await within(dialog).findByText(M.methodRequired)).toBeTruthy();
  });

  it('says when the simulations could not be loaded', async () => {
    const { dialog } = await openDialog({
      handle: (url) =>
        url.pathname === '/v1/admin/budgets' ? jsonResponse({ message: 'Server Error' }, 500) : undefined,
    });
    await userEvent.click(within(dialog).getByRole('radio', { name: METHOD.simulation }));
    expect(await within(dialog).findByText(M.loadSimulationsFailed)).toBeTruthy();
  });

  it('says when the taxpayer receipts could not be loaded', async () => {
    const { dialog } = await openDialog({
      handle: (url, init) =>
        url.pathname === '/v1/admin/receipts' && (init.method ?? 'GET') === 'GET'
          ? jsonResponse({ message: 'Server Error' }, 500)
          : undefined,
    });
    await userEvent.click(within(dialog).getByRole('radio', { name: METHOD.receipt }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(M.loadReceiptsFailed);
  });

  it('has no accessibility violations', async () => {
    const { dialog } = await openDialog({ simulations: [] });
    await submit(dialog);
    await within(dialog).findByText(M.nameRequired);
    const results = await axe.run(dialog, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
