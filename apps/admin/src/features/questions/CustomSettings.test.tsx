import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QUESTION_LABELS as D, UPGRADE_TOOLTIP } from '@commonpurse/domain';
import { makeView } from '@/test/simulation-fixtures.ts';
import { CustomSettings } from './CustomSettings.tsx';
import { QUESTIONS_TAB_LABELS as L } from './labels.ts';
import { capabilitiesWith, renderTab } from '@/test/children-harness.tsx';

const dropAPin = () => screen.getByRole('switch', { name: D.dropAPin });
const required = () => screen.getByRole('checkbox', { name: D.dropAPinRequired });

describe('Drop-a-Pin', () => {
  it('turns on, then makes a location required', async () => {
    const { writes, cached } = renderTab(<CustomSettings />, { view: makeView({ id: 70 }) });
    expect(required()).toHaveProperty('disabled', true);
    await userEvent.click(dropAPin());
    await waitFor(() => expect(cached().is_location_enabled).toBe(true));
    await waitFor(() => expect(required()).toHaveProperty('disabled', false));
    await userEvent.click(required());
    await waitFor(() => expect(cached().is_location_required).toBe(true));
    expect(writes()).toEqual([
      { method: 'PATCH', path: '/v1/admin/budgets/70', body: { is_location_enabled: true } },
      { method: 'PATCH', path: '/v1/admin/budgets/70', body: { is_location_required: true } },
    ]);
  });

  it('shows Required off while Drop-a-Pin is off', async () => {
    const view = makeView({ id: 71, is_location_enabled: true, is_location_required: true });
    const { cached } = renderTab(<CustomSettings />, { view });
    expect(required()).toHaveProperty('checked', true);
    await userEvent.click(dropAPin());
    await waitFor(() => expect(cached().is_location_enabled).toBe(false));
    expect(required()).toHaveProperty('checked', false);
    expect(cached().is_location_required).toBe(false);
  });

  it('is locked without custom location maps, and says to upgrade', () => {
    renderTab(<CustomSettings />, {
      view: makeView({ id: 72 }),
      capabilities: capabilitiesWith({ is_custom_location_maps_enabled: false }),
    });
    expect(dropAPin()).toHaveProperty('disabled', true);
    expect(required()).toHaveProperty('disabled', true);
    expect(screen.getByText(`${L.dropAPinHelp} ${UPGRADE_TOOLTIP}`)).toBeTruthy();
  });

  it('shows a refusal and keeps the stored value', async () => {
    renderTab(<CustomSettings />, {
      view: makeView({ id: 73 }),
      refuse: {
        match: /PATCH/,
        status: 403,
        field: 'is_location_enabled',
        message: 'Drop-a-Pin is not available on your plan.',
      },
    });
    await userEvent.click(dropAPin());
    expect(await screen.findByText(/Drop-a-Pin is not available on your plan\./)).toBeTruthy();
    expect(dropAPin()).toHaveProperty('checked', false);
  });

  it('shows a field refusal under the setting', async () => {
    renderTab(<CustomSettings />, {
      view: makeView({ id: 76 }),
      refuse: { match: /PATCH/, field: 'is_location_enabled', message: 'The given value is refused.' },
    });
    await userEvent.click(dropAPin());
    expect((await screen.findByRole('alert')).textContent).toBe('The given value is refused.');
  });
});

describe('the entry and exit screen texts', () => {
  const area = (label: string) => screen.findByRole('textbox', { name: label });

  it('shows the confirm check only once a text changed, and saves with it', async () => {
    const view = makeView({ id: 74, exit_screen_closing_text: '<p>Thanks!</p>' });
    const { writes, cached } = renderTab(<CustomSettings />, { view });
    const intro = await area(D.entryIntroduction);
    expect(screen.queryByRole('button', { name: L.saveText(D.entryIntroduction) })).toBeNull();
    await userEvent.click(intro);
    await userEvent.keyboard('Welcome');
    expect(screen.getByText(L.unsaved)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: L.saveText(D.entryIntroduction) }));
    await waitFor(() => expect(cached().entry_screen_introduction_text).toBe('<p>Welcome</p>'));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: L.saveText(D.entryIntroduction) })).toBeNull(),
    );
    expect(writes()).toEqual([
      {
        method: 'PATCH',
        path: '/v1/admin/budgets/74',
        body: { entry_screen_introduction_text: '<p>Welcome</p>' },
      },
    ]);
  });

  it('discards an edit, and saves an emptied text as none', async () => {
    const view = makeView({ id: 75, exit_screen_closing_text: '<p>Thanks!</p>' });
    const { writes } = renderTab(<CustomSettings />, { view });
    const closing = await area(D.exitClosing);
    expect(closing.textContent).toBe('Thanks!');
    await userEvent.click(closing);
    await userEvent.keyboard(' Bye');
    await userEvent.click(screen.getByRole('button', { name: L.discardText(D.exitClosing) }));
    await waitFor(() => expect(closing.textContent).toBe('Thanks!'));
    expect(screen.queryByRole('button', { name: L.saveText(D.exitClosing) })).toBeNull();

    await userEvent.click(closing);
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await userEvent.click(screen.getByRole('button', { name: L.saveText(D.exitClosing) }));
    await waitFor(() =>
      expect(writes()).toEqual([
        { method: 'PATCH', path: '/v1/admin/budgets/75', body: { exit_screen_closing_text: null } },
      ]),
    );
  });
});
