import { createServer, type Server } from 'node:http';
import { E2E } from '../env.ts';

// The suite's map services (decision 0573): map tiles and a Nominatim-style search served from a second
// local origin, so the browser loads them across origins under the server's Content-Security-Policy
// exactly as it would OpenStreetMap's, without any outside network.

/** A 1x1 PNG: each tile Leaflet asks for (it scales the image to its 256 px square). */
const TILE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Where the search puts every query: Riverton, Oregon (the demo city). */
export const STUB_PLACE = { lat: '44.0520691', lon: '-123.0867536', display_name: 'Riverton, Oregon, USA' };

export interface MapStub {
  /** The paths (with queries) asked for, oldest first. */
  requests: string[];
  tiles(): string[];
  searches(): string[];
  close(): Promise<void>;
}

export async function startMapStub(port = E2E.mapStub.port): Promise<MapStub> {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', E2E.mapStub.origin);
    requests.push(`${url.pathname}${url.search}`);
    if (/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(url.pathname)) {
      response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store' });
      response.end(TILE_PNG);
      return;
    }
    if (url.pathname === '/search') {
      // The console fetches the search from its own origin: a cross-origin read needs this header.
      response.writeHead(200, {
        'content-type': 'application/json',
        'access-control-allow-origin': '*',
      });
      response.end(JSON.stringify([STUB_PLACE]));
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    requests,
    tiles: () => requests.filter((path) => path.startsWith('/tiles/')),
    searches: () => requests.filter((path) => path.startsWith('/search')),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
