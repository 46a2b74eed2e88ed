import { PASSWORD_MAX_LENGTH } from '../auth/messages.ts';

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
} as const;

export const ORGANIZATION_NAME_MIN_LENGTH = 6;
/** A sign-in this recent stands in for the current password on a password or e-mail change. */
export const RECENT_SIGN_IN_MINUTES = 15;
