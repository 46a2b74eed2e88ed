import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CREATION_METHOD_LABELS as LABELS, SIMULATION_MESSAGES as M } from '@commonpurse/domain';
import { renderConsoleAt } from '@/test/console.tsx';
import { makeClient, makeMe } from '@/test/fixtures.ts';
import { desktopViewport, jsonResponse, signIn } from '@/test/render.tsx';
import { bodyOf, mockSimulationApi, type TMockApi } from '@/test/simulation-api.ts';
import { makeSummary, makeView } from '@/test/simulation-fixtures.ts';
import { CREATE_LABELS } from '../labels.ts';
import { creationMethodsFor, modeChoice } from './create-logic.ts';

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

async function openDialog(path: string, api: TMockApi = {}) {
  const fetch = mockSimulationApi({ list: own, templates, ...api });
  const view = renderConsoleAt(path);
  await userEvent.click(await screen.findByRole('button', { name: 'Create' }));
  const dialog = await screen.findByRole('dialog');
  return { fetch, dialog, ...view };
}

const submit = (dialog: HTMLElement) =>
  userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

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
  ] as const)('requires a source for %s', async (method, message) => {
    const { dialog } = await openDialog('/simulations');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Budget 2027');
    await userEvent.click(within(dialog).getByRole('radio', { name: LABELS[method] }));
    await submit(dialog);
    expect(await within(dialog).findByText(message)).toBeTruthy();
  });

  it('offers tax receipts disabled, with the reason, until receipts exist', async () => {
    const { dialog } = await openDialog('/simulations');
    const receipt = within(dialog).getByRole('radio', { name: LABELS.duplicate_tax_receipt });
    expect((receipt as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog).getByRole('radio', { description: CREATE_LABELS.receiptsUnavailable })).toBe(
      receipt,
    );
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

  it('offers no template method for prioritizations', () => {
    expect(creationMethodsFor(true)).toEqual(['blank', 'duplicate_simulation', 'duplicate_tax_receipt']);
    expect(creationMethodsFor(false)).toHaveLength(4);
  });
});
