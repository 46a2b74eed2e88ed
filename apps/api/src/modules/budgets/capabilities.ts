import { eq } from 'drizzle-orm';
import { clients, type DbOrTx } from '@commonpurse/db';
import {
  CAPABILITY_SWITCHES,
  RECEIPT_MESSAGES,
  type TCapabilitySwitch,
  type TCapabilitySwitches,
} from '@commonpurse/domain';
import { AppError } from '../../http/app-error.ts';
import { refusal } from './refusal.ts';

/** A client's switch (the domain still calls them features; its exports are renamed in a later pass). */
export type TCapability = TCapabilitySwitch;
export type TCapabilityFlags = TCapabilitySwitches;

const capabilityColumns = Object.fromEntries(CAPABILITY_SWITCHES.map((c) => [c, clients[c]])) as {
  [C in TCapability]: (typeof clients)[C];
};

/** The capability switches of a client (spec 3 section 7). */
export async function clientCapabilities(db: DbOrTx, clientId: number): Promise<TCapabilityFlags> {
  const [row] = await db.select(capabilityColumns).from(clients).where(eq(clients.id, clientId));
  if (!row) throw AppError.unauthenticated();
  return row;
}

/** 403 with the message under `field` unless the client has the capability. */
export function requireCapability(
  capabilities: TCapabilityFlags,
  capability: TCapability,
  field: string,
  message: string,
): void {
  if (!capabilities[capability]) throw refusal(403, field, message);
}

/**
 * Every call that reads or writes a receipt needs the client's `receipts` capability (403 otherwise,
 * decision 0400): the receipts module's calls and the simulations' duplicate-as-simulation alike.
 */
export async function requireReceiptsEnabled(db: DbOrTx, clientId: number): Promise<TCapabilityFlags> {
  const capabilities = await clientCapabilities(db, clientId);
  requireCapability(capabilities, 'receipts', 'receipts', RECEIPT_MESSAGES.receiptsDisabled);
  return capabilities;
}
