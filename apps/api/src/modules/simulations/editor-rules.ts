import {
  MAP_MESSAGES,
  normalizeMapColor,
  normalizeMapHeight,
  normalizeMapZoom,
  TOUR_MESSAGES,
  TOUR_MORE_INFO_KEY,
  type TCapabilitySwitch,
  type TSimulationConfiguration,
} from '@commonpurse/domain';
import type { DbOrTx } from '@commonpurse/db';
import type { BudgetChanges, BudgetRow } from './repo.ts';
import { clientCapabilities, requireCapability, scopeOf } from '../budgets/index.ts';
import { linksUnchanged } from './subcategory-links.ts';

/** The Map tab's fields, each with the stored value as a save would write it. */
const MAP_FIELDS = {
  map_enabled: (b: BudgetRow) => b.map_enabled,
  map_focus_display: (b: BudgetRow) => b.map_focus_display,
  geojson: (b: BudgetRow) => b.geojson,
  map_center_lat: (b: BudgetRow) => b.map_center_lat,
  map_center_lng: (b: BudgetRow) => b.map_center_lng,
  map_zoom_level: (b: BudgetRow) => normalizeMapZoom(b.map_zoom_level),
  map_height: (b: BudgetRow) => normalizeMapHeight(b.map_height),
  map_shape_color: (b: BudgetRow) => normalizeMapColor(b.map_shape_color),
} as const;

const LOCATION_FIELDS = ['is_location_enabled', 'is_location_required'] as const;

interface Needed {
  feature: TCapabilitySwitch;
  field: string;
  message: string;
}

/**
 * Refuses (403) a change the client's plan does not include: the map settings and subcategory_links
 * need simulation_map, Drop-a-Pin needs custom location maps, the tour's more-info flag guided_tour.
 * Only a value that changes counts, so the console's whole-simulation PATCH passes on any plan.
 */
export async function refuseMissingCapabilities(
  db: DbOrTx,
  clientId: number,
  budget: BudgetRow,
  changes: BudgetChanges,
  configuration: TSimulationConfiguration | undefined,
  links: readonly { target_budget_subcategory_id: number }[] | undefined,
): Promise<void> {
  const needed: Needed[] = [];
  const map = (field: string) => ({
    feature: 'simulation_map' as const,
    field,
    message: MAP_MESSAGES.mapsDisabled,
  });
  for (const [field, stored] of Object.entries(MAP_FIELDS)) {
    const value = changes[field as keyof typeof MAP_FIELDS];
    if (value !== undefined && value !== stored(budget)) needed.push(map(field));
  }
  if (links !== undefined && !(await linksUnchanged(db, scopeOf(clientId, budget.id), links)))
    needed.push(map('subcategory_links'));
  for (const field of LOCATION_FIELDS) {
    if (changes[field] !== undefined && changes[field] !== budget[field])
      needed.push({
        feature: 'is_custom_location_maps_enabled',
        field,
        message: MAP_MESSAGES.locationMapsDisabled,
      });
  }
  const moreInfo = configuration?.[TOUR_MORE_INFO_KEY];
  if (moreInfo !== undefined && moreInfo !== (budget.configuration_json[TOUR_MORE_INFO_KEY] ?? false))
    needed.push({ feature: 'guided_tour', field: TOUR_MORE_INFO_KEY, message: TOUR_MESSAGES.tourDisabled });
  if (needed.length === 0) return;
  const features = await clientCapabilities(db, clientId);
  for (const { feature, field, message } of needed) requireCapability(features, feature, field, message);
}
