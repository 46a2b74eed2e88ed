import { useCallback, useMemo, type ReactNode } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddCircleOutline from '@mui/icons-material/AddCircleOutline';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import DragIndicator from '@mui/icons-material/DragIndicator';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Lock from '@mui/icons-material/Lock';
import LockOpen from '@mui/icons-material/LockOpen';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import { STRUCTURE_MESSAGES as M, type TBoardCategoryView } from '@commonpurse/domain';
import { categoryDndId, itemDndId, listDndId } from './board-ids.ts';
import type { TCategorySlotProps } from './useCategoryWindow.ts';
import { InlineEdit } from '@/editor-kit/InlineEdit.tsx';
import { ACTIONS_WIDTH, STRUCTURE_LABELS as L } from './labels.ts';
import { categoryNameProblem } from './rules.ts';

export type TCategoryDialog = 'info' | 'customize';

export interface TCategoryCardProps {
  category: TBoardCategoryView;
  /** Where it sits in a long list (measured there); absent when drawn alone. */
  slot?: TCategorySlotProps;
  /** The item ids shown, in order (they change while an item is dragged). */
  itemIds: number[];
  total: string;
  collapsed: boolean;
  /** Some item is linked to a dedicated-funds question: the category cannot be deleted. */
  linked: boolean;
  isPb: boolean;
  /** Bulk Edit: the order cannot change meanwhile. */
  dragDisabled?: boolean;
  onToggle(): void;
  onRename(name: string): Promise<string | null>;
  onAddItem(): void;
  onAddSuggestionBox(): void;
  onOpen(dialog: TCategoryDialog): void;
  onDelete(): void;
  /** The rows (and the new-item form) under the header. */
  children: ReactNode;
}

function DeleteCategoryButton({
  name,
  linked,
  onDelete,
}: {
  name: string;
  linked: boolean;
  onDelete(): void;
}) {
  const label = L.deleteCategory(name);
  return (
    <Tooltip title={linked ? M.dedicatedFundsLinked : label} describeChild>
      <IconButton
        size="small"
        aria-label={label}
        aria-disabled={linked || undefined}
        onClick={linked ? undefined : onDelete}
        sx={linked ? { opacity: 0.4, cursor: 'not-allowed' } : undefined}
      >
        <DeleteOutline fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

/** A category: its header row with every control, then its items (a drop target for other items). */
export function CategoryCard(props: TCategoryCardProps) {
  const { category, itemIds, total, collapsed, linked, isPb, children } = props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: categoryDndId(category.id), disabled: props.dragDisabled });
  const { setNodeRef: setListRef, isOver } = useDroppable({ id: listDndId(category.id) });
  const measure = props.slot?.measure;
  const ref = useCallback(
    (element: HTMLElement | null) => {
      setNodeRef(element);
      measure?.(element);
    },
    [setNodeRef, measure],
  );
  const sortableIds = useMemo(() => itemIds.map(itemDndId), [itemIds]);
  const name = category.name;
  const lockLabel = category.is_locked ? L.customizeLocked(name) : L.customize(name);

  return (
    <Box
      component="li"
      ref={ref}
      data-index={props.slot?.index}
      data-testid={`category-${category.id}`}
      sx={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 2 : 'auto',
      }}
    >
      <Paper
        variant="outlined"
        ref={setListRef}
        sx={{ overflow: 'hidden', outline: isOver ? '2px solid' : 'none', outlineColor: 'primary.main' }}
      >
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: 'auto auto minmax(0, 1fr) auto auto',
            alignItems: 'center',
            gap: 0.5,
            px: 1,
            py: 0.5,
            bgcolor: 'grey.100',
          }}
        >
          <IconButton
            ref={setActivatorNodeRef}
            size="small"
            aria-label={L.dragCategory(name)}
            disabled={props.dragDisabled}
            sx={{ cursor: 'grab', touchAction: 'none' }}
            {...attributes}
            {...listeners}
          >
            <DragIndicator fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={collapsed ? L.expand(name) : L.collapse(name)}
            aria-expanded={!collapsed}
            onClick={props.onToggle}
          >
            {collapsed ? <ExpandMore fontSize="small" /> : <ExpandLess fontSize="small" />}
          </IconButton>
          <Box sx={{ minWidth: 0, fontWeight: 600 }}>
            <InlineEdit
              value={name}
              label={L.categoryNameLabel}
              placeholder={L.categoryName}
              validate={categoryNameProblem}
              onSave={props.onRename}
            />
          </Box>
          <Typography
            component="span"
            sx={{ fontWeight: 600, minWidth: 140, textAlign: 'right', pr: 1 }}
            aria-label={`${L.total} ${name}: ${total}`}
          >
            {total}
          </Typography>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', width: ACTIONS_WIDTH }}>
            <Tooltip title={isPb ? L.addProject(name) : L.addItem(name)}>
              <IconButton
                size="small"
                aria-label={isPb ? L.addProject(name) : L.addItem(name)}
                onClick={props.onAddItem}
              >
                <AddCircleOutline fontSize="small" />
              </IconButton>
            </Tooltip>
            {!isPb && (
              <Tooltip title={L.addSuggestionBox(name)}>
                <IconButton
                  size="small"
                  aria-label={L.addSuggestionBox(name)}
                  onClick={props.onAddSuggestionBox}
                >
                  <RateReviewOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
            <Tooltip title={L.moreInfo(name)}>
              <IconButton size="small" aria-label={L.moreInfo(name)} onClick={() => props.onOpen('info')}>
                <InfoOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={lockLabel}>
              <IconButton size="small" aria-label={lockLabel} onClick={() => props.onOpen('customize')}>
                {category.is_locked ? <Lock fontSize="small" /> : <LockOpen fontSize="small" />}
              </IconButton>
            </Tooltip>
            <DeleteCategoryButton name={name} linked={linked} onDelete={props.onDelete} />
          </Box>
        </Box>
        {!collapsed && (
          <SortableContext items={sortableIds} strategy={verticalListSortingStrategy}>
            <Box component="ul" aria-label={name} sx={{ listStyle: 'none', p: 0, m: 0, minHeight: 8 }}>
              {children}
            </Box>
          </SortableContext>
        )}
      </Paper>
    </Box>
  );
}
