import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.E2E_PORT ?? 3100);
const mapStubPort = Number(process.env.E2E_MAP_STUB_PORT ?? port + 1);
const mapStubOrigin = `http://127.0.0.1:${mapStubPort}`;
const dataDir = process.env.E2E_DATA_DIR ?? join(tmpdir(), 'commonpurse-e2e');

/** Shared by the config (which starts the server) and the tests (which read its outbox). */
export const E2E = {
  port,
  baseUrl: `http://localhost:${port}`,
  dataDir,
  admin: { email: 'e2e.admin@riverton.example', password: 'e2e-Pass-123' },
  /**
   * The demo administrator's session, signed in once per run by the setup project (e2e/setup) and
   * used by the signIn fixture; beside the data directory, written after the server emptied it.
   */
  adminSessionFile: `${dataDir}-admin-session.json`,
  /**
   * The map services of the suite: a local stub origin (the map spec starts it; decision 0573) in place
   * of OpenStreetMap's, which no test may reach. The front ends read these at build time (npm run
   * build:e2e) and the server at start, for its Content-Security-Policy.
   */
  mapStub: {
    port: mapStubPort,
    origin: mapStubOrigin,
    tileUrl: `${mapStubOrigin}/tiles/{z}/{x}/{y}.png`,
    geocoderUrl: `${mapStubOrigin}/search`,
  },
} as const;

/** The map variables the build and the server read (VITE_* reach the front ends at build time). */
export const E2E_MAP_ENV = {
  VITE_MAP_TILE_URL: E2E.mapStub.tileUrl,
  VITE_MAP_GEOCODER_URL: E2E.mapStub.geocoderUrl,
} as const;
