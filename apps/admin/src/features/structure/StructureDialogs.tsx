import { lazy, Suspense, useEffect } from 'react';
import type { TBoardCategoryView } from '@commonpurse/domain';
import { describeApiError } from '@/api/errors.ts';
import { useBoardEditor } from '@/editor-kit/editor-context.tsx';
import type { TBoardItem, TItem, TStructureList } from '@/api/structure-items.ts';
import { useNotify } from '@/ui/notify.tsx';
import { CategoryLockDialog } from './CategoryLockDialog.tsx';
import { useItemDetails } from './useItemDetails.ts';

// Each dialog loads when first opened: the tab itself stays small.
const ItemDialog = lazy(() => import('./dialogs/ItemDialog.tsx').then((m) => ({ default: m.ItemDialog })));
const CustomizeDialog = lazy(() =>
  import('./dialogs/CustomizeDialog.tsx').then((m) => ({ default: m.CustomizeDialog })),
);
const SuggestionBoxDialog = lazy(() =>
  import('./dialogs/SuggestionBoxDialog.tsx').then((m) => ({ default: m.SuggestionBoxDialog })),
);
const ScenarioDialog = lazy(() =>
  import('./dialogs/ScenarioDialog.tsx').then((m) => ({ default: m.ScenarioDialog })),
);
const CategoryInfoDialog = lazy(() =>
  import('./dialogs/CategoryInfoDialog.tsx').then((m) => ({ default: m.CategoryInfoDialog })),
);
const CategorizeDialog = lazy(() =>
  import('./dialogs/CategorizeDialog.tsx').then((m) => ({ default: m.CategorizeDialog })),
);
const MatchingDialog = lazy(() =>
  import('./dialogs/MatchingDialog.tsx').then((m) => ({ default: m.MatchingDialog })),
);

/** The dialog the tab has open, with what it edits. */
type TItemDialogKind = 'item' | 'customize' | 'suggestion' | 'scenario' | 'dedicated';

export type TOpenDialog =
  | { kind: TItemDialogKind; item: TBoardItem }
  | { kind: 'category-info' | 'category-customize'; category: TBoardCategoryView }
  | { kind: 'categorize' | 'matching' };

export interface TStructureDialogsProps {
  list: TStructureList;
  dialog: TOpenDialog | null;
  onClose(): void;
}

interface TItemDialogProps {
  list: TStructureList;
  kind: TItemDialogKind;
  item: TBoardItem;
  onClose(): void;
}

/** An item's dialog, opened once the whole item is read (a board row has only what it draws). */
function OpenItemDialog({ list, kind, item: row, onClose }: TItemDialogProps) {
  const { parent } = useBoardEditor();
  const notify = useNotify();
  const details = useItemDetails(parent, list, row);
  const failure = details.error;
  useEffect(() => {
    if (!failure) return;
    notify.error(describeApiError(failure, 'first'));
    onClose();
  }, [failure, notify, onClose]);
  const item: TItem | undefined = details.data;
  if (!item) return null;
  const common = { open: true, onClose, parent, list, item };
  switch (kind) {
    case 'item':
      return <ItemDialog {...common} />;
    case 'customize':
      return <CustomizeDialog {...common} />;
    case 'suggestion':
      return <SuggestionBoxDialog {...common} />;
    case 'scenario':
    case 'dedicated':
      return <ScenarioDialog {...common} kind={kind} />;
  }
}

function OpenDialog({ list, dialog, onClose }: TStructureDialogsProps & { dialog: TOpenDialog }) {
  const { parent } = useBoardEditor();
  const common = { open: true, onClose, parent, list };
  switch (dialog.kind) {
    case 'item':
    case 'customize':
    case 'suggestion':
    case 'scenario':
    case 'dedicated':
      return <OpenItemDialog list={list} kind={dialog.kind} item={dialog.item} onClose={onClose} />;
    case 'category-info':
      return <CategoryInfoDialog {...common} category={dialog.category} />;
    case 'category-customize':
      return <CategoryLockDialog list={list} category={dialog.category} onClose={onClose} />;
    case 'categorize':
      return <CategorizeDialog {...common} />;
    case 'matching':
      return <MatchingDialog {...common} />;
  }
}

/** Opens the dialog the tab asked for. */
export function StructureDialogs(props: TStructureDialogsProps) {
  if (!props.dialog) return null;
  return (
    <Suspense fallback={null}>
      <OpenDialog {...props} dialog={props.dialog} />
    </Suspense>
  );
}
