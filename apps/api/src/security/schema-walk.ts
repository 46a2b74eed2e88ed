import { z } from 'zod';

// Reads a route's zod schemas (zod 4 definitions) the way the bad-input generator needs them: a
// plausible valid value to start from, and every field, nested ones included, to spoil one at a time.

type AnySchema = z.core.$ZodType;

const defOf = (schema: AnySchema) => schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;

/** Wrappers that only make a value optional, nullable, defaulted or read-only: what they hold. */
function unwrap(schema: AnySchema): AnySchema {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return unwrap(def.innerType as AnySchema);
    case 'pipe':
      // A preprocess or transform: what the client sends is the input side.
      return unwrap(def.in as AnySchema);
    case 'lazy':
      return unwrap((def.getter as () => AnySchema)());
    default:
      return schema;
  }
}

/** Whether an object's field may be left out. */
export function isOptional(schema: AnySchema): boolean {
  return schema._zod.optin === 'optional';
}

/** The fields of an object schema (after unwrapping), or none for anything else. */
export function fieldsOf(schema: AnySchema | undefined): [string, AnySchema][] {
  if (!schema) return [];
  const inner = unwrap(schema);
  if (inner instanceof z.ZodObject) return Object.entries(inner.shape as Record<string, AnySchema>);
  return [];
}

const SAMPLE_DEPTH_LIMIT = 6;

function sampleString(schema: AnySchema): string {
  const def = defOf(schema);
  if (def.format === 'email') return 'fuzz@example.org';
  if (def.format === 'url') return 'https://example.org/fuzz';
  if (def.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (def.format === 'datetime') return '2025-01-01T00:00:00Z';
  const minLength = (schema as z.ZodString).minLength ?? 0;
  return 'fuzz'.padEnd(Math.max(minLength, 4), 'z');
}

function sampleNumber(schema: AnySchema): number {
  const min = (schema as z.ZodNumber).minValue;
  return typeof min === 'number' && Number.isFinite(min) && min > 1 ? Math.ceil(min) : 1;
}

/**
 * A plausible valid value: required fields only, one element per list, the first option of a choice.
 * It need not pass every rule: it is the background against which one field at a time is spoiled.
 */
export function sampleOf(schema: AnySchema, depth = 0): unknown {
  if (depth > SAMPLE_DEPTH_LIMIT) return null;
  const inner = unwrap(schema);
  const def = defOf(inner);
  switch (def.type) {
    case 'string':
      return sampleString(inner);
    case 'number':
    case 'int':
      return sampleNumber(inner);
    case 'bigint':
      return 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'date':
      return '2025-01-01T00:00:00Z';
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'array':
      return [sampleOf(def.element as AnySchema, depth + 1)];
    case 'tuple':
      return (def.items as AnySchema[]).map((item) => sampleOf(item, depth + 1));
    case 'union':
      return sampleOf((def.options as AnySchema[])[0]!, depth + 1);
    case 'intersection':
      return mergeSamples(
        sampleOf(def.left as AnySchema, depth + 1),
        sampleOf(def.right as AnySchema, depth + 1),
      );
    case 'object':
      return Object.fromEntries(
        fieldsOf(inner)
          .filter(([, field]) => !isOptional(field))
          .map(([key, field]) => [key, sampleOf(field, depth + 1)]),
      );
    case 'record':
      return {};
    default:
      return 'fuzz';
  }
}

function mergeSamples(left: unknown, right: unknown): unknown {
  const isRecord = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  return isRecord(left) && isRecord(right) ? { ...left, ...right } : left;
}

export type FieldKind = 'string' | 'number' | 'boolean' | 'choice' | 'object' | 'list' | 'other';

/** What a field takes, as far as spoiling it goes. */
export function kindOf(schema: AnySchema): FieldKind {
  const type = defOf(unwrap(schema)).type;
  if (type === 'string') return 'string';
  if (type === 'number' || type === 'int' || type === 'bigint') return 'number';
  if (type === 'boolean') return 'boolean';
  if (type === 'enum' || type === 'literal') return 'choice';
  if (type === 'object' || type === 'record') return 'object';
  if (type === 'array' || type === 'tuple') return 'list';
  return 'other';
}

/** A field somewhere in a body: its path (list elements as index 0) and its schema. */
export interface FieldSite {
  path: (string | number)[];
  schema: AnySchema;
  optional: boolean;
}

const NESTING_LIMIT = 4;

/** Every field of an object schema, and the fields of the objects nested in it (lists through element 0). */
export function fieldSites(schema: AnySchema | undefined, path: (string | number)[] = []): FieldSite[] {
  if (!schema || path.length > NESTING_LIMIT) return [];
  const sites: FieldSite[] = [];
  for (const [key, field] of fieldsOf(schema)) {
    const site = { path: [...path, key], schema: field, optional: isOptional(field) };
    sites.push(site);
    sites.push(...nestedSites(field, site.path));
  }
  return sites;
}

function nestedSites(field: AnySchema, path: (string | number)[]): FieldSite[] {
  const inner = unwrap(field);
  const def = defOf(inner);
  if (def.type === 'object') return fieldSites(inner, path);
  if (def.type === 'array') return fieldSites(def.element as AnySchema, [...path, 0]);
  if (def.type === 'union')
    return fieldSites(
      (def.options as AnySchema[]).find((option) => fieldsOf(option).length > 0),
      path,
    );
  return [];
}
