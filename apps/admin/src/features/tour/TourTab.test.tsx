import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  SIMULATION_MESSAGES,
  STRUCTURE_MESSAGES,
  TOUR_MESSAGES as M,
  tourOrders,
  type TCategoryView,
  type TSimulationView,
} from '@commonpurse/domain';
import { desktopViewport, jsonResponse } from '@/test/render.tsx';
import { bodyOf } from '@/test/simulation-api.ts';
import { makeView } from '@/test/simulation-fixtures.ts';
import { makeCategory } from '@/test/structure-fixtures.ts';
import { TOUR_LABELS as L } from './labels.ts';
import { capabilities, renderTab } from '@/test/tab-harness.tsx';
import TourTab from './TourTab.tsx';

beforeEach(() => desktopViewport());

const budget = (tour: Partial<Record<number, number>> = {}) =>
  makeView({
    id: 40,
    expenses: [
      makeCategory({ id: 1, name: 'Public Safety', tour_order: tour[1] ?? null }, [
        { id: 11, name: 'Police' },
        { id: 12, name: 'Fire', in_tour: true },
      ]),
      makeCategory({ id: 2, name: 'Parks', display_order: 1, tour_order: tour[2] ?? null }, [
        { id: 21, name: 'Trails' },
      ]),
    ],
    revenue: [
      makeCategory({ id: 3, name: 'Property Taxes', type: 'revenue', tour_order: tour[3] ?? null }, [
        { id: 31, name: 'Residential' },
      ]),
    ],
  });

interface TServerOptions {
  /** Answer this status and body to writes matching `${method} ${path}`. */
  refuse?: { match: RegExp; status: number; body: unknown };
}

/** The tour calls as the API answers them, on `view` (changed in place like a database). */
const tourServer =
  (view: TSimulationView, options: TServerOptions = {}) =>
  (url: URL, init: RequestInit) => {
    const method = init.method ?? 'GET';
    const base = `/v1/admin/budgets/${view.id}`;
    if (method === 'GET' || !url.pathname.startsWith(base)) return undefined;
    if (options.refuse?.match.test(`${method} ${url.pathname}`))
      return jsonResponse(options.refuse.body, options.refuse.status);
    const body = bodyOf(init) as Record<string, unknown>;
    const all = (): TCategoryView[] => [...(view.expenses ?? []), ...(view.revenue ?? [])];
    if (method === 'POST' && url.pathname === `${base}/tour/set-order`) {
      const orders = tourOrders(
        all().map((c) => c.id),
        body.display_order as number[],
      );
      if (!orders)
        return jsonResponse(
          { message: 'The given data was invalid.', errors: { display_order: [M.orderInvalid] } },
          422,
        );
      for (const category of all()) category.tour_order = orders.get(category.id) ?? null;
      return jsonResponse({
        meta: { status: 'saved' },
        data: all()
          .map((c) => ({ id: c.id, tour_order: c.tour_order }))
          .sort((a, b) => a.id - b.id),
      });
    }
    const itemPath = /\/(?:expenses|revenue)\/(\d+)\/subcategories\/(\d+)$/.exec(url.pathname);
    if (method === 'PATCH' && itemPath) {
      const item = all()
        .find((c) => c.id === Number(itemPath[1]))
        ?.subcategories.find((s) => s.id === Number(itemPath[2]));
      if (!item) return jsonResponse({ message: 'Failed to find the subcategory' }, 404);
      Object.assign(item, body);
      return jsonResponse({ data: item });
    }
    if (method === 'PATCH' && url.pathname === base) {
      const { configuration_json: configuration, ...fields } = body;
      Object.assign(view, fields, {
        configuration_json: { ...view.configuration_json, ...(configuration as object) },
      });
      return jsonResponse({ data: view });
    }
    return undefined;
  };

function openTour(
  view: TSimulationView,
  options: TServerOptions & { caps?: ReturnType<typeof capabilities> } = {},
) {
  // The tab works on its own copy, as the console does on what the server answered.
  const server = structuredClone(view);
  return renderTab(<TourTab />, { view, handle: tourServer(server, options), caps: options.caps });
}

/** The tour's category names, top to bottom. */
const tourNames = () =>
  screen.queryAllByTestId(/^tour-category-/).map((card) =>
    within(card)
      .getByRole('heading')
      .textContent?.replace(/^\d+\./, ''),
  );

const categorySelect = () => screen.getByRole('combobox', { name: L.categorySelect });
const offered = () =>
  [...categorySelect().querySelectorAll('optgroup')].map((group) => [
    group.label,
    [...group.querySelectorAll('option')].map((o) => o.textContent),
  ]);

