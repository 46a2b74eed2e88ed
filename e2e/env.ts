import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.E2E_PORT ?? 3100);

/** Shared by the config (which starts the server) and the tests (which read its outbox). */
export const E2E = {
  port,
  baseUrl: `http://localhost:${port}`,
  dataDir: process.env.E2E_DATA_DIR ?? join(tmpdir(), 'commonpurse-e2e'),
  admin: { email: 'e2e.admin@riverton.example', password: 'e2e-Pass-123' },
} as const;
