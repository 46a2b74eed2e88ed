import type { InjectOptions } from 'fastify';
import type { z } from 'zod';
import { ITEM_IMAGE_FIELD } from '@commonpurse/domain';
import type { RouteEntry } from '../http/route-table.ts';
import type { OwnerFixture } from './fixture.ts';

/**
 * Bodies for the write calls of the matrix. A body the route's schema refuses would be answered 400/422
 * before any tenancy check, so each body is checked against the schema first; most are derived from
 * it (its required fields, plus a name where it takes one, so a leak would visibly change a row), the
 * rest are listed in BODIES.
 */

type BodyOf = (owner: OwnerFixture) => unknown;

export class UnusableBodyError extends Error {}

/** Routes whose schema-derived body would be refused or say nothing. Keyed by "METHOD url". */
export const BODIES: Record<string, BodyOf> = {
  'PATCH /v1/admin/budgets/:id': () => ({ name: 'Taken over' }),
  'PATCH /v1/admin/receipts/:id': () => ({ name: 'Taken over' }),
  'PATCH /v1/admin/meetings/:id': () => ({ name: 'Taken over' }),
  'POST /v1/admin/budgets/:id/subcategory/:subId/image-url': () => ({
    image_url: 'https://images.example.test/taken.png',
  }),
  'PUT /v1/admin/budgets/:id/impacts/:iid/multipliers': (owner) => ({
    multipliers: [{ budget_subcategory_id: owner.simulation.expense.subId, multiplier: 2 }],
  }),
  'POST /v1/admin/budgets/:id/ballots/paper': (owner) => ({
    items: [{ subcategory_id: owner.prioritization.item.subId, rank: 1 }],
  }),
};

/** A tiny PNG, for the image uploads. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PNG_FILE = { filename: 'probe.png', type: 'image/png', bytes: PNG_1X1 };
const CSV_FILE = {
  filename: 'probe.csv',
  type: 'text/csv',
  bytes: Buffer.from('name,amount\nTaken over,1\n'),
};

/**
 * The file each upload route reads (they declare multipart and no body schema), by the route's last
 * path segment: a file under another field would be refused before the tenancy check.
 */
const UPLOADS: Record<string, { field: string; file: typeof PNG_FILE }> = {
  'header-image': { field: 'header_image', file: PNG_FILE },
  image: { field: ITEM_IMAGE_FIELD, file: PNG_FILE },
  import: { field: 'csv_file', file: CSV_FILE },
};