async function addToTour(name: string) {
  await userEvent.selectOptions(categorySelect(), name);
  await userEvent.click(screen.getByRole('button', { name: L.addButton }));
}

describe('the Guided Tour tab', () => {
  it('starts empty with the hint, and offers every category grouped by list', async () => {
    openTour(budget());
    expect(screen.getByRole('heading', { name: M.title })).toBeTruthy();
    expect(screen.getByText(M.emptyHint)).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: M.showMoreInfo })).toHaveProperty('checked', false);
    expect(screen.getByRole('button', { name: L.addButton })).toHaveProperty('disabled', true);
    expect(offered()).toEqual([
      [L.spending, ['Public Safety', 'Parks']],
      [L.revenue, ['Property Taxes']],
    ]);
  });

  it('adds categories at the end of the tour, one POST tour/set-order each', async () => {
    const { writes, cached } = openTour(budget());
    await addToTour('Parks');
    await waitFor(() => expect(tourNames()).toEqual(['Parks']));
    await addToTour('Property Taxes');
    await waitFor(() => expect(tourNames()).toEqual(['Parks', 'Property Taxes']));
    expect(writes()).toEqual([
      { method: 'POST', path: '/v1/admin/budgets/40/tour/set-order', body: { display_order: [2] } },
      { method: 'POST', path: '/v1/admin/budgets/40/tour/set-order', body: { display_order: [2, 3] } },
    ]);
    expect(screen.queryByText(M.emptyHint)).toBeNull();
    // The answer's tour_order is what the editor keeps; a category outside the tour stays null.
    expect(cached().expenses?.map((c) => c.tour_order)).toEqual([null, 0]);
    expect(cached().revenue?.map((c) => c.tour_order)).toEqual([1]);
    expect(offered()).toEqual([[L.spending, ['Public Safety']]]);
    expect(screen.getByRole('button', { name: L.addButton })).toHaveProperty('disabled', true);
  });

  it('shows the stored tour in tour_order with each item ticked as stored', () => {
    openTour(budget({ 1: 1, 3: 0 }));
    expect(tourNames()).toEqual(['Property Taxes', 'Public Safety']);
    const safety = screen.getByTestId('tour-category-1');
    expect(within(safety).getByRole('group', { name: L.items('Public Safety') })).toBeTruthy();
    expect(within(safety).getByRole('checkbox', { name: 'Police' })).toHaveProperty('checked', false);
    expect(within(safety).getByRole('checkbox', { name: 'Fire' })).toHaveProperty('checked', true);
    expect(within(safety).getByText(L.spending)).toBeTruthy();
  });

  it('ticks and unticks items with the item PATCH', async () => {
    const { writes, cached } = openTour(budget({ 1: 0 }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Police' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Fire' }));
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes()).toEqual([
      {
        method: 'PATCH',
        path: '/v1/admin/budgets/40/expenses/1/subcategories/11',
        body: { in_tour: true },
      },
      {
        method: 'PATCH',
        path: '/v1/admin/budgets/40/expenses/1/subcategories/12',
        body: { in_tour: false },
      },
    ]);
    await waitFor(() =>
      expect(cached().expenses?.[0]?.subcategories.map((s) => s.in_tour)).toEqual([true, false]),
    );
    expect(screen.getByRole('checkbox', { name: 'Police' })).toHaveProperty('checked', true);
  });

  it('puts an item back and says why when its PATCH is refused', async () => {
    openTour(budget({ 3: 0 }), {
      refuse: { match: /subcategories/, status: 404, body: { message: 'Failed to find the subcategory' } },
    });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Residential' }));
    expect(await screen.findByText('Failed to find the subcategory')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Residential' })).toHaveProperty('checked', false);
  });

  it('removes a category: the rest of the tour stays in order', async () => {
    const { writes } = openTour(budget({ 1: 0, 2: 1, 3: 2 }));
    await userEvent.click(screen.getByRole('button', { name: L.remove('Parks') }));
    await waitFor(() => expect(tourNames()).toEqual(['Public Safety', 'Property Taxes']));
    expect(writes()).toEqual([
      { method: 'POST', path: '/v1/admin/budgets/40/tour/set-order', body: { display_order: [1, 3] } },
    ]);
    await userEvent.click(screen.getByRole('button', { name: L.remove('Public Safety') }));
    await userEvent.click(screen.getByRole('button', { name: L.remove('Property Taxes') }));
    expect(await screen.findByText(M.emptyHint)).toBeTruthy();
    expect(writes().at(-1)?.body).toEqual({ display_order: [] });
  });

  it('saves the more-info checkbox in configuration_json', async () => {
    const { writes, cached } = openTour(budget());
    await userEvent.click(screen.getByRole('checkbox', { name: M.showMoreInfo }));
    await waitFor(() => expect(cached().configuration_json).toEqual({ show_tour_more_info: true }));
    expect(writes()).toEqual([
      {
        method: 'PATCH',
        path: '/v1/admin/budgets/40',
        body: { configuration_json: { show_tour_more_info: true } },
      },
    ]);
    expect(screen.getByRole('checkbox', { name: M.showMoreInfo })).toHaveProperty('checked', true);
  });
});

