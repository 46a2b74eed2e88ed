import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Stack from '@mui/material/Stack';
import {
  STRUCTURE_DIALOG_TEXTS as T,
  STRUCTURE_LIMITS,
  STRUCTURE_MESSAGES as M,
  type TBoardCategoryView,
  type TCategoryView,
} from '@commonpurse/domain';
import { useBoardEditor } from '@/editor-kit/editor-context.tsx';
import { useUpdateCategory } from '../mutations.ts';
import { type TStructureList } from '@/api/structure-items.ts';
import { DialogFrame, useDialogSave } from '@/editor-kit/DialogFrame.tsx';
import { FormRichText, FormTextField } from '@/editor-kit/form-fields.tsx';
import { DIALOG_LABELS as L } from './labels.ts';
import { saveFailure } from '@/editor-kit/save-failure.ts';
import type { TParent } from '@/api/parent.ts';

const ZCategoryInfoForm = z.object({
  details: z
    .string()
    .trim()
    .max(STRUCTURE_LIMITS.moreInfoMax, { error: M.moreInfoTooLong })
    .transform((text) => (text === '' ? null : text)),
  additional_details: z.string().transform((html) => (html.trim() === '' ? null : html)),
});
type TInput = z.input<typeof ZCategoryInfoForm>;
type TOutput = z.output<typeof ZCategoryInfoForm>;

export interface TCategoryInfoDialogProps {
  open: boolean;
  onClose(): void;
  parent: TParent;
  list: TStructureList;
  category: TBoardCategoryView;
  onSaved?(category: TCategoryView): void;
}

/** A category's more info: the short More Info text (at most 400) and rich-text more details. */
export function CategoryInfoDialog(props: TCategoryInfoDialogProps) {
  return props.open ? <CategoryInfoBody {...props} /> : null;
}

function CategoryInfoBody({ onClose, parent, list, category, onSaved }: TCategoryInfoDialogProps) {
  const { track } = useBoardEditor();
  const { mutateAsync: updateCategory } = useUpdateCategory(parent, list);
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(ZCategoryInfoForm),
    defaultValues: { details: category.details ?? '', additional_details: category.additional_details ?? '' },
  });

  const save = useDialogSave((failure) => {
    const { fields, message } = saveFailure(failure);
    if (fields.details) form.setError('details', { message: fields.details });
    return `${M.saveCategoryFailed.trim()} ${message}`;
  });

  const submit = form.handleSubmit(async (values) => {
    const patch = Object.fromEntries(
      Object.entries(values).filter(([field, value]) => value !== category[field as keyof TOutput]),
    );
    if (Object.keys(patch).length === 0) {
      onClose();
      return;
    }
    const done = await save.run(() => track(updateCategory({ id: category.id, patch })));
    if (done) {
      onSaved?.(done.value);
      onClose();
    }
  });

  return (
    <DialogFrame
      title={L.categoryInfoTitle(category.name)}
      onClose={onClose}
      onSubmit={() => void submit()}
      save={save}
    >
      <Stack spacing={2.5}>
        <FormTextField
          control={form.control}
          name="details"
          label={T.moreInfo}
          multiline
          minRows={3}
          autoFocus
          counter={STRUCTURE_LIMITS.moreInfoMax}
        />
        <FormRichText control={form.control} name="additional_details" label={L.moreDetails} />
      </Stack>
    </DialogFrame>
  );
}
