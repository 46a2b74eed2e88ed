/** The server as a library, for what runs it in-process (benchmarks): its public entry. */
export { buildApp, type BuildAppOptions } from './app.ts';
export { loadConfig, type AppConfig } from './config.ts';
export type { StaticSites } from './plugins/static-sites.ts';
