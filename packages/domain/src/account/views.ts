import { z } from 'zod';
import { CAPABILITY_SWITCHES, type TCapabilities, type TCapabilitySwitch } from '../clients/capabilities.ts';
import { HELP_TOPIC_NAMES, NAV_ICON_NAMES, type TMenuItem, type TNavigation } from '../clients/navigation.ts';

// Response shapes of the account calls (docs/api.md): the server serialises with them, the console
// infers its types from them.

export const ZTokenResponse = z.object({
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  access_token: z.string(),
  refresh_token: z.string(),
  scope: z.string(),
});
export type TTokenResponse = z.infer<typeof ZTokenResponse>;

const featureShape = Object.fromEntries(
  CAPABILITY_SWITCHES.map((feature) => [feature, z.boolean()]),
) as Record<TCapabilitySwitch, z.ZodBoolean>;

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
  public_frame_ancestors: z.array(z.string()),
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
    icon: z.enum(NAV_ICON_NAMES).optional(),
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
  helpVideos: z.partialRecord(z.enum(HELP_TOPIC_NAMES), z.string()),
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

/** One entry of GET /v1/users/managed-publishers. */
export const ZManagedPublisher = z.object({
  id: z.number().int(),
  name: z.string(),
  presiding_area: z.string().nullable(),
  subdomain: z.string(),
  /** The caller's active client. */
  is_active: z.boolean(),
});

export type TManagedPublisher = z.infer<typeof ZManagedPublisher>;