function multipartUpload(route: RouteEntry): Partial<InjectOptions> {
  const upload = UPLOADS[route.url.split('/').at(-1) ?? ''];
  if (!upload)
    throw new UnusableBodyError(
      `${route.method} ${route.url}: an upload route the matrix has no file for. Add its field to UPLOADS in apps/api/src/security/request-bodies.ts.`,
    );
  const { field, file } = upload;
  const head = `--b\r\nContent-Disposition: form-data; name="${field}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file.bytes, Buffer.from('\r\n--b--\r\n')]),
    headers: { 'content-type': 'multipart/form-data; boundary=b' },
  };
}

/** Optional fields sampled anyway: a name makes a leaked write visible; a slug check needs its slug. */
const SAMPLED_OPTIONAL_FIELDS = { body: new Set(['name']), query: new Set(['slug']) };
type Part = keyof typeof SAMPLED_OPTIONAL_FIELDS;

/** A field to set while sampling: its path ("items[].subcategory_id" split at dots and []) and value. */
interface Override {
  path: string[];
  value: unknown;
  part: Part;
}

/**
 * The simplest value a schema accepts, built from its type (zod 4 definitions); with an override, the
 * value also carries that field (an array then gets one element).
 */
function sampleOf(schema: z.ZodType, key = '', override?: Override): unknown {
  const def = schema.def as unknown as Record<string, unknown> & { type: string };
  if (override?.path.length === 0) return override.value;
  switch (def.type) {
    case 'object': {
      const shape = (schema as z.ZodObject).shape as Record<string, z.ZodType>;
      const out: Record<string, unknown> = {};
      for (const [field, inner] of Object.entries(shape)) {
        const next = override?.path[0] === field ? { ...override, path: override.path.slice(1) } : undefined;
        if (
          next ||
          !inner.safeParse(undefined).success ||
          SAMPLED_OPTIONAL_FIELDS[override?.part ?? 'body'].has(field)
        )
          out[field] = sampleOf(inner, field, next);
      }
      return out;
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return sampleOf(def.innerType as z.ZodType, key, override);
    case 'pipe':
      return sampleOf(def.in as z.ZodType, key, override);
    case 'union':
      return sampleOf((def.options as z.ZodType[])[0] as z.ZodType, key, override);
    case 'string':
      return key === 'name' ? 'Taken over' : 'probe';
    case 'number':
    case 'int':
      return 1;
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'array':
      return override?.path[0] === '[]'
        ? [sampleOf(def.element as z.ZodType, key, { ...override, path: override.path.slice(1) })]
        : [];
    default:
      return undefined;
  }
}

/** "items[].subcategory_id" as sampleOf's override path. */
const overridePath = (field: string) => field.split(/\.|(?=\[\])|(?<=\[\])/).filter((part) => part !== '');

/** A valid sample of the schema whose `field` holds `value`; fails the test when the schema refuses it. */
export function sampleWithField(
  schema: z.ZodType,
  part: Part,
  field: string,
  value: unknown,
  label: string,
): unknown {
  const listed = FIELD_BODIES[field]?.(value);
  return validFor(
    schema,
    listed ?? sampleOf(schema, '', { path: overridePath(field), value, part }),
    label,
    field,
  );
}

/** Bodies carrying an id deep in a structure the sampler cannot satisfy (a question needs one default). */
const FIELD_BODIES: Record<string, (id: unknown) => unknown> = {
  'customized_question_json.options[].links[].budget_subcategory_id': (id) => ({
    name: 'Taken over',
    customized_question_json: {
      name: 'Library',
      description: 'Keep it open?',
      allow_multiple: false,
      options: [
        {
          id: 1,
          title: 'Keep',
          value: 0,
          default: true,
          links: [{ id: 1, budget_subcategory_id: id, option_id: 1 }],
        },
        { id: 2, title: 'Cut', value: -1, default: false },
      ],
    },
  }),
};

/** A value the schema accepts: the listed one, else one derived from the schema; checked either way. */
function validFor(schema: z.ZodType | undefined, listed: unknown, label: string, part: string): unknown {
  const value = listed ?? (schema ? sampleOf(schema) : undefined);
  if (schema && !schema.safeParse(value).success)
    throw new UnusableBodyError(
      `${label}: the ${part} ${JSON.stringify(value)} fails the route's schema, so the call would stop ` +
        'before the tenancy check. Add a valid one to BODIES in apps/api/src/security/request-bodies.ts.',
    );
  return value;
}

/** The query a call to the route sends: only where its schema requires one. */
export function queryPart(route: RouteEntry): Partial<InjectOptions> {
  const querySchema = route.schema?.querystring as z.ZodType | undefined;
  if (!querySchema) return {};
  const query = validFor(
    querySchema,
    undefined,
    `${route.method} ${route.url}`,
    'query',
  ) as InjectOptions['query'];
  return query && Object.keys(query).length > 0 ? { query } : {};
}

/** The query, payload and headers a call to the route sends (the query only where one is required). */
export function requestParts(route: RouteEntry, owner: OwnerFixture): Partial<InjectOptions> {
  const label = `${route.method} ${route.url}`;
  const querySchema = route.schema?.querystring as z.ZodType | undefined;
  const query = querySchema
    ? (validFor(querySchema, undefined, label, 'query') as InjectOptions['query'])
    : undefined;
  const parts: Partial<InjectOptions> = query && Object.keys(query).length > 0 ? { query } : {};
  if (route.method === 'GET' || route.method === 'DELETE') return parts;
  const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes;
  if (consumes?.includes('multipart/form-data')) return { ...parts, ...multipartUpload(route) };
  const bodySchema = route.schema?.body as z.ZodType | undefined;
  const body = validFor(bodySchema, BODIES[label]?.(owner), label, 'body');
  return body === undefined ? parts : { ...parts, payload: body as InjectOptions['payload'] };
}
