import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Stack from '@mui/material/Stack';
import {
  STRUCTURE_DIALOG_TEXTS as T,
  STRUCTURE_MESSAGES as M,
  SUGGESTION_BOX_MODES,
} from '@commonpurse/domain';
import { useBoardEditor } from '@/editor-kit/editor-context.tsx';
import { type TItem, type TStructureList } from '@/api/structure-items.ts';
import { numberText, ZMoneyText } from './amount-text.ts';
import { DialogFrame, useDialogSave } from '@/editor-kit/DialogFrame.tsx';
import { FormNumberField } from '@/editor-kit/form-fields.tsx';
import { DIALOG_LABELS as L } from './labels.ts';
import { saveFailure } from '@/editor-kit/save-failure.ts';
import { SuggestionModeField } from './SuggestionModeField.tsx';
import type { TParent } from '@/api/parent.ts';
import { useUpdateItem } from '@/editor-kit/useUpdateItem.ts';

const ZSuggestionBoxForm = z.object({
  suggestion_box_mode: z.enum(SUGGESTION_BOX_MODES, { error: M.selectRequired }),
  ceiling_amount: ZMoneyText.transform((value) => value ?? 0).refine((value) => value >= 0, {
    error: M.ceilingNegative,
  }),
});
type TInput = z.input<typeof ZSuggestionBoxForm>;
type TOutput = z.output<typeof ZSuggestionBoxForm>;

export interface TSuggestionBoxDialogProps {
  open: boolean;
  onClose(): void;
  parent: TParent;
  list: TStructureList;
  /** The suggestion box (an item with suggestion_box true). */
  item: TItem;
  onSaved?(item: TItem): void;
}

/** 'Suggestion Box Settings': the Amount Field mode and the Ceiling Amount (0 means no limit). */
export function SuggestionBoxDialog(props: TSuggestionBoxDialogProps) {
  return props.open ? <SuggestionBoxBody {...props} /> : null;
}

function SuggestionBoxBody({ onClose, parent, list, item, onSaved }: TSuggestionBoxDialogProps) {
  const { track } = useBoardEditor();
  const { mutateAsync: updateItem } = useUpdateItem(parent);
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(ZSuggestionBoxForm),
    defaultValues: {
      suggestion_box_mode: (SUGGESTION_BOX_MODES as readonly string[]).includes(item.suggestion_box_mode)
        ? (item.suggestion_box_mode as TInput['suggestion_box_mode'])
        : 'no_amount',
      ceiling_amount: numberText(item.ceiling_amount),
    },
  });

  const save = useDialogSave((failure) => {
    const { fields, message } = saveFailure(failure);
    if (fields.ceiling_amount) form.setError('ceiling_amount', { message: fields.ceiling_amount });
    return message;
  });

  const submit = form.handleSubmit(async (values) => {
    const patch = Object.fromEntries(
      Object.entries(values).filter(([field, value]) => value !== item[field as keyof TOutput]),
    );
    if (Object.keys(patch).length === 0) {
      onClose();
      return;
    }
    const done = await save.run(() =>
      track(updateItem({ list, categoryId: item.budget_category_id, itemId: item.id, patch })),
    );
    if (done) {
      onSaved?.(done.value);
      onClose();
    }
  });

  return (
    <DialogFrame title={T.suggestionBoxTitle} onClose={onClose} onSubmit={() => void submit()} save={save}>
      <Stack spacing={2.5}>
        <SuggestionModeField control={form.control} />
        <FormNumberField
          control={form.control}
          name="ceiling_amount"
          label={T.ceilingAmount}
          helperText={L.ceilingHelp}
        />
      </Stack>
    </DialogFrame>
  );
}
