import { memo } from 'react';
import Box from '@mui/material/Box';
import type { TBoardCategoryView } from '@commonpurse/domain';
import type { TBoardItem } from '@/api/structure-items.ts';
import { CategoryCard, type TCategoryDialog } from './CategoryCard.tsx';
import { ItemRow, type TItemDialog } from './ItemRow.tsx';
import { STRUCTURE_LABELS as L } from './labels.ts';
import { NewRowForm } from './NewRowForm.tsx';
import { itemNameProblem } from './rules.ts';
import { StructureBoard, type TDrawnCategory } from './StructureBoard.tsx';
import type { TBulkDraft, TBulkEdit } from './useBulkEdit.ts';
import { rowsHeight } from './useCategoryWindow.ts';
import type { TStructureActions } from './useStructureActions.ts';

export interface TBoardSectionProps {
  categories: TBoardCategoryView[];
  collapsed: ReadonlySet<number>;
  linkedIds: ReadonlySet<number>;
  isPb: boolean;
  /** A new item's amount waits for its name (receipts). */
  amountAfterName: boolean;
  bulk: TBulkEdit;
  formatAmount(value: number): string;
  /** The category showing the new-item form, if any. */
  addingItemTo: number | null;
  actions: TStructureActions;
  onToggle(categoryId: number): void;
  onOpenCategory(dialog: TCategoryDialog, category: TBoardCategoryView): void;
  onAddItem(categoryId: number): void;
  onAddItemDone(): void;
  onAddSuggestionBox(categoryId: number): void;
  onDeleteCategory(category: TBoardCategoryView): void;
  onSaveItem(item: TBoardItem, patch: { name?: string; amount?: number }): Promise<string | null>;
  onOpenItem(dialog: TItemDialog, item: TBoardItem): void;
  onItemMenu(anchor: HTMLElement, item: TBoardItem): void;
}

/** The sortable categories with their item rows and the new-item form. */
export function BoardSection(props: TBoardSectionProps) {
  const { categories, collapsed, linkedIds, bulk, addingItemTo, actions } = props;
  return (
    <StructureBoard
      categories={categories}
      actions={actions}
      wholeRows={bulk.open}
      renderCategory={({ category, itemIds, items, index, measure, rows }) => (
        <BoardCategory
          key={category.id}
          category={category}
          itemIds={itemIds}
          items={items}
          index={index}
          measure={measure}
          from={rows?.from ?? 0}
          to={rows?.to ?? itemIds.length}
          collapsed={collapsed.has(category.id)}
          linked={category.subcategories.some((s) => linkedIds.has(s.id))}
          drafts={bulk.open ? bulk.drafts : null}
          addingItem={addingItemTo === category.id}
          isPb={props.isPb}
          amountAfterName={props.amountAfterName}
          formatAmount={props.formatAmount}
          actions={actions}
          onBulkChange={bulk.change}
          onToggle={props.onToggle}
          onOpenCategory={props.onOpenCategory}
          onAddItem={props.onAddItem}
          onAddItemDone={props.onAddItemDone}
          onAddSuggestionBox={props.onAddSuggestionBox}
          onDeleteCategory={props.onDeleteCategory}
          onSaveItem={props.onSaveItem}
          onOpenItem={props.onOpenItem}
          onItemMenu={props.onItemMenu}
        />
      )}
    />
  );
}

type TBoardCategoryProps = Omit<TDrawnCategory, 'rows'> &
  Pick<
    TBoardSectionProps,
    | 'isPb'
    | 'amountAfterName'
    | 'formatAmount'
    | 'actions'
    | 'onToggle'
    | 'onOpenCategory'
    | 'onAddItem'
    | 'onAddItemDone'
    | 'onAddSuggestionBox'
    | 'onDeleteCategory'
    | 'onSaveItem'
    | 'onOpenItem'
    | 'onItemMenu'
  > & {
    /** The rows drawn, [from, to) by position; space stands in for the others. */
    from: number;
    to: number;
    collapsed: boolean;
    linked: boolean;
    /** Bulk Edit's drafts by item id; null when Bulk Edit is closed. */
    drafts: ReadonlyMap<number, TBulkDraft> | null;
    onBulkChange: TBulkEdit['change'];
    addingItem: boolean;
  };

/**
 * A category with its rows. Its props are plain values and stable callbacks, so a category draws
 * again only when what it shows changes, not on each frame of scrolling a long list.
 */
const BoardCategory = memo(function BoardCategory(props: TBoardCategoryProps) {
  const { category, itemIds, items, from, to, drafts, isPb, actions, formatAmount } = props;
  const total = category.subcategories.reduce((sum, s) => sum + s.amount, 0);
  return (
    <CategoryCard
      slot={{ index: props.index, measure: props.measure }}
      category={category}
      itemIds={itemIds}
      total={formatAmount(total)}
      collapsed={props.collapsed}
      linked={props.linked}
      isPb={isPb}
      dragDisabled={drafts !== null}
      onToggle={() => props.onToggle(category.id)}
      onRename={(name) => actions.renameCategory(category.id, name)}
      onAddItem={() => props.onAddItem(category.id)}
      onAddSuggestionBox={() => props.onAddSuggestionBox(category.id)}
      onOpen={(dialog) => props.onOpenCategory(dialog, category)}
      onDelete={() => props.onDeleteCategory(category)}
    >
      {from > 0 && <RowsSpace count={from} />}
      {itemIds.slice(from, to).map((id) => {
        const item = items.get(id);
        if (!item) return null;
        return (
          <ItemRow
            key={id}
            item={item}
            formatAmount={formatAmount}
            bulk={drafts ? (drafts.get(id) ?? null) : null}
            onBulkChange={props.onBulkChange}
            onSave={props.onSaveItem}
            onOpen={props.onOpenItem}
            onMenu={props.onItemMenu}
          />
        );
      })}
      {to < itemIds.length && <RowsSpace count={itemIds.length - to} />}
      {itemIds.length === 0 && !props.addingItem && (
        <Box component="li" sx={{ px: 2, py: 1, color: 'text.secondary', fontSize: 14 }}>
          {L.emptyCategory}
        </Box>
      )}
      {props.addingItem && (
        <NewRowForm
          component="li"
          nameLabel={L.itemName}
          placeholder={L.itemName}
          withAmount
          amountLabel={L.amountLabel}
          amountAfterName={props.amountAfterName}
          submitLabel={isPb ? L.addProjectButton : L.addItemButton}
          validateName={itemNameProblem}
          onSubmit={async (name, amount) => {
            const refused = await actions.createItem(category.id, { name, amount });
            if (!refused) props.onAddItemDone();
            return refused;
          }}
          onCancel={props.onAddItemDone}
        />
      )}
    </CategoryCard>
  );
});

/** Space standing in for rows of a drawn category that are off screen. */
function RowsSpace({ count }: { count: number }) {
  return <li aria-hidden="true" role="presentation" style={{ height: rowsHeight(count) }} />;
}
