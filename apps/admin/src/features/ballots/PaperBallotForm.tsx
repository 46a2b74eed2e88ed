import { useId, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ApiError } from '@/api/http.ts';
import { describeApiError } from '@/api/errors.ts';
import { InlineSubmit } from './InlineSubmit.tsx';
import { useCreatePaperBallot } from './api.ts';
import { PAPER_LABELS as L } from './labels.ts';
import { parsePaperBallot, type TNumberedProject } from './paper-ballot.ts';

/** The server's refusal as sent: each field's messages, once each. */
const refusalOf = (error: unknown) =>
  error instanceof ApiError && Object.keys(error.errors).length > 0
    ? [...new Set(Object.values(error.errors).flat())]
    : [describeApiError(error)];

/**
 * One text field for the whole ballot: type the numbers, Enter saves; the field empties and keeps
 * the focus for the next ballot. A refusal keeps the typed text so it can be corrected.
 */
export function PaperBallotForm({
  budgetId,
  projects,
  points,
}: {
  budgetId: number;
  projects: readonly TNumberedProject[];
  points: boolean;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string[]>([]);
  const [saved, setSaved] = useState<string | null>(null);
  const create = useCreatePaperBallot(budgetId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal([]);
    const parsed = parsePaperBallot(text, projects, points);
    if (parsed.error !== null) {
      setProblem(parsed.error);
      input.current?.focus();
      return;
    }
    setProblem(null);
    try {
      const ballot = await create.mutateAsync({ items: parsed.items });
      setText('');
      setSaved(L.saved(ballot.receipt_code));
    } catch (error) {
      setSaved(null);
      setRefusal(refusalOf(error));
    }
    input.current?.focus();
  };

  return (
    <Stack component="form" spacing={1.5} onSubmit={(event) => void submit(event)} noValidate>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          inputRef={input}
          label={L.entry}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
          error={problem !== null}
          helperText={problem ?? (points ? L.entryHelpPoints : L.entryHelp)}
          autoComplete="off"
          fullWidth
          slotProps={{
            htmlInput: {
              spellCheck: false,
              'aria-describedby': refusal.length > 0 ? `${id}-refusal` : undefined,
            },
          }}
        />
        <InlineSubmit label={L.submit} busy={create.isPending} />
      </Stack>
      {refusal.length > 0 && (
        <Alert severity="error" id={`${id}-refusal`}>
          {refusal.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </Alert>
      )}
      <Typography role="status" color="success.main" sx={{ minHeight: '1.5em' }}>
        {saved}
      </Typography>
    </Stack>
  );
}
