import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { parseNumeric, stripNonNumeric } from '@commonpurse/domain';
import { amountProblem } from './rules.ts';
import { KIT_LABELS } from '@/editor-kit/labels.ts';

export interface TNewRowFormProps {
  /** Accessible name and placeholder of the name field. */
  nameLabel: string;
  placeholder: string;
  /** Asks for an amount too (items). */
  withAmount?: boolean;
  amountLabel?: string;
  /** The amount can be typed only once there is a name (a receipt's subcategory, spec 3 section 2.2). */
  amountAfterName?: boolean;
  submitLabel: string;
  validateName(name: string): string | null;
  /** Creates the row; answers the server's refusal, else null. */
  onSubmit(name: string, amount: number): Promise<string | null>;
  onCancel(): void;
  component?: 'li' | 'div';
}

/** The form under a list for a new category or item: Enter adds it, Escape cancels. */
export function NewRowForm(props: TNewRowFormProps) {
  const [name, setName] = useState('');
  const [amount, setAmount] = useState('0');
  const [errors, setErrors] = useState<{
    name?: string | null;
    amount?: string | null;
    form?: string | null;
  }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const nameProblem = props.validateName(name);
    const amountIssue = props.withAmount ? amountProblem(amount) : null;
    if (nameProblem || amountIssue) {
      setErrors({ name: nameProblem, amount: amountIssue });
      return;
    }
    setBusy(true);
    const refused = await props.onSubmit(name.trim(), parseNumeric(amount) ?? 0);
    setBusy(false);
    if (refused) setErrors({ form: refused });
  };

  return (
    <Box
      component={props.component ?? 'div'}
      sx={{ listStyle: 'none', px: 1, py: 1, borderTop: 1, borderColor: 'divider' }}
    >
      <Box
        component="form"
        noValidate
        onSubmit={(e) => void submit(e)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') props.onCancel();
        }}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <TextField
          size="small"
          label={props.nameLabel}
          placeholder={props.placeholder}
          value={name}
          autoFocus
          disabled={busy}
          onChange={(e) => {
            setName(e.target.value);
            setErrors({});
          }}
          error={Boolean(errors.name ?? errors.form)}
          helperText={errors.name ?? errors.form}
          sx={{ flex: 1, minWidth: 200 }}
        />
        {props.withAmount && (
          <TextField
            size="small"
            label={props.amountLabel}
            value={amount}
            disabled={busy || (props.amountAfterName === true && name.trim() === '')}
            onChange={(e) => {
              setAmount(stripNonNumeric(e.target.value));
              setErrors({});
            }}
            error={Boolean(errors.amount)}
            helperText={errors.amount}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            sx={{ width: 180 }}
          />
        )}
        <Button type="submit" variant="contained" disabled={busy}>
          {props.submitLabel}
        </Button>
        <Button onClick={props.onCancel} disabled={busy}>
          {KIT_LABELS.cancel}
        </Button>
      </Box>
    </Box>
  );
}
