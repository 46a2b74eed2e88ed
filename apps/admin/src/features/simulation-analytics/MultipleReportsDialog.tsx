import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import LibraryBooksOutlined from '@mui/icons-material/LibraryBooksOutlined';
import { LIST_PAGE_SIZE, REPORT_MESSAGES, type TSimulationSummary } from '@commonpurse/domain';
import { MULTIPLE_REPORTS_TITLE } from '@commonpurse/domain/analytics';
import { apiFetch } from '@/api/client.ts';
import { reportFailure } from '@/api/errors.ts';
import type { TDownload } from '@/api/http.ts';
import { reportingFetch } from '@/api/reporting.ts';
import type { TData } from '@/api/types.ts';
import { useCurrentUser } from '@/session/current-user.tsx';
import { saveFile } from '@/ui/save-file.ts';

// Our words (the spec names only the dialog).
export const MULTIPLE_REPORTS_LABELS = {
  legend: 'Simulations',
  hint: 'Downloads the submissions of the chosen simulations as one CSV file.',
  selectAll: 'Select all',
  download: 'Download',
  cancel: 'Cancel',
  loadFailed: 'The simulations could not be loaded.',
} as const;
const L = MULTIPLE_REPORTS_LABELS;

/** The dialog's choices: the client's simulations but New ones (no data), as the analytics selector. */
const fetchChoices = (signal?: AbortSignal) =>
  apiFetch<TData<TSimulationSummary[]>>('/v1/admin/budgets', {
    query: { per_page: LIST_PAGE_SIZE },
    signal,
  }).then((r) => r.data.filter((b) => b.status !== 'new'));

/** GET /api/budgets/export?budgets= on the client's reporting token (docs/api.md "Reporting API"). */
export const downloadSubmissions = (token: string, ids: readonly number[]) =>
  reportingFetch<TDownload>(token, '/api/budgets/export', {
    download: true,
    query: { budgets: ids.join(','), _: Math.random().toString(36).slice(2) },
  });

function ReportsForm(props: { budgetId: number; titleId: string; onDone(): void }) {
  const { budgetId, titleId, onDone } = props;
  const { client } = useCurrentUser();
  const choices = useQuery({
    queryKey: ['multiple-reports', 'simulations'],
    queryFn: ({ signal }) => fetchChoices(signal),
  });
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set([budgetId]));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const list = choices.data ?? [];
  const all = list.length > 0 && list.every((b) => chosen.has(b.id));
  const toggle = (id: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const ids = list.filter((b) => chosen.has(b.id)).map((b) => b.id);
      const file = await downloadSubmissions(client.external_reporting_api_token, ids);
      saveFile(file.blob, file.filename ?? REPORT_MESSAGES.defaultFilename);
      onDone();
    } catch (failure) {
      setError(reportFailure(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <DialogTitle id={titleId}>{MULTIPLE_REPORTS_TITLE}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <Typography sx={{ mb: 2 }}>{L.hint}</Typography>
        {choices.isError ? (
          <Alert severity="error">{L.loadFailed}</Alert>
        ) : !choices.data ? (
          <CircularProgress size={24} aria-label={L.legend} />
        ) : (
          <FormControl component="fieldset" variant="standard">
            <FormLabel component="legend">{L.legend}</FormLabel>
            <FormControlLabel
              control={
                <Checkbox
                  checked={all}
                  onChange={() => setChosen(all ? new Set() : new Set(list.map((b) => b.id)))}
                />
              }
              label={L.selectAll}
            />
            <FormGroup sx={{ pl: 2 }}>
              {list.map((budget) => (
                <FormControlLabel
                  key={budget.id}
                  control={<Checkbox checked={chosen.has(budget.id)} onChange={() => toggle(budget.id)} />}
                  label={budget.name}
                />
              ))}
            </FormGroup>
          </FormControl>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onDone} disabled={busy}>
          {L.cancel}
        </Button>
        <Button
          variant="contained"
          onClick={() => void download()}
          disabled={busy || !list.some((b) => chosen.has(b.id))}
        >
          {L.download}
        </Button>
      </DialogActions>
    </>
  );
}

/**
 * The analytics page's 'Download Multiple Reports' button and dialog (spec 2 '/analytics/{id?}'): the
 * submissions of one or several of the client's simulations as one CSV, through the reporting API.
 */
export function MultipleReportsDialog({ budgetId }: { budgetId: number }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <>
      <Button
        variant="outlined"
        className="no-print"
        startIcon={<LibraryBooksOutlined />}
        onClick={() => setOpen(true)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {MULTIPLE_REPORTS_TITLE}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} maxWidth="sm" fullWidth>
        {open && <ReportsForm budgetId={budgetId} titleId={titleId} onDone={() => setOpen(false)} />}
      </Dialog>
    </>
  );
}
