import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderConsoleAt } from '@/test/console.tsx';
import { desktopViewport, jsonResponse, signIn } from '@/test/render.tsx';
import { mockSimulationApi } from '@/test/simulation-api.ts';
import { makeView } from '@/test/simulation-fixtures.ts';
import { makeCategory } from '@/test/structure-fixtures.ts';
import { STRUCTURE_LABELS as L } from './labels.ts';
import { WINDOW_FROM_ROWS } from './useCategoryWindow.ts';

beforeEach(() => {
  desktopViewport();
  signIn();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

afterEach(() => {
  Reflect.deleteProperty(window, 'scrollY');
});

/** `count` categories of `items` items each; amounts of 1 so the list total is the item count. */
const longBudget = (count: number, items: number) =>
  makeView({
    id: 77,
    expenses: Array.from({ length: count }, (_, c) =>
      makeCategory(
        { id: c + 1, name: `Department ${c + 1}`, display_order: c },
        Array.from({ length: items }, (_, i) => ({
          id: 1000 * (c + 1) + i,
          budget_category_id: c + 1,
          name: `Program ${c + 1}.${i + 1}`,
          amount: 1,
          display_order: i,
        })),
      ),
    ),
  });

async function openSpending(view: ReturnType<typeof makeView>) {
  mockSimulationApi({
    views: [view],
    handle: (url) =>
      url.pathname.startsWith('/v1/users/me/meta')
        ? jsonResponse({ data: { page_visits_edit_simulation: '9' } })
        : undefined,
  });
  renderConsoleAt(`/simulations/${view.id}/spending`);
  await screen.findByRole('button', { name: L.addCategory }, { timeout: 30_000 });
}

describe('a long Spending list', () => {
  it('draws the categories on screen, and the others as the page scrolls', async () => {
    await openSpending(longBudget(60, 20));
    // The whole list still counts: the total covers every item, drawn or not.
    expect(screen.getByText(/Spending total: \$1,200/)).toBeTruthy();
    expect(screen.getByTestId('category-1')).toBeTruthy();
    const drawn = screen.getAllByTestId(/^category-/).length;
    expect(drawn).toBeGreaterThan(0);
    expect(drawn).toBeLessThan(10);
    expect(screen.queryByTestId('category-50')).toBeNull();

    // jsdom has no layout: every category keeps its estimated height (a 48 px header, 20 rows of 37 px
    // and the 12 px gap), so the 50th starts 49 of them down.
    Object.defineProperty(window, 'scrollY', { value: 49 * (48 + 20 * 37 + 12), configurable: true });
    act(() => void fireEvent.scroll(window));
    await waitFor(() => expect(screen.getByTestId('category-50')).toBeTruthy());
    expect(screen.queryByTestId('category-1')).toBeNull();
    expect(screen.getByText('Program 50.20')).toBeTruthy();
  }, 60_000);

  it('draws only the rows on screen inside a long category, the others stood in by their height', async () => {
    await openSpending(longBudget(10, 60));
    // jsdom's window is 768 px high: the first category's rows 1-30 (the screen plus a margin).
    expect(screen.getByText('Program 1.1')).toBeTruthy();
    expect(screen.getByText('Program 1.30')).toBeTruthy();
    expect(screen.queryByText('Program 1.31')).toBeNull();
    const list = within(screen.getByTestId('category-1')).getByRole('list', { name: 'Department 1' });
    const space = list.lastElementChild as HTMLElement;
    expect(space.getAttribute('aria-hidden')).toBe('true');
    expect(space.style.height).toBe(`${30 * 37}px`);

    Object.defineProperty(window, 'scrollY', { value: 1500, configurable: true });
    act(() => void fireEvent.scroll(window));
    await waitFor(() => expect(screen.getByText('Program 1.60')).toBeTruthy());
    expect(screen.getByText('Program 1.31')).toBeTruthy();
    expect(screen.queryByText('Program 1.30')).toBeNull();
    expect((list.firstElementChild as HTMLElement).style.height).toBe(`${30 * 37}px`);
  }, 60_000);

  it('draws the whole category once a keyboard drag starts, so the rows it moves to are there', async () => {
    await openSpending(longBudget(10, 60));
    expect(screen.queryByText('Program 1.45')).toBeNull();
    const handle = screen.getByRole('button', { name: L.dragItem('Program 1.2') });
    act(() => handle.focus());
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await waitFor(() => expect(screen.getByText('Program 1.45')).toBeTruthy());
    expect(screen.getByText('Program 1.60')).toBeTruthy();
    // Dropped (or cancelled): back to the rows on screen.
    fireEvent.keyDown(document.activeElement ?? handle, { code: 'Escape', key: 'Escape' });
    await waitFor(() => expect(screen.queryByText('Program 1.45')).toBeNull());
  }, 60_000);

  it('draws a short list whole', async () => {
    const count = Math.floor(WINDOW_FROM_ROWS / 11) - 1;
    await openSpending(longBudget(count, 10));
    expect(screen.getAllByTestId(/^category-/)).toHaveLength(count);
  });
});
