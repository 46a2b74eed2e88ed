import type { DbOrTx } from '@commonpurse/db';
import { RECEIPT_MESSAGES as M } from '@commonpurse/domain';
import { AppError } from '../../http/app-error.ts';
import { clientCapabilities, requireCapability, type TCapabilityFlags } from '../budgets/index.ts';
import * as repo from './repo.ts';

/**
 * Every receipt call needs the client's `receipts` capability (403 otherwise, decision 0400): without
 * it the console shows the marketing panel instead of the list.
 */
export async function requireReceiptsEnabled(db: DbOrTx, clientId: number): Promise<TCapabilityFlags> {
  const capabilities = await clientCapabilities(db, clientId);
  requireCapability(capabilities, 'receipts', 'receipts', M.receiptsDisabled);
  return capabilities;
}

/** The caller's client as the receipt rules need it. */
export async function requireReceiptClient(db: DbOrTx, clientId: number): Promise<repo.ReceiptClient> {
  const client = await repo.findReceiptClient(db, clientId);
  if (!client) throw AppError.unauthenticated();
  return client;
}
