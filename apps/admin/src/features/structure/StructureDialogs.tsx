import { lazy, Suspense } from 'react';
import type { TCategoryView } from '@commonpurse/domain';
import { useBoardEditor } from '@/editor-kit/editor-context.tsx';
import type { TItem, TStructureList } from '@/api/structure-items.ts';
import { CategoryLockDialog } from './CategoryLockDialog.tsx';

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
export type TOpenDialog =
  | { kind: 'item' | 'customize' | 'suggestion' | 'scenario' | 'dedicated'; item: TItem }
  | { kind: 'category-info' | 'category-customize'; category: TCategoryView }
  | { kind: 'categorize' | 'matching' };

export interface TStructureDialogsProps {
  list: TStructureList;
  dialog: TOpenDialog | null;
  onClose(): void;
}

function OpenDialog({ list, dialog, onClose }: TStructureDialogsProps & { dialog: TOpenDialog }) {
  const { parent } = useBoardEditor();
  const common = { open: true, onClose, parent, list };
  switch (dialog.kind) {
    case 'item':
      return <ItemDialog {...common} item={dialog.item} />;
    case 'customize':
      return <CustomizeDialog {...common} item={dialog.item} />;
    case 'suggestion':
      return <SuggestionBoxDialog {...common} item={dialog.item} />;
    case 'scenario':
    case 'dedicated':
      return <ScenarioDialog {...common} item={dialog.item} kind={dialog.kind} />;
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
