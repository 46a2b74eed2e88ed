import { useId, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

/** A radio group whose every choice has a label and a short explanation under it (its description). */
export function ChoiceRadios<V extends string>({
  legend,
  name,
  value,
  choices,
  onChange,
  disabled = false,
  error,
  note,
}: {
  legend: string;
  name: string;
  value: V;
  choices: readonly { value: V; label: string; help: string }[];
  onChange(value: V): void;
  disabled?: boolean;
  error?: string;
  /** A line under the choices (replaced by the error when there is one). */
  note?: ReactNode;
}) {
  const id = useId();
  const noteText = error ?? note;
  return (
    <FormControl error={Boolean(error)} disabled={disabled}>
      <FormLabel id={`${id}-label`}>{legend}</FormLabel>
      <RadioGroup
        aria-labelledby={`${id}-label`}
        aria-describedby={noteText ? `${id}-note` : undefined}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value as V)}
      >
        {choices.map((choice) => (
          <FormControlLabel
            key={choice.value}
            value={choice.value}
            sx={{ alignItems: 'flex-start', mb: 1 }}
            control={
              <Radio
                sx={{ pt: 0.5 }}
                slotProps={{ input: { 'aria-describedby': `${id}-${choice.value}` } }}
              />
            }
            label={
              <>
                {choice.label}
                <FormHelperText id={`${id}-${choice.value}`} sx={{ m: 0 }}>
                  {choice.help}
                </FormHelperText>
              </>
            }
          />
        ))}
      </RadioGroup>
      {noteText && (
        <FormHelperText id={`${id}-note`} sx={{ mx: 0 }}>
          {noteText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
