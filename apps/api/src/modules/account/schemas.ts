import { z } from 'zod';
import {
  CLIENT_FEATURES,
  type TCapabilities,
  type TClientFeature,
  type TMenuItem,
  type TNavigation,
} from '@commonpurse/domain';

const featureShape = Object.fromEntries(CLIENT_FEATURES.map((feature) => [feature, z.boolean()])) as Record<
  TClientFeature,
  z.ZodBoolean
>;

export const ZCapabilities = z.object({
  ...featureShape,
  meta_pixel: z.boolean(),
  google_translate: z.boolean(),
  is_trial: z.boolean(),
  has_subscription: z.boolean(),
}) satisfies z.ZodType<TCapabilities>;

export const ZClientView = z.object({
  id: z.number().int(),
  name: z.string(),
  postal_code: z.string().nullable(),
  subdomain: z.string(),
  presiding_area: z.string().nullable(),
  type: z.string(),
  logo_url: z.string().nullable(),
  logo_outbound_link: z.string().nullable(),
  suppress_ips: z.boolean(),
  is_trial: z.boolean(),
  stripe_id: z.string().nullable(),
  total_licenses: z.number().int(),
  total_pb_licenses: z.number().int(),
  total_receipt_licenses: z.number().int(),
  meta_pixel_id: z.string().nullable(),
  google_translate_id: z.string().nullable(),
  console_metadata: z.record(z.string(), z.unknown()),
  external_reporting_api_token: z.string(),
  ...featureShape,
  capabilities: ZCapabilities,
});
export type TClientView = z.infer<typeof ZClientView>;

const ZMenuItem: z.ZodType<TMenuItem> = z.lazy(() =>
  z.object({
    label: z.string(),
    icon: z
      .enum(['dashboard', 'simulate', 'prioritize', 'analytics', 'meetings', 'receipts', 'help'])
      .optional(),
    to: z.string().optional(),
    href: z.string().optional(),
    locked: z.boolean().optional(),
    children: z.array(ZMenuItem).optional(),
  }),
);

export const ZNavigation = z.object({
  menuItems: z.array(ZMenuItem),
  headerItems: z.array(
    z.object({
      kind: z.enum(['help', 'billing', 'profile']),
      label: z.string(),
      to: z.string().optional(),
      href: z.string().optional(),
    }),
  ),
  adminInformation: z.object({
    companyName: z.string(),
    isTrial: z.boolean(),
    isSuperadmin: z.boolean(),
    isImpersonating: z.boolean(),
    useNewNavigation: z.boolean(),
    useExternalLogin: z.boolean(),
    showUpgradeBox: z.boolean(),
    supportEmail: z.string(),
    supportPhone: z.string(),
  }),
}) satisfies z.ZodType<TNavigation>;

export const ZMe = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  client_id: z.number().int(),
  companyName: z.string(),
  is_superadmin: z.boolean(),
  is_impersonating: z.boolean(),
  client: ZClientView.optional(),
  navigation: ZNavigation.optional(),
});
export type TMe = z.infer<typeof ZMe>;

export const ME_INCLUDES = ['client', 'navigation'] as const;
export type TMeInclude = (typeof ME_INCLUDES)[number];

export const ZMeQuery = z.object({
  include: z
    .string()
    .optional()
    .transform((value) =>
      value
        ? value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)
        : [],
    )
    .pipe(z.array(z.enum(ME_INCLUDES, { error: 'Supported includes: client, navigation' }))),
});

export const ZMeResponse = z.object({ data: ZMe });

export const ZManagedPublisher = z.object({
  id: z.number().int(),
  name: z.string(),
  presiding_area: z.string().nullable(),
  subdomain: z.string(),
  /** The caller's active client. */
  is_active: z.boolean(),
});

export const ZPublishersQuery = z.object({ filter: z.string().trim().max(255).optional() });

export const ZActiveClientBody = z.object({ client_id: z.coerce.number().int().positive() });

export const ZMetaKeyParams = z.object({
  key: z.string().regex(/^[A-Za-z0-9_.:-]{1,100}$/, {
    error: 'The key may hold letters, digits, "_", ".", ":" and "-" (at most 100).',
  }),
});

export const ZMetaValueBody = z.object({ value: z.string().max(10_000) });
