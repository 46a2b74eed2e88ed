import type { InjectOptions } from 'fastify';
import type { RouteEntry } from '../http/route-table.ts';
import type { OwnerFixture } from './fixture.ts';
import { idFieldsOfRoutes } from './id-fields.ts';
import { fillPath } from './path-params.ts';
import { publicCasesOf } from './public-field-cases.ts';
import { requestParts } from './request-bodies.ts';
import type { PublicPages } from './public-pages.ts';
import { familyOf } from './route-matrix.ts';

/** A request's answer and the tables it changed. */
export interface Sent {
  status: number;
  changed: string[];
  body: string;
}
export type Send = (options: InjectOptions) => Promise<Sent>;

/** Every id field of a public write's body the scan finds ("METHOD url body.field"). */
export const publicWriteKeys = (routes: readonly RouteEntry[]) =>
  idFieldsOfRoutes(routes).filter((key) => familyOf(key.split(' ')[1] ?? '') === 'public');

/** "items.0.subcategory_id" as the scan writes it, "items[].subcategory_id". */
const scannedPath = (errorKey: string) => errorKey.replace(/\.\d+(?=\.|$)/g, '[]').replace(/^body\./, '');

/** The refusal names the field sent (so it is the id that was refused, not something else). */
function namesField(body: string, field: string): boolean {
  try {
    const errors = (JSON.parse(body) as { errors?: Record<string, unknown> }).errors ?? {};
    return Object.keys(errors).some((key) => scannedPath(key).startsWith(field));
  } catch {
    return false;
  }
}

/**
 * Each scanned field on the owner's page of its kind: with another simulation's id (the owner's other
 * one, another client's) refused 4xx naming the field with nothing stored; with the page's own id, 2xx.
 */
export async function checkPublicFields(
  keys: readonly string[],
  pages: PublicPages,
  send: Send,
): Promise<{ tried: number; problems: string[] }> {
  const problems: string[] = [];
  let tried = 0;
  for (const key of keys) {
    const [method, url = '', partField = ''] = key.split(' ');
    const field = partField.slice(partField.indexOf('.') + 1);
    for (const fieldCase of publicCasesOf(key)) {
      const home = pages.home[fieldCase.kind];
      const call = (id: unknown) =>
        send({
          method: method as InjectOptions['method'],
          url: url.replace(':id', String(home.budgetId)),
          payload: fieldCase.body(home, id),
        });
      for (const foreign of pages.foreign[fieldCase.kind]) {
        const answer = await call(fieldCase.idOf(foreign));
        tried += 1;
        const refused = answer.status >= 400 && answer.status < 500 && answer.changed.length === 0;
        if (!refused || !namesField(answer.body, field))
          problems.push(
            `${key} on ${home.label} with an id of ${foreign.label}: ${answer.status}, changed ` +
              `[${answer.changed}] ${answer.body.slice(0, 200)}`,
          );
      }
      const control = await call(fieldCase.idOf(home));
      if (control.status >= 300)
        problems.push(
          `${key} on ${home.label} with its own id: ${control.status} ${control.body.slice(0, 300)}`,
        );
    }
  }
  return { tried, problems };
}

/** Streams never end under inject; each one's lookup is the same as its sibling's JSON route. */
const STREAM = /\/events$/;

/**
 * Every public route naming a client by subdomain and a row of it: under another client's subdomain
 * with the owner's row, 404 with nothing changed; under the owner's own, 200 (streams excepted).
 */
export async function checkOtherSubdomains(
  routes: readonly RouteEntry[],
  owner: OwnerFixture,
  intruder: OwnerFixture,
  send: Send,
): Promise<{ tried: number; problems: string[] }> {
  const problems: string[] = [];
  const named = routes.filter(
    (route) => familyOf(route.url) === 'public' && route.url.includes(':subdomain'),
  );
  for (const route of named) {
    const label = `${route.method} ${route.url}`;
    const call = (fixture: OwnerFixture) =>
      send({
        method: route.method as InjectOptions['method'],
        url: fillPath(route.url, fixture).path,
        ...requestParts(route, owner),
      } as InjectOptions);
    const foreign = await call({ ...owner, subdomain: intruder.subdomain });
    if (foreign.status !== 404 || foreign.changed.length > 0)
      problems.push(
        `${label} under another client's subdomain: ${foreign.status}, changed [${foreign.changed}]`,
      );
    if (STREAM.test(route.url)) continue;
    const own = await call(owner);
    if (own.status !== 200) problems.push(`${label} under the owner's subdomain: ${own.status}`);
  }
  return { tried: named.length, problems };
}
