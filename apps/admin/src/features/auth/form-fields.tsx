import { useState, type ReactNode, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { AUTH_LABELS } from '@commonpurse/domain/console';

interface TRegisteredField {
  id: string;
  name: string;
  inputRef: Ref<HTMLInputElement>;
  onChange: ReturnType<UseFormRegister<FieldValues>>['onChange'];
  onBlur: ReturnType<UseFormRegister<FieldValues>>['onBlur'];
  error: boolean;
  helperText?: string;
}

/** Wires a field to react-hook-form; its error message becomes the field's description. */
export function fieldProps<T extends FieldValues>(
  register: UseFormRegister<T>,
  errors: FieldErrors<T>,
  name: Path<T>,
): TRegisteredField {
  const { ref, ...rest } = register(name);
  const message = errors[name]?.message;
  return {
    ...rest,
    id: `field-${name}`,
    inputRef: ref,
    error: message !== undefined,
    helperText: typeof message === 'string' ? message : undefined,
  };
}

export interface TFormFieldProps extends TRegisteredField {
  label: string;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  spellCheck?: boolean;
  endAdornment?: ReactNode;
}

/**
 * An outlined text field (label, input, message linked by aria-describedby). Built from the parts rather
 * than MUI's TextField, which also bundles Select, Menu and Modal: the guest pages stay light.
 */
export function FormField({
  id,
  label,
  helperText,
  error,
  inputRef,
  endAdornment,
  spellCheck,
  ...input
}: TFormFieldProps) {
  const helperId = `${id}-helper-text`;
  return (
    <FormControl variant="outlined" fullWidth error={error}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        inputRef={inputRef}
        endAdornment={endAdornment}
        inputProps={{ 'aria-describedby': helperText ? helperId : undefined, spellCheck }}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}

/** A password field with a show/hide button. */
export function PasswordField(props: Omit<TFormFieldProps, 'type' | 'endAdornment'>) {
  const [visible, setVisible] = useState(false);
  return (
    <FormField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={visible ? AUTH_LABELS.hidePassword : AUTH_LABELS.showPassword}
            onClick={() => setVisible((v) => !v)}
            edge="end"
          >
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
