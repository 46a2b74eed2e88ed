import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { STRUCTURE_DIALOG_TEXTS as T } from '@commonpurse/domain';
import { useBoardEditor } from '@/editor-kit/editor-context.tsx';
import { useCreateItem } from '../mutations.ts';
import { type TItem, type TStructureList } from '@/api/structure-items.ts';
import { useStructureCache, withItem } from '@/api/structure-cache.ts';
import { DialogFrame, DialogTabPanel, useDialogSave } from '@/editor-kit/DialogFrame.tsx';
import { ItemDetailsPanel } from './ItemDetailsPanel.tsx';
import {
  changedFields,
  ITEM_FIELD_TABS,
  itemFormValues,
  newItemBody,
  ZItemForm,
  type TItemFormInput,
  type TItemFormOutput,
} from './item-form.ts';
import { ItemImagePanel } from './ItemImagePanel.tsx';
import { ItemNamePanel } from './ItemNamePanel.tsx';
import { DIALOG_LABELS as L } from './labels.ts';
import { saveFailure } from '@/editor-kit/save-failure.ts';
import type { TParent } from '@/api/parent.ts';
import { useUpdateItem } from '@/editor-kit/useUpdateItem.ts';

type TItemTab = 'name' | 'details' | 'image';

export interface TItemDialogProps {
  open: boolean;
  onClose(): void;
  parent: TParent;
  list: TStructureList;
  /** The item to edit; null creates one on Save (or when the Image tab opens). */
  item: TItem | null;
  /** A new item's category (the category select starts there). Not needed for an existing item. */
  categoryId?: number;
  /** The new item is a suggestion box ('Your Suggestion' to start, with its amount mode and ceiling). */
  suggestionBox?: boolean;
  /** After each successful create or update, with the server's item. */
  onSaved?(item: TItem): void;
}

/**
 * The item (subcategory) dialog, spec 1 "Item (subcategory) edit dialog": Name/Cost (name with its
 * 140 counter, cost, category, and a suggestion box's amount mode and ceiling), Details (More Info and
 * rich-text more details) and Image. Save creates or PATCHes (only what changed; another category
 * moves the item); server errors show inside the dialog.
 */
export function ItemDialog(props: TItemDialogProps) {
  return props.open ? <ItemDialogBody {...props} /> : null;
}

function ItemDialogBody({
  onClose,
  parent,
  list,
  item,
  categoryId,
  suggestionBox = false,
  onSaved,
}: TItemDialogProps) {
  const { simulation, track } = useBoardEditor();
  const cache = useStructureCache(parent, list);
  const { mutateAsync: updateItem } = useUpdateItem(parent);
  const { mutateAsync: createItem } = useCreateItem(parent, list);
  const [tab, setTab] = useState<TItemTab>('name');
  /** The item as last saved: null until a new item is created. */
  const [saved, setSaved] = useState<TItem | null>(item);
  const isSuggestionBox = saved?.suggestion_box ?? suggestionBox;
  const categories = simulation[list] ?? [];
  const startCategory = item?.budget_category_id ?? categoryId ?? categories[0]?.id ?? 0;

  const form = useForm<TItemFormInput, unknown, TItemFormOutput>({
    resolver: zodResolver(ZItemForm),
    defaultValues: itemFormValues(item, startCategory, suggestionBox),
  });

  /** The item as saved (the writes put it in the editor's cache themselves). */
  const remember = (next: TItem) => {
    setSaved(next);
    onSaved?.(next);
  };

  /** A refusal: field messages under their fields (the first one's tab opens), the rest in the banner. */
  const describe = (failure: unknown) => {
    const { fields, message } = saveFailure(failure);
    for (const [field, text] of Object.entries(fields)) {
      if (field in ITEM_FIELD_TABS) form.setError(field as FieldPath<TItemFormInput>, { message: text });
    }
    const first = Object.keys(fields).find((f) => f in ITEM_FIELD_TABS) as keyof typeof ITEM_FIELD_TABS;
    if (first) setTab(ITEM_FIELD_TABS[first]);
    return message;
  };
  const save = useDialogSave(describe);

  /** Creates or updates; answers the saved item, or null when refused. */
  const write = async (values: TItemFormOutput): Promise<TItem | null> => {
    const done = await save.run(async () => {
      if (!saved) {
        const created = await track(
          createItem({ categoryId: values.budget_category_id, body: newItemBody(values, isSuggestionBox) }),
        );
        remember(created);
        return created;
      }
      const patch = changedFields(values, saved);
      if (Object.keys(patch).length === 0) return saved;
      const updated = await track(
        updateItem({ list, categoryId: saved.budget_category_id, itemId: saved.id, patch }),
      );
      remember(updated);
      return updated;
    });
    return done?.value ?? null;
  };

  const showFirstError = () => {
    const first = (Object.keys(ITEM_FIELD_TABS) as (keyof typeof ITEM_FIELD_TABS)[]).find(
      (field) => form.getFieldState(field).error,
    );
    if (first) setTab(ITEM_FIELD_TABS[first]);
  };

  const submit = form.handleSubmit(async (values) => {
    if (await write(values)) onClose();
  }, showFirstError);

  const openTab = (next: TItemTab) => {
    setTab(next);
    // An image belongs to a saved item: a new one is saved first.
    if (next === 'image' && !saved) {
      void form.handleSubmit(async (values) => {
        const created = await write(values);
        if (created) form.reset(itemFormValues(created, created.budget_category_id, created.suggestion_box));
        else setTab('name');
      }, showFirstError)();
    }
  };

  // A receipt's items have no image (spec 3 section 3; its calls serve none).
  const withImage = parent.kind !== 'receipt';
  const tabs = [
    { value: 'name' as const, label: T.itemTabs.nameCost },
    { value: 'details' as const, label: T.itemTabs.details },
    ...(withImage ? [{ value: 'image' as const, label: T.itemTabs.image }] : []),
  ];

  return (
    <DialogFrame
      title={saved ? L.editItemTitle(saved.name) : isSuggestionBox ? L.newSuggestionBoxTitle : L.newItemTitle}
      onClose={onClose}
      onSubmit={() => void submit()}
      save={save}
      tabs={{ label: L.itemTabs, items: tabs, value: tab, onChange: openTab }}
    >
      <DialogTabPanel value="name">
        <ItemNamePanel control={form.control} categories={categories} suggestionBox={isSuggestionBox} />
      </DialogTabPanel>
      <DialogTabPanel value="details">
        <ItemDetailsPanel control={form.control} />
      </DialogTabPanel>
      {withImage && (
        <DialogTabPanel value="image">
          <ItemImagePanel
            parent={parent}
            item={saved}
            saving={save.saving && !saved}
            control={form.control}
            onChange={(next) => {
              cache.update((all) => withItem(all, next));
              remember(next);
              // The image calls answer with the stored alt text and credit (Save compares with them).
              form.setValue('image_alt', next.image_alt ?? '');
              form.setValue('image_credit', next.image_credit ?? '');
            }}
          />
        </DialogTabPanel>
      )}
    </DialogFrame>
  );
}
