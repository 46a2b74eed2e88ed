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
  profileUpdated: 'Your profile was successfully updated.',
  passwordUpdated: 'Your password was successfully updated.',
  profileUpdateFailed: 'An error occurred while updating your account',
  passwordUpdateFailed: 'An error occurred while updating your password',
} as const;

export const ORGANIZATION_NAME_MIN_LENGTH = 6;
