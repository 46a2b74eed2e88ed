import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import type {
  TReceiptCreate,
  TReceiptView,
  TSimulationCreate,
  TSimulationUpdate,
  TSimulationView,
  TStatusTarget,
} from '@commonpurse/domain';

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
    createSimulation: (body: Pick<TSimulationCreate, 'name'> & Partial<TSimulationCreate>) =>
      call<{ data: TSimulationView }>('post', '/v1/admin/budgets', { locale: 'en_US', ...body }).then(
        (r) => r.data.id,
      ),
    patchSimulation: (id: number, body: TSimulationUpdate | { status: TStatusTarget }) =>
      call('patch', `/v1/admin/budgets/${id}`, body),
    createReceipt: (body: Pick<TReceiptCreate, 'name'> & Partial<TReceiptCreate>) =>
      call<{ data: TReceiptView }>('post', '/v1/admin/receipts', { locale: 'en_US', ...body }).then(
        (r) => r.data.id,
      ),
    patchReceipt: (id: number, body: { name: string }) => call('patch', `/v1/admin/receipts/${id}`, body),
    /** A DELETE that must succeed (resetting what an earlier run left). */
    remove: (url: string) => call('delete', url),
  };
}
