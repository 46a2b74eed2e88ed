import type { TCapabilities, TClientFeatureFlags, TNavigation } from '@commonpurse/domain';

// Response shapes of docs/api.md. They belong in packages/domain (shared with apps/api); until the domain
// exports them, they are written here once, from the domain's own types.

/** The active client as GET /v1/users/me?include=client answers it. */
export interface TClient extends TClientFeatureFlags {
  id: number;
  name: string;
  postal_code: string | null;
  subdomain: string;
  presiding_area: string | null;
  type: string;
  logo_url: string | null;
  logo_outbound_link: string | null;
  suppress_ips: boolean;
  is_trial: boolean;
  stripe_id: string | null;
  total_licenses: number;
  total_pb_licenses: number;
  total_receipt_licenses: number;
  meta_pixel_id: string | null;
  google_translate_id: string | null;
  console_metadata: Record<string, unknown>;
  external_reporting_api_token: string;
  capabilities: TCapabilities;
}

/** The signed-in user (GET /v1/users/me). */
export interface TMe {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  client_id: number;
  companyName: string;
  is_superadmin: boolean;
  is_impersonating: boolean;
  client?: TClient;
  navigation?: TNavigation;
}

/** One entry of GET /v1/users/managed-publishers. */
export interface TManagedPublisher {
  id: number;
  name: string;
  presiding_area: string | null;
  subdomain: string;
  is_active: boolean;
}

export interface TData<T> {
  data: T;
}
