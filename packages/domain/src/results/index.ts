// Vote counting for participatory budgeting (spec 2 sections 3 and 9). Import from
// '@commonpurse/domain/results'; it is kept out of the main entry so browser bundles stay small.
export * from './types.ts';
export * from './exact.ts';
export * from './ballots.ts';
export * from './totals.ts';
export * from './greedy.ts';
export * from './irv.ts';
export * from './condorcet.ts';
export * from './consensus.ts';
export * from './mes.ts';
export * from './mes-explain.ts';
export * from './pabulib.ts';
export * from './pabulib-election.ts';
export * from './report.ts';
export * from './publish.ts';
export * from './prioritization-pabulib.ts';
export * from './pb-analytics.ts';
