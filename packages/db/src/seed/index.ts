/** `@commonpurse/db/seed`: the demo data (the first start, `npm run seed`, tests and benchmarks). */
export * from './demo.ts';
