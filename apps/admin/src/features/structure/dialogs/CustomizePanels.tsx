import { useId } from 'react';
import { Controller, useWatch, type Control } from 'react-hook-form';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { ALERT_TYPES, CALCULATORS } from '@commonpurse/domain';
import type { TCustomizeInput, TCustomizeOutput } from './customize-form.ts';
import { FormNumberField, FormTextField } from '@/editor-kit/form-fields.tsx';
import { DIALOG_LABELS as L } from './labels.ts';

type TControl = Control<TCustomizeInput, unknown, TCustomizeOutput>;

/** Percent fields stop at 99 (spec 1 section 5: the rate editor caps at 99). */
const RATE_CAP = 99;

export function MapPanel({ control }: { control: TControl }) {
  return (
    <FormTextField
      control={control}
      name="geojson"
      label={L.geojson}
      helperText={L.geojsonHelp}
      multiline
      minRows={8}
      slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } } }}
    />
  );
}

export function TaxRatePanel({ control, housing }: { control: TControl; housing: boolean }) {
  return (
    <Stack spacing={2.5}>
      <FormNumberField
        control={control}
        name="rate"
        label={housing ? L.density : L.taxRate}
        helperText={L.rateHelp}
        max={RATE_CAP}
      />
      <Controller
        control={control}
        name="calculator"
        render={({ field, fieldState }) => (
          <TextField
            select
            label={L.calculator}
            fullWidth
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          >
            {CALCULATORS.map((calculator) => (
              <MenuItem key={calculator} value={calculator}>
                {L.calculators[calculator]}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <FormNumberField
        control={control}
        name="custom_increment_rate_for_tax_rate"
        label={housing ? L.densityStep : L.taxRateStep}
        helperText={L.taxRateStepHelp}
        max={RATE_CAP}
      />
    </Stack>
  );
}

export function LockPanel({ control }: { control: TControl }) {
  const id = useId();
  return (
    <Controller
      control={control}
      name="is_locked"
      render={({ field }) => (
        <FormControl>
          <FormControlLabel
            control={
              <Switch
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                inputRef={field.ref}
                slotProps={{ input: { 'aria-describedby': `${id}-help` } }}
              />
            }
            label={L.lockItem}
          />
          <FormHelperText id={`${id}-help`}>{L.lockItemHelp}</FormHelperText>
        </FormControl>
      )}
    />
  );
}

export function AlertPanel({ control }: { control: TControl }) {
  const type = useWatch({ control, name: 'alert_type' });
  return (
    <Stack spacing={2.5}>
      <Controller
        control={control}
        name="alert_type"
        render={({ field, fieldState }) => (
          <TextField
            select
            label={L.alertType}
            fullWidth
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          >
            {ALERT_TYPES.map((alert) => (
              <MenuItem key={alert} value={alert}>
                {L.alertTypes[alert]}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {type !== 'none' && (
        <FormTextField
          control={control}
          name="alert_text"
          label={L.alertText}
          required
          multiline
          minRows={2}
        />
      )}
      {type === 'threshold' && (
        <FormNumberField
          control={control}
          name="alert_threshold"
          label={L.alertThreshold}
          helperText={L.alertThresholdHelp}
        />
      )}
    </Stack>
  );
}

export function ChangeRatePanel({ control }: { control: TControl }) {
  const id = useId();
  const mode = useWatch({ control, name: 'increment_mode' });
  return (
    <Stack spacing={2.5}>
      <Controller
        control={control}
        name="increment_mode"
        render={({ field }) => (
          <FormControl>
            <FormLabel id={`${id}-mode`}>{L.incrementMode}</FormLabel>
            <RadioGroup
              row
              aria-labelledby={`${id}-mode`}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
            >
              <FormControlLabel value="amount" control={<Radio />} label={L.incrementByAmount} />
              <FormControlLabel value="rate" control={<Radio />} label={L.incrementByRate} />
            </RadioGroup>
          </FormControl>
        )}
      />
      {mode === 'amount' ? (
        <FormNumberField
          key="amount"
          control={control}
          name="custom_increment_amount"
          label={L.incrementAmount}
          helperText={L.incrementHelp}
        />
      ) : (
        <FormNumberField
          key="rate"
          control={control}
          name="custom_increment_rate"
          label={L.incrementRate}
          helperText={L.incrementHelp}
          max={RATE_CAP}
        />
      )}
    </Stack>
  );
}

export function BoundariesPanel({ control }: { control: TControl }) {
  return (
    <Stack spacing={2.5}>
      <FormNumberField control={control} name="ceiling_amount" label={L.ceiling} helperText={L.ceilingHelp} />
      <FormTextField
        control={control}
        name="ceiling_alert_text"
        label={L.ceilingAlert}
        multiline
        minRows={2}
      />
      <FormNumberField control={control} name="floor_amount" label={L.floor} helperText={L.floorHelp} />
      <FormTextField control={control} name="floor_alert_text" label={L.floorAlert} multiline minRows={2} />
    </Stack>
  );
}
