import { useId } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { STRUCTURE_DIALOG_TEXTS as T, SUGGESTION_BOX_MODES } from '@commonpurse/domain';
import { DIALOG_LABELS as L } from './labels.ts';

/** A suggestion box's Amount Field mode (no_amount, no_balance, balance). */
export function SuggestionModeField<
  T extends FieldValues & { suggestion_box_mode: string },
  TOut extends FieldValues,
>({ control }: { control: Control<T, unknown, TOut> }) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={'suggestion_box_mode' as Path<T>}
      render={({ field, fieldState }) => (
        <FormControl error={Boolean(fieldState.error)}>
          <FormLabel id={`${id}-label`}>{T.amountField}</FormLabel>
          <RadioGroup
            aria-labelledby={`${id}-label`}
            name={field.name}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
          >
            {SUGGESTION_BOX_MODES.map((mode) => (
              <FormControlLabel
                key={mode}
                value={mode}
                control={<Radio slotProps={{ input: { 'aria-describedby': `${id}-${mode}` } }} />}
                label={
                  <>
                    {L.suggestionModes[mode].label}
                    <FormHelperText id={`${id}-${mode}`} sx={{ m: 0 }}>
                      {L.suggestionModes[mode].help}
                    </FormHelperText>
                  </>
                }
              />
            ))}
          </RadioGroup>
          {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}
