import { randomBytes } from 'node:crypto';
import { taxReceipts } from '@commonpurse/db';
import type { TestApp } from '../../test/helper.ts';
import {
  insertCategory,
  insertClient,
  insertSimulation,
  insertSubcategory,
  type ClientRow,
} from '../../test/simulations.ts';

// A taxpayer receipt residents can open, written straight to the database (the admin receipt calls are
// another module's): a budgets row with is_receipt and its tax_receipts row (decision 0398).
//   Spending "Public safety": Police 600, Fire 300; "Parks": Playgrounds 100 (spending 1,000)
//   A revenue category (never part of a receipt's spending) with one item.
//   Calculators: property tax (multiplier 0.012, owner question), sales tax (7 %, purchased percentage);
//   income tax offered but off.

export interface ReceiptFixtureOptions {
  /** A new client with these overrides, or an existing client's row. */
  client?: Parameters<typeof insertClient>[1] | ClientRow;
  budget?: Parameters<typeof insertSimulation>[2];
  receipt?: Partial<typeof taxReceipts.$inferInsert>;
}

export async function publicReceipt(t: TestApp, options: ReceiptFixtureOptions = {}) {
  const given = options.client;
  const client = given && 'id' in given && given.id ? (given as ClientRow) : await insertClient(t.db, given);
  const budget = await insertSimulation(t.db, client.id, {
    name: 'Your 2027 taxes',
    slug: `taxes-${randomBytes(4).toString('hex')}`,
    is_receipt: true,
    status: 'active',
    activated_at: new Date(),
    description: 'Where your tax dollars go',
    custom_header_html: '<h2 onclick="steal()">Welcome</h2><script>alert(1)</script>',
    ...options.budget,
  });
  await t.db.insert(taxReceipts).values({
    budget_id: budget.id,
    cta_button_label: 'Estimate my taxes',
    custom_pre_footer_html: '<p>Questions? <a href="https://city.example/help">Ask us</a></p>',
    is_tax_total_breakdown_enabled: true,
    about: '<p>About the <strong>budget</strong></p><img src="x" onerror="steal()">',
    about_cta_button_label: 'Read the budget',
    about_cta_button_url: 'https://city.example/budget',
    conclusion_heading: 'Thank you',
    conclusion_cta_button_label: 'Take the survey',
    conclusion_cta_button_url: 'http://survey.example/2027',
    is_property_tax_enabled: true,
    is_property_tax_owner_question_enabled: true,
    property_tax_question_content: 'Do you own the home you live in?',
    property_tax_rate: 0.012,
    property_tax_helper_content: 'The assessed value on your last notice.',
    is_sales_tax_enabled: true,
    sales_tax_rate: 0.07,
    is_sales_tax_purchased_percentage_enabled: true,
    is_income_tax_enabled: false,
    income_tax_rate: 0.05,
    ...options.receipt,
  });
  const safety = await insertCategory(t.db, budget.id, 'expense', {
    name: 'Public safety',
    details: 'Police and fire',
    display_order: 0,
  });
  const parks = await insertCategory(t.db, budget.id, 'expense', { name: 'Parks', display_order: 1 });
  const revenue = await insertCategory(t.db, budget.id, 'revenue', { name: 'Taxes', display_order: 2 });
  const police = await insertSubcategory(t.db, safety.id, {
    name: 'Police',
    amount: 600,
    details: 'Patrols',
    additional_details: '<p>Two new stations</p><script>alert(2)</script>',
    display_order: 0,
  });
  const fire = await insertSubcategory(t.db, safety.id, { name: 'Fire', amount: 300, display_order: 1 });
  const playgrounds = await insertSubcategory(t.db, parks.id, { name: 'Playgrounds', amount: 100 });
  await insertSubcategory(t.db, revenue.id, { name: 'Levy', amount: 5000 });
  return {
    client,
    budget,
    categories: { safety, parks },
    items: { police, fire, playgrounds },
    pagePath: `/v1/public/sites/${client.subdomain}/receipts/${budget.slug}`,
    path: `/v1/public/budgets/${budget.id}`,
  };
}

export type ReceiptFixture = Awaited<ReturnType<typeof publicReceipt>>;
