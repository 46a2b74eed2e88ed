import type { z } from 'zod';
import { ZBallotCreate, ZSubmissionCreate } from '@commonpurse/domain/public';
import type { RouteEntry } from '../http/route-table.ts';

/**
 * Ids a route takes outside its path: every query or body field whose name ends in _id, Id or ids,
 * and the id lists named otherwise (ID_LISTS). Each one found must have a case in the matrix
 * (id-field-cases.ts), so a new id field cannot go untested.
 */

const ID_NAME = /(^|_)id$|Id$|ids$/i;
/** Fields that hold ids though their names do not say so. */
const ID_LISTS = new Set(['display_order', 'budgets', 'categories', 'winners']);

/** Bodies read by the handler rather than declared on the route (one route, two kinds of page). */
const HANDLER_BODIES: Record<string, z.ZodType[]> = {
  'POST /v1/public/budgets/:id/submissions': [ZSubmissionCreate, ZBallotCreate],
};

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'lazy']);

/** Field paths of a schema ("clicks[].subcategory_id") whose last name marks an id. */
function idFieldsOf(schema: z.ZodType, path: string, found: Set<string>): void {
  const def = schema.def as unknown as Record<string, unknown> & { type: string };
  if (WRAPPERS.has(def.type) && def.innerType) return idFieldsOf(def.innerType as z.ZodType, path, found);
  if (def.type === 'pipe') return idFieldsOf(def.in as z.ZodType, path, found);
  if (def.type === 'array') return idFieldsOf(def.element as z.ZodType, `${path}[]`, found);
  if (def.type === 'union') {
    for (const option of def.options as z.ZodType[]) idFieldsOf(option, path, found);
    return;
  }
  if (def.type !== 'object') return;
  for (const [name, inner] of Object.entries((schema as z.ZodObject).shape as Record<string, z.ZodType>)) {
    const field = path ? `${path}.${name}` : name;
    if (ID_NAME.test(name) || ID_LISTS.has(name)) found.add(field);
    idFieldsOf(inner, field, found);
  }
}

/** "METHOD url query.field" / "METHOD url body.field" for every id the routes take outside their paths. */
export function idFieldsOfRoutes(routes: readonly RouteEntry[]): string[] {
  const keys: string[] = [];
  for (const route of routes) {
    const label = `${route.method} ${route.url}`;
    const parts: [string, z.ZodType[]][] = [
      ['query', route.schema?.querystring ? [route.schema.querystring as z.ZodType] : []],
      [
        'body',
        [...(route.schema?.body ? [route.schema.body as z.ZodType] : []), ...(HANDLER_BODIES[label] ?? [])],
      ],
    ];
    for (const [part, schemas] of parts) {
      const found = new Set<string>();
      for (const schema of schemas) idFieldsOf(schema, '', found);
      for (const field of found) keys.push(`${label} ${part}.${field}`);
    }
  }
  return keys;
}
