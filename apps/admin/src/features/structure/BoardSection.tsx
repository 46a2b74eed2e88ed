import Box from '@mui/material/Box';
import type { TCategoryView } from '@commonpurse/domain';
import type { TItem } from '@/api/structure-items.ts';
import { CategoryCard, type TCategoryDialog } from './CategoryCard.tsx';
import { ItemRow, type TItemDialog } from './ItemRow.tsx';
import { STRUCTURE_LABELS as L } from './labels.ts';
import { NewRowForm } from './NewRowForm.tsx';
import { itemNameProblem } from './rules.ts';
import { StructureBoard } from './StructureBoard.tsx';
import type { TBulkEdit } from './useBulkEdit.ts';
import type { TStructureActions } from './useStructureActions.ts';

export interface TBoardSectionProps {
  categories: TCategoryView[];
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
  onOpenCategory(dialog: TCategoryDialog, category: TCategoryView): void;
  onAddItem(categoryId: number): void;
  onAddItemDone(): void;
  onAddSuggestionBox(categoryId: number): void;
  onDeleteCategory(category: TCategoryView): void;
  onSaveItem(item: TItem, patch: { name?: string; amount?: number }): Promise<string | null>;
  onOpenItem(dialog: TItemDialog, item: TItem): void;
  onItemMenu(anchor: HTMLElement, item: TItem): void;
}

/** The sortable categories with their item rows and the new-item form. */
export function BoardSection(props: TBoardSectionProps) {
  const { categories, collapsed, linkedIds, isPb, bulk, formatAmount, actions } = props;
  return (
    <StructureBoard
      categories={categories}
      actions={actions}
      renderCategory={(category, itemIds, items, slot) => {
        const total = category.subcategories.reduce((sum, s) => sum + s.amount, 0);
        return (
          <CategoryCard
            key={category.id}
            slot={slot}
            category={category}
            itemIds={itemIds}
            total={formatAmount(total)}
            collapsed={collapsed.has(category.id)}
            linked={category.subcategories.some((s) => linkedIds.has(s.id))}
            isPb={isPb}
            dragDisabled={bulk.open}
            onToggle={() => props.onToggle(category.id)}
            onRename={(name) => actions.renameCategory(category.id, name)}
            onAddItem={() => props.onAddItem(category.id)}
            onAddSuggestionBox={() => props.onAddSuggestionBox(category.id)}
            onOpen={(dialog) => props.onOpenCategory(dialog, category)}
            onDelete={() => props.onDeleteCategory(category)}
          >
            {itemIds.map((id) => {
              const item = items.get(id);
              if (!item) return null;
              return (
                <ItemRow
                  key={id}
                  item={item}
                  formatAmount={formatAmount}
                  bulk={bulk.open ? (bulk.drafts.get(id) ?? null) : null}
                  onBulkChange={bulk.change}
                  onSave={props.onSaveItem}
                  onOpen={props.onOpenItem}
                  onMenu={props.onItemMenu}
                />
              );
            })}
            {itemIds.length === 0 && props.addingItemTo !== category.id && (
              <Box component="li" sx={{ px: 2, py: 1, color: 'text.secondary', fontSize: 14 }}>
                {L.emptyCategory}
              </Box>
            )}
            {props.addingItemTo === category.id && (
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
      }}
    />
  );
}
