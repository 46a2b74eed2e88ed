import { DEFAULT_LOCALE, standardExitQuestions, type TSimulationLocale } from '@commonpurse/domain';
import type { Tx } from '../connection.ts';
import {
  budgetCategories,
  budgets,
  budgetSubcategories,
  budgetQuestions,
  impacts,
  impactSubcategories,
} from '../schema/index.ts';

type ItemColumns = Omit<
  typeof budgetSubcategories.$inferInsert,
  'id' | 'budget_category_id' | 'display_order' | 'created_at' | 'updated_at'
>;
/** An item as [name, amount], or with any of its columns. */
export type SeedItem =
  readonly [name: string, amount: number] | (ItemColumns & { name: string; amount: number });

export interface SeedCategory {
  type: 'expense' | 'revenue';
  name: string;
  is_locked?: boolean;
  details?: string;
  items: readonly SeedItem[];
}

/** An entry (or extra exit) question, asked after the standard exit questions. */
export type SeedQuestion = Omit<
  typeof budgetQuestions.$inferInsert,
  'id' | 'budget_id' | 'display_order' | 'created_at' | 'updated_at'
>;

export interface SeedImpact {
  name: string;
  description?: string;
  target?: number;
  prefix?: string;
  suffix?: string;
  /** [item name, multiplier] */
  multipliers: readonly (readonly [item: string, multiplier: number])[];
}

export interface SeedSimulation {
  name: string;
  description: string;
  mode?: 'budget' | 'housing';
  locale?: TSimulationLocale;
  is_pb?: boolean;
  is_discoverable?: boolean;
  status?: 'new' | 'active' | 'inactive';
  slug?: string;
  adjustment?: number;
  /** Days between its activation and now: a site's root forwards to the most recently activated. */
  activatedDaysAgo?: number;
  /** Any other column of the simulation (texts, switches). */
  settings?: Partial<typeof budgets.$inferInsert>;
  categories: readonly SeedCategory[];
  questions?: readonly SeedQuestion[];
  impacts?: readonly SeedImpact[];
}

const DAY_MS = 86_400_000;

const itemColumns = (item: SeedItem): ItemColumns & { name: string; amount: number } =>
  'name' in item ? item : { name: item[0], amount: item[1] };

/**
 * Inserts a simulation with its categories and items (in the given order), the standard exit
 * questions, then its own questions and impacts.
 */
export async function insertSimulation(tx: Tx, clientId: number, spec: SeedSimulation): Promise<number> {
  const locale = spec.locale ?? DEFAULT_LOCALE;
  const started = spec.status && spec.status !== 'new';
  const statusAt = started ? new Date(Date.now() - (spec.activatedDaysAgo ?? 0) * DAY_MS) : null;
  const [budget] = await tx
    .insert(budgets)
    .values({
      ...spec.settings,
      client_id: clientId,
      name: spec.name,
      description: spec.description,
      locale,
      mode: spec.mode ?? 'budget',
      is_pb: spec.is_pb ?? false,
      is_discoverable: spec.is_discoverable ?? false,
      status: spec.status ?? 'new',
      status_at: statusAt,
      activated_at: statusAt,
      slug: spec.slug ?? null,
      adjustment: spec.adjustment ?? null,
    })
    .returning({ id: budgets.id });
  if (!budget) throw new Error(`Seeding ${spec.name} failed`);
  // Every simulation starts with the standard exit questions, as one created in the console does.
  const standard = standardExitQuestions(locale);
  await tx.insert(budgetQuestions).values(
    [...standard, ...(spec.questions ?? [])].map((question, order) => ({
      ...question,
      budget_id: budget.id,
      display_order: order,
    })),
  );
  const itemIds = new Map<string, number>();
  for (const [order, category] of spec.categories.entries()) {
    const [row] = await tx
      .insert(budgetCategories)
      .values({
        budget_id: budget.id,
        type: category.type,
        name: category.name,
        is_locked: category.is_locked ?? false,
        details: category.details ?? null,
        display_order: order,
      })
      .returning({ id: budgetCategories.id });
    if (!row) throw new Error(`Seeding ${category.name} failed`);
    if (category.items.length === 0) continue;
    const items = await tx
      .insert(budgetSubcategories)
      .values(
        category.items.map((item, index) => ({
          ...itemColumns(item),
          budget_category_id: row.id,
          display_order: index,
        })),
      )
      .returning({ id: budgetSubcategories.id, name: budgetSubcategories.name });
    for (const item of items) itemIds.set(item.name, item.id);
  }
  for (const [order, impact] of (spec.impacts ?? []).entries()) {
    const { multipliers, ...fields } = impact;
    const [row] = await tx
      .insert(impacts)
      .values({ ...fields, budget_id: budget.id, display_order: order })
      .returning({ id: impacts.id });
    if (!row) throw new Error(`Seeding ${impact.name} failed`);
    await tx.insert(impactSubcategories).values(
      multipliers.map(([item, multiplier]) => {
        const id = itemIds.get(item);
        if (id === undefined) throw new Error(`Impact ${impact.name}: no item ${item}`);
        return { impact_id: row.id, budget_subcategory_id: id, multiplier };
      }),
    );
  }
  return budget.id;
}

