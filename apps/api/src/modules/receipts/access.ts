import type { DbOrTx } from '@commonpurse/db';
import { AppError } from '../../http/app-error.ts';
import * as repo from './repo.ts';

/** The capability check lives with the access layer, which the simulations module shares. */
export { requireReceiptsEnabled } from '../budgets/index.ts';

/** The caller's client as the receipt rules need it. */
export async function requireReceiptClient(db: DbOrTx, clientId: number): Promise<repo.ReceiptClient> {
  const client = await repo.findReceiptClient(db, clientId);
  if (!client) throw AppError.unauthenticated();
  return client;
}
