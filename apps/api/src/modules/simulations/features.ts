import { eq } from 'drizzle-orm';
import { clients, type DbOrTx } from '@commonpurse/db';
import { CLIENT_FEATURES, type TClientFeature, type TClientFeatureFlags } from '@commonpurse/domain';
import { AppError } from '../../http/app-error.ts';
import { refusal } from './errors.ts';

const featureColumns = Object.fromEntries(CLIENT_FEATURES.map((f) => [f, clients[f]])) as {
  [F in TClientFeature]: (typeof clients)[F];
};

/** The capability switches of a client (spec 3 section 7). */
export async function clientFeatures(db: DbOrTx, clientId: number): Promise<TClientFeatureFlags> {
  const [row] = await db.select(featureColumns).from(clients).where(eq(clients.id, clientId));
  if (!row) throw AppError.unauthenticated();
  return row;
}

/** 403 with the message under `field` unless the client has the capability. */
export function requireFeature(
  features: TClientFeatureFlags,
  feature: TClientFeature,
  field: string,
  message: string,
): void {
  if (!features[feature]) throw refusal(403, field, message);
}
