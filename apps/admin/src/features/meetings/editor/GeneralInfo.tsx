import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { MEETING_LIMITS, type TMeetingUpdate, type TMeetingView } from '@commonpurse/domain';
import { AutoSaveText } from '@/editor-kit/save-fields.tsx';
import { PageLoading } from '@/ui/PageLoading.tsx';
import { EDITOR_LABELS as L } from '../labels.ts';
import { CategoryPicker } from './CategoryPicker.tsx';
import type { TMeetingStructure } from './selection.ts';
import { meetingProblem } from './useMeetingSaver.ts';

export interface TGeneralInfoProps {
  meeting: TMeetingView;
  /** Saves one field on its own; answers whether it saved. */
  save(patch: TMeetingUpdate): Promise<boolean>;
  fieldErrors: Record<string, string>;
  wholeBudget: boolean;
  onWholeBudget(checked: boolean): void;
  structure: { data: TMeetingStructure | undefined; failed: boolean };
  selected: ReadonlySet<number>;
  onSelect(next: Set<number>): void;
}

const orNull = (text: string) => (text === '' ? null : text);
const trim = (text: string) => text.trim();

/**
 * The General Info tab (spec 2 "Meeting editor"): Location and Description, each saved when left, and
 * 'Use entire budget?'; unchecked, the simulation's categories and items to choose from.
 */
export function GeneralInfo(props: TGeneralInfoProps) {
  const { meeting, save, fieldErrors, wholeBudget, onWholeBudget, structure } = props;
  const text = (field: 'location' | 'description') => ({
    field,
    value: meeting[field] ?? '',
    normalize: trim,
    validate: (v: string) => meetingProblem({ [field]: v }),
    onSave: (v: string) => save({ [field]: orNull(v) }),
    serverError: fieldErrors[field],
    helperText: L.privateNote,
    counter: field === 'location' ? MEETING_LIMITS.locationMax : MEETING_LIMITS.descriptionMax,
  });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2.5}>
        <AutoSaveText label={L.location} {...text('location')} />
        <AutoSaveText label={L.description} multiline minRows={2} {...text('description')} />
        <Box>
          <FormControlLabel
            label={L.wholeBudget}
            control={
              <Checkbox
                checked={wholeBudget}
                onChange={(_event, checked) => onWholeBudget(checked)}
                slotProps={{ input: { 'aria-describedby': 'meeting-whole-budget-note' } }}
              />
            }
          />
          <FormHelperText id="meeting-whole-budget-note" sx={{ mt: -0.5, ml: 4 }}>
            {wholeBudget ? L.wholeBudgetNote : L.pickNote}
          </FormHelperText>
        </Box>
        {!wholeBudget &&
          (structure.data ? (
            <CategoryPicker structure={structure.data} selected={props.selected} onChange={props.onSelect} />
          ) : structure.failed ? (
            <Alert severity="error">{L.structureFailed}</Alert>
          ) : (
            <PageLoading />
          ))}
      </Stack>
    </Paper>
  );
}
