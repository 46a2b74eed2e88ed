import type { TAuditEvent } from './schemas.ts';

const VERBS: Record<string, string> = { insert: 'Created', update: 'Changed', delete: 'Deleted' };

/** 'budget_categories' → 'budget category', 'budgets' → 'budget'. */
function singular(entityType: string): string {
  const words = entityType.replaceAll('_', ' ');
  if (words.endsWith('ies')) return `${words.slice(0, -3)}y`;
  return words.endsWith('s') ? words.slice(0, -1) : words;
}

/** 'is_commenting_enabled' → 'Is commenting enabled'. */
export function fieldLabel(field: string): string {
  const words = field.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The row's own name where its before/after carry one (a rename, a creation, a deletion). */
function ownName(changes: TAuditEvent['changes']): string | undefined {
  const name = changes.name?.after ?? changes.name?.before;
  return typeof name === 'string' && name !== '' ? name : undefined;
}

const named = (name: string) =>
  `'${name.length > MAX_NAME_CHARS ? `${name.slice(0, MAX_NAME_CHARS - 1)}…` : name}'`;

const MAX_NAME_CHARS = 60;

/**
 * What was done to which record, by name where the trail knows one: 'budgets.update' of "Parks 2026" →
 * "Changed simulation 'Parks 2026'"; a category of it → "Created budget category 'Roads' in simulation
 * 'Parks 2026'". Without a name, the record's id.
 */
export function describeAuditAction(
  event: Pick<TAuditEvent, 'action' | 'entity_type' | 'entity_id' | 'changes'> &
    Partial<Pick<TAuditEvent, 'budget_name' | 'budget_kind'>>,
): string {
  const operation = event.action.slice(event.action.lastIndexOf('.') + 1);
  const verb = VERBS[operation] ?? operation;
  const budgetKind = event.budget_kind ?? 'budget';
  if (event.entity_type === 'budgets') {
    const name = ownName(event.changes) ?? event.budget_name ?? undefined;
    return [verb, budgetKind, name === undefined ? event.entity_id : named(name)].filter(Boolean).join(' ');
  }
  const name = ownName(event.changes);
  const subject = [verb, singular(event.entity_type), name === undefined ? event.entity_id : named(name)];
  const within = event.budget_name ? ['in', budgetKind, named(event.budget_name)] : [];
  return [...subject, ...within].filter(Boolean).join(' ');
}

const MAX_VALUE_CHARS = 80;

function quoted(value: unknown): string {
  if (value === null || value === undefined) return '(none)';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const short = text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS - 1)}…` : text;
  return typeof value === 'string' ? `'${short}'` : short;
}

/** One changed field as people read it: "Name: 'Old' → 'New'". */
export function describeAuditChange(field: string, change: { before: unknown; after: unknown }): string {
  return `${fieldLabel(field)}: ${quoted(change.before)} → ${quoted(change.after)}`;
}

/**
 * Keys, stamps and places the database or the console fill in (the parent simulation, the position in
 * its list): nobody typed them, and the action line already names the parent, so a creation does not
 * list them.
 */
const BOOKKEEPING = new Set(['id', 'client_id', 'budget_id', 'display_order', 'created_at', 'updated_at']);

/** A column left at its empty default: null, '', false, 0, [] or {}. */
function isUnset(value: unknown): boolean {
  if (value === null || value === undefined || value === '' || value === false || value === 0) return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'object' && Object.keys(value).length === 0;
}

/**
 * The lines of one record's change. A change lists each field "Old → New"; a creation or deletion
 * holds every column of the row, so it lists only the values somebody set, as "Name: 'Roads'"
 * (decision 0615; the API keeps the whole row).
 */
export function describeAuditChanges(event: Pick<TAuditEvent, 'action' | 'changes'>): string[] {
  const entries = Object.entries(event.changes);
  const operation = event.action.slice(event.action.lastIndexOf('.') + 1);
  if (operation !== 'insert' && operation !== 'delete') {
    return entries.map(([field, change]) => describeAuditChange(field, change));
  }
  const side = operation === 'insert' ? 'after' : 'before';
  return entries
    .filter(([field, change]) => !BOOKKEEPING.has(field) && !isUnset(change[side]))
    .map(([field, change]) => `${fieldLabel(field)}: ${quoted(change[side])}`);
}
