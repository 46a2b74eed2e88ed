export * from './connection.ts';
export * from './passwords.ts';
export * from './test-database.ts';
export * from './seed/demo.ts';
export * as schema from './schema/index.ts';
export * from './schema/index.ts';
