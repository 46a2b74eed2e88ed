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

/** 'budgets.update' on entity 12 → 'Changed budget 12'. */
export function describeAuditAction(
  event: Pick<TAuditEvent, 'action' | 'entity_type' | 'entity_id'>,
): string {
  const operation = event.action.slice(event.action.lastIndexOf('.') + 1);
  const verb = VERBS[operation] ?? operation;
  return [verb, singular(event.entity_type), event.entity_id].filter(Boolean).join(' ');
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
