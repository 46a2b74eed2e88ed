import { useId, useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { QUESTION_LABELS as D, UPGRADE_TOOLTIP } from '@commonpurse/domain';
import { useEditor } from '@/editor-kit/editor-context.tsx';
import { QUESTIONS_TAB_LABELS as L } from './labels.ts';
import { ScreenTextEditor } from './ScreenTextEditor.tsx';

type TLocationField = 'is_location_enabled' | 'is_location_required';

/** A location setting saved on change; it shows the new value while it saves. */
function useLocationSetting(field: TLocationField) {
  const { simulation, save } = useEditor();
  const [pending, setPending] = useState<boolean | null>(null);
  return {
    checked: pending ?? simulation[field],
    busy: pending !== null,
    change: async (next: boolean) => {
      setPending(next);
      await save({ [field]: next });
      setPending(null);
    },
  };
}

/** Drop-a-Pin (needs custom location maps) and its Required option. */
function DropAPin() {
  const { capabilities, fieldErrors } = useEditor();
  const id = useId();
  const enabled = useLocationSetting('is_location_enabled');
  const required = useLocationSetting('is_location_required');
  const allowed = capabilities.is_custom_location_maps_enabled;
  const error = fieldErrors.is_location_enabled ?? fieldErrors.is_location_required;
  return (
    <Stack role="group" aria-labelledby={`${id}-label`}>
      <FormControlLabel
        label={<span id={`${id}-label`}>{D.dropAPin}</span>}
        control={
          <Switch
            checked={enabled.checked}
            disabled={!allowed || enabled.busy}
            onChange={(_event, next) => void enabled.change(next)}
            slotProps={{ input: { 'aria-describedby': `${id}-help` } }}
          />
        }
      />
      <FormHelperText id={`${id}-help`} sx={{ mt: -0.5, ml: 6 }}>
        {allowed ? L.dropAPinHelp : `${L.dropAPinHelp} ${UPGRADE_TOOLTIP}`}
      </FormHelperText>
      <FormControlLabel
        sx={{ ml: 4, mt: 1 }}
        label={D.dropAPinRequired}
        control={
          <Checkbox
            checked={enabled.checked && required.checked}
            disabled={!allowed || !enabled.checked || required.busy}
            onChange={(_event, next) => void required.change(next)}
            slotProps={{ input: { 'aria-describedby': `${id}-required-help` } }}
          />
        }
      />
      <FormHelperText id={`${id}-required-help`} sx={{ mt: -0.5, ml: 10 }}>
        {L.dropAPinRequiredHelp}
      </FormHelperText>
      {error && (
        <FormHelperText error role="alert" sx={{ ml: 6 }}>
          {error}
        </FormHelperText>
      )}
    </Stack>
  );
}

/** Custom Settings of the Exit / Entry tab: Drop-a-Pin and the entry and exit screen texts. */
export function CustomSettings() {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h3" component="h3" sx={{ mb: 2 }}>
        {D.customSettings}
      </Typography>
      <Stack spacing={3}>
        <DropAPin />
        <ScreenTextEditor field="entry_screen_introduction_text" label={D.entryIntroduction} />
        <ScreenTextEditor field="entry_screen_closing_text" label={D.entryClosing} />
        <ScreenTextEditor field="exit_screen_closing_text" label={D.exitClosing} />
      </Stack>
    </Paper>
  );
}
