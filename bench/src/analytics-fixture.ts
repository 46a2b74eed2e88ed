// bench:analytics' simulation: 60 items (30 revenue, 30 spending in 10 categories, two with a scenario
// question), the standard exit questions, comments and pins on; balanced at the start, so residents
// who cut or raise must balance before they submit (as the demo planner does).
import { eq } from 'drizzle-orm';
import { clients, type Db } from '@commonpurse/db';
import { insertSimulation, type SeedSimulation } from '@commonpurse/db/seed';

const SCENARIO = {
  name: 'Service level',
  description: 'Which service level should the city fund?',
  allow_multiple: false,
  options: [
    { id: 1, title: 'Keep today’s level', value: 0, default: true },
    { id: 2, title: 'Expand', value: 250_000 },
    { id: 3, title: 'Reduce', value: -200_000 },
  ],
};

const CATEGORIES = {
  revenue: ['Taxes', 'Fees & Permits', 'Intergovernmental', 'Utilities', 'Other Revenue'],
  expense: ['Public Safety', 'Public Works', 'Parks & Culture', 'Community Services', 'Administration'],
} as const;

/** Six items per category; amounts differ so averages and medians differ. */
function categoriesOf(type: 'revenue' | 'expense'): SeedSimulation['categories'] {
  return CATEGORIES[type].map((name, c) => ({
    type,
    name,
    items: Array.from({ length: 6 }, (_, i) => ({
      name: `${name} ${i + 1}`,
      amount: 500_000 + (c * 6 + i) * 100_000,
      ...(type === 'expense' && c === 2 && i < 2 ? { customized_question_json: SCENARIO } : {}),
      ...(i === 5 ? { custom_increment_rate: 0.02 } : {}),
    })),
  }));
}

export const ANALYTICS_SIMULATION: SeedSimulation = {
  name: 'Analytics Bench Budget',
  description: '60 items, 100,000 residents.',
  status: 'active',
  slug: 'analytics-bench',
  activatedDaysAgo: 40,
  settings: {
    is_commenting_enabled: true,
    is_location_enabled: true,
    is_budget_submittable_with_deficit: false,
    show_submission_averages: true,
  },
  categories: [...categoriesOf('revenue'), ...categoriesOf('expense')],
};

/** The 60-item simulation in the client (no submission cap): its id. */
export async function seedAnalyticsSimulation(db: Db, clientId: number): Promise<number> {
  await db.update(clients).set({ max_submissions: null }).where(eq(clients.id, clientId));
  return db.transaction((tx) => insertSimulation(tx, clientId, ANALYTICS_SIMULATION));
}
