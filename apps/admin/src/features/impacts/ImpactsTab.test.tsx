import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  IMPACT_LABELS as F,
  IMPACT_MESSAGES as M,
  STRUCTURE_MESSAGES,
  type TCapabilities,
} from '@commonpurse/domain';
import { makeView } from '@/test/simulation-fixtures.ts';
import {
  capabilitiesWith,
  layOutRows,
  renderTab,
  type TFakeServerOptions,
} from '@/test/children-harness.tsx';
import { makeImpact } from './fixtures.ts';
import ImpactsTab from './ImpactsTab.tsx';
import { IMPACTS_PITCH, IMPACT_TAB_LABELS as L } from './labels.ts';

const budget = () =>
  makeView({
    id: 80,
    impacts: [
      makeImpact({ id: 1, name: 'Trees planted', target: 500, suffix: ' trees', display_order: 0 }),
      makeImpact({
        id: 2,
        name: 'Response time',
        description: 'Minutes to reach a call',
        target: 8.5,
        prefix: '≤ ',
        suffix: ' min',
        display_order: 1,
      }),
      makeImpact({ id: 3, name: 'Potholes filled', display_order: 2 }),
    ],
  });

const open = (view = budget(), options: { capabilities?: TCapabilities } & TFakeServerOptions = {}) =>
  renderTab(<ImpactsTab />, { view, ...options });

/** Each body row as [number, impact, target]. */
const rows = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((cell) => cell.textContent),
    );

const field = (dialog: HTMLElement, name: string) => within(dialog).getByRole('textbox', { name });
const save = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: L.save }));

describe('the impacts table', () => {
  it('lists the impacts in order with prefix + target + suffix, after the explanation', () => {
    open();
    expect(screen.getByText(F.intro)).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Order',
      'Impact',
      'Target',
      L.actions,
    ]);
    expect(rows()).toEqual([
      ['1', 'Trees planted', '500 trees'],
      ['2', 'Response timeMinutes to reach a call', '≤ 8.5 min'],
      ['3', 'Potholes filled', L.noTarget],
    ]);
  });

  it('says when there are none', () => {
    open(makeView({ id: 81 }));
    expect(screen.getByText(M.noImpacts)).toBeTruthy();
  });

  it('shows the marketing placeholder without impacts, and no table', async () => {
    const { calls } = open(budget(), { capabilities: capabilitiesWith({ impacts_enabled: false }) });
    expect(screen.getByText(IMPACTS_PITCH.heading)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: IMPACTS_PITCH.cta }));
    expect(await screen.findByRole('dialog', { name: 'Upgrade your plan' })).toBeTruthy();
    expect(calls()).toEqual([]);
  });
});

describe('the impact dialog', () => {
  it("checks the name and the target with the spec's messages, then creates", async () => {
    const { writes, cachedImpacts } = open();
    await userEvent.click(screen.getByRole('button', { name: L.create }));
    const dialog = await screen.findByRole('dialog', { name: L.newTitle });
    await save(dialog);
    expect(await within(dialog).findByText(M.nameRequired)).toBeTruthy();
    await userEvent.type(field(dialog, F.fields.name), 'Km');
    await userEvent.type(field(dialog, F.fields.target), '1,000');
    await save(dialog);
    expect(await within(dialog).findByText(M.nameTooShort)).toBeTruthy();
    expect(within(dialog).getByText(M.targetNotNumber)).toBeTruthy();
    await userEvent.clear(field(dialog, F.fields.target));
    await userEvent.type(field(dialog, F.fields.target), '$123456789012345678901');
    await save(dialog);
    expect(await within(dialog).findByText(`${M.targetNotNumber} ${M.targetTooLong}`)).toBeTruthy();
    expect(writes()).toEqual([]);

    await userEvent.type(field(dialog, F.fields.name), ' of bike lanes');
    await userEvent.clear(field(dialog, F.fields.target));
    await userEvent.type(field(dialog, F.fields.target), '12.5');
    await userEvent.type(field(dialog, F.fields.suffix), ' km');
    await save(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: '/v1/admin/budgets/80/impacts',
        body: {
          name: 'Km of bike lanes',
          description: null,
          additional_details: null,
          target: 12.5,
          prefix: null,
          suffix: ' km',
        },
      },
    ]);
    expect(rows().at(-1)).toEqual(['4', 'Km of bike lanes', '12.5 km']);
    expect(cachedImpacts().at(-1)).toMatchObject({ name: 'Km of bike lanes', display_order: 3 });
  });

  it('edits only what changed', async () => {
    const { writes } = open();
    await userEvent.click(screen.getByRole('button', { name: L.edit('Trees planted') }));
    const dialog = await screen.findByRole('dialog', { name: L.editTitle });
    expect(field(dialog, F.fields.target)).toHaveProperty('value', '500');
    await userEvent.clear(field(dialog, F.fields.target));
    await userEvent.type(field(dialog, F.fields.target), '750');
    await save(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes()).toEqual([
      { method: 'PATCH', path: '/v1/admin/budgets/80/impacts/1', body: { target: 750 } },
    ]);
    expect(rows()[0]).toEqual(['1', 'Trees planted', '750 trees']);
  });

  it('shows a server refusal under its field', async () => {
    open(budget(), { refuse: { match: /PATCH/, field: 'name', message: M.nameTooLong } });
    await userEvent.click(screen.getByRole('button', { name: L.edit('Trees planted') }));
    const dialog = await screen.findByRole('dialog', { name: L.editTitle });
    await userEvent.type(field(dialog, F.fields.name), ' this year');
    await save(dialog);
    expect(await within(dialog).findByText(M.nameTooLong)).toBeTruthy();
  });
});

