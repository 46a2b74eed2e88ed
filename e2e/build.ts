import { spawnSync } from 'node:child_process';
import { E2E_MAP_ENV } from './env.ts';

// `npm run build:e2e`: the whole build, with the suite's map services (its local stub origin) baked
// into the console and the public site, as the server started by playwright.config.ts allows them.
const result = spawnSync('npm', ['run', 'build'], {
  stdio: 'inherit',
  env: { ...process.env, ...E2E_MAP_ENV },
});
process.exit(result.status ?? 1);