const CITY_GENERAL_FUND: readonly SeedCategory[] = [
  {
    type: 'revenue',
    name: 'Property Taxes',
    items: [
      ['Residential Property Tax', 55_800_000],
      ['Commercial Property Tax', 18_200_000],
    ],
  },
  {
    type: 'revenue',
    name: 'Sales & Use Taxes',
    items: [
      ['Local Sales Tax', 21_300_000],
      ['Lodging Tax', 3_100_000],
    ],
  },
  {
    type: 'revenue',
    name: 'Fees & Charges',
    items: [
      ['Building Permits', 4_200_000],
      ['Parks & Recreation Fees', 2_600_000],
      ['Court Fines', 1_100_000],
    ],
  },
  {
    type: 'revenue',
    name: 'Intergovernmental',
    items: [
      ['State Shared Revenue', 9_800_000],
      ['Federal Grants', 5_400_000],
    ],
  },
  {
    type: 'expense',
    name: 'Public Safety',
    items: [
      ['Police', 38_700_000],
      ['Fire & EMS', 29_400_000],
      ['Emergency Management', 1_900_000],
    ],
  },
  {
    type: 'expense',
    name: 'Public Works',
    items: [
      ['Street Maintenance', 12_300_000],
      ['Snow & Ice Removal', 2_800_000],
      ['Fleet Services', 3_300_000],
    ],
  },
  {
    type: 'expense',
    name: 'Parks & Recreation',
    items: [
      ['Park Maintenance', 6_100_000],
      ['Recreation Programs', 3_900_000],
      ['Library Services', 4_600_000],
    ],
  },
  {
    type: 'expense',
    name: 'Community Development',
    items: [
      ['Planning & Zoning', 2_700_000],
      ['Housing Assistance', 3_400_000],
      ['Economic Development', 2_100_000],
    ],
  },
  {
    type: 'expense',
    name: 'General Government',
    items: [
      ['City Council & Manager', 2_400_000],
      ['Finance & IT', 6_200_000],
      ['Human Resources', 1_700_000],
    ],
  },
];