describe('deleting', () => {
  it('asks first, then deletes', async () => {
    const { writes } = open();
    await userEvent.click(screen.getByRole('button', { name: L.remove('Response time') }));
    const dialog = await screen.findByRole('dialog', { name: M.deleteTitle });
    expect(within(dialog).getByText(L.deleteBody('Response time'))).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: L.deleteConfirm }));
    await waitFor(() => expect(screen.queryByTestId('impact-2')).toBeNull());
    expect(writes()).toEqual([{ method: 'DELETE', path: '/v1/admin/budgets/80/impacts/2', body: undefined }]);
    await waitFor(() => expect(rows().map(([n]) => n)).toEqual(['1', '2']));
  });

  it('keeps the impact and says why when refused', async () => {
    open(budget(), { refuse: { match: /DELETE/, status: 404, field: 'id', message: M.invalidImpact } });
    await userEvent.click(screen.getByRole('button', { name: L.remove('Response time') }));
    const dialog = await screen.findByRole('dialog', { name: M.deleteTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: L.deleteConfirm }));
    expect(await within(document.body).findByText(M.invalidImpact)).toBeTruthy();
    expect(screen.getByTestId('impact-2')).toBeTruthy();
  });
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('ordering', () => {
  it('moves an impact with the keyboard and saves the order', async () => {
    const restore = layOutRows('[data-testid^="impact-"]');
    try {
      const { writes } = open();
      screen.getByRole('button', { name: L.drag('Potholes filled') }).focus();
      await userEvent.keyboard('[Space]');
      await settle();
      await userEvent.keyboard('[ArrowUp]');
      await settle();
      await userEvent.keyboard('[ArrowUp]');
      await settle();
      await userEvent.keyboard('[Space]');
      expect(await screen.findByText(STRUCTURE_MESSAGES.orderSaved)).toBeTruthy();
      expect(rows().map(([, name]) => name)).toEqual([
        'Potholes filled',
        'Trees planted',
        'Response timeMinutes to reach a call',
      ]);
      expect(writes()).toEqual([
        {
          method: 'POST',
          path: '/v1/admin/budgets/80/impacts/set-order',
          body: { display_order: [3, 1, 2] },
        },
      ]);
    } finally {
      restore();
    }
  });

  it('keeps the old order when the server refuses', async () => {
    const restore = layOutRows('[data-testid^="impact-"]');
    try {
      open(budget(), { refuse: { match: /set-order/, status: 500, message: 'Server error.' } });
      screen.getByRole('button', { name: L.drag('Trees planted') }).focus();
      await userEvent.keyboard('[Space]');
      await settle();
      await userEvent.keyboard('[ArrowDown]');
      await settle();
      await userEvent.keyboard('[Space]');
      expect(await screen.findByText(STRUCTURE_MESSAGES.orderNotSaved)).toBeTruthy();
      expect(rows().map(([n, name]) => `${n} ${name}`)[0]).toBe('1 Trees planted');
    } finally {
      restore();
    }
  });
});
