import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatImpactValue,
  IMPACT_LABELS as F,
  impactCalculationsTitle,
  stripNonNumeric,
  type TImpactView,
} from '@commonpurse/domain';
import { visuallyHidden } from '@/ui/visually-hidden.ts';
import { describeApiError } from '@/api/errors.ts';
import { useEditor } from '@/editor-kit/editor-context.tsx';
import { useAmountFormat } from '@/editor-kit/useAmountFormat.ts';
import { DialogFrame, useDialogSave } from '@/editor-kit/DialogFrame.tsx';
import { fetchMultipliers, impactKeys } from './api.ts';
import { useSaveMultipliers } from './mutations.ts';
import { IMPACT_TAB_LABELS as L } from './labels.ts';
import {
  draftCalculation,
  hasProblems,
  multiplierProblem,
  multipliersToSave,
  typedMultiplier,
  type TMultiplierDrafts,
} from './multipliers.ts';

/** The spec's dialog widths are 600-700 px; this one holds a five-column table. */
const WIDTH = 700;

export interface TMultipliersDialogProps {
  impact: TImpactView | null;
  onClose(): void;
}

/** 'Impact Calculations for {name}': each item's multiplier, its result and the total; Done saves. */
export function MultipliersDialog({ impact, onClose }: TMultipliersDialogProps) {
  return impact ? <MultipliersDialogBody impact={impact} onClose={onClose} /> : null;
}

function MultipliersDialogBody({ impact, onClose }: { impact: TImpactView; onClose(): void }) {
  const { simulation, track } = useEditor();
  const key = impactKeys.multipliers(simulation.id, impact.id);
  const table = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchMultipliers(simulation.id, impact.id, signal),
    staleTime: 0,
  });
  const [drafts, setDrafts] = useState<TMultiplierDrafts>({});
  // A refused multiplier is shown once its field is left, or on Done (not while typing '-').
  const [left, setLeft] = useState<ReadonlySet<number>>(new Set());
  const [checked, setChecked] = useState(false);
  const save = useDialogSave();
  const { mutateAsync: saveMultipliers } = useSaveMultipliers(simulation.id, impact.id);
  const formatAmount = useAmountFormat();
  const title = impactCalculationsTitle(impact.name);

  const rows = table.data?.rows ?? [];
  const calculation = draftCalculation(rows, drafts);

  const done = async () => {
    if (!table.data) {
      onClose();
      return;
    }
    setChecked(true);
    if (hasProblems(rows, drafts)) return;
    if (await save.run(() => track(saveMultipliers(multipliersToSave(rows, drafts))))) onClose();
  };

  return (
    <DialogFrame
      title={title}
      width={WIDTH}
      onClose={onClose}
      onSubmit={() => void done()}
      save={save}
      problem={table.isError ? `${L.loadFailed}${describeApiError(table.error)}` : null}
      submitLabel={F.done}
      cancelLabel={L.cancel}
    >
      {table.isPending && (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 2 }} role="status">
          <CircularProgress size={20} aria-hidden />
          <Typography>{L.loading}</Typography>
        </Stack>
      )}
      {table.isSuccess && rows.length === 0 && <Alert severity="info">{L.noItems}</Alert>}
      {table.isSuccess && rows.length > 0 && (
        <TableContainer>
          <Table size="small">
            <caption style={visuallyHidden}>{L.calculationsCaption(impact.name)}</caption>
            <TableHead>
              <TableRow>
                <TableCell>{F.calculationColumns.category}</TableCell>
                <TableCell>{L.item}</TableCell>
                <TableCell align="right">{F.calculationColumns.amount}</TableCell>
                <TableCell align="right">{F.calculationColumns.multiplier}</TableCell>
                <TableCell align="right">{F.calculationColumns.result}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {calculation.rows.map((row) => {
                const typed = typedMultiplier(row, drafts);
                const problem =
                  checked || left.has(row.budget_subcategory_id) ? multiplierProblem(typed) : null;
                return (
                  <TableRow
                    key={row.budget_subcategory_id}
                    data-testid={`multiplier-${row.budget_subcategory_id}`}
                  >
                    <TableCell>
                      {row.category_name}
                      <Typography
                        component="span"
                        variant="body2"
                        color="text.secondary"
                        sx={{ display: 'block' }}
                      >
                        {L.lists[row.category_type]}
                      </Typography>
                    </TableCell>
                    <TableCell>{row.subcategory_name}</TableCell>
                    <TableCell align="right">{formatAmount(row.amount)}</TableCell>
                    <TableCell align="right" sx={{ width: 150 }}>
                      <TextField
                        size="small"
                        value={typed}
                        onChange={(event) =>
                          setDrafts((all) => ({
                            ...all,
                            [row.budget_subcategory_id]: stripNonNumeric(event.target.value),
                          }))
                        }
                        onBlur={() => setLeft((all) => new Set(all).add(row.budget_subcategory_id))}
                        error={Boolean(problem)}
                        helperText={problem}
                        slotProps={{
                          htmlInput: {
                            'aria-label': L.multiplierOf(row.subcategory_name),
                            inputMode: 'decimal',
                            style: { textAlign: 'right' },
                          },
                        }}
                      />
                    </TableCell>
                    <TableCell align="right">{formatImpactValue(row.result)}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableCell colSpan={4} sx={{ fontWeight: 600, color: 'text.primary' }}>
                  {F.total}
                </TableCell>
                <TableCell
                  align="right"
                  aria-live="polite"
                  data-testid="impact-total"
                  sx={{ fontWeight: 600, color: 'text.primary' }}
                >
                  {formatImpactValue(calculation.total)}
                </TableCell>
              </TableRow>
            </TableFooter>
          </Table>
        </TableContainer>
      )}
    </DialogFrame>
  );
}
