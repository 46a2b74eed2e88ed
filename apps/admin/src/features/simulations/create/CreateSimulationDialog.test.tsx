import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CREATION_METHOD_LABELS as LABELS,
  SIMULATION_MESSAGES as M,
  UPGRADE_TOOLTIP,
} from '@commonpurse/domain';
import { renderConsoleAt } from '@/test/console.tsx';
import { makeClient, makeMe } from '@/test/fixtures.ts';
import { makeReceipt } from '@/test/receipt-fixtures.ts';
import { desktopViewport, jsonResponse, signIn } from '@/test/render.tsx';
import { bodyOf, mockSimulationApi, type TMockApi } from '@/test/simulation-api.ts';
import { makeSummary, makeView } from '@/test/simulation-fixtures.ts';
import { CREATE_LABELS } from '../labels.ts';
import { creationMethodsFor, modeChoice, receiptMethodUnavailable } from './create-logic.ts';

beforeEach(() => {
  desktopViewport();
  signIn();
});

const own = [
  makeSummary({ id: 1, name: 'zoning 2025' }),
  makeSummary({ id: 2, name: 'Annual budget' }),
  makeSummary({ id: 3, name: 'Parks', is_pb: true }),
];
const templates = [
  makeSummary({ id: 50, client_id: 9, name: 'City general fund', is_discoverable: true }),
  makeSummary({ id: 51, client_id: 9, name: 'PB projects', is_pb: true, is_discoverable: true }),
];
const receipts = [
  makeReceipt({ id: 300, name: 'taxes 2026', status: 'active' }),
  makeReceipt({ id: 301, name: 'Archived taxes', status: 'archived' }),
];

async function openDialog(path: string, api: TMockApi = {}) {
  const fetch = mockSimulationApi({ list: own, templates, receipts, ...api });
  const view = renderConsoleAt(path);
  await userEvent.click(await screen.findByRole('button', { name: 'Create' }));
  const dialog = await screen.findByRole('dialog');
  return { fetch, dialog, ...view };
}

const submit = (dialog: HTMLElement) =>
  userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

const receiptsCalled = (fetch: Awaited<ReturnType<typeof openDialog>>['fetch']) =>
  fetch.mock.calls.some(
    ([input]) => new URL(String(input), 'http://localhost').pathname === '/v1/admin/receipts',
  );

/** Names the new simulation, chooses Duplicate a Tax Receipt and the receipt named `name`. */
async function pickReceipt(dialog: HTMLElement, name: string) {
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'From taxes');
  await userEvent.click(within(dialog).getByRole('radio', { name: LABELS.duplicate_tax_receipt }));
  await userEvent.click(within(dialog).getByRole('combobox', { name: CREATE_LABELS.receipt }));
  await userEvent.click(screen.getByRole('option', { name }));
}

