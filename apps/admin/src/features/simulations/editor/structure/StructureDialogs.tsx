import type { TCategoryView } from '@commonpurse/domain';
import type { TItem, TStructureList } from './api.ts';
import { CategoryLockDialog } from './CategoryLockDialog.tsx';

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

/** Opens the dialog the tab asked for. */
export function StructureDialogs({ list, dialog, onClose }: TStructureDialogsProps) {
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'category-customize':
      return <CategoryLockDialog list={list} category={dialog.category} onClose={onClose} />;
    default:
      return null;
  }
}