/** The bounding box of a tour card by its place in the list (jsdom lays nothing out). */
function layOutCards() {
  const original = HTMLElement.prototype.getBoundingClientRect;
  HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
    const card = this.closest('[data-testid^="tour-category-"]');
    if (!card || card !== this) return original.call(this);
    const index = [...(card.parentElement?.children ?? [])].indexOf(card);
    return DOMRect.fromRect({ x: 0, y: index * 120, width: 600, height: 100 });
  };
  return () => {
    HTMLElement.prototype.getBoundingClientRect = original;
  };
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('ordering the tour', () => {
  it('moves a category with the keyboard and saves the order', async () => {
    const restore = layOutCards();
    try {
      const { writes } = openTour(budget({ 1: 0, 2: 1, 3: 2 }));
      screen.getByRole('button', { name: L.drag('Property Taxes') }).focus();
      await userEvent.keyboard('[Space]');
      await settle();
      await userEvent.keyboard('[ArrowUp]');
      await settle();
      await userEvent.keyboard('[Space]');
      await waitFor(() => expect(tourNames()).toEqual(['Public Safety', 'Property Taxes', 'Parks']));
      expect(writes()).toEqual([
        {
          method: 'POST',
          path: '/v1/admin/budgets/40/tour/set-order',
          body: { display_order: [1, 3, 2] },
        },
      ]);
      expect(await screen.findByText(STRUCTURE_MESSAGES.orderSaved)).toBeTruthy();
    } finally {
      restore();
    }
  });

  it('says so and keeps the old order when the server refuses', async () => {
    const restore = layOutCards();
    try {
      openTour(budget({ 1: 0, 2: 1 }), {
        refuse: { match: /set-order/, status: 500, body: { message: 'Server error.' } },
      });
      screen.getByRole('button', { name: L.drag('Public Safety') }).focus();
      await userEvent.keyboard('[Space]');
      await settle();
      await userEvent.keyboard('[ArrowDown]');
      await settle();
      await userEvent.keyboard('[Space]');
      expect(await screen.findByText(STRUCTURE_MESSAGES.orderNotSaved)).toBeTruthy();
      expect(tourNames()).toEqual(['Public Safety', 'Parks']);
    } finally {
      restore();
    }
  });
});

describe('without the guided tour', () => {
  it('shows the server refusal (403) and leaves the tour as it was', async () => {
    const refusal = { message: M.tourDisabled, errors: { display_order: [M.tourDisabled] } };
    openTour(budget(), { refuse: { match: /set-order/, status: 403, body: refusal } });
    await addToTour('Parks');
    expect(await screen.findByText(M.tourDisabled)).toBeTruthy();
    expect(screen.getByText(M.emptyHint)).toBeTruthy();
  });

  it('puts the more-info checkbox back when the plan refuses it', async () => {
    const refusal = { message: M.tourDisabled, errors: { show_tour_more_info: [M.tourDisabled] } };
    openTour(budget(), { refuse: { match: /PATCH \/v1\/admin\/budgets\/40$/, status: 403, body: refusal } });
    await userEvent.click(screen.getByRole('checkbox', { name: M.showMoreInfo }));
    expect(await screen.findByText(`${SIMULATION_MESSAGES.requestFailed}${M.tourDisabled}`)).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: M.showMoreInfo })).toHaveProperty('checked', false);
  });

  it('shows the plan notice and disables the controls when the client lacks the feature', () => {
    openTour(budget({ 1: 0 }), { caps: capabilities({ guided_tour: false }) });
    expect(screen.getByText(M.tourDisabled)).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: M.showMoreInfo })).toHaveProperty('disabled', true);
    expect(screen.getByRole('checkbox', { name: 'Police' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: L.remove('Public Safety') })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: L.drag('Public Safety') })).toHaveProperty('disabled', true);
  });
});
