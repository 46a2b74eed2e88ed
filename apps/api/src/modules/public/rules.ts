import { allQueries, type DbOrTx } from '@commonpurse/db';
import type { TBallotRules, TEngineItem, TRuleQuestion, TSubmissionRules } from '@commonpurse/domain/public';
import { scopeOf } from '../budgets/index.ts';
import * as repo from './repo.ts';
import { locationRequired, scenarioOf } from './view.ts';

// The rules a submission is checked against, read from the database (never from the request). The
// items and questions are kept per simulation for a few seconds (docs/decisions/0219): a burst of
// submissions reads them once; the simulation's own settings are read with every request.

/** The token whose custom text replaces the default deficit refusal. */
const DEFICIT_TOKEN = 'surplus_required';

export interface RuleStructure {
  items: TEngineItem[];
  questions: TRuleQuestion[];
  deficit_message: string | null;
}

export async function loadStructure(db: DbOrTx, clientId: number, budgetId: number): Promise<RuleStructure> {
  const scope = scopeOf(clientId, budgetId);
  const [items, questions, deficit] = await allQueries(db, [
    () => repo.listRuleItems(db, scope),
    () => repo.listEnabledQuestions(db, scope),
    () => repo.findString(db, scope, DEFICIT_TOKEN),
  ]);
  return {
    items: items.map(({ customized_question_json, type, ...item }) => ({
      ...item,
      type: type === 'revenue' ? 'revenue' : 'expense',
      question: scenarioOf(customized_question_json),
    })),
    questions: questions.map((question) => ({
      id: question.id,
      type: question.type,
      is_required: question.is_required,
      slug: question.slug,
      options:
        question.type === 'select' ? (question.options_config ?? []).map((option) => option.value) : null,
    })),
    deficit_message: deficit && deficit.trim() !== '' ? deficit : null,
  };
}

/** The structure with the simulation's current settings. */
export function rulesOf(target: repo.WriteTarget, structure: RuleStructure): TSubmissionRules {
  return {
    mode: target.mode,
    adjustment: target.adjustment,
    items: structure.items,
    questions: structure.questions,
    deficit_message: structure.deficit_message,
    is_budget_submittable_with_deficit: target.is_budget_submittable_with_deficit,
    is_location_required: locationRequired(target.location_capability, target),
    is_commenting_enabled: target.is_commenting_enabled,
  };
}

/** A prioritization's ballot rules: the structure with its funds, bar and max_items. */
export function ballotRulesOf(target: repo.WriteTarget, structure: RuleStructure): TBallotRules {
  return {
    mode: target.mode,
    adjustment: target.adjustment,
    bar_behavior: target.bar_behavior,
    max_items: target.max_items,
    items: structure.items,
    questions: structure.questions,
    is_location_required: locationRequired(target.location_capability, target),
    is_commenting_enabled: target.is_commenting_enabled,
  };
}

interface Entry {
  stamp: number;
  loadedAt: number;
  structure: Promise<RuleStructure>;
}

/** Entries beyond this many are pruned of expired ones (only existing, open simulations get entries). */
const PRUNE_ABOVE = 500;

/**
 * Each simulation's rule structure for `ttlMs`, and only while its updated_at is unchanged. Concurrent
 * requests share one load; a failed load is forgotten so the next request tries again.
 */
export class RulesCache {
  readonly #entries = new Map<number, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  structure(db: DbOrTx, target: repo.WriteTarget): Promise<RuleStructure> {
    const stamp = target.updated_at.getTime();
    const now = this.now();
    const cached = this.#entries.get(target.id);
    if (cached && cached.stamp === stamp && now - cached.loadedAt < this.ttlMs) return cached.structure;
    if (this.#entries.size > PRUNE_ABOVE) this.#prune(now);
    const entry: Entry = { stamp, loadedAt: now, structure: loadStructure(db, target.client_id, target.id) };
    this.#entries.set(target.id, entry);
    entry.structure.catch(() => {
      if (this.#entries.get(target.id) === entry) this.#entries.delete(target.id);
    });
    return entry.structure;
  }

  async rules(db: DbOrTx, target: repo.WriteTarget): Promise<TSubmissionRules> {
    return rulesOf(target, await this.structure(db, target));
  }

  async ballotRules(db: DbOrTx, target: repo.WriteTarget): Promise<TBallotRules> {
    return ballotRulesOf(target, await this.structure(db, target));
  }

  #prune(now: number) {
    for (const [id, entry] of this.#entries) if (now - entry.loadedAt >= this.ttlMs) this.#entries.delete(id);
  }
}
