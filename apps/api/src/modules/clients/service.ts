import type { Db } from '@commonpurse/db';
import {
  ACCOUNT_MESSAGES as M,
  CONSOLE_METADATA_MAX_CHARS,
  normalizeSubdomain,
  subdomainProblem,
  type TClientProfileChanges,
  type TClientView,
} from '@commonpurse/domain';
import { AppError } from '../../http/app-error.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { loadClientView } from '../account/service.ts';
import type { AuthContext } from '../auth/session.ts';
import { refusal } from '../budgets/index.ts';
import * as repo from './repo.ts';

const subdomainTaken = () => AppError.invalid({ subdomain: [M.subdomainTaken] });

/**
 * Moving the public site breaks every link and QR code residents have: only a superadmin (also one
 * impersonating the client's user) may do it (decision 0490).
 */
async function mayMoveSite(db: Db, auth: AuthContext): Promise<boolean> {
  return auth.impersonatorId !== null || (await repo.isSuperadmin(db, auth.userId));
}

/** Shallow merge: each key sent replaces the stored one; a null value removes its key. */
function mergeMetadata(stored: Record<string, unknown>, patch: Record<string, unknown>) {
  const merged: Record<string, unknown> = { ...stored };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  if (JSON.stringify(merged).length > CONSOLE_METADATA_MAX_CHARS)
    throw AppError.invalid({ console_metadata: [M.consoleMetadataTooLarge] });
  return merged;
}

/** PATCH admin/clients/me: the active client's organisation profile; answers the client as users/me does. */
export async function updateClientProfile(
  db: Db,
  auth: AuthContext,
  changes: TClientProfileChanges,
): Promise<TClientView> {
  const { subdomain, console_metadata, ...plain } = changes;
  const movesSite = subdomain !== undefined;
  const allowedToMove = movesSite && (await mayMoveSite(db, auth));
  try {
    await db.transaction(async (tx) => {
      const row = await repo.lockClientRow(tx, auth.clientId);
      if (!row) throw AppError.unauthenticated();
      const next: repo.ClientChanges = { ...plain };
      if (subdomain !== undefined && subdomain !== normalizeSubdomain(row.subdomain)) {
        if (!allowedToMove) throw refusal(403, 'subdomain', M.subdomainChangeRefused);
        if (await repo.isSubdomainTaken(tx, subdomain, auth.clientId)) throw subdomainTaken();
        next.subdomain = subdomain;
      }
      if (console_metadata !== undefined)
        next.console_metadata = mergeMetadata(row.console_metadata, console_metadata);
      await repo.updateClient(tx, auth.clientId, next);
    });
  } catch (error) {
    // Two clients claiming the same address at once: the unique index decides.
    if (isUniqueViolation(error)) throw subdomainTaken();
    throw error;
  }
  return loadClientView(db, auth);
}

/**
 * GET validate-subdomain: whether the address is well formed and free. The client's own address counts
 * as free (the form may send it back unchanged).
 */
export async function validateSubdomain(db: Db, auth: AuthContext, value: string): Promise<void> {
  const subdomain = normalizeSubdomain(value);
  const own = await repo.currentSubdomain(db, auth.clientId);
  if (own !== null && normalizeSubdomain(own) === subdomain) return;
  const problem = subdomainProblem(subdomain);
  if (problem) throw AppError.invalid({ subdomain: [problem] });
  if (await repo.isSubdomainTaken(db, subdomain, auth.clientId)) throw subdomainTaken();
}
