import { sql } from 'drizzle-orm';
import { allQueries, type DbOrTx } from '@commonpurse/db';
import { ANALYTICS_LIMITS, topChanges } from '@commonpurse/domain/analytics';
import {
  meetingItemIds,
  type TMeetingChange,
  type TMeetingResultCategory,
  type TMeetingResults,
} from '@commonpurse/domain/public';
import { byKey, figuresOf } from '../analytics/figures.ts';
import * as analytics from '../analytics/repo.ts';
import { scopeOf } from '../budgets/index.ts';
import type { PublicMeetingSite } from './meeting-lookup.ts';
import * as repo from './repo.ts';
import { unitsOf } from './view.ts';

// A meeting's figures (decision 0482): the analytics' own SQL aggregates and definitions (decision 0350;
// a change measured from the item's budgeted amount, 0351), over the current submissions made through
// the meeting and the meeting's items only. Aggregates only: nothing about any one resident.

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Residents who opened the meeting's public view and who submitted through it, each browser once
 * (decision 0531): its visits share a visitor key; a visit without one (no cookie) is a resident.
 */
async function participants(db: DbOrTx, budgetId: number, meetingId: number) {
  const [row] = rowsOf<{ joined: number; submitted: number }>(
    await db.execute(sql`select
      (select count(distinct coalesce(visitor_key, 'visit:' || id)) from visits
        where budget_id = ${budgetId} and meeting_id = ${meetingId})::int as joined,
      (select count(distinct coalesce(v.visitor_key, 'submission:' || s.id))
        from submissions s left join visits v on v.id = s.visit_id
        where s.budget_id = ${budgetId} and s.meeting_id = ${meetingId} and s.is_current)::int as submitted`),
  );
  return row ?? { joined: 0, submitted: 0 };
}

/** Rows of the meeting's submissions (alias `si`), and of its items (alias `it`) unless it is all of them. */
function meetingRows(budgetId: number, meetingId: number, itemIds: number[] | null) {
  const submissions = sql`si.submission_id in (
    select id from submissions where budget_id = ${budgetId} and meeting_id = ${meetingId})`;
  if (itemIds === null) return submissions;
  return sql`${submissions} and it.id in (
    select value::int from jsonb_array_elements_text(${JSON.stringify(itemIds)}::jsonb))`;
}

const change = (figure: { average_amount_changed: number | null }) => figure.average_amount_changed;

export async function meetingResults(db: DbOrTx, site: PublicMeetingSite): Promise<TMeetingResults> {
  const { meeting, budget, client } = site;
  const scope = scopeOf(client.id, budget.id);
  const structure = await analytics.structureRows(db, scope);
  const categoriesById = new Map<number, { subcategories: { id: number }[] }>();
  for (const row of structure) {
    const category = categoriesById.get(row.category_id) ?? { subcategories: [] };
    categoriesById.set(row.category_id, category);
    if (row.id !== null) category.subcategories.push({ id: row.id });
  }
  const shown = meetingItemIds([...categoriesById.values()], meeting.subcategory_ids);
  const whole = shown.length === structure.filter((row) => row.id !== null).length;
  const only = meetingRows(budget.id, meeting.id, whole ? null : shown);
  const [items, categories, counts, strings] = await allQueries(db, [
    () => analytics.itemSummaries(db, scope, only).then(byKey),
    () => analytics.categorySummaries(db, scope, only).then(byKey),
    () => participants(db, budget.id, meeting.id),
    () => repo.listStrings(db, scope),
  ]);

  const shownIds = new Set(shown);
  const result = new Map<number, TMeetingResultCategory>();
  const changes: (TMeetingChange & { change: number | null })[] = [];
  for (const row of structure) {
    if (row.id === null || !shownIds.has(row.id)) continue;
    const figures = figuresOf(row.amount ?? 0, items.get(row.id));
    const category = result.get(row.category_id) ?? {
      id: row.category_id,
      name: row.category_name,
      type: row.type,
      starting_amount: 0,
      average_submitted_amount: null,
      average_change: null,
      items: [],
    };
    result.set(row.category_id, category);
    category.items.push({
      id: row.id,
      name: row.name ?? '',
      starting_amount: figures.amount,
      average_submitted_amount: figures.average_submitted_amount,
      average_change: change(figures),
    });
    changes.push({
      id: row.id,
      name: row.name ?? '',
      category_name: row.category_name,
      starting_amount: figures.amount,
      average_change: change(figures) ?? 0,
      change: change(figures),
    });
  }
  for (const category of result.values()) {
    // The category's start is its meeting items' (in cents, as the analytics add money).
    const total = category.items.reduce((sum, item) => sum + Math.round(item.starting_amount * 100), 0) / 100;
    const figures = figuresOf(total, categories.get(category.id));
    category.starting_amount = total;
    category.average_submitted_amount = figures.average_submitted_amount;
    category.average_change = change(figures);
  }

  const top = topChanges(changes, ANALYTICS_LIMITS.topChanges);
  const listed = (list: typeof changes) => list.map(({ change: _change, ...item }) => item);
  return {
    meeting: { id: meeting.id, name: meeting.name },
    simulation: {
      name: budget.name,
      locale: budget.locale,
      mode: budget.mode,
      units: unitsOf(budget),
      texts: Object.fromEntries(strings.map((s) => [s.token, s.content])),
      client: { name: client.name, logo_url: client.logo_url },
    },
    is_active: budget.status === 'active',
    participants: counts,
    categories: [...result.values()],
    top_increases: listed(top.increases),
    top_decreases: listed(top.decreases),
    computed_at: new Date().toISOString(),
  };
}