const SCHOOL_DISTRICT: readonly SeedCategory[] = [
  {
    type: 'revenue',
    name: 'State Aid',
    items: [
      ['Foundation Formula', 48_000_000],
      ['Special Education Aid', 6_500_000],
    ],
  },
  {
    type: 'revenue',
    name: 'Local Property Tax',
    items: [
      ['Operating Levy', 31_000_000],
      ['Technology Levy', 2_500_000],
    ],
  },
  {
    type: 'revenue',
    name: 'Federal Funds',
    items: [
      ['Title I', 2_200_000],
      ['School Nutrition Program', 3_100_000],
    ],
  },
  {
    type: 'expense',
    name: 'Instruction',
    items: [
      ['Classroom Teachers', 44_000_000],
      ['Special Education', 11_200_000],
      ['Instructional Materials', 2_600_000],
    ],
  },
  {
    type: 'expense',
    name: 'Student Support',
    items: [
      ['Counselors & Nurses', 4_800_000],
      ['Transportation', 5_900_000],
      ['Nutrition Services', 3_400_000],
    ],
  },
  {
    type: 'expense',
    name: 'Operations',
    items: [
      ['Facilities & Maintenance', 9_100_000],
      ['Utilities', 3_300_000],
      ['Technology', 2_900_000],
    ],
  },
  {
    type: 'expense',
    name: 'Administration',
    items: [
      ['District Office', 3_100_000],
      ['School Administration', 3_000_000],
    ],
  },
];

const HOUSING_PLAN: readonly SeedCategory[] = [
  { type: 'revenue', name: 'Housing Targets', items: [['New Homes Required by 2035', 4_500]] },
  {
    type: 'expense',
    name: 'Downtown',
    items: [
      ['Mixed-use Towers', 1_200],
      ['Infill Townhomes', 600],
    ],
  },
  {
    type: 'expense',
    name: 'Transit Corridors',
    items: [
      ['Apartments Along Main Street', 900],
      ['Transit Village at the Rail Station', 800],
    ],
  },
  {
    type: 'expense',
    name: 'Neighborhoods',
    items: [
      ['Accessory Dwelling Units', 500],
      ['Duplex and Triplex Conversions', 500],
    ],
  },
];

const PB_PROJECTS: readonly SeedCategory[] = [
  {
    type: 'expense',
    name: 'Uncategorized',
    items: [
      ['New Playground at Riverside Park', 250_000],
      ['Protected Bike Lanes on 5th Avenue', 400_000],
      ['Library Makerspace', 180_000],
      ['Community Garden Expansion', 90_000],
      ['Crosswalk Safety Upgrades', 320_000],
      ['Solar Panels for the Recreation Center', 450_000],
      ['Youth Mural Program', 60_000],
      ['Tree Planting Initiative', 150_000],
    ],
  },
];

/** The templates every client may start from (GET admin/budgets?type=discoverable). */
export const TEMPLATES: readonly SeedSimulation[] = [
  {
    name: 'City General Fund',
    description:
      'A mid-sized city general fund: taxes, fees and grants against public safety, works and parks.',
    categories: CITY_GENERAL_FUND,
    is_discoverable: true,
  },
  {
    name: 'School District Budget',
    description: 'A K-12 district operating budget: state aid and levies against instruction and support.',
    categories: SCHOOL_DISTRICT,
    is_discoverable: true,
  },
  {
    name: 'Housing Plan',
    description: 'Where should 4,500 new homes go? Residents place the required housing across the city.',
    mode: 'housing',
    categories: HOUSING_PLAN,
    is_discoverable: true,
  },
  {
    name: 'Participatory Budgeting Projects',
    description: 'Residents choose and rank neighborhood projects within $1.5 million.',
    is_pb: true,
    adjustment: 1_500_000,
    categories: PB_PROJECTS,
    is_discoverable: true,
  },
];

/** The demo city's own simulations: one ready to preview, one prioritization and one finished. */
export const DEMO_SIMULATIONS: readonly SeedSimulation[] = [
  {
    name: 'FY 2026 Budget Balancer',
    description: 'Last year’s exercise.',
    categories: CITY_GENERAL_FUND,
    status: 'inactive',
    slug: 'fy2026',
  },
  {
    name: 'Neighborhood Projects 2027',
    description: 'Choose the projects for the 2027 participatory budget.',
    is_pb: true,
    adjustment: 1_500_000,
    categories: PB_PROJECTS,
    slug: 'projects-2027',
  },
  {
    name: 'FY 2027 General Fund',
    description: 'Balance next year’s general fund.',
    categories: CITY_GENERAL_FUND,
    slug: 'fy2027',
  },
];
