import type { Control } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import { STRUCTURE_DIALOG_TEXTS as T, STRUCTURE_LIMITS } from '@commonpurse/domain';
import { FormRichText, FormTextField } from '@/editor-kit/form-fields.tsx';
import type { TItemFormInput, TItemFormOutput } from './item-form.ts';
import { DIALOG_LABELS as L } from './labels.ts';

/** Details: the short More Info text (at most 400) and the rich-text more details. */
export function ItemDetailsPanel({
  control,
}: {
  control: Control<TItemFormInput, unknown, TItemFormOutput>;
}) {
  return (
    <Stack spacing={2.5}>
      <FormTextField
        control={control}
        name="details"
        label={T.moreInfo}
        multiline
        minRows={3}
        counter={STRUCTURE_LIMITS.moreInfoMax}
      />
      <FormRichText control={control} name="additional_details" label={L.moreDetails} />
    </Stack>
  );
}