describe('create dialog', () => {
  it('asks for a name and a creation method', async () => {
    const { dialog } = await openDialog('/simulations');
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Create a Simulation' })).toBeTruthy();
    await submit(dialog);
    expect(await within(dialog).findByText(M.nameRequired)).toBeTruthy();
    expect(within(dialog).getByText(M.methodRequired)).toBeTruthy();

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'A');
    await submit(dialog);
    expect(await within(dialog).findByText(M.nameTooShort)).toBeTruthy();
  });

  it.each([
    ['duplicate_simulation', M.simulationSourceRequired],
    ['start_from_template', M.templateSourceRequired],
    ['duplicate_tax_receipt', M.receiptSourceRequired],
  ] as const)('requires a source for %s', async (method, message) => {
    const { dialog } = await openDialog('/simulations');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Budget 2027');
    await userEvent.click(within(dialog).getByRole('radio', { name: LABELS[method] }));
    await submit(dialog);
    expect(await within(dialog).findByText(message)).toBeTruthy();
  });

  it('disables Duplicate a Tax Receipt, with the reason, when the client has no receipt', async () => {
    const { dialog, fetch } = await openDialog('/simulations', { receipts: [] });
    const radio = await within(dialog).findByRole('radio', { description: CREATE_LABELS.noReceipts });
    expect(radio).toBe(within(dialog).getByRole('radio', { name: LABELS.duplicate_tax_receipt }));
    expect((radio as HTMLInputElement).disabled).toBe(true);
    expect(receiptsCalled(fetch)).toBe(true);
  });

  it('disables it without the receipts capability, and for prioritizations, without asking for receipts', async () => {
    const client = makeClient(1, 'City of Riverton', { receipts: false });
    const withoutCapability = await openDialog('/simulations', { me: makeMe(client) });
    const upgrade = within(withoutCapability.dialog).getByRole('radio', { description: UPGRADE_TOOLTIP });
    expect(upgrade).toBe(
      within(withoutCapability.dialog).getByRole('radio', { name: LABELS.duplicate_tax_receipt }),
    );
    expect((upgrade as HTMLInputElement).disabled).toBe(true);
    expect(receiptsCalled(withoutCapability.fetch)).toBe(false);
    withoutCapability.unmount();

    const pb = await openDialog('/pb');
    const radio = within(pb.dialog).getByRole('radio', { name: LABELS.duplicate_tax_receipt });
    expect((radio as HTMLInputElement).disabled).toBe(true);
    expect(
      within(pb.dialog).getByRole('radio', { description: CREATE_LABELS.receiptsForSimulationsOnly }),
    ).toBe(radio);
    expect(receiptsCalled(pb.fetch)).toBe(false);
  });

  it('duplicates one of the receipts (every status, by name) and goes to the new simulation', async () => {
    const { fetch, dialog, router } = await openDialog('/simulations', {
      views: [makeView({ id: 79, name: 'From taxes' })],
      handle: (url, init) =>
        url.pathname === '/v1/admin/receipts/301/duplicate-as-simulation' && init.method === 'POST'
          ? jsonResponse({ data: makeView({ id: 79, name: 'From taxes' }) }, 201)
          : undefined,
    });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Language' }));
    await userEvent.click(screen.getByRole('option', { name: 'Spanish' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: LABELS.duplicate_tax_receipt }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: CREATE_LABELS.receipt }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Archived taxes', 'taxes 2026']);
    await userEvent.keyboard('{Escape}');
    await pickReceipt(dialog, 'Archived taxes');
    await submit(dialog);
    await waitFor(() => expect(router.state.location.pathname).toBe('/simulations/79'));
    const posts = fetch.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([input, init]) => [String(input), bodyOf(init)])).toEqual([
      ['/v1/admin/receipts/301/duplicate-as-simulation', { name: 'From taxes', locale: 'es' }],
    ]);
  });

  it('shows a failed duplication of a receipt inside the dialog', async () => {
    const { dialog, router } = await openDialog('/simulations', {
      handle: (url, init) =>
        url.pathname === '/v1/admin/receipts/300/duplicate-as-simulation' && init.method === 'POST'
          ? jsonResponse({ message: 'Budget mode is not enabled for your account.' }, 403)
          : undefined,
    });
    await pickReceipt(dialog, 'taxes 2026');
    await submit(dialog);
    expect(
      await within(dialog).findByText(
        `${M.duplicateReceiptFailed}Budget mode is not enabled for your account.`,
      ),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/simulations');
  });

  it('says when the receipts failed to load, once the method is chosen', async () => {
    const { dialog, fetch } = await openDialog('/simulations', {
      handle: (url) =>
        url.pathname === '/v1/admin/receipts' ? jsonResponse({ message: 'Server error' }, 500) : undefined,
    });
    await waitFor(() => expect(receiptsCalled(fetch)).toBe(true));
    const radio = within(dialog).getByRole('radio', { name: LABELS.duplicate_tax_receipt });
    // A failed list says nothing of whether receipts exist: the method stays choosable.
    expect((radio as HTMLInputElement).disabled).toBe(false);
    expect(within(dialog).queryByText(M.loadReceiptsFailed)).toBeNull();
    await userEvent.click(radio);
    expect(await within(dialog).findByText(M.loadReceiptsFailed)).toBeTruthy();
  });

  it('creates a blank simulation with its language and goes to the editor', async () => {
    const { fetch, dialog, router } = await openDialog('/simulations', {
      views: [makeView({ id: 77, name: 'Budget 2027' })],
      handle: (url, init) =>
        url.pathname === '/v1/admin/budgets' && init.method === 'POST'
          ? jsonResponse({ data: makeView({ id: 77, name: 'Budget 2027' }) }, 201)
          : undefined,
    });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Budget 2027');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Language' }));
    await userEvent.click(screen.getByRole('option', { name: 'Spanish' }));
    expect(within(dialog).queryByRole('radiogroup', { name: CREATE_LABELS.mode })).toBeNull();
    await userEvent.click(within(dialog).getByRole('radio', { name: LABELS.blank }));
    // Both modes are allowed for this client: the choice is offered, budget by default.
    expect(within(dialog).getByRole('radiogroup', { name: CREATE_LABELS.mode })).toBeTruthy();
    expect((within(dialog).getByRole('radio', { name: 'Budget' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Housing' }));
    await submit(dialog);
    await waitFor(() => expect(router.state.location.pathname).toBe('/simulations/77'));
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(bodyOf(post?.[1])).toEqual({ name: 'Budget 2027', locale: 'es', is_pb: false, mode: 'housing' });
  });

  it('shows a failed create inside the dialog', async () => {
    const { dialog } = await openDialog('/simulations', {
      handle: (url, init) =>
        url.pathname === '/v1/admin/budgets' && init.method === 'POST'
          ? jsonResponse({ message: 'Housing mode is not enabled for your account.' }, 403)
          : undefined,
    });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Budget 2027');
    await userEvent.click(within(dialog).getByRole('radio', { name: LABELS.blank }));
    await submit(dialog);
    expect(
      await within(dialog).findByText(`${M.createFailed}Housing mode is not enabled for your account.`),
    ).toBeTruthy();
  });

  it('duplicates a template of the same kind, sending its client', async () => {
    const { fetch, dialog, router } = await openDialog('/simulations', {
      views: [makeView({ id: 78 })],
      handle: (url, init) =>
        url.pathname === '/v1/admin/budgets/50/duplicate' && init.method === 'POST'
          ? jsonResponse({ data: makeView({ id: 78 }) }, 201)
          : undefined,
    });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'From template');
    await userEvent.click(within(dialog).getByRole('radio', { name: LABELS.start_from_template }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Template' }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['City general fund']);
    await userEvent.click(screen.getByRole('option', { name: 'City general fund' }));
    await submit(dialog);
    await waitFor(() => expect(router.state.location.pathname).toBe('/simulations/78'));
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(bodyOf(post?.[1])).toEqual({ name: 'From template', locale: 'en_US', clientId: 9 });
  });

  it('duplicates one of the own simulations (sorted by name) and reports a failure inside', async () => {
    const { dialog } = await openDialog('/simulations', {
      handle: (url, init) =>
        url.pathname === '/v1/admin/budgets/2/duplicate' && init.method === 'POST'
          ? jsonResponse(
              { message: 'The given data was invalid.', errors: { name: ['Too similar.', 'Really.'] } },
              422,
            )
          : undefined,
    });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Copy');
    await userEvent.click(within(dialog).getByRole('radio', { name: LABELS.duplicate_simulation }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Simulation to duplicate' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Annual budget', 'zoning 2025']);
    await userEvent.click(screen.getByRole('option', { name: 'Annual budget' }));
    await submit(dialog);
    expect(
      await within(dialog).findByText(`${M.duplicateSimulationFailed}Too similar. Really.`),
    ).toBeTruthy();
  });

  it('creates a prioritization without template, language or mode choice', async () => {
    const { fetch, dialog, router } = await openDialog('/pb', {
      views: [makeView({ id: 90, is_pb: true })],
      handle: (url, init) =>
        url.pathname === '/v1/admin/budgets' && init.method === 'POST'
          ? jsonResponse({ data: makeView({ id: 90, is_pb: true }) }, 201)
          : undefined,
    });
    expect(within(dialog).getByRole('heading', { name: 'Create a Prioritization' })).toBeTruthy();
    expect(within(dialog).queryByRole('radio', { name: LABELS.start_from_template })).toBeNull();
    expect(within(dialog).queryByRole('combobox', { name: 'Language' })).toBeNull();
    expect(within(dialog).queryByRole('radio', { name: 'Housing' })).toBeNull();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Parks 2027');
    await userEvent.click(within(dialog).getByRole('radio', { name: LABELS.blank }));
    await submit(dialog);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pb/90'));
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(bodyOf(post?.[1])).toEqual({ name: 'Parks 2027', locale: 'en_US', is_pb: true, mode: 'budget' });
  });

  it('uses the only permitted mode without asking', async () => {
    const client = makeClient(1, 'City of Riverton', { simulation_mode_budget: false });
    const { dialog } = await openDialog('/simulations', { me: makeMe(client) });
    await userEvent.click(within(dialog).getByRole('radio', { name: LABELS.blank }));
    expect(within(dialog).queryByRole('radiogroup', { name: CREATE_LABELS.mode })).toBeNull();
  });
});

describe('create rules', () => {
  it.each([
    [true, true, false, { offered: true, default: 'budget' }],
    [true, false, false, { offered: false, default: 'budget' }],
    [false, true, false, { offered: false, default: 'housing' }],
    [true, true, true, { offered: false, default: 'budget' }],
  ])('budget %s, housing %s, pb %s: %j', (budget, housing, isPb, expected) => {
    expect(modeChoice({ simulation_mode_budget: budget, simulation_mode_housing: housing }, isPb)).toEqual(
      expected,
    );
  });

  it.each([
    [true, true, [{ id: 1, name: 'Taxes' }], CREATE_LABELS.receiptsForSimulationsOnly],
    [false, false, [{ id: 1, name: 'Taxes' }], UPGRADE_TOOLTIP],
    [false, true, [], CREATE_LABELS.noReceipts],
    [false, true, undefined, null],
    [false, true, [{ id: 1, name: 'Taxes' }], null],
  ] as const)(
    'duplicating a receipt: pb %s, capability %s, receipts %j: %s',
    (isPb, enabled, list, reason) => {
      expect(receiptMethodUnavailable(isPb, enabled, list)).toBe(reason);
    },
  );

  it('offers no template method for prioritizations', () => {
    expect(creationMethodsFor(true)).toEqual(['blank', 'duplicate_simulation', 'duplicate_tax_receipt']);
    expect(creationMethodsFor(false)).toHaveLength(4);
  });
});
