// Prints figures for the hot paths (npm run bench); TEST_DATABASE_URL runs them on PostgreSQL.
import { benchAuth } from './auth.ts';
import { benchSimulations } from './simulations.ts';
import { benchStructure } from './structure.ts';

await benchAuth();
await benchSimulations();
await benchStructure();
