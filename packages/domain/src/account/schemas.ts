import { z } from 'zod';
import { requiredEmail } from '../auth/schemas.ts';
import { PASSWORD_MIN_LENGTH } from '../auth/messages.ts';
import { ACCOUNT_MESSAGES as M, ORGANIZATION_NAME_MIN_LENGTH } from './messages.ts';

const requiredName = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(255);

/** PATCH users/me: any subset of the fields; a password change may carry its confirmation. */
export const ZUserProfileUpdate = z
  .object({
    first_name: requiredName(M.firstNameRequired),
    last_name: requiredName(M.lastNameRequired),
    email: requiredEmail(M.emailRequired, M.emailInvalid),
    password: z.string().min(PASSWORD_MIN_LENGTH, { error: M.passwordTooShort }),
    password_confirmation: z.string(),
  })
  .partial()
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
