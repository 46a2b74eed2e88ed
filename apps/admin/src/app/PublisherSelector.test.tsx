import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { publishersFoundLabel, TIMINGS } from '@commonpurse/domain';
import { userKeys } from '@/api/users.ts';
import type { TManagedPublisher } from '@/api/types.ts';
import { jsonResponse, mockFetch, renderAt, signIn } from '@/test/render.tsx';
import { makeClient, makeMe } from '@/test/fixtures.ts';
import { PublisherSelector } from './PublisherSelector.tsx';

const PUBLISHERS: TManagedPublisher[] = [
  { id: 1, name: 'City of Riverton', presiding_area: 'Riverton, OR', subdomain: 'riverton', is_active: true },
  {
    id: 2,
    name: 'Riverton Unified School District',
    presiding_area: 'Riverton, OR',
    subdomain: 'rusd',
    is_active: true,
  },
  { id: 3, name: 'Lakeview County', presiding_area: 'Lakeview, OR', subdomain: 'lakeview', is_active: true },
];

function mockPublishersApi() {
  const filters: { filter: string; at: number }[] = [];
  const fetch = mockFetch((url) => {
    if (url.pathname === '/v1/users/managed-publishers') {
      const filter = url.searchParams.get('filter') ?? '';
      filters.push({ filter, at: performance.now() });
      const needle = filter.toLowerCase();
      return jsonResponse({
        data: PUBLISHERS.filter((p) => `${p.name} ${p.presiding_area}`.toLowerCase().includes(needle)),
      });
    }
    if (url.pathname === '/v1/users/me/active-client') {
      return jsonResponse({ data: makeMe(makeClient(2, 'Riverton Unified School District')) });
    }
    return jsonResponse({ message: 'Not found.' }, 404);
  });
  return { fetch, filters };
}

describe('PublisherSelector', () => {
  it('lists the managed publishers with their area and the found count', async () => {
    signIn();
    mockPublishersApi();
    renderAt(<PublisherSelector activeClientId={1} activeClientName="City of Riverton" />, '/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'City of Riverton: Switch publisher' }));

    const dialog = await screen.findByRole('dialog', { name: 'Switch publisher' });
    expect(await within(dialog).findByText(publishersFoundLabel(3))).toBeTruthy();
    expect(within(dialog).getByText('3 publishers found')).toBeTruthy();
    const items = within(dialog).getAllByRole('button');
    expect(items.map((b) => b.textContent)).toEqual([
      'City of RivertonRiverton, OR · Active',
      'Riverton Unified School DistrictRiverton, OR',
      'Lakeview CountyLakeview, OR',
    ]);
  });

  it('debounces the search: one request for what was typed, after the pause', async () => {
    signIn();
    const { filters } = mockPublishersApi();
    renderAt(<PublisherSelector activeClientId={1} activeClientName="City of Riverton" />, '/dashboard');
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'City of Riverton: Switch publisher' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch publisher' });
    await within(dialog).findByText(publishersFoundLabel(3));
    expect(filters.map((f) => f.filter)).toEqual(['']);

    const search = within(dialog).getByRole('searchbox', { name: 'Search publishers' });
    await user.type(search, 'lake');
    const typedAt = performance.now();
    // Nothing is asked while the user is still typing.
    expect(filters.map((f) => f.filter)).toEqual(['']);

    expect(await within(dialog).findByText(publishersFoundLabel(1))).toBeTruthy();
    expect(filters.map((f) => f.filter)).toEqual(['', 'lake']);
    expect(filters[1]!.at - typedAt).toBeGreaterThanOrEqual(TIMINGS.publisherSearchDebounceMs - 20);
    expect(within(dialog).getByText('Lakeview County')).toBeTruthy();
    expect(within(dialog).queryByText('City of Riverton')).toBeNull();
  });

  it('switches the active client, resets the cache and goes to the dashboard', async () => {
    signIn();
    const { fetch } = mockPublishersApi();
    const { router, queryClient } = renderAt(
      <PublisherSelector activeClientId={1} activeClientName="City of Riverton" />,
      '/somewhere',
    );
    queryClient.setQueryData(['budgets', 'list'], ['stale data of the previous client']);
    await userEvent.click(screen.getByRole('button', { name: 'City of Riverton: Switch publisher' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch publisher' });
    await userEvent.click(await within(dialog).findByText('Riverton Unified School District'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const put = fetch.mock.calls.find(([url]) => url === '/v1/users/me/active-client');
    expect(put?.[1]?.method).toBe('PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ client_id: 2 });
    expect(queryClient.getQueryData(['budgets', 'list'])).toBeUndefined();
    expect(queryClient.getQueryData(userKeys.me)).toMatchObject({ client_id: 2 });
  });
});
