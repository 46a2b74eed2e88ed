import { afterEach, describe, expect, it, vi } from 'vitest';
import { TIMINGS } from '@commonpurse/domain';
import { jsonResponse, mockFetch, signIn } from '@/test/render.tsx';
import { setUnauthorizedHandler } from './client.ts';
import { TRANSPORT_MESSAGES } from './http.ts';
import { downloadReport, reportingFetch } from './reporting.ts';

afterEach(() => {
  setUnauthorizedHandler(() => undefined);
  vi.useRealTimers();
});

const csvResponse = (body: string, filename: string) =>
  new Response(body, {
    headers: { 'Content-Type': 'text/csv', 'Content-Disposition': `attachment; filename="${filename}"` },
  });

describe('reportingFetch', () => {
  it("sends the client's reporting token, not the session's", async () => {
    signIn();
    const fetch = mockFetch(() => jsonResponse({ data: { name: 'City' } }));
    await expect(reportingFetch('token-9', '/api/client')).resolves.toEqual({ data: { name: 'City' } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/client');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-9');
  });

  it('gives up after the reporting timeout (15 s), not the main API one', async () => {
    expect(TIMINGS.reportingTimeoutMs).toBe(15_000);
    vi.useFakeTimers();
    mockFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    let settled = false;
    const call = reportingFetch('token-9', '/api/client').finally(() => {
      settled = true;
    });
    const failed = expect(call).rejects.toMatchObject({ status: 0, message: TRANSPORT_MESSAGES.timeout });
    await vi.advanceTimersByTimeAsync(TIMINGS.reportingTimeoutMs - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await failed;
  });

  it('logs out on a 401', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    mockFetch(() => jsonResponse({ message: 'Unauthenticated.' }, 401));
    await expect(reportingFetch('revoked', '/api/client')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not log out on other failures', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    mockFetch(() => jsonResponse({ message: 'Not Found' }, 404));
    await expect(reportingFetch('token-9', '/api/budget/1')).rejects.toMatchObject({ status: 404 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('downloadReport', () => {
  it("asks for CSV at the report's path with a new cache-busting parameter each time", async () => {
    const fetch = mockFetch(() => csvResponse('label,amount\n', 'parks-age-2026-11-25.csv'));
    const file = await downloadReport('token-9', { budgetId: 4, categoryId: 9, report: 'subcategories' });
    await downloadReport('token-9', { budgetId: 4, categoryId: 9, report: 'subcategories' });
    expect(file.filename).toBe('parks-age-2026-11-25.csv');
    expect(await file.blob.text()).toBe('label,amount\n');
    const [first, second] = fetch.mock.calls.map(([url, init]) => {
      expect(new Headers(init?.headers).get('Accept')).toBe('text/csv');
      expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-9');
      return new URL(String(url), 'http://localhost');
    });
    expect(first!.pathname).toBe('/api/budget/4/category/9/subcategories');
    expect(first!.searchParams.get('_')).toMatch(/^[a-z0-9]+$/);
    expect(second!.searchParams.get('_')).not.toBe(first!.searchParams.get('_'));
  });
});
