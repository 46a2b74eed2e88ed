import type { APIRequestContext, PlaywrightWorkerArgs } from '@playwright/test';
import { expect } from '@playwright/test';
import { E2E } from '../env.ts';

/**
 * A resident of their own: a new request context (no voter cookie, its own user agent), through the
 * public API as the public site calls it.
 */
export async function asResident<T>(
  playwright: PlaywrightWorkerArgs['playwright'],
  options: { userAgent?: string },
  use: (api: APIRequestContext) => Promise<T>,
): Promise<T> {
  const api = await playwright.request.newContext({ baseURL: E2E.baseUrl, userAgent: options.userAgent });
  try {
    return await use(api);
  } finally {
    await api.dispose();
  }
}

/** POST .../visits; answers the visit id. */
export async function postVisit(api: APIRequestContext, budgetId: number, body: object = {}) {
  const response = await api.post(`/v1/public/budgets/${budgetId}/visits`, { data: body });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { visit_id: number } }).data.visit_id;
}

/** POST .../submissions (a simulation's or a ballot's body). */
export async function postSubmission(api: APIRequestContext, budgetId: number, body: object) {
  const response = await api.post(`/v1/public/budgets/${budgetId}/submissions`, { data: body });
  expect(response.status(), await response.text()).toBe(201);
}
