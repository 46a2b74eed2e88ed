import type { TReceiptLocale } from '@commonpurse/domain';
import type { Tx } from '../connection.ts';
import { budgetCategories, budgets, budgetSubcategories, taxReceipts } from '../schema/index.ts';

// The demo city's taxpayer receipts (decision 0398: a budgets row with is_receipt, its own fields in
// tax_receipts, its spending as expense categories). The Active one is what a resident opens at
// http://localhost:3000/s/demo/taxpayer-receipt.

export const DEMO_RECEIPT_SLUG = 'taxpayer-receipt';

export interface SeedReceipt {
  name: string;
  description: string;
  locale?: TReceiptLocale;
  status: 'new' | 'active';
  slug?: string;
  activatedDaysAgo?: number;
  /** The receipt's own fields (calculators, about and conclusion). */
  settings: Partial<typeof taxReceipts.$inferInsert>;
  /** Spending: [category, [[item, amount, details?]]]. */
  spending: readonly (readonly [string, readonly (readonly [string, number, string?])[]])[];
}

const DAY_MS = 86_400_000;

export async function insertReceipt(tx: Tx, clientId: number, spec: SeedReceipt): Promise<number> {
  const at = spec.status === 'active' ? new Date(Date.now() - (spec.activatedDaysAgo ?? 0) * DAY_MS) : null;
  const [receipt] = await tx
    .insert(budgets)
    .values({
      client_id: clientId,
      is_receipt: true,
      name: spec.name,
      description: spec.description,
      locale: spec.locale ?? 'en_US',
      status: spec.status,
      status_at: at,
      activated_at: at,
      slug: spec.slug ?? null,
    })
    .returning({ id: budgets.id });
  if (!receipt) throw new Error(`Seeding ${spec.name} failed`);
  await tx.insert(taxReceipts).values({ ...spec.settings, budget_id: receipt.id });
  for (const [order, [name, items]] of spec.spending.entries()) {
    const [category] = await tx
      .insert(budgetCategories)
      .values({ budget_id: receipt.id, type: 'expense', name, display_order: order })
      .returning({ id: budgetCategories.id });
    if (!category) throw new Error(`Seeding ${name} failed`);
    await tx.insert(budgetSubcategories).values(
      items.map(([item, amount, details], index) => ({
        budget_category_id: category.id,
        name: item,
        amount,
        details: details ?? null,
        display_order: index,
      })),
    );
  }
  return receipt.id;
}

/** Riverton's general fund as a receipt: 105.4 M of spending, property and sales tax calculators. */
const RIVERTON_RECEIPT: SeedReceipt = {
  name: 'Riverton Taxpayer Receipt 2027',
  description: 'See where your city taxes go, line by line.',
  status: 'active',
  slug: DEMO_RECEIPT_SLUG,
  activatedDaysAgo: 60,
  settings: {
    cta_button_label: 'Estimate my taxes',
    is_tax_total_breakdown_enabled: true,
    is_property_tax_enabled: true,
    is_property_tax_owner_question_enabled: true,
    property_tax_question_content: 'Do you own your home in Riverton?',
    property_tax_rate: 0.0062,
    property_tax_helper_content: 'Use the assessed value on your latest property tax statement.',
    is_sales_tax_enabled: true,
    sales_tax_rate: 0.0125,
    about:
      '<p>Riverton’s general fund pays for the services residents use every day. This receipt divides ' +
      'your estimated city taxes among them in proportion to the adopted 2027 budget.</p>',
    about_cta_button_label: 'Read the adopted budget',
    about_cta_button_url: 'https://example.org/riverton/budget-2027',
    conclusion_heading: 'Tell us what matters to you',
    conclusion_cta_button_label: 'Try the Budget Challenge',
    conclusion_cta_button_url: 'http://localhost:3000/s/demo/budget-challenge',
  },
  spending: [
    [
      'Public Safety',
      [
        ['Police', 24_600_000, 'Patrol, investigations and the 911 dispatch centre.'],
        ['Fire & Emergency Medical Services', 19_800_000, 'Four stations staffed around the clock.'],
        ['Municipal Court', 2_100_000],
      ],
    ],
    [
      'Streets & Transportation',
      [
        ['Street Maintenance', 9_400_000, 'Paving, potholes and sidewalk repair.'],
        ['Traffic Signals & Lighting', 3_200_000],
        ['Snow & Ice Response', 1_300_000],
      ],
    ],
    [
      'Parks & Recreation',
      [
        ['Parks Maintenance', 6_100_000],
        ['Recreation Programs', 4_200_000, 'Pools, camps and senior programs.'],
      ],
    ],
    [
      'Libraries',
      [
        ['Library Branches', 5_300_000],
        ['Books & Digital Media', 1_400_000],
      ],
    ],
    [
      'General Government',
      [
        ['Finance & Administration', 8_600_000],
        ['City Council & Mayor', 1_900_000],
        ['Information Technology', 5_700_000],
        ['Debt Service', 11_800_000],
      ],
    ],
  ],
};

/** A draft the list and editor show beside it. */
const DRAFT_RECEIPT: SeedReceipt = {
  name: 'Riverton Utility Bill Receipt',
  description: 'Draft: where water and sewer fees go.',
  status: 'new',
  settings: {},
  spending: [
    [
      'Water',
      [
        ['Treatment Plant', 7_200_000],
        ['Pipes & Mains', 4_900_000],
      ],
    ],
  ],
};

export const DEMO_RECEIPTS: readonly SeedReceipt[] = [RIVERTON_RECEIPT, DRAFT_RECEIPT];
