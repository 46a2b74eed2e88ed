import { useId } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Tooltip from '@mui/material/Tooltip';

export interface TMethodOption<T extends string> {
  value: T;
  label: string;
  /** Why the option cannot be chosen: it is disabled and says so beneath (and in a tooltip). */
  unavailable?: string | null;
}

export interface TMethodRadioGroupProps<T extends string> {
  label: string;
  name: string;
  options: readonly TMethodOption<T>[];
  value: T | undefined;
  onChange(value: T): void;
  onBlur?(): void;
  error?: string;
}

/** A create dialog's required choice of how to start (blank, duplicate...), each option explained when unavailable. */
export function MethodRadioGroup<T extends string>({
  label,
  name,
  options,
  value,
  onChange,
  onBlur,
  error,
}: TMethodRadioGroupProps<T>) {
  const id = useId();
  return (
    <FormControl error={Boolean(error)} required>
      <FormLabel id={`${id}-label`}>{label}</FormLabel>
      <RadioGroup
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
        name={name}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value as T)}
        onBlur={onBlur}
      >
        {options.map((option) => {
          const reasonId = `${id}-${option.value}-unavailable`;
          const radio = (
            <FormControlLabel
              key={option.value}
              value={option.value}
              disabled={Boolean(option.unavailable)}
              control={
                <Radio
                  slotProps={{
                    input: { 'aria-describedby': option.unavailable ? reasonId : undefined },
                  }}
                />
              }
              label={option.label}
            />
          );
          return option.unavailable ? (
            <Tooltip key={option.value} title={option.unavailable} placement="right" arrow>
              <Box sx={{ width: 'fit-content' }}>
                {radio}
                <FormHelperText id={reasonId} error={false} sx={{ mt: -0.5, ml: 4 }}>
                  {option.unavailable}
                </FormHelperText>
              </Box>
            </Tooltip>
          ) : (
            radio
          );
        })}
      </RadioGroup>
      {error && <FormHelperText id={`${id}-error`}>{error}</FormHelperText>}
    </FormControl>
  );
}
