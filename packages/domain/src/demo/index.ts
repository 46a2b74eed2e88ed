// Made-up resident activity for the demo city and for benches (npm run demo-data): pure planning of
// visits, clicks, submissions and ballots; the server writes them through its own public insert paths.
export * from './random.ts';
export * from './visits.ts';
export * from './simulation.ts';
export * from './ballot.ts';
