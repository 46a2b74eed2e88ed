/** `@commonpurse/domain/analytics`: the figures of spec 2 as pure functions (server-side analytics). */
export * from './labels.ts';
export * from './summary.ts';
export * from './median.ts';
export * from './percent.ts';
export * from './item-figures.ts';
export * from './top-changes.ts';
export * from './slices.ts';
export * from './rates.ts';
export * from './time-on-site.ts';
export * from './impacts.ts';
export * from './breakdowns.ts';
export * from './schemas.ts';
export * from './pb-results.ts';
export * from './pb-results-labels.ts';
export * from './reports.ts';
export * from './item-analytics-labels.ts';
export * from './paths.ts';
