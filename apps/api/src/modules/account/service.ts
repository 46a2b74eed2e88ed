import { allQueries, hashPassword, type Db } from '@commonpurse/db';
import {
  ACCOUNT_MESSAGES,
  buildNavigation,
  capabilitiesOf,
  CAPABILITY_SWITCHES,
  RECENT_SIGN_IN_MINUTES,
  type TCapabilities,
  type TCapabilitySwitches,
  type TUserProfileUpdate,
} from '@commonpurse/domain';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../../http/app-error.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { revokeUserSessions } from '../auth/repo.ts';
import { checkCurrentPassword } from '../auth/service.ts';
import type { AuthContext } from '../auth/session.ts';
import * as repo from './repo.ts';
import type { TClientView, TMe } from '@commonpurse/domain';
import type { TMeInclude } from './schemas.ts';

type SignInLimits = Pick<AppConfig, 'loginRateLimitPerEmail'>;

/** The server settings the navigation carries to the console. */
export type ShellConfig = Pick<AppConfig, 'billingUrl' | 'helpVideoUrls'>;

type ClientRow = NonNullable<Awaited<ReturnType<typeof repo.findManagedClient>>>;

function clientView(client: ClientRow, capabilities: TCapabilities): TClientView {
  const features = Object.fromEntries(CAPABILITY_SWITCHES.map((f) => [f, client[f]])) as TCapabilitySwitches;
  return {
    id: client.id,
    name: client.name,
    postal_code: client.postal_code,
    subdomain: client.subdomain,
    presiding_area: client.presiding_area,
    type: client.type,
    logo_url: client.logo_url,
    logo_outbound_link: client.logo_outbound_link,
    public_frame_ancestors: client.public_frame_ancestors,
    suppress_ips: client.suppress_ips,
    is_trial: client.is_trial,
    stripe_id: client.stripe_id,
    total_licenses: client.total_licenses,
    total_pb_licenses: client.total_pb_licenses,
    total_receipt_licenses: client.total_receipt_licenses,
    meta_pixel_id: client.meta_pixel_id,
    google_translate_id: client.google_translate_id,
    console_metadata: client.console_metadata,
    external_reporting_api_token: client.external_reporting_api_token,
    ...features,
    capabilities,
  };
}

/** The caller's active client as GET users/me?include=client answers it (also after a client change). */
export async function loadClientView(db: Db, auth: AuthContext): Promise<TClientView> {
  const client = await repo.findManagedClient(db, auth.userId, auth.clientId);
  if (!client) throw AppError.unauthenticated();
  return clientView(client, capabilitiesOf(client));
}

export async function loadMe(
  db: Db,
  shell: ShellConfig,
  auth: AuthContext,
  include: readonly TMeInclude[],
): Promise<TMe> {
  const [user, client] = await allQueries(db, [
    () => repo.findUser(db, auth.userId),
    () => repo.findManagedClient(db, auth.userId, auth.clientId),
  ]);
  if (!user || !client) throw AppError.unauthenticated();
  const capabilities = capabilitiesOf(client);
  const isImpersonating = auth.impersonatorId !== null;
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    client_id: client.id,
    companyName: client.name,
    is_superadmin: user.is_superadmin,
    is_impersonating: isImpersonating,
    ...(include.includes('client') ? { client: clientView(client, capabilities) } : {}),
    ...(include.includes('navigation')
      ? {
          navigation: buildNavigation({
            capabilities,
            companyName: client.name,
            isSuperadmin: user.is_superadmin,
            isImpersonating,
            settings: { billingUrl: shell.billingUrl, helpVideoUrls: shell.helpVideoUrls },
          }),
        }
      : {}),
  };
}

const emailTaken = () => AppError.invalid({ email: [ACCOUNT_MESSAGES.emailTaken] });

const isRecent = (signedInAt: Date) => Date.now() - signedInAt.getTime() < RECENT_SIGN_IN_MINUTES * 60_000;

/**
 * A password or e-mail change hands the account to whoever makes it: refused in an impersonation
 * session, and it needs the current password unless the user signed in within the last minutes.
 */
async function guardAccountTakeover(
  db: Db,
  settings: SignInLimits,
  auth: AuthContext,
  changes: TUserProfileUpdate,
  currentEmail: string,
): Promise<void> {
  const changesEmail =
    changes.email !== undefined && changes.email.toLowerCase() !== currentEmail.toLowerCase();
  const field = changes.password !== undefined ? 'password' : changesEmail ? 'email' : null;
  if (field === null) return;
  if (auth.impersonatorId !== null) {
    throw new AppError(403, ACCOUNT_MESSAGES.notWhileImpersonating, {
      fieldErrors: { [field]: [ACCOUNT_MESSAGES.notWhileImpersonating] },
    });
  }
  if (changes.current_password === undefined) {
    if (isRecent(auth.signedInAt)) return;
    throw AppError.invalid({ current_password: [ACCOUNT_MESSAGES.currentPasswordRequired] });
  }
  const credentials = { userId: auth.userId, email: currentEmail, password: changes.current_password };
  await checkCurrentPassword(db, settings, credentials, () =>
    AppError.invalid({ current_password: [ACCOUNT_MESSAGES.currentPasswordIncorrect] }),
  );
}

/** A password change ends the user's other sessions; the one making the change stays signed in. */
export async function updateProfile(
  db: Db,
  settings: SignInLimits,
  auth: AuthContext,
  changes: TUserProfileUpdate,
): Promise<void> {
  const { first_name, last_name, email, password } = changes;
  const user = await repo.findUser(db, auth.userId);
  if (!user) throw AppError.unauthenticated();
  await guardAccountTakeover(db, settings, auth, changes, user.email);
  if (email !== undefined && (await repo.isEmailTakenByAnother(db, email, auth.userId))) throw emailTaken();
  const passwordHash = password === undefined ? undefined : await hashPassword(password);
  try {
    await db.transaction(async (tx) => {
      await repo.updateUser(tx, auth.userId, {
        ...(first_name === undefined ? {} : { first_name }),
        ...(last_name === undefined ? {} : { last_name }),
        ...(email === undefined ? {} : { email }),
        ...(passwordHash === undefined ? {} : { password_hash: passwordHash }),
      });
      if (passwordHash !== undefined)
        await revokeUserSessions(tx, auth.userId, new Date(), auth.accessTokenId);
    });
  } catch (error) {
    // Two accounts claiming the same address at once: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

export async function listManagedPublishers(db: Db, auth: AuthContext, filter: string | undefined) {
  const rows = await repo.listManagedClients(db, auth.userId, filter);
  return rows.map((row) => ({ ...row, is_active: row.id === auth.clientId }));
}

/** Only clients the user manages can become active; any other id is answered as not found. */
export async function switchActiveClient(
  db: Db,
  shell: ShellConfig,
  auth: AuthContext,
  clientId: number,
): Promise<TMe> {
  const client = await repo.findManagedClient(db, auth.userId, clientId);
  if (!client) throw AppError.notFound();
  await repo.updateUser(db, auth.userId, { active_client_id: client.id });
  return loadMe(db, shell, { ...auth, clientId: client.id }, ['client', 'navigation']);
}

export async function readMeta(db: Db, auth: AuthContext): Promise<Record<string, string>> {
  const rows = await repo.listMeta(db, auth.userId, auth.clientId);
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

export async function writeMeta(db: Db, auth: AuthContext, key: string, value: string) {
  await repo.upsertMeta(db, { userId: auth.userId, clientId: auth.clientId, key, value });
  return { key, value };
}
