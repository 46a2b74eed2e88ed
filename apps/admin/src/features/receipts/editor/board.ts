import type { TCapabilities, TReceiptView } from '@commonpurse/domain';
import { ROUTE_TITLES } from '@commonpurse/domain/console';
import type { TBoardSubject } from '@/editor-kit/editor-context.tsx';
import type { TKind } from '@/editor-kit/simulation-kind.ts';

// How the structure board sees a receipt: a budget-mode editor (not a prioritization) with only a
// spending list, no map and no scenario questions (decision 0441).

export const RECEIPT_KIND: TKind = {
  isPb: false,
  plural: ROUTE_TITLES.receipts,
  singular: 'taxpayer receipt',
  listPath: '/receipts',
  editorPath: (id) => `/receipts/${id}`,
};

const NO_CONFIGURATION = {};
const NO_REVENUE: TBoardSubject['revenue'] = [];

/** The receipt in the shape the board reads. */
export const boardSubject = (receipt: TReceiptView): TBoardSubject => ({
  id: receipt.id,
  slug: receipt.slug,
  mode: 'budget',
  locale: receipt.locale,
  configuration_json: NO_CONFIGURATION,
  map_enabled: false,
  expenses: receipt.expenses ?? [],
  revenue: NO_REVENUE,
});

/** A receipt's items have no scenario or dedicated-funds questions, whatever the client's plan. */
export const boardCapabilities = (capabilities: TCapabilities): TCapabilities => ({
  ...capabilities,
  custom_questions_management: false,
  simulation_dedicated_funding_questions: false,
});
