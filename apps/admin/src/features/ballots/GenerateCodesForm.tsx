import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { ZVoterCodesCreate } from '@commonpurse/domain/public';
import { describeApiError } from '@/api/errors.ts';
import { FormTextField } from '@/editor-kit/form-fields.tsx';
import { useNotify } from '@/ui/notify.tsx';
import { InlineSubmit } from './InlineSubmit.tsx';
import { useCreateVoterCodes } from './api.ts';
import { CODE_LABELS as L } from './labels.ts';

/** The server's schema over the typed text: an empty or odd count fails with its range message. */
const ZCodesForm = ZVoterCodesCreate.extend({
  count: z
    .string()
    .trim()
    .transform((text) => (text === '' ? Number.NaN : Number(text)))
    .pipe(ZVoterCodesCreate.shape.count),
});
type TCodesFormInput = z.input<typeof ZCodesForm>;
type TCodesForm = z.output<typeof ZCodesForm>;

/** Generates N codes with an optional batch label; tells the parent the batch (for its sheet). */
export function GenerateCodesForm({
  budgetId,
  onGenerated,
}: {
  budgetId: number;
  onGenerated(batch: string | null): void;
}) {
  const notify = useNotify();
  const create = useCreateVoterCodes(budgetId);
  const { control, handleSubmit, reset, setError } = useForm<TCodesFormInput, unknown, TCodesForm>({
    defaultValues: { count: '', batch: '' },
    resolver: zodResolver(ZCodesForm),
  });

  const submit = handleSubmit(async (body) => {
    try {
      const codes = await create.mutateAsync(body);
      notify.success(L.generated(codes.length));
      reset();
      onGenerated(body.batch);
    } catch (error) {
      setError('count', { message: describeApiError(error) });
    }
  });

  return (
    <Stack
      component="form"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <Box sx={{ width: { sm: 200 }, flexShrink: 0 }}>
        <FormTextField
          control={control}
          name="count"
          label={L.count}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Box>
      <FormTextField control={control} name="batch" label={L.batch} helperText={L.batchHelp} />
      <InlineSubmit label={L.generate} busy={create.isPending} />
    </Stack>
  );
}
