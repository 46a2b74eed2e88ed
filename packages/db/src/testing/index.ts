/** `@commonpurse/db/testing`: fresh databases for tests and benchmarks (never loaded by the server). */
export * from './test-database.ts';
export * from './throwaway-postgres.ts';
export * from './query-overlaps.ts';
