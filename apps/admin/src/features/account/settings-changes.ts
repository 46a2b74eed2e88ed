import {
  frameAncestorsFromText,
  normalizeSubdomain,
  type TAccountSettingsForm,
  type TClientProfileUpdate,
  type TUserProfileUpdate,
} from '@commonpurse/domain';
import type { TClient, TMe } from '@/api/types.ts';

/** The form's fields, in the order their server errors are placed. */
export const SETTINGS_FIELDS = [
  'name',
  'postal_code',
  'subdomain',
  'first_name',
  'last_name',
  'email',
  'logo_outbound_link',
  'public_frame_ancestors',
  'password',
  'password_confirmation',
  'current_password',
] as const satisfies readonly (keyof TAccountSettingsForm)[];

/** The form as the stored user and client fill it; the password fields start empty. */
export function settingsDefaults(user: TMe & { client: TClient }): TAccountSettingsForm {
  return {
    name: user.client.name,
    postal_code: user.client.postal_code ?? '',
    subdomain: user.client.subdomain,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    logo_outbound_link: user.client.logo_outbound_link ?? '',
    public_frame_ancestors: user.client.public_frame_ancestors.join('\n'),
    password: '',
    password_confirmation: '',
    current_password: '',
  };
}

export interface TSettingsChanges {
  /** PATCH admin/clients/me, or null when no organisation field changed. */
  client: TClientProfileUpdate | null;
  /** PATCH users/me with names and e-mail, or null when none changed. */
  profile: TUserProfileUpdate | null;
  /** PATCH users/me with the new password, or null when none was typed. */
  password: TUserProfileUpdate | null;
}

const changed = <T extends object>(next: T, before: Partial<T>) =>
  Object.fromEntries(
    Object.entries(next).filter(([key, value]) => before[key as keyof T] !== value),
  ) as Partial<T>;

const orNull = <T extends object>(value: T) => (Object.keys(value).length > 0 ? value : null);

/**
 * The calls 'Update Settings' makes: only what changed. The subdomain is sent only by those who may
 * move the site (decision 0490); the current password goes with an e-mail or password change.
 */
export function settingsChanges(
  form: TAccountSettingsForm,
  saved: TAccountSettingsForm,
  canMoveSite: boolean,
): TSettingsChanges {
  const client = changed(
    { name: form.name, postal_code: form.postal_code, logo_outbound_link: form.logo_outbound_link },
    saved,
  );
  const frameAncestors = frameAncestorsFromText(form.public_frame_ancestors);
  if (frameAncestors.join('\n') !== frameAncestorsFromText(saved.public_frame_ancestors).join('\n'))
    Object.assign(client, { public_frame_ancestors: frameAncestors });
  if (canMoveSite && normalizeSubdomain(form.subdomain) !== normalizeSubdomain(saved.subdomain))
    Object.assign(client, { subdomain: form.subdomain });
  const profile: TUserProfileUpdate = changed(
    { first_name: form.first_name, last_name: form.last_name, email: form.email },
    saved,
  );
  const currentPassword = form.current_password ? { current_password: form.current_password } : {};
  if (profile.email !== undefined) Object.assign(profile, currentPassword);
  return {
    client: orNull(client),
    profile: orNull(profile),
    password: form.password
      ? { password: form.password, password_confirmation: form.password_confirmation, ...currentPassword }
      : null,
  };
}
