/** `@commonpurse/db/seed`: the demo data (the first start, `npm run seed`, tests and benchmarks). */
export * from './demo.ts';
export { DEMO_BUDGET_SLUG, DEMO_HOUSING_SLUG, DEMO_PRIORITIZATION_SLUG } from './resident-demos.ts';
/** A simulation from its description (benchmarks build their own, e.g. bench:analytics' 60 items). */
export { insertSimulation, type SeedSimulation } from './simulations.ts';
export { DEMO_RECEIPT_SLUG, insertReceipt, type SeedReceipt } from './receipts.ts';
