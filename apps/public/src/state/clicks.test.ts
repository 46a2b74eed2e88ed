import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TClickBatch } from '@commonpurse/domain/public';
import { beaconClicks } from '../api/public-api.ts';
import { CLICK_FLUSH_MS, ClickRecorder } from './clicks.ts';

describe('ClickRecorder', () => {
  let recorder: ClickRecorder | null = null;
  afterEach(() => recorder?.stop());

  it('batches counted clicks and sends them by sendBeacon when the page is hidden', () => {
    const beacon = vi.fn((_url: string, _body?: BodyInit | null) => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
    recorder = new ClickRecorder((batch) => beaconClicks(41, batch));
    recorder.setAmounts(() => [{ subcategory_id: 7, amount: 1_100 }]);
    recorder.record('increase', 7);
    recorder.record('increase', 7);
    recorder.record('info', 8);
    recorder.record('option', 9, 'yes');
    recorder.start(123);
    window.dispatchEvent(new Event('pagehide'));

    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, body] = beacon.mock.calls[0]!;
    expect(url).toBe('/v1/public/budgets/41/clicks');
    // A string: the browser posts it as text/plain, which the clicks route reads as JSON.
    expect(typeof body).toBe('string');
    const batch = JSON.parse(body as string) as TClickBatch;
    expect(batch).toEqual({
      visit_id: 123,
      clicks: [
        { subcategory_id: 7, kind: 'increase', count: 2 },
        { subcategory_id: 8, kind: 'info', count: 1 },
        { subcategory_id: 9, kind: 'option', option_id: 'yes', count: 1 },
      ],
      amounts: [{ subcategory_id: 7, amount: 1_100 }],
    });
    // Sent clicks are not sent again.
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beacon).toHaveBeenCalledTimes(1);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  it('flushes every 30 seconds, and sends nothing before the visit exists', () => {
    vi.useFakeTimers();
    const send = vi.fn(() => true);
    recorder = new ClickRecorder(send);
    recorder.record('decrease', 5);
    recorder.flush();
    expect(send).not.toHaveBeenCalled();
    recorder.start(9);
    vi.advanceTimersByTime(CLICK_FLUSH_MS - 1);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledWith({
      visit_id: 9,
      clicks: [{ subcategory_id: 5, kind: 'decrease', count: 1 }],
      amounts: [],
    });
  });

  it('keeps a batch the browser refused for the next flush', () => {
    const send = vi.fn(() => false);
    recorder = new ClickRecorder(send);
    recorder.start(1);
    recorder.record('reset', null);
    recorder.flush();
    send.mockReturnValue(true);
    recorder.flush();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]).toEqual([
      { visit_id: 1, clicks: [{ subcategory_id: null, kind: 'reset', count: 1 }], amounts: [] },
    ]);
  });
});
