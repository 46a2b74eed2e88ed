import { useCallback, useMemo, useState } from 'react';
import { parseNumeric, type TBoardCategoryView } from '@commonpurse/domain';
import { useNotify } from '@/ui/notify.tsx';
import { STRUCTURE_LABELS as L } from './labels.ts';
import { amountProblem, itemNameProblem } from './rules.ts';
import type { TStructureActions } from './useStructureActions.ts';

export type TBulkDraft = { name: string; amount: string };

/** The changed fields of one item's draft, or null when nothing changed. */
export function bulkPatch(
  item: { name: string; amount: number },
  draft: TBulkDraft,
): { name?: string; amount?: number } | null {
  const patch: { name?: string; amount?: number } = {};
  if (draft.name.trim() !== item.name) patch.name = draft.name.trim();
  const amount = parseNumeric(draft.amount);
  if (amount !== null && amount !== item.amount) patch.amount = amount;
  return Object.keys(patch).length > 0 ? patch : null;
}

/**
 * Bulk Edit: every item's name and amount become fields at once; Save Changes sends only what
 * changed (after checking every draft), Cancel discards the drafts.
 */
export function useBulkEdit(categories: TBoardCategoryView[], actions: TStructureActions) {
  const notify = useNotify();
  const [drafts, setDrafts] = useState<Map<number, TBulkDraft> | null>(null);
  const [saving, setSaving] = useState(false);

  const start = useCallback(() => {
    setDrafts(
      new Map(
        categories.flatMap((c) =>
          c.subcategories.map((s) => [s.id, { name: s.name, amount: String(s.amount) }] as const),
        ),
      ),
    );
  }, [categories]);

  const cancel = useCallback(() => setDrafts(null), []);

  const change = useCallback((itemId: number, draft: TBulkDraft) => {
    setDrafts((current) => (current ? new Map(current).set(itemId, draft) : current));
  }, []);

  const save = useCallback(async () => {
    if (!drafts) return;
    const items = categories.flatMap((c) => c.subcategories);
    const invalid = [...drafts.values()].some((d) => itemNameProblem(d.name) || amountProblem(d.amount));
    if (invalid) return;
    const changes = items.flatMap((item) => {
      const draft = drafts.get(item.id);
      const patch = draft ? bulkPatch(item, draft) : null;
      return patch ? [{ item, patch }] : [];
    });
    setSaving(true);
    const refusals: string[] = [];
    for (const { item, patch } of changes) {
      const refused = await actions.updateItem(item.budget_category_id, item.id, patch);
      if (refused) refusals.push(`${item.name}: ${refused}`);
    }
    setSaving(false);
    if (refusals.length > 0) {
      notify.error(refusals.join(' '));
      return;
    }
    notify.success(changes.length > 0 ? L.bulkSaved(changes.length) : L.bulkNothing);
    setDrafts(null);
  }, [drafts, categories, actions, notify]);

  return useMemo(
    () => ({
      open: drafts !== null,
      drafts: drafts ?? new Map<number, TBulkDraft>(),
      saving,
      start,
      cancel,
      change,
      save,
    }),
    [drafts, saving, start, cancel, change, save],
  );
}

export type TBulkEdit = ReturnType<typeof useBulkEdit>;
