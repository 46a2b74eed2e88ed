import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { geojsonProblem, MAP_LABELS, MAP_MESSAGES } from '@commonpurse/domain';
import { ConfirmDialog } from '@/ui/ConfirmDialog.tsx';
import { useEditor } from '@/editor-kit/editor-context.tsx';
import { MAP_TAB_LABELS as L } from './labels.ts';

const FIELD = 'geojson';

/**
 * The optional city-limits border: a switch, then the Border GeoJSON text saved with its button after
 * the same check the server makes. Turning the switch off deletes a saved border, after asking.
 */
export function CityLimitsField({ disabled }: { disabled?: boolean }) {
  const { simulation, save, fieldErrors, setUnsaved } = useEditor();
  const stored = simulation.geojson ?? '';
  const [shown, setShown] = useState(stored !== '');
  const [draft, setDraft] = useState(stored);
  const [synced, setSynced] = useState(stored);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // A border saved elsewhere (another tab, a reload) replaces an untouched draft.
  if (stored !== synced) {
    setSynced(stored);
    if (draft === synced) setDraft(stored);
  }
  const dirty = draft !== stored;

  useEffect(() => {
    setUnsaved(FIELD, dirty);
  }, [dirty, setUnsaved]);
  useEffect(() => () => setUnsaved(FIELD, false), [setUnsaved]);

  const saveText = async (text: string) => {
    setSaving(true);
    const saved = await save({ geojson: text.trim() === '' ? null : text });
    setSaving(false);
    return saved;
  };

  const saveBorder = async () => {
    const local = geojsonProblem(draft);
    setProblem(local);
    if (!local) await saveText(draft);
  };

  const toggle = (on: boolean) => {
    if (on) setShown(true);
    else if (stored !== '') setConfirming(true);
    else {
      setShown(false);
      setDraft('');
      setProblem(null);
    }
  };

  const remove = async () => {
    if (await saveText('')) {
      setDraft('');
      setProblem(null);
      setShown(false);
    }
    setConfirming(false);
  };

  const message = problem ?? fieldErrors[FIELD];
  return (
    <Stack spacing={1.5}>
      <FormControlLabel
        control={<Switch checked={shown} disabled={disabled} onChange={(_event, on) => toggle(on)} />}
        label={MAP_LABELS.cityLimits}
      />
      {shown && (
        <Box>
          <TextField
            id="map-border-geojson"
            label={MAP_LABELS.borderGeojson}
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              setProblem(null);
            }}
            multiline
            minRows={4}
            maxRows={14}
            disabled={disabled}
            error={Boolean(message)}
            helperText={message ?? `${L.borderHelp} ${MAP_MESSAGES.polygonPoints}`}
            slotProps={{ htmlInput: { spellCheck: false, sx: { fontFamily: 'monospace', fontSize: 13 } } }}
            fullWidth
          />
          <Button
            variant="contained"
            onClick={() => void saveBorder()}
            disabled={disabled || saving || !dirty}
            sx={{ mt: 1 }}
          >
            {L.saveBorder}
          </Button>
        </Box>
      )}
      <ConfirmDialog
        open={confirming}
        title={L.removeBorderTitle}
        confirmLabel={L.removeBorder}
        confirmColor="error"
        busy={saving}
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
      >
        {L.removeBorderBody}
      </ConfirmDialog>
    </Stack>
  );
}
