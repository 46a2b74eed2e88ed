import { useCallback, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import EditNote from '@mui/icons-material/EditNote';
import {
  dedicatedFundsLinkedIds,
  DEFAULT_SUGGESTION_BOX_NAME,
  type TBoardCategoryView,
} from '@commonpurse/domain';
import { ConfirmDialog } from '@/ui/ConfirmDialog.tsx';
import { useNotify } from '@/ui/notify.tsx';
import { useBoardEditor } from '@/editor-kit/editor-context.tsx';
import { useAmountFormat } from '@/editor-kit/useAmountFormat.ts';
import type { TBoardItem, TStructureList } from '@/api/structure-items.ts';
import { BoardSection } from './BoardSection.tsx';
import { CsvMenu } from './CsvMenu.tsx';
import { DragDropHelp, useDragDropHelp } from './DragDropHelp.tsx';
import { ItemMenu } from './ItemMenu.tsx';
import type { TCategoryDialog } from './CategoryCard.tsx';
import type { TItemDialog } from './ItemRow.tsx';
import { LIST_TITLES, STRUCTURE_LABELS as L } from './labels.ts';
import { NewRowForm } from './NewRowForm.tsx';
import { categoryNameProblem } from './rules.ts';
import { StructureDialogs, type TOpenDialog } from './StructureDialogs.tsx';
import { useBulkEdit } from './useBulkEdit.ts';
import { useStructureActions } from './useStructureActions.ts';

type TPending =
  | { kind: 'delete-category'; category: TBoardCategoryView }
  | { kind: 'delete-item'; item: TBoardItem }
  | null;

const sumOf = (category: TBoardCategoryView) =>
  category.subcategories.reduce((total, s) => total + s.amount, 0);

/** The Revenue or Spending tab (Housing Requirements / Choices), or a prioritization's Items tab. */
export default function StructureTab({ list }: { list: TStructureList }) {
  const { simulation, kind, parent, capabilities } = useBoardEditor();
  const notify = useNotify();
  const actions = useStructureActions(list);
  const categories = useMemo(() => simulation[list] ?? [], [simulation, list]);
  const housing = simulation.mode === 'housing';
  const title = kind.isPb
    ? LIST_TITLES.projects
    : list === 'expenses'
      ? housing
        ? LIST_TITLES.housingExpenses
        : LIST_TITLES.expenses
      : housing
        ? LIST_TITLES.housingRevenue
        : LIST_TITLES.revenue;

  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const [addingCategory, setAddingCategory] = useState(false);
  const [addingItemTo, setAddingItemTo] = useState<number | null>(null);
  const [dialog, setDialog] = useState<TOpenDialog | null>(null);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; item: TBoardItem } | null>(null);
  const openMenu = useCallback((anchor: HTMLElement, item: TBoardItem) => setMenu({ anchor, item }), []);
  const [pending, setPending] = useState<TPending>(null);
  const [busy, setBusy] = useState(false);
  const bulk = useBulkEdit(categories, actions);
  const help = useDragDropHelp();

  const formatAmount = useAmountFormat();

  const linkedIds = useMemo(
    () =>
      dedicatedFundsLinkedIds(
        [...(simulation.expenses ?? []), ...(simulation.revenue ?? [])].flatMap((c) =>
          c.subcategories.map((s) => s.customized_question_json),
        ),
      ),
    [simulation.expenses, simulation.revenue],
  );

  const listTotal = categories.reduce((total, c) => total + sumOf(c), 0);
  const openItem = useCallback(
    (which: TItemDialog, item: TBoardItem) => setDialog({ kind: which, item }),
    [],
  );
  const saveItem = useCallback(
    (item: TBoardItem, patch: { name?: string; amount?: number }) =>
      actions.updateItem(item.budget_category_id, item.id, patch),
    [actions],
  );
  const duplicate = useCallback(
    (item: TBoardItem) =>
      void actions.duplicateItem(item).then((refused) => {
        if (refused) notify.error(refused);
      }),
    [actions, notify],
  );
  const askDeleteItem = useCallback((item: TBoardItem) => setPending({ kind: 'delete-item', item }), []);

  const confirmPending = async () => {
    if (!pending) return;
    setBusy(true);
    const refused =
      pending.kind === 'delete-category'
        ? await actions.deleteCategory(pending.category.id)
        : await actions.deleteItem(pending.item.budget_category_id, pending.item.id);
    setBusy(false);
    if (!refused) setPending(null);
  };

  const addCategory = async (name: string) => {
    const refused = await actions.createCategory(name);
    if (!refused) {
      setAddingCategory(false);
      // The one-time drag-and-drop help appears when the third category is added.
      if (categories.length + 1 === 3) help.offer();
    }
    return refused;
  };

  const addSuggestionBox = useCallback(
    (categoryId: number) =>
      void actions
        .createItem(categoryId, { suggestion_box: true, name: DEFAULT_SUGGESTION_BOX_NAME })
        .then((refused) => {
          if (refused) notify.error(refused);
        }),
    [actions, notify],
  );

  // Stable callbacks: each drawn category is memoized on its props (long lists, decision 0599).
  const toggle = useCallback(
    (id: number) =>
      setCollapsed((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  const openCategory = useCallback(
    (which: TCategoryDialog, category: TBoardCategoryView) =>
      setDialog({ kind: which === 'info' ? 'category-info' : 'category-customize', category }),
    [],
  );
  const addItemDone = useCallback(() => setAddingItemTo(null), []);
  const askDeleteCategory = useCallback(
    (category: TBoardCategoryView) => setPending({ kind: 'delete-category', category }),
    [],
  );
  const closeDialog = useCallback(() => setDialog(null), []);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          variant="contained"
          startIcon={<Add />}
          onClick={() => setAddingCategory(true)}
          disabled={bulk.open}
        >
          {L.addCategory}
        </Button>
        <Button
          variant={bulk.open ? 'contained' : 'outlined'}
          color={bulk.open ? 'inherit' : 'primary'}
          startIcon={bulk.open ? undefined : <EditNote />}
          onClick={bulk.open ? bulk.cancel : bulk.start}
          disabled={categories.length === 0}
        >
          {bulk.open ? L.bulkCancel : L.bulkEdit}
        </Button>
        {bulk.open && (
          <Button variant="contained" color="success" onClick={() => void bulk.save()} disabled={bulk.saving}>
            {L.bulkSave}
          </Button>
        )}
        <CsvMenu
          parent={parent}
          fileStem={simulation.slug ?? String(simulation.id)}
          list={list}
          hasCategories={categories.length > 0}
          withQuestions={capabilities.custom_questions_management}
          onImported={actions.replaceList}
        />
        <Button onClick={() => setDialog({ kind: 'categorize' })} disabled={categories.length === 0}>
          {L.categorize}
        </Button>
        <Button onClick={() => setDialog({ kind: 'matching' })} disabled={categories.length === 0}>
          {L.matching}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <Typography sx={{ fontWeight: 600 }} aria-live="polite">
          {L.listTotal(title)}: {formatAmount(listTotal)}
        </Typography>
      </Stack>

      {categories.length === 0 && !addingCategory && (
        <Typography color="text.secondary">{kind.isPb ? L.emptyPb : L.empty(title)}</Typography>
      )}

      <BoardSection
        categories={categories}
        collapsed={collapsed}
        linkedIds={linkedIds}
        isPb={kind.isPb}
        amountAfterName={parent.kind === 'receipt'}
        bulk={bulk}
        formatAmount={formatAmount}
        addingItemTo={addingItemTo}
        actions={actions}
        onToggle={toggle}
        onOpenCategory={openCategory}
        onAddItem={setAddingItemTo}
        onAddItemDone={addItemDone}
        onAddSuggestionBox={addSuggestionBox}
        onDeleteCategory={askDeleteCategory}
        onSaveItem={saveItem}
        onOpenItem={openItem}
        onItemMenu={openMenu}
      />
      <ItemMenu
        target={menu}
        linked={menu !== null && linkedIds.has(menu.item.id)}
        canScenario={capabilities.custom_questions_management}
        canDedicated={capabilities.simulation_dedicated_funding_questions && list === 'revenue'}
        onClose={() => setMenu(null)}
        onOpen={openItem}
        onDuplicate={duplicate}
        onDelete={askDeleteItem}
      />

      {addingCategory && (
        <NewRowForm
          nameLabel={L.categoryNameLabel}
          placeholder={L.categoryName}
          submitLabel={L.addCategory}
          validateName={categoryNameProblem}
          onSubmit={(name) => addCategory(name)}
          onCancel={() => setAddingCategory(false)}
        />
      )}

      <StructureDialogs list={list} dialog={dialog} onClose={closeDialog} />

      <ConfirmDialog
        open={pending !== null}
        title={
          pending?.kind === 'delete-category'
            ? L.deleteCategoryTitle(pending.category.name)
            : pending
              ? L.deleteItemTitle(pending.item.name)
              : ''
        }
        confirmLabel={L.deleteConfirm}
        confirmColor="error"
        busy={busy}
        onClose={() => setPending(null)}
        onConfirm={() => void confirmPending()}
      >
        {pending?.kind === 'delete-category'
          ? L.deleteCategoryBody(pending.category.subcategories.length)
          : L.deleteItemBody}
      </ConfirmDialog>
      <DragDropHelp help={help} />
    </Stack>
  );
}
