export * from './clients.ts';
export * from './users.ts';
export * from './tokens.ts';
export * from './outbox.ts';
export * from './simulations.ts';
export * from './structure.ts';
