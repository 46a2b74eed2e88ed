import {
  ALL_CAPABILITIES_ON,
  buildNavigation,
  capabilitiesOf,
  type TCapabilitySwitches,
} from '@commonpurse/domain';
import type { TClient, TMe } from '@/api/types.ts';

export function makeClient(id: number, name: string, features: Partial<TCapabilitySwitches> = {}): TClient {
  const flags = { ...ALL_CAPABILITIES_ON, ...features };
  const source = {
    ...flags,
    is_trial: false,
    stripe_id: null,
    meta_pixel_id: null,
    google_translate_id: null,
  };
  return {
    ...source,
    id,
    name,
    postal_code: '12345',
    subdomain: name.toLowerCase().replace(/\W+/g, '-'),
    presiding_area: 'Riverton, OR',
    type: 'city',
    logo_url: null,
    logo_outbound_link: null,
    suppress_ips: false,
    total_licenses: 3,
    total_pb_licenses: 1,
    total_receipt_licenses: 1,
    console_metadata: {},
    public_frame_ancestors: [],
    external_reporting_api_token: 'reporting-token',
    capabilities: capabilitiesOf(source),
  };
}

export function makeMe(client: TClient = makeClient(1, 'City of Riverton'), impersonating = false): TMe {
  return {
    id: 7,
    first_name: 'Dana',
    last_name: 'Reyes',
    email: 'admin@riverton.example',
    client_id: client.id,
    companyName: client.name,
    is_superadmin: false,
    is_impersonating: impersonating,
    client,
    navigation: buildNavigation({
      capabilities: client.capabilities,
      companyName: client.name,
      isSuperadmin: false,
      isImpersonating: impersonating,
    }),
  };
}
