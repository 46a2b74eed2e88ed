import {
  previewRefusal,
  ZSimulationStatus,
  type TEligibilityCategory,
  type TSimulationSummary,
  type TSimulationView,
} from '@commonpurse/domain';
import { serializeRow } from '../../lib/serialize-row.ts';
import { formatShortDate } from '../../lib/time.ts';
import { publicUrlOf, type UrlSettings } from '../budgets/index.ts';
import type { BudgetOwner, BudgetRow } from './repo.ts';

/** What the derived fields of one simulation are computed from. */
export interface DerivedInputs {
  owner: BudgetOwner;
  categories: TEligibilityCategory[];
  submissions: number;
  previewToken: string;
  urls: UrlSettings;
}

export function summaryOf(budget: BudgetRow, inputs: DerivedInputs): TSimulationSummary {
  const refusal = previewRefusal({ slug: budget.slug, isPb: budget.is_pb, categories: inputs.categories });
  const publicUrl = publicUrlOf(inputs.urls, inputs.owner.subdomain, budget.slug);
  const cap = inputs.owner.max_submissions;
  return {
    id: budget.id,
    client_id: budget.client_id,
    name: budget.name,
    slug: budget.slug,
    description: budget.description,
    status: ZSimulationStatus.parse(budget.status),
    locale: budget.locale,
    mode: budget.mode,
    is_pb: budget.is_pb,
    is_discoverable: budget.is_discoverable,
    is_location_enabled: budget.is_location_enabled,
    created_at: budget.created_at.toISOString(),
    updated_at: budget.updated_at.toISOString(),
    formatted_updated_at: formatShortDate(budget.updated_at),
    can_preview: refusal === null,
    preview_refusal: refusal,
    can_publish: refusal === null && !inputs.owner.is_trial,
    submissions: inputs.submissions,
    has_submissions_available: cap === null || inputs.submissions < cap,
    public_url: publicUrl,
    preview_url: publicUrl === null ? null : `${publicUrl}?preview=${inputs.previewToken}`,
  };
}

export type ViewChildren = Pick<
  TSimulationView,
  'strings' | 'revenue' | 'expenses' | 'demographics' | 'impacts' | 'subcategory_links'
>;

/** Every field of the simulation (not the stored file path), the derived ones and the included children. */
export function viewOf(budget: BudgetRow, inputs: DerivedInputs, children: ViewChildren): TSimulationView {
  const { header_image_path: _path, ...fields } = serializeRow(budget);
  return {
    ...fields,
    ...summaryOf(budget, inputs),
    configuration_json: budget.configuration_json,
    ...children,
  };
}
