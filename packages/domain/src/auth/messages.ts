export const PASSWORD_MIN_LENGTH = 6;
/** Not in the spec: a bound on what every sign-in must hash (argon2 works on the whole input). */
export const PASSWORD_MAX_LENGTH = 128;

/** Exact user-facing strings of the sign-in, forgot and reset screens (spec 2 sections 2, 5, 8). */
export const AUTH_MESSAGES = {
  emailRequired: 'E-mail is required',
  loginEmailInvalid: 'Must be valid e-mail',
  emailInvalid: 'Must be a valid e-mail address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters long',
  /** Not in the spec: the upper bound of PASSWORD_MAX_LENGTH. */
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
  passwordConfirmationRequired: 'Password Confirmation is required',
  passwordsMustMatch: 'The passwords must match',
  resetTokenRequired: 'Reset Token is required',
  correctErrors: 'Please correct the errors below, then try again.',
  loginFailed: 'Login failed. Please check your information and try again.',
  requestFailed: 'An error occurred while processing your request.',
  forgotSuccess: 'A password reset link has been sent to your email address.',
  resetSuccess: 'Your password was successfully reset.',
  /** Not in the spec: the server's field error for an unknown, used or expired reset token. */
  resetTokenInvalid: 'This password reset token is invalid or has expired.',
  /** Not in the spec: answered with 429 when sign-in or reset attempts exceed the limit. */
  tooManyAttempts: 'Too many attempts. Please wait a few minutes, then try again.',
} as const;
