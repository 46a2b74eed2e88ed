import { Controller, type Control } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { STRUCTURE_DIALOG_TEXTS as T, STRUCTURE_LIMITS, type TBoardCategoryView } from '@commonpurse/domain';
import { FormNumberField, FormTextField } from '@/editor-kit/form-fields.tsx';
import type { TItemFormInput, TItemFormOutput } from './item-form.ts';
import { DIALOG_LABELS as L } from './labels.ts';
import { SuggestionModeField } from './SuggestionModeField.tsx';

/** Name/Cost: the name (counter to 140), the cost, the category (another one moves the item). */
export function ItemNamePanel({
  control,
  categories,
  suggestionBox,
}: {
  control: Control<TItemFormInput, unknown, TItemFormOutput>;
  categories: TBoardCategoryView[];
  suggestionBox: boolean;
}) {
  return (
    <Stack spacing={2.5}>
      <FormTextField
        control={control}
        name="name"
        label={L.name}
        required
        autoFocus
        counter={STRUCTURE_LIMITS.itemDialogNameCounter}
      />
      <FormNumberField control={control} name="amount" label={L.cost} required />
      <Controller
        control={control}
        name="budget_category_id"
        render={({ field, fieldState }) => (
          <TextField
            select
            label={L.category}
            required
            fullWidth
            name={field.name}
            value={field.value || ''}
            onChange={(event) => field.onChange(Number(event.target.value))}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? L.categoryHelp}
          >
            {categories.map((category) => (
              <MenuItem key={category.id} value={category.id}>
                {category.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {suggestionBox && (
        <>
          <SuggestionModeField control={control} />
          <FormNumberField
            control={control}
            name="ceiling_amount"
            label={T.ceilingAmount}
            helperText={L.ceilingHelp}
          />
        </>
      )}
    </Stack>
  );
}
