export * from './connection.ts';
export * from './all-queries.ts';
export * from './passwords.ts';
export * as schema from './schema/index.ts';
export * from './schema/index.ts';
export * from './notifications.ts';
export * from './maintenance.ts';
export * from './audit.ts';
export * from './pglite-template.ts';
