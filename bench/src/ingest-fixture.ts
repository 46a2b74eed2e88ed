// The ingest benchmark's simulation: one client, one Active budget of 20 items with every kind of step
// (standard, custom amount, custom rate, a tax rate) and bounds, and the bodies residents would send.
import { randomBytes } from 'node:crypto';
import {
  budgetCategories,
  budgetQuestions,
  budgets,
  budgetSubcategories,
  clients,
  type Db,
} from '@commonpurse/db';
import { ALL_CAPABILITIES_ON, DEFAULT_LOCALE, standardExitQuestions } from '@commonpurse/domain';
import { stepAmount, type TEngineItem, type TSubmissionInput } from '@commonpurse/domain/public';

type ItemSpec = Partial<typeof budgetSubcategories.$inferInsert> & { name: string; amount: number };

// Each side adds up to 80 M: the simulation starts balanced.
const REVENUE: ItemSpec[] = [
  { name: 'Property Tax', amount: 40_000_000, rate: 1, custom_increment_rate_for_tax_rate: 0.05 },
  { name: 'Sales Tax', amount: 20_000_000, custom_increment_amount: 500_000 },
  { name: 'Utility Fees', amount: 5_000_000, custom_increment_rate: 0.02 },
  { name: 'Lodging Tax', amount: 2_000_000 },
  { name: 'Building Permits', amount: 3_000_000 },
  { name: 'Court Fines', amount: 1_500_000 },
  { name: 'Parking Fees', amount: 2_500_000, floor_amount: 2_000_000, ceiling_amount: 2_600_000 },
  { name: 'State Revenue', amount: 4_000_000 },
  { name: 'Federal Grants', amount: 1_000_000 },
  { name: 'Interest', amount: 1_000_000 },
];
const SPENDING: ItemSpec[] = [
  { name: 'Police', amount: 30_000_000 },
  { name: 'Fire', amount: 15_000_000, custom_increment_amount: 250_000 },
  { name: 'Streets', amount: 10_000_000, custom_increment_rate: 0.03 },
  { name: 'Parks', amount: 8_000_000, floor_amount: 7_800_000, ceiling_amount: 9_000_000 },
  { name: 'Libraries', amount: 5_000_000 },
  { name: 'Housing', amount: 4_000_000 },
  { name: 'Planning', amount: 3_000_000 },
  { name: 'Finance', amount: 2_000_000 },
  { name: 'IT', amount: 2_000_000 },
  { name: 'Council', amount: 1_000_000 },
];

export interface IngestFixture {
  budgetId: number;
  items: (TEngineItem & { name: string })[];
  /** The select question's id and its values, and the text question's id. */
  ageRange: { id: number; values: string[] };
  postalCode: { id: number };
}

/** A client with every capability, a licence of each kind and no submission cap. */
export async function insertBenchClient(db: Db, name: string, subdomain: string) {
  const [client] = await db
    .insert(clients)
    .values({
      name,
      subdomain,
      external_reporting_api_token: randomBytes(24).toString('base64url'),
      total_licenses: 1,
      total_pb_licenses: 1,
      ...ALL_CAPABILITIES_ON,
    })
    .returning();
  if (!client) throw new Error(`Seeding ${name} failed`);
  return client;
}

/** A client (every capability, no submission cap) and its Active 20-item budget. */
export async function seedIngestFixture(db: Db): Promise<IngestFixture> {
  const client = await insertBenchClient(db, 'Ingest Bench City', 'ingest-bench');
  const [budget] = await db
    .insert(budgets)
    .values({
      client_id: client.id,
      name: 'Ingest Bench Budget',
      slug: 'ingest-bench',
      status: 'active',
      status_at: new Date(),
      activated_at: new Date(),
      is_budget_submittable_with_deficit: false,
    })
    .returning();
  const questions = await db
    .insert(budgetQuestions)
    .values(standardExitQuestions(DEFAULT_LOCALE).map((q) => ({ ...q, budget_id: budget!.id })))
    .returning();
  const items: IngestFixture['items'] = [];
  const sides = [
    ['revenue', REVENUE.slice(0, 5), REVENUE.slice(5)],
    ['expense', SPENDING.slice(0, 5), SPENDING.slice(5)],
  ] as const;
  for (const [type, ...groups] of sides) {
    for (const [order, group] of groups.entries()) {
      const [category] = await db
        .insert(budgetCategories)
        .values({ budget_id: budget!.id, type, name: `${type} ${order + 1}`, display_order: order })
        .returning();
      const rows = await db
        .insert(budgetSubcategories)
        .values(
          group.map((item, index) => ({ ...item, budget_category_id: category!.id, display_order: index })),
        )
        .returning();
      for (const row of rows) items.push({ ...row, type, question: null });
    }
  }
  const age = questions.find((q) => q.slug === 'age_range')!;
  return {
    budgetId: budget!.id,
    items,
    ageRange: { id: age.id, values: (age.options_config ?? []).map((o) => o.value) },
    postalCode: { id: questions.find((q) => q.slug === 'postal_code')!.id },
  };
}

const randomInt = (max: number) => Math.floor(Math.random() * (max + 1));

/**
 * Valid submissions: every item moved 0-3 steps on its own grid (revenue up, spending down, so the
 * balance never falls into a deficit) and two answers.
 */
export function submissionBodies(fixture: IngestFixture, count: number): string[] {
  return Array.from({ length: count }, () => {
    const body: TSubmissionInput = {
      items: fixture.items.map((item) => ({
        subcategory_id: item.id,
        amount: stepAmount(item, item.amount, item.type === 'revenue' ? randomInt(3) : -randomInt(3)),
      })),
      answers: [
        { question_id: fixture.postalCode.id, value: String(97_401 + randomInt(20)) },
        {
          question_id: fixture.ageRange.id,
          value: fixture.ageRange.values[randomInt(fixture.ageRange.values.length - 1)]!,
        },
      ],
    };
    return JSON.stringify(body);
  });
}
