import { memo } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { stripNonNumeric } from '@commonpurse/domain';
import type { TBoardItem } from '@/api/structure-items.ts';
import { itemDndId } from './board-ids.ts';
import { InlineEdit } from '@/editor-kit/InlineEdit.tsx';
import { RowIcon } from './row-icons.tsx';
import { ACTIONS_WIDTH, STRUCTURE_LABELS as L } from './labels.ts';
import { amountProblem, itemNameProblem } from './rules.ts';

export type TItemDialog = 'item' | 'customize' | 'suggestion' | 'scenario' | 'dedicated';

export interface TItemRowProps {
  item: TBoardItem;
  formatAmount(value: number): string;
  /** Bulk Edit: the row edits its draft instead of saving field by field. */
  bulk: { name: string; amount: string } | null;
  onBulkChange(itemId: number, draft: { name: string; amount: string }): void;
  onSave(item: TBoardItem, patch: { name?: string; amount?: number }): Promise<string | null>;
  onOpen(dialog: TItemDialog, item: TBoardItem): void;
  /** Opens the row's menu (one menu serves every row). */
  onMenu(anchor: HTMLElement, item: TBoardItem): void;
}

export const questionType = (item: TBoardItem) => {
  const question = item.customized_question_json as { type?: string } | null | undefined;
  if (!question || typeof question !== 'object') return null;
  return question.type === 'dedicated' ? 'dedicated' : 'scenario';
};

/** One item (subcategory) of a category: handle, name, amount and its actions. */
export const ItemRow = memo(function ItemRow(props: TItemRowProps) {
  const { item, formatAmount, bulk } = props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: itemDndId(item.id),
      disabled: bulk !== null,
    });
  const question = questionType(item);

  return (
    <li
      ref={setNodeRef}
      className="cp-item"
      data-testid={`item-${item.id}`}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="cp-icon cp-handle"
        aria-label={L.dragItem(item.name)}
        disabled={bulk !== null}
        {...attributes}
        {...listeners}
      >
        <RowIcon name="drag" />
      </button>
      <div className="cp-item-name">
        {bulk ? (
          <TextField
            size="small"
            value={bulk.name}
            onChange={(e) => props.onBulkChange(item.id, { ...bulk, name: e.target.value })}
            error={Boolean(itemNameProblem(bulk.name))}
            helperText={itemNameProblem(bulk.name)}
            slotProps={{ htmlInput: { 'aria-label': `${L.itemName}: ${item.name}` } }}
            sx={{ flex: 1, minWidth: 160 }}
          />
        ) : (
          <InlineEdit
            value={item.name}
            label={L.itemName}
            validate={itemNameProblem}
            onSave={(name) => props.onSave(item, { name })}
          />
        )}
        {item.is_locked && <RowIcon name="lock" title={L.locked} />}
        {item.suggestion_box && <Chip size="small" label={L.suggestionBoxChip} variant="outlined" />}
        {question && (
          <Chip
            size="small"
            color={question === 'dedicated' ? 'secondary' : 'info'}
            variant="outlined"
            label={question === 'dedicated' ? L.dedicatedChip : L.scenarioChip}
          />
        )}
      </div>
      <div className="cp-item-amount">
        {bulk ? (
          <TextField
            size="small"
            value={bulk.amount}
            onChange={(e) =>
              props.onBulkChange(item.id, { ...bulk, amount: stripNonNumeric(e.target.value) })
            }
            error={Boolean(amountProblem(bulk.amount))}
            helperText={amountProblem(bulk.amount)}
            slotProps={{
              htmlInput: {
                'aria-label': L.itemAmount(item.name),
                inputMode: 'decimal',
                style: { textAlign: 'right' },
              },
            }}
            sx={{ width: 170 }}
          />
        ) : (
          <InlineEdit
            value={String(item.amount)}
            display={formatAmount(item.amount)}
            label={L.itemAmount(item.name)}
            numeric
            align="right"
            width={170}
            validate={amountProblem}
            onSave={(raw) => props.onSave(item, { amount: Number(raw) })}
          />
        )}
      </div>
      <div className="cp-item-actions" style={{ width: ACTIONS_WIDTH }}>
        <button
          type="button"
          className="cp-icon"
          title={L.editItem(item.name)}
          aria-label={L.editItem(item.name)}
          onClick={() => props.onOpen('item', item)}
        >
          <RowIcon name="edit" />
        </button>
        <button
          type="button"
          className="cp-icon"
          title={L.customize(item.name)}
          aria-label={L.customize(item.name)}
          onClick={() => props.onOpen('customize', item)}
        >
          <RowIcon name="tune" />
        </button>
        <button
          type="button"
          className="cp-icon"
          title={`${L.rowMore} ${item.name}`}
          aria-label={`${L.rowMore} ${item.name}`}
          aria-haspopup="menu"
          onClick={(e) => props.onMenu(e.currentTarget, item)}
        >
          <RowIcon name="more" />
        </button>
      </div>
    </li>
  );
});
