import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { TStatusFilter } from './status-filter.ts';

export const STATUS_FILTER_LABELS = { field: 'Status', all: 'All' } as const;

/** The status filter of a list: All, then each status by its label. */
export function StatusFilterSelect<TStatus extends string>({
  statuses,
  labels,
  value,
  onChange,
}: {
  statuses: readonly TStatus[];
  labels: Record<TStatus, string>;
  value: TStatusFilter<TStatus>;
  onChange(next: TStatusFilter<TStatus>): void;
}) {
  return (
    <TextField
      select
      size="small"
      label={STATUS_FILTER_LABELS.field}
      value={value}
      onChange={(event) => onChange(event.target.value as TStatusFilter<TStatus>)}
      sx={{ minWidth: 180 }}
    >
      <MenuItem value="all">{STATUS_FILTER_LABELS.all}</MenuItem>
      {statuses.map((status) => (
        <MenuItem key={status} value={status}>
          {labels[status]}
        </MenuItem>
      ))}
    </TextField>
  );
}
