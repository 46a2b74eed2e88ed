import axe from 'axe-core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TMeetingResults } from '@commonpurse/domain/public';
import type { TBootstrap } from '../bootstrap.ts';
import { App } from '../screens/App.tsx';
import { fakeApi } from '../test/fake-api.ts';
import { qrPath } from './QrCode.tsx';
import { meetingResults } from './test-results.ts';

/** EventSource as the facilitator's screen uses it: tests play the server's events. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  constructor(readonly url: string) {
    super();
    FakeEventSource.instances.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  opened() {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new Event('open'));
  }
  results(data: TMeetingResults) {
    this.dispatchEvent(new MessageEvent('results', { data: JSON.stringify(data) }));
  }
  dropped() {
    this.readyState = FakeEventSource.CONNECTING;
    this.dispatchEvent(new Event('error'));
  }
}

const boot = (screenName: 'facilitator' | 'results', locale = 'en_US'): TBootstrap => ({
  subdomain: 'riverton',
  slug: 'city-budget',
  kind: 'meeting',
  meeting: { id: 12, screen: screenName },
  preview: null,
  status: 'ok',
  locale,
});

/** axe-core's WCAG 2.1 A/AA rules on the page (colour contrast needs a layout jsdom lacks). */
async function violations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const figure = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).parentElement!.querySelector('dd')!.textContent;

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  window.history.replaceState(null, '', '/meetings/12/facilitator');
});
afterEach(() => window.history.replaceState(null, '', '/'));

describe("a meeting's facilitator screen", () => {
  it('shows the meeting, a QR code of its public address, who joined and submitted, and the averages', async () => {
    const api = fakeApi(meetingResults());
    render(<App boot={boot('facilitator')} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ward 3 town hall' })).toBeTruthy();
    expect(api.calls[0]!.url).toBe('/v1/public/sites/riverton/meetings/12/results');
    // The title is set by an effect after the heading is drawn.
    await waitFor(() => expect(document.title).toBe('Ward 3 town hall'));

    const joinUrl = 'http://localhost:3000/meetings/12';
    const qr = screen.getByRole('img', { name: `QR code for ${joinUrl}` });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    // The modules drawn are the encoder's for the residents' address.
    expect(qr.querySelector('path')!.getAttribute('d')).toBe(qrPath(joinUrl).path);
    expect(screen.getByText(joinUrl)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Printable results' }).getAttribute('href')).toBe(
      'http://localhost:3000/meetings/12/results',
    );

    expect(figure('Joined')).toBe('3');
    expect(figure('Submitted')).toBe('2');
    const increases = screen.getByRole('region', { name: 'Top increases' });
    expect(increases.textContent).toContain('Park Maintenance (Parks & Recreation) +$300,000');
    const table = screen.getByRole('table', {
      name: 'Parks & Recreation: average submitted amounts against the starting amounts',
    });
    expect(within(table).getByRole('row', { name: /Recreation Programs/ }).textContent).toBe(
      'Recreation Programs$3,900,000$3,750,000-$150,000',
    );
    expect(within(table).getByRole('row', { name: /Total/ }).textContent).toBe(
      'Total$10,000,000$10,150,000+$150,000',
    );
    expect(await violations()).toEqual([]);
  });

  it('follows the live stream: new figures replace the old, and a dropped stream says it is reconnecting', async () => {
    fakeApi(meetingResults());
    render(<App boot={boot('facilitator')} />);
    await screen.findByRole('heading', { level: 1, name: 'Ward 3 town hall' });
    // The stream opens in an effect, which may run after the first paint.
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const [source] = FakeEventSource.instances;
    expect(source!.url).toBe('/v1/public/sites/riverton/meetings/12/events');
    expect(screen.getByRole('status').textContent).toBe('');

    act(() => source!.opened());
    expect(screen.getByRole('status').textContent).toBe('Live');
    act(() =>
      source!.results(
        meetingResults({
          participants: { joined: 9, submitted: 4 },
          top_increases: [],
          top_decreases: [
            {
              id: 71,
              name: 'Park Maintenance',
              category_name: 'Parks & Recreation',
              starting_amount: 6_100_000,
              average_change: -61_000,
            },
          ],
        }),
      ),
    );
    expect(figure('Joined')).toBe('9');
    expect(figure('Submitted')).toBe('4');
    expect(screen.getByRole('region', { name: 'Top increases' }).textContent).toContain('None yet');
    expect(screen.getByRole('region', { name: 'Top decreases' }).textContent).toContain(
      'Park Maintenance (Parks & Recreation) -$61,000',
    );

    act(() => source!.dropped());
    expect(screen.getByRole('status').textContent).toBe('Reconnecting…');
    // EventSource reconnects by itself: no second stream is opened.
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('says the meeting has ended instead of inviting residents once its simulation is Inactive', async () => {
    fakeApi(meetingResults({ is_active: false }));
    render(<App boot={boot('facilitator')} />);
    expect(await screen.findByText('This meeting has ended: residents can no longer join.')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
    // The day after the meeting, its printable results are one click away.
    expect(screen.getByRole('link', { name: 'Printable results' })).toBeTruthy();
  });

  it('speaks the simulation’s language', async () => {
    fakeApi(meetingResults({ simulation: { ...meetingResults().simulation, locale: 'fr' } }));
    render(<App boot={boot('facilitator', 'fr')} />);
    expect(await screen.findByText('Scannez pour participer', { selector: 'p' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Participants' })).toBeTruthy();
    expect(figure('Ont rejoint')).toBe('3');
  });
});

describe("a meeting's results screen", () => {
  it('shows the figures under the simulation’s meeting results texts, to print', async () => {
    window.history.replaceState(null, '', '/meetings/12/results');
    const print = vi.fn();
    vi.stubGlobal('print', print);
    fakeApi(
      meetingResults({
        simulation: {
          ...meetingResults().simulation,
          texts: { meeting_results_heading: 'What the room decided' },
        },
      }),
    );
    const user = userEvent.setup();
    render(<App boot={boot('results')} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'What the room decided' })).toBeTruthy();
    expect(screen.getByText('Ward 3 town hall')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Participants' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Average Changes' })).toBeTruthy();
    expect(screen.getByText(/^Results as of May 14, 2026/)).toBeTruthy();
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
    // Static: no live stream.
    expect(FakeEventSource.instances).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    await waitFor(async () => expect(await violations()).toEqual([]));
  });

  it('is the not-available screen when the meeting is not (404)', async () => {
    fakeApi(null);
    render(<App boot={boot('results')} />);
    expect(await screen.findByRole('heading', { name: 'This page is not available' })).toBeTruthy();
  });
});
