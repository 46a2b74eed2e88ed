import { z } from 'zod';
import { requiredEmail } from '../auth/schemas.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../auth/messages.ts';
import { ACCOUNT_MESSAGES as M, ORGANIZATION_NAME_MIN_LENGTH } from './messages.ts';
import { isWebAddress, LOGO_LIMITS, normalizeOutboundLink, ZOutboundLink } from './logo.ts';
import { ZSubdomain } from './subdomain.ts';
import { frameAncestorsFromText, ZFrameAncestors } from './frame-ancestors.ts';

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

/** Console settings kept on the client: PATCH merges keys into them; a null value removes its key. */
export const CONSOLE_METADATA_MAX_CHARS = 16_000;

/** One message at a time: required when blank, else the minimum (no abort, so form-level rules still run). */
const ZOrganizationName = z
  .string({ error: M.organizationNameRequired })
  .trim()
  .max(255)
  .superRefine((value, ctx) => {
    if (value.length === 0) ctx.addIssue({ code: 'custom', message: M.organizationNameRequired });
    else if (value.length < ORGANIZATION_NAME_MIN_LENGTH)
      ctx.addIssue({ code: 'custom', message: M.organizationNameTooShort });
  });

const POSTAL_CODE = /^\d{5}$/;

/**
 * PATCH admin/clients/me (organisation profile): any subset of the fields. A blank postal code or logo
 * link clears it; the link gets 'http://' when it lacks a scheme; console_metadata is merged;
 * public_frame_ancestors replaces the list whole.
 */
export const ZClientProfileUpdate = z
  .object({
    name: ZOrganizationName,
    postal_code: z
      .string()
      .trim()
      .nullable()
      .transform((value) => (value === '' ? null : value))
      .refine((value) => value === null || POSTAL_CODE.test(value), { error: M.postalCodeInvalid }),
    subdomain: ZSubdomain,
    logo_outbound_link: ZOutboundLink,
    public_frame_ancestors: ZFrameAncestors,
    console_metadata: z
      .record(z.string().min(1).max(100), z.unknown())
      .refine((value) => JSON.stringify(value).length <= CONSOLE_METADATA_MAX_CHARS, {
        error: M.consoleMetadataTooLarge,
      }),
  })
  .partial();
/** What the console sends. */
export type TClientProfileUpdate = z.input<typeof ZClientProfileUpdate>;
/** What the server stores, once trimmed and normalized. */
export type TClientProfileChanges = z.output<typeof ZClientProfileUpdate>;

/** GET validate-subdomain?subdomain=.. */
export const ZSubdomainQuery = z.object({ subdomain: z.string().max(255).optional() });

/**
 * The My Account form (spec 2 "/profile"): organisation, user and logo link fields, and an optional new
 * password (blank: unchanged) with its confirmation and the current password. Whether a changed
 * subdomain is free is the server's to say.
 */
export const ZAccountSettingsForm = z
  .object({
    name: ZOrganizationName,
    postal_code: z
      .string()
      .trim()
      .refine((value) => value === '' || POSTAL_CODE.test(value), { error: M.postalCodeInvalid }),
    subdomain: z.string(),
    first_name: requiredName(M.firstNameRequired),
    last_name: requiredName(M.lastNameRequired),
    email: requiredEmail(M.emailRequired, M.emailInvalid),
    logo_outbound_link: z
      .string()
      .max(LOGO_LIMITS.linkMax, { error: M.logoLinkInvalid })
      .refine(
        (value) => {
          const link = normalizeOutboundLink(value);
          return link === null || isWebAddress(link);
        },
        { error: M.logoLinkInvalid },
      ),
    /** One origin a line (PATCH sends them as public_frame_ancestors). */
    public_frame_ancestors: z.string().superRefine((text, ctx) => {
      const parsed = ZFrameAncestors.safeParse(frameAncestorsFromText(text));
      for (const issue of parsed.error?.issues ?? [])
        ctx.addIssue({ code: 'custom', message: issue.message });
    }),
    password: z
      .string()
      .max(PASSWORD_MAX_LENGTH, { error: M.passwordTooLong })
      .refine((value) => value === '' || value.length >= PASSWORD_MIN_LENGTH, { error: M.passwordTooShort }),
    password_confirmation: z.string().max(PASSWORD_MAX_LENGTH, { error: M.passwordTooLong }),
    current_password: z.string().max(PASSWORD_MAX_LENGTH, { error: M.currentPasswordIncorrect }),
  })
  .refine((v) => v.password === v.password_confirmation, {
    error: M.passwordsMustMatch,
    path: ['password_confirmation'],
    // Also beside other fields' errors, unless the confirmation already has its own.
    when: (payload) =>
      typeof payload.value === 'object' &&
      payload.value !== null &&
      payload.issues.every((issue) => issue.path?.[0] !== 'password_confirmation'),
  });
export type TAccountSettingsForm = z.infer<typeof ZAccountSettingsForm>;
