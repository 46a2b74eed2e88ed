import { useEffect } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RECEIPT_LIMITS } from '@commonpurse/domain';
import { useBoardEditor } from '@/editor-kit/editor-context.tsx';
import { FormNumberField, FormTextField } from '@/editor-kit/form-fields.tsx';
import { KIT_LABELS } from '@/editor-kit/labels.ts';
import { Section } from '@/editor-kit/save-fields.tsx';
import { CALCULATION_LABELS as L } from '../labels.ts';
import { useReceiptEditor } from '../receipt-editor.tsx';
import {
  calculationFormValues,
  isCalculationField,
  ZCalculationForm,
  type TCalculationFlag,
  type TCalculationFormInput,
  type TCalculationFormOutput,
} from './calculation-form.ts';

type TControl = Control<TCalculationFormInput, unknown, TCalculationFormOutput>;

function FlagSwitch({ control, name, label }: { control: TControl; name: TCalculationFlag; label: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Switch
              checked={field.value}
              onChange={(_event, checked) => field.onChange(checked)}
              onBlur={field.onBlur}
              inputRef={field.ref}
            />
          }
          label={label}
        />
      )}
    />
  );
}

/** A calculator's three flags: offered at all, shown to residents, with the client's own values. */
function CalculatorFlags({
  control,
  prefix,
}: {
  control: TControl;
  prefix: 'property' | 'income' | 'sales';
}) {
  return (
    <Box role="group" aria-label={L.calculators[prefix]} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <FlagSwitch control={control} name={`is_${prefix}_tax_available`} label={L.available} />
      <FlagSwitch control={control} name={`is_${prefix}_tax_enabled`} label={L.enabled} />
      <FlagSwitch control={control} name={`is_${prefix}_tax_customized`} label={L.customized} />
    </Box>
  );
}

/**
 * The Tax Calculations tab: the property, income and sales tax calculators, saved together with
 * PATCH admin/receipts/{id}/predefined-calculations (has_additional_custom_calculations never sent).
 */
export function CalculationsTab() {
  const { receipt, save } = useReceiptEditor();
  const { fieldErrors } = useBoardEditor();
  const stored = receipt.predefined_calculations;
  const form = useForm<TCalculationFormInput, unknown, TCalculationFormOutput>({
    resolver: zodResolver(ZCalculationForm),
    defaultValues: calculationFormValues(stored),
  });
  const { control, formState, reset, setError } = form;
  const question = useWatch({ control, name: 'property_tax_question_content' });
  const helper = useWatch({ control, name: 'property_tax_helper_content' });

  // The server's refusals of the last save, under their fields.
  useEffect(() => {
    for (const [field, message] of Object.entries(fieldErrors)) {
      if (isCalculationField(field)) setError(field, { message });
    }
  }, [fieldErrors, setError]);

  const submit = form.handleSubmit(async (body) => {
    if (await save(body)) reset(form.getValues());
  });

  // A counter rather than a hard stop, so a pasted text shows the spec's message.
  const count = (text: string) => KIT_LABELS.counter(text.length, RECEIPT_LIMITS.propertyTaxTextMax);
  return (
    <Stack component="form" noValidate spacing={3} sx={{ maxWidth: 1100 }} onSubmit={(e) => void submit(e)}>
      <Typography color="text.secondary">{L.intro}</Typography>
      {stored.has_additional_custom_calculations && <Alert severity="info">{L.additionalCustom}</Alert>}
      <Section title={L.calculators.property}>
        <CalculatorFlags control={control} prefix="property" />
        <FlagSwitch
          control={control}
          name="is_property_tax_owner_question_enabled"
          label={L.propertyOwnerQuestion}
        />
        <FormTextField
          control={control}
          name="property_tax_question_content"
          label={L.propertyQuestion}
          helperText={count(question)}
          multiline
          minRows={2}
        />
        <FormNumberField control={control} name="property_tax_rate" label={L.propertyRate} />
        <FormTextField
          control={control}
          name="property_tax_helper_content"
          label={L.propertyHelper}
          helperText={count(helper)}
          multiline
          minRows={2}
        />
      </Section>
      <Section title={L.calculators.income}>
        <CalculatorFlags control={control} prefix="income" />
        <FormNumberField control={control} name="income_tax_rate" label={L.incomeRate} />
      </Section>
      <Section title={L.calculators.sales}>
        <CalculatorFlags control={control} prefix="sales" />
        <FormNumberField control={control} name="sales_tax_rate" label={L.salesRate} />
        <FlagSwitch
          control={control}
          name="is_sales_tax_purchased_percentage_enabled"
          label={L.salesPurchasedPercentage}
        />
      </Section>
      <Box>
        <Button
          type="submit"
          variant="contained"
          loading={formState.isSubmitting}
          disabled={!formState.isDirty}
        >
          {L.save}
        </Button>
      </Box>
    </Stack>
  );
}
