import type { InjectOptions } from 'fastify';
import type { z } from 'zod';
import {
  BAD_PATH_SEGMENTS,
  BAD_QUERY_VALUES,
  BAD_UNKNOWN_QUERY_VALUES,
  badValuesFor,
  RAW_NOT_JSON_LITERALS,
  RAW_NUMBER_LITERALS,
} from './bad-values.ts';
import { badUploads } from './bad-uploads.ts';
import { fieldsOf, fieldSites, kindOf, sampleOf } from './schema-walk.ts';
import { schemaRefuses, ValueSpreader } from './value-classes.ts';
import { wholeBodies, type RawBody } from './whole-bodies.ts';

/** A write route made concrete: real ids of the owner's rows for its path, and the schemas it reads. */
export interface FuzzTarget {
  method: InjectOptions['method'];
  /** The route's url with `:name` params. */
  template: string;
  /** A real value for each path param. */
  params: Record<string, string>;
  query: z.core.$ZodType | undefined;
  body: z.core.$ZodType | undefined;
  /** For upload routes: the file field and what it takes. */
  upload?: { field: string; kind: 'csv' | 'image' };
  /** Tells targets of one route apart (a submission to a simulation or to a prioritization). */
  variant?: string;
}

export interface BadRequest {
  input: string;
  options: InjectOptions;
  /** The route's body schema refuses it (or it is not JSON): no handler runs, so no table can change. */
  refusedBySchema?: boolean;
}

const pathOf = (template: string, params: Record<string, string>) =>
  template.replace(/:(\w+)/g, (_, name: string) => params[name] ?? `:${name}`);

/** Sets `value` at `path` in a copy of `base`, making the objects and lists on the way. */
function withValueAt(base: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const list = Array.isArray(base) ? [...(base as unknown[])] : [];
    list[head] = withValueAt(list[head] ?? {}, rest, value);
    return list;
  }
  const object = typeof base === 'object' && base !== null && !Array.isArray(base) ? { ...base } : {};
  (object as Record<string, unknown>)[head!] = withValueAt(
    (object as Record<string, unknown>)[head!],
    rest,
    value,
  );
  return object;
}

function withoutField(base: Record<string, unknown>, key: string): Record<string, unknown> {
  const copy = { ...base };
  delete copy[key];
  return copy;
}

const RAW_MARK = '"__fuzz_raw__"';

/** A generator of one route's bad requests, each with a label that says what was spoiled. */
export function* badRequestsFor(
  target: FuzzTarget,
  options: { deepBodies: boolean } = { deepBodies: true },
): Generator<BadRequest> {
  const baseUrl = pathOf(target.template, target.params);
  const baseQuery = (target.query ? sampleOf(target.query) : {}) as Record<string, unknown>;
  const baseBody = target.body ? sampleOf(target.body) : undefined;
  const bodySchema = target.body;
  const jsonRequest = (input: string, body: unknown, url = baseUrl, query = baseQuery): BadRequest => ({
    input,
    refusedBySchema: url === baseUrl && bodySchema !== undefined && schemaRefuses(bodySchema, body),
    options: {
      method: target.method,
      url,
      query: stringQuery(query),
      ...(body === undefined
        ? {}
        : { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    },
  });
  const rawRequest = (raw: RawBody): BadRequest => ({
    input: `body: ${raw.label}`,
    options: {
      method: target.method,
      url: baseUrl,
      query: stringQuery(baseQuery),
      ...(raw.payload === undefined ? {} : { payload: raw.payload }),
      headers: raw.contentType === undefined ? {} : { 'content-type': raw.contentType },
    },
  });

  for (const name of Object.keys(target.params))
    for (const segment of BAD_PATH_SEGMENTS)
      yield jsonRequest(
        `path ${name}=${preview(segment)}`,
        baseBody,
        pathOf(target.template, { ...target.params, [name]: segment }),
      );

  const queryKeys: [string, string[]][] = [
    ...fieldsOf(target.query).map(([key]): [string, string[]] => [key, BAD_QUERY_VALUES]),
    ['junk', BAD_UNKNOWN_QUERY_VALUES],
  ];
  for (const [key, values] of queryKeys)
    for (const value of values)
      yield {
        input: `query ${key}=${preview(value)}`,
        options: {
          method: target.method,
          url: `${baseUrl}?${key}=${value}&${key}=${value}`,
          ...bodyOptions(baseBody),
        },
      };

  if (target.upload) {
    for (const raw of badUploads(target.upload.field, target.upload.kind)) yield rawRequest(raw);
    return;
  }
  for (const raw of wholeBodies(baseBody, options)) yield rawRequest(raw);
  if (!target.body) return;

  const baseObject = (baseBody ?? {}) as Record<string, unknown>;
  for (const key of Object.keys(baseObject))
    yield jsonRequest(`body without ${key}`, withoutField(baseObject, key));
  const rawAt = (label: string, path: (string | number)[], literal: string, notJson: boolean) => ({
    ...rawRequest({
      label,
      payload: JSON.stringify(withValueAt(baseBody, path, '__fuzz_raw__')).replace(RAW_MARK, literal),
      contentType: 'application/json',
    }),
    // JSON.parse reads 1e999 as Infinity, which a number field refuses; NaN is no JSON at all.
    refusedBySchema: notJson || schemaRefuses(target.body!, withValueAt(baseBody, path, Number(literal))),
  });
  const sites = fieldSites(target.body);
  for (const literal of RAW_NOT_JSON_LITERALS)
    if (sites[0]) yield rawAt(`${sites[0].path.join('.')}=${literal}`, sites[0].path, literal, true);
  const spreader = new ValueSpreader();
  for (const site of sites) {
    const field = site.path.join('.');
    const kind = kindOf(site.schema);
    const refused = (value: unknown) => schemaRefuses(target.body!, withValueAt(baseBody, site.path, value));
    for (const value of spreader.pick(kind, badValuesFor(kind), refused))
      yield jsonRequest(
        `body ${field}=${preview(JSON.stringify(value))}`,
        withValueAt(baseBody, site.path, value),
      );
    if (kind === 'number' || kind === 'other')
      for (const literal of RAW_NUMBER_LITERALS)
        yield rawAt(`${field}=${literal}`, site.path, literal, false);
  }
}

function bodyOptions(body: unknown): Partial<InjectOptions> {
  return body === undefined
    ? {}
    : { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
}

function stringQuery(query: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));
}

/** Short enough to read in a failure message. */
export function preview(text: string | undefined): string {
  if (text === undefined) return 'undefined';
  const shown = text.length > 40 ? `${text.slice(0, 40)}… (${text.length} chars)` : text;
  return shown.replace(
    /[\p{Cc}\p{Cs}]/gu,
    (c) => `\\u${(c.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`,
  );
}
