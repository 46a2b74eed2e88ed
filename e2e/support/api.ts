import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

/** Admin API calls for test set-up, with the bearer token of a signed-in user. */
export function adminApi(request: APIRequestContext, accessToken: string) {
  const headers = { authorization: `Bearer ${accessToken}` };
  const call = async <T>(
    method: 'get' | 'post' | 'patch' | 'delete',
    url: string,
    data?: unknown,
  ): Promise<T> => {
    const response = await request[method](url, { headers, data: data as object | undefined });
    expect(response.ok(), `${method.toUpperCase()} ${url}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
  return {
    createSimulation: (body: { name: string; is_pb?: boolean; locale?: string }) =>
      call<{ data: { id: number } }>('post', '/v1/admin/budgets', { locale: 'en_US', ...body }).then(
        (r) => r.data.id,
      ),
    patchSimulation: (id: number, body: Record<string, unknown>) =>
      call('patch', `/v1/admin/budgets/${id}`, body),
  };
}
