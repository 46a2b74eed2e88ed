// bench:crash's data, written before the first start: the demo data (its administrator signs in), a
// New simulation of the demo city whose spending the import replaces, and the ingest bench's Active
// simulation that residents submit to.
import { eq } from 'drizzle-orm';
import { budgetCategories, budgets, budgetSubcategories, users, type Db } from '@commonpurse/db';
import { seedDemoData, type SeededLogin } from '@commonpurse/db/seed';
import { seedIngestFixture, type IngestFixture } from './ingest-fixture.ts';

export interface CrashFixture {
  admin: SeededLogin;
  /** The New simulation whose spending list the CSV import replaces. */
  importBudgetId: number;
  submissions: IngestFixture;
}

/** The spending list before any import: 3 categories of 4 items. */
const START_CATEGORIES = 3;
const START_ITEMS = 4;

async function insertImportSimulation(db: Db, clientId: number) {
  const [budget] = await db
    .insert(budgets)
    .values({ client_id: clientId, name: 'Crash import', slug: 'crash-import', status: 'new' })
    .returning();
  for (let c = 0; c < START_CATEGORIES; c += 1) {
    const [category] = await db
      .insert(budgetCategories)
      .values({ budget_id: budget!.id, type: 'expense', name: `Start ${c + 1}`, display_order: c })
      .returning();
    await db.insert(budgetSubcategories).values(
      Array.from({ length: START_ITEMS }, (_, i) => ({
        budget_category_id: category!.id,
        name: `Start item ${c + 1}.${i + 1}`,
        amount: 1_000 * (i + 1),
        display_order: i,
      })),
    );
  }
  return budget!.id;
}

export async function seedCrashFixture(db: Db): Promise<CrashFixture> {
  const [admin] = await seedDemoData(db);
  const [user] = await db
    .select({ clientId: users.active_client_id })
    .from(users)
    .where(eq(users.email, admin!.email));
  return {
    admin: admin!,
    importBudgetId: await insertImportSimulation(db, user!.clientId!),
    submissions: await seedIngestFixture(db),
  };
}
