import type { RouteEntry } from '../http/route-table.ts';
import type { OwnerFixture } from './fixture.ts';
import { fillPath } from './path-params.ts';

/** Which credential a route takes, from its path. */
export type RouteFamily = 'public' | 'reporting' | 'integration' | 'signed-in' | 'unscoped';

/** Docs, static files and the sites' pages hold no client's rows. */
const UNSCOPED = /^\/(docs|static|uploads|s)(\/|$)|^\/$|^\/healthz$/;

export function familyOf(url: string): RouteFamily {
  if (UNSCOPED.test(url)) return 'unscoped';
  if (url.startsWith('/v1/public/')) return 'public';
  if (url.startsWith('/api/')) return 'reporting';
  if (url.startsWith('/v1/integrations/')) return 'integration';
  return 'signed-in';
}

/** A route of the owner's with its path filled from the fixture. */
export interface Probe {
  route: RouteEntry;
  label: string;
  path: string;
  idParams: string[];
}

/** Every route of a family that names a row in its path, with the owner's ids filled in. */
export function probesOf(routes: readonly RouteEntry[], family: RouteFamily, owner: OwnerFixture): Probe[] {
  return routes
    .filter((route) => familyOf(route.url) === family && route.url.includes(':'))
    .map((route) => ({ route, label: `${route.method} ${route.url}`, ...fillPath(route.url, owner) }))
    .filter((probe) => probe.idParams.length > 0);
}

/**
 * Deletes last, children before parents, so a delete that leaked could not hide a later route's
 * answer behind a vanished parent (the matrix stops nothing on the first failure).
 */
export function inRunOrder(probes: Probe[]): Probe[] {
  const rank = (probe: Probe) => (probe.route.method === 'DELETE' ? 1_000 - probe.idParams.length : 0);
  return [...probes].sort((a, b) => rank(a) - rank(b));
}
