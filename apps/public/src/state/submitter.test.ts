import { describe, expect, it, vi } from 'vitest';
import { HttpError, NetworkError } from '../api/http.ts';
import { retryDelay, Submitter } from './submitter.ts';

const body = { visit_id: 1, items: [{ subcategory_id: 1, amount: 10 }] };
const created = { id: 5, user_id: 'u-5' };

describe('Submitter', () => {
  it('retries a network failure with the same Idempotency-Key and settles once answered', async () => {
    vi.useFakeTimers();
    const send = vi
      .fn()
      .mockRejectedValueOnce(new NetworkError(new TypeError('Failed to fetch')))
      .mockRejectedValueOnce(new HttpError(503, {}))
      .mockResolvedValueOnce(created);
    const onKey = vi.fn();
    const submitter = new Submitter({ send, onKey, newKey: () => 'key-1' });
    const outcome = submitter.submit(body);
    await vi.advanceTimersByTimeAsync(0);
    expect(submitter.getSnapshot()).toMatchObject({ kind: 'waiting', attempt: 1 });
    await vi.advanceTimersByTimeAsync(retryDelay(1));
    expect(submitter.getSnapshot()).toMatchObject({ kind: 'waiting', attempt: 2 });
    await vi.advanceTimersByTimeAsync(retryDelay(2));
    await expect(outcome).resolves.toEqual({ kind: 'done', result: created });
    expect(send.mock.calls.map((call) => call[1])).toEqual(['key-1', 'key-1', 'key-1']);
    expect(send.mock.calls.every((call) => call[0] === body)).toBe(true);
    expect(onKey.mock.calls).toEqual([['key-1'], [null]]);
    submitter.dispose();
  });

  it('retries at once when asked, or when the browser comes back online', async () => {
    const send = vi.fn().mockRejectedValueOnce(new NetworkError(null)).mockResolvedValue(created);
    const submitter = new Submitter({ send, onKey: () => undefined, newKey: () => 'k' });
    const outcome = submitter.submit(body);
    await vi.waitFor(() => expect(submitter.getSnapshot().kind).toBe('waiting'));
    window.dispatchEvent(new Event('online'));
    await expect(outcome).resolves.toMatchObject({ kind: 'done' });
    expect(send).toHaveBeenCalledTimes(2);
    submitter.dispose();
  });

  it('ends the attempt on a refusal: the next submit gets a new key', async () => {
    const keys = ['first', 'second'];
    const send = vi
      .fn()
      .mockRejectedValueOnce(
        new HttpError(422, { message: 'The given data was invalid.', errors: { balance: ['No.'] } }),
      )
      .mockResolvedValueOnce(created);
    const submitter = new Submitter({ send, onKey: () => undefined, newKey: () => keys.shift()! });
    await expect(submitter.submit(body)).resolves.toEqual({
      kind: 'refused',
      errors: { balance: ['No.'] },
      message: 'The given data was invalid.',
    });
    await submitter.submit(body);
    expect(send.mock.calls.map((call) => call[1])).toEqual(['first', 'second']);
    submitter.dispose();
  });

  it('reuses the key of a submit left unanswered before a reload', async () => {
    const send = vi.fn().mockResolvedValue(created);
    const submitter = new Submitter({
      send,
      onKey: () => undefined,
      pendingKey: 'kept',
      newKey: () => 'new',
    });
    await submitter.submit(body);
    expect(send).toHaveBeenCalledWith(body, 'kept');
    submitter.dispose();
  });
});
