// The console's heavy editor case shared by bench:editor and bench:wire: simulations of N categories
// x M items imported through the API, and the stored session that opens the console signed in.
import { passwordGrant, type benchApp } from './app.ts';

export const CATEGORIES = 50;
export const ITEMS = 20;

type BenchApp = Awaited<ReturnType<typeof benchApp>>;

/** Signs the first bench login in: its API headers and the localStorage session a browser uses. */
export async function signedIn({ app, logins }: Pick<BenchApp, 'app' | 'logins'>) {
  const tokens = await passwordGrant(app, logins[0]!);
  const headers = { authorization: `Bearer ${tokens.access_token}` };
  const session = JSON.stringify({
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    expires_at: Date.now() + tokens.expires_in * 1000,
    impersonating: false,
  });
  return { headers, session };
}

/** A simulation whose spending is `categories` x `items`, imported from a CSV as a client would. */
export async function simulationOf(
  app: BenchApp['app'],
  headers: Record<string, string>,
  categories: number,
  items: number,
): Promise<number> {
  const created = await app.inject({
    method: 'POST',
    url: '/v1/admin/budgets',
    headers,
    payload: { name: `Editor bench ${categories}`, locale: 'en_US', is_pb: false, mode: 'budget' },
  });
  const id = created.json<{ data: { id: number } }>().data.id;
  const rows = ['category,subcategory,amount,details'];
  for (let c = 1; c <= categories; c += 1) {
    for (let i = 1; i <= items; i += 1)
      rows.push(`Department ${c},Program ${c}.${i},${1000 * c + i},Details ${i}`);
  }
  const boundary = 'bench-boundary';
  const imported = await app.inject({
    method: 'POST',
    url: `/v1/admin/budgets/${id}/expenses/import`,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: [
      `--${boundary}`,
      'Content-Disposition: form-data; name="csv_file"; filename="spending.csv"',
      'Content-Type: text/csv',
      '',
      rows.join('\n'),
      `--${boundary}--`,
      '',
    ].join('\r\n'),
  });
  if (imported.statusCode !== 200) throw new Error(`import failed: ${imported.body}`);
  return id;
}

/** The 50 x 20 simulation; answers its id and the session value a browser signs in with. */
export async function largeSimulation(bench: Pick<BenchApp, 'app' | 'logins'>) {
  const { headers, session } = await signedIn(bench);
  return { id: await simulationOf(bench.app, headers, CATEGORIES, ITEMS), session };
}
