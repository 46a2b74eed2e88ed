import { z } from 'zod';
import { AUTH_MESSAGES as M, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './messages.ts';

/** A required e-mail: the "required" message alone when empty, the format message otherwise. */
export const requiredEmail = (required: string, invalid: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .pipe(z.email({ error: invalid }));

const requiredPassword = (required: string) =>
  z
    .string({ error: required })
    .min(1, { error: required, abort: true })
    .min(PASSWORD_MIN_LENGTH, { error: M.passwordTooShort })
    .max(PASSWORD_MAX_LENGTH, { error: M.passwordTooLong });

export const ZLoginForm = z.object({
  email: requiredEmail(M.emailRequired, M.loginEmailInvalid),
  password: requiredPassword(M.passwordRequired),
});
export type TLoginForm = z.infer<typeof ZLoginForm>;

export const ZForgotForm = z.object({
  email: requiredEmail(M.emailRequired, M.emailInvalid),
});
export type TForgotForm = z.infer<typeof ZForgotForm>;

export const ZResetForm = z
  .object({
    token: z.string({ error: M.resetTokenRequired }).trim().min(1, { error: M.resetTokenRequired }),
    email: requiredEmail(M.emailRequired, M.emailInvalid),
    password: requiredPassword(M.passwordRequired),
    password_confirmation: requiredPassword(M.passwordConfirmationRequired),
  })
  .refine((v) => v.password === v.password_confirmation, {
    error: M.passwordsMustMatch,
    path: ['password_confirmation'],
    // Only once the body is an object whose confirmation passed its own rules (a null body must not throw).
    when: (payload) =>
      typeof payload.value === 'object' &&
      payload.value !== null &&
      payload.issues.every((issue) => issue.path?.[0] !== 'password_confirmation'),
  });
export type TResetForm = z.infer<typeof ZResetForm>;

/** OAuth token request (RFC 6749 password and refresh_token grants) as the console sends it. */
export const ZTokenRequest = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('password'),
    username: z.string().trim().min(1),
    password: z.string().min(1),
    client_id: z.string().min(1),
    client_secret: z.string().optional(),
    scope: z.string().optional(),
  }),
  z.object({
    grant_type: z.literal('refresh_token'),
    refresh_token: z.string().min(1),
    client_id: z.string().min(1),
    client_secret: z.string().optional(),
    scope: z.string().optional(),
  }),
]);
export type TTokenRequest = z.infer<typeof ZTokenRequest>;
