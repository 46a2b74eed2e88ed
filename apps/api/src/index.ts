/** The server as a library, for what runs it in-process (benchmarks): its public entry. */
export { buildApp, type BuildAppOptions } from './app.ts';
export { loadConfig, type AppConfig } from './config.ts';
export type { StaticSites } from './plugins/static-sites.ts';
/** The ballot read of published results: bench:publish times instant run-off on the same read. */
export { weightedBallots } from './modules/results/repo.ts';
/** Demo resident activity through the public write paths: bench:analytics fills its simulations with it. */
export { activeTargets, writeDemoActivity } from './startup/demo-activity.ts';
