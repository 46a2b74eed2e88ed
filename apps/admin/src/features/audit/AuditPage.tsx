import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TAuditQuery } from '@commonpurse/domain';
import { ApiError } from '@/api/http.ts';
import { useAuditPage } from './api.ts';
import { AuditTable } from './AuditTable.tsx';
import { AUDIT_LABELS as L } from './labels.ts';

type TFilterName = keyof typeof L.filters;
const FILTERS = Object.keys(L.filters) as TFilterName[];
const DATE_FILTERS = new Set<TFilterName>(['from', 'to']);
const NO_FILTERS: Record<TFilterName, string> = {
  client_id: '',
  user_id: '',
  budget_id: '',
  action: '',
  from: '',
  to: '',
};

/** /audit (superadmins): every client's admin writes, filtered, newest first. */
export default function AuditPage() {
  const [draft, setDraft] = useState(NO_FILTERS);
  const [query, setQuery] = useState<TAuditQuery>({ page: 1 });
  const audit = useAuditPage(query);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ ...draft, page: 1 } as TAuditQuery);
  };
  const forbidden = audit.error instanceof ApiError && audit.error.status === 403;
  return (
    <Box>
      <Typography variant="h1" sx={{ fontSize: '1.75rem', mb: 2 }}>
        {L.pageTitle}
      </Typography>
      <Paper component="form" onSubmit={apply} sx={{ p: 2, mb: 2 }}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          {FILTERS.map((name) => (
            <TextField
              key={name}
              size="small"
              label={L.filters[name]}
              type={DATE_FILTERS.has(name) ? 'date' : 'text'}
              value={draft[name]}
              onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          ))}
          <Button type="submit" variant="contained">
            {L.apply}
          </Button>
          <Button
            onClick={() => {
              setDraft(NO_FILTERS);
              setQuery({ page: 1 });
            }}
          >
            {L.clear}
          </Button>
        </Stack>
      </Paper>
      {audit.isError && <Alert severity="error">{forbidden ? L.forbidden : L.loadFailed}</Alert>}
      {audit.isPending && <CircularProgress aria-label={L.pageTitle} />}
      {audit.data && (
        <Paper sx={{ p: 2 }}>
          <AuditTable page={audit.data} showClient onPageChange={(page) => setQuery({ ...query, page })} />
        </Paper>
      )}
    </Box>
  );
}
