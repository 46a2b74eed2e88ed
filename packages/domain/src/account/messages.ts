import { PASSWORD_MAX_LENGTH } from '../auth/messages.ts';

/** How many sites may frame a client's public pages (decision 0542). */
export const FRAME_ANCESTORS_MAX = 20;

/** Exact strings of the My Account screen (spec 2 sections 5 and 8). */
export const ACCOUNT_MESSAGES = {
  organizationNameRequired: 'The organization name is required',
  /** The spec states the 6-character minimum without its wording. */
  organizationNameTooShort: 'The organization name must be at least 6 characters',
  /** The spec states "numeric, exactly 5 characters" without its wording. */
  postalCodeInvalid: 'The postal code must be exactly 5 digits',
  firstNameRequired: 'Your first name is required',
  lastNameRequired: 'Your last name is required',
  emailRequired: 'Your email address is required',
  emailInvalid: 'Your email address must be in a valid format',
  /** Not in the spec: PATCH users/me with an e-mail another account already uses. */
  emailTaken: 'This email address is already in use',
  passwordTooShort: 'The password must be at least 6 characters',
  passwordsMustMatch: 'The passwords must match',
  /** Not in the spec: the upper bound of PASSWORD_MAX_LENGTH. */
  passwordTooLong: `The password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  /** Not in the spec: a new password must come with its confirmation. */
  passwordConfirmationRequired: 'Please confirm the new password',
  /** Not in the spec: asked for unless the user signed in within RECENT_SIGN_IN_MINUTES. */
  currentPasswordRequired: 'Please enter your current password to change your password or e-mail address',
  currentPasswordIncorrect: 'Your current password is incorrect',
  /** Not in the spec: an impersonating superadmin may not take over the account. */
  notWhileImpersonating: 'The password and e-mail address cannot be changed while impersonating a user',
  profileUpdated: 'Your profile was successfully updated.',
  passwordUpdated: 'Your password was successfully updated.',
  profileUpdateFailed: 'An error occurred while updating your account',
  passwordUpdateFailed: 'An error occurred while updating your password',
  /** Not in the spec: the client's public site address (PATCH admin/clients/me, GET validate-subdomain). */
  subdomainRequired: 'The subdomain is required',
  subdomainLength: 'The subdomain must be between 3 and 63 characters',
  subdomainCharacters:
    'The subdomain may only contain lowercase letters, numbers and hyphens, and cannot start or end with a hyphen',
  subdomainReserved: 'This subdomain is reserved',
  subdomainTaken: 'This subdomain is already taken',
  /** Not in the spec: changing the public address breaks every published link (decision 0490). */
  subdomainChangeRefused: 'Please contact support to change your subdomain.',
  /** Not in the spec: the logo's link, once 'http://' is added to an address without a scheme. */
  logoLinkInvalid: 'The logo link must be a web address',
  /** Not in the spec: PATCH admin/clients/me with console_metadata larger than CONSOLE_METADATA_MAX_CHARS. */
  consoleMetadataTooLarge: 'The console settings are too large',
  /** Not in the spec: public_frame_ancestors (decision 0542). */
  frameAncestorInvalid:
    'Each site allowed to frame your public pages must be an https origin, such as https://www.example.gov',
  frameAncestorsTooMany: `At most ${FRAME_ANCESTORS_MAX} sites may frame your public pages`,
  logoUploaded: 'Your logo was successfully uploaded',
  logoDeleted: 'Your logo was successfully deleted.',
  logoFailed: 'An error occurred while processing the logo',
  logoDeleteFailed: 'An error occurred while deleting the logo.',
  /** Not in the spec: the server's refusals of POST admin/clients/me/logo. */
  logoTypeInvalid: 'The logo must be a PNG, JPG, JPEG or GIF file.',
  logoTooLarge: 'The logo must be smaller than 20 MB.',
  integrationTokenDeleted: 'The integration token was successfully deleted.',
  tokenCopied: 'Token copied to clipboard successfully!',
  tokenCopyFailed: 'Failed to copy the integration token to your clipboard.',
  integrationTokenCreateFailed: 'An error occurred while creating your integration token',
  integrationTokensRevokeFailed: 'An error occurred while revoking your tokens',
  integrationTokensLoadFailed: 'Failed to retrieve integration tokens',
  /** Not in the spec: the integrations capability is off (403). */
  integrationsDisabled: 'Integrations are not enabled for your account.',
  /** Not in the spec: GET /v1/integrations/budgets past its per-IP limit (429). */
  integrationTooManyRequests: 'Too many integration API requests. Please wait a minute, then try again.',
} as const;

/** 'An error occurred while updating your account' followed by the server's messages, if any. */
export const accountUpdateFailure = (serverMessages: readonly string[]) =>
  serverMessages.length > 0
    ? `${ACCOUNT_MESSAGES.profileUpdateFailed}: ${serverMessages.join(' ')}`
    : ACCOUNT_MESSAGES.profileUpdateFailed;

/** 'An error occurred while processing the logo' plus ': ' and the server's message, if any. */
export const logoUploadFailure = (serverMessage?: string) =>
  serverMessage ? `${ACCOUNT_MESSAGES.logoFailed}: ${serverMessage}` : ACCOUNT_MESSAGES.logoFailed;

/**
 * 'An error occurred while deleting the logo.' "with the same suffix" as the upload failure: ': ' and the
 * server's message, if any (decision 0490).
 */
export const logoDeleteFailure = (serverMessage?: string) =>
  serverMessage
    ? `${ACCOUNT_MESSAGES.logoDeleteFailed}: ${serverMessage}`
    : ACCOUNT_MESSAGES.logoDeleteFailed;

export const ORGANIZATION_NAME_MIN_LENGTH = 6;
/** A sign-in this recent stands in for the current password on a password or e-mail change. */
export const RECENT_SIGN_IN_MINUTES = 15;
