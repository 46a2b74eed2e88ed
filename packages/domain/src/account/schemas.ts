import { z } from 'zod';
import { requiredEmail } from '../auth/schemas.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../auth/messages.ts';
import { ACCOUNT_MESSAGES as M, ORGANIZATION_NAME_MIN_LENGTH } from './messages.ts';

const requiredName = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(255);

/**
 * PATCH users/me: any subset of the fields. A new password comes with its confirmation; a password or
 * e-mail change also needs the current password unless the user signed in recently (the server decides).
 */
export const ZUserProfileUpdate = z
  .object({
    first_name: requiredName(M.firstNameRequired),
    last_name: requiredName(M.lastNameRequired),
    email: requiredEmail(M.emailRequired, M.emailInvalid),
    password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, { error: M.passwordTooShort })
      .max(PASSWORD_MAX_LENGTH, { error: M.passwordTooLong }),
    password_confirmation: z.string().max(PASSWORD_MAX_LENGTH, { error: M.passwordTooLong }),
    current_password: z.string().max(PASSWORD_MAX_LENGTH, { error: M.currentPasswordIncorrect }),
  })
  .partial()
  .refine((v) => v.password === undefined || v.password_confirmation !== undefined, {
    error: M.passwordConfirmationRequired,
    path: ['password_confirmation'],
  })
  .refine((v) => v.password_confirmation === undefined || v.password === v.password_confirmation, {
    error: M.passwordsMustMatch,
    path: ['password_confirmation'],
  });
export type TUserProfileUpdate = z.infer<typeof ZUserProfileUpdate>;

/** PATCH admin/clients/me (organisation profile). */
export const ZClientProfileUpdate = z
  .object({
    name: z
      .string({ error: M.organizationNameRequired })
      .trim()
      .min(1, { error: M.organizationNameRequired, abort: true })
      .min(ORGANIZATION_NAME_MIN_LENGTH, { error: M.organizationNameTooShort })
      .max(255),
    postal_code: z.string().regex(/^\d{5}$/, { error: M.postalCodeInvalid }),
  })
  .partial();
export type TClientProfileUpdate = z.infer<typeof ZClientProfileUpdate>;
